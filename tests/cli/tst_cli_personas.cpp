// polygon-cli personas against a copy of the example workspace whose provider
// profile points at the local test server: list (table and JSON, stale marks),
// generate (one request per persona, failures per persona, exit codes),
// regenerate after the prompt changed, and usage errors.
#include "openaitestserver.h"

#include "clirunner.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using Polygon::Test::OpenAiTestServer;
using ojson = nlohmann::ordered_json;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

// A valid persona reply (the model's message content).
ojson reply(const char *type, const char *outcome, int difficulty, const char *name)
{
    const ojson persona = {{"name", name},
                           {"type", type},
                           {"intended_outcome", outcome},
                           {"difficulty", difficulty},
                           {"goal", "Book a table for four on Saturday."},
                           {"ground_truth", {{"name", name}, {"party_size", 4}, {"date", "2026-12-12"}, {"time", "19:30"}}},
                           {"traits", {"answers briefly"}},
                           {"language", "en"}};
    return {{"content", persona.dump()}};
}

const QString kHandWrittenTable
    = QStringLiteral("aggressive-dario      aggressive   transfer  5           -              hand-written\n"
                     "busy-ana              busy         transfer  2           -              hand-written\n"
                     "busy-marta            busy         success   3           -              hand-written\n"
                     "confused-josip        confused     success   4           -              hand-written\n"
                     "confused-mirko        confused     success   3           -              hand-written\n"
                     "cooperative-ivana     cooperative  success   1           -              hand-written\n");

} // namespace

class TestCliPersonas : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_ws;

    Run run(const QStringList &args) { return runCli(args, {}, {{QStringLiteral("OPENAI_API_KEY"), QString()}}); }

    QString file(const QString &rel) const { return m_ws + QLatin1Char('/') + rel; }

    ojson personaFile(const QString &id) const
    {
        return ojson::parse(readAll(file(QStringLiteral("personas/") + id + QStringLiteral(".json"))).toStdString());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    // A fresh copy of the example for every test, its "personas" provider
    // (local-llama) on the test server, one request at a time so the queued
    // replies answer the plan in order.
    void init()
    {
        m_server.reset();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_ws = m_dir->filePath(QStringLiteral("bella-vista"));
        const QString from = QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
        QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString source = it.next();
            const QString target = m_ws + QLatin1Char('/') + QDir(from).relativeFilePath(source);
            QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
            QVERIFY(QFile::copy(source, target));
            QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner));
        }
        QByteArray profile = readAll(file(QStringLiteral("providers/local-llama.json")));
        QCOMPARE(profile.count("http://127.0.0.1:8080/v1"), 1);
        profile.replace("http://127.0.0.1:8080/v1", m_server.baseUrl().toString().toUtf8());
        QCOMPARE(profile.count("\"concurrency\": 4"), 1);
        profile.replace("\"concurrency\": 4", "\"concurrency\": 1");
        QVERIFY(writeAll(file(QStringLiteral("providers/local-llama.json")), profile));
    }

    void listHandWritten()
    {
        const Run r = run({QStringLiteral("personas"), m_ws});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.code, 0);
        QVERIFY2(
            r.out.startsWith(QStringLiteral("ID                    TYPE         OUTCOME   DIFFICULTY  SOURCE PROMPT  STATE\n")
                             + kHandWrittenTable),
            qPrintable(r.out));
        QVERIFY(
            r.out.endsWith(QStringLiteral("talkative-snjezana    talkative    transfer  3           -              hand-written\n"
                                          "personas: 10 (10 hand-written, 0 current, 0 stale, 0 orphaned)\n")));
        QCOMPARE(m_server.chatRequests().size(), 0);
    }

    void generateThenStaleThenRegenerate()
    {
        const QByteArray promptBytes = readAll(file(QStringLiteral("prompts/bella-v2.md")));
        // Default plan for 3: cooperative/success/1, busy/refusal/2, distrustful/callback/3.
        m_server.queueChatReply(reply("cooperative", "success", 1, "Petra Novak"));
        m_server.queueChatReply(reply("busy", "refusal", 2, "Luka Marić"));
        m_server.queueChatReply(reply("distrustful", "callback", 3, "Vesna Kos"));
        Run r = run({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                     QStringLiteral("bella-v2"), QStringLiteral("--count"), QStringLiteral("3")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out,
                 QStringLiteral("personas/cooperative-petra-1.json: Petra Novak (cooperative, success, difficulty 1)\n"
                                "personas/busy-luka-2.json: Luka Marić (busy, refusal, difficulty 2)\n"
                                "personas/distrustful-vesna-3.json: Vesna Kos (distrustful, callback, difficulty 3)\n"));
        QCOMPARE(r.err,
                 QStringLiteral("personas to generate from bella-v2: 3 (provider local-llama, model qwen2.5-7b-instruct), one "
                                "request each\n"
                                "progress: 1 of 3 personas done\n"
                                "progress: 2 of 3 personas done\n"
                                "progress: 3 of 3 personas done\n"
                                "3 of 3 personas written, 0 failed\n"));
        // One request per persona, each with the schema and the prompt's text.
        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 3);
        const char *types[] = {"cooperative", "busy", "distrustful"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(sent.at(i)["response_format"]["json_schema"]["schema"]["properties"]["type"]["enum"].dump(),
                     ojson::array({types[i]}).dump());
            QVERIFY(QString::fromStdString(sent.at(i)["messages"][1]["content"].get<std::string>())
                        .contains(QString::fromUtf8(promptBytes)));
        }
        const ojson luka = personaFile(QStringLiteral("busy-luka-2"));
        QCOMPARE(luka["source_prompt"]["prompt"].get<std::string>(), std::string("bella-v2"));
        QCOMPARE(QString::fromStdString(luka["source_prompt"]["hash"].get<std::string>()), sha256(promptBytes));
        QCOMPARE(luka["type"].get<std::string>(), std::string("busy"));
        QCOMPARE(luka["ground_truth"]["party_size"].get<int>(), 4);

        // The workspace still validates and lists them as current.
        QCOMPARE(run({QStringLiteral("validate"), m_ws}).code, 0);
        r = run({QStringLiteral("personas"), m_ws});
        QCOMPARE(r.code, 0);
        QVERIFY(
            r.out.contains(QStringLiteral("busy-luka-2           busy         refusal   2           bella-v2       current\n")));
        QVERIFY(r.out.endsWith(QStringLiteral("personas: 13 (10 hand-written, 3 current, 0 stale, 0 orphaned)\n")));

        // Nothing stale yet: regenerate asks nothing.
        m_server.reset();
        r = run({QStringLiteral("personas"), QStringLiteral("regenerate"), m_ws});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QStringLiteral("no stale personas\n"));
        QCOMPARE(m_server.chatRequests().size(), 0);

        // The prompt changes: the three are stale, the hand-written ones are not.
        const QByteArray edited = promptBytes + "\n- Terrace tables are not booked in winter.\n";
        QVERIFY(writeAll(file(QStringLiteral("prompts/bella-v2.md")), edited));
        r = run({QStringLiteral("personas"), m_ws, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const ojson listed = ojson::parse(r.out.toStdString());
        QCOMPARE(listed["stale"].get<int>(), 3);
        QCOMPARE(listed["hand-written"].get<int>(), 10);
        QCOMPARE(listed["current"].get<int>(), 0);
        QCOMPARE(listed["orphaned"].get<int>(), 0);
        QCOMPARE(listed["personas"].size(), size_t(13));
        QCOMPARE(listed["personas"][0]["id"].get<std::string>(), std::string("aggressive-dario"));
        QVERIFY(listed["personas"][0]["source_prompt"].is_null());
        QCOMPARE(listed["personas"][0]["state"].get<std::string>(), std::string("hand-written"));
        const ojson &lukaListed = listed["personas"][2]; // aggressive-dario, busy-ana, busy-luka-2
        QCOMPARE(lukaListed["id"].get<std::string>(), std::string("busy-luka-2"));
        QCOMPARE(lukaListed["state"].get<std::string>(), std::string("stale"));
        QCOMPARE(QString::fromStdString(lukaListed["source_prompt"]["hash"].get<std::string>()), sha256(promptBytes));

        // Regenerate (personas sorted by id): busy-luka-2, cooperative-petra-1,
        // distrustful-vesna-3. Petra's reply is broken: her old file stays.
        const QByteArray petraBefore = readAll(file(QStringLiteral("personas/cooperative-petra-1.json")));
        const QByteArray darioBefore = readAll(file(QStringLiteral("personas/aggressive-dario.json")));
        m_server.reset();
        m_server.queueChatReply(reply("busy", "refusal", 2, "Luka Babić"));
        m_server.queueChatReply({{"content", "I'm sorry, I can't help with that."}});
        m_server.queueChatReply(reply("distrustful", "callback", 3, "Vesna Kovač"));
        r = run({QStringLiteral("personas"), QStringLiteral("regenerate"), m_ws, QStringLiteral("--provider"),
                 QStringLiteral("local-llama")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out,
                 QStringLiteral("personas/busy-luka-2.json: regenerated from bella-v2: Luka Babić (busy, refusal, difficulty 2)\n"
                                "personas/distrustful-vesna-3.json: regenerated from bella-v2: Vesna Kovač (distrustful, "
                                "callback, difficulty 3)\n"));
        QVERIFY2(
            r.err.contains(QStringLiteral("bella-v2: failed: persona request 2 of 3 (cooperative, success, difficulty 1, en, "
                                          "seed ")),
            qPrintable(r.err));
        QVERIFY(
            r.err.contains(QStringLiteral("malformed_reply: structured output was asked for, but the reply is not JSON (POST ")));
        QVERIFY(r.err.endsWith(QStringLiteral("2 of 3 stale personas regenerated, 1 failed\n")));
        QCOMPARE(m_server.chatRequests().size(), 3);

        QCOMPARE(readAll(file(QStringLiteral("personas/cooperative-petra-1.json"))), petraBefore);
        QCOMPARE(readAll(file(QStringLiteral("personas/aggressive-dario.json"))), darioBefore);
        const ojson newLuka = personaFile(QStringLiteral("busy-luka-2"));
        QCOMPARE(newLuka["name"].get<std::string>(), std::string("Luka Babić"));
        QCOMPARE(newLuka["type"].get<std::string>(), std::string("busy"));
        QCOMPARE(newLuka["intended_outcome"].get<std::string>(), std::string("refusal"));
        QCOMPARE(newLuka["difficulty"].get<int>(), 2);
        QCOMPARE(QString::fromStdString(newLuka["source_prompt"]["hash"].get<std::string>()), sha256(edited));

        r = run({QStringLiteral("personas"), m_ws});
        QVERIFY(
            r.out.contains(QStringLiteral("busy-luka-2           busy         refusal   2           bella-v2       current\n")));
        QVERIFY(
            r.out.contains(QStringLiteral("cooperative-petra-1   cooperative  success   1           bella-v2       stale\n")));
        QVERIFY(r.out.endsWith(QStringLiteral("personas: 13 (10 hand-written, 2 current, 1 stale, 0 orphaned)\n")));
    }

    void generateWithFailures()
    {
        // --types and --outcomes narrow the plan: busy/success, confused/refusal,
        // busy/refusal, confused/success (difficulties 1..4).
        m_server.queueChatReply(reply("busy", "success", 1, "Ana Horvat"));
        m_server.queueChatReply(reply("confused", "transfer", 2, "Ivo Ban")); // not what was asked for
        m_server.queueChatReply(reply("busy", "refusal", 3, "Marko Perić"));
        m_server.queueChatReply({{"content", "not json"}});
        const Run r = run({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                           QStringLiteral("bella-v1"), QStringLiteral("--count"), QStringLiteral("4"), QStringLiteral("--types"),
                           QStringLiteral("busy,confused"), QStringLiteral("--outcomes"), QStringLiteral("success,refusal")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out,
                 QStringLiteral("personas/busy-ana-1.json: Ana Horvat (busy, success, difficulty 1)\n"
                                "personas/busy-marko-3.json: Marko Perić (busy, refusal, difficulty 3)\n"));
        QVERIFY2(r.err.contains(
                     QStringLiteral("bella-v1: failed: persona request 2 of 4 (confused, refusal, difficulty 2, en, seed ")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(
            QStringLiteral("): \"intended_outcome\" must be \"refusal\" (the outcome asked for), not \"transfer\"\n")));
        QVERIFY(r.err.contains(
            QStringLiteral("bella-v1: failed: persona request 4 of 4 (confused, success, difficulty 4, en, seed ")));
        QVERIFY(r.err.endsWith(QStringLiteral("progress: 4 of 4 personas done\n2 of 4 personas written, 2 failed\n")));
        QVERIFY(QFileInfo::exists(file(QStringLiteral("personas/busy-ana-1.json"))));
        QVERIFY(QFileInfo::exists(file(QStringLiteral("personas/busy-marko-3.json"))));
        QCOMPARE(QDir(file(QStringLiteral("personas"))).entryList(QDir::Files).size(), 12);
        QCOMPARE(m_server.chatRequests().size(), 4);
    }

    void rateLimitedPersonaFails()
    {
        // Every attempt of the only request answers 429 (Retry-After: 0, so the
        // provider's four retries take no time): the persona fails, exit 1.
        m_server.queueFault({OpenAiTestServer::Fault::Kind::RateLimited, 0, 0, 1, 5});
        const Run r = run({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                           QStringLiteral("bella-v2"), QStringLiteral("--count"), QStringLiteral("1")});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(
            r.err.contains(QStringLiteral("bella-v2: failed: persona request 1 of 1 (cooperative, success, difficulty 1, en, "
                                          "seed ")),
            qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral(": rate_limited: ")));
        QCOMPARE(m_server.chatRequests().size(), 5);
        QCOMPARE(QDir(file(QStringLiteral("personas"))).entryList(QDir::Files).size(), 10);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString ws = QStringLiteral("WS");
        QTest::newRow("no workspace") << QStringList {QStringLiteral("personas")}
                                      << QStringLiteral("usage: polygon-cli personas WORKSPACE [--json]\n");
        QTest::newRow("list option") << QStringList {QStringLiteral("personas"), ws, QStringLiteral("--stale")}
                                     << QStringLiteral(
                                            "unknown option \"--stale\"\nusage: polygon-cli personas WORKSPACE [--json]\n");
        QTest::newRow("no count") << QStringList {QStringLiteral("personas"), QStringLiteral("generate"), ws,
                                                  QStringLiteral("--prompt"), QStringLiteral("bella-v2")}
                                  << QStringLiteral(
                                         "usage: polygon-cli personas generate WORKSPACE --prompt P --count N [--provider "
                                         "PROFILE] [--types T,U] [--outcomes O,P]\n");
        QTest::newRow("count 0")
            << QStringList {QStringLiteral("personas"), QStringLiteral("generate"), ws,
                            QStringLiteral("--prompt"), QStringLiteral("bella-v2"), QStringLiteral("--count"),
                            QStringLiteral("0")}
            << QStringLiteral("--count needs a whole number from 1 to 1000\nusage: polygon-cli personas "
                              "generate WORKSPACE --prompt P --count N [--provider PROFILE] [--types T,U] "
                              "[--outcomes O,P]\n");
        QTest::newRow("bad type")
            << QStringList {QStringLiteral("personas"), QStringLiteral("generate"), ws,
                            QStringLiteral("--prompt"), QStringLiteral("bella-v2"), QStringLiteral("--count"),
                            QStringLiteral("2"),        QStringLiteral("--types"),  QStringLiteral("busy,grumpy")}
            << QStringLiteral("unknown persona type \"grumpy\"; expected some of: cooperative, busy, "
                              "distrustful, confused, aggressive, talkative\nusage: polygon-cli personas "
                              "generate WORKSPACE --prompt P --count N [--provider PROFILE] [--types T,U] "
                              "[--outcomes O,P]\n");
        QTest::newRow("bad outcome")
            << QStringList {QStringLiteral("personas"), QStringLiteral("generate"),   ws,
                            QStringLiteral("--prompt"), QStringLiteral("bella-v2"),   QStringLiteral("--count"),
                            QStringLiteral("2"),        QStringLiteral("--outcomes"), QStringLiteral("win")}
            << QStringLiteral("unknown intended outcome \"win\"; expected some of: success, refusal, "
                              "callback, transfer\nusage: polygon-cli personas generate WORKSPACE "
                              "--prompt P --count N [--provider PROFILE] [--types T,U] [--outcomes O,P]\n");
        QTest::newRow("unknown prompt")
            << QStringList {QStringLiteral("personas"), QStringLiteral("generate"), ws,
                            QStringLiteral("--prompt"), QStringLiteral("bella-v3"), QStringLiteral("--count"),
                            QStringLiteral("2")}
            << QStringLiteral("unknown prompt \"bella-v3\"; the workspace has: bella-v1, bella-v2\n");
        QTest::newRow("unknown provider for generate")
            << QStringList {QStringLiteral("personas"), QStringLiteral("generate"),   ws,
                            QStringLiteral("--prompt"), QStringLiteral("bella-v2"),   QStringLiteral("--count"),
                            QStringLiteral("1"),        QStringLiteral("--provider"), QStringLiteral("nope")}
            << QStringLiteral("no provider \"nope\" in the workspace and no such profile file; the workspace has: local-judge, "
                              "local-llama\n");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("WS"), m_ws);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err, message);
        QCOMPARE(m_server.chatRequests().size(), 0);
    }

    void noPersonasProvider()
    {
        QByteArray manifest = readAll(file(QStringLiteral("polygon.json")));
        QCOMPARE(manifest.count("    \"personas\": \"local-llama\",\n"), 1);
        manifest.replace("    \"personas\": \"local-llama\",\n", "");
        QVERIFY(writeAll(file(QStringLiteral("polygon.json")), manifest));
        const Run r = run({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                           QStringLiteral("bella-v2"), QStringLiteral("--count"), QStringLiteral("1")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err,
                 QStringLiteral("the workspace names no provider for personas (\"providers\": {\"personas\": …} in "
                                "polygon.json); pass --provider PROFILE\n"));

        // A profile file given by path works without the manifest's role.
        m_server.queueChatReply(reply("cooperative", "success", 1, "Petra Novak"));
        const Run ok = run({QStringLiteral("personas"), QStringLiteral("generate"), m_ws, QStringLiteral("--prompt"),
                            QStringLiteral("bella-v2"), QStringLiteral("--count"), QStringLiteral("1"),
                            QStringLiteral("--provider"), file(QStringLiteral("providers/local-llama.json"))});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
        QCOMPARE(ok.out, QStringLiteral("personas/cooperative-petra-1.json: Petra Novak (cooperative, success, difficulty 1)\n"));
    }

    void brokenWorkspace()
    {
        QVERIFY(QFile::remove(file(QStringLiteral("prompts/bella-v1.md"))));
        const Run r = run({QStringLiteral("personas"), m_ws});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("agents/bella-v1.json:")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPersonas)
#include "tst_cli_personas.moc"
