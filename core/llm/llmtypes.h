#pragma once

#include "core/model/conversation.h"
#include "core/util/json.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace Polygon {

// What every model role sends and gets back, independent of the endpoint.

struct ChatMessage
{
    enum class Role { System, User, Assistant, Tool };
    Role role = Role::User;
    QString content;
    QList<ToolCall> toolCalls; // assistant turns that called tools
    QString toolCallId; // tool results: the call they answer

    static ChatMessage system(const QString &text) { return {Role::System, text, {}, {}}; }
    static ChatMessage user(const QString &text) { return {Role::User, text, {}, {}}; }
    static ChatMessage assistant(const QString &text) { return {Role::Assistant, text, {}, {}}; }
};

struct ToolSpec
{
    QString name;
    QString description;
    Json parameters = Json::object(); // JSON Schema of the arguments
};

struct ChatRequest
{
    QList<ChatMessage> messages;
    QList<ToolSpec> tools;
    std::optional<Json> jsonSchema; // structured output: the reply must match this schema
    QString schemaName = QStringLiteral("reply");
    bool stream = false;
    std::optional<double> temperature; // overrides the profile's
    std::optional<int> maxTokens;
    std::optional<qint64> seed;
    QString conversation; // for token accounting, may be empty
};

struct TokenUsage
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 requests = 0;

    qint64 totalTokens() const { return promptTokens + completionTokens; }
    TokenUsage &operator+=(const TokenUsage &other)
    {
        promptTokens += other.promptTokens;
        completionTokens += other.completionTokens;
        requests += other.requests;
        return *this;
    }
    bool operator==(const TokenUsage &) const = default;
};

struct ChatResult
{
    QString content;
    QList<ToolCall> toolCalls;
    QString finishReason;
    TokenUsage usage;
    Json structured; // the parsed reply when a JSON schema was asked for
    qint64 latencyMs = 0;
    int attempts = 1;
};

struct TokenLogProb
{
    QString token;
    std::optional<double> logProb; // natural log; none for the first token of an echo
};

// A typed failure: never a score, always a sentence naming the request.
struct ProviderError
{
    enum class Kind {
        Network, // connection refused, reset, DNS
        Timeout, // no complete answer within the profile's timeout
        RateLimited, // 429 after every retry
        Server, // 5xx after every retry
        Unauthorized, // 401/403: the key is missing or wrong
        BadRequest, // other 4xx: the request or the model name is wrong
        MalformedReply, // 200 but not the JSON the protocol promises
        TruncatedStream, // the stream ended before [DONE] / finish_reason
        Unsupported, // the endpoint does not offer this capability
        Cancelled,
    };
    Kind kind = Kind::Network;
    int httpStatus = 0;
    QString request; // "POST http://127.0.0.1:8080/v1/chat/completions"
    QString message;

    static QString kindName(Kind kind);
    QString toString() const; // "<kind>: <message> (<request>)"
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::ProviderError)
