#pragma once

// Tier 4 of prompt analysis (SPEC R-LINT): the configured model reviews the
// prompt against the five axes (temperature 0, JSON-schema output) and quotes
// the passages it means. A quote is placed where it is found in the prompt —
// exactly, else ignoring differences of white space, letter case and
// typographic quotes/dashes, and around an ellipsis ("…" or "...") in order —
// or not at all: a finding whose quote is not found is dropped and reported,
// never put at a guessed position.

#include "linttypes.h"

#include "core/llm/llmtypes.h"
#include "core/util/json.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

namespace Polygon {
class Provider;
class ProviderReply;
} // namespace Polygon

namespace Polygon::Lint {

struct LintJudgeResult
{
    QList<Span> spans; // tier 4, sorted by start then axis
    std::optional<std::array<double, kAxisCount>> axes; // the judge's own 0..1 scores, when it gave valid ones
    int findings = 0; // findings the judge returned
    int unplaced = 0; // dropped: the quote is not in the prompt
    int invalid = 0; // dropped: not a finding as the schema says
    int unplacedRelated = 0; // kept without their related span: that quote is not in the prompt
    QStringList dropped; // one sentence per dropped finding or related quote
    TokenUsage usage;
};

// Where `quote` is in `text` at or after `from` (see the header comment), or nothing.
std::optional<TextRange> findQuote(const QString &text, const QString &quote, qsizetype from = 0);

class LintJudge : public QObject
{
    Q_OBJECT

public:
    explicit LintJudge(Provider *provider, QObject *parent = nullptr);
    ~LintJudge() override;

    // One review at a time: a new start cancels the one running.
    void start(const QString &prompt, const QString &language);
    void cancel();
    bool isRunning() const { return !m_reply.isNull(); }

    // What is sent: instructions, the prompt, the schema, temperature 0.
    static ChatRequest request(const QString &prompt, const QString &language);
    static Json schema();
    // Reads the judge's structured reply against the prompt. False (and
    // *error) when the reply is not the schema's object with a findings list.
    static bool readReply(const Json &reply, const QString &prompt, LintJudgeResult &result, QString *error);

Q_SIGNALS:
    void finished(const Polygon::Lint::LintJudgeResult &result);
    // A sentence naming the request (ProviderError::toString()).
    void failed(const QString &message);

private:
    void onReply();
    QString describeRequest() const;

    QPointer<Provider> m_provider;
    QPointer<ProviderReply> m_reply;
    QString m_prompt;
};

} // namespace Polygon::Lint

Q_DECLARE_METATYPE(Polygon::Lint::LintJudgeResult)
