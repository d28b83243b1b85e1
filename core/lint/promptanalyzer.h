#pragma once

#include "lexicon.h"
#include "lintchecks.h"
#include "linttypes.h"
#include "ngramvectors.h"
#include "rulefeatures.h"
#include "segmenter.h"
#include "tier.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace Polygon::Lint {

// What the last analyse() call did (for the editor's status and the tests).
struct AnalyzerStats
{
    int rules = 0; // rules in the prompt
    int rulesAnalysed = 0; // of them, not found in the cache: tier 1 features and tier 3 vectors computed
    int scorerCalls = 0; // tier 2 RuleScorer::analyseRule calls
    qint64 totalRulesAnalysed = 0; // since construction or clearCache()
    int cachedRules = 0; // entries in the cache after the call
    bool embeddingsUsed = false; // tier 3 compared the endpoint's vectors, not n-grams
    int tier3RulesCompared = 0; // offline tier 3: rules whose pairs were computed (the others' were kept)
    int vocabularyCompactions = 0; // times the n-gram vocabulary was renumbered (since construction)
    int meaningCompactions = 0; // times the keys of meaning (tier 1) were renumbered (since construction)
    // time spent, microseconds
    qint64 segmentUs = 0; // cutting into rules and the per-rule cache (features of new rules)
    qint64 tier1Us = 0;
    qint64 tier2Us = 0;
    qint64 tier3Us = 0;
    qint64 totalUs = 0;
};

// Prompt analysis (SPEC R-LINT, docs/lint.md), incremental: per-rule work
// (tier 1 features, tier 2 scores, tier 3 vectors) is cached by rule hash, so
// after an edit only the changed rules are read again; the whole-prompt steps
// (sections, pairs) reuse the cached values. Tiers 1 and 3 are built in;
// tier 2 is a RuleScorer given by whoever constructs the analyzer; tier 4
// (the judge) is asynchronous and runs elsewhere: fold its findings in with
// addTierFindings() (lintresult.h).
//
// Not thread-safe: one analyzer per thread (the GUI keeps one on its worker).
class PromptAnalyzer
{
public:
    PromptAnalyzer();

    // en, ru, hr or bs; empty = detect from the text at each analysis.
    void setLanguage(const QString &language);
    QString language() const { return m_language; }
    // The language analyse() would use for `text`.
    QString resolveLanguage(const QString &text) const;

    // The tiers to run, from 1 to 3 (default 1, 2, 3). Tier 4 is not run here.
    void setTiers(const QList<int> &tiers);
    QList<int> tiers() const { return m_tiers; }

    // Tier 2: per-rule scores (surprisal). Without one, tier 2 is reported as
    // skipped ("tier 2 not configured"). Replacing it drops its cached scores.
    void setRuleScorer(std::shared_ptr<const RuleScorer> scorer);
    std::shared_ptr<const RuleScorer> ruleScorer() const { return m_scorer; }

    // Tier 3 from an endpoint: one vector per rule, by Rule::hash. Used when
    // every rule of the prompt has one; otherwise tier 3 falls back to the
    // offline n-gram vectors (AnalyzerStats::embeddingsUsed tells which).
    void setEmbeddings(QHash<QByteArray, QList<float>> vectors);
    void clearEmbeddings();

    void setTier1Settings(const Tier1Settings &settings) { m_tier1 = settings; }
    void setTier3Settings(const Tier3Settings &offline, const Tier3Settings &embeddings);

    // The rules analyse() would see (e.g. to fetch their embeddings first).
    Segmentation segment(const QString &text) const;

    LintResult analyse(const QString &text);

    const AnalyzerStats &stats() const { return m_stats; }
    // Typing leaves n-grams of half-written words in the vocabulary (and their
    // keys of meaning in tier 1's cache); each is renumbered once it holds this
    // many terms and four times the live ones (default 100,000).
    void setVocabularyCompactionThreshold(quint32 terms)
    {
        m_compactionThreshold = terms;
        m_meaningCache.setCompactionThreshold(terms);
    }
    void clearCache();

private:
    struct Entry
    {
        RuleFeatures features;
        TermCounts terms;
        bool hasTerms = false;
        QList<Span> tier2; // ranges relative to the rule's start
        bool hasTier2 = false;
        quint64 lastUsed = 0;
        quint32 id = 0; // names `features` in the caches of the checks (never given to another entry)
    };

    // The language of `text` as resolveLanguage() reads it, from the counts kept per line.
    QString languageOf(const QString &text);
    void updateDocumentFrequencies(const QHash<QByteArray, int> &counts);
    void compactVocabulary();

    QString m_language;
    QList<int> m_tiers {1, 2, 3};
    std::shared_ptr<const RuleScorer> m_scorer;
    QHash<QByteArray, QList<float>> m_embeddings;
    Tier1Settings m_tier1;
    Tier3Settings m_tier3Offline = Tier3Settings::offline();
    Tier3Settings m_tier3Embeddings = Tier3Settings::embeddings();

    struct LineCounts
    {
        LanguageCounts counts;
        quint64 lastUsed = 0;
    };
    QHash<QString, LineCounts> m_lineLanguage; // line → what detectLanguage() counts in it

    QHash<QByteArray, Entry> m_cache;
    quint64 m_generation = 0;
    quint32 m_nextId = 0; // Entry::id
    MeaningCache m_meaningCache; // tier 1 by meaning, by Entry::id
    NgramVocabulary m_vocabulary;
    std::vector<int> m_df; // by term id, over the rules in m_dfRules
    QHash<QByteArray, int> m_dfRules; // rule hash → occurrences counted in m_df
    TfIdfSimilarity m_similarity;
    quint32 m_compactionThreshold = 100000;
    AnalyzerStats m_stats;
};

} // namespace Polygon::Lint
