#pragma once

#include "core/model/profile.h"
#include "provider.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QNetworkAccessManager>
#include <QTimer>

#include <deque>
#include <memory>

class QNetworkReply;

namespace Polygon {

// The OpenAI-compatible HTTP provider: OpenAI, llama.cpp's server, Ollama,
// vLLM, LM Studio, gateways. It keeps at most `concurrency` requests in flight
// and `requests_per_minute` starts per minute, retries 429/5xx/connection
// errors with exponential backoff and full jitter (honouring Retry-After),
// times out requests that stop making progress, and reports every failure as
// a typed ProviderError. The API key is held in memory only and sent as a
// bearer token; it never appears in errors or logs.
class OpenAiProvider : public Provider
{
    Q_OBJECT

public:
    struct RetryPolicy
    {
        int maxRetries = 4;
        int baseDelayMs = 500; // first backoff; doubles each attempt
        int maxDelayMs = 30000; // cap of one backoff (and of a Retry-After we honour)
    };

    OpenAiProvider(const Profile &profile, QByteArray apiKey, QObject *parent = nullptr);
    ~OpenAiProvider() override;

    void setRetryPolicy(const RetryPolicy &policy) { m_retry = policy; }
    // The window of requests_per_minute (60 s; shorter only in tests).
    void setRateWindowMs(int ms) { m_rateWindowMs = std::max(1, ms); }
    const Profile &profile() const { return m_profile; }
    int inFlight() const { return m_inFlight; }
    // The cost of `usage` at the profile's prices (0 when it has none).
    double cost(const TokenUsage &usage) const
    {
        return UsageLedger::cost(usage, m_profile.inputPricePerMillion.value_or(0), m_profile.outputPricePerMillion.value_or(0));
    }

    ProviderReply *chat(const ChatRequest &request) override;
    ProviderReply *embed(const QStringList &texts) override;
    ProviderReply *tokenLogProbs(const QString &text) override;
    ProviderReply *listModels() override;
    QString describeRequest(ProviderReply::Kind kind) const override;
    void cancelAll() override;

    // The compact JSON body of a chat request, written without building a tree.
    QByteArray chatBody(const ChatRequest &request) const;

private:
    struct Job;
    void enqueue(std::shared_ptr<Job> job);
    void dispatch();
    void start(const std::shared_ptr<Job> &job);
    void onReadyRead(const std::shared_ptr<Job> &job);
    // The stall timeout: one provider timer per running request, no QTimer object.
    void watch(const std::shared_ptr<Job> &job, int ms);
    void unwatch(const std::shared_ptr<Job> &job);
    void timerEvent(QTimerEvent *event) override;
    void onFinished(const std::shared_ptr<Job> &job);
    void retryOrFail(const std::shared_ptr<Job> &job, const ProviderError &error, int retryAfterMs);
    void complete(const std::shared_ptr<Job> &job);
    void fail(const std::shared_ptr<Job> &job, const ProviderError &error);
    bool parseBody(const std::shared_ptr<Job> &job, const QByteArray &body, ProviderError &error);
    void handleStreamEvent(const std::shared_ptr<Job> &job, const QByteArray &data);
    QUrl endpoint(const QString &path) const;
    QString describe(const std::shared_ptr<Job> &job) const;
    static QString describe(const QByteArray &method, QUrl url);

    Profile m_profile;
    QByteArray m_apiKey;
    RetryPolicy m_retry;
    // QNetworkAccessManager opens at most six connections per host, so
    // `concurrency` requests need ceil(concurrency / 6) managers.
    std::vector<std::unique_ptr<QNetworkAccessManager>> m_networks;
    std::vector<int> m_networkLoad;
    std::deque<std::shared_ptr<Job>> m_queue;
    QList<std::shared_ptr<Job>> m_running;
    QList<std::shared_ptr<Job>> m_waiting; // backing off before a retry
    int m_inFlight = 0;
    std::deque<qint64> m_recentStarts; // for requests_per_minute
    QElapsedTimer m_clock;
    int m_rateWindowMs = 60000;
    QTimer m_dispatchTimer;
    QHash<int, std::weak_ptr<Job>> m_watched; // timer id -> the request it watches
};

} // namespace Polygon
