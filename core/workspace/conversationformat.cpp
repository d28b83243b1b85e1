#include "conversationformat.h"

#include "core/util/messages.h"

namespace Polygon {

using Need = ObjectReader::Need;

QString Turn::speakerName(Speaker speaker)
{
    return speaker == Speaker::Agent ? QStringLiteral("agent") : QStringLiteral("caller");
}

QString Turn::actionName(Action action)
{
    switch (action) {
    case Action::End:
        return QStringLiteral("end");
    case Action::Transfer:
        return QStringLiteral("transfer");
    case Action::None:
        break;
    }
    return {};
}

namespace {

std::optional<ToolCall> readToolCall(ObjectReader &r)
{
    ToolCall call;
    call.id = r.string("id", Need::Optional, true).value_or(QString());
    call.name = r.string("name", Need::Required).value_or(QString());
    if (const Json *arguments = r.value("arguments", Need::Optional); arguments && !arguments->is_null())
        call.arguments = *arguments; // absent or null: no arguments, {}
    call.valid = r.boolean("valid", Need::Optional).value_or(true);
    if (const Json *result = r.value("result", Need::Optional))
        call.result = *result;
    return call;
}

std::optional<Turn> readTurn(ObjectReader &r)
{
    Turn turn;
    if (const auto speaker = r.choice("speaker", Need::Required, {QStringLiteral("caller"), QStringLiteral("agent")},
                                      WorkspaceMessages::tr("speaker")))
        turn.speaker = *speaker == 0 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
    // null text (a turn that only calls a tool, as chat exports write it) is empty text.
    if (const Json *text = r.value("text", Need::Optional); text && !text->is_null())
        turn.text = r.string("text", Need::Optional, true).value_or(QString());
    if (const Json *heard = r.value("heard", Need::Optional); heard && !heard->is_null()) {
        if (const auto h = r.string("heard", Need::Optional, true)) {
            turn.heard = *h;
            turn.hasHeard = true;
        }
    }
    const Json *action = r.value("action", Need::Optional);
    if (action && !action->is_null()) {
        if (const auto index = r.choice("action", Need::Optional, {QStringLiteral("end"), QStringLiteral("transfer")},
                                        WorkspaceMessages::tr("action")))
            turn.action = *index == 0 ? Turn::Action::End : Turn::Action::Transfer;
    }
    if (const Json *calls = r.value("tool_calls", Need::Optional); calls && !calls->is_null()) {
        if (!calls->is_array()) {
            r.problemAtValue("tool_calls",
                             WorkspaceMessages::tr("\"tool_calls\" must be an array of tool calls, not %1")
                                 .arg(ObjectReader::describeType(*calls)));
        } else {
            for (size_t i = 0; i < calls->size(); ++i) {
                ObjectReader call = r.child(JsonDocument::childPointer(r.pointerOf("tool_calls"), i),
                                            WorkspaceMessages::tr("tool call %1").arg(i + 1));
                if (!call.isObject())
                    continue;
                if (auto parsed = readToolCall(call))
                    turn.toolCalls.append(std::move(*parsed));
            }
        }
    }
    return turn;
}

} // namespace

std::optional<Conversation> readConversation(ObjectReader &r)
{
    if (!r.isObject())
        return std::nullopt;
    const int before = r.problemCount();
    Conversation c;
    if (r.value("format", Need::Optional))
        r.requireFormat();
    c.id = r.string("id", Need::Optional, true).value_or(QString());
    if (const auto rubric = r.choice("rubric", Need::Optional, {QStringLiteral("v1"), QStringLiteral("v2")},
                                     WorkspaceMessages::tr("rubric version")))
        c.rubric = *rubric == 0 ? QStringLiteral("v1") : QStringLiteral("v2");
    if (const auto source = r.choice("source", Need::Optional, {QStringLiteral("simulated"), QStringLiteral("imported")},
                                     WorkspaceMessages::tr("conversation source")))
        c.source = *source == 0 ? QStringLiteral("simulated") : QStringLiteral("imported");
    c.scenario = r.string("scenario", Need::Optional, true).value_or(QString());
    c.configuration = r.string("configuration", Need::Optional, true).value_or(QString());
    if (const Json *truth = r.value("ground_truth", Need::Optional); truth && !truth->is_null()) {
        if (!truth->is_object())
            r.problemAtValue("ground_truth",
                             WorkspaceMessages::tr("\"ground_truth\" must be an object of facts, not %1")
                                 .arg(ObjectReader::describeType(*truth)));
        else
            c.groundTruth = *truth;
    }
    if (const Json *turns = r.value("turns", Need::Required)) {
        if (!turns->is_array()) {
            r.problemAtValue(
                "turns",
                WorkspaceMessages::tr("\"turns\" must be an array of turns, not %1").arg(ObjectReader::describeType(*turns)));
        } else {
            c.turns.reserve(qsizetype(turns->size()));
            const std::string turnsPointer = r.pointerOf("turns");
            const QString turnName = WorkspaceMessages::tr("turn %1"); // translated once, not per turn
            for (size_t i = 0; i < turns->size(); ++i) {
                ObjectReader turn = r.child(JsonDocument::childPointer(turnsPointer, i), turnName.arg(i));
                if (!turn.isObject())
                    continue;
                if (auto parsed = readTurn(turn))
                    c.turns.append(std::move(*parsed));
            }
        }
    }
    if (r.problemCount() != before)
        return std::nullopt;
    return c;
}

Json conversationToJson(const Conversation &c)
{
    Json j = Json::object();
    j["format"] = 1;
    if (!c.id.isEmpty())
        j["id"] = toStdString(c.id);
    if (!c.rubric.isEmpty())
        j["rubric"] = toStdString(c.rubric);
    if (!c.source.isEmpty())
        j["source"] = toStdString(c.source);
    if (!c.scenario.isEmpty())
        j["scenario"] = toStdString(c.scenario);
    if (!c.configuration.isEmpty())
        j["configuration"] = toStdString(c.configuration);
    if (!c.groundTruth.is_null())
        j["ground_truth"] = c.groundTruth;
    Json turns = Json::array();
    for (const Turn &t : c.turns) {
        Json turn = Json::object();
        turn["speaker"] = toStdString(Turn::speakerName(t.speaker));
        turn["text"] = toStdString(t.text);
        if (t.hasHeard)
            turn["heard"] = toStdString(t.heard);
        if (t.action != Turn::Action::None)
            turn["action"] = toStdString(Turn::actionName(t.action));
        if (!t.toolCalls.isEmpty()) {
            Json calls = Json::array();
            for (const ToolCall &call : t.toolCalls) {
                Json jc = Json::object();
                if (!call.id.isEmpty())
                    jc["id"] = toStdString(call.id);
                jc["name"] = toStdString(call.name);
                jc["arguments"] = call.arguments;
                jc["valid"] = call.valid;
                if (!call.result.is_null())
                    jc["result"] = call.result;
                calls.push_back(std::move(jc));
            }
            turn["tool_calls"] = std::move(calls);
        }
        turns.push_back(std::move(turn));
    }
    j["turns"] = std::move(turns);
    return j;
}

} // namespace Polygon
