#include "comparerunsdialog.h"

#include "core/results/resultsloader.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Polygon {

CompareRunsDialog::CompareRunsDialog(const QString &workspaceRoot, QWidget *parent)
    : QDialog(parent)
    , m_loader(new ResultsLoader(this))
    , m_list(new QListWidget(this))
    , m_hint(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("compareRunsDialog"));
    setWindowTitle(tr("Compare Runs"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Tick two or more graded runs. They are compared in the order listed (oldest first): "
                                "the first is the baseline."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list->setAccessibleName(tr("Runs"));
    layout->addWidget(m_list, 1);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemChanged, this, &CompareRunsDialog::updateButtons);
    connect(m_loader, &ResultsLoader::runsAvailable, this, &CompareRunsDialog::fill);
    connect(m_loader, &ResultsLoader::failed, this, [this](const QString &message) {
        m_hint->setText(message);
        Q_EMIT runsLoaded();
    });
    m_hint->setText(tr("Reading the runs…"));
    updateButtons();
    resize(560, 420);
    m_loader->setWorkspace(workspaceRoot);
    m_loader->loadRuns();
}

void CompareRunsDialog::fill(const QList<RunRow> &runs)
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    QList<RunRow> ordered = runs;
    std::sort(ordered.begin(), ordered.end(),
              [](const RunRow &a, const RunRow &b) { return a.summary.run.createdAt < b.summary.run.createdAt; });
    int graded = 0;
    for (const RunRow &r : std::as_const(ordered)) {
        const RunSpec &spec = r.summary.run.spec;
        const QString when = QLocale().toString(r.summary.run.createdAt.toLocalTime(), QLocale::ShortFormat);
        auto *item = new QListWidgetItem(
            tr("%1 — %2 on %3, %4 conversations, %5")
                .arg(spec.id, spec.agent, spec.scenarioSet.isEmpty() ? tr("every persona") : spec.scenarioSet)
                .arg(r.summary.total)
                .arg(when),
            m_list);
        item->setData(Qt::UserRole, spec.id);
        if (r.graded()) {
            ++graded;
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(Qt::Unchecked);
        } else {
            item->setFlags(Qt::ItemIsSelectable);
            item->setToolTip(tr("Not graded: grade it first (polygon-cli grade WORKSPACE %1 --offline, or run with "
                                "grading on)")
                                 .arg(spec.id));
        }
    }
    // The two newest graded runs, ticked: the usual "did the new version do better".
    int ticked = 0;
    for (int i = m_list->count() - 1; i >= 0 && ticked < 2; --i)
        if (m_list->item(i)->flags() & Qt::ItemIsUserCheckable) {
            m_list->item(i)->setCheckState(Qt::Checked);
            ++ticked;
        }
    m_hint->setText(graded < 2 ? tr("This workspace has %n graded run(s); a comparison needs two.", nullptr, graded) : QString());
    updateButtons();
    Q_EMIT runsLoaded();
}

QStringList CompareRunsDialog::chosenRuns() const
{
    QStringList runs;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            runs.append(m_list->item(i)->data(Qt::UserRole).toString());
    return runs;
}

void CompareRunsDialog::choose(const QStringList &runs)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->flags() & Qt::ItemIsUserCheckable)
            m_list->item(i)->setCheckState(runs.contains(m_list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                                         : Qt::Unchecked);
    updateButtons();
}

void CompareRunsDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(chosenRuns().size() >= 2);
}

} // namespace Polygon
