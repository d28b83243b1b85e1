#include "capabilityprobe.h"

#include "apikey.h"

#include "core/util/messages.h"

#include <QEventLoop>

namespace Polygon {

namespace {

// A failure that says nothing about the capability: the endpoint was
// unreachable, overloaded, slow, refused the key, or cut the answer.
bool indeterminate(const ProviderReply *reply)
{
    if (!reply->failed())
        return false;
    switch (reply->error()->kind) {
    case ProviderError::Kind::Network:
    case ProviderError::Kind::Timeout:
    case ProviderError::Kind::RateLimited:
    case ProviderError::Kind::Server:
    case ProviderError::Kind::Unauthorized:
    case ProviderError::Kind::TruncatedStream:
    case ProviderError::Kind::Cancelled:
        return true;
    case ProviderError::Kind::BadRequest:
    case ProviderError::Kind::MalformedReply:
    case ProviderError::Kind::Unsupported:
        break;
    }
    return false;
}

ChatRequest okRequest()
{
    ChatRequest chat;
    chat.messages = {ChatMessage::user(QStringLiteral("Reply with the single word OK."))};
    chat.maxTokens = 16;
    return chat;
}

} // namespace

const char *ProviderCapabilities::capabilityName(Capability capability)
{
    static constexpr std::array<const char *, CapabilityCount> names {"model",     "chat",       "tools",   "structured_output",
                                                                      "streaming", "embeddings", "logprobs"};
    return names[std::size_t(capability)];
}

CapabilityProbe::CapabilityProbe(Profile profile, QObject *parent)
    : QObject(parent)
    , m_profile(std::move(profile))
{
}

CapabilityProbe::~CapabilityProbe()
{
    ++m_generation;
    m_provider.reset(); // cancels what is still in flight
    m_keyLookup.reset();
}

void CapabilityProbe::start()
{
    cancel();
    m_result = ProviderCapabilities();
    m_tokens = 0;
    m_modelsRetried = false;
    m_running = true;
    const quint64 generation = m_generation;
    m_keyLookup = std::make_unique<ApiKeyLookup>();
    connect(m_keyLookup.get(), &ApiKeyLookup::found, this, [this, generation](const QByteArray &key) {
        if (generation == m_generation)
            onKey(key);
    });
    connect(m_keyLookup.get(), &ApiKeyLookup::failed, this, [this, generation](const QString &message) {
        if (generation == m_generation)
            onKeyFailed(message);
    });
    m_keyLookup->start(m_profile);
}

void CapabilityProbe::cancel()
{
    ++m_generation;
    m_running = false;
    if (m_keyLookup)
        m_keyLookup.release()->deleteLater();
    if (m_provider) {
        m_provider->cancelAll();
        m_provider.release()->deleteLater();
    }
}

ProviderCapabilities CapabilityProbe::probe(const Profile &profile)
{
    CapabilityProbe probe(profile);
    ProviderCapabilities result;
    bool done = false;
    QEventLoop loop;
    connect(&probe, &CapabilityProbe::finished, &loop, [&](const ProviderCapabilities &r) {
        result = r;
        done = true;
        loop.quit();
    });
    probe.start();
    if (!done)
        loop.exec();
    return result;
}

void CapabilityProbe::onKeyFailed(const QString &message)
{
    stop(message, WorkspaceMessages::tr("the API key could not be read"));
}

void CapabilityProbe::onKey(const QByteArray &key)
{
    m_provider = std::make_unique<OpenAiProvider>(m_profile, key);
    // Reachability is asked once: a dead endpoint fails within timeout_ms.
    m_provider->setRetryPolicy({0, 200, 2000});
    ask(m_provider->listModels(), [this](ProviderReply *models) {
        const bool answered = !models->failed()
            || (models->error()->kind != ProviderError::Kind::Network && models->error()->kind != ProviderError::Kind::Timeout);
        m_result.reachable = answered;
        if (!answered) {
            stop(models->error()->toString(), WorkspaceMessages::tr("the endpoint is unreachable"));
            return;
        }
        // From here on every request is retried as in a run.
        m_provider->setRetryPolicy(m_retry);
        if (indeterminate(models)) {
            askModels();
            return;
        }
        report(Capability::Model, models, models->models().contains(m_profile.model));
        askChat();
    });
}

template<typename Then> void CapabilityProbe::ask(ProviderReply *reply, Then then)
{
    const quint64 generation = m_generation;
    const auto handle = [this, reply, generation, then] {
        if (generation != m_generation)
            return;
        reply->deleteLater();
        then(reply);
    };
    if (reply->isFinished())
        QMetaObject::invokeMethod(this, handle, Qt::QueuedConnection);
    else
        connect(reply, &ProviderReply::finished, this, handle, Qt::SingleShotConnection);
}

void CapabilityProbe::askModels()
{
    ask(m_provider->listModels(), [this](ProviderReply *models) {
        report(Capability::Model, models, !models->failed() && models->models().contains(m_profile.model));
        askChat();
    });
}

void CapabilityProbe::askChat()
{
    ask(m_provider->chat(okRequest()), [this](ProviderReply *chat) {
        report(Capability::Chat, chat, !chat->failed());
        if (chat->failed()) {
            stop(chat->error()->toString(), WorkspaceMessages::tr("chat failed"));
            return;
        }
        m_result.latencyMs = chat->chat().latencyMs;
        askTools();
    });
}

void CapabilityProbe::askTools()
{
    ChatRequest tools;
    tools.messages = {ChatMessage::user(QStringLiteral("What time is it? Use the get_time tool."))};
    tools.tools = {ToolSpec {QStringLiteral("get_time"), QStringLiteral("Returns the current time."),
                             Json {{"type", "object"}, {"properties", Json::object()}}}};
    ask(m_provider->chat(tools), [this](ProviderReply *reply) {
        bool called = false;
        if (!reply->failed())
            for (const ToolCall &c : reply->chat().toolCalls)
                called = called || c.name == QLatin1String("get_time");
        report(Capability::Tools, reply, called);
        askStructured();
    });
}

void CapabilityProbe::askStructured()
{
    ChatRequest structured;
    structured.messages = {ChatMessage::user(QStringLiteral("Answer in JSON: what is 2 + 2?"))};
    structured.jsonSchema = Json {{"type", "object"},
                                  {"properties", {{"answer", {{"type", "string"}}}}},
                                  {"required", {"answer"}},
                                  {"additionalProperties", false}};
    ask(m_provider->chat(structured), [this](ProviderReply *reply) {
        report(Capability::StructuredOutput, reply, !reply->failed() && reply->chat().structured.is_object());
        askStreaming();
    });
}

void CapabilityProbe::askStreaming()
{
    ChatRequest stream = okRequest();
    stream.stream = true;
    m_tokens = 0;
    ProviderReply *reply = m_provider->chat(stream);
    connect(reply, &ProviderReply::tokenReceived, this, [this] { ++m_tokens; });
    ask(reply, [this](ProviderReply *streamed) {
        report(Capability::Streaming, streamed, m_tokens > 0); // tokens arrived: it streams, even if the stream was then cut
        askEmbeddings();
    });
}

void CapabilityProbe::askEmbeddings()
{
    ask(m_provider->embed({QStringLiteral("ping")}), [this](ProviderReply *reply) {
        report(Capability::Embeddings, reply,
               !reply->failed() && !reply->embeddings().isEmpty() && !reply->embeddings().first().isEmpty());
        askLogProbs();
    });
}

void CapabilityProbe::askLogProbs()
{
    ask(m_provider->tokenLogProbs(QStringLiteral("The table is booked for Friday.")), [this](ProviderReply *reply) {
        bool any = false;
        if (!reply->failed())
            for (const TokenLogProb &t : reply->logProbs())
                any = any || t.logProb.has_value();
        report(Capability::LogProbs, reply, any);
        finish();
    });
}

void CapabilityProbe::report(Capability capability, const ProviderReply *reply, bool works)
{
    CapabilityCheck &c = m_result.checks[std::size_t(capability)];
    if (!works && indeterminate(reply))
        c = {std::nullopt, reply->error()->toString()};
    else
        c = {works, {}};
}

void CapabilityProbe::stop(const QString &error, const QString &notChecked)
{
    m_result.error = error;
    for (CapabilityCheck &c : m_result.checks)
        if (!c.works.has_value() && c.unknown.isEmpty())
            c.unknown = WorkspaceMessages::tr("not checked: %1").arg(notChecked);
    finish();
}

void CapabilityProbe::finish()
{
    for (CapabilityCheck &c : m_result.checks)
        if (!c.works.has_value() && c.unknown.isEmpty())
            c.unknown = WorkspaceMessages::tr("not checked");
    m_running = false;
    ++m_generation;
    Q_EMIT finished(m_result);
}

} // namespace Polygon
