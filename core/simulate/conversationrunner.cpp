#include "conversationrunner.h"

#include "core/util/slotpool.h"

#include "core/grade/loop.h"
#include "core/util/messages.h"
#include "recognitionnoise.h"

#include <QDir>

namespace Polygon {

namespace {

Turn agentTurn(const AgentReply &reply)
{
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = reply.text;
    t.toolCalls = reply.toolCalls;
    t.action = reply.action;
    return t;
}

QString conversationLanguage(const Workspace &workspace, const Agent &agent, const Persona &persona)
{
    if (!persona.language.isEmpty())
        return persona.language;
    if (!agent.language.isEmpty())
        return agent.language;
    return workspace.manifest.languages.value(0, QStringLiteral("en"));
}

} // namespace

std::unique_ptr<ConversationRunner> ConversationRunner::create(const Workspace &workspace, const Agent &agent,
                                                               const Persona &persona, const SimulationOptions &options,
                                                               const SimulationEnvironment &environment,
                                                               const FlowAgent *preparedFlow, Diagnostics &problems)
{
    const QString where = QDir(workspace.root).filePath(agent.path);
    std::unique_ptr<ConversationRunner> r(new ConversationRunner);
    QList<ToolStub> tools;
    for (const ToolStub &t : workspace.tools)
        if (agent.tools.isEmpty() || agent.tools.contains(t.id))
            tools.append(t);
    const QString id = simulatedConversationId(agent.id, persona.id, options.seed);
    r->m_runtime = std::make_unique<ToolStubRuntime>(tools, id, options.seed);
    r->m_options = options;
    r->m_language = conversationLanguage(workspace, agent, persona);
    r->m_result.persona = persona.id;
    r->m_result.options = options;
    r->m_result.caller
        = environment.caller == SimulationEnvironment::Caller::Llm ? QStringLiteral("llm") : QStringLiteral("scripted");

    Conversation &c = r->m_result.conversation;
    c.id = id;
    c.rubric = workspace.manifest.rubric;
    c.source = QStringLiteral("simulated");
    c.configuration = agent.id;
    c.groundTruth = persona.groundTruth;

    const ModelSessionContext agentContext {environment.agentProvider, id, options.seed, &r->m_result.modelCalls,
                                            environment.streamAgent};
    switch (agent.kind) {
    case Agent::Kind::Flow: {
        std::optional<FlowAgent> flow;
        if (preparedFlow)
            flow = *preparedFlow;
        else
            flow = prepareOfflineAgent(workspace, agent, problems);
        if (!flow)
            return nullptr;
        r->m_agent = new FlowAgentSession(std::move(*flow), r->m_runtime.get(), r.get());
        break;
    }
    case Agent::Kind::Llm: {
        if (!environment.agentProvider) {
            problems.append({where, 1, 1,
                             WorkspaceMessages::tr("the agent \"%1\" is an LLM agent and needs a model: configure its "
                                                   "provider profile, or simulate a flow agent offline")
                                 .arg(agent.id)});
            return nullptr;
        }
        const Prompt *prompt = workspace.promptByPath(agent.prompt);
        if (!prompt) {
            problems.append({where, 1, 1, WorkspaceMessages::tr("the prompt \"%1\" is not in the workspace").arg(agent.prompt)});
            return nullptr;
        }
        r->m_agent
            = new LlmAgentSession(agentContext, prompt->text(), LlmAgentSession::toolSpecs(tools), r->m_runtime.get(), r.get());
        break;
    }
    case Agent::Kind::Http: {
        if (!environment.network) {
            problems.append({where, 1, 1,
                             WorkspaceMessages::tr("the agent \"%1\" is an HTTP agent and needs the network; it "
                                                   "cannot run offline")
                                 .arg(agent.id)});
            return nullptr;
        }
        const Profile *profile = agent.profile.isEmpty() ? nullptr : workspace.provider(agent.profile);
        r->m_agent = new HttpAgentSession(environment.network, agent, r->m_language,
                                          profile ? profile->timeoutMs : environment.httpTimeoutMs,
                                          LlmAgentSession::toolSpecs(tools), r->m_runtime.get(), r.get());
        break;
    }
    }
    if (environment.caller == SimulationEnvironment::Caller::Llm) {
        if (!environment.callerProvider) {
            problems.append({where, 1, 1,
                             WorkspaceMessages::tr("an LLM caller needs a model: configure the workspace's caller "
                                                   "provider, or use the scripted caller")});
            return nullptr;
        }
        const ModelSessionContext callerContext {environment.callerProvider, id, options.seed, &r->m_result.modelCalls};
        r->m_caller = new LlmCallerSession(callerContext, persona, r->m_language, r.get());
    } else {
        r->m_caller = new ScriptedCallerSession(ScriptedCaller(persona, id, options.seed, r->m_language), r.get());
    }
    ConversationRunner *self = r.get();
    connect(r->m_agent, &AgentSession::replied, self, &ConversationRunner::onAgentReply);
    connect(r->m_agent, &AgentSession::failed, self, &ConversationRunner::onFailed);
    connect(r->m_agent, &AgentSession::streamed, self, [self](const QString &delta) {
        if (self->m_finished || delta.isEmpty())
            return;
        self->m_streamed += delta;
        Q_EMIT self->agentStreaming(int(self->m_result.conversation.turns.size()), self->m_streamed);
    });
    connect(r->m_caller, &CallerSession::replied, self, &ConversationRunner::onCallerReply);
    connect(r->m_caller, &CallerSession::failed, self, &ConversationRunner::onFailed);
    return r;
}

ConversationRunner::~ConversationRunner()
{
    // The sessions are children and hold a pointer to the runtime: delete them first.
    delete m_agent;
    delete m_caller;
}

void ConversationRunner::start()
{
    m_next = Next::Agent;
    pump();
}

void ConversationRunner::cancel()
{
    if (m_finished)
        return;
    m_agent->cancel();
    m_caller->cancel();
    m_next.reset();
    m_agentReply.reset();
    m_callerReply.reset();
    finish(QStringLiteral("cancelled"));
}

// Offline participants answer inside next(): the answers are queued and this
// loop handles them one after the other, so a long conversation does not
// nest a call per turn.
void ConversationRunner::pump()
{
    if (m_pumping)
        return;
    m_pumping = true;
    while (!m_finished) {
        if (m_agentReply) {
            AgentReply reply = std::move(*m_agentReply);
            m_agentReply.reset();
            m_streamed.clear();
            Conversation &c = m_result.conversation;
            c.turns.append(agentTurn(reply));
            Q_EMIT turnAdded(int(c.turns.size() - 1));
            if (const auto loop = findLoop(c)) {
                m_result.loopTurn = *loop;
                finish(QStringLiteral("loop"));
            } else if (reply.action == Turn::Action::End) {
                finish(QStringLiteral("end"));
            } else if (reply.action == Turn::Action::Transfer) {
                finish(QStringLiteral("transfer"));
            } else if (c.turns.size() >= m_options.maxTurns) {
                finish(QStringLiteral("max_turns"));
            } else {
                m_next = Next::Caller;
            }
            continue;
        }
        if (m_callerReply) {
            CallerReply said = std::move(*m_callerReply);
            m_callerReply.reset();
            Conversation &c = m_result.conversation;
            if (!said.text.isEmpty()) {
                Turn t;
                t.speaker = Turn::Speaker::Caller;
                t.text = said.text;
                if (m_options.noise > 0) {
                    t.heard
                        = RecognitionNoise::apply(said.text, m_language, m_options.noise, c.id, c.turns.size(), m_options.seed)
                              .heard;
                    t.hasHeard = true;
                }
                c.turns.append(t);
                Q_EMIT turnAdded(int(c.turns.size() - 1));
            }
            if (said.hangUp)
                finish(QStringLiteral("caller_hung_up"));
            else if (c.turns.size() >= m_options.maxTurns)
                finish(QStringLiteral("max_turns"));
            else
                m_next = Next::Agent;
            continue;
        }
        if (m_next) {
            const Next next = *m_next;
            m_next.reset();
            if (next == Next::Agent)
                m_agent->next(m_result.conversation);
            else
                m_caller->next(m_result.conversation);
            continue;
        }
        break; // waiting for a model or the network
    }
    m_pumping = false;
}

void ConversationRunner::onAgentReply(const AgentReply &reply)
{
    if (m_finished)
        return;
    m_agentReply = reply;
    pump();
}

void ConversationRunner::onCallerReply(const CallerReply &reply)
{
    if (m_finished)
        return;
    m_callerReply = reply;
    pump();
}

void ConversationRunner::onFailed(const QString &message)
{
    if (m_finished)
        return;
    m_result.error = message;
    finish(QStringLiteral("error"));
}

void ConversationRunner::finish(const QString &reason)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result.endReason = reason;
    Q_EMIT finished();
}

// ------------------------------------------------------------ SimulationBatch

SimulationBatch::SimulationBatch(const Workspace &workspace, const Agent &agent, const SimulationEnvironment &environment,
                                 QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_agent(agent)
    , m_environment(environment)
{
}

SimulationBatch::~SimulationBatch()
{
    qDeleteAll(m_running);
}

bool SimulationBatch::prepare(Diagnostics &problems)
{
    if (m_agent.kind == Agent::Kind::Flow) {
        m_flow = prepareOfflineAgent(m_workspace, m_agent, problems);
        return m_flow.has_value();
    }
    if (m_workspace.personas.isEmpty())
        return true;
    // Building one runner checks providers, prompt and network for every conversation.
    const auto probe
        = ConversationRunner::create(m_workspace, m_agent, m_workspace.personas.first(), {}, m_environment, nullptr, problems);
    return probe != nullptr;
}

void SimulationBatch::start(QList<Job> jobs)
{
    m_queue.assign(jobs.begin(), jobs.end());
    m_total = int(jobs.size());
    m_done = 0;
    m_cancelled = false;
    m_finishedEmitted = false;
    Q_EMIT progress(0, m_total);
    fill();
}

void SimulationBatch::cancel()
{
    m_cancelled = true;
    m_queue.clear();
    if (m_pool) {
        m_pool->withdraw(this);
        m_requested = 0;
    }
    const auto running = m_running;
    for (ConversationRunner *r : running)
        r->cancel(); // finishes each with "cancelled"
    finishIfDone();
}

bool SimulationBatch::launch(const Job &job)
{
    Diagnostics problems;
    auto runner = ConversationRunner::create(m_workspace, m_agent, *job.persona, job.options, m_environment,
                                             m_flow ? &*m_flow : nullptr, problems);
    if (!runner) {
        SimulationResult failed;
        failed.conversation.id = simulatedConversationId(m_agent.id, job.persona->id, job.options.seed);
        failed.endReason = QStringLiteral("error");
        failed.error = problems.isEmpty() ? QString() : problems.first().message;
        ++m_done;
        if (m_pool)
            m_pool->release();
        Q_EMIT conversationFinished(failed);
        Q_EMIT progress(m_done, m_total);
        return true;
    }
    ConversationRunner *r = runner.release();
    m_running.append(r);
    connect(r, &ConversationRunner::finished, this, [this, r] {
        m_running.removeOne(r);
        ++m_done;
        const SimulationResult result = r->takeResult();
        r->deleteLater();
        if (m_pool)
            m_pool->release();
        Q_EMIT conversationFinished(result);
        Q_EMIT progress(m_done, m_total);
        if (m_pool)
            finishIfDone();
        else
            fill();
    });
    Q_EMIT conversationStarted(r->result().conversation.id, r);
    r->start();
    return m_running.contains(r);
}

void SimulationBatch::fill()
{
    if (m_pool) {
        fillFromPool();
        return;
    }
    if (m_filling)
        return;
    m_filling = true;
    while (!m_queue.empty() && m_running.size() < m_concurrency && !m_cancelled) {
        const Job job = m_queue.front();
        m_queue.pop_front();
        if (!launch(job)) {
            // It finished inside start() (offline): give the event loop a turn
            // before the next one, so a cancel (Ctrl-C) or a repaint gets in.
            QMetaObject::invokeMethod(this, &SimulationBatch::fill, Qt::QueuedConnection);
            break;
        }
    }
    m_filling = false;
    finishIfDone();
}

void SimulationBatch::fillFromPool()
{
    // One request per queued job; each grant starts the next job in line.
    while (!m_cancelled && m_requested < int(m_queue.size())) {
        ++m_requested;
        m_pool->request(this, [this] {
            --m_requested;
            if (m_cancelled || m_queue.empty()) {
                m_pool->release();
                finishIfDone();
                return;
            }
            const Job job = m_queue.front();
            m_queue.pop_front();
            launch(job);
        });
    }
    finishIfDone();
}

void SimulationBatch::finishIfDone()
{
    if (m_filling || !m_running.isEmpty() || !(m_queue.empty() || m_cancelled) || m_finishedEmitted)
        return;
    m_finishedEmitted = true;
    Q_EMIT finished();
}

} // namespace Polygon
