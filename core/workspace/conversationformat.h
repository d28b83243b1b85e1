#pragma once

#include "core/model/conversation.h"
#include "core/json/objectreader.h"

#include <optional>

namespace Polygon {

// Reads a conversation (FORMATS.md §1) from the object `reader` stands on.
// Problems are reported at their position; keys the format does not define
// are ignored, so conversations exported by other tools can carry their own.
// Returns nothing when any problem was found.
std::optional<Conversation> readConversation(ObjectReader &reader);

// The conversation as FORMATS.md §1 JSON.
Json conversationToJson(const Conversation &conversation);

} // namespace Polygon
