#include "promptanalyzer.h"

#include "lexicon.h"
#include "lintresult.h"

#include "core/util/messages.h"

#include <QElapsedTimer>

#include <algorithm>
#include <limits>

namespace Polygon::Lint {

PromptAnalyzer::PromptAnalyzer() = default;

void PromptAnalyzer::setLanguage(const QString &language)
{
    m_language = language;
}

QString PromptAnalyzer::resolveLanguage(const QString &text) const
{
    return m_language.isEmpty() ? detectLanguage(text) : m_language;
}

void PromptAnalyzer::setTiers(const QList<int> &tiers)
{
    m_tiers.clear();
    for (int t : tiers)
        if (t >= 1 && t <= 3 && !m_tiers.contains(t))
            m_tiers.append(t);
    std::sort(m_tiers.begin(), m_tiers.end());
    if (!m_tiers.contains(3)) {
        m_df.clear();
        m_dfRules.clear();
    }
}

void PromptAnalyzer::setRuleScorer(std::shared_ptr<const RuleScorer> scorer)
{
    m_scorer = std::move(scorer);
    for (Entry &e : m_cache) {
        e.tier2.clear();
        e.hasTier2 = false;
    }
}

void PromptAnalyzer::setEmbeddings(QHash<QByteArray, QList<float>> vectors)
{
    m_embeddings = std::move(vectors);
}

void PromptAnalyzer::clearEmbeddings()
{
    m_embeddings.clear();
}

void PromptAnalyzer::setTier3Settings(const Tier3Settings &offline, const Tier3Settings &embeddings)
{
    m_tier3Offline = offline;
    m_tier3Embeddings = embeddings;
}

QString PromptAnalyzer::languageOf(const QString &text)
{
    if (!m_language.isEmpty())
        return m_language;
    // typing changes one line: the others' counts are kept (detectLanguage reads the whole text)
    LanguageCounts counts;
    const QChar *data = text.constData();
    const qsizetype size = text.size();
    for (qsizetype start = 0; start <= size;) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = size;
        const QString line = QString::fromRawData(data + start, end - start); // no copy for the lookup
        auto it = m_lineLanguage.find(line);
        if (it == m_lineLanguage.end())
            it = m_lineLanguage.insert(QString(data + start, end - start), LineCounts {languageCounts(line), 0});
        it->lastUsed = m_generation;
        counts += it->counts;
        start = end + 1;
    }
    for (auto it = m_lineLanguage.begin(); it != m_lineLanguage.end();) {
        if (it->lastUsed != m_generation)
            it = m_lineLanguage.erase(it);
        else
            ++it;
    }
    return languageFromCounts(counts);
}

Segmentation PromptAnalyzer::segment(const QString &text) const
{
    return segmentPrompt(text, resolveLanguage(text));
}

void PromptAnalyzer::clearCache()
{
    m_cache.clear();
    m_meaningCache.clear();
    m_similarity.forget(); // rule ids start again
    m_nextId = 0;
    m_lineLanguage.clear();
    m_df.clear();
    m_dfRules.clear();
    m_vocabulary = NgramVocabulary();
    const int compactions = m_stats.vocabularyCompactions;
    const int meaningCompactions = m_stats.meaningCompactions;
    m_stats = AnalyzerStats();
    m_stats.vocabularyCompactions = compactions;
    m_stats.meaningCompactions = meaningCompactions;
}

void PromptAnalyzer::updateDocumentFrequencies(const QHash<QByteArray, int> &counts)
{
    if (m_df.size() < m_vocabulary.size())
        m_df.resize(m_vocabulary.size(), 0);
    const auto apply = [this](const QByteArray &hash, int delta) {
        if (delta == 0)
            return;
        const auto e = m_cache.constFind(hash);
        Q_ASSERT(e != m_cache.constEnd());
        for (quint32 t : e->terms.terms)
            m_df[t] += delta;
    };
    for (auto it = m_dfRules.cbegin(); it != m_dfRules.cend(); ++it)
        apply(it.key(), counts.value(it.key()) - it.value());
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (!m_dfRules.contains(it.key()))
            apply(it.key(), it.value());
    m_dfRules = counts;
}

void PromptAnalyzer::compactVocabulary()
{
    std::vector<TermCounts *> live;
    std::size_t liveTerms = 0;
    for (Entry &e : m_cache) {
        if (e.hasTerms) {
            live.push_back(&e.terms);
            liveTerms += e.terms.terms.size();
        }
    }
    // typing leaves n-grams of half-written words behind; renumber when they dominate
    if (m_vocabulary.size() < m_compactionThreshold || m_vocabulary.size() < 4 * liveTerms)
        return;
    ++m_stats.vocabularyCompactions;
    m_similarity.forget(); // its df and pairs are by the old term ids
    const std::vector<quint32> remap = m_vocabulary.compact(live);
    std::vector<int> df(m_vocabulary.size(), 0);
    for (std::size_t old = 0; old < remap.size() && old < m_df.size(); ++old)
        if (remap[old] != std::numeric_limits<quint32>::max())
            df[remap[old]] = m_df[old];
    m_df = std::move(df);
}

LintResult PromptAnalyzer::analyse(const QString &text)
{
    QElapsedTimer total;
    total.start();
    QElapsedTimer step;
    step.start();
    m_stats.rulesAnalysed = 0;
    m_stats.scorerCalls = 0;
    m_stats.tier1Us = m_stats.tier2Us = m_stats.tier3Us = 0;
    m_stats.tier3RulesCompared = 0;
    m_stats.embeddingsUsed = false;
    ++m_generation;

    LintResult result;
    result.language = languageOf(text);
    const Lexicon &lexicon = Lexicon::forLanguage(result.language);
    const Segmentation seg = segmentPrompt(text, result.language);
    const int n = int(seg.rules.size());

    if (m_nextId > std::numeric_limits<quint32>::max() - quint32(n))
        clearCache(); // after four billion rules read: start the ids again
    for (const Rule &rule : seg.rules) {
        auto it = m_cache.find(rule.hash);
        if (it == m_cache.end()) {
            it = m_cache.insert(rule.hash, Entry {});
            it->id = m_nextId++;
            it->features = extractFeatures(rule.text, lexicon);
            ++m_stats.rulesAnalysed;
        }
        it->lastUsed = m_generation;
    }
    // pointers only once every insertion is done (QHash moves its items when it grows)
    QList<Entry *> entries;
    QList<const RuleFeatures *> features;
    std::vector<quint32> ids;
    entries.reserve(n);
    features.reserve(n);
    ids.reserve(std::size_t(n));
    for (const Rule &rule : seg.rules) {
        Entry *e = &*m_cache.find(rule.hash);
        entries.append(e);
        features.append(&e->features);
        ids.push_back(e->id);
    }
    m_stats.totalRulesAnalysed += m_stats.rulesAnalysed;
    m_stats.rules = n;
    m_stats.segmentUs = step.nsecsElapsed() / 1000;

    const LintDocument doc {seg, features, lexicon, &ids, &m_meaningCache};
    ReportedPairs reported;
    QList<Span> spans;

    if (m_tiers.contains(1)) {
        step.restart();
        spans.append(tier1Findings(doc, m_tier1, &reported));
        result.tiersRun.append(1);
        m_stats.tier1Us = step.nsecsElapsed() / 1000;
    }

    if (m_tiers.contains(2)) {
        step.restart();
        const QString why
            = m_scorer ? m_scorer->unavailableReason(result.language) : WorkspaceMessages::tr("tier 2 not configured");
        if (!why.isEmpty()) {
            result.tiersSkipped.append(TierSkip {2, why});
        } else {
            for (int r = 0; r < n; ++r) {
                Entry &e = *entries[r];
                const Rule &rule = seg.rules.at(r);
                if (!e.hasTier2) {
                    e.tier2 = m_scorer->analyseRule(rule, result.language);
                    for (Span &s : e.tier2) {
                        s.range.start -= rule.range.start;
                        if (s.related)
                            s.related->start -= rule.range.start;
                    }
                    e.hasTier2 = true;
                    ++m_stats.scorerCalls;
                }
                for (Span s : e.tier2) {
                    s.range.start += rule.range.start;
                    if (s.related)
                        s.related->start += rule.range.start;
                    spans.append(s);
                }
            }
            result.tiersRun.append(2);
        }
        m_stats.tier2Us = step.nsecsElapsed() / 1000;
    }

    if (m_tiers.contains(3)) {
        step.restart();
        bool allEmbedded = n > 0 && !m_embeddings.isEmpty();
        for (int r = 0; r < n && allEmbedded; ++r)
            allEmbedded = m_embeddings.contains(seg.rules.at(r).hash);
        QList<SimilarPair> pairs;
        const Tier3Settings &settings = allEmbedded ? m_tier3Embeddings : m_tier3Offline;
        const double minCosine = std::min({settings.related, settings.duplicate, settings.opposite});
        if (allEmbedded) {
            std::vector<const QList<float> *> vectors;
            vectors.reserve(std::size_t(n));
            for (const Rule &rule : seg.rules)
                vectors.push_back(&*m_embeddings.constFind(rule.hash));
            pairs = densePairs(vectors, minCosine);
            m_stats.embeddingsUsed = true;
        } else {
            QHash<QByteArray, int> counts;
            counts.reserve(n);
            for (int r = 0; r < n; ++r) {
                Entry &e = *entries[r];
                if (!e.hasTerms) {
                    e.terms = m_vocabulary.vectorize(e.features.vectorText);
                    e.hasTerms = true;
                }
                ++counts[seg.rules.at(r).hash];
            }
            updateDocumentFrequencies(counts);
            std::vector<const TermCounts *> vectors;
            vectors.reserve(std::size_t(n));
            for (int r = 0; r < n; ++r)
                vectors.push_back(&entries[r]->terms);
            // at most 512: on a prompt of thousands of rules the dot products stay near-linear
            // (prompts up to 4,096 rules are not affected)
            const int dfCap = std::clamp(n / 8, 40, 512);
            pairs = m_similarity.pairs(vectors, m_df, n, minCosine, dfCap, &ids);
            m_stats.tier3RulesCompared = m_similarity.rulesCompared();
        }
        spans.append(tier3Findings(doc, pairs, settings, reported));
        result.tiersRun.append(3);
        m_stats.tier3Us = step.nsecsElapsed() / 1000;
    }

    // forget rules no longer in the prompt
    for (auto it = m_cache.begin(); it != m_cache.end();) {
        if (it->lastUsed != m_generation)
            it = m_cache.erase(it);
        else
            ++it;
    }
    if (m_tiers.contains(3))
        compactVocabulary();
    m_stats.cachedRules = int(m_cache.size());
    m_stats.meaningCompactions = m_meaningCache.compactions();

    sortSpans(spans);
    result.spans = std::move(spans);
    result.axes = axisScores(result.spans);
    m_stats.totalUs = total.nsecsElapsed() / 1000;
    return result;
}

} // namespace Polygon::Lint
