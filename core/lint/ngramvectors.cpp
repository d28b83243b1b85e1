#include "ngramvectors.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Polygon::Lint {

TermCounts NgramVocabulary::vectorize(QStringView text)
{
    TermCounts out;
    if (text.isEmpty())
        return out;
    // padded with spaces so word starts and ends make n-grams of their own
    QString padded;
    padded.reserve(text.size() + 2);
    padded += QLatin1Char(' ');
    padded += text;
    padded += QLatin1Char(' ');
    const qsizetype n = padded.size();
    std::vector<quint32> ids;
    ids.reserve(std::size_t(n) * 3);
    for (qsizetype i = 0; i < n; ++i) {
        quint64 h = 1469598103934665603ULL;
        for (qsizetype len = 1; len <= 5 && i + len <= n; ++len) {
            h ^= padded[i + len - 1].unicode();
            h *= 1099511628211ULL;
            if (len < 3)
                continue;
            const quint64 key = h ^ (quint64(len) << 56);
            auto it = m_ids.constFind(key);
            quint32 id;
            if (it == m_ids.constEnd()) {
                id = quint32(m_hashes.size());
                m_ids.insert(key, id);
                m_hashes.push_back(key);
            } else {
                id = *it;
            }
            ids.push_back(id);
        }
    }
    std::sort(ids.begin(), ids.end());
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t j = i;
        while (j < ids.size() && ids[j] == ids[i])
            ++j;
        out.terms.push_back(ids[i]);
        out.counts.push_back(float(j - i));
        i = j;
    }
    return out;
}

std::vector<quint32> NgramVocabulary::compact(const std::vector<TermCounts *> &live)
{
    std::vector<quint32> remap(m_hashes.size(), std::numeric_limits<quint32>::max());
    std::vector<quint64> hashes;
    QHash<quint64, quint32> ids;
    for (TermCounts *tc : live) {
        for (quint32 &t : tc->terms) {
            if (remap[t] == std::numeric_limits<quint32>::max()) {
                remap[t] = quint32(hashes.size());
                hashes.push_back(m_hashes[t]);
                ids.insert(m_hashes[t], remap[t]);
            }
            t = remap[t];
        }
        // ids are renumbered in first-seen order: restore the sort
        std::vector<std::pair<quint32, float>> both;
        both.reserve(tc->terms.size());
        for (std::size_t i = 0; i < tc->terms.size(); ++i)
            both.emplace_back(tc->terms[i], tc->counts[i]);
        std::sort(both.begin(), both.end());
        for (std::size_t i = 0; i < both.size(); ++i) {
            tc->terms[i] = both[i].first;
            tc->counts[i] = both[i].second;
        }
    }
    m_hashes = std::move(hashes);
    m_ids = std::move(ids);
    return remap;
}

QList<SimilarPair> TfIdfSimilarity::pairs(const std::vector<const TermCounts *> &rules, const std::vector<int> &df, int n,
                                          double minCosine, int dfCap)
{
    QList<SimilarPair> found;
    const int count = int(rules.size());
    if (count < 2)
        return found;
    if (m_postings.size() < df.size()) {
        m_postings.resize(df.size());
        m_cursor.resize(df.size(), 0);
    }
    for (quint32 t : m_touched) {
        m_postings[t].clear();
        m_cursor[t] = 0;
    }
    m_touched.clear();

    // idf depends on df alone: one logarithm per df value
    m_idf.assign(std::size_t(n) + 2, 0.0f);
    for (int d = 0; d <= n + 1; ++d)
        m_idf[std::size_t(d)] = float(std::log((1.0 + n) / (1.0 + d)) + 1.0);
    // weights, normalised per rule, into the postings lists
    std::vector<float> weights;
    for (int i = 0; i < count; ++i) {
        const TermCounts &tc = *rules[std::size_t(i)];
        weights.clear();
        double norm = 0;
        for (std::size_t k = 0; k < tc.terms.size(); ++k) {
            const int d = df[tc.terms[k]];
            if (d > dfCap) {
                weights.push_back(0);
                continue;
            }
            const float c = tc.counts[k];
            const double w = (c == 1.0f ? 1.0 : 1.0 + std::log(double(c))) * m_idf[std::size_t(std::min(d, n + 1))];
            weights.push_back(float(w));
            norm += w * w;
        }
        if (norm <= 0)
            continue;
        const float inv = float(1.0 / std::sqrt(norm));
        for (std::size_t k = 0; k < tc.terms.size(); ++k) {
            if (weights[k] == 0)
                continue;
            const quint32 t = tc.terms[k];
            auto &list = m_postings[t];
            if (list.empty())
                m_touched.push_back(t);
            list.emplace_back(i, weights[k] * inv);
        }
    }

    // dot products through the postings: each rule meets only the later rules it shares n-grams with
    m_acc.assign(std::size_t(count), 0.0);
    for (int i = 0; i < count; ++i) {
        const TermCounts &tc = *rules[std::size_t(i)];
        m_accTouched.clear();
        for (quint32 t : tc.terms) {
            auto &list = m_postings[t];
            quint32 &cur = m_cursor[t];
            if (cur >= list.size() || list[cur].first != i)
                continue; // a capped term
            const float wi = list[cur].second;
            for (std::size_t k = cur + 1; k < list.size(); ++k) {
                const int j = list[k].first;
                if (m_acc[std::size_t(j)] == 0.0)
                    m_accTouched.push_back(j);
                m_acc[std::size_t(j)] += double(wi) * list[k].second;
            }
            ++cur;
        }
        // hostile input (thousands of near-duplicates): at most kMaxPairsPerRule
        // later rules per rule, the first ones
        if (m_accTouched.size() > std::size_t(kMaxPairsPerRule)) {
            std::vector<int> similar;
            for (int j : m_accTouched)
                if (m_acc[std::size_t(j)] >= minCosine)
                    similar.push_back(j);
            if (similar.size() > std::size_t(kMaxPairsPerRule)) {
                std::nth_element(similar.begin(), similar.begin() + kMaxPairsPerRule, similar.end());
                for (auto k = similar.begin() + kMaxPairsPerRule; k != similar.end(); ++k)
                    m_acc[std::size_t(*k)] = 0.0;
            }
        }
        for (int j : m_accTouched) {
            const double c = m_acc[std::size_t(j)];
            if (c >= minCosine)
                found.append(SimilarPair {i, j, std::min(1.0, c)});
            m_acc[std::size_t(j)] = 0.0;
        }
    }
    std::sort(found.begin(), found.end(),
              [](const SimilarPair &x, const SimilarPair &y) { return std::pair(x.a, x.b) < std::pair(y.a, y.b); });
    return found;
}

QList<SimilarPair> densePairs(const std::vector<const QList<float> *> &vectors, double minCosine)
{
    QList<SimilarPair> found;
    const int count = int(vectors.size());
    std::vector<double> norms(std::size_t(count), 0.0);
    for (int i = 0; i < count; ++i) {
        double s = 0;
        for (float x : *vectors[std::size_t(i)])
            s += double(x) * x;
        norms[std::size_t(i)] = std::sqrt(s);
    }
    for (int i = 0; i < count; ++i) {
        const QList<float> &a = *vectors[std::size_t(i)];
        if (norms[std::size_t(i)] <= 0)
            continue;
        for (int j = i + 1; j < count; ++j) {
            const QList<float> &b = *vectors[std::size_t(j)];
            if (b.size() != a.size() || norms[std::size_t(j)] <= 0)
                continue;
            double dot = 0;
            for (qsizetype k = 0; k < a.size(); ++k)
                dot += double(a[k]) * b[k];
            const double c = dot / (norms[std::size_t(i)] * norms[std::size_t(j)]);
            if (c >= minCosine)
                found.append(SimilarPair {i, j, std::min(1.0, c)});
        }
    }
    return found;
}

} // namespace Polygon::Lint
