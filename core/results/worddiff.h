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

// A line diff of two texts (a prompt version against the one before it):
// the lines of the longest common line sequence are Same, the other lines of
// `from` Removed and of `to` Added, in reading order (at each change the
// removed lines come before the added ones). Lines compare exactly.
struct LineDiffLine
{
    enum Kind { Same, Removed, Added };
    Kind kind = Same;
    QString text; // the line without its line break
    int fromLine = -1; // 0-based line in `from` (Same, Removed), else -1
    int toLine = -1; // 0-based line in `to` (Same, Added), else -1
    bool operator==(const LineDiffLine &) const = default;
};
QList<LineDiffLine> lineDiff(const QString &from, const QString &to);

} // namespace Polygon
