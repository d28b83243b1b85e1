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

// One longest common subsequence of `a` and `b`: matched[j] is the index in
// `a` of b[j] when b[j] is part of it, else -1. The common head and tail are
// matched first, so the table covers only the changed middle.
std::vector<qsizetype> commonSubsequence(const QStringList &a, const QStringList &b)
{
    std::vector<qsizetype> matched(size_t(b.size()), -1);
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head)) {
        matched[size_t(head)] = head;
        ++head;
    }
    qsizetype tailA = a.size();
    qsizetype tailB = b.size();
    while (tailA > head && tailB > head && a.at(tailA - 1) == b.at(tailB - 1)) {
        --tailA;
        --tailB;
        matched[size_t(tailB)] = tailA;
    }
    // Longest common subsequence table of the middles, from the end.
    const size_t n = size_t(tailA - head);
    const size_t m = size_t(tailB - head);
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    const auto at = [&](const QStringList &list, size_t i) -> const QString & { return list.at(head + qsizetype(i)); };
    for (size_t i = n; i-- > 0;)
        for (size_t j = m; j-- > 0;)
            lcs[i][j] = at(a, i) == at(b, j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    for (size_t i = 0, j = 0; i < n && j < m;) {
        if (at(a, i) == at(b, j)) {
            matched[size_t(head) + j] = head + qsizetype(i);
            ++i;
            ++j;
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return matched;
}

} // namespace

QList<LineDiffLine> lineDiff(const QString &from, const QString &to)
{
    const auto lines = [](const QString &text) {
        QStringList list = text.split(QLatin1Char('\n'));
        for (QString &line : list)
            if (line.endsWith(QLatin1Char('\r')))
                line.chop(1);
        if (!list.isEmpty() && list.constLast().isEmpty())
            list.removeLast(); // the break that ends the last line
        return list;
    };
    const QStringList a = lines(from);
    const QStringList b = lines(to);
    const std::vector<qsizetype> matched = commonSubsequence(a, b);
    QList<LineDiffLine> diff;
    qsizetype i = 0; // next line of `a` not yet written
    for (qsizetype j = 0; j < b.size(); ++j) {
        const qsizetype k = matched[size_t(j)];
        if (k < 0) {
            diff.append({LineDiffLine::Added, b.at(j), -1, int(j)});
            continue;
        }
        // Lines of `a` before the match were removed; they come before the
        // lines added since the previous match.
        qsizetype insertAt = diff.size();
        while (insertAt > 0 && diff.at(insertAt - 1).kind == LineDiffLine::Added)
            --insertAt;
        for (; i < k; ++i)
            diff.insert(insertAt++, {LineDiffLine::Removed, a.at(i), int(i), -1});
        diff.append({LineDiffLine::Same, b.at(j), int(k), int(j)});
        i = k + 1;
    }
    qsizetype insertAt = diff.size();
    while (insertAt > 0 && diff.at(insertAt - 1).kind == LineDiffLine::Added)
        --insertAt;
    for (; i < a.size(); ++i)
        diff.insert(insertAt++, {LineDiffLine::Removed, a.at(i), int(i), -1});
    return diff;
}

QList<WordDiffPart> changedWords(const QString &from, const QString &to)
{
    QStringList a;
    for (const QString &w : words(from))
        a << wordKey(w);
    QStringList b;
    for (const QString &w : words(to))
        b << wordKey(w);
    const std::vector<qsizetype> matched = commonSubsequence(a, b);
    const size_t m = matched.size();
    std::vector<bool> common(m, false);
    for (size_t j = 0; j < m; ++j)
        common[j] = matched[j] >= 0;
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
