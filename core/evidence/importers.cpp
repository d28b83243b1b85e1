#include "importers.h"

#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/util/jsonparse.h"
#include "core/util/messages.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;
using Type = CallEvent::Type;

// 2100-01-01T00:00:00Z in milliseconds since 1970: a later time (a year-9999
// Timestamp, a 20-digit integer) is not a recorded call but a broken recorder.
constexpr qint64 LatestMs = 4102444800000;

// A value quoted in a message is cut to this many characters and "…".
constexpr qsizetype MaxQuoted = 80;

QString quoted(const QString &value)
{
    QString v = value;
    if (v.size() > MaxQuoted) {
        qsizetype cut = MaxQuoted;
        if (v.at(cut - 1).isHighSurrogate())
            --cut;
        v = v.left(cut) + QChar(0x2026);
    }
    return QLatin1Char('"') + v + QLatin1Char('"');
}

// How a JSON number is written, for messages: integers in full (a 20-digit
// one too), others as the shortest round-trip text.
QString numberText(const Json &v)
{
    if (v.is_number_unsigned())
        return QString::number(v.get<quint64>());
    if (v.is_number_integer())
        return QString::number(v.get<qint64>());
    return QString::number(v.get<double>(), 'g', 17);
}

// ---------------------------------------------------------------------------
// Collecting events per call

struct Raw
{
    CallEvent event;
    std::optional<qint64> ms; // absolute (or, for Retell, call-relative) time; none: placed at the call's start
    qint64 order = 0; // tie-break for equal times
};

struct CallState
{
    std::vector<Raw> raws;
    bool notReached = false; // an end reason or answering-machine result says the callee was never reached
    QSet<QString> toolIds; // tool requests already seen (a tool call shows up in several messages)
    std::optional<qint64> origin; // the earliest time of any payload of the call
    std::optional<qint64> last; // the latest time seen, in input order
};

class Collector
{
public:
    CallState &call(const QString &id)
    {
        auto it = m_calls.find(id);
        if (it == m_calls.end()) {
            it = m_calls.insert(id, CallState {});
            m_order.append(id);
        }
        return *it;
    }

    // A payload of `id` at `ms`: time counts from the call's first payload,
    // whether or not it gives an event.
    void seen(const QString &id, std::optional<qint64> ms)
    {
        CallState &c = call(id);
        if (!ms)
            return;
        c.origin = c.origin ? std::min(*c.origin, *ms) : *ms;
        c.last = ms;
    }

    // An event; without a time of its own it takes the latest time seen before
    // it in the call (statuses and tool requests only: audio is never placed).
    void add(const QString &id, CallEvent e, std::optional<qint64> ms, std::optional<qint64> order = std::nullopt)
    {
        seen(id, ms);
        CallState &c = call(id);
        e.call = id;
        c.raws.push_back(Raw {std::move(e), ms ? ms : c.last, order ? *order : m_next++});
    }

    void status(const QString &id, const QString &status, std::optional<qint64> ms)
    {
        CallEvent e;
        e.type = Type::CallStatus;
        e.status = status;
        add(id, std::move(e), ms);
    }

    void end(const QString &id, const EndMapping &m, std::optional<qint64> ms)
    {
        switch (m.reach) {
        case EndReach::Connected:
            status(id, QStringLiteral("completed"), ms);
            break;
        case EndReach::ConnectedThenFailed:
            status(id, QStringLiteral("in-progress"), ms);
            status(id, QStringLiteral("failed"), ms);
            break;
        case EndReach::NotReached:
            call(id).notReached = true;
            status(id, m.status, ms);
            break;
        case EndReach::Unknown:
            status(id, m.status, ms);
            break;
        }
    }

    void audio(const QString &id, Type type, qint64 ms)
    {
        CallEvent e;
        e.type = type;
        add(id, std::move(e), ms);
    }

    void toolRequest(const QString &id, const QString &operation, const QString &action, std::optional<qint64> ms)
    {
        CallState &c = call(id);
        if (c.toolIds.contains(operation)) {
            seen(id, ms);
            return; // the same tool call again (the live message and the report's artifact)
        }
        c.toolIds.insert(operation);
        CallEvent e;
        e.type = Type::ToolRequest;
        e.operationId = operation;
        e.action = action;
        e.attempt = 1;
        add(id, std::move(e), ms);
    }

    void toolResponse(const QString &id, const QString &operation, const QString &cls, std::optional<qint64> ms)
    {
        CallEvent e;
        e.type = Type::ToolResponse;
        e.operationId = operation;
        e.responseClass = cls;
        add(id, std::move(e), ms);
    }

    bool empty() const { return m_calls.isEmpty(); }

    std::vector<CallEvent> finish()
    {
        std::vector<CallEvent> events;
        QList<QString> ids = m_order;
        std::sort(ids.begin(), ids.end());
        for (const QString &id : std::as_const(ids)) {
            CallState &c = m_calls[id];
            if (c.raws.empty())
                continue;
            std::vector<Raw> raws;
            for (Raw &r : c.raws) {
                // The provider's own end reason says nobody was reached: an
                // earlier "in-progress" was the platform's leg, not the callee.
                if (c.notReached && r.event.type == Type::CallStatus
                    && (r.event.status == QLatin1String("in-progress") || r.event.status == QLatin1String("completed")))
                    continue;
                raws.push_back(std::move(r));
            }
            const qint64 origin = c.origin.value_or(0);
            for (Raw &r : raws)
                r.event.t = r.ms.value_or(origin) - origin;
            std::stable_sort(raws.begin(), raws.end(), [](const Raw &a, const Raw &b) {
                return a.event.t != b.event.t ? a.event.t < b.event.t : a.order < b.order;
            });
            numberTurns(raws);
            CallEvent requested;
            requested.call = id;
            requested.type = Type::OutcomeRequested;
            requested.outcome = importedOutcomeName();
            events.push_back(requested);
            for (Raw &r : raws)
                events.push_back(std::move(r.event));
        }
        for (size_t i = 0; i < events.size(); ++i)
            events[i].sequence = qint64(i);
        return events;
    }

private:
    // Turns by pairing, in time order: a caller's speech opens a new turn once
    // the assistant has spoken in the current one; the assistant's reply shares
    // the caller's turn. An interruption, and the assistant's stop, belong to
    // the turn of the assistant speech they end. An interruption message
    // stamped after the assistant had already stopped for the caller's
    // barge-in (the caller began before that stop) is placed at the stop: the
    // assistant did not talk over the caller after it.
    static void numberTurns(std::vector<Raw> &raws)
    {
        qint64 turn = 0;
        bool assistantSpoke = false;
        bool speaking = false;
        std::optional<qint64> assistantTurn;
        std::optional<qint64> lastStop, lastCallerStart;
        bool moved = false;
        for (Raw &r : raws) {
            CallEvent &e = r.event;
            switch (e.type) {
            case Type::CallerAudioStarted:
                if (assistantSpoke) {
                    ++turn;
                    assistantSpoke = false;
                }
                e.turn = turn;
                lastCallerStart = e.t;
                break;
            case Type::CallerAudioStopped:
                e.turn = turn;
                break;
            case Type::AssistantAudioStarted:
                e.turn = turn;
                assistantSpoke = true;
                speaking = true;
                assistantTurn = turn;
                lastStop.reset();
                break;
            case Type::AssistantAudioStopped:
                e.turn = assistantTurn.value_or(turn);
                speaking = false;
                lastStop = e.t;
                break;
            case Type::CallerInterrupted:
                e.turn = assistantTurn.value_or(turn);
                if (!speaking && lastStop && lastCallerStart && *lastCallerStart <= *lastStop && *lastStop < e.t) {
                    e.t = *lastStop;
                    moved = true;
                }
                break;
            default:
                break;
            }
        }
        if (moved)
            std::stable_sort(raws.begin(), raws.end(), [](const Raw &a, const Raw &b) { return a.event.t < b.event.t; });
    }

    QHash<QString, CallState> m_calls;
    QList<QString> m_order;
    qint64 m_next = 0;
};

// ---------------------------------------------------------------------------
// Splitting the input into payloads

struct Payload
{
    std::shared_ptr<const JsonDocument> doc; // shared by the elements of one array
    std::string pointer; // where the payload object is in doc
    int line = 1;
    QByteArray text; // the raw line, for form-encoded Twilio callbacks
};

// A JSON array of payloads, one JSON document (pretty-printed: a GET /call
// object spans many lines), or one payload per line. A first non-blank line
// that is a whole JSON value on its own means JSON Lines.
std::vector<Payload> splitPayloads(const QByteArray &input, const QString &name, bool allowForm, Diagnostics &problems)
{
    std::vector<Payload> out;
    const QByteArray trimmed = input.trimmed();
    const auto wholeDocument = [&] {
        auto doc = JsonDocument::parse(input, name, problems);
        if (!doc)
            return;
        auto shared = std::make_shared<const JsonDocument>(std::move(*doc));
        if (shared->root().is_array()) {
            for (size_t i = 0; i < shared->root().size(); ++i)
                out.push_back(Payload {shared, JsonDocument::childPointer({}, i), 1, {}});
        } else {
            out.push_back(Payload {shared, {}, 1, {}});
        }
    };
    if (trimmed.startsWith('[')) {
        wholeDocument();
        return out;
    }
    if (trimmed.startsWith('{')) {
        const qsizetype start = input.indexOf('{');
        qsizetype end = input.indexOf('\n', start);
        if (end < 0)
            end = input.size();
        // Not a whole value on its own line: one document (its syntax error, if
        // any, once at its place — not one per line).
        if (!parseJson(input.mid(start, end - start))) {
            wholeDocument();
            return out;
        }
    }
    int line = 0;
    for (const QByteArray &raw : input.split('\n')) {
        ++line;
        const QByteArray text = raw.trimmed();
        if (text.isEmpty())
            continue;
        if (allowForm && !text.startsWith('{') && !text.startsWith('[')) {
            out.push_back(Payload {nullptr, {}, line, raw});
            continue;
        }
        auto doc = JsonDocument::parseLine(raw, name, line, problems);
        if (doc)
            out.push_back(Payload {std::make_shared<const JsonDocument>(std::move(*doc)), {}, line, {}});
        if (problems.size() >= 20)
            break;
    }
    return out;
}

// Epoch milliseconds from any JSON number; a problem when it is not a time a
// call can have (negative, after 2099, not finite).
std::optional<qint64> epochMs(ObjectReader &r, const char *key, qint64 latest = LatestMs)
{
    const Json *v = r.value(key, Need::Optional);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_number()) {
        r.problemAtValue(key,
                         WorkspaceMessages::tr("\"%1\" must be milliseconds since 1970 (a number), not %2")
                             .arg(QString::fromLatin1(key), ObjectReader::describeType(*v)));
        return std::nullopt;
    }
    double ms = 0;
    bool ok = false;
    if (v->is_number_unsigned()) {
        ok = v->get<quint64>() < quint64(latest);
        ms = double(v->get<quint64>());
    } else if (v->is_number_integer()) {
        ok = v->get<qint64>() >= 0 && v->get<qint64>() < latest;
        ms = double(v->get<qint64>());
    } else {
        ms = v->get<double>();
        ok = std::isfinite(ms) && ms >= 0 && ms < double(latest);
    }
    if (!ok) {
        r.problemAtValue(key,
                         WorkspaceMessages::tr("\"%1\" %2 is not a time of a call: milliseconds since 1970, before the "
                                               "year 2100, expected")
                             .arg(QString::fromLatin1(key), numberText(*v)));
        return std::nullopt;
    }
    return qint64(std::llround(ms));
}

// An ISO 8601 date-time string as epoch milliseconds.
std::optional<qint64> isoMs(ObjectReader &r, const char *key)
{
    const auto text = r.string(key, Need::Optional, true);
    if (!text || text->isEmpty())
        return std::nullopt;
    const QDateTime when = QDateTime::fromString(*text, Qt::ISODateWithMs);
    if (!when.isValid() || when.toMSecsSinceEpoch() < 0 || when.toMSecsSinceEpoch() >= LatestMs) {
        r.problemAtValue(key,
                         WorkspaceMessages::tr("\"%1\" %2 is not an ISO 8601 date-time between 1970 and 2099")
                             .arg(QString::fromLatin1(key), quoted(*text)));
        return std::nullopt;
    }
    return when.toMSecsSinceEpoch();
}

// ---------------------------------------------------------------------------
// End reasons: explicit tables (docs/evidence.md), families by documented prefix

struct EndRow
{
    const char *reason;
    EndReach reach;
    const char *status;
};

// Vapi `endedReason` values (ServerMessageEndOfCallReportEndedReason,
// ServerMessageStatusUpdateEndedReason and CallEndedReason of Vapi's server
// SDK, every value they have listed) that are not in a family below.
constexpr EndRow VapiEndRows[] = {
    // answered, ended normally
    {"assistant-ended-call", EndReach::Connected, "completed"},
    {"assistant-said-end-call-phrase", EndReach::Connected, "completed"},
    {"assistant-ended-call-with-hangup-task", EndReach::Connected, "completed"},
    {"assistant-ended-call-after-message-spoken", EndReach::Connected, "completed"},
    {"assistant-said-message-with-end-call-enabled", EndReach::Connected, "completed"},
    {"assistant-forwarded-call", EndReach::Connected, "completed"},
    {"customer-ended-call", EndReach::Connected, "completed"},
    {"customer-ended-call-before-warm-transfer", EndReach::Connected, "completed"},
    {"customer-ended-call-after-warm-transfer-attempt", EndReach::Connected, "completed"},
    {"customer-ended-call-during-transfer", EndReach::Connected, "completed"},
    {"exceeded-max-duration", EndReach::Connected, "completed"},
    {"silence-timed-out", EndReach::Connected, "completed"},
    {"call.ending.hook-executed-say", EndReach::Connected, "completed"},
    {"call.ending.hook-executed-transfer", EndReach::Connected, "completed"},
    {"vonage-completed", EndReach::Connected, "completed"},
    {"call.in-progress.twilio-completed-call", EndReach::Connected, "completed"},
    {"call.in-progress.sip-completed-call", EndReach::Connected, "completed"},
    // answered, then broke
    {"call.forwarding.operator-busy", EndReach::ConnectedThenFailed, "failed"},
    {"phone-call-provider-closed-websocket", EndReach::ConnectedThenFailed, "failed"},
    {"vonage-disconnected", EndReach::ConnectedThenFailed, "failed"},
    // never reached the callee
    {"customer-did-not-answer", EndReach::NotReached, "no-answer"},
    {"voicemail", EndReach::NotReached, "no-answer"},
    {"customer-busy", EndReach::NotReached, "busy"},
    {"scheduled-call-deleted", EndReach::NotReached, "canceled"},
    {"call-start-error-neither-assistant-nor-server-set", EndReach::NotReached, "failed"},
    {"assistant-request-failed", EndReach::NotReached, "failed"},
    {"assistant-request-returned-error", EndReach::NotReached, "failed"},
    {"assistant-request-returned-unspeakable-error", EndReach::NotReached, "failed"},
    {"assistant-request-returned-invalid-assistant", EndReach::NotReached, "failed"},
    {"assistant-request-returned-no-assistant", EndReach::NotReached, "failed"},
    {"assistant-request-returned-forwarding-phone-number", EndReach::NotReached, "failed"},
    {"assistant-not-valid", EndReach::NotReached, "failed"},
    {"assistant-not-invalid", EndReach::NotReached, "failed"},
    {"assistant-not-found", EndReach::NotReached, "failed"},
    {"assistant-not-provided", EndReach::NotReached, "failed"},
    {"assistant-join-timed-out", EndReach::NotReached, "failed"},
    {"customer-did-not-give-microphone-permission", EndReach::NotReached, "failed"},
    {"phone-call-provider-bypass-enabled-but-no-call-received", EndReach::NotReached, "failed"},
    {"twilio-failed-to-connect-call", EndReach::NotReached, "failed"},
    {"twilio-reported-customer-misdialed", EndReach::NotReached, "failed"},
    {"vonage-failed-to-connect-call", EndReach::NotReached, "failed"},
    {"vonage-rejected", EndReach::NotReached, "failed"},
    {"sip-gateway-failed-to-connect-call", EndReach::NotReached, "failed"},
    {"license-check-failed", EndReach::NotReached, "failed"},
    {"no-server-available", EndReach::NotReached, "failed"},
    {"db-error", EndReach::NotReached, "failed"},
    {"database-error", EndReach::NotReached, "failed"},
    {"vapifault-transport-never-connected", EndReach::NotReached, "failed"},
    {"vapifault-web-call-worker-setup-failed", EndReach::NotReached, "failed"},
    {"vapifault-phone-call-worker-setup-socket-error", EndReach::NotReached, "failed"},
    {"vapifault-phone-call-worker-worker-setup-socket-timeout", EndReach::NotReached, "failed"},
    {"vapifault-phone-call-worker-could-not-find-call", EndReach::NotReached, "failed"},
    {"call.in-progress.error-providerfault-transport-never-connected", EndReach::NotReached, "failed"},
    {"call.in-progress.error-vapifault-transport-never-connected", EndReach::NotReached, "failed"},
    {"call.in-progress.error-sip-inbound-call-failed-to-connect", EndReach::NotReached, "failed"},
    {"call.in-progress.error-sip-outbound-call-failed-to-connect", EndReach::NotReached, "failed"},
    {"call.in-progress.error-sip-telephony-provider-failed-to-connect-call", EndReach::NotReached, "failed"},
    {"call.in-progress.error-providerfault-outbound-sip-503-service-unavailable", EndReach::NotReached, "failed"},
    // the reason does not say whether anyone was reached
    {"manually-canceled", EndReach::Unknown, "canceled"},
    {"call-deleted", EndReach::Unknown, "canceled"},
    {"worker-shutdown", EndReach::Unknown, "failed"},
    {"unknown-error", EndReach::Unknown, "failed"},
    {"assistant-error", EndReach::Unknown, "failed"},
    {"pipeline-no-available-model", EndReach::Unknown, "failed"},
    {"vapifault-transport-connected-but-call-not-active", EndReach::Unknown, "failed"},
    {"vapifault-call-started-but-connection-to-transport-missing", EndReach::Unknown, "failed"},
    {"call.in-progress.error-vapifault-transport-connected-but-call-not-active", EndReach::Unknown, "failed"},
    {"call.in-progress.error-vapifault-call-started-but-connection-to-transport-missing", EndReach::Unknown, "failed"},
    {"call.in-progress.error-vapifault-worker-not-available", EndReach::Unknown, "failed"},
};

// Vapi's families: every value with the prefix, unless listed above.
struct EndFamily
{
    const char *prefix;
    EndReach reach;
    const char *status;
};
constexpr EndFamily VapiEndFamilies[] = {
    {"call.start.error-", EndReach::NotReached, "failed"}, // before the call started
    {"call.ringing.", EndReach::NotReached, "failed"}, // ended while ringing
    {"call.in-progress.error-", EndReach::ConnectedThenFailed, "failed"}, // a failure during the call
    {"pipeline-error-", EndReach::ConnectedThenFailed, "failed"}, // the voice pipeline failed during the call
};

// Retell `disconnection_reason` (PhoneCallResponse / WebCallResponse of
// retell-sdk, every value they have listed).
constexpr EndRow RetellEndRows[] = {
    {"user_hangup", EndReach::Connected, "completed"},
    {"agent_hangup", EndReach::Connected, "completed"},
    {"call_transfer", EndReach::Connected, "completed"},
    {"transfer_bridged", EndReach::Connected, "completed"},
    {"transfer_cancelled", EndReach::Connected, "completed"},
    {"inactivity", EndReach::Connected, "completed"},
    {"max_duration_reached", EndReach::Connected, "completed"},
    {"call_take_over", EndReach::Connected, "completed"},
    {"scam_detected", EndReach::ConnectedThenFailed, "failed"},
    {"error_llm_websocket_open", EndReach::ConnectedThenFailed, "failed"},
    {"error_llm_websocket_lost_connection", EndReach::ConnectedThenFailed, "failed"},
    {"error_llm_websocket_runtime", EndReach::ConnectedThenFailed, "failed"},
    {"error_llm_websocket_corrupt_payload", EndReach::ConnectedThenFailed, "failed"},
    {"error_no_audio_received", EndReach::ConnectedThenFailed, "failed"},
    {"error_asr", EndReach::ConnectedThenFailed, "failed"},
    {"voicemail_reached", EndReach::NotReached, "no-answer"},
    {"ivr_reached", EndReach::NotReached, "no-answer"},
    {"machine_detected", EndReach::NotReached, "no-answer"},
    {"dial_no_answer", EndReach::NotReached, "no-answer"},
    {"dial_busy", EndReach::NotReached, "busy"},
    {"user_declined", EndReach::NotReached, "busy"},
    {"dial_failed", EndReach::NotReached, "failed"},
    {"invalid_destination", EndReach::NotReached, "failed"},
    {"telephony_provider_permission_denied", EndReach::NotReached, "failed"},
    {"telephony_provider_unavailable", EndReach::NotReached, "failed"},
    {"sip_routing_error", EndReach::NotReached, "failed"},
    {"marked_as_spam", EndReach::NotReached, "failed"},
    {"concurrency_limit_reached", EndReach::NotReached, "failed"},
    {"no_concurrency_fallback", EndReach::NotReached, "failed"},
    {"no_valid_payment", EndReach::NotReached, "failed"},
    {"registered_call_timeout", EndReach::NotReached, "failed"},
    {"error_user_not_joined", EndReach::NotReached, "failed"},
    {"error_inbound_webhook", EndReach::NotReached, "failed"},
    {"manual_stopped", EndReach::Unknown, "canceled"},
    {"error_retell", EndReach::Unknown, "failed"},
    {"error_unknown", EndReach::Unknown, "failed"},
    {"error_twilio", EndReach::Unknown, "failed"},
    {"error_frontend_corrupted_payload", EndReach::Unknown, "failed"},
};

// ---------------------------------------------------------------------------
// Vapi

struct ImportStats
{
    int payloads = 0;
    QStringList skippedTypes; // types of payloads that gave nothing, in order of first appearance
    bool mediaStreamReported = false;
};

void noteSkipped(ImportStats &stats, const QString &type)
{
    if (!stats.skippedTypes.contains(type) && stats.skippedTypes.size() < 10)
        stats.skippedTypes.append(type);
}

// Tool calls of artifact.messages (ToolCallMessage: role "tool_calls",
// toolCalls [{id, function: {name}}], time in epoch ms).
// A Call without an artifact: its own (older) `messages`, of the same shape.
void vapiArtifactTools(ObjectReader &owner, const QString &call, Collector &c, bool ownMessages = false)
{
    auto artifact = owner.object("artifact", Need::Optional);
    if (!artifact && !ownMessages)
        return;
    ObjectReader *from = artifact ? &*artifact : &owner;
    const Json *messages = from->value("messages", Need::Optional);
    if (!messages || !messages->is_array())
        return;
    for (size_t i = 0; i < messages->size(); ++i) {
        ObjectReader m = from->child(JsonDocument::childPointer(from->pointerOf("messages"), i),
                                     WorkspaceMessages::tr("message %1").arg(i + 1));
        if (!m.isObject() || !m.has("role"))
            continue;
        const Json *role = m.value("role", Need::Optional);
        if (!role->is_string() || role->get_ref<const std::string &>() != "tool_calls")
            continue;
        const auto time = epochMs(m, "time");
        const Json *list = m.value("toolCalls", Need::Required);
        if (!list)
            continue;
        if (!list->is_array()) {
            m.problemAtValue("toolCalls", WorkspaceMessages::tr("\"toolCalls\" must be an array of tool calls"));
            continue;
        }
        for (size_t k = 0; k < list->size(); ++k) {
            ObjectReader tc = m.child(JsonDocument::childPointer(m.pointerOf("toolCalls"), k),
                                      WorkspaceMessages::tr("tool call %1").arg(k + 1));
            if (!tc.isObject())
                continue;
            const auto id = tc.string("id", Need::Required);
            std::optional<QString> name;
            if (tc.has("function")) {
                if (auto fn = tc.object("function", Need::Required))
                    name = fn->string("name", Need::Required);
            } else {
                name = tc.string("name", Need::Required);
            }
            if (id && name)
                c.toolRequest(call, *id, *name, time);
        }
    }
}

// A GET /call object (Vapi's Call): its status and endedReason, and the tool
// calls of its artifact. It has no audio boundaries (the times of
// artifact.messages are transcript times): turn timing stays unmeasured.
void importVapiCall(ObjectReader &r, Collector &c)
{
    const auto id = r.string("id", Need::Required);
    if (!id)
        return;
    const auto started = isoMs(r, "startedAt");
    const auto ended = isoMs(r, "endedAt");
    const auto created = isoMs(r, "createdAt");
    c.seen(*id, created);
    c.seen(*id, started);
    static const QStringList statuses = {
        QStringLiteral("scheduled"),  QStringLiteral("queued"), QStringLiteral("ringing"),   QStringLiteral("in-progress"),
        QStringLiteral("forwarding"), QStringLiteral("ended"),  QStringLiteral("not-found"), QStringLiteral("deletion-failed")};
    const auto status = r.choice("status", Need::Optional, statuses, WorkspaceMessages::tr("call status"));
    const auto reason = r.string("endedReason", Need::Optional);
    vapiArtifactTools(r, *id, c, true);
    if (status
        && (statuses.at(*status) == QLatin1String("queued") || statuses.at(*status) == QLatin1String("ringing")
            || statuses.at(*status) == QLatin1String("in-progress")))
        c.status(*id, statuses.at(*status), started ? started : created);
    if (reason)
        c.end(*id, providerEndMapping(EventSource::Vapi, *reason), ended ? ended : started);
    c.seen(*id, ended);
}

void importVapi(ObjectReader &root, Collector &c, ImportStats &stats)
{
    // The webhook body ({"message": …}), the message itself, or a Call object.
    std::optional<ObjectReader> wrapped = root.has("message") ? root.object("message", Need::Required) : std::nullopt;
    if (root.has("message") && !wrapped)
        return;
    ObjectReader &m = wrapped ? *wrapped : root;
    const Json *typeValue = m.value("type", Need::Optional);
    const QString type = typeValue && typeValue->is_string() ? toQString(typeValue->get<std::string>()) : QString();
    if (!wrapped && (vapiCallTypes().contains(type) || (!typeValue && m.has("id")))) {
        importVapiCall(m, c);
        return;
    }
    if (!typeValue || !typeValue->is_string()) {
        m.string("type", Need::Required); // reports it
        return;
    }
    static const QStringList read
        = {QStringLiteral("status-update"), QStringLiteral("speech-update"), QStringLiteral("user-interrupted"),
           QStringLiteral("tool-calls"), QStringLiteral("end-of-call-report")};
    const bool reads = read.contains(type);
    const int before = m.problemCount();
    std::optional<QString> call;
    if (reads) {
        if (auto cr = m.object("call", Need::Required))
            call = cr->string("id", Need::Required);
    } else if (m.has("call")) {
        const Json *cr = m.value("call", Need::Optional);
        if (cr->is_object() && cr->contains("id") && cr->at("id").is_string())
            call = toQString(cr->at("id").get<std::string>());
    }
    const auto timestamp = epochMs(m, "timestamp");
    if (m.problemCount() != before)
        return;
    if (!call) {
        noteSkipped(stats, type);
        return;
    }
    c.seen(*call, timestamp);
    // Every server message may carry a live copy of the call's artifact: its
    // tool calls count wherever they are first seen (the same id once).
    if (type != QLatin1String("end-of-call-report"))
        vapiArtifactTools(m, *call, c);
    if (type == QLatin1String("status-update")) {
        static const QStringList statuses
            = {QStringLiteral("scheduled"),   QStringLiteral("queued"),         QStringLiteral("ringing"),
               QStringLiteral("in-progress"), QStringLiteral("forwarding"),     QStringLiteral("ended"),
               QStringLiteral("not-found"),   QStringLiteral("deletion-failed")};
        const auto status = m.choice("status", Need::Required, statuses, WorkspaceMessages::tr("call status"));
        if (!status)
            return;
        const QString s = statuses.at(*status);
        if (s == QLatin1String("queued") || s == QLatin1String("ringing") || s == QLatin1String("in-progress")) {
            c.status(*call, s, timestamp);
        } else if (s == QLatin1String("ended")) {
            // Without endedReason "ended" says the call is over, not whether anyone answered: no status.
            if (const auto reason = m.string("endedReason", Need::Optional))
                c.end(*call, providerEndMapping(EventSource::Vapi, *reason), timestamp);
        }
        // scheduled, forwarding, not-found, deletion-failed: no transport evidence
    } else if (type == QLatin1String("speech-update")) {
        const auto status = m.choice("status", Need::Required, {QStringLiteral("started"), QStringLiteral("stopped")},
                                     WorkspaceMessages::tr("speech status"));
        const auto role = m.choice("role", Need::Required, {QStringLiteral("user"), QStringLiteral("assistant")},
                                   WorkspaceMessages::tr("speech role"));
        if (!status || !role || !timestamp)
            return; // an undated speech update is no audio boundary: never placed
        const bool started = *status == 0;
        if (*role == 0)
            c.audio(*call, started ? Type::CallerAudioStarted : Type::CallerAudioStopped, *timestamp);
        else
            c.audio(*call, started ? Type::AssistantAudioStarted : Type::AssistantAudioStopped, *timestamp);
    } else if (type == QLatin1String("user-interrupted")) {
        if (timestamp)
            c.audio(*call, Type::CallerInterrupted, *timestamp);
    } else if (type == QLatin1String("tool-calls")) {
        // toolCallList: ToolCall {id, function: {name}}, or the flat {id, name, parameters} of Vapi's docs;
        // else the toolCall of each toolWithToolCallList item.
        const bool withTools = !m.has("toolCallList") && m.has("toolWithToolCallList");
        const char *key = withTools ? "toolWithToolCallList" : "toolCallList";
        const Json *list = m.value(key, Need::Required);
        if (!list)
            return;
        if (!list->is_array()) {
            m.problemAtValue(key, WorkspaceMessages::tr("\"%1\" must be an array of tool calls").arg(QString::fromLatin1(key)));
            return;
        }
        for (size_t i = 0; i < list->size(); ++i) {
            ObjectReader item
                = m.child(JsonDocument::childPointer(m.pointerOf(key), i), WorkspaceMessages::tr("tool call %1").arg(i + 1));
            if (!item.isObject())
                continue;
            std::optional<ObjectReader> inner = withTools ? item.object("toolCall", Need::Required) : std::nullopt;
            if (withTools && !inner)
                continue;
            ObjectReader &tc = withTools ? *inner : item;
            const auto id = tc.string("id", Need::Required);
            std::optional<QString> name;
            if (tc.has("function")) {
                if (auto fn = tc.object("function", Need::Required))
                    name = fn->string("name", Need::Required);
            } else {
                name = tc.string("name", Need::Required);
            }
            // The arguments are content: never copied.
            if (id && name)
                c.toolRequest(*call, *id, *name, timestamp);
        }
    } else if (type == QLatin1String("end-of-call-report")) {
        const auto ended = isoMs(m, "endedAt");
        const auto when = timestamp ? timestamp : ended;
        vapiArtifactTools(m, *call, c);
        if (const auto reason = m.string("endedReason", Need::Optional))
            c.end(*call, providerEndMapping(EventSource::Vapi, *reason), when);
        else
            c.seen(*call, when);
    } else {
        // transcript, conversation-update, model-output, hang, …: content or nothing the gates use.
        noteSkipped(stats, type);
    }
}

// ---------------------------------------------------------------------------
// Twilio

struct Param
{
    QString value;
    int line = 1;
    int column = 1;
};
using Params = QHash<QString, Param>;

// application/x-www-form-urlencoded: '+' is a space, %XX a byte. The bytes of
// a value must be UTF-8: a broken byte is a problem at its column, never a
// U+FFFD that would merge two different ids.
bool parseForm(const QByteArray &line, int lineNo, const QString &name, Params &out, Diagnostics &problems)
{
    qsizetype pos = 0;
    qsizetype end = line.size();
    while (pos < end && QChar::isSpace(uchar(line.at(pos))))
        ++pos;
    while (end > pos && QChar::isSpace(uchar(line.at(end - 1))))
        --end;
    const auto decode = [](const QByteArray &in) {
        QByteArray bytes = in;
        bytes.replace('+', ' ');
        return QByteArray::fromPercentEncoding(bytes);
    };
    while (pos < end) {
        qsizetype amp = line.indexOf('&', pos);
        if (amp < 0 || amp > end)
            amp = end;
        const QByteArray pair = line.mid(pos, amp - pos);
        const qsizetype eq = pair.indexOf('=');
        const QByteArray key = decode(pair.left(eq < 0 ? pair.size() : eq));
        const QByteArray value = eq < 0 ? QByteArray() : decode(pair.mid(eq + 1));
        const qsizetype valueStart = pos + (eq < 0 ? pair.size() : eq + 1);
        QString decoded[2];
        for (int i = 0; i < 2; ++i) {
            QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            decoded[i] = utf8.decode(i == 0 ? key : value);
            if (utf8.hasError()) {
                problems.append(
                    {name, lineNo, positionOfByte(line, i == 0 ? pos : valueStart).column,
                     i == 0 ? WorkspaceMessages::tr("a parameter name is not UTF-8 text")
                            : WorkspaceMessages::tr("the value of %1 is not UTF-8 text").arg(quoted(QString::fromUtf8(key)))});
                return false;
            }
        }
        if (!decoded[0].isEmpty())
            out.insert(decoded[0], Param {decoded[1], lineNo, positionOfByte(line, valueStart).column});
        pos = amp + 1;
    }
    return true;
}

bool isMediaStreamEvent(const Params &params)
{
    static const QStringList events = {QStringLiteral("connected"), QStringLiteral("start"), QStringLiteral("media"),
                                       QStringLiteral("mark"),      QStringLiteral("stop"),  QStringLiteral("dtmf")};
    return !params.contains(QStringLiteral("CallSid")) && events.contains(params.value(QStringLiteral("event")).value);
}

// One status callback (CallSid, CallStatus, Timestamp RFC 2822, SequenceNumber,
// AnsweredBy), or an answering-machine-detection callback (CallSid, AnsweredBy).
void importTwilio(const Params &params, int line, const QString &name, Collector &c, ImportStats &stats, Diagnostics &problems)
{
    const auto problem = [&](const QString &message, const Param *at = nullptr) {
        problems.append({name, at ? at->line : line, at ? at->column : 1, message});
    };
    if (isMediaStreamEvent(params)) {
        if (!stats.mediaStreamReported)
            problem(WorkspaceMessages::tr("this is a Twilio Media Streams message (\"event\": %1), not a status callback: the "
                                          "twilio importer reads call status callbacks only, and media streams carry audio, "
                                          "which the gates never read")
                        .arg(quoted(params.value(QStringLiteral("event")).value)));
        stats.mediaStreamReported = true;
        return;
    }
    const QString sid = params.value(QStringLiteral("CallSid")).value;
    if (sid.isEmpty()) {
        problem(WorkspaceMessages::tr("the callback has no CallSid"));
        return;
    }
    const auto answered = params.constFind(QStringLiteral("AnsweredBy"));
    const auto statusParam = params.constFind(QStringLiteral("CallStatus"));
    const bool amdOnly = statusParam == params.constEnd() && answered != params.constEnd();
    QString status = statusParam == params.constEnd() ? QString() : statusParam->value;
    if (status == QLatin1String("initiated"))
        status = QStringLiteral("queued");
    if (!amdOnly && !CallEvent::statusNames().contains(status)) {
        problem(WorkspaceMessages::tr("unknown CallStatus \"%1\"; expected one of: %2")
                    .arg(status, CallEvent::statusNames().join(QLatin1String(", "))));
        return;
    }
    std::optional<qint64> ms;
    const auto stampParam = params.constFind(QStringLiteral("Timestamp"));
    if (!amdOnly || stampParam != params.constEnd()) {
        const QString stamp = stampParam == params.constEnd() ? QString() : stampParam->value;
        const QDateTime when = QDateTime::fromString(stamp, Qt::RFC2822Date);
        if (!when.isValid()) {
            problem(WorkspaceMessages::tr("the Timestamp \"%1\" is not an RFC 2822 date").arg(stamp));
            return;
        }
        if (when.toMSecsSinceEpoch() < 0 || when.toMSecsSinceEpoch() >= LatestMs) {
            problem(WorkspaceMessages::tr("the Timestamp %1 is not a time of a call (1970 to 2099)").arg(quoted(stamp)),
                    &*stampParam);
            return;
        }
        ms = when.toMSecsSinceEpoch();
    }
    std::optional<qint64> order;
    if (const auto seq = params.constFind(QStringLiteral("SequenceNumber")); seq != params.constEnd()) {
        bool ok = false;
        const qint64 n = seq->value.toLongLong(&ok);
        if (!ok || n < 0 || seq->value.trimmed() != seq->value) {
            problem(WorkspaceMessages::tr("the SequenceNumber %1 is not a whole number from 0").arg(quoted(seq->value)), &*seq);
            return;
        }
        order = n;
    }
    if (!amdOnly) {
        CallEvent e;
        e.type = Type::CallStatus;
        e.status = status;
        c.add(sid, std::move(e), ms, order);
    } else {
        c.seen(sid, ms);
    }
    if (answered != params.constEnd()) {
        static const QStringList machines
            = {QStringLiteral("machine_start"), QStringLiteral("machine_end_beep"), QStringLiteral("machine_end_silence"),
               QStringLiteral("machine_end_other"), QStringLiteral("fax")};
        static const QStringList people = {QStringLiteral("human"), QStringLiteral("unknown"), QString()};
        if (machines.contains(answered->value)) {
            // A machine answered: no person was reached, whatever CallStatus says.
            c.call(sid).notReached = true;
            CallEvent e;
            e.type = Type::CallStatus;
            e.status = QStringLiteral("no-answer");
            c.add(sid, std::move(e), ms, order);
        } else if (!people.contains(answered->value)) {
            problem(WorkspaceMessages::tr("unknown AnsweredBy %1; expected one of: %2")
                        .arg(quoted(answered->value), (QStringList(people.mid(0, 2)) + machines).join(QLatin1String(", "))),
                    &*answered);
        }
    }
}

// ---------------------------------------------------------------------------
// Retell: the call object (PhoneCallResponse / WebCallResponse), bare or in a
// webhook body {"event": …, "call": {…}}.

// Seconds relative to the call (a word's start or end) as milliseconds.
std::optional<qint64> retellSeconds(ObjectReader &r, const char *key)
{
    const Json *v = r.value(key, Need::Optional);
    if (!v || v->is_null())
        return std::nullopt;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() < 0 || v->get<double>() > 1.0e7) {
        r.problemAtValue(key,
                         WorkspaceMessages::tr("\"%1\" must be seconds from the start of the call (a number from 0)")
                             .arg(QString::fromLatin1(key)));
        return std::nullopt;
    }
    return qint64(std::llround(v->get<double>() * 1000.0));
}

void importRetell(ObjectReader &root, Collector &c)
{
    // A webhook body {"event": …, "call": {…}} (or "data" for older ones), or the call object itself.
    const char *inner = root.has("event") ? (root.has("call") ? "call" : root.has("data") ? "data" : nullptr) : nullptr;
    std::optional<ObjectReader> wrapped = inner ? root.object(inner, Need::Required) : std::nullopt;
    if (inner && !wrapped)
        return;
    ObjectReader &r = wrapped ? *wrapped : root;
    const int before = r.problemCount();
    const auto id = r.string("call_id", Need::Required);
    if (!id)
        return;
    static const QStringList statuses = {QStringLiteral("registered"), QStringLiteral("not_connected"), QStringLiteral("ongoing"),
                                         QStringLiteral("ended"), QStringLiteral("error")};
    const auto status = r.choice("call_status", Need::Optional, statuses, WorkspaceMessages::tr("call status"));
    const auto reason = r.string("disconnection_reason", Need::Optional);
    const auto startMs = epochMs(r, "start_timestamp");
    const auto endMs = epochMs(r, "end_timestamp");
    std::optional<qint64> duration;
    if (r.has("duration_ms"))
        duration = r.integer("duration_ms", Need::Optional, 0, std::numeric_limits<qint32>::max());
    if (r.problemCount() != before)
        return;
    c.seen(*id, 0); // word times count from the start of the call

    // Utterances with word timings; tool calls between them.
    const char *key = r.has("transcript_with_tool_calls") ? "transcript_with_tool_calls" : "transcript_object";
    const Json *list = r.value(key, Need::Optional);
    qint64 lastEnd = 0;
    std::optional<qint64> agentEnd; // where the latest agent utterance ends
    if (list && !list->is_array()) {
        r.problemAtValue(key, WorkspaceMessages::tr("\"%1\" must be an array of utterances").arg(QString::fromLatin1(key)));
        return;
    }
    for (size_t i = 0; list && i < list->size(); ++i) {
        ObjectReader u
            = r.child(JsonDocument::childPointer(r.pointerOf(key), i), WorkspaceMessages::tr("utterance %1").arg(i + 1));
        if (!u.isObject())
            continue;
        const auto role = u.string("role", Need::Required);
        if (!role)
            continue;
        if (*role == QLatin1String("tool_call_invocation")) {
            const auto op = u.string("tool_call_id", Need::Required);
            const auto name = u.string("name", Need::Required);
            if (op && name)
                c.toolRequest(*id, *op, *name, lastEnd);
            continue;
        }
        if (*role == QLatin1String("tool_call_result")) {
            const auto op = u.string("tool_call_id", Need::Required);
            const auto ok = u.boolean("successful", Need::Optional);
            if (op && ok)
                c.toolResponse(*id, *op, *ok ? QStringLiteral("ok") : QStringLiteral("error"), lastEnd);
            continue;
        }
        const bool agent = *role == QLatin1String("agent");
        if (!agent && *role != QLatin1String("user"))
            continue; // transfer_target, node_transition, dtmf, sms, injected: not the caller or the agent
        const Json *words = u.value("words", Need::Optional);
        if (!words || !words->is_array() || words->empty())
            continue;
        std::optional<qint64> first, last;
        for (size_t w = 0; w < words->size(); ++w) {
            ObjectReader word
                = u.child(JsonDocument::childPointer(u.pointerOf("words"), w), WorkspaceMessages::tr("word %1").arg(w + 1));
            if (!word.isObject())
                continue;
            const auto s = retellSeconds(word, "start");
            const auto e = retellSeconds(word, "end");
            if (s && !first)
                first = s;
            if (e)
                last = last ? std::max(*last, *e) : *e;
        }
        if (!first || !last || *last < *first)
            continue; // an utterance without word times is no audio boundary
        if (agent) {
            c.audio(*id, Type::AssistantAudioStarted, *first);
            c.audio(*id, Type::AssistantAudioStopped, *last);
            agentEnd = last;
        } else {
            c.audio(*id, Type::CallerAudioStarted, *first);
            c.audio(*id, Type::CallerAudioStopped, *last);
            // The caller began while the agent was still speaking: barge-in.
            if (agentEnd && *first < *agentEnd)
                c.audio(*id, Type::CallerInterrupted, *first);
        }
        lastEnd = std::max(lastEnd, *last);
    }

    std::optional<qint64> end;
    if (duration)
        end = *duration;
    else if (startMs && endMs && *endMs >= *startMs)
        end = *endMs - *startMs;
    else
        end = lastEnd;
    end = std::max(*end, lastEnd);
    const QString s = status ? statuses.at(*status) : QString();
    if (reason) {
        const EndMapping m = providerEndMapping(EventSource::Retell, *reason);
        if (m.reach == EndReach::Connected || m.reach == EndReach::ConnectedThenFailed)
            c.status(*id, QStringLiteral("in-progress"), 0);
        c.end(*id, m, end);
    } else if (s == QLatin1String("registered")) {
        c.status(*id, QStringLiteral("queued"), 0);
    } else if (s == QLatin1String("ongoing")) {
        c.status(*id, QStringLiteral("in-progress"), 0);
    } else if (s == QLatin1String("not_connected")) {
        c.end(*id, EndMapping {EndReach::NotReached, QStringLiteral("failed"), true}, end);
    } else if (s == QLatin1String("error")) {
        c.end(*id, EndMapping {EndReach::Unknown, QStringLiteral("failed"), true}, end);
    }
    // "ended" without a disconnection_reason: over, but not whether anyone answered — no status.

    // Retell's own voicemail flag: a machine answered, whatever the reason says.
    if (auto analysis = r.object("call_analysis", Need::Optional))
        if (analysis->boolean("in_voicemail", Need::Optional).value_or(false))
            c.end(*id, EndMapping {EndReach::NotReached, QStringLiteral("no-answer"), true}, end);
}

} // namespace

std::optional<EventSource> eventSourceFromName(const QString &name)
{
    if (name == QLatin1String("vapi"))
        return EventSource::Vapi;
    if (name == QLatin1String("twilio"))
        return EventSource::Twilio;
    if (name == QLatin1String("retell"))
        return EventSource::Retell;
    return std::nullopt;
}

const QStringList &vapiCallTypes()
{
    static const QStringList types = {QStringLiteral("inboundPhoneCall"), QStringLiteral("outboundPhoneCall"),
                                      QStringLiteral("webCall"), QStringLiteral("vapi.websocketCall")};
    return types;
}

QString importedOutcomeName()
{
    return QStringLiteral("call");
}

EndMapping providerEndMapping(EventSource source, const QString &reason)
{
    const QByteArray r = reason.toUtf8();
    if (source == EventSource::Retell) {
        for (const EndRow &row : RetellEndRows)
            if (r == row.reason)
                return EndMapping {row.reach, QString::fromLatin1(row.status), true};
        return EndMapping {EndReach::Unknown, QStringLiteral("failed"), false};
    }
    for (const EndRow &row : VapiEndRows)
        if (r == row.reason)
            return EndMapping {row.reach, QString::fromLatin1(row.status), true};
    for (const EndFamily &family : VapiEndFamilies)
        if (r.startsWith(family.prefix))
            return EndMapping {family.reach, QString::fromLatin1(family.status), true};
    // A value Vapi has not published: it does not say whether anyone answered.
    return EndMapping {EndReach::Unknown, QStringLiteral("failed"), false};
}

std::optional<std::vector<CallEvent>> importProviderEvents(EventSource source, const QByteArray &input, const QString &name,
                                                           Diagnostics &problems)
{
    const qsizetype before = problems.size();
    QByteArray text = input;
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.mid(3);
    if (text.trimmed().isEmpty()) {
        problems.append({name, 1, 1, WorkspaceMessages::tr("no events: the input is empty")});
        return std::nullopt;
    }
    std::vector<Payload> payloads = splitPayloads(text, name, source == EventSource::Twilio, problems);
    Collector collector;
    ImportStats stats;
    for (Payload &p : payloads) {
        if (problems.size() - before >= 20)
            break;
        ++stats.payloads;
        if (source == EventSource::Twilio) {
            Params params;
            int line = p.line;
            if (p.doc) {
                ObjectReader r(*p.doc, p.pointer, WorkspaceMessages::tr("the status callback"), problems);
                if (!r.isObject()) {
                    r.problemAtObject(WorkspaceMessages::tr("a status callback must be a JSON object"));
                    continue;
                }
                line = p.doc->valuePosition(p.pointer).line;
                for (auto it = r.json()->begin(); it != r.json()->end(); ++it) {
                    if (!it.value().is_string() && !it.value().is_number())
                        continue;
                    const TextPosition at = p.doc->valuePosition(JsonDocument::childPointer(p.pointer, it.key()));
                    params.insert(
                        toQString(it.key()),
                        Param {it.value().is_string() ? toQString(it.value().get<std::string>()) : toQString(it.value().dump()),
                               at.line, at.column});
                }
            } else if (!parseForm(p.text, p.line, name, params, problems)) {
                continue;
            }
            importTwilio(params, line, name, collector, stats, problems);
            continue;
        }
        ObjectReader r(*p.doc, p.pointer,
                       source == EventSource::Vapi ? WorkspaceMessages::tr("the server message")
                                                   : WorkspaceMessages::tr("the call"),
                       problems);
        if (!r.isObject()) {
            r.problemAtObject(source == EventSource::Vapi
                                  ? WorkspaceMessages::tr("a Vapi server message or call must be a JSON object")
                                  : WorkspaceMessages::tr("a Retell call must be a JSON object"));
            continue;
        }
        if (source == EventSource::Vapi)
            importVapi(r, collector, stats);
        else
            importRetell(r, collector);
    }
    if (problems.size() != before)
        return std::nullopt;

    std::vector<CallEvent> events = collector.finish();
    if (events.empty()) {
        // Nothing to check is not a pass: a recorder that wrote the wrong thing must not turn CI green.
        problems.append(
            {name, 1, 1,
             stats.payloads == 0 ? WorkspaceMessages::tr("no events: the input holds no payload")
                 : stats.skippedTypes.isEmpty()
                 ? WorkspaceMessages::tr("no events: none of the %n payloads gives a call event", nullptr, stats.payloads)
                 : WorkspaceMessages::tr("no events: none of the %n payloads gives a call event (types seen: %1)", nullptr,
                                         stats.payloads)
                       .arg(stats.skippedTypes.join(QLatin1String(", ")))});
        return std::nullopt;
    }
    return events;
}

Json callEventToJson(const CallEvent &e)
{
    Json j = Json::object();
    j["call"] = toStdString(e.call);
    j["t"] = e.t;
    j["type"] = toStdString(CallEvent::typeName(e.type));
    if (e.turn)
        j["turn"] = *e.turn;
    switch (e.type) {
    case Type::CallStatus:
        j["status"] = toStdString(e.status);
        break;
    case Type::ToolRequest:
        j["operation_id"] = toStdString(e.operationId);
        j["action"] = toStdString(e.action);
        if (e.attempt > 0)
            j["attempt"] = e.attempt;
        break;
    case Type::ToolResponse:
        j["operation_id"] = toStdString(e.operationId);
        j["class"] = toStdString(e.responseClass);
        break;
    case Type::ToolReceipt:
        j["operation_id"] = toStdString(e.operationId);
        j["effect"] = e.flag;
        break;
    case Type::OutcomeRequested:
        j["outcome"] = toStdString(e.outcome);
        break;
    case Type::OutcomeVerified:
        j["outcome"] = toStdString(e.outcome);
        j["verified"] = e.flag;
        break;
    default:
        break;
    }
    return j;
}

} // namespace Polygon
