// The OpenAI-compatible provider against the local test server: every
// capability, every fault path (retried the right number of times, the right
// typed error, nothing received lost), cancellation, the concurrency limit
// counted on the server side, and keys kept out of errors.
#include "core/llm/apikey.h"
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;

namespace {

const QByteArray Secret = QByteArrayLiteral("sk-test-5ecret-do-not-print");

Profile profileFor(const OpenAiTestServer &server, int concurrency = 4, int timeoutMs = 5000)
{
    Profile p;
    p.id = QStringLiteral("test");
    p.name = QStringLiteral("test");
    p.baseUrl = server.baseUrl().toString();
    p.model = QStringLiteral("test-model");
    p.timeoutMs = timeoutMs;
    p.concurrency = concurrency;
    return p;
}

// Waits until the reply has finished (it always does: a result or an error).
bool finished(ProviderReply *reply, int ms = 10000)
{
    if (reply->isFinished())
        return true;
    QSignalSpy spy(reply, &ProviderReply::finished);
    return spy.wait(ms);
}

ChatRequest hello(const QString &conversation = {})
{
    ChatRequest r;
    r.messages = {ChatMessage::system(QStringLiteral("You answer the phone.")), ChatMessage::user(QStringLiteral("Hello?"))};
    r.conversation = conversation;
    return r;
}

} // namespace

class TestOpenAiProvider : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

    std::unique_ptr<OpenAiProvider> provider(int concurrency = 4, int timeoutMs = 5000, QByteArray key = Secret)
    {
        auto p = std::make_unique<OpenAiProvider>(profileFor(m_server, concurrency, timeoutMs), key);
        p->setRetryPolicy({3, 5, 50}); // fast backoff in tests; the count is what matters
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    void init() { m_server.reset(); }

    void chatAndAccounting()
    {
        auto p = provider();
        m_server.queueChatReply(
            {{"content", "Bella Vista, good evening."}, {"usage", {{"prompt_tokens", 12}, {"completion_tokens", 5}}}});
        m_server.queueChatReply({{"content", "Table for two?"}, {"usage", {{"prompt_tokens", 20}, {"completion_tokens", 4}}}});
        ProviderReply *a = p->chat(hello(QStringLiteral("c-1")));
        QVERIFY(finished(a));
        QVERIFY(!a->failed());
        QCOMPARE(a->chat().content, QStringLiteral("Bella Vista, good evening."));
        QCOMPARE(a->chat().usage.promptTokens, 12);
        QCOMPARE(a->chat().usage.completionTokens, 5);
        QCOMPARE(a->chat().attempts, 1);
        ProviderReply *b = p->chat(hello(QStringLiteral("c-2")));
        QVERIFY(finished(b));
        // per request, per conversation, per run
        QCOMPARE(p->usage().conversation(QStringLiteral("c-1")).totalTokens(), 17);
        QCOMPARE(p->usage().conversation(QStringLiteral("c-2")).totalTokens(), 24);
        QCOMPARE(p->usage().total().promptTokens, 32);
        QCOMPARE(p->usage().total().completionTokens, 9);
        QCOMPARE(p->usage().total().requests, 2);
        // cost: 32 input and 9 output tokens at 2.50 and 10.00 per million
        // = (80 + 90) / 1e6 = 0.00017
        QCOMPARE(UsageLedger::cost(p->usage().total(), 2.5, 10.0), 0.00017);
        QCOMPARE(p->cost(p->usage().total()), 0.0); // the profile has no prices
        Profile priced = profileFor(m_server);
        priced.inputPricePerMillion = 2.5;
        priced.outputPricePerMillion = 10.0;
        OpenAiProvider q(priced, {});
        QCOMPARE(q.cost(p->usage().total()), 0.00017);

        const nlohmann::ordered_json sent = m_server.chatRequests().at(0);
        QCOMPARE(sent["model"].get<std::string>(), std::string("test-model"));
        QCOMPARE(sent["messages"][0]["role"].get<std::string>(), std::string("system"));
        QCOMPARE(sent["messages"][1]["content"].get<std::string>(), std::string("Hello?"));
    }

    void profileParametersSent()
    {
        Profile prof = profileFor(m_server);
        prof.temperature = 0.2;
        prof.maxTokens = 64;
        prof.seed = 7;
        OpenAiProvider p(prof, {});
        ChatRequest r = hello();
        r.temperature = 0.0; // a judge overrides the profile
        QVERIFY(finished(p.chat(r)));
        const auto sent = m_server.chatRequests().at(0);
        QCOMPARE(sent["temperature"].get<double>(), 0.0);
        QCOMPARE(sent["max_tokens"].get<int>(), 64);
        QCOMPARE(sent["seed"].get<int>(), 7);
    }

    // The body is written without a tree: every field, in order, with strings
    // escaped so the server reads back exactly what was sent.
    void wireBodyExact()
    {
        auto p = provider();
        const QString tricky = QStringLiteral("Line 1\nTab\there \"quoted\" back\\slash \x01 \u017D ") + QChar(0xD83D)
            + QChar(0xDE00) + QStringLiteral(" </end>");
        ChatRequest r;
        r.messages = {ChatMessage::system(tricky)};
        ChatMessage called = ChatMessage::assistant(QString());
        ToolCall call;
        call.id = QStringLiteral("call_9");
        call.name = QStringLiteral("lookup");
        call.arguments = Json {{"id", 5}};
        called.toolCalls = {call};
        r.messages.append(called);
        r.messages.append({ChatMessage::Role::Tool, QStringLiteral("{\"ok\":true}"), {}, QStringLiteral("call_9")});
        r.messages.append(ChatMessage::user(QStringLiteral("Hi")));
        r.tools = {ToolSpec {QStringLiteral("lookup"), QStringLiteral("Finds a booking."), Json {{"type", "object"}}}};
        r.jsonSchema = Json {{"type", "object"}};
        r.temperature = 0.5;
        r.seed = 42;
        QVERIFY(finished(p->chat(r)));
        // Written with Json's own constructors: what the server must read back.
        const Json expected = {
            {"model", "test-model"},
            {"messages",
             {{{"role", "system"}, {"content", "Line 1\nTab\there \"quoted\" back\\slash \x01 \xC5\xBD \xF0\x9F\x98\x80 </end>"}},
              {{"role", "assistant"},
               {"content", ""},
               {"tool_calls",
                {{{"id", "call_9"}, {"type", "function"}, {"function", {{"name", "lookup"}, {"arguments", "{\"id\":5}"}}}}}}},
              {{"role", "tool"}, {"tool_call_id", "call_9"}, {"content", "{\"ok\":true}"}},
              {{"role", "user"}, {"content", "Hi"}}}},
            {"tools",
             {{{"type", "function"},
               {"function", {{"name", "lookup"}, {"description", "Finds a booking."}, {"parameters", {{"type", "object"}}}}}}}},
            {"response_format",
             {{"type", "json_schema"}, {"json_schema", {{"name", "reply"}, {"schema", {{"type", "object"}}}, {"strict", true}}}}},
            {"temperature", 0.5},
            {"seed", 42}};
        const Json sent = m_server.chatRequests().at(0);
        QCOMPARE(QString::fromStdString(sent.dump()), QString::fromStdString(expected.dump()));
    }

    void toolCalls()
    {
        auto p = provider();
        m_server.queueChatReply(
            {{"content", ""},
             {"tool_calls", {{{"id", "call_1"}, {"name", "create_booking"}, {"arguments", {{"party_size", 4}}}}}},
             {"finish_reason", "tool_calls"}});
        ChatRequest r = hello();
        r.tools = {ToolSpec {QStringLiteral("create_booking"), QStringLiteral("Books a table."),
                             Json {{"type", "object"}, {"properties", {{"party_size", {{"type", "integer"}}}}}}}};
        ProviderReply *reply = p->chat(r);
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        QCOMPARE(reply->chat().toolCalls.size(), 1);
        const ToolCall &call = reply->chat().toolCalls.first();
        QCOMPARE(call.id, QStringLiteral("call_1"));
        QCOMPARE(call.name, QStringLiteral("create_booking"));
        QCOMPARE(call.arguments.at("party_size").get<int>(), 4);
        QVERIFY(call.valid);
        QCOMPARE(reply->chat().finishReason, QStringLiteral("tool_calls"));
        const auto sent = m_server.chatRequests().at(0);
        QCOMPARE(sent["tools"][0]["function"]["name"].get<std::string>(), std::string("create_booking"));
    }

    void brokenToolArgumentsKeptAsInvalidCall()
    {
        auto p = provider();
        m_server.queueChatReply(
            {{"tool_calls", {{{"id", "call_2"}, {"name", "create_booking"}, {"arguments", "{\"party_size\": 4"}}}}});
        ProviderReply *reply = p->chat(hello());
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        const ToolCall &call = reply->chat().toolCalls.first();
        QVERIFY(!call.valid);
        QCOMPARE(call.arguments.get<std::string>(), std::string("{\"party_size\": 4"));
    }

    void structuredOutput()
    {
        auto p = provider();
        m_server.queueChatReply({{"content", "{\"answer\": \"4\"}"}});
        ChatRequest r = hello();
        r.jsonSchema = Json {{"type", "object"}, {"properties", {{"answer", {{"type", "string"}}}}}};
        ProviderReply *reply = p->chat(r);
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        QCOMPARE(reply->chat().structured.at("answer").get<std::string>(), std::string("4"));
        QCOMPARE(m_server.chatRequests().at(0)["response_format"]["type"].get<std::string>(), std::string("json_schema"));

        m_server.queueChatReply({{"content", "Four."}});
        ProviderReply *prose = p->chat(r);
        QVERIFY(finished(prose));
        QVERIFY(prose->failed());
        QCOMPARE(prose->error()->kind, ProviderError::Kind::MalformedReply);
    }

    void streaming()
    {
        auto p = provider();
        m_server.queueChatReply(
            {{"content", "We have a table at eight."}, {"usage", {{"prompt_tokens", 9}, {"completion_tokens", 6}}}});
        ChatRequest r = hello(QStringLiteral("s"));
        r.stream = true;
        ProviderReply *reply = p->chat(r);
        QStringList pieces;
        connect(reply, &ProviderReply::tokenReceived, this, [&pieces](const QString &d) { pieces.append(d); });
        QVERIFY(finished(reply));
        QVERIFY2(!reply->failed(), qPrintable(reply->failed() ? reply->error()->toString() : QString()));
        QCOMPARE(reply->chat().content, QStringLiteral("We have a table at eight."));
        QCOMPARE(pieces.join(QString()), QStringLiteral("We have a table at eight."));
        QVERIFY(pieces.size() >= 6); // one per word
        QCOMPARE(reply->chat().finishReason, QStringLiteral("stop"));
        QCOMPARE(reply->chat().usage.completionTokens, 6);
    }

    void streamedToolCall()
    {
        auto p = provider();
        m_server.queueChatReply(
            {{"tool_calls", {{{"id", "call_9"}, {"name", "find_booking"}, {"arguments", {{"name", "Marta"}}}}}},
             {"finish_reason", "tool_calls"}});
        ChatRequest r = hello();
        r.stream = true;
        ProviderReply *reply = p->chat(r);
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        QCOMPARE(reply->chat().toolCalls.size(), 1);
        QCOMPARE(reply->chat().toolCalls.first().name, QStringLiteral("find_booking"));
        QCOMPARE(reply->chat().toolCalls.first().arguments.at("name").get<std::string>(), std::string("Marta"));
    }

    void embeddings()
    {
        auto p = provider();
        ProviderReply *reply = p->embed({QStringLiteral("book a table"), QStringLiteral("cancel a booking")});
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        QCOMPARE(reply->embeddings().size(), 2);
        QCOMPARE(reply->embeddings().at(0).size(), 8);
        double norm = 0;
        for (double x : reply->embeddings().at(0))
            norm += x * x;
        QVERIFY(qAbs(norm - 1.0) < 1e-6);
    }

    void logProbsOpenAiThenLlamaCpp()
    {
        auto p = provider();
        ProviderReply *reply = p->tokenLogProbs(QStringLiteral("The cat sat"));
        QVERIFY(finished(reply));
        QVERIFY(!reply->failed());
        QCOMPARE(reply->logProbs().size(), 3);
        QVERIFY(!reply->logProbs().at(0).logProb); // the first token of an echo has none
        // " cat": the word "cat" has 3 letters: -(1 + 3 % 5) / 2 = -2 (the server's rule)
        QCOMPARE(*reply->logProbs().at(1).logProb, -2.0);
        QCOMPARE(m_server.requestCount(QStringLiteral("/completion")), 0);

        // Without OpenAI-style logprobs the llama.cpp native endpoint is tried…
        m_server.setCapabilities(true, true, true, true, false);
        ProviderReply *none = p->tokenLogProbs(QStringLiteral("The cat sat"));
        QVERIFY(finished(none));
        QVERIFY(none->failed());
        QCOMPARE(none->error()->kind, ProviderError::Kind::Unsupported); // …and reported cleanly
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/completions")), 2);
        m_server.setCapabilities(true, true, true, true, true);
    }

    void models()
    {
        auto p = provider();
        ProviderReply *reply = p->listModels();
        QVERIFY(finished(reply));
        QVERIFY(reply->models().contains(QStringLiteral("test-model")));
    }

    void faults_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("errorKind");
        QTest::addColumn<int>("requests");
        // maxRetries 3: up to 4 attempts
        QTest::newRow("429 twice, then ok") << int(Fault::Kind::RateLimited) << 2 << true << 0 << 3;
        QTest::newRow("429 always") << int(Fault::Kind::RateLimited) << 10 << false << int(ProviderError::Kind::RateLimited) << 4;
        QTest::newRow("500 once, then ok") << int(Fault::Kind::ServerError) << 1 << true << 0 << 2;
        QTest::newRow("500 always") << int(Fault::Kind::ServerError) << 10 << false << int(ProviderError::Kind::Server) << 4;
        QTest::newRow("401 is not retried") << int(Fault::Kind::Unauthorized) << 10 << false
                                            << int(ProviderError::Kind::Unauthorized) << 1;
        QTest::newRow("invalid JSON") << int(Fault::Kind::InvalidJson) << 1 << false << int(ProviderError::Kind::MalformedReply)
                                      << 1;
        QTest::newRow("not a chat completion")
            << int(Fault::Kind::MalformedReply) << 1 << false << int(ProviderError::Kind::MalformedReply) << 1;
        QTest::newRow("truncated body, retried") << int(Fault::Kind::TruncatedStream) << 1 << true << 0 << 2;
    }

    void faults()
    {
        QFETCH(int, kind);
        QFETCH(int, count);
        QFETCH(bool, ok);
        QFETCH(int, errorKind);
        QFETCH(int, requests);
        auto p = provider();
        Fault f;
        f.kind = Fault::Kind(kind);
        f.count = count;
        m_server.queueFault(f);
        ProviderReply *reply = p->chat(hello());
        QVERIFY(finished(reply));
        QCOMPARE(!reply->failed(), ok);
        if (!ok) {
            QCOMPARE(int(reply->error()->kind), errorKind);
            QVERIFY(reply->error()->request.endsWith(QStringLiteral("/v1/chat/completions")));
            QVERIFY(!reply->error()->toString().contains(QString::fromLatin1(Secret)));
        } else {
            QCOMPARE(reply->chat().content, QStringLiteral("ok"));
            QCOMPARE(reply->chat().attempts, requests);
        }
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), requests);
    }

    void stallTimesOut()
    {
        // An aborted reply is never read (Qt would warn "QIODevice::read: device not open" each time).
        QTest::failOnWarning(QRegularExpression(QStringLiteral("QIODevice")));
        auto p = provider(4, 300);
        p->setRetryPolicy({1, 5, 50});
        Fault f;
        f.kind = Fault::Kind::Stall;
        f.count = 2;
        m_server.queueFault(f);
        ProviderReply *reply = p->chat(hello());
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QCOMPARE(reply->error()->kind, ProviderError::Kind::Timeout);
        QCOMPARE(reply->chat().attempts, 2);
    }

    void truncatedStreamKeepsWhatArrived()
    {
        auto p = provider();
        m_server.queueChatReply({{"content", "one two three four five"}});
        Fault f;
        f.kind = Fault::Kind::TruncatedStream;
        f.afterChunks = 3; // role chunk + "one " + "two "
        m_server.queueFault(f);
        ChatRequest r = hello();
        r.stream = true;
        ProviderReply *reply = p->chat(r);
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QCOMPARE(reply->error()->kind, ProviderError::Kind::TruncatedStream);
        QCOMPARE(reply->chat().content, QStringLiteral("one two "));
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 1); // tokens were shown: never retried
    }

    void cancelMidStream()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("QIODevice")));
        auto p = provider();
        m_server.queueChatReply({{"content", "a b c d e f g h"}});
        Fault f;
        f.kind = Fault::Kind::SlowTokens;
        f.delayMs = 100;
        m_server.queueFault(f);
        ChatRequest r = hello();
        r.stream = true;
        ProviderReply *reply = p->chat(r);
        connect(reply, &ProviderReply::tokenReceived, reply, &ProviderReply::cancel);
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QCOMPARE(reply->error()->kind, ProviderError::Kind::Cancelled);
        QCOMPARE(reply->chat().content, QStringLiteral("a "));
    }

    void cancelAllStopsQueuedAndRunning()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("QIODevice")));
        m_server.setLatencyMs(200);
        auto p = provider(2);
        QList<ProviderReply *> replies;
        for (int i = 0; i < 6; ++i)
            replies.append(p->chat(hello()));
        QTRY_COMPARE(m_server.inFlight(), 2);
        p->cancelAll();
        for (ProviderReply *r : std::as_const(replies)) {
            QVERIFY(finished(r));
            QCOMPARE(r->error()->kind, ProviderError::Kind::Cancelled);
        }
        QVERIFY(m_server.requestCount(QStringLiteral("/v1/chat/completions")) <= 2);
        m_server.setLatencyMs(0);
    }

    void concurrencyLimitNeverExceeded_data()
    {
        QTest::addColumn<int>("limit");
        QTest::newRow("1") << 1;
        QTest::newRow("4") << 4;
        QTest::newRow("10 (two connection pools)") << 10;
    }

    void concurrencyLimitNeverExceeded()
    {
        QFETCH(int, limit);
        m_server.setLatencyMs(40);
        auto p = provider(limit);
        QList<ProviderReply *> replies;
        for (int i = 0; i < 30; ++i)
            replies.append(p->chat(hello()));
        for (ProviderReply *r : std::as_const(replies))
            QVERIFY(finished(r));
        QCOMPARE(m_server.maxInFlight(), limit);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 30);
        m_server.setLatencyMs(0);
    }

    void requestsPerMinuteBudget()
    {
        Profile prof = profileFor(m_server);
        prof.requestsPerMinute = 2;
        OpenAiProvider p(prof, {});
        // The same rule over a shorter window, still long enough that the first
        // two finish inside it on a loaded machine (400 ms once did not).
        p.setRateWindowMs(1500);
        ProviderReply *a = p.chat(hello());
        ProviderReply *b = p.chat(hello());
        ProviderReply *c = p.chat(hello());
        QVERIFY(finished(a));
        QVERIFY(finished(b));
        // Two starts spent the budget: the third waits for the window to move on.
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 2);
        QVERIFY(!c->isFinished());
        QVERIFY(finished(c));
        QVERIFY(!c->failed());
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 3);
    }

    void keyOnlyInTheAuthorizationHeader()
    {
        auto p = provider(4, 5000, Secret);
        QVERIFY(finished(p->chat(hello())));
        QCOMPARE(m_server.authorizationHeaders().last(), QByteArray("Bearer " + Secret));
        auto anonymous = provider(4, 5000, {});
        QVERIFY(finished(anonymous->chat(hello())));
        QCOMPARE(m_server.authorizationHeaders().last(), QByteArray());
        // A failure names the request, never the key.
        Fault f;
        f.kind = Fault::Kind::Unauthorized;
        m_server.queueFault(f);
        ProviderReply *reply = p->chat(hello());
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QVERIFY(!reply->error()->toString().contains(QString::fromLatin1(Secret)));
        QVERIFY(!reply->error()->message.contains(QStringLiteral("5ecret")));
    }

    // An endpoint that echoes the request's key or Authorization header in its
    // error body: the error that leaves the provider has neither.
    void echoedKeyIsRedacted_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("expectedKind");
        QTest::newRow("401, JSON message quoting the key and the header")
            << int(Fault::Kind::Unauthorized) << int(ProviderError::Kind::Unauthorized);
        QTest::newRow("500 after every retry, text body quoting the header")
            << int(Fault::Kind::ServerError) << int(ProviderError::Kind::Server);
    }

    void echoedKeyIsRedacted()
    {
        QFETCH(int, kind);
        QFETCH(int, expectedKind);
        auto p = provider(4, 5000, Secret);
        Fault f;
        f.kind = Fault::Kind(kind);
        f.count = 10;
        f.echoAuthorization = true;
        m_server.queueFault(f);
        ProviderReply *reply = p->chat(hello());
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QCOMPARE(int(reply->error()->kind), expectedKind);
        const QString text = reply->error()->toString();
        QVERIFY2(!text.contains(QLatin1String("5ecret")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Authorization: Bearer [redacted]")), qPrintable(text));
    }

    void redactSecrets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QString>("expected");
        const QByteArray key = "sk-abc/123+x";
        QTest::newRow("the key as is") << QStringLiteral("Incorrect API key provided: sk-abc/123+x.") << key
                                       << QStringLiteral("Incorrect API key provided: [redacted].");
        QTest::newRow("URL-encoded") << QStringLiteral("GET /v1?k=sk-abc%2F123%2Bx") << key
                                     << QStringLiteral("GET /v1?k=[redacted]");
        QTest::newRow("base64 of key, :key and key:")
            << QStringLiteral("a %1 b %2 c %3")
                   .arg(QString::fromLatin1(key.toBase64()), QString::fromLatin1(QByteArray(":" + key).toBase64()),
                        QString::fromLatin1(QByteArray(key + ":").toBase64()))
            << key << QStringLiteral("a [redacted] b [redacted] c [redacted]");
        QTest::newRow("someone else's bearer token in a header")
            << QStringLiteral("headers: {\"Authorization\": \"Bearer other-token-1\", \"x-api-key\": \"k9\"}") << QByteArray()
            << QStringLiteral("headers: {\"Authorization\": \"Bearer [redacted]\", \"x-api-key\": \"[redacted]\"}");
        QTest::newRow("header lines")
            << QStringLiteral("Authorization: Basic dXNlcjpwdw==\napi-key: abc\nProxy-Authorization: t1") << QByteArray()
            << QStringLiteral("Authorization: Basic [redacted]\napi-key: [redacted]\nProxy-Authorization: [redacted]");
        QTest::newRow("a bearer token on its own") << QStringLiteral("token Bearer eyJhbGciOi.J9x rejected") << QByteArray()
                                                   << QStringLiteral("token Bearer [redacted] rejected");
        QTest::newRow("words are not tokens")
            << QStringLiteral("bearer authentication required; check the API key") << QByteArray()
            << QStringLiteral("bearer authentication required; check the API key");
        QTest::newRow("URL parameters") << QStringLiteral("POST https://h/v1/chat?api-key=s3cr3t&x=1") << QByteArray()
                                        << QStringLiteral("POST https://h/v1/chat?api-key=[redacted]&x=1");
        QTest::newRow("scrubbing twice changes nothing")
            << QStringLiteral("Authorization: Bearer [redacted] and [redacted]") << key
            << QStringLiteral("Authorization: Bearer [redacted] and [redacted]");
        QTest::newRow("nothing to hide") << QStringLiteral("server_error: overloaded (POST http://127.0.0.1/v1)") << key
                                         << QStringLiteral("server_error: overloaded (POST http://127.0.0.1/v1)");
    }

    void redactSecrets()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, key);
        QFETCH(QString, expected);
        QCOMPARE(Polygon::redactSecrets(text, {key}), expected);
    }

    void connectionRefusedIsNetworkError()
    {
        Profile prof = profileFor(m_server);
        prof.baseUrl = QStringLiteral("http://127.0.0.1:1/v1"); // nothing listens on port 1
        OpenAiProvider p(prof, {});
        p.setRetryPolicy({2, 5, 20});
        ProviderReply *reply = p.chat(hello());
        QVERIFY(finished(reply));
        QVERIFY(reply->failed());
        QCOMPARE(reply->error()->kind, ProviderError::Kind::Network);
        QCOMPARE(reply->chat().attempts, 3);
    }
};

QTEST_GUILESS_MAIN(TestOpenAiProvider)
#include "tst_openaiprovider.moc"
