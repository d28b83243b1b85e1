#include "probestats.h"

#include <algorithm>
#include <cmath>

namespace Polygon {

std::optional<ProbeAnswer> parseProbeAnswer(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("yes"))
        return ProbeAnswer::Yes;
    if (t == QLatin1String("no"))
        return ProbeAnswer::No;
    if (t == QLatin1String("na"))
        return ProbeAnswer::NotApplicable;
    return std::nullopt;
}

std::optional<WilsonInterval> wilson95(int successes, int n)
{
    if (n <= 0)
        return std::nullopt;
    constexpr double z = 1.959963984540054;
    const double nn = n;
    const double p = successes / nn;
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / nn;
    const double centre = (p + z2 / (2.0 * nn)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn));
    WilsonInterval w;
    // Exact ends where the formula is exact: rounding must not put 0/n above 0.
    w.low = successes == 0 ? 0.0 : std::clamp(centre - half, 0.0, 1.0);
    w.high = successes == n ? 1.0 : std::clamp(centre + half, 0.0, 1.0);
    return w;
}

ProbeConformance probeConformance(Probe::Polarity polarity, int yes, int no)
{
    ProbeConformance result;
    result.applicable = yes + no;
    result.conforming = polarity == Probe::Polarity::Wanted ? yes : no;
    if (result.applicable > 0) {
        result.conformance = double(result.conforming) / result.applicable;
        result.wilson = wilson95(result.conforming, result.applicable);
    }
    return result;
}

ProbeConformance probeConformance(Probe::Polarity polarity, std::span<const ProbeAnswer> answers)
{
    int yes = 0;
    int no = 0;
    for (const ProbeAnswer a : answers) {
        if (a == ProbeAnswer::Yes)
            ++yes;
        else if (a == ProbeAnswer::No)
            ++no;
    }
    return probeConformance(polarity, yes, no);
}

} // namespace Polygon
