#include "runswidget.h"

#include "resultscolorproxymodel.h"

#include "core/results/resultsloader.h"
#include "core/results/runconversationsmodel.h"
#include "core/results/runsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Polygon {

namespace {

void setUpTable(QTableView *view)
{
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->setWordWrap(false);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

} // namespace

RunsWidget::RunsWidget(QWidget *parent)
    : QWidget(parent)
    , m_loader(new ResultsLoader(this))
    , m_runs(new RunsModel(this))
    , m_conversations(new RunConversationsModel(this))
    , m_runsProxy(new QSortFilterProxyModel(this))
    , m_conversationsProxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_runsView(new QTableView(this))
    , m_conversationsView(new QTableView(this))
    , m_conversationsTitle(new QLabel(this))
    , m_status(new QLabel(this))
    , m_delete(new QPushButton(tr("Delete run…"), this))
    , m_resume(new QPushButton(tr("Resume run"), this))
{
    auto *runsColours = new ResultsColorProxyModel(this);
    runsColours->setSourceModel(m_runs);
    runsColours->setColumnRole(RunsModel::StatusColumn, RunsModel::StatusRole);
    m_runsProxy->setSourceModel(runsColours);
    m_runsProxy->setFilterKeyColumn(-1);
    m_runsProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_runsProxy->setSortRole(RunsModel::SortRole);
    m_runsView->setModel(m_runsProxy);
    m_runsView->setObjectName(QStringLiteral("runs"));
    m_runsView->setAccessibleName(tr("Runs"));
    setUpTable(m_runsView);
    m_runsView->sortByColumn(RunsModel::CreatedColumn, Qt::DescendingOrder);
    m_runsView->horizontalHeader()->setSectionResizeMode(RunsModel::RunColumn, QHeaderView::Stretch);

    auto *conversationColours = new ResultsColorProxyModel(this);
    conversationColours->setSourceModel(m_conversations);
    conversationColours->setColumnRole(RunConversationsModel::StatusColumn, RunConversationsModel::StatusRole);
    conversationColours->setColumnRole(RunConversationsModel::VerdictColumn, RunConversationsModel::VerdictRole);
    m_conversationsProxy->setSourceModel(conversationColours);
    m_conversationsProxy->setFilterKeyColumn(-1);
    m_conversationsProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_conversationsProxy->setSortRole(RunConversationsModel::SortRole);
    m_conversationsView->setModel(m_conversationsProxy);
    m_conversationsView->setObjectName(QStringLiteral("conversations"));
    m_conversationsView->setAccessibleName(tr("Conversations of the run"));
    setUpTable(m_conversationsView);
    m_conversationsView->sortByColumn(-1, Qt::AscendingOrder); // plan order until the user sorts
    m_conversationsView->horizontalHeader()->setSectionResizeMode(RunConversationsModel::IdColumn, QHeaderView::Stretch);

    m_filter->setPlaceholderText(tr("Filter runs (agent, scenario set, status, id…)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_runsProxy, &QSortFilterProxyModel::setFilterFixedString);
    auto *refresh = new QPushButton(tr("Refresh"), this);
    connect(refresh, &QPushButton::clicked, this, &RunsWidget::reload);
    m_delete->setEnabled(false);
    m_resume->setEnabled(false);
    m_resume->setToolTip(tr("Finishes a cancelled, failed or interrupted run's remaining conversations with the same seeds"));
    connect(m_resume, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_runsView->currentIndex();
        if (current.isValid())
            Q_EMIT resumeRequested(current.data(RunsModel::RunIdRole).toString());
    });
    connect(m_delete, &QPushButton::clicked, this, &RunsWidget::deleteSelectedRun);
    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(refresh);
    top->addWidget(m_resume);
    top->addWidget(m_delete);

    auto *lower = new QWidget(this);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_conversationsTitle);
    lowerLayout->addWidget(m_conversationsView);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_runsView);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    // Small in a dock: the tables scroll.
    m_runsView->setMinimumHeight(20);
    m_conversationsView->setMinimumHeight(20);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    m_status->setWordWrap(true);

    connect(m_loader, &ResultsLoader::runsAvailable, this, &RunsWidget::onRunsAvailable);
    connect(m_loader, &ResultsLoader::conversationsAvailable, this,
            [this](const QString &run, const QList<ConversationRow> &rows) {
                m_conversations->setConversations(run, rows);
                m_conversationsView->resizeColumnsToContents();
                m_conversationsTitle->setText(
                    tr("Conversations of %1 (%n, double-click to open)", nullptr, int(rows.size())).arg(run));
                Q_EMIT conversationsLoaded(run);
            });
    connect(m_loader, &ResultsLoader::runDeleted, this, [this](const QString &run) {
        m_message = tr("Deleted run %1.").arg(run);
        if (m_conversations->run() == run)
            m_conversations->clear();
        Q_EMIT runDeleted(run);
        reload();
    });
    connect(m_loader, &ResultsLoader::failed, this, [this](const QString &message) {
        m_message = message;
        updateStatus();
    });
    connect(m_loader, &ResultsLoader::pendingChanged, this, &RunsWidget::updateStatus);
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        m_delete->setEnabled(current.isValid());
        const QString status = current.data(RunsModel::StatusRole).toString();
        m_resume->setEnabled(current.isValid()
                             && (status == QLatin1String("cancelled") || status == QLatin1String("failed")
                                 || status == QLatin1String("running") || status == QLatin1String("queued")));
        if (current.isValid())
            onRunActivated(current);
    });
    connect(m_runsView, &QTableView::activated, this, [this](const QModelIndex &index) {
        onRunActivated(index);
        m_conversationsView->setFocus();
    });
    connect(m_conversationsView, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QVariant key = index.data(RunConversationsModel::KeyRole);
        if (key.isValid())
            Q_EMIT conversationActivated(key.value<ConversationKey>());
    });
    m_conversationsTitle->setText(tr("Select a run to list its conversations."));
}

RunsWidget::~RunsWidget() = default;

QString RunsWidget::workspace() const
{
    return m_loader->workspace();
}

QString RunsWidget::currentRun() const
{
    return m_conversations->run();
}

void RunsWidget::setWorkspace(const QString &root)
{
    m_loader->setWorkspace(root);
    m_runs->setRuns({});
    m_conversations->clear();
    m_message.clear();
    reload();
}

void RunsWidget::reload()
{
    if (!m_loader->workspace().isEmpty())
        m_loader->loadRuns();
}

void RunsWidget::onRunsAvailable(const QList<RunRow> &runs)
{
    const QString selected = m_runsView->currentIndex().data(RunsModel::RunIdRole).toString();
    m_runs->setRuns(runs);
    m_runsView->resizeColumnsToContents();
    if (!m_pendingRun.isEmpty()) {
        const QString pending = m_pendingRun;
        m_pendingRun.clear();
        showRun(pending);
    } else if (!selected.isEmpty() && m_runs->rowOfRun(selected) >= 0) {
        showRun(selected);
    }
    updateStatus();
    Q_EMIT runsLoaded();
}

void RunsWidget::showRun(const QString &id)
{
    if (m_runs->rowCount() == 0) {
        m_pendingRun = id;
        return;
    }
    int row = m_runs->rowOfRun(id);
    if (id == QLatin1String("latest")) {
        for (int r = 0; r < m_runs->rowCount(); ++r)
            if (row < 0 || m_runs->runAt(r).summary.run.createdAt >= m_runs->runAt(row).summary.run.createdAt)
                row = r;
    }
    if (row < 0) {
        for (int r = 0; r < m_runs->rowCount(); ++r) // a unique prefix
            if (m_runs->runAt(r).summary.run.spec.id.startsWith(id))
                row = row < 0 ? r : -2;
    }
    if (row < 0)
        return;
    const QModelIndex proxy = m_runsProxy->mapFromSource(
        static_cast<QAbstractProxyModel *>(m_runsProxy->sourceModel())->mapFromSource(m_runs->index(row, 0)));
    if (!proxy.isValid())
        return; // filtered out
    m_runsView->setCurrentIndex(proxy);
    m_runsView->scrollTo(proxy);
    onRunActivated(proxy);
}

void RunsWidget::onRunActivated(const QModelIndex &proxyIndex)
{
    const QString run = proxyIndex.data(RunsModel::RunIdRole).toString();
    if (run.isEmpty())
        return;
    m_conversationsTitle->setText(tr("Loading the conversations of %1…").arg(run));
    m_loader->loadConversations(run);
}

void RunsWidget::deleteSelectedRun()
{
    const QModelIndex current = m_runsView->currentIndex();
    if (!current.isValid())
        return;
    const QString run = current.data(RunsModel::RunIdRole).toString();
    const int total = current.data(RunsModel::TotalRole).toInt();
    const auto answer = QMessageBox::question(
        this, tr("Delete run"),
        tr("Delete run %1 with its %n conversation(s), their turns, model calls, gradings, probe answers and your "
           "verdicts? This cannot be undone.",
           nullptr, total)
            .arg(run),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteRun(run);
}

void RunsWidget::deleteRun(const QString &id)
{
    m_loader->deleteRun(id);
}

void RunsWidget::updateStatus()
{
    QString text;
    if (m_loader->pending() > 0)
        text = tr("Loading…");
    else if (m_loader->workspace().isEmpty())
        text = tr("No workspace open.");
    else if (m_runs->rowCount() == 0)
        text = tr("No runs yet: run the agent (polygon-cli run) to see its conversations here.");
    else
        text = tr("%n run(s)", nullptr, m_runs->rowCount());
    if (!m_message.isEmpty())
        text += QStringLiteral(" — ") + m_message;
    m_status->setText(text);
}

} // namespace Polygon
