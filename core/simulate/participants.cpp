#include "participants.h"

#include "core/llm/chatjson.h"
#include "core/util/jsonparse.h"
#include "core/util/messages.h"
#include "core/workspace/conversationformat.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace Polygon {

namespace {

// What a tool's answer looks like to the agent model. A timed-out stub has no
// answer at all (null); the model is told so, as a real client would be.
QString toolResultText(const Json &result)
{
    if (result.is_null())
        return QStringLiteral("{\"error\":\"timeout\",\"message\":\"the tool did not answer in time\"}");
    return toQString(result.dump());
}

void appendMerged(QList<ChatMessage> &messages, ChatMessage::Role role, const QString &text)
{
    if (!messages.isEmpty() && messages.last().role == role && messages.last().toolCalls.isEmpty()
        && role != ChatMessage::Role::Tool && role != ChatMessage::Role::System) {
        QString &content = messages.last().content;
        if (!text.isEmpty())
            content = content.isEmpty() ? text : content + QLatin1Char('\n') + text;
        return;
    }
    messages.append({role, text, {}, {}});
}

void record(ModelCallLog *log, const QString &role, int turn, int round, const ChatRequest &request, const ProviderReply &reply)
{
    if (!log)
        return;
    ModelCall call;
    call.role = role;
    call.turn = turn;
    call.round = round;
    call.seed = request.seed.value_or(0);
    call.request = chatRequestToJson(request);
    call.fingerprint = chatRequestFingerprint(request, call.request);
    if (reply.failed()) {
        call.errorKind = ProviderError::kindName(reply.error()->kind);
        call.error = reply.error()->toString();
        call.attempts = reply.chat().attempts;
        call.latencyMs = reply.chat().latencyMs;
    } else {
        call.response = chatResultToJson(reply.chat());
    }
    log->append(std::move(call));
}

void dropReply(QPointer<ProviderReply> &reply, QObject *receiver)
{
    if (!reply)
        return;
    ProviderReply *r = reply;
    reply = nullptr;
    QObject::disconnect(r, nullptr, receiver, nullptr);
    r->cancel();
    r->deleteLater();
}

QString languageName(const QString &code)
{
    if (code == QLatin1String("ru"))
        return QStringLiteral("Russian");
    if (code == QLatin1String("hr"))
        return QStringLiteral("Croatian");
    if (code == QLatin1String("bs"))
        return QStringLiteral("Bosnian");
    return QStringLiteral("English");
}

QString typeBrief(Persona::Type type)
{
    switch (type) {
    case Persona::Type::Cooperative:
        return QStringLiteral("friendly and helpful: you answer what you are asked and offer useful details on your own");
    case Persona::Type::Busy:
        return QStringLiteral("in a hurry: very short answers, impatient with long explanations, you may cut the agent "
                              "off");
    case Persona::Type::Distrustful:
        return QStringLiteral("suspicious: you ask who you are talking to and why they need your details, and you "
                              "want things confirmed before you give personal data");
    case Persona::Type::Confused:
        return QStringLiteral("easily confused: you ask the agent to repeat, mix details up and sometimes give a "
                              "wrong detail first and correct it later");
    case Persona::Type::Aggressive:
        return QStringLiteral("irritated: you complain, interrupt and may demand a manager when things go slowly");
    case Persona::Type::Talkative:
        return QStringLiteral("chatty: you go off on tangents and tell small stories, and need to be steered back");
    }
    return {};
}

QString outcomeBrief(Persona::Outcome outcome)
{
    switch (outcome) {
    case Persona::Outcome::Success:
        return QStringLiteral("you want your request done and accept a reasonable offer");
    case Persona::Outcome::Refusal:
        return QStringLiteral("in the end you decline what the agent offers and end the call");
    case Persona::Outcome::Callback:
        return QStringLiteral("you cannot finish now: you ask to be called back later and end the call");
    case Persona::Outcome::Transfer:
        return QStringLiteral("you insist on speaking to a human (a manager) and accept being put through");
    }
    return {};
}

} // namespace

// ------------------------------------------------------------ offline sessions

FlowAgentSession::FlowAgentSession(FlowAgent agent, ToolStubRuntime *tools, QObject *parent)
    : AgentSession(parent)
    , m_agent(std::move(agent))
    , m_tools(tools)
{
}

void FlowAgentSession::next(const Conversation &soFar)
{
    if (soFar.turns.isEmpty()) {
        Q_EMIT replied(m_agent.start(*m_tools));
        return;
    }
    const Turn &last = soFar.turns.last();
    Q_EMIT replied(m_agent.respond(last.isAgent() ? QString() : (last.hasHeard ? last.heard : last.text), *m_tools));
}

ScriptedCallerSession::ScriptedCallerSession(ScriptedCaller caller, QObject *parent)
    : CallerSession(parent)
    , m_caller(std::move(caller))
{
}

void ScriptedCallerSession::next(const Conversation &soFar)
{
    const QString agentText = soFar.turns.isEmpty() ? QString() : soFar.turns.last().text;
    Q_EMIT replied(m_caller.respond(agentText));
}

// ------------------------------------------------------------------ LLM agent

const QString LlmAgentSession::kEndCallTool = QStringLiteral("end_call");
const QString LlmAgentSession::kTransferCallTool = QStringLiteral("transfer_call");
const QString LlmAgentSession::kCallConnected = QStringLiteral("(The phone call has connected. Greet the caller.)");

LlmAgentSession::LlmAgentSession(const ModelSessionContext &context, QString systemPrompt, QList<ToolSpec> tools,
                                 ToolStubRuntime *runtime, QObject *parent)
    : AgentSession(parent)
    , m_context(context)
    , m_systemPrompt(std::move(systemPrompt))
    , m_tools(std::move(tools))
    , m_runtime(runtime)
{
}

LlmAgentSession::~LlmAgentSession()
{
    dropReply(m_inFlight, this);
}

QList<ToolSpec> LlmAgentSession::toolSpecs(const QList<ToolStub> &stubs)
{
    QList<ToolSpec> specs;
    bool haveEnd = false, haveTransfer = false;
    for (const ToolStub &s : stubs) {
        specs.append({s.id, s.description, s.parameters});
        haveEnd |= s.id == kEndCallTool;
        haveTransfer |= s.id == kTransferCallTool;
    }
    const Json reason = {{"type", "object"},
                         {"properties", {{"reason", {{"type", "string"}, {"description", "Why, in a few words."}}}}},
                         {"additionalProperties", false}};
    if (!haveEnd)
        specs.append({kEndCallTool, QStringLiteral("End the phone call after your last sentence (say goodbye first)."), reason});
    if (!haveTransfer)
        specs.append({kTransferCallTool,
                      QStringLiteral("Hand the call over to a human colleague after telling the caller you will."), reason});
    return specs;
}

QList<ChatMessage> LlmAgentSession::history(const QString &systemPrompt, const Conversation &soFar)
{
    QList<ChatMessage> m;
    m.append(ChatMessage::system(systemPrompt));
    m.append(ChatMessage::user(kCallConnected));
    for (const Turn &t : soFar.turns) {
        if (!t.isAgent()) {
            appendMerged(m, ChatMessage::Role::User, t.hasHeard ? t.heard : t.text);
            continue;
        }
        if (!t.toolCalls.isEmpty()) {
            ChatMessage call = ChatMessage::assistant(QString());
            call.toolCalls = t.toolCalls;
            m.append(call);
            for (const ToolCall &c : t.toolCalls)
                m.append({ChatMessage::Role::Tool, toolResultText(c.result), {}, c.id});
        }
        appendMerged(m, ChatMessage::Role::Assistant, t.text);
    }
    return m;
}

void LlmAgentSession::next(const Conversation &soFar)
{
    dropReply(m_inFlight, this);
    m_context.conversationId = soFar.id;
    m_turn = int(soFar.turns.size());
    m_round = 0;
    m_reply = AgentReply();
    m_messages = history(m_systemPrompt, soFar);
    request();
}

void LlmAgentSession::request()
{
    m_request = ChatRequest();
    m_request.messages = m_messages;
    m_request.tools = m_tools;
    m_request.seed = modelCallSeed(m_context.conversationId, QStringLiteral("agent"), m_turn, m_round, m_context.runSeed);
    m_request.conversation = m_context.conversationId;
    m_request.stream = m_context.stream;
    m_inFlight = m_context.provider->chat(m_request);
    connect(m_inFlight, &ProviderReply::finished, this, &LlmAgentSession::onFinished);
    if (m_context.stream)
        connect(m_inFlight, &ProviderReply::tokenReceived, this, &AgentSession::streamed);
}

void LlmAgentSession::cancel()
{
    dropReply(m_inFlight, this);
}

void LlmAgentSession::onFinished()
{
    ProviderReply *reply = m_inFlight;
    if (!reply)
        return;
    m_inFlight = nullptr;
    reply->deleteLater();
    record(m_context.log, QStringLiteral("agent"), m_turn, m_round, m_request, *reply);
    if (reply->failed()) {
        Q_EMIT failed(
            WorkspaceMessages::tr("the agent model failed at turn %1: %2").arg(m_turn + 1).arg(reply->error()->toString()));
        return;
    }
    const ChatResult &result = reply->chat();
    const QString said = result.content.trimmed();
    if (!said.isEmpty())
        m_reply.text = m_reply.text.isEmpty() ? said : m_reply.text + QLatin1Char(' ') + said;

    QList<ToolCall> work;
    bool control = false;
    const auto isStub = [this](const QString &name) { return m_runtime->tool(name) != nullptr; };
    for (ToolCall call : result.toolCalls) {
        if (call.id.isEmpty())
            call.id = QStringLiteral("call-%1-%2").arg(m_turn).arg(m_reply.toolCalls.size() + work.size() + 1);
        if (call.name == kEndCallTool && !isStub(call.name)) {
            control = true;
            if (m_reply.action == Turn::Action::None)
                m_reply.action = Turn::Action::End;
            continue;
        }
        if (call.name == kTransferCallTool && !isStub(call.name)) {
            control = true;
            m_reply.action = Turn::Action::Transfer;
            continue;
        }
        work.append(call);
    }
    if (!work.isEmpty()) {
        ChatMessage message = ChatMessage::assistant(result.content);
        message.toolCalls = work;
        m_messages.append(message);
        for (ToolCall &call : work) {
            const ToolOutcome outcome = m_runtime->call(call.name, call.arguments, call.id);
            call.valid = outcome.valid;
            call.result = outcome.result;
            m_reply.toolCalls.append(call);
            m_messages.append({ChatMessage::Role::Tool, toolResultText(call.result), {}, call.id});
            // A stub answering {"transferred": true} has handed the call over.
            if (!outcome.error && outcome.result.is_object() && outcome.result.value("transferred", false) == true)
                m_reply.action = Turn::Action::Transfer;
        }
        if (!control) {
            if (++m_round >= kMaxToolRounds) {
                Q_EMIT failed(WorkspaceMessages::tr("the agent called tools %1 times in a row at turn %2 without "
                                                    "answering the caller")
                                  .arg(kMaxToolRounds)
                                  .arg(m_turn + 1));
                return;
            }
            request();
            return;
        }
    }
    Q_EMIT replied(m_reply);
}

// ----------------------------------------------------------------- LLM caller

LlmCallerSession::LlmCallerSession(const ModelSessionContext &context, const Persona &persona, const QString &language,
                                   QObject *parent)
    : CallerSession(parent)
    , m_context(context)
    , m_systemPrompt(systemPrompt(persona, language))
{
}

LlmCallerSession::~LlmCallerSession()
{
    dropReply(m_inFlight, this);
}

QString LlmCallerSession::systemPrompt(const Persona &persona, const QString &language)
{
    QStringList facts;
    if (persona.groundTruth.is_object())
        for (auto it = persona.groundTruth.begin(); it != persona.groundTruth.end(); ++it)
            facts.append(
                QStringLiteral("- %1: %2")
                    .arg(toQString(it.key()), it->is_string() ? toQString(it->get<std::string>()) : toQString(it->dump())));
    QString p;
    p += QStringLiteral("You are a caller on the phone with a business's voice agent. Stay in character for the whole "
                        "call and never say you are an AI or a simulation.\n\n");
    p += QStringLiteral("Who you are: %1.\n").arg(persona.name.isEmpty() ? persona.id : persona.name);
    p += QStringLiteral("How you behave: %1 (difficulty %2 of 5: the higher, the harder you make it).\n")
             .arg(typeBrief(persona.type))
             .arg(persona.difficulty);
    if (!persona.traits.isEmpty())
        p += QStringLiteral("Traits: %1.\n").arg(persona.traits.join(QLatin1String(", ")));
    if (!persona.goal.isEmpty())
        p += QStringLiteral("Why you call: %1\n").arg(persona.goal);
    p += QStringLiteral("How the call should end for you: %1.\n\n").arg(outcomeBrief(persona.intendedOutcome));
    p += QStringLiteral("The facts you know (use only these; when asked for anything else, say you do not know — "
                        "never invent names, numbers, dates or references):\n");
    p += facts.isEmpty() ? QStringLiteral("- (none)\n") : facts.join(QLatin1Char('\n')) + QLatin1Char('\n');
    p += QStringLiteral("\nSpeak like a real person on the phone in %1: one or two short sentences, no lists, no stage "
                        "directions, numbers as you would say them. Answer only what you were asked unless your "
                        "behaviour says otherwise.\n")
             .arg(languageName(language));
    p += QStringLiteral("Answer as JSON: {\"say\": what you say next, \"hang_up\": true when you end the call after "
                        "this line (goal reached, refused, callback agreed, put through, or you give up)}.");
    return p;
}

Json LlmCallerSession::replySchema()
{
    return {{"type", "object"},
            {"properties", {{"say", {{"type", "string"}}}, {"hang_up", {{"type", "boolean"}}}}},
            {"required", {"say", "hang_up"}},
            {"additionalProperties", false}};
}

QList<ChatMessage> LlmCallerSession::history(const QString &systemPrompt, const Conversation &soFar)
{
    QList<ChatMessage> m;
    m.append(ChatMessage::system(systemPrompt));
    // The caller hears the agent (user) and speaks (assistant); what it said,
    // not what recognition made of it.
    for (const Turn &t : soFar.turns)
        appendMerged(m, t.isAgent() ? ChatMessage::Role::User : ChatMessage::Role::Assistant,
                     t.text.isEmpty() && t.isAgent() ? QStringLiteral("(silence)") : t.text);
    return m;
}

void LlmCallerSession::next(const Conversation &soFar)
{
    dropReply(m_inFlight, this);
    m_context.conversationId = soFar.id;
    m_turn = int(soFar.turns.size());
    m_request = ChatRequest();
    m_request.messages = history(m_systemPrompt, soFar);
    m_request.jsonSchema = replySchema();
    m_request.schemaName = QStringLiteral("caller_line");
    m_request.seed = modelCallSeed(m_context.conversationId, QStringLiteral("caller"), m_turn, 0, m_context.runSeed);
    m_request.conversation = m_context.conversationId;
    m_inFlight = m_context.provider->chat(m_request);
    connect(m_inFlight, &ProviderReply::finished, this, &LlmCallerSession::onFinished);
}

void LlmCallerSession::cancel()
{
    dropReply(m_inFlight, this);
}

void LlmCallerSession::onFinished()
{
    ProviderReply *reply = m_inFlight;
    if (!reply)
        return;
    m_inFlight = nullptr;
    reply->deleteLater();
    record(m_context.log, QStringLiteral("caller"), m_turn, 0, m_request, *reply);
    if (reply->failed()) {
        Q_EMIT failed(
            WorkspaceMessages::tr("the caller model failed at turn %1: %2").arg(m_turn + 1).arg(reply->error()->toString()));
        return;
    }
    const ChatResult &result = reply->chat();
    Json line = result.structured;
    if (!line.is_object()) {
        const QByteArray bytes = result.content.trimmed().toUtf8();
        line = parseJson(bytes).value_or(Json());
    }
    CallerReply said;
    if (line.is_object() && line.contains("say") && line["say"].is_string()) {
        said.text = toQString(line["say"].get<std::string>()).trimmed();
        said.hangUp = line.value("hang_up", false) == true;
    } else {
        said.text = result.content.trimmed(); // a model without structured output: its words as they are
    }
    if (said.text.isEmpty() && !said.hangUp) {
        Q_EMIT failed(WorkspaceMessages::tr("the caller model returned nothing to say at turn %1").arg(m_turn + 1));
        return;
    }
    Q_EMIT replied(said);
}

// ----------------------------------------------------------------- HTTP agent

HttpAgentSession::HttpAgentSession(QNetworkAccessManager *network, const Agent &agent, const QString &language, int timeoutMs,
                                   QList<ToolSpec> tools, ToolStubRuntime *runtime, QObject *parent)
    : AgentSession(parent)
    , m_network(network)
    , m_agent(agent)
    , m_language(language)
    , m_timeoutMs(timeoutMs)
    , m_tools(std::move(tools))
    , m_runtime(runtime)
{
}

HttpAgentSession::~HttpAgentSession()
{
    cancel();
}

QString HttpAgentSession::where() const
{
    return QStringLiteral("POST ") + m_agent.url;
}

Json HttpAgentSession::requestBody(const Conversation &soFar) const
{
    const Json conversation = conversationToJson(soFar);
    Json tools = Json::array();
    for (const ToolSpec &t : m_tools)
        tools.push_back(
            {{"name", toStdString(t.name)}, {"description", toStdString(t.description)}, {"parameters", t.parameters}});
    return {{"format", 1},
            {"conversation_id", toStdString(soFar.id)},
            {"agent", toStdString(m_agent.id)},
            {"language", toStdString(m_language)},
            {"turns", conversation.value("turns", Json::array())},
            {"tools", std::move(tools)}};
}

void HttpAgentSession::next(const Conversation &soFar)
{
    cancel();
    m_conversationId = soFar.id;
    QNetworkRequest request {QUrl(m_agent.url)};
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    const std::string body = requestBody(soFar).dump();
    m_timedOut = false;
    m_inFlight = m_network->post(request, QByteArray(body.data(), qsizetype(body.size())));
    connect(m_inFlight, &QNetworkReply::finished, this, &HttpAgentSession::onFinished);
    if (!m_timer) {
        m_timer = new QTimer(this);
        m_timer->setSingleShot(true);
        connect(m_timer, &QTimer::timeout, this, [this] {
            m_timedOut = true;
            if (m_inFlight)
                m_inFlight->abort();
        });
    }
    m_timer->start(m_timeoutMs);
}

void HttpAgentSession::cancel()
{
    if (m_timer)
        m_timer->stop();
    if (m_inFlight) {
        QNetworkReply *r = m_inFlight;
        m_inFlight = nullptr;
        disconnect(r, nullptr, this, nullptr);
        r->abort();
        r->deleteLater();
    }
}

void HttpAgentSession::onFinished()
{
    QNetworkReply *reply = m_inFlight;
    if (!reply)
        return;
    m_inFlight = nullptr;
    reply->deleteLater();
    m_timer->stop();
    const QString w = where();
    if (m_timedOut) {
        Q_EMIT failed(WorkspaceMessages::tr("%1: no answer within %2 ms").arg(w).arg(m_timeoutMs));
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (reply->error() != QNetworkReply::NoError && status == 0) {
        Q_EMIT failed(WorkspaceMessages::tr("%1: %2").arg(w, reply->errorString()));
        return;
    }
    if (status < 200 || status > 299) {
        Q_EMIT failed(
            WorkspaceMessages::tr("%1: HTTP %2: %3").arg(w).arg(status).arg(QString::fromUtf8(body.left(200)).simplified()));
        return;
    }
    JsonParseError parseError;
    const auto parsed = parseJson(body, &parseError);
    if (!parsed) {
        Q_EMIT failed(WorkspaceMessages::tr("%1: the answer is not JSON (byte %2): %3")
                          .arg(w)
                          .arg(qulonglong(parseError.offset + 1))
                          .arg(QString::fromUtf8(body.left(120)).simplified()));
        return;
    }
    const Json &j = *parsed;
    const auto bad = [&](const QString &why) {
        Q_EMIT failed(WorkspaceMessages::tr("%1: %2 (docs/agents.md describes the answer)").arg(w, why));
    };
    if (!j.is_object())
        return bad(WorkspaceMessages::tr("the answer must be a JSON object"));
    AgentReply out;
    if (const auto r = j.find("reply"); r != j.end() && !r->is_null()) {
        if (!r->is_string())
            return bad(WorkspaceMessages::tr("\"reply\" must be a string"));
        out.text = toQString(r->get<std::string>());
    }
    if (const auto a = j.find("action"); a != j.end() && !a->is_null()) {
        const QString action = a->is_string() ? toQString(a->get<std::string>()) : QString();
        if (action == QLatin1String("end"))
            out.action = Turn::Action::End;
        else if (action == QLatin1String("transfer"))
            out.action = Turn::Action::Transfer;
        else if (action != QLatin1String("none"))
            return bad(
                WorkspaceMessages::tr("\"action\" must be \"end\", \"transfer\" or null, not %1").arg(toQString(a->dump())));
    }
    if (const auto calls = j.find("tool_calls"); calls != j.end() && !calls->is_null()) {
        if (!calls->is_array())
            return bad(WorkspaceMessages::tr("\"tool_calls\" must be an array"));
        int n = 0;
        for (const Json &c : *calls) {
            ++n;
            if (!c.is_object() || !c.contains("name") || !c["name"].is_string())
                return bad(WorkspaceMessages::tr("tool call %1 needs a \"name\"").arg(n));
            ToolCall call;
            call.name = toQString(c["name"].get<std::string>());
            call.id = c.contains("id") && c["id"].is_string()
                ? toQString(c["id"].get<std::string>())
                : QStringLiteral("op-%1-%2").arg(m_runtime->trace().size() + 1).arg(n);
            call.arguments = c.value("arguments", Json::object());
            if (c.contains("result")) {
                // The agent ran its own tool: record its answer, check the arguments against the stub's schema.
                call.result = c["result"];
                if (const ToolStub *stub = m_runtime->tool(call.name))
                    call.valid = validateJson(call.arguments, stub->parameters).isEmpty();
            } else {
                const ToolOutcome outcome = m_runtime->call(call.name, call.arguments, call.id);
                call.valid = outcome.valid;
                call.result = outcome.result;
            }
            out.toolCalls.append(call);
        }
    }
    if (out.text.isEmpty() && out.toolCalls.isEmpty() && out.action == Turn::Action::None)
        return bad(WorkspaceMessages::tr("the answer has no \"reply\", no \"tool_calls\" and no \"action\""));
    Q_EMIT replied(out);
}

} // namespace Polygon
