#pragma once

#include "rulefeatures.h"

#include <QHash>
#include <QList>
#include <QPair>

#include <initializer_list>
#include <vector>

namespace Polygon::Lint {

// Candidate pairs for a check that needs the Jaccard similarity of two rules'
// content stems to reach `minJaccard`, by prefix filtering (Bayardo, Ma and
// Srikant, "Scaling up all pairs similarity search", 2007): with every rule's
// stems ordered rarest first, two sets with Jaccard ≥ t share a stem within
// the first |x| − ⌈t·|x|⌉ + 1 stems of each. Each rule is indexed under that
// prefix only (and a group: the checks compare opposite modalities), and
// meets the earlier rules that share a prefix stem with it — every pair that
// can pass the check, but not every rule that shares the word "caller".
class PrefixIndex
{
public:
    PrefixIndex(const QList<const RuleFeatures *> &feat, const std::vector<bool> &participates, double minJaccard);

    // The earlier rules of the given groups sharing a prefix stem with `rule`,
    // ascending, each once, at most kMaxCandidates (the first ones). Call in
    // rule order, before add(rule).
    void candidates(int rule, std::initializer_list<int> groups, std::vector<int> &out);

    void add(int rule, int group);

private:
    std::vector<std::vector<quint64>> m_prefixes; // per rule
    QHash<QPair<int, quint64>, std::vector<int>> m_lists; // (group, stem) → rules, ascending
    std::vector<int> m_seen; // rule → the last rule it was a candidate for
};

} // namespace Polygon::Lint
