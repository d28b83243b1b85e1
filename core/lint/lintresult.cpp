#include "lintresult.h"

#include <algorithm>
#include <tuple>

namespace Polygon::Lint {

QString axisName(Axis axis)
{
    switch (axis) {
    case Axis::Overload:
        return QStringLiteral("overload");
    case Axis::AttentionDilution:
        return QStringLiteral("attention_dilution");
    case Axis::Conflict:
        return QStringLiteral("conflict");
    case Axis::Ambiguity:
        return QStringLiteral("ambiguity");
    case Axis::Redundancy:
        return QStringLiteral("redundancy");
    }
    return {};
}

std::optional<Axis> axisFromName(const QString &name)
{
    for (int i = 0; i < kAxisCount; ++i)
        if (axisName(Axis(i)) == name)
            return Axis(i);
    return std::nullopt;
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        return QStringLiteral("error");
    }
    return {};
}

double spanWeight(const Span &span)
{
    if (span.weight > 0)
        return std::min(1.0, span.weight);
    switch (span.severity) {
    case Severity::Info:
        return 0.1;
    case Severity::Warning:
        return 0.25;
    case Severity::Error:
        return 0.5;
    }
    return 0.25;
}

std::array<double, kAxisCount> axisScores(const QList<Span> &spans)
{
    std::array<double, kAxisCount> keep;
    keep.fill(1.0);
    for (const Span &s : spans)
        keep[std::size_t(s.axis)] *= 1.0 - spanWeight(s);
    std::array<double, kAxisCount> scores {};
    for (int i = 0; i < kAxisCount; ++i)
        scores[std::size_t(i)] = std::clamp(1.0 - keep[std::size_t(i)], 0.0, 1.0);
    return scores;
}

void sortSpans(QList<Span> &spans)
{
    std::stable_sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
        return std::tuple(a.range.start, int(a.axis), a.tier, a.range.length)
            < std::tuple(b.range.start, int(b.axis), b.tier, b.range.length);
    });
}

void addTierFindings(LintResult &result, int tier, const QList<Span> &spans)
{
    result.tiersSkipped.removeIf([tier](const TierSkip &s) { return s.tier == tier; });
    if (!result.tiersRun.contains(tier)) {
        result.tiersRun.append(tier);
        std::sort(result.tiersRun.begin(), result.tiersRun.end());
    }
    result.spans.append(spans);
    sortSpans(result.spans);
    result.axes = axisScores(result.spans);
}

void addTierSkip(LintResult &result, int tier, const QString &why)
{
    result.tiersRun.removeAll(tier);
    result.tiersSkipped.removeIf([tier](const TierSkip &s) { return s.tier == tier; });
    result.tiersSkipped.append(TierSkip {tier, why});
    std::sort(result.tiersSkipped.begin(), result.tiersSkipped.end(),
              [](const TierSkip &a, const TierSkip &b) { return a.tier < b.tier; });
}

} // namespace Polygon::Lint
