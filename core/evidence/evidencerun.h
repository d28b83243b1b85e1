#pragma once

#include "eventreader.h"
#include "evidencegates.h"

#include <QIODevice>

#include <functional>
#include <span>

namespace Polygon {

// Evaluates every call in an event file (or "-" for standard input).
//
// JSON Lines files are read twice, line by line: the first pass checks every
// event and counts each call's events, the second evaluates a call as soon as
// its last event has been read and then forgets it. So a problem anywhere in
// the file means no verdict at all (nothing half-reported), and memory holds
// only the calls still open, not the file. Standard input and JSON arrays are
// held in memory. `onCall` receives calls in the order they complete (for an
// array: in order of first appearance), with their events sorted by time.
// Input without any event (an empty file, blank lines, an empty array) is a
// problem at FILE:1:1 ("no events: nothing to check"): no evidence is not a pass.
using CallHandler = std::function<void(const CallEvidence &evidence, std::span<const CallEvent> events)>;

struct EvidenceRunStats
{
    qint64 events = 0;
    qint64 calls = 0;
    CallEventReader::Format format = CallEventReader::Format::Lines;
};

bool runEvidence(const QString &path, const EvidencePolicy &policy, const CallHandler &onCall, Diagnostics &problems,
                 EvidenceRunStats *stats = nullptr);

// The same on an open, seekable `device` (JSON Lines are read twice);
// `name` is the file name messages give.
bool runEvidence(QIODevice *device, const QString &name, const EvidencePolicy &policy, const CallHandler &onCall,
                 Diagnostics &problems, EvidenceRunStats *stats = nullptr);

} // namespace Polygon
