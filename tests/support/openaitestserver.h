// OpenAiTestServer: a local OpenAI-compatible HTTP/1.1 server for tests and
// benchmarks of Polygon's model-provider client. TEST TOOL ONLY: it listens on
// 127.0.0.1 (ephemeral port), never on another interface, and is never shipped.
//
// It writes raw HTTP/1.1 to the socket (QAbstractHttpServer), so it can stall,
// truncate, stream slowly and keep connections alive exactly as described
// below. Everything runs on the thread that owns the server (the test's event
// loop); no call ever blocks.
//
// Endpoints (OpenAI wire format):
//   GET  /v1/models            {"object":"list","data":[{"id":model,"object":"model",...}]}
//   POST /v1/chat/completions  chat.completion, or an SSE stream with "stream": true
//   POST /v1/embeddings        8 floats per input, unit length, deterministic per text
//   POST /v1/completions       legacy completion; "echo" + "logprobs" score the prompt
//   POST /completion           llama.cpp native; "n_probs" scores the prompt
//   anything else              404 + OpenAI error JSON
// A POST body that is not a JSON object answers 400 + OpenAI error JSON.
//
// Order of decisions for a POST to a known endpoint:
//   body not a JSON object -> 400 (no fault consumed)
//   -> next queued Fault (if any, consumed) -> disabled capability used -> 400
//   -> normal answer (chat consumes the next queued reply).
// Every answer (including errors and GET) is sent setLatencyMs() after the
// request arrived, by timer.
//
// Wire details:
//   Non-streamed answers: "Content-Length", "Connection: keep-alive" (or
//   "Connection: close" and a close if the request asked for it).
//   Streams: "Content-Type: text/event-stream", "Transfer-Encoding: chunked",
//   "Connection: keep-alive". Every SSE event is exactly one HTTP chunk whose
//   payload is  "data: " + compact JSON + "\n\n"; the last event is
//   "data: [DONE]\n\n", followed by the terminating "0\r\n\r\n" chunk.
//   TruncatedStream (stream): headers and the first afterChunks events (counting
//   the role chunk) are sent as normal chunks, then the socket is closed: no
//   [DONE], no terminating zero-length chunk.
//   TruncatedStream (non-stream): "Content-Length" of the full body, the first
//   half of the body, then the socket is closed.
//   Keep-alive: any number of sequential requests per connection, hundreds of
//   parallel connections. No HTTP pipelining (send the next request on a
//   connection after the previous answer, as QNetworkAccessManager does).
#pragma once

#include <QAbstractHttpServer>
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <deque>
#include <memory>
#include <utility>

QT_BEGIN_NAMESPACE
class QHttpServerRequest;
class QTcpSocket;
QT_END_NAMESPACE

namespace Polygon::Test {

class OpenAiTestServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    struct Fault
    {
        enum class Kind {
            RateLimited, // 429, "Retry-After: retryAfterSeconds" (may be 0), OpenAI error JSON
            ServerError, // 500, OpenAI error JSON
            Unauthorized, // 401, OpenAI error JSON
            Stall, // read the request, never answer; in flight until the client closes the socket
            TruncatedStream, // stream: afterChunks SSE events then close (no [DONE]);
                             // non-stream: half the body under the full Content-Length, then close
            InvalidJson, // 200 with a body that is not JSON (stream: SSE events whose data is not JSON)
            MalformedReply, // 200 JSON that is not a chat completion: {"foo":1} (stream: data: {"foo":1})
            SlowTokens // stream: delayMs between SSE events; non-stream: answer delayed by delayMs
        };
        Kind kind = Kind::ServerError;
        int retryAfterSeconds = 0;
        int delayMs = 0;
        int afterChunks = 1;
        int count = 1; // applies to the next `count` POST requests (values < 1 count as 1)
        // Unauthorized: the error message also quotes the request's key and its
        // Authorization header; ServerError: the body is text/plain quoting the
        // Authorization header (a careless gateway). Off by default.
        bool echoAuthorization = false;
    };

    explicit OpenAiTestServer(QObject *parent = nullptr);
    ~OpenAiTestServer() override;

    // Listens on 127.0.0.1, ephemeral port. False if listening failed or already started.
    bool start();
    quint16 port() const;
    QUrl baseUrl() const; // http://127.0.0.1:PORT/v1

    // Reported by GET /v1/models; replies echo the request's "model" and use this one
    // when the request has none. Default "test-model".
    void setModel(const QString &id);
    QString model() const;
    void setLatencyMs(int ms); // delay before each answer (timer, never blocking); default 0

    // Next chat completion answers, in order. Shorthand:
    //   {"content": "...",                                   (string or null; default "ok")
    //    "tool_calls": [{"id": "...", "name": "...", "arguments": {...} or "raw string"}],
    //    "finish_reason": "...",                             (default "tool_calls" if any, else "stop")
    //    "usage": {"prompt_tokens": n, "completion_tokens": m}}  (each optional)
    // With an empty queue: content "ok" ("{}" if the request has response_format
    // json_schema), never a tool call; usage = ceil(characters / 4) of all message
    // contents (prompt) and of the reply content + tool arguments (completion).
    void queueChatReply(const nlohmann::ordered_json &reply);
    // Faults are consumed before replies, across all POST endpoints (FIFO); GET never
    // takes one. TruncatedStream and SlowTokens shape the normal answer (and use the
    // next queued chat reply); the others replace it.
    void queueFault(const Fault &fault);
    // Default all true. A disabled capability answers 400 + {"error":{"message":…,"type":"invalid_request_error"}}
    // when a request uses it: non-empty "tools"; response_format json_schema; "stream": true
    // (chat and /v1/completions; llama.cpp /completion ignores "stream" and never streams);
    // any POST /v1/embeddings; chat "logprobs": true / "top_logprobs", completions "logprobs" (not null),
    // llama.cpp "n_probs" > 0.
    void setCapabilities(bool tools, bool structuredOutput, bool streaming, bool embeddings, bool logprobs);

    // What the server saw (single thread: the server's).
    int requestCount(const QString &path = {}) const; // path like "/v1/chat/completions"; empty = all
    int inFlight() const; // received and not yet fully answered (a stall counts until its socket closes)
    int maxInFlight() const;
    int connectionCount() const; // distinct TCP connections that carried at least one request
    QList<nlohmann::ordered_json> chatRequests() const; // parsed chat bodies, in arrival order
    QList<QByteArray> authorizationHeaders() const; // Authorization header of every request ("" when absent)
    int pendingChatReplies() const;
    int pendingFaults() const; // queued faults (a fault with count n counts once)

    // Clears queued replies and faults, counters (also connectionCount and the
    // chatcmpl-N / cmpl-N numbering) and history. Model, latency and capabilities
    // are kept. Answers already scheduled are still sent but no
    // longer counted in inFlight().
    void reset();

Q_SIGNALS:
    // Emitted for every request as soon as it has been read (before any latency).
    void requestReceived(const QString &method, const QString &path);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    struct Step
    {
        int delayMs = 0;
        QByteArray data;
    };
    struct Plan
    {
        QList<Step> steps;
        bool close = false; // close the socket after the last step
        bool stall = false; // never answer
    };
    struct Exchange;
    struct Answer
    {
        int status = 200;
        nlohmann::ordered_json body; // the non-streamed answer (or the error JSON)
        bool stream = false;
        QList<QByteArray> events; // SSE payloads when streaming, the last one "[DONE]"
    };
    // 400 for an embeddings input / completions prompt that is not text.
    static Answer notStrings(const char *key);
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    void trackSocket(QTcpSocket *socket);
    void socketGone(QObject *socket);
    void run(const std::shared_ptr<Exchange> &exchange, qsizetype index, bool waited);
    void finish(quint64 id);

    Plan answer(const QString &method, const QString &path, const QByteArray &body);
    Plan answerPost(const QString &path, const nlohmann::ordered_json &request);
    Answer chatAnswer(const nlohmann::ordered_json &request);
    Answer embeddingsAnswer(const nlohmann::ordered_json &request);
    Answer completionsAnswer(const nlohmann::ordered_json &request);
    Answer llamaCompletionAnswer(const nlohmann::ordered_json &request);
    QString capabilityViolation(const QString &path, const nlohmann::ordered_json &request, QString *param) const;

    QByteArray head(int status, const QByteArray &contentType, qint64 contentLength, const Headers &extra = {}) const;
    Plan jsonPlan(int status, const nlohmann::ordered_json &body, const Headers &extra = {}) const;
    Plan bodyPlan(int status, const QByteArray &contentType, const QByteArray &body, const Headers &extra = {}) const;
    Plan streamPlan(const QList<QByteArray> &events, int delayMs) const;
    Plan errorPlan(int status, const QString &message, const QString &type, const QString &code = {}, const QString &param = {},
                   const Headers &extra = {}) const;

    QString m_model = QStringLiteral("test-model");
    int m_latencyMs = 0;
    bool m_closeAfter = false; // the request being answered asked for "Connection: close"
    bool m_tools = true;
    bool m_structuredOutput = true;
    bool m_streaming = true;
    bool m_embeddings = true;
    bool m_logprobs = true;

    std::deque<nlohmann::ordered_json> m_replies;
    std::deque<Fault> m_faults;

    int m_requests = 0;
    QHash<QString, int> m_requestsByPath;
    QList<nlohmann::ordered_json> m_chatRequests;
    QList<QByteArray> m_authorization;
    int m_connections = 0;
    QHash<quint64, QObject *> m_live; // exchange id -> socket, while in flight
    int m_maxInFlight = 0;
    quint64 m_nextExchange = 1;
    quint64 m_generation = 1; // bumped by reset()
    quint64 m_nextChatCompletion = 1; // chatcmpl-N
    quint64 m_nextCompletion = 1; // cmpl-N (legacy completions)
    quint64 m_nextToolCall = 1;
};

// A chat reply (for queueChatReply) whose content is one persona as the persona generator asks
// for it: `groundTruth` gets the persona's name added; the traits and the language are fixed.
nlohmann::json personaReply(const char *type, const char *outcome, int difficulty, const char *name, const char *goal,
                            nlohmann::json groundTruth);

} // namespace Polygon::Test
