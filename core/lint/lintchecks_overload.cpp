// Tier 1, overload: simultaneous constraints per section; stacked sentences.

#include "lintchecks_p.h"

#include "core/util/messages.h"

#include <algorithm>

namespace Polygon::Lint::Checks {

void sectionOverload(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out)
{
    const Segmentation &seg = doc.segmentation;
    const QList<Rule> &rules = seg.rules;
    const auto &feat = doc.features;
    for (const Section &section : seg.sections) {
        int constraints = 0;
        int firstRule = -1;
        int lastRule = -1;
        for (int r = section.firstRule; r < section.firstRule + section.ruleCount; ++r) {
            if (!feat.at(r)->constraint)
                continue;
            ++constraints;
            if (firstRule < 0)
                firstRule = r;
            lastRule = r;
        }
        if (constraints > cfg.sectionConstraints) {
            const double w = std::min(
                1.0, double(constraints - cfg.sectionConstraints) / (cfg.sectionConstraintsFull - cfg.sectionConstraints));
            Span s;
            s.range = {rules.at(firstRule).range.start, rules.at(lastRule).range.end() - rules.at(firstRule).range.start};
            s.axis = Axis::Overload;
            s.severity = w >= 0.5 ? Severity::Error : Severity::Warning;
            s.weight = w;
            s.message = WorkspaceMessages::tr("%1 constraints at once in this section (more than %2): the model will drop "
                                              "some; split the section or cut the rules it rarely needs.")
                            .arg(constraints)
                            .arg(cfg.sectionConstraints);
            out.append(s);
        }
    }
}

void stackedInstructions(const LintDocument &doc, const Tier1Settings &cfg, QList<Span> &out)
{
    const QList<Rule> &rules = doc.segmentation.rules;
    const auto &feat = doc.features;
    const int n = int(rules.size());
    for (int r = 0; r < n; ++r) {
        const int markers = feat.at(r)->constraintMarkers;
        if (markers >= cfg.stackedMarkers) {
            Span s;
            s.range = rules.at(r).range;
            s.axis = Axis::Overload;
            s.severity = Severity::Warning;
            s.weight = std::min(0.4, 0.1 * (markers - cfg.stackedMarkers + 2));
            s.message = WorkspaceMessages::tr("%1 instructions packed into one sentence: give each its own line.").arg(markers);
            out.append(s);
        }
    }
}

} // namespace Polygon::Lint::Checks
