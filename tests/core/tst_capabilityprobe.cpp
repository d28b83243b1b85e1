// CapabilityProbe against the local OpenAI-compatible test server: every
// capability found, each missing one reported false (the endpoint refused
// it), failures that say nothing about a capability reported unknown with
// the reason, the probe stopping where the rest is meaningless (unreachable,
// chat failing, no API key), and cancellation.
#include "core/llm/apikey.h"
#include "core/llm/capabilityprobe.h"
#include "openaitestserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;
using Capability = ProviderCapabilities::Capability;

namespace {

// Runs a probe the way the GUI does (signals), failing the test if it never finishes.
std::optional<ProviderCapabilities> probe(const Profile &profile)
{
    CapabilityProbe probe(profile);
    probe.setRetryPolicy({1, 5, 20}); // one quick retry: the count is what matters here
    QSignalSpy finished(&probe, &CapabilityProbe::finished);
    probe.start();
    if (!finished.wait(20000) || finished.size() != 1)
        return std::nullopt;
    return finished.first().first().value<ProviderCapabilities>();
}

QList<std::optional<bool>> works(const ProviderCapabilities &c)
{
    QList<std::optional<bool>> out;
    for (const CapabilityCheck &check : c.checks)
        out.append(check.works);
    return out;
}

} // namespace

class TestCapabilityProbe : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

    Profile profile() const
    {
        Profile p;
        p.id = QStringLiteral("test");
        p.baseUrl = m_server.baseUrl().toString();
        p.model = QStringLiteral("test-model");
        p.timeoutMs = 3000;
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<ProviderCapabilities>();
        QVERIFY(m_server.start());
    }

    void init()
    {
        m_server.reset();
        m_server.setModel(QStringLiteral("test-model"));
        m_server.setCapabilities(true, true, true, true, true);
    }

    void names()
    {
        QCOMPARE(QLatin1String(ProviderCapabilities::capabilityName(Capability::Model)), QLatin1String("model"));
        QCOMPARE(QLatin1String(ProviderCapabilities::capabilityName(Capability::StructuredOutput)),
                 QLatin1String("structured_output"));
        QCOMPARE(QLatin1String(ProviderCapabilities::capabilityName(Capability::LogProbs)), QLatin1String("logprobs"));
    }

    void everyCapability()
    {
        m_server.queueChatReply({{"content", "OK"}});
        m_server.queueChatReply({{"content", nullptr}, {"tool_calls", {{{"name", "get_time"}, {"arguments", "{}"}}}}});
        const auto c = probe(profile());
        QVERIFY(c);
        QCOMPARE(c->reachable, std::optional<bool>(true));
        for (const CapabilityCheck &check : c->checks) {
            QCOMPARE(check.works, std::optional<bool>(true));
            QVERIFY(check.unknown.isEmpty());
        }
        QVERIFY(c->latencyMs.has_value() && *c->latencyMs >= 0);
        QVERIFY(c->error.isEmpty());
        QVERIFY(c->usable());
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/models")), 1);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 4); // chat, tools, structured, stream
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/embeddings")), 1);
    }

    // The endpoint answers and refuses (400): each capability is false, not unknown.
    void refusedCapabilities()
    {
        m_server.setModel(QStringLiteral("another-model"));
        m_server.setCapabilities(false, false, false, false, false);
        const auto c = probe(profile());
        QVERIFY(c);
        QCOMPARE(c->reachable, std::optional<bool>(true));
        const QList<std::optional<bool>> expected = {false, true, false, false, false, false, false};
        QCOMPARE(works(*c), expected);
        for (const CapabilityCheck &check : c->checks)
            QVERIFY(check.unknown.isEmpty());
        QVERIFY(c->usable()); // chat works: the profile can be used
        QVERIFY(c->error.isEmpty());
    }

    // A model that answers without calling the tool, and prose for a schema: false.
    void toolNotCalled()
    {
        m_server.queueChatReply({{"content", "OK"}});
        m_server.queueChatReply({{"content", "It is noon."}});
        const auto c = probe(profile());
        QVERIFY(c);
        QCOMPARE(c->check(Capability::Tools).works, std::optional<bool>(false));
        QCOMPARE(c->check(Capability::StructuredOutput).works, std::optional<bool>(true));
    }

    void unreachable()
    {
        Profile p = profile();
        p.baseUrl = QStringLiteral("http://127.0.0.1:1/v1");
        const auto c = probe(p);
        QVERIFY(c);
        QCOMPARE(c->reachable, std::optional<bool>(false));
        QVERIFY2(c->error.startsWith(QLatin1String("network:")), qPrintable(c->error));
        for (const CapabilityCheck &check : c->checks) {
            QVERIFY(!check.works.has_value());
            QCOMPARE(check.unknown, QStringLiteral("not checked: the endpoint is unreachable"));
        }
        QVERIFY(!c->latencyMs);
        QVERIFY(!c->usable());
    }

    // 500 on chat after every retry: chat unknown with the server's error, the rest not checked.
    void chatFails()
    {
        m_server.queueFault({Fault::Kind::ServerError, 0, 0, 1, 2});
        const auto c = probe(profile());
        QVERIFY(c);
        QCOMPARE(c->reachable, std::optional<bool>(true));
        QCOMPARE(c->check(Capability::Model).works, std::optional<bool>(true));
        const CapabilityCheck &chat = c->check(Capability::Chat);
        QVERIFY(!chat.works.has_value());
        QVERIFY2(chat.unknown.startsWith(QLatin1String("server_error:")), qPrintable(chat.unknown));
        QCOMPARE(c->error, chat.unknown);
        for (Capability k : {Capability::Tools, Capability::StructuredOutput, Capability::Streaming, Capability::Embeddings,
                             Capability::LogProbs}) {
            QVERIFY(!c->check(k).works.has_value());
            QCOMPARE(c->check(k).unknown, QStringLiteral("not checked: chat failed"));
        }
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 2); // asked, retried once
        QVERIFY(!c->usable());
    }

    // A 429 on the embeddings request (after every retry) says nothing about embeddings.
    void rateLimitedCapabilityIsUnknown()
    {
        connect(&m_server, &OpenAiTestServer::requestReceived, this, [this](const QString &, const QString &path) {
            if (path == QLatin1String("/v1/chat/completions") && m_server.requestCount(path) == 4)
                m_server.queueFault({Fault::Kind::RateLimited, 0, 0, 1, 2});
        });
        const auto c = probe(profile());
        disconnect(&m_server, &OpenAiTestServer::requestReceived, this, nullptr);
        QVERIFY(c);
        QCOMPARE(c->check(Capability::Streaming).works, std::optional<bool>(true));
        const CapabilityCheck &embeddings = c->check(Capability::Embeddings);
        QVERIFY(!embeddings.works.has_value());
        QVERIFY2(embeddings.unknown.startsWith(QLatin1String("rate_limited:")), qPrintable(embeddings.unknown));
        QCOMPARE(c->check(Capability::LogProbs).works, std::optional<bool>(true));
        QVERIFY(c->error.isEmpty());
        QVERIFY(c->usable());
    }

    void keyCannotBeRead()
    {
        if (ApiKeyLookup::keychainAvailable())
            QSKIP("this build reads the keychain; the entry may exist");
        Profile p = profile();
        p.keychain = QStringLiteral("polygon-test-entry");
        const auto c = probe(p);
        QVERIFY(c);
        QVERIFY(!c->reachable.has_value());
        QVERIFY(c->error.contains(QLatin1String("polygon-test-entry")));
        for (const CapabilityCheck &check : c->checks)
            QCOMPARE(check.unknown, QStringLiteral("not checked: the API key could not be read"));
        QCOMPARE(m_server.requestCount(), 0);
    }

    // qtkeychain says only "Unknown error" when there is no D-Bus session bus: reading a key says
    // what is missing and what to do instead (the storing side always did).
    void keychainWithoutSessionBusSaysSo()
    {
        if (!ApiKeyLookup::keychainAvailable())
            QSKIP("this build has no keychain support");
        const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        Profile p = profile();
        p.keychain = QStringLiteral("polygon-test-entry");
        QString error;
        const auto key = ApiKeyLookup::lookup(p, &error);
        if (!bus.isEmpty())
            qputenv("DBUS_SESSION_BUS_ADDRESS", bus);
        QVERIFY(!key);
        QVERIFY2(!error.contains(QLatin1String("Unknown error")), qPrintable(error));
        const bool noService = error
            == QStringLiteral("cannot read the keychain entry \"polygon-test-entry\": no system keychain "
                              "service is available here (no D-Bus session bus). Set the environment "
                              "variable named in \"api_key_env\" instead.");
        // (a machine whose dbus autolaunches a keychain finds no such entry instead)
        const bool noEntry = error.startsWith(QLatin1String("the system keychain has no entry \"polygon-test-entry\""));
        QVERIFY2(noService || noEntry, qPrintable(error));
    }

    void cancelled()
    {
        m_server.setLatencyMs(200);
        CapabilityProbe probe(profile());
        QSignalSpy finished(&probe, &CapabilityProbe::finished);
        QSignalSpy arrived(&m_server, &OpenAiTestServer::requestReceived);
        probe.start();
        QVERIFY(probe.isRunning());
        QVERIFY(arrived.wait(5000)); // the models request is in flight
        probe.cancel();
        QVERIFY(!probe.isRunning());
        QVERIFY(!finished.wait(600));
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 0);
        m_server.setLatencyMs(0);
    }

    // The blocking helper for command-line tools gives the same result.
    void blocking()
    {
        m_server.queueChatReply({{"content", "OK"}});
        const ProviderCapabilities c = CapabilityProbe::probe(profile());
        QVERIFY(c.usable());
        QCOMPARE(c.check(Capability::Tools).works, std::optional<bool>(false));
        QCOMPARE(c.check(Capability::Embeddings).works, std::optional<bool>(true));
    }
};

QTEST_GUILESS_MAIN(TestCapabilityProbe)
#include "tst_capabilityprobe.moc"
