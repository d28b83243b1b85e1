#pragma once

// What the tier 2 files (surprisal*.cpp, sphinxlanguagemodel.cpp, offlinesurprisal.cpp,
// endpointsurprisal.cpp) share; not for use outside them.

#include "linttypes.h"
#include "surprisaloutlier.h"
#include "surprisalsegments.h"

#include <QList>

#include <algorithm>
#include <cmath>
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

// A phrase's measurement from the bits of each word (NaN: not scored, left out).
inline PhraseSurprisal measurePhrase(const SurprisalPhrase &phrase, const QList<double> &bits)
{
    PhraseSurprisal m;
    m.range = phrase.range;
    for (qsizetype i = phrase.firstWord; i < phrase.firstWord + phrase.wordCount; ++i) {
        if (std::isnan(bits.at(i)))
            continue;
        m.bits += bits.at(i);
        ++m.words;
    }
    return m;
}

} // namespace Polygon::Lint::SurprisalDetail
