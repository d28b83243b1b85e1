#pragma once

// `polygon-cli compare --polish PROFILE` (FORMATS.md §15, SPEC R-COMPARE): a
// model may rewrite the written analysis for readability, but the numbers and
// claims come only from the deterministic summary. The rewrite is checked:
// every number in it must appear among the numbers of the plain analysis;
// otherwise — or when the request fails (timeout, 429 after its retries,
// an unusable reply) — the plain text is kept and the reason is recorded.

#include <QString>

#include <vector>

namespace Polygon {

class Provider;
struct Comparison;

// A number written in a text (numberTokens()).
struct NumberToken
{
    QString text; // as written: "0.40", "45.00%", "10,000", "3rd", "three"
    double value = 0; // its magnitude (the sign is not part of it)
    bool percent = false; // written with a "%" after it
    bool word = false; // an English number word ("three", "first", "twice")
    bool operator==(const NumberToken &) const = default;
};

// Every number in `text`, in order, read the same way whatever the locale:
// - digits with an optional decimal part after a '.' ("78", "0.40");
//   groups of three digits after commas are one number ("10,000" is 10000),
//   any other comma separates two numbers ("0,40" is 0 and 40);
// - a '%' right after the digits (spaces allowed) makes it a percentage;
// - a sign before it is not part of it ("-0.40" and "+0.40" are 0.40: the
//   rewrite may say "fell by 0.40");
// - digits glued to letters count too ("3rd" is 3, "run-bench-7" has 7,
//   "v2" has 2), so identifiers copied verbatim bring their own numbers;
// - English number words — cardinals ("zero" … "twenty", "thirty" …
//   "ninety", "hundred", "thousand", "million", "billion", "dozen"),
//   ordinals ("first" … "twentieth") and "once", "twice", "thrice", "half",
//   "double", "triple" — are numbers too, matched as the same word.
std::vector<NumberToken> numberTokens(const QString &text);

// The first number of `rewrite` that does not appear in `plain` (same value
// and kind — a percentage only as a percentage, a number word only as the
// same word), or an empty text when every number of the rewrite is in the plain text.
QString inventedNumber(const QString &plain, const QString &rewrite);

struct PolishOutcome
{
    QString text; // the rewrite when it was used, else the plain analysis
    bool polished = false;
    QString rejected; // why the plain text was kept; empty when polished
};

// Asks `provider` once (blocking, on this thread's event loop; the profile's
// timeout and retries apply) to rewrite `analysis` without adding numbers or
// claims, then checks the rewrite with inventedNumber().
PolishOutcome polishAnalysis(Provider &provider, const QString &analysis);

// polishAnalysis() on `comparison`'s analysis: the analysis becomes the
// rewrite when it is used; comparison.polish records what happened.
void polishComparison(Comparison &comparison, Provider &provider);

} // namespace Polygon
