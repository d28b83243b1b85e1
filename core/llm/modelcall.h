#pragma once

#include "llmtypes.h"

#include <QList>
#include <QString>

namespace Polygon {

// One model request a simulation made and what came back: enough to replay
// the conversation turn for turn without the model (ReplayProvider), and to
// trace every stored result to its inputs (SPEC R-PIPE).
struct ModelCall
{
    QString role; // "agent" or "caller" (later: judge, probe, persona, lint)
    int turn = 0; // index of the conversation turn the request produced
    int round = 0; // the agent's tool-call round within that turn (0 first)
    qint64 seed = 0; // the request's seed, derived from (conversation, role, turn, round, run seed)
    QString fingerprint; // chatRequestFingerprint() of the request
    Json request; // chatRequestToJson()
    Json response; // chatResultToJson(); null when the request failed
    QString errorKind; // ProviderError::kindName() when it failed
    QString error; // ProviderError::toString() when it failed
    int attempts = 0; // when it failed: the attempts made (a success has them in `response`)
    qint64 latencyMs = 0; // when it failed: how long its last attempt took

    bool failed() const { return !errorKind.isEmpty(); }
    bool operator==(const ModelCall &) const = default;
};

Json modelCallToJson(const ModelCall &call);
// False (with `error` naming the field) when `json` is not a recorded model call.
bool modelCallFromJson(const Json &json, ModelCall &call, QString *error);

// The seed of one model request of a simulated conversation: 0 .. 2^31-1 (the
// range every OpenAI-compatible server accepts), from SHA-256 over the parts.
qint64 modelCallSeed(const QString &conversation, const QString &role, int turn, int round, quint64 runSeed);

} // namespace Polygon
