// polygon-cli score | probes | loop | divergence (FORMATS.md §2–§5).
#include "command.h"
#include "input.h"

#include "core/compare/divergence.h"
#include "core/grade/loop.h"
#include "core/grade/probestats.h"
#include "core/grade/rubric.h"
#include "core/grade/score.h"
#include "core/util/hash.h"
#include "core/workspace/conversationformat.h"
#include "core/workspace/objectreader.h"

#include <QCoreApplication>

#include <vector>

namespace Polygon::Cli {

namespace {

using Need = ObjectReader::Need;

// One item of `score` input, checked and ready to grade.
struct ScoreItem
{
    Conversation conversation;
    const RubricVersion *rubric = nullptr;
    QStringList forbidden;
    std::vector<ScoreValue> values; // repeats × criteria
    int repeats = 0;
};

std::optional<ScoreItem> readScoreItem(ObjectReader &r)
{
    if (!r.isObject())
        return std::nullopt;
    const int before = r.problemCount();
    ScoreItem item;
    std::optional<Conversation> conversation;
    if (auto c = r.object("conversation", Need::Required))
        conversation = readConversation(*c);
    QString rubricName;
    if (const auto index = r.choice("rubric", Need::Optional, RubricVersion::builtinNames(),
                                    QCoreApplication::translate("polygon-cli", "rubric version")))
        rubricName = RubricVersion::builtinNames().at(*index);
    else if (conversation && !conversation->rubric.isEmpty())
        rubricName = conversation->rubric;
    else
        rubricName = QStringLiteral("v2");
    item.rubric = RubricVersion::builtin(rubricName);
    item.forbidden = r.stringList("forbidden_phrases", Need::Optional).value_or(QStringList());

    if (const Json *repeats = r.value("repeats", Need::Required)) {
        if (!repeats->is_array() || repeats->empty()) {
            r.problemAtValue("repeats",
                             QCoreApplication::translate("polygon-cli",
                                                         "\"repeats\" must be a non-empty array of the "
                                                         "judge's scores, one object per repeat"));
        } else {
            const qsizetype criteria = item.rubric->criteria.size();
            item.repeats = int(repeats->size());
            item.values.assign(size_t(item.repeats) * size_t(criteria), ScoreValue::missing());
            for (size_t k = 0; k < repeats->size(); ++k) {
                const std::string at = JsonDocument::childPointer(r.pointerOf("repeats"), k);
                const Json &judgment = (*repeats)[k];
                if (!judgment.is_object()) {
                    r.problemAtValue(
                        at,
                        QCoreApplication::translate("polygon-cli", "repeat %1 must be an object of criterion scores, not %2")
                            .arg(k + 1)
                            .arg(ObjectReader::describeType(judgment)));
                    continue;
                }
                for (auto it = judgment.begin(); it != judgment.end(); ++it) {
                    const int c = item.rubric->criterionIndex(toQString(it.key()));
                    if (c < 0) {
                        QStringList keys;
                        for (const auto &criterion : item.rubric->criteria)
                            keys.append(criterion.key);
                        Diagnostic d = r.document().problemAtKey(
                            JsonDocument::childPointer(at, it.key()),
                            QCoreApplication::translate("polygon-cli",
                                                        "unknown criterion \"%1\" in rubric %2; expected one of: %3")
                                .arg(toQString(it.key()), item.rubric->name, keys.join(QLatin1String(", "))));
                        r.report(d);
                        continue;
                    }
                    item.values[k * size_t(criteria) + size_t(c)] = classifyScoreValue(&it.value(), *item.rubric);
                }
            }
        }
    }
    r.finish(); // a typo such as "forbiden_phrases" must not switch a gate off silently
    if (r.problemCount() != before || !conversation)
        return std::nullopt;
    item.conversation = std::move(*conversation);
    return item;
}

// Runs `read` on the root object, or on each element of a root array.
template<typename T, typename Read>
std::optional<std::vector<T>> readItems(const JsonDocument &doc, const QString &what, bool &isArray, Diagnostics &problems,
                                        Read read)
{
    std::vector<T> items;
    isArray = doc.root().is_array();
    const size_t count = isArray ? doc.root().size() : 1;
    for (size_t i = 0; i < count; ++i) {
        ObjectReader r(doc, isArray ? JsonDocument::childPointer({}, i) : std::string(), what, problems);
        if (!r.isObject())
            continue;
        if (auto item = read(r))
            items.push_back(std::move(*item));
    }
    if (!problems.isEmpty())
        return std::nullopt;
    return items;
}

// The shared start of `score`, `probes` and `loop`: one FILE (or -) and
// --compact. Returns the parsed input, or nothing after printing the problem.
std::optional<JsonDocument> singleInput(const QStringList &args, const char *command, bool &compact, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli %1 FILE|- [--compact]").arg(QLatin1String(command));
    QStringList positional, flags;
    if (!parseArguments(args, {QStringLiteral("--compact")}, usage, positional, flags, io))
        return std::nullopt;
    if (positional.size() != 1) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return std::nullopt;
    }
    compact = flags.contains(QStringLiteral("--compact"));
    return readJsonInput(positional.first(), io);
}

} // namespace

int runScore(const QStringList &args, Io &io)
{
    bool compact = false;
    const auto doc = singleInput(args, "score", compact, io);
    if (!doc)
        return BadInput;
    Diagnostics problems;
    bool isArray = false;
    const auto items = readItems<ScoreItem>(*doc, QCoreApplication::translate("polygon-cli", "the score input"), isArray,
                                            problems, readScoreItem);
    if (!items) {
        printProblems(problems, io);
        return BadInput;
    }
    Json out = Json::array();
    bool anyFailed = false;
    for (const ScoreItem &item : *items) {
        const Grade grade = gradeConversation(*item.rubric, item.conversation, item.values, item.repeats, item.forbidden);
        anyFailed = anyFailed || grade.failed();
        out.push_back(gradeToJson(*item.rubric, grade));
    }
    printJson(isArray ? out : out.at(0), compact, io);
    return anyFailed ? Failed : Success;
}

int runProbes(const QStringList &args, Io &io)
{
    bool compact = false;
    const auto doc = singleInput(args, "probes", compact, io);
    if (!doc)
        return BadInput;
    Diagnostics problems;
    ObjectReader root(*doc, {}, QCoreApplication::translate("polygon-cli", "the probes input"), problems);
    Json out = Json::array();
    if (const Json *probes = root.isObject() ? root.value("probes", Need::Required) : nullptr) {
        if (!probes->is_array()) {
            root.problemAtValue("probes",
                                QCoreApplication::translate("polygon-cli", "\"probes\" must be an array of probes, not %1")
                                    .arg(ObjectReader::describeType(*probes)));
        } else {
            for (size_t i = 0; i < probes->size(); ++i) {
                ObjectReader p = root.child(JsonDocument::childPointer(root.pointerOf("probes"), i),
                                            QCoreApplication::translate("polygon-cli", "probe %1").arg(i + 1));
                if (!p.isObject())
                    continue;
                const int before = p.problemCount();
                const QString id = p.string("id", Need::Required).value_or(QString());
                const QString question = p.string("question", Need::Required).value_or(QString());
                const auto polarity
                    = p.choice("polarity", Need::Required, {QStringLiteral("wanted"), QStringLiteral("guardrail")},
                               QCoreApplication::translate("polygon-cli", "probe polarity"));
                std::vector<ProbeAnswer> answers;
                if (const Json *list = p.value("answers", Need::Required)) {
                    if (!list->is_array()) {
                        p.problemAtValue("answers",
                                         QCoreApplication::translate("polygon-cli",
                                                                     "\"answers\" must be an array of "
                                                                     "\"yes\", \"no\" or \"na\", not %1")
                                             .arg(ObjectReader::describeType(*list)));
                    } else {
                        for (size_t k = 0; k < list->size(); ++k) {
                            const Json &a = (*list)[k];
                            const auto answer = a.is_string() ? parseProbeAnswer(toQString(a.get<std::string>())) : std::nullopt;
                            if (!answer) {
                                p.problemAtValue(
                                    JsonDocument::childPointer(p.pointerOf("answers"), k),
                                    QCoreApplication::translate("polygon-cli",
                                                                "answer %1 must be \"yes\", \"no\" or \"na\", not %2")
                                        .arg(k + 1)
                                        .arg(a.is_string() ? QLatin1Char('"') + toQString(a.get<std::string>()) + QLatin1Char('"')
                                                           : ObjectReader::describeType(a)));
                                continue;
                            }
                            answers.push_back(*answer);
                        }
                    }
                }
                if (p.problemCount() != before || !polarity)
                    continue;
                const auto pol = *polarity == 0 ? Probe::Polarity::Wanted : Probe::Polarity::Guardrail;
                const ProbeConformance c = probeConformance(pol, answers);
                Json j = Json::object();
                j["id"] = toStdString(id);
                j["polarity"] = toStdString(Probe::polarityName(pol));
                j["applicable"] = c.applicable;
                j["conforming"] = c.conforming;
                j["conformance"] = c.conformance ? jsonNumber(*c.conformance) : Json();
                j["wilson95"] = c.wilson ? Json::array({jsonNumber(c.wilson->low), jsonNumber(c.wilson->high)}) : Json();
                j["wording_hash"] = toStdString(wordingHash(question));
                out.push_back(std::move(j));
            }
        }
    }
    if (!problems.isEmpty()) {
        printProblems(problems, io);
        return BadInput;
    }
    Json result = Json::object();
    result["format"] = 1;
    result["probes"] = std::move(out);
    printJson(result, compact, io);
    return Success;
}

namespace {

std::optional<Conversation> conversationFrom(const JsonDocument &doc, Io &io)
{
    Diagnostics problems;
    ObjectReader r(doc, {}, QCoreApplication::translate("polygon-cli", "the conversation"), problems);
    auto conversation = readConversation(r);
    if (!problems.isEmpty()) {
        printProblems(problems, io);
        return std::nullopt;
    }
    return conversation;
}

std::optional<Conversation> readConversationFile(const QString &path, Io &io)
{
    const auto doc = readJsonInput(path, io);
    if (!doc)
        return std::nullopt;
    return conversationFrom(*doc, io);
}

} // namespace

int runLoop(const QStringList &args, Io &io)
{
    bool compact = false;
    const auto doc = singleInput(args, "loop", compact, io);
    const auto conversation = doc ? conversationFrom(*doc, io) : std::nullopt;
    if (!conversation)
        return BadInput;
    const auto turn = findLoop(*conversation);
    Json out = Json::object();
    out["loop"] = turn.has_value();
    out["turn"] = turn ? Json(*turn) : Json();
    printJson(out, compact, io);
    return turn ? Failed : Success;
}

int runDivergence(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli divergence A B [--compact]");
    QStringList positional, flags;
    if (!parseArguments(args, {QStringLiteral("--compact")}, usage, positional, flags, io))
        return BadInput;
    if (positional.size() != 2) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return BadInput;
    }
    if (positional.at(0) == QLatin1String("-") && positional.at(1) == QLatin1String("-")) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1 (at most one of A and B may be - for standard input)")
                      .arg(usage)
               << '\n';
        return BadInput;
    }
    const auto a = readConversationFile(positional.at(0), io);
    const auto b = readConversationFile(positional.at(1), io);
    if (!a || !b)
        return BadInput;
    const Divergence d = findDivergence(*a, *b);
    Json out = Json::object();
    out["divergence"] = d.turn ? Json(*d.turn) : Json();
    out["reason"] = d.reason.isEmpty() ? Json() : Json(toStdString(d.reason));
    out["similarity"] = d.similarity ? jsonNumber(*d.similarity) : Json();
    printJson(out, flags.contains(QStringLiteral("--compact")), io);
    return Success;
}

} // namespace Polygon::Cli
