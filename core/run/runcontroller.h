#pragma once

#include "rungrader.h"
#include "runtally.h"

#include "core/simulate/conversationrunner.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QHash>
#include <QObject>

#include <deque>
#include <memory>

namespace Polygon {

class SlotPool;

// What one run asks for (docs/runs.md).
struct RunRequest
{
    QString agent;
    QString scenarioSet; // empty: every persona once, noise 0, 24 turns
    std::optional<int> repeat; // overrides the scenario set's repeats
    std::optional<quint64> seed; // overrides the scenario set's seed
    std::optional<double> noise; // overrides the scenario set's noise (0..1)
    QStringList personas; // overrides the scenario set's personas (ids)
    int concurrency = 1;
    bool offline = false;
    SimulationEnvironment::Caller caller = SimulationEnvironment::Caller::Scripted;
    // Kept with the run (RunSpec::options) beside its parameters, e.g. the
    // sweep and point a run belongs to; never part of its configuration.
    Json tags = Json::object();
};

// Runs (or resumes) a run: plans every conversation in the store first (and
// waits until that plan is committed), then simulates them `concurrency` at a
// time, writing each turn as it happens. A finished conversation is reported
// (conversationFinished, progress) only once its last write is committed, so
// a killed process loses at most the conversations in flight — never one it
// has reported — and a resume finishes the rest with the same seeds. Single use.
class RunController : public QObject
{
    Q_OBJECT

public:
    RunController(const Workspace &workspace, ResultStore *store, const SimulationEnvironment &environment,
                  QObject *parent = nullptr);
    ~RunController() override;

    // Grades each conversation as it finishes (RunGrader with `options`; its
    // run is this one): offline by the rule judge, else the judge's requests
    // share the run's concurrency with the conversations. finished() comes
    // after the grading. Call before start() or resume().
    void setGrading(const GradeOptions &options);
    // The grading of a run graded as it goes (its summary once finished), or null.
    const RunGrader *grader() const { return m_grader.get(); }

    // Creates the run and starts it; false with problems (nothing stored).
    bool start(const RunRequest &request, Diagnostics &problems);
    // Finishes a stored run's conversations that are not done; false with problems.
    bool resume(const QString &run, StoreReader &reader, Diagnostics &problems);
    // Stops at the current turn of every conversation; the run becomes cancelled.
    void cancel();

    QString runId() const { return m_run; }
    int total() const { return m_total; }
    int done() const { return m_done; }
    int alreadyDone() const { return m_alreadyDone; } // done before a resume
    // Conversations of this session that ended in an error (their turns are
    // kept; a resume redoes them): the run ends as failed when there are any.
    int failed() const { return m_failed; }
    RunStatus status() const { return m_status; }
    // Writes the results database refused during the run (a full disk, a lock
    // held past the busy timeout), as sentences; a run with any ends as failed.
    QStringList storeErrors() const { return m_storeErrors; }
    // What the conversations reported so far add up to.
    const RunTally &tally() const { return m_tally; }

Q_SIGNALS:
    void progress(int done, int total);
    // A conversation began (after a resume too); its turns follow as they are said.
    void conversationStarted(const QString &conversationId, const QString &persona);
    void turnAdded(const QString &conversationId, int index, const Polygon::Turn &turn);
    // The agent's turn `index` so far while a streaming model sends it (not stored).
    void agentStreaming(const QString &conversationId, int index, const QString &textSoFar);
    void conversationFinished(const Polygon::SimulationResult &result, bool passed);
    void conversationGraded(const Polygon::GradedConversation &conversation);
    void finished(Polygon::RunStatus status);

private:
    struct PendingReport
    {
        qint64 ticket = 0; // the store's write ticket of the conversation's last write
        SimulationResult result;
        bool passed = false;
    };

    bool prepareBatch(const Agent &agent, Diagnostics &problems);
    bool launch(const QList<ConversationPlan> &plans, int concurrency, Diagnostics &problems);
    bool commitPlan(Diagnostics &problems);
    void reportCommitted(qint64 writes);
    void report(const PendingReport &pending);
    void finishRun();
    bool startGrading(int concurrency, Diagnostics &problems);
    void emitFinished();

    const Workspace &m_workspace;
    ResultStore *m_store;
    SimulationEnvironment m_environment;
    std::unique_ptr<SimulationBatch> m_batch;
    std::optional<GradeOptions> m_gradeOptions;
    std::unique_ptr<SlotPool> m_pool;
    std::unique_ptr<RunGrader> m_grader;
    QString m_run;
    QHash<QString, ConversationPlan> m_plans; // by conversation id
    int m_total = 0;
    int m_done = 0;
    int m_alreadyDone = 0;
    int m_failed = 0;
    std::deque<PendingReport> m_pending; // finished, not yet known to be committed
    QStringList m_storeErrors;
    RunTally m_tally;
    double m_noise = 0;
    int m_maxTurns = 24;
    bool m_cancelled = false;
    RunStatus m_status = RunStatus::Queued;
};

} // namespace Polygon
