#include "proberules.h"

#include "core/util/messages.h"

#include <QRegularExpression>

namespace Polygon {

namespace {

const QStringList kConditions
    = {QStringLiteral("agent_says"),  QStringLiteral("caller_says"),       QStringLiteral("tool_called"),
       QStringLiteral("tool_failed"), QStringLiteral("agent_says_before"), QStringLiteral("checks_after_failure")};

QRegularExpression pattern(const Json &text)
{
    return QRegularExpression(toQString(text.get<std::string>()),
                              QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
}

QString regexProblem(const Json &value, const QString &where)
{
    if (!value.is_string() || value.get_ref<const std::string &>().empty())
        return WorkspaceMessages::tr("%1 must be a non-empty regular expression").arg(where);
    const QRegularExpression re = pattern(value);
    if (!re.isValid())
        return WorkspaceMessages::tr("%1 is not a valid regular expression: %2").arg(where, re.errorString());
    return {};
}

QString nameProblem(const Json &value, const QString &where)
{
    if (!value.is_string() || value.get_ref<const std::string &>().empty())
        return WorkspaceMessages::tr("%1 must be a tool name").arg(where);
    return {};
}

QString conditionProblem(const Json &c, const QString &where)
{
    if (!c.is_object() || c.size() != 1)
        return WorkspaceMessages::tr("%1 must be an object with exactly one of: %2")
            .arg(where, kConditions.join(QLatin1String(", ")));
    const QString kind = toQString(c.begin().key());
    const Json &v = c.begin().value();
    const QString at = where + QLatin1Char('.') + kind;
    if (kind == QLatin1String("agent_says") || kind == QLatin1String("caller_says"))
        return regexProblem(v, at);
    if (kind == QLatin1String("tool_called") || kind == QLatin1String("tool_failed"))
        return nameProblem(v, at);
    if (kind == QLatin1String("agent_says_before")) {
        if (!v.is_object() || v.size() != 2 || !v.contains("pattern") || !v.contains("tool"))
            return WorkspaceMessages::tr("%1 must be {\"pattern\": REGEX, \"tool\": NAME}").arg(at);
        const QString p = regexProblem(v["pattern"], at + QStringLiteral(".pattern"));
        return p.isEmpty() ? nameProblem(v["tool"], at + QStringLiteral(".tool")) : p;
    }
    if (kind == QLatin1String("checks_after_failure")) {
        if (!v.is_object() || v.size() != 2 || !v.contains("failed") || !v.contains("check"))
            return WorkspaceMessages::tr("%1 must be {\"failed\": NAME, \"check\": NAME}").arg(at);
        const QString p = nameProblem(v["failed"], at + QStringLiteral(".failed"));
        return p.isEmpty() ? nameProblem(v["check"], at + QStringLiteral(".check")) : p;
    }
    return WorkspaceMessages::tr("%1: unknown condition \"%2\"; expected one of: %3")
        .arg(where, kind, kConditions.join(QLatin1String(", ")));
}

bool says(const Conversation &c, Turn::Speaker speaker, const QRegularExpression &re)
{
    for (const Turn &t : c.turns)
        if (t.speaker == speaker && re.match(t.text).hasMatch())
            return true;
    return false;
}

bool holds(const Json &condition, const Conversation &c)
{
    const std::string kind = condition.begin().key();
    const Json &v = condition.begin().value();
    if (kind == "agent_says")
        return says(c, Turn::Speaker::Agent, pattern(v));
    if (kind == "caller_says")
        return says(c, Turn::Speaker::Caller, pattern(v));
    if (kind == "tool_called" || kind == "tool_failed") {
        const QString name = toQString(v.get<std::string>());
        for (const Turn &t : c.turns)
            for (const ToolCall &call : t.toolCalls)
                if (call.name == name && (kind == "tool_called" || call.failed()))
                    return true;
        return false;
    }
    if (kind == "agent_says_before") {
        const QRegularExpression re = pattern(v["pattern"]);
        const QString tool = toQString(v["tool"].get<std::string>());
        bool said = false;
        for (const Turn &t : c.turns) {
            if (t.isAgent() && re.match(t.text).hasMatch())
                said = true; // a turn's text comes before its own tool calls
            for (const ToolCall &call : t.toolCalls)
                if (call.name == tool)
                    return said;
        }
        return false; // the tool was never called
    }
    // checks_after_failure
    const QString failed = toQString(v["failed"].get<std::string>());
    const QString check = toQString(v["check"].get<std::string>());
    bool pending = false; // a failure of `failed` not yet followed by `check`
    for (const Turn &t : c.turns)
        for (const ToolCall &call : t.toolCalls) {
            if (call.name == check)
                pending = false;
            if (call.name == failed) {
                if (pending)
                    return false; // called again without checking
                pending = call.failed();
            }
        }
    return true;
}

} // namespace

QString probeRuleProblem(const Json &rule)
{
    if (!rule.is_object())
        return WorkspaceMessages::tr("\"rule\" must be an object with \"yes_if\" and optionally \"applies_if\"");
    for (auto it = rule.begin(); it != rule.end(); ++it)
        if (it.key() != "yes_if" && it.key() != "applies_if")
            return WorkspaceMessages::tr("\"rule\" has an unknown key \"%1\"; expected \"yes_if\" and optionally "
                                         "\"applies_if\"")
                .arg(toQString(it.key()));
    if (!rule.contains("yes_if"))
        return WorkspaceMessages::tr("\"rule\" needs \"yes_if\"");
    if (const QString p = conditionProblem(rule["yes_if"], QStringLiteral("yes_if")); !p.isEmpty())
        return p;
    if (rule.contains("applies_if"))
        return conditionProblem(rule["applies_if"], QStringLiteral("applies_if"));
    return {};
}

ProbeAnswer probeRuleAnswer(const Json &rule, const Conversation &conversation)
{
    if (rule.contains("applies_if") && !holds(rule["applies_if"], conversation))
        return ProbeAnswer::NotApplicable;
    return holds(rule["yes_if"], conversation) ? ProbeAnswer::Yes : ProbeAnswer::No;
}

} // namespace Polygon
