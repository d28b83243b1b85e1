#pragma once

// Tier 2 of prompt analysis offline (surprisal.h): the scorer the analyzer
// runs per rule, and the tier that picks it for a language.

#include "surprisaloutlier.h"
#include "surprisalsegments.h"
#include "tier.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace Polygon::Lint {

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

} // namespace Polygon::Lint
