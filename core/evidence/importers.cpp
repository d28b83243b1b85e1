#include "importers.h"

#include "core/util/messages.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"

#include <QDateTime>
#include <QHash>
#include <QUrlQuery>

#include <algorithm>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;
using Type = CallEvent::Type;

// A payload with where it came from, before its time is made relative.
struct Raw
{
    CallEvent event;
    qint64 absoluteMs = 0;
};

// The payloads of the input, each as a JSON document with positions: the
// elements of a top-level array, or one per non-blank line.
struct Payload
{
    std::shared_ptr<const JsonDocument> doc; // shared by the elements of one array
    std::string pointer; // where the payload object is in doc
    int line = 1;
    QByteArray text; // the raw line, for form-encoded Twilio callbacks
};

std::vector<Payload> splitPayloads(const QByteArray &input, const QString &name, bool allowForm, Diagnostics &problems)
{
    std::vector<Payload> out;
    const QByteArray trimmed = input.trimmed();
    if (trimmed.startsWith('[')) {
        auto doc = JsonDocument::parse(input, name, problems);
        if (!doc)
            return out;
        auto shared = std::make_shared<const JsonDocument>(std::move(*doc));
        for (size_t i = 0; i < shared->root().size(); ++i)
            out.push_back(Payload {shared, JsonDocument::childPointer({}, i), 1, {}});
        return out;
    }
    int line = 0;
    for (const QByteArray &raw : input.split('\n')) {
        ++line;
        const QByteArray text = raw.trimmed();
        if (text.isEmpty())
            continue;
        if (allowForm && !text.startsWith('{')) {
            out.push_back(Payload {nullptr, {}, line, text});
            continue;
        }
        auto doc = JsonDocument::parseLine(raw, name, line, problems);
        if (doc)
            out.push_back(Payload {std::make_shared<const JsonDocument>(std::move(*doc)), {}, line, {}});
    }
    return out;
}

// Vapi: server messages (status-update, speech-update, user-interrupted,
// tool-calls, end-of-call-report), each as sent to the server URL:
// {"message": {"type": …, "call": {"id": …}, "timestamp": epoch ms, …}}.
QString vapiEndedStatus(const QString &endedReason)
{
    const QString r = endedReason.toLower();
    if (r.contains(QLatin1String("did-not-answer")) || r.contains(QLatin1String("no-answer")))
        return QStringLiteral("no-answer");
    if (r.contains(QLatin1String("busy")))
        return QStringLiteral("busy");
    if (r.contains(QLatin1String("failed")) || r.contains(QLatin1String("error")))
        return QStringLiteral("failed");
    if (r.contains(QLatin1String("cancel")))
        return QStringLiteral("canceled");
    return QStringLiteral("completed");
}

void importVapi(ObjectReader &root, std::vector<Raw> &out, QHash<QString, std::optional<qint64>> &currentTurn,
                QHash<QString, qint64> &origin)
{
    // Accept the webhook body ({"message": …}) or the message itself.
    std::optional<ObjectReader> wrapped = root.has("message") ? root.object("message", Need::Required) : std::nullopt;
    ObjectReader &m = wrapped ? *wrapped : root;
    if (!m.isObject())
        return;
    const int before = m.problemCount();
    const QString type = m.string("type", Need::Required).value_or(QString());
    QString call;
    if (auto c = m.object("call", Need::Required))
        call = c->string("id", Need::Required).value_or(QString());
    const auto timestamp = m.integer("timestamp", Need::Required, 0, std::numeric_limits<qint64>::max());
    if (m.problemCount() != before || !timestamp)
        return;
    // Time counts from the call's first message, whether or not it gives an event.
    if (auto it = origin.find(call); it == origin.end())
        origin.insert(call, *timestamp);
    else
        *it = std::min(*it, *timestamp);

    Raw raw;
    raw.event.call = call;
    raw.absoluteMs = *timestamp;
    const auto emit = [&](Type t) {
        raw.event.type = t;
        out.push_back(raw);
    };
    if (type == QLatin1String("status-update")) {
        const QString status = m.string("status", Need::Required).value_or(QString());
        if (status == QLatin1String("queued") || status == QLatin1String("ringing") || status == QLatin1String("in-progress")) {
            raw.event.status = status;
            emit(Type::CallStatus);
        } else if (status == QLatin1String("ended")) {
            raw.event.status = vapiEndedStatus(m.string("endedReason", Need::Optional, true).value_or(QString()));
            emit(Type::CallStatus);
        }
        // scheduled, forwarding: no transport evidence
    } else if (type == QLatin1String("speech-update")) {
        const auto status = m.choice("status", Need::Required, {QStringLiteral("started"), QStringLiteral("stopped")},
                                     WorkspaceMessages::tr("speech status"));
        const auto role = m.choice("role", Need::Required, {QStringLiteral("user"), QStringLiteral("assistant")},
                                   WorkspaceMessages::tr("speech role"));
        const auto turn = m.integer("turn", Need::Optional, 0, std::numeric_limits<qint64>::max());
        if (!status || !role)
            return;
        if (turn)
            currentTurn[call] = *turn;
        raw.event.turn = turn ? std::optional<qint64>(*turn) : currentTurn.value(call);
        const bool started = *status == 0;
        if (*role == 0)
            emit(started ? Type::CallerAudioStarted : Type::CallerAudioStopped);
        else
            emit(started ? Type::AssistantAudioStarted : Type::AssistantAudioStopped);
    } else if (type == QLatin1String("user-interrupted")) {
        const auto turn = m.integer("turn", Need::Optional, 0, std::numeric_limits<qint64>::max());
        raw.event.turn = turn ? std::optional<qint64>(*turn) : currentTurn.value(call);
        emit(Type::CallerInterrupted);
    } else if (type == QLatin1String("tool-calls")) {
        const Json *list = m.value("toolCallList", Need::Required);
        if (!list)
            return;
        if (!list->is_array()) {
            m.problemAtValue("toolCallList", WorkspaceMessages::tr("\"toolCallList\" must be an array of tool calls"));
            return;
        }
        for (size_t i = 0; i < list->size(); ++i) {
            ObjectReader tc = m.child(JsonDocument::childPointer(m.pointerOf("toolCallList"), i),
                                      WorkspaceMessages::tr("tool call %1").arg(i + 1));
            if (!tc.isObject())
                continue;
            raw.event.operationId = tc.string("id", Need::Required).value_or(QString());
            if (auto fn = tc.object("function", Need::Required))
                raw.event.action = fn->string("name", Need::Required).value_or(QString());
            raw.event.attempt = 1;
            // The arguments are content: never copied.
            if (!raw.event.operationId.isEmpty() && !raw.event.action.isEmpty())
                emit(Type::ToolRequest);
        }
    } else if (type == QLatin1String("end-of-call-report")) {
        raw.event.status = vapiEndedStatus(m.string("endedReason", Need::Optional, true).value_or(QString()));
        emit(Type::CallStatus);
    }
    // Other message types (transcript, conversation-update, hang, …) carry
    // content or nothing the gates use: skipped.
}

// Twilio: call status callbacks (CallSid, CallStatus, Timestamp as RFC 2822,
// SequenceNumber), as JSON objects or form-encoded bodies.
std::optional<Raw> twilioEvent(const QHash<QString, QString> &params, const QString &name, int line, Diagnostics &problems)
{
    const auto problem = [&](const QString &message) {
        problems.append({name, line, 1, message});
        return std::nullopt;
    };
    const QString sid = params.value(QStringLiteral("CallSid"));
    if (sid.isEmpty())
        return problem(WorkspaceMessages::tr("the callback has no CallSid"));
    QString status = params.value(QStringLiteral("CallStatus"));
    if (status == QLatin1String("initiated"))
        status = QStringLiteral("queued");
    if (!CallEvent::statusNames().contains(status))
        return problem(WorkspaceMessages::tr("unknown CallStatus \"%1\"; expected one of: %2")
                           .arg(status, CallEvent::statusNames().join(QLatin1String(", "))));
    const QString stamp = params.value(QStringLiteral("Timestamp"));
    const QDateTime when = QDateTime::fromString(stamp, Qt::RFC2822Date);
    if (!when.isValid())
        return problem(WorkspaceMessages::tr("the Timestamp \"%1\" is not an RFC 2822 date").arg(stamp));
    Raw raw;
    raw.event.call = sid;
    raw.event.type = Type::CallStatus;
    raw.event.status = status;
    raw.absoluteMs = when.toMSecsSinceEpoch();
    bool ok = false;
    const qint64 sequence = params.value(QStringLiteral("SequenceNumber")).toLongLong(&ok);
    raw.event.sequence = ok ? sequence : 0;
    return raw;
}

} // namespace

std::optional<EventSource> eventSourceFromName(const QString &name)
{
    if (name == QLatin1String("vapi"))
        return EventSource::Vapi;
    if (name == QLatin1String("twilio"))
        return EventSource::Twilio;
    return std::nullopt;
}

std::optional<std::vector<CallEvent>> importProviderEvents(EventSource source, const QByteArray &input, const QString &name,
                                                           Diagnostics &problems)
{
    const qsizetype before = problems.size();
    std::vector<Payload> payloads = splitPayloads(input, name, source == EventSource::Twilio, problems);
    std::vector<Raw> raws;
    QHash<QString, std::optional<qint64>> currentTurn;
    QHash<QString, qint64> origin; // each call's first payload time
    qint64 order = 0;
    for (Payload &p : payloads) {
        const size_t first = raws.size();
        if (source == EventSource::Twilio) {
            QHash<QString, QString> params;
            if (p.doc) {
                ObjectReader r(*p.doc, p.pointer, WorkspaceMessages::tr("the status callback"), problems);
                if (!r.isObject())
                    continue;
                for (auto it = r.json()->begin(); it != r.json()->end(); ++it)
                    if (it.value().is_string() || it.value().is_number())
                        params.insert(toQString(it.key()),
                                      it.value().is_string() ? toQString(it.value().get<std::string>())
                                                             : toQString(it.value().dump()));
                if (auto raw = twilioEvent(params, name, r.document().valuePosition(p.pointer).line, problems))
                    raws.push_back(*raw);
            } else {
                // application/x-www-form-urlencoded writes a space as '+'.
                QByteArray body = p.text;
                body.replace('+', "%20");
                const QUrlQuery query(QString::fromUtf8(body));
                for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded))
                    params.insert(key, value);
                if (auto raw = twilioEvent(params, name, p.line, problems))
                    raws.push_back(*raw);
            }
        } else {
            ObjectReader r(*p.doc, p.pointer, WorkspaceMessages::tr("the server message"), problems);
            if (r.isObject())
                importVapi(r, raws, currentTurn, origin);
        }
        for (size_t i = first; i < raws.size(); ++i)
            if (source == EventSource::Vapi)
                raws[i].event.sequence = order++;
    }
    if (problems.size() != before)
        return std::nullopt;

    // Relative, monotonic time per call: milliseconds since its first payload.
    for (const Raw &r : raws) {
        auto it = origin.find(r.event.call);
        if (it == origin.end())
            origin.insert(r.event.call, r.absoluteMs);
        else
            *it = std::min(*it, r.absoluteMs);
    }
    std::vector<CallEvent> events;
    events.reserve(raws.size());
    for (Raw &r : raws) {
        r.event.t = r.absoluteMs - origin.value(r.event.call);
        events.push_back(std::move(r.event));
    }
    std::stable_sort(events.begin(), events.end(), [](const CallEvent &a, const CallEvent &b) {
        if (a.call != b.call)
            return a.call < b.call;
        return a.t != b.t ? a.t < b.t : a.sequence < b.sequence;
    });
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
