#pragma once

// Tier 2 of prompt analysis through an endpoint's token log-probabilities
// (surprisal.h), for any language.

#include "linttypes.h"
#include "surprisaloutlier.h"

#include "core/llm/llmtypes.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace Polygon {
class Provider;
class ProviderReply;
} // namespace Polygon

namespace Polygon::Lint {

// What the endpoint variant produced.
struct SurprisalResult
{
    bool available = true; // false: the endpoint offers no log-probs (see why)
    QString why; // "not available for hr: …" when not available
    QString note; // e.g. too little text to judge
    SurprisalReference reference;
    int words = 0; // scored words of the prompt
    QList<PhraseSurprisal> phrases;
    QList<Span> spans;
};

// Tier 2 through the configured endpoint's token log-probabilities (any
// language): one request for the whole prompt; per-word surprisal is the sum
// of the tokens that start inside the word; phrases of the given rules are
// judged against the prompt's own median and MAD. Emits finished once (with
// available == false when the endpoint has no log-probs) or failed with the
// provider's error naming the request.
class EndpointSurprisal : public QObject
{
    Q_OBJECT

public:
    explicit EndpointSurprisal(Provider *provider, QObject *parent = nullptr);
    ~EndpointSurprisal() override;

    // `rules` may be empty: the whole prompt is then one rule.
    void start(const QString &prompt, const QList<Rule> &rules, const QString &language);
    void cancel();
    bool isRunning() const { return !m_reply.isNull(); }

    // The measurement from log-probs already fetched (exposed for tests).
    static SurprisalResult evaluate(const QString &prompt, const QList<Rule> &rules, const QList<TokenLogProb> &tokens);

Q_SIGNALS:
    void finished(const Polygon::Lint::SurprisalResult &result);
    void failed(const QString &message);

private:
    void onReply();

    QPointer<Provider> m_provider;
    QPointer<ProviderReply> m_reply;
    QString m_prompt;
    QList<Rule> m_rules;
    QString m_language;
};

} // namespace Polygon::Lint

Q_DECLARE_METATYPE(Polygon::Lint::SurprisalResult)
