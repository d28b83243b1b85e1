#pragma once

// RunEnvironment: the models and the network one run (or one `simulate`)
// talks to, opened once from the workspace's provider profiles — the same
// call for polygon-cli and the GUI.

#include "core/json/diagnostic.h"
#include "core/simulate/conversationrunner.h"

#include <memory>

class QNetworkAccessManager;

namespace Polygon {

class OpenAiProvider;
class ReplayProvider;
struct SimulationResult;
struct Agent;
struct Workspace;

class RunEnvironment
{
public:
    // What the run needs: an LLM agent its provider (the agent's profile or
    // the workspace's "agent" default), an HTTP agent a network manager, an
    // LLM caller the "caller" provider. `offline` opens nothing (flow agents
    // and scripted callers need no model). Nothing, with the problems, when a
    // profile or its key is missing.
    static std::unique_ptr<RunEnvironment> open(const Workspace &workspace, const Agent &agent, bool offline, bool llmCaller,
                                                Diagnostics &problems);
    // A replay of a stored simulation (`file`, read by readSimulationFile):
    // every model request is answered from its recording (ReplayProvider),
    // an HTTP agent through a network manager. Nothing, with the problem, when
    // the workspace no longer has the conversation's agent or persona.
    static std::unique_ptr<RunEnvironment> openReplay(const Workspace &workspace, const SimulationResult &stored,
                                                      const QString &file, Diagnostics &problems);
    ~RunEnvironment();

    const SimulationEnvironment &simulation() const { return m_simulation; }
    // Whether anything here talks to a model or a service.
    bool online() const;
    // How many conversations to run at once when the user does not say: the
    // larger of the providers' profile concurrency, 1 without a provider.
    int defaultConcurrency() const;
    // A replay: the model calls answered from the recording so far.
    int replayed() const;

private:
    RunEnvironment();

    std::unique_ptr<OpenAiProvider> m_agentProvider;
    std::unique_ptr<OpenAiProvider> m_callerProvider;
    std::unique_ptr<ReplayProvider> m_replay;
    std::unique_ptr<QNetworkAccessManager> m_network;
    SimulationEnvironment m_simulation;
};

} // namespace Polygon
