#include "eventreader.h"

#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/util/messages.h"

namespace Polygon {

using Need = ObjectReader::Need;

namespace {

// A value quoted in a message is cut to this many characters and "…": a
// 50 MB string where a short word belongs must not come back in full.
constexpr qsizetype MaxQuoted = 80;

QString elided(const QString &value)
{
    if (value.size() <= MaxQuoted)
        return value;
    qsizetype cut = MaxQuoted;
    if (value.at(cut - 1).isHighSurrogate())
        --cut; // not half a character
    return value.left(cut) + QChar(0x2026);
}

// The parser quotes what it read last ("…; last read: '\"aaaa…'"): cut that too.
void elideLastRead(Diagnostics &problems, qsizetype from)
{
    static const QString marker = QStringLiteral("last read: '");
    for (qsizetype i = from; i < problems.size(); ++i) {
        QString &message = problems[i].message;
        const qsizetype at = message.indexOf(marker);
        if (at < 0)
            continue;
        const qsizetype start = at + marker.size();
        const qsizetype close = message.lastIndexOf(QLatin1Char('\''));
        const qsizetype end = close >= start ? close : message.size();
        if (end - start > MaxQuoted)
            message = message.left(start) + elided(message.mid(start, end - start)) + message.mid(end);
    }
}

// ObjectReader::choice, but an unknown value is quoted elided.
std::optional<int> choice(ObjectReader &r, const char *key, Need need, const QStringList &names, const QString &noun)
{
    const Json *v = r.value(key, Need::Optional);
    if (v && v->is_string() && qsizetype(v->get_ref<const std::string &>().size()) > MaxQuoted) {
        const QString s = toQString(v->get_ref<const std::string &>());
        if (s.size() > MaxQuoted && !names.contains(s)) {
            r.problemAtValue(key,
                             WorkspaceMessages::tr("unknown %1 %2; expected one of: %3")
                                 .arg(noun, QLatin1Char('"') + elided(s) + QLatin1Char('"'), names.join(QLatin1String(", "))));
            return std::nullopt;
        }
    }
    return r.choice(key, need, names, noun);
}

} // namespace

std::optional<CallEvent> readCallEvent(ObjectReader &r)
{
    if (!r.isObject())
        return std::nullopt;
    const int before = r.problemCount();
    CallEvent e;
    e.call = r.string("call", Need::Required).value_or(QString());
    if (const Json *t = r.value("t", Need::Required)) {
        if (t->is_number_integer()
            && !(t->is_number_unsigned() && t->get<quint64>() > quint64(std::numeric_limits<qint64>::max())))
            e.t = t->get<qint64>();
        else if (t->is_number_float() && std::isfinite(t->get<double>()) && std::abs(t->get<double>()) < 9.0e15)
            e.t = qint64(std::llround(t->get<double>()));
        else
            r.problemAtValue(
                "t", WorkspaceMessages::tr("\"t\" must be milliseconds (a number), not %1").arg(ObjectReader::describeType(*t)));
    }
    static const QStringList typeNames = [] {
        QStringList names;
        for (int i = 0; i <= int(CallEvent::Type::OutcomeVerified); ++i)
            names.append(CallEvent::typeName(CallEvent::Type(i)));
        return names;
    }();
    const auto type = choice(r, "type", Need::Required, typeNames, WorkspaceMessages::tr("event type"));
    if (type)
        e.type = CallEvent::Type(*type);
    if (const Json *turn = r.value("turn", Need::Optional); turn && !turn->is_null()) {
        if (const auto n
            = r.integer("turn", Need::Optional, std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max()))
            e.turn = *n;
    }
    using T = CallEvent::Type;
    const auto need = [&](std::initializer_list<T> types) {
        return type && std::find(types.begin(), types.end(), e.type) != types.end() ? Need::Required : Need::Optional;
    };
    if (const auto status
        = choice(r, "status", need({T::CallStatus}), CallEvent::statusNames(), WorkspaceMessages::tr("call status")))
        e.status = CallEvent::statusNames().at(*status);
    e.operationId = r.string("operation_id", need({T::ToolRequest, T::ToolResponse, T::ToolReceipt})).value_or(QString());
    e.action = r.string("action", need({T::ToolRequest})).value_or(QString());
    e.attempt = int(r.integer("attempt", Need::Optional, 0, 1000000).value_or(0));
    static const QStringList classes = {QStringLiteral("ok"), QStringLiteral("error"), QStringLiteral("timeout")};
    if (const auto cls = choice(r, "class", need({T::ToolResponse}), classes, WorkspaceMessages::tr("response class")))
        e.responseClass = classes.at(*cls);
    if (const auto effect = r.boolean("effect", need({T::ToolReceipt})); effect && e.type == T::ToolReceipt)
        e.flag = *effect;
    e.outcome = r.string("outcome", need({T::OutcomeRequested, T::OutcomeVerified})).value_or(QString());
    if (const auto verified = r.boolean("verified", need({T::OutcomeVerified})); verified && e.type == T::OutcomeVerified)
        e.flag = *verified;
    // Other keys are ignored: providers add their own, and none may carry content we keep.
    if (r.problemCount() != before)
        return std::nullopt;
    return e;
}

CallEventReader::CallEventReader(QIODevice *device, QString name)
    : m_device(device)
    , m_name(std::move(name))
{
}

bool CallEventReader::start()
{
    m_started = true;
    // Peek past whitespace (and a byte order mark) to the first character.
    char c = 0;
    qint64 offset = 0;
    while (true) {
        const QByteArray head = m_device->peek(offset + 64);
        if (head.size() <= offset)
            break;
        qint64 i = offset;
        if (i == 0 && head.startsWith("\xEF\xBB\xBF"))
            i = 3;
        for (; i < head.size(); ++i) {
            const char h = head.at(i);
            if (h != ' ' && h != '\t' && h != '\r' && h != '\n') {
                c = h;
                break;
            }
        }
        if (c || head.size() < offset + 64)
            break;
        offset = head.size();
    }
    if (c != '[') {
        m_format = Format::Lines;
        return true;
    }
    m_format = Format::Array;
    const QByteArray all = m_device->readAll();
    const auto doc = JsonDocument::parse(all, m_name, m_problems);
    if (!doc)
        return false;
    for (size_t i = 0; i < doc->root().size(); ++i) {
        ObjectReader r(*doc, JsonDocument::childPointer({}, i), WorkspaceMessages::tr("event %1").arg(i + 1), m_problems);
        if (auto e = readCallEvent(r)) {
            e->sequence = qint64(i);
            m_arrayEvents.push_back(std::move(*e));
        }
        if (m_problems.size() >= MaxProblems)
            break;
    }
    return m_problems.isEmpty();
}

std::optional<CallEvent> CallEventReader::next()
{
    const qsizetype known = m_problems.size();
    std::optional<CallEvent> e = read();
    if (m_problems.size() > known)
        elideLastRead(m_problems, known);
    return e;
}

std::optional<CallEvent> CallEventReader::read()
{
    if (!m_started && !start())
        return std::nullopt;
    if (failed())
        return std::nullopt;
    if (m_format == Format::Array) {
        if (m_arrayNext >= m_arrayEvents.size())
            return std::nullopt;
        return std::move(m_arrayEvents[m_arrayNext++]);
    }
    while (!m_device->atEnd()) {
        QByteArray line = m_device->readLine();
        ++m_line;
        // nothing read before the end: the device failed (or its reader was cancelled), and
        // asking again would read nothing again, for ever
        if (line.isEmpty()) {
            m_problems.append(
                {m_name, m_line, 1, WorkspaceMessages::tr("cannot read the file: %1").arg(m_device->errorString())});
            return std::nullopt;
        }
        if (line.trimmed().isEmpty())
            continue;
        const auto doc = JsonDocument::parseLine(line, m_name, m_line, m_problems);
        if (!doc)
            return std::nullopt;
        ObjectReader r(*doc, {}, WorkspaceMessages::tr("the event"), m_problems);
        auto e = readCallEvent(r);
        if (!e)
            return std::nullopt;
        e->sequence = m_sequence++;
        return e;
    }
    return std::nullopt;
}

} // namespace Polygon
