// The results screens' core: RunsModel, RunConversationsModel and
// ConversationModel (with QAbstractItemModelTester, live appends included),
// ResultsLoader against a real store (the example workspace run offline with
// polygon-cli and graded offline), the word diff, and deleting a run.

#include "clirunner.h"

#include "core/grade/passrule.h"
#include "core/results/conversationmodel.h"
#include "core/results/resultsloader.h"
#include "core/results/runconversationsmodel.h"
#include "core/results/runsmodel.h"
#include "core/results/worddiff.h"
#include "core/run/verdicts.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/workspace/conversationformat.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

class TestResults : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    QString m_graded; // smoke, graded offline
    QString m_ungraded; // smoke, repeat 2, not graded

    QString latestRun()
    {
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        return reader ? reader->findRun(QStringLiteral("latest"), &error)->run.spec.id : QString();
    }

    // Rows of `table` that belong to `run` (directly or through its conversations / gradings).
    static qint64 rowsOf(const QString &dbPath, const QString &sql, const QString &run)
    {
        const QString name = QStringLiteral("count-") + QString::number(nextId());
        qint64 n = -1;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(dbPath);
            if (db.open()) {
                QSqlQuery q(db);
                q.prepare(sql);
                q.addBindValue(run);
                if (q.exec() && q.next())
                    n = q.value(0).toLongLong();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return n;
    }
    static int nextId()
    {
        static int n = 0;
        return ++n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        CliRun r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                           QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        m_graded = latestRun();
        r = runCli({QStringLiteral("grade"), m_ws, m_graded, QStringLiteral("--offline")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err)); // 1: a fail verdict
        QTest::qWait(1100); // the runs' created_at differ (sorting by time)
        r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v2"),
                    QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--repeat"), QStringLiteral("2"),
                    QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        m_ungraded = latestRun();
        QVERIFY(m_ungraded != m_graded);
    }

    void wordDiff_data()
    {
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("heard");
        QTest::addColumn<QStringList>("changedHeard");
        QTest::newRow("same") << QStringLiteral("five people") << QStringLiteral("five people") << QStringList();
        QTest::newRow("one word") << QStringLiteral("fifty people please") << QStringLiteral("five zero people please")
                                  << QStringList {QStringLiteral("five"), QStringLiteral("zero")};
        QTest::newRow("case and punctuation ignored")
            << QStringLiteral("Table for Saturday.") << QStringLiteral("table for saturday") << QStringList();
        QTest::newRow("dropped word") << QStringLiteral("at seven tonight") << QStringLiteral("at tonight") << QStringList();
        QTest::newRow("added word") << QStringLiteral("at seven") << QStringLiteral("at eleven seven")
                                    << QStringList {QStringLiteral("eleven")};
    }

    void wordDiff()
    {
        QFETCH(QString, said);
        QFETCH(QString, heard);
        QFETCH(QStringList, changedHeard);
        const QList<WordDiffPart> parts = changedWords(said, heard);
        QString joined;
        QStringList changed;
        for (const WordDiffPart &p : parts) {
            joined += p.text;
            if (p.changed)
                changed << p.text;
        }
        QCOMPARE(joined, heard); // the parts cut `heard` exactly
        QCOMPARE(changed, changedHeard);
    }

    // The prompt history's line diff: "-n"/"+n"/" n" (0-based line of the
    // side it comes from) per line, worked out by hand.
    void lineDiff_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("same") << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\n")
                              << QStringList {QStringLiteral(" 0 a"), QStringLiteral(" 1 b")};
        QTest::newRow("line added at the end")
            << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\nc\n")
            << QStringList {QStringLiteral(" 0 a"), QStringLiteral(" 1 b"), QStringLiteral("+2 c")};
        QTest::newRow("line changed in the middle: removed before added")
            << QStringLiteral("a\nb\nc") << QStringLiteral("a\nB\nc")
            << QStringList {QStringLiteral(" 0 a"), QStringLiteral("-1 b"), QStringLiteral("+1 B"), QStringLiteral(" 2 c")};
        QTest::newRow("first line removed") << QStringLiteral("x\na\n") << QStringLiteral("a\n")
                                            << QStringList {QStringLiteral("-0 x"), QStringLiteral(" 0 a")};
        QTest::newRow("from nothing") << QString() << QStringLiteral("a\nb")
                                      << QStringList {QStringLiteral("+0 a"), QStringLiteral("+1 b")};
        QTest::newRow("to nothing") << QStringLiteral("a\nb") << QString()
                                    << QStringList {QStringLiteral("-0 a"), QStringLiteral("-1 b")};
        QTest::newRow("CRLF read as LF") << QStringLiteral("a\r\nb\r\n") << QStringLiteral("a\nb\n")
                                         << QStringList {QStringLiteral(" 0 a"), QStringLiteral(" 1 b")};
        // LCS of (a b c d) and (b a d c) has length 2; the common head/tail
        // are empty, so the table decides: keep "b" then "d".
        QTest::newRow("reordered") << QStringLiteral("a\nb\nc\nd") << QStringLiteral("b\na\nd\nc")
                                   << QStringList {QStringLiteral("-0 a"), QStringLiteral(" 0 b"), QStringLiteral("-2 c"),
                                                   QStringLiteral("+1 a"), QStringLiteral(" 2 d"), QStringLiteral("+3 c")};
    }

    void lineDiff()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QStringList, expected);
        QStringList got;
        for (const LineDiffLine &line : Polygon::lineDiff(from, to)) {
            const QString mark = line.kind == LineDiffLine::Same ? QStringLiteral(" ")
                : line.kind == LineDiffLine::Removed             ? QStringLiteral("-")
                                                                 : QStringLiteral("+");
            got << mark + QString::number(line.kind == LineDiffLine::Removed ? line.fromLine : line.toLine) + QLatin1Char(' ')
                    + line.text;
        }
        QCOMPARE(got, expected);
    }

    void runsModelShowsCountsAndGrades()
    {
        QString error;
        const QList<RunRow> rows = ResultsLoader::readRuns(m_ws, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        RunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(rows);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));

        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY(reader);
        // The graded run: the latest grading's verdicts, composite mean and pass^k by verdict.
        const int g = model.rowOfRun(m_graded);
        QVERIFY(g >= 0);
        QCOMPARE(model.index(g, RunsModel::AgentColumn).data().toString(), QStringLiteral("bella-flow-v1"));
        QCOMPARE(model.index(g, RunsModel::ScenarioSetColumn).data().toString(), QStringLiteral("smoke"));
        QCOMPARE(model.index(g, RunsModel::StatusColumn).data().toString(), QStringLiteral("completed"));
        QCOMPARE(model.index(g, 0).data(RunsModel::DoneRole).toInt(), 2);
        QCOMPARE(model.index(g, 0).data(RunsModel::TotalRole).toInt(), 2);
        QCOMPARE(model.index(g, RunsModel::ConversationsColumn).data().toString(), QStringLiteral("2/2"));
        const QList<GradingRecord> gradings = reader->gradings(m_graded);
        QCOMPARE(gradings.size(), 1);
        QCOMPARE(model.index(g, 0).data(RunsModel::GradingRole).toString(), gradings.first().id);
        QCOMPARE(model.index(g, 0).data(RunsModel::PassHatKRuleRole).toString(), QStringLiteral("verdicts"));
        QVariantMap expected;
        double sum = 0;
        int scored = 0;
        int passes = 0;
        for (const ConversationRecord &c : reader->conversations(m_graded)) {
            const QList<JudgmentRecord> j = reader->judgments(c.key, gradings.first().id);
            QCOMPARE(j.size(), 1);
            expected[j.first().verdict] = expected.value(j.first().verdict).toInt() + 1;
            if (j.first().composite) {
                sum += *j.first().composite;
                ++scored;
            }
            passes += j.first().verdict == QLatin1String("pass") ? 1 : 0;
        }
        QCOMPARE(model.index(g, 0).data(RunsModel::VerdictCountsRole).toMap(), expected);
        QVERIFY(scored > 0);
        QVERIFY(qAbs(model.index(g, 0).data(RunsModel::CompositeMeanRole).toDouble() - sum / scored) < 1e-9);
        // k = 1: pass^1 is the share of "pass" verdicts.
        QVERIFY(qAbs(model.index(g, 0).data(RunsModel::PassHatKRole).toDouble() - passes / 2.0) < 1e-9);
        QVERIFY(model.index(g, RunsModel::PassHatKColumn).data().toString().contains(QStringLiteral("verdicts")));

        // The ungraded run: no verdicts; pass^2 by the pass rule over its repeats.
        const int u = model.rowOfRun(m_ungraded);
        QVERIFY(u >= 0);
        QCOMPARE(model.index(u, 0).data(RunsModel::TotalRole).toInt(), 4);
        QCOMPARE(model.index(u, 0).data(RunsModel::RepeatRole).toInt(), 2);
        QVERIFY(model.index(u, 0).data(RunsModel::GradingRole).toString().isEmpty());
        QCOMPARE(model.index(u, RunsModel::VerdictsColumn).data().toString(), QStringLiteral("not graded"));
        QVERIFY(!model.index(u, 0).data(RunsModel::CompositeMeanRole).isValid());
        QCOMPARE(model.index(u, 0).data(RunsModel::PassHatKRuleRole).toString(), QStringLiteral("pass_rule"));
        QList<std::pair<int, int>> trials;
        QMap<QString, std::pair<int, int>> byPersona;
        for (const ConversationRecord &c : reader->conversations(m_ungraded)) {
            auto &[n, p] = byPersona[c.key.persona];
            ++n;
            p += c.passed.value_or(false) ? 1 : 0;
        }
        for (const auto &t : std::as_const(byPersona))
            trials.append(t);
        const auto expectedPass = passHatK(trials, 2);
        QVERIFY(expectedPass.has_value());
        QVERIFY(qAbs(model.index(u, 0).data(RunsModel::PassHatKRole).toDouble() - *expectedPass) < 1e-9);
        QVERIFY(model.index(u, RunsModel::PassHatKColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("pass rule")));
    }

    void loaderLoadsOffTheGuiThread()
    {
        ResultsLoader loader;
        loader.setWorkspace(m_ws);
        QSignalSpy runs(&loader, &ResultsLoader::runsAvailable);
        QSignalSpy failed(&loader, &ResultsLoader::failed);
        loader.loadRuns();
        loader.loadRuns(); // the first becomes stale: one answer
        QVERIFY(runs.wait(10000));
        QTest::qWait(100);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(runs.first().first().value<QList<RunRow>>().size(), 2);

        QSignalSpy conversations(&loader, &ResultsLoader::conversationsAvailable);
        loader.loadConversations(m_graded);
        QVERIFY(conversations.wait(10000));
        QCOMPARE(conversations.first().first().toString(), m_graded);
        const auto rows = conversations.first().at(1).value<QList<ConversationRow>>();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.first().record.key.persona, QStringLiteral("cooperative-ivana"));
        QVERIFY(!rows.first().verdict.isEmpty());

        QSignalSpy detail(&loader, &ResultsLoader::conversationAvailable);
        loader.loadConversationById(QStringLiteral("latest"), rows.first().record.plan.conversationId);
        QVERIFY(failed.wait(10000)); // "latest" is the ungraded run: its conversations have other ids
        QVERIFY2(failed.first().first().toString().contains(rows.first().record.plan.conversationId),
                 qPrintable(failed.first().first().toString()));
        QCOMPARE(detail.size(), 0);
        loader.loadConversationById(m_graded, rows.first().record.plan.conversationId);
        QVERIFY(detail.wait(10000));
        const auto d = detail.last().first().value<ConversationDetail>();
        QCOMPARE(d.key(), rows.first().record.key);
        QCOMPARE(d.gradings.size(), 1);
        QCOMPARE(d.judgments.size(), 1);
        QVERIFY(!d.stored.conversation.turns.isEmpty());

        // A workspace without a store: no runs, no error.
        QTemporaryDir empty;
        loader.setWorkspace(empty.path());
        loader.loadRuns();
        QVERIFY(runs.wait(10000));
        QCOMPARE(runs.last().first().value<QList<RunRow>>().size(), 0);
        QCOMPARE(failed.size(), 1);
    }

    void runConversationsModel()
    {
        QString error;
        const QList<ConversationRow> rows = ResultsLoader::readConversations(m_ws, m_ungraded, &error);
        QVERIFY(error.isEmpty());
        RunConversationsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConversations(m_ungraded, rows);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(1, RunConversationsModel::RepeatColumn).data().toInt(), 2);
        QCOMPARE(model.index(0, RunConversationsModel::StatusColumn).data().toString(), QStringLiteral("done"));
        QVERIFY(model.index(0, RunConversationsModel::TurnsColumn).data().toInt() > 0);
        QCOMPARE(model.index(0, RunConversationsModel::TurnsColumn).data().toInt(), rows.first().record.turnCount);
        QVERIFY(model.index(0, RunConversationsModel::VerdictColumn).data().toString().isEmpty());
        const auto key = model.index(2, 0).data(RunConversationsModel::KeyRole).value<ConversationKey>();
        QCOMPARE(key, rows.at(2).record.key);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void conversationModelWholeAndLive()
    {
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const ConversationRecord first = reader->conversations(m_graded).first();
        const auto stored = reader->loadConversation(first.key);
        QVERIFY(stored);
        const int turns = int(stored->conversation.turns.size());
        QVERIFY(turns >= 3);

        ConversationModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConversation(*stored);
        QCOMPARE(model.rowCount(), turns + 1); // the ending row
        QCOMPARE(model.index(turns, 0).data(ConversationModel::KindRole).toString(), QStringLiteral("ending"));
        QCOMPARE(model.index(turns, 0).data(ConversationModel::EndReasonRole).toString(), stored->record.endReason);
        QCOMPARE(model.index(0, 0).data(ConversationModel::TextRole).toString(), stored->conversation.turns.first().text);
        QCOMPARE(model.index(0, 0).data(ConversationModel::SpeakerRole).toString(),
                 Turn::speakerName(stored->conversation.turns.first().speaker));
        // Tool calls come with their arguments and result.
        int calls = 0;
        for (int i = 0; i < turns; ++i)
            for (const QVariant &c : model.index(i, 0).data(ConversationModel::ToolCallsRole).toList()) {
                ++calls;
                QVERIFY(!c.toMap().value(QStringLiteral("name")).toString().isEmpty());
            }
        int expectedCalls = 0;
        for (const Turn &t : stored->conversation.turns)
            expectedCalls += int(t.toolCalls.size());
        QCOMPARE(calls, expectedCalls);
        // Copy as JSON is the §1 conversation.
        const Json json = Json::parse(model.toJson().toStdString());
        QVERIFY(json == conversationToJson(stored->conversation));
        // Evidence quotes are found in their turn, as the judge matches them.
        const QString text = stored->conversation.turns.at(2).text;
        QVERIFY(text.size() > 12);
        QCOMPARE(model.turnOfQuote(text.mid(2, 10).toUpper()) <= 2, true);
        QCOMPARE(model.turnOfQuote(QStringLiteral("words nobody said zzq")), -1);

        // Live: a running conversation grows turn by turn, then ends.
        StoredConversation running;
        running.record.status = ConversationStatus::Running;
        model.setConversation(running);
        QCOMPARE(model.rowCount(), 0);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        Turn caller;
        caller.speaker = Turn::Speaker::Caller;
        caller.text = QStringLiteral("table for fifty people");
        caller.heard = QStringLiteral("table for five zero people");
        caller.hasHeard = true;
        model.appendTurn(caller);
        Turn agent;
        agent.speaker = Turn::Speaker::Agent;
        agent.text = QStringLiteral("Let me check.");
        ToolCall call;
        call.name = QStringLiteral("check_availability");
        call.arguments = {{"party_size", 50}};
        agent.toolCalls.append(call); // no result yet: a timeout so far
        model.appendTurn(agent, {ToolCallExtra {QStringLiteral("timeout"), 5000}});
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data(ConversationModel::HeardRole).toString(), caller.heard);
        const QVariantList heardDiff = model.index(0, 0).data(ConversationModel::HeardDiffRole).toList();
        QStringList changed;
        for (const QVariant &p : heardDiff)
            if (p.toMap().value(QStringLiteral("changed")).toBool())
                changed << p.toMap().value(QStringLiteral("text")).toString();
        QCOMPARE(changed, (QStringList {QStringLiteral("five"), QStringLiteral("zero")}));
        QVariantMap c = model.index(1, 0).data(ConversationModel::ToolCallsRole).toList().first().toMap();
        QCOMPARE(c.value(QStringLiteral("fault")).toString(), QStringLiteral("timeout"));
        QCOMPARE(c.value(QStringLiteral("latencyMs")).toInt(), 5000);
        QCOMPARE(c.value(QStringLiteral("arguments")).toString(), QStringLiteral("{\"party_size\":50}"));
        // The result arrives: the turn is updated in place.
        QSignalSpy changedRows(&model, &QAbstractItemModel::dataChanged);
        agent.toolCalls[0].result = {{"available", true}};
        model.updateTurn(1, agent, {ToolCallExtra {QString(), 120}});
        QCOMPARE(changedRows.size(), 1);
        c = model.index(1, 0).data(ConversationModel::ToolCallsRole).toList().first().toMap();
        QCOMPARE(c.value(QStringLiteral("fault")).toString(), QString());
        QCOMPARE(c.value(QStringLiteral("result")).toString(), QStringLiteral("{\"available\":true}"));
        // It ends in an error: the ending row says so; a later turn goes before it.
        model.setOutcome(ConversationStatus::Failed, QStringLiteral("error"), 1, QStringLiteral("the agent timed out"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, 0).data(ConversationModel::ErrorRole).toString(), QStringLiteral("the agent timed out"));
        QCOMPARE(model.index(1, 0).data(ConversationModel::LoopRole).toBool(), true);
        model.appendTurn(caller);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(2, 0).data(ConversationModel::KindRole).toString(), QStringLiteral("turn"));
        QCOMPARE(model.index(3, 0).data(ConversationModel::KindRole).toString(), QStringLiteral("ending"));
        QCOMPARE(model.conversation().turns.size(), 3);
    }

    void deleteRunRemovesEverything()
    {
        // A person's verdict on a conversation of the graded run first.
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const ConversationRecord c = reader->conversations(m_graded).first();
        Diagnostics problems;
        QVERIFY(recordHumanVerdict(m_ws, m_graded, c.plan.conversationId, QStringLiteral("fail"),
                                   {{QStringLiteral("goal_completion"), 2}}, problems));
        QCOMPARE(reader->humanVerdicts(m_graded).size(), 1);
        { // and a model call and a call-evidence result of it (an offline run has neither)
            auto store = ResultStore::open(m_ws, &error);
            QVERIFY2(store, qPrintable(error));
            ModelCallRecord call;
            call.run = m_graded;
            call.conversation = c.key;
            call.role = ModelCallRecord::Role::Judge;
            call.request = {{"model", "m"}};
            store->appendModelCall(call);
            EvidenceResultRecord evidence;
            evidence.run = m_graded;
            evidence.conversation = c.key;
            evidence.call = QStringLiteral("call-1");
            evidence.verdict = QStringLiteral("pass");
            store->saveEvidenceResult(evidence);
            QVERIFY(store->waitForIdle());
            QCOMPARE(store->takeErrors().size(), 0);
        }
        const QString db = m_ws + QStringLiteral("/polygon.db");
        const QStringList byConversation = {
            QStringLiteral("SELECT count(*) FROM turns t JOIN conversations c ON c.id = t.conversation_id WHERE c.run_id = ?"),
            QStringLiteral("SELECT count(*) FROM tool_calls k JOIN turns t ON t.id = k.turn_id "
                           "JOIN conversations c ON c.id = t.conversation_id WHERE c.run_id = ?"),
            QStringLiteral("SELECT count(*) FROM judgments j JOIN gradings g ON g.id = j.grading_id WHERE g.run_id = ?"),
            QStringLiteral("SELECT count(*) FROM probe_answers a JOIN gradings g ON g.id = a.grading_id WHERE g.run_id = ?"),
            QStringLiteral("SELECT count(*) FROM human_verdicts h JOIN conversations c ON c.id = h.conversation_id "
                           "WHERE c.run_id = ?"),
            QStringLiteral("SELECT count(*) FROM gradings WHERE run_id = ?"),
            QStringLiteral("SELECT count(*) FROM conversations WHERE run_id = ?"),
            QStringLiteral("SELECT count(*) FROM runs WHERE id = ?"),
            QStringLiteral("SELECT count(*) FROM model_calls WHERE run_id = ?"),
            QStringLiteral("SELECT count(*) FROM evidence_results WHERE run_id = ?"),
        };
        for (const QString &sql : byConversation)
            QVERIFY2(rowsOf(db, sql, m_graded) > 0, qPrintable(sql));
        const qint64 otherTurns = rowsOf(db, byConversation.first(), m_ungraded);
        QVERIFY(otherTurns > 0);

        ResultsLoader loader;
        loader.setWorkspace(m_ws);
        QSignalSpy deleted(&loader, &ResultsLoader::runDeleted);
        QSignalSpy failed(&loader, &ResultsLoader::failed);
        loader.deleteRun(m_graded);
        QVERIFY(deleted.wait(10000));
        QCOMPARE(failed.size(), 0);
        for (const QString &sql : byConversation)
            QVERIFY2(rowsOf(db, sql, m_graded) == 0, qPrintable(sql));
        // The other run is untouched.
        QCOMPARE(rowsOf(db, byConversation.first(), m_ungraded), otherTurns);
        QCOMPARE(ResultsLoader::readRuns(m_ws, &error).size(), 1);
        // Deleting it again fails, and says so.
        loader.deleteRun(m_graded);
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.first().first().toString().contains(m_graded));
    }
};

QTEST_GUILESS_MAIN(TestResults)
#include "tst_results.moc"
