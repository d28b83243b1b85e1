#include "toolstubruntime.h"

#include "core/simulate/prng.h"

#include <QRegularExpression>

#include <algorithm>

namespace Polygon {

namespace {

QByteArray purpose(const char *what, const QString &name)
{
    return QByteArray(what) + name.toUtf8();
}

Json errorResult(const QString &message)
{
    Json result = Json::object();
    result["error"] = toStdString(message);
    return result;
}

// The arguments a find or cancel compares: the key arguments present in the
// call, or every argument of the call when the tool names no key.
QList<std::string> comparedKeys(const QList<std::string> &keys, const Json &arguments)
{
    QList<std::string> compared;
    if (keys.isEmpty()) {
        for (auto it = arguments.begin(); it != arguments.end(); ++it)
            compared.append(it.key());
    } else {
        for (const std::string &k : keys)
            if (arguments.contains(k))
                compared.append(k);
    }
    return compared;
}

bool matchesGiven(const Json &record, const Json &arguments, const QList<std::string> &compared)
{
    for (const std::string &k : compared) {
        const auto v = record.find(k);
        if (v == record.end() || !sameJson(*v, arguments.at(k)))
            return false;
    }
    return true;
}

// Create's duplicate check: every key has the same value in both, an absent
// key counting as equal only to an absent key.
bool sameKey(const Json &record, const Json &arguments, const QList<std::string> &keys)
{
    for (const std::string &k : keys) {
        const auto a = record.find(k);
        const auto b = arguments.find(k);
        if ((a == record.end()) != (b == arguments.end()))
            return false;
        if (a != record.end() && !sameJson(*a, *b))
            return false;
    }
    return true;
}

QList<std::string> keyOf(const Json &spec)
{
    QList<std::string> keys;
    if (const auto key = spec.find("key"); key != spec.end() && key->is_array())
        for (const Json &k : *key)
            if (k.is_string())
                keys.append(k.get<std::string>());
    return keys;
}

std::string stringOf(const Json &spec, const char *key)
{
    const auto it = spec.find(key);
    return it != spec.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A record with `ref` as its first field.
Json withRef(const QString &ref, const Json &fields)
{
    Json record = Json::object();
    record["ref"] = toStdString(ref);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        if (it.key() != "ref")
            record[it.key()] = it.value();
    return record;
}

const QRegularExpression &placeholder()
{
    static const QRegularExpression re(QStringLiteral("\\{\\{\\s*([^{}\\s]+)\\s*\\}\\}"));
    return re;
}

Json fillTemplate(const Json &value, const Json &arguments)
{
    if (value.is_object()) {
        Json out = Json::object();
        for (auto it = value.begin(); it != value.end(); ++it)
            out[it.key()] = fillTemplate(it.value(), arguments);
        return out;
    }
    if (value.is_array()) {
        Json out = Json::array();
        for (const Json &item : value)
            out.push_back(fillTemplate(item, arguments));
        return out;
    }
    if (!value.is_string())
        return value;
    const QString text = toQString(value.get<std::string>());
    // A string that is one placeholder and nothing else takes the argument's value, type and all.
    if (const QRegularExpressionMatch whole = placeholder().match(text);
        whole.hasMatch() && whole.capturedStart() == 0 && whole.capturedLength() == text.size()) {
        const auto arg = arguments.find(toStdString(whole.captured(1)));
        return arg == arguments.end() ? Json() : *arg;
    }
    QString out;
    qsizetype last = 0;
    for (auto it = placeholder().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        if (const auto arg = arguments.find(toStdString(m.captured(1))); arg != arguments.end())
            out += arg->is_string() ? toQString(arg->get<std::string>())
                                    : toQString(arg->dump(-1, ' ', false, Json::error_handler_t::replace));
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return toStdString(out);
}

} // namespace

ToolStubRuntime::ToolStubRuntime(const QList<ToolStub> &tools, const QString &conversationId, quint64 runSeed)
    : m_tools(tools)
    , m_conversationId(conversationId)
    , m_runSeed(runSeed)
{
    // Every collection starts with the records its tools list, in tool order;
    // a record listed by two tools of the same collection is loaded once.
    QHash<QString, QList<Json>> loaded;
    for (const ToolStub &t : std::as_const(m_tools)) {
        if (t.behaviour != ToolStub::Behaviour::Stateful)
            continue;
        const QString collection = toQString(stringOf(t.behaviourSpec, "collection"));
        QList<Json> &records = m_collections[collection];
        const auto initial = t.behaviourSpec.find("records");
        if (initial == t.behaviourSpec.end() || !initial->is_array())
            continue;
        for (const Json &r : *initial) {
            if (!r.is_object())
                continue;
            QList<Json> &seen = loaded[collection];
            if (std::any_of(seen.cbegin(), seen.cend(), [&](const Json &s) { return sameJson(s, r); }))
                continue;
            seen.append(r);
            const auto ref = r.find("ref");
            if (ref != r.end() && ref->is_string()) {
                m_issuedRefs[collection].insert(toQString(ref->get<std::string>()));
                records.append(r);
            } else {
                records.append(withRef(newRef(collection), r));
            }
        }
    }
}

const ToolStub *ToolStubRuntime::tool(const QString &name) const
{
    for (const ToolStub &t : m_tools)
        if (t.id == name)
            return &t;
    return nullptr;
}

QList<ToolCall> ToolStubRuntime::toolCalls() const
{
    QList<ToolCall> calls;
    calls.reserve(m_trace.size());
    for (const ToolTraceEntry &e : m_trace)
        calls.append(e.toToolCall());
    return calls;
}

ToolOutcome ToolStubRuntime::call(const QString &name, const Json &arguments, const QString &callId)
{
    ToolOutcome out;
    out.callNumber = ++m_callCounts[name];
    const ToolStub *t = tool(name);
    if (!t) {
        out.valid = false;
        out.error = true;
        out.result = errorResult(QStringLiteral("unknown tool \"%1\"").arg(name));
    } else {
        out.latencyMs = latency(*t, out.callNumber);
        out.schemaErrors = validateJson(arguments, t->parameters);
        if (!out.schemaErrors.isEmpty()) {
            // The agent sees what a real API answers to a bad request; state is not touched.
            out.valid = false;
            out.result = errorResult(QStringLiteral("invalid arguments"));
            Json details = Json::array();
            for (const SchemaError &e : std::as_const(out.schemaErrors))
                details.push_back(toStdString(e.message));
            out.result["details"] = std::move(details);
        } else if (const ToolStub::Fault *f = fault(*t, out.callNumber)) {
            if (f->kind == ToolStub::Fault::Kind::Timeout) {
                out.timedOut = true;
            } else {
                out.error = true;
                out.result = f->result.is_null() ? errorResult(QStringLiteral("tool failed")) : f->result;
            }
        } else {
            out.result = answer(*t, arguments);
        }
    }
    ToolTraceEntry entry;
    entry.id = callId;
    entry.name = name;
    entry.arguments = arguments;
    entry.valid = out.valid;
    entry.schemaErrors = out.schemaErrors;
    entry.result = out.result;
    entry.timedOut = out.timedOut;
    entry.error = out.error;
    entry.latencyMs = out.latencyMs;
    entry.callNumber = out.callNumber;
    m_trace.append(std::move(entry));
    return out;
}

int ToolStubRuntime::latency(const ToolStub &tool, int callNumber) const
{
    int ms = tool.latencyMs;
    if (tool.jitterMs > 0) {
        const QByteArray what = purpose("latency:", tool.id);
        Prng prng = Prng::forTurn(m_conversationId, callNumber, what.constData(), m_runSeed);
        ms += int(prng.below(quint64(tool.jitterMs) + 1));
    }
    return ms;
}

const ToolStub::Fault *ToolStubRuntime::fault(const ToolStub &tool, int callNumber) const
{
    if (tool.faults.isEmpty())
        return nullptr;
    const QByteArray what = purpose("fault:", tool.id);
    Prng prng = Prng::forTurn(m_conversationId, callNumber, what.constData(), m_runSeed);
    for (const ToolStub::Fault &f : tool.faults) {
        const bool fires = f.onCall > 0 ? callNumber == f.onCall : prng.chance(f.probability);
        if (fires)
            return &f;
    }
    return nullptr;
}

Json ToolStubRuntime::answer(const ToolStub &tool, const Json &given)
{
    // The schema has "type": "object"; a hand-built stub without it still gets an object here.
    const Json arguments = given.is_object() ? given : Json::object();
    const Json &spec = tool.behaviourSpec;
    switch (tool.behaviour) {
    case ToolStub::Behaviour::Fixed:
        return spec.value("result", Json());
    case ToolStub::Behaviour::Template:
        return fillTemplate(spec.value("result", Json()), arguments);
    case ToolStub::Behaviour::Rules:
        if (const auto rules = spec.find("rules"); rules != spec.end() && rules->is_array()) {
            for (const Json &rule : *rules) {
                const auto when = rule.find("when");
                if (when == rule.end() || !when->is_object())
                    continue;
                bool matches = true;
                for (auto it = when->begin(); matches && it != when->end(); ++it) {
                    const auto arg = arguments.find(it.key());
                    matches = arg != arguments.end() && sameJson(*arg, it.value());
                }
                if (matches)
                    return rule.value("result", Json());
            }
        }
        return spec.value("default", Json::object());
    case ToolStub::Behaviour::Stateful:
        return stateful(tool, arguments);
    }
    return Json();
}

Json ToolStubRuntime::stateful(const ToolStub &tool, const Json &arguments)
{
    const Json &spec = tool.behaviourSpec;
    const QString collection = toQString(stringOf(spec, "collection"));
    const std::string operation = stringOf(spec, "operation");
    const QList<std::string> keys = keyOf(spec);
    QList<Json> &records = m_collections[collection];
    Json result = Json::object();

    if (operation == "create") {
        if (!keys.isEmpty()) {
            for (const Json &r : std::as_const(records)) {
                if (sameKey(r, arguments, keys)) {
                    result["created"] = false;
                    result["error"] = "already exists";
                    result["ref"] = r.value("ref", Json());
                    return result;
                }
            }
        }
        const Json record = withRef(newRef(collection), arguments);
        records.append(record);
        result["created"] = true;
        result["ref"] = record["ref"];
        result["record"] = record;
        return result;
    }

    const QList<std::string> compared = comparedKeys(keys, arguments);
    if (operation == "find") {
        Json found = Json::array();
        for (const Json &r : std::as_const(records))
            if (matchesGiven(r, arguments, compared))
                found.push_back(r);
        result["found"] = found.size();
        result["records"] = std::move(found);
        return result;
    }

    if (operation == "cancel") {
        Json refs = Json::array();
        if (!compared.isEmpty()) { // a cancel naming nothing cancels nothing
            for (qsizetype i = 0; i < records.size();) {
                if (matchesGiven(records.at(i), arguments, compared)) {
                    refs.push_back(records.at(i).value("ref", Json()));
                    records.removeAt(i);
                } else {
                    ++i;
                }
            }
        }
        result["cancelled"] = refs.size();
        if (refs.empty())
            result["error"] = "not found";
        else
            result["refs"] = std::move(refs);
        return result;
    }
    return errorResult(QStringLiteral("unknown operation \"%1\"").arg(toQString(operation)));
}

// "BO-4821": the collection's first two letters or digits in capitals, a dash
// and four digits drawn from Prng::forTurn(conversation, n, "ref:" +
// collection, runSeed) for the collection's nth ref; a ref this conversation
// already issued in the collection is drawn again.
QString ToolStubRuntime::newRef(const QString &collection)
{
    QString prefix;
    for (const QChar c : collection) {
        if (prefix.size() == 2)
            break;
        if (c.isLetterOrNumber() && c.unicode() < 128)
            prefix.append(c.toUpper());
    }
    if (prefix.isEmpty())
        prefix = QStringLiteral("R");
    const int n = ++m_refCounts[collection];
    const QByteArray what = purpose("ref:", collection);
    Prng prng = Prng::forTurn(m_conversationId, n, what.constData(), m_runSeed);
    QSet<QString> &issued = m_issuedRefs[collection];
    QString ref;
    for (int attempt = 0; attempt < 1000; ++attempt) {
        ref = prefix + QLatin1Char('-') + QString::number(1000 + prng.below(9000));
        if (!issued.contains(ref))
            break;
    }
    for (qsizetype next = 10000; issued.contains(ref); ++next) // 1000 draws all taken: count on past four digits
        ref = prefix + QLatin1Char('-') + QString::number(next);
    issued.insert(ref);
    return ref;
}

} // namespace Polygon
