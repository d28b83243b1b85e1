// Tests for Polygon::FlowAgent (docs/flows.md): load errors at file:line:column,
// slot extraction from many phrasings (number words, digits read one by one),
// and the Bella Vista flows end to end against the example's real tool stubs;
// number words, dates and times in Russian, Croatian and Bosnian against the
// test flows in tests/data/flows/bella-multilingual.
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

QString multilingual()
{
    return QStringLiteral(POLYGON_TEST_DATA_DIR "/flows/bella-multilingual");
}

const Workspace &multilingualWorkspace()
{
    static const WorkspaceLoadResult loaded = loadWorkspace(multilingual());
    if (!loaded.ok())
        qWarning() << loaded.problems.value(0).toString();
    return *loaded.workspace;
}

FlowAgent languageAgent(const QString &language)
{
    Diagnostics problems;
    const FlowDefinition *flow = multilingualWorkspace().flow(QStringLiteral("bella-flow-") + language);
    Q_ASSERT(flow);
    auto agent = FlowAgent::load(*flow, multilingual(), problems);
    if (!problems.isEmpty())
        qWarning() << problems.first().toString();
    Q_ASSERT(agent);
    return *agent;
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
    void unknownLanguage();
    void languageFlowsLoad();
    void numberWordsByLanguage_data();
    void numberWordsByLanguage();
    void slotsByLanguage_data();
    void slotsByLanguage();
    void spokenDatesAndAlternatives_data();
    void spokenDatesAndAlternatives();
    void bookingInRussian();
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
    QTest::newRow("bad regex")
        << QByteArray("{\n  \"format\": 1,\n  \"start\": \"a\",\n  \"intents\": {\"yes\": [\"(yes\"]},\n  "
                      "\"states\": {\"a\": {\"say\": \"hi\", \"action\": \"end\"}}\n}\n")
        << QStringLiteral("flows/f.json:4:23: invalid regular expression \"(yes\": missing closing parenthesis at offset 4");
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
    // create_booking times out on its 3rd call here (the example's own fault is seeded at random).
    QList<ToolStub> stubs = workspace().tools;
    for (ToolStub &t : stubs)
        if (t.id == QLatin1String("create_booking")) {
            ToolStub::Fault third;
            third.kind = ToolStub::Fault::Kind::Timeout;
            third.onCall = 3;
            t.faults = {third};
        }
    ToolStubRuntime tools(stubs, QStringLiteral("timeout"));
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

void TestFlowAgent::unknownLanguage()
{
    const QByteArray text("{\n  \"format\": 1,\n  \"language\": \"de\",\n  \"start\": \"a\",\n  \"states\": {\"a\": {\"say\": "
                          "\"hi\", \"action\": \"end\"}}\n}\n");
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("flows")));
    QFile f(dir.filePath(QStringLiteral("flows/f.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    FlowDefinition def {QStringLiteral("f"), QStringLiteral("flows/f.json"), Json::parse(text.constData())};
    Diagnostics problems;
    QVERIFY(!FlowAgent::load(def, dir.path(), problems));
    QCOMPARE(problems.size(), 1);
    QString got = problems.first().toString();
    got.replace(dir.path() + QLatin1Char('/'), QString());
    QCOMPARE(got, QStringLiteral("flows/f.json:3:15: unknown language \"de\"; expected one of: en, ru, hr, bs"));
}

void TestFlowAgent::languageFlowsLoad()
{
    for (const QString &language : {QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")}) {
        const FlowAgent agent = languageAgent(language);
        QCOMPARE(agent.language(), language);
    }
    QCOMPARE(bellaAgent(QStringLiteral("v1")).language(), QStringLiteral("en"));
}

void TestFlowAgent::numberWordsByLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    const auto row = [](const char *name, const char *language, const char *in, const char *out) {
        QTest::newRow(name) << QString::fromUtf8(language) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    // Russian: every case form, collectives, ordinals keep their ending.
    row("ru collective accusative", "ru", "столик на пятерых", "столик на 5");
    row("ru collective nominative", "ru", "Нас будет шестеро.", "Нас будет 6.");
    row("ru collective two", "ru", "на двоих", "на 2");
    row("ru cardinal", "ru", "пять человек", "5 человек");
    row("ru instrumental", "ru", "с пятьюдесятью гостями", "с 50 гостями");
    row("ru genitive", "ru", "для трёх гостей", "для 3 гостей");
    row("ru compound", "ru", "двадцать два человека", "22 человека");
    row("ru ordinal neuter", "ru", "на двадцать второе", "на 22-е");
    row("ru ordinal genitive", "ru", "двадцать второго декабря", "22-го декабря");
    row("ru third", "ru", "третьего января", "3-го января");
    row("ru ordinal with yo", "ru", "сорок четвёртого", "44-го");
    row("ru thirty first", "ru", "тридцать первое", "31-е");
    row("ru half past", "ru", "в половине восьмого", "в половине 8-го");
    row("ru half past one word", "ru", "Где-то в полвосьмого.", "Где-то в пол 8-го.");
    row("ru hours minutes", "ru", "в семь тридцать", "в 7 30");
    row("ru 24h", "ru", "в девятнадцать тридцать", "в 19 30");
    row("ru digits", "ru", "один девять три ноль", "1930");
    row("ru noisy fifty", "ru", "пять ноль", "50");
    row("ru hundreds", "ru", "сто двадцать пять", "125");
    row("ru year", "ru", "две тысячи двадцать шестого", "2026-го");
    row("ru phone words", "ru", "плюс семь девятьсот шестнадцать", "плюс 7 916");
    row("ru capitals", "ru", "Двадцать Два", "22");
    row("ru family is not seven", "ru", "на всю семью", "на всю семью");
    row("ru no numbers", "ru", "Добрый вечер!", "Добрый вечер!");
    // Croatian: collectives in -ero, "i" between tens and units, ordinals keep the case ending.
    row("hr collective", "hr", "stol za petero", "stol za 5");
    row("hr collective four", "hr", "Bit će nas četvero.", "Bit će nas 4.");
    row("hr cardinal", "hr", "pet osoba", "5 osoba");
    row("hr feminine two", "hr", "dvije osobe", "2 osobe");
    row("hr tens and units", "hr", "dvadeset i pet", "25");
    row("hr tens units no i", "hr", "dvadeset pet", "25");
    row("hr ordinal genitive", "hr", "dvadeset drugog prosinca", "22-og prosinca");
    row("hr ordinal nominative", "hr", "za jedanaesti prosinca", "za 11-i prosinca");
    row("hr third", "hr", "trećeg siječnja", "3-eg siječnja");
    row("hr ordinal after i", "hr", "dvadeset i drugog", "22-og");
    row("hr time", "hr", "u devetnaest i trideset", "u 19 i 30");
    row("hr half", "hr", "u pola osam navečer", "u pola 8 navečer");
    row("hr another time", "hr", "nazvat ću drugi put", "nazvat ću drugi put");
    row("hr second of the month", "hr", "drugog siječnja", "2-og siječnja");
    row("hr thousands", "hr", "dvije tisuće dvadeset šest", "2026");
    row("hr hundred noun", "hr", "stotinu", "100");
    row("hr digits", "hr", "dva pet", "25");
    // Bosnian: collectives in -oro, hiljada, "sto" alone is a table.
    row("bs collective", "bs", "sto za petoro", "sto za 5");
    row("bs collective four", "bs", "četvoro", "4");
    row("bs hundred twenty", "bs", "sto dvadeset", "120");
    row("bs ordinal", "bs", "za dvadeset osmog novembra", "za 28-og novembra");
    row("bs thousand", "bs", "hiljadu", "1000");
    row("bs time", "bs", "u sedam uveče", "u 7 uveče");
    // English goes through the English table; other languages are left alone.
    row("en", "en", "twenty two people", "22 people");
    row("unknown language", "de", "zwei Personen", "zwei Personen");
}

void TestFlowAgent::numberWordsByLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(FlowAgent::normalizeNumbers(in, language), out);
}

void TestFlowAgent::slotsByLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("slot");
    QTest::addColumn<QString>("value");
    // The flows' "today" is Monday 2026-12-07.
    const auto row = [](const char *name, const char *language, std::initializer_list<const char *> lines, const char *slot,
                        const char *value) {
        QStringList l;
        for (const char *line : lines)
            l << QString::fromUtf8(line);
        QTest::newRow(name) << QString::fromUtf8(language) << l << QString::fromUtf8(slot) << QString::fromUtf8(value);
    };
    const char *ruTable = "Хочу забронировать столик на двоих на субботу";
    row("ru size collective", "ru", {"Хочу забронировать столик на пятерых"}, "party_size", "5");
    row("ru size answer", "ru", {"Здравствуйте, мне нужен столик", "Нас будет шестеро."}, "party_size", "6");
    row("ru size confused", "ru", {"столик", "Нас… двое. Да, два человека."}, "party_size", "2");
    row("ru size not a date", "ru", {"столик", "во вторник, пятнадцатого декабря. Нас… двое."}, "party_size", "2");
    row("ru date ordinal", "ru", {"столик на двоих на двадцать второе декабря"}, "date", "2026-12-22");
    row("ru date day only", "ru", {"столик на двоих", "В пятницу, одиннадцатого."}, "date", "2026-12-11");
    row("ru date tomorrow", "ru", {"столик на двоих", "на завтра"}, "date", "2026-12-08");
    row("ru date after tomorrow", "ru", {"столик на двоих", "послезавтра"}, "date", "2026-12-09");
    row("ru date weekday", "ru", {"столик на двоих", "в субботу"}, "date", "2026-12-12");
    row("ru date next year", "ru", {"столик на двоих", "шестнадцатого января"}, "date", "2027-01-16");
    row("ru time evening", "ru", {ruTable, "в семь вечера"}, "time", "19:00");
    row("ru time booking form", "ru", {"Хочу забронировать столик на двоих на субботу на восемь вечера"}, "time", "20:00");
    row("ru time half", "ru", {ruTable, "В половине восьмого вечера."}, "time", "19:30");
    row("ru time half colloquial", "ru", {ruTable, "Где-то в полвосьмого."}, "time", "19:30");
    row("ru time one pm", "ru", {ruTable, "в час дня"}, "time", "13:00");
    row("ru time 24h", "ru", {ruTable, "В девятнадцать тридцать."}, "time", "19:30");
    row("ru time quarter to", "ru", {ruTable, "без четверти восемь"}, "time", "19:45");
    row("ru time quarter past", "ru", {ruTable, "в четверть девятого"}, "time", "20:15");
    row("ru time morning", "ru", {ruTable, "в десять утра"}, "time", "10:00");
    row("ru time digits", "ru", {ruTable, "один девять три ноль"}, "time", "19:30");
    row("ru name", "ru", {"Хочу забронировать столик на двоих на субботу в семь вечера", "Меня зовут Ирина Смирнова."}, "name",
        "Ирина Смирнова");
    row("ru phone", "ru",
        {"Хочу забронировать столик на двоих на субботу в семь вечера", "Ирина", "Мой номер: +7 916 555-01-42."}, "phone",
        "+7 916 555-01-42");
    row("ru phone words", "ru",
        {"Хочу забронировать столик на двоих на субботу в семь вечера", "Ирина",
         "плюс семь девятьсот шестнадцать пятьсот пятьдесят пять ноль один сорок два"},
        "phone", "+7 916 555 0 1 42");
    row("ru ref", "ru", {"Хочу отменить бронь, номер брони BV-4471"}, "existing_booking_ref", "BV-4471");
    row("ru occasion", "ru", {"столик на троих, у нас день рождения"}, "occasion", "день рождения");

    const char *hrTable = "Trebam stol za dvoje za subotu";
    row("hr size collective", "hr", {"Trebam stol za petero"}, "party_size", "5");
    row("hr size answer", "hr", {"rezervacija", "Bit će nas četvero."}, "party_size", "4");
    row("hr size confused", "hr", {"rezervacija", "Nas je… troje. Da, tri osobe."}, "party_size", "3");
    row("hr size not a date", "hr", {"rezervacija", "u petak, osamnaestog. Nas je… troje."}, "party_size", "3");
    row("hr date ordinal", "hr", {"stol za dvoje za dvadeset drugi prosinca"}, "date", "2026-12-22");
    row("hr date genitive", "hr", {"stol za dvoje", "U subotu, devetnaestog prosinca."}, "date", "2026-12-19");
    row("hr date day only", "hr", {"stol za dvoje", "U petak, jedanaestog."}, "date", "2026-12-11");
    row("hr date tomorrow", "hr", {"stol za dvoje", "sutra"}, "date", "2026-12-08");
    row("hr date after tomorrow", "hr", {"stol za dvoje", "prekosutra"}, "date", "2026-12-09");
    row("hr date weekday", "hr", {"stol za dvoje", "u četvrtak"}, "date", "2026-12-10");
    row("hr date digits", "hr", {"stol za dvoje", "za 12. prosinca"}, "date", "2026-12-12");
    row("hr time evening", "hr", {hrTable, "u sedam navečer"}, "time", "19:00");
    row("hr time half", "hr", {hrTable, "u pola osam"}, "time", "19:30");
    row("hr time 24h", "hr", {hrTable, "U devetnaest i trideset."}, "time", "19:30");
    row("hr time noon", "hr", {hrTable, "u podne"}, "time", "12:00");
    row("hr time afternoon one", "hr", {"Trebam stol za dvoje za subotu u jedan popodne"}, "time", "13:00");
    row("hr time quarter to", "hr", {hrTable, "četvrt do devet"}, "time", "20:45");
    row("hr time quarter past", "hr", {hrTable, "u osam i četvrt"}, "time", "20:15");
    row("hr time morning", "hr", {hrTable, "u deset ujutro"}, "time", "10:00");
    row("hr time around", "hr", {hrTable, "Negdje oko sedam navečer."}, "time", "19:00");
    row("hr name", "hr", {"Trebam stol za dvoje za subotu u osam navečer", "Zovem se Petra Jurić."}, "name", "Petra Jurić");
    row("hr phone", "hr", {"Trebam stol za dvoje za subotu u osam navečer", "Petra", "Moj broj je +385 91 555 0121."}, "phone",
        "+385 91 555 0121");
    row("hr ref", "hr", {"Trebam otkazati rezervaciju, broj rezervacije je BV-4471"}, "existing_booking_ref", "BV-4471");
    row("hr not a ref", "hr", {"Trebam stol za dvoje za 1930"}, "existing_booking_ref", "");

    const char *bsTable = "Zovem da rezervišem sto za dvoje za subotu";
    row("bs size with sto", "bs", {"Zovem da rezervišem sto za petoro"}, "party_size", "5");
    row("bs size answer", "bs", {"sto", "Biće nas šestoro."}, "party_size", "6");
    row("bs date genitive", "bs", {"sto za dvoje", "U subotu, dvanaestog decembra."}, "date", "2026-12-12");
    row("bs date nominative", "bs", {"sto za dvoje za dvanaesti decembar"}, "date", "2026-12-12");
    row("bs time half", "bs", {bsTable, "u pola osam uveče"}, "time", "19:30");
    row("bs time afternoon", "bs", {bsTable, "u jedan poslijepodne"}, "time", "13:00");
    row("bs time around", "bs", {bsTable, "Negdje oko sedam uveče."}, "time", "19:00");
    row("bs name", "bs", {"Zovem da rezervišem sto za dvoje za subotu u osam uveče", "Zovem se Amra Hodžić."}, "name",
        "Amra Hodžić");
}

void TestFlowAgent::slotsByLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, lines);
    QFETCH(QString, slot);
    QFETCH(QString, value);
    FlowAgent agent = languageAgent(language);
    ToolStubRuntime tools(multilingualWorkspace().tools, QStringLiteral("slots"));
    talk(agent, tools, lines);
    QCOMPARE(agent.slots().value(slot), value);
}

void TestFlowAgent::spokenDatesAndAlternatives_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("reply");
    // 2026-12-11 at 20:00 is fully booked in the stubs, alternatives 19:00 and 21:30.
    QTest::newRow("ru") << QStringLiteral(
        "ru") << QString::fromUtf8("Хочу забронировать столик на двоих на пятницу, одиннадцатое декабря, на восемь вечера")
                        << QString::fromUtf8("К сожалению, на пятницу, 11 декабря, в 20:00 всё занято. Могу предложить 19:00 "
                                             "или 21:30. Какое время вам удобно?");
    QTest::newRow("hr") << QStringLiteral("hr")
                        << QString::fromUtf8("Zovem da rezerviram stol za dvoje, za petak, jedanaesti prosinca, u osam navečer")
                        << QString::fromUtf8("Nažalost, za petak, 11. prosinca, u 20:00 sve je popunjeno. Mogu vam ponuditi "
                                             "19:00 ili 21:30. Koje vrijeme vam odgovara?");
    QTest::newRow("bs") << QStringLiteral("bs")
                        << QString::fromUtf8("Zovem da rezervišem sto za dvoje, za petak, jedanaesti decembar, u osam uveče")
                        << QString::fromUtf8("Nažalost, za petak, 11. decembra, u 20:00 sve je popunjeno. Mogu vam ponuditi "
                                             "19:00 ili 21:30. Koje vrijeme vam odgovara?");
}

void TestFlowAgent::spokenDatesAndAlternatives()
{
    QFETCH(QString, language);
    QFETCH(QString, line);
    QFETCH(QString, reply);
    FlowAgent agent = languageAgent(language);
    ToolStubRuntime tools(multilingualWorkspace().tools, QStringLiteral("full"));
    agent.start(tools);
    QCOMPARE(agent.respond(line, tools).text, reply);
    QCOMPARE(trace(tools), QStringLiteral("check_availability{\"date\":\"2026-12-11\",\"time\":\"20:00\",\"party_size\":2}"));
}

void TestFlowAgent::bookingInRussian()
{
    FlowAgent agent = languageAgent(QStringLiteral("ru"));
    ToolStubRuntime tools(multilingualWorkspace().tools, QStringLiteral("ru-happy"));
    agent.start(tools);
    const QStringList lines = {QString::fromUtf8("Добрый вечер! Хочу забронировать столик на четверых, на субботу, двенадцатое "
                                                 "декабря, на час дня, пожалуйста."),
                               QString::fromUtf8("Меня зовут Ирина Смирнова."),
                               QString::fromUtf8("плюс семь девятьсот шестнадцать пятьсот пятьдесят пять ноль один сорок два")};
    for (const QString &line : lines)
        agent.respond(line, tools);
    QCOMPARE(agent.state(), QStringLiteral("confirm"));
    const AgentReply done = agent.respond(QString::fromUtf8("Да, пожалуйста."), tools);
    QCOMPARE(done.action, Turn::Action::End);
    QCOMPARE(trace(tools),
             QStringLiteral("check_availability{\"date\":\"2026-12-12\",\"time\":\"13:00\",\"party_size\":4}\n"
                            "create_booking{\"name\":\"")
                 + QString::fromUtf8("Ирина Смирнова")
                 + QStringLiteral("\",\"phone\":\"+7 916 555 0 1 42\",\"date\":\"2026-12-12\",\"time\":\"13:00\","
                                  "\"party_size\":4}"));
    QVERIFY(tools.trace().at(1).valid);
}

QTEST_GUILESS_MAIN(TestFlowAgent)
#include "tst_flowagent.moc"
