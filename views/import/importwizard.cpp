#include "importwizard.h"

#include "core/import/transcriptimport.h"
#include "core/results/resultsloader.h"
#include "core/run/rungrader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

namespace Polygon {

namespace {

enum Page { FilePage, ImportPage, NextPage };

// A page whose Next/Finish follows a condition.
class ConditionPage : public QWizardPage
{
public:
    std::function<bool()> complete;
    bool isComplete() const override { return complete ? complete() : true; }
    void changed() { Q_EMIT completeChanged(); }
};

// Reads a file for the import on the worker thread, counting the bytes read
// (the progress bar) and failing the read once Cancel is pressed — the
// import then stores nothing.
class ProgressDevice : public QIODevice
{
public:
    ProgressDevice(QIODevice *source, std::shared_ptr<std::atomic<qint64>> bytes, std::shared_ptr<std::atomic<bool>> cancel)
        : m_source(source)
        , m_bytes(std::move(bytes))
        , m_cancel(std::move(cancel))
    {
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 max) override
    {
        if (m_cancel->load()) {
            setErrorString(ImportWizard::tr("the import was cancelled"));
            return -1;
        }
        const qint64 n = m_source->read(data, max);
        if (n > 0)
            *m_bytes += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QIODevice *m_source;
    std::shared_ptr<std::atomic<qint64>> m_bytes;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

struct ImportOutcome
{
    std::optional<ImportResult> result;
    Diagnostics problems;
};

QString problemLine(const Diagnostic &d)
{
    if (d.file.isEmpty())
        return d.message;
    return d.line > 0 ? QStringLiteral("%1:%2:%3: %4").arg(d.file).arg(d.line).arg(d.column).arg(d.message)
                      : QStringLiteral("%1: %2").arg(d.file, d.message);
}

} // namespace

ImportWizard::ImportWizard(const Workspace &workspace, QWidget *parent)
    : QWizard(parent)
    , m_workspace(workspace)
    , m_file(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_skipBad(new QCheckBox(tr("Skip records that cannot be read (each is listed)"), this))
    , m_progress(new QProgressBar(this))
    , m_cancelImport(new QPushButton(tr("Cancel Import"), this))
    , m_result(new QLabel(this))
    , m_problems(new QPlainTextEdit(this))
    , m_grade(new QCheckBox(tr("Grade the imported calls now (rule judge, offline)"), this))
    , m_compare(new QComboBox(this))
    , m_runs(new ResultsLoader(this))
{
    setObjectName(QStringLiteral("importWizard"));
    setWindowTitle(tr("Import Production Calls"));
    setWizardStyle(QWizard::ClassicStyle);

    auto *filePage = new ConditionPage;
    filePage->setTitle(tr("Recorded calls"));
    filePage->setSubTitle(tr("Transcripts from production become a run that is graded and compared like any other. "
                             "Checks that need a simulated caller or its ground truth are not applicable to them."));
    auto *browse = new QPushButton(tr("Browse…"), filePage);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file);
    fileRow->addWidget(browse);
    m_format->addItem(tr("Polygon conversations (JSON, JSON array or JSON Lines)"), QStringLiteral("generic"));
    m_format->addItem(tr("Vapi call objects or end-of-call reports"), QStringLiteral("vapi"));
    m_format->addItem(tr("Retell call objects"), QStringLiteral("retell"));
    m_format->addItem(tr("CSV: conversation, speaker, text[, time]"), QStringLiteral("csv"));
    m_name->setPlaceholderText(tr("made from the date and time"));
    auto *form = new QFormLayout(filePage);
    auto *fileLabel = new QLabel(tr("&File:"), filePage);
    fileLabel->setBuddy(m_file); // a row whose field is a layout gets no buddy of its own
    form->addRow(fileLabel, fileRow);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("Run &name:"), m_name);
    form->addRow(QString(), m_skipBad);
    filePage->complete = [this] { return QFileInfo(m_file->text()).isFile(); };
    connect(m_file, &QLineEdit::textChanged, this, [filePage, this](const QString &text) {
        if (QFileInfo(text).isFile())
            m_format->setCurrentIndex(m_format->findData(importFormatNames().at(int(guessImportFormat(text)))));
        filePage->changed();
    });
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Recorded Calls"), m_file->text(),
                                                          tr("Calls (*.json *.jsonl *.csv);;All files (*)"));
        if (!file.isEmpty())
            setFile(file);
    });
    setPage(FilePage, filePage);

    auto *importPage = new ConditionPage;
    importPage->setTitle(tr("Importing"));
    auto *importLayout = new QVBoxLayout(importPage);
    importLayout->addWidget(m_progress);
    importLayout->addWidget(m_cancelImport, 0, Qt::AlignLeft);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setObjectName(QStringLiteral("importResult"));
    importLayout->addWidget(m_result);
    m_problems->setReadOnly(true);
    m_problems->setObjectName(QStringLiteral("importProblems"));
    m_problems->setAccessibleName(tr("Import problems"));
    m_problems->setVisible(false);
    importLayout->addWidget(m_problems, 1);
    importPage->complete = [this] { return !m_importing && !m_run.isEmpty(); };
    connect(m_cancelImport, &QPushButton::clicked, this, &ImportWizard::cancelImport);
    connect(this, &ImportWizard::imported, importPage, &ConditionPage::changed);
    connect(this, &ImportWizard::importFailed, importPage, &ConditionPage::changed);
    setPage(ImportPage, importPage);

    auto *nextPage = new ConditionPage;
    nextPage->setTitle(tr("Next"));
    nextPage->setFinalPage(true);
    auto *nextForm = new QFormLayout(nextPage);
    m_grade->setChecked(true);
    nextForm->addRow(m_grade);
    nextForm->addRow(tr("Then &compare with:"), m_compare);
    setPage(NextPage, nextPage);
    m_runs->setWorkspace(m_workspace.root);
    connect(m_runs, &ResultsLoader::runsAvailable, this, &ImportWizard::fillCompareRuns);
    resize(720, 460);
}

ImportWizard::~ImportWizard()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ImportWizard::setFile(const QString &file)
{
    m_file->setText(file);
}

void ImportWizard::initializePage(int id)
{
    if (id == ImportPage && m_run.isEmpty() && !m_importing)
        startImport();
    if (id == NextPage) {
        m_compare->clear();
        m_compare->setEnabled(false);
        m_runs->loadRuns();
    }
    QWizard::initializePage(id);
}

void ImportWizard::startImport()
{
    if (m_importing)
        return;
    m_importing = true;
    m_run.clear();
    m_problems->clear();
    m_problems->setVisible(false);
    m_result->setText(tr("Reading %1…").arg(QFileInfo(m_file->text()).fileName()));
    m_cancelImport->setEnabled(true);
    m_size = QFileInfo(m_file->text()).size();
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_bytes = std::make_shared<std::atomic<qint64>>(0);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ImportOptions options;
    options.workspace = m_workspace.root;
    options.name = m_name->text().trimmed();
    options.format = importFormatFromName(m_format->currentData().toString()).value_or(ImportFormat::Generic);
    options.skipBad = m_skipBad->isChecked();
    const QString file = m_file->text();
    auto *timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, [this] {
        if (m_size > 0)
            m_progress->setValue(int(std::min<qint64>(1000, m_bytes->load() * 1000 / m_size)));
    });
    timer->start(100);
    auto *watcher = new QFutureWatcher<ImportOutcome>(this);
    connect(watcher, &QFutureWatcher<ImportOutcome>::finished, this, [this, watcher, timer] {
        timer->deleteLater();
        watcher->deleteLater();
        const ImportOutcome outcome = watcher->result();
        m_importing = false;
        m_cancelImport->setEnabled(false);
        if (!outcome.result) {
            m_progress->setValue(0);
            QStringList lines;
            for (const Diagnostic &d : outcome.problems)
                lines.append(problemLine(d));
            m_result->setText(m_cancel->load() ? tr("Import cancelled: nothing was stored.")
                                               : tr("<b>Nothing was imported.</b> Fix the file (or tick \"Skip records "
                                                    "that cannot be read\") and go back to try again."));
            m_problems->setPlainText(lines.join(QLatin1Char('\n')));
            m_problems->setVisible(!lines.isEmpty() && !m_cancel->load());
            Q_EMIT importFailed();
            return;
        }
        const ImportResult &r = *outcome.result;
        m_run = r.run;
        m_progress->setValue(1000);
        QString text = tr("Imported %n conversation(s)", nullptr, r.conversations) + QLatin1Char(' ')
            + tr("(%n turn(s))", nullptr, r.turns) + QLatin1Char(' ') + tr("as run <b>%1</b>.").arg(r.run.toHtmlEscaped());
        if (r.ignored > 0)
            text += QLatin1Char(' ') + tr("%n record(s) without a transcript were passed over.", nullptr, r.ignored);
        if (!r.skipped.isEmpty()) {
            text += QLatin1Char(' ') + tr("%n record(s) could not be read and were skipped:", nullptr, int(r.skipped.size()));
            QStringList lines;
            for (const Diagnostic &d : r.skipped)
                lines.append(problemLine(d));
            m_problems->setPlainText(lines.join(QLatin1Char('\n')));
            m_problems->setVisible(true);
        }
        m_result->setText(text);
        Q_EMIT imported(r.run);
    });
    const auto bytes = m_bytes;
    const auto cancel = m_cancel;
    watcher->setFuture(QtConcurrent::run([options, file, bytes, cancel]() {
        ImportOutcome out;
        QFile source(file);
        if (!source.open(QIODevice::ReadOnly)) {
            out.problems.append({file, 0, 0, ImportWizard::tr("cannot read the file: %1").arg(source.errorString())});
            return out;
        }
        ProgressDevice device(&source, bytes, cancel);
        device.open(QIODevice::ReadOnly);
        out.result = importTranscripts(options, &device, file, out.problems);
        return out;
    }));
}

void ImportWizard::cancelImport()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ImportWizard::fillCompareRuns(const QList<RunRow> &read)
{
    m_compare->clear();
    m_compare->addItem(tr("No comparison"), QString());
    QList<RunRow> runs = read;
    std::sort(runs.begin(), runs.end(),
              [](const RunRow &a, const RunRow &b) { return a.summary.run.createdAt > b.summary.run.createdAt; });
    for (const RunRow &r : std::as_const(runs)) {
        const RunSpec &spec = r.summary.run.spec;
        if (spec.id == m_run || !r.graded())
            continue;
        m_compare->addItem(QStringLiteral("%1 · %2").arg(spec.agent, spec.id), spec.id);
    }
    if (m_compare->count() > 1)
        m_compare->setCurrentIndex(1);
    m_compare->setEnabled(m_compare->count() > 1);
}

bool ImportWizard::validateCurrentPage()
{
    if (currentId() != NextPage || m_finished)
        return QWizard::validateCurrentPage();
    const QString compareWith = m_compare->currentData().toString();
    // Comparing needs a grade: grade it when asked, or when a comparison is wanted.
    if (!m_grade->isChecked() && compareWith.isEmpty()) {
        m_finished = true;
        Q_EMIT done(m_run, QString());
        return true;
    }
    if (m_grader)
        return false; // grading in progress
    GradeOptions options;
    options.run = m_run;
    options.offline = true;
    m_grader = std::make_unique<RunGrader>(m_workspace, options);
    Diagnostics problems;
    if (!m_grader->prepare(problems)) {
        m_grader.reset();
        m_result->setText(problems.isEmpty() ? tr("The run cannot be graded.") : problemLine(problems.first()));
        return false;
    }
    button(QWizard::FinishButton)->setEnabled(false);
    button(QWizard::FinishButton)->setText(tr("Grading…"));
    connect(m_grader.get(), &RunGrader::finished, this, [this, compareWith] {
        m_finished = true;
        const bool ok = !m_grader->failed();
        m_grader.release()->deleteLater();
        Q_EMIT done(m_run, ok ? compareWith : QString());
        accept();
    });
    m_grader->start();
    return false;
}

} // namespace Polygon
