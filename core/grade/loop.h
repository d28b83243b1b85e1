#pragma once

#include "core/model/conversation.h"

#include <QStringList>

#include <optional>

namespace Polygon {

// Overlap of two replies' tokens (FORMATS.md §4): |A ∩ B| as multisets ÷
// max(|A|, |B|); 0 when either is empty.
double replyOverlap(const QStringList &a, const QStringList &b);

// Whether the overlap is at least 90 %, computed exactly in integers.
bool repliesLoop(const QStringList &a, const QStringList &b);

// The loop rule: the first agent turn whose overlap with the previous agent
// turn (caller turns in between ignored) is ≥ 0.90. Empty replies never count:
// they are skipped, neither looping nor serving as the previous reply.
// Returns the 0-based index in conversation.turns, or nothing.
std::optional<int> findLoop(const Conversation &conversation);

} // namespace Polygon
