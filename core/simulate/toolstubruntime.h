#pragma once

#include "core/model/conversation.h"
#include "core/model/toolstub.h"
#include "core/simulate/jsonschema.h"
#include "core/util/json.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace Polygon {

// What one tool call came back with.
struct ToolOutcome
{
    Json result; // what the agent sees; null after a timeout
    bool valid = true; // the arguments passed the tool's schema (false for an unknown tool too)
    QList<SchemaError> schemaErrors; // why they did not
    bool timedOut = false; // an injected timeout: no answer at all
    bool error = false; // an unknown tool or an injected error fault
    int latencyMs = 0; // how long the answer takes; the runtime does not wait
    int callNumber = 0; // 1-based count of calls of this tool name in the conversation

    bool operator==(const ToolOutcome &) const = default;
};

// One line of the tool trace: a call and its outcome.
struct ToolTraceEntry
{
    QString id; // the call's id (the agent model's tool-call id)
    QString name;
    Json arguments = Json::object();
    bool valid = true;
    QList<SchemaError> schemaErrors;
    Json result; // null after a timeout
    bool timedOut = false;
    bool error = false;
    int latencyMs = 0;
    int callNumber = 0;

    // The call as a conversation records it (FORMATS.md §1).
    ToolCall toToolCall() const { return ToolCall {id, name, arguments, valid, result}; }

    bool operator==(const ToolTraceEntry &) const = default;
};

// The tool stubs of one conversation (docs/tool-stubs.md): validates each
// call's arguments against the tool's schema, injects the configured faults,
// answers by the tool's behaviour, keeps the stateful collections and records
// every call in a trace. One runtime per conversation: the state of stateful
// tools and the per-tool call counts live here. Every random draw comes from
// Prng::forTurn(conversationId, callNumber, purpose, runSeed), so the same
// conversation id, run seed and calls give the same outcomes on every machine.
class ToolStubRuntime
{
public:
    ToolStubRuntime(const QList<ToolStub> &tools, const QString &conversationId, quint64 runSeed = 0);

    ToolOutcome call(const QString &name, const Json &arguments, const QString &callId = QString());

    const QList<ToolTraceEntry> &trace() const { return m_trace; }
    QList<ToolCall> toolCalls() const; // the trace as conversation tool calls

    // The records a stateful collection holds now (for inspection and tests).
    QList<Json> records(const QString &collection) const { return m_collections.value(collection); }
    const ToolStub *tool(const QString &name) const;

    const QString &conversationId() const { return m_conversationId; }
    quint64 runSeed() const { return m_runSeed; }

private:
    Json answer(const ToolStub &tool, const Json &arguments);
    Json stateful(const ToolStub &tool, const Json &arguments);
    QString newRef(const QString &collection);
    int latency(const ToolStub &tool, int callNumber) const;
    const ToolStub::Fault *fault(const ToolStub &tool, int callNumber) const;

    QList<ToolStub> m_tools;
    QString m_conversationId;
    quint64 m_runSeed = 0;
    QHash<QString, int> m_callCounts; // by tool name
    QHash<QString, QList<Json>> m_collections; // by collection name
    QHash<QString, int> m_refCounts; // refs generated per collection
    QHash<QString, QSet<QString>> m_issuedRefs; // every ref a collection has held, cancelled ones too
    QList<ToolTraceEntry> m_trace;
};

} // namespace Polygon
