// Tests for Polygon::FlowAgent (docs/flows.md): load errors at file:line:column,
// slot extraction from many phrasings (number words, digits read one by one),
// and the Bella Vista flows end to end against the example's real tool stubs.
#include "core/simulate/flowagent.h"
#include "core/workspace/workspaceloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

QString bella()
{
    return QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

const Workspace &workspace()
{
    static const WorkspaceLoadResult loaded = loadWorkspace(bella());
    return *loaded.workspace;
}

FlowAgent bellaAgent(const QString &version)
{
    Diagnostics problems;
    const FlowDefinition *flow = workspace().flow(QStringLiteral("bella-flow-") + version);
    Q_ASSERT(flow);
    auto agent = FlowAgent::load(*flow, bella(), problems);
    if (!problems.isEmpty())
        qWarning() << problems.first().toString();
    Q_ASSERT(agent);
    return *agent;
}

QString trace(const ToolStubRuntime &tools)
{
    QStringList out;
    for (const ToolTraceEntry &e : tools.trace())
        out.append(e.name + toQString(e.arguments.dump()) + (e.timedOut ? QStringLiteral("!timeout") : QString()));
    return out.join(QLatin1Char('\n'));
}

// Runs the caller's lines; returns the last reply.
AgentReply talk(FlowAgent &agent, ToolStubRuntime &tools, const QStringList &lines)
{
    AgentReply last = agent.start(tools);
    for (const QString &line : lines) {
        if (agent.finished())
            break;
        last = agent.respond(line, tools);
    }
    return last;
}

} // namespace

class TestFlowAgent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadErrors_data();
    void loadErrors();
    void bellaFlowsLoad();
    void numberWords_data();
    void numberWords();
    void slots_data();
    void slots();
    void happyBooking();
    void cancellation();
    void transfers_data();
    void transfers();
    void fullSlotOffersAlternatives();
    void createTimeout_data();
    void createTimeout();
    void reaskLimit();
};

void TestFlowAgent::loadErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing start") << QByteArray("{\n  \"format\": 1,\n  \"states\": {}\n}\n")
                                   << QStringLiteral("flows/f.json:1:1: missing required key \"start\" in the flow");
    QTest::newRow("unknown start") << QByteArray(
        "{\n  \"format\": 1,\n  \"start\": \"nowhere\",\n  \"states\": {\"a\": {\"say\": \"hi\", \"action\": \"end\"}}\n}\n")
                                   << QStringLiteral("flows/f.json:3:12: unknown state \"nowhere\"");
    QTest::newRow("unknown goto") << QByteArray(
        "{\n  \"format\": 1,\n  \"start\": \"a\",\n  \"states\": {\n    \"a\": {\"say\": \"hi\", \"goto\": \"b\"}\n  }\n}\n")
                                  << QStringLiteral("flows/f.json:5:32: unknown state \"b\"");
    QTest::newRow("bad regex") << QByteArray("{\n  \"format\": 1,\n  \"start\": \"a\",\n  \"intents\": {\"yes\": [\"(yes\"]},\n  "
                                             "\"states\": {\"a\": {\"say\": \"hi\", \"action\": \"end\"}}\n}\n")
                               << QStringLiteral(
                                      "flows/f.json:4:23: invalid regular expression: missing closing parenthesis (at offset 4)");
}

void TestFlowAgent::loadErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("flows")));
    QFile f(dir.filePath(QStringLiteral("flows/f.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    FlowDefinition def {QStringLiteral("f"), QStringLiteral("flows/f.json"), Json::parse(text.constData())};
    Diagnostics problems;
    QVERIFY(!FlowAgent::load(def, dir.path(), problems));
    QVERIFY(!problems.isEmpty());
    QString got = problems.first().toString();
    got.replace(dir.path() + QLatin1Char('/'), QString());
    QCOMPARE(got, expected);
}

void TestFlowAgent::bellaFlowsLoad()
{
    QVERIFY(workspace().flow(QStringLiteral("bella-flow-v1")));
    for (const QString &v : {QStringLiteral("v1"), QStringLiteral("v2")}) {
        Diagnostics problems;
        QVERIFY(FlowAgent::load(*workspace().flow(QStringLiteral("bella-flow-") + v), bella(), problems));
        QCOMPARE(problems.size(), 0);
    }
}

void TestFlowAgent::numberWords_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("digits") << QStringLiteral("one nine three zero") << QStringLiteral("1930");
    QTest::newRow("five zero") << QStringLiteral("five zero") << QStringLiteral("50");
    QTest::newRow("compound") << QStringLiteral("twenty two people") << QStringLiteral("22 people");
    QTest::newRow("hyphen") << QStringLiteral("ninety-nine") << QStringLiteral("99");
    QTest::newRow("time") << QStringLiteral("seven thirty pm") << QStringLiteral("7 30 pm");
    QTest::newRow("ordinal") << QStringLiteral("the eleventh of December") << QStringLiteral("the 11th of December");
    QTest::newRow("teen") << QStringLiteral("Fourteen guests") << QStringLiteral("14 guests");
}

void TestFlowAgent::numberWords()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(FlowAgent::normalizeNumbers(in), out);
}

void TestFlowAgent::slots_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("slot");
    QTest::addColumn<QString>("value");
    // Each dialogue starts with "I'd like to book a table" unless it says more.
    QTest::newRow("size digits") << QStringList {QStringLiteral("A table for 4 people please")} << QStringLiteral("party_size")
                                 << QStringLiteral("4");
    QTest::newRow("size word") << QStringList {QStringLiteral("I want to book a table for four")} << QStringLiteral("party_size")
                               << QStringLiteral("4");
    QTest::newRow("size answer") << QStringList {QStringLiteral("book a table"), QStringLiteral("six")}
                                 << QStringLiteral("party_size") << QStringLiteral("6");
    QTest::newRow("size noisy") << QStringList {QStringLiteral("book a table"), QStringLiteral("we are one two")}
                                << QStringLiteral("party_size") << QStringLiteral("12");
    QTest::newRow("date weekday") << QStringList {QStringLiteral("book a table for 2 on Friday")} << QStringLiteral("date")
                                  << QStringLiteral("2026-12-11");
    QTest::newRow("date iso") << QStringList {QStringLiteral("book a table"), QStringLiteral("2"), QStringLiteral("2026-12-12")}
                              << QStringLiteral("date") << QStringLiteral("2026-12-12");
    QTest::newRow("date words") << QStringList {QStringLiteral("book"), QStringLiteral("2"),
                                                QStringLiteral("the twelfth of December")}
                                << QStringLiteral("date") << QStringLiteral("2026-12-12");
    QTest::newRow("date tomorrow") << QStringList {QStringLiteral("book"), QStringLiteral("two"), QStringLiteral("tomorrow")}
                                   << QStringLiteral("date") << QStringLiteral("2026-12-08");
    QTest::newRow("date january") << QStringList {QStringLiteral("book"), QStringLiteral("two"), QStringLiteral("January 3rd")}
                                  << QStringLiteral("date") << QStringLiteral("2027-01-03");
    QTest::newRow("time colon") << QStringList {QStringLiteral("book a table for 2 on Saturday at 19:30")}
                                << QStringLiteral("time") << QStringLiteral("19:30");
    QTest::newRow("time pm") << QStringList {QStringLiteral("book"), QStringLiteral("2"), QStringLiteral("Saturday"),
                                             QStringLiteral("7:30 pm")}
                             << QStringLiteral("time") << QStringLiteral("19:30");
    QTest::newRow("time half past") << QStringList {QStringLiteral("book"), QStringLiteral("2"), QStringLiteral("Saturday"),
                                                    QStringLiteral("half past seven")}
                                    << QStringLiteral("time") << QStringLiteral("19:30");
    QTest::newRow("time digits") << QStringList {QStringLiteral("book"), QStringLiteral("2"), QStringLiteral("Saturday"),
                                                 QStringLiteral("one nine three zero")}
                                 << QStringLiteral("time") << QStringLiteral("19:30");
    QTest::newRow("time digits after At") << QStringList {QStringLiteral("book"), QStringLiteral("2"), QStringLiteral("Saturday"),
                                                          QStringLiteral("At one nine three zero.")}
                                          << QStringLiteral("time") << QStringLiteral("19:30");
    QTest::newRow("time bare") << QStringList {QStringLiteral("book"), QStringLiteral("2"), QStringLiteral("Saturday"),
                                               QStringLiteral("eight")}
                               << QStringLiteral("time") << QStringLiteral("20:00");
    QTest::newRow("time early") << QStringList {QStringLiteral("book for 2 people on Saturday at one pm")}
                                << QStringLiteral("time") << QStringLiteral("13:00");
    QTest::newRow("name") << QStringList {QStringLiteral("book for 2 on Saturday at 8 pm"),
                                          QStringLiteral("My name is Ivana Horvat")}
                          << QStringLiteral("name") << QStringLiteral("Ivana Horvat");
    QTest::newRow("name bare") << QStringList {QStringLiteral("book for 2 on Saturday at 8 pm"), QStringLiteral("Horvat.")}
                               << QStringLiteral("name") << QStringLiteral("Horvat");
    QTest::newRow("phone") << QStringList {QStringLiteral("book for 2 on Saturday at 8 pm"), QStringLiteral("Ana"),
                                           QStringLiteral("it's +385 91 555 0142")}
                           << QStringLiteral("phone") << QStringLiteral("+385 91 555 0142");
    QTest::newRow("phone words") << QStringList {QStringLiteral("book for 2 on Saturday at 8 pm"), QStringLiteral("Ana"),
                                                 QStringLiteral("zero nine one five five five zero one four two")}
                                 << QStringLiteral("phone") << QStringLiteral("0915550142");
    QTest::newRow("name early") << QStringList {QStringLiteral("Hi, this is Marta Kovač, I'd like to book a table")}
                                << QStringLiteral("name") << QStringLiteral("Marta Kovač");
    QTest::newRow("ref") << QStringList {QStringLiteral("I need to cancel booking BV-4471")}
                         << QStringLiteral("existing_booking_ref") << QStringLiteral("BV-4471");
    QTest::newRow("ref noisy") << QStringList {QStringLiteral("cancel, the reference is b v four four seven one")}
                               << QStringLiteral("existing_booking_ref") << QStringLiteral("BV-4471");
    QTest::newRow("occasion") << QStringList {QStringLiteral("book a table for 3, it's for a birthday")}
                              << QStringLiteral("occasion") << QStringLiteral("birthday");
}

void TestFlowAgent::slots()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, slot);
    QFETCH(QString, value);
    FlowAgent agent = bellaAgent(QStringLiteral("v1"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("slots"));
    talk(agent, tools, lines);
    QCOMPARE(agent.slots().value(slot), value);
}

void TestFlowAgent::happyBooking()
{
    FlowAgent agent = bellaAgent(QStringLiteral("v2"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("happy"));
    QCOMPARE(agent.start(tools).text, QStringLiteral("Bella Vista, good evening. How can I help?"));
    QCOMPARE(agent.respond(QStringLiteral("Hello, I'd like to book a table."), tools).text,
             QStringLiteral("For how many people?"));
    QCOMPARE(agent.respond(QStringLiteral("We are four."), tools).text, QStringLiteral("For which day?"));
    QCOMPARE(agent.respond(QStringLiteral("Saturday the 12th of December, at one pm."), tools).text,
             QStringLiteral("May I have your name, please?"));
    QCOMPARE(agent.respond(QStringLiteral("Ivana Horvat"), tools).text, QStringLiteral("And a phone number, please?"));
    QCOMPARE(agent.respond(QStringLiteral("plus three eight five nine one five five five zero one four two"), tools).text,
             QStringLiteral("Is there an occasion, or does anyone have an allergy?"));
    QCOMPARE(agent.respond(QStringLiteral("A family lunch."), tools).text,
             QStringLiteral("So that's a table for 4 on Saturday the 12th of December at 13:00, under Ivana Horvat, phone ending "
                            "142. Shall I book it?"));
    const AgentReply done = agent.respond(QStringLiteral("Yes, please."), tools);
    QCOMPARE(done.action, Turn::Action::End);
    QVERIFY(agent.finished());
    QCOMPARE(done.toolCalls.size(), 1);
    QCOMPARE(done.toolCalls.first().id, QStringLiteral("call-2"));
    QVERIFY(done.text.startsWith(QStringLiteral("Your table is booked, the reference is BO-")));
    QCOMPARE(trace(tools),
             QStringLiteral("check_availability{\"date\":\"2026-12-12\",\"time\":\"13:00\",\"party_size\":4}\n"
                            "create_booking{\"name\":\"Ivana Horvat\",\"phone\":\"+385915550142\",\"date\":\"2026-12-12\","
                            "\"time\":\"13:00\",\"party_size\":4,\"notes\":\"family lunch\"}"));
    QVERIFY(tools.trace().at(1).valid);
}

void TestFlowAgent::cancellation()
{
    FlowAgent agent = bellaAgent(QStringLiteral("v1"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("cancel"));
    tools.call(
        QStringLiteral("create_booking"),
        Json::parse(R"({"name":"Goran Babić","phone":"+385 98 555 0101","date":"2026-12-12","time":"20:00","party_size":2})"),
        QStringLiteral("setup"));
    const AgentReply last = talk(agent, tools,
                                 {QStringLiteral("I want to cancel my booking, reference BV-4390."),
                                  QStringLiteral("Goran Babić"), QStringLiteral("+385 98 555 0101"), QStringLiteral("Yes.")});
    QCOMPARE(agent.slots().value(QStringLiteral("existing_booking_ref")), QStringLiteral("BV-4390"));
    QCOMPARE(last.action, Turn::Action::End);
    QCOMPARE(last.text, QStringLiteral("Your booking on Saturday the 12th of December at 20:00 is cancelled. Goodbye."));
    const QStringList names = [&] {
        QStringList n;
        for (const ToolTraceEntry &e : tools.trace())
            n.append(e.name);
        return n;
    }();
    QCOMPARE(names,
             QStringList({QStringLiteral("create_booking"), QStringLiteral("find_booking"), QStringLiteral("cancel_booking")}));
    QCOMPARE(toQString(tools.trace().last().arguments.dump()),
             QStringLiteral("{\"date\":\"2026-12-12\",\"time\":\"20:00\",\"name\":\"Goran Babić\"}"));
    QCOMPARE(tools.records(QStringLiteral("bookings")).size(), 0);
}

void TestFlowAgent::transfers_data()
{
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("reason");
    QTest::newRow("manager") << QStringList {QStringLiteral("I want the manager")} << QStringLiteral("caller_request");
    QTest::newRow("manager later") << QStringList {QStringLiteral("book a table"), QStringLiteral("just get me a real person")}
                                   << QStringLiteral("caller_request");
    QTest::newRow("party of 12") << QStringList {QStringLiteral("a table for 12 people on Friday")}
                                 << QStringLiteral("large_party");
    QTest::newRow("party of twelve asked") << QStringList {QStringLiteral("book a table"), QStringLiteral("twelve")}
                                           << QStringLiteral("large_party");
    QTest::newRow("not understood") << QStringList {QStringLiteral("blah"), QStringLiteral("hmm"), QStringLiteral("what")}
                                    << QStringLiteral("other");
}

void TestFlowAgent::transfers()
{
    QFETCH(QStringList, lines);
    QFETCH(QString, reason);
    FlowAgent agent = bellaAgent(QStringLiteral("v1"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("transfer"));
    const AgentReply last = talk(agent, tools, lines);
    QCOMPARE(last.action, Turn::Action::Transfer);
    QVERIFY(agent.finished());
    QCOMPARE(tools.trace().size(), 1);
    QCOMPARE(tools.trace().first().name, QStringLiteral("transfer_to_human"));
    QCOMPARE(toQString(tools.trace().first().arguments.at("reason").get<std::string>()), reason);
    QVERIFY(tools.trace().first().valid);
}

void TestFlowAgent::fullSlotOffersAlternatives()
{
    FlowAgent agent = bellaAgent(QStringLiteral("v1"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("full"));
    agent.start(tools);
    const AgentReply r = agent.respond(QStringLiteral("Table for two on Friday at half past seven please"), tools);
    QCOMPARE(r.text,
             QStringLiteral("I'm sorry, Friday the 11th of December at 19:30 is fully booked. I can offer 19:00 or 21:30. "
                            "Which time would suit you?"));
    QCOMPARE(agent.state(), QStringLiteral("collect_time_again"));
    const AgentReply r2 = agent.respond(QStringLiteral("nine thirty pm then"), tools);
    QCOMPARE(r2.text, QStringLiteral("May I have your name, please?"));
    QCOMPARE(trace(tools),
             QStringLiteral("check_availability{\"date\":\"2026-12-11\",\"time\":\"19:30\",\"party_size\":2}\n"
                            "check_availability{\"date\":\"2026-12-11\",\"time\":\"21:30\",\"party_size\":2}"));
}

void TestFlowAgent::createTimeout_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("calls");
    QTest::newRow("v1 retries blindly") << QStringLiteral("v1")
                                        << QStringList {QStringLiteral("check_availability"),
                                                        QStringLiteral("create_booking!timeout"),
                                                        QStringLiteral("create_booking")};
    QTest::newRow("v2 checks first") << QStringLiteral("v2")
                                     << QStringList {QStringLiteral("check_availability"),
                                                     QStringLiteral("create_booking!timeout"), QStringLiteral("find_booking"),
                                                     QStringLiteral("create_booking")};
}

void TestFlowAgent::createTimeout()
{
    QFETCH(QString, version);
    QFETCH(QStringList, calls);
    FlowAgent agent = bellaAgent(version);
    ToolStubRuntime tools(workspace().tools, QStringLiteral("timeout"));
    // Two earlier bookings in this conversation: the agent's create_booking is the stub's 3rd call, which times out.
    tools.call(QStringLiteral("create_booking"),
               Json::parse(R"({"name":"A B","phone":"+385 1 111 111","date":"2026-12-12","time":"18:00","party_size":2})"));
    tools.call(QStringLiteral("create_booking"),
               Json::parse(R"({"name":"C D","phone":"+385 1 222 222","date":"2026-12-12","time":"18:00","party_size":2})"));
    QStringList lines
        = {QStringLiteral("book a table for 2 on Saturday at 8 pm"), QStringLiteral("Ana Kovač"), QStringLiteral("091 555 0199")};
    if (version == QLatin1String("v2"))
        lines.append(QStringLiteral("no"));
    lines.append(QStringLiteral("yes"));
    const AgentReply last = talk(agent, tools, lines);
    QStringList got;
    for (qsizetype i = 2; i < tools.trace().size(); ++i)
        got.append(tools.trace().at(i).name + (tools.trace().at(i).timedOut ? QStringLiteral("!timeout") : QString()));
    QCOMPARE(got, calls);
    QCOMPARE(toQString(last.toolCalls.at(0).result.dump()), QStringLiteral("{\"error\":\"timeout\"}"));
    QCOMPARE(last.action, Turn::Action::End);
}

void TestFlowAgent::reaskLimit()
{
    FlowAgent agent = bellaAgent(QStringLiteral("v1"));
    ToolStubRuntime tools(workspace().tools, QStringLiteral("reask"));
    agent.start(tools);
    agent.respond(QStringLiteral("book a table"), tools);
    QCOMPARE(agent.respond(QStringLiteral("hmm"), tools).text,
             QStringLiteral("Sorry, I didn't catch that. For how many people?"));
    QCOMPARE(agent.respond(QStringLiteral("what?"), tools).text,
             QStringLiteral("Sorry, I didn't catch that. For how many people?"));
    const AgentReply r = agent.respond(QStringLiteral("err"), tools);
    QCOMPARE(r.action, Turn::Action::Transfer);
}

QTEST_GUILESS_MAIN(TestFlowAgent)
#include "tst_flowagent.moc"
