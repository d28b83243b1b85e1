// Model-backed and HTTP conversations: the LLM agent's tool-call loop through
// the stubs, malformed tool arguments, the LLM caller, timeouts and failures
// (the turns before are kept), cancel, replay from recorded responses, and the
// HTTP agent — all against real local servers (the providers' test server and
// a small HTTP agent server below), never a mock inside the code under test.
#include "core/llm/openaiprovider.h"
#include "core/llm/replayprovider.h"
#include "core/simulate/conversationrunner.h"
#include "core/workspace/workspaceloader.h"
#include "openaitestserver.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;
using OJson = nlohmann::ordered_json;

namespace {

Profile profileFor(const OpenAiTestServer &server, int timeoutMs = 5000)
{
    Profile p;
    p.id = QStringLiteral("test");
    p.name = QStringLiteral("test");
    p.baseUrl = server.baseUrl().toString();
    p.model = QStringLiteral("test-model");
    p.timeoutMs = timeoutMs;
    p.concurrency = 4;
    return p;
}

OJson callerLine(const char *say, bool hangUp = false)
{
    return {{"content", OJson({{"say", say}, {"hang_up", hangUp}}).dump()}};
}

// A tiny HTTP agent: answers each POST with the next queued (status, body)
// and keeps the request bodies; a queued status of 0 never answers.
class HttpAgentServer : public QAbstractHttpServer
{
public:
    QList<std::pair<int, QByteArray>> answers;
    QList<OJson> requests;

    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        requests.append(OJson::parse(request.body().toStdString(), nullptr, false));
        const auto [status, body] = answers.isEmpty() ? std::pair<int, QByteArray>(404, "{}") : answers.takeFirst();
        if (status == 0)
            return true; // stall
        QByteArray head = "HTTP/1.1 " + QByteArray::number(status)
            + " X\r\nContent-Type: application/json\r\n"
              "Content-Length: "
            + QByteArray::number(body.size()) + "\r\nConnection: keep-alive\r\n\r\n";
        socket->write(head + body);
        return true;
    }
    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override { }
};

} // namespace

class TestSimulationOnline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void llmAgentToolLoopWithLlmCaller();
    void malformedToolArgumentsAreRecordedAndAnswered();
    void stubAnsweringTransferredEndsWithTransfer();
    void timeoutEndsWithErrorAndKeepsTurns();
    void rateLimitedAfterRetriesNamesTheRequest();
    void callerEmptyLineAndNotJson();
    void replayIsIdenticalTurnForTurn();
    void replayRefusesAChangedPrompt();
    void replayThroughTheFile();
    void cancelStopsAtTheCurrentTurn();
    void batchRunsEveryConversation();
    void httpAgent();
    void httpAgentErrors_data();
    void httpAgentErrors();
    void httpAgentTimeout();

private:
    struct Run
    {
        SimulationResult result;
        QList<OJson> agentRequests;
        QList<OJson> callerRequests;
    };
    SimulationResult simulate(Provider *agent, Provider *caller, const QString &agentId = QStringLiteral("bella-v2"),
                              int maxTurns = 24, ConversationRunner **started = nullptr);

    std::optional<Workspace> m_ws;
};

void TestSimulationOnline::initTestCase()
{
    const WorkspaceLoadResult loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
    QVERIFY(loaded.ok());
    m_ws = *loaded.workspace;
    // These tests follow the model's tool loop, not the example's seeded
    // create_booking timeouts (the fault tests are tst_toolstubruntime's).
    for (ToolStub &t : m_ws->tools)
        t.faults.clear();
}

SimulationResult TestSimulationOnline::simulate(Provider *agent, Provider *caller, const QString &agentId, int maxTurns,
                                                ConversationRunner **started)
{
    SimulationEnvironment env;
    env.agentProvider = agent;
    env.callerProvider = caller;
    env.caller = caller ? SimulationEnvironment::Caller::Llm : SimulationEnvironment::Caller::Scripted;
    SimulationOptions options;
    options.seed = 7;
    options.maxTurns = maxTurns;
    Diagnostics problems;
    auto runner = ConversationRunner::create(*m_ws, *m_ws->agent(agentId), *m_ws->persona(QStringLiteral("cooperative-ivana")),
                                             options, env, nullptr, problems);
    if (!runner)
        return {};
    QSignalSpy done(runner.get(), &ConversationRunner::finished);
    if (started)
        *started = runner.get();
    runner->start();
    if (!runner->isFinished())
        done.wait(15000);
    return runner->takeResult();
}

void TestSimulationOnline::llmAgentToolLoopWithLlmCaller()
{
    OpenAiTestServer agentServer, callerServer;
    QVERIFY(agentServer.start());
    QVERIFY(callerServer.start());
    agentServer.queueChatReply({{"content", "Bella Vista, good evening. How can I help?"}});
    agentServer.queueChatReply({{"content", nullptr},
                                {"tool_calls",
                                 {{{"id", "op-1"},
                                   {"name", "check_availability"},
                                   {"arguments", {{"date", "2026-12-12"}, {"time", "13:00"}, {"party_size", 4}}}}}}});
    agentServer.queueChatReply({{"content", "We have a table at one o'clock. Shall I book it?"}});
    agentServer.queueChatReply({{"content", nullptr},
                                {"tool_calls",
                                 {{{"id", "op-2"},
                                   {"name", "create_booking"},
                                   {"arguments",
                                    {{"name", "Ivana Horvat"},
                                     {"phone", "+385 91 555 0142"},
                                     {"date", "2026-12-12"},
                                     {"time", "13:00"},
                                     {"party_size", 4}}}}}}});
    agentServer.queueChatReply({{"content", "Booked for four on Saturday at one. Goodbye!"},
                                {"tool_calls", {{{"id", "op-3"}, {"name", "end_call"}, {"arguments", OJson::object()}}}}});
    callerServer.queueChatReply(callerLine("Hi, a table for four on Saturday at one, please."));
    callerServer.queueChatReply(callerLine("Yes please, Ivana Horvat, plus three eight five nine one five five five "
                                           "zero one four two."));

    OpenAiProvider agent(profileFor(agentServer), {});
    OpenAiProvider caller(profileFor(callerServer), {});
    const SimulationResult r = simulate(&agent, &caller);

    QCOMPARE(r.endReason, QStringLiteral("end"));
    QVERIFY(r.error.isEmpty());
    const QList<Turn> &t = r.conversation.turns;
    QCOMPARE(t.size(), 5); // greeting, caller, agent (tool), caller, agent (tool + end)
    QCOMPARE(t[0].text, QStringLiteral("Bella Vista, good evening. How can I help?"));
    QCOMPARE(t[1].text, QStringLiteral("Hi, a table for four on Saturday at one, please."));
    QCOMPARE(t[2].toolCalls.size(), 1);
    QCOMPARE(t[2].toolCalls[0].name, QStringLiteral("check_availability"));
    QVERIFY(t[2].toolCalls[0].valid);
    QCOMPARE(t[2].toolCalls[0].result.value("available", false), true);
    QCOMPARE(t[2].text, QStringLiteral("We have a table at one o'clock. Shall I book it?"));
    QCOMPARE(t[4].toolCalls.size(), 1); // end_call is an action, not a tool call
    QCOMPARE(t[4].toolCalls[0].name, QStringLiteral("create_booking"));
    QVERIFY(t[4].toolCalls[0].valid);
    QVERIFY(t[4].toolCalls[0].result.contains("ref"));
    QCOMPARE(t[4].action, Turn::Action::End);

    // 5 agent requests (turn 0; turn 2 rounds 0-1; turn 4 rounds 0-1) and 2 caller requests, in order.
    QCOMPARE(r.modelCalls.size(), 7);
    QStringList order;
    for (const ModelCall &c : r.modelCalls)
        order.append(QStringLiteral("%1:%2.%3").arg(c.role).arg(c.turn).arg(c.round));
    QCOMPARE(order.join(QLatin1Char(' ')),
             QStringLiteral("agent:0.0 caller:1.0 agent:2.0 agent:2.1 caller:3.0 agent:4.0 agent:4.1"));
    for (const ModelCall &c : r.modelCalls) {
        QVERIFY(!c.failed());
        QCOMPARE(c.seed, modelCallSeed(r.conversation.id, c.role, c.turn, c.round, 7));
    }

    // What the agent model saw: the prompt as the system message, the stubs and
    // the two control tools, and the stub's answer as a tool message.
    const QList<OJson> seen = agentServer.chatRequests();
    QCOMPARE(seen.size(), 5);
    QCOMPARE(QString::fromStdString(seen[0]["messages"][0]["content"].get<std::string>()),
             m_ws->prompt(QStringLiteral("bella-v2"))->text());
    QStringList tools;
    for (const OJson &tool : seen[0]["tools"])
        tools.append(QString::fromStdString(tool["function"]["name"].get<std::string>()));
    QCOMPARE(tools.join(QLatin1Char(' ')),
             QStringLiteral("cancel_booking check_availability create_booking find_booking get_opening_hours "
                            "transfer_to_human end_call transfer_call"));
    const OJson &toolMessage = seen[2]["messages"].back();
    QVERIFY(toolMessage["role"] == "tool");
    QVERIFY(toolMessage["tool_call_id"] == "op-1");
    QVERIFY(toolMessage["content"].get<std::string>().find("\"available\":true") != std::string::npos);
    QCOMPARE(seen[0]["seed"].get<qint64>(), r.modelCalls[0].seed);

    // What the caller model saw: its persona with the facts, the agent as "user", structured output.
    const QList<OJson> callerSeen = callerServer.chatRequests();
    QCOMPARE(callerSeen.size(), 2);
    const std::string system = callerSeen[0]["messages"][0]["content"];
    QVERIFY(system.find("+385 91 555 0142") != std::string::npos);
    QVERIFY(system.find("never invent") != std::string::npos);
    QVERIFY(callerSeen[0]["messages"][1]["role"] == "user");
    QVERIFY(callerSeen[0]["messages"][1]["content"] == "Bella Vista, good evening. How can I help?");
    QVERIFY(callerSeen[0]["response_format"]["type"] == "json_schema");
}

void TestSimulationOnline::malformedToolArgumentsAreRecordedAndAnswered()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueChatReply({{"content", "Hello, Bella Vista."}});
    server.queueChatReply(
        {{"content", nullptr},
         {"tool_calls", {{{"id", "bad-1"}, {"name", "check_availability"}, {"arguments", "{\"date\": 2026-"}}}}});
    server.queueChatReply(
        {{"content", nullptr},
         {"tool_calls", {{{"id", "bad-2"}, {"name", "check_availability"}, {"arguments", {{"date", "12/12/2026"}}}}}}});
    server.queueChatReply({{"content", "Sorry, one moment."}, {"tool_calls", {{{"name", "end_call"}, {"arguments", "{}"}}}}});
    OpenAiProvider agent(profileFor(server), {});
    const SimulationResult r = simulate(&agent, nullptr);

    QCOMPARE(r.endReason, QStringLiteral("end"));
    const Turn &t = r.conversation.turns.at(2);
    QCOMPARE(t.toolCalls.size(), 2);
    QVERIFY(!t.toolCalls[0].valid);
    QVERIFY(t.toolCalls[0].arguments == Json("{\"date\": 2026-")); // the raw text, kept for grading
    QVERIFY(t.toolCalls[0].result["error"] == "invalid arguments");
    QVERIFY(!t.toolCalls[1].valid);
    const std::string details = t.toolCalls[1].result["details"].dump();
    QVERIFY2(details.find("pattern") != std::string::npos, details.c_str());
    QVERIFY2(details.find("time") != std::string::npos, details.c_str()); // the missing required field is named
    // The model was told each time, as a real API would answer.
    const QList<OJson> seen = server.chatRequests();
    QCOMPARE(seen.size(), 4);
    QVERIFY(seen[2]["messages"].back()["tool_call_id"] == "bad-1");
    QVERIFY(seen[2]["messages"].back()["content"].get<std::string>().find("invalid arguments") != std::string::npos);
}

void TestSimulationOnline::stubAnsweringTransferredEndsWithTransfer()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueChatReply({{"content", "Hello, Bella Vista."}});
    server.queueChatReply({{"content", "I'll put you through to the manager."},
                           {"tool_calls",
                            {{{"id", "t-1"},
                              {"name", "transfer_to_human"},
                              {"arguments", {{"reason", "caller_request"}, {"summary", "Ivana wants the manager."}}}}}}});
    server.queueChatReply({{"content", "Connecting you now."}});
    OpenAiProvider agent(profileFor(server), {});
    const SimulationResult r = simulate(&agent, nullptr);
    QCOMPARE(r.endReason, QStringLiteral("transfer"));
    QCOMPARE(r.conversation.turns.last().action, Turn::Action::Transfer);
    QCOMPARE(r.conversation.turns.last().text, QStringLiteral("I'll put you through to the manager. Connecting you now."));
}

void TestSimulationOnline::timeoutEndsWithErrorAndKeepsTurns()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueChatReply({{"content", "Hello, Bella Vista."}});
    // Faults go before replies: the stall is queued once the greeting was asked for.
    connect(&server, &OpenAiTestServer::requestReceived, &server, [&server] {
        if (server.requestCount() == 1)
            server.queueFault({Fault::Kind::Stall, 0, 0, 1, 1});
    });
    OpenAiProvider agent(profileFor(server, 300), {});
    agent.setRetryPolicy({0, 10, 10});
    const SimulationResult r = simulate(&agent, nullptr);
    QCOMPARE(r.endReason, QStringLiteral("error"));
    QCOMPARE(r.conversation.turns.size(), 2); // the greeting and the caller's answer stay
    QVERIFY2(r.error.contains(QLatin1String("turn 3")), qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("timeout")), qPrintable(r.error));
    QVERIFY2(r.error.contains(QLatin1String("/chat/completions")), qPrintable(r.error));
    QCOMPARE(r.modelCalls.size(), 2);
    QCOMPARE(r.modelCalls[1].errorKind, QStringLiteral("timeout"));
}

void TestSimulationOnline::rateLimitedAfterRetriesNamesTheRequest()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueFault({Fault::Kind::RateLimited, 0, 0, 1, 3});
    OpenAiProvider agent(profileFor(server), {});
    agent.setRetryPolicy({2, 5, 10});
    const SimulationResult r = simulate(&agent, nullptr);
    QCOMPARE(r.endReason, QStringLiteral("error"));
    QVERIFY(r.conversation.turns.isEmpty());
    QVERIFY2(r.error.startsWith(QLatin1String("the agent model failed at turn 1: rate_limited")), qPrintable(r.error));
    QCOMPARE(server.requestCount(QStringLiteral("/v1/chat/completions")), 3);
}

void TestSimulationOnline::callerEmptyLineAndNotJson()
{
    OpenAiTestServer agentServer, callerServer;
    QVERIFY(agentServer.start());
    QVERIFY(callerServer.start());
    agentServer.queueChatReply({{"content", "Hello, Bella Vista."}});
    agentServer.queueChatReply({{"content", "For how many people?"}});
    agentServer.queueChatReply({{"content", "Hello, Bella Vista."}});
    callerServer.queueChatReply(callerLine("  Just a table, please.  "));
    callerServer.queueChatReply({{"content", OJson({{"say", ""}, {"hang_up", false}}).dump()}});
    callerServer.queueChatReply({{"content", "Just a table, please."}}); // not the JSON asked for
    OpenAiProvider agent(profileFor(agentServer), {});
    OpenAiProvider caller(profileFor(callerServer), {});
    SimulationResult r = simulate(&agent, &caller);
    QVERIFY2(r.conversation.turns.size() == 3, qPrintable(r.error));
    QCOMPARE(r.conversation.turns[1].text, QStringLiteral("Just a table, please."));
    QCOMPARE(r.endReason, QStringLiteral("error"));
    QCOMPARE(r.error, QStringLiteral("the caller model returned nothing to say at turn 4"));

    r = simulate(&agent, &caller);
    QCOMPARE(r.conversation.turns.size(), 1);
    QVERIFY2(r.error.startsWith(QLatin1String("the caller model failed at turn 2: malformed_reply: ")), qPrintable(r.error));
    QVERIFY2(r.error.endsWith(QLatin1String("/v1/chat/completions)")), qPrintable(r.error));
}

void TestSimulationOnline::replayIsIdenticalTurnForTurn()
{
    OpenAiTestServer agentServer, callerServer;
    QVERIFY(agentServer.start());
    QVERIFY(callerServer.start());
    agentServer.queueChatReply({{"content", "Bella Vista, hello."}});
    agentServer.queueChatReply(
        {{"content", nullptr},
         {"tool_calls",
          {{{"name", "check_availability"}, {"arguments", {{"date", "2026-12-11"}, {"time", "20:00"}, {"party_size", 2}}}}}}});
    agentServer.queueChatReply({{"content", "Eight is full; seven or half past nine?"}});
    callerServer.queueChatReply(callerLine("Table for two on the eleventh at eight?"));
    callerServer.queueChatReply(callerLine("Then no, thanks.", true));
    OpenAiProvider agent(profileFor(agentServer), {});
    OpenAiProvider caller(profileFor(callerServer), {});
    const SimulationResult live = simulate(&agent, &caller);
    QCOMPARE(live.endReason, QStringLiteral("caller_hung_up"));
    QCOMPARE(live.conversation.turns.size(), 4); // greeting, caller, agent (tool), caller hangs up
    QCOMPARE(live.modelCalls.size(), 5); // agent 0.0, caller 1.0, agent 2.0 and 2.1, caller 3.0

    ReplayProvider replay(live.modelCalls);
    const SimulationResult again = simulate(&replay, &replay);
    QCOMPARE(again.conversation, live.conversation);
    QCOMPARE(again.endReason, live.endReason);
    QCOMPARE(again.modelCalls, live.modelCalls);
    QCOMPARE(replay.served(), 5);
    QCOMPARE(replay.remaining(), 0);
    QCOMPARE(agentServer.requestCount(), 3); // the replay asked no model
}

void TestSimulationOnline::replayRefusesAChangedPrompt()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueChatReply({{"content", "Bella Vista, hello."}});
    server.queueChatReply({{"content", "Goodbye."}, {"tool_calls", {{{"name", "end_call"}, {"arguments", "{}"}}}}});
    OpenAiProvider agent(profileFor(server), {});
    const SimulationResult live = simulate(&agent, nullptr);
    QCOMPARE(live.endReason, QStringLiteral("end"));

    ReplayProvider replay(live.modelCalls);
    // The prompt was edited since: the first request differs from the recording.
    Prompt &prompt = m_ws->prompts[m_ws->prompts.indexOf(*m_ws->prompt(QStringLiteral("bella-v2")))];
    const QByteArray original = prompt.bytes;
    prompt.bytes += "\nAlways answer in one sentence.\n";
    const SimulationResult again = simulate(&replay, nullptr);
    prompt.bytes = original;
    QCOMPARE(again.endReason, QStringLiteral("error"));
    QVERIFY2(again.error.contains(QLatin1String("differs from the recording")), qPrintable(again.error));
}

void TestSimulationOnline::replayThroughTheFile()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.queueChatReply({{"content", "Bella Vista, hello."}});
    server.queueChatReply({{"content", "Which day?"}});
    server.queueChatReply({{"content", "Goodbye."}, {"tool_calls", {{{"name", "end_call"}, {"arguments", "{}"}}}}});
    OpenAiProvider agent(profileFor(server), {});
    const SimulationResult live = simulate(&agent, nullptr);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(toFileBytes(simulationToJson(live)));
    f.close();
    Diagnostics problems;
    const auto stored = readSimulationFile(path, problems);
    QVERIFY2(stored, problems.isEmpty() ? "" : qPrintable(problems.first().toString()));
    QCOMPARE(stored->modelCalls, live.modelCalls);
    ReplayProvider replay(stored->modelCalls);
    const SimulationResult again = simulate(&replay, nullptr);
    QCOMPARE(simulationToJson(again).dump(), simulationToJson(live).dump());

    // A broken record is reported at its position.
    QVERIFY(f.open(QIODevice::WriteOnly));
    Json j = simulationToJson(live);
    j["model_calls"][1].erase("seed");
    f.write(toFileBytes(j));
    f.close();
    problems.clear();
    QVERIFY(!readSimulationFile(path, problems));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().message.contains(QLatin1String("\"seed\"")), qPrintable(problems.first().message));
    QVERIFY(problems.first().line > 1);
}

void TestSimulationOnline::cancelStopsAtTheCurrentTurn()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    server.setLatencyMs(150);
    server.queueChatReply({{"content", "Bella Vista, hello."}});
    OpenAiProvider agent(profileFor(server), {});
    SimulationEnvironment env;
    env.agentProvider = &agent;
    Diagnostics problems;
    auto runner = ConversationRunner::create(*m_ws, *m_ws->agent(QStringLiteral("bella-v2")),
                                             *m_ws->persona(QStringLiteral("cooperative-ivana")), {}, env, nullptr, problems);
    QVERIFY(runner);
    QSignalSpy turns(runner.get(), &ConversationRunner::turnAdded);
    QSignalSpy done(runner.get(), &ConversationRunner::finished);
    runner->start();
    QVERIFY(turns.wait(5000)); // the greeting
    QTRY_COMPARE(turns.size(), 2); // the scripted caller answers at once; the agent's request is in flight
    runner->cancel();
    QCOMPARE(done.size(), 1);
    QCOMPARE(runner->result().endReason, QStringLiteral("cancelled"));
    QCOMPARE(runner->result().conversation.turns.size(), 2);
    QTest::qWait(400);
    QCOMPARE(turns.size(), 2); // nothing arrives after cancel
    QCOMPARE(done.size(), 1);
}

void TestSimulationOnline::batchRunsEveryConversation()
{
    OpenAiTestServer server;
    QVERIFY(server.start());
    for (int i = 0; i < 6; ++i) {
        server.queueChatReply({{"content", "Bella Vista, hello."}});
        server.queueChatReply({{"content", "Goodbye."}, {"tool_calls", {{{"name", "end_call"}, {"arguments", "{}"}}}}});
    }
    OpenAiProvider agent(profileFor(server), {});
    SimulationEnvironment env;
    env.agentProvider = &agent;
    SimulationBatch batch(*m_ws, *m_ws->agent(QStringLiteral("bella-v2")), env);
    Diagnostics problems;
    QVERIFY(batch.prepare(problems));
    batch.setConcurrency(1); // one at a time: each conversation takes its two replies in order
    QList<SimulationBatch::Job> jobs;
    for (int i = 0; i < 6; ++i)
        jobs.append({&m_ws->personas.at(i), SimulationOptions {}});
    QStringList ids;
    connect(&batch, &SimulationBatch::conversationFinished, this, [&](const SimulationResult &r) {
        QCOMPARE(r.endReason, QStringLiteral("end"));
        ids.append(r.conversation.id);
    });
    QSignalSpy finished(&batch, &SimulationBatch::finished);
    batch.start(jobs);
    QVERIFY(finished.wait(10000));
    QCOMPARE(ids.size(), 6);
    QCOMPARE(batch.done(), 6);
    QCOMPARE(server.maxInFlight(), 1);
}

void TestSimulationOnline::httpAgent()
{
    HttpAgentServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const QString url = QStringLiteral("http://127.0.0.1:%1/agent").arg(server.serverPorts().first());
    server.answers.append(
        std::pair<int, QByteArray>(200, R"({"reply": "Bella Vista, hello.", "tool_calls": [], "action": null})"));
    server.answers.append(std::pair<int, QByteArray>(200, R"({"reply": "Let me check.", "tool_calls": [
        {"id": "h-1", "name": "check_availability", "arguments": {"date": "2026-12-12", "time": "13:00", "party_size": 4}},
        {"id": "h-2", "name": "crm_lookup", "arguments": {"phone": "1"}, "result": {"vip": true}}]})"));
    server.answers.append(std::pair<int, QByteArray>(200, R"({"reply": "Booked, goodbye.", "action": "end"})"));

    Workspace ws = *m_ws;
    Agent agent = *ws.agent(QStringLiteral("bella-v2"));
    agent.id = QStringLiteral("bella-http");
    agent.kind = Agent::Kind::Http;
    agent.url = url;
    agent.profile.clear();
    ws.agents.append(agent);
    QNetworkAccessManager network;
    SimulationEnvironment env;
    env.network = &network;
    Diagnostics problems;
    auto runner
        = ConversationRunner::create(ws, agent, *ws.persona(QStringLiteral("cooperative-ivana")), {}, env, nullptr, problems);
    QVERIFY(runner);
    QSignalSpy done(runner.get(), &ConversationRunner::finished);
    runner->start();
    QVERIFY(done.wait(5000));
    const SimulationResult &r = runner->result();
    QCOMPARE(r.endReason, QStringLiteral("end"));
    QCOMPARE(r.conversation.turns.size(), 5);
    const Turn &t = r.conversation.turns[2];
    QCOMPARE(t.toolCalls.size(), 2);
    QCOMPARE(t.toolCalls[0].result.value("available", false), true); // ran through the stub
    QVERIFY(t.toolCalls[1].result == Json({{"vip", true}})); // the agent's own answer, kept
    QCOMPARE(server.requests.size(), 3);
    const OJson &first = server.requests[0];
    QVERIFY(first["format"] == 1);
    QVERIFY(first["agent"] == "bella-http");
    QCOMPARE(first["turns"].size(), 0u);
    QCOMPARE(server.requests[2]["turns"].size(), 4u);
    QVERIFY(server.requests[2]["turns"][2]["tool_calls"][0]["name"] == "check_availability");
    QVERIFY(first["tools"][0]["name"] == "cancel_booking");
}

void TestSimulationOnline::httpAgentErrors_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    QTest::newRow("500") << 500 << QByteArray(R"({"error": "boom"})") << QStringLiteral(": HTTP 500: {\"error\": \"boom\"}");
    QTest::newRow("not json") << 200 << QByteArray("<html>oops</html>") << QStringLiteral(": the answer is not JSON (byte 1)");
    QTest::newRow("reply type") << 200 << QByteArray(R"({"reply": 5})") << QStringLiteral(": \"reply\" must be a string");
    QTest::newRow("action") << 200 << QByteArray(R"({"reply": "x", "action": "hangup"})")
                            << QStringLiteral(": \"action\" must be \"end\", \"transfer\" or null, not \"hangup\"");
    QTest::newRow("empty") << 200 << QByteArray("{}") << QStringLiteral(": the answer has no \"reply\"");
}

void TestSimulationOnline::httpAgentErrors()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    HttpAgentServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const QString url = QStringLiteral("http://127.0.0.1:%1/agent").arg(server.serverPorts().first());
    server.answers.append(std::pair<int, QByteArray>(status, body));
    Agent agent = *m_ws->agent(QStringLiteral("bella-v2"));
    agent.kind = Agent::Kind::Http;
    agent.url = url;
    agent.profile.clear();
    QNetworkAccessManager network;
    SimulationEnvironment env;
    env.network = &network;
    Diagnostics problems;
    auto runner = ConversationRunner::create(*m_ws, agent, *m_ws->persona(QStringLiteral("cooperative-ivana")), {}, env, nullptr,
                                             problems);
    QSignalSpy done(runner.get(), &ConversationRunner::finished);
    runner->start();
    QVERIFY(done.wait(5000));
    QCOMPARE(runner->result().endReason, QStringLiteral("error"));
    const QString error = runner->result().error;
    QVERIFY2(error.startsWith(QStringLiteral("POST ") + url + expected), qPrintable(error));
}

void TestSimulationOnline::httpAgentTimeout()
{
    HttpAgentServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const QString url = QStringLiteral("http://127.0.0.1:%1/agent").arg(server.serverPorts().first());
    server.answers.append(std::pair<int, QByteArray>(0, QByteArray()));
    Agent agent = *m_ws->agent(QStringLiteral("bella-v2"));
    agent.kind = Agent::Kind::Http;
    agent.url = url;
    agent.profile.clear();
    QNetworkAccessManager network;
    SimulationEnvironment env;
    env.network = &network;
    env.httpTimeoutMs = 200;
    Diagnostics problems;
    auto runner = ConversationRunner::create(*m_ws, agent, *m_ws->persona(QStringLiteral("cooperative-ivana")), {}, env, nullptr,
                                             problems);
    QSignalSpy done(runner.get(), &ConversationRunner::finished);
    runner->start();
    QVERIFY(done.wait(5000));
    QCOMPARE(runner->result().error, QStringLiteral("POST %1: no answer within 200 ms").arg(url));
}

QTEST_GUILESS_MAIN(TestSimulationOnline)
#include "tst_simulationonline.moc"
