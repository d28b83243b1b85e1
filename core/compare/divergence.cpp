#include "divergence.h"

#include "core/grade/tokens.h"
#include "core/util/jsonparse.h"

#include <QSet>

#include <algorithm>
#include <array>

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

DivergenceInput::DivergenceInput(const Conversation &conversation, WordIds &words)
    : m_conversation(&conversation)
    , m_ids(&words)
    , m_words(size_t(conversation.turns.size()))
    , m_ready(size_t(conversation.turns.size()), false)
{
}

namespace {

// The numbered words of `text`: distinct word ids and bigrams, sorted.
// What wordTokens() does to each ASCII character: 0 drops it (punctuation),
// 1 ends a word (white space), 2 keeps it; from QChar's own tables.
const std::array<quint8, 128> &asciiRoles()
{
    static const std::array<quint8, 128> roles = [] {
        std::array<quint8, 128> r {};
        for (char32_t c = 0; c < 128; ++c)
            r[c] = QChar::isSpace(c) ? 1 : QChar::isPunct(c) ? 0 : 2;
        return r;
    }();
    return roles;
}

// wordTokens() numbered: ASCII text (most conversations) is split here
// without a lower-cased copy and a string per word; other text goes through
// wordTokens() itself.
void appendWordIds(const QString &text, WordIds &ids, std::vector<quint32> &out)
{
    const char16_t *const begin = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const end = begin + text.size();
    if (std::any_of(begin, end, [](char16_t c) { return c >= 128; })) {
        const QStringList tokens = wordTokens(text);
        out.reserve(size_t(tokens.size()));
        for (const QString &token : tokens)
            out.push_back(ids.id(token));
        return;
    }
    const std::array<quint8, 128> &roles = asciiRoles();
    QString word; // reused: a word already numbered costs no allocation
    const auto flush = [&] {
        if (!word.isEmpty()) {
            out.push_back(ids.id(word));
            word.resize(0);
        }
    };
    for (const char16_t *p = begin; p != end; ++p) {
        const quint8 role = roles[*p];
        if (role == 1)
            flush();
        else if (role == 2)
            word.append(QChar(*p >= u'A' && *p <= u'Z' ? char16_t(*p + 32) : *p));
    }
    flush();
}

void numberWords(const QString &text, WordIds &ids, DivergenceWords &w)
{
    appendWordIds(text, ids, w.tokens);
    w.tokenCount = int(w.tokens.size());
    for (size_t i = 0; i + 1 < w.tokens.size(); ++i)
        w.bigrams.push_back(quint64(w.tokens[i]) << 32 | w.tokens[i + 1]);
    std::sort(w.tokens.begin(), w.tokens.end());
    w.tokens.erase(std::unique(w.tokens.begin(), w.tokens.end()), w.tokens.end());
    std::sort(w.bigrams.begin(), w.bigrams.end());
    w.bigrams.erase(std::unique(w.bigrams.begin(), w.bigrams.end()), w.bigrams.end());
}

} // namespace

const DivergenceWords &DivergenceInput::words(qsizetype index)
{
    DivergenceWords &w = m_words[size_t(index)];
    if (!m_ready[size_t(index)]) {
        m_ready[size_t(index)] = true;
        numberWords(m_conversation->turns.at(index).text, *m_ids, w);
    }
    return w;
}

DivergenceTurnsInput::DivergenceTurnsInput(const std::vector<DivergenceTurn> &turns, WordIds &words)
    : m_turns(&turns)
    , m_ids(&words)
    , m_words(turns.size())
    , m_ready(turns.size(), false)
{
}

const DivergenceWords &DivergenceTurnsInput::words(qsizetype index)
{
    DivergenceWords &w = m_words[size_t(index)];
    if (!m_ready[size_t(index)]) {
        m_ready[size_t(index)] = true;
        numberWords((*m_turns)[size_t(index)].text, *m_ids, w);
    }
    return w;
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

namespace {

bool sameToolCalls(const DivergenceTurn &a, const DivergenceTurn &b)
{
    if (a.toolKey == b.toolKey)
        return true; // the same names and argument texts
    if (a.toolCount != b.toolCount)
        return false;
    const auto x = a.toolCallsOf();
    const auto y = b.toolCallsOf();
    for (qsizetype i = 0; i < x.size(); ++i) {
        if (x.at(i).first != y.at(i).first)
            return false;
        if (x.at(i).second == y.at(i).second)
            continue;
        // Other texts may still be equal JSON (key order, spacing, 1 and 1.0), as the store reads them.
        const Json l = parseJson(x.at(i).second.toUtf8()).value_or(Json());
        const Json r = parseJson(y.at(i).second.toUtf8()).value_or(Json());
        if (!sameJson(l, r))
            return false;
    }
    return true;
}

bool sameToolCalls(const Turn &a, const Turn &b)
{
    return sameToolCalls(a.toolCalls, b.toolCalls);
}

// FORMATS.md §5, on any input that gives turns (speaker, toolCalls, action,
// text) and their numbered words.
template<typename Input> Divergence divergenceOf(Input &a, Input &b)
{
    const qsizetype n = std::max(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        Divergence d;
        d.turn = int(i);
        if (i >= a.size() || i >= b.size()) {
            d.reason = QStringLiteral("length");
            return d;
        }
        const auto &x = a.turn(i);
        const auto &y = b.turn(i);
        if (x.speaker != y.speaker) {
            d.reason = QStringLiteral("speaker");
            return d;
        }
        if (!sameToolCalls(x, y)) {
            d.reason = QStringLiteral("tool_calls");
            return d;
        }
        if (x.action != y.action) {
            d.reason = QStringLiteral("action");
            return d;
        }
        if (x.text == y.text)
            continue; // the same words: similarity 1, nothing to tokenize
        const DivergenceWords &wx = a.words(i);
        const DivergenceWords &wy = b.words(i);
        const double similarity = wx.tokenCount < 2 && wy.tokenCount < 2 ? sortedJaccard(wx.tokens, wy.tokens)
                                                                         : sortedJaccard(wx.bigrams, wy.bigrams);
        if (similarity < 0.5) {
            d.reason = QStringLiteral("wording");
            d.similarity = similarity;
            return d;
        }
    }
    return {};
}

} // namespace

Divergence findDivergence(DivergenceInput &a, DivergenceInput &b)
{
    return divergenceOf(a, b);
}

Divergence findDivergence(DivergenceTurnsInput &a, DivergenceTurnsInput &b)
{
    return divergenceOf(a, b);
}

Divergence findDivergence(const Conversation &a, const Conversation &b)
{
    WordIds words;
    DivergenceInput x(a, words);
    DivergenceInput y(b, words);
    return findDivergence(x, y);
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
