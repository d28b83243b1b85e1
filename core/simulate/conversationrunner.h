#pragma once

#include "core/simulate/conversationengine.h"
#include "core/simulate/participants.h"

#include <QObject>

#include <deque>
#include <memory>

class QNetworkAccessManager;

namespace Polygon {

class SlotPool;

// What model-backed and HTTP participants run on. Offline (flow agent and
// scripted caller) needs none of it.
struct SimulationEnvironment
{
    enum class Caller { Scripted, Llm };

    Provider *agentProvider = nullptr; // LLM agents
    Provider *callerProvider = nullptr; // LLM callers
    QNetworkAccessManager *network = nullptr; // HTTP agents
    Caller caller = Caller::Scripted;
    int httpTimeoutMs = 30000;
    bool streamAgent = false; // LLM agents: stream each reply (agentStreaming shows it while it arrives)
};

// One conversation, asynchronous: agent turn (with tool calls through the
// stubs) → caller turn → recognition noise → agent turn … until the agent ends
// or transfers, the caller hangs up, max turns, a loop (cut early, marked), an
// error (kept with every turn before it) or cancel(). Offline participants
// answer synchronously and the whole conversation completes inside start();
// model-backed ones answer from the event loop. Every model request is
// recorded (seed, request, response) in the result for replay.
class ConversationRunner : public QObject
{
    Q_OBJECT

public:
    // Builds the participants for `agent` × `persona`; nothing (with the
    // problems) when this environment cannot run them. `preparedFlow` is the
    // agent's flow read once by prepareOfflineAgent() (flow agents only).
    static std::unique_ptr<ConversationRunner> create(const Workspace &workspace, const Agent &agent, const Persona &persona,
                                                      const SimulationOptions &options, const SimulationEnvironment &environment,
                                                      const FlowAgent *preparedFlow, Diagnostics &problems);
    ~ConversationRunner() override;

    void start();
    // Stops at the current turn: the conversation keeps its turns and ends "cancelled".
    void cancel();
    bool isFinished() const { return m_finished; }
    const SimulationResult &result() const { return m_result; }
    SimulationResult takeResult() { return std::move(m_result); }

Q_SIGNALS:
    void turnAdded(int index); // result().conversation.turns[index] is new
    // The agent's turn `index` so far, while a streaming model sends it
    // (environment.streamAgent); turnAdded(index) follows with the turn.
    void agentStreaming(int index, const QString &textSoFar);
    void finished();

private:
    ConversationRunner() = default;
    void pump();
    void onAgentReply(const AgentReply &reply);
    void onCallerReply(const CallerReply &reply);
    void onFailed(const QString &message);
    void finish(const QString &reason);

    enum class Next { Agent, Caller };
    std::unique_ptr<ToolStubRuntime> m_runtime;
    AgentSession *m_agent = nullptr; // children
    CallerSession *m_caller = nullptr;
    SimulationOptions m_options;
    QString m_language;
    SimulationResult m_result;
    bool m_finished = false;
    bool m_pumping = false;
    std::optional<Next> m_next; // the participant to ask next (set while pumping)
    std::optional<AgentReply> m_agentReply; // answers that arrived while pumping
    std::optional<CallerReply> m_callerReply;
    QString m_streamed; // the agent's turn so far, while it streams
};

// Many conversations at once, at most `concurrency` in flight; results come
// in completion order. Cancel stops everything at the current turn.
class SimulationBatch : public QObject
{
    Q_OBJECT

public:
    struct Job
    {
        const Persona *persona = nullptr;
        SimulationOptions options;
    };

    SimulationBatch(const Workspace &workspace, const Agent &agent, const SimulationEnvironment &environment,
                    QObject *parent = nullptr);
    ~SimulationBatch() override;

    // Checks that the agent can run here (reads a flow once); false with problems.
    bool prepare(Diagnostics &problems);
    void setConcurrency(int n) { m_concurrency = std::max(1, n); }
    // Conversations take their slots from `pool` (shared with other work)
    // instead of the batch's own concurrency; set before start().
    void setSlotPool(SlotPool *pool) { m_pool = pool; }
    void start(QList<Job> jobs);
    void cancel();
    int done() const { return m_done; }
    int total() const { return m_total; }

Q_SIGNALS:
    void conversationStarted(const QString &id, Polygon::ConversationRunner *runner);
    void conversationFinished(const Polygon::SimulationResult &result);
    void progress(int done, int total);
    void finished();

private:
    void fill();
    void fillFromPool();
    // Starts `job`; false when it finished inside start() (offline).
    bool launch(const Job &job);
    void finishIfDone();

    const Workspace &m_workspace;
    Agent m_agent;
    SimulationEnvironment m_environment;
    std::optional<FlowAgent> m_flow;
    int m_concurrency = 4;
    SlotPool *m_pool = nullptr;
    int m_requested = 0; // slots asked of m_pool, not yet granted
    std::deque<Job> m_queue;
    QList<ConversationRunner *> m_running;
    int m_done = 0;
    int m_total = 0;
    bool m_cancelled = false;
    bool m_filling = false;
    bool m_finishedEmitted = true;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::SimulationResult)
