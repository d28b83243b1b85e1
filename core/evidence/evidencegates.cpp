#include "evidencegates.h"

#include <QHash>

#include <algorithm>
#include <map>

namespace Polygon {

namespace {

using Type = CallEvent::Type;

GateResult result(GateStatus status, const char *reason, std::optional<qint64> value = std::nullopt)
{
    return GateResult {status, QString::fromLatin1(reason), value};
}

// 1. Reachability: connected (in-progress or completed) is transport evidence
// only — "completed" says audio flowed, not that anything was achieved.
GateResult reachability(std::span<const CallEvent> events, QString &terminal)
{
    bool connected = false;
    for (const CallEvent &e : events) {
        if (e.type != Type::CallStatus)
            continue;
        terminal = e.status;
        if (e.status == QLatin1String("in-progress") || e.status == QLatin1String("completed"))
            connected = true;
    }
    if (terminal.isEmpty())
        return result(GateStatus::InsufficientEvidence, "no_status");
    if (connected)
        return result(GateStatus::Pass, "connected");
    return GateResult {GateStatus::Fail, terminal, std::nullopt};
}

// Events grouped by turn; events without a turn share the "no turn" group.
using TurnKey = std::optional<qint64>;
struct TurnKeyLess
{
    bool operator()(const TurnKey &a, const TurnKey &b) const
    {
        if (!a || !b)
            return !a && b;
        return *a < *b;
    }
};

// 2. Turn timing, measured on audio boundaries: caller audio stopped (t1) →
// assistant audio started (t2). Never estimated from incomplete events.
GateResult turnTiming(std::span<const CallEvent> events, const EvidencePolicy &policy,
                      std::vector<MeasuredInterval> *measured = nullptr)
{
    std::map<TurnKey, std::vector<const CallEvent *>, TurnKeyLess> turns;
    for (const CallEvent &e : events)
        if (e.type == Type::CallerAudioStarted || e.type == Type::CallerAudioStopped || e.type == Type::AssistantAudioStarted)
            turns[e.turn].push_back(&e);

    std::optional<qint64> worst;
    bool missingStop = false;
    for (const auto &[turn, list] : turns) {
        const auto firstAssistant
            = std::find_if(list.begin(), list.end(), [](const CallEvent *e) { return e->type == Type::AssistantAudioStarted; });
        if (firstAssistant == list.end())
            continue; // the assistant did not speak in this turn
        // Only caller audio before the assistant's first audio is a question to
        // answer; caller audio after it is barge-in (the interruption gate's).
        const bool callerSpoke
            = std::any_of(list.begin(), firstAssistant, [](const CallEvent *e) { return e->type == Type::CallerAudioStarted; });
        if (!callerSpoke)
            continue; // the assistant spoke first (a greeting): nothing to time
        // Before the assistant started: every caller start needs a later stop.
        const CallEvent *open = nullptr;
        const CallEvent *lastStop = nullptr;
        for (auto it = list.begin(); it != firstAssistant; ++it) {
            if ((*it)->type == Type::CallerAudioStarted)
                open = *it;
            else if ((*it)->type == Type::CallerAudioStopped) {
                open = nullptr;
                lastStop = *it;
            }
        }
        if (open || !lastStop) {
            missingStop = true; // the caller's speech has no end we can measure from
            continue;
        }
        const qint64 interval = (*firstAssistant)->t - lastStop->t;
        if (measured)
            measured->push_back({EvidenceGate::TurnTiming, turn, lastStop->t, (*firstAssistant)->t});
        worst = worst ? std::max(*worst, interval) : interval;
    }
    if (worst && *worst > policy.maxFirstResponseMs)
        return result(GateStatus::Fail, "slow_first_response", worst);
    if (missingStop)
        return result(GateStatus::InsufficientEvidence, "missing_caller_stop", worst);
    if (!worst)
        return result(GateStatus::InsufficientEvidence, "no_measurable_turn");
    return result(GateStatus::Pass, "within_limit", worst);
}

// 3. Interruption: the caller interrupts at t3; the assistant's audio must stop
// (t4, same turn, at or after t3) within the limit. The stops of each turn are
// indexed once (times ascending), so each interruption is one binary search.
GateResult interruption(std::span<const CallEvent> events, const EvidencePolicy &policy,
                        std::vector<MeasuredInterval> *measured = nullptr)
{
    std::map<TurnKey, std::vector<qint64>, TurnKeyLess> stops;
    for (const CallEvent &e : events)
        if (e.type == Type::AssistantAudioStopped)
            stops[e.turn].push_back(e.t); // events are sorted by time
    bool any = false;
    bool missing = false;
    std::optional<qint64> worst;
    for (const CallEvent &interrupt : events) {
        if (interrupt.type != Type::CallerInterrupted)
            continue;
        any = true;
        // the earliest stop of the same turn at or after the interruption
        const auto turn = stops.find(interrupt.turn);
        if (turn == stops.end()) {
            missing = true;
            continue;
        }
        const auto stop = std::lower_bound(turn->second.cbegin(), turn->second.cend(), interrupt.t);
        if (stop == turn->second.cend()) {
            missing = true;
            continue;
        }
        const qint64 delay = *stop - interrupt.t;
        if (measured)
            measured->push_back({EvidenceGate::Interruption, interrupt.turn, interrupt.t, *stop});
        worst = worst ? std::max(*worst, delay) : delay;
    }
    if (!any)
        return result(GateStatus::NotApplicable, "no_interruption");
    if (worst && *worst > policy.maxInterruptStopMs)
        return result(GateStatus::Fail, "slow_stop", worst);
    if (missing)
        return result(policy.assistantStopCollected ? GateStatus::Fail : GateStatus::InsufficientEvidence, "no_assistant_stop",
                      worst);
    return result(GateStatus::Pass, "stopped_in_time", worst);
}

// 4. Tool effect: a stable operation id and a destination receipt per
// operation; a timeout retried blindly under a new id is unsafe. One pass
// builds hash maps keyed by operation id (and the requests of each action),
// so the gate is linear in the events (log-linear for the retry search).
GateResult toolEffect(std::span<const CallEvent> events)
{
    struct Operation
    {
        const CallEvent *firstRequest = nullptr;
        const CallEvent *firstReceipt = nullptr;
        bool effect = false;
    };
    QHash<QString, Operation> operations;
    QList<QString> order; // operation ids in order of first request
    // Per action, its requests in time order, and for each the index of the
    // next request under another operation id (to skip runs of the same id).
    struct Requests
    {
        std::vector<const CallEvent *> list;
        std::vector<size_t> nextOther;
    };
    QHash<QString, Requests> byAction;
    for (const CallEvent &e : events) {
        if (e.type == Type::ToolRequest) {
            Operation &op = operations[e.operationId];
            if (!op.firstRequest) {
                op.firstRequest = &e;
                order.append(e.operationId);
            }
            byAction[e.action].list.push_back(&e);
        } else if (e.type == Type::ToolReceipt) {
            Operation &op = operations[e.operationId];
            if (!op.firstReceipt)
                op.firstReceipt = &e;
            op.effect = op.effect || e.flag;
        }
    }
    if (order.isEmpty())
        return result(GateStatus::NotApplicable, "no_tool_request");
    for (Requests &r : byAction) {
        const size_t n = r.list.size();
        r.nextOther.assign(n, n);
        for (size_t i = n; i-- > 1;)
            r.nextOther[i - 1] = r.list[i - 1]->operationId != r.list[i]->operationId ? i : r.nextOther[i];
    }

    // Unsafe retry: op A timed out, then the same action was requested under
    // another id before A had a receipt.
    for (const CallEvent &timeout : events) {
        if (timeout.type != Type::ToolResponse || timeout.responseClass != QLatin1String("timeout"))
            continue;
        const auto op = operations.constFind(timeout.operationId);
        const Operation known = op == operations.constEnd() ? Operation {} : *op;
        // without a request of its own, the timed-out operation has no action (an empty one)
        const auto action = byAction.constFind(known.firstRequest ? known.firstRequest->action : QString());
        if (action == byAction.constEnd())
            continue;
        const Requests &requests = *action;
        // the first request of the action at or after the timeout …
        size_t i = size_t(std::lower_bound(requests.list.cbegin(), requests.list.cend(), timeout.t,
                                           [](const CallEvent *e, qint64 t) { return e->t < t; })
                          - requests.list.cbegin());
        // … or the first after it under another id
        if (i < requests.list.size() && requests.list[i]->operationId == timeout.operationId)
            i = requests.nextOther[i];
        if (i < requests.list.size() && (!known.firstReceipt || requests.list[i]->t < known.firstReceipt->t))
            return result(GateStatus::Fail, "unsafe_retry");
    }
    for (const QString &id : std::as_const(order)) {
        const Operation &op = *operations.constFind(id);
        if (!op.firstReceipt)
            return result(GateStatus::Fail, "no_receipt");
        if (!op.effect)
            return result(GateStatus::Fail, "no_effect");
    }
    return result(GateStatus::Pass, "receipts_confirmed");
}

// 5. Outcome: what the caller asked for must be verified outside the call.
GateResult outcome(std::span<const CallEvent> events)
{
    struct Verification
    {
        bool checked = false;
        bool verified = false;
    };
    QHash<QString, Verification> verifications;
    for (const CallEvent &e : events) {
        if (e.type == Type::OutcomeVerified) {
            Verification &v = verifications[e.outcome];
            v.checked = true;
            v.verified = v.verified || e.flag;
        }
    }
    bool any = false;
    bool refuted = false;
    for (const CallEvent &requested : events) {
        if (requested.type != Type::OutcomeRequested)
            continue;
        any = true;
        const Verification v = verifications.value(requested.outcome);
        if (!v.checked)
            return result(GateStatus::Fail, "outcome_unverified");
        if (!v.verified)
            refuted = true;
    }
    if (!any)
        return result(GateStatus::NotApplicable, "no_outcome_requested");
    if (refuted)
        return result(GateStatus::Fail, "outcome_not_achieved");
    return result(GateStatus::Pass, "verified");
}

} // namespace

QString gateName(EvidenceGate gate)
{
    switch (gate) {
    case EvidenceGate::Reachability:
        return QStringLiteral("reachability");
    case EvidenceGate::TurnTiming:
        return QStringLiteral("turn_timing");
    case EvidenceGate::Interruption:
        return QStringLiteral("interruption");
    case EvidenceGate::ToolEffect:
        return QStringLiteral("tool_effect");
    case EvidenceGate::Outcome:
        break;
    }
    return QStringLiteral("outcome");
}

QString gateStatusName(GateStatus status)
{
    switch (status) {
    case GateStatus::Pass:
        return QStringLiteral("pass");
    case GateStatus::Fail:
        return QStringLiteral("fail");
    case GateStatus::InsufficientEvidence:
        return QStringLiteral("insufficient_evidence");
    case GateStatus::NotApplicable:
        break;
    }
    return QStringLiteral("not_applicable");
}

QString CallEvidence::verdict() const
{
    for (int g = 0; g < EvidenceGateCount; ++g) {
        const GateStatus s = gates[size_t(g)].status;
        if (s == GateStatus::Fail || s == GateStatus::InsufficientEvidence)
            return gateName(EvidenceGate(g)) + QLatin1Char(':') + gateStatusName(s);
    }
    return QStringLiteral("pass");
}

bool CallEvidence::passed() const
{
    return verdict() == QLatin1String("pass");
}

CallEvidence evaluateCall(const QString &call, std::span<CallEvent> events, const EvidencePolicy &policy)
{
    std::stable_sort(events.begin(), events.end(),
                     [](const CallEvent &a, const CallEvent &b) { return a.t != b.t ? a.t < b.t : a.sequence < b.sequence; });
    CallEvidence evidence;
    evidence.call = call;
    // Every gate is evaluated and reported, also after a failed one.
    evidence.gates[size_t(EvidenceGate::Reachability)] = reachability(events, evidence.terminalStatus);
    evidence.gates[size_t(EvidenceGate::TurnTiming)] = turnTiming(events, policy);
    evidence.gates[size_t(EvidenceGate::Interruption)] = interruption(events, policy);
    evidence.gates[size_t(EvidenceGate::ToolEffect)] = toolEffect(events);
    evidence.gates[size_t(EvidenceGate::Outcome)] = outcome(events);
    return evidence;
}

std::vector<MeasuredInterval> measuredIntervals(std::span<const CallEvent> events, const EvidencePolicy &policy)
{
    std::vector<MeasuredInterval> measured;
    turnTiming(events, policy, &measured);
    interruption(events, policy, &measured);
    return measured;
}

Json callEvidenceToJson(const CallEvidence &evidence)
{
    Json gates = Json::object();
    for (int g = 0; g < EvidenceGateCount; ++g) {
        const GateResult &r = evidence.gates[size_t(g)];
        Json j = Json::object();
        j["status"] = toStdString(gateStatusName(r.status));
        j["reason"] = toStdString(r.reason);
        if (r.valueMs)
            j["value_ms"] = *r.valueMs;
        gates[toStdString(gateName(EvidenceGate(g)))] = j;
    }
    Json out = Json::object();
    out["call"] = toStdString(evidence.call);
    out["gates"] = gates;
    out["verdict"] = toStdString(evidence.verdict());
    return out;
}

} // namespace Polygon
