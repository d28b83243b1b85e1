#include "divergence.h"

#include "core/grade/tokens.h"

#include <QSet>

namespace Polygon {

namespace {

using Bigram = std::pair<QString, QString>;

QSet<Bigram> bigrams(const QStringList &tokens)
{
    QSet<Bigram> out;
    for (qsizetype i = 0; i + 1 < tokens.size(); ++i)
        out.insert({tokens.at(i), tokens.at(i + 1)});
    return out;
}

template<typename T> double jaccard(const QSet<T> &a, const QSet<T> &b)
{
    if (a.isEmpty() && b.isEmpty())
        return 1.0;
    const qsizetype common = QSet<T>(a).intersect(b).size();
    const qsizetype all = a.size() + b.size() - common;
    return double(common) / double(all);
}

bool sameToolCalls(const QList<ToolCall> &a, const QList<ToolCall> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a.at(i).name != b.at(i).name || !sameJson(a.at(i).arguments, b.at(i).arguments))
            return false;
    return true;
}

} // namespace

double wordingSimilarity(const QStringList &a, const QStringList &b)
{
    if (a.size() < 2 && b.size() < 2)
        return jaccard(QSet<QString>(a.cbegin(), a.cend()), QSet<QString>(b.cbegin(), b.cend()));
    return jaccard(bigrams(a), bigrams(b));
}

Divergence findDivergence(const Conversation &a, const Conversation &b)
{
    const qsizetype n = std::max(a.turns.size(), b.turns.size());
    for (qsizetype i = 0; i < n; ++i) {
        Divergence d;
        d.turn = int(i);
        if (i >= a.turns.size() || i >= b.turns.size()) {
            d.reason = QStringLiteral("length");
            return d;
        }
        const Turn &x = a.turns.at(i);
        const Turn &y = b.turns.at(i);
        if (x.speaker != y.speaker) {
            d.reason = QStringLiteral("speaker");
            return d;
        }
        if (!sameToolCalls(x.toolCalls, y.toolCalls)) {
            d.reason = QStringLiteral("tool_calls");
            return d;
        }
        if (x.action != y.action) {
            d.reason = QStringLiteral("action");
            return d;
        }
        const double similarity = wordingSimilarity(wordTokens(x.text), wordTokens(y.text));
        if (similarity < 0.5) {
            d.reason = QStringLiteral("wording");
            d.similarity = similarity;
            return d;
        }
    }
    return {};
}

Divergence compareReplay(const Conversation &recorded, const QString &recordedEnd, const Conversation &replayed,
                         const QString &replayedEnd)
{
    const QList<Turn> &a = recorded.turns;
    const QList<Turn> &b = replayed.turns;
    Divergence d;
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        if (i >= a.size() || i >= b.size()) {
            d.turn = int(i);
            d.reason = QStringLiteral("length");
            return d;
        }
        if (!(a.at(i) == b.at(i))) {
            d.turn = int(i);
            d.reason = QStringLiteral("turn");
            return d;
        }
    }
    if (recordedEnd != replayedEnd) {
        d.turn = int(b.size());
        d.reason = QStringLiteral("ending");
    }
    return d;
}

} // namespace Polygon
