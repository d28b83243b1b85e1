// createWorkspaceFromPrompt (welcome ▸ New workspace from my prompt): the
// files it writes load clean, the tools the prompt names become stubs, six
// hand-editable callers (one per type), the user's model profiles copied in,
// and clear refusals of a non-empty folder, a bad name, an unknown language.
#include "core/workspace/promptworkspace.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"
#include "tests/support/clirunner.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

namespace {

const char *const PromptText = "You are the phone receptionist of Smile Dental.\n"
                               "Before booking, call `check_availability` with the date and time.\n"
                               "Book with create_booking, and if the caller asks for a human use transfer_to_human.\n"
                               "Never call create_booking twice for one caller; check_availability first again.\n";

NewWorkspaceOptions options(const QString &name = QStringLiteral("Smile Dental — bookings"))
{
    NewWorkspaceOptions o;
    o.name = name;
    o.language = QStringLiteral("en");
    o.promptText = QString::fromUtf8(PromptText);
    return o;
}

} // namespace

class TestPromptWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slugs_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("slug");
        QTest::newRow("dash") << QStringLiteral("Smile Dental — bookings") << QStringLiteral("smile-dental-bookings");
        QTest::newRow("diacritics") << QStringLiteral("Čevapi Žar 2") << QStringLiteral("cevapi-zar-2");
        QTest::newRow("trim") << QStringLiteral("  --Hello--  ") << QStringLiteral("hello");
        QTest::newRow("nothing") << QStringLiteral("?!") << QString();
    }
    void slugs()
    {
        QFETCH(QString, name);
        QFETCH(QString, slug);
        QCOMPARE(slugFromName(name), slug);
    }

    void toolNames()
    {
        QCOMPARE(toolNamesInPrompt(QString::fromUtf8(PromptText)),
                 (QStringList {QStringLiteral("check_availability"), QStringLiteral("create_booking"),
                               QStringLiteral("transfer_to_human")}));
        QCOMPARE(toolNamesInPrompt(QStringLiteral("Be kind. Use Snake_Case never; x_ and _y are not tools.")), QStringList());
    }

    void createsAWorkspaceThatLoads()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("smile"));
        Diagnostics problems;
        const auto made = createWorkspaceFromPrompt(dir, options(), problems);
        QVERIFY2(made, qPrintable(diagnosticsText(problems)));
        QCOMPARE(made->agent, QStringLiteral("smile-dental-bookings"));
        QCOMPARE(made->promptPath, QDir(dir).filePath(QStringLiteral("prompts/smile-dental-bookings.md")));
        // The pasted prompt, byte for byte.
        QCOMPARE(readFile(made->promptPath), QByteArray(PromptText));

        const WorkspaceLoadResult loaded = loadWorkspace(dir);
        QVERIFY2(loaded.ok(), qPrintable(diagnosticsText(loaded.problems)));
        const Workspace &ws = *loaded.workspace;
        QCOMPARE(ws.manifest.name, QStringLiteral("Smile Dental — bookings"));
        QCOMPARE(ws.manifest.languages, QStringList {QStringLiteral("en")});
        QCOMPARE(ws.manifest.defaultAgent, made->agent);
        const Agent *agent = ws.agent(made->agent);
        QVERIFY(agent);
        QCOMPARE(agent->kind, Agent::Kind::Llm);
        QCOMPARE(agent->prompt, QStringLiteral("prompts/smile-dental-bookings.md"));
        QCOMPARE(agent->tools, made->tools);
        QCOMPARE(agent->tools.size(), 3);
        for (const QString &tool : agent->tools) {
            const ToolStub *stub = ws.tool(tool);
            QVERIFY2(stub, qPrintable(tool));
            QVERIFY(stub->description.contains(tool));
            QCOMPARE(stub->behaviour, ToolStub::Behaviour::Fixed);
            QVERIFY(stub->behaviourSpec.at("result").at("ok") == Json(true));
        }
        // No model profile of the user's: a local llama.cpp profile serves every role.
        QCOMPARE(ws.providers.size(), 1);
        QCOMPARE(ws.providers.first().baseUrl, QStringLiteral("http://127.0.0.1:8080/v1"));
        for (const QString &role : Manifest::providerRoles())
            QCOMPARE(ws.manifest.providers.value(role), QStringLiteral("local-llama"));

        // Six hand-editable callers: every type once, every outcome at least once.
        QCOMPARE(ws.personas.size(), 6);
        QSet<Persona::Type> types;
        QSet<Persona::Outcome> outcomes;
        for (const Persona &p : ws.personas) {
            types.insert(p.type);
            outcomes.insert(p.intendedOutcome);
            QVERIFY(p.sourcePrompt.isEmpty()); // hand-written, never stale
            QVERIFY(p.goal.startsWith(QLatin1String("EXAMPLE")));
            QVERIFY(
                QString::fromStdString(p.groundTruth["example_fact"].get<std::string>()).startsWith(QLatin1String("EXAMPLE")));
        }
        QCOMPARE(types.size(), 6);
        QCOMPARE(outcomes.size(), 4);
        const Scenario *smoke = ws.scenario(QStringLiteral("smoke"));
        QVERIFY(smoke);
        QCOMPARE(smoke->personas.size(), 6);
        QCOMPARE(made->scenario, QStringLiteral("smoke"));

        // What the user runs next: polygon-cli validate finds nothing wrong with it.
        const CliRun validate = runCli({QStringLiteral("validate"), dir});
        QVERIFY2(validate.code == 0, qPrintable(validate.out + validate.err));
        const CliRun run = runCli({QStringLiteral("run"), dir, QStringLiteral("--agent"), made->agent,
                                   QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        // An LLM agent needs its model: offline, the run is refused with the agent's file named, nothing stored.
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(QStringLiteral("agents/smile-dental-bookings.json:1:1: the agent \"smile-dental-bookings\" is "
                                                 "an LLM agent and needs a model")),
                 qPrintable(run.err));
    }

    void noToolNamedGivesOneExampleStub()
    {
        QTemporaryDir tmp;
        NewWorkspaceOptions o = options(QStringLiteral("Plain"));
        o.promptText = QStringLiteral("Ты вежливый ассистент клиники. Отвечай коротко.");
        o.language = QStringLiteral("ru");
        Diagnostics problems;
        const auto made = createWorkspaceFromPrompt(tmp.filePath(QStringLiteral("plain")), o, problems);
        QVERIFY2(made, qPrintable(diagnosticsText(problems)));
        QCOMPARE(made->tools, QStringList {QStringLiteral("example_lookup")});
        const WorkspaceLoadResult loaded = loadWorkspace(made->root);
        QVERIFY2(loaded.ok(), qPrintable(diagnosticsText(loaded.problems)));
        QCOMPARE(loaded.workspace->manifest.languages, QStringList {QStringLiteral("ru")});
        for (const Persona &p : loaded.workspace->personas)
            QCOMPARE(p.language, QStringLiteral("ru"));
    }

    void refusals()
    {
        QTemporaryDir tmp;
        // A folder with anything in it.
        const QString full = tmp.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(full));
        QFile note(QDir(full).filePath(QStringLiteral("notes.txt")));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write("mine\n");
        note.close();
        Diagnostics problems;
        QVERIFY(!createWorkspaceFromPrompt(full, options(), problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().message,
                 QStringLiteral("%1: the folder is not empty; give a new or empty folder").arg(QDir(full).absolutePath()));
        QCOMPARE(QDir(full).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList {QStringLiteral("notes.txt")});

        problems.clear();
        QVERIFY(!createWorkspaceFromPrompt(tmp.filePath(QStringLiteral("a")), options(QStringLiteral("?!")), problems));
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.first().message,
                 QStringLiteral("the workspace name \"?!\" needs at least one letter or digit (a-z, 0-9)"));

        problems.clear();
        NewWorkspaceOptions o = options();
        o.language = QStringLiteral("de");
        o.promptText = QStringLiteral("  \n");
        QVERIFY(!createWorkspaceFromPrompt(tmp.filePath(QStringLiteral("b")), o, problems));
        QCOMPARE(problems.size(), 2);
        QCOMPARE(problems.at(0).message, QStringLiteral("unknown language \"de\"; expected one of: en, ru, hr, bs"));
        QCOMPARE(problems.at(1).message, QStringLiteral("the prompt is empty: paste your agent's system prompt"));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("a"))));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("b"))));
    }

    void userProfilesAreCopied()
    {
        QTemporaryDir tmp;
        const QString user = tmp.filePath(QStringLiteral("user"));
        Workspace mine;
        Profile p;
        p.id = QStringLiteral("my-ollama");
        p.name = QStringLiteral("my-ollama");
        p.baseUrl = QStringLiteral("http://127.0.0.1:11434/v1");
        p.model = QStringLiteral("qwen2.5:7b-instruct");
        p.keychain = QStringLiteral("polygon-my-ollama");
        Manifest roles;
        roles.name = QStringLiteral("user");
        roles.languages = {QStringLiteral("en")};
        roles.providers.insert(QStringLiteral("agent"), p.id);
        roles.providers.insert(QStringLiteral("judge"), p.id);
        QVERIFY(saveProviders(user, roles, {p}, {}).isEmpty());
        const Workspace read = loadUserProviders(user);
        QCOMPARE(read.providers.size(), 1);
        QCOMPARE(read.manifest.providers.value(QStringLiteral("judge")), p.id);

        NewWorkspaceOptions o = options();
        o.providersFrom = user;
        Diagnostics problems;
        const auto made = createWorkspaceFromPrompt(tmp.filePath(QStringLiteral("ws")), o, problems);
        QVERIFY2(made, qPrintable(diagnosticsText(problems)));
        const WorkspaceLoadResult loaded = loadWorkspace(made->root);
        QVERIFY2(loaded.ok(), qPrintable(diagnosticsText(loaded.problems)));
        QCOMPARE(loaded.workspace->providers.size(), 1);
        QCOMPARE(loaded.workspace->providers.first().keychain, QStringLiteral("polygon-my-ollama"));
        for (const QString &role : Manifest::providerRoles())
            QCOMPARE(loaded.workspace->manifest.providers.value(role), p.id); // unassigned roles follow the agent's

        // The same profiles into an existing workspace (the demo): added, roles pointed at them.
        const QString other = tmp.filePath(QStringLiteral("other"));
        QVERIFY(createWorkspaceFromPrompt(other, options(), problems));
        QVERIFY(applyUserProviders(user, other).isEmpty());
        const WorkspaceLoadResult again = loadWorkspace(other);
        QVERIFY2(again.ok(), qPrintable(diagnosticsText(again.problems)));
        QCOMPARE(again.workspace->providers.size(), 2);
        QCOMPARE(again.workspace->manifest.providers.value(QStringLiteral("agent")), p.id);
        QCOMPARE(again.workspace->manifest.providers.value(QStringLiteral("caller")), QStringLiteral("local-llama"));
    }
};

QTEST_GUILESS_MAIN(TestPromptWorkspace)
#include "tst_promptworkspace.moc"
