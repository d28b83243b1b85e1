#pragma once

// A word diff between what a caller said and what the agent heard after
// recognition noise: the words of one side that are not in the longest
// common word sequence of both are "changed". Compared case-insensitively,
// punctuation at a word's ends ignored.

#include <QList>
#include <QString>

namespace Polygon {

struct WordDiffPart
{
    QString text; // a word, or the whitespace between words
    bool changed = false;
    bool operator==(const WordDiffPart &) const = default;
};

// `to` cut into words and the whitespace between them, each word marked
// changed when it is not part of the longest common word sequence with `from`.
QList<WordDiffPart> changedWords(const QString &from, const QString &to);

} // namespace Polygon
