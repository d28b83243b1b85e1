#pragma once

#include "callevent.h"
#include "core/util/json.h"
#include "core/json/diagnostic.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace Polygon {

// Where recorded provider payloads come from (docs/evidence.md has the mapping
// and what each provider cannot prove).
enum class EventSource { Vapi, Twilio };

std::optional<EventSource> eventSourceFromName(const QString &name);

// Turns recorded provider payloads into content-free call events, keeping no
// content: transcripts, messages, phone numbers, recordings and tool arguments
// are never copied. Input: a JSON array of payloads or one payload per line
// (JSON, or for Twilio also the form-encoded callback body). Timestamps become
// milliseconds relative to each call's first payload. All or nothing: on any
// problem the result is empty and every problem is reported at its line.
std::optional<std::vector<CallEvent>> importProviderEvents(EventSource source, const QByteArray &input, const QString &name,
                                                           Diagnostics &problems);

// One event as FORMATS.md §6 JSON.
Json callEventToJson(const CallEvent &event);

} // namespace Polygon
