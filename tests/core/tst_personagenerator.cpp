// Persona generation against the local OpenAI-compatible test server: one
// request per persona carrying the schema and the agent's prompt, seeds from
// (prompt hash, index), a bad reply or a 429 sinking only its own persona,
// cancellation, stale and orphaned detection, and regeneration over the old file.
#include "core/llm/openaiprovider.h"
#include "core/simulate/personagenerator.h"
#include "core/util/hash.h"
#include "core/workspace/workspaceloader.h"
#include "openaitestserver.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;

Q_DECLARE_METATYPE(nlohmann::ordered_json)

namespace {

const QByteArray PromptBytes = QByteArrayLiteral("You answer the phone for Bella Vista, an Italian restaurant in Zagreb.\n");
// sha256 of PromptBytes, and the seeds of plan indices 0, 1, 2 (first 8 bytes of
// sha256(hash + "\x1f" + index), big-endian, & 0x7fffffff), computed with Python's hashlib.
const QString PromptHash = QStringLiteral("620aa6a94ae9746a46144ad7cbe064894a409c63d2bb6d5ba29153ced36cb116");
const qint64 Seeds[] = {1737983865, 2030470957, 86834620};

Prompt prompt()
{
    return {QStringLiteral("bella"), QStringLiteral("prompts/bella.md"), PromptBytes, sha256Hex(PromptBytes)};
}

// A valid structured reply for `r`, as the model's message content.
nlohmann::ordered_json reply(const PersonaRequest &r, const QString &name, const nlohmann::ordered_json &changes = {})
{
    nlohmann::ordered_json j = {{"name", name.toStdString()},
                                {"type", Persona::typeName(r.type).toStdString()},
                                {"intended_outcome", Persona::outcomeName(r.outcome).toStdString()},
                                {"difficulty", r.difficulty},
                                {"goal", "Book a table for two on Friday at eight."},
                                {"ground_truth", {{"name", name.toStdString()}, {"party_size", 2}, {"date", "2026-12-11"}}},
                                {"traits", {"speaks fast", "says \"yes, yes\""}},
                                {"language", r.language.toStdString()}};
    if (changes.is_object())
        for (auto it = changes.begin(); it != changes.end(); ++it) {
            if (it.value().is_null())
                j.erase(it.key());
            else
                j[it.key()] = it.value();
        }
    return {{"content", j.dump()}};
}

QString copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(source);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return QStringLiteral("cannot copy %1").arg(source);
    }
    return {};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What one run delivered, in the order the signals came.
struct Run
{
    QList<Persona> ready;
    QList<std::pair<int, QString>> failed;
    QList<std::pair<int, int>> progress;
    int finished = 0;
};

} // namespace

class TestPersonaGenerator : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

    std::unique_ptr<OpenAiProvider> provider(int concurrency = 1)
    {
        Profile p;
        p.id = QStringLiteral("test");
        p.baseUrl = m_server.baseUrl().toString();
        p.model = QStringLiteral("test-model");
        p.timeoutMs = 5000;
        p.concurrency = concurrency;
        auto provider = std::make_unique<OpenAiProvider>(p, QByteArray());
        provider->setRetryPolicy({2, 1, 10}); // three attempts, fast backoff
        return provider;
    }

    static void watch(PersonaGenerator &g, Run &run)
    {
        QObject::connect(&g, &PersonaGenerator::personaReady, &g, [&run](const Persona &p) { run.ready.append(p); });
        QObject::connect(&g, &PersonaGenerator::personaFailed, &g, [&run](int i, const QString &m) {
            run.failed.append({i, m});
        });
        QObject::connect(&g, &PersonaGenerator::progress, &g, [&run](int d, int t) { run.progress.append({d, t}); });
        QObject::connect(&g, &PersonaGenerator::finished, &g, [&run] { ++run.finished; });
    }

    static bool waitFinished(PersonaGenerator &g, const Run &run)
    {
        if (run.finished > 0)
            return true;
        QSignalSpy spy(&g, &PersonaGenerator::finished);
        return spy.wait(10000) || run.finished > 0;
    }

    // "persona request 2 of 3 (busy, refusal, difficulty 2, en, seed …)"
    static QString requestName(const QList<PersonaRequest> &plan, int index, const QString &hash = PromptHash)
    {
        const PersonaRequest &r = plan.at(index);
        return QStringLiteral("persona request %1 of %2 (%3, %4, difficulty %5, %6, seed %7)")
            .arg(index + 1)
            .arg(plan.size())
            .arg(Persona::typeName(r.type), Persona::outcomeName(r.outcome))
            .arg(r.difficulty)
            .arg(r.language)
            .arg(PersonaGenerator::seedFor(hash, PersonaGenerator::seedKey(r, index)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
        QCOMPARE(prompt().hash, PromptHash);
    }

    void init() { m_server.reset(); }

    void defaultPlanSpread()
    {
        using T = Persona::Type;
        using O = Persona::Outcome;
        const auto plan = PersonaGenerator::defaultPlan(8, {QStringLiteral("en"), QStringLiteral("hr")});
        // k: type k % 6, outcome (k + k / 6) % 4, difficulty 1 + k % 5, language k % 2
        const QList<PersonaRequest> expected = {
            {T::Cooperative, O::Success, 1, QStringLiteral("en"), {}},  {T::Busy, O::Refusal, 2, QStringLiteral("hr"), {}},
            {T::Distrustful, O::Callback, 3, QStringLiteral("en"), {}}, {T::Confused, O::Transfer, 4, QStringLiteral("hr"), {}},
            {T::Aggressive, O::Success, 5, QStringLiteral("en"), {}},   {T::Talkative, O::Refusal, 1, QStringLiteral("hr"), {}},
            {T::Cooperative, O::Transfer, 2, QStringLiteral("en"), {}}, {T::Busy, O::Success, 3, QStringLiteral("hr"), {}},
        };
        QCOMPARE(plan, expected);

        // 24 entries: every (type, outcome) pair exactly once.
        QSet<std::pair<int, int>> pairs;
        for (const PersonaRequest &r : PersonaGenerator::defaultPlan(24, {QStringLiteral("en")}))
            pairs.insert({int(r.type), int(r.outcome)});
        QCOMPARE(pairs.size(), 24);

        // Restricted types and outcomes: still every pair within four entries.
        const auto some
            = PersonaGenerator::defaultPlan(4, {QStringLiteral("en")}, {T::Busy, T::Confused}, {O::Success, O::Refusal});
        QCOMPARE(some.at(0).type, T::Busy);
        QCOMPARE(some.at(0).outcome, O::Success);
        QCOMPARE(some.at(1).type, T::Confused);
        QCOMPARE(some.at(1).outcome, O::Refusal);
        QCOMPARE(some.at(2).type, T::Busy);
        QCOMPARE(some.at(2).outcome, O::Refusal);
        QCOMPARE(some.at(3).type, T::Confused);
        QCOMPARE(some.at(3).outcome, O::Success);
        QVERIFY(PersonaGenerator::defaultPlan(3, {}).isEmpty());
    }

    void seeds()
    {
        for (int i = 0; i < 3; ++i)
            QCOMPARE(PersonaGenerator::seedFor(PromptHash, QString::number(i)), Seeds[i]);
        PersonaRequest regenerate;
        regenerate.id = QStringLiteral("busy-ana-1");
        QCOMPARE(PersonaGenerator::seedKey(regenerate, 7), QStringLiteral("busy-ana-1"));
        QCOMPARE(PersonaGenerator::seedFor(PromptHash, QStringLiteral("busy-ana-1")), qint64(1289255796));
    }

    void slugs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("slug");
        QTest::newRow("ascii") << QStringLiteral("Marta") << QStringLiteral("marta");
        QTest::newRow("croatian") << QStringLiteral("Snježana Đurić") << QStringLiteral("snjezana-duric");
        QTest::newRow("russian") << QStringLiteral("Наталья Жукова") << QStringLiteral("natalya-zhukova");
        QTest::newRow("punctuation") << QStringLiteral("  O'Brien!! ") << QStringLiteral("o-brien");
        QTest::newRow("nothing left") << QStringLiteral("?!") << QStringLiteral("persona");
    }

    void slugs()
    {
        QFETCH(QString, text);
        QFETCH(QString, slug);
        QCOMPARE(PersonaGenerator::slug(text), slug);
    }

    void oneRequestPerPersona()
    {
        auto p = provider();
        PersonaGenerator g(p.get(), prompt());
        g.setTakenIds({QStringLiteral("busy-ana-2")});
        const auto plan = PersonaGenerator::defaultPlan(3, {QStringLiteral("en")});
        m_server.queueChatReply(reply(plan.at(0), QStringLiteral("Ivana Horvat")));
        m_server.queueChatReply(reply(plan.at(1), QStringLiteral("Ana Klarić")));
        m_server.queueChatReply(reply(plan.at(2), QStringLiteral("Goran Perić")));
        Run run;
        watch(g, run);
        g.start(plan);
        QVERIFY(waitFinished(g, run));
        QCOMPARE(run.finished, 1);
        QVERIFY(run.failed.isEmpty());
        QCOMPARE(run.progress, (QList<std::pair<int, int>> {{0, 3}, {1, 3}, {2, 3}, {3, 3}}));

        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const auto &body = sent.at(i);
            QCOMPARE(body["response_format"]["type"].get<std::string>(), std::string("json_schema"));
            QCOMPARE(body["response_format"]["json_schema"]["name"].get<std::string>(), std::string("persona"));
            QCOMPARE(body["response_format"]["json_schema"]["schema"].dump(),
                     PersonaGenerator::responseSchema(plan.at(i)).dump());
            QCOMPARE(body["seed"].get<qint64>(), Seeds[i]);
            const QString user = QString::fromStdString(body["messages"][1]["content"].get<std::string>());
            QVERIFY(user.contains(QString::fromUtf8(PromptBytes)));
            QVERIFY(user.contains(QStringLiteral("- type: %1 (").arg(Persona::typeName(plan.at(i).type))));
            QVERIFY(user.contains(QStringLiteral("- intended_outcome: %1 (").arg(Persona::outcomeName(plan.at(i).outcome))));
            QVERIFY(user.contains(QStringLiteral("- difficulty: %1 (").arg(plan.at(i).difficulty)));
            QVERIFY(user.contains(QStringLiteral("party_size (number of people")));
            QCOMPARE(body["messages"][0]["role"].get<std::string>(), std::string("system"));
        }
        // The schema pins what was asked for and allows nothing else.
        const Json schema = PersonaGenerator::responseSchema(plan.at(1));
        QCOMPARE(schema["properties"]["type"]["enum"].dump(), std::string(R"(["busy"])"));
        QCOMPARE(schema["properties"]["intended_outcome"]["enum"].dump(), std::string(R"(["refusal"])"));
        QCOMPARE(schema["properties"]["difficulty"]["enum"].dump(), std::string("[2]"));
        QCOMPARE(schema["properties"]["language"]["enum"].dump(), std::string(R"(["en"])"));
        QCOMPARE(schema["additionalProperties"].dump(), std::string("false"));
        QCOMPARE(schema["required"].dump(),
                 std::string(R"(["name","type","intended_outcome","difficulty","goal","ground_truth","traits","language"])"));

        QCOMPARE(run.ready.size(), 3);
        // type-firstname-(index + 1); busy-ana-2 was taken, so the next free suffix
        QCOMPARE(run.ready.at(0).id, QStringLiteral("cooperative-ivana-1"));
        QCOMPARE(run.ready.at(1).id, QStringLiteral("busy-ana-2-2"));
        QCOMPARE(run.ready.at(2).id, QStringLiteral("distrustful-goran-3"));
        const Persona &ana = run.ready.at(1);
        QCOMPARE(ana.path, QStringLiteral("personas/busy-ana-2-2.json"));
        QCOMPARE(ana.name, QStringLiteral("Ana Klarić"));
        QCOMPARE(ana.type, Persona::Type::Busy);
        QCOMPARE(ana.intendedOutcome, Persona::Outcome::Refusal);
        QCOMPARE(ana.difficulty, 2);
        QCOMPARE(ana.goal, QStringLiteral("Book a table for two on Friday at eight."));
        QCOMPARE(ana.groundTruth.dump(), std::string(R"({"name":"Ana Klarić","party_size":2,"date":"2026-12-11"})"));
        QCOMPARE(ana.traits, (QStringList {QStringLiteral("speaks fast"), QStringLiteral("says \"yes, yes\"")}));
        QCOMPARE(ana.language, QStringLiteral("en"));
        QCOMPARE(ana.sourcePrompt, QStringLiteral("bella"));
        QCOMPARE(ana.sourcePromptHash, PromptHash);
        QVERIFY(!g.isRunning());
        QCOMPARE(g.failedCount(), 0);
    }

    void oneFailureOnly_data()
    {
        QTest::addColumn<nlohmann::ordered_json>("bad"); // the second request's answer
        QTest::addColumn<QString>("why");
        const PersonaRequest second = PersonaGenerator::defaultPlan(3, {QStringLiteral("en")}).at(1);
        QTest::newRow("not JSON") << nlohmann::ordered_json {{"content", "Sure! Here is a caller: Ana, busy."}}
                                  << QStringLiteral(
                                         "malformed_reply: structured output was asked for, but the reply is not JSON");
        QTest::newRow("invalid enum") << reply(second, QStringLiteral("Ana"), {{"type", "grumpy"}})
                                      << QStringLiteral("\"type\" must be \"busy\" (the type asked for), not \"grumpy\"");
        QTest::newRow("missing field") << reply(second, QStringLiteral("Ana"), {{"goal", nullptr}})
                                       << QStringLiteral("the reply has no \"goal\"");
        QTest::newRow("wrong difficulty") << reply(second, QStringLiteral("Ana"), {{"difficulty", 9}})
                                          << QStringLiteral("\"difficulty\" must be 2 (the difficulty asked for), not 9");
        QTest::newRow("array") << nlohmann::ordered_json {{"content", "[1, 2]"}}
                               << QStringLiteral("the reply is not a JSON object but [1,2]");
    }

    void oneFailureOnly()
    {
        QFETCH(nlohmann::ordered_json, bad);
        QFETCH(QString, why);
        auto p = provider();
        PersonaGenerator g(p.get(), prompt());
        const auto plan = PersonaGenerator::defaultPlan(3, {QStringLiteral("en")});
        m_server.queueChatReply(reply(plan.at(0), QStringLiteral("Ivana Horvat")));
        m_server.queueChatReply(bad);
        m_server.queueChatReply(reply(plan.at(2), QStringLiteral("Goran Perić")));
        Run run;
        watch(g, run);
        g.start(plan);
        QVERIFY(waitFinished(g, run));
        QCOMPARE(m_server.chatRequests().size(), 3);
        QCOMPARE(run.ready.size(), 2);
        QCOMPARE(run.ready.at(0).id, QStringLiteral("cooperative-ivana-1"));
        QCOMPARE(run.ready.at(1).id, QStringLiteral("distrustful-goran-3"));
        QCOMPARE(run.failed.size(), 1);
        QCOMPARE(run.failed.at(0).first, 1);
        QString message = run.failed.at(0).second;
        // The provider's errors end with the HTTP request they concern.
        message.remove(QRegularExpression(QStringLiteral(" \\(POST http://127\\.0\\.0\\.1:\\d+/v1/chat/completions\\)$")));
        QCOMPARE(message, requestName(plan, 1) + QStringLiteral(": ") + why);
        QCOMPARE(run.finished, 1);
        QCOMPARE(g.failedCount(), 1);
    }

    void rateLimitedAfterRetries()
    {
        auto p = provider();
        PersonaGenerator g(p.get(), prompt());
        const auto plan = PersonaGenerator::defaultPlan(3, {QStringLiteral("en")});
        m_server.queueChatReply(reply(plan.at(0), QStringLiteral("Ivana Horvat")));
        m_server.queueChatReply(reply(plan.at(1), QStringLiteral("Ana Klarić")));
        Run run;
        watch(g, run);
        // The last request (sent after the second answer, concurrency 1) meets a
        // 429 on all three attempts.
        connect(&g, &PersonaGenerator::progress, this, [this](int done, int) {
            if (done == 2)
                m_server.queueFault({Fault::Kind::RateLimited, 0, 0, 1, 3});
        });
        g.start(plan);
        QVERIFY(waitFinished(g, run));
        QCOMPARE(m_server.chatRequests().size(), 5); // 1 + 1 + 3 attempts
        QCOMPARE(run.ready.size(), 2);
        QCOMPARE(run.failed.size(), 1);
        QCOMPARE(run.failed.at(0).first, 2);
        QVERIFY2(run.failed.at(0).second.startsWith(requestName(plan, 2) + QStringLiteral(": rate_limited: ")),
                 qPrintable(run.failed.at(0).second));
        QVERIFY2(run.failed.at(0).second.contains(QStringLiteral("(after 3 attempt")), qPrintable(run.failed.at(0).second));
    }

    void concurrentBatchKeepsEveryone()
    {
        // Four in flight at once: replies arrive in any order, each persona once.
        auto p = provider(4);
        PersonaGenerator g(p.get(), prompt());
        const auto plan = PersonaGenerator::defaultPlan(8, {QStringLiteral("en")});
        m_server.setLatencyMs(100);
        Run run;
        watch(g, run);
        g.start(plan);
        QVERIFY(waitFinished(g, run));
        m_server.setLatencyMs(0);
        // The server's default structured answer is "{}": every persona fails, by name.
        QCOMPARE(m_server.chatRequests().size(), 8);
        QVERIFY(m_server.maxInFlight() <= 4);
        QVERIFY(m_server.maxInFlight() >= 2);
        QCOMPARE(run.failed.size(), 8);
        QSet<int> indices;
        for (const auto &[index, message] : std::as_const(run.failed)) {
            indices.insert(index);
            QVERIFY(message.startsWith(requestName(plan, index) + QStringLiteral(": the reply has no \"name\"; ")));
        }
        QCOMPARE(indices.size(), 8);
        QCOMPARE(run.progress.last(), (std::pair<int, int> {8, 8}));
    }

    void cancel()
    {
        auto p = provider();
        PersonaGenerator g(p.get(), prompt());
        const auto plan = PersonaGenerator::defaultPlan(3, {QStringLiteral("en")});
        m_server.setLatencyMs(300);
        Run run;
        watch(g, run);
        g.start(plan);
        g.cancel();
        m_server.setLatencyMs(0);
        QCOMPARE(run.finished, 1);
        QVERIFY(run.ready.isEmpty());
        QCOMPARE(run.failed.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(run.failed.at(i).first, i);
            QCOMPARE(run.failed.at(i).second, requestName(plan, i) + QStringLiteral(": cancelled"));
        }
        QVERIFY(!g.isRunning());
        QTest::qWait(400); // the cancelled replies come back and are ignored
        QCOMPARE(run.finished, 1);
        QCOMPARE(run.failed.size(), 3);
    }

    void emptyPlan()
    {
        auto p = provider();
        PersonaGenerator g(p.get(), prompt());
        Run run;
        watch(g, run);
        g.start({});
        QCOMPARE(run.finished, 1);
        QCOMPARE(run.progress, (QList<std::pair<int, int>> {{0, 0}}));
        QCOMPARE(m_server.chatRequests().size(), 0);
    }

    void freshness()
    {
        const Prompt bella = prompt();
        Persona hand;
        hand.id = QStringLiteral("hand");
        Persona current;
        current.sourcePrompt = QStringLiteral("bella");
        current.sourcePromptHash = PromptHash;
        Persona stale = current;
        stale.sourcePromptHash = QString(64, QLatin1Char('0'));
        Persona orphan = current;
        orphan.sourcePrompt = QStringLiteral("gone");
        QCOMPARE(personaFreshness(hand, {bella}), PersonaFreshness::HandWritten);
        QCOMPARE(personaFreshness(hand, {}), PersonaFreshness::HandWritten);
        QCOMPARE(personaFreshness(current, {bella}), PersonaFreshness::Current);
        QCOMPARE(personaFreshness(stale, {bella}), PersonaFreshness::Stale);
        QCOMPARE(personaFreshness(orphan, {bella}), PersonaFreshness::Orphaned);
        QCOMPARE(personaFreshnessName(PersonaFreshness::Stale), QStringLiteral("stale"));

        stale.id = QStringLiteral("busy-ana-1");
        stale.type = Persona::Type::Busy;
        stale.intendedOutcome = Persona::Outcome::Callback;
        stale.difficulty = 4;
        QCOMPARE(regenerationRequest(stale, QStringLiteral("hr")),
                 (PersonaRequest {Persona::Type::Busy, Persona::Outcome::Callback, 4, QStringLiteral("hr"),
                                  QStringLiteral("busy-ana-1")}));
        stale.language = QStringLiteral("ru");
        QCOMPARE(regenerationRequest(stale, QStringLiteral("hr")).language, QStringLiteral("ru"));
    }

    // Generate into a copy of the example, change the prompt, find the stale
    // personas and regenerate them over their files.
    void staleAndRegenerate()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), root), QString());
        auto loaded = loadWorkspace(root);
        QVERIFY(loaded.ok());
        const Prompt v2 = *loaded.workspace->prompt(QStringLiteral("bella-v2"));

        auto p = provider();
        const auto plan = PersonaGenerator::defaultPlan(2, {QStringLiteral("en")});
        {
            PersonaGenerator g(p.get(), v2);
            m_server.queueChatReply(reply(plan.at(0), QStringLiteral("Petra Novak")));
            m_server.queueChatReply(reply(plan.at(1), QStringLiteral("Luka Marić")));
            Run run;
            watch(g, run);
            g.start(plan);
            QVERIFY(waitFinished(g, run));
            QCOMPARE(run.ready.size(), 2);
            for (const Persona &persona : std::as_const(run.ready)) {
                QString error;
                QVERIFY2(writePersonaFile(root, persona, &error), qPrintable(error));
            }
        }
        loaded = loadWorkspace(root);
        QVERIFY2(loaded.ok(), loaded.problems.isEmpty() ? "" : qPrintable(loaded.problems.first().toString()));
        const Workspace &before = *loaded.workspace;
        QCOMPARE(before.personas.size(), 12);
        QCOMPARE(personasIn(before, PersonaFreshness::HandWritten).size(), 10);
        QCOMPARE(personasIn(before, PersonaFreshness::Current).size(), 2);
        QVERIFY(personasIn(before, PersonaFreshness::Stale).isEmpty());
        const Persona petra = *before.persona(QStringLiteral("cooperative-petra-1"));
        QCOMPARE(petra.sourcePrompt, QStringLiteral("bella-v2"));
        QCOMPARE(petra.sourcePromptHash, v2.hash);

        // Edit the prompt: its hash changes, the two generated personas are stale,
        // the hand-written ones are not.
        {
            QFile f(root + QStringLiteral("/prompts/bella-v2.md"));
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n- Never take bookings for the terrace in winter.\n");
        }
        loaded = loadWorkspace(root);
        QVERIFY(loaded.ok());
        const Workspace &edited = *loaded.workspace;
        const Prompt v2b = *edited.prompt(QStringLiteral("bella-v2"));
        QVERIFY(v2b.hash != v2.hash);
        const QList<Persona> stale = personasIn(edited, PersonaFreshness::Stale);
        QCOMPARE(stale.size(), 2);
        QCOMPARE(stale.at(0).id, QStringLiteral("busy-luka-2"));
        QCOMPARE(stale.at(1).id, QStringLiteral("cooperative-petra-1"));
        QCOMPARE(personasIn(edited, PersonaFreshness::HandWritten).size(), 10);
        QVERIFY(personasIn(edited, PersonaFreshness::Current).isEmpty());

        // Regenerate: Luka's request fails, so his old file stays as it was;
        // Petra's succeeds with the same id, type, outcome and difficulty.
        const QByteArray lukaBefore = readAll(root + QStringLiteral("/personas/busy-luka-2.json"));
        QList<PersonaRequest> regen;
        for (const Persona &s : stale)
            regen.append(regenerationRequest(s, edited.manifest.languages.first()));
        m_server.reset();
        m_server.queueChatReply(reply(regen.at(0), QStringLiteral("Luka Marić"), {{"ground_truth", Json::object()}}));
        m_server.queueChatReply(reply(regen.at(1), QStringLiteral("Petra Horvat")));
        PersonaGenerator g(p.get(), v2b);
        Run run;
        watch(g, run);
        connect(&g, &PersonaGenerator::personaReady, this, [&root](const Persona &persona) {
            QString error;
            QVERIFY2(writePersonaFile(root, persona, &error), qPrintable(error));
        });
        g.start(regen);
        QVERIFY(waitFinished(g, run));
        QCOMPARE(run.failed.size(), 1);
        QCOMPARE(run.failed.at(0).second,
                 requestName(regen, 0, v2b.hash)
                     + QStringLiteral(": \"ground_truth\" must be an object with at least one fact, not {}"));
        // Seeds of regenerated personas come from (new hash, id).
        QCOMPARE(m_server.chatRequests().at(1)["seed"].get<qint64>(),
                 PersonaGenerator::seedFor(v2b.hash, QStringLiteral("cooperative-petra-1")));

        QCOMPARE(readAll(root + QStringLiteral("/personas/busy-luka-2.json")), lukaBefore);
        loaded = loadWorkspace(root);
        QVERIFY(loaded.ok());
        const Persona regenerated = *loaded.workspace->persona(QStringLiteral("cooperative-petra-1"));
        QCOMPARE(regenerated.name, QStringLiteral("Petra Horvat"));
        QCOMPARE(regenerated.type, petra.type);
        QCOMPARE(regenerated.intendedOutcome, petra.intendedOutcome);
        QCOMPARE(regenerated.difficulty, petra.difficulty);
        QCOMPARE(regenerated.sourcePromptHash, v2b.hash);
        QCOMPARE(personaFreshness(regenerated, loaded.workspace->prompts), PersonaFreshness::Current);
        QCOMPARE(personasIn(*loaded.workspace, PersonaFreshness::Stale).size(), 1); // Luka
        QCOMPARE(loaded.workspace->personas.size(), 12); // written over, not added
    }

    void readReplyMessages_data()
    {
        QTest::addColumn<nlohmann::ordered_json>("changes");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty name") << nlohmann::ordered_json {{"name", "  "}} << QStringLiteral("\"name\" is empty");
        QTest::newRow("name not text") << nlohmann::ordered_json {{"name", 5}}
                                       << QStringLiteral("\"name\" must be a string, not 5");
        QTest::newRow("fact is a list") << nlohmann::ordered_json {{"ground_truth", {{"dates", {"a", "b"}}}}}
                                        << QStringLiteral(
                                               "the fact \"dates\" must be a string, a number or true/false, not [\"a\",\"b\"]");
        QTest::newRow("traits not a list") << nlohmann::ordered_json {{"traits", "loud"}}
                                           << QStringLiteral("\"traits\" must be an array of strings, not \"loud\"");
        QTest::newRow("wrong language") << nlohmann::ordered_json {{"language", "ru"}}
                                        << QStringLiteral("\"language\" must be \"en\" (the language asked for), not \"ru\"");
        QTest::newRow("extra key") << nlohmann::ordered_json {{"age", 40}}
                                   << QStringLiteral("the reply has an unexpected key \"age\"");
        QTest::newRow("two problems") << nlohmann::ordered_json {{"intended_outcome", "win"}, {"traits", nullptr}}
                                      << QStringLiteral("\"intended_outcome\" must be \"refusal\" (the outcome asked for), not "
                                                        "\"win\"; the reply has no \"traits\"");
    }

    void readReplyMessages()
    {
        QFETCH(nlohmann::ordered_json, changes);
        QFETCH(QString, message);
        const PersonaRequest r = PersonaGenerator::defaultPlan(2, {QStringLiteral("en")}).at(1);
        const Json content = Json::parse(reply(r, QStringLiteral("Ana"), changes)["content"].get<std::string>());
        Persona persona;
        QCOMPARE(PersonaGenerator::readReply(content, r, persona), message);
        // The valid reply passes.
        QCOMPARE(
            PersonaGenerator::readReply(Json::parse(reply(r, QStringLiteral("Ana"))["content"].get<std::string>()), r, persona),
            QString());
        QCOMPARE(persona.name, QStringLiteral("Ana"));
    }
};

QTEST_GUILESS_MAIN(TestPersonaGenerator)
#include "tst_personagenerator.moc"
