#pragma once

#include "linttypes.h"

namespace Polygon::Lint {

// The weight a span adds to its axis: its own, or its severity's default
// (info 0.1, warning 0.25, error 0.5).
double spanWeight(const Span &span);

// Axis scores from findings: per axis 1 − Π(1 − weight) over its spans, so
// no finding scores 0, one finding scores its weight and each further one
// closes part of the remaining distance to 1 (docs/lint.md).
std::array<double, kAxisCount> axisScores(const QList<Span> &spans);

// By start, then axis, tier, length and message: the order of FORMATS.md §9.
void sortSpans(QList<Span> &spans);

// Folds the findings of a tier that ran elsewhere (tier 4, the judge, is
// asynchronous) into `result`: the tier is marked as run (and no longer as
// skipped), the spans are added and sorted, and the axes are scored again.
void addTierFindings(LintResult &result, int tier, const QList<Span> &spans);

// Records that `tier` did not run and why (replacing an earlier reason).
void addTierSkip(LintResult &result, int tier, const QString &why);

} // namespace Polygon::Lint
