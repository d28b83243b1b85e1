// Tests for Polygon::loadWorkspace: the example workspace loads with exactly
// what is on disk, and every kind of problem is reported as one exact
// "file:line:column: message" line. Error rows start from a minimal valid
// workspace (minimalWorkspace() below, each file laid out line by line so the
// expected positions can be counted by hand) and edit one or more files.
#include "core/util/json.h"
#include "core/workspace/workspaceloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

// One change to the minimal workspace. `before` empty: the file gets `after`
// as its whole content (created if new). `after` == kRemove: the file is deleted.
struct Edit
{
    QString file;
    QByteArray before;
    QByteArray after;
};
using Edits = QList<Edit>;

const QByteArray kRemove = QByteArrayLiteral("<remove the file>");

const QString kPrompt = QStringLiteral("prompts/main.md");

// A valid flow using every kind of field the flow agent reads, one line per
// state so positions can be counted by hand.
const QByteArray kFlow
    = "{\n"
      "  \"format\": 1,\n"
      "  \"start\": \"greet\",\n"
      "  \"intents\": {\"yes\": [\"\\\\byes\\\\b\"]},\n"
      "  \"slots\": {\"size\": {\"type\": \"integer\", \"patterns\": [\"(\\\\d+) people\"]}},\n"
      "  \"states\": {\n"
      "    \"greet\": {\"say\": \"Hello.\", \"on\": [{\"intent\": \"yes\", \"goto\": \"ask\"}]},\n"
      "    \"ask\": {\"fill\": [\"size\"], \"ask\": {\"size\": \"How many?\"}, \"then\": \"look\"},\n"
      "    \"look\": {\"tool\": {\"name\": \"lookup\", \"arguments\": {\"name\": \"x\"}}, \"set\": {\"size\": \"2\"}, "
      "\"goto\": \"check\"},\n"
      "    \"check\": {\"branch\": [{\"when\": {\"size\": {\"gt\": 8}}, \"goto\": \"bye\"}], \"else\": \"bye\"},\n"
      "    \"bye\": {\"say\": \"Bye.\", \"action\": \"end\"}\n"
      "  }\n"
      "}\n";

QMap<QString, QByteArray> minimalWorkspace()
{
    QMap<QString, QByteArray> files;
    files.insert(QStringLiteral("polygon.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"name\": \"Mini\",\n"
                 "  \"languages\": [\"en\"],\n"
                 "  \"default_agent\": \"main\",\n"
                 "  \"providers\": {\"agent\": \"local\"}\n"
                 "}\n");
    files.insert(QStringLiteral("prompts/main.md"), "You are a test agent.\n");
    files.insert(QStringLiteral("agents/main.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"name\": \"Main\",\n"
                 "  \"kind\": \"llm\",\n"
                 "  \"prompt\": \"prompts/main.md\",\n"
                 "  \"profile\": \"local\",\n"
                 "  \"tools\": [\"lookup\"]\n"
                 "}\n");
    files.insert(QStringLiteral("personas/alice.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"name\": \"Alice\",\n"
                 "  \"type\": \"busy\",\n"
                 "  \"intended_outcome\": \"success\",\n"
                 "  \"difficulty\": 3,\n"
                 "  \"goal\": \"Book a table.\",\n"
                 "  \"ground_truth\": {\"name\": \"Alice\", \"party_size\": 2}\n"
                 "}\n");
    files.insert(QStringLiteral("scenarios/smoke.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"name\": \"Smoke\",\n"
                 "  \"personas\": [\"alice\"],\n"
                 "  \"noise\": 0.5,\n"
                 "  \"probes\": [\"confirms\"]\n"
                 "}\n");
    files.insert(QStringLiteral("tools/lookup.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"description\": \"Look a booking up.\",\n"
                 "  \"parameters\": {\n"
                 "    \"type\": \"object\",\n"
                 "    \"properties\": {\"name\": {\"type\": \"string\"}},\n"
                 "    \"required\": [\"name\"]\n"
                 "  },\n"
                 "  \"behaviour\": {\"kind\": \"fixed\", \"result\": {\"found\": true}}\n"
                 "}\n");
    files.insert(QStringLiteral("probes/confirms.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"question\": \"Did the agent confirm?\",\n"
                 "  \"polarity\": \"wanted\"\n"
                 "}\n");
    files.insert(QStringLiteral("providers/local.json"),
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"base_url\": \"http://127.0.0.1:8080/v1\",\n"
                 "  \"model\": \"test-model\",\n"
                 "  \"api_key_env\": \"TEST_KEY\"\n"
                 "}\n");
    return files;
}

// Applies `edits` to `files`; returns an empty string or what went wrong.
QString applyEdits(QMap<QString, QByteArray> &files, const Edits &edits)
{
    for (const Edit &e : edits) {
        if (e.after == kRemove) {
            if (!files.remove(e.file))
                return QStringLiteral("no file %1 to remove").arg(e.file);
        } else if (e.before.isEmpty()) {
            files.insert(e.file, e.after);
        } else {
            QByteArray &bytes = files[e.file];
            if (bytes.count(e.before) != 1)
                return QStringLiteral("%1 does not contain the text to replace exactly once").arg(e.file);
            bytes.replace(e.before, e.after);
        }
    }
    return {};
}

QString writeFiles(const QString &dir, const QMap<QString, QByteArray> &files)
{
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QString path = dir + QLatin1Char('/') + it.key();
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return QStringLiteral("cannot create the folder of %1").arg(path);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(it.value()) != it.value().size())
            return QStringLiteral("cannot write %1").arg(path);
    }
    return {};
}

QStringList lines(const Diagnostics &problems)
{
    QStringList out;
    for (const Diagnostic &d : problems)
        out.append(d.toString());
    return out;
}

QStringList prefixed(const QString &dir, const QStringList &relativeLines)
{
    QStringList out;
    for (const QString &line : relativeLines)
        out.append(dir + QLatin1Char('/') + line);
    return out;
}

QString exampleDir()
{
    return QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

} // namespace

Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(Edits)

class TestWorkspaceLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void exampleLoads();
    void exampleDetails();
    void minimalWorkspaceLoads();
    void ignoredFiles();

    void folderProblems_data();
    void folderProblems();
    void relativeDisplay();

    void problems_data();
    void problems();

    void everyProblemIsReported();
    void nothingHalfLoaded();

    void flowAgentLoads();

    void sections();
};

void TestWorkspaceLoader::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestWorkspaceLoader::exampleLoads()
{
    const WorkspaceLoadResult result = loadWorkspace(exampleDir());
    QCOMPARE(lines(result.problems), QStringList());
    QVERIFY(result.ok());
    const Workspace &ws = *result.workspace;

    // Counted in resources/examples/bella-vista/.
    QCOMPARE(ws.agents.size(), 4);
    QCOMPARE(ws.prompts.size(), 2);
    QCOMPARE(ws.personas.size(), 10);
    QCOMPARE(ws.scenarios.size(), 3);
    QCOMPARE(ws.tools.size(), 6);
    QCOMPARE(ws.probes.size(), 7);
    QCOMPARE(ws.providers.size(), 2);
    QCOMPARE(ws.flows.size(), 2);
    QCOMPARE(ws.root, QFileInfo(exampleDir()).absoluteFilePath());

    // Lists are sorted by id.
    QStringList agentIds;
    for (const Agent &a : ws.agents)
        agentIds.append(a.id);
    QCOMPARE(agentIds,
             (QStringList {QStringLiteral("bella-flow-v1"), QStringLiteral("bella-flow-v2"), QStringLiteral("bella-v1"),
                           QStringLiteral("bella-v2")}));
    QStringList toolIds;
    for (const ToolStub &t : ws.tools)
        toolIds.append(t.id);
    QCOMPARE(
        toolIds,
        (QStringList {QStringLiteral("cancel_booking"), QStringLiteral("check_availability"), QStringLiteral("create_booking"),
                      QStringLiteral("find_booking"), QStringLiteral("get_opening_hours"), QStringLiteral("transfer_to_human")}));
    QStringList personaIds;
    for (const Persona &p : ws.personas)
        personaIds.append(p.id);
    QCOMPARE(personaIds.first(), QStringLiteral("aggressive-dario"));
    QCOMPARE(personaIds.last(), QStringLiteral("talkative-snjezana"));
}

void TestWorkspaceLoader::exampleDetails()
{
    const WorkspaceLoadResult result = loadWorkspace(exampleDir());
    QVERIFY(result.ok());
    const Workspace &ws = *result.workspace;

    QCOMPARE(ws.manifest.name, QStringLiteral("Bella Vista \u2014 table bookings"));
    QCOMPARE(ws.manifest.languages, QStringList {QStringLiteral("en")});
    QCOMPARE(ws.manifest.defaultAgent, QStringLiteral("bella-v2"));
    QCOMPARE(ws.manifest.rubric, QStringLiteral("v2"));
    QCOMPARE(ws.manifest.providers.size(), 6);
    QCOMPARE(ws.manifest.providers.value(QStringLiteral("judge")), QStringLiteral("local-judge"));
    QCOMPARE(ws.manifest.providers.value(QStringLiteral("caller")), QStringLiteral("local-llama"));

    const Agent *v1 = ws.agent(QStringLiteral("bella-v1"));
    QVERIFY(v1);
    QCOMPARE(v1->path, QStringLiteral("agents/bella-v1.json"));
    QCOMPARE(v1->kind, Agent::Kind::Llm);
    QCOMPARE(v1->prompt, QStringLiteral("prompts/bella-v1.md"));
    QCOMPARE(v1->profile, QStringLiteral("local-llama"));
    QCOMPARE(v1->tools.size(), 6);
    QCOMPARE(v1->tools.first(), QStringLiteral("check_availability"));

    // Prompt identity: sha256 of the bytes, computed with sha256sum.
    const Prompt *p1 = ws.prompt(QStringLiteral("bella-v1"));
    QVERIFY(p1);
    QCOMPARE(p1->path, QStringLiteral("prompts/bella-v1.md"));
    QCOMPARE(p1->bytes.size(), 2072);
    QCOMPARE(p1->hash, QStringLiteral("4b90e40b79a9543c6184e69aaa494e7844604f00bacb0d07c6ca02e0eea7687f"));
    const Prompt *p2 = ws.promptByPath(QStringLiteral("prompts/bella-v2.md"));
    QVERIFY(p2);
    QCOMPARE(p2->id, QStringLiteral("bella-v2"));
    QCOMPARE(p2->bytes.size(), 4475);
    QCOMPARE(p2->hash, QStringLiteral("fe9121cc8c5e621d994e43f82470818f70167a3d7419fc2549f7a25a786cff86"));

    const Persona *dario = ws.persona(QStringLiteral("aggressive-dario"));
    QVERIFY(dario);
    QCOMPARE(dario->name, QStringLiteral("Dario Juri\u0107"));
    QCOMPARE(dario->type, Persona::Type::Aggressive);
    QCOMPARE(dario->intendedOutcome, Persona::Outcome::Transfer);
    QCOMPARE(dario->difficulty, 5);
    QCOMPARE(dario->groundTruth.size(), size_t(8));
    QCOMPARE(dario->groundTruth.at("bill_eur").get<double>(), 124.5);
    QCOMPARE(dario->traits.size(), 4);
    QCOMPARE(dario->language, QString());
    const Persona *ivana = ws.persona(QStringLiteral("cooperative-ivana"));
    QVERIFY(ivana);
    QCOMPARE(ivana->difficulty, 1);
    QCOMPARE(ivana->groundTruth.at("needs_high_chair").get<bool>(), true);

    const Scenario *all = ws.scenario(QStringLiteral("all-callers"));
    QVERIFY(all);
    QCOMPARE(all->personas.size(), 10);
    QCOMPARE(all->repeats, 3);
    QCOMPARE(all->seed, qint64(7));
    QCOMPARE(all->noise, 0.2);
    QCOMPARE(all->maxTurns, 24);
    QCOMPARE(all->probes.size(), 7);
    QCOMPARE(all->forbiddenPhrases.size(), 5);
    const Scenario *noisy = ws.scenario(QStringLiteral("noisy-line"));
    QVERIFY(noisy);
    QCOMPARE(noisy->maxTurns, 30);
    QCOMPARE(noisy->noise, 0.6);

    const ToolStub *create = ws.tool(QStringLiteral("create_booking"));
    QVERIFY(create);
    QCOMPARE(create->behaviour, ToolStub::Behaviour::Stateful);
    QCOMPARE(create->latencyMs, 400);
    QCOMPARE(create->jitterMs, 300);
    QCOMPARE(create->faults.size(), 1);
    QCOMPARE(create->faults.first().kind, ToolStub::Fault::Kind::Timeout);
    QCOMPARE(create->faults.first().onCall, 0);
    QCOMPARE(create->faults.first().probability, 0.3);
    const ToolStub *find = ws.tool(QStringLiteral("find_booking"));
    QVERIFY(find);
    QCOMPARE(find->faults.size(), 1);
    QCOMPARE(find->faults.first().kind, ToolStub::Fault::Kind::Error);
    QCOMPARE(find->faults.first().onCall, 0);
    QCOMPARE(find->faults.first().probability, 0.1);
    QCOMPARE(find->faults.first().result.at("error").get<std::string>(), std::string("CRM unavailable"));
    const ToolStub *check = ws.tool(QStringLiteral("check_availability"));
    QVERIFY(check);
    QCOMPARE(check->behaviour, ToolStub::Behaviour::Rules);
    QCOMPARE(check->behaviourSpec.at("rules").size(), size_t(6));
    QCOMPARE(check->parameters.at("required").size(), size_t(3));
    QCOMPARE(ws.tool(QStringLiteral("get_opening_hours"))->behaviour, ToolStub::Behaviour::Fixed);

    const Probe *repeats = ws.probe(QStringLiteral("repeats-same-question"));
    QVERIFY(repeats);
    QCOMPARE(repeats->polarity, Probe::Polarity::Guardrail);
    QCOMPARE(ws.probe(QStringLiteral("transfers-when-asked"))->polarity, Probe::Polarity::Wanted);

    const Profile *judge = ws.provider(QStringLiteral("local-judge"));
    QVERIFY(judge);
    QCOMPARE(judge->name, QStringLiteral("local-judge"));
    QCOMPARE(judge->baseUrl, QStringLiteral("http://127.0.0.1:8080/v1"));
    QCOMPARE(judge->model, QStringLiteral("qwen2.5-7b-instruct"));
    QCOMPARE(judge->apiKeyEnv, QStringLiteral("OPENAI_API_KEY"));
    QCOMPARE(judge->temperature, std::optional<double>(0.0));
    QCOMPARE(judge->topP, std::optional<double>());
    QCOMPARE(judge->maxTokens, std::optional<int>(1024));
    QCOMPARE(judge->seed, std::optional<qint64>(1));
    QCOMPARE(judge->timeoutMs, 60000);
    QCOMPARE(judge->concurrency, 4);
    QCOMPARE(judge->requestsPerMinute, 0);
    QCOMPARE(ws.provider(QStringLiteral("local-llama"))->temperature, std::optional<double>(0.7));
}

void TestWorkspaceLoader::minimalWorkspaceLoads()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QCOMPARE(writeFiles(tmp.path(), minimalWorkspace()), QString());
    const WorkspaceLoadResult result = loadWorkspace(tmp.path());
    QCOMPARE(lines(result.problems), QStringList());
    QVERIFY(result.ok());
    const Workspace &ws = *result.workspace;
    QCOMPARE(ws.agents.size(), 1);
    QCOMPARE(ws.prompts.size(), 1);
    QCOMPARE(ws.personas.size(), 1);
    QCOMPARE(ws.scenarios.size(), 1);
    QCOMPARE(ws.tools.size(), 1);
    QCOMPARE(ws.probes.size(), 1);
    QCOMPARE(ws.providers.size(), 1);
    QCOMPARE(ws.flows.size(), 0);

    QCOMPARE(ws.manifest.rubric, QStringLiteral("v2")); // the default
    QCOMPARE(ws.manifest.providers.value(QStringLiteral("agent")), QStringLiteral("local"));
    QCOMPARE(ws.prompts.first().hash, QStringLiteral("73e9074adee429622ed5c87d868ba3d48275f7a96e83611a46549b69e4685be9"));
    QCOMPARE(ws.prompts.first().text(), QStringLiteral("You are a test agent.\n"));
    QCOMPARE(ws.agents.first().prompt, kPrompt);
    // Defaults of the optional keys.
    const Scenario &s = ws.scenarios.first();
    QCOMPARE(s.repeats, 1);
    QCOMPARE(s.seed, qint64(1));
    QCOMPARE(s.noise, 0.5);
    QCOMPARE(s.maxTurns, 24);
    const Profile &p = ws.providers.first();
    QCOMPARE(p.name, QStringLiteral("local")); // falls back to the id
    QCOMPARE(p.timeoutMs, 30000);
    QCOMPARE(p.concurrency, 4);
    QCOMPARE(p.temperature, std::optional<double>());
}

void TestWorkspaceLoader::ignoredFiles()
{
    // Hidden files, files with other extensions and other folders are ignored.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files,
                        {{QStringLiteral("agents/.draft.json"), {}, "{ broken"},
                         {QStringLiteral("agents/notes.txt"), {}, "{ broken"},
                         {QStringLiteral("prompts/main.md.orig"), {}, "\xFF"},
                         {QStringLiteral("personas/bob.json~"), {}, "{"},
                         {QStringLiteral("drafts/x.json"), {}, "{"},
                         {QStringLiteral("polygon.db"), {}, "SQLite format 3"}}),
             QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());
    const WorkspaceLoadResult result = loadWorkspace(tmp.path());
    QCOMPARE(lines(result.problems), QStringList());
    QVERIFY(result.ok());
    QCOMPARE(result.workspace->agents.size(), 1);
    QCOMPARE(result.workspace->personas.size(), 1);
}

void TestWorkspaceLoader::folderProblems_data()
{
    QTest::addColumn<QString>("relative"); // what is passed, under the temp dir
    QTest::addColumn<bool>("makeFile"); // create `relative` as a file
    QTest::addColumn<QString>("expected"); // under the temp dir

    QTest::newRow("folder does not exist") << QStringLiteral("nope") << false
                                           << QStringLiteral("nope:1:1: the workspace folder does not exist");
    QTest::newRow("folder does not exist, trailing slash")
        << QStringLiteral("nope/") << false << QStringLiteral("nope:1:1: the workspace folder does not exist");
    QTest::newRow("a file, not a folder") << QStringLiteral("polygon.json") << true
                                          << QStringLiteral("polygon.json:1:1: this is a file, not a workspace folder");
    QTest::newRow("empty folder: manifest missing")
        << QStringLiteral("") << false
        << QStringLiteral("polygon.json:1:1: the workspace manifest polygon.json is missing; every workspace folder needs one");
    QTest::newRow("manifest missing, dir given with ./ and a trailing slash")
        << QStringLiteral("./") << false
        << QStringLiteral("polygon.json:1:1: the workspace manifest polygon.json is missing; every workspace folder needs one");
}

void TestWorkspaceLoader::folderProblems()
{
    QFETCH(QString, relative);
    QFETCH(bool, makeFile);
    QFETCH(QString, expected);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    if (makeFile) {
        QFile f(tmp.filePath(relative));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
    }
    const WorkspaceLoadResult result = loadWorkspace(tmp.path() + QLatin1Char('/') + relative);
    QVERIFY(!result.ok());
    QVERIFY(!result.workspace.has_value());
    QCOMPARE(lines(result.problems), QStringList {tmp.path() + QLatin1Char('/') + expected});
}

void TestWorkspaceLoader::relativeDisplay()
{
    // Diagnostics name files the way the user named the folder.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files, {{QStringLiteral("probes/confirms.json"), "\"wanted\"", "\"maybe\""}}), QString());
    QCOMPARE(writeFiles(tmp.filePath(QStringLiteral("ws")), files), QString());

    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(tmp.path()));
    const WorkspaceLoadResult result = loadWorkspace(QStringLiteral("./ws/"));
    QVERIFY(QDir::setCurrent(previous));

    QCOMPARE(lines(result.problems),
             QStringList {QStringLiteral(
                 "ws/probes/confirms.json:4:15: unknown probe polarity \"maybe\"; expected one of: wanted, guardrail")});
}

void TestWorkspaceLoader::problems_data()
{
    QTest::addColumn<Edits>("edits");
    QTest::addColumn<QStringList>("expected"); // relative to the workspace folder

    const QString manifest = QStringLiteral("polygon.json");
    const QString agent = QStringLiteral("agents/main.json");
    const QString persona = QStringLiteral("personas/alice.json");
    const QString scenario = QStringLiteral("scenarios/smoke.json");
    const QString tool = QStringLiteral("tools/lookup.json");
    const QString probe = QStringLiteral("probes/confirms.json");
    const QString provider = QStringLiteral("providers/local.json");
    const QString personaTypes = QStringLiteral("cooperative, busy, distrustful, confused, aggressive, talkative");
    const QString languages = QStringLiteral("en, ru, hr, bs");
    const QByteArray behaviourLine = "  \"behaviour\": {\"kind\": \"fixed\", \"result\": {\"found\": true}}";

    // --- the manifest ---------------------------------------------------
    QTest::newRow("missing polygon.json")
        << Edits {{manifest, {}, kRemove}}
        << QStringList {QStringLiteral(
               "polygon.json:1:1: the workspace manifest polygon.json is missing; every workspace folder needs one")};
    QTest::newRow("manifest root is an array")
        << Edits {{manifest, {}, "[]\n"}}
        << QStringList {QStringLiteral("polygon.json:1:1: the workspace manifest must be a JSON object, not an array")};
    QTest::newRow("manifest empty file") << Edits {
        {manifest, {}, "\n"}} << QStringList {QStringLiteral("polygon.json:1:1: the file is empty; expected a JSON object")};
    QTest::newRow("broken JSON: trailing comma")
        << Edits {{manifest, "{\"agent\": \"local\"}", "{\"agent\": \"local\",}"}}
        << QStringList {QStringLiteral("polygon.json:6:34: invalid JSON: syntax error while parsing object key - unexpected '}'; "
                                       "expected string literal")};
    QTest::newRow("format 2") << Edits {{manifest, "\"format\": 1", "\"format\": 2"}}
                              << QStringList {QStringLiteral(
                                     "polygon.json:2:13: \"format\" is 2, but this version of Polygon reads format 1")};
    QTest::newRow("format is a string") << Edits {{manifest, "\"format\": 1", "\"format\": \"1\""}}
                                        << QStringList {QStringLiteral(
                                               "polygon.json:2:13: \"format\" must be the integer 1, not a string")};
    QTest::newRow("format 1.0") << Edits {{manifest, "\"format\": 1", "\"format\": 1.0"}}
                                << QStringList {QStringLiteral(
                                       "polygon.json:2:13: \"format\" must be the integer 1, not a number with a fraction")};
    QTest::newRow("manifest without a name")
        << Edits {{manifest, "  \"name\": \"Mini\",\n", ""}}
        << QStringList {QStringLiteral("polygon.json:1:1: missing required key \"name\" in the workspace manifest")};
    QTest::newRow("unknown language in the manifest")
        << Edits {{manifest, "[\"en\"]", "[\"en\", \"de\"]"}}
        << QStringList {QStringLiteral("polygon.json:4:23: unknown language \"de\"; expected one of: ") + languages};
    QTest::newRow("no languages") << Edits {{manifest, "[\"en\"]", "[]"}}
                                  << QStringList {QStringLiteral("polygon.json:4:16: \"languages\" must list at least one item")};
    QTest::newRow("unknown default_agent") << Edits {{manifest, "\"default_agent\": \"main\"", "\"default_agent\": \"other\""}}
                                           << QStringList {QStringLiteral(
                                                  "polygon.json:5:20: agent \"other\" does not exist (no agents/other.json)")};
    QTest::newRow("unknown provider in the manifest")
        << Edits {{manifest, "{\"agent\": \"local\"}", "{\"agent\": \"remote\"}"}}
        << QStringList {
               QStringLiteral("polygon.json:6:26: provider profile \"remote\" does not exist (no providers/remote.json)")};
    QTest::newRow("unknown provider role, with suggestion")
        << Edits {{manifest, "{\"agent\": \"local\"}", "{\"agnet\": \"local\"}"}}
        << QStringList {
               QStringLiteral("polygon.json:6:17: unknown key \"agnet\" in \"providers\"; expected one of: agent, caller, "
                              "judge, probes, personas, lint (did you mean \"agent\"?)")};

    // --- agents -----------------------------------------------------------
    QTest::newRow("format missing (agent)") << Edits {{agent, "  \"format\": 1,\n", ""}}
                                            << QStringList {QStringLiteral(
                                                   "agents/main.json:1:1: missing required key \"format\" in the agent")};
    QTest::newRow("wrong type: name is a number")
        << Edits {{agent, "\"name\": \"Main\"", "\"name\": 7"}}
        << QStringList {QStringLiteral("agents/main.json:3:11: \"name\" must be a string, not an integer")};
    QTest::newRow("unknown agent kind")
        << Edits {{agent, "\"kind\": \"llm\"", "\"kind\": \"robot\""}}
        << QStringList {QStringLiteral("agents/main.json:4:11: unknown agent kind \"robot\"; expected one of: llm, flow, http")};
    QTest::newRow("unknown language in an agent")
        << Edits {{agent, "  \"tools\": [\"lookup\"]", "  \"language\": \"fr\",\n  \"tools\": [\"lookup\"]"}}
        << QStringList {QStringLiteral("agents/main.json:7:15: unknown language \"fr\"; expected one of: ") + languages};
    QTest::newRow("unknown key with suggestion, and the key it meant is missing")
        << Edits {{agent, "\"prompt\":", "\"promt\":"}}
        << QStringList {
               QStringLiteral("agents/main.json:1:1: missing required key \"prompt\" in the agent"),
               QStringLiteral("agents/main.json:5:3: unknown key \"promt\" in the agent; expected one of: format, name, "
                              "description, kind, prompt, flow, url, profile, tools, language (did you mean \"prompt\"?)")};
    QTest::newRow("llm agent without prompt")
        << Edits {{agent, "  \"prompt\": \"prompts/main.md\",\n", ""}}
        << QStringList {QStringLiteral("agents/main.json:1:1: missing required key \"prompt\" in the agent")};
    QTest::newRow("missing prompt file") << Edits {{kPrompt, {}, kRemove}}
                                         << QStringList {QStringLiteral(
                                                "agents/main.json:5:13: prompt file \"prompts/main.md\" does not exist")};
    QTest::newRow("prompt path outside prompts/")
        << Edits {{agent, "\"prompts/main.md\"", "\"../main.md\""}}
        << QStringList {
               QStringLiteral("agents/main.json:5:13: \"prompt\" must be a file in the workspace's prompts/ folder, like "
                              "\"prompts/name.md\", not \"../main.md\"")};
    QTest::newRow("prompt path escaping through ..")
        << Edits {{agent, "\"prompts/main.md\"", "\"prompts/../polygon.json\""}}
        << QStringList {
               QStringLiteral("agents/main.json:5:13: \"prompt\" must be a file in the workspace's prompts/ folder, like "
                              "\"prompts/name.md\", not \"prompts/../polygon.json\"")};
    QTest::newRow("prompt path absolute")
        << Edits {{agent, "\"prompts/main.md\"", "\"/prompts/main.md\""}}
        << QStringList {
               QStringLiteral("agents/main.json:5:13: \"prompt\" must be a file in the workspace's prompts/ folder, like "
                              "\"prompts/name.md\", not \"/prompts/main.md\"")};
    QTest::newRow("prompt path in a subfolder")
        << Edits {{agent, "\"prompts/main.md\"", "\"prompts/old/main.md\""}}
        << QStringList {
               QStringLiteral("agents/main.json:5:13: \"prompt\" must be a file in the workspace's prompts/ folder, like "
                              "\"prompts/name.md\", not \"prompts/old/main.md\"")};
    QTest::newRow("prompt path with another extension")
        << Edits {{agent, "\"prompts/main.md\"", "\"prompts/main.txt\""}}
        << QStringList {
               QStringLiteral("agents/main.json:5:13: \"prompt\" must be a file in the workspace's prompts/ folder, like "
                              "\"prompts/name.md\", not \"prompts/main.txt\"")};
    QTest::newRow("unknown tool") << Edits {{agent, "[\"lookup\"]", "[\"lookup\", \"refund\"]"}}
                                  << QStringList {QStringLiteral(
                                         "agents/main.json:7:23: tool \"refund\" does not exist (no tools/refund.json)")};
    QTest::newRow("unknown provider profile in an agent")
        << Edits {{agent, "\"profile\": \"local\"", "\"profile\": \"remote\""}}
        << QStringList {
               QStringLiteral("agents/main.json:6:14: provider profile \"remote\" does not exist (no providers/remote.json)")};
    QTest::newRow("list item not a string")
        << Edits {{agent, "[\"lookup\"]", "[\"lookup\", 3]"}}
        << QStringList {QStringLiteral("agents/main.json:7:23: item 2 of \"tools\" must be a non-empty string, not an integer")};
    QTest::newRow("list is a string") << Edits {{agent, "[\"lookup\"]", "\"lookup\""}}
                                      << QStringList {QStringLiteral(
                                             "agents/main.json:7:12: \"tools\" must be an array of strings, not a string")};
    QTest::newRow("http agent with an ftp URL")
        << Edits {{agent, "  \"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",",
                   "  \"kind\": \"http\",\n  \"url\": \"ftp://example.com/hook\","}}
        << QStringList {QStringLiteral(
               "agents/main.json:5:10: \"url\" must be an http:// or https:// address, not \"ftp://example.com/hook\"")};
    QTest::newRow("http agent with a URL without host")
        << Edits {{agent, "  \"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",",
                   "  \"kind\": \"http\",\n  \"url\": \"http://\","}}
        << QStringList {QStringLiteral("agents/main.json:5:10: \"url\" must be an http:// or https:// address, not \"http://\"")};
    QTest::newRow("http agent without url")
        << Edits {{agent, "\"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",", "\"kind\": \"http\","}}
        << QStringList {QStringLiteral("agents/main.json:1:1: missing required key \"url\" in the agent")};
    QTest::newRow("flow agent, flow file missing")
        << Edits {{agent, "  \"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",",
                   "  \"kind\": \"flow\",\n  \"flow\": \"flows/x.json\","}}
        << QStringList {QStringLiteral("agents/main.json:5:11: flow file \"flows/x.json\" does not exist")};
    QTest::newRow("flow file without format")
        << Edits {{agent, "  \"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",",
                   "  \"kind\": \"flow\",\n  \"flow\": \"flows/x.json\","},
                  {QStringLiteral("flows/x.json"),
                   {},
                   "{\"start\": \"greet\", \"states\": {\"greet\": {\"action\": \"end\"}}}\n"}}
        << QStringList {QStringLiteral("flows/x.json:1:1: missing required key \"format\" in the flow")};

    // --- flows: every field the flow agent reads, by type (one edit of kFlow each)
    const QString flow = QStringLiteral("flows/x.json");
    const auto flowEdit = [&](const QByteArray &before, const QByteArray &after) {
        return Edits {{flow, {}, kFlow}, {flow, before, after}};
    };
    QTest::newRow("flow: exists is an array")
        << flowEdit("{\"gt\": 8}", "{\"exists\": []}")
        << QStringList {QStringLiteral("flows/x.json:10:55: \"exists\" must be true or false, not an array")};
    QTest::newRow("flow: gt is a string") << flowEdit("{\"gt\": 8}", "{\"gt\": \"8\"}")
                                          << QStringList {
                                                 QStringLiteral("flows/x.json:10:51: \"gt\" must be a number, not a string")};
    QTest::newRow("flow: unknown condition")
        << flowEdit("{\"gt\": 8}", "{\"above\": 8}")
        << QStringList {QStringLiteral(
               "flows/x.json:10:45: unknown condition \"above\"; expected one of: gt, gte, lt, lte, eq, ne, exists")};
    QTest::newRow("flow: when is an array") << flowEdit(
        "\"when\": {\"size\": {\"gt\": 8}}",
        "\"when\": []") << QStringList {QStringLiteral("flows/x.json:10:35: expected an object of conditions, not an array")};
    QTest::newRow("flow: invalid intent regex")
        << flowEdit("[\"\\\\byes\\\\b\"]", "[\"(\"]")
        << QStringList {
               QStringLiteral("flows/x.json:4:23: invalid regular expression \"(\": missing closing parenthesis at offset 1")};
    QTest::newRow("flow: invalid slot regex")
        << flowEdit("(\\\\d+) people", "(\\\\d+ people")
        << QStringList {QStringLiteral(
               "flows/x.json:5:54: invalid regular expression \"(\\d+ people\": missing closing parenthesis at offset 11")};
    QTest::newRow("flow: slot patterns is a string")
        << flowEdit("[\"(\\\\d+) people\"]", "\"(\\\\d+) people\"")
        << QStringList {QStringLiteral("flows/x.json:5:53: expected a list of regular expressions, not a string")};
    QTest::newRow("flow: intent pattern is a number")
        << flowEdit("[\"\\\\byes\\\\b\"]", "[5]")
        << QStringList {QStringLiteral("flows/x.json:4:23: expected a regular expression (a string), not an integer")};
    QTest::newRow("flow: question is a number")
        << flowEdit("{\"size\": \"How many?\"}", "{\"size\": 5}")
        << QStringList {QStringLiteral("flows/x.json:8:47: the question for slot \"size\" must be a string, not an integer")};
    QTest::newRow("flow: ask is a string") << flowEdit(
        "{\"size\": \"How many?\"}",
        "\"How many?\"") << QStringList {QStringLiteral("flows/x.json:8:38: expected an object of slot: question, not a string")};
    QTest::newRow("flow: fill is a string") << flowEdit("\"fill\": [\"size\"]", "\"fill\": \"size\"")
                                            << QStringList {QStringLiteral(
                                                   "flows/x.json:8:21: \"fill\" must be an array of strings, not a string")};
    QTest::newRow("flow: tool arguments is an array")
        << flowEdit("\"arguments\": {\"name\": \"x\"}", "\"arguments\": []")
        << QStringList {QStringLiteral("flows/x.json:9:54: expected an object, not an array")};
    QTest::newRow("flow: set is a string") << flowEdit("\"set\": {\"size\": \"2\"}", "\"set\": \"size\"")
                                           << QStringList {QStringLiteral(
                                                  "flows/x.json:9:77: expected an object of slot: template, not a string")};
    QTest::newRow("flow: on is an object") << flowEdit("[{\"intent\": \"yes\", \"goto\": \"ask\"}]",
                                                       "{\"intent\": \"yes\", \"goto\": \"ask\"}")
                                           << QStringList {
                                                  QStringLiteral("flows/x.json:7:38: expected a list of rules, not an object")};
    QTest::newRow("flow: goto is a number") << flowEdit(
        "\"goto\": \"ask\"",
        "\"goto\": 3") << QStringList {QStringLiteral("flows/x.json:7:65: \"goto\" must be a string, not an integer")};
    QTest::newRow("flow: state is a string")
        << flowEdit("{\"say\": \"Bye.\", \"action\": \"end\"}", "\"end\"")
        << QStringList {QStringLiteral("flows/x.json:11:12: state \"bye\" must be a JSON object, not a string")};

    // --- personas ---------------------------------------------------------
    QTest::newRow("persona root is an array")
        << Edits {{persona, {}, "[\"alice\"]\n"}}
        << QStringList {QStringLiteral("personas/alice.json:1:1: the persona must be a JSON object, not an array")};
    QTest::newRow("missing required key: goal")
        << Edits {{persona, "  \"goal\": \"Book a table.\",\n", ""}}
        << QStringList {QStringLiteral("personas/alice.json:1:1: missing required key \"goal\" in the persona")};
    QTest::newRow("wrong type: difficulty is a string")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": \"3\""}}
        << QStringList {QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be an integer, not a string")};
    QTest::newRow("wrong type: difficulty 2.5")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": 2.5"}}
        << QStringList {
               QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be an integer, not a number with a fraction")};
    QTest::newRow("out of range: difficulty 0")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": 0"}}
        << QStringList {QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be between 1 and 5, not 0")};
    QTest::newRow("out of range: difficulty 6")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": 6"}}
        << QStringList {QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be between 1 and 5, not 6")};
    QTest::newRow("out of range: difficulty -1")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": -1"}}
        << QStringList {QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be between 1 and 5, not -1")};
    QTest::newRow("out of range: difficulty 2^64-1")
        << Edits {{persona, "\"difficulty\": 3", "\"difficulty\": 18446744073709551615"}}
        << QStringList {
               QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be between 1 and 5, not 18446744073709551615")};
    QTest::newRow("unknown persona type")
        << Edits {{persona, "\"type\": \"busy\"", "\"type\": \"grumpy\""}}
        << QStringList {QStringLiteral("personas/alice.json:4:11: unknown persona type \"grumpy\"; expected one of: ")
                        + personaTypes};
    QTest::newRow("persona type is case-sensitive")
        << Edits {{persona, "\"type\": \"busy\"", "\"type\": \"Busy\""}}
        << QStringList {QStringLiteral("personas/alice.json:4:11: unknown persona type \"Busy\"; expected one of: ")
                        + personaTypes};
    QTest::newRow("unknown intended outcome")
        << Edits {{persona, "\"intended_outcome\": \"success\"", "\"intended_outcome\": \"win\""}}
        << QStringList {
               QStringLiteral("personas/alice.json:5:23: unknown intended outcome \"win\"; expected one of: success, refusal, "
                              "callback, transfer")};
    QTest::newRow("unknown key without suggestion")
        << Edits {{persona, "  \"goal\": \"Book a table.\",", "  \"goal\": \"Book a table.\",\n  \"mood\": \"calm\","}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:3: unknown key \"mood\" in the persona; expected one of: format, name, type, "
               "intended_outcome, difficulty, goal, ground_truth, traits, language, source_prompt")};
    QTest::newRow("empty string") << Edits {{persona, "\"goal\": \"Book a table.\"", "\"goal\": \"  \""}}
                                  << QStringList {QStringLiteral("personas/alice.json:7:11: \"goal\" must not be empty")};
    QTest::newRow("list item an empty string")
        << Edits {{persona, "  \"goal\": \"Book a table.\",", "  \"goal\": \"Book a table.\",\n  \"traits\": [\"calm\", \" \"],"}}
        << QStringList {
               QStringLiteral("personas/alice.json:8:22: item 2 of \"traits\" must be a non-empty string, not an empty string")};
    QTest::newRow("ground_truth empty")
        << Edits {{persona, "{\"name\": \"Alice\", \"party_size\": 2}", "{}"}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:19: \"ground_truth\" must be an object with at least one fact, not an empty object")};
    QTest::newRow("ground_truth a string")
        << Edits {{persona, "{\"name\": \"Alice\", \"party_size\": 2}", "\"lots\""}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:19: \"ground_truth\" must be an object with at least one fact, not a string")};
    QTest::newRow("ground_truth nested object fact")
        << Edits {{persona, "\"party_size\": 2", "\"party_size\": {\"adults\": 2}"}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:51: the fact \"party_size\" must be a string, a number or true/false, not an object")};
    QTest::newRow("ground_truth array fact")
        << Edits {{persona, "\"party_size\": 2", "\"party_size\": [2]"}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:51: the fact \"party_size\" must be a string, a number or true/false, not an array")};
    QTest::newRow("ground_truth null fact")
        << Edits {{persona, "\"party_size\": 2", "\"party_size\": null"}}
        << QStringList {QStringLiteral(
               "personas/alice.json:8:51: the fact \"party_size\" must be a string, a number or true/false, not null")};
    QTest::newRow("source_prompt hash not hex")
        << Edits {{persona, "  \"goal\": \"Book a table.\",",
                   "  \"goal\": \"Book a table.\",\n  \"source_prompt\": {\"prompt\": \"main\", \"hash\": \"ABC\"},"}}
        << QStringList {QStringLiteral("personas/alice.json:8:47: \"hash\" must be a SHA-256 in lower-case hex (64 characters)")};
    QTest::newRow("source_prompt unknown prompt")
        << Edits {{persona, "  \"goal\": \"Book a table.\",",
                   "  \"goal\": \"Book a table.\",\n  \"source_prompt\": {\"prompt\": \"old\", \"hash\": "
                   "\"73e9074adee429622ed5c87d868ba3d48275f7a96e83611a46549b69e4685be9\"},"}}
        << QStringList {QStringLiteral("personas/alice.json:8:31: prompt \"old\" does not exist (no prompts/old.md)")};

    // --- scenarios --------------------------------------------------------
    QTest::newRow("out of range: noise 1.5")
        << Edits {{scenario, "\"noise\": 0.5", "\"noise\": 1.5"}}
        << QStringList {QStringLiteral("scenarios/smoke.json:5:12: \"noise\" must be between 0 and 1, not 1.5")};
    QTest::newRow("wrong type: noise is a string")
        << Edits {{scenario, "\"noise\": 0.5", "\"noise\": \"loud\""}}
        << QStringList {QStringLiteral("scenarios/smoke.json:5:12: \"noise\" must be a number, not a string")};
    QTest::newRow("out of range: repeats 101")
        << Edits {{scenario, "  \"noise\": 0.5,", "  \"noise\": 0.5,\n  \"repeats\": 101,"}}
        << QStringList {QStringLiteral("scenarios/smoke.json:6:14: \"repeats\" must be between 1 and 100, not 101")};
    QTest::newRow("unknown key with suggestion")
        << Edits {{scenario, "\"noise\":", "\"noize\":"}}
        << QStringList {QStringLiteral(
               "scenarios/smoke.json:5:3: unknown key \"noize\" in the scenario set; expected one of: format, name, "
               "description, personas, repeats, seed, noise, max_turns, probes, forbidden_phrases "
               "(did you mean \"noise\"?)")};
    QTest::newRow("duplicate list item") << Edits {{scenario, "[\"alice\"]", "[\"alice\", \"alice\"]"}}
                                         << QStringList {QStringLiteral(
                                                "scenarios/smoke.json:4:25: \"alice\" is listed twice in \"personas\"")};
    QTest::newRow("no personas") << Edits {{scenario, "[\"alice\"]", "[]"}}
                                 << QStringList {
                                        QStringLiteral("scenarios/smoke.json:4:15: \"personas\" must list at least one item")};
    QTest::newRow("unknown persona") << Edits {{scenario, "[\"alice\"]", "[\"bob\"]"}}
                                     << QStringList {QStringLiteral(
                                            "scenarios/smoke.json:4:16: persona \"bob\" does not exist (no personas/bob.json)")};
    QTest::newRow("unknown probe") << Edits {{scenario, "[\"confirms\"]", "[\"greets\"]"}}
                                   << QStringList {QStringLiteral(
                                          "scenarios/smoke.json:6:14: probe \"greets\" does not exist (no probes/greets.json)")};

    // --- tools ------------------------------------------------------------
    QTest::newRow("tool root is a string") << Edits {{tool, {}, "\"tool\"\n"}}
                                           << QStringList {QStringLiteral(
                                                  "tools/lookup.json:1:1: the tool stub must be a JSON object, not a string")};
    QTest::newRow("format missing (tool)") << Edits {{tool, "  \"format\": 1,\n", ""}}
                                           << QStringList {QStringLiteral(
                                                  "tools/lookup.json:1:1: missing required key \"format\" in the tool stub")};
    QTest::newRow("tool name not allowed")
        << Edits {{QStringLiteral("tools/bad.name.json"),
                   {},
                   "{\"format\": 1, \"description\": \"x\", \"parameters\": {\"type\": \"object\"}, "
                   "\"behaviour\": {\"kind\": \"fixed\", \"result\": 1}}\n"}}
        << QStringList {
               QStringLiteral("tools/bad.name.json:1:1: the tool's name \"bad.name\" (its file name) may only use letters, "
                              "digits, \"_\" and \"-\" (at most 64)")};
    QTest::newRow("schema type is not object")
        << Edits {{tool, "\"type\": \"object\"", "\"type\": \"array\""}}
        << QStringList {QStringLiteral("tools/lookup.json:5:13: the parameters schema must have \"type\": \"object\"")};
    QTest::newRow("schema without type") << Edits {{tool, "    \"type\": \"object\",\n", ""}}
                                         << QStringList {QStringLiteral(
                                                "tools/lookup.json:4:17: the parameters schema must have \"type\": \"object\"")};
    QTest::newRow("argument schema not an object")
        << Edits {{tool, "{\"name\": {\"type\": \"string\"}}", "{\"name\": \"string\"}"}}
        << QStringList {QStringLiteral("tools/lookup.json:6:28: the schema of argument \"name\" must be an object")};
    QTest::newRow("required argument not in properties")
        << Edits {{tool, "[\"name\"]", "[\"name\", \"phone\"]"}}
        << QStringList {
               QStringLiteral("tools/lookup.json:7:26: required argument \"phone\" is not among the schema's \"properties\"")};
    QTest::newRow("behaviour kind unknown")
        << Edits {{tool, "\"kind\": \"fixed\"", "\"kind\": \"random\""}}
        << QStringList {QStringLiteral(
               "tools/lookup.json:9:25: unknown tool behaviour \"random\"; expected one of: fixed, template, rules, stateful")};
    QTest::newRow("fixed behaviour without result")
        << Edits {{tool, behaviourLine, "  \"behaviour\": {\"kind\": \"fixed\"}"}}
        << QStringList {QStringLiteral("tools/lookup.json:9:16: missing required key \"result\" in \"behaviour\"")};
    QTest::newRow("rules behaviour without rules")
        << Edits {{tool, "\"kind\": \"fixed\", \"result\":", "\"kind\": \"rules\", \"default\":"}}
        << QStringList {QStringLiteral("tools/lookup.json:9:16: missing required key \"rules\" in \"behaviour\"")};
    QTest::newRow("rule with when not an object")
        << Edits {{tool, behaviourLine, "  \"behaviour\": {\"kind\": \"rules\", \"rules\": [{\"when\": 1, \"result\": 2}]}"}}
        << QStringList {QStringLiteral("tools/lookup.json:9:53: \"when\" must be an object of argument values to match")};
    QTest::newRow("stateful key argument not in properties")
        << Edits {{tool, behaviourLine,
                   "  \"behaviour\": {\"kind\": \"stateful\", \"collection\": \"bookings\", \"operation\": \"find\", "
                   "\"key\": [\"name\", \"phone\"]}"}}
        << QStringList {
               QStringLiteral("tools/lookup.json:9:100: key argument \"phone\" is not among the schema's \"properties\"")};
    QTest::newRow("unknown nested key with suggestion")
        << Edits {{tool, behaviourLine, behaviourLine + ",\n  \"latency\": {\"ms\": 10, \"jiter_ms\": 5}"}}
        << QStringList {
               QStringLiteral("tools/lookup.json:10:25: unknown key \"jiter_ms\" in \"latency\"; expected one of: ms, jitter_ms "
                              "(did you mean \"jitter_ms\"?)")};
    QTest::newRow("fault with both on_call and probability")
        << Edits {{tool, behaviourLine,
                   behaviourLine + ",\n  \"faults\": [{\"kind\": \"error\", \"on_call\": 2, \"probability\": 0.5}]"}}
        << QStringList {QStringLiteral("tools/lookup.json:10:14: a fault needs exactly one of \"on_call\" (the Nth call) or "
                                       "\"probability\" (0 to 1)")};
    QTest::newRow("fault with neither on_call nor probability")
        << Edits {{tool, behaviourLine, behaviourLine + ",\n  \"faults\": [{\"kind\": \"error\"}]"}}
        << QStringList {QStringLiteral("tools/lookup.json:10:14: a fault needs exactly one of \"on_call\" (the Nth call) or "
                                       "\"probability\" (0 to 1)")};
    QTest::newRow("fault probability 2")
        << Edits {{tool, behaviourLine, behaviourLine + ",\n  \"faults\": [{\"kind\": \"error\", \"probability\": 2}]"}}
        << QStringList {QStringLiteral("tools/lookup.json:10:47: \"probability\" must be between 0 and 1, not 2")};
    QTest::newRow("timeout fault with result")
        << Edits {{tool, behaviourLine,
                   behaviourLine + ",\n  \"faults\": [{\"kind\": \"timeout\", \"on_call\": 1, \"result\": {\"error\": \"x\"}}]"}}
        << QStringList {QStringLiteral("tools/lookup.json:10:58: a timeout returns nothing, so it cannot have a \"result\"")};
    QTest::newRow("faults not an array")
        << Edits {{tool, behaviourLine, behaviourLine + ",\n  \"faults\": {}"}}
        << QStringList {QStringLiteral("tools/lookup.json:10:13: \"faults\" must be an array of fault objects, not an object")};

    // --- probes -----------------------------------------------------------
    // Every regular expression of a tool schema compiles at load time.
    QTest::newRow("invalid pattern in a tool schema")
        << Edits {{tool, "{\"name\": {\"type\": \"string\"}}", "{\"name\": {\"type\": \"string\", \"pattern\": \"(\"}}"}}
        << QStringList {QStringLiteral(
               "tools/lookup.json:6:58: invalid regular expression \"(\": missing closing parenthesis at offset 1")};
    QTest::newRow("invalid pattern in a tool schema's items")
        << Edits {{tool, "{\"name\": {\"type\": \"string\"}}",
                   "{\"name\": {\"type\": \"array\", \"items\": {\"pattern\": \"[z-a]\"}}}"}}
        << QStringList {QStringLiteral("tools/lookup.json:6:67: invalid regular expression \"[z-a]\": range out of order in "
                                       "character class at offset 3")};
    QTest::newRow("pattern in a tool schema is a number")
        << Edits {{tool, "{\"name\": {\"type\": \"string\"}}", "{\"name\": {\"type\": \"string\", \"pattern\": 5}}"}}
        << QStringList {
               QStringLiteral("tools/lookup.json:6:58: \"pattern\" must be a regular expression (a string), not an integer")};
    QTest::newRow("broken JSON: unterminated string")
        << Edits {{probe, "\"Did the agent confirm?\",", "\"Did the agent confirm?,"}}
        << QStringList {
               QStringLiteral("probes/confirms.json:3:39: invalid JSON: syntax error while parsing value - invalid string: "
                              "control character U+000A (LF) must be escaped to \\u000A or \\n; last read: "
                              "'\"Did the agent confirm?,<U+000A>'")};
    QTest::newRow("duplicate key")
        << Edits {{probe, "  \"polarity\": \"wanted\"", "  \"polarity\": \"wanted\",\n  \"question\": \"Again?\""}}
        << QStringList {QStringLiteral("probes/confirms.json:5:3: the key \"question\" appears twice in the same object")};

    // --- providers --------------------------------------------------------
    QTest::newRow("api_key in a provider")
        << Edits {{provider, "\"api_key_env\": \"TEST_KEY\"", "\"api_key\": \"sk-123\""}}
        << QStringList {
               QStringLiteral("providers/local.json:5:14: API keys must never be stored in the workspace; remove \"api_key\" "
                              "and name an environment variable with \"api_key_env\" or a keychain entry with \"keychain\"")};
    QTest::newRow("token in a provider")
        << Edits {{provider, "\"api_key_env\": \"TEST_KEY\"", "\"token\": \"abc\""}}
        << QStringList {
               QStringLiteral("providers/local.json:5:12: API keys must never be stored in the workspace; remove \"token\" "
                              "and name an environment variable with \"api_key_env\" or a keychain entry with \"keychain\"")};
    QTest::newRow("api_key and an unknown key")
        << Edits {{provider, "  \"api_key_env\": \"TEST_KEY\"", "  \"api_key\": \"sk-1\",\n  \"colour\": \"red\""}}
        << QStringList {
               QStringLiteral("providers/local.json:5:14: API keys must never be stored in the workspace; remove \"api_key\" "
                              "and name an environment variable with \"api_key_env\" or a keychain entry with \"keychain\""),
               QStringLiteral("providers/local.json:6:3: unknown key \"colour\" in the provider profile; expected one of: "
                              "format, name, base_url, model, api_key_env, keychain, temperature, top_p, max_tokens, seed, "
                              "timeout_ms, concurrency, requests_per_minute, input_price_per_million, "
                              "output_price_per_million")};
    QTest::newRow("base_url not http(s)")
        << Edits {{provider, "\"http://127.0.0.1:8080/v1\"", "\"file:///tmp/x\""}}
        << QStringList {QStringLiteral(
               "providers/local.json:3:15: \"base_url\" must be an http:// or https:// address, not \"file:///tmp/x\"")};
    QTest::newRow("base_url with a password")
        << Edits {{provider, "\"http://127.0.0.1:8080/v1\"", "\"https://me:secret@example.com/v1\""}}
        << QStringList {QStringLiteral("providers/local.json:3:15: \"base_url\" must not carry a user name or password")};
    QTest::newRow("temperature out of range")
        << Edits {{provider, "  \"model\": \"test-model\",", "  \"model\": \"test-model\",\n  \"temperature\": 3,"}}
        << QStringList {QStringLiteral("providers/local.json:5:18: \"temperature\" must be between 0 and 2, not 3")};
    QTest::newRow("provider without model") << Edits {
        {provider, "  \"model\": \"test-model\",\n",
         ""}} << QStringList {QStringLiteral("providers/local.json:1:1: missing required key \"model\" in the provider profile")};

    // --- prompts ----------------------------------------------------------
    QTest::newRow("prompt not valid UTF-8: stray byte")
        << Edits {{kPrompt, {}, "Line one\nCaf\xC3\xA9 \xFF here\n"}}
        << QStringList {QStringLiteral("prompts/main.md:2:6: the prompt is not valid UTF-8 text (byte 16)")};
    QTest::newRow("prompt not valid UTF-8: truncated sequence at the end")
        << Edits {{kPrompt, {}, "ok \xE2\x82"}}
        << QStringList {QStringLiteral("prompts/main.md:1:4: the prompt is not valid UTF-8 text (byte 4)")};
    QTest::newRow("prompt not valid UTF-8: overlong encoding")
        << Edits {{kPrompt,
                   {},
                   "a\n\n\xC0\xAF"
                   "b"}}
        << QStringList {QStringLiteral("prompts/main.md:3:1: the prompt is not valid UTF-8 text (byte 4)")};
    QTest::newRow("prompt not valid UTF-8: encoded surrogate")
        << Edits {{kPrompt, {}, "x\xED\xA0\x80"}}
        << QStringList {QStringLiteral("prompts/main.md:1:2: the prompt is not valid UTF-8 text (byte 2)")};
    QTest::newRow("empty prompt") << Edits {{kPrompt, {}, "  \n\n"}}
                                  << QStringList {QStringLiteral("prompts/main.md:1:1: the prompt is empty")};
    QTest::newRow("prompt of zero bytes") << Edits {{kPrompt, {}, ""}}
                                          << QStringList {QStringLiteral("prompts/main.md:1:1: the prompt is empty")};
}

void TestWorkspaceLoader::problems()
{
    QFETCH(Edits, edits);
    QFETCH(QStringList, expected);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files, edits), QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());

    const WorkspaceLoadResult result = loadWorkspace(tmp.path());
    // Nothing half-loaded: any problem means no workspace at all.
    QVERIFY(!result.ok());
    QVERIFY(!result.workspace.has_value());

    // Known core bugs (see the report): checkReference() in workspaceloader.cpp
    // formats "(no %3/%2.json)" with %2 the *quoted* id, and always ".json".
    QCOMPARE(lines(result.problems), prefixed(tmp.path(), expected));
}

void TestWorkspaceLoader::everyProblemIsReported()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files,
                        {{QStringLiteral("polygon.json"), "{\"agent\": \"local\"}", "{\"agent\": \"local\",}"},
                         {QStringLiteral("providers/local.json"), "\"api_key_env\": \"TEST_KEY\"", "\"api_key\": \"sk-1\""},
                         {kPrompt, {}, "\n"},
                         {QStringLiteral("tools/lookup.json"), "\"kind\": \"fixed\"", "\"kind\": \"random\""},
                         {QStringLiteral("personas/alice.json"), "\"type\": \"busy\"", "\"type\": \"grumpy\""},
                         {QStringLiteral("personas/alice.json"), "\"difficulty\": 3", "\"difficulty\": 9"},
                         {QStringLiteral("scenarios/smoke.json"), "\"noise\": 0.5", "\"noise\": 2"}}),
             QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());

    const WorkspaceLoadResult result = loadWorkspace(tmp.path());
    QVERIFY(!result.workspace.has_value());
    QCOMPARE(result.problems.size(), 7);
    // In load order: manifest, providers, prompts, flows, tools, agents,
    // personas, probes, scenarios; within a file, in reading order.
    const QStringList expected = prefixed(
        tmp.path(),
        {QStringLiteral("polygon.json:6:34: invalid JSON: syntax error while parsing object key - unexpected '}'; "
                        "expected string literal"),
         QStringLiteral("providers/local.json:5:14: API keys must never be stored in the workspace; remove \"api_key\" "
                        "and name an environment variable with \"api_key_env\" or a keychain entry with \"keychain\""),
         QStringLiteral("prompts/main.md:1:1: the prompt is empty"),
         QStringLiteral("tools/lookup.json:9:25: unknown tool behaviour \"random\"; expected one of: fixed, template, "
                        "rules, stateful"),
         QStringLiteral("personas/alice.json:4:11: unknown persona type \"grumpy\"; expected one of: cooperative, busy, "
                        "distrustful, confused, aggressive, talkative"),
         QStringLiteral("personas/alice.json:6:17: \"difficulty\" must be between 1 and 5, not 9"),
         QStringLiteral("scenarios/smoke.json:5:12: \"noise\" must be between 0 and 1, not 2")});
    QCOMPARE(lines(result.problems), expected);
}

void TestWorkspaceLoader::nothingHalfLoaded()
{
    // Only the manifest is broken: every item file is fine, yet no workspace.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files, {{QStringLiteral("polygon.json"), "\"name\": \"Mini\"", "\"name\": \"\""}}), QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());
    WorkspaceLoadResult result = loadWorkspace(tmp.path());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY(!result.ok());
    QVERIFY(!result.workspace.has_value());

    // Only one item file is broken: the manifest alone is not returned either.
    files = minimalWorkspace();
    QCOMPARE(applyEdits(files, {{QStringLiteral("probes/confirms.json"), "\"wanted\"", "\"yes\""}}), QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());
    result = loadWorkspace(tmp.path());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY(!result.workspace.has_value());

    // Fixed again: loads.
    QCOMPARE(writeFiles(tmp.path(), minimalWorkspace()), QString());
    result = loadWorkspace(tmp.path());
    QVERIFY(result.problems.isEmpty());
    QVERIFY(result.ok());
}

void TestWorkspaceLoader::flowAgentLoads()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    auto files = minimalWorkspace();
    QCOMPARE(applyEdits(files,
                        {{QStringLiteral("agents/main.json"), "  \"kind\": \"llm\",\n  \"prompt\": \"prompts/main.md\",",
                          "  \"kind\": \"flow\",\n  \"flow\": \"flows/x.json\","},
                         {QStringLiteral("flows/x.json"), {}, kFlow}}),
             QString());
    QCOMPARE(writeFiles(tmp.path(), files), QString());

    const WorkspaceLoadResult result = loadWorkspace(tmp.path());
    QCOMPARE(lines(result.problems), QStringList());
    QVERIFY(result.ok());
    const Workspace &ws = *result.workspace;
    QCOMPARE(ws.flows.size(), 1);
    const FlowDefinition *flow = ws.flow(QStringLiteral("x"));
    QVERIFY(flow);
    QCOMPARE(flow->path, QStringLiteral("flows/x.json"));
    QCOMPARE(flow->definition.at("start").get<std::string>(), std::string("greet"));
    const Agent *agent = ws.agent(QStringLiteral("main"));
    QVERIFY(agent);
    QCOMPARE(agent->kind, Agent::Kind::Flow);
    QCOMPARE(agent->flow, QStringLiteral("flows/x.json"));
    QCOMPARE(agent->prompt, QString());
}

void TestWorkspaceLoader::sections()
{
    QCOMPARE(workspaceSections(),
             (QStringList {QStringLiteral("providers"), QStringLiteral("prompts"), QStringLiteral("flows"),
                           QStringLiteral("tools"), QStringLiteral("agents"), QStringLiteral("personas"),
                           QStringLiteral("probes"), QStringLiteral("scenarios")}));
}

QTEST_GUILESS_MAIN(TestWorkspaceLoader)
#include "tst_workspaceloader.moc"
