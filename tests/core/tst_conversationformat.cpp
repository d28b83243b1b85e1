// Tests for the conversation format (FORMATS.md §1, docs/grading.md "The
// conversation format"): readConversation() on the documented example, its
// defaults, ignored unknown keys, every problem reported as one exact
// "file:line:column: message (at /pointer)" line, and conversationToJson().
// Error rows edit a small valid conversation laid out line by line (kBase
// below) so the expected positions can be counted by hand.
#include "core/model/conversation.h"
#include "core/workspace/conversationformat.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

struct Read
{
    std::optional<Conversation> conversation;
    QStringList problems; // toStringWithField()
};

Read read(const QByteArray &json, const QString &file = QStringLiteral("c.json"))
{
    Read out;
    Diagnostics problems;
    if (const auto doc = JsonDocument::parse(json, file, problems)) {
        ObjectReader r(*doc, {}, QStringLiteral("the conversation"), problems);
        out.conversation = readConversation(r);
    }
    for (const Diagnostic &d : std::as_const(problems))
        out.problems.append(d.toStringWithField());
    return out;
}

Json parseJson(const QByteArray &text)
{
    return Json::parse(text.constBegin(), text.constEnd());
}

// The example of FORMATS.md §1 (without its comments, which JSON does not allow).
const QByteArray kExample = R"({ "format": 1, "id": "c-17", "rubric": "v2",
  "source": "simulated",
  "scenario": "book-table", "configuration": "prompt-v3",
  "ground_truth": { "party_size": 5 },
  "turns": [
    { "speaker": "caller", "text": "fifty people", "heard": "five zero people" },
    { "speaker": "agent", "text": "Let me check.",
      "tool_calls": [ { "id": "op-1", "name": "book", "arguments": {"n": 50},
                        "valid": true, "result": {"ok": true} } ] },
    { "speaker": "agent", "text": "Booked.", "action": "end" } ] })";

// Line 5: `    {"speaker": "caller", …` — speaker value at column 17.
// Line 6: `    {"speaker": "agent", "text": "Done.", "action": "end",` — object at 5,
//         speaker value at 17, text value at 34, action value at 53.
// Line 7: `     "tool_calls": [{"name": "book", "arguments": {"n": 2}, "valid": true}]}` —
//         the array at 20, the tool call at 21, the value of "valid" at 70.
const QByteArray kBase = "{\n"
                         "  \"format\": 1,\n"
                         "  \"id\": \"c-1\",\n"
                         "  \"turns\": [\n"
                         "    {\"speaker\": \"caller\", \"text\": \"Book for two.\"},\n"
                         "    {\"speaker\": \"agent\", \"text\": \"Done.\", \"action\": \"end\",\n"
                         "     \"tool_calls\": [{\"name\": \"book\", \"arguments\": {\"n\": 2}, \"valid\": true}]}\n"
                         "  ]\n"
                         "}\n";

struct Replace
{
    QByteArray before; // empty: `after` is the whole text
    QByteArray after;
};
using Replaces = QList<Replace>;

QString edit(QByteArray &text, const Replaces &replaces)
{
    for (const Replace &r : replaces) {
        if (r.before.isEmpty()) {
            text = r.after;
            continue;
        }
        if (text.count(r.before) != 1)
            return QStringLiteral("the text does not contain %1 exactly once").arg(QString::fromUtf8(r.before));
        text.replace(r.before, r.after);
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Replace)
Q_DECLARE_METATYPE(Replaces)

class TestConversationFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void example();
    void base();
    void defaults();
    void unknownKeysIgnored();
    void nulls();

    void problems_data();
    void problems();

    void toJson_data();
    void toJson();
    void roundTrip_data();
    void roundTrip();
};

void TestConversationFormat::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestConversationFormat::example()
{
    const Read r = read(kExample);
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    const Conversation &c = *r.conversation;
    QCOMPARE(c.id, QStringLiteral("c-17"));
    QCOMPARE(c.rubric, QStringLiteral("v2"));
    QCOMPARE(c.source, QStringLiteral("simulated"));
    QCOMPARE(c.scenario, QStringLiteral("book-table"));
    QCOMPARE(c.configuration, QStringLiteral("prompt-v3"));
    QVERIFY(c.groundTruth == parseJson(R"({"party_size": 5})"));
    QCOMPARE(c.turns.size(), 3);

    const Turn &t0 = c.turns.at(0);
    QCOMPARE(t0.speaker, Turn::Speaker::Caller);
    QVERIFY(!t0.isAgent());
    QCOMPARE(t0.text, QStringLiteral("fifty people"));
    QVERIFY(t0.hasHeard);
    QCOMPARE(t0.heard, QStringLiteral("five zero people"));
    QCOMPARE(t0.action, Turn::Action::None);
    QCOMPARE(t0.toolCalls.size(), 0);

    const Turn &t1 = c.turns.at(1);
    QCOMPARE(t1.speaker, Turn::Speaker::Agent);
    QVERIFY(t1.isAgent());
    QCOMPARE(t1.text, QStringLiteral("Let me check."));
    QVERIFY(!t1.hasHeard);
    QCOMPARE(t1.action, Turn::Action::None);
    QCOMPARE(t1.toolCalls.size(), 1);
    const ToolCall &call = t1.toolCalls.first();
    QCOMPARE(call.id, QStringLiteral("op-1"));
    QCOMPARE(call.name, QStringLiteral("book"));
    QVERIFY(call.arguments == parseJson(R"({"n": 50})"));
    QCOMPARE(call.valid, true);
    QVERIFY(call.result == parseJson(R"({"ok": true})"));

    const Turn &t2 = c.turns.at(2);
    QCOMPARE(t2.speaker, Turn::Speaker::Agent);
    QCOMPARE(t2.text, QStringLiteral("Booked."));
    QCOMPARE(t2.action, Turn::Action::End);
    QCOMPARE(Turn::actionName(t2.action), QStringLiteral("end"));
    QCOMPARE(Turn::actionName(Turn::Action::Transfer), QStringLiteral("transfer"));
    QCOMPARE(Turn::actionName(Turn::Action::None), QString());
    QCOMPARE(Turn::speakerName(Turn::Speaker::Caller), QStringLiteral("caller"));
    QCOMPARE(Turn::speakerName(Turn::Speaker::Agent), QStringLiteral("agent"));
}

void TestConversationFormat::base()
{
    const Read r = read(kBase);
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    QCOMPARE(r.conversation->turns.size(), 2);
    QCOMPARE(r.conversation->turns.at(1).action, Turn::Action::End);
}

void TestConversationFormat::defaults()
{
    // No format (1 is assumed), no id, rubric, source, scenario, configuration,
    // ground truth; a turn without text; a tool call with only a name.
    const Read r = read(R"({"turns": [
        {"speaker": "agent"},
        {"speaker": "agent", "tool_calls": [{"name": "book"}]},
        {"speaker": "caller", "heard": ""}]})");
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    const Conversation &c = *r.conversation;
    QCOMPARE(c.id, QString());
    QCOMPARE(c.rubric, QString());
    QCOMPARE(c.source, QString());
    QCOMPARE(c.scenario, QString());
    QCOMPARE(c.configuration, QString());
    QVERIFY(c.groundTruth.is_null());
    QCOMPARE(c.turns.size(), 3);

    const Turn &t0 = c.turns.at(0);
    QCOMPARE(t0.text, QString());
    QVERIFY(!t0.hasHeard);
    QCOMPARE(t0.action, Turn::Action::None);
    QCOMPARE(t0.toolCalls.size(), 0);

    const ToolCall &call = c.turns.at(1).toolCalls.value(0);
    QCOMPARE(call.name, QStringLiteral("book"));
    QCOMPARE(call.id, QString());
    QVERIFY(call.arguments.is_object());
    QVERIFY(call.arguments.empty());
    QCOMPARE(call.valid, true);
    QVERIFY(call.result.is_null());

    // An empty "heard" is still recorded.
    QVERIFY(c.turns.at(2).hasHeard);
    QCOMPARE(c.turns.at(2).heard, QString());

    // No turns at all is a conversation too.
    const Read empty = read(R"({"turns": []})");
    QCOMPARE(empty.problems, QStringList());
    QVERIFY(empty.conversation);
    QCOMPARE(empty.conversation->turns.size(), 0);
}

void TestConversationFormat::unknownKeysIgnored()
{
    // Other tools' exports carry their own keys at every level.
    const Read r = read(R"({"format": 1, "id": "x", "exported_by": "other-tool", "meta": {"a": 1},
        "turns": [{"speaker": "agent", "text": "Hi.", "latency_ms": 420, "confidence": 0.9,
                   "tool_calls": [{"name": "book", "duration_ms": 12, "arguments": {"n": 2}}]}]})");
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    const Read plain = read(R"({"format": 1, "id": "x",
        "turns": [{"speaker": "agent", "text": "Hi.", "tool_calls": [{"name": "book", "arguments": {"n": 2}}]}]})");
    QVERIFY(plain.conversation);
    QVERIFY(*r.conversation == *plain.conversation);
}

void TestConversationFormat::nulls()
{
    // A null action, tool_calls, ground_truth or arguments counts as absent.
    const Read r = read(R"({"ground_truth": null, "turns": [{"speaker": "agent", "action": null, "tool_calls": null},
        {"speaker": "agent", "tool_calls": [{"name": "book", "arguments": null}]}]})");
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    QVERIFY(r.conversation->groundTruth.is_null());
    QCOMPARE(r.conversation->turns.at(0).action, Turn::Action::None);
    QCOMPARE(r.conversation->turns.at(0).toolCalls.size(), 0);
    const ToolCall &call = r.conversation->turns.at(1).toolCalls.value(0);
    QCOMPARE(call.name, QStringLiteral("book"));
    QVERIFY(call.arguments.is_object());
    QVERIFY(call.arguments.empty());

    // Chat exports write "content": null on turns that only call a tool.
    const Read t = read(R"({"turns": [{"speaker": "agent", "text": null, "heard": null}]})");
    QCOMPARE(t.problems, QStringList());
    QVERIFY(t.conversation);
    QCOMPARE(t.conversation->turns.at(0).text, QString());
    QVERIFY(!t.conversation->turns.at(0).hasHeard);
}

void TestConversationFormat::problems_data()
{
    QTest::addColumn<Replaces>("replaces");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("speaker bot")
        << Replaces {{"\"speaker\": \"agent\"", "\"speaker\": \"bot\""}}
        << QStringList {
               QStringLiteral("c.json:6:17: unknown speaker \"bot\"; expected one of: caller, agent (at /turns/1/speaker)")};
    QTest::newRow("speaker missing") << Replaces {{"{\"speaker\": \"agent\", ", "{"}}
                                     << QStringList {QStringLiteral(
                                            "c.json:6:5: missing required key \"speaker\" in turn 1 (at /turns/1)")};
    // `{"format": 1, "turns": {}}`: the object at column 24.
    QTest::newRow("turns not an array") << Replaces {{{}, "{\"format\": 1, \"turns\": {}}"}}
                                        << QStringList {QStringLiteral(
                                               "c.json:1:24: \"turns\" must be an array of turns, not an object (at /turns)")};
    QTest::newRow("turns missing") << Replaces {{{}, "{\"format\": 1}"}}
                                   << QStringList {QStringLiteral(
                                          "c.json:1:1: missing required key \"turns\" in the conversation (at /)")};
    QTest::newRow("turn not an object")
        << Replaces {{"{\"speaker\": \"caller\", \"text\": \"Book for two.\"}", "\"Book for two.\""}}
        << QStringList {QStringLiteral("c.json:5:5: turn 0 must be a JSON object, not a string (at /turns/0)")};
    QTest::newRow("text not a string") << Replaces {{"\"text\": \"Done.\"", "\"text\": 5"}}
                                       << QStringList {QStringLiteral(
                                              "c.json:6:34: \"text\" must be a string, not an integer (at /turns/1/text)")};
    QTest::newRow("action hangup")
        << Replaces {{"\"action\": \"end\"", "\"action\": \"hangup\""}}
        << QStringList {
               QStringLiteral("c.json:6:53: unknown action \"hangup\"; expected one of: end, transfer (at /turns/1/action)")};
    QTest::newRow("action in upper case")
        << Replaces {{"\"action\": \"end\"", "\"action\": \"END\""}}
        << QStringList {
               QStringLiteral("c.json:6:53: unknown action \"END\"; expected one of: end, transfer (at /turns/1/action)")};
    QTest::newRow("tool call without name")
        << Replaces {{"{\"name\": \"book\", ", "{"}}
        << QStringList {QStringLiteral("c.json:7:21: missing required key \"name\" in tool call 1 (at /turns/1/tool_calls/0)")};
    QTest::newRow("valid \"yes\"")
        << Replaces {{"\"valid\": true", "\"valid\": \"yes\""}}
        << QStringList {
               QStringLiteral("c.json:7:70: \"valid\" must be true or false, not a string (at /turns/1/tool_calls/0/valid)")};
    QTest::newRow("valid 1") << Replaces {{"\"valid\": true", "\"valid\": 1"}}
                             << QStringList {QStringLiteral("c.json:7:70: \"valid\" must be true or false, not an integer (at "
                                                            "/turns/1/tool_calls/0/valid)")};
    QTest::newRow("tool_calls not an array")
        << Replaces {{"[{\"name\": \"book\", \"arguments\": {\"n\": 2}, \"valid\": true}]", "{\"name\": \"book\"}"}}
        << QStringList {QStringLiteral(
               "c.json:7:20: \"tool_calls\" must be an array of tool calls, not an object (at /turns/1/tool_calls)")};
    QTest::newRow("format 2") << Replaces {{"\"format\": 1", "\"format\": 2"}}
                              << QStringList {QStringLiteral(
                                     "c.json:2:13: \"format\" is 2, but this version of Polygon reads format 1 (at /format)")};
    QTest::newRow("format \"1\"") << Replaces {{"\"format\": 1", "\"format\": \"1\""}}
                                  << QStringList {QStringLiteral(
                                         "c.json:2:13: \"format\" must be the integer 1, not a string (at /format)")};
    // Line 3 becomes `  "id": "c-1", "rubric": "v3",`: the value at column 26.
    QTest::newRow("rubric v3") << Replaces {{"\"id\": \"c-1\",", "\"id\": \"c-1\", \"rubric\": \"v3\","}}
                               << QStringList {QStringLiteral(
                                      "c.json:3:26: unknown rubric version \"v3\"; expected one of: v1, v2 (at /rubric)")};
    QTest::newRow("source live")
        << Replaces {{"\"id\": \"c-1\",", "\"id\": \"c-1\", \"source\": \"live\","}}
        << QStringList {QStringLiteral(
               "c.json:3:26: unknown conversation source \"live\"; expected one of: simulated, imported (at /source)")};
    // Line 3 becomes `  "id": "c-1", "ground_truth": [5],`: the array at column 32.
    QTest::newRow("ground_truth not an object")
        << Replaces {{"\"id\": \"c-1\",", "\"id\": \"c-1\", \"ground_truth\": [5],"}}
        << QStringList {
               QStringLiteral("c.json:3:32: \"ground_truth\" must be an object of facts, not an array (at /ground_truth)")};
    QTest::newRow("several problems, in order")
        << Replaces {{"\"speaker\": \"agent\"", "\"speaker\": \"bot\""}, {"\"valid\": true", "\"valid\": \"yes\""}}
        << QStringList {
               QStringLiteral("c.json:6:17: unknown speaker \"bot\"; expected one of: caller, agent (at /turns/1/speaker)"),
               QStringLiteral("c.json:7:70: \"valid\" must be true or false, not a string (at "
                              "/turns/1/tool_calls/0/valid)")};
}

void TestConversationFormat::problems()
{
    QFETCH(Replaces, replaces);
    QFETCH(QStringList, expected);

    QByteArray text = kBase;
    QCOMPARE(edit(text, replaces), QString());
    const Read r = read(text);
    QCOMPARE(r.problems, expected);
    QVERIFY(!r.conversation); // nothing half-read
}

void TestConversationFormat::toJson_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");

    QTest::newRow("the §1 example")
        << kExample
        << QStringLiteral(R"({"format":1,"id":"c-17","rubric":"v2","source":"simulated","scenario":"book-table",)"
                          R"("configuration":"prompt-v3","ground_truth":{"party_size":5},"turns":[)"
                          R"({"speaker":"caller","text":"fifty people","heard":"five zero people"},)"
                          R"({"speaker":"agent","text":"Let me check.","tool_calls":[{"id":"op-1","name":"book",)"
                          R"("arguments":{"n":50},"valid":true,"result":{"ok":true}}]},)"
                          R"({"speaker":"agent","text":"Booked.","action":"end"}]})");
    // Defaults are written out: format 1, text "", arguments {}, valid true.
    QTest::newRow("defaults") << QByteArray(R"({"turns": [{"speaker": "agent"},
                                    {"speaker": "agent", "action": "transfer",
                                     "tool_calls": [{"name": "book", "valid": false}]}]})")
                              << QStringLiteral(R"({"format":1,"turns":[{"speaker":"agent","text":""},)"
                                                R"({"speaker":"agent","text":"","action":"transfer",)"
                                                R"("tool_calls":[{"name":"book","arguments":{},"valid":false}]}]})");
    // Unknown keys are not carried over.
    QTest::newRow("unknown keys dropped") << QByteArray(R"({"x": 1, "turns": [{"speaker": "caller", "text": "Hi", "y": 2}]})")
                                          << QStringLiteral(R"({"format":1,"turns":[{"speaker":"caller","text":"Hi"}]})");
}

void TestConversationFormat::toJson()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);

    const Read r = read(input);
    QCOMPARE(r.problems, QStringList());
    QVERIFY(r.conversation);
    QCOMPARE(QString::fromStdString(conversationToJson(*r.conversation).dump()), expected);
}

void TestConversationFormat::roundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("the §1 example") << kExample;
    QTest::newRow("the base") << kBase;
    QTest::newRow("defaults and empty heard")
        << QByteArray(R"({"turns": [{"speaker": "agent"}, {"speaker": "caller", "heard": ""},
                                    {"speaker": "agent", "tool_calls": [{"name": "a"}, {"name": "b", "valid": false,
                                     "arguments": {"z": [1, 2.5, "x"], "a": null}}]}]})");
    QTest::newRow("non-ASCII text") << QByteArray(
        R"({"id": "\u010dakovec", "turns": [{"speaker": "caller", "text": "Mo\u017ee li za \u010detvero? \ud83d\ude42"},
                                           {"speaker": "agent", "text": "\u0414\u0430!", "action": "end"}]})");
}

void TestConversationFormat::roundTrip()
{
    QFETCH(QByteArray, input);

    const Read first = read(input);
    QCOMPARE(first.problems, QStringList());
    QVERIFY(first.conversation);
    const std::string dumped = conversationToJson(*first.conversation).dump(2);
    const Read second = read(QByteArray(dumped.data(), qsizetype(dumped.size())));
    QCOMPARE(second.problems, QStringList());
    QVERIFY(second.conversation);
    QVERIFY(*second.conversation == *first.conversation);
    // And writing again gives the same text.
    QCOMPARE(conversationToJson(*second.conversation).dump(2), dumped);
}

QTEST_GUILESS_MAIN(TestConversationFormat)
#include "tst_conversationformat.moc"
