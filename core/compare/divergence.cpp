#include "divergence.h"

#include "core/grade/tokens.h"

#include <QSet>

#include <algorithm>

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

quint32 WordIds::id(const QString &token)
{
    const auto it = m_ids.constFind(token);
    if (it != m_ids.constEnd())
        return *it;
    const auto next = quint32(m_ids.size());
    m_ids.insert(token, next);
    return next;
}

DivergenceInput prepareDivergence(const Conversation &conversation, WordIds &words)
{
    DivergenceInput out;
    out.reserve(size_t(conversation.turns.size()));
    std::vector<quint32> ids;
    for (const Turn &turn : conversation.turns) {
        DivergenceTurn t;
        t.speaker = turn.speaker;
        t.action = turn.action;
        t.toolCalls = turn.toolCalls;
        const QStringList tokens = wordTokens(turn.text);
        t.tokenCount = int(tokens.size());
        ids.clear();
        for (const QString &token : tokens)
            ids.push_back(words.id(token));
        for (size_t i = 0; i + 1 < ids.size(); ++i)
            t.bigrams.push_back(quint64(ids[i]) << 32 | ids[i + 1]);
        t.tokens = ids;
        std::sort(t.tokens.begin(), t.tokens.end());
        t.tokens.erase(std::unique(t.tokens.begin(), t.tokens.end()), t.tokens.end());
        std::sort(t.bigrams.begin(), t.bigrams.end());
        t.bigrams.erase(std::unique(t.bigrams.begin(), t.bigrams.end()), t.bigrams.end());
        out.push_back(std::move(t));
    }
    return out;
}

namespace {

// |A ∩ B| ÷ |A ∪ B| of two sorted sets without repeats; two empty sets are equal (1).
template<typename T> double sortedJaccard(const std::vector<T> &a, const std::vector<T> &b)
{
    if (a.empty() && b.empty())
        return 1.0;
    size_t common = 0;
    for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++common;
            ++i;
            ++j;
        }
    }
    return double(common) / double(a.size() + b.size() - common);
}

} // namespace

Divergence findDivergence(const DivergenceInput &a, const DivergenceInput &b)
{
    const size_t n = std::max(a.size(), b.size());
    for (size_t i = 0; i < n; ++i) {
        Divergence d;
        d.turn = int(i);
        if (i >= a.size() || i >= b.size()) {
            d.reason = QStringLiteral("length");
            return d;
        }
        const DivergenceTurn &x = a[i];
        const DivergenceTurn &y = b[i];
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
        const double similarity
            = x.tokenCount < 2 && y.tokenCount < 2 ? sortedJaccard(x.tokens, y.tokens) : sortedJaccard(x.bigrams, y.bigrams);
        if (similarity < 0.5) {
            d.reason = QStringLiteral("wording");
            d.similarity = similarity;
            return d;
        }
    }
    return {};
}

Divergence findDivergence(const Conversation &a, const Conversation &b)
{
    WordIds words;
    return findDivergence(prepareDivergence(a, words), prepareDivergence(b, words));
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
