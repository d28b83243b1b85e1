// polygon-cli score | probes | loop | divergence (FORMATS.md §2–§5).
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/compare/divergence.h"
#include "core/grade/gradeinput.h"
#include "core/grade/loop.h"
#include "core/grade/probestats.h"
#include "core/grade/score.h"
#include "core/util/hash.h"

#include <QCoreApplication>

#include <variant>

namespace Polygon::Cli {

namespace {

// The shared start of `score`, `probes` and `loop`: one FILE (or -) and
// --compact. Returns the parsed input, or the exit code after printing the
// help or the problem.
std::variant<JsonDocument, int> singleInput(const QStringList &args, const char *command, bool &compact, Io &io)
{
    CommandLine cl(command, io);
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 1)
        return cl.usageError();
    compact = cl.isSet("compact");
    auto doc = readJsonInput(cl.positional().first(), io);
    if (!doc)
        return int(BadInput);
    return std::move(*doc);
}

} // namespace

int runScore(const QStringList &args, Io &io)
{
    bool compact = false;
    const auto read = singleInput(args, "score", compact, io);
    if (const int *code = std::get_if<int>(&read))
        return *code;
    Diagnostics problems;
    const auto input = readScoreInput(std::get<JsonDocument>(read), problems);
    if (!input) {
        printProblems(problems, io);
        return BadInput;
    }
    Json out = Json::array();
    bool anyFailed = false;
    for (const ScoreItem &item : input->items) {
        const Grade grade = gradeConversation(*item.rubric, item.conversation, item.values, item.repeats, item.forbidden);
        anyFailed = anyFailed || grade.failed();
        out.push_back(gradeToJson(*item.rubric, grade));
    }
    printJson(input->isArray ? out : out.at(0), compact, io);
    return anyFailed ? Failed : Success;
}

int runProbes(const QStringList &args, Io &io)
{
    bool compact = false;
    const auto read = singleInput(args, "probes", compact, io);
    if (const int *code = std::get_if<int>(&read))
        return *code;
    Diagnostics problems;
    const auto probes = readProbesInput(std::get<JsonDocument>(read), problems);
    if (!probes) {
        printProblems(problems, io);
        return BadInput;
    }
    Json out = Json::array();
    for (const ProbeInput &probe : *probes) {
        const ProbeConformance c = probeConformance(probe.polarity, probe.answers);
        Json j = Json::object();
        j["id"] = toStdString(probe.id);
        j["polarity"] = toStdString(Probe::polarityName(probe.polarity));
        j["applicable"] = c.applicable;
        j["conforming"] = c.conforming;
        j["conformance"] = c.conformance ? jsonNumber(*c.conformance) : Json();
        j["wilson95"] = c.wilson ? Json::array({jsonNumber(c.wilson->low), jsonNumber(c.wilson->high)}) : Json();
        j["wording_hash"] = toStdString(wordingHash(probe.question));
        out.push_back(std::move(j));
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
    auto conversation = readConversationDocument(doc, problems);
    printProblems(problems, io);
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
    const auto read = singleInput(args, "loop", compact, io);
    if (const int *code = std::get_if<int>(&read))
        return *code;
    const auto conversation = conversationFrom(std::get<JsonDocument>(read), io);
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
    CommandLine cl("divergence", io);
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    if (positional.size() != 2)
        return cl.usageError();
    if (positional.at(0) == QLatin1String("-") && positional.at(1) == QLatin1String("-")) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1 (at most one of A and B may be - for standard input)")
                      .arg(cl.usage())
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
    printJson(out, cl.isSet("compact"), io);
    return Success;
}

} // namespace Polygon::Cli
