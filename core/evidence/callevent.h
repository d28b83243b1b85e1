#pragma once

#include <QString>

#include <optional>

namespace Polygon {

// One content-free call event (FORMATS.md §6): who (a pseudonymous call id),
// when (milliseconds on a monotonic clock relative to the call), what (a
// type) and the few non-content fields the evidence gates need.
struct CallEvent
{
    enum class Type {
        CallStatus,
        CallerAudioStarted,
        CallerAudioStopped,
        AssistantAudioStarted,
        CallerInterrupted,
        AssistantAudioStopped,
        ToolRequest,
        ToolResponse,
        ToolReceipt,
        OutcomeRequested,
        OutcomeVerified,
    };

    QString call;
    qint64 t = 0;
    Type type = Type::CallStatus;
    std::optional<qint64> turn;
    QString status; // call.status: queued, ringing, in-progress, completed, busy, failed, no-answer, canceled
    QString operationId; // tool.*
    QString action; // tool.request
    int attempt = 0; // tool.request, 0 when not given
    QString responseClass; // tool.response: ok, error, timeout
    bool flag = false; // tool.receipt effect, outcome.verified verified
    QString outcome; // outcome.*
    qint64 sequence = 0; // position in the input, to keep equal timestamps in input order

    static QString typeName(Type type);
    static std::optional<Type> typeFromName(const QString &name);
    static const QStringList &statusNames();

    bool operator==(const CallEvent &) const = default;
};

} // namespace Polygon
