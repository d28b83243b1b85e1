#include "storetypes.h"

#include <QCoreApplication>

#include "core/model/workspace.h"
#include "core/util/hash.h"
#include "core/workspace/workspacewriter.h"

#include <QFileInfo>
#include <QHashFunctions>

namespace Polygon {

namespace {

const QStringList &runStatusNames()
{
    static const QStringList names = {QStringLiteral("queued"), QStringLiteral("running"), QStringLiteral("completed"),
                                      QStringLiteral("cancelled"), QStringLiteral("failed")};
    return names;
}

const QStringList &conversationStatusNames()
{
    static const QStringList names = {QStringLiteral("pending"), QStringLiteral("running"), QStringLiteral("done"),
                                      QStringLiteral("failed"), QStringLiteral("cancelled")};
    return names;
}

const QStringList &roleNames()
{
    static const QStringList names = {QStringLiteral("caller"), QStringLiteral("agent"),   QStringLiteral("judge"),
                                      QStringLiteral("probe"),  QStringLiteral("persona"), QStringLiteral("lint")};
    return names;
}

} // namespace

QString runStatusName(RunStatus status)
{
    return runStatusNames().at(int(status));
}

PromptVersionRecord PromptVersionRecord::of(const QString &prompt, const QByteArray &bytes)
{
    return {prompt, sha256Hex(bytes), QString::fromUtf8(bytes), {}, 0};
}

std::optional<GradingRecord> latestCompletedGrading(const QList<GradingRecord> &gradings)
{
    for (auto it = gradings.crbegin(); it != gradings.crend(); ++it)
        if (it->status == QLatin1String("completed"))
            return *it;
    return std::nullopt;
}

QString runStatusTitle(RunStatus status)
{
    switch (status) {
    case RunStatus::Queued:
        return QCoreApplication::translate("Polygon::RunStatus", "queued");
    case RunStatus::Running:
        return QCoreApplication::translate("Polygon::RunStatus", "running");
    case RunStatus::Completed:
        return QCoreApplication::translate("Polygon::RunStatus", "completed");
    case RunStatus::Cancelled:
        return QCoreApplication::translate("Polygon::RunStatus", "cancelled");
    case RunStatus::Failed:
        return QCoreApplication::translate("Polygon::RunStatus", "failed");
    }
    return runStatusName(status);
}

QString runStatusTitle(const QString &name)
{
    const auto status = runStatusFromName(name);
    return status ? runStatusTitle(*status) : name;
}

std::optional<RunStatus> runStatusFromName(const QString &name)
{
    const qsizetype i = runStatusNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return RunStatus(i);
}

QString conversationStatusName(ConversationStatus status)
{
    return conversationStatusNames().at(int(status));
}

QString conversationStatusTitle(ConversationStatus status)
{
    switch (status) {
    case ConversationStatus::Pending:
        return QCoreApplication::translate("Polygon::ConversationStatus", "pending");
    case ConversationStatus::Running:
        return QCoreApplication::translate("Polygon::ConversationStatus", "running");
    case ConversationStatus::Done:
        return QCoreApplication::translate("Polygon::ConversationStatus", "done");
    case ConversationStatus::Failed:
        return QCoreApplication::translate("Polygon::ConversationStatus", "failed");
    case ConversationStatus::Cancelled:
        return QCoreApplication::translate("Polygon::ConversationStatus", "cancelled");
    }
    return conversationStatusName(status);
}

QString endReasonTitle(const QString &reason)
{
    static const std::pair<const char *, const char *> titles[] = {
        {"end", QT_TRANSLATE_NOOP("Polygon::EndReason", "agent ended")},
        {"transfer", QT_TRANSLATE_NOOP("Polygon::EndReason", "transferred")},
        {"caller_hung_up", QT_TRANSLATE_NOOP("Polygon::EndReason", "caller hung up")},
        {"max_turns", QT_TRANSLATE_NOOP("Polygon::EndReason", "turn limit")},
        {"loop", QT_TRANSLATE_NOOP("Polygon::EndReason", "loop")},
        {"cancelled", QT_TRANSLATE_NOOP("Polygon::EndReason", "cancelled")},
        {"error", QT_TRANSLATE_NOOP("Polygon::EndReason", "error")},
    };
    for (const auto &[key, title] : titles)
        if (reason == QLatin1String(key))
            return QCoreApplication::translate("Polygon::EndReason", title);
    return reason;
}

std::optional<ConversationStatus> conversationStatusFromName(const QString &name)
{
    const qsizetype i = conversationStatusNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return ConversationStatus(i);
}

QString ModelCallRecord::roleName(Role role)
{
    return roleNames().at(int(role));
}

std::optional<ModelCallRecord::Role> ModelCallRecord::roleFromName(const QString &name)
{
    const qsizetype i = roleNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return Role(i);
}

QString jsonHash(const Json &value)
{
    const std::string bytes = value.dump();
    return sha256Hex(QByteArray(bytes.data(), qsizetype(bytes.size())));
}

QString personaHash(const Persona &p)
{
    return jsonHash(personaToJson(p, PersonaJsonForm::Identity));
}

QString flowHash(const FlowDefinition &flow)
{
    return jsonHash(flow.definition);
}

QString toolStubHash(const ToolStub &t)
{
    Json j = Json::object();
    j["id"] = toStdString(t.id);
    j["description"] = toStdString(t.description);
    j["parameters"] = t.parameters;
    j["behaviour"] = t.behaviourSpec;
    j["latency_ms"] = t.latencyMs;
    j["jitter_ms"] = t.jitterMs;
    Json faults = Json::array();
    for (const ToolStub::Fault &f : t.faults)
        faults.push_back({{"kind", toStdString(ToolStub::faultKindName(f.kind))},
                          {"on_call", f.onCall},
                          {"probability", f.probability},
                          {"result", f.result}});
    j["faults"] = faults;
    return jsonHash(j);
}

Json ConfigurationSnapshot::content() const
{
    Json j = Json::object();
    j["agent"] = toStdString(agent);
    j["agent_kind"] = toStdString(agentKind);
    j["prompt_hash"] = promptHash.isEmpty() ? Json() : Json(toStdString(promptHash));
    j["flow_hash"] = flowHash.isEmpty() ? Json() : Json(toStdString(flowHash));
    j["tools"] = tools;
    j["profile"] = profile;
    j["parameters"] = parameters;
    j["rubric"] = rubric.isEmpty() ? Json() : Json(toStdString(rubric));
    return j;
}

QString ConfigurationSnapshot::id() const
{
    return jsonHash(content());
}

Json ConfigurationSnapshot::profileSnapshot(const Profile &p)
{
    Json j = Json::object();
    j["id"] = toStdString(p.id);
    j["base_url"] = toStdString(p.baseUrl);
    j["model"] = toStdString(p.model);
    j["temperature"] = p.temperature ? Json(*p.temperature) : Json();
    j["top_p"] = p.topP ? Json(*p.topP) : Json();
    j["max_tokens"] = p.maxTokens ? Json(*p.maxTokens) : Json();
    j["seed"] = p.seed ? Json(*p.seed) : Json();
    j["timeout_ms"] = p.timeoutMs;
    return j;
}

ConfigurationSnapshot ConfigurationSnapshot::forAgent(const Workspace &workspace, const Agent &agent, const Json &parameters,
                                                      const QString &rubricIdentity)
{
    ConfigurationSnapshot s;
    s.agent = agent.id;
    s.agentKind = Agent::kindName(agent.kind);
    if (!agent.prompt.isEmpty())
        if (const Prompt *prompt = workspace.promptByPath(agent.prompt))
            s.promptHash = prompt->hash;
    if (!agent.flow.isEmpty())
        if (const FlowDefinition *flow = workspace.flow(QFileInfo(agent.flow).completeBaseName()))
            s.flowHash = Polygon::flowHash(*flow);
    for (const QString &name : agent.tools)
        if (const ToolStub *tool = workspace.tool(name))
            s.tools[toStdString(name)] = toStdString(toolStubHash(*tool));
    if (!agent.profile.isEmpty())
        if (const Profile *profile = workspace.provider(agent.profile))
            s.profile = profileSnapshot(*profile);
    s.parameters = parameters.is_object() ? parameters : Json::object();
    s.rubric = rubricIdentity;
    return s;
}

QString ConversationKey::toString() const
{
    return QStringLiteral("%1/%2/%3/#%4").arg(run, scenario, persona).arg(repeat);
}

size_t qHash(const ConversationKey &key, size_t seed) noexcept
{
    return qHashMulti(seed, key.run, key.scenario, key.persona, key.repeat);
}

QString StoreError::toString() const
{
    QString s = operation + QStringLiteral(": ") + message;
    if (!statement.isEmpty())
        s += QStringLiteral(" [") + statement + QLatin1Char(']');
    return s;
}

} // namespace Polygon
