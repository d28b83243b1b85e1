#pragma once

// RunsWidget: the runs browser. Every run of the workspace's results store
// (agent, scenario set, when, status, done/total, the latest grading's
// verdicts, composite mean, pass^k and its rule), filtered and sorted; the
// selected run's conversations below (persona, scenario, repeat, status,
// turns, verdict, composite). Opening a conversation emits
// conversationActivated(). "Delete run…" asks, then deletes the run with
// everything it holds. Loading runs off the GUI thread (ResultsLoader).

#include "core/results/resultstypes.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace Polygon {

class ResultsLoader;
class RunConversationsModel;
class RunsModel;

class RunsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit RunsWidget(QWidget *parent = nullptr);
    ~RunsWidget() override;

    QString workspace() const;
    RunsModel *runsModel() const { return m_runs; }
    RunConversationsModel *conversationsModel() const { return m_conversations; }
    QSortFilterProxyModel *runsProxy() const { return m_runsProxy; }
    QTableView *runsView() const { return m_runsView; }
    QTableView *conversationsView() const { return m_conversationsView; }
    QLineEdit *filterEdit() const { return m_filter; }
    ResultsLoader *loader() const { return m_loader; }
    // The run whose conversations are listed, empty when none.
    QString currentRun() const;

public Q_SLOTS:
    void setWorkspace(const QString &root);
    void reload();
    // Selects run `id` (an id, or "latest") and lists its conversations, now
    // or as soon as the runs are loaded.
    void showRun(const QString &id);
    // Asks, then deletes the selected run.
    void deleteSelectedRun();
    // Deletes run `id` without asking.
    void deleteRun(const QString &id);

Q_SIGNALS:
    void conversationActivated(const Polygon::ConversationKey &key);
    void runsLoaded();
    void conversationsLoaded(const QString &run);
    void runDeleted(const QString &run);
    // "Resume run" on a cancelled, failed or killed (still "running") run.
    void resumeRequested(const QString &run);

private:
    void onRunsAvailable(const QList<RunRow> &runs);
    void onRunActivated(const QModelIndex &proxyIndex);
    void updateStatus();

    ResultsLoader *m_loader;
    RunsModel *m_runs;
    RunConversationsModel *m_conversations;
    QSortFilterProxyModel *m_runsProxy;
    QSortFilterProxyModel *m_conversationsProxy;
    QLineEdit *m_filter;
    QTableView *m_runsView;
    QTableView *m_conversationsView;
    QLabel *m_conversationsTitle;
    QLabel *m_status;
    QPushButton *m_delete;
    QPushButton *m_resume;
    QString m_pendingRun;
    QString m_message;
};

} // namespace Polygon
