// Reading and checking a flow file (docs/flows.md): the flow agent's reader,
// which the workspace loader runs on every flow.
#include "flowreader.h"

#include "core/model/language.h"
#include "core/simulate/jsonschema.h"
#include "core/util/messages.h"
#include "core/json/objectreader.h"

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

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QString defaultLimitSay(const QString &language)
{
    if (language == QLatin1String("ru"))
        return u8("Извините, на этом мне придётся закончить разговор. До свидания.");
    if (language == QLatin1String("hr") || language == QLatin1String("bs"))
        return u8("Nažalost, moram ovdje završiti razgovor. Doviđenja.");
    return QStringLiteral("I'm sorry, we have to end the call here. Goodbye.");
}

QString quotedName(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

} // namespace

std::optional<FlowProgram> FlowReader::read(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems)
{
    const QString file = QDir(workspaceRoot).filePath(flow.path);
    // The workspace loader read the file once and kept its JSON: read that.
    Diagnostics unplaced; // their positions would be those of the JSON written out here
    const std::string text = flow.definition.dump(-1, ' ', false, Json::error_handler_t::replace);
    if (const auto doc = JsonDocument::parse(QByteArray(text.data(), qsizetype(text.size())), file, unplaced))
        if (auto program = read(*doc, unplaced))
            return program;
    // A definition with problems: the file gives them their line and column.
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        problems.append(Diagnostic(file, 1, 1, WorkspaceMessages::tr("cannot read the flow file")));
        return std::nullopt;
    }
    const auto doc = JsonDocument::parse(f.readAll(), file, problems);
    if (!doc)
        return std::nullopt;
    return read(*doc, problems);
}

std::optional<FlowProgram> FlowReader::read(const JsonDocument &doc, Diagnostics &problems)
{
    const int before = int(problems.size());
    ObjectReader r(doc, {}, WorkspaceMessages::tr("the flow"), problems);
    if (!r.isObject())
        return std::nullopt;

    FlowProgram program;
    program.definition = doc.root();
    r.requireFormat();
    if (const auto language = r.string("language", Need::Optional)) {
        if (isSupportedLanguage(*language))
            program.language = *language;
        else
            r.problemAtValue("language",
                             WorkspaceMessages::tr("unknown language \"%1\"; expected one of: %2")
                                 .arg(*language, supportedLanguages().join(QStringLiteral(", "))));
    }
    r.string("description", Need::Optional, true);
    if (const auto today = r.string("today", Need::Optional)) {
        program.today = QDate::fromString(*today, Qt::ISODate);
        if (!program.today.isValid())
            r.problemAtValue("today", WorkspaceMessages::tr("\"today\" must be a date YYYY-MM-DD"));
    }
    program.maxTurns = int(r.integer("max_turns", Need::Optional, 1, 1000).value_or(30));
    program.maxReasks = int(r.integer("max_reasks", Need::Optional, 0, 10).value_or(2));
    program.limitSay = r.string("limit_say", Need::Optional).value_or(defaultLimitSay(program.language));
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
            problems.append(doc.problemAtValue(
                pointer,
                WorkspaceMessages::tr("expected a list of regular expressions, not %1").arg(ObjectReader::describeType(value))));
            return;
        }
        for (size_t i = 0; i < value.size(); ++i) {
            const std::string p = JsonDocument::childPointer(pointer, i);
            if (!value.at(i).is_string()) {
                problems.append(doc.problemAtValue(p,
                                                   WorkspaceMessages::tr("expected a regular expression (a string), not %1")
                                                       .arg(ObjectReader::describeType(value.at(i)))));
                continue;
            }
            QRegularExpression x = re(toQString(value.at(i).get<std::string>()));
            if (!x.isValid())
                problems.append(doc.problemAtValue(p, invalidRegexMessage(x)));
            else
                into.append(x);
        }
    };

    if (intents) {
        for (const auto &[key, value] : intents->json()->items())
            compile(value, intents->pointerOf(key.c_str()), program.intents[toQString(key)]);
    }
    if (slots) {
        for (const auto &[key, value] : slots->json()->items()) {
            const QString name = toQString(key);
            ObjectReader s = slots->child(slots->pointerOf(key.c_str()), WorkspaceMessages::tr("slot \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            FlowSlot def;
            def.type
                = kSlotTypes.value(s.choice("type", Need::Required, kSlotTypes, WorkspaceMessages::tr("slot type")).value_or(4));
            def.min = s.integer("min", Need::Optional, 0, 1000000).value_or(0);
            def.max = s.integer("max", Need::Optional, 0, 1000000).value_or(99);
            def.assumePm = s.boolean("assume_pm", Need::Optional).value_or(true);
            if (const Json *p = s.value("patterns", Need::Optional))
                compile(*p, s.pointerOf("patterns"), def.patterns);
            s.finish();
            program.slots.insert(name, def);
            program.slotOrder.append(name);
        }
    }

    QStringList stateNames;
    if (states && states->isObject())
        for (const auto &[key, value] : states->json()->items())
            stateNames.append(toQString(key));

    auto checkState = [&](ObjectReader &o, const char *key) {
        if (const auto target = o.string(key, Need::Optional); target && !stateNames.contains(*target))
            o.problemAtValue(key, WorkspaceMessages::tr("unknown state \"%1\"").arg(*target));
    };
    auto checkSlot = [&](ObjectReader &o, const std::string &pointer, const QString &slot) {
        if (!program.slots.contains(slot))
            o.problemAtValue(pointer, WorkspaceMessages::tr("unknown slot \"%1\"").arg(slot));
    };
    // Conditions: {path: value} (JSON equality) or {path: {operator: operand, …}}.
    auto checkConditions = [&](const Json &when, const std::string &pointer) {
        static const QStringList operators
            = {QStringLiteral("gt"), QStringLiteral("gte"), QStringLiteral("lt"),    QStringLiteral("lte"),
               QStringLiteral("eq"), QStringLiteral("ne"),  QStringLiteral("exists")};
        for (auto it = when.begin(); it != when.end(); ++it) {
            if (!it.value().is_object())
                continue; // a value compared as JSON: any value will do
            const std::string pathPointer = JsonDocument::childPointer(pointer, it.key());
            for (auto op = it.value().begin(); op != it.value().end(); ++op) {
                const QString name = toQString(op.key());
                const std::string at = JsonDocument::childPointer(pathPointer, op.key());
                if (!operators.contains(name)) {
                    problems.append(doc.problemAtKey(at,
                                                     WorkspaceMessages::tr("unknown condition %1; expected one of: %2")
                                                         .arg(quotedName(name), operators.join(QStringLiteral(", ")))));
                } else if (name == QLatin1String("exists") && !op.value().is_boolean()) {
                    problems.append(doc.problemAtValue(at,
                                                       WorkspaceMessages::tr("\"exists\" must be true or false, not %1")
                                                           .arg(ObjectReader::describeType(op.value()))));
                } else if (name != QLatin1String("exists") && name != QLatin1String("eq") && name != QLatin1String("ne")
                           && !op.value().is_number()) {
                    problems.append(doc.problemAtValue(at,
                                                       WorkspaceMessages::tr("%1 must be a number, not %2")
                                                           .arg(quotedName(name), ObjectReader::describeType(op.value()))));
                }
            }
        }
    };
    auto checkRules = [&](ObjectReader &o, const char *key, bool conditional) {
        const Json *rules = o.value(key, Need::Optional);
        if (!rules)
            return;
        if (!rules->is_array()) {
            o.problemAtValue(key,
                             WorkspaceMessages::tr("expected a list of rules, not %1").arg(ObjectReader::describeType(*rules)));
            return;
        }
        for (size_t i = 0; i < rules->size(); ++i) {
            ObjectReader rule = o.child(JsonDocument::childPointer(o.pointerOf(key), i), WorkspaceMessages::tr("the rule"));
            if (!rule.isObject())
                continue;
            checkState(rule, "goto");
            if (!rule.has("goto"))
                rule.string("goto", Need::Required);
            if (const auto intent = rule.string("intent", Need::Optional); intent && !program.intents.contains(*intent))
                rule.problemAtValue("intent", WorkspaceMessages::tr("unknown intent \"%1\"").arg(*intent));
            if (const auto slot = rule.string("slot", Need::Optional))
                checkSlot(rule, rule.pointerOf("slot"), *slot);
            if (const Json *when = rule.value("when", conditional ? Need::Required : Need::Optional)) {
                if (!when->is_object())
                    rule.problemAtValue(
                        "when",
                        WorkspaceMessages::tr("expected an object of conditions, not %1").arg(ObjectReader::describeType(*when)));
                else
                    checkConditions(*when, rule.pointerOf("when"));
            }
            rule.finish();
        }
    };
    // "ask": {slot: question}.
    auto checkQuestions = [&](ObjectReader &s, const Json *ask) {
        if (!ask)
            return;
        if (!ask->is_object()) {
            s.problemAtValue(
                "ask",
                WorkspaceMessages::tr("expected an object of slot: question, not %1").arg(ObjectReader::describeType(*ask)));
            return;
        }
        for (auto it = ask->begin(); it != ask->end(); ++it)
            if (!it.value().is_string())
                s.problemAtValue(JsonDocument::childPointer(s.pointerOf("ask"), it.key()),
                                 WorkspaceMessages::tr("the question for slot %1 must be a string, not %2")
                                     .arg(quotedName(toQString(it.key())), ObjectReader::describeType(it.value())));
    };

    if (states && states->isObject()) {
        for (const QString &name : std::as_const(stateNames)) {
            const std::string key = toStdString(name);
            ObjectReader s = states->child(states->pointerOf(key.c_str()), WorkspaceMessages::tr("state \"%1\"").arg(name));
            if (!s.isObject())
                continue;
            s.string("say", Need::Optional, true);
            s.string("reask", Need::Optional);
            s.choice("action", Need::Optional, {QStringLiteral("end"), QStringLiteral("transfer")},
                     WorkspaceMessages::tr("action"));
            for (const char *k : {"goto", "then", "else", "on_timeout", "on_error", "on_fail"})
                checkState(s, k);
            if (const auto fill = s.stringList("fill", Need::Optional, true)) {
                for (int i = 0; i < fill->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("fill"), size_t(i)), fill->at(i));
                if (!s.has("then"))
                    s.problemAtObject(WorkspaceMessages::tr("a state with \"fill\" needs \"then\""));
                const Json *ask = s.value("ask", Need::Required);
                checkQuestions(s, ask);
                for (const QString &slot : *fill)
                    if (ask && ask->is_object() && !ask->contains(toStdString(slot)))
                        s.problemAtValue("ask", WorkspaceMessages::tr("no question for slot \"%1\"").arg(slot));
            } else {
                checkQuestions(s, s.value("ask", Need::Optional));
            }
            if (const auto clear = s.stringList("clear", Need::Optional))
                for (int i = 0; i < clear->size(); ++i)
                    checkSlot(s, JsonDocument::childPointer(s.pointerOf("clear"), size_t(i)), clear->at(i));
            if (auto tool = s.object("tool", Need::Optional)) {
                tool->string("name", Need::Required);
                if (const Json *args = tool->value("arguments", Need::Optional); args && !args->is_object())
                    tool->problemAtValue(
                        "arguments", WorkspaceMessages::tr("expected an object, not %1").arg(ObjectReader::describeType(*args)));
                tool->finish();
            }
            if (const Json *set = s.value("set", Need::Optional); set && !set->is_object())
                s.problemAtValue(
                    "set",
                    WorkspaceMessages::tr("expected an object of slot: template, not %1").arg(ObjectReader::describeType(*set)));
            checkRules(s, "on", false);
            checkRules(s, "branch", true);
            s.finish();
        }
    }
    if (start && !stateNames.contains(*start) && states)
        r.problemAtValue("start", WorkspaceMessages::tr("unknown state \"%1\"").arg(*start));
    if (const auto onFail = program.definition.find("on_fail");
        onFail != program.definition.end() && onFail->is_string() && !stateNames.contains(toQString(onFail->get<std::string>())))
        r.problemAtValue("on_fail", WorkspaceMessages::tr("unknown state \"%1\"").arg(toQString(onFail->get<std::string>())));
    if (global) {
        ObjectReader g = r.child({}, WorkspaceMessages::tr("the flow"));
        checkRules(g, "global", false);
    }
    if (problems.size() != before || !start)
        return std::nullopt;
    program.start = *start;
    return program;
}

} // namespace Polygon
