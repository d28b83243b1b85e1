#include "prefixindex.h"

#include "lintchecks_p.h"

#include <algorithm>
#include <cmath>

namespace Polygon::Lint {

using Checks::kMaxCandidates;

PrefixIndex::PrefixIndex(const QList<const RuleFeatures *> &feat, const std::vector<bool> &participates, double minJaccard)
    : m_prefixes(feat.size())
    , m_seen(feat.size(), -1)
{
    QHash<quint64, int> frequency;
    for (qsizetype r = 0; r < feat.size(); ++r)
        if (participates[std::size_t(r)])
            for (quint64 stem : feat.at(r)->contentStems)
                ++frequency[stem];
    for (qsizetype r = 0; r < feat.size(); ++r) {
        if (!participates[std::size_t(r)])
            continue;
        std::vector<std::pair<int, quint64>> order;
        for (quint64 stem : feat.at(r)->contentStems)
            order.emplace_back(frequency.value(stem), stem);
        std::sort(order.begin(), order.end());
        const int size = int(order.size());
        // ⌈t·size⌉ rounded down a little: a longer prefix is always safe
        const int needed = std::max(0, int(std::ceil(minJaccard * size - 1e-9)));
        const int prefix = std::clamp(size - needed + 1, 0, size);
        for (int k = 0; k < prefix; ++k)
            m_prefixes[std::size_t(r)].push_back(order[std::size_t(k)].second);
    }
}

void PrefixIndex::candidates(int rule, std::initializer_list<int> groups, std::vector<int> &out)
{
    out.clear();
    for (quint64 stem : m_prefixes[std::size_t(rule)]) {
        for (int group : groups) {
            const auto it = m_lists.constFind(qMakePair(group, stem));
            if (it == m_lists.constEnd())
                continue;
            // the first kMaxCandidates of each list hold the first kMaxCandidates of their union
            const std::vector<int> &list = *it;
            const std::size_t take = std::min(list.size(), std::size_t(kMaxCandidates));
            for (std::size_t k = 0; k < take; ++k) {
                const int other = list[k];
                if (m_seen[std::size_t(other)] != rule) {
                    m_seen[std::size_t(other)] = rule;
                    out.push_back(other);
                }
            }
        }
    }
    if (out.size() > std::size_t(kMaxCandidates)) {
        std::nth_element(out.begin(), out.begin() + kMaxCandidates, out.end());
        out.resize(std::size_t(kMaxCandidates));
    }
    std::sort(out.begin(), out.end());
}

void PrefixIndex::add(int rule, int group)
{
    for (quint64 stem : m_prefixes[std::size_t(rule)])
        m_lists[qMakePair(group, stem)].push_back(rule);
}

} // namespace Polygon::Lint
