#pragma once

#include "evidencegates.h"

#include <QByteArray>

#include <span>

namespace Polygon {

// A privacy receipt for one call (SPEC R-EVIDENCE): pseudonymous call and turn
// ids and operation ids (HMAC-SHA256 with a salt only the user holds, so the
// salt holder can match them, nobody else can), timestamps relative to the
// call's first event, event types, the terminal status, the hashed policy
// version, boolean effects and outcomes, and each gate's status. No text, no
// audio, no phone numbers: nothing in it came from what was said.
Json privacyReceipt(const CallEvidence &evidence, std::span<const CallEvent> events, const EvidencePolicy &policy,
                    const QByteArray &salt);

// The keyed pseudonym of `value` in `kind` ("call", "turn", "op"): 32 hex digits.
QString pseudonym(const QByteArray &salt, const QString &kind, const QString &value);

} // namespace Polygon
