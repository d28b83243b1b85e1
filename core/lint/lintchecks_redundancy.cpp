// Tier 1, redundancy: the same rule word for word, or the same content words in another order.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>

namespace Polygon::Lint::Checks {

void duplicateRules(const LintDocument &doc, RulePairs *redundantPairs, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    QHash<quint64, int> byNorm;
    QHash<quint64, int> byBag;
    for (int r = 0; r < n; ++r) {
        const RuleFeatures &f = *feat.at(r);
        const auto normIt = byNorm.constFind(f.normKey);
        if (normIt != byNorm.constEnd()) {
            out.append(pairSpan(rules, *normIt, r, Axis::Redundancy, 1, Severity::Warning, 0.3,
                                WorkspaceMessages::tr("Repeats an earlier rule word for word.")));
            redundantPairs->insert(ordered(*normIt, r));
            continue;
        }
        byNorm.insert(f.normKey, r);
        if (f.contentStems.size() < 2)
            continue;
        const auto bagIt = byBag.constFind(f.bagKey);
        if (bagIt != byBag.constEnd()) {
            out.append(pairSpan(rules, *bagIt, r, Axis::Redundancy, 1, Severity::Warning, 0.25,
                                WorkspaceMessages::tr("Repeats an earlier rule: the same content words.")));
            redundantPairs->insert(ordered(*bagIt, r));
            continue;
        }
        byBag.insert(f.bagKey, r);
    }
}

} // namespace Polygon::Lint::Checks
