#pragma once

#include "core/llm/modelcall.h"
#include "core/llm/provider.h"
#include "core/model/agent.h"
#include "core/model/conversation.h"
#include "core/model/persona.h"
#include "core/simulate/flowagent.h"
#include "core/simulate/scriptedcaller.h"
#include "core/simulate/simulationtypes.h"
#include "core/simulate/toolstubruntime.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace Polygon {

// Where the model calls of one conversation are written down, in the order
// they were made (the conversation runner owns it).
using ModelCallLog = QList<ModelCall>;

// The agent under test in one conversation. The runner calls next() with the
// conversation so far (no turns yet: the agent greets); the session answers
// exactly once with replied() or failed(), synchronously or later.
class AgentSession : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    virtual void next(const Conversation &soFar) = 0;
    // Stops what is in flight; no replied()/failed() follows.
    virtual void cancel() { }

Q_SIGNALS:
    void replied(const Polygon::AgentReply &reply);
    void failed(const QString &message);
    // A streaming model sent more of the reply being produced (text only,
    // before replied()); sessions that do not stream never emit it.
    void streamed(const QString &delta);
};

// The simulated caller in one conversation: next() with the conversation so
// far (the last turn is the agent's), answered once by replied() or failed().
class CallerSession : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    virtual void next(const Conversation &soFar) = 0;
    virtual void cancel() { }

Q_SIGNALS:
    void replied(const Polygon::CallerReply &reply);
    void failed(const QString &message);
};

// The deterministic flow agent (docs/flows.md).
class FlowAgentSession : public AgentSession
{
    Q_OBJECT

public:
    FlowAgentSession(FlowAgent agent, ToolStubRuntime *tools, QObject *parent = nullptr);
    void next(const Conversation &soFar) override;

private:
    FlowAgent m_agent;
    ToolStubRuntime *m_tools;
};

// The scripted caller (docs/callers.md).
class ScriptedCallerSession : public CallerSession
{
    Q_OBJECT

public:
    explicit ScriptedCallerSession(ScriptedCaller caller, QObject *parent = nullptr);
    void next(const Conversation &soFar) override;

private:
    ScriptedCaller m_caller;
};

// What every model-backed participant shares: the provider, the request in
// flight, the seeds and the record of each call.
struct ModelSessionContext
{
    Provider *provider = nullptr;
    QString conversationId;
    quint64 runSeed = 0;
    ModelCallLog *log = nullptr; // may be null: nothing is recorded
    bool stream = false; // ask for the reply as a stream (the agent's text shown while it arrives)
};

// The LLM agent (docs/agents.md): the agent's prompt as the system message,
// the workspace tool stubs it may use as tools, plus two built-in control
// tools — end_call and transfer_call — that end or hand over the call. Tool
// calls run through the stubs and their answers go back to the model until it
// answers the caller (at most kMaxToolRounds requests per turn).
class LlmAgentSession : public AgentSession
{
    Q_OBJECT

public:
    static constexpr int kMaxToolRounds = 6;
    static const QString kEndCallTool; // "end_call"
    static const QString kTransferCallTool; // "transfer_call"
    // The first user message, so the model greets (phone agents speak first).
    static const QString kCallConnected;

    LlmAgentSession(const ModelSessionContext &context, QString systemPrompt, QList<ToolSpec> tools, ToolStubRuntime *runtime,
                    QObject *parent = nullptr);
    ~LlmAgentSession() override;

    void next(const Conversation &soFar) override;
    void cancel() override;

    // The tools an agent with these stubs is offered (stubs first, then the
    // control tools unless a stub already has their name).
    static QList<ToolSpec> toolSpecs(const QList<ToolStub> &stubs);
    // The chat history a conversation becomes for the agent model.
    static QList<ChatMessage> history(const QString &systemPrompt, const Conversation &soFar);

private:
    void request();
    void onFinished();

    ModelSessionContext m_context;
    QString m_systemPrompt;
    QList<ToolSpec> m_tools;
    ToolStubRuntime *m_runtime;
    QList<ChatMessage> m_messages; // history of the turn being produced
    AgentReply m_reply; // the turn being produced
    int m_turn = 0;
    int m_round = 0;
    ChatRequest m_request;
    QPointer<ProviderReply> m_inFlight;
};

// The LLM caller (docs/callers.md): plays the persona — type, intended
// outcome, difficulty, goal, the facts it knows and nothing else — in short
// phone sentences, answering as {"say", "hang_up"} (JSON-schema output;
// plain text is accepted as what it says).
class LlmCallerSession : public CallerSession
{
    Q_OBJECT

public:
    LlmCallerSession(const ModelSessionContext &context, const Persona &persona, const QString &language,
                     QObject *parent = nullptr);
    ~LlmCallerSession() override;

    void next(const Conversation &soFar) override;
    void cancel() override;

    static QString systemPrompt(const Persona &persona, const QString &language);
    static Json replySchema();
    static QList<ChatMessage> history(const QString &systemPrompt, const Conversation &soFar);

private:
    void onFinished();

    ModelSessionContext m_context;
    QString m_systemPrompt;
    int m_turn = 0;
    ChatRequest m_request;
    QPointer<ProviderReply> m_inFlight;
};

// The HTTP agent (docs/agents.md): POSTs the conversation so far to the
// user's URL and reads back {"reply", "tool_calls", "action"}. Tool calls
// without a "result" run through the workspace stubs.
class HttpAgentSession : public AgentSession
{
    Q_OBJECT

public:
    HttpAgentSession(QNetworkAccessManager *network, const Agent &agent, const QString &language, int timeoutMs,
                     QList<ToolSpec> tools, ToolStubRuntime *runtime, QObject *parent = nullptr);
    ~HttpAgentSession() override;

    void next(const Conversation &soFar) override;
    void cancel() override;

    // The request body for a conversation so far (exposed for tests and docs).
    Json requestBody(const Conversation &soFar) const;

private:
    void onFinished();
    QString where() const;

    QNetworkAccessManager *m_network;
    Agent m_agent;
    QString m_language;
    int m_timeoutMs;
    QList<ToolSpec> m_tools;
    ToolStubRuntime *m_runtime;
    QString m_conversationId;
    QPointer<QNetworkReply> m_inFlight;
    QTimer *m_timer = nullptr;
    bool m_timedOut = false;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::AgentReply)
Q_DECLARE_METATYPE(Polygon::CallerReply)
