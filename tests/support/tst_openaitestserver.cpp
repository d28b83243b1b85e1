// Tests for Polygon::Test::OpenAiTestServer, the local OpenAI-compatible server
// the provider client's tests and benchmarks use: every endpoint, every fault
// kind, keep-alive, SSE framing on the wire, in-flight accounting, capability
// switches, recorded Authorization headers and reset(). Driven asynchronously
// with QNetworkAccessManager and raw QTcpSockets on the test's event loop.
#include "openaitestserver.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

using Polygon::Test::OpenAiTestServer;
using Json = nlohmann::ordered_json;
using Fault = OpenAiTestServer::Fault;

namespace {

Json parseJson(const QByteArray &bytes)
{
    return Json::parse(bytes.cbegin(), bytes.cend(), nullptr, false);
}

QByteArray toBytes(const Json &json)
{
    const std::string s = json.dump();
    return QByteArray(s.data(), qsizetype(s.size()));
}

QString str(const Json &json)
{
    return json.is_string() ? QString::fromStdString(json.get<std::string>())
                            : QStringLiteral("<not a string: %1>").arg(QString::fromStdString(json.dump()));
}

Json chatBody(const QString &user = QStringLiteral("Hello there"))
{
    Json body = Json::object();
    body["model"] = "gpt-test";
    body["messages"] = Json::array();
    body["messages"].push_back({{"role", "system"}, {"content", "You are terse."}});
    body["messages"].push_back({{"role", "user"}, {"content", user.toStdString()}});
    return body;
}

Json streamingChatBody(bool includeUsage)
{
    Json body = chatBody();
    body["stream"] = true;
    if (includeUsage)
        body["stream_options"] = {{"include_usage", true}};
    return body;
}

// --- Tiny SSE parser: events end with "\n\n", every line is "data: <payload>".
struct Sse
{
    QList<QByteArray> payloads;
    QByteArray rest;
    bool malformed = false;

    void feed(const QByteArray &bytes)
    {
        rest += bytes;
        qsizetype end = -1;
        while ((end = rest.indexOf("\n\n")) >= 0) {
            const QByteArray event = rest.left(end);
            rest.remove(0, end + 2);
            QByteArray data;
            for (const QByteArray &line : event.split('\n')) {
                if (line.startsWith("data: "))
                    data += line.mid(6);
                else
                    malformed = true;
            }
            payloads.append(data);
        }
    }
};

// --- QNetworkAccessManager requests.
struct Result
{
    bool finished = false;
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QList<QByteArray> reads; // what every readyRead delivered
    QHash<QByteArray, QByteArray> headers; // lower-case names
    qint64 elapsedMs = 0;

    Json json() const { return parseJson(body); }
};

QNetworkReply *send(QNetworkAccessManager &nam, const QUrl &url, const QByteArray &body = {},
                    const QByteArray &authorization = {})
{
    QNetworkRequest request(url);
    if (!authorization.isEmpty())
        request.setRawHeader("Authorization", authorization);
    if (body.isNull())
        return nam.get(request);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    return nam.post(request, body);
}

// Collects a reply as it arrives; finish() waits for the end (event loop, no sleep).
class Pending
{
public:
    explicit Pending(QNetworkReply *reply)
        : m_reply(reply)
        , m_result(std::make_shared<Result>())
    {
        m_timer.start();
        auto result = m_result;
        QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply, result] {
            const QByteArray data = reply->readAll();
            result->body += data;
            result->reads.append(data);
        });
    }
    QNetworkReply *reply() const { return m_reply; }
    Result finish(int timeoutMs = 10000)
    {
        if (!m_reply->isFinished()) {
            QSignalSpy finished(m_reply, &QNetworkReply::finished);
            finished.wait(timeoutMs);
        }
        Result r = *m_result;
        r.finished = m_reply->isFinished();
        if (m_reply->isOpen())
            r.body += m_reply->readAll();
        r.status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.error = m_reply->error();
        for (const auto &pair : m_reply->rawHeaderPairs())
            r.headers.insert(pair.first.toLower(), pair.second);
        r.elapsedMs = m_timer.elapsed();
        m_reply->deleteLater();
        return r;
    }

private:
    QNetworkReply *m_reply;
    std::shared_ptr<Result> m_result;
    QElapsedTimer m_timer;
};

// --- Raw HTTP/1.1 on a QTcpSocket, to see the exact bytes on the wire.
struct Head
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    qsizetype bodyStart = -1;
};

std::optional<Head> parseHead(const QByteArray &buffer)
{
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0)
        return std::nullopt;
    const QList<QByteArray> lines = buffer.left(end).split('\n');
    Head head;
    const QList<QByteArray> statusLine = lines.constFirst().trimmed().split(' ');
    head.status = statusLine.size() > 1 ? statusLine.at(1).toInt() : 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            head.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    head.bodyStart = end + 4;
    return head;
}

// Complete chunks at the start of data; *terminated when the zero-length chunk was seen.
QList<QByteArray> parseChunks(const QByteArray &data, bool *terminated, qsizetype *used, bool *malformed)
{
    QList<QByteArray> chunks;
    *terminated = false;
    *malformed = false;
    qsizetype pos = 0;
    for (;;) {
        const qsizetype lineEnd = data.indexOf("\r\n", pos);
        if (lineEnd < 0)
            break;
        bool ok = false;
        const qsizetype size = data.mid(pos, lineEnd - pos).toLongLong(&ok, 16);
        if (!ok) {
            *malformed = true;
            break;
        }
        if (size == 0) {
            if (data.size() >= lineEnd + 4 && data.mid(lineEnd + 2, 2) == "\r\n") {
                *terminated = true;
                pos = lineEnd + 4;
            }
            break;
        }
        if (data.size() < lineEnd + 2 + size + 2)
            break;
        if (data.mid(lineEnd + 2 + size, 2) != "\r\n") {
            *malformed = true;
            break;
        }
        chunks.append(data.mid(lineEnd + 2, size));
        pos = lineEnd + 2 + size + 2;
    }
    *used = pos;
    return chunks;
}

struct RawResponse
{
    int status = 0;
    QHash<QByteArray, QByteArray> headers;
    QByteArray body; // de-chunked
    QList<QByteArray> chunks; // chunk payloads (chunked responses)
    bool chunked = false;
};

class RawConnection
{
public:
    explicit RawConnection(quint16 port)
    {
        QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [this] { buffer += socket.readAll(); });
        QObject::connect(&socket, &QTcpSocket::disconnected, &socket, [this] { closed = true; });
        socket.connectToHost(QHostAddress::LocalHost, port);
    }

    void send(const QByteArray &method, const QByteArray &path, const QByteArray &body = {}, const QByteArray &extraHeaders = {})
    {
        QByteArray request = method + ' ' + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extraHeaders;
        if (method == "POST")
            request += "Content-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
        request += "\r\n" + body;
        socket.write(request);
    }

    // A complete response at the front of the buffer, removed from it.
    std::optional<RawResponse> take()
    {
        const std::optional<Head> head = parseHead(buffer);
        if (!head)
            return std::nullopt;
        RawResponse response;
        response.status = head->status;
        response.headers = head->headers;
        qsizetype consumed = 0;
        if (head->headers.value("transfer-encoding") == "chunked") {
            bool terminated = false;
            bool malformed = false;
            qsizetype used = 0;
            response.chunks = parseChunks(buffer.mid(head->bodyStart), &terminated, &used, &malformed);
            if (!terminated)
                return std::nullopt;
            response.chunked = true;
            for (const QByteArray &chunk : std::as_const(response.chunks))
                response.body += chunk;
            consumed = head->bodyStart + used;
        } else {
            const qsizetype length = head->headers.value("content-length").toLongLong();
            if (buffer.size() < head->bodyStart + length)
                return std::nullopt;
            response.body = buffer.mid(head->bodyStart, length);
            consumed = head->bodyStart + length;
        }
        buffer.remove(0, consumed);
        return response;
    }

    // Waits (event loop) for the next complete response.
    std::optional<RawResponse> next(int timeoutMs = 10000)
    {
        std::optional<RawResponse> response;
        (void)QTest::qWaitFor([&] { return (response = take()).has_value() || closed; }, timeoutMs);
        if (!response)
            response = take();
        return response;
    }

    QTcpSocket socket;
    QByteArray buffer;
    bool closed = false;
};

} // namespace

class TestOpenAiTestServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void startAndBaseUrl();
    void models();
    void chatDefault();
    void chatDefaultJsonSchemaAndTools();
    void chatQueuedReplies();
    void chatLogprobs();
    void chatStreaming();
    void streamWireFraming();
    void embeddings();
    void legacyCompletionsLogprobs();
    void llamaCompletionProbs();
    void notFoundAndInvalidJson();

    void httpErrorFaults_data();
    void httpErrorFaults();
    void rateLimitedCountAndRetryAfter();
    void stallUntilClientGivesUp();
    void truncatedStream();
    void truncatedStreamOnTheWire();
    void truncatedNonStream();
    void invalidJsonFault();
    void malformedReplyFault();
    void slowTokens();
    void clientAbortsSlowStream();
    void serverDestroyedMidStream();
    void faultsBeforeRepliesAcrossEndpoints();

    void keepAliveReuse();
    void keepAliveRawAndConnectionClose();
    void latency();
    void parallelInFlight();
    void parallelInFlightExact();
    void manyParallelConnections();

    void capabilities_data();
    void capabilities();
    void authorizationHeaders();
    void resetClearsEverything();

private:
    QUrl url(const QString &path) const
    {
        QUrl u = m_server.baseUrl();
        u.setPath(path);
        return u;
    }
    Result post(const QString &path, const Json &body, const QByteArray &authorization = {})
    {
        return Pending(send(*m_nam, url(path), toBytes(body), authorization)).finish();
    }
    Result postRaw(const QString &path, const QByteArray &body) { return Pending(send(*m_nam, url(path), body)).finish(); }
    Result get(const QString &path) { return Pending(send(*m_nam, url(path))).finish(); }
    static Sse sse(const Result &result)
    {
        Sse s;
        s.feed(result.body);
        return s;
    }

    OpenAiTestServer m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
};

void TestOpenAiTestServer::initTestCase()
{
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QVERIFY(m_server.start());
}

void TestOpenAiTestServer::init()
{
    m_server.reset();
    m_server.setLatencyMs(0);
    m_server.setModel(QStringLiteral("test-model"));
    m_server.setCapabilities(true, true, true, true, true);
    m_nam = std::make_unique<QNetworkAccessManager>();
    m_nam->setProxy(QNetworkProxy::NoProxy);
}

void TestOpenAiTestServer::startAndBaseUrl()
{
    QVERIFY(m_server.port() != 0);
    QCOMPARE(m_server.baseUrl(), QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(m_server.port())));
    QVERIFY(!m_server.start()); // already listening
    QCOMPARE(m_server.servers().size(), 1);
    QCOMPARE(m_server.servers().constFirst()->serverAddress(), QHostAddress(QHostAddress::LocalHost));
}

void TestOpenAiTestServer::models()
{
    Result r = get(QStringLiteral("/v1/models"));
    QVERIFY(r.finished);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.headers.value("content-type"), QByteArray("application/json"));
    Json json = r.json();
    QCOMPARE(str(json["object"]), QStringLiteral("list"));
    QCOMPARE(json["data"].size(), std::size_t(1));
    QCOMPARE(str(json["data"][0]["id"]), QStringLiteral("test-model"));
    QCOMPARE(str(json["data"][0]["object"]), QStringLiteral("model"));

    m_server.setModel(QStringLiteral("llama-3-8b"));
    json = get(QStringLiteral("/v1/models")).json();
    QCOMPARE(str(json["data"][0]["id"]), QStringLiteral("llama-3-8b"));
    QCOMPARE(m_server.requestCount(QStringLiteral("/v1/models")), 2);
    QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 0);
    QCOMPARE(m_server.requestCount(), 2);
}

void TestOpenAiTestServer::chatDefault()
{
    const Json body = chatBody();
    const Result r = post(QStringLiteral("/v1/chat/completions"), body);
    QCOMPARE(r.status, 200);
    QCOMPARE(r.error, QNetworkReply::NoError);
    Json json = r.json();
    QCOMPARE(str(json["id"]), QStringLiteral("chatcmpl-1"));
    QCOMPARE(str(json["object"]), QStringLiteral("chat.completion"));
    QVERIFY(json["created"].is_number_integer());
    QCOMPARE(str(json["model"]), QStringLiteral("gpt-test"));
    Json &choice = json["choices"][0];
    QCOMPARE(choice["index"].get<int>(), 0);
    QCOMPARE(str(choice["message"]["role"]), QStringLiteral("assistant"));
    QCOMPARE(str(choice["message"]["content"]), QStringLiteral("ok"));
    QVERIFY(!choice["message"].contains("tool_calls"));
    QCOMPARE(str(choice["finish_reason"]), QStringLiteral("stop"));
    // "You are terse." (14) + "Hello there" (11) = 25 characters -> 7; "ok" -> 1.
    QCOMPARE(json["usage"]["prompt_tokens"].get<int>(), 7);
    QCOMPARE(json["usage"]["completion_tokens"].get<int>(), 1);
    QCOMPARE(json["usage"]["total_tokens"].get<int>(), 8);

    QCOMPARE(m_server.chatRequests().size(), 1);
    QVERIFY(m_server.chatRequests().constFirst() == body);
    QCOMPARE(str(post(QStringLiteral("/v1/chat/completions"), body).json()["id"]), QStringLiteral("chatcmpl-2"));
}

void TestOpenAiTestServer::chatDefaultJsonSchemaAndTools()
{
    Json body = chatBody();
    body["response_format"] = Json::parse(R"({"type":"json_schema","json_schema":{"name":"x","schema":{"type":"object"}}})");
    QCOMPARE(str(post(QStringLiteral("/v1/chat/completions"), body).json()["choices"][0]["message"]["content"]),
             QStringLiteral("{}"));

    Json withTools = chatBody();
    withTools["tools"] = Json::parse(R"([{"type":"function","function":{"name":"lookup","parameters":{}}}])");
    Json json = post(QStringLiteral("/v1/chat/completions"), withTools).json();
    QCOMPARE(str(json["choices"][0]["message"]["content"]), QStringLiteral("ok"));
    QVERIFY(!json["choices"][0]["message"].contains("tool_calls"));
    QCOMPARE(str(json["choices"][0]["finish_reason"]), QStringLiteral("stop"));
}

void TestOpenAiTestServer::chatQueuedReplies()
{
    m_server.queueChatReply(Json::parse(R"({"content":"Hi","usage":{"prompt_tokens":3,"completion_tokens":4}})"));
    m_server.queueChatReply(
        Json::parse(R"({"content":null,"tool_calls":[{"id":"call_a","name":"lookup","arguments":{"city":"Zagreb"}}]})"));
    m_server.queueChatReply(Json::parse(R"({"tool_calls":[{"name":"x","arguments":"{not json"}],"finish_reason":"length"})"));
    QCOMPARE(m_server.pendingChatReplies(), 3);

    Json json = post(QStringLiteral("/v1/chat/completions"), chatBody()).json();
    QCOMPARE(str(json["choices"][0]["message"]["content"]), QStringLiteral("Hi"));
    QCOMPARE(json["usage"]["prompt_tokens"].get<int>(), 3);
    QCOMPARE(json["usage"]["completion_tokens"].get<int>(), 4);
    QCOMPARE(json["usage"]["total_tokens"].get<int>(), 7);

    json = post(QStringLiteral("/v1/chat/completions"), chatBody()).json();
    Json &message = json["choices"][0]["message"];
    QVERIFY(message["content"].is_null());
    QCOMPARE(str(json["choices"][0]["finish_reason"]), QStringLiteral("tool_calls"));
    QCOMPARE(message["tool_calls"].size(), std::size_t(1));
    QCOMPARE(str(message["tool_calls"][0]["id"]), QStringLiteral("call_a"));
    QCOMPARE(str(message["tool_calls"][0]["type"]), QStringLiteral("function"));
    QCOMPARE(str(message["tool_calls"][0]["function"]["name"]), QStringLiteral("lookup"));
    QVERIFY(message["tool_calls"][0]["function"]["arguments"].is_string()); // a JSON *string*
    QCOMPARE(str(message["tool_calls"][0]["function"]["arguments"]), QStringLiteral(R"({"city":"Zagreb"})"));
    // usage: completion = ceil(len('{"city":"Zagreb"}') / 4) = ceil(17 / 4) = 5
    QCOMPARE(json["usage"]["completion_tokens"].get<int>(), 5);

    json = post(QStringLiteral("/v1/chat/completions"), chatBody()).json();
    QCOMPARE(str(json["choices"][0]["finish_reason"]), QStringLiteral("length"));
    QVERIFY(json["choices"][0]["message"]["content"].is_null());
    QCOMPARE(str(json["choices"][0]["message"]["tool_calls"][0]["function"]["arguments"]), QStringLiteral("{not json"));
    QVERIFY(str(json["choices"][0]["message"]["tool_calls"][0]["id"]).startsWith(QStringLiteral("call_")));

    QCOMPARE(m_server.pendingChatReplies(), 0);
    json = post(QStringLiteral("/v1/chat/completions"), chatBody()).json();
    QCOMPARE(str(json["choices"][0]["message"]["content"]), QStringLiteral("ok"));
}

void TestOpenAiTestServer::chatLogprobs()
{
    m_server.queueChatReply(Json::parse(R"({"content":"The cat jumped"})"));
    Json body = chatBody();
    body["logprobs"] = true;
    Json json = post(QStringLiteral("/v1/chat/completions"), body).json();
    Json &content = json["choices"][0]["logprobs"]["content"];
    QCOMPARE(content.size(), std::size_t(3));
    QCOMPARE(str(content[0]["token"]), QStringLiteral("The "));
    QCOMPARE(content[0]["logprob"].get<double>(), -2.0); // -(1 + 3 % 5) / 2
    QCOMPARE(str(content[2]["token"]), QStringLiteral("jumped"));
    QCOMPARE(content[2]["logprob"].get<double>(), -1.0); // -(1 + 6 % 5) / 2
}

void TestOpenAiTestServer::chatStreaming()
{
    m_server.queueChatReply(Json::parse(
        R"({"content":"Hello big world","tool_calls":[{"id":"call_1","name":"get_weather","arguments":{"city":"Split","unit":"c"}}]})"));
    const Result r = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(true));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.error, QNetworkReply::NoError);
    QCOMPARE(r.headers.value("content-type"), QByteArray("text/event-stream"));
    const Sse s = sse(r);
    QVERIFY(!s.malformed);
    QVERIFY(s.rest.isEmpty());
    // role, 3 words, tool call header + 2 argument pieces, finish, usage, [DONE]
    QCOMPARE(s.payloads.size(), 10);
    QCOMPARE(s.payloads.constLast(), QByteArray("[DONE]"));

    QList<Json> chunks;
    for (qsizetype i = 0; i + 1 < s.payloads.size(); ++i) {
        Json chunk = parseJson(s.payloads.at(i));
        QVERIFY(chunk.is_object());
        QCOMPARE(str(chunk["object"]), QStringLiteral("chat.completion.chunk"));
        QCOMPARE(str(chunk["id"]), QStringLiteral("chatcmpl-1"));
        chunks.append(chunk);
    }
    QCOMPARE(str(chunks[0]["choices"][0]["delta"]["role"]), QStringLiteral("assistant"));
    QString content;
    std::string arguments;
    QString toolId, toolName;
    QString finishReason;
    for (Json chunk : chunks) {
        if (chunk["choices"].empty())
            continue;
        Json &choice = chunk["choices"][0];
        const Json &delta = choice["delta"];
        if (delta.contains("content"))
            content += str(delta["content"]);
        if (delta.contains("tool_calls")) {
            const Json &call = delta["tool_calls"][0];
            QCOMPARE(call["index"].get<int>(), 0);
            if (call.contains("id"))
                toolId = str(call["id"]);
            if (call["function"].contains("name"))
                toolName = str(call["function"]["name"]);
            arguments += call["function"]["arguments"].get<std::string>();
        }
        if (!choice["finish_reason"].is_null())
            finishReason = str(choice["finish_reason"]);
    }
    QCOMPARE(str(chunks[1]["choices"][0]["delta"]["content"]), QStringLiteral("Hello "));
    QCOMPARE(str(chunks[3]["choices"][0]["delta"]["content"]), QStringLiteral("world"));
    QCOMPARE(content, QStringLiteral("Hello big world"));
    QCOMPARE(toolId, QStringLiteral("call_1"));
    QCOMPARE(toolName, QStringLiteral("get_weather"));
    QCOMPARE(QString::fromStdString(arguments), QStringLiteral(R"({"city":"Split","unit":"c"})"));
    QCOMPARE(str(chunks[5]["choices"][0]["delta"]["tool_calls"][0]["function"]["arguments"]).size(),
             qsizetype(arguments.size() / 2));
    QCOMPARE(finishReason, QStringLiteral("tool_calls"));
    Json &usageChunk = chunks.last();
    QVERIFY(usageChunk["choices"].empty());
    QCOMPARE(usageChunk["usage"]["prompt_tokens"].get<int>(), 7);
    QCOMPARE(usageChunk["usage"]["total_tokens"].get<int>(), 7 + int((15 + arguments.size() + 3) / 4));

    // Without stream_options.include_usage: no usage chunk.
    const Sse plain = sse(post(QStringLiteral("/v1/chat/completions"), streamingChatBody(false)));
    QCOMPARE(plain.payloads.size(), 4); // role, "ok", finish, [DONE]
    QCOMPARE(str(parseJson(plain.payloads.at(1))["choices"][0]["delta"]["content"]), QStringLiteral("ok"));
    QCOMPARE(str(parseJson(plain.payloads.at(2))["choices"][0]["finish_reason"]), QStringLiteral("stop"));
    QVERIFY(!parseJson(plain.payloads.at(2)).contains("usage"));
}

void TestOpenAiTestServer::streamWireFraming()
{
    RawConnection c(m_server.port());
    m_server.queueChatReply(Json::parse(R"({"content":"one two"})"));
    c.send("POST", "/v1/chat/completions", toBytes(streamingChatBody(false)));
    std::optional<RawResponse> r;
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 200);
    QCOMPARE(r->headers.value("content-type"), QByteArray("text/event-stream"));
    QCOMPARE(r->headers.value("transfer-encoding"), QByteArray("chunked"));
    QCOMPARE(r->headers.value("connection"), QByteArray("keep-alive"));
    QVERIFY(!r->headers.contains("content-length"));
    // One SSE event per HTTP chunk: "data: <json>\n\n", the last "data: [DONE]\n\n".
    QCOMPARE(r->chunks.size(), 5); // role, "one ", "two", finish, [DONE]
    for (const QByteArray &chunk : std::as_const(r->chunks)) {
        QVERIFY2(chunk.startsWith("data: ") && chunk.endsWith("\n\n"), chunk.constData());
        QCOMPARE(chunk.count('\n'), 2);
    }
    QCOMPARE(r->chunks.constLast(), QByteArray("data: [DONE]\n\n"));
    QVERIFY(c.buffer.isEmpty());

    // The same connection answers the next request (Content-Length this time).
    c.send("POST", "/v1/chat/completions", toBytes(chatBody()));
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 200);
    QCOMPARE(r->headers.value("content-length").toInt(), r->body.size());
    QCOMPARE(str(parseJson(r->body)["choices"][0]["message"]["content"]), QStringLiteral("ok"));
    QVERIFY(!c.closed);
    QCOMPARE(m_server.connectionCount(), 1);
}

void TestOpenAiTestServer::embeddings()
{
    Result r = post(QStringLiteral("/v1/embeddings"), Json::parse(R"({"model":"emb","input":"hello world"})"));
    QCOMPARE(r.status, 200);
    Json json = r.json();
    QCOMPARE(str(json["object"]), QStringLiteral("list"));
    QCOMPARE(json["data"].size(), std::size_t(1));
    QCOMPARE(str(json["data"][0]["object"]), QStringLiteral("embedding"));
    QCOMPARE(json["data"][0]["index"].get<int>(), 0);
    const std::vector<double> single = json["data"][0]["embedding"].get<std::vector<double>>();
    QCOMPARE(single.size(), std::size_t(8));
    double norm = 0;
    for (const double x : single)
        norm += x * x;
    QVERIFY(std::abs(std::sqrt(norm) - 1.0) < 1e-9);
    QCOMPARE(json["usage"]["prompt_tokens"].get<int>(), 3); // ceil(11 / 4)
    QCOMPARE(json["usage"]["total_tokens"].get<int>(), 3);

    json = post(QStringLiteral("/v1/embeddings"), Json::parse(R"({"input":["a","hello world","a"]})")).json();
    QCOMPARE(json["data"].size(), std::size_t(3));
    QCOMPARE(json["data"][2]["index"].get<int>(), 2);
    QVERIFY(json["data"][0]["embedding"] == json["data"][2]["embedding"]);
    QVERIFY(json["data"][0]["embedding"] != json["data"][1]["embedding"]);
    QVERIFY(json["data"][1]["embedding"].get<std::vector<double>>() == single); // deterministic across requests
    QCOMPARE(json["usage"]["prompt_tokens"].get<int>(), 1 + 3 + 1);

    r = post(QStringLiteral("/v1/embeddings"), Json::parse(R"({"input":42})"));
    QCOMPARE(r.status, 400);
    QCOMPARE(str(r.json()["error"]["type"]), QStringLiteral("invalid_request_error"));
}

void TestOpenAiTestServer::legacyCompletionsLogprobs()
{
    Result r = post(QStringLiteral("/v1/completions"),
                    Json::parse(R"({"model":"davinci","prompt":"The cat jumped","echo":true,"logprobs":1,"max_tokens":0})"));
    QCOMPARE(r.status, 200);
    Json json = r.json();
    QCOMPARE(str(json["object"]), QStringLiteral("text_completion"));
    Json &choice = json["choices"][0];
    QCOMPARE(str(choice["text"]), QStringLiteral("The cat jumped"));
    Json &lp = choice["logprobs"];
    QVERIFY(lp["tokens"] == Json::parse(R"(["The"," cat"," jumped"])"));
    QVERIFY(lp["token_logprobs"][0].is_null());
    QCOMPARE(lp["token_logprobs"][1].get<double>(), -2.0); // -(1 + 3 % 5) / 2
    QCOMPARE(lp["token_logprobs"][2].get<double>(), -1.0); // -(1 + 6 % 5) / 2
    QVERIFY(lp["text_offset"] == Json::parse("[0,3,7]"));
    QVERIFY(lp["top_logprobs"][0].is_null());
    QCOMPARE(lp["top_logprobs"][2][" jumped"].get<double>(), -1.0);
    QCOMPARE(json["usage"]["prompt_tokens"].get<int>(), 4); // ceil(14 / 4)

    // No echo, no logprobs: a plain completion.
    json = post(QStringLiteral("/v1/completions"), Json::parse(R"({"prompt":"Say ok"})")).json();
    QCOMPARE(str(json["choices"][0]["text"]), QStringLiteral("ok"));
    QVERIFY(json["choices"][0]["logprobs"].is_null());

    // Streamed: text pieces, then a finish chunk, then [DONE].
    const Sse s = sse(post(QStringLiteral("/v1/completions"), Json::parse(R"({"prompt":"x","stream":true})")));
    QVERIFY(!s.malformed);
    QCOMPARE(s.payloads.size(), 3);
    QCOMPARE(str(parseJson(s.payloads.at(0))["choices"][0]["text"]), QStringLiteral("ok"));
    QCOMPARE(str(parseJson(s.payloads.at(1))["choices"][0]["finish_reason"]), QStringLiteral("stop"));
    QCOMPARE(s.payloads.at(2), QByteArray("[DONE]"));
}

void TestOpenAiTestServer::llamaCompletionProbs()
{
    const Result r = post(QStringLiteral("/completion"), Json::parse(R"({"prompt":"The cat jumped","n_probs":1,"n_predict":0})"));
    QCOMPARE(r.status, 200);
    Json json = r.json();
    QCOMPARE(str(json["content"]), QStringLiteral(""));
    Json &probs = json["completion_probabilities"];
    QCOMPARE(probs.size(), std::size_t(3));
    QCOMPARE(str(probs[0]["content"]), QStringLiteral("The"));
    QCOMPARE(str(probs[0]["probs"][0]["tok_str"]), QStringLiteral("The"));
    QVERIFY(std::abs(probs[0]["probs"][0]["prob"].get<double>() - std::exp(-2.0)) < 1e-12);
    QCOMPARE(str(probs[2]["content"]), QStringLiteral(" jumped"));
    QVERIFY(std::abs(probs[2]["probs"][0]["prob"].get<double>() - std::exp(-1.0)) < 1e-12);
    // Same prompt, same numbers.
    QVERIFY(post(QStringLiteral("/completion"), Json::parse(R"({"prompt":"The cat jumped","n_probs":1})"))
                .json()["completion_probabilities"]
            == probs);
}

void TestOpenAiTestServer::notFoundAndInvalidJson()
{
    Result r = get(QStringLiteral("/v1/nothing"));
    QCOMPARE(r.status, 404);
    QCOMPARE(str(r.json()["error"]["type"]), QStringLiteral("invalid_request_error"));
    QCOMPARE(get(QStringLiteral("/v1/chat/completions")).status, 404); // wrong method
    QCOMPARE(post(QStringLiteral("/v1/models"), Json::object()).status, 404);
    QCOMPARE(post(QStringLiteral("/v2/chat/completions"), chatBody()).status, 404);

    m_server.queueFault({Fault::Kind::ServerError});
    r = postRaw(QStringLiteral("/v1/chat/completions"), QByteArray("this is { not json"));
    QCOMPARE(r.status, 400);
    QCOMPARE(str(r.json()["error"]["type"]), QStringLiteral("invalid_request_error"));
    QVERIFY(!r.json()["error"]["message"].get<std::string>().empty());
    QCOMPARE(postRaw(QStringLiteral("/v1/embeddings"), QByteArray("[1, 2]")).status, 400); // JSON, but not an object
    QCOMPARE(m_server.pendingFaults(), 1); // a 400 for the body consumes no fault
    QCOMPARE(m_server.chatRequests().size(), 0);
    QCOMPARE(m_server.requestCount(), 6);
}

void TestOpenAiTestServer::httpErrorFaults_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("stream");
    QTest::newRow("RateLimited") << int(Fault::Kind::RateLimited) << 429 << QStringLiteral("requests") << false;
    QTest::newRow("ServerError") << int(Fault::Kind::ServerError) << 500 << QStringLiteral("server_error") << false;
    QTest::newRow("Unauthorized") << int(Fault::Kind::Unauthorized) << 401 << QStringLiteral("invalid_request_error") << false;
    QTest::newRow("ServerError on a stream request")
        << int(Fault::Kind::ServerError) << 500 << QStringLiteral("server_error") << true;
}

void TestOpenAiTestServer::httpErrorFaults()
{
    QFETCH(int, kind);
    QFETCH(int, status);
    QFETCH(QString, type);
    QFETCH(bool, stream);
    m_server.queueFault({Fault::Kind(kind)});
    const Result r = post(QStringLiteral("/v1/chat/completions"), stream ? streamingChatBody(false) : chatBody());
    QCOMPARE(r.status, status);
    QCOMPARE(r.headers.value("content-type"), QByteArray("application/json"));
    Json json = r.json();
    QCOMPARE(str(json["error"]["type"]), type);
    QVERIFY(!json["error"]["message"].get<std::string>().empty());
    QCOMPARE(m_server.pendingFaults(), 0);
    // The fault is used up: the next request is answered normally.
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
    QCOMPARE(m_server.inFlight(), 0);
}

void TestOpenAiTestServer::rateLimitedCountAndRetryAfter()
{
    Fault fault {Fault::Kind::RateLimited};
    fault.retryAfterSeconds = 7;
    fault.count = 2;
    m_server.queueFault(fault);
    fault.retryAfterSeconds = 0;
    fault.count = 1;
    m_server.queueFault(fault);
    for (const QByteArray &retryAfter : {QByteArray("7"), QByteArray("7"), QByteArray("0")}) {
        const Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
        QCOMPARE(r.status, 429);
        QCOMPARE(r.headers.value("retry-after"), retryAfter);
        QCOMPARE(str(r.json()["error"]["code"]), QStringLiteral("rate_limit_exceeded"));
    }
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
}

void TestOpenAiTestServer::stallUntilClientGivesUp()
{
    m_server.queueFault({Fault::Kind::Stall});
    QSignalSpy received(&m_server, &OpenAiTestServer::requestReceived);
    Pending pending(send(*m_nam, url(QStringLiteral("/v1/chat/completions")), toBytes(chatBody())));
    QVERIFY(received.wait());
    QCOMPARE(m_server.inFlight(), 1);
    QSignalSpy finished(pending.reply(), &QNetworkReply::finished);
    QVERIFY(!finished.wait(300)); // no answer
    QCOMPARE(m_server.inFlight(), 1);
    pending.reply()->abort(); // the client gives up and closes the connection
    const Result r = pending.finish();
    QCOMPARE(r.error, QNetworkReply::OperationCanceledError);
    QTRY_COMPARE(m_server.inFlight(), 0);
    QCOMPARE(m_server.maxInFlight(), 1);

    // With a transfer timeout the client gives up on its own.
    m_server.queueFault({Fault::Kind::Stall});
    QNetworkRequest request(url(QStringLiteral("/v1/chat/completions")));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(200);
    const Result timedOut = Pending(m_nam->post(request, toBytes(chatBody()))).finish();
    QVERIFY(timedOut.finished);
    QCOMPARE(timedOut.error, QNetworkReply::OperationCanceledError); // Qt 6.4: a transfer timeout reads as a cancel
    QVERIFY(timedOut.elapsedMs >= 150);
    QTRY_COMPARE(m_server.inFlight(), 0);

    // The server is fine afterwards.
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
}

void TestOpenAiTestServer::truncatedStream()
{
    Fault fault {Fault::Kind::TruncatedStream};
    fault.afterChunks = 2;
    m_server.queueFault(fault);
    m_server.queueChatReply(Json::parse(R"({"content":"one two three four"})"));
    const Result r = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(true));
    QVERIFY(r.finished);
    QCOMPARE(r.status, 200);
    // QNetworkAccessManager (Qt 6.4) ends a chunked body cut by a close without
    // an error: the missing [DONE] is the only sign of truncation.
    QVERIFY2(r.error == QNetworkReply::NoError || r.error == QNetworkReply::RemoteHostClosedError,
             qPrintable(QString::number(int(r.error))));
    const Sse s = sse(r);
    QVERIFY(!s.malformed);
    QCOMPARE(s.payloads.size(), 2); // the role chunk and "one ", then nothing
    QCOMPARE(str(parseJson(s.payloads.at(1))["choices"][0]["delta"]["content"]), QStringLiteral("one "));
    QVERIFY(!s.payloads.contains(QByteArray("[DONE]")));
    QTRY_COMPARE(m_server.inFlight(), 0);
    QCOMPARE(m_server.pendingChatReplies(), 0); // the truncated answer used the queued reply
}

void TestOpenAiTestServer::truncatedStreamOnTheWire()
{
    Fault fault {Fault::Kind::TruncatedStream};
    fault.afterChunks = 3;
    m_server.queueFault(fault);
    RawConnection c(m_server.port());
    c.send("POST", "/v1/chat/completions", toBytes(streamingChatBody(false)));
    QTRY_VERIFY(c.closed);
    const std::optional<Head> head = parseHead(c.buffer);
    QVERIFY(head.has_value());
    QCOMPARE(head->status, 200);
    QCOMPARE(head->headers.value("transfer-encoding"), QByteArray("chunked"));
    bool terminated = true;
    bool malformed = true;
    qsizetype used = 0;
    const QList<QByteArray> chunks = parseChunks(c.buffer.mid(head->bodyStart), &terminated, &used, &malformed);
    QVERIFY(!malformed);
    QVERIFY(!terminated); // no zero-length chunk
    QCOMPARE(used, c.buffer.size() - head->bodyStart); // nothing after the last full chunk
    QCOMPARE(chunks.size(), 3); // role, "ok", finish — never [DONE]
    QVERIFY(!c.buffer.contains("[DONE]"));
}

void TestOpenAiTestServer::truncatedNonStream()
{
    m_server.queueFault({Fault::Kind::TruncatedStream});
    const Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
    QVERIFY(r.finished);
    QCOMPARE(r.error, QNetworkReply::RemoteHostClosedError);
    QVERIFY(r.json().is_discarded());

    m_server.queueFault({Fault::Kind::TruncatedStream});
    RawConnection c(m_server.port());
    c.send("POST", "/v1/chat/completions", toBytes(chatBody()));
    QTRY_VERIFY(c.closed);
    const std::optional<Head> head = parseHead(c.buffer);
    QVERIFY(head.has_value());
    QCOMPARE(head->status, 200);
    const qsizetype declared = head->headers.value("content-length").toLongLong();
    QVERIFY(declared > 0);
    QCOMPARE(c.buffer.size() - head->bodyStart, declared / 2);
    QTRY_COMPARE(m_server.inFlight(), 0);
}

void TestOpenAiTestServer::invalidJsonFault()
{
    m_server.queueFault({Fault::Kind::InvalidJson});
    Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
    QCOMPARE(r.status, 200);
    QCOMPARE(r.error, QNetworkReply::NoError);
    QVERIFY(!r.body.isEmpty());
    QVERIFY(r.json().is_discarded());

    m_server.queueFault({Fault::Kind::InvalidJson});
    r = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(false));
    QCOMPARE(r.status, 200);
    const Sse s = sse(r);
    QVERIFY(!s.malformed);
    QCOMPARE(s.payloads.size(), 2);
    QVERIFY(parseJson(s.payloads.at(0)).is_discarded());
    QCOMPARE(s.payloads.at(1), QByteArray("[DONE]"));
}

void TestOpenAiTestServer::malformedReplyFault()
{
    m_server.queueFault({Fault::Kind::MalformedReply});
    Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
    QCOMPARE(r.status, 200);
    QVERIFY(r.json() == Json::parse(R"({"foo":1})"));

    m_server.queueFault({Fault::Kind::MalformedReply});
    r = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(false));
    const Sse s = sse(r);
    QCOMPARE(s.payloads.size(), 2);
    QVERIFY(parseJson(s.payloads.at(0)) == Json::parse(R"({"foo":1})"));
    QCOMPARE(s.payloads.at(1), QByteArray("[DONE]"));
}

void TestOpenAiTestServer::slowTokens()
{
    Fault fault {Fault::Kind::SlowTokens};
    fault.delayMs = 40;
    m_server.queueFault(fault);
    m_server.queueChatReply(Json::parse(R"({"content":"a b c d e"})"));
    const Result r = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(false));
    QCOMPARE(r.error, QNetworkReply::NoError);
    const Sse s = sse(r);
    QCOMPARE(s.payloads.size(), 8); // role, 5 words, finish, [DONE]: 7 gaps of 40 ms
    QVERIFY2(r.elapsedMs >= 7 * 40 - 10, qPrintable(QString::number(r.elapsedMs)));
    QVERIFY2(r.reads.size() >= 5, qPrintable(QString::number(r.reads.size()))); // arrived piece by piece
    QString content;
    for (qsizetype i = 1; i <= 5; ++i)
        content += str(parseJson(s.payloads.at(i))["choices"][0]["delta"]["content"]);
    QCOMPARE(content, QStringLiteral("a b c d e"));

    // Non-stream: the whole answer comes delayMs late.
    fault.delayMs = 150;
    m_server.queueFault(fault);
    const Result late = post(QStringLiteral("/v1/chat/completions"), chatBody());
    QCOMPARE(late.status, 200);
    QVERIFY2(late.elapsedMs >= 140, qPrintable(QString::number(late.elapsedMs)));
}

void TestOpenAiTestServer::clientAbortsSlowStream()
{
    Fault fault {Fault::Kind::SlowTokens};
    fault.delayMs = 100;
    m_server.queueFault(fault);
    m_server.queueChatReply(Json::parse(R"({"content":"a b c d e f g h"})"));
    Pending pending(send(*m_nam, url(QStringLiteral("/v1/chat/completions")), toBytes(streamingChatBody(false))));
    QSignalSpy readyRead(pending.reply(), &QNetworkReply::readyRead);
    QVERIFY(readyRead.wait());
    QCOMPARE(m_server.inFlight(), 1);
    pending.reply()->abort();
    QCOMPARE(pending.finish().error, QNetworkReply::OperationCanceledError);
    QTRY_COMPARE(m_server.inFlight(), 0);
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
}

void TestOpenAiTestServer::serverDestroyedMidStream()
{
    auto server = std::make_unique<OpenAiTestServer>();
    QVERIFY(server->start());
    Fault fault {Fault::Kind::SlowTokens};
    fault.delayMs = 100;
    server->queueFault(fault);
    server->queueChatReply(Json::parse(R"({"content":"a b c d e f g h"})"));
    QUrl target = server->baseUrl();
    target.setPath(QStringLiteral("/v1/chat/completions"));
    Pending pending(send(*m_nam, target, toBytes(streamingChatBody(false))));
    QSignalSpy readyRead(pending.reply(), &QNetworkReply::readyRead);
    QVERIFY(readyRead.wait());
    server.reset(); // pending timers and sockets go with it
    const Result r = pending.finish();
    QVERIFY(r.finished);
    QVERIFY(!sse(r).payloads.contains(QByteArray("[DONE]")));
}

void TestOpenAiTestServer::faultsBeforeRepliesAcrossEndpoints()
{
    m_server.queueChatReply(Json::parse(R"({"content":"queued"})"));
    m_server.queueFault({Fault::Kind::ServerError});
    m_server.queueFault({Fault::Kind::Unauthorized});
    m_server.queueFault({Fault::Kind::RateLimited});

    QCOMPARE(get(QStringLiteral("/v1/models")).status, 200); // GET never takes a fault
    QCOMPARE(m_server.pendingFaults(), 3);
    QCOMPARE(post(QStringLiteral("/v1/embeddings"), Json::parse(R"({"input":"x"})")).status, 500);
    QCOMPARE(post(QStringLiteral("/v1/completions"), Json::parse(R"({"prompt":"x"})")).status, 401);
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 429);
    QCOMPARE(m_server.pendingChatReplies(), 1); // faulted requests take no reply
    QCOMPARE(str(post(QStringLiteral("/v1/chat/completions"), chatBody()).json()["choices"][0]["message"]["content"]),
             QStringLiteral("queued"));
}

void TestOpenAiTestServer::keepAliveReuse()
{
    for (int i = 0; i < 5; ++i) {
        const Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.headers.value("connection"), QByteArray("keep-alive"));
        const Result s = post(QStringLiteral("/v1/chat/completions"), streamingChatBody(false));
        QCOMPARE(s.error, QNetworkReply::NoError);
    }
    QCOMPARE(m_server.requestCount(), 10);
    QCOMPARE(m_server.connectionCount(), 1);
}

void TestOpenAiTestServer::keepAliveRawAndConnectionClose()
{
    RawConnection c(m_server.port());
    std::optional<RawResponse> r;
    c.send("GET", "/v1/models");
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 200);
    c.send("POST", "/v1/embeddings", QByteArray(R"({"input":"x"})"));
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 200);
    c.send("GET", "/nope");
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 404);
    QCOMPARE(r->headers.value("connection"), QByteArray("keep-alive"));
    QVERIFY(!c.closed);

    c.send("POST", "/v1/chat/completions", toBytes(chatBody()), "Connection: close\r\n");
    r = c.next();
    QVERIFY(r.has_value());
    QCOMPARE(r->status, 200);
    QCOMPARE(r->headers.value("connection"), QByteArray("close"));
    QTRY_VERIFY(c.closed);
    QCOMPARE(m_server.connectionCount(), 1);
    QCOMPARE(m_server.requestCount(), 4);
}

void TestOpenAiTestServer::latency()
{
    m_server.setLatencyMs(120);
    QSignalSpy received(&m_server, &OpenAiTestServer::requestReceived);
    Pending pending(send(*m_nam, url(QStringLiteral("/v1/models"))));
    QVERIFY(received.wait());
    QCOMPARE(m_server.inFlight(), 1); // waiting on the latency timer
    const Result r = pending.finish();
    QCOMPARE(r.status, 200);
    QVERIFY2(r.elapsedMs >= 115, qPrintable(QString::number(r.elapsedMs)));
    QCOMPARE(m_server.inFlight(), 0);
}

void TestOpenAiTestServer::parallelInFlight()
{
    // QNetworkAccessManager opens at most 6 connections per host: one manager per request.
    m_server.setLatencyMs(50);
    std::vector<std::unique_ptr<QNetworkAccessManager>> managers;
    std::vector<Pending> pending;
    for (int i = 0; i < 50; ++i) {
        managers.push_back(std::make_unique<QNetworkAccessManager>());
        managers.back()->setProxy(QNetworkProxy::NoProxy);
        pending.emplace_back(
            send(*managers.back(), url(QStringLiteral("/v1/chat/completions")), toBytes(chatBody(QString::number(i)))));
    }
    for (Pending &p : pending) {
        const Result r = p.finish();
        QCOMPARE(r.status, 200);
        QCOMPARE(str(r.json()["choices"][0]["message"]["content"]), QStringLiteral("ok"));
    }
    QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 50);
    QTRY_COMPARE(m_server.inFlight(), 0);
    QVERIFY2(m_server.maxInFlight() > 1 && m_server.maxInFlight() <= 50, qPrintable(QString::number(m_server.maxInFlight())));
    QCOMPARE(m_server.chatRequests().size(), 50);
}

void TestOpenAiTestServer::parallelInFlightExact()
{
    m_server.setLatencyMs(50);
    std::vector<std::unique_ptr<RawConnection>> connections;
    for (int i = 0; i < 50; ++i)
        connections.push_back(std::make_unique<RawConnection>(m_server.port()));
    QTRY_VERIFY(std::all_of(connections.begin(), connections.end(),
                            [](const auto &c) { return c->socket.state() == QAbstractSocket::ConnectedState; }));
    for (const auto &c : connections)
        c->send("POST", "/v1/chat/completions", toBytes(chatBody()));
    for (const auto &c : connections) {
        std::optional<RawResponse> r;
        r = c->next();
        QVERIFY(r.has_value());
        QCOMPARE(r->status, 200);
    }
    QCOMPARE(m_server.maxInFlight(), 50); // all 50 were waiting on their 50 ms at once
    QCOMPARE(m_server.inFlight(), 0);
    QCOMPARE(m_server.connectionCount(), 50);
}

void TestOpenAiTestServer::manyParallelConnections()
{
    std::vector<std::unique_ptr<RawConnection>> connections;
    for (int i = 0; i < 256; ++i) {
        connections.push_back(std::make_unique<RawConnection>(m_server.port()));
        connections.back()->send("POST", "/v1/chat/completions", toBytes(chatBody()));
    }
    // Each connection: a second request once the first is answered (keep-alive).
    int answered = 0;
    std::vector<int> done(connections.size(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 for (std::size_t i = 0; i < connections.size(); ++i) {
                                     while (std::optional<RawResponse> r = connections[i]->take()) {
                                         if (r->status != 200)
                                             return false;
                                         ++answered;
                                         if (++done[i] == 1)
                                             connections[i]->send("POST", "/v1/chat/completions",
                                                                  toBytes(streamingChatBody(false)));
                                     }
                                 }
                                 return answered == 512;
                             }()),
                             20000);
    QCOMPARE(m_server.connectionCount(), 256);
    QCOMPARE(m_server.requestCount(), 512);
    QTRY_COMPARE(m_server.inFlight(), 0);
    for (const auto &c : connections)
        QVERIFY(!c->closed);
}

void TestOpenAiTestServer::capabilities_data()
{
    QTest::addColumn<QString>("disabled");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    const Json tools = [] {
        Json b = chatBody();
        b["tools"] = Json::parse(R"([{"type":"function","function":{"name":"f","parameters":{}}}])");
        return b;
    }();
    const Json schema = [] {
        Json b = chatBody();
        b["response_format"] = Json::parse(R"({"type":"json_schema","json_schema":{"name":"x","schema":{}}})");
        return b;
    }();
    const Json chatLogprobs = [] {
        Json b = chatBody();
        b["logprobs"] = true;
        return b;
    }();
    const QString chat = QStringLiteral("/v1/chat/completions");
    QTest::newRow("tools") << QStringLiteral("tools") << chat << toBytes(tools);
    QTest::newRow("json_schema") << QStringLiteral("structuredOutput") << chat << toBytes(schema);
    QTest::newRow("stream") << QStringLiteral("streaming") << chat << toBytes(streamingChatBody(false));
    QTest::newRow("legacy stream") << QStringLiteral("streaming") << QStringLiteral("/v1/completions")
                                   << QByteArray(R"({"prompt":"x","stream":true})");
    QTest::newRow("embeddings") << QStringLiteral("embeddings") << QStringLiteral("/v1/embeddings")
                                << QByteArray(R"({"input":"x"})");
    QTest::newRow("chat logprobs") << QStringLiteral("logprobs") << chat << toBytes(chatLogprobs);
    QTest::newRow("legacy logprobs") << QStringLiteral("logprobs") << QStringLiteral("/v1/completions")
                                     << QByteArray(R"({"prompt":"x","echo":true,"logprobs":0})");
    QTest::newRow("llama.cpp n_probs") << QStringLiteral("logprobs") << QStringLiteral("/completion")
                                       << QByteArray(R"({"prompt":"x","n_probs":2})");
}

void TestOpenAiTestServer::capabilities()
{
    QFETCH(QString, disabled);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);

    QCOMPARE(postRaw(path, body).status, 200); // all on by default

    m_server.setCapabilities(disabled != QStringLiteral("tools"), disabled != QStringLiteral("structuredOutput"),
                             disabled != QStringLiteral("streaming"), disabled != QStringLiteral("embeddings"),
                             disabled != QStringLiteral("logprobs"));
    const Result r = postRaw(path, body);
    QCOMPARE(r.status, 400);
    QCOMPARE(r.headers.value("content-type"), QByteArray("application/json"));
    Json json = r.json();
    QCOMPARE(str(json["error"]["type"]), QStringLiteral("invalid_request_error"));
    QVERIFY(!json["error"]["message"].get<std::string>().empty());

    // Requests that do not use the capability still work.
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
    m_server.setCapabilities(false, false, false, false, false);
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody()).status, 200);
    QCOMPARE(get(QStringLiteral("/v1/models")).status, 200);
}

void TestOpenAiTestServer::authorizationHeaders()
{
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody(), "Bearer sk-test-1").status, 200);
    QCOMPARE(get(QStringLiteral("/v1/models")).status, 200);
    QCOMPARE(post(QStringLiteral("/v1/embeddings"), Json::parse(R"({"input":"x"})"), "Bearer sk-test-2").status, 200);
    const QList<QByteArray> expected {QByteArray("Bearer sk-test-1"), QByteArray(""), QByteArray("Bearer sk-test-2")};
    QCOMPARE(m_server.authorizationHeaders(), expected);
}

void TestOpenAiTestServer::resetClearsEverything()
{
    m_server.queueChatReply(Json::parse(R"({"content":"queued"})"));
    QCOMPARE(post(QStringLiteral("/v1/chat/completions"), chatBody(), "Bearer x").status, 200);
    m_server.queueChatReply(Json::parse(R"({"content":"queued"})"));
    m_server.queueFault({Fault::Kind::ServerError});
    QCOMPARE(m_server.requestCount(), 1);
    QCOMPARE(m_server.maxInFlight(), 1);

    m_server.reset();
    QCOMPARE(m_server.requestCount(), 0);
    QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 0);
    QCOMPARE(m_server.inFlight(), 0);
    QCOMPARE(m_server.maxInFlight(), 0);
    QCOMPARE(m_server.connectionCount(), 0);
    QVERIFY(m_server.chatRequests().isEmpty());
    QVERIFY(m_server.authorizationHeaders().isEmpty());
    QCOMPARE(m_server.pendingChatReplies(), 0);
    QCOMPARE(m_server.pendingFaults(), 0);

    const Result r = post(QStringLiteral("/v1/chat/completions"), chatBody());
    QCOMPARE(r.status, 200); // no fault left
    QCOMPARE(str(r.json()["choices"][0]["message"]["content"]), QStringLiteral("ok")); // no reply left
    QCOMPARE(str(r.json()["id"]), QStringLiteral("chatcmpl-1"));
    QCOMPARE(m_server.connectionCount(), 1); // the kept-alive connection counts again
    QCOMPARE(m_server.authorizationHeaders(), QList<QByteArray> {QByteArray()});

    // A stall that is reset no longer counts; its socket closing later is harmless.
    m_server.queueFault({Fault::Kind::Stall});
    QSignalSpy received(&m_server, &OpenAiTestServer::requestReceived);
    Pending stalled(send(*m_nam, url(QStringLiteral("/v1/chat/completions")), toBytes(chatBody())));
    QVERIFY(received.wait());
    QCOMPARE(m_server.inFlight(), 1);
    m_server.reset();
    QCOMPARE(m_server.inFlight(), 0);
    stalled.reply()->abort();
    stalled.finish();
    QCOMPARE(m_server.inFlight(), 0);
}

QTEST_GUILESS_MAIN(TestOpenAiTestServer)

#include "tst_openaitestserver.moc"
