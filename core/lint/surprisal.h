#pragma once

// Tier 2 of prompt analysis (SPEC R-LINT): surprisal of each phrase under a
// language model, in bits per word. A phrase whose words the model finds far
// less predictable than ordinary instructions is garbled or oddly worded, and
// is flagged on the ambiguity axis.
//
// The outlier rule (one rule for both variants; numbers in surprisalOutlier):
//   A phrase is a clause of a rule (split at , ; : brackets, quotes, dashes and
//   sentence ends; clauses under 4 words are merged into the next one). With n
//   words the model scored and b bits per word, against a reference mean m and
//   standard deviation s of per-word surprisal,
//       z = (b - m) * sqrt(n) / s          (standard errors above the mean)
//   and the phrase is flagged when n >= 4, z >= 3 and b >= m + s / 2;
//   severity "error" when z >= 4.5, else "warning".
//   - Offline (English): m = 8.1, s = 4.6 bits, measured with this code on
//     tests/data/surprisal/en-normal.txt (64 ordinary phone-agent instructions,
//     851 scored words: mean 8.13, sd 4.61). A 10-word phrase is flagged from
//     12.5 bits/word; word salad scores 14-16.
//   - Endpoint (any language): m and s come from the prompt itself, as the
//     median and 1.4826 x MAD of its per-word surprisal (robust against the
//     outliers being looked for), s at least 0.5 bits; at least 20 scored
//     words are needed to judge anything.
//
// Unknown words: with a hunspell dictionary for the language (Debian's
// hunspell-en-us, -ru, -hr, -bs), lower-case words of the language's script
// that the dictionary does not know are flagged too (a misspelt word has more
// than one reading).

#include "linttypes.h"
#include "tier.h"

#include "core/llm/llmtypes.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>

namespace Polygon {
class Provider;
class ProviderReply;
} // namespace Polygon

namespace Polygon::Lint {

// Per-word surprisal the outlier rule compares a phrase with.
struct SurprisalReference
{
    double meanBits = 0;
    double sdBits = 1;
};

// The reference of the offline English model (see the header comment).
inline constexpr SurprisalReference kOfflineEnglishReference {8.1, 4.6};

// A word of the text: a run of letters (and marks), with apostrophes between
// letters ("don't"). Digits, symbols and punctuation separate words.
struct SurprisalWord
{
    TextRange range;
    QString text; // as written
    bool sentenceStart = false; // first word of a rule or after . ! ? … or a line break
    bool contextBreak = false; // a digit or symbol stands between it and the previous word
};

// A phrase: consecutive words of one rule.
struct SurprisalPhrase
{
    TextRange range; // from the first word's start to the last word's end
    qsizetype firstWord = 0; // indexes into the word list
    qsizetype wordCount = 0;
};

struct SurprisalSegments
{
    QList<SurprisalWord> words;
    QList<SurprisalPhrase> phrases;
};

// Words and phrases of text[range] (the whole text when range is empty).
SurprisalSegments segmentForSurprisal(const QString &text, std::optional<TextRange> range = std::nullopt);

// A phrase's measurement.
struct PhraseSurprisal
{
    TextRange range;
    int words = 0; // words the model scored (unknown words are left out)
    double bits = 0; // their total surprisal

    double bitsPerWord() const { return words > 0 ? bits / words : 0.0; }
};

// z = (b - m) * sqrt(n) / s (see the header comment).
double surprisalZ(const PhraseSurprisal &phrase, const SurprisalReference &reference);
// The outlier rule: no value when the phrase is not flagged.
std::optional<Severity> surprisalOutlier(const PhraseSurprisal &phrase, const SurprisalReference &reference);
// The span for a flagged phrase (tier 2, axis ambiguity), with its figures in the message.
Span surprisalSpan(const PhraseSurprisal &phrase, const SurprisalReference &reference, Severity severity);

class SphinxLanguageModel;
class HunspellDictionary;

// The offline tier 2 (a RuleScorer: per rule, cacheable by rule hash):
// English bits per word under the CMU Sphinx en-us trigram model, plus
// unknown words from the hunspell dictionary of the language. Models are
// loaded once per process and shared; analyseRule is thread-safe.
class OfflineSurprisal : public RuleScorer
{
public:
    // Null (and *whyNot a sentence) when neither the language model nor a
    // dictionary is available for `language` (en, ru, hr, bs).
    static std::shared_ptr<const OfflineSurprisal> create(const QString &language, QString *whyNot);

    int tier() const override { return 2; }
    QList<Span> analyseRule(const Rule &rule, const QString &language) const override;

    QString language() const { return m_language; }
    bool hasLanguageModel() const { return bool(m_model); }
    bool hasDictionary() const { return bool(m_dictionary); }
    // What this scorer measures and with which files, one sentence.
    QString description() const;

    // Surprisal of every phrase of text[range] (empty without the language model).
    QList<PhraseSurprisal> phrases(const QString &text, std::optional<TextRange> range = std::nullopt) const;
    // All of text's scored words as one measurement (words == 0 without the model).
    PhraseSurprisal measure(const QString &text) const;

    OfflineSurprisal(const QString &language, std::shared_ptr<const SphinxLanguageModel> model,
                     std::shared_ptr<const HunspellDictionary> dictionary);
    ~OfflineSurprisal() override;

private:
    QList<double> wordBits(const SurprisalSegments &segments) const; // NaN = not scored
    QList<Span> unknownWords(const SurprisalSegments &segments) const;

    QString m_language;
    std::shared_ptr<const SphinxLanguageModel> m_model;
    std::shared_ptr<const HunspellDictionary> m_dictionary;
};

// The factory the analyzer uses: null and a reason ("not available for hr: …")
// when tier 2 cannot run offline for `language`.
std::shared_ptr<const RuleScorer> makeOfflineSurprisal(const QString &language, QString *whyNot);

// Tier 2 for whatever language the analysis resolves (set before the language
// is known): English rules through makeOfflineSurprisal("en"); for any other
// language, or when the English model is missing, analyseRule finds nothing
// and unavailableReason(language) says why ("not available for hr: …").
// Never null.
class OfflineSurprisalTier : public RuleScorer
{
public:
    OfflineSurprisalTier();
    int tier() const override { return 2; }
    // Empty when `language` can be analysed.
    QString unavailableReason(const QString &language) const override;
    QList<Span> analyseRule(const Rule &rule, const QString &language) const override;

private:
    std::shared_ptr<const RuleScorer> m_english;
    QString m_englishWhy;
};

// The model file: $POLYGON_SPHINX_LM, else Debian's pocketsphinx-en-us
// location. Empty (and *whyNot) when there is none or sphinxbase is not built in.
QString sphinxLanguageModelPath(QString *whyNot);

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
