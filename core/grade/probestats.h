#pragma once

#include "core/model/probe.h"

#include <QString>

#include <optional>
#include <span>

namespace Polygon {

enum class ProbeAnswer { Yes, No, NotApplicable };

// "yes", "no" or "na" (case and surrounding spaces ignored); nothing otherwise.
std::optional<ProbeAnswer> parseProbeAnswer(const QString &text);

struct WilsonInterval
{
    double low = 0;
    double high = 0;
};

// The two-sided 95 % Wilson score interval of `successes` out of `n`
// (z = 1.959963984540054, no continuity correction), clamped to [0, 1];
// nothing when n is 0.
std::optional<WilsonInterval> wilson95(int successes, int n);

// FORMATS.md §3: N/A answers leave the denominator; a conforming answer is
// yes for a wanted behaviour and no for a guardrail.
struct ProbeConformance
{
    int applicable = 0;
    int conforming = 0;
    std::optional<double> conformance; // conforming ÷ applicable
    std::optional<WilsonInterval> wilson;
};

ProbeConformance probeConformance(Probe::Polarity polarity, std::span<const ProbeAnswer> answers);
// The same from counts of yes and no answers (N/A answers do not count).
ProbeConformance probeConformance(Probe::Polarity polarity, int yes, int no);

} // namespace Polygon
