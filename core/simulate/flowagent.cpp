#include "flowagent.h"

#include "core/workspace/jsondocument.h"
#include "core/workspace/objectreader.h"

#include <QDir>
#include <QFile>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;

constexpr auto kOptions = QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

QRegularExpression re(const QString &pattern)
{
    return QRegularExpression(pattern, kOptions);
}

const QStringList kSlotTypes = {QStringLiteral("integer"), QStringLiteral("date"), QStringLiteral("time"),
                                QStringLiteral("phone"),   QStringLiteral("text"), QStringLiteral("ref")};

struct NumberWord
{
    int value;
    bool ordinal;
};

const QHash<QString, NumberWord> &numberWords()
{
    static const QHash<QString, NumberWord> words = [] {
        QHash<QString, NumberWord> w;
        const char *units[]
            = {"zero", "one",    "two",    "three",    "four",     "five",    "six",     "seven",     "eight",    "nine",
               "ten",  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
        for (int i = 0; i < 20; ++i)
            w.insert(QString::fromLatin1(units[i]), {i, false});
        const char *tens[] = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
        for (int i = 0; i < 8; ++i)
            w.insert(QString::fromLatin1(tens[i]), {(i + 2) * 10, false});
        const char *ordinals[] = {"",           "first",     "second",    "third",       "fourth",     "fifth",     "sixth",
                                  "seventh",    "eighth",    "ninth",     "tenth",       "eleventh",   "twelfth",   "thirteenth",
                                  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"};
        for (int i = 1; i < 20; ++i)
            w.insert(QString::fromLatin1(ordinals[i]), {i, true});
        w.insert(QStringLiteral("twentieth"), {20, true});
        w.insert(QStringLiteral("thirtieth"), {30, true});
        return w;
    }();
    return words;
}

QString wordsAlternation()
{
    QStringList keys = numberWords().keys();
    std::sort(keys.begin(), keys.end(),
              [](const QString &a, const QString &b) { return a.size() != b.size() ? a.size() > b.size() : a < b; });
    return keys.join(QLatin1Char('|'));
}

QString ordinalSuffix(int)
{
    return QStringLiteral("th"); // the date parser accepts any of st/nd/rd/th
}

const QStringList kMonths
    = {QStringLiteral("january"),   QStringLiteral("february"), QStringLiteral("march"),    QStringLiteral("april"),
       QStringLiteral("may"),       QStringLiteral("june"),     QStringLiteral("july"),     QStringLiteral("august"),
       QStringLiteral("september"), QStringLiteral("october"),  QStringLiteral("november"), QStringLiteral("december")};
const QStringList kWeekdays
    = {QStringLiteral("monday"), QStringLiteral("tuesday"),  QStringLiteral("wednesday"), QStringLiteral("thursday"),
       QStringLiteral("friday"), QStringLiteral("saturday"), QStringLiteral("sunday")};

QString hhmm(int h, int m)
{
    return QStringLiteral("%1:%2").arg(h, 2, 10, QLatin1Char('0')).arg(m, 2, 10, QLatin1Char('0'));
}

int countDigits(const QString &s)
{
    int n = 0;
    for (const QChar c : s)
        n += c.isDigit() ? 1 : 0;
    return n;
}

QString jsonText(const Json &v)
{
    if (v.is_null())
        return {};
    if (v.is_string())
        return toQString(v.get<std::string>());
    if (v.is_array()) {
        QStringList parts;
        for (const Json &x : v)
            parts.append(jsonText(x));
        return parts.join(QStringLiteral(" or "));
    }
    return toQString(v.dump());
}

QString spokenDate(const QString &iso)
{
    const QDate d = QDate::fromString(iso, Qt::ISODate);
    if (!d.isValid())
        return iso;
    const int day = d.day();
    QString suffix = QStringLiteral("th");
    if (day % 100 < 11 || day % 100 > 13) {
        if (day % 10 == 1)
            suffix = QStringLiteral("st");
        else if (day % 10 == 2)
            suffix = QStringLiteral("nd");
        else if (day % 10 == 3)
            suffix = QStringLiteral("rd");
    }
    QString weekday = kWeekdays.at(d.dayOfWeek() - 1);
    weekday[0] = weekday[0].toUpper();
    QString month = kMonths.at(d.month() - 1);
    month[0] = month[0].toUpper();
    return QStringLiteral("%1 the %2%3 of %4").arg(weekday).arg(day).arg(suffix, month);
}

} // namespace

QString FlowAgent::normalizeNumbers(const QString &text)
{
    static const QString w = wordsAlternation();
    static const QRegularExpression run(QStringLiteral("\\b(?:%1)(?:(?:\\s+|-)(?:%1))*\\b").arg(w), kOptions);
    static const QRegularExpression split(QStringLiteral("[\\s-]+"));
    QString out;
    qsizetype last = 0;
    auto it = run.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const QStringList tokens = m.captured(0).toLower().split(split, Qt::SkipEmptyParts);
        QList<NumberWord> values;
        for (const QString &t : tokens)
            values.append(numberWords().value(t));
        bool allDigits = values.size() >= 2;
        for (const NumberWord &v : values)
            allDigits = allDigits && !v.ordinal && v.value < 10;
        if (allDigits) { // digits read one by one: "one nine three zero"
            for (const NumberWord &v : values)
                out += QString::number(v.value);
            continue;
        }
        QStringList parts;
        for (qsizetype i = 0; i < values.size(); ++i) {
            NumberWord v = values.at(i);
            if (!v.ordinal && v.value >= 20 && v.value % 10 == 0 && i + 1 < values.size() && values.at(i + 1).value > 0
                && values.at(i + 1).value < 10) {
                v = {v.value + values.at(i + 1).value, values.at(i + 1).ordinal};
                ++i;
            }
            parts.append(QString::number(v.value) + (v.ordinal ? ordinalSuffix(v.value) : QString()));
        }
        out += parts.join(QLatin1Char(' '));
    }
    out += text.mid(last);
    return out;
}

// ---------------------------------------------------------------- loading

std::optional<FlowAgent> FlowAgent::load(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems)
{
    const QString file = QDir(workspaceRoot).filePath(flow.path);
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        problems.append(Diagnostic(file, 1, 1, QStringLiteral("cannot read the flow file")));
        return std::nullopt;
    }
    const int before = int(problems.size());
    const auto doc = JsonDocument::parse(f.readAll(), file, problems);
    if (!doc)
        return std::nullopt;
    ObjectReader r(*doc, {}, QStringLiteral("the flow"), problems);
    if (!r.isObject())
        return std::nullopt;

    FlowAgent agent;
    agent.m_flow = doc->root();
    r.requireFormat();
    r.string("language", Need::Optional);
    r.string("description", Need::Optional, true);
    if (const auto today = r.string("today", Need::Optional)) {
        agent.m_today = QDate::fromString(*today, Qt::ISODate);
        if (!agent.m_today.isValid())
            r.problemAtValue("today", QStringLiteral("\"today\" must be a date YYYY-MM-DD"));
    }
    agent.m_maxTurns = int(r.integer("max_turns", Need::Optional, 1, 1000).value_or(30));
    agent.m_maxReasks = int(r.integer("max_reasks", Need::Optional, 0, 10).value_or(2));
    agent.m_limitSay
        = r.string("limit_say", Need::Optional).value_or(QStringLiteral("I'm sorry, we have to end the call here. Goodbye."));
    r.string("reask", Need::Optional);
    const auto start = r.string("start", Need::Required);
    auto intents = r.object("intents", Need::Optional);
    auto slots = r.object("slots", Need::Optional);
    auto states = r.object("states", Need::Required);
    const Json *global = r.value("global", Need::Optional);
    r.string("on_fail", Need::Optional);
    r.finish();

    auto compile = [&](const Json &value, const std::string &pointer, QList<QRegularExpression> &into) {
        if (!value.is_array()) {
            problems.append(doc->problemAtValue(pointer, QStringLiteral("expected a list of regular expressions")));
            return;
        }
        for (size_t i = 0; i < value.size(); ++i) {
            const std::string p = JsonDocument::childPointer(pointer, i);
            if (!value.at(i).is_string()) {
                problems.append(doc->problemAtValue(p, QStringLiteral("expected a regular expression (a string)")));
                continue;
            }
            QRegularExpression x = re(toQString(value.at(i).get<std::string>()));
            if (!x.isValid())
                problems.append(doc->problemAtValue(p,
                                                    QStringLiteral("invalid regular expression: %1 (at offset %2)")
                                                        .arg(x.errorString())
                                                        .arg(x.patternErrorOffset())));
            else
                into.append(x);
        }
    };

    if (intents) {
        for (const auto &[key, value] : intents->json()->items())
            compile(value, intents->pointerOf(key.c_str()), agent.m_intents[toQString(key)]);
    }
    if (slots) {
        for (const auto &[key, value] : slots->json()->items()) {
            const QString name = toQString(key);
            ObjectReader s = slots->child(slots->pointerOf(key.c_str()), QStringLiteral("slot \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            SlotDef def;
            def.type = kSlotTypes.value(s.choice("type", Need::Required, kSlotTypes, QStringLiteral("slot type")).value_or(4));
            def.min = s.integer("min", Need::Optional, 0, 1000000).value_or(0);
            def.max = s.integer("max", Need::Optional, 0, 1000000).value_or(99);
            def.assumePm = s.boolean("assume_pm", Need::Optional).value_or(true);
            if (const Json *p = s.value("patterns", Need::Optional))
                compile(*p, s.pointerOf("patterns"), def.patterns);
            s.finish();
            agent.m_slotDefs.insert(name, def);
            agent.m_slotOrder.append(name);
        }
    }

    QStringList stateNames;
    if (states && states->isObject())
        for (const auto &[key, value] : states->json()->items())
            stateNames.append(toQString(key));

    auto checkState = [&](ObjectReader &o, const char *key) {
        if (const auto target = o.string(key, Need::Optional); target && !stateNames.contains(*target))
            o.problemAtValue(key, QStringLiteral("unknown state \"%1\"").arg(*target));
    };
    auto checkSlot = [&](ObjectReader &o, const std::string &pointer, const QString &slot) {
        if (!agent.m_slotDefs.contains(slot))
            o.problemAtValue(pointer, QStringLiteral("unknown slot \"%1\"").arg(slot));
    };
    auto checkRules = [&](ObjectReader &o, const char *key, bool conditional) {
        const Json *rules = o.value(key, Need::Optional);
        if (!rules)
            return;
        if (!rules->is_array()) {
            o.problemAtValue(key, QStringLiteral("expected a list of rules"));
            return;
        }
        for (size_t i = 0; i < rules->size(); ++i) {
            ObjectReader rule = o.child(JsonDocument::childPointer(o.pointerOf(key), i), QStringLiteral("the rule"));
            if (!rule.isObject())
                continue;
            checkState(rule, "goto");
            if (!rule.has("goto"))
                rule.string("goto", Need::Required);
            if (const auto intent = rule.string("intent", Need::Optional); intent && !agent.m_intents.contains(*intent))
                rule.problemAtValue("intent", QStringLiteral("unknown intent \"%1\"").arg(*intent));
            if (const auto slot = rule.string("slot", Need::Optional))
                checkSlot(rule, rule.pointerOf("slot"), *slot);
            if (const Json *when = rule.value("when", conditional ? Need::Required : Need::Optional); when && !when->is_object())
                rule.problemAtValue("when", QStringLiteral("expected an object of conditions"));
            rule.finish();
        }
    };

    if (states && states->isObject()) {
        for (const QString &name : std::as_const(stateNames)) {
            const std::string key = toStdString(name);
            ObjectReader s = states->child(states->pointerOf(key.c_str()), QStringLiteral("state \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            s.string("say", Need::Optional, true);
            s.string("reask", Need::Optional);
            s.choice("action", Need::Optional, {QStringLiteral("end"), QStringLiteral("transfer")}, QStringLiteral("action"));
            for (const char *k : {"goto", "then", "else", "on_timeout", "on_error", "on_fail"})
                checkState(s, k);
            if (const auto fill = s.stringList("fill", Need::Optional, true)) {
                for (int i = 0; i < fill->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("fill"), size_t(i)), fill->at(i));
                if (!s.has("then"))
                    s.problemAtObject(QStringLiteral("a state with \"fill\" needs \"then\""));
                const Json *ask = s.value("ask", Need::Required);
                for (const QString &slot : *fill)
                    if (ask && ask->is_object() && !ask->contains(toStdString(slot)))
                        s.problemAtValue("ask", QStringLiteral("no question for slot \"%1\"").arg(slot));
            } else {
                s.value("ask", Need::Optional);
            }
            if (const auto clear = s.stringList("clear", Need::Optional))
                for (int i = 0; i < clear->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("clear"), size_t(i)), clear->at(i));
            if (auto tool = s.object("tool", Need::Optional)) {
                tool->string("name", Need::Required);
                if (const Json *args = tool->value("arguments", Need::Optional); args && !args->is_object())
                    tool->problemAtValue("arguments", QStringLiteral("expected an object"));
                tool->finish();
            }
            if (const Json *set = s.value("set", Need::Optional); set && !set->is_object())
                s.problemAtValue("set", QStringLiteral("expected an object of slot: template"));
            checkRules(s, "on", false);
            checkRules(s, "branch", true);
            s.finish();
        }
    }
    if (start && !stateNames.contains(*start) && states)
        r.problemAtValue("start", QStringLiteral("unknown state \"%1\"").arg(*start));
    if (const auto onFail = agent.m_flow.find("on_fail");
        onFail != agent.m_flow.end() && onFail->is_string() && !stateNames.contains(toQString(onFail->get<std::string>())))
        r.problemAtValue("on_fail", QStringLiteral("unknown state \"%1\"").arg(toQString(onFail->get<std::string>())));
    if (global) {
        ObjectReader g = r.child({}, QStringLiteral("the flow"));
        checkRules(g, "global", false);
    }
    if (problems.size() != before || !start)
        return std::nullopt;
    agent.m_start = *start;
    return agent;
}

// ---------------------------------------------------------------- slots

std::optional<QString> FlowAgent::parseSlot(const QString &slot, const SlotDef &def, const QString &original, QString &normalized,
                                            bool answer) const
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
        if (!fromPattern && !answer)
            return std::nullopt;
        const auto m = num.match(text);
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
        static const QRegularExpression fillers(
            QStringLiteral("^\\s*(?:(?:yes|yeah|sure|ok|okay|well|so|um|uh)[,.!]?\\s+)*(?:my name is|the name is|name's|"
                           "it's|it is|this is|i'm|i am|under)?\\s*"),
            kOptions);
        QString t = source;
        t.remove(fillers);
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
        QRegularExpressionMatch m;
        for (auto it = ref.globalMatch(text); it.hasNext();) {
            const auto candidate = it.next();
            const QString letters = (candidate.captured(1) + candidate.captured(3)).toLower();
            const bool plainWord = candidate.captured(2).isEmpty() && candidate.captured(4) != QLatin1String("-");
            if (plainWord && words.contains(letters))
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
        if (!m_today.isValid())
            return std::nullopt;
        static const QRegularExpression rel(QStringLiteral("\\b(day after tomorrow|tomorrow|today|tonight)\\b"), kOptions);
        if (const auto m = rel.match(text); m.hasMatch()) {
            const QString w = m.captured(1).toLower();
            const int days = w.startsWith(QLatin1String("day after")) ? 2 : w == QLatin1String("tomorrow") ? 1 : 0;
            return m_today.addDays(days).toString(Qt::ISODate);
        }
        const QString months = kMonths.join(QLatin1Char('|'));
        static const QRegularExpression dm(QStringLiteral("\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(%1)\\b").arg(months),
                                           kOptions);
        static const QRegularExpression md(QStringLiteral("\\b(%1)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b").arg(months),
                                           kOptions);
        int day = 0, month = 0;
        if (const auto m = dm.match(text); m.hasMatch()) {
            day = m.captured(1).toInt();
            month = int(kMonths.indexOf(m.captured(2).toLower())) + 1;
        } else if (const auto m2 = md.match(text); m2.hasMatch()) {
            day = m2.captured(2).toInt();
            month = int(kMonths.indexOf(m2.captured(1).toLower())) + 1;
        }
        if (day > 0 && month > 0) {
            QDate d(m_today.year(), month, day);
            if (d.isValid() && d < m_today)
                d = QDate(m_today.year() + 1, month, day);
            if (d.isValid())
                return d.toString(Qt::ISODate);
        }
        static const QRegularExpression wd(QStringLiteral("\\b(%1)\\b").arg(kWeekdays.join(QLatin1Char('|'))), kOptions);
        if (const auto m = wd.match(text); m.hasMatch()) {
            const int target = int(kWeekdays.indexOf(m.captured(1).toLower())) + 1;
            int ahead = (target - m_today.dayOfWeek() + 7) % 7;
            if (ahead == 0)
                ahead = 7; // "Monday" said on a Monday means next week's
            return m_today.addDays(ahead).toString(Qt::ISODate);
        }
        return std::nullopt;
    }
    if (def.type == QLatin1String("time")) {
        auto finish = [&](int h, int m, const QString &ampm) -> std::optional<QString> {
            const QString x = ampm.toLower().remove(QLatin1Char('.'));
            if (x == QLatin1String("pm") && h < 12)
                h += 12;
            else if (x == QLatin1String("am") && h == 12)
                h = 0;
            else if (x.isEmpty() && def.assumePm && h >= 1 && h < 12)
                h += 12;
            if (h > 23 || m > 59)
                return std::nullopt;
            return hhmm(h, m);
        };
        const QString ampm = QStringLiteral("(a\\.?m\\.?|p\\.?m\\.?)?");
        static const QRegularExpression colon(QStringLiteral("\\b(\\d{1,2})[:.](\\d{2})\\s*%1").arg(ampm), kOptions);
        if (const auto m = colon.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3));
        static const QRegularExpression half(QStringLiteral("\\b(half|quarter)\\s+(past|to)\\s+(\\d{1,2})\\b"), kOptions);
        if (const auto m = half.match(text); m.hasMatch()) {
            int h = m.captured(3).toInt();
            int min = m.captured(1).toLower() == QLatin1String("half") ? 30 : 15;
            if (m.captured(2).toLower() == QLatin1String("to")) {
                h -= 1;
                min = 60 - min;
            }
            return finish(h, min, {});
        }
        static const QRegularExpression spaced(QStringLiteral("\\b(\\d{1,2})\\s+([0-5]\\d)\\s*(a\\.?m\\.?|p\\.?m\\.?)"),
                                               kOptions);
        if (const auto m = spaced.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3));
        static const QRegularExpression hour(QStringLiteral("\\b(\\d{1,2})\\s*(a\\.?m\\.?|p\\.?m\\.?|o'?clock)(?!\\w)"),
                                             kOptions);
        if (const auto m = hour.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), 0, m.captured(2).contains(QLatin1String("clock")) ? QString() : m.captured(2));
        static const QRegularExpression four(QStringLiteral("\\b(?:at\\s+)?([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
        static const QRegularExpression atFour(QStringLiteral("\\bat\\s+([01]\\d|2[0-3])([0-5]\\d)\\b"), kOptions);
        if (const auto m = (answer || fromPattern ? four : atFour).match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).toInt(), {});
        static const QRegularExpression at(QStringLiteral("\\b(?:at|around|about)\\s+(\\d{1,2})(?:\\s+([0-5]\\d))?\\b"),
                                           kOptions);
        if (const auto m = at.match(text); m.hasMatch())
            return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
        if (answer || fromPattern) {
            static const QRegularExpression bare(QStringLiteral("^\\D*\\b(\\d{1,2})(?:\\s+([0-5]\\d))?\\b\\D*$"));
            if (const auto m = bare.match(text); m.hasMatch())
                return finish(m.captured(1).toInt(), m.captured(2).isEmpty() ? 0 : m.captured(2).toInt(), {});
        }
        return std::nullopt;
    }
    return std::nullopt;
}

void FlowAgent::extract(const QString &heard, const QString &asked)
{
    QString normalized = normalizeNumbers(heard);
    normalized.replace(QRegularExpression(QStringLiteral("\\bplus\\s*(?=\\d)"), kOptions), QStringLiteral("+"));
    // Phones and refs first (they blank their digits), then the asked slot, then the others.
    QStringList order;
    for (const QString &s : std::as_const(m_slotOrder)) {
        const QString type = m_slotDefs.value(s).type;
        if (type == QLatin1String("phone") || type == QLatin1String("ref"))
            order.append(s);
    }
    if (!asked.isEmpty() && !order.contains(asked))
        order.append(asked);
    for (const QString &s : std::as_const(m_slotOrder))
        if (!order.contains(s))
            order.append(s);
    for (const QString &s : std::as_const(order)) {
        const bool isAsked = s == asked;
        if (!isAsked && m_slots.contains(s)) {
            // keep what was said earlier, but still blank a known phone/ref's digits
            const QString type = m_slotDefs.value(s).type;
            if (type != QLatin1String("phone") && type != QLatin1String("ref"))
                continue;
        }
        const auto v = parseSlot(s, m_slotDefs.value(s), heard, normalized, isAsked);
        if (v && (isAsked || !m_slots.contains(s)))
            m_slots.insert(s, *v);
    }
}

bool FlowAgent::matches(const QString &intent, const QString &text) const
{
    for (const QRegularExpression &p : m_intents.value(intent))
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
    if (m_slotDefs.value(path).type == QLatin1String("integer"))
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
        QString value = jsonText(lookup(m.captured(1)));
        const QString filter = m.captured(2);
        if (filter == QLatin1String("spoken"))
            value = spokenDate(value);
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
                    if (actual.is_null() == operand.get<bool>())
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

const Json &FlowAgent::stateJson(const QString &name) const
{
    return m_flow.at("states").at(toStdString(name));
}

namespace {
QString str(const Json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}
} // namespace

QString FlowAgent::missingSlot(const Json &state) const
{
    if (const auto fill = state.find("fill"); fill != state.end())
        for (const Json &s : *fill)
            if (!m_slots.contains(toQString(s.get<std::string>())))
                return toQString(s.get<std::string>());
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
            if (const auto clear = st.find("clear"); clear != st.end() && fresh)
                for (const Json &s : *clear)
                    m_slots.remove(toQString(s.get<std::string>()));
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
            say(reply, str(st.at("ask"), toStdString(missing).c_str()));
            m_waiting = true;
            return;
        }
        if (const auto tool = st.find("tool"); tool != st.end()) {
            const QString name = str(*tool, "name");
            const Json args = renderArg(tool->value("arguments", Json::object()));
            const QString id = QStringLiteral("call-%1").arg(++m_callCount);
            const ToolOutcome outcome = tools.call(name, args, id);
            m_lastTimedOut = outcome.timedOut;
            m_lastError = outcome.error || !outcome.valid;
            m_result = outcome.timedOut ? Json {{"error", "timeout"}} : outcome.result;
            reply.toolCalls.append(ToolCall {id, name, args, outcome.valid, m_result});
        }
        if (const auto set = st.find("set"); set != st.end())
            for (const auto &[k, v] : set->items()) {
                const Json value = renderArg(v);
                if (value.is_null())
                    m_slots.remove(toQString(k));
                else
                    m_slots.insert(toQString(k), jsonText(value));
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
        if (const auto branch = st.find("branch"); branch != st.end()) {
            for (const Json &rule : *branch)
                if (condition(rule.at("when"))) {
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
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
    }
}

bool FlowAgent::reask(AgentReply &reply, const Json &st)
{
    if (++m_reasks > m_maxReasks) {
        QString fail = str(st, "on_fail");
        if (fail.isEmpty())
            fail = str(m_flow, "on_fail");
        if (!fail.isEmpty()) {
            m_pending = fail;
            return false;
        }
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return true;
    }
    QString again = str(st, "reask");
    if (again.isEmpty())
        again = str(m_flow, "reask");
    if (again.isEmpty())
        again = QStringLiteral("Sorry, I didn't catch that.");
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
        for (const Json &rule : rules) {
            bool ok = true;
            if (rule.contains("intent"))
                ok = ok && matches(str(rule, "intent"), heard);
            if (rule.contains("slot"))
                ok = ok && m_slots.contains(str(rule, "slot"))
                    && m_slots.value(str(rule, "slot")) != before.value(str(rule, "slot"));
            if (rule.contains("when"))
                ok = ok && condition(rule.at("when"));
            if (ok) {
                m_pending = str(rule, "goto");
                return true;
            }
        }
        return false;
    };

    if (const auto global = m_flow.find("global"); global != m_flow.end() && follow(*global)) {
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
    enter(m_start, reply, tools);
    return reply;
}

AgentReply FlowAgent::respond(const QString &heard, ToolStubRuntime &tools)
{
    AgentReply reply;
    if (m_finished)
        return reply;
    if (++m_turns > m_maxTurns) {
        say(reply, m_limitSay);
        reply.action = Turn::Action::End;
        m_finished = true;
        return reply;
    }
    handleAnswer(heard, reply, tools);
    return reply;
}

} // namespace Polygon
