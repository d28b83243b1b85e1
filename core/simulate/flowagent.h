#pragma once

#include "core/model/flow.h"
#include "core/simulate/flowreader.h"
#include "core/simulate/simulationtypes.h"
#include "core/simulate/spokennumbers.h"
#include "core/simulate/toolstubruntime.h"
#include "core/util/json.h"
#include "core/json/diagnostic.h"
#include "core/json/jsondocument.h"

#include <QMap>
#include <QString>

#include <optional>

namespace Polygon {

// A deterministic dialogue-flow agent (docs/flows.md): states with replies,
// intents matched by regular expressions, slot filling from any caller
// utterance, tool calls through the tool stubs with result branching, and
// end/transfer actions. No randomness: the same caller lines and tool
// outcomes give the same replies.
class FlowAgent
{
public:
    // A checked flow (FlowReader) ready to run.
    explicit FlowAgent(FlowProgram program);
    // Validates and prepares the flow (FlowReader::read); problems are
    // reported at file:line:column of the flow file (workspaceRoot +
    // definition.path).
    static std::optional<FlowAgent> load(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems);
    // The same for a flow file already parsed.
    static std::optional<FlowAgent> fromDocument(const JsonDocument &doc, Diagnostics &problems);

    AgentReply start(ToolStubRuntime &tools); // the greeting
    AgentReply respond(const QString &heard, ToolStubRuntime &tools); // the caller said `heard` (after noise)
    bool finished() const { return m_finished; }

    QString state() const { return m_state; }
    QMap<QString, QString> slots() const { return m_slots; }

    // The flow's language ("language", default "en"): how numbers, dates and
    // times are read from the caller and how `|spoken` dates are said.
    QString language() const { return m_program.language; }

    // Number words to digits, exposed for tests (SpokenNumbers::normalize):
    // English "one nine three zero" -> "1930", "twenty two" -> "22".
    static QString normalizeNumbers(const QString &text) { return SpokenNumbers::normalize(text); }
    // The same for `language` (en, ru, hr, bs; docs/flows.md): every case form
    // of a number word ("пятерых" -> "5", "dvadeset i pet" -> "25"), ordinals
    // with their ending ("двадцать второго" -> "22-го", "dvadeset drugog" ->
    // "22-og"). Other languages: the text unchanged.
    static QString normalizeNumbers(const QString &text, const QString &language)
    {
        return SpokenNumbers::normalize(text, language);
    }

private:
    void extract(const QString &heard, const QString &asked);
    std::optional<QString> parseSlot(const QString &slot, const FlowSlot &def, const QString &original, QString &normalized,
                                     bool answer) const;
    bool matches(const QString &intent, const QString &text) const;
    void enter(const QString &state, AgentReply &reply, ToolStubRuntime &tools);
    void run(AgentReply &reply, ToolStubRuntime &tools);
    void handleAnswer(const QString &heard, AgentReply &reply, ToolStubRuntime &tools);
    void say(AgentReply &reply, const QString &text);
    bool reask(AgentReply &reply, const Json &state);
    QString missingSlot(const Json &state) const;
    QString render(const QString &text) const;
    Json renderArg(const Json &value) const;
    Json lookup(const QString &path) const;
    bool condition(const Json &when) const;
    const Json &stateJson(const QString &name) const;

    FlowProgram m_program;

    // conversation state
    QString m_state;
    QString m_pending; // the state to enter next (set by a transition)
    QMap<QString, QString> m_slots;
    Json m_result; // the last tool result
    bool m_lastTimedOut = false;
    bool m_lastError = false;
    int m_reasks = 0;
    int m_turns = 0;
    int m_callCount = 0;
    bool m_finished = false;
    bool m_waiting = false;
};

} // namespace Polygon
