#pragma once

// What the tier 2 files (surprisal*.cpp, sphinxlanguagemodel.cpp, offlinesurprisal.cpp,
// endpointsurprisal.cpp) share; not for use outside them.

#include "linttypes.h"

#include <QList>

#include <algorithm>
#include <limits>

namespace Polygon::Lint::SurprisalDetail {

constexpr int kMinPhraseWords = 4; // fewer words say too little about a phrase

// A word the model did not score.
inline const double kNaN = std::numeric_limits<double>::quiet_NaN();

// By start, then axis; findings at the same place keep their order.
inline void sortSpans(QList<Span> &spans)
{
    std::stable_sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
        if (a.range.start != b.range.start)
            return a.range.start < b.range.start;
        return int(a.axis) < int(b.axis);
    });
}

} // namespace Polygon::Lint::SurprisalDetail
