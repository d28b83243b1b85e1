#pragma once

#include "callevent.h"
#include "core/util/json.h"
#include "evidencepolicy.h"

#include <QString>

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace Polygon {

// The five call-evidence gates, always evaluated in this order and reported
// one by one — never blended into a score (FORMATS.md §6, SPEC R-EVIDENCE).
enum class EvidenceGate { Reachability, TurnTiming, Interruption, ToolEffect, Outcome };
constexpr int EvidenceGateCount = 5;

enum class GateStatus { Pass, Fail, InsufficientEvidence, NotApplicable };

QString gateName(EvidenceGate gate); // "reachability", "turn_timing", …
QString gateStatusName(GateStatus status); // "pass", "fail", "insufficient_evidence", "not_applicable"

struct GateResult
{
    GateStatus status = GateStatus::NotApplicable;
    QString reason;
    std::optional<qint64> valueMs; // the measured worst interval, where there is one

    bool operator==(const GateResult &) const = default;
};

struct CallEvidence
{
    QString call;
    std::array<GateResult, EvidenceGateCount> gates;
    QString terminalStatus; // the last call.status seen, empty when none

    const GateResult &gate(EvidenceGate g) const { return gates[size_t(g)]; }
    // "pass", or "<first gate not pass/not_applicable>:<status>", e.g. "turn_timing:fail".
    QString verdict() const;
    bool passed() const;
};

// Evaluates one call's events (any order; they are sorted by time, ties kept
// in input order). All events must belong to the same call.
CallEvidence evaluateCall(const QString &call, std::span<CallEvent> events, const EvidencePolicy &policy);

// One interval a gate measured: a turn's first response (gate 2: the
// caller's last audio stop → the assistant's first audio start) or an
// interruption's stop (gate 3: caller.interrupted → assistant.audio.stopped).
struct MeasuredInterval
{
    EvidenceGate gate = EvidenceGate::TurnTiming;
    std::optional<qint64> turn;
    qint64 from = 0;
    qint64 to = 0;

    qint64 length() const { return to - from; }
    bool operator==(const MeasuredInterval &) const = default;
};

// Every interval gates 2 and 3 measure on one call's events, sorted as
// evaluateCall() leaves them (the gates' own code: their worst is value_ms).
std::vector<MeasuredInterval> measuredIntervals(std::span<const CallEvent> events, const EvidencePolicy &policy);

// The JSON `polygon-cli evidence` prints for one call.
Json callEvidenceToJson(const CallEvidence &evidence);

} // namespace Polygon
