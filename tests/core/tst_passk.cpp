// pass^k (τ-bench) with values computed by hand, and the deterministic
// "reached the intended outcome" rule runs use until a judge grades.
#include "core/grade/passrule.h"
#include "core/workspace/workspaceloader.h"

#include <QTest>

using namespace Polygon;

class TestPassK : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passHatK()
    {
        // Three callers, 3 trials each, passing 3, 2 and 0 times.
        const QList<std::pair<int, int>> trials = {{3, 3}, {3, 2}, {3, 0}};
        QCOMPARE(qRound(*Polygon::passHatK(trials, 1) * 10000), 5556); // (1 + 2/3 + 0) / 3
        QCOMPARE(qRound(*Polygon::passHatK(trials, 2) * 10000), 4444); // (1 + 1/3 + 0) / 3
        QCOMPARE(qRound(*Polygon::passHatK(trials, 3) * 10000), 3333); // (1 + 0 + 0) / 3
        QVERIFY(!Polygon::passHatK(trials, 4)); // nobody has 4 trials
        // C(4,2)/C(5,2) = 6/10; a task with fewer than k trials is left out.
        QCOMPARE(*Polygon::passHatK({{5, 4}, {1, 1}}, 2), 0.6);
        QCOMPARE(*Polygon::passHatK({{5, 5}}, 5), 1.0);
        QVERIFY(!Polygon::passHatK({}, 1));
    }

    void reachedIntendedOutcome()
    {
        const auto loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
        QVERIFY(loaded.ok());
        const Workspace &ws = *loaded.workspace;
        Persona p;
        SimulationResult r;
        Turn agent;
        agent.speaker = Turn::Speaker::Agent;

        p.intendedOutcome = Persona::Outcome::Transfer;
        r.endReason = QStringLiteral("transfer");
        QVERIFY(Polygon::reachedIntendedOutcome(r, p, ws));
        r.endReason = QStringLiteral("end");
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws));

        p.intendedOutcome = Persona::Outcome::Success;
        agent.toolCalls = {ToolCall {QStringLiteral("op-1"), QStringLiteral("check_availability"), Json::object(), true,
                                     Json({{"available", true}})}};
        r.conversation.turns = {agent};
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws)); // only discussed, nothing booked
        agent.toolCalls.append(
            ToolCall {QStringLiteral("op-2"), QStringLiteral("create_booking"), Json::object(), true, Json({{"ref", "BV-1"}})});
        r.conversation.turns = {agent};
        QVERIFY(Polygon::reachedIntendedOutcome(r, p, ws));
        r.endReason = QStringLiteral("loop");
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws));
        r.endReason = QStringLiteral("caller_hung_up");
        QVERIFY(Polygon::reachedIntendedOutcome(r, p, ws));
        agent.toolCalls.last().result = Json({{"error", "timeout"}});
        r.conversation.turns = {agent};
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws)); // the booking failed

        // Callback and refusal: nothing done, and the agent answered beyond its opening.
        p.intendedOutcome = Persona::Outcome::Callback;
        agent.text = QStringLiteral("Bella Vista, good evening.");
        r.conversation.turns = {agent};
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws)); // the caller hung up on the greeting
        Turn caller;
        caller.speaker = Turn::Speaker::Caller;
        caller.text = QStringLiteral("I can't decide now, call me back tomorrow.");
        Turn answer;
        answer.speaker = Turn::Speaker::Agent;
        answer.text = QStringLiteral("Of course, the restaurant will call you back.");
        agent.text = QStringLiteral("Bella Vista, good evening.");
        r.conversation.turns = {agent, caller, answer};
        QVERIFY(Polygon::reachedIntendedOutcome(r, p, ws));
        p.intendedOutcome = Persona::Outcome::Refusal;
        QVERIFY(Polygon::reachedIntendedOutcome(r, p, ws));
        r.endReason = QStringLiteral("max_turns");
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws));
        r.endReason = QStringLiteral("end");
        r.conversation.turns[0].toolCalls.last().result = Json({{"ref", "BV-2"}}); // booked after all
        QVERIFY(!Polygon::reachedIntendedOutcome(r, p, ws));
    }
};

QTEST_GUILESS_MAIN(TestPassK)
#include "tst_passk.moc"
