#include "runenvironment.h"

#include "core/llm/openaiprovider.h"
#include "core/llm/replayprovider.h"
#include "core/llm/roleprovider.h"
#include "core/model/workspace.h"
#include "core/simulate/conversationengine.h"
#include "core/util/messages.h"

#include <QNetworkAccessManager>

#include <algorithm>

namespace Polygon {

RunEnvironment::RunEnvironment() = default;
RunEnvironment::~RunEnvironment() = default;

std::unique_ptr<RunEnvironment> RunEnvironment::open(const Workspace &ws, const Agent &agent, bool offline, bool llmCaller,
                                                     Diagnostics &problems)
{
    std::unique_ptr<RunEnvironment> env(new RunEnvironment);
    if (!offline) {
        if (agent.kind == Agent::Kind::Llm) {
            env->m_agentProvider = openRoleProvider(ws, agent.profile, QStringLiteral("agent"), problems);
            if (!env->m_agentProvider)
                return nullptr;
            env->m_simulation.agentProvider = env->m_agentProvider.get();
        } else if (agent.kind == Agent::Kind::Http) {
            env->m_network = std::make_unique<QNetworkAccessManager>();
            env->m_simulation.network = env->m_network.get();
        }
    }
    if (llmCaller) {
        env->m_callerProvider = openRoleProvider(ws, QString(), QStringLiteral("caller"), problems);
        if (!env->m_callerProvider)
            return nullptr;
        env->m_simulation.callerProvider = env->m_callerProvider.get();
        env->m_simulation.caller = SimulationEnvironment::Caller::Llm;
    }
    return env;
}

std::unique_ptr<RunEnvironment> RunEnvironment::openReplay(const Workspace &ws, const SimulationResult &stored,
                                                           const QString &file, Diagnostics &problems)
{
    if (!ws.agent(stored.conversation.configuration) || !ws.persona(stored.persona)) {
        problems.append({file, 1, 1,
                         WorkspaceMessages::tr("the workspace has no agent \"%1\" or no persona \"%2\" to replay")
                             .arg(stored.conversation.configuration, stored.persona)});
        return nullptr;
    }
    std::unique_ptr<RunEnvironment> env(new RunEnvironment);
    env->m_replay = std::make_unique<ReplayProvider>(stored.modelCalls);
    env->m_network = std::make_unique<QNetworkAccessManager>();
    env->m_simulation.agentProvider = env->m_replay.get();
    env->m_simulation.callerProvider = env->m_replay.get();
    env->m_simulation.network = env->m_network.get();
    env->m_simulation.caller
        = stored.caller == QLatin1String("llm") ? SimulationEnvironment::Caller::Llm : SimulationEnvironment::Caller::Scripted;
    return env;
}

int RunEnvironment::replayed() const
{
    return m_replay ? m_replay->served() : 0;
}

bool RunEnvironment::online() const
{
    return m_simulation.agentProvider || m_simulation.callerProvider || m_simulation.network;
}

int RunEnvironment::defaultConcurrency() const
{
    return std::max(m_agentProvider ? m_agentProvider->profile().concurrency : 1,
                    m_callerProvider ? m_callerProvider->profile().concurrency : 1);
}

} // namespace Polygon
