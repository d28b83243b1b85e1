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
class TfIdfSimilarity
{
public:
    static constexpr int kMaxPairsPerRule = 256;

    QList<SimilarPair> pairs(const std::vector<const TermCounts *> &rules, const std::vector<int> &df, int n, double minCosine,
                             int dfCap);

private:
    std::vector<std::vector<std::pair<int, float>>> m_postings;
    std::vector<quint32> m_touched;
    std::vector<quint32> m_cursor;
    std::vector<double> m_acc;
    std::vector<int> m_accTouched;
    std::vector<float> m_idf; // by df
};

// Cosine similarity of dense vectors (an endpoint's embeddings), every pair
// at or above `minCosine`. Vectors of different lengths or zero norm pair with nothing.
QList<SimilarPair> densePairs(const std::vector<const QList<float> *> &vectors, double minCosine);

} // namespace Polygon::Lint
