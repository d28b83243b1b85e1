#pragma once

// Stored turns reduced to what the divergence rule (FORMATS.md §5) compares,
// read side by side from many runs by compareRuns() (StoreReader::divergenceTurns()).

#include "core/model/conversation.h"

#include <QList>
#include <QString>

#include <utility>
#include <vector>

namespace Polygon {

// A stored turn without building a Conversation.
struct DivergenceTurn
{
    Turn::Speaker speaker = Turn::Speaker::Caller;
    Turn::Action action = Turn::Action::None;
    QString text;
    // The tool calls in order, each "<name length>:<name><arguments length>:<arguments>"
    // with the arguments' JSON text as stored: equal keys are equal calls
    // (toolCallsOf() reads them back); empty without calls.
    QString toolKey;
    int toolCount = 0;

    // The (name, arguments JSON text) of each call in toolKey.
    QList<std::pair<QString, QString>> toolCallsOf() const;
};

// A done conversation's turns as DivergenceTurns, by its row id.
struct DivergenceConversation
{
    qint64 rowId = 0; // ConversationIndexEntry::rowId
    std::vector<DivergenceTurn> turns;
};

// Reads a run's done conversations one at a time in row id order (one
// statement for the whole run), so that many runs can be read side by side
// with memory for a few conversations each.
class DivergenceTurnCursor
{
public:
    virtual ~DivergenceTurnCursor() = default;
    // The next conversation with turns; false at the end, or on an error (error() says which).
    virtual bool next(DivergenceConversation &out) = 0;
    virtual QString error() const = 0;
};

} // namespace Polygon
