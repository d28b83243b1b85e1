#pragma once

// Probe rules: a probe file may carry a "rule" that answers it without a
// model (docs/grading.md "Probe rules"), so offline grading still measures
// the behaviours a pattern over the agent's turns or the tool trace can see.
//
//   "rule": { "applies_if": CONDITION,   (optional: else the probe always applies)
//             "yes_if": CONDITION }
//   CONDITION, an object with exactly one key:
//     "agent_says": REGEX                 an agent turn's text matches (case-insensitive)
//     "caller_says": REGEX                a caller turn's text matches
//     "tool_called": NAME                 the agent called the tool
//     "tool_failed": NAME                 a call of the tool failed (no result: a timeout, or an "error" result)
//     "agent_says_before": {"pattern": REGEX, "tool": NAME}
//                                         an agent turn matching REGEX comes before the first call of NAME
//     "checks_after_failure": {"failed": NAME, "check": NAME}
//                                         after every failed call of "failed", "check" is called before
//                                         "failed" is called again (a failure never followed by another
//                                         call of "failed" counts as checked)
// The answer: "na" when applies_if is false, else "yes" when yes_if holds, else "no".

#include "probestats.h"

#include "core/model/conversation.h"
#include "core/util/json.h"

namespace Polygon {

// Why `rule` is not a valid probe rule, or empty when it is.
QString probeRuleProblem(const Json &rule);

// The rule's answer about `conversation` (the rule must be valid).
ProbeAnswer probeRuleAnswer(const Json &rule, const Conversation &conversation);

} // namespace Polygon
