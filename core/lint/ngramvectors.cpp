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

namespace {

quint64 pairKey(quint32 x, quint32 y)
{
    return x < y ? (quint64(x) << 32) | y : (quint64(y) << 32) | x;
}

} // namespace

void TfIdfSimilarity::forget()
{
    m_kept = false;
    m_keptDf.clear();
    m_keptRules.clear();
    m_keptPairs.clear();
}

QList<SimilarPair> TfIdfSimilarity::pairs(const std::vector<const TermCounts *> &rules, const std::vector<int> &df, int n,
                                          double minCosine, int dfCap, const std::vector<quint32> *ids)
{
    const int count = int(rules.size());
    m_rulesCompared = count;
    if (count < 2) {
        forget();
        return {};
    }
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
    m_weights.clear();
    m_weightsFrom.assign(std::size_t(count) + 1, 0);
    for (int i = 0; i < count; ++i) {
        const TermCounts &tc = *rules[std::size_t(i)];
        const std::size_t from = m_weights.size();
        m_weightsFrom[std::size_t(i)] = from;
        double norm = 0;
        for (std::size_t k = 0; k < tc.terms.size(); ++k) {
            const int d = df[tc.terms[k]];
            if (d > dfCap) {
                m_weights.push_back(0);
                continue;
            }
            const float c = tc.counts[k];
            const double w = (c == 1.0f ? 1.0 : 1.0 + std::log(double(c))) * m_idf[std::size_t(std::min(d, n + 1))];
            m_weights.push_back(float(w));
            norm += w * w;
        }
        if (norm <= 0) {
            std::fill(m_weights.begin() + std::ptrdiff_t(from), m_weights.end(), 0.0f);
            continue;
        }
        const float inv = float(1.0 / std::sqrt(norm));
        for (std::size_t k = 0; k < tc.terms.size(); ++k) {
            float &w = m_weights[from + k];
            if (w == 0)
                continue;
            w *= inv;
            const quint32 t = tc.terms[k];
            auto &list = m_postings[t];
            if (list.empty())
                m_touched.push_back(t);
            list.emplace_back(i, w);
        }
    }
    m_weightsFrom[std::size_t(count)] = m_weights.size();

    // the rules whose weights changed since the last call: new ones, and those with a term whose
    // df changed (n, hence every idf, and the cap must be the same)
    std::vector<char> dirty;
    int dirtyCount = count;
    if (ids && m_kept && n == m_keptN && dfCap == m_keptCap && minCosine == m_keptMin) {
        std::vector<char> changed(df.size(), 0);
        for (std::size_t t = 0; t < df.size(); ++t) {
            const int before = t < m_keptDf.size() ? m_keptDf[t] : 0;
            const int now = df[t];
            changed[t] = (before <= dfCap) != (now <= dfCap) || (now <= dfCap && before != now);
        }
        dirty.assign(std::size_t(count), 0);
        dirtyCount = 0;
        for (int i = 0; i < count; ++i) {
            bool d = !m_keptRules.contains((*ids)[std::size_t(i)]);
            for (std::size_t k = 0; !d && k < rules[std::size_t(i)]->terms.size(); ++k)
                d = changed[rules[std::size_t(i)]->terms[k]];
            dirty[std::size_t(i)] = d;
            dirtyCount += d;
        }
    }

    QList<SimilarPair> found;
    if (dirtyCount * 2 > count) {
        bool capped = false;
        found = allPairs(rules, minCosine, &capped);
        // kept only when every similar pair is in `found` and they are not too many (hostile input)
        if (ids && !capped && found.size() <= 64 * qsizetype(count)) {
            keep(found, *ids);
        } else {
            forget();
        }
    } else {
        m_rulesCompared = dirtyCount;
        found = changedPairs(rules, *ids, dirty, minCosine);
        if (m_keptPairs.size() > 64 * qsizetype(count))
            forget();
    }
    if (m_kept) {
        m_keptN = n;
        m_keptCap = dfCap;
        m_keptMin = minCosine;
        m_keptDf = df;
    }
    return found;
}

void TfIdfSimilarity::keep(const QList<SimilarPair> &found, const std::vector<quint32> &ids)
{
    m_kept = true;
    m_keptRules.clear();
    for (const quint32 id : ids)
        m_keptRules.insert(id, 0);
    m_keptPairs.clear();
    for (const SimilarPair &p : found)
        m_keptPairs.insert(pairKey(ids[std::size_t(p.a)], ids[std::size_t(p.b)]), p.cosine);
}

QList<SimilarPair> TfIdfSimilarity::allPairs(const std::vector<const TermCounts *> &rules, double minCosine, bool *capped)
{
    QList<SimilarPair> found;
    const int count = int(rules.size());
    *capped = false;
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
                *capped = true;
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

QList<SimilarPair> TfIdfSimilarity::changedPairs(const std::vector<const TermCounts *> &rules, const std::vector<quint32> &ids,
                                                 const std::vector<char> &dirty, double minCosine)
{
    QList<SimilarPair> found;
    const int count = int(rules.size());
    // where each rule id is (a rule written twice is there twice)
    QHash<quint32, int> first;
    std::vector<int> next(std::size_t(count), -1);
    for (int i = count - 1; i >= 0; --i) {
        const auto it = first.find(ids[std::size_t(i)]);
        if (it != first.end()) {
            next[std::size_t(i)] = *it;
            *it = i;
        } else {
            first.insert(ids[std::size_t(i)], i);
        }
    }
    // the kept pairs of two rules whose weights did not change, at their places now
    for (auto it = m_keptPairs.begin(); it != m_keptPairs.end();) {
        const auto x = first.constFind(quint32(it.key() >> 32));
        const auto y = first.constFind(quint32(it.key()));
        if (x == first.constEnd() || y == first.constEnd() || dirty[std::size_t(*x)] || dirty[std::size_t(*y)]) {
            it = m_keptPairs.erase(it);
            continue;
        }
        for (int i = *x; i >= 0; i = next[std::size_t(i)])
            for (int j = *x == *y ? next[std::size_t(i)] : *y; j >= 0; j = next[std::size_t(j)])
                found.append(SimilarPair {std::min(i, j), std::max(i, j), *it});
        ++it;
    }
    for (const quint32 id : ids)
        m_keptRules.insert(id, 0);
    for (auto it = m_keptRules.begin(); it != m_keptRules.end();) {
        if (!first.contains(it.key()))
            it = m_keptRules.erase(it);
        else
            ++it;
    }
    // the changed rules against every other rule (two changed ones: from the earlier), each pair's
    // products summed by term id as allPairs sums them
    m_acc.assign(std::size_t(count), 0.0);
    for (int i = 0; i < count; ++i) {
        if (!dirty[std::size_t(i)])
            continue;
        const TermCounts &tc = *rules[std::size_t(i)];
        m_accTouched.clear();
        for (std::size_t k = 0; k < tc.terms.size(); ++k) {
            const float wi = m_weights[m_weightsFrom[std::size_t(i)] + k];
            if (wi == 0)
                continue;
            for (const auto &[j, wj] : m_postings[tc.terms[k]]) {
                if (j == i || (dirty[std::size_t(j)] && j < i))
                    continue;
                if (m_acc[std::size_t(j)] == 0.0)
                    m_accTouched.push_back(j);
                m_acc[std::size_t(j)] += double(wi) * wj;
            }
        }
        for (int j : m_accTouched) {
            const double c = m_acc[std::size_t(j)];
            if (c >= minCosine) {
                found.append(SimilarPair {std::min(i, j), std::max(i, j), std::min(1.0, c)});
                m_keptPairs.insert(pairKey(ids[std::size_t(i)], ids[std::size_t(j)]), std::min(1.0, c));
            }
            m_acc[std::size_t(j)] = 0.0;
        }
    }
    std::sort(found.begin(), found.end(),
              [](const SimilarPair &x, const SimilarPair &y) { return std::pair(x.a, x.b) < std::pair(y.a, y.b); });
    // at most kMaxPairsPerRule later rules per rule, the first ones (as allPairs)
    qsizetype out = 0;
    for (qsizetype k = 0, run = 0; k < found.size(); ++k) {
        run = k > 0 && found.at(k).a == found.at(k - 1).a ? run + 1 : 0;
        if (run < kMaxPairsPerRule)
            found[out++] = found.at(k);
    }
    found.resize(out);
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
