// Probe rules (core/grade/proberules.h): every condition on conversations
// built by hand, the na / yes / no answer, and what an invalid rule is told.
#include "core/grade/proberules.h"

#include <QTest>

using namespace Polygon;

namespace {

Turn turn(Turn::Speaker speaker, const char *text, QList<ToolCall> calls = {})
{
    Turn t;
    t.speaker = speaker;
    t.text = QString::fromUtf8(text);
    t.toolCalls = std::move(calls);
    return t;
}

ToolCall call(const char *name, Json result)
{
    ToolCall c;
    c.name = QString::fromLatin1(name);
    c.result = std::move(result);
    return c;
}

constexpr auto Caller = Turn::Speaker::Caller;
constexpr auto Agent = Turn::Speaker::Agent;

// The caller books; create_booking times out; the agent looks it up, then books again.
Conversation checkedRetry()
{
    Conversation c;
    c.turns = {turn(Caller, "A table for four, please."),
               turn(Agent, "For how many people?", {}),
               turn(Caller, "Four."),
               turn(Agent, "Let me check.", {call("check_availability", {{"available", true}})}),
               turn(Agent, "Booking.", {call("create_booking", Json())}),
               turn(Agent, "One moment.", {call("find_booking", {{"found", 0}}), call("create_booking", {{"ref", "BO-1"}})}),
               turn(Agent, "Booked. Goodbye.")};
    return c;
}

ProbeAnswer answer(const char *rule, const Conversation &c)
{
    const Json r = Json::parse(rule);
    if (const QString problem = probeRuleProblem(r); !problem.isEmpty())
        qFatal("invalid rule in the test: %s", qPrintable(problem));
    return probeRuleAnswer(r, c);
}

} // namespace

class TestProbeRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conditions()
    {
        const Conversation c = checkedRetry();
        QCOMPARE(answer("{\"yes_if\": {\"agent_says\": \"HOW MANY\"}}", c), ProbeAnswer::Yes);
        QCOMPARE(answer("{\"yes_if\": {\"agent_says\": \"guarantee\"}}", c), ProbeAnswer::No);
        QCOMPARE(answer("{\"yes_if\": {\"caller_says\": \"for four\"}}", c), ProbeAnswer::Yes);
        QCOMPARE(answer("{\"yes_if\": {\"tool_called\": \"find_booking\"}}", c), ProbeAnswer::Yes);
        QCOMPARE(answer("{\"yes_if\": {\"tool_failed\": \"create_booking\"}}", c), ProbeAnswer::Yes);
        QCOMPARE(answer("{\"yes_if\": {\"tool_failed\": \"check_availability\"}}", c), ProbeAnswer::No);
        // Asked before the first check_availability; "Booked" only comes after create_booking.
        QCOMPARE(
            answer("{\"yes_if\": {\"agent_says_before\": {\"pattern\": \"how many\", \"tool\": \"check_availability\"}}}", c),
            ProbeAnswer::Yes);
        QCOMPARE(answer("{\"yes_if\": {\"agent_says_before\": {\"pattern\": \"booked\", \"tool\": \"create_booking\"}}}", c),
                 ProbeAnswer::No);
        // A turn's text comes before its own tool calls.
        QCOMPARE(
            answer("{\"yes_if\": {\"agent_says_before\": {\"pattern\": \"let me check\", \"tool\": \"check_availability\"}}}", c),
            ProbeAnswer::Yes);
        // Never called: no.
        QCOMPARE(answer("{\"yes_if\": {\"agent_says_before\": {\"pattern\": \"how many\", \"tool\": \"cancel_booking\"}}}", c),
                 ProbeAnswer::No);
        QCOMPARE(
            answer("{\"yes_if\": {\"checks_after_failure\": {\"failed\": \"create_booking\", \"check\": \"find_booking\"}}}", c),
            ProbeAnswer::Yes);
    }

    void blindRetryIsNo()
    {
        Conversation c = checkedRetry();
        c.turns[5].toolCalls.removeFirst(); // no find_booking between the two create_booking calls
        const char *rule = "{\"applies_if\": {\"tool_failed\": \"create_booking\"},\n                               \"yes_if\": "
                           "{\"checks_after_failure\": {\"failed\": \"create_booking\", \"check\": \"find_booking\"}}}";
        QCOMPARE(answer(rule, c), ProbeAnswer::No);
        c.turns[4].toolCalls[0].result = {{"ref", "BO-0"}}; // nothing failed: not applicable
        QCOMPARE(answer(rule, c), ProbeAnswer::NotApplicable);
    }

    void invalidRules_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not an object") << "[]"
                                       << "\"rule\" must be an object with \"yes_if\" and optionally \"applies_if\"";
        QTest::newRow("no yes_if") << "{\"applies_if\": {\"tool_called\": \"x\"}}"
                                   << "\"rule\" needs \"yes_if\"";
        QTest::newRow("unknown key") << "{\"yes_if\": {\"tool_called\": \"x\"}, \"when\": 1}"
                                     << "\"rule\" has an unknown key \"when\"; expected \"yes_if\" and optionally "
                                        "\"applies_if\"";
        QTest::newRow("two conditions") << "{\"yes_if\": {\"tool_called\": \"x\", \"agent_says\": \"y\"}}"
                                        << "yes_if must be an object with exactly one of: agent_says, caller_says, "
                                           "tool_called, tool_failed, agent_says_before, checks_after_failure";
        QTest::newRow("unknown condition") << "{\"yes_if\": {\"agent_sings\": \"x\"}}"
                                           << "yes_if: unknown condition \"agent_sings\"; expected one of: agent_says, "
                                              "caller_says, tool_called, tool_failed, agent_says_before, "
                                              "checks_after_failure";
        QTest::newRow("bad regex") << "{\"yes_if\": {\"agent_says\": \"(unclosed\"}}"
                                   << "yes_if.agent_says is not a valid regular expression: missing closing parenthesis";
        QTest::newRow("empty regex") << "{\"applies_if\": {\"caller_says\": \"\"}, \"yes_if\": {\"tool_called\": \"x\"}}"
                                     << "applies_if.caller_says must be a non-empty regular expression";
        QTest::newRow("tool not a name") << "{\"yes_if\": {\"tool_called\": 3}}"
                                         << "yes_if.tool_called must be a tool name";
        QTest::newRow("before shape") << "{\"yes_if\": {\"agent_says_before\": {\"pattern\": \"x\"}}}"
                                      << "yes_if.agent_says_before must be {\"pattern\": REGEX, \"tool\": NAME}";
        QTest::newRow("after shape") << "{\"yes_if\": {\"checks_after_failure\": {\"failed\": \"x\", \"check\": \"\"}}}"
                                     << "yes_if.checks_after_failure.check must be a tool name";
    }

    void invalidRules()
    {
        QFETCH(QString, rule);
        QFETCH(QString, problem);
        QCOMPARE(probeRuleProblem(Json::parse(rule.toStdString())), problem);
    }
};

QTEST_GUILESS_MAIN(TestProbeRules)
#include "tst_proberules.moc"
