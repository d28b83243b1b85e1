#include "runestimate.h"

#include "core/llm/roleprovider.h"
#include "core/util/messages.h"

#include <algorithm>

namespace Polygon {

namespace {

constexpr int kCharsPerToken = 4;
constexpr int kTurnTokens = 60; // a spoken turn
constexpr int kRubricTokens = 1500; // the judge's instructions and criteria
constexpr int kJudgeReplyTokens = 400;
constexpr int kProbeTokens = 120; // a probe's question and its answer format
constexpr int kProbeReplyTokens = 40;

qint64 tokensOf(const QString &text)
{
    return (qint64(text.size()) + kCharsPerToken - 1) / kCharsPerToken;
}

void price(RoleEstimate &role, const std::optional<Profile> &profile)
{
    if (!profile)
        return;
    role.profile = profile->id;
    if (profile->inputPricePerMillion && profile->outputPricePerMillion)
        role.cost = (double(role.inputTokens) * *profile->inputPricePerMillion
                     + double(role.outputTokens) * *profile->outputPricePerMillion)
            / 1e6;
}

std::optional<Profile> profileFor(const Workspace &ws, const QString &given, const QString &role)
{
    Diagnostics ignored;
    return roleProfile(ws, given, role, ignored);
}

} // namespace

qint64 RunEstimate::calls() const
{
    qint64 n = 0;
    for (const RoleEstimate &r : roles)
        n += r.calls;
    return n;
}

qint64 RunEstimate::tokens() const
{
    qint64 n = 0;
    for (const RoleEstimate &r : roles)
        n += r.inputTokens + r.outputTokens;
    return n;
}

std::optional<double> RunEstimate::cost() const
{
    double sum = 0;
    for (const RoleEstimate &r : roles) {
        if (!r.cost)
            return std::nullopt;
        sum += *r.cost;
    }
    return sum;
}

RunEstimate estimateRun(const Workspace &ws, const RunRequest &request, const std::optional<GradeOptions> &grade)
{
    RunEstimate e;
    const Agent *agent = ws.agent(request.agent);
    if (!agent)
        e.problems.append(WorkspaceMessages::tr("unknown agent \"%1\"").arg(request.agent));
    QStringList personas;
    int repeat = 1;
    QStringList probes;
    if (!request.scenarioSet.isEmpty()) {
        if (const Scenario *set = ws.scenario(request.scenarioSet)) {
            personas = set->personas;
            repeat = set->repeats;
            e.maxTurns = set->maxTurns;
            probes = set->probes;
        } else {
            e.problems.append(WorkspaceMessages::tr("unknown scenario set \"%1\"").arg(request.scenarioSet));
        }
    } else {
        for (const Persona &p : ws.personas)
            personas.append(p.id);
    }
    if (!request.personas.isEmpty())
        personas = request.personas;
    for (const QString &id : std::as_const(personas))
        if (!ws.persona(id))
            e.problems.append(WorkspaceMessages::tr("unknown persona \"%1\"").arg(id));
    // What offline cannot do, and an LLM judge without its profile.
    if (request.offline && agent && agent->kind == Agent::Kind::Llm)
        e.problems.append(
            WorkspaceMessages::tr("%1 is an LLM agent: it needs a model. Choose a profile under Models.").arg(agent->id));
    if (request.offline && request.caller == SimulationEnvironment::Caller::Llm)
        e.problems.append(WorkspaceMessages::tr("Callers played by a model need a model: choose a profile under Models."));
    if (request.offline && grade && !grade->offline)
        e.problems.append(
            WorkspaceMessages::tr("The LLM judge needs a model: grade with the rule judge, or choose a profile under Models."));
    if (grade && !grade->offline && grade->judge.isEmpty() && !ws.manifest.providers.contains(QStringLiteral("judge")))
        e.problems.append(WorkspaceMessages::tr("polygon.json names no judge profile (\"providers\": {\"judge\": …})."));
    repeat = std::max(1, request.repeat.value_or(repeat));
    e.conversations = int(personas.size()) * repeat;
    if (!e.problems.isEmpty())
        return e;

    const qint64 n = e.conversations;
    const qint64 agentTurns = (e.maxTurns + 1) / 2;
    const qint64 callerTurns = e.maxTurns / 2;
    // The i-th call of a participant resends the 2i - 1 turns before it:
    // over `calls` calls, calls² turns.
    const auto transcriptSum = [](qint64 calls) { return kTurnTokens * calls * calls; };
    if (!request.offline && agent->kind == Agent::Kind::Llm) {
        RoleEstimate r;
        r.role = QStringLiteral("agent");
        const Prompt *prompt = ws.promptByPath(agent->prompt);
        const qint64 promptTokens = prompt ? tokensOf(prompt->text()) : 0;
        r.calls = n * agentTurns;
        r.inputTokens = n * (agentTurns * promptTokens + transcriptSum(agentTurns));
        r.outputTokens = n * agentTurns * kTurnTokens;
        price(r, profileFor(ws, agent->profile, r.role));
        e.roles.append(r);
    }
    if (request.caller == SimulationEnvironment::Caller::Llm) {
        RoleEstimate r;
        r.role = QStringLiteral("caller");
        r.calls = n * callerTurns;
        r.inputTokens = n * (callerTurns * 300 + transcriptSum(callerTurns)); // 300: the persona's brief
        r.outputTokens = n * callerTurns * kTurnTokens;
        price(r, profileFor(ws, QString(), r.role));
        e.roles.append(r);
    }
    if (grade && !grade->offline) {
        const qint64 transcript = qint64(e.maxTurns) * kTurnTokens;
        RoleEstimate judge;
        judge.role = QStringLiteral("judge");
        judge.calls = n * std::max(1, grade->repeats);
        judge.inputTokens = judge.calls * (kRubricTokens + transcript);
        judge.outputTokens = judge.calls * kJudgeReplyTokens;
        const auto judgeProfile = profileFor(ws, grade->judge, judge.role);
        price(judge, judgeProfile);
        e.roles.append(judge);
        if (!probes.isEmpty()) {
            RoleEstimate p;
            p.role = QStringLiteral("probes");
            p.calls = n * probes.size();
            p.inputTokens = p.calls * (kProbeTokens + transcript);
            p.outputTokens = p.calls * kProbeReplyTokens;
            auto probeProfile = profileFor(ws, QString(), p.role);
            price(p, probeProfile ? probeProfile : judgeProfile);
            e.roles.append(p);
        }
    }
    return e;
}

} // namespace Polygon
