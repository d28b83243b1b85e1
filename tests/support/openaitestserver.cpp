#include "openaitestserver.h"

#include <QDateTime>
#include <QHostAddress>
#include <QHttpServerRequest>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <vector>

namespace Polygon::Test {

using Json = nlohmann::ordered_json;

struct OpenAiTestServer::Exchange
{
    quint64 id = 0;
    QPointer<QTcpSocket> socket;
    Plan plan;
};

namespace {

constexpr char kTrackedProperty[] = "_polygon_openai_test_server_tracked";
constexpr char kGenerationProperty[] = "_polygon_openai_test_server_generation";

const QString kChatPath = QStringLiteral("/v1/chat/completions");
const QString kEmbeddingsPath = QStringLiteral("/v1/embeddings");
const QString kCompletionsPath = QStringLiteral("/v1/completions");
const QString kLlamaPath = QStringLiteral("/completion");
const QString kModelsPath = QStringLiteral("/v1/models");

QByteArray toBytes(const std::string &s)
{
    return QByteArray(s.data(), qsizetype(s.size()));
}

QByteArray toBytes(const Json &j)
{
    return toBytes(j.dump(-1, ' ', false, Json::error_handler_t::replace));
}

std::string toStd(const QString &s)
{
    return s.toStdString();
}

// Characters as Unicode code points of a UTF-8 string.
qsizetype utf8Length(const std::string &s)
{
    return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

int tokensFor(qsizetype characters)
{
    return int((characters + 3) / 4);
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// "Hello big  world" -> "Hello ", "big  ", "world": each word with the whitespace
// after it; leading whitespace joins the first piece. Concatenation == text.
std::vector<std::string> trailingPieces(const std::string &text)
{
    std::vector<std::string> out;
    std::string current;
    bool hasWord = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!isSpace(c) && hasWord && i > 0 && isSpace(text[i - 1])) {
            out.push_back(current);
            current.clear();
            hasWord = false;
        }
        current += c;
        if (!isSpace(c))
            hasWord = true;
    }
    if (!current.empty())
        out.push_back(current);
    return out;
}

// "The  cat sat " -> "The", "  cat", " sat ": each word with the whitespace
// before it (like BPE tokens); trailing whitespace joins the last piece.
std::vector<std::string> leadingPieces(const std::string &text)
{
    std::vector<std::string> out;
    std::string current;
    bool hasWord = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c) && hasWord && i > 0 && !isSpace(text[i - 1])) {
            // Only split if another word follows.
            std::size_t j = i;
            while (j < text.size() && isSpace(text[j]))
                ++j;
            if (j < text.size()) {
                out.push_back(current);
                current.clear();
                hasWord = false;
            }
        }
        current += c;
        if (!isSpace(c))
            hasWord = true;
    }
    if (!current.empty())
        out.push_back(current);
    return out;
}

std::string trimmed(const std::string &s)
{
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && isSpace(s[b]))
        ++b;
    while (e > b && isSpace(s[e - 1]))
        --e;
    return s.substr(b, e - b);
}

// Deterministic log-probability of a piece: -(1 + len(word) % 5) / 2.
double logprobFor(const std::string &piece)
{
    return -double(1 + utf8Length(trimmed(piece)) % 5) / 2.0;
}

// Split a UTF-8 string in two near the middle, never inside a code point.
std::pair<std::string, std::string> halves(const std::string &s)
{
    std::size_t cut = s.size() / 2;
    while (cut > 0 && cut < s.size() && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
        --cut;
    return {s.substr(0, cut), s.substr(cut)};
}

std::vector<double> embeddingFor(const std::string &text)
{
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a 64
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    std::vector<double> v(8);
    double norm = 0;
    for (double &x : v) {
        h += 0x9E3779B97F4A7C15ULL; // splitmix64
        std::uint64_t z = h;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        x = double(z >> 11) / double(1ULL << 53) * 2.0 - 1.0;
        norm += x * x;
    }
    norm = std::sqrt(norm);
    if (norm == 0) {
        v[0] = 1;
        norm = 1;
    }
    for (double &x : v)
        x /= norm;
    return v;
}

bool boolField(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() && it->get<bool>();
}

std::optional<std::int64_t> intField(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return std::nullopt;
    return it->is_number_float() ? std::int64_t(it->get<double>()) : it->get<std::int64_t>();
}

std::string stringField(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool usesJsonSchema(const Json &request)
{
    const auto it = request.find("response_format");
    return it != request.end() && it->is_object() && stringField(*it, "type") == "json_schema";
}

qsizetype contentLength(const Json &content)
{
    if (content.is_string())
        return utf8Length(content.get<std::string>());
    qsizetype n = 0;
    if (content.is_array()) {
        for (const Json &part : content) {
            if (part.is_object())
                n += utf8Length(stringField(part, "text"));
            else if (part.is_string())
                n += utf8Length(part.get<std::string>());
        }
    }
    return n;
}

qsizetype messageCharacters(const Json &request)
{
    qsizetype n = 0;
    const auto it = request.find("messages");
    if (it != request.end() && it->is_array()) {
        for (const Json &message : *it) {
            if (message.is_object() && message.contains("content"))
                n += contentLength(message["content"]);
        }
    }
    return n;
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 401:
        return QByteArrayLiteral("Unauthorized");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 429:
        return QByteArrayLiteral("Too Many Requests");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    default:
        return QByteArrayLiteral("Unknown");
    }
}

QString methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return QStringLiteral("GET");
    case QHttpServerRequest::Method::Put:
        return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Delete:
        return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Post:
        return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head:
        return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options:
        return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch:
        return QStringLiteral("PATCH");
    case QHttpServerRequest::Method::Connect:
        return QStringLiteral("CONNECT");
    case QHttpServerRequest::Method::Trace:
        return QStringLiteral("TRACE");
    default:
        return QStringLiteral("UNKNOWN");
    }
}

QByteArray httpChunk(const QByteArray &data)
{
    return QByteArray::number(data.size(), 16) + QByteArrayLiteral("\r\n") + data + QByteArrayLiteral("\r\n");
}

QByteArray sseEvent(const QByteArray &payload)
{
    return QByteArrayLiteral("data: ") + payload + QByteArrayLiteral("\n\n");
}

const QByteArray kDone = QByteArrayLiteral("[DONE]");

} // namespace

OpenAiTestServer::OpenAiTestServer(QObject *parent)
    : QAbstractHttpServer(parent)
{
}

OpenAiTestServer::~OpenAiTestServer() = default;

bool OpenAiTestServer::start()
{
    if (!servers().isEmpty())
        return false;
    auto *tcp = new QTcpServer(this);
    // Up to a few hundred clients connect at once: keep the kernel backlog and
    // Qt's pending queue large enough that no SYN is dropped.
    tcp->setListenBacklogSize(1024);
    tcp->setMaxPendingConnections(1024);
    if (!tcp->listen(QHostAddress::LocalHost, 0)) {
        delete tcp;
        return false;
    }
    bind(tcp);
    return true;
}

quint16 OpenAiTestServer::port() const
{
    const auto list = servers();
    return list.isEmpty() ? 0 : list.constFirst()->serverPort();
}

QUrl OpenAiTestServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/v1").arg(port()));
}

void OpenAiTestServer::setModel(const QString &id)
{
    m_model = id;
}

QString OpenAiTestServer::model() const
{
    return m_model;
}

void OpenAiTestServer::setLatencyMs(int ms)
{
    m_latencyMs = std::max(0, ms);
}

void OpenAiTestServer::queueChatReply(const nlohmann::ordered_json &reply)
{
    m_replies.push_back(reply);
}

void OpenAiTestServer::queueFault(const Fault &fault)
{
    Fault f = fault;
    f.count = std::max(1, f.count);
    f.afterChunks = std::max(0, f.afterChunks);
    f.delayMs = std::max(0, f.delayMs);
    f.retryAfterSeconds = std::max(0, f.retryAfterSeconds);
    m_faults.push_back(f);
}

void OpenAiTestServer::setCapabilities(bool tools, bool structuredOutput, bool streaming, bool embeddings, bool logprobs)
{
    m_tools = tools;
    m_structuredOutput = structuredOutput;
    m_streaming = streaming;
    m_embeddings = embeddings;
    m_logprobs = logprobs;
}

int OpenAiTestServer::requestCount(const QString &path) const
{
    return path.isEmpty() ? m_requests : m_requestsByPath.value(path);
}

int OpenAiTestServer::inFlight() const
{
    return int(m_live.size());
}

int OpenAiTestServer::maxInFlight() const
{
    return m_maxInFlight;
}

int OpenAiTestServer::connectionCount() const
{
    return m_connections;
}

QList<nlohmann::ordered_json> OpenAiTestServer::chatRequests() const
{
    return m_chatRequests;
}

QList<QByteArray> OpenAiTestServer::authorizationHeaders() const
{
    return m_authorization;
}

int OpenAiTestServer::pendingChatReplies() const
{
    return int(m_replies.size());
}

int OpenAiTestServer::pendingFaults() const
{
    return int(m_faults.size());
}

void OpenAiTestServer::reset()
{
    m_replies.clear();
    m_faults.clear();
    m_requests = 0;
    m_requestsByPath.clear();
    m_chatRequests.clear();
    m_authorization.clear();
    m_connections = 0;
    m_live.clear();
    m_maxInFlight = 0;
    m_nextChatCompletion = 1;
    m_nextCompletion = 1;
    m_nextToolCall = 1;
    ++m_generation; // connections already open count again once they carry a request
}

// ---------------------------------------------------------------------------
// Connection handling

void OpenAiTestServer::trackSocket(QTcpSocket *socket)
{
    if (!socket->property(kTrackedProperty).isValid()) {
        socket->setProperty(kTrackedProperty, true);
        connect(socket, &QAbstractSocket::disconnected, this, [this, socket] { socketGone(socket); });
        connect(socket, &QObject::destroyed, this, [this](QObject *gone) { socketGone(gone); });
    }
    // Counted once per connection and reset() generation.
    if (socket->property(kGenerationProperty).toULongLong() != m_generation) {
        socket->setProperty(kGenerationProperty, m_generation);
        ++m_connections;
    }
}

void OpenAiTestServer::socketGone(QObject *socket)
{
    QList<quint64> ids;
    for (auto it = m_live.cbegin(); it != m_live.cend(); ++it) {
        if (it.value() == socket)
            ids.append(it.key());
    }
    for (const quint64 id : std::as_const(ids))
        finish(id);
}

void OpenAiTestServer::finish(quint64 id)
{
    m_live.remove(id);
}

void OpenAiTestServer::run(const std::shared_ptr<Exchange> &exchange, qsizetype index, bool waited)
{
    for (;;) {
        QTcpSocket *socket = exchange->socket.data();
        if (!socket || socket->state() != QAbstractSocket::ConnectedState) {
            finish(exchange->id);
            return;
        }
        if (index >= exchange->plan.steps.size()) {
            finish(exchange->id);
            if (exchange->plan.close)
                socket->disconnectFromHost();
            return;
        }
        const Step &step = exchange->plan.steps.at(index);
        if (step.delayMs > 0 && !waited) {
            QTimer::singleShot(step.delayMs, socket, [this, exchange, index] { run(exchange, index, true); });
            return;
        }
        socket->write(step.data);
        ++index;
        waited = false;
    }
}

bool OpenAiTestServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    trackSocket(socket);

    const QString method = methodName(request.method());
    const QString path = request.url().path();
    QByteArray authorization;
    bool wantsClose = false;
    for (const auto &header : request.headers()) {
        if (header.first.compare("authorization", Qt::CaseInsensitive) == 0)
            authorization = header.second;
        else if (header.first.compare("connection", Qt::CaseInsensitive) == 0)
            wantsClose = header.second.toLower().contains("close");
    }

    ++m_requests;
    ++m_requestsByPath[path];
    m_authorization.append(authorization);
    const quint64 id = m_nextExchange++;
    m_live.insert(id, socket);
    m_maxInFlight = std::max(m_maxInFlight, int(m_live.size()));

    m_closeAfter = wantsClose;
    Plan plan;
    try {
        plan = answer(method, path, request.body());
    } catch (const std::exception &e) {
        plan = errorPlan(500, QStringLiteral("OpenAiTestServer bug: %1").arg(QString::fromUtf8(e.what())),
                         QStringLiteral("server_error"));
    }
    if (wantsClose && !plan.stall)
        plan.close = true;
    m_closeAfter = false;

    auto exchange = std::make_shared<Exchange>();
    exchange->id = id;
    exchange->socket = socket;
    exchange->plan = std::move(plan);

    Q_EMIT requestReceived(method, path);

    if (!exchange->plan.stall)
        run(exchange, 0, false);
    // A stall stays in m_live until the socket disconnects or is destroyed.
    return true;
}

void OpenAiTestServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest() always answers; keep a 404 here for completeness.
    const Plan plan = errorPlan(404, QStringLiteral("Unknown request URL: %1.").arg(request.url().path()),
                                QStringLiteral("invalid_request_error"), QStringLiteral("unknown_url"));
    for (const Step &step : plan.steps)
        socket->write(step.data);
}

// ---------------------------------------------------------------------------
// Wire helpers

QByteArray OpenAiTestServer::head(int status, const QByteArray &contentType, qint64 contentLength, const Headers &extra) const
{
    QByteArray out = QByteArrayLiteral("HTTP/1.1 ") + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    out += QByteArrayLiteral("Server: polygon-openai-test\r\n");
    out += QByteArrayLiteral("Content-Type: ") + contentType + "\r\n";
    if (contentLength >= 0)
        out += QByteArrayLiteral("Content-Length: ") + QByteArray::number(contentLength) + "\r\n";
    else
        out += QByteArrayLiteral("Transfer-Encoding: chunked\r\nCache-Control: no-cache\r\n");
    for (const auto &header : extra)
        out += header.first + ": " + header.second + "\r\n";
    out += m_closeAfter ? QByteArrayLiteral("Connection: close\r\n") : QByteArrayLiteral("Connection: keep-alive\r\n");
    out += "\r\n";
    return out;
}

OpenAiTestServer::Plan OpenAiTestServer::bodyPlan(int status, const QByteArray &contentType, const QByteArray &body,
                                                  const Headers &extra) const
{
    Plan plan;
    plan.steps.append(Step {m_latencyMs, head(status, contentType, body.size(), extra) + body});
    return plan;
}

OpenAiTestServer::Plan OpenAiTestServer::jsonPlan(int status, const nlohmann::ordered_json &body, const Headers &extra) const
{
    return bodyPlan(status, QByteArrayLiteral("application/json"), toBytes(body), extra);
}

OpenAiTestServer::Plan OpenAiTestServer::streamPlan(const QList<QByteArray> &events, int delayMs) const
{
    Plan plan;
    const QByteArray start = head(200, QByteArrayLiteral("text/event-stream"), -1);
    if (events.isEmpty()) {
        plan.steps.append(Step {m_latencyMs, start + QByteArrayLiteral("0\r\n\r\n")});
        return plan;
    }
    for (qsizetype i = 0; i < events.size(); ++i) {
        QByteArray data = httpChunk(sseEvent(events.at(i)));
        if (i == 0)
            plan.steps.append(Step {m_latencyMs, start + data});
        else
            plan.steps.append(Step {delayMs, data});
    }
    plan.steps.last().data += QByteArrayLiteral("0\r\n\r\n");
    return plan;
}

OpenAiTestServer::Plan OpenAiTestServer::errorPlan(int status, const QString &message, const QString &type, const QString &code,
                                                   const QString &param, const Headers &extra) const
{
    Json error = Json::object();
    error["message"] = toStd(message);
    error["type"] = toStd(type);
    error["param"] = param.isEmpty() ? Json(nullptr) : Json(toStd(param));
    error["code"] = code.isEmpty() ? Json(nullptr) : Json(toStd(code));
    Json body = Json::object();
    body["error"] = error;
    return jsonPlan(status, body, extra);
}

// ---------------------------------------------------------------------------
// Routing

OpenAiTestServer::Plan OpenAiTestServer::answer(const QString &method, const QString &path, const QByteArray &body)
{
    if (method == QStringLiteral("GET") && path == kModelsPath) {
        Json model = Json::object();
        model["id"] = toStd(m_model);
        model["object"] = "model";
        model["created"] = 0;
        model["owned_by"] = "polygon-test";
        Json list = Json::object();
        list["object"] = "list";
        list["data"] = Json::array({model});
        return jsonPlan(200, list);
    }
    const bool known = path == kChatPath || path == kEmbeddingsPath || path == kCompletionsPath || path == kLlamaPath;
    if (method != QStringLiteral("POST") || !known) {
        return errorPlan(404, QStringLiteral("Unknown request URL: %1 %2. Please check the URL for typos.").arg(method, path),
                         QStringLiteral("invalid_request_error"), QStringLiteral("unknown_url"));
    }
    Json request = Json::parse(body.cbegin(), body.cend(), nullptr, false);
    if (request.is_discarded() || !request.is_object()) {
        return errorPlan(400,
                         QStringLiteral("We could not parse the JSON body of your request. (HINT: This likely means you aren't "
                                        "using your HTTP library correctly.)"),
                         QStringLiteral("invalid_request_error"));
    }
    if (path == kChatPath)
        m_chatRequests.append(request);
    return answerPost(path, request);
}

QString OpenAiTestServer::capabilityViolation(const QString &path, const nlohmann::ordered_json &request, QString *param) const
{
    const bool chat = path == kChatPath;
    const bool completions = path == kCompletionsPath;
    if (path == kEmbeddingsPath && !m_embeddings) {
        *param = QStringLiteral("model");
        return QStringLiteral("This model does not support embeddings.");
    }
    if ((chat || completions) && !m_streaming && boolField(request, "stream")) {
        *param = QStringLiteral("stream");
        return QStringLiteral("This model does not support streaming.");
    }
    if (chat && !m_tools) {
        const auto tools = request.find("tools");
        if (tools != request.end() && tools->is_array() && !tools->empty()) {
            *param = QStringLiteral("tools");
            return QStringLiteral("This model does not support tools.");
        }
    }
    if (chat && !m_structuredOutput && usesJsonSchema(request)) {
        *param = QStringLiteral("response_format");
        return QStringLiteral("This model does not support response_format json_schema.");
    }
    if (!m_logprobs) {
        bool uses = false;
        if (chat) {
            const auto top = request.find("top_logprobs");
            uses = boolField(request, "logprobs") || (top != request.end() && !top->is_null());
        } else if (completions) {
            const auto lp = request.find("logprobs");
            uses = lp != request.end() && !lp->is_null();
        } else if (path == kLlamaPath) {
            uses = intField(request, "n_probs").value_or(0) > 0;
        }
        if (uses) {
            *param = path == kLlamaPath ? QStringLiteral("n_probs") : QStringLiteral("logprobs");
            return QStringLiteral("This model does not support logprobs.");
        }
    }
    return {};
}

OpenAiTestServer::Plan OpenAiTestServer::answerPost(const QString &path, const nlohmann::ordered_json &request)
{
    std::optional<Fault> fault;
    if (!m_faults.empty()) {
        fault = m_faults.front();
        if (--m_faults.front().count <= 0)
            m_faults.pop_front();
    }
    const bool stream = path != kLlamaPath && boolField(request, "stream");

    if (fault) {
        switch (fault->kind) {
        case Fault::Kind::RateLimited:
            return errorPlan(
                429, QStringLiteral("Rate limit reached for requests. Please try again in %1s.").arg(fault->retryAfterSeconds),
                QStringLiteral("requests"), QStringLiteral("rate_limit_exceeded"), {},
                {{QByteArrayLiteral("Retry-After"), QByteArray::number(fault->retryAfterSeconds)}});
        case Fault::Kind::ServerError:
            if (fault->echoAuthorization)
                return bodyPlan(500, QByteArrayLiteral("text/plain"),
                                "upstream failed; request was POST " + path.toUtf8()
                                    + " with headers Authorization: " + m_authorization.last() + "\n");
            return errorPlan(500, QStringLiteral("The server had an error while processing your request. Sorry about that!"),
                             QStringLiteral("server_error"));
        case Fault::Kind::Unauthorized:
            if (fault->echoAuthorization) {
                const QString header = QString::fromLatin1(m_authorization.last());
                const QString key = header.startsWith(QLatin1String("Bearer ")) ? header.mid(7) : header;
                return errorPlan(401,
                                 QStringLiteral("Incorrect API key provided: %1. You sent Authorization: %2").arg(key, header),
                                 QStringLiteral("invalid_request_error"), QStringLiteral("invalid_api_key"));
            }
            return errorPlan(401, QStringLiteral("Incorrect API key provided."), QStringLiteral("invalid_request_error"),
                             QStringLiteral("invalid_api_key"));
        case Fault::Kind::Stall: {
            Plan plan;
            plan.stall = true;
            return plan;
        }
        case Fault::Kind::InvalidJson:
            if (stream)
                return streamPlan({QByteArrayLiteral("{\"id\": \"chatcmpl-broken\", \"choices\": ["), kDone}, 0);
            return bodyPlan(200, QByteArrayLiteral("application/json"), QByteArrayLiteral("this is not JSON {\"choices\": ["));
        case Fault::Kind::MalformedReply:
            if (stream)
                return streamPlan({QByteArrayLiteral("{\"foo\":1}"), kDone}, 0);
            return jsonPlan(200, Json::parse(R"({"foo":1})"));
        case Fault::Kind::TruncatedStream:
        case Fault::Kind::SlowTokens:
            break; // they shape the normal answer, below
        }
    }

    QString param;
    const QString violation = capabilityViolation(path, request, &param);
    if (!violation.isEmpty())
        return errorPlan(400, violation, QStringLiteral("invalid_request_error"), {}, param);

    Answer a;
    if (path == kChatPath)
        a = chatAnswer(request);
    else if (path == kEmbeddingsPath)
        a = embeddingsAnswer(request);
    else if (path == kCompletionsPath)
        a = completionsAnswer(request);
    else
        a = llamaCompletionAnswer(request);

    if (a.status != 200)
        return jsonPlan(a.status, a.body);

    if (fault && fault->kind == Fault::Kind::TruncatedStream) {
        Plan plan;
        plan.close = true;
        if (a.stream) {
            // Never the [DONE] event (the last one), never the terminating chunk.
            const qsizetype n = std::min<qsizetype>(fault->afterChunks, std::max<qsizetype>(0, a.events.size() - 1));
            QByteArray first = head(200, QByteArrayLiteral("text/event-stream"), -1);
            if (n > 0)
                first += httpChunk(sseEvent(a.events.at(0)));
            plan.steps.append(Step {m_latencyMs, first});
            for (qsizetype i = 1; i < n; ++i)
                plan.steps.append(Step {0, httpChunk(sseEvent(a.events.at(i)))});
        } else {
            const QByteArray full = toBytes(a.body);
            plan.steps.append(
                Step {m_latencyMs, head(200, QByteArrayLiteral("application/json"), full.size()) + full.left(full.size() / 2)});
        }
        return plan;
    }
    if (fault && fault->kind == Fault::Kind::SlowTokens) {
        if (a.stream)
            return streamPlan(a.events, fault->delayMs);
        Plan plan = jsonPlan(200, a.body);
        plan.steps.first().delayMs += fault->delayMs;
        return plan;
    }
    return a.stream ? streamPlan(a.events, 0) : jsonPlan(200, a.body);
}

// ---------------------------------------------------------------------------
// Endpoints

OpenAiTestServer::Answer OpenAiTestServer::chatAnswer(const nlohmann::ordered_json &request)
{
    Json reply = Json::object();
    if (!m_replies.empty()) {
        reply = m_replies.front();
        m_replies.pop_front();
        if (!reply.is_object())
            reply = Json::object();
    }

    struct ToolCall
    {
        std::string id, name, arguments;
    };
    std::vector<ToolCall> toolCalls;
    if (const auto calls = reply.find("tool_calls"); calls != reply.end() && calls->is_array()) {
        for (const Json &call : *calls) {
            if (!call.is_object())
                continue;
            ToolCall tc;
            tc.id = stringField(call, "id");
            if (tc.id.empty())
                tc.id = "call_" + std::to_string(m_nextToolCall++);
            tc.name = stringField(call, "name");
            const auto args = call.find("arguments");
            if (args == call.end() || args->is_null())
                tc.arguments = "{}";
            else if (args->is_string())
                tc.arguments = args->get<std::string>();
            else
                tc.arguments = args->dump(-1, ' ', false, Json::error_handler_t::replace);
            toolCalls.push_back(std::move(tc));
        }
    }

    Json content;
    if (const auto c = reply.find("content"); c != reply.end())
        content = c->is_string() || c->is_null() ? *c : Json(c->dump(-1, ' ', false, Json::error_handler_t::replace));
    else if (toolCalls.empty() || !reply.contains("tool_calls"))
        content = usesJsonSchema(request) ? "{}" : "ok";
    else
        content = nullptr;
    const std::string text = content.is_string() ? content.get<std::string>() : std::string();

    std::string finishReason = stringField(reply, "finish_reason");
    if (finishReason.empty())
        finishReason = toolCalls.empty() ? "stop" : "tool_calls";

    qsizetype completionChars = utf8Length(text);
    for (const ToolCall &tc : toolCalls)
        completionChars += utf8Length(tc.arguments);
    int promptTokens = tokensFor(messageCharacters(request));
    int completionTokens = tokensFor(completionChars);
    if (const auto usage = reply.find("usage"); usage != reply.end() && usage->is_object()) {
        promptTokens = int(intField(*usage, "prompt_tokens").value_or(promptTokens));
        completionTokens = int(intField(*usage, "completion_tokens").value_or(completionTokens));
    }
    Json usage = Json::object();
    usage["prompt_tokens"] = promptTokens;
    usage["completion_tokens"] = completionTokens;
    usage["total_tokens"] = promptTokens + completionTokens;

    const std::string id = "chatcmpl-" + std::to_string(m_nextChatCompletion++);
    const qint64 created = QDateTime::currentSecsSinceEpoch();
    std::string model = stringField(request, "model");
    if (model.empty())
        model = toStd(m_model);
    const bool logprobs = boolField(request, "logprobs");
    const int topLogprobs = int(intField(request, "top_logprobs").value_or(0));
    const auto logprobEntry = [topLogprobs](const std::string &piece) {
        Json entry = Json::object();
        entry["token"] = piece;
        entry["logprob"] = logprobFor(piece);
        entry["top_logprobs"] = Json::array();
        if (topLogprobs > 0) {
            Json top = Json::object();
            top["token"] = piece;
            top["logprob"] = logprobFor(piece);
            entry["top_logprobs"].push_back(top);
        }
        return entry;
    };

    Answer a;
    a.stream = boolField(request, "stream");
    if (!a.stream) {
        Json message = Json::object();
        message["role"] = "assistant";
        message["content"] = content;
        if (!toolCalls.empty()) {
            Json calls = Json::array();
            for (const ToolCall &tc : toolCalls) {
                Json call = Json::object();
                call["id"] = tc.id;
                call["type"] = "function";
                call["function"] = Json::object();
                call["function"]["name"] = tc.name;
                call["function"]["arguments"] = tc.arguments;
                calls.push_back(call);
            }
            message["tool_calls"] = calls;
        }
        Json choice = Json::object();
        choice["index"] = 0;
        choice["message"] = message;
        if (logprobs) {
            Json lp = Json::object();
            lp["content"] = Json::array();
            for (const std::string &piece : trailingPieces(text))
                lp["content"].push_back(logprobEntry(piece));
            choice["logprobs"] = lp;
        } else {
            choice["logprobs"] = nullptr;
        }
        choice["finish_reason"] = finishReason;
        Json body = Json::object();
        body["id"] = id;
        body["object"] = "chat.completion";
        body["created"] = created;
        body["model"] = model;
        body["choices"] = Json::array({choice});
        body["usage"] = usage;
        a.body = body;
        return a;
    }

    const auto chunk = [&](const Json &delta, const Json &finish, const Json &lp) {
        Json choice = Json::object();
        choice["index"] = 0;
        choice["delta"] = delta;
        choice["logprobs"] = lp;
        choice["finish_reason"] = finish;
        Json body = Json::object();
        body["id"] = id;
        body["object"] = "chat.completion.chunk";
        body["created"] = created;
        body["model"] = model;
        body["choices"] = Json::array({choice});
        return toBytes(body);
    };
    Json delta = Json::object();
    delta["role"] = "assistant";
    a.events.append(chunk(delta, nullptr, nullptr));
    for (const std::string &piece : trailingPieces(text)) {
        Json d = Json::object();
        d["content"] = piece;
        Json lp = nullptr;
        if (logprobs) {
            lp = Json::object();
            lp["content"] = Json::array({logprobEntry(piece)});
        }
        a.events.append(chunk(d, nullptr, lp));
    }
    for (std::size_t i = 0; i < toolCalls.size(); ++i) {
        const ToolCall &tc = toolCalls[i];
        Json call = Json::object();
        call["index"] = i;
        call["id"] = tc.id;
        call["type"] = "function";
        call["function"] = Json::object();
        call["function"]["name"] = tc.name;
        call["function"]["arguments"] = "";
        Json d = Json::object();
        d["tool_calls"] = Json::array({call});
        a.events.append(chunk(d, nullptr, nullptr));
        const auto [first, second] = halves(tc.arguments);
        for (const std::string &piece : {first, second}) {
            Json part = Json::object();
            part["index"] = i;
            part["function"] = Json::object();
            part["function"]["arguments"] = piece;
            Json pd = Json::object();
            pd["tool_calls"] = Json::array({part});
            a.events.append(chunk(pd, nullptr, nullptr));
        }
    }
    a.events.append(chunk(Json::object(), finishReason, nullptr));
    if (const auto options = request.find("stream_options");
        options != request.end() && options->is_object() && boolField(*options, "include_usage")) {
        Json body = Json::object();
        body["id"] = id;
        body["object"] = "chat.completion.chunk";
        body["created"] = created;
        body["model"] = model;
        body["choices"] = Json::array();
        body["usage"] = usage;
        a.events.append(toBytes(body));
    }
    a.events.append(kDone);
    return a;
}

// `key` as a string or a non-empty array of strings (embeddings' input,
// completions' prompt); nothing when it is anything else.
std::optional<std::vector<std::string>> stringOrStrings(const nlohmann::ordered_json &request, const char *key)
{
    const auto value = request.find(key);
    if (value == request.end())
        return std::nullopt;
    if (value->is_string())
        return std::vector<std::string> {value->get<std::string>()};
    if (!value->is_array() || value->empty())
        return std::nullopt;
    std::vector<std::string> out;
    for (const auto &item : *value) {
        if (!item.is_string())
            return std::nullopt;
        out.push_back(item.get<std::string>());
    }
    return out;
}

OpenAiTestServer::Answer OpenAiTestServer::notStrings(const char *key)
{
    Answer a;
    a.status = 400;
    a.body = {{"error",
               {{"message", std::string("'") + key + "' must be a string or a non-empty array of strings."},
                {"type", "invalid_request_error"},
                {"param", key},
                {"code", nullptr}}}};
    return a;
}

OpenAiTestServer::Answer OpenAiTestServer::embeddingsAnswer(const nlohmann::ordered_json &request)
{
    Answer a;
    const auto list = stringOrStrings(request, "input");
    if (!list)
        return notStrings("input");
    const std::vector<std::string> &inputs = *list;
    Json data = Json::array();
    int tokens = 0;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        Json item = Json::object();
        item["object"] = "embedding";
        item["index"] = i;
        item["embedding"] = embeddingFor(inputs[i]);
        data.push_back(item);
        tokens += tokensFor(utf8Length(inputs[i]));
    }
    std::string model = stringField(request, "model");
    if (model.empty())
        model = toStd(m_model);
    a.body = Json::object();
    a.body["object"] = "list";
    a.body["data"] = data;
    a.body["model"] = model;
    a.body["usage"] = Json::object();
    a.body["usage"]["prompt_tokens"] = tokens;
    a.body["usage"]["total_tokens"] = tokens;
    return a;
}

OpenAiTestServer::Answer OpenAiTestServer::completionsAnswer(const nlohmann::ordered_json &request)
{
    Answer a;
    const auto list = stringOrStrings(request, "prompt");
    if (!list)
        return notStrings("prompt");
    const std::vector<std::string> &prompts = *list;

    const bool echo = boolField(request, "echo");
    const auto lpField = request.find("logprobs");
    const bool withLogprobs = lpField != request.end() && !lpField->is_null();
    const int topN = int(intField(request, "logprobs").value_or(0));
    const std::string id = "cmpl-" + std::to_string(m_nextCompletion++);
    const qint64 created = QDateTime::currentSecsSinceEpoch();
    std::string model = stringField(request, "model");
    if (model.empty())
        model = toStd(m_model);

    Json choices = Json::array();
    int promptTokens = 0;
    int completionTokens = 0;
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < prompts.size(); ++i) {
        const std::string text = echo ? prompts[i] : std::string("ok");
        texts.push_back(text);
        promptTokens += tokensFor(utf8Length(prompts[i]));
        completionTokens += echo ? 0 : tokensFor(utf8Length(text));
        Json choice = Json::object();
        choice["text"] = text;
        choice["index"] = i;
        if (withLogprobs) {
            Json tokens = Json::array();
            Json values = Json::array();
            Json top = Json::array();
            Json offsets = Json::array();
            qsizetype offset = 0;
            bool first = true;
            for (const std::string &piece : leadingPieces(text)) {
                tokens.push_back(piece);
                offsets.push_back(offset);
                offset += utf8Length(piece);
                if (first && echo) {
                    values.push_back(nullptr);
                    top.push_back(nullptr);
                } else {
                    values.push_back(logprobFor(piece));
                    if (topN > 0) {
                        Json t = Json::object();
                        t[piece] = logprobFor(piece);
                        top.push_back(t);
                    } else {
                        top.push_back(nullptr);
                    }
                }
                first = false;
            }
            Json lp = Json::object();
            lp["tokens"] = tokens;
            lp["token_logprobs"] = values;
            lp["top_logprobs"] = top;
            lp["text_offset"] = offsets;
            choice["logprobs"] = lp;
        } else {
            choice["logprobs"] = nullptr;
        }
        choice["finish_reason"] = "stop";
        choices.push_back(choice);
    }
    Json usage = Json::object();
    usage["prompt_tokens"] = promptTokens;
    usage["completion_tokens"] = completionTokens;
    usage["total_tokens"] = promptTokens + completionTokens;

    a.stream = boolField(request, "stream");
    if (!a.stream) {
        a.body = Json::object();
        a.body["id"] = id;
        a.body["object"] = "text_completion";
        a.body["created"] = created;
        a.body["model"] = model;
        a.body["choices"] = choices;
        a.body["usage"] = usage;
        return a;
    }
    const auto chunk = [&](std::size_t index, const std::string &text, const Json &finish) {
        Json choice = Json::object();
        choice["text"] = text;
        choice["index"] = index;
        choice["logprobs"] = nullptr;
        choice["finish_reason"] = finish;
        Json body = Json::object();
        body["id"] = id;
        body["object"] = "text_completion";
        body["created"] = created;
        body["model"] = model;
        body["choices"] = Json::array({choice});
        return toBytes(body);
    };
    for (std::size_t i = 0; i < texts.size(); ++i) {
        for (const std::string &piece : trailingPieces(texts[i]))
            a.events.append(chunk(i, piece, nullptr));
        a.events.append(chunk(i, std::string(), "stop"));
    }
    a.events.append(kDone);
    return a;
}

OpenAiTestServer::Answer OpenAiTestServer::llamaCompletionAnswer(const nlohmann::ordered_json &request)
{
    Answer a;
    const auto prompt = request.find("prompt");
    if (prompt == request.end() || !prompt->is_string()) {
        a.status = 400;
        a.body = Json::parse(R"({"error":{"code":400,"message":"'prompt' must be a string.","type":"invalid_request_error"}})");
        return a;
    }
    const std::string text = prompt->get<std::string>();
    const int nProbs = int(intField(request, "n_probs").value_or(0));
    std::string model = stringField(request, "model");
    if (model.empty())
        model = toStd(m_model);
    const std::vector<std::string> pieces = leadingPieces(text);

    a.body = Json::object();
    a.body["content"] = nProbs > 0 ? "" : "ok";
    a.body["model"] = model;
    a.body["stop"] = true;
    a.body["tokens_evaluated"] = pieces.size();
    a.body["tokens_predicted"] = nProbs > 0 ? 0 : 1;
    if (nProbs > 0) {
        Json probabilities = Json::array();
        for (const std::string &piece : pieces) {
            Json prob = Json::object();
            prob["tok_str"] = piece;
            prob["prob"] = std::exp(logprobFor(piece));
            Json entry = Json::object();
            entry["content"] = piece;
            entry["probs"] = Json::array({prob});
            probabilities.push_back(entry);
        }
        a.body["completion_probabilities"] = probabilities;
    }
    return a;
}

nlohmann::json personaReply(const char *type, const char *outcome, int difficulty, const char *name, const char *goal,
                            nlohmann::json groundTruth)
{
    groundTruth["name"] = name;
    const nlohmann::json persona = {{"name", name},
                                    {"type", type},
                                    {"intended_outcome", outcome},
                                    {"difficulty", difficulty},
                                    {"goal", goal},
                                    {"ground_truth", std::move(groundTruth)},
                                    {"traits", {"answers briefly"}},
                                    {"language", "en"}};
    return {{"content", persona.dump()}};
}

} // namespace Polygon::Test
