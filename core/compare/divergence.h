#pragma once

#include "core/model/conversation.h"
#include "core/store/divergenceturns.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Polygon {

// Jaccard similarity of the two texts' word bigrams (tokens as FORMATS.md §4);
// when both have fewer than two tokens, of their token sets; two empty texts
// are equal (1).
double wordingSimilarity(const QStringList &a, const QStringList &b);

// The first turn where two conversations part ways (FORMATS.md §5).
struct Divergence
{
    std::optional<int> turn; // nothing when the conversations agree throughout
    QString reason; // speaker, tool_calls, action, wording, length; empty when none
    std::optional<double> similarity; // the wording similarity, when the reason is wording
};

// Turn by turn, the first index where one conversation has ended and the other
// has not (length), the speakers differ, the tool calls differ (names and
// arguments, in order), the actions differ, or the wording similarity is
// below 0.5 — checked in that order.
Divergence findDivergence(const Conversation &a, const Conversation &b);

// The same rule on conversations compared many times (a comparison of N
// configurations compares each conversation N − 1 times). A DivergenceInput
// tokenizes a turn's words the first time the rule needs them — most pairs
// part ways early, so later turns are never tokenized — and numbers them with
// a WordIds shared by every conversation compared with one another, so the
// bigram sets are sets of numbers. findDivergence(Conversation, Conversation)
// is this.
class WordIds
{
public:
    quint32 id(const QString &token);
    qsizetype size() const { return m_ids.size(); }

private:
    QHash<QString, quint32> m_ids;
};

struct DivergenceWords
{
    int tokenCount = 0;
    std::vector<quint32> tokens; // the distinct word ids, sorted
    std::vector<quint64> bigrams; // the distinct word-id bigrams, sorted
};

class DivergenceInput
{
public:
    // Keeps references: `conversation` and `words` must outlive it.
    DivergenceInput(const Conversation &conversation, WordIds &words);
    qsizetype size() const { return m_conversation->turns.size(); }
    const Turn &turn(qsizetype index) const { return m_conversation->turns.at(index); }
    const DivergenceWords &words(qsizetype index);

private:
    const Conversation *m_conversation;
    WordIds *m_ids;
    std::vector<DivergenceWords> m_words;
    std::vector<bool> m_ready;
};

Divergence findDivergence(DivergenceInput &a, DivergenceInput &b);

// The same rule on turns read from the store as DivergenceTurns (what
// compareRuns() streams): tool calls with equal keys are equal without
// parsing their arguments; only keys that differ are parsed and compared as
// JSON. Gives what findDivergence() gives on the same conversations.
class DivergenceTurnsInput
{
public:
    // Keeps references: `turns` and `words` must outlive it.
    DivergenceTurnsInput(const std::vector<DivergenceTurn> &turns, WordIds &words);
    qsizetype size() const { return qsizetype(m_turns->size()); }
    const DivergenceTurn &turn(qsizetype index) const { return (*m_turns)[size_t(index)]; }
    const DivergenceWords &words(qsizetype index);

private:
    const std::vector<DivergenceTurn> *m_turns;
    WordIds *m_ids;
    std::vector<DivergenceWords> m_words;
    std::vector<bool> m_ready;
};

Divergence findDivergence(DivergenceTurnsInput &a, DivergenceTurnsInput &b);

// A replay (`polygon-cli simulate --replay`) must give the recorded
// conversation back exactly, so this second divergence check compares whole
// turns: the first index where one conversation has ended and the other has
// not (reason "length") or the turns differ in anything — text, tool calls,
// what the caller heard, action — ("turn"); when every turn agrees but the endings differ,
// the turn after the last ("ending"). Nothing (no turn) when the replay is
// identical turn for turn and ends the same way.
Divergence compareReplay(const Conversation &recorded, const QString &recordedEnd, const Conversation &replayed,
                         const QString &replayedEnd);

} // namespace Polygon
