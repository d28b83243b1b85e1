#include "openaiprovider.h"

#include "apikey.h"
#include "sseparser.h"

#include "core/util/jsonparse.h"
#include "core/util/jsonwriter.h"

#include <QDateTime>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimerEvent>
#include <QUrlQuery>

namespace Polygon {

// ---------------------------------------------------------------- ProviderReply

ProviderReply::ProviderReply(Kind kind, QString conversation, QObject *parent)
    : QObject(parent)
    , m_kind(kind)
    , m_conversation(std::move(conversation))
{
}

void ProviderReply::cancel()
{
    if (!m_finished)
        Q_EMIT cancelRequested();
}

void ProviderReply::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    Q_EMIT finished();
}

void ProviderReply::fail(const ProviderError &error)
{
    if (m_finished)
        return;
    m_error = error;
    // Every provider scrubs its own key first; this catches credentials any
    // error text still names (a recorded error replayed, a header echoed).
    m_error->message = redactSecrets(error.message);
    m_error->request = redactSecrets(error.request);
    finish();
}

QString ProviderError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Network:
        return QStringLiteral("network");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::RateLimited:
        return QStringLiteral("rate_limited");
    case Kind::Server:
        return QStringLiteral("server_error");
    case Kind::Unauthorized:
        return QStringLiteral("unauthorized");
    case Kind::BadRequest:
        return QStringLiteral("bad_request");
    case Kind::MalformedReply:
        return QStringLiteral("malformed_reply");
    case Kind::TruncatedStream:
        return QStringLiteral("truncated_stream");
    case Kind::Unsupported:
        return QStringLiteral("unsupported");
    case Kind::Cancelled:
        break;
    }
    return QStringLiteral("cancelled");
}

QString ProviderError::toString() const
{
    QString s = kindName(kind) + QLatin1String(": ") + message;
    if (!request.isEmpty())
        s += QLatin1String(" (") + request + QLatin1Char(')');
    return s;
}

// ------------------------------------------------------------------ UsageLedger

void UsageLedger::add(const QString &conversation, const TokenUsage &usage)
{
    m_total += usage;
    if (!conversation.isEmpty())
        m_perConversation[conversation] += usage;
}

double UsageLedger::cost(const TokenUsage &usage, double inputPerMillion, double outputPerMillion)
{
    return (double(usage.promptTokens) * inputPerMillion + double(usage.completionTokens) * outputPerMillion) / 1e6;
}

// -------------------------------------------------------------- OpenAiProvider

namespace {

QByteArray toBytes(const Json &body)
{
    const std::string text = body.dump(-1, ' ', false, Json::error_handler_t::replace);
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace

struct OpenAiProvider::Job
{
    QPointer<ProviderReply> reply;
    QByteArray method; // GET or POST
    QString path; // relative to base_url, e.g. "chat/completions"
    bool absolutePath = false; // path is relative to the server root (llama.cpp /completion)
    QByteArray body; // POST body, written once (retries send it again)
    bool stream = false;
    bool structured = false;
    int attempt = 0; // attempts started
    QNetworkReply *network = nullptr;
    size_t manager = 0; // index into m_networks of the running attempt
    int timer = 0; // the provider's timer id watching for a stall, 0 when none
    qint64 lastActivity = 0; // m_clock time the request started or its last bytes arrived
    QElapsedTimer started;
    SseParser sse;
    bool streamDone = false; // [DONE] or a finish_reason arrived
    bool tokensDelivered = false; // a streamed retry would repeat them: never retry then
    bool cancelled = false;
    bool timedOut = false;
    // Streaming: tool calls assembled from deltas, by index.
    QList<ToolCall> streamedCalls;
    QList<QString> streamedArguments;
    // Fallback for token log-probs (OpenAI echo, then llama.cpp).
    bool triedLlamaCpp = false;
    QString logProbText;
};

OpenAiProvider::OpenAiProvider(const Profile &profile, QByteArray apiKey, QObject *parent)
    : Provider(parent)
    , m_profile(profile)
    , m_apiKey(std::move(apiKey))
{
    m_clock.start();
    constexpr int ConnectionsPerManager = 6;
    const int managers = (std::max(1, m_profile.concurrency) + ConnectionsPerManager - 1) / ConnectionsPerManager;
    for (int i = 0; i < managers; ++i) {
        m_networks.push_back(std::make_unique<QNetworkAccessManager>());
        // One connection per manager, not one per request.
        connect(m_networks.back().get(), &QNetworkAccessManager::finished, this, [this](QNetworkReply *network) {
            for (const auto &job : std::as_const(m_running))
                if (job->network == network) {
                    onFinished(std::shared_ptr<Job>(job)); // keeps it alive while m_running lets go
                    return;
                }
        });
    }
    m_networkLoad.assign(m_networks.size(), 0);
    m_dispatchTimer.setSingleShot(true);
    connect(&m_dispatchTimer, &QTimer::timeout, this, &OpenAiProvider::dispatch);
}

OpenAiProvider::~OpenAiProvider()
{
    for (const auto &network : m_networks)
        network->disconnect(this);
    for (const auto &job : std::as_const(m_running))
        if (job->network) {
            job->network->disconnect(this);
            job->network->abort();
        }
}

QUrl OpenAiProvider::endpoint(const QString &path) const
{
    QString base = m_profile.baseUrl;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return QUrl(base + QLatin1Char('/') + path);
}

QString OpenAiProvider::describe(const QByteArray &method, QUrl url)
{
    url.setUserInfo({}); // never print credentials, even if someone put them there
    return QString::fromLatin1(method) + QLatin1Char(' ') + url.toString();
}

QString OpenAiProvider::describe(const std::shared_ptr<Job> &job) const
{
    return describe(job->method, job->absolutePath ? endpoint(QString()).resolved(QUrl(job->path)) : endpoint(job->path));
}

QString OpenAiProvider::describeRequest(ProviderReply::Kind kind) const
{
    switch (kind) {
    case ProviderReply::Kind::Chat:
        return describe("POST", endpoint(QStringLiteral("chat/completions")));
    case ProviderReply::Kind::Embeddings:
        return describe("POST", endpoint(QStringLiteral("embeddings")));
    case ProviderReply::Kind::LogProbs:
        return describe("POST", endpoint(QStringLiteral("completions")));
    case ProviderReply::Kind::Models:
        break;
    }
    return describe("GET", endpoint(QStringLiteral("models")));
}

QByteArray OpenAiProvider::chatBody(const ChatRequest &request) const
{
    static constexpr std::string_view roles[] = {"system", "user", "assistant", "tool"};
    qsizetype size = 256;
    for (const ChatMessage &m : request.messages)
        size += 48 + m.content.size() * 3 / 2;
    JsonWriter w(size);
    w.beginObject().key("model").value(m_profile.model);
    w.key("messages").beginArray();
    for (const ChatMessage &m : request.messages) {
        w.beginObject().key("role").value(roles[int(m.role)]);
        if (m.role == ChatMessage::Role::Tool)
            w.key("tool_call_id").value(m.toolCallId);
        w.key("content").value(m.content);
        if (!m.toolCalls.isEmpty()) {
            w.key("tool_calls").beginArray();
            for (const ToolCall &c : m.toolCalls) {
                w.beginObject().key("id").value(c.id).key("type").value("function");
                w.key("function").beginObject().key("name").value(c.name).key("arguments");
                if (c.arguments.is_string())
                    w.value(c.arguments.get_ref<const std::string &>());
                else
                    w.value(std::string_view(c.arguments.dump(-1, ' ', false, Json::error_handler_t::replace)));
                w.endObject().endObject();
            }
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
    if (!request.tools.isEmpty()) {
        w.key("tools").beginArray();
        for (const ToolSpec &t : request.tools) {
            w.beginObject().key("type").value("function").key("function").beginObject();
            w.key("name").value(t.name).key("description").value(t.description).key("parameters").value(t.parameters);
            w.endObject().endObject();
        }
        w.endArray();
    }
    if (request.jsonSchema) {
        w.key("response_format").beginObject().key("type").value("json_schema").key("json_schema").beginObject();
        w.key("name").value(request.schemaName).key("schema").value(*request.jsonSchema).key("strict").value(true);
        w.endObject().endObject();
    }
    if (const auto t = request.temperature ? request.temperature : m_profile.temperature)
        w.key("temperature").value(*t);
    if (m_profile.topP)
        w.key("top_p").value(*m_profile.topP);
    if (const auto n = request.maxTokens ? request.maxTokens : m_profile.maxTokens)
        w.key("max_tokens").value(*n);
    if (const auto s = request.seed ? request.seed : m_profile.seed)
        w.key("seed").value(qint64(*s));
    if (request.stream) {
        w.key("stream").value(true);
        w.key("stream_options").beginObject().key("include_usage").value(true).endObject();
    }
    w.endObject();
    return w.take();
}

ProviderReply *OpenAiProvider::chat(const ChatRequest &request)
{
    auto *reply = new ProviderReply(ProviderReply::Kind::Chat, request.conversation, this);
    auto job = std::make_shared<Job>();
    job->reply = reply;
    job->method = "POST";
    job->path = QStringLiteral("chat/completions");
    job->body = chatBody(request);
    job->stream = request.stream;
    job->structured = request.jsonSchema.has_value();
    enqueue(job);
    return reply;
}

ProviderReply *OpenAiProvider::embed(const QStringList &texts)
{
    auto *reply = new ProviderReply(ProviderReply::Kind::Embeddings, {}, this);
    auto job = std::make_shared<Job>();
    job->reply = reply;
    job->method = "POST";
    job->path = QStringLiteral("embeddings");
    Json input = Json::array();
    for (const QString &t : texts)
        input.push_back(toStdString(t));
    job->body = toBytes({{"model", toStdString(m_profile.model)}, {"input", input}});
    enqueue(job);
    return reply;
}

ProviderReply *OpenAiProvider::tokenLogProbs(const QString &text)
{
    auto *reply = new ProviderReply(ProviderReply::Kind::LogProbs, {}, this);
    auto job = std::make_shared<Job>();
    job->reply = reply;
    job->method = "POST";
    job->path = QStringLiteral("completions");
    job->logProbText = text;
    job->body = toBytes({{"model", toStdString(m_profile.model)},
                         {"prompt", toStdString(text)},
                         {"max_tokens", 0},
                         {"echo", true},
                         {"logprobs", 0}});
    enqueue(job);
    return reply;
}

ProviderReply *OpenAiProvider::listModels()
{
    auto *reply = new ProviderReply(ProviderReply::Kind::Models, {}, this);
    auto job = std::make_shared<Job>();
    job->reply = reply;
    job->method = "GET";
    job->path = QStringLiteral("models");
    enqueue(job);
    return reply;
}

void OpenAiProvider::enqueue(std::shared_ptr<Job> job)
{
    std::weak_ptr<Job> weak = job;
    connect(job->reply, &ProviderReply::cancelRequested, this, [this, weak] {
        const auto job = weak.lock();
        if (!job)
            return;
        job->cancelled = true;
        const auto queued = std::find(m_queue.begin(), m_queue.end(), job);
        if (queued != m_queue.end()) {
            m_queue.erase(queued);
            fail(job, {ProviderError::Kind::Cancelled, 0, describe(job), tr("the request was cancelled")});
        } else if (m_waiting.removeOne(job)) {
            fail(job, {ProviderError::Kind::Cancelled, 0, describe(job), tr("the request was cancelled")});
        } else if (job->network) {
            job->network->abort(); // onFinished reports the cancellation
        } else {
            fail(job, {ProviderError::Kind::Cancelled, 0, describe(job), tr("the request was cancelled")});
        }
    });
    m_queue.push_back(std::move(job));
    dispatch();
}

void OpenAiProvider::dispatch()
{
    const int limit = std::max(1, m_profile.concurrency);
    while (!m_queue.empty() && m_inFlight < limit) {
        if (m_profile.requestsPerMinute > 0) {
            const qint64 now = m_clock.elapsed();
            while (!m_recentStarts.empty() && now - m_recentStarts.front() >= m_rateWindowMs)
                m_recentStarts.pop_front();
            if (qsizetype(m_recentStarts.size()) >= m_profile.requestsPerMinute) {
                // The budget is spent: wake up when the oldest start leaves the window.
                m_dispatchTimer.start(int(m_rateWindowMs - (now - m_recentStarts.front())) + 1);
                return;
            }
            m_recentStarts.push_back(now);
        }
        auto job = m_queue.front();
        m_queue.pop_front();
        start(job);
    }
}

void OpenAiProvider::start(const std::shared_ptr<Job> &job)
{
    if (!job->reply) { // the caller deleted the reply: nobody is waiting
        dispatch();
        return;
    }
    ++job->attempt;
    ++m_inFlight;
    m_running.append(job);
    job->started.start();
    job->sse = SseParser();
    job->streamDone = false;

    QNetworkRequest request(job->absolutePath ? endpoint(QString()).resolved(QUrl(job->path)) : endpoint(job->path));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", job->stream ? "text/event-stream" : "application/json");
    if (!m_apiKey.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_apiKey);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    job->manager = size_t(std::min_element(m_networkLoad.begin(), m_networkLoad.end()) - m_networkLoad.begin());
    ++m_networkLoad[job->manager];
    QNetworkAccessManager &network = *m_networks[job->manager];
    if (job->method == "GET") {
        job->network = network.get(request);
    } else {
        job->network = network.post(request, job->body);
    }
    // The timeout counts from the last bytes received: a slow stream is fine, a stall is not.
    job->lastActivity = m_clock.elapsed();
    watch(job, std::max(1, m_profile.timeoutMs));
    std::weak_ptr<Job> weak = job;
    connect(job->network, &QNetworkReply::readyRead, this, [this, weak] {
        if (const auto job = weak.lock())
            onReadyRead(job);
    });
}

void OpenAiProvider::watch(const std::shared_ptr<Job> &job, int ms)
{
    unwatch(job);
    job->timer = startTimer(ms, Qt::CoarseTimer);
    m_watched.insert(job->timer, job);
}

void OpenAiProvider::unwatch(const std::shared_ptr<Job> &job)
{
    if (!job->timer)
        return;
    killTimer(job->timer);
    m_watched.remove(job->timer);
    job->timer = 0;
}

void OpenAiProvider::timerEvent(QTimerEvent *event)
{
    const auto it = m_watched.constFind(event->timerId());
    if (it == m_watched.cend()) {
        Provider::timerEvent(event);
        return;
    }
    const std::shared_ptr<Job> job = it->lock();
    m_watched.erase(it);
    killTimer(event->timerId());
    if (!job || !job->network) {
        if (job)
            job->timer = 0;
        return;
    }
    job->timer = 0;
    const qint64 left = std::max(1, m_profile.timeoutMs) - (m_clock.elapsed() - job->lastActivity);
    if (left > 0) { // bytes arrived since the timer was set: wait for the rest
        watch(job, int(left));
        return;
    }
    job->timedOut = true;
    job->network->abort();
}

void OpenAiProvider::onReadyRead(const std::shared_ptr<Job> &job)
{
    job->lastActivity = m_clock.elapsed();
    if (!job->stream)
        return; // read whole on finished
    const int status = job->network->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 200)
        return;
    if (!job->network->isOpen())
        return;
    for (const QByteArray &data : job->sse.feed(job->network->readAll()))
        handleStreamEvent(job, data);
}

void OpenAiProvider::handleStreamEvent(const std::shared_ptr<Job> &job, const QByteArray &data)
{
    if (data.trimmed() == "[DONE]") {
        job->streamDone = true;
        return;
    }
    auto parsedChunk = parseJson(data);
    if (!parsedChunk)
        return; // a garbled chunk: the end-of-stream check decides
    Json chunk = std::move(*parsedChunk);
    if (!job->reply)
        return;
    ChatResult &result = job->reply->m_chat;
    if (const auto usage = chunk.find("usage"); usage != chunk.end() && usage->is_object()) {
        result.usage.promptTokens = usage->value("prompt_tokens", qint64(0));
        result.usage.completionTokens = usage->value("completion_tokens", qint64(0));
    }
    const auto choices = chunk.find("choices");
    if (choices == chunk.end() || !choices->is_array() || choices->empty())
        return;
    const Json &choice = (*choices)[0];
    if (const auto finish = choice.find("finish_reason"); finish != choice.end() && finish->is_string()) {
        result.finishReason = toQString(finish->get<std::string>());
        job->streamDone = true;
    }
    const auto delta = choice.find("delta");
    if (delta == choice.end() || !delta->is_object())
        return;
    if (const auto content = delta->find("content"); content != delta->end() && content->is_string()) {
        const QString piece = toQString(content->get<std::string>());
        if (!piece.isEmpty()) {
            result.content += piece;
            job->tokensDelivered = true;
            Q_EMIT job->reply->tokenReceived(piece);
        }
    }
    if (const auto calls = delta->find("tool_calls"); calls != delta->end() && calls->is_array()) {
        for (const Json &c : *calls) {
            const int index = c.value("index", 0);
            while (job->streamedCalls.size() <= index) {
                job->streamedCalls.append(ToolCall());
                job->streamedArguments.append(QString());
            }
            ToolCall &call = job->streamedCalls[index];
            if (c.contains("id") && c["id"].is_string())
                call.id = toQString(c["id"].get<std::string>());
            if (const auto fn = c.find("function"); fn != c.end() && fn->is_object()) {
                if (fn->contains("name") && (*fn)["name"].is_string())
                    call.name += toQString((*fn)["name"].get<std::string>());
                if (fn->contains("arguments") && (*fn)["arguments"].is_string())
                    job->streamedArguments[index] += toQString((*fn)["arguments"].get<std::string>());
            }
            job->tokensDelivered = true;
        }
    }
}

namespace {

// Retry-After: delta-seconds or an HTTP date; -1 when absent or unreadable.
int retryAfterMs(QNetworkReply *reply)
{
    const QByteArray value = reply->rawHeader("Retry-After").trimmed();
    if (value.isEmpty())
        return -1;
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (ok && seconds >= 0)
        return int(seconds * 1000.0);
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(value), Qt::RFC2822Date);
    if (when.isValid())
        return int(std::max<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(when)));
    return -1;
}

// The error an endpoint sent, scrubbed of `apiKey` before it is cut short (a
// key cut in half would no longer be recognised).
QString serverMessage(const QByteArray &body, const QByteArray &apiKey)
{
    try {
        const Json j = parseJson(body).value_or(Json());
        if (const auto e = j.find("error"); e != j.end()) {
            if (e->is_object() && e->contains("message") && (*e)["message"].is_string())
                return toQString((*e)["message"].get<std::string>());
            if (e->is_string())
                return toQString(e->get<std::string>());
        }
    } catch (const Json::exception &) {
    }
    return redactSecrets(QString::fromUtf8(body), {apiKey}).left(200).simplified();
}

ToolCall readToolCall(const Json &c)
{
    ToolCall call;
    if (c.contains("id") && c["id"].is_string())
        call.id = toQString(c["id"].get<std::string>());
    const Json fn = c.value("function", Json::object());
    if (fn.contains("name") && fn["name"].is_string())
        call.name = toQString(fn["name"].get<std::string>());
    if (fn.contains("arguments")) {
        const Json &args = fn["arguments"];
        if (args.is_string()) {
            // Models sometimes write broken JSON arguments: keep the raw text so
            // the grading can see an invalid call, instead of dropping it.
            if (auto parsed = parseJson(args.get_ref<const std::string &>())) {
                call.arguments = std::move(*parsed);
            } else {
                call.arguments = args;
                call.valid = false;
            }
        } else {
            call.arguments = args;
        }
    }
    return call;
}

} // namespace

bool OpenAiProvider::parseBody(const std::shared_ptr<Job> &job, const QByteArray &body, ProviderError &error)
{
    ProviderReply *reply = job->reply;
    error = {ProviderError::Kind::MalformedReply, 200, describe(job), {}};
    JsonParseError parseError;
    auto parsed = parseJson(body, &parseError);
    if (!parsed) {
        error.message = tr("the reply is not JSON (byte %1 of %2)").arg(parseError.offset + 1).arg(body.size());
        return false;
    }
    Json j = std::move(*parsed);
    try {
        switch (reply->kind()) {
        case ProviderReply::Kind::Chat: {
            const Json &choices = j.at("choices");
            if (!choices.is_array() || choices.empty())
                throw std::runtime_error("no choices");
            const Json &message = choices[0].at("message");
            ChatResult &r = reply->m_chat;
            r.content = message.contains("content") && message["content"].is_string()
                ? toQString(message["content"].get<std::string>())
                : QString();
            r.finishReason = choices[0].contains("finish_reason") && choices[0]["finish_reason"].is_string()
                ? toQString(choices[0]["finish_reason"].get<std::string>())
                : QString();
            if (message.contains("tool_calls") && message["tool_calls"].is_array())
                for (const Json &c : message["tool_calls"])
                    r.toolCalls.append(readToolCall(c));
            if (const auto usage = j.find("usage"); usage != j.end() && usage->is_object()) {
                r.usage.promptTokens = usage->value("prompt_tokens", qint64(0));
                r.usage.completionTokens = usage->value("completion_tokens", qint64(0));
            }
            break;
        }
        case ProviderReply::Kind::Embeddings: {
            for (const Json &item : j.at("data")) {
                QList<double> vector;
                for (const Json &x : item.at("embedding"))
                    vector.append(x.get<double>());
                reply->m_embeddings.append(vector);
            }
            break;
        }
        case ProviderReply::Kind::LogProbs: {
            if (job->triedLlamaCpp) { // llama.cpp: completion_probabilities
                for (const Json &p : j.at("completion_probabilities")) {
                    TokenLogProb t;
                    t.token = toQString(p.at("content").get<std::string>());
                    const Json &probs = p.at("probs");
                    if (!probs.empty()) {
                        const double prob = probs[0].at("prob").get<double>();
                        if (prob > 0)
                            t.logProb = std::log(prob);
                    }
                    reply->m_logProbs.append(t);
                }
            } else { // OpenAI legacy completions with echo
                const Json &lp = j.at("choices")[0].at("logprobs");
                const Json &tokens = lp.at("tokens");
                const Json &values = lp.at("token_logprobs");
                for (size_t i = 0; i < tokens.size(); ++i) {
                    TokenLogProb t;
                    t.token = toQString(tokens[i].get<std::string>());
                    if (i < values.size() && values[i].is_number())
                        t.logProb = values[i].get<double>();
                    reply->m_logProbs.append(t);
                }
            }
            break;
        }
        case ProviderReply::Kind::Models:
            for (const Json &m : j.at("data"))
                reply->m_models.append(toQString(m.at("id").get<std::string>()));
            break;
        }
    } catch (const std::exception &) {
        error.message = tr("the reply is JSON but not the expected %1 object").arg(QString::fromLatin1(job->path.toLatin1()));
        return false;
    }
    return true;
}

void OpenAiProvider::onFinished(const std::shared_ptr<Job> &job)
{
    unwatch(job);
    QNetworkReply *network = job->network;
    job->network = nullptr;
    network->deleteLater();
    --m_inFlight;
    --m_networkLoad[job->manager];
    m_running.removeOne(job);

    const int status = network->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError netError = network->error();
    // An aborted reply (cancel, timeout) is closed: reading it would only make Qt warn.
    const QByteArray rest = network->isOpen() ? network->readAll() : QByteArray();
    const QString request = describe(job);

    if (job->cancelled) {
        fail(job, {ProviderError::Kind::Cancelled, status, request, tr("the request was cancelled")});
        return;
    }
    if (job->stream && status == 200)
        for (const QByteArray &data : job->sse.feed(rest))
            handleStreamEvent(job, data);

    if (job->timedOut) {
        job->timedOut = false;
        retryOrFail(job, {ProviderError::Kind::Timeout, status, request, tr("no answer within %1 ms").arg(m_profile.timeoutMs)},
                    -1);
        return;
    }
    if (status == 429) {
        retryOrFail(job, {ProviderError::Kind::RateLimited, status, request, serverMessage(rest, m_apiKey)},
                    retryAfterMs(network));
        return;
    }
    if (status >= 500) {
        retryOrFail(job, {ProviderError::Kind::Server, status, request, serverMessage(rest, m_apiKey)}, retryAfterMs(network));
        return;
    }
    if (status == 401 || status == 403) {
        fail(job, {ProviderError::Kind::Unauthorized, status, request, serverMessage(rest, m_apiKey)});
        return;
    }
    if (status >= 400) {
        // A log-prob request the OpenAI way may be unknown to llama.cpp: try its native API.
        if (job->reply && job->reply->kind() == ProviderReply::Kind::LogProbs && !job->triedLlamaCpp) {
            job->triedLlamaCpp = true;
            job->absolutePath = true;
            job->path = QStringLiteral("/completion");
            job->body = toBytes({{"prompt", toStdString(job->logProbText)}, {"n_predict", 0}, {"n_probs", 1}});
            job->attempt = 0;
            m_queue.push_front(job);
            dispatch();
            return;
        }
        const bool unsupported = status == 404 || status == 405 || status == 501
            || (job->reply && job->reply->kind() == ProviderReply::Kind::LogProbs);
        fail(job,
             {unsupported ? ProviderError::Kind::Unsupported : ProviderError::Kind::BadRequest, status, request,
              serverMessage(rest, m_apiKey)});
        return;
    }
    if (netError != QNetworkReply::NoError && status == 0) {
        retryOrFail(job, {ProviderError::Kind::Network, 0, request, network->errorString()}, -1);
        return;
    }
    if (job->stream) {
        if (!job->streamDone) {
            if (!job->tokensDelivered && netError != QNetworkReply::NoError) {
                retryOrFail(job, {ProviderError::Kind::Network, status, request, network->errorString()}, -1);
                return;
            }
            fail(job,
                 {ProviderError::Kind::TruncatedStream, status, request,
                  tr("the stream ended before the model finished (%n character(s) received)", nullptr,
                     job->reply ? int(job->reply->m_chat.content.size()) : 0)});
            return;
        }
        complete(job);
        return;
    }
    if (netError != QNetworkReply::NoError) { // e.g. the body was cut short
        retryOrFail(job, {ProviderError::Kind::Network, status, request, network->errorString()}, -1);
        return;
    }
    ProviderError error;
    if (!job->reply || !parseBody(job, rest, error)) {
        fail(job, error);
        return;
    }
    complete(job);
}

void OpenAiProvider::retryOrFail(const std::shared_ptr<Job> &job, const ProviderError &error, int retryAfter)
{
    if (!job->reply) {
        dispatch();
        return;
    }
    if (job->attempt > m_retry.maxRetries || job->tokensDelivered) {
        ProviderError final = error;
        if (job->attempt > 1)
            final.message += tr(" (after %n attempt(s))", nullptr, job->attempt);
        fail(job, final);
        return;
    }
    // Exponential backoff with full jitter; a Retry-After the server sent wins.
    int delay = retryAfter;
    if (delay < 0) {
        const qint64 ceiling
            = std::min<qint64>(m_retry.maxDelayMs, qint64(m_retry.baseDelayMs) << std::min(job->attempt - 1, 20));
        delay = int(QRandomGenerator::global()->bounded(ceiling + 1));
    }
    delay = std::min(delay, m_retry.maxDelayMs);
    // The job waits here, owned by the timer's lambda and listed for cancelAll().
    m_waiting.append(job);
    QTimer::singleShot(delay, this, [this, job] {
        if (!m_waiting.removeOne(job))
            return; // cancelled while waiting (already reported)
        if (!job->reply) {
            dispatch();
            return;
        }
        job->reply->m_chat = ChatResult();
        job->streamedCalls.clear();
        job->streamedArguments.clear();
        m_queue.push_front(job);
        dispatch();
    });
    dispatch();
}

void OpenAiProvider::complete(const std::shared_ptr<Job> &job)
{
    ProviderReply *reply = job->reply;
    if (!reply) {
        dispatch();
        return;
    }
    ChatResult &r = reply->m_chat;
    if (job->stream) {
        for (qsizetype i = 0; i < job->streamedCalls.size(); ++i) {
            ToolCall call = job->streamedCalls.at(i);
            Json raw = Json(toStdString(job->streamedArguments.at(i)));
            call = readToolCall(
                {{"id", toStdString(call.id)}, {"function", {{"name", toStdString(call.name)}, {"arguments", raw}}}});
            r.toolCalls.append(call);
        }
    }
    if (job->structured && reply->kind() == ProviderReply::Kind::Chat) {
        if (auto parsed = parseJson(toStdString(r.content))) {
            r.structured = std::move(*parsed);
        } else {
            fail(job,
                 {ProviderError::Kind::MalformedReply, 200, describe(job),
                  tr("structured output was asked for, but the reply is not JSON")});
            return;
        }
    }
    r.latencyMs = job->started.elapsed();
    r.attempts = job->attempt;
    r.usage.requests = 1;
    m_usage.add(reply->conversation(), r.usage);
    reply->finish();
    dispatch();
}

void OpenAiProvider::fail(const std::shared_ptr<Job> &job, const ProviderError &failure)
{
    // No error text leaves the provider with the key in it: an endpoint may
    // echo the request's Authorization header in its error body.
    ProviderError error = failure;
    error.message = redactSecrets(error.message, {m_apiKey});
    error.request = redactSecrets(error.request, {m_apiKey});
    if (job->reply) {
        ChatResult &r = job->reply->m_chat;
        r.attempts = job->attempt;
        r.latencyMs = job->started.isValid() ? job->started.elapsed() : 0;
        r.usage.requests = 1;
        m_usage.add(job->reply->conversation(), r.usage);
        job->reply->fail(error);
    }
    dispatch();
}

void OpenAiProvider::cancelAll()
{
    auto queued = m_queue;
    m_queue.clear();
    for (const auto &job : std::as_const(m_waiting))
        queued.push_back(job);
    m_waiting.clear();
    for (const auto &job : queued) {
        job->cancelled = true;
        fail(job, {ProviderError::Kind::Cancelled, 0, describe(job), tr("the run was cancelled")});
    }
    const auto running = m_running;
    for (const auto &job : running) {
        job->cancelled = true;
        if (job->network)
            job->network->abort();
    }
}

} // namespace Polygon
