// Offline simulation end to end: the example's flow agents against the
// scripted callers, through recognition noise and the tool stubs. Asserts on
// how each call ends and on the tool trace, not on the wording.
#include "core/simulate/conversationengine.h"
#include "core/workspace/workspaceloader.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

QStringList toolNames(const Conversation &c)
{
    QStringList names;
    for (const Turn &t : c.turns)
        for (const ToolCall &call : t.toolCalls)
            names.append(call.name);
    return names;
}

} // namespace

class TestConversationEngine : public QObject
{
    Q_OBJECT

private:
    Workspace m_ws;

    SimulationResult simulate(const QString &agent, const QString &persona, double noise = 0.0, quint64 seed = 7)
    {
        Diagnostics problems;
        SimulationOptions options;
        options.noise = noise;
        options.seed = seed;
        auto r = simulateOffline(m_ws, *m_ws.agent(agent), *m_ws.persona(persona), options, problems);
        if (!r)
            qFatal("simulation failed: %s", qPrintable(problems.value(0).toString()));
        return *r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        const auto loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
        QVERIFY(loaded.ok());
        m_ws = *loaded.workspace;
    }

    void endings_data()
    {
        QTest::addColumn<QString>("persona");
        QTest::addColumn<QString>("endReason");
        QTest::addColumn<QString>("mustCall"); // a tool the call must have used ("" none required)
        QTest::addColumn<QString>("mustNotCall"); // a tool it must not have used
        // intended outcome → how the call ends (flow v2, no noise)
        QTest::newRow("cooperative, success: booked") << QStringLiteral("cooperative-ivana") << QStringLiteral("end")
                                                      << QStringLiteral("create_booking") << QStringLiteral("transfer_to_human");
        QTest::newRow("aggressive, transfer") << QStringLiteral("aggressive-dario") << QStringLiteral("transfer")
                                              << QStringLiteral("transfer_to_human") << QStringLiteral("create_booking");
        QTest::newRow("talkative, 12 people: transfer")
            << QStringLiteral("talkative-snjezana") << QStringLiteral("transfer") << QStringLiteral("transfer_to_human")
            << QStringLiteral("create_booking");
        QTest::newRow("busy, 30 people: transfer") << QStringLiteral("busy-ana") << QStringLiteral("transfer")
                                                   << QStringLiteral("transfer_to_human") << QStringLiteral("create_booking");
        QTest::newRow("cooperative, refusal: no booking")
            << QStringLiteral("cooperative-tomislav") << QStringLiteral("caller_hung_up") << QString()
            << QStringLiteral("create_booking");
        QTest::newRow("distrustful, callback: no booking")
            << QStringLiteral("distrustful-goran") << QStringLiteral("caller_hung_up") << QString()
            << QStringLiteral("create_booking");
        QTest::newRow("distrustful, refusal: no booking")
            << QStringLiteral("distrustful-lucija") << QStringLiteral("caller_hung_up") << QString()
            << QStringLiteral("create_booking");
        QTest::newRow("confused, success: booked") << QStringLiteral("confused-mirko") << QStringLiteral("end")
                                                   << QStringLiteral("create_booking") << QStringLiteral("transfer_to_human");
    }

    void endings()
    {
        QFETCH(QString, persona);
        QFETCH(QString, endReason);
        QFETCH(QString, mustCall);
        QFETCH(QString, mustNotCall);
        const SimulationResult r = simulate(QStringLiteral("bella-flow-v2"), persona);
        QCOMPARE(r.endReason, endReason);
        const QStringList tools = toolNames(r.conversation);
        if (!mustCall.isEmpty())
            QVERIFY2(tools.contains(mustCall), qPrintable(tools.join(QLatin1Char(' '))));
        QVERIFY2(!tools.contains(mustNotCall), qPrintable(tools.join(QLatin1Char(' '))));
        // Every simulated conversation is a valid FORMATS.md §1 conversation of this configuration.
        QCOMPARE(r.conversation.configuration, QStringLiteral("bella-flow-v2"));
        QCOMPARE(r.conversation.source, QStringLiteral("simulated"));
        QCOMPARE(r.conversation.turns.first().speaker, Turn::Speaker::Agent);
        QVERIFY(r.conversation.turns.size() <= 24);
    }

    void bookingArgumentsComeFromTheCallersFacts()
    {
        const SimulationResult r = simulate(QStringLiteral("bella-flow-v2"), QStringLiteral("cooperative-ivana"));
        const Persona *ivana = m_ws.persona(QStringLiteral("cooperative-ivana"));
        for (const Turn &t : r.conversation.turns)
            for (const ToolCall &call : t.toolCalls)
                if (call.name == QLatin1String("create_booking")) {
                    QVERIFY(call.valid);
                    QVERIFY(call.arguments.at("party_size") == ivana->groundTruth.at("party_size"));
                    QVERIFY(call.arguments.at("date") == ivana->groundTruth.at("date"));
                    QVERIFY(call.arguments.at("time") == ivana->groundTruth.at("time"));
                    QCOMPARE(call.result.at("created").get<bool>(), true);
                    return;
                }
        QFAIL("no create_booking call");
    }

    void deterministicAndReplayable()
    {
        for (const Persona &p : m_ws.personas) {
            const SimulationResult a = simulate(QStringLiteral("bella-flow-v1"), p.id, 0.3, 11);
            const SimulationResult b = simulate(QStringLiteral("bella-flow-v1"), p.id, 0.3, 11);
            QCOMPARE(toFileBytes(simulationToJson(a)), toFileBytes(simulationToJson(b)));
        }
    }

    void noiseIsRecordedAsHeard()
    {
        const SimulationResult clean = simulate(QStringLiteral("bella-flow-v2"), QStringLiteral("cooperative-ivana"), 0.0);
        for (const Turn &t : clean.conversation.turns)
            QVERIFY(!t.hasHeard);
        const SimulationResult noisy = simulate(QStringLiteral("bella-flow-v2"), QStringLiteral("cooperative-ivana"), 0.6);
        int callerTurns = 0;
        int changed = 0;
        for (const Turn &t : noisy.conversation.turns) {
            if (t.speaker != Turn::Speaker::Caller)
                continue;
            ++callerTurns;
            QVERIFY(t.hasHeard);
            changed += t.heard != t.text;
        }
        QVERIFY(callerTurns > 0);
        QVERIFY(changed > 0);
    }

    void llmAgentIsRefusedWithAReason()
    {
        Diagnostics problems;
        const auto r = simulateOffline(m_ws, *m_ws.agent(QStringLiteral("bella-v2")), m_ws.personas.first(), {}, problems);
        QVERIFY(!r);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems.first().message.contains(QStringLiteral("offline simulation runs flow agents")));
    }
};

QTEST_GUILESS_MAIN(TestConversationEngine)
#include "tst_conversationengine.moc"
