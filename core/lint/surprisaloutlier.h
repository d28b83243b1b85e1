#pragma once

// Tier 2 of prompt analysis (surprisal.h): when a phrase's surprisal stands out.
//
// The outlier rule (one rule for both variants; numbers in surprisalOutlier):
//   A phrase is a clause of a rule (split at , ; : brackets, quotes, dashes and
//   sentence ends; clauses under 4 words are merged into the next one). With n
//   words the model scored and b bits per word, against a reference mean m and
//   standard deviation s of per-word surprisal,
//       z = (b - m) * sqrt(n) / s          (standard errors above the mean)
//   and the phrase is flagged when n >= 4, z >= 3 and b >= m + s / 2;
//   severity "error" when z >= 4.5, else "warning".
//   - Offline (English): m = 8.1, s = 4.6 bits, measured with this code on
//     tests/data/surprisal/en-normal.txt (64 ordinary phone-agent instructions,
//     851 scored words: mean 8.13, sd 4.61). A 10-word phrase is flagged from
//     12.5 bits/word; word salad scores 14-16.
//   - Endpoint (any language): m and s come from the prompt itself, as the
//     median and 1.4826 x MAD of its per-word surprisal (robust against the
//     outliers being looked for), s at least 0.5 bits; at least 20 scored
//     words are needed to judge anything.

#include "linttypes.h"

#include <optional>

namespace Polygon::Lint {

// Per-word surprisal the outlier rule compares a phrase with.
struct SurprisalReference
{
    double meanBits = 0;
    double sdBits = 1;
};

// The reference of the offline English model (see the header comment).
inline constexpr SurprisalReference kOfflineEnglishReference {8.1, 4.6};

// A phrase's measurement.
struct PhraseSurprisal
{
    TextRange range;
    int words = 0; // words the model scored (unknown words are left out)
    double bits = 0; // their total surprisal

    double bitsPerWord() const { return words > 0 ? bits / words : 0.0; }
};

// z = (b - m) * sqrt(n) / s (see the header comment).
double surprisalZ(const PhraseSurprisal &phrase, const SurprisalReference &reference);
// The outlier rule: no value when the phrase is not flagged.
std::optional<Severity> surprisalOutlier(const PhraseSurprisal &phrase, const SurprisalReference &reference);
// The span for a flagged phrase (tier 2, axis ambiguity), with its figures in the message.
Span surprisalSpan(const PhraseSurprisal &phrase, const SurprisalReference &reference, Severity severity);

} // namespace Polygon::Lint
