#pragma once

// A run for the workbench: RunController, its store and its models on a
// worker thread of their own, so a run of any size never stalls the window.
// Everything it reports arrives as queued signals in the thread that owns
// the job; cancel() stops the run at the current turn of every conversation
// (it stays resumable). The job outlives the window that started it.

#include "runcontroller.h"
#include "rungrader.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QThread;

namespace Polygon {

struct RunJobSettings
{
    Workspace workspace;
    RunRequest request; // ignored when resuming
    QString resume; // a run to finish (RunController::resume)
    std::optional<GradeOptions> grade; // grade as the conversations finish
    QString agentProfile; // overrides the agent's model profile (LLM agents)
    bool streamAgent = false; // LLM agents: ask for streamed replies (agentStreaming while they arrive)

    // The workspace the run sees: with the agent's profile overridden.
    Workspace runWorkspace() const;
};

class RunJob : public QObject
{
    Q_OBJECT

public:
    explicit RunJob(RunJobSettings settings, QObject *parent = nullptr);
    // Cancels a run still going and waits for its thread.
    ~RunJob() override;

    // Starts the worker; started() or failed() follows.
    void start();
    void cancel();
    bool isRunning() const { return m_running; }

    QString runId() const { return m_run; }
    QString agent() const { return m_settings.request.agent; }
    int total() const { return m_total; }
    int done() const { return m_done; }

Q_SIGNALS:
    void started(const QString &run, int total, int alreadyDone);
    void conversationStarted(const QString &conversationId, const QString &persona);
    void turnAdded(const QString &conversationId, int index, const Polygon::Turn &turn);
    // The agent's turn `index` so far, while a streaming model sends it
    // (settings.streamAgent); at most one per conversation per batch, and
    // never after that turn's turnAdded().
    void agentStreaming(const QString &conversationId, int index, const QString &textSoFar);
    void conversationFinished(const QString &conversationId, const QString &endReason, const QString &error, bool passed);
    void conversationGraded(const QString &conversationId, const QString &verdict, double composite, bool hasComposite);
    void progress(int done, int total);
    // The run ended (completed, cancelled or failed); `message`: why it failed.
    void finished(Polygon::RunStatus status, const QString &message);
    // It could not start; nothing was stored.
    void failed(const QString &message);

private:
    class Worker;
    RunJobSettings m_settings;
    QThread *m_thread = nullptr;
    QPointer<QObject> m_worker;
    QString m_run;
    int m_total = 0;
    int m_done = 0;
    bool m_running = false;
};

} // namespace Polygon
