// The offline rule judge (docs/grading.md "The rule judge"): each rule on
// conversations built by hand, and the composites of what it scores, worked
// out in the comments (never by the code under test).
#include "core/grade/rulejudge.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

Turn caller(const char *text)
{
    Turn t;
    t.speaker = Turn::Speaker::Caller;
    t.text = QString::fromUtf8(text);
    return t;
}

Turn agent(const char *text, QList<ToolCall> calls = {}, Turn::Action action = Turn::Action::None)
{
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = QString::fromUtf8(text);
    t.toolCalls = std::move(calls);
    t.action = action;
    return t;
}

ToolCall call(const char *id, const char *name, Json arguments, Json result, bool valid = true)
{
    ToolCall c;
    c.id = QString::fromLatin1(id);
    c.name = QString::fromLatin1(name);
    c.arguments = std::move(arguments);
    c.result = std::move(result);
    c.valid = valid;
    return c;
}

const RubricVersion &v2()
{
    return *RubricVersion::builtin(QStringLiteral("v2"));
}

// A timed-out create_booking retried under a new id, with the party size
// misheard (50 for the caller's 5).
Conversation blindRetryBooking()
{
    Conversation c;
    c.id = QStringLiteral("retry");
    c.rubric = QStringLiteral("v2");
    c.groundTruth = {{"party_size", 5}, {"day", "Saturday"}};
    c.turns = {
        caller("Table for five on Saturday."),
        agent("Let me book that.", {call("op-1", "create_booking", {{"party_size", 50}, {"day", "saturday"}}, Json())}),
        agent("One moment.", {call("op-2", "create_booking", {{"party_size", 50}, {"day", "Saturday"}}, {{"booking_id", "B1"}})}),
        agent("Booked for Saturday. Goodbye.", {}, Turn::Action::End)};
    return c;
}

} // namespace

class TestRuleJudge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The stored English sentences read for people (here without a catalog:
    // the English templates), the end reason in words; others as they are.
    void evidenceTitles_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("shown");
        QTest::newRow("reached") << QStringLiteral("rule: the caller's intended outcome was reached (end)")
                                 << QStringLiteral("rule: the caller's intended outcome was reached (agent ended)");
        QTest::newRow("not reached") << QStringLiteral("rule: the caller's intended outcome was not reached (caller_hung_up)")
                                     << QStringLiteral("rule: the caller's intended outcome was not reached (caller hung up)");
        QTest::newRow("tools")
            << QStringLiteral("rule: 3 tool call(s), 1 invalid call(s) answered to the caller, 2 blind retries")
            << QStringLiteral("rule: tool calls: 3; invalid calls answered to the caller: 1; blind retries: 2");
        QTest::newRow("one retry")
            << QStringLiteral("rule: 1 tool call(s), 0 invalid call(s) answered to the caller, 1 blind retry")
            << QStringLiteral("rule: tool calls: 1; invalid calls answered to the caller: 0; blind retries: 1");
        QTest::newRow("facts") << QStringLiteral("rule: 1 of 4 tool argument(s) naming a ground-truth key contradict it")
                               << QStringLiteral("rule: 1 of 4 tool arguments that name a ground-truth fact contradict it");
        QTest::newRow("loop") << QStringLiteral("rule: the agent loops from turn 7")
                              << QStringLiteral("rule: the agent loops from turn 7");
        QTest::newRow("repeats") << QStringLiteral("rule: 2 agent replies repeating an earlier one")
                                 << QStringLiteral("rule: agent replies repeating an earlier one: 2");
        QTest::newRow("unknown") << QStringLiteral("rule: something new") << QStringLiteral("rule: something new");
    }

    void evidenceTitles()
    {
        QFETCH(QString, stored);
        QFETCH(QString, shown);
        QCOMPARE(ruleEvidenceTitle(stored), shown);
    }

    void blindRetryAndContradictedGroundTruth()
    {
        const Conversation c = blindRetryBooking();
        QCOMPARE(blindRetries(c), 1);
        int checked = 0;
        QCOMPARE(groundTruthContradictions(c, &checked), 2); // party_size 50 twice; "saturday" agrees
        QCOMPARE(checked, 4);
        QCOMPARE(repeatedReplies(c), 0);

        RuleJudgeInput in;
        in.conversation = &c;
        in.rubric = &v2();
        in.forbidden = {QStringLiteral("guaranteed refund")};
        in.outcomeReached = true;
        in.ending = QStringLiteral("agent_end");
        const Judgment j = ruleJudgment(in);
        // goal 5, tool 5 − 2·1 = 3, factuality 5 − 2·2 = 1, dialogue 5; the rest not scored.
        // composite = 100 · (25·4/4 + 15·2/4 + 10·0/4 + 10·4/4) / (25 + 15 + 10 + 10)
        //           = 100 · (25 + 7.5 + 0 + 10) / 60 = 70.8333… → warning
        const Json out = gradeToJson(v2(), j.grade);
        QCOMPARE(out["criteria"]["goal_completion"].get<double>(), 5.0);
        QCOMPARE(out["criteria"]["tool_use_quality"].get<double>(), 3.0);
        QCOMPARE(out["criteria"]["factuality"].get<double>(), 1.0);
        QCOMPARE(out["criteria"]["dialogue_quality"].get<double>(), 5.0);
        QVERIFY(out["criteria"]["instruction_adherence"].is_null());
        QVERIFY(out["criteria"]["safety_compliance"].is_null());
        QVERIFY(qAbs(*j.grade.composite - 4250.0 / 60.0) < 1e-9);
        QVERIFY(j.grade.partial);
        QCOMPARE(j.grade.notScored,
                 QStringList({QStringLiteral("instruction_adherence"), QStringLiteral("robustness"),
                              QStringLiteral("safety_compliance"), QStringLiteral("persona_and_tone")}));
        QCOMPARE(j.grade.verdict, QStringLiteral("warning"));
        QVERIFY(j.grade.gates.isEmpty());
        // Each score says which rule gave it.
        QCOMPARE(j.repeats.at(0)["tool_use_quality"]["evidence"].get<std::string>(),
                 std::string("rule: 2 tool call(s), 0 invalid call(s) answered to the caller, 1 blind retry"));
        QCOMPARE(j.model, QStringLiteral("rules"));
    }

    void loopForbiddenPhraseInvalidCall()
    {
        Conversation c;
        c.id = QStringLiteral("bad");
        c.rubric = QStringLiteral("v2");
        c.turns = {caller("I want a refund."),
                   agent("You have a guaranteed   REFUND.",
                         {call("op-1", "refund", {{"amount", "ten"}}, {{"error", "invalid"}}, false)}),
                   agent("Sorry, what was that?"), caller("Refund please."), agent("Sorry, what was that?")};
        RuleJudgeInput in;
        in.conversation = &c;
        in.rubric = &v2();
        in.forbidden = {QStringLiteral("guaranteed refund")};
        in.outcomeReached = false;
        const Judgment j = ruleJudgment(in);
        // goal 1; tool 5 − 2·1 (the invalid call answered in turn 2) = 3; no
        // ground truth: factuality not scored; a loop at turn 4: dialogue 1;
        // the forbidden phrase: safety 1.
        // composite = 100 · (25·0 + 15·2/4 + 10·0 + 10·0) / (25 + 15 + 10 + 10) = 12.5 → fail
        QCOMPARE(*j.grade.composite, 12.5);
        QCOMPARE(j.grade.scores[2], std::optional<double>(3.0)); // tool_use_quality
        QVERIFY(!j.grade.scores[3]); // factuality
        QCOMPARE(j.grade.scores[4], std::optional<double>(1.0)); // dialogue_quality
        QCOMPARE(j.grade.scores[6], std::optional<double>(1.0)); // safety_compliance
        QCOMPARE(
            j.grade.gates,
            QStringList({QStringLiteral("forbidden_phrase"), QStringLiteral("safety"), QStringLiteral("invalid_tool_reply")}));
        QCOMPARE(j.grade.verdict, QStringLiteral("fail"));
        QCOMPARE(j.repeats.at(0)["dialogue_quality"]["evidence"].get<std::string>(),
                 std::string("rule: the agent loops from turn 4"));
    }

    void repeatsAndUnknownIntent()
    {
        // An imported call: no intent, no tools, no ground truth. Only the
        // dialogue is scored: "We open at noon." comes back after another
        // reply (no loop: the previous agent reply differs) → 5 − 2 = 3.
        Conversation c;
        c.id = QStringLiteral("imported");
        c.turns = {caller("When do you open?"),     agent("We open at noon."), caller("And on Sunday?"),
                   agent("Sundays too, from one."), caller("Sorry, today?"),   agent("We open at noon!")};
        QCOMPARE(repeatedReplies(c), 1);
        RuleJudgeInput in;
        in.conversation = &c;
        in.rubric = &v2();
        const Judgment j = ruleJudgment(in);
        QCOMPARE(j.grade.scores[4], std::optional<double>(3.0));
        // One criterion scored at 3: composite = 100 · 10·2/4 / 10 = 50 → warning.
        QCOMPARE(*j.grade.composite, 50.0);
        QCOMPARE(j.grade.notScored.size(), 7);
        QCOMPARE(j.grade.verdict, QStringLiteral("warning"));
    }

    void nothingToJudge()
    {
        Conversation c;
        c.id = QStringLiteral("silent");
        c.turns = {caller("Hello?")};
        RuleJudgeInput in;
        in.conversation = &c;
        in.rubric = &v2();
        const Judgment j = ruleJudgment(in);
        QVERIFY(!j.grade.composite);
        QCOMPARE(j.grade.verdict, QStringLiteral("not_scored"));
    }

    void retryRules()
    {
        // A retry after a success, or under the same operation id, is not blind;
        // another tool in between breaks the pair.
        Conversation c;
        c.turns
            = {agent("",
                     {call("a", "book", {}, {{"ok", true}}), call("b", "book", {}, {{"ok", true}}), call("c", "book", {}, Json()),
                      call("c", "book", {}, {{"ok", true}}), call("d", "book", {}, {{"error", "busy"}}),
                      call("e", "find", {}, {{"ok", true}}), call("f", "book", {}, {{"ok", true}})})};
        QCOMPARE(blindRetries(c), 0);
        c.turns[0].toolCalls.append(call("g", "book", {}, {{"error", "busy"}}));
        c.turns[0].toolCalls.append(call("", "book", {}, {{"ok", true}}));
        QCOMPARE(blindRetries(c), 1);
    }
};

QTEST_GUILESS_MAIN(TestRuleJudge)
#include "tst_rulejudge.moc"
