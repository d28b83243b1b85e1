#pragma once

#include "core/json/diagnostic.h"
#include "core/llm/modelcall.h"
#include "core/model/conversation.h"
#include "core/model/workspace.h"
#include "flowagent.h"

#include <optional>

namespace Polygon {

struct SimulationOptions
{
    double noise = 0.0; // recognition-noise intensity, 0..1
    int maxTurns = 24;
    quint64 seed = 1;

    bool operator==(const SimulationOptions &) const = default;
};

struct SimulationResult
{
    Conversation conversation;
    // What was simulated: with the conversation's configuration (the agent)
    // this is everything a replay needs.
    QString persona;
    SimulationOptions options;
    QString caller; // "scripted" or "llm"
    // How it ended: "end", "transfer" (the agent's action), "caller_hung_up",
    // "max_turns", "loop" (the agent repeated itself; cut early, marked),
    // "error" (a participant failed; `error` says why, the turns before stay)
    // or "cancelled".
    QString endReason;
    std::optional<int> loopTurn;
    QString error;
    // Every model request of the conversation in the order made (seed,
    // request, response): a replay answers from these.
    QList<ModelCall> modelCalls;

    bool operator==(const SimulationResult &) const = default;
};

// The id of one simulated conversation: stable, so a rerun replays it.
QString simulatedConversationId(const QString &agent, const QString &persona, quint64 seed);

// Reads and checks the flow of `agent` once, for any number of conversations;
// nothing (with the problems) when the agent cannot run offline.
std::optional<FlowAgent> prepareOfflineAgent(const Workspace &workspace, const Agent &agent, Diagnostics &problems);

// One conversation with an agent prepared by prepareOfflineAgent() (taken by
// value: every conversation starts from the prepared, untouched flow).
SimulationResult simulateOffline(const Workspace &workspace, const Agent &agent, FlowAgent flowAgent, const Persona &persona,
                                 const SimulationOptions &options);

// One offline conversation: the workspace's flow agent `agent` against the
// scripted caller playing `persona`, the caller's words passed through
// recognition noise, tool calls through the workspace's stubs. Fully
// deterministic: the same inputs give the same conversation on every machine.
std::optional<SimulationResult> simulateOffline(const Workspace &workspace, const Agent &agent, const Persona &persona,
                                                const SimulationOptions &options, Diagnostics &problems);

// The conversation file `polygon-cli simulate` writes (FORMATS.md §1, plus
// "end_reason", "loop_turn", "error" and "model_calls").
Json simulationToJson(const SimulationResult &result);
// Reads such a file back (for replay); nothing, with problems at their
// file:line:column, when it is not one.
std::optional<SimulationResult> readSimulationFile(const QString &path, Diagnostics &problems);
// Writes simulationToJson(result) atomically to DIR/<conversation id>.json;
// its path, or nothing with a sentence naming the file in `error`.
std::optional<QString> writeSimulationFile(const SimulationResult &result, const QString &dir, QString *error);

} // namespace Polygon
