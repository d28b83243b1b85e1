// Running a flow (docs/flows.md): slots from what the caller says, templates,
// tool calls, transitions. Reading the flow file is FlowReader's; numbers,
// dates and times as callers say them are SpokenNumbers'.
#include "flowagent.h"

#include <QRegularExpression>

namespace Polygon {

namespace {

constexpr auto kOptions = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

int countDigits(const QString &s)
{
    int n = 0;
    for (const QChar c : s)
        n += c.isDigit() ? 1 : 0;
    return n;
}

QString jsonText(const Json &v, const QString &orWord = QStringLiteral(" or "))
{
    if (v.is_null())
        return {};
    if (v.is_string())
        return toQString(v.get<std::string>());
    if (v.is_array()) {
        QStringList parts;
        for (const Json &x : v)
            parts.append(jsonText(x, orWord));
        return parts.join(orWord);
    }
    return toQString(v.dump());
}

QString orWord(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8(" или ");
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return u8(" ili ");
    return QStringLiteral(" or ");
}

QString defaultReask(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8("Простите, повторите, пожалуйста.");
    if (language == QLatin1String("hr"))
        return u8("Oprostite, možete li ponoviti?");
    if (language == QLatin1String("bs"))
        return u8("Izvinite, možete li ponoviti?");
    return QStringLiteral("Sorry, I didn't catch that.");
}

// What a bare answer may start with before the name: "my name is", "меня зовут", "zovem se".
const QRegularExpression &answerLeadIn(const QString &language)
{
    static const QRegularExpression en(
        QStringLiteral("^\\s*(?:(?:yes|yeah|sure|ok|okay|well|so|um|uh)[,.!]?\\s+)*(?:my name is|the name is|name's|"
                       "it's|it is|this is|i'm|i am|under)?\\s*"),
        kOptions);
    static const QRegularExpression ru(u8("^\\s*(?:(?:да|ну|так|вот|хорошо|короче|значит|в общем|э|эм|алло|ага)[,.!?]?\\s+)*"
                                          "(?:(?:меня зовут|мо[её] имя|имя|фамилия|на имя|запишите на|это|меня)[:,]?\\s+)?"),
                                       kOptions);
    static const QRegularExpression hrbs(
        u8("^\\s*(?:(?:da|pa|dobro|evo|ovaj|hm|ee|halo|aha|dakle|znači|mislim)[,.!?]?\\s+)*"
           "(?:(?:zovem se|moje ime je|ime je|ja sam|na ime|prezime je|prezime|ovdje|zovem)[:,]?\\s+)?"),
        kOptions);
    return language == QLatin1String("ru") ? ru : SpokenNumbers::isSlavic(language) ? hrbs : en;
}

} // namespace

// ---------------------------------------------------------------- loading

FlowAgent::FlowAgent(FlowProgram program)
    : m_program(std::move(program))
{
}

std::optional<FlowAgent> FlowAgent::load(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems)
{
    auto program = FlowReader::read(flow, workspaceRoot, problems);
    if (!program)
        return std::nullopt;
    return FlowAgent(std::move(*program));
}

std::optional<FlowAgent> FlowAgent::fromDocument(const JsonDocument &doc, Diagnostics &problems)
{
    auto program = FlowReader::read(doc, problems);
    if (!program)
        return std::nullopt;
    return FlowAgent(std::move(*program));
}

// ---------------------------------------------------------------- slots

std::optional<QString> FlowAgent::parseSlot(const QString &slot, const FlowSlot &def, const QString &original,
                                            QString &normalized, bool answer) const
{
    Q_UNUSED(slot);
    const QString &source = def.type == QLatin1String("text") ? original : normalized;
    QString captured;
    qsizetype from = -1;
    for (const QRegularExpression &p : def.patterns) {
        const auto m = p.match(source);
        if (m.hasMatch()) {
            const int group = m.lastCapturedIndex() >= 1 ? 1 : 0;
            captured = m.captured(group).trimmed();
            from = m.capturedStart(group);

            break;
        }
    }
    const bool fromPattern = from >= 0;
    const QString text = fromPattern ? captured : source;

    if (def.type == QLatin1String("integer")) {
        static const QRegularExpression num(QStringLiteral("\\b(\\d{1,6})\\b"));
        // ru, hr, bs: not an ordinal ("15-го", "18-og": a date)
        static const QRegularExpression cardinal(QStringLiteral("\\b(\\d{1,6})\\b(?!-)"));
        if (!fromPattern && !answer)
            return std::nullopt;
        const auto m = (SpokenNumbers::isSlavic(m_program.language) ? cardinal : num).match(text);
        if (!m.hasMatch())
            return std::nullopt;
        const qint64 v = m.captured(1).toLongLong();
        if (v < def.min || v > def.max)
            return std::nullopt;
        return QString::number(v);
    }
    if (def.type == QLatin1String("text")) {
        if (fromPattern)
            return captured.isEmpty() ? std::nullopt : std::optional<QString>(captured);
        if (!answer)
            return std::nullopt;
        QString t = source;
        t.remove(answerLeadIn(m_program.language));
        t.remove(QRegularExpression(QStringLiteral("[.!?,;]+\\s*$")));
        t = t.trimmed();
        const qsizetype words = t.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
        static const QRegularExpression letter(QStringLiteral("\\p{L}"), kOptions);
        if (words < 1 || words > 4 || !t.contains(letter))
            return std::nullopt;
        return t;
    }
    if (def.type == QLatin1String("phone")) {
        static const QRegularExpression phone(QStringLiteral("(\\+?\\d[\\d ()-]{4,}\\d)"));
        const auto m = phone.match(text);
        if (!m.hasMatch())
            return std::nullopt;
        static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        if (isoDate.match(m.captured(1).trimmed()).hasMatch())
            return std::nullopt;
        const int digits = countDigits(m.captured(1));
        if (digits < 6 || digits > 15)
            return std::nullopt;
        if (!fromPattern) { // take the number out, so its digits are not read as a time or a size
            normalized.replace(m.capturedStart(1), m.capturedLength(1), QString(m.capturedLength(1), QLatin1Char(' ')));
        }
        return m.captured(1).simplified();
    }
    if (def.type == QLatin1String("ref")) {
        static const QRegularExpression ref(QStringLiteral("\\b([a-z])(\\s?)([a-z])([- ]?)(\\d{4})\\b"), kOptions);
        // "at 1930" or "on 1215" is a word and a number, not a reference.
        static const QStringList words
            = {QStringLiteral("at"), QStringLiteral("on"), QStringLiteral("in"), QStringLiteral("to"), QStringLiteral("by"),
               QStringLiteral("is"), QStringLiteral("it"), QStringLiteral("or"), QStringLiteral("me"), QStringLiteral("my"),
               QStringLiteral("so"), QStringLiteral("up"), QStringLiteral("we"), QStringLiteral("an"), QStringLiteral("as"),
               QStringLiteral("be"), QStringLiteral("do"), QStringLiteral("go"), QStringLiteral("if"), QStringLiteral("no"),
               QStringLiteral("of"), QStringLiteral("ok"), QStringLiteral("us"), QStringLiteral("am"), QStringLiteral("pm")};
        // Two-letter Croatian and Bosnian words before a number: "za 1930", "do 2030".
        static const QStringList southSlavicWords
            = QStringLiteral("za je na do od po ja mi vi on to ni ne da iz uz su sa bi li ga mu ih me te se si ti ko")
                  .split(QLatin1Char(' '));
        QRegularExpressionMatch m;
        for (auto it = ref.globalMatch(text); it.hasNext();) {
            const auto candidate = it.next();
            const QString letters = (candidate.captured(1) + candidate.captured(3)).toLower();
            const bool plainWord = candidate.captured(2).isEmpty() && candidate.captured(4) != QLatin1String("-");
            if (plainWord
                && (words.contains(letters)
                    || (SpokenNumbers::isSlavic(m_program.language) && southSlavicWords.contains(letters))))
                continue;
            m = candidate;
            break;
        }
        if (!m.hasMatch())
            return std::nullopt;
        const QString value = (m.captured(1) + m.captured(3)).toUpper() + QLatin1Char('-') + m.captured(5);
        if (!fromPattern)
            normalized.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), QLatin1Char(' ')));
        return value;
    }
    if (def.type == QLatin1String("date")) {
        static const QRegularExpression iso(QStringLiteral("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b"));
        if (const auto m = iso.match(text); m.hasMatch()) {
            const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
            if (d.isValid())
                return d.toString(Qt::ISODate);
        }
        if (!m_program.today.isValid())
            return std::nullopt;
        return SpokenNumbers::date(text, m_program.today, m_program.language, answer || fromPattern);
    }
    if (def.type == QLatin1String("time"))
        return SpokenNumbers::time(text, m_program.language, answer || fromPattern, def.assumePm);
    return std::nullopt;
}

void FlowAgent::extract(const QString &heard, const QString &asked)
{
    QString normalized = SpokenNumbers::normalize(heard, m_program.language);
    static const QRegularExpression plus(QStringLiteral("\\bplus\\s*(?=\\d)"), kOptions);
    static const QRegularExpression plusRu(u8("\\b(?:plus|плюс)\\s*(?=\\d)"), kOptions);
    normalized.replace(m_program.language == QLatin1String("ru") ? plusRu : plus, QStringLiteral("+"));
    // Phones and refs first (they blank their digits), then the asked slot, then the others.
    QStringList order;
    for (const QString &s : std::as_const(m_program.slotOrder)) {
        const QString type = m_program.slots.value(s).type;
        if (type == QLatin1String("phone") || type == QLatin1String("ref"))
            order.append(s);
    }
    if (!asked.isEmpty() && !order.contains(asked))
        order.append(asked);
    for (const QString &s : std::as_const(m_program.slotOrder))
        if (!order.contains(s))
            order.append(s);
    for (const QString &s : std::as_const(order)) {
        const bool isAsked = s == asked;
        if (!isAsked && m_slots.contains(s)) {
            // keep what was said earlier, but still blank a known phone/ref's digits
            const QString type = m_program.slots.value(s).type;
            if (type != QLatin1String("phone") && type != QLatin1String("ref"))
                continue;
        }
        const auto v = parseSlot(s, m_program.slots.value(s), heard, normalized, isAsked);
        if (v && (isAsked || !m_slots.contains(s)))
            m_slots.insert(s, *v);
    }
}

bool FlowAgent::matches(const QString &intent, const QString &text) const
{
    for (const QRegularExpression &p : m_program.intents.value(intent))
        if (p.match(text).hasMatch())
            return true;
    return false;
}

// ---------------------------------------------------------------- templates

Json FlowAgent::lookup(const QString &path) const
{
    if (path == QLatin1String("result"))
        return m_result;
    if (path.startsWith(QLatin1String("result."))) {
        const Json *cur = &m_result;
        for (const QString &part : path.mid(7).split(QLatin1Char('.'))) {
            bool isIndex = false;
            const int index = part.toInt(&isIndex);
            if (cur->is_array() && isIndex && index >= 0 && size_t(index) < cur->size())
                cur = &cur->at(size_t(index));
            else if (cur->is_object() && cur->contains(toStdString(part)))
                cur = &cur->at(toStdString(part));
            else
                return Json();
        }
        return *cur;
    }
    if (!m_slots.contains(path))
        return Json();
    const QString v = m_slots.value(path);
    if (m_program.slots.value(path).type == QLatin1String("integer"))
        return Json(v.toLongLong());
    return Json(toStdString(v));
}

QString FlowAgent::render(const QString &text) const
{
    static const QRegularExpression var(QStringLiteral("\\{\\{\\s*([\\w.]+)\\s*(?:\\|\\s*(\\w+)\\s*)?\\}\\}"));
    QString out;
    qsizetype last = 0;
    auto it = var.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        QString value = jsonText(lookup(m.captured(1)), orWord(m_program.language));
        const QString filter = m.captured(2);
        if (filter == QLatin1String("spoken"))
            value = SpokenNumbers::spokenDate(value, m_program.language);
        else if (filter == QLatin1String("last3")) {
            QString digits;
            for (const QChar c : value)
                if (c.isDigit())
                    digits.append(c);
            value = digits.right(3);
        }
        out += value;
    }
    out += text.mid(last);
    return out.simplified();
}

Json FlowAgent::renderArg(const Json &value) const
{
    if (value.is_string()) {
        const QString s = toQString(value.get<std::string>());
        static const QRegularExpression whole(QStringLiteral("^\\{\\{\\s*([\\w.]+)\\s*\\}\\}$"));
        if (const auto m = whole.match(s); m.hasMatch())
            return lookup(m.captured(1));
        return Json(toStdString(render(s)));
    }
    if (value.is_object()) {
        Json out = Json::object();
        for (const auto &[k, v] : value.items()) {
            Json r = renderArg(v);
            if (r.is_null() || (r.is_string() && r.get<std::string>().empty()))
                continue; // an argument nobody filled is left out
            out[k] = std::move(r);
        }
        return out;
    }
    return value;
}

bool FlowAgent::condition(const Json &when) const
{
    if (!when.is_object())
        return false; // load() refuses it; never throw on a flow that skipped it
    for (const auto &[key, expected] : when.items()) {
        const QString path = toQString(key);
        Json actual;
        if (path == QLatin1String("timeout"))
            actual = m_lastTimedOut;
        else if (path == QLatin1String("error"))
            actual = m_lastError;
        else
            actual = lookup(path);
        if (expected.is_object()) {
            for (const auto &[op, operand] : expected.items()) {
                if (op == "exists") {
                    if (!operand.is_boolean() || actual.is_null() == operand.get<bool>())
                        return false;
                    continue;
                }
                if (op == "eq" && !sameJson(actual, operand))
                    return false;
                if (op == "ne" && sameJson(actual, operand))
                    return false;
                if (op == "gt" || op == "gte" || op == "lt" || op == "lte") {
                    if (!actual.is_number() || !operand.is_number())
                        return false;
                    const double a = actual.get<double>(), b = operand.get<double>();
                    if ((op == "gt" && !(a > b)) || (op == "gte" && !(a >= b)) || (op == "lt" && !(a < b))
                        || (op == "lte" && !(a <= b)))
                        return false;
                }
            }
        } else if (!sameJson(actual, expected)) {
            return false;
        }
    }
    return true;
}

// ---------------------------------------------------------------- running

// The running agent reads the flow only through these: a value of the wrong
// type (which load() reports) reads as absent instead of throwing.
const Json &FlowAgent::stateJson(const QString &name) const
{
    static const Json none = Json::object();
    const auto states = m_program.definition.find("states");
    if (states == m_program.definition.end() || !states->is_object())
        return none;
    const auto it = states->find(toStdString(name));
    return it != states->end() && it->is_object() ? *it : none;
}

namespace {
const Json &member(const Json &j, const char *key)
{
    static const Json none;
    if (!j.is_object())
        return none;
    const auto it = j.find(key);
    return it != j.end() ? *it : none;
}

QString str(const Json &j, const char *key)
{
    const Json &v = member(j, key);
    return v.is_string() ? toQString(v.get<std::string>()) : QString();
}

QStringList names(const Json &list)
{
    QStringList out;
    if (list.is_array())
        for (const Json &s : list)
            if (s.is_string())
                out.append(toQString(s.get<std::string>()));
    return out;
}
} // namespace

QString FlowAgent::missingSlot(const Json &state) const
{
    for (const QString &slot : names(member(state, "fill")))
        if (!m_slots.contains(slot))
            return slot;
    return {};
}

void FlowAgent::say(AgentReply &reply, const QString &text)
{
    const QString t = render(text);
    if (t.isEmpty())
        return;
    reply.text = reply.text.isEmpty() ? t : reply.text + QLatin1Char(' ') + t;
}

void FlowAgent::enter(const QString &state, AgentReply &reply, ToolStubRuntime &tools)
{
    m_pending = state;
    run(reply, tools);
}

// Enters m_pending and every state it leads to without the caller, until a
// state waits for an answer or ends the call.
void FlowAgent::run(AgentReply &reply, ToolStubRuntime &tools)
{
    for (int step = 0; step < 64 && !m_pending.isEmpty(); ++step) {
        const bool fresh = m_pending != m_state || !m_waiting;
        m_state = m_pending;
        m_pending.clear();
        m_waiting = false;
        if (fresh)
            m_reasks = 0;
        const Json &st = stateJson(m_state);
        auto clearSlots = [&] {
            if (fresh)
                for (const QString &slot : names(member(st, "clear")))
                    m_slots.remove(slot);
        };

        if (st.contains("fill")) {
            clearSlots(); // a fill state clears before it asks
            const QString missing = missingSlot(st);
            if (missing.isEmpty()) {
                m_pending = str(st, "then");
                continue;
            }
            if (fresh)
                say(reply, str(st, "say"));
            say(reply, str(member(st, "ask"), toStdString(missing).c_str()));
            m_waiting = true;
            return;
        }
        if (const Json &tool = member(st, "tool"); tool.is_object()) {
            const QString name = str(tool, "name");
            const Json &arguments = member(tool, "arguments");
            const Json args = renderArg(arguments.is_object() ? arguments : Json::object());
            const QString id = QStringLiteral("call-%1").arg(++m_callCount);
            const ToolOutcome outcome = tools.call(name, args, id);
            m_lastTimedOut = outcome.timedOut;
            m_lastError = outcome.error || !outcome.valid;
            m_result = outcome.timedOut ? Json {{"error", "timeout"}} : outcome.result;
            reply.toolCalls.append(ToolCall {id, name, args, outcome.valid, m_result});
        }
        if (const Json &set = member(st, "set"); set.is_object())
            for (const auto &[k, v] : set.items()) {
                const Json value = renderArg(v);
                if (value.is_null())
                    m_slots.remove(toQString(k));
                else
                    m_slots.insert(toQString(k), jsonText(value, orWord(m_program.language)));
            }
        if (st.contains("tool")) {
            if (m_lastTimedOut && st.contains("on_timeout")) {
                say(reply, str(st, "say_on_failure"));
                m_pending = str(st, "on_timeout");
                continue;
            }
            if ((m_lastTimedOut || m_lastError) && st.contains("on_error")) {
                m_pending = str(st, "on_error");
                continue;
            }
        }
        if (const Json &branch = member(st, "branch"); branch.is_array()) {
            for (const Json &rule : branch)
                if (condition(member(rule, "when"))) {
                    m_pending = str(rule, "goto");
                    break;
                }
            if (!m_pending.isEmpty())
                continue;
        }
        if (fresh || !st.contains("on"))
            say(reply, str(st, "say"));
        clearSlots(); // other states clear after they spoke
        const QString action = str(st, "action");
        if (!action.isEmpty()) {
            reply.action = action == QLatin1String("transfer") ? Turn::Action::Transfer : Turn::Action::End;
            m_finished = true;
            return;
        }
        if (st.contains("on")) {
            m_waiting = true;
            return;
        }
        m_pending = str(st, "goto");
        if (m_pending.isEmpty())
            m_pending = str(st, "else");
        if (m_pending.isEmpty()) { // nowhere to go: wait here
            m_waiting = true;
            return;
        }
    }
    if (!m_pending.isEmpty()) { // a loop between states without the caller
        m_pending.clear();
        say(reply, m_program.limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
    }
}

bool FlowAgent::reask(AgentReply &reply, const Json &st)
{
    if (++m_reasks > m_program.maxReasks) {
        QString fail = str(st, "on_fail");
        if (fail.isEmpty())
            fail = str(m_program.definition, "on_fail");
        if (!fail.isEmpty()) {
            m_pending = fail;
            return false;
        }
        say(reply, m_program.limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return true;
    }
    QString again = str(st, "reask");
    if (again.isEmpty())
        again = str(m_program.definition, "reask");
    if (again.isEmpty())
        again = defaultReask(m_program.language);
    say(reply, again);
    m_pending = m_state; // not fresh: asks again without the state's opening line
    return false;
}

void FlowAgent::handleAnswer(const QString &heard, AgentReply &reply, ToolStubRuntime &tools)
{
    const Json &st = stateJson(m_state);
    const QString asked = missingSlot(st);
    const QMap<QString, QString> before = m_slots;
    extract(heard, asked);

    auto follow = [&](const Json &rules) -> bool {
        if (!rules.is_array())
            return false;
        for (const Json &rule : rules) {
            if (!rule.is_object())
                continue;
            bool ok = true;
            if (rule.contains("intent"))
                ok = ok && matches(str(rule, "intent"), heard);
            if (rule.contains("slot"))
                ok = ok && m_slots.contains(str(rule, "slot"))
                    && m_slots.value(str(rule, "slot")) != before.value(str(rule, "slot"));
            if (rule.contains("when"))
                ok = ok && condition(member(rule, "when"));
            if (ok) {
                m_pending = str(rule, "goto");
                return true;
            }
        }
        return false;
    };

    if (const auto global = m_program.definition.find("global"); global != m_program.definition.end() && follow(*global)) {
        run(reply, tools);
        return;
    }
    if (st.contains("fill")) {
        if (m_slots != before) {
            m_pending = m_state; // asks the next missing slot, or moves on
            m_reasks = 0;
        } else if (reask(reply, st)) {
            return;
        }
        run(reply, tools);
        return;
    }
    if (const auto on = st.find("on"); on != st.end() && follow(*on)) {
        run(reply, tools);
        return;
    }
    if (st.contains("else")) {
        m_pending = str(st, "else");
    } else if (reask(reply, st)) {
        return;
    }
    if (m_pending == m_state && st.contains("on")) { // repeat the question
        say(reply, str(st, "say"));
        m_waiting = true;
        m_pending.clear();
        return;
    }
    run(reply, tools);
}

AgentReply FlowAgent::start(ToolStubRuntime &tools)
{
    AgentReply reply;
    m_state.clear();
    m_slots.clear();
    m_result = Json();
    m_turns = 0;
    m_callCount = 0;
    m_finished = false;
    m_waiting = false;
    enter(m_program.start, reply, tools);
    return reply;
}

AgentReply FlowAgent::respond(const QString &heard, ToolStubRuntime &tools)
{
    AgentReply reply;
    if (m_finished)
        return reply;
    if (++m_turns > m_program.maxTurns) {
        say(reply, m_program.limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return reply;
    }
    handleAnswer(heard, reply, tools);
    return reply;
}

} // namespace Polygon
