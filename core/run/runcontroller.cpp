#include "runcontroller.h"

#include "core/grade/passrule.h"
#include "core/grade/rubric.h"
#include "core/util/messages.h"
#include "core/util/slotpool.h"

#include <QDir>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace Polygon {

RunController::RunController(const Workspace &workspace, ResultStore *store, const SimulationEnvironment &environment,
                             QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_store(store)
    , m_environment(environment)
{
}

RunController::~RunController() = default;

void RunController::setGrading(const GradeOptions &options)
{
    m_gradeOptions = options;
}

namespace {

QString rubricIdentity(const Workspace &ws)
{
    const RubricVersion *rubric = RubricVersion::builtin(ws.manifest.rubric);
    return rubric ? rubric->identity() : ws.manifest.rubric;
}

Json runParameters(double noise, int maxTurns, const QString &caller)
{
    return {{"noise", jsonNumber(noise)}, {"max_turns", maxTurns}, {"caller", toStdString(caller)}};
}

} // namespace

bool RunController::start(const RunRequest &request, Diagnostics &problems)
{
    const Agent *agent = m_workspace.agent(request.agent);
    const QString manifest = QDir(m_workspace.root).filePath(QStringLiteral("polygon.json"));
    if (!agent) {
        QStringList ids;
        for (const Agent &a : m_workspace.agents)
            ids.append(a.id);
        problems.append({manifest, 1, 1,
                         WorkspaceMessages::tr("unknown agent \"%1\"; the workspace has: %2")
                             .arg(request.agent, ids.join(QLatin1String(", ")))});
        return false;
    }
    QStringList personas;
    int repeat = 1;
    quint64 seed = 1;
    double noise = 0;
    int maxTurns = 24;
    if (!request.scenarioSet.isEmpty()) {
        const Scenario *set = m_workspace.scenario(request.scenarioSet);
        if (!set) {
            problems.append({manifest, 1, 1, WorkspaceMessages::tr("unknown scenario set \"%1\"").arg(request.scenarioSet)});
            return false;
        }
        personas = set->personas;
        repeat = set->repeats;
        seed = quint64(set->seed);
        noise = set->noise;
        maxTurns = set->maxTurns;
    } else {
        for (const Persona &p : m_workspace.personas)
            personas.append(p.id);
    }
    repeat = request.repeat.value_or(repeat);
    seed = request.seed.value_or(seed);
    noise = std::clamp(request.noise.value_or(noise), 0.0, 1.0);
    if (!request.personas.isEmpty())
        personas = request.personas;
    const QString caller
        = request.caller == SimulationEnvironment::Caller::Llm ? QStringLiteral("llm") : QStringLiteral("scripted");
    const Json parameters = runParameters(noise, maxTurns, caller);
    // Check that the agent can run here (its flow read once) and that it can
    // be graded before anything is stored.
    if (!prepareBatch(*agent, problems))
        return false;
    if (m_gradeOptions && !RunGrader::check(m_workspace, *m_gradeOptions, problems))
        return false;
    const ConfigurationSnapshot snapshot
        = ConfigurationSnapshot::forAgent(m_workspace, *agent, parameters, rubricIdentity(m_workspace));
    const QString configuration = snapshot.id();
    m_noise = noise;
    m_maxTurns = maxTurns;

    QList<ConversationPlan> plans;
    for (const QString &personaId : std::as_const(personas)) {
        const Persona *persona = m_workspace.persona(personaId);
        if (!persona) {
            problems.append({manifest, 1, 1, WorkspaceMessages::tr("unknown persona \"%1\"").arg(personaId)});
            return false;
        }
        for (int r = 0; r < repeat; ++r) {
            ConversationPlan plan;
            plan.scenario = request.scenarioSet;
            plan.persona = persona->id;
            plan.personaHash = personaHash(*persona);
            plan.repeat = r;
            plan.seed = seed + quint64(r); // repeat r of every persona runs with the run seed + r
            plan.conversationId = simulatedConversationId(agent->id, persona->id, plan.seed);
            plan.configuration = configuration;
            plan.label = agent->id;
            plan.rubric = m_workspace.manifest.rubric;
            plan.groundTruth = persona->groundTruth;
            plan.inputHashes = {{"persona", toStdString(plan.personaHash)}, {"configuration", toStdString(configuration)}};
            plans.append(plan);
        }
    }
    RunSpec spec;
    spec.workspaceName = m_workspace.manifest.name;
    spec.agent = agent->id;
    spec.agentPath = agent->path;
    spec.scenarioSet = request.scenarioSet;
    spec.repeat = repeat;
    spec.concurrency = request.concurrency;
    spec.seed = seed;
    spec.offline = request.offline;
    spec.configuration = configuration;
    spec.options = parameters;
    if (request.tags.is_object())
        for (auto it = request.tags.begin(); it != request.tags.end(); ++it)
            if (!spec.options.contains(it.key()))
                spec.options[it.key()] = it.value();
    m_store->saveConfiguration(snapshot);
    if (!agent->prompt.isEmpty())
        if (const Prompt *prompt = m_workspace.promptByPath(agent->prompt))
            m_store->savePromptVersion(prompt->id, prompt->hash, prompt->text()); // the prompt history
    m_run = m_store->createRun(spec, plans);
    // The run and every planned conversation are on disk before the first starts.
    if (!commitPlan(problems) || !startGrading(request.concurrency, problems))
        return false;
    return launch(plans, request.concurrency, problems);
}

bool RunController::resume(const QString &run, StoreReader &reader, Diagnostics &problems)
{
    const QString db = reader.path();
    const auto summary = reader.run(run);
    if (!summary) {
        problems.append({db, 1, 1, WorkspaceMessages::tr("no run \"%1\" in this database").arg(run)});
        return false;
    }
    const RunSpec &spec = summary->run.spec;
    const Agent *agent = m_workspace.agent(spec.agent);
    if (!agent) {
        problems.append(
            {db, 1, 1, WorkspaceMessages::tr("the run's agent \"%1\" is no longer in the workspace").arg(spec.agent)});
        return false;
    }
    const QString caller = toQString(spec.options.value("caller", std::string("scripted")));
    const Json parameters = runParameters(spec.options.value("noise", 0.0), spec.options.value("max_turns", 24), caller);
    const ConfigurationSnapshot now
        = ConfigurationSnapshot::forAgent(m_workspace, *agent, parameters, rubricIdentity(m_workspace));
    if (!spec.configuration.isEmpty() && now.id() != spec.configuration) {
        problems.append({QDir(m_workspace.root).filePath(agent->path), 1, 1,
                         WorkspaceMessages::tr("the agent's configuration (prompt, flow, tools, model profile or "
                                               "rubric) changed since run %1 started; resuming would mix two "
                                               "configurations in one run — start a new run instead")
                             .arg(run)});
        return false;
    }
    m_noise = spec.options.value("noise", 0.0);
    m_maxTurns = spec.options.value("max_turns", 24);
    m_environment.caller
        = caller == QLatin1String("llm") ? SimulationEnvironment::Caller::Llm : SimulationEnvironment::Caller::Scripted;
    QList<ConversationPlan> plans;
    for (const ConversationRecord &record : reader.unfinishedConversations(run))
        plans.append(record.plan);
    if (m_gradeOptions && !RunGrader::check(m_workspace, *m_gradeOptions, problems))
        return false;
    m_run = run;
    m_alreadyDone = summary->done;
    if (plans.isEmpty()) {
        m_store->setRunStatus(run, RunStatus::Completed);
        m_status = RunStatus::Completed;
        m_total = summary->total;
        m_done = summary->done;
        if (!commitPlan(problems) || !startGrading(spec.concurrency, problems))
            return false;
        if (m_grader)
            m_grader->close(); // grades what is not graded yet, then finished()
        else
            Q_EMIT finished(m_status);
        return true;
    }
    if (!prepareBatch(*agent, problems) || !startGrading(spec.concurrency, problems))
        return false;
    return launch(plans, spec.concurrency, problems);
}

bool RunController::commitPlan(Diagnostics &problems)
{
    m_store->waitForIdle();
    const QList<StoreError> errors = m_store->takeErrors();
    if (errors.isEmpty())
        return true;
    for (const StoreError &e : errors)
        problems.append({m_store->path(), 1, 1, e.toString()});
    return false;
}

bool RunController::startGrading(int concurrency, Diagnostics &problems)
{
    if (!m_gradeOptions)
        return true;
    GradeOptions options = *m_gradeOptions;
    options.run = m_run;
    m_grader = std::make_unique<RunGrader>(m_workspace, options);
    m_grader->keepOpen();
    if (!options.offline) {
        m_pool = std::make_unique<SlotPool>(concurrency);
        m_grader->setSlotPool(m_pool.get());
    }
    if (!m_grader->prepare(problems)) {
        m_grader.reset();
        return false;
    }
    connect(m_grader.get(), &RunGrader::conversationGraded, this, &RunController::conversationGraded);
    connect(m_grader.get(), &RunGrader::finished, this, &RunController::emitFinished);
    m_grader->start(); // the conversations done before a resume
    return true;
}

void RunController::emitFinished()
{
    Q_EMIT finished(m_status);
}

void RunController::reportCommitted(qint64 writes)
{
    while (!m_pending.empty() && m_pending.front().ticket <= writes) {
        const PendingReport pending = std::move(m_pending.front());
        m_pending.pop_front();
        report(pending);
    }
}

void RunController::report(const PendingReport &pending)
{
    const QString &reason = pending.result.endReason;
    if (reason == QLatin1String("error"))
        ++m_failed;
    else if (reason != QLatin1String("cancelled"))
        ++m_done;
    m_tally.add(pending.result, pending.passed);
    Q_EMIT conversationFinished(pending.result, pending.passed);
    Q_EMIT progress(m_done, m_total);
    if (m_grader && reason != QLatin1String("error") && reason != QLatin1String("cancelled"))
        m_grader->add(m_plans.value(pending.result.conversation.id).key(m_run), pending.passed);
}

void RunController::finishRun()
{
    // Every write is committed: what is still pending can be reported.
    m_store->waitForIdle();
    reportCommitted(std::numeric_limits<qint64>::max());
    for (const StoreError &e : m_store->takeErrors())
        m_storeErrors.append(e.toString());
    m_status = m_cancelled                           ? RunStatus::Cancelled
        : (m_failed > 0 || !m_storeErrors.isEmpty()) ? RunStatus::Failed
                                                     : RunStatus::Completed;
    if (m_cancelled)
        m_store->cancelRunningConversations(m_run);
    QString why;
    if (m_status == RunStatus::Failed)
        why = !m_storeErrors.isEmpty() ? m_storeErrors.first()
                                       : WorkspaceMessages::tr("%n conversation(s) ended in an error", nullptr, m_failed);
    m_store->setRunStatus(m_run, m_status, why);
    m_store->waitForIdle();
    for (const StoreError &e : m_store->takeErrors())
        m_storeErrors.append(e.toString());
    if (!m_grader) {
        Q_EMIT finished(m_status);
        return;
    }
    if (m_cancelled)
        m_grader->cancel(); // finished() once the open judge requests are stopped
    else
        m_grader->close(); // finished() once the last conversation is graded
}

bool RunController::prepareBatch(const Agent &agent, Diagnostics &problems)
{
    m_batch = std::make_unique<SimulationBatch>(m_workspace, agent, m_environment);
    return m_batch->prepare(problems);
}

bool RunController::launch(const QList<ConversationPlan> &plans, int concurrency, Diagnostics &problems)
{
    m_batch->setConcurrency(concurrency);
    if (m_pool)
        m_batch->setSlotPool(m_pool.get()); // shared with the judge's requests
    const QString run = m_run;
    QList<SimulationBatch::Job> jobs;
    for (const ConversationPlan &plan : plans) {
        const Persona *persona = m_workspace.persona(plan.persona);
        if (!persona) {
            problems.append({QDir(m_workspace.root).filePath(QStringLiteral("personas")), 1, 1,
                             WorkspaceMessages::tr("the run's persona \"%1\" is no longer in the workspace").arg(plan.persona)});
            return false;
        }
        m_plans.insert(plan.conversationId, plan);
    }
    // The run's options give every conversation's noise and length.
    for (const ConversationPlan &plan : plans) {
        SimulationOptions options;
        options.seed = plan.seed;
        options.noise = m_noise;
        options.maxTurns = m_maxTurns;
        jobs.append({m_workspace.persona(plan.persona), options});
    }
    m_total = m_alreadyDone + int(plans.size());
    m_done = m_alreadyDone;

    connect(m_batch.get(), &SimulationBatch::conversationStarted, this,
            [this, run](const QString &id, ConversationRunner *runner) {
                const ConversationPlan &plan = m_plans[id];
                const ConversationKey key = plan.key(run);
                m_store->beginConversation(key);
                Q_EMIT conversationStarted(id, plan.persona);
                connect(runner, &ConversationRunner::turnAdded, this, [this, runner, key, id](int index) {
                    const Turn &turn = runner->result().conversation.turns.at(index);
                    m_store->appendTurn(key, index, turn);
                    Q_EMIT turnAdded(id, index, turn);
                });
                connect(runner, &ConversationRunner::agentStreaming, this,
                        [this, id](int index, const QString &text) { Q_EMIT agentStreaming(id, index, text); });
            });
    connect(m_batch.get(), &SimulationBatch::conversationFinished, this, [this, run](const SimulationResult &r) {
        const ConversationPlan plan = m_plans.value(r.conversation.id);
        const ConversationKey key = plan.key(run);
        for (const ModelCall &call : r.modelCalls) {
            ModelCallRecord record;
            record.run = run;
            record.conversation = key;
            record.turn = call.turn;
            record.round = call.round;
            record.role = call.role == QLatin1String("caller") ? ModelCallRecord::Role::Caller : ModelCallRecord::Role::Agent;
            record.seed = quint64(call.seed);
            record.fingerprint = call.fingerprint;
            record.request = call.request;
            record.response = call.response;
            if (call.response.is_object()) {
                const Json usage = call.response.value("usage", Json::object());
                record.promptTokens = usage.value("prompt_tokens", qint64(0));
                record.completionTokens = usage.value("completion_tokens", qint64(0));
                record.latencyMs = call.response.value("latency_ms", qint64(0));
                record.attempts = call.response.value("attempts", 1);
            } else if (call.failed()) {
                record.attempts = call.attempts;
                record.latencyMs = call.latencyMs;
            }
            record.errorKind = call.errorKind;
            record.error = call.error;
            record.inputHashes = {{"persona", toStdString(plan.personaHash)}};
            m_store->appendModelCall(record);
        }
        const Persona *persona = m_workspace.persona(plan.persona);
        const bool cancelled = r.endReason == QLatin1String("cancelled");
        const bool failed = r.endReason == QLatin1String("error");
        const bool passed = !cancelled && !failed && persona && reachedIntendedOutcome(r, *persona, m_workspace);
        ConversationOutcome outcome;
        outcome.status = cancelled ? ConversationStatus::Cancelled
            : failed               ? ConversationStatus::Failed
                                   : ConversationStatus::Done;
        outcome.endReason = r.endReason;
        outcome.loopTurn = r.loopTurn;
        outcome.error = r.error;
        if (!cancelled && !failed)
            outcome.passed = passed;
        m_store->finishConversation(key, outcome);
        m_pending.push_back({m_store->writeTicket(), r, passed});
    });
    // Reported once committed (queued from the writer thread).
    connect(m_store, &ResultStore::committed, this, &RunController::reportCommitted);
    connect(m_batch.get(), &SimulationBatch::finished, this, &RunController::finishRun);
    m_store->setRunStatus(run, RunStatus::Running);
    m_status = RunStatus::Running;
    Q_EMIT progress(m_done, m_total);
    // From the event loop: whoever started the run hears about it before its first conversation.
    QTimer::singleShot(0, m_batch.get(), [batch = m_batch.get(), jobs] { batch->start(jobs); });
    return true;
}

void RunController::cancel()
{
    if (m_cancelled || !m_batch)
        return;
    m_cancelled = true;
    m_batch->cancel();
}

} // namespace Polygon
