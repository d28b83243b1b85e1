// polygon-cli judge | ask-probes (FORMATS.md §10, §11): the LLM judge and the
// probe pass on conversation files, through the profile the user names.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/grade/gradeinput.h"
#include "core/grade/judge.h"
#include "core/grade/probepass.h"
#include "core/grade/rulejudge.h"
#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"

#include <QCoreApplication>

#include <memory>

namespace Polygon::Cli {

namespace {

// The provider for --provider PROFILE (a profile file, or providers/NAME.json
// here), with its API key; nothing after printing why not.
std::unique_ptr<OpenAiProvider> openProvider(const QString &given, Profile &profile, Io &io)
{
    Diagnostics problems;
    const auto found = findProfile(given, nullptr, problems);
    printProblems(problems, io);
    if (!found)
        return nullptr;
    profile = *found;
    Diagnostics keyProblems;
    auto provider = openProfile(profile, QString(), keyProblems);
    printProblems(keyProblems, io);
    return provider;
}

} // namespace

int runJudge(const QStringList &args, Io &io)
{
    CommandLine cl("judge", io);
    cl.option("provider", "PROFILE",
              QCoreApplication::translate("polygon-cli", "the judge's provider profile (a file, or providers/NAME.json)"));
    cl.option("repeats", "K", QCoreApplication::translate("polygon-cli", "ask the judge K times per conversation (default 3)"));
    cl.flag("offline",
            QCoreApplication::translate("polygon-cli",
                                        "no model: the rule judge scores what deterministic evidence supports, the rest "
                                        "is not scored"));
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    const bool offline = cl.isSet("offline");
    if (cl.positional().size() != 1 || (offline == !cl.value("provider").isEmpty()))
        return cl.usageError(offline ? QCoreApplication::translate("polygon-cli", "--offline asks no provider") : QString());
    int repeats = 3;
    bool ok = true;
    if (cl.isSet("repeats") && (repeats = cl.value("repeats").toInt(&ok), !ok || repeats < 1 || repeats > 50))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--repeats needs a whole number from 1 to 50"));
    QString name;
    const auto bytes = readInput(cl.positional().first(), io, &name);
    if (!bytes)
        return BadInput;
    Diagnostics problems;
    auto input = readJudgeInput(*bytes, name, problems);
    if (!input) {
        printProblems(problems, io);
        return BadInput;
    }
    if (offline) {
        Json result = Json::array();
        bool anyFailed = false;
        for (const JudgeItem &item : input->items) {
            RuleJudgeInput rules;
            rules.conversation = &item.conversation;
            rules.rubric = item.rubric;
            rules.forbidden = item.forbidden;
            const Judgment j = ruleJudgment(rules);
            anyFailed = anyFailed || j.grade.failed();
            result.push_back(judgmentToJson(*item.rubric, j));
        }
        printJson(input->isList ? result : result.at(0), cl.isSet("compact"), io);
        return anyFailed ? Failed : Success;
    }
    Profile profile;
    const auto provider = openProvider(cl.value("provider"), profile, io);
    if (!provider)
        return BadInput;

    const std::vector<JudgeItem> items = input->items;
    ConversationJudge judge(provider.get(), profile, repeats);
    std::vector<Json> out(items.size());
    bool anyFailed = false;
    QObject::connect(&judge, &ConversationJudge::judged, &judge, [&](int index, const Judgment &j) {
        for (const auto &[repeat, error] : j.errors)
            io.err << QCoreApplication::translate("polygon-cli", "%1: judge repeat %2 failed: %3")
                          .arg(items[size_t(index)].conversation.id)
                          .arg(repeat)
                          .arg(error)
                   << '\n';
        anyFailed = anyFailed || j.grade.failed();
        out[size_t(index)] = judgmentToJson(*items[size_t(index)].rubric, j);
    });
    runUntil(&judge, &ConversationJudge::finished, [&] { judge.start(std::move(input->items)); });
    Json result = Json::array();
    for (Json &j : out)
        result.push_back(std::move(j));
    printJson(input->isList ? result : result.at(0), cl.isSet("compact"), io);
    return anyFailed ? Failed : Success;
}

int runAskProbes(const QStringList &args, Io &io)
{
    CommandLine cl("ask-probes", io);
    cl.option("probes", "PROBES",
              QCoreApplication::translate("polygon-cli",
                                          "a probes/ folder (or a workspace), one probe file, or a JSON array of "
                                          "{id, question, polarity}"));
    cl.option("provider", "PROFILE",
              QCoreApplication::translate("polygon-cli", "the probes' provider profile (a file, or providers/NAME.json)"));
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 1 || cl.value("provider").isEmpty() || cl.value("probes").isEmpty())
        return cl.usageError();
    QString name;
    const auto bytes = readInput(cl.positional().first(), io, &name);
    if (!bytes)
        return BadInput;
    Diagnostics problems;
    const auto input = readJudgeInput(*bytes, name, problems);
    const auto probes = readProbeList(cl.value("probes"), problems);
    if (!input || !probes) {
        printProblems(problems, io);
        return BadInput;
    }
    Profile profile;
    const auto provider = openProvider(cl.value("provider"), profile, io);
    if (!provider)
        return BadInput;

    QList<Conversation> conversations;
    for (const JudgeItem &item : input->items)
        conversations.append(item.conversation);
    ProbePass pass(provider.get());
    runUntil(&pass, &ProbePass::finished, [&] { pass.start(*probes, conversations); });
    Json list = Json::array();
    for (const ProbeResult &r : pass.results()) {
        for (const QString &problem : r.problems)
            io.err << problem << '\n';
        list.push_back(probeResultToJson(r));
    }
    Json result = Json::object();
    result["format"] = 1;
    result["probes"] = std::move(list);
    printJson(result, cl.isSet("compact"), io);
    return Success;
}

} // namespace Polygon::Cli
