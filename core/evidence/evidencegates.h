#pragma once

#include "callevent.h"
#include "core/util/json.h"
#include "evidencepolicy.h"

#include <QString>

#include <array>
#include <optional>
#include <span>

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

// The JSON `polygon-cli evidence` prints for one call.
Json callEvidenceToJson(const CallEvidence &evidence);

} // namespace Polygon
