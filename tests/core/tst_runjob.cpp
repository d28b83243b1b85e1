// RunJob (a run on its own thread, reported by queued signals), the live
// model it feeds, and the launcher's estimate, worked by hand.

#include "core/run/liverunmodel.h"
#include "core/run/runestimate.h"
#include "core/run/runjob.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"

#include "tests/support/clirunner.h"
#include "tests/support/openaitestserver.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Polygon;
using Polygon::Test::copyTree;

class TestRunJob : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;

    Workspace load()
    {
        const WorkspaceLoadResult loaded = loadWorkspace(m_ws);
        return loaded.ok() ? *loaded.workspace : Workspace();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        qRegisterMetaType<Polygon::RunStatus>();
    }

    void offlineRunStreamsIntoTheModel()
    {
        RunJobSettings settings;
        settings.workspace = load();
        QVERIFY(!settings.workspace.root.isEmpty());
        settings.request.agent = QStringLiteral("bella-flow-v2");
        settings.request.scenarioSet = QStringLiteral("all-callers");
        settings.request.repeat = 2;
        settings.request.offline = true;
        settings.request.concurrency = 3;
        settings.grade = GradeOptions {};
        settings.grade->offline = true;
        RunJob job(settings);
        LiveRunModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.attach(&job);
        const QThread *gui = QThread::currentThread();
        bool allInGuiThread = true;
        int turnsSeen = 0;
        connect(&job, &RunJob::turnAdded, this, [&] {
            ++turnsSeen;
            allInGuiThread = allInGuiThread && QThread::currentThread() == gui;
        });
        QSignalSpy started(&job, &RunJob::started);
        QSignalSpy finished(&job, &RunJob::finished);
        QSignalSpy graded(&job, &RunJob::conversationGraded);
        job.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(started.size(), 1);
        QCOMPARE(started.first().at(1).toInt(), 20); // 10 callers x 2
        QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Completed);
        QVERIFY(allInGuiThread);
        QCOMPARE(model.rowCount(), 20);
        QCOMPARE(model.count(QStringLiteral("done")), 20);
        QCOMPARE(graded.size(), 20); // graded as each finished
        QVERIFY(!job.isRunning());

        // What the model streamed is what the store kept.
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY2(reader, qPrintable(error));
        int storedTurns = 0;
        for (const ConversationRecord &c : reader->conversations(job.runId())) {
            const auto stored = reader->loadConversation(c.key);
            QVERIFY(stored);
            storedTurns += int(stored->conversation.turns.size());
            QCOMPARE(model.turns(c.plan.conversationId), stored->conversation.turns);
            const int row = model.rowOf(c.plan.conversationId);
            QVERIFY(row >= 0);
            QVERIFY(!model.index(row, 0).data(LiveRunModel::VerdictRole).toString().isEmpty());
        }
        QCOMPARE(turnsSeen, storedTurns);
        QCOMPARE(reader->gradings(job.runId()).size(), 1);
    }

    // An LLM agent on a streaming model: the reply shows in the live model
    // while it arrives (growing prefixes of the turn, one per 40 ms batch at
    // most, all before the turn itself), and what is stored is the turn.
    void llmAgentRepliesStreamIntoTheLiveModel()
    {
        Polygon::Test::OpenAiTestServer server;
        QVERIFY(server.start());
        qputenv("OPENAI_API_KEY", QByteArray());
        RunJobSettings settings;
        settings.workspace = load();
        for (Profile &p : settings.workspace.providers)
            p.baseUrl = server.baseUrl().toString();
        settings.request.agent = QStringLiteral("bella-v2");
        settings.request.personas = {QStringLiteral("cooperative-ivana")};
        settings.request.offline = false;
        settings.streamAgent = true;
        const QString greeting = QStringLiteral("Good evening, Bella Vista, this is Bella, how can I help you tonight?");
        Polygon::Test::OpenAiTestServer::Fault slow;
        slow.kind = Polygon::Test::OpenAiTestServer::Fault::Kind::SlowTokens;
        slow.delayMs = 60; // longer than the 40 ms hand-over batches
        server.queueFault(slow);
        server.queueChatReply({{"content", greeting.toStdString()}});
        server.queueChatReply(
            {{"content", nullptr}, {"tool_calls", {{{"id", "c1"}, {"name", "end_call"}, {"arguments", {{"reason", "done"}}}}}}});
        RunJob job(settings);
        LiveRunModel model;
        model.attach(&job);
        QStringList partials; // of turn 0, in order
        bool turnZeroArrived = false;
        bool partialAfterTurn = false;
        connect(&job, &RunJob::agentStreaming, this, [&](const QString &, int index, const QString &text) {
            if (index == 0) {
                partials << text;
                partialAfterTurn = partialAfterTurn || turnZeroArrived;
            }
        });
        connect(&job, &RunJob::turnAdded, this, [&](const QString &, int index) {
            if (index == 0)
                turnZeroArrived = true;
        });
        QSignalSpy finished(&job, &RunJob::finished);
        job.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Completed);
        // 14 words at 60 ms each: several batches, each a longer prefix of the greeting.
        QVERIFY2(partials.size() >= 3, qPrintable(partials.join(QLatin1Char('|'))));
        for (qsizetype i = 0; i < partials.size(); ++i) {
            QVERIFY2(greeting.startsWith(partials.at(i)), qPrintable(partials.at(i)));
            if (i > 0)
                QVERIFY(partials.at(i).size() > partials.at(i - 1).size());
        }
        QVERIFY(!partialAfterTurn);
        const QString id = model.conversationId(0);
        QCOMPARE(model.turns(id).first().text, greeting);
        QVERIFY(!model.streamingTurn(id)); // nothing left arriving
        const auto sent = server.chatRequests();
        QVERIFY(!sent.isEmpty());
        QVERIFY(sent.first().value("stream", false) == true);
    }

    void cancelLeavesItResumable()
    {
        RunJobSettings settings;
        settings.workspace = load();
        settings.request.agent = QStringLiteral("bella-flow-v1");
        settings.request.scenarioSet = QStringLiteral("all-callers");
        settings.request.repeat = 200;
        settings.request.offline = true;
        QString run;
        {
            RunJob job(settings);
            QSignalSpy finished(&job, &RunJob::finished);
            bool cancelled = false;
            connect(&job, &RunJob::conversationFinished, this, [&] {
                if (!cancelled) {
                    cancelled = true;
                    job.cancel();
                }
            });
            job.start();
            QVERIFY(finished.wait(60000));
            QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Cancelled);
            run = job.runId();
            QVERIFY(job.done() < 2000);
        }
        RunJobSettings resume;
        resume.workspace = load();
        resume.resume = run;
        RunJob again(resume);
        QSignalSpy started(&again, &RunJob::started);
        QSignalSpy finished(&again, &RunJob::finished);
        again.start();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Completed);
        QCOMPARE(started.first().at(0).toString(), run);
        QVERIFY(started.first().at(2).toInt() > 0); // done before the resume
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const auto summary = reader->run(run);
        QVERIFY(summary);
        QCOMPARE(summary->done, 2000);
    }

    void destroyingARunningJobCancelsIt()
    {
        RunJobSettings settings;
        settings.workspace = load();
        settings.request.agent = QStringLiteral("bella-flow-v1");
        settings.request.scenarioSet = QStringLiteral("all-callers");
        settings.request.repeat = 500;
        settings.request.offline = true;
        QString run;
        {
            RunJob job(settings);
            QSignalSpy started(&job, &RunJob::started);
            job.start();
            QVERIFY(started.wait(60000));
            run = job.runId();
        } // waits for its thread
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const auto summary = reader->run(run);
        QVERIFY(summary);
        QCOMPARE(summary->run.status, RunStatus::Cancelled);
    }

    void aJobThatCannotStartSaysWhy()
    {
        RunJobSettings settings;
        settings.workspace = load();
        settings.request.agent = QStringLiteral("nobody");
        RunJob job(settings);
        QSignalSpy failed(&job, &RunJob::failed);
        job.start();
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("unknown agent \"nobody\"")),
                 qPrintable(failed.first().at(0).toString()));
    }

    void estimateWorkedByHand()
    {
        // bella-v2 (an LLM agent) on the smoke set: 2 callers x 1 repeat,
        // 16 turns at most: 8 agent calls each. The prompt at 4 characters a
        // token; each call resends the turns before it: 8² = 64 turns of 60.
        Workspace ws = load();
        const QString prompt = QString::fromUtf8(ws.promptByPath(ws.agent(QStringLiteral("bella-v2"))->prompt)->bytes);
        const qint64 promptTokens = (prompt.size() + 3) / 4;
        for (Profile &p : ws.providers)
            if (p.id == QLatin1String("local-llama")) {
                p.inputPricePerMillion = 1.0;
                p.outputPricePerMillion = 2.0;
            }
        RunRequest request;
        request.agent = QStringLiteral("bella-v2");
        request.scenarioSet = QStringLiteral("smoke");
        GradeOptions grade; // the judge, 3 repeats
        const RunEstimate e = estimateRun(ws, request, grade);
        QVERIFY(e.problems.isEmpty());
        QCOMPARE(e.conversations, 2);
        QCOMPARE(e.roles.size(), 3); // agent, judge, probes (scripted callers)
        const RoleEstimate &agent = e.roles.at(0);
        QCOMPARE(agent.role, QStringLiteral("agent"));
        QCOMPARE(agent.profile, QStringLiteral("local-llama"));
        QCOMPARE(agent.calls, 16);
        QCOMPARE(agent.inputTokens, 2 * (8 * promptTokens + 60 * 64));
        QCOMPARE(agent.outputTokens, 2 * 8 * 60);
        QVERIFY(agent.cost);
        QCOMPARE(*agent.cost, (double(agent.inputTokens) * 1.0 + 960.0 * 2.0) / 1e6);
        // Judge: 2 x 3 calls of the rubric (1500) and a 16-turn transcript (960); 400 out.
        const RoleEstimate &judge = e.roles.at(1);
        QCOMPARE(judge.calls, 6);
        QCOMPARE(judge.inputTokens, 6 * 2460);
        QCOMPARE(judge.outputTokens, 6 * 400);
        QVERIFY(!judge.cost); // local-judge has no prices
        // Probes: 3 per conversation, 120 + 960 in, 40 out.
        const RoleEstimate &probes = e.roles.at(2);
        QCOMPARE(probes.calls, 6);
        QCOMPARE(probes.inputTokens, 6 * 1080);
        QCOMPARE(probes.outputTokens, 6 * 40);
        QCOMPARE(e.calls(), 28);
        QVERIFY(!e.cost()); // not every role has prices

        // Offline: nothing calls a model.
        request.offline = true;
        grade.offline = true;
        const RunEstimate offline = estimateRun(ws, request, grade);
        QCOMPARE(offline.calls(), 0);
        QCOMPARE(offline.cost().value_or(-1), 0.0);
        // A persona override and an unknown one (through the agent's profile:
        // bella-v2 offline is refused on its own, below).
        request.offline = false;
        request.personas = {QStringLiteral("busy-ana"), QStringLiteral("ghost")};
        QCOMPARE(estimateRun(ws, request, grade).problems, QStringList({QStringLiteral("unknown persona \"ghost\"")}));
        // Offline, an LLM agent, LLM callers and the LLM judge are refused, each with its reason.
        request.personas.clear();
        request.offline = true;
        request.caller = SimulationEnvironment::Caller::Llm;
        grade.offline = false;
        const QStringList offlineProblems = estimateRun(ws, request, grade).problems;
        QCOMPARE(offlineProblems.size(), 3);
        QVERIFY(offlineProblems.at(0).startsWith(QStringLiteral("bella-v2 is an LLM agent: it needs a model")));
        QVERIFY(offlineProblems.at(1).startsWith(QStringLiteral("Callers played by a model need a model")));
        QVERIFY(offlineProblems.at(2).startsWith(QStringLiteral("The LLM judge needs a model")));
    }
};

QTEST_GUILESS_MAIN(TestRunJob)
#include "tst_runjob.moc"
