#pragma once

// Tier 2 of prompt analysis: the words and phrases whose surprisal is measured
// (surprisal.h explains the tier).

#include "linttypes.h"

#include <QList>
#include <QString>

#include <optional>

namespace Polygon::Lint {

// A word of the text: a run of letters (and marks), with apostrophes between
// letters ("don't"). Digits, symbols and punctuation separate words.
struct SurprisalWord
{
    TextRange range;
    QString text; // as written
    bool sentenceStart = false; // first word of a rule or after . ! ? … or a line break
    bool contextBreak = false; // a digit or symbol stands between it and the previous word
};

// A phrase: consecutive words of one rule.
struct SurprisalPhrase
{
    TextRange range; // from the first word's start to the last word's end
    qsizetype firstWord = 0; // indexes into the word list
    qsizetype wordCount = 0;
};

struct SurprisalSegments
{
    QList<SurprisalWord> words;
    QList<SurprisalPhrase> phrases;
};

// Words and phrases of text[range] (the whole text when range is empty).
SurprisalSegments segmentForSurprisal(const QString &text, std::optional<TextRange> range = std::nullopt);

} // namespace Polygon::Lint
