#pragma once

#include "core/util/json.h"
#include "core/json/diagnostic.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Polygon {

// The policy values the evidence gates judge against (FORMATS.md §6). They are
// policy, not standards: calibrate them for your callers and networks.
struct EvidencePolicy
{
    qint64 maxFirstResponseMs = 1200;
    qint64 maxInterruptStopMs = 300;
    // Whether the collection contract guarantees assistant.audio.stopped
    // events: then a missing one after an interruption is a failure, else
    // only insufficient evidence.
    bool assistantStopCollected = true;

    Json toJson() const;
    // sha256 hex of the canonical JSON: the policy version receipts carry.
    QString versionHash() const;

    // Parses a policy file; absent keys keep their defaults, unknown keys are errors.
    static std::optional<EvidencePolicy> parse(const QByteArray &json, const QString &file, Diagnostics &problems);

    bool operator==(const EvidencePolicy &) const = default;
};

} // namespace Polygon
