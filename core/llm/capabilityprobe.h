#pragma once

// What an endpoint can do, probed with real requests (FORMATS.md §8,
// `polygon-cli providers check` and the GUI's profile editor): reachability,
// the profile's model, chat, tools, structured output, streaming, embeddings
// and token log-probabilities.

#include "openaiprovider.h"

#include "core/model/profile.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace Polygon {

class ApiKeyLookup;

// One capability: true or false once the endpoint answered; nothing when it
// could not be told (never probed, or the endpoint failed with 429, 5xx, a
// timeout, … after every retry), with the reason in `unknown`.
struct CapabilityCheck
{
    std::optional<bool> works;
    QString unknown; // why `works` is nothing; empty otherwise

    bool operator==(const CapabilityCheck &) const = default;
};

struct ProviderCapabilities
{
    enum Capability { Model, Chat, Tools, StructuredOutput, Streaming, Embeddings, LogProbs };
    static constexpr int CapabilityCount = LogProbs + 1;
    // "model", "chat", "tools", "structured_output", "streaming", "embeddings", "logprobs".
    static const char *capabilityName(Capability capability);

    std::optional<bool> reachable; // nothing when never asked (the API key could not be read)
    std::array<CapabilityCheck, CapabilityCount> checks;
    std::optional<qint64> latencyMs; // of the chat request, when it worked
    QString error; // what stopped the probe (a sentence), empty when it ran to the end

    const CapabilityCheck &check(Capability c) const { return checks[std::size_t(c)]; }
    // Reachable and chat works: the profile can be used.
    bool usable() const { return reachable == true && check(Chat).works == true; }
};

// Probes one profile, one request after the other, each retried as in a run
// (429, 5xx and connection errors with backoff, honouring Retry-After) —
// except reachability, asked once: a dead endpoint fails within timeout_ms.
// Stops at the first thing that makes the rest meaningless (no API key,
// unreachable, chat failing); what was not probed then is unknown with the
// reason. The API key is read where the profile says (environment variable or
// keychain) and never appears in the result.
class CapabilityProbe : public QObject
{
    Q_OBJECT

public:
    explicit CapabilityProbe(Profile profile, QObject *parent = nullptr);
    ~CapabilityProbe() override;

    // The retry policy of every request after the reachability check.
    void setRetryPolicy(const OpenAiProvider::RetryPolicy &policy) { m_retry = policy; }

    // One probe at a time: a new start cancels the one running.
    void start();
    // Stops the probe; finished is not emitted.
    void cancel();
    bool isRunning() const { return m_running; }

    // For command-line tools: probes `profile` in a local event loop.
    static ProviderCapabilities probe(const Profile &profile);

Q_SIGNALS:
    void finished(const Polygon::ProviderCapabilities &result);

private:
    using Capability = ProviderCapabilities::Capability;
    void onKey(const QByteArray &key);
    void onKeyFailed(const QString &message);
    // Calls `then` with the reply once it has finished (deleted afterwards).
    template<typename Then> void ask(ProviderReply *reply, Then then);
    void askModels();
    void askChat();
    void askTools();
    void askStructured();
    void askStreaming();
    void askEmbeddings();
    void askLogProbs();
    void report(Capability capability, const ProviderReply *reply, bool works);
    void stop(const QString &error, const QString &notChecked);
    void finish();

    Profile m_profile;
    OpenAiProvider::RetryPolicy m_retry;
    std::unique_ptr<ApiKeyLookup> m_keyLookup;
    std::unique_ptr<OpenAiProvider> m_provider;
    ProviderCapabilities m_result;
    int m_tokens = 0; // streamed deltas
    bool m_modelsRetried = false;
    bool m_running = false;
    quint64 m_generation = 0; // drops replies of a cancelled probe
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::ProviderCapabilities)
