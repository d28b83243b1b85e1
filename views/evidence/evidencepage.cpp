#include "evidencepage.h"

#include "core/evidence/receipt.h"
#include "core/util/jsonparse.h"
#include "eventtimeline.h"
#include "gatestrip.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <climits>

namespace Polygon {

namespace {

enum Page { EmptyPage, BusyPage, FailurePage, ContentPage };

QString formatTitle(const QString &format)
{
    if (format == QLatin1String("vapi"))
        return EvidencePage::tr("Vapi payloads");
    if (format == QLatin1String("twilio"))
        return EvidencePage::tr("Twilio status callbacks");
    if (format == QLatin1String("retell"))
        return EvidencePage::tr("Retell call objects");
    return EvidencePage::tr("Call events (JSON array or JSON Lines)");
}

} // namespace

EvidencePage::EvidencePage(QWidget *parent)
    : QWidget(parent)
    , m_model(new EvidenceCallsModel(this))
    , m_filter(new EvidenceCallsFilter(this))
    , m_stack(new QStackedWidget(this))
    , m_emptyLabel(new QLabel(this))
    , m_busyLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(this))
    , m_errorLabel(new QLabel(this))
    , m_fileLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_formatBox(new QComboBox(this))
    , m_policyLabel(new QLabel(this))
    , m_openButton(new QPushButton(this))
    , m_policyButton(new QPushButton(this))
    , m_defaultPolicyButton(new QPushButton(this))
    , m_reloadButton(new QPushButton(this))
    , m_exportButton(new QPushButton(this))
    , m_summary(new QLabel(this))
    , m_gateFilter(new QComboBox(this))
    , m_textFilter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_callTitle(new QLabel(this))
    , m_strip(new GateStrip(this))
    , m_timeline(new EventTimeline(this))
    , m_eventLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("evidencePage"));
    m_filter->setSourceModel(m_model);

    // The input: file, format, policy.
    auto *inputBar = new QHBoxLayout;
    m_openButton->setObjectName(QStringLiteral("evidenceOpen"));
    m_fileLabel->setObjectName(QStringLiteral("evidenceFile"));
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formatBox->setObjectName(QStringLiteral("evidenceFormat"));
    for (const QString &name : formatNames())
        m_formatBox->addItem(QString(), name);
    m_formatLabel->setBuddy(m_formatBox);
    m_policyLabel->setObjectName(QStringLiteral("evidencePolicy"));
    m_policyLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exportButton->setObjectName(QStringLiteral("exportReceipts"));
    m_exportButton->setEnabled(false);
    inputBar->addWidget(m_openButton);
    inputBar->addWidget(m_fileLabel, 1);
    inputBar->addWidget(m_formatLabel);
    inputBar->addWidget(m_formatBox);
    inputBar->addWidget(m_policyLabel);
    inputBar->addWidget(m_policyButton);
    inputBar->addWidget(m_defaultPolicyButton);
    inputBar->addWidget(m_reloadButton);
    inputBar->addWidget(m_exportButton);
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        QString file;
        QString format = m_format;
        if (askForFile(this, file, format))
            load(file, format, m_policyFile);
    });
    connect(m_formatBox, &QComboBox::activated, this, [this] {
        if (!m_file.isEmpty())
            load(m_file, m_formatBox->currentData().toString(), m_policyFile);
    });
    connect(m_policyButton, &QPushButton::clicked, this, &EvidencePage::choosePolicy);
    connect(m_defaultPolicyButton, &QPushButton::clicked, this, [this] {
        if (!m_file.isEmpty())
            load(m_file, m_format, QString());
    });
    connect(m_reloadButton, &QPushButton::clicked, this, &EvidencePage::reload);
    connect(m_exportButton, &QPushButton::clicked, this, &EvidencePage::exportReceiptsDialog);

    // Nothing yet.
    auto *empty = new QWidget(m_stack);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    emptyLayout->addWidget(m_emptyLabel);

    // Busy: the file is read off the GUI thread.
    auto *busy = new QWidget(m_stack);
    auto *busyLayout = new QVBoxLayout(busy);
    busyLayout->addStretch();
    m_busyLabel->setAlignment(Qt::AlignCenter);
    busyLayout->addWidget(m_busyLabel);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(fontMetrics().averageCharWidth() * 50);
    busyLayout->addWidget(m_progress, 0, Qt::AlignHCenter);
    m_cancel->setObjectName(QStringLiteral("evidenceCancel"));
    busyLayout->addWidget(m_cancel, 0, Qt::AlignHCenter);
    busyLayout->addStretch();
    connect(m_cancel, &QPushButton::clicked, this, &EvidencePage::cancel);

    // A problem: the messages as polygon-cli prints them.
    auto *failure = new QWidget(m_stack);
    auto *failureLayout = new QVBoxLayout(failure);
    m_errorLabel->setObjectName(QStringLiteral("evidenceError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setAlignment(Qt::AlignCenter);
    failureLayout->addStretch();
    failureLayout->addWidget(m_errorLabel);
    failureLayout->addStretch();

    // The calls, and the selected call's gates and events.
    auto *content = new QWidget(m_stack);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    m_summary->setObjectName(QStringLiteral("evidenceSummary"));
    m_summary->setWordWrap(true);
    contentLayout->addWidget(m_summary);
    auto *splitter = new QSplitter(Qt::Horizontal, content);
    auto *callsBox = new QWidget(splitter);
    auto *callsLayout = new QVBoxLayout(callsBox);
    callsLayout->setContentsMargins(0, 0, 0, 0);
    auto *filters = new QVBoxLayout;
    m_gateFilter->setObjectName(QStringLiteral("firstFailingGateFilter"));
    m_textFilter->setObjectName(QStringLiteral("evidenceTextFilter"));
    m_textFilter->setClearButtonEnabled(true);
    filters->addWidget(m_gateFilter);
    filters->addWidget(m_textFilter);
    callsLayout->addLayout(filters);
    m_table->setObjectName(QStringLiteral("evidenceCalls"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the file's order until a header is clicked
    m_table->setSortingEnabled(true);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false); // ids break at their hyphens otherwise
    m_table->setTextElideMode(Qt::ElideMiddle); // long provider call ids keep both ends
    // Widths from the font, not ResizeToContents: that measures every row, and a file may hold 100,000 calls.
    {
        const QFontMetrics fm = fontMetrics();
        int verdict = fm.horizontalAdvance(EvidenceCallsModel::statusTitle(GateStatus::InsufficientEvidence));
        int gate = fm.horizontalAdvance(m_model->headerData(EvidenceCallsModel::FirstFailingColumn, Qt::Horizontal).toString());
        for (int g = 0; g < EvidenceGateCount; ++g)
            gate = std::max(gate, fm.horizontalAdvance(EvidenceCallsModel::gateTitle(EvidenceGate(g))));
        QHeaderView *header = m_table->horizontalHeader();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(EvidenceCallsModel::CallColumn, QHeaderView::Stretch);
        header->resizeSection(EvidenceCallsModel::VerdictColumn, verdict + fm.averageCharWidth() * 3);
        header->resizeSection(EvidenceCallsModel::FirstFailingColumn, gate + fm.averageCharWidth() * 3);
    }
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 3 / 2);
    callsLayout->addWidget(m_table, 1);
    callsBox->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    connect(m_gateFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setFirstFailingGate(m_gateFilter->currentData().toInt()); });
    connect(m_textFilter, &QLineEdit::textChanged, m_filter, &EvidenceCallsFilter::setText);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showCall(current); });
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &EvidencePage::updateSummary);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &EvidencePage::updateSummary);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &EvidencePage::updateSummary);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &EvidencePage::updateSummary);

    auto *detail = new QWidget(splitter);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_callTitle->setObjectName(QStringLiteral("evidenceCallTitle"));
    m_callTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_callTitle->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_callTitle->setFont(big);
    detailLayout->addWidget(m_callTitle);
    detailLayout->addWidget(m_strip);
    detailLayout->addWidget(m_timeline);
    m_eventLabel->setObjectName(QStringLiteral("currentEvent"));
    m_eventLabel->setWordWrap(true);
    m_eventLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailLayout->addWidget(m_eventLabel);
    detailLayout->addStretch(1);
    connect(m_timeline, &EventTimeline::currentEventChanged, this, &EvidencePage::updateEventLabel);
    splitter->addWidget(callsBox);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({fontMetrics().averageCharWidth() * 70, fontMetrics().averageCharWidth() * 130});
    contentLayout->addWidget(splitter, 1);

    m_stack->insertWidget(EmptyPage, empty);
    m_stack->insertWidget(BusyPage, busy);
    m_stack->insertWidget(FailurePage, failure);
    m_stack->insertWidget(ContentPage, content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(inputBar);
    layout->addWidget(m_stack, 1);
    setTabOrder(m_table, m_timeline);

    retranslate();
    m_stack->setCurrentIndex(EmptyPage);
}

EvidencePage::~EvidencePage()
{
    if (m_watcher)
        m_watcher->cancel(); // the reading stops at its next read; its result is dropped
}

QStringList EvidencePage::formatNames()
{
    return {QStringLiteral("events"), QStringLiteral("vapi"), QStringLiteral("twilio"), QStringLiteral("retell")};
}

bool EvidencePage::askForFile(QWidget *parent, QString &file, QString &format)
{
    QStringList filters;
    const QStringList names = formatNames();
    for (const QString &name : names)
        filters.append(formatTitle(name)
                       + (name == QLatin1String("twilio") ? QStringLiteral(" (*.txt *.json *.jsonl)")
                                                          : QStringLiteral(" (*.json *.jsonl *.ndjson)")));
    filters.append(tr("All files (*)"));
    QString selected = filters.value(std::max<qsizetype>(0, names.indexOf(format.isEmpty() ? names.first() : format)));
    const QString chosen
        = QFileDialog::getOpenFileName(parent, tr("Open Call Events"), file, filters.join(QStringLiteral(";;")), &selected);
    if (chosen.isEmpty())
        return false;
    file = chosen;
    const qsizetype index = filters.indexOf(selected);
    if (index >= 0 && index < names.size())
        format = names.at(index); // "All files" keeps the format chosen before
    return true;
}

bool EvidencePage::isBusy() const
{
    return m_stack->currentIndex() == BusyPage;
}

QString EvidencePage::title() const
{
    return m_file.isEmpty() ? tr("Call Evidence") : tr("Evidence: %1").arg(QFileInfo(m_file).fileName());
}

void EvidencePage::load(const QString &file, const QString &format, const QString &policyFile)
{
    m_file = file;
    m_format = format.isEmpty() ? QStringLiteral("events") : format;
    m_policyFile = policyFile;
    m_loaded = false;
    m_shownCall.clear();
    m_model->clear();
    m_strip->setEvidence(nullptr, m_policy);
    m_timeline->setCall(nullptr, m_policy);
    m_exportButton->setEnabled(false);
    m_formatBox->setCurrentIndex(std::max<qsizetype>(0, formatNames().indexOf(m_format)));
    retranslate();
    const quint64 generation = ++m_generation;
    if (m_watcher) {
        m_watcher->cancel();
        m_watcher = nullptr;
    }

    EvidenceLoadRequest request;
    request.file = file;
    request.policyFile = policyFile;
    if (!evidenceSourceFromName(format, request.source)) {
        showFailure(tr("unknown format \"%1\"; expected one of: %2").arg(format, formatNames().join(QStringLiteral(", "))));
        return;
    }
    m_stack->setCurrentIndex(BusyPage);
    m_progress->setValue(0);
    m_cancel->setEnabled(true);
    auto *watcher = new QFutureWatcher<EvidenceLoadResult>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcher<EvidenceLoadResult>::progressValueChanged, this, [this, watcher](int value) {
        if (watcher == m_watcher)
            m_progress->setValue(value);
    });
    connect(watcher, &QFutureWatcher<EvidenceLoadResult>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->isCanceled())
            return; // cancelled or superseded
        m_watcher = nullptr;
        showResult(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([request](QPromise<EvidenceLoadResult> &promise) {
        promise.setProgressRange(0, 1000);
        promise.addResult(loadCallEvidence(
            request, [&promise] { return promise.isCanceled(); }, [&promise](int value) { promise.setProgressValue(value); }));
    }));
}

void EvidencePage::reload()
{
    if (!m_file.isEmpty())
        load(m_file, m_format, m_policyFile);
}

void EvidencePage::cancel()
{
    if (!m_watcher)
        return;
    m_watcher->cancel();
    m_watcher = nullptr;
    ++m_generation;
    m_loaded = false;
    m_model->clear();
    m_emptyLabel->setText(tr("Reading %1 was cancelled: nothing is shown. Reload to read it again.")
                              .arg(QDir::toNativeSeparators(m_file).toHtmlEscaped()));
    m_stack->setCurrentIndex(EmptyPage);
    Q_EMIT cancelled();
}

void EvidencePage::showFailure(const QString &message)
{
    m_loaded = false;
    m_model->clear();
    m_errorLabel->setText(message);
    m_stack->setCurrentIndex(FailurePage);
    Q_EMIT failed(message);
}

void EvidencePage::showResult(EvidenceLoadResult result)
{
    if (result.cancelled)
        return;
    if (!result.ok) {
        // Exactly what polygon-cli prints on standard error, and no call at all.
        showFailure(diagnosticsText(result.problems, true));
        return;
    }
    m_policy = result.policy;
    m_eventCount = result.events;
    m_model->setCalls(std::move(result.calls));
    m_loaded = true;
    m_exportButton->setEnabled(true);
    m_stack->setCurrentIndex(ContentPage);
    retranslate();
    updateSummary();
    Q_EMIT loaded();
    if (m_filter->rowCount() > 0)
        m_table->setCurrentIndex(m_filter->index(0, 0));
}

void EvidencePage::showCall(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid()) {
        m_shownCall.clear();
        m_callTitle->clear();
        m_strip->setEvidence(nullptr, m_policy);
        m_timeline->setCall(nullptr, m_policy);
        return;
    }
    const EvidenceCall &call = m_model->call(m_filter->mapToSource(proxyIndex).row());
    m_shownCall = call.evidence.call;
    const QString verdict = call.evidence.verdict();
    m_callTitle->setText(tr("Call %1 — verdict %2").arg(call.evidence.call, verdict));
    m_strip->setEvidence(&call.evidence, m_policy);
    m_timeline->setCall(&call, m_policy);
    Q_EMIT callShown(m_shownCall);
}

bool EvidencePage::selectCall(const QString &call)
{
    for (int r = 0; r < m_filter->rowCount(); ++r) {
        const QModelIndex index = m_filter->index(r, 0);
        if (index.data(EvidenceCallsModel::CallRole).toString() == call) {
            m_table->setCurrentIndex(index);
            return true;
        }
    }
    return false;
}

void EvidencePage::updateSummary()
{
    if (!m_loaded) {
        m_summary->clear();
        return;
    }
    int passed = 0;
    for (const EvidenceCall &c : m_model->calls())
        passed += c.evidence.passed() ? 1 : 0;
    const int total = m_model->rowCount();
    const QString calls = tr("%n call(s)", nullptr, total);
    // %n (not %Ln: the English plural forms know %n only), then the count grouped as the locale groups it.
    const QString events = tr("%n event(s)", nullptr, int(std::min<qint64>(m_eventCount, INT_MAX)))
                               .replace(QString::number(m_eventCount), QLocale().toString(m_eventCount));
    m_summary->setText(tr("%1: %2, %3; %4 passed, %5 did not. Showing %6.")
                           .arg(QDir::toNativeSeparators(m_file), calls, events)
                           .arg(passed)
                           .arg(total - passed)
                           .arg(m_filter->rowCount()));
    // The shown call left the filter: show nothing rather than a hidden call.
    if (!m_shownCall.isEmpty() && !m_table->currentIndex().isValid())
        showCall({});
}

void EvidencePage::updateEventLabel(int index)
{
    if (index < 0) {
        m_eventLabel->setText(tr("No event selected. Click the timeline, then move with the arrow keys."));
        return;
    }
    m_eventLabel->setText(
        tr("Event %1 of %2: %3").arg(index + 1).arg(m_timeline->eventCount()).arg(m_timeline->eventDescription(index)));
    m_timeline->setAccessibleDescription(m_eventLabel->text());
}

bool EvidencePage::exportReceipts(const QString &path, const QByteArray &salt, QString *error) const
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly)) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, out.errorString());
        return false;
    }
    // The shown calls in the file's order (the order polygon-cli writes them in).
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!m_filter->mapFromSource(m_model->index(row, 0)).isValid())
            continue;
        const EvidenceCall &call = m_model->call(row);
        const std::string line = safeDump(privacyReceipt(call.evidence, call.events, m_policy, salt)) + '\n';
        out.write(line.data(), qint64(line.size()));
    }
    if (!out.commit()) {
        if (error)
            *error = tr("%1: cannot write the file: %2").arg(path, out.errorString());
        return false;
    }
    return true;
}

void EvidencePage::exportReceiptsDialog()
{
    if (!m_loaded)
        return;
    // The salt keys the pseudonyms; it is the user's and is never stored.
    QByteArray salt = qgetenv("POLYGON_RECEIPT_SALT");
    if (salt.isEmpty()) {
        bool ok = false;
        const QString entered = QInputDialog::getText(
            this, tr("Export Privacy Receipts"),
            tr("The secret salt that keys the pseudonymous ids (as POLYGON_RECEIPT_SALT does for polygon-cli; the same "
               "salt gives the same ids; it is not saved):"),
            QLineEdit::Password, QString(), &ok);
        if (!ok || entered.isEmpty())
            return;
        salt = entered.toUtf8();
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Privacy Receipts"),
                                                      QFileInfo(m_file).absolutePath() + QStringLiteral("/receipts.jsonl"),
                                                      tr("JSON Lines (*.jsonl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportReceipts(path, salt, &error))
        QMessageBox::warning(this, tr("Export Privacy Receipts"), error);
}

void EvidencePage::choosePolicy()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Evidence Policy"),
                                                      m_policyFile.isEmpty() ? QFileInfo(m_file).absolutePath() : m_policyFile,
                                                      tr("JSON (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_policyFile = path;
    if (!m_file.isEmpty())
        load(m_file, m_format, m_policyFile);
    else
        retranslate();
}

void EvidencePage::fillGateFilter()
{
    const int current = m_gateFilter->currentIndex();
    const QSignalBlocker block(m_gateFilter);
    m_gateFilter->clear();
    m_gateFilter->addItem(tr("First failing gate: any"), EvidenceCallsFilter::AnyGate);
    for (int g = 0; g < EvidenceGateCount; ++g)
        m_gateFilter->addItem(tr("First failing gate: %1").arg(EvidenceCallsModel::gateTitle(EvidenceGate(g))), g);
    m_gateFilter->addItem(tr("All gates passed"), EvidenceCallsFilter::AllPassed);
    m_gateFilter->setCurrentIndex(std::max(0, current));
}

void EvidencePage::retranslate()
{
    m_openButton->setText(tr("Open…"));
    m_openButton->setToolTip(tr("Open an event file or recorded provider payloads"));
    m_fileLabel->setText(m_file.isEmpty() ? tr("No file") : QDir::toNativeSeparators(m_file));
    m_formatLabel->setText(tr("&Format:"));
    const QStringList names = formatNames();
    for (int i = 0; i < names.size(); ++i)
        m_formatBox->setItemText(i, formatTitle(names.at(i)));
    m_formatBox->setAccessibleName(tr("Format"));
    m_policyLabel->setText(m_policyFile.isEmpty() ? tr("Policy: defaults")
                                                  : tr("Policy: %1").arg(QFileInfo(m_policyFile).fileName()));
    m_policyLabel->setToolTip(m_policyFile.isEmpty() ? tr("maxFirstResponseMs %1, maxInterruptStopMs %2")
                                                           .arg(EvidencePolicy().maxFirstResponseMs)
                                                           .arg(EvidencePolicy().maxInterruptStopMs)
                                                     : QDir::toNativeSeparators(m_policyFile));
    m_policyButton->setText(tr("Policy…"));
    m_defaultPolicyButton->setText(tr("Default Policy"));
    m_reloadButton->setText(tr("Reload"));
    m_exportButton->setText(tr("Export Receipts…"));
    m_exportButton->setToolTip(tr("Privacy receipts of the calls shown, as polygon-cli evidence --receipts writes them"));
    m_emptyLabel->setText(tr("Open a file of content-free call events, or recorded Vapi, Twilio or Retell payloads."));
    m_busyLabel->setText(tr("Reading and checking %1…").arg(QDir::toNativeSeparators(m_file)));
    m_cancel->setText(tr("Cancel"));
    m_gateFilter->setAccessibleName(tr("First failing gate"));
    fillGateFilter();
    m_textFilter->setPlaceholderText(tr("Filter calls"));
    m_textFilter->setAccessibleName(tr("Filter calls"));
    m_table->setAccessibleName(tr("Calls"));
    updateSummary();
    updateEventLabel(m_timeline->currentEvent());
}

void EvidencePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Polygon
