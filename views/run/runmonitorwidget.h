#pragma once

// A run as it happens: progress with an estimated time left, cancel (the
// run stays resumable) and resume, the run's conversations as they start,
// end and are graded, and the selected one's transcript growing turn by
// turn (it follows the newest conversation until the user picks one). The
// job belongs to the main window: closing this page does not stop the run.

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace Polygon {

class ConversationModel;
class ConversationView;
class LiveRunModel;
class RunJob;
enum class RunStatus;

class RunMonitorWidget : public QWidget
{
    Q_OBJECT

public:
    explicit RunMonitorWidget(QWidget *parent = nullptr);
    ~RunMonitorWidget() override;

    // Follows `job` (a resume of the same run keeps the rows it has).
    void setJob(RunJob *job, const QString &title);
    RunJob *job() const { return m_job; }
    QString runId() const { return m_run; }

    LiveRunModel *liveModel() const { return m_live; }
    ConversationModel *conversationModel() const { return m_conversation; }
    ConversationView *conversationView() const { return m_view; }
    QTableView *conversationsView() const { return m_table; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *resumeButton() const { return m_resume; }
    QString statusText() const;
    // Writes the status line now instead of at the next throttled moment
    // (a screenshot taken inside a progress signal).
    void refreshStatus() { updateStatus(); }
    QString shownConversation() const { return m_shown; }

public Q_SLOTS:
    // Shows conversation `id` (and stops following the newest).
    void showConversation(const QString &id);

Q_SIGNALS:
    void resumeRequested(const QString &run);
    // "Open in Runs Browser" after the run ended.
    void openRunRequested(const QString &run);

private:
    void started(const QString &run, int total, int alreadyDone);
    void progressed(int done, int total);
    void ended(Polygon::RunStatus status, const QString &message);
    void failedToStart(const QString &message);
    void conversationStarted(const QString &id);
    void turnAppended(const QString &id, int index);
    void turnStreaming(const QString &id, int index);
    void conversationChanged(const QString &id);
    void show(const QString &id);
    void updateStatus();
    void scheduleStatus();

    QPointer<RunJob> m_job;
    LiveRunModel *m_live;
    ConversationModel *m_conversation;
    QLabel *m_title;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_resume;
    QPushButton *m_open;
    QCheckBox *m_follow;
    QTableView *m_table;
    ConversationView *m_view;
    QString m_run;
    QString m_shown;
    QString m_finalStatus;
    QElapsedTimer m_clock;
    QTimer m_statusTimer; // the status line at most every 100 ms
    QElapsedTimer m_statusShown; // since the status line was last written
    int m_done = 0;
    int m_total = 0;
    int m_doneAtStart = 0;
    bool m_running = false;
};

} // namespace Polygon
