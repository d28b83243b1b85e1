#pragma once

// Tier 2 of prompt analysis (SPEC R-LINT): surprisal of each phrase under a
// language model, in bits per word. A phrase whose words the model finds far
// less predictable than ordinary instructions is garbled or oddly worded, and
// is flagged on the ambiguity axis.
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
//
// Unknown words: with a hunspell dictionary for the language (Debian's
// hunspell-en-us, -ru, -hr, -bs), lower-case words of the language's script
// that the dictionary does not know are flagged too (a misspelt word has more
// than one reading).

// The tier lives in one header per concern; this one includes them all:
//   surprisalsegments.h    the words and phrases measured
//   surprisaloutlier.h     the outlier rule and its references
//   sphinxlanguagemodel.h  the offline English trigram model (sphinxbase)
//   surprisalspelling.h    unknown words (hunspell)
//   offlinesurprisal.h     the offline scorer and tier (RuleScorer)
//   endpointsurprisal.h    the endpoint's token log-probabilities

#include "endpointsurprisal.h"
#include "offlinesurprisal.h"
#include "sphinxlanguagemodel.h"
#include "surprisaloutlier.h"
#include "surprisalsegments.h"
#include "surprisalspelling.h"
