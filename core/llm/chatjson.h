#pragma once

#include "llmtypes.h"

#include <QByteArray>

namespace Polygon {

// Chat requests and results as plain JSON, independent of any endpoint's wire
// format: what a simulation records for every model call, so a conversation
// can be replayed from its stored responses (docs/simulation.md).

Json chatMessageToJson(const ChatMessage &message);
Json chatRequestToJson(const ChatRequest &request);
Json chatResultToJson(const ChatResult &result);
// Reads back what chatResultToJson wrote; false (with `error`) on anything else.
bool chatResultFromJson(const Json &json, ChatResult &result, QString *error);

// A short fingerprint of what a request asks (messages, tools, schema, seed):
// replay refuses a request whose fingerprint differs from the recording.
QString chatRequestFingerprint(const ChatRequest &request);
// The same, from chatRequestToJson(request) already built (recording builds it anyway).
QString chatRequestFingerprint(const ChatRequest &request, const Json &requestJson);

} // namespace Polygon
