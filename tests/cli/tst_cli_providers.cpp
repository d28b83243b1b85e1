// polygon-cli providers check against the local test server: every
// capability probed with a real request, the key read from the environment
// and never printed, bad profiles refused.
#include "openaitestserver.h"

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

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

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
    Run run(const QStringList &args, const QByteArray &key = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("POLYGON_TEST_KEY"));
        if (!key.isEmpty())
            env.insert(QStringLiteral("POLYGON_TEST_KEY"), QString::fromLatin1(key));
        p.setProcessEnvironment(env);
        QSignalSpy done(&p, &QProcess::finished);
        p.start(QStringLiteral(POLYGON_CLI_PATH), args);
        if (!done.wait(60000))
            p.kill();
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
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
        QVERIFY(!j.at("chat").get<bool>());
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
        QVERIFY(!j.at("chat").get<bool>());
        QVERIFY(j.at("error").get<std::string>().rfind("unauthorized", 0) == 0);
        QVERIFY(!r.out.contains("wrong-key"));
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
