// polygon-cli providers check against the local test server: every
// capability probed with a real request, the key read from the environment
// and never printed, bad profiles refused.
#include "openaitestserver.h"

#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using Polygon::Test::OpenAiTestServer;

using namespace Polygon::Test;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

const QByteArray kLeakyKey = "sk-leak-9f3Kq7-should-never-appear";

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every file under `dir` that contains `needle`.
QStringList filesContaining(const QString &dir, const QByteArray &needle)
{
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (readAll(file).contains(needle))
            found.append(file);
    }
    return found;
}

} // namespace

class TestCliProviders : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    QTemporaryDir m_dir;

    QString writeProfile(const QString &name, const QByteArray &json)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".json"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(json);
        return path;
    }

    QByteArray profileJson(const QString &baseUrl, const QByteArray &extra = {})
    {
        return "{ \"format\": 1, \"name\": \"t\", \"base_url\": \"" + baseUrl.toUtf8()
            + "\", \"model\": \"test-model\", \"api_key_env\": \"POLYGON_TEST_KEY\", \"timeout_ms\": 3000" + extra + " }\n";
    }

    // Runs the CLI while this process's event loop keeps serving requests.
    Run run(const QStringList &args, const QByteArray &key = {}, const QString &workingDirectory = {})
    {
        const CliRun r
            = runCli(args, {}, {{QStringLiteral("POLYGON_TEST_KEY"), key.isEmpty() ? QString() : QString::fromLatin1(key)}},
                     workingDirectory);
        return {r.code, r.out.toUtf8(), r.err.toUtf8()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.start());
    }

    void init() { m_server.reset(); }

    void everyCapability()
    {
        m_server.queueChatReply({{"content", "OK"}});
        m_server.queueChatReply(
            {{"tool_calls", {{{"id", "call_1"}, {"name", "get_time"}, {"arguments", nlohmann::ordered_json::object()}}}}});
        const QString profile = writeProfile(QStringLiteral("full"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile}, "sk-cli-secret-42");
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        for (const char *k : {"reachable", "model", "chat", "tools", "structured_output", "streaming", "embeddings", "logprobs"})
            QVERIFY2(j.at(k).get<bool>(), k);
        QVERIFY(j.at("latency_ms").is_number());
        QVERIFY(j.at("error").is_null());
        // The key went to the server as a bearer token, and nowhere else.
        QVERIFY(m_server.authorizationHeaders().contains(QByteArray("Bearer sk-cli-secret-42")));
        QVERIFY(!r.out.contains("sk-cli-secret-42"));
        QVERIFY(!r.err.contains("sk-cli-secret-42"));
    }

    void missingCapabilitiesReportedFalse()
    {
        m_server.setCapabilities(false, false, false, false, false);
        const QString profile = writeProfile(QStringLiteral("plain"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        m_server.setCapabilities(true, true, true, true, true);
        QCOMPARE(r.exitCode, 0); // reachable and chat works
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("reachable").get<bool>());
        QVERIFY(j.at("chat").get<bool>());
        for (const char *k : {"tools", "structured_output", "streaming", "embeddings", "logprobs"})
            QVERIFY2(!j.at(k).get<bool>(), k);
        QVERIFY(m_server.authorizationHeaders().contains(QByteArray())); // no key: no header
    }

    void unreachable()
    {
        const QString profile = writeProfile(QStringLiteral("nobody"), profileJson(QStringLiteral("http://127.0.0.1:1/v1")));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        QCOMPARE(r.exitCode, 1);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(!j.at("reachable").get<bool>());
        QVERIFY(j.at("chat").is_null()); // never asked: unknown, not false
        QCOMPARE(j.at("unknown").at("chat").get<std::string>(), std::string("not checked: the endpoint is unreachable"));
        QVERIFY(j.at("error").get<std::string>().find("127.0.0.1:1") != std::string::npos);
    }

    void silentEndpointTimesOut()
    {
        // Accepts connections, never answers: the check gives up after timeout_ms
        // (no retry for reachability) with a timeout error.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        QList<QTcpSocket *> held;
        connect(&silent, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *s = silent.nextPendingConnection())
                held.append(s);
        });
        QByteArray json = profileJson(QStringLiteral("http://127.0.0.1:%1/v1").arg(silent.serverPort()));
        json.replace("\"timeout_ms\": 3000", "\"timeout_ms\": 400");
        const QString profile = writeProfile(QStringLiteral("silent"), json);
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        QCOMPARE(r.exitCode, 1);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(!j.at("reachable").get<bool>());
        QVERIFY2(j.at("error").get<std::string>().rfind("timeout: no answer within 400 ms", 0) == 0, r.out.constData());
        qDeleteAll(held);
    }

    void chatFailsExitsOne()
    {
        OpenAiTestServer::Fault f;
        f.kind = OpenAiTestServer::Fault::Kind::Unauthorized;
        f.count = 20;
        m_server.queueFault(f);
        const QString profile = writeProfile(QStringLiteral("denied"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile}, "wrong-key");
        QCOMPARE(r.exitCode, 1);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("reachable").get<bool>());
        // A refused key says nothing about the endpoint's chat: unknown, not false.
        QVERIFY(j.at("chat").is_null());
        QVERIFY(j.at("unknown").at("chat").get<std::string>().rfind("unauthorized", 0) == 0);
        QVERIFY(j.at("error").get<std::string>().rfind("unauthorized", 0) == 0);
        for (const char *k : {"tools", "structured_output", "streaming", "embeddings", "logprobs"}) {
            QVERIFY2(j.at(k).is_null(), k);
            QCOMPARE(j.at("unknown").at(k).get<std::string>(), std::string("not checked: chat failed"));
        }
        QVERIFY(!r.out.contains("wrong-key"));
    }

    // A passing 429 is retried as in a run: every capability known.
    void rateLimitedThenOkIsAllKnown()
    {
        OpenAiTestServer::Fault f;
        f.kind = OpenAiTestServer::Fault::Kind::RateLimited;
        f.retryAfterSeconds = 0;
        f.count = 2;
        m_server.queueFault(f);
        m_server.queueChatReply({{"content", "OK"}});
        m_server.queueChatReply(
            {{"tool_calls", {{{"id", "call_1"}, {"name", "get_time"}, {"arguments", nlohmann::ordered_json::object()}}}}});
        const QString profile = writeProfile(QStringLiteral("busy"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        for (const char *k : {"reachable", "model", "chat", "tools", "structured_output", "streaming", "embeddings", "logprobs"})
            QVERIFY2(j.at(k).is_boolean() && j.at(k).get<bool>(), k);
        QVERIFY(j.at("unknown").empty());
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 2 + 4); // two 429s, then four chats
    }

    // The endpoint fails one capability's requests every time: that one is
    // unknown (null, with the reason), the others are still known.
    void failingCapabilityIsUnknownNotFalse()
    {
        OpenAiTestServer::Fault pass; // shapes the chat answer without failing it
        pass.kind = OpenAiTestServer::Fault::Kind::SlowTokens;
        m_server.queueFault(pass);
        OpenAiTestServer::Fault busy;
        busy.kind = OpenAiTestServer::Fault::Kind::RateLimited;
        busy.retryAfterSeconds = 0;
        busy.count = 5; // the first try and all four retries of the tools request
        m_server.queueFault(busy);
        m_server.setCapabilities(true, true, true, false, true);
        const QString profile = writeProfile(QStringLiteral("flaky"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        m_server.setCapabilities(true, true, true, true, true);
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("chat").get<bool>());
        QVERIFY(j.at("tools").is_null());
        QVERIFY2(j.at("unknown").at("tools").get<std::string>().rfind("rate_limited: ", 0) == 0, r.out.constData());
        QVERIFY(j.at("unknown").at("tools").get<std::string>().find("(after 5 attempt") != std::string::npos);
        QCOMPARE(j.at("unknown").size(), 1u);
        QVERIFY(j.at("structured_output").get<bool>());
        QVERIFY(j.at("streaming").get<bool>());
        QVERIFY(!j.at("embeddings").get<bool>()); // answered 400: really missing
        QVERIFY(j.at("logprobs").get<bool>());
    }

    // Always 500, and the endpoint echoes the Authorization header in its
    // error body: chat is unknown after every retry (exit 1), and the key is
    // nowhere in the output.
    void alwaysFailingChatIsUnknownAndKeyNeverPrinted()
    {
        OpenAiTestServer::Fault f;
        f.kind = OpenAiTestServer::Fault::Kind::ServerError;
        f.count = 100;
        f.echoAuthorization = true;
        m_server.queueFault(f);
        const QString profile = writeProfile(QStringLiteral("broken"), profileJson(m_server.baseUrl().toString()));
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile}, kLeakyKey);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 5); // retried as in a run
        QVERIFY(m_server.authorizationHeaders().contains("Bearer " + kLeakyKey)); // it was sent…
        QVERIFY(!r.out.contains(kLeakyKey)); // …and never printed
        QVERIFY(!r.err.contains(kLeakyKey));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("reachable").get<bool>());
        QVERIFY(j.at("model").get<bool>());
        QVERIFY(j.at("chat").is_null());
        const std::string why = j.at("unknown").at("chat").get<std::string>();
        QVERIFY2(why.rfind("server_error: ", 0) == 0, why.c_str());
        QVERIFY2(why.find("Authorization: Bearer [redacted]") != std::string::npos, why.c_str());
        QCOMPARE(j.at("error").get<std::string>(), why);
    }

    // The same echoing endpoint behind a run and a simulation: the key is not
    // in their output, the results database (and its WAL), the export or the
    // simulation files.
    void keyNeverLeaksFromRunsSimulationsOrExports()
    {
        const QString ws = m_dir.filePath(QStringLiteral("leaky-ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws), QString());
        const QString profile = ws + QStringLiteral("/providers/local-llama.json");
        auto p = nlohmann::ordered_json::parse(readAll(profile).toStdString());
        p["base_url"] = m_server.baseUrl().toString().toStdString();
        p["api_key_env"] = "POLYGON_TEST_KEY";
        p["timeout_ms"] = 3000;
        QFile f(profile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(p.dump(2) + "\n"));
        f.close();

        OpenAiTestServer::Fault denied;
        denied.kind = OpenAiTestServer::Fault::Kind::Unauthorized;
        denied.count = 1000;
        denied.echoAuthorization = true;
        m_server.queueFault(denied);
        const Run ran = run({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-v2"),
                             QStringLiteral("--scenarios"), QStringLiteral("smoke")},
                            kLeakyKey);
        QVERIFY2(m_server.requestCount(QStringLiteral("/v1/chat/completions")) > 0, ran.err.constData());
        QVERIFY(m_server.authorizationHeaders().contains("Bearer " + kLeakyKey));
        QVERIFY2(ran.err.contains("[redacted]") || ran.out.contains("[redacted]"), ran.err.constData());
        QVERIFY(!ran.out.contains(kLeakyKey));
        QVERIFY(!ran.err.contains(kLeakyKey));

        const Run exported = run({QStringLiteral("export"), ws, QStringLiteral("latest")});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY2(exported.out.contains("[redacted]"), exported.out.left(2000).constData()); // the error is there, scrubbed
        QVERIFY(!exported.out.contains(kLeakyKey));
        QVERIFY(!exported.err.contains(kLeakyKey));

        m_server.reset();
        OpenAiTestServer::Fault broken;
        broken.kind = OpenAiTestServer::Fault::Kind::ServerError;
        broken.count = 1000;
        broken.echoAuthorization = true;
        m_server.queueFault(broken);
        const QString out = m_dir.filePath(QStringLiteral("leaky-sim"));
        const Run simulated = run({QStringLiteral("simulate"), ws, QStringLiteral("--agent"), QStringLiteral("bella-v2"),
                                   QStringLiteral("--personas"), QStringLiteral("cooperative-ivana"),
                                   QStringLiteral("--max-turns"), QStringLiteral("3"), QStringLiteral("--out"), out},
                                  kLeakyKey);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 5);
        QVERIFY(!simulated.out.contains(kLeakyKey));
        QVERIFY(!simulated.err.contains(kLeakyKey));

        // polygon.db, polygon.db-wal (when there is one), the simulation files: nowhere.
        QVERIFY(QFileInfo::exists(ws + QStringLiteral("/polygon.db")));
        QCOMPARE(filesContaining(ws, kLeakyKey), QStringList());
        QCOMPARE(filesContaining(out, kLeakyKey), QStringList());
        QVERIFY(!filesContaining(ws, "[redacted]").isEmpty()); // the errors were stored, scrubbed
    }

    void badProfiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("stderrContains");
        QTest::newRow("a key in the file") << profileJson(QStringLiteral("http://127.0.0.1:9/v1"), ", \"api_key\": \"sk-x\"")
                                           << QByteArray("API keys must never be stored");
        QTest::newRow("broken JSON") << QByteArray("{ \"format\": 1,") << QByteArray("invalid JSON");
        QTest::newRow("no model") << QByteArray("{ \"format\": 1, \"base_url\": \"http://127.0.0.1:9/v1\" }\n")
                                  << QByteArray("missing required key \"model\"");
    }

    void badProfiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, stderrContains);
        const QString profile = writeProfile(QStringLiteral("bad"), json);
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), profile});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(stderrContains), r.err.constData());
        QVERIFY(r.err.startsWith(QByteArray(profile.toUtf8() + ':')));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.contains("sk-x"));
    }

    void usage()
    {
        QCOMPARE(run({QStringLiteral("providers")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("providers"), QStringLiteral("list"), QStringLiteral("x")}).exitCode, 2);
        const Run r = run({QStringLiteral("providers"), QStringLiteral("check"), m_dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no such profile file"));
    }
};

QTEST_GUILESS_MAIN(TestCliProviders)
#include "tst_cli_providers.moc"
