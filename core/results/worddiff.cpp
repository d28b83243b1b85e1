#include "worddiff.h"

#include <QRegularExpression>

#include <vector>

namespace Polygon {

namespace {

QString wordKey(const QString &word)
{
    qsizetype b = 0;
    qsizetype e = word.size();
    while (b < e && !word.at(b).isLetterOrNumber())
        ++b;
    while (e > b && !word.at(e - 1).isLetterOrNumber())
        --e;
    return word.mid(b, e - b).toCaseFolded();
}

QStringList words(const QString &text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.split(space, Qt::SkipEmptyParts);
}

} // namespace

QList<WordDiffPart> changedWords(const QString &from, const QString &to)
{
    QStringList a;
    for (const QString &w : words(from))
        a << wordKey(w);
    QStringList b;
    for (const QString &w : words(to))
        b << wordKey(w);
    // Longest common subsequence table, from the end.
    const size_t n = size_t(a.size());
    const size_t m = size_t(b.size());
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;)
            lcs[i][j] = a.at(qsizetype(i)) == b.at(qsizetype(j)) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    std::vector<bool> common(m, false);
    for (size_t i = 0, j = 0; i < n && j < m;) {
        if (a.at(qsizetype(i)) == b.at(qsizetype(j))) {
            common[j] = true;
            ++i;
            ++j;
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    // Cut `to` into words and gaps, keeping its exact spacing.
    QList<WordDiffPart> parts;
    size_t word = 0;
    qsizetype pos = 0;
    while (pos < to.size()) {
        qsizetype end = pos;
        const bool isSpace = to.at(pos).isSpace();
        while (end < to.size() && to.at(end).isSpace() == isSpace)
            ++end;
        WordDiffPart part {to.mid(pos, end - pos), false};
        if (!isSpace) {
            part.changed = word < m && !common[word];
            ++word;
        }
        parts.append(part);
        pos = end;
    }
    return parts;
}

} // namespace Polygon
