#pragma once

#include "llmtypes.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace Polygon {

// One request in flight: emits tokenReceived while a chat streams, then
// finished exactly once — with a result or a typed error. What arrived before
// an error (streamed text) stays readable: nothing received is lost. The
// provider is its parent; delete it (deleteLater) once you have read it.
class ProviderReply : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Chat, Embeddings, LogProbs, Models };

    explicit ProviderReply(Kind kind, QString conversation, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    QString conversation() const { return m_conversation; }
    bool isFinished() const { return m_finished; }
    bool failed() const { return m_error.has_value(); }
    const std::optional<ProviderError> &error() const { return m_error; }

    const ChatResult &chat() const { return m_chat; }
    const QList<QList<double>> &embeddings() const { return m_embeddings; }
    const QList<TokenLogProb> &logProbs() const { return m_logProbs; }
    const QStringList &models() const { return m_models; }

    // Stops the request; finished() follows with a Cancelled error.
    void cancel();

Q_SIGNALS:
    void tokenReceived(const QString &delta);
    void finished();
    void cancelRequested();

private:
    friend class OpenAiProvider;
    friend class ReplayProvider;
    void finish();
    void fail(const ProviderError &error);

    Kind m_kind;
    QString m_conversation;
    bool m_finished = false;
    std::optional<ProviderError> m_error;
    ChatResult m_chat;
    QList<QList<double>> m_embeddings;
    QList<TokenLogProb> m_logProbs;
    QStringList m_models;
};

// Token and request accounting: per request (each reply's usage), per
// conversation, and for the whole run (the provider's lifetime).
class UsageLedger
{
public:
    void add(const QString &conversation, const TokenUsage &usage);
    TokenUsage total() const { return m_total; }
    TokenUsage conversation(const QString &id) const { return m_perConversation.value(id); }
    // Cost in the profile's currency from prices per million tokens (0 when not set).
    static double cost(const TokenUsage &usage, double inputPerMillion, double outputPerMillion);

private:
    TokenUsage m_total;
    QHash<QString, TokenUsage> m_perConversation;
};

// Every model role goes through a Provider (async, on the Qt event loop).
class Provider : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual ProviderReply *chat(const ChatRequest &request) = 0;
    virtual ProviderReply *embed(const QStringList &texts) = 0;
    // Log-probabilities of `text`'s tokens under the model (OpenAI-style echo
    // or llama.cpp n_probs); an Unsupported error when the endpoint has neither.
    virtual ProviderReply *tokenLogProbs(const QString &text) = 0;
    virtual ProviderReply *listModels() = 0;
    // How a request of `kind` is named in a ProviderError ("POST
    // http://127.0.0.1:8080/v1/chat/completions", never with credentials), for
    // errors found in a reply after the provider delivered it.
    virtual QString describeRequest(ProviderReply::Kind kind) const = 0;
    // Cancels every queued and running request (e.g. the whole run).
    virtual void cancelAll() = 0;

    const UsageLedger &usage() const { return m_usage; }

protected:
    UsageLedger m_usage;
};

} // namespace Polygon
