#pragma once

#include "callevent.h"
#include "core/json/diagnostic.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Polygon {

// Where recorded provider payloads come from (docs/evidence.md has the mapping
// and what each provider cannot prove).
enum class EventSource { Vapi, Twilio, Retell };

std::optional<EventSource> eventSourceFromName(const QString &name);

// Turns recorded provider payloads into content-free call events, keeping no
// content: transcripts, messages, phone numbers, recordings and tool arguments
// are never copied. Input: a JSON array of payloads, one payload per line
// (JSON, or for Twilio also the form-encoded callback body), or one JSON
// document (pretty-printed or not: a GET /call object, a webhook body).
// Timestamps become milliseconds relative to each call's first payload. Turns
// are numbered by the importer (a caller's speech and the assistant's reply
// that follows it share one), never taken from the provider. Every imported
// call gets an `outcome.requested` "call": no provider verifies what the
// caller came for, so an imported call cannot pass until an outcome.verified
// from your own systems is added (docs/evidence.md). All or nothing: on any
// problem, or when no payload gives an event, the result is empty and every
// problem is reported at its file:line:column.
//
// `endedReason` (Vapi) and `disconnection_reason` (Retell) are mapped by
// explicit tables (providerEndMapping), never by guessing from words.
std::optional<std::vector<CallEvent>> importProviderEvents(EventSource source, const QByteArray &input, const QString &name,
                                                           Diagnostics &problems);

// How a provider's end reason bears on reachability.
enum class EndReach {
    Connected, // the call was answered by the callee and ended normally: "completed"
    ConnectedThenFailed, // answered, then broke: "in-progress" then "failed"
    NotReached, // never reached the callee (or reached a machine): its status; connected statuses of the call are dropped
    Unknown, // the reason does not say whether the call was answered: its status, nothing else assumed
};

struct EndMapping
{
    EndReach reach = EndReach::Unknown;
    QString status; // a call.status name (FORMATS.md §6)
    bool documented = false; // false: a value the provider's published types do not list
};

// The mapping of one Vapi `endedReason` (EventSource::Vapi) or Retell
// `disconnection_reason` (EventSource::Retell); docs/evidence.md has the tables.
EndMapping providerEndMapping(EventSource source, const QString &reason);

// The `type` values of Vapi's Call (CallType in Vapi's server SDK): a record
// with one of them is a call object, not a server message.
const QStringList &vapiCallTypes();

// The outcome name every imported call requests (see importProviderEvents).
QString importedOutcomeName();

// One event as FORMATS.md §6 JSON.
Json callEventToJson(const CallEvent &event);

} // namespace Polygon
