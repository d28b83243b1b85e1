// Tier 1, attention dilution: critical rules in the middle of a long prompt;
// related rules far apart (sharing rare content words).

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Polygon::Lint::Checks {

void criticalInTheMiddle(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out)
{
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    if (seg.totalWords >= cfg.longPromptWords) {
        const double lengthFactor = std::min(1.0, 0.5 + (seg.totalWords - cfg.longPromptWords) / 1000.0);
        const double half = (cfg.middleTo - cfg.middleFrom) / 2;
        const double centre = (cfg.middleTo + cfg.middleFrom) / 2;
        // the bags (same content, modality and numbers) stated in the first or last quarter
        QSet<quint64> bagsAtEdge;
        for (int r = 0; r < n; ++r) {
            const double q = positionOf(seg, r);
            if (q <= cfg.middleFrom || q >= cfg.middleTo)
                bagsAtEdge.insert(feat.at(r)->bagKey);
        }
        for (int r = 0; r < n; ++r) {
            const RuleFeatures &f = *feat.at(r);
            if (f.critical == 0 || (f.critical == 1 && seg.totalWords < cfg.longPromptWordsPlain))
                continue;
            const double p = positionOf(seg, r);
            if (p <= cfg.middleFrom || p >= cfg.middleTo)
                continue;
            // repeated near an edge: the model sees it where it attends most (r itself is in the middle)
            if (bagsAtEdge.contains(f.bagKey))
                continue;
            const double centrality = 1.0 - std::abs(p - centre) / half;
            Span s;
            s.range = rules.at(r).range;
            s.axis = Axis::AttentionDilution;
            s.severity = f.critical == 2 ? Severity::Warning : Severity::Info;
            s.weight = (f.critical == 2 ? 0.35 : 0.15) * (0.5 + 0.5 * centrality) * lengthFactor;
            s.message = WorkspaceMessages::tr("A critical rule sits in the middle of a long prompt (%1% of the way in), "
                                              "where models attend least: move it to the start or repeat it at the end.")
                            .arg(int(std::lround(p * 100)));
            out.append(s);
        }
    }
}

void scatteredRules(const LintDocument &doc, const Tier1Settings &cfg, ReportedPairs *reported, QList<Span> &out)
{
    const RulePairs *conflictPairs = &reported->conflict;
    const RulePairs *redundantPairs = &reported->redundant;
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    QHash<quint64, QList<int>> rulesByStem;
    for (int r = 0; r < n; ++r)
        for (quint64 s : feat.at(r)->contentStems)
            rulesByStem[s].append(r);
    QHash<QPair<int, int>, int> sharedRare;
    for (auto it = rulesByStem.cbegin(); it != rulesByStem.cend(); ++it) {
        const QList<int> &list = it.value();
        if (list.size() < 2 || list.size() > 3)
            continue;
        for (qsizetype i = 0; i < list.size(); ++i)
            for (qsizetype j = i + 1; j < list.size(); ++j)
                if (list.at(i) != list.at(j))
                    ++sharedRare[ordered(list.at(i), list.at(j))];
    }
    // a critical rule kept at the start or the end is where it should be, wherever its topic is
    const auto criticalAtEdge = [&](int r) {
        const double p = positionOf(seg, r);
        return feat.at(r)->critical > 0 && (p <= cfg.middleFrom || p >= cfg.middleTo);
    };
    QList<QPair<int, int>> scattered;
    for (auto it = sharedRare.cbegin(); it != sharedRare.cend(); ++it) {
        if (it.value() < 2)
            continue;
        const auto [a, b] = it.key();
        if (rules.at(a).section == rules.at(b).section || !feat.at(a)->constraint || !feat.at(b)->constraint
            || conflictPairs->contains({a, b}) || redundantPairs->contains({a, b}) || criticalAtEdge(a) || criticalAtEdge(b))
            continue;
        if (overlap(feat.at(a)->contentStems, feat.at(b)->contentStems).coefficient() < cfg.relatedOverlap)
            continue;
        if (std::abs(positionOf(seg, b) - positionOf(seg, a)) < cfg.farApart)
            continue;
        scattered.append({a, b});
    }
    std::sort(scattered.begin(), scattered.end());
    for (const auto &[a, b] : scattered) {
        reported->scattered.insert({a, b});
        out.append(pairSpan(rules, a, b, Axis::AttentionDilution, 1, Severity::Info, 0.1,
                            WorkspaceMessages::tr("A rule about the same thing is far away under another heading: keep "
                                                  "related rules together.")));
    }
}

} // namespace Polygon::Lint::Checks
