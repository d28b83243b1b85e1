#pragma once

// Export of stored runs (docs/store.md, `polygon-cli export`): each
// conversation as FORMATS.md §1 plus its results, the run as one object.

#include "storetypes.h"

#include <functional>

namespace Polygon {

class StoreReader;

struct ExportOptions
{
    // Times (created, started, finished) in the output. Without them, two
    // runs with the same seeds export identical conversations.
    bool timings = true;
};

// The run: its spec, status and conversation counts per status.
Json runToJson(const RunSummary &run, const ExportOptions &options = {});

// One conversation: FORMATS.md §1 (tool calls with "error" and "latency_ms"
// when known), plus "run", "persona", "persona_hash", "repeat", "seed",
// "configuration_id", "status", "end_reason", "loop_turn" (when there is
// one), "error" (when failed), "passed", "stage", "input_hashes",
// "judgments" and "probe_answers".
Json conversationExportJson(const StoredConversation &conversation, const QList<JudgmentRecord> &judgments,
                            const QList<ProbeAnswerRecord> &probeAnswers, const ExportOptions &options = {});

// Reads the conversations of `run` one at a time (bounded memory) and hands
// each exported conversation to `sink`, in plan order. Stops when `sink`
// returns false. False with a sentence in *error when the store cannot be read.
bool forEachExportedConversation(StoreReader &reader, const QString &run, const ExportOptions &options,
                                 const std::function<bool(const Json &)> &sink, QString *error);

} // namespace Polygon
