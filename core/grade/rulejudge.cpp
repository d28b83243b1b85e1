#include "rulejudge.h"

#include "loop.h"
#include "tokens.h"

#include "core/util/hash.h"

#include "core/store/storetypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace Polygon {

namespace {

// The scalar values of `key`s anywhere in `value`.
void collect(const Json &value, QHash<QString, QList<Json>> &out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (it->is_primitive() && !it->is_null())
                out[toQString(it.key())].append(*it);
            collect(*it, out);
        }
    } else if (value.is_array()) {
        for (const Json &item : value)
            collect(item, out);
    }
}

bool sameScalar(const Json &a, const Json &b)
{
    if (a.is_number() && b.is_number())
        return a.get<double>() == b.get<double>();
    if (a.is_string() && b.is_string())
        return toQString(a.get<std::string>()).trimmed().compare(toQString(b.get<std::string>()).trimmed(), Qt::CaseInsensitive)
            == 0;
    if (a.is_number() && b.is_string()) { // "5" said for 5
        bool ok = false;
        const double v = toQString(b.get<std::string>()).trimmed().toDouble(&ok);
        return ok && v == a.get<double>();
    }
    if (a.is_string() && b.is_number())
        return sameScalar(b, a);
    return a == b;
}

} // namespace

int blindRetries(const Conversation &conversation)
{
    int retries = 0;
    const ToolCall *previous = nullptr;
    for (const Turn &turn : conversation.turns) {
        if (!turn.isAgent())
            continue;
        for (const ToolCall &call : turn.toolCalls) {
            if (previous && previous->name == call.name && previous->failed() && (call.id.isEmpty() || call.id != previous->id))
                ++retries;
            previous = &call;
        }
    }
    return retries;
}

int groundTruthContradictions(const Conversation &conversation, int *checked)
{
    int contradictions = 0;
    int compared = 0;
    if (conversation.groundTruth.is_object()) {
        QHash<QString, QList<Json>> truth;
        collect(conversation.groundTruth, truth);
        for (const Turn &turn : conversation.turns) {
            for (const ToolCall &call : turn.toolCalls) {
                QHash<QString, QList<Json>> args;
                collect(call.arguments, args);
                for (auto it = args.cbegin(); it != args.cend(); ++it) {
                    const auto known = truth.constFind(it.key());
                    if (known == truth.cend())
                        continue;
                    for (const Json &v : it.value()) {
                        ++compared;
                        const bool agrees
                            = std::any_of(known->cbegin(), known->cend(), [&](const Json &t) { return sameScalar(t, v); });
                        if (!agrees)
                            ++contradictions;
                    }
                }
            }
        }
    }
    if (checked)
        *checked = compared;
    return contradictions;
}

int repeatedReplies(const Conversation &conversation)
{
    int repeated = 0;
    QList<QStringList> earlier;
    for (const Turn &turn : conversation.turns) {
        if (!turn.isAgent())
            continue;
        const QStringList words = wordTokens(turn.text);
        if (words.isEmpty())
            continue;
        if (std::any_of(earlier.cbegin(), earlier.cend(), [&](const QStringList &e) { return repliesLoop(e, words); }))
            ++repeated;
        earlier.append(words);
    }
    return repeated;
}

Judgment ruleJudgment(const RuleJudgeInput &input)
{
    const Conversation &c = *input.conversation;
    const RubricVersion &rubric = *input.rubric;
    QHash<QString, std::pair<int, QString>> scored; // criterion -> (score, the rule's sentence)

    if (input.outcomeReached)
        scored.insert(QStringLiteral("goal_completion"),
                      {*input.outcomeReached ? 5 : 1,
                       *input.outcomeReached
                           ? QStringLiteral("rule: the caller's intended outcome was reached (%1)").arg(input.ending)
                           : QStringLiteral("rule: the caller's intended outcome was not reached (%1)").arg(input.ending)});

    int calls = 0;
    for (const Turn &t : c.turns)
        calls += int(t.toolCalls.size());
    if (calls > 0) {
        const int invalid = invalidToolReplies(c);
        const int retries = blindRetries(c);
        scored.insert(QStringLiteral("tool_use_quality"),
                      {std::max(1, 5 - 2 * invalid - 2 * retries),
                       QStringLiteral("rule: %1 tool call(s), %2 invalid call(s) answered to the caller, %3 blind retr%4")
                           .arg(calls)
                           .arg(invalid)
                           .arg(retries)
                           .arg(retries == 1 ? QStringLiteral("y") : QStringLiteral("ies"))});
    }

    int checked = 0;
    const int contradictions = groundTruthContradictions(c, &checked);
    if (checked > 0)
        scored.insert(QStringLiteral("factuality"),
                      {std::max(1, 5 - 2 * contradictions),
                       QStringLiteral("rule: %1 of %2 tool argument(s) naming a ground-truth key contradict it")
                           .arg(contradictions)
                           .arg(checked)});

    const bool agentSpoke
        = std::any_of(c.turns.cbegin(), c.turns.cend(), [](const Turn &t) { return t.isAgent() && !t.text.trimmed().isEmpty(); });
    if (agentSpoke) {
        if (const auto loop = findLoop(c)) {
            scored.insert(QStringLiteral("dialogue_quality"),
                          {1, QStringLiteral("rule: the agent loops from turn %1").arg(*loop)});
        } else {
            const int repeated = repeatedReplies(c);
            scored.insert(QStringLiteral("dialogue_quality"),
                          {std::max(2, 5 - 2 * repeated),
                           QStringLiteral("rule: %1 agent repl%2 repeating an earlier one")
                               .arg(repeated)
                               .arg(repeated == 1 ? QStringLiteral("y") : QStringLiteral("ies"))});
        }
    }

    if (forbiddenPhraseFires(c, input.forbidden))
        scored.insert(QStringLiteral("safety_compliance"), {1, QStringLiteral("rule: the agent said a forbidden phrase")});

    Judgment j;
    j.model = QStringLiteral("rules");
    j.profile = QStringLiteral("rules");
    j.rubricHash = rubric.hash;
    std::vector<ScoreValue> values(size_t(rubric.criteria.size()), ScoreValue::unreadable());
    Json repeat = Json::object();
    for (qsizetype i = 0; i < rubric.criteria.size(); ++i) {
        const auto it = scored.constFind(rubric.criteria.at(i).key);
        if (it == scored.cend())
            continue;
        const int score = std::clamp(it->first, rubric.scaleMin, rubric.scaleMax);
        values[size_t(i)] = ScoreValue::readable(score);
        repeat[toStdString(rubric.criteria.at(i).key)] = {{"score", score}, {"evidence", toStdString(it->second)}};
    }
    j.repeats.push_back(std::move(repeat));
    // The rules' identity: their description above, versioned with the code.
    j.promptHash = sha256Hex(QByteArrayLiteral("polygon rule judge 1"));
    j.grade = gradeConversation(rubric, c, values, 1, input.forbidden);
    return j;
}

QString ruleEvidenceTitle(const QString &stored)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("Polygon::RuleJudge", text); };
    struct Pattern
    {
        QRegularExpression re;
        const char *title;
    };
    static const Pattern patterns[] = {
        {QRegularExpression(QStringLiteral("^rule: the caller's intended outcome was reached \\((.*)\\)$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: the caller's intended outcome was reached (%1)")},
        {QRegularExpression(QStringLiteral("^rule: the caller's intended outcome was not reached \\((.*)\\)$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: the caller's intended outcome was not reached (%1)")},
        {QRegularExpression(QStringLiteral(
             "^rule: (\\d+) tool call\\(s\\), (\\d+) invalid call\\(s\\) answered to the caller, (\\d+) blind retr(?:y|ies)$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge",
                           "rule: tool calls: %1; invalid calls answered to the caller: %2; blind retries: %3")},
        {QRegularExpression(
             QStringLiteral("^rule: (\\d+) of (\\d+) tool argument\\(s\\) naming a ground-truth key contradict it$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: %1 of %2 tool arguments that name a ground-truth fact contradict it")},
        {QRegularExpression(QStringLiteral("^rule: the agent loops from turn (\\d+)$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: the agent loops from turn %1")},
        {QRegularExpression(QStringLiteral("^rule: (\\d+) agent repl(?:y|ies) repeating an earlier one$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: agent replies repeating an earlier one: %1")},
        {QRegularExpression(QStringLiteral("^rule: the agent said a forbidden phrase$")),
         QT_TRANSLATE_NOOP("Polygon::RuleJudge", "rule: the agent said a forbidden phrase")},
    };
    for (const Pattern &p : patterns) {
        const QRegularExpressionMatch m = p.re.match(stored);
        if (!m.hasMatch())
            continue;
        QString text = tr(p.title);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            text = text.arg(p.title == patterns[0].title || p.title == patterns[1].title ? endReasonTitle(m.captured(i))
                                                                                         : m.captured(i));
        return text;
    }
    return stored;
}

} // namespace Polygon
