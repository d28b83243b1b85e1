#pragma once

#include "core/model/conversation.h"

#include <QString>

namespace Polygon {

// What an agent under test says in one turn: text, the tool calls it made
// (with their results, executed through the tool stubs), and whether it ends
// or transfers the call.
struct AgentReply
{
    QString text;
    QList<ToolCall> toolCalls;
    Turn::Action action = Turn::Action::None;
};

// What a simulated caller says next; `hangUp` ends the call after this line
// (the line may be empty when the caller just hangs up).
struct CallerReply
{
    QString text;
    bool hangUp = false;
};

// The slots both the flow agent and the scripted caller understand: a flow
// asks for them in its questions, a caller answers them from its ground truth
// (persona ground_truth keys of the same names).
//   party_size, date, time, name, phone, existing_booking_ref, occasion, allergy

} // namespace Polygon
