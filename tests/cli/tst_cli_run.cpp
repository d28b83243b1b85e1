// polygon-cli run / --resume / demo: a run killed with SIGKILL at three
// moments and resumed ends with exactly the conversations (and turns) of an
// uninterrupted run with the same seeds — nothing lost, nothing duplicated; a
// SIGINT cancels cleanly; pass^k is printed; the demo creates the expected rows.
#include "core/store/storereader.h"

#include "clirunner.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Polygon;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

// Every conversation of the only run in `ws`: id → status and turns as JSON text.
QMap<QString, QString> snapshot(const QString &ws, QString *runId = nullptr)
{
    QString error;
    auto reader = StoreReader::open(ws, &error);
    QMap<QString, QString> out;
    if (!reader)
        return out;
    const auto runs = reader->runs();
    if (runs.size() != 1)
        return out;
    if (runId)
        *runId = runs.first().run.spec.id;
    for (const ConversationRecord &c : reader->conversations(runs.first().run.spec.id)) {
        const auto stored = reader->loadConversation(c.key);
        QStringList turns;
        for (const Turn &t : stored->conversation.turns)
            turns.append(t.text + QLatin1Char('|') + t.heard + QLatin1Char('|') + QString::number(t.toolCalls.size()));
        out.insert(c.plan.conversationId,
                   conversationStatusName(c.status) + QLatin1Char(' ') + c.endReason + QLatin1Char(' ')
                       + turns.join(QLatin1Char('/')));
    }
    return out;
}

int doneCount(const QString &ws)
{
    QString error;
    auto reader = StoreReader::open(ws, &error);
    if (!reader)
        return 0;
    const auto runs = reader->runs();
    return runs.isEmpty() ? 0 : runs.first().done;
}

} // namespace

class TestCliRun : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_count = 0;

    QString freshWorkspace()
    {
        const QString ws = m_dir.filePath(QStringLiteral("ws%1").arg(++m_count));
        if (!copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws).isEmpty())
            return {};
        return ws;
    }
    QStringList bigRun(const QString &ws)
    {
        // 10 callers × 150 repeats = 1,500 conversations, one at a time.
        return {QStringLiteral("run"),         ws,
                QStringLiteral("--agent"),     QStringLiteral("bella-flow-v2"),
                QStringLiteral("--scenarios"), QStringLiteral("all-callers"),
                QStringLiteral("--repeat"),    QStringLiteral("150"),
                QStringLiteral("--offline")};
    }

private Q_SLOTS:
    void runPrintsPassK()
    {
        const QString ws = freshWorkspace();
        const Run r = runCli({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                              QStringLiteral("--scenarios"), QStringLiteral("noisy-line"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String(": completed, 8 of 8 conversations done")), qPrintable(r.out));
        // 4 callers × 2 repeats; three reach their outcome both times, one never:
        // pass^1 = pass^2 = (1 + 1 + 1 + 0) / 4.
        QVERIFY2(r.out.contains(QLatin1String("callers whose every repeat reached its outcome: 3 of 4")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("pass^1 = 0.750")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("pass^2 = 0.750")), qPrintable(r.out));
        QVERIFY2(r.err.startsWith(QLatin1String("run run-")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("[8/8] bella-flow-v1-")), qPrintable(r.err)); // plain progress lines off a TTY
        const Run listed = runCli({QStringLiteral("runs"), ws});
        QVERIFY2(listed.out.contains(QLatin1String("completed  8/8")), qPrintable(listed.out));
    }

    void killedThreeTimesAndResumedEqualsUninterrupted()
    {
        const QString reference = freshWorkspace();
        const Run whole = runCli(bigRun(reference));
        QVERIFY2(whole.code == 0, qPrintable(whole.err));
        const QMap<QString, QString> expected = snapshot(reference);
        QCOMPARE(expected.size(), 1500);

        const QString ws = freshWorkspace();
        QString runId;
        for (const int atLeast : {1, 500, 1000}) {
            QProcess p;
            if (runId.isEmpty())
                p.start(QStringLiteral(POLYGON_CLI_PATH), bigRun(ws));
            else
                p.start(QStringLiteral(POLYGON_CLI_PATH), {QStringLiteral("run"), ws, QStringLiteral("--resume"), runId});
            QVERIFY(p.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            while (doneCount(ws) < atLeast && p.state() == QProcess::Running && waited.elapsed() < 60000)
                QTest::qWait(5);
            QVERIFY2(p.state() == QProcess::Running, "the run ended before it could be killed");
            ::kill(pid_t(p.processId()), SIGKILL);
            QVERIFY(p.waitForFinished(10000));
            snapshot(ws, &runId);
            QVERIFY(!runId.isEmpty());
            const int done = doneCount(ws);
            QVERIFY2(done >= atLeast && done < 1500, qPrintable(QString::number(done)));
        }
        const Run resumed = runCli({QStringLiteral("run"), ws, QStringLiteral("--resume"), runId});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QLatin1String(": completed, 1500 of 1500 conversations done")), qPrintable(resumed.out));
        const QMap<QString, QString> actual = snapshot(ws);
        QCOMPARE(actual.size(), expected.size());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QCOMPARE(actual.value(it.key()), it.value());
        const Run check = runCli({QStringLiteral("db"), QStringLiteral("check"), ws});
        QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
    }

    void sigintCancelsAndResumeFinishes()
    {
        const QString ws = freshWorkspace();
        QProcess p;
        p.start(QStringLiteral(POLYGON_CLI_PATH), bigRun(ws));
        QVERIFY(p.waitForStarted());
        QElapsedTimer waited;
        waited.start();
        while (doneCount(ws) < 50 && p.state() == QProcess::Running && waited.elapsed() < 60000)
            QTest::qWait(5);
        QVERIFY(p.state() == QProcess::Running);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 130);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("cancelled; finish it with: polygon-cli run WORKSPACE --resume run-")),
                 qPrintable(err));
        QString error;
        auto reader = StoreReader::open(ws, &error);
        QVERIFY(reader);
        const RunSummary s = reader->runs().first();
        QCOMPARE(s.run.status, RunStatus::Cancelled);
        QCOMPARE(s.running, 0);
        QVERIFY(s.done >= 50 && s.done < 1500);
        reader.reset();
        const Run resumed = runCli({QStringLiteral("run"), ws, QStringLiteral("--resume"), QStringLiteral("latest")});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QCOMPARE(snapshot(ws).size(), 1500);
    }

    void resumeRefusesAChangedConfiguration()
    {
        const QString ws = freshWorkspace();
        QCOMPARE(runCli({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                         QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")})
                     .code,
                 0);
        QFile flow(ws + QStringLiteral("/flows/bella-flow-v1.json"));
        QVERIFY(flow.open(QIODevice::ReadWrite));
        QByteArray bytes = flow.readAll();
        bytes.replace("Bella Vista", "Bella Vista Zagreb");
        flow.resize(0);
        flow.write(bytes);
        flow.close();
        const Run r = runCli({QStringLiteral("run"), ws, QStringLiteral("--resume"), QStringLiteral("latest")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("changed since run")), qPrintable(r.err));
    }

    void badArguments()
    {
        const QString ws = freshWorkspace();
        Run r = runCli({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                        QStringLiteral("--repeat"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(QLatin1String("--repeat needs a whole number from 1 to 1000")));
        r = runCli({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                    QStringLiteral("--scenarios"), QStringLiteral("nope"), QStringLiteral("--offline")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("polygon.json:1:1: unknown scenario set \"nope\"")), qPrintable(r.err));
        r = runCli({QStringLiteral("run"), ws, QStringLiteral("--resume"), QStringLiteral("run-nope")});
        QCOMPARE(r.code, 2);
        QVERIFY(!QFileInfo::exists(ws + QStringLiteral("/polygon.db-nothing")));
    }

    void demo()
    {
        const QString dir = m_dir.filePath(QStringLiteral("demo"));
        QElapsedTimer t;
        t.start();
        const Run r = runCli({QStringLiteral("demo"), dir});
        qInfo("demo took %lld ms", t.elapsed());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("bella-flow-v1 — run run-")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("pass^3 by verdict (pass counts): ")),
                 qPrintable(r.out)); // graded, not the pass rule
        QVERIFY(!r.out.contains(QLatin1String("(pass rule: ")));
        QString error;
        auto reader = StoreReader::open(dir, &error);
        QVERIFY2(reader, qPrintable(error));
        const auto runs = reader->runs();
        QCOMPARE(runs.size(), 2);
        for (const RunSummary &s : runs) {
            QCOMPARE(s.run.status, RunStatus::Completed);
            QCOMPARE(s.total, 30); // 10 callers × 3 repeats
            QCOMPARE(s.done, 30);
        }
        // Then both runs are graded offline, each into a completed grading, and
        // the summary shows the probe rules' answers for every version.
        QVERIFY2(r.out.contains(
                     QStringLiteral("bella-flow-v1 graded as its conversations finished (offline: rule judge, probe rules):")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(
            QStringLiteral("bella-flow-v2 graded as its conversations finished (offline: rule judge, probe rules):")));
        QCOMPARE(r.out.count(QStringLiteral("  probe checks-before-retrying: ")), 2);
        // The example's point: create_booking times out now and then; v1 books
        // again at once, v2 looks the booking up first. The probe rule sees it
        // (v1 never conforms, v2 always), and so does the rule judge's blind
        // retry rule: v2's calls that met the fault score higher.
        const QRegularExpression v1Probe(QStringLiteral("probe checks-before-retrying: 0 of ([1-9][0-9]*) applicable"));
        const QRegularExpression v2Probe(QStringLiteral("probe checks-before-retrying: ([1-9][0-9]*) of \\1 applicable"));
        QVERIFY2(v1Probe.match(r.out).hasMatch(), qPrintable(r.out));
        QVERIFY2(v2Probe.match(r.out).hasMatch(), qPrintable(r.out));
        const QRegularExpression faults(QStringLiteral("on the calls that met a tool fault: bella-flow-v1 composite mean "
                                                       "([0-9.]+) \\([0-9]+ calls\\), bella-flow-v2 ([0-9.]+)"));
        const QRegularExpressionMatch m = faults.match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        QVERIFY2(m.captured(2).toDouble() > m.captured(1).toDouble(), qPrintable(m.captured(0)));
        for (const RunSummary &s : runs) {
            const QList<GradingRecord> gradings = reader->gradings(s.run.spec.id);
            QCOMPARE(gradings.size(), 1);
            QCOMPARE(gradings.first().judge, QStringLiteral("rules"));
            QCOMPARE(gradings.first().status, QStringLiteral("completed"));
        }
        QCOMPARE(runCli({QStringLiteral("demo"), dir}).code, 2); // never over an existing workspace
    }
};

QTEST_GUILESS_MAIN(TestCliRun)
#include "tst_cli_run.moc"
