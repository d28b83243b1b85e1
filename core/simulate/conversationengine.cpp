#include "conversationengine.h"

#include "conversationrunner.h"
#include "core/grade/loop.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/util/messages.h"
#include "core/workspace/conversationformat.h"
#include "core/workspace/workspacewriter.h"
#include "flowagent.h"
#include "recognitionnoise.h"
#include "scriptedcaller.h"
#include "toolstubruntime.h"

#include <QFile>

#include <limits>

#include <QDir>
#include <QFileInfo>

namespace Polygon {

QString simulatedConversationId(const QString &agent, const QString &persona, quint64 seed)
{
    return agent + QLatin1Char('-') + persona + QStringLiteral("-s") + QString::number(seed);
}

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
    // Offline participants answer synchronously: the runner completes inside start().
    Diagnostics problems;
    const auto runner = ConversationRunner::create(workspace, agent, persona, options, {}, &flowAgent, problems);
    Q_ASSERT(runner);
    runner->start();
    Q_ASSERT(runner->isFinished());
    return runner->takeResult();
}

Json simulationToJson(const SimulationResult &result)
{
    Json j = conversationToJson(result.conversation);
    j["simulation"] = {{"persona", toStdString(result.persona)},
                       {"caller", toStdString(result.caller)},
                       {"seed", result.options.seed},
                       {"noise", jsonNumber(result.options.noise)},
                       {"max_turns", result.options.maxTurns}};
    j["end_reason"] = toStdString(result.endReason);
    if (result.loopTurn)
        j["loop_turn"] = *result.loopTurn;
    if (!result.error.isEmpty())
        j["error"] = toStdString(result.error);
    if (!result.modelCalls.isEmpty()) {
        Json calls = Json::array();
        for (const ModelCall &call : result.modelCalls)
            calls.push_back(modelCallToJson(call));
        j["model_calls"] = std::move(calls);
    }
    return j;
}

std::optional<SimulationResult> readSimulationFile(const QString &path, Diagnostics &problems)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.append({path, 1, 1, WorkspaceMessages::tr("cannot read the file: %1").arg(file.errorString())});
        return std::nullopt;
    }
    const auto doc = JsonDocument::parse(file.readAll(), path, problems);
    if (!doc)
        return std::nullopt;
    const qsizetype before = problems.size();
    ObjectReader r(*doc, {}, WorkspaceMessages::tr("the conversation"), problems);
    SimulationResult result;
    if (auto c = readConversation(r))
        result.conversation = std::move(*c);
    if (auto setup = r.object("simulation", ObjectReader::Need::Optional)) {
        result.persona = setup->string("persona", ObjectReader::Need::Required).value_or(QString());
        result.caller
            = setup->choice("caller", ObjectReader::Need::Optional, {QStringLiteral("scripted"), QStringLiteral("llm")},
                            WorkspaceMessages::tr("caller"))
                    .value_or(0)
                == 1
            ? QStringLiteral("llm")
            : QStringLiteral("scripted");
        result.options.seed
            = quint64(setup->integer("seed", ObjectReader::Need::Required, 0, std::numeric_limits<qint64>::max()).value_or(1));
        result.options.noise = setup->number("noise", ObjectReader::Need::Optional, 0, 1).value_or(0);
        result.options.maxTurns = int(setup->integer("max_turns", ObjectReader::Need::Optional, 2, 100000).value_or(24));
        setup->finish();
    }
    if (const Json *reason = r.value("end_reason", ObjectReader::Need::Optional); reason && reason->is_string())
        result.endReason = toQString(reason->get<std::string>());
    if (const Json *loop = r.value("loop_turn", ObjectReader::Need::Optional); loop && loop->is_number_integer())
        result.loopTurn = loop->get<int>();
    if (const Json *error = r.value("error", ObjectReader::Need::Optional); error && error->is_string())
        result.error = toQString(error->get<std::string>());
    if (const Json *calls = r.value("model_calls", ObjectReader::Need::Optional)) {
        if (!calls->is_array()) {
            r.problemAtValue("model_calls", WorkspaceMessages::tr("\"model_calls\" must be an array"));
        } else {
            for (size_t i = 0; i < calls->size(); ++i) {
                ModelCall call;
                QString why;
                if (!modelCallFromJson((*calls)[i], call, &why))
                    r.problemAtValue(JsonDocument::childPointer(r.pointerOf("model_calls"), i), why);
                else
                    result.modelCalls.append(call);
            }
        }
    }
    if (problems.size() > before)
        return std::nullopt;
    return result;
}

std::optional<QString> writeSimulationFile(const SimulationResult &result, const QString &dir, QString *error)
{
    const QString path = QDir(dir).filePath(result.conversation.id + QStringLiteral(".json"));
    QString why;
    if (!writeFileAtomically(path, toFileBytes(simulationToJson(result)), &why)) {
        if (error)
            *error = WorkspaceMessages::tr("%1: cannot write the file: %2").arg(path, why);
        return std::nullopt;
    }
    return path;
}

} // namespace Polygon
