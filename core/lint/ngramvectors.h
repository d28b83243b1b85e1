#pragma once

#include <QHash>
#include <QList>
#include <QStringView>

#include <vector>

namespace Polygon::Lint {

// A rule's character n-grams (3 to 5 characters of its content words, spaces
// included) as term ids with counts, sorted by id.
struct TermCounts
{
    std::vector<quint32> terms;
    std::vector<float> counts;
};

// Term ids for n-grams, shared by every rule of an analyzer, so a rule's
// vector is computed once and reused after edits elsewhere.
class NgramVocabulary
{
public:
    TermCounts vectorize(QStringView text);
    quint32 size() const { return quint32(m_hashes.size()); }
    // Renumbers the terms still in use (`live`, updated in place) and forgets
    // the others; returns the old → new id table (UINT32_MAX for dropped ids).
    std::vector<quint32> compact(const std::vector<TermCounts *> &live);

private:
    QHash<quint64, quint32> m_ids;
    std::vector<quint64> m_hashes; // id → n-gram hash
};

struct SimilarPair
{
    int a = 0; // rule indices, a < b
    int b = 0;
    double cosine = 0;
};

// TF-IDF cosine similarity of every pair of rules at or above `minCosine`
// (each rule pairs with at most kMaxPairsPerRule later rules, the first ones).
// Weights: (1 + ln tf) · (ln((1 + N) / (1 + df)) + 1), vectors L2-normalised;
// n-grams in more than `dfCap` rules (frequent function-word fragments) are
// left out of both the dot products and the norms. `df` is indexed by term
// id; `n` is the number of rules. Reuses its buffers between calls.
//
// Given `ids` (per rule, an id naming its TermCounts: the same id, the same
// terms, until forget()), it keeps the similar pairs by id, and the next call
// with the same n, dfCap and minCosine computes only the pairs of the rules
// whose weights changed: new rules and rules with a term whose df changed
// (typing in one rule changes the df of its old and new n-grams). The other
// pairs' weights are the same numbers, summed in the same order (by term id),
// so the result is the full computation's to the bit.
class TfIdfSimilarity
{
public:
    static constexpr int kMaxPairsPerRule = 256;

    QList<SimilarPair> pairs(const std::vector<const TermCounts *> &rules, const std::vector<int> &df, int n, double minCosine,
                             int dfCap, const std::vector<quint32> *ids = nullptr);
    // Drops the kept pairs (term or rule ids are renumbered).
    void forget();
    // Rules whose pairs the last call computed (all of them without kept pairs).
    int rulesCompared() const { return m_rulesCompared; }

private:
    // The pairs of every rule (the first kMaxPairsPerRule later ones each); whether a rule had more.
    QList<SimilarPair> allPairs(const std::vector<const TermCounts *> &rules, double minCosine, bool *capped);
    // The pairs of the `dirty` rules with every rule, and the kept ones of the others.
    QList<SimilarPair> changedPairs(const std::vector<const TermCounts *> &rules, const std::vector<quint32> &ids,
                                    const std::vector<char> &dirty, double minCosine);
    void keep(const QList<SimilarPair> &found, const std::vector<quint32> &ids);

    std::vector<std::vector<std::pair<int, float>>> m_postings;
    std::vector<quint32> m_touched;
    std::vector<quint32> m_cursor;
    std::vector<double> m_acc;
    std::vector<int> m_accTouched;
    std::vector<float> m_idf; // by df
    std::vector<float> m_weights; // per rule, per term (0: left out), normalised
    std::vector<std::size_t> m_weightsFrom; // per rule: its first weight

    // kept between calls (with ids)
    bool m_kept = false;
    int m_keptN = 0;
    int m_keptCap = 0;
    double m_keptMin = 0;
    std::vector<int> m_keptDf; // df of the last call
    QHash<quint32, int> m_keptRules; // rule id → 0 (the rules of the last call)
    QHash<quint64, double> m_keptPairs; // (smaller id << 32 | larger id) → cosine, every similar pair
    int m_rulesCompared = 0;
};

// Cosine similarity of dense vectors (an endpoint's embeddings), every pair
// at or above `minCosine`. Vectors of different lengths or zero norm pair with nothing.
QList<SimilarPair> densePairs(const std::vector<const QList<float> *> &vectors, double minCosine);

} // namespace Polygon::Lint
