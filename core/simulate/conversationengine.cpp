#include "conversationengine.h"

#include "core/grade/loop.h"
#include "core/util/messages.h"
#include "core/workspace/conversationformat.h"
#include "flowagent.h"
#include "recognitionnoise.h"
#include "scriptedcaller.h"
#include "toolstubruntime.h"

#include <QDir>
#include <QFileInfo>

namespace Polygon {

QString simulatedConversationId(const QString &agent, const QString &persona, quint64 seed)
{
    return agent + QLatin1Char('-') + persona + QStringLiteral("-s") + QString::number(seed);
}

namespace {

Turn agentTurn(const AgentReply &reply)
{
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = reply.text;
    t.toolCalls = reply.toolCalls;
    t.action = reply.action;
    return t;
}

} // namespace

std::optional<FlowAgent> prepareOfflineAgent(const Workspace &workspace, const Agent &agent, Diagnostics &problems)
{
    const QString where = QDir(workspace.root).filePath(agent.path);
    if (agent.kind != Agent::Kind::Flow) {
        problems.append({where, 1, 1,
                         WorkspaceMessages::tr("the agent \"%1\" is a %2 agent; offline simulation runs flow agents (a "
                                               "deterministic dialogue flow)")
                             .arg(agent.id, Agent::kindName(agent.kind))});
        return std::nullopt;
    }
    const FlowDefinition *flow = workspace.flow(QFileInfo(agent.flow).completeBaseName());
    if (!flow) {
        problems.append({where, 1, 1, WorkspaceMessages::tr("the flow \"%1\" is not in the workspace").arg(agent.flow)});
        return std::nullopt;
    }
    return FlowAgent::load(*flow, workspace.root, problems);
}

std::optional<SimulationResult> simulateOffline(const Workspace &workspace, const Agent &agent, const Persona &persona,
                                                const SimulationOptions &options, Diagnostics &problems)
{
    auto flowAgent = prepareOfflineAgent(workspace, agent, problems);
    if (!flowAgent)
        return std::nullopt;
    return simulateOffline(workspace, agent, std::move(*flowAgent), persona, options);
}

SimulationResult simulateOffline(const Workspace &workspace, const Agent &agent, FlowAgent flowAgent, const Persona &persona,
                                 const SimulationOptions &options)
{
    QList<ToolStub> tools;
    for (const ToolStub &t : workspace.tools)
        if (agent.tools.isEmpty() || agent.tools.contains(t.id))
            tools.append(t);
    const QString id = simulatedConversationId(agent.id, persona.id, options.seed);
    ToolStubRuntime runtime(tools, id, options.seed);
    ScriptedCaller caller(persona, id, options.seed);
    const QString language = !persona.language.isEmpty() ? persona.language
        : !agent.language.isEmpty()                      ? agent.language
                                                         : workspace.manifest.languages.value(0, QStringLiteral("en"));

    SimulationResult result;
    Conversation &c = result.conversation;
    c.id = id;
    c.rubric = workspace.manifest.rubric;
    c.source = QStringLiteral("simulated");
    c.configuration = agent.id;
    c.groundTruth = persona.groundTruth;

    AgentReply reply = flowAgent.start(runtime);
    c.turns.append(agentTurn(reply));
    while (true) {
        if (reply.action == Turn::Action::End) {
            result.endReason = QStringLiteral("end");
            break;
        }
        if (reply.action == Turn::Action::Transfer) {
            result.endReason = QStringLiteral("transfer");
            break;
        }
        if (c.turns.size() >= options.maxTurns) {
            result.endReason = QStringLiteral("max_turns");
            break;
        }
        const CallerReply said = caller.respond(reply.text);
        if (!said.text.isEmpty()) {
            Turn t;
            t.speaker = Turn::Speaker::Caller;
            t.text = said.text;
            const qint64 turnIndex = c.turns.size();
            if (options.noise > 0) {
                t.heard = RecognitionNoise::apply(said.text, language, options.noise, id, turnIndex, options.seed).heard;
                t.hasHeard = true;
            }
            c.turns.append(t);
        }
        if (said.hangUp) {
            result.endReason = QStringLiteral("caller_hung_up");
            break;
        }
        if (c.turns.size() >= options.maxTurns) {
            result.endReason = QStringLiteral("max_turns");
            break;
        }
        const Turn &callerTurn = c.turns.last();
        reply = flowAgent.respond(callerTurn.hasHeard ? callerTurn.heard : callerTurn.text, runtime);
        c.turns.append(agentTurn(reply));
        if (const auto loop = findLoop(c)) {
            result.endReason = QStringLiteral("loop");
            result.loopTurn = *loop;
            break;
        }
    }
    return result;
}

Json simulationToJson(const SimulationResult &result)
{
    Json j = conversationToJson(result.conversation);
    j["end_reason"] = toStdString(result.endReason);
    if (result.loopTurn)
        j["loop_turn"] = *result.loopTurn;
    return j;
}

} // namespace Polygon
