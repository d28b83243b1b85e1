// Durability of the results store with real processes (docs/store.md, "What
// survives a kill"):
// - a run resumed while other processes read the same database in a loop
//   (polygon-cli runs, polygon-cli db check, a StoreReader in this process)
//   finishes every conversation it reports, and the database says so;
// - a run killed with SIGKILL at any moment — in its first second too — has
//   committed the run and every planned conversation before its first
//   conversation was reported, and every conversation it reported as finished;
// - a resume after each kill finishes the run.
// POLYGON_DURABILITY_TRIALS=N repeats the resume-with-readers trial N times
// (3 by default, to keep the suite short).
#include "core/store/storereader.h"

#include "clirunner.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Polygon;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

struct DbState
{
    bool readable = false;
    QString error;
    int runs = 0;
    RunStatus status = RunStatus::Queued;
    int total = 0;
    int done = 0;
    QSet<QString> doneIds; // conversation ids with status done
};

DbState readState(const QString &ws)
{
    DbState s;
    QString error;
    auto reader = StoreReader::open(ws, &error);
    if (!reader) {
        s.error = error;
        return s;
    }
    const auto runs = reader->runs();
    s.readable = reader->lastError().isEmpty();
    s.error = reader->lastError();
    s.runs = int(runs.size());
    if (runs.isEmpty())
        return s;
    s.status = runs.first().run.status;
    s.total = runs.first().total;
    s.done = runs.first().done;
    for (const ConversationRecord &c : reader->conversations(runs.first().run.spec.id))
        if (c.status == ConversationStatus::Done)
            s.doneIds.insert(c.plan.conversationId);
    return s;
}

// The conversation ids a run reported as finished on stderr ("[12/1500] <id>: …").
QStringList reportedIds(const QString &err)
{
    static const QRegularExpression line(QStringLiteral("^\\[\\d+/\\d+\\] (\\S+): "), QRegularExpression::MultilineOption);
    QStringList ids;
    auto it = line.globalMatch(err);
    while (it.hasNext())
        ids.append(it.next().captured(1));
    return ids;
}

} // namespace

class TestCliDurability : public QObject
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
    static QStringList bigRun(const QString &ws, int repeat, int concurrency)
    {
        return {QStringLiteral("run"),           ws,
                QStringLiteral("--agent"),       QStringLiteral("bella-flow-v2"),
                QStringLiteral("--scenarios"),   QStringLiteral("all-callers"),
                QStringLiteral("--repeat"),      QString::number(repeat),
                QStringLiteral("--concurrency"), QString::number(concurrency),
                QStringLiteral("--offline")};
    }

private Q_SLOTS:
    // Item 1 of the durability review: a resume with readers beside it.
    void resumeWithConcurrentReadersLosesNothing()
    {
        const int trials = qEnvironmentVariableIsSet("POLYGON_DURABILITY_TRIALS")
            ? qEnvironmentVariableIntValue("POLYGON_DURABILITY_TRIALS")
            : 3;
        for (int trial = 0; trial < trials; ++trial) {
            const QString ws = freshWorkspace();
            // 10 callers × 150 = 1,500 conversations; killed after some are done.
            QProcess first;
            first.start(QStringLiteral(POLYGON_CLI_PATH), bigRun(ws, 150, 1));
            QVERIFY(first.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            while (readState(ws).done < 100 && first.state() == QProcess::Running && waited.elapsed() < 60000)
                QTest::qWait(20);
            QVERIFY2(first.state() == QProcess::Running, "the run ended before it could be killed");
            ::kill(pid_t(first.processId()), SIGKILL);
            QVERIFY(first.waitForFinished(10000));

            // The resume, with two reading processes looping beside it and this
            // process reading too.
            QProcess resume;
            resume.start(QStringLiteral(POLYGON_CLI_PATH),
                         {QStringLiteral("run"), ws, QStringLiteral("--resume"), QStringLiteral("latest")});
            QVERIFY(resume.waitForStarted());
            QStringList readerTrouble;
            int reads = 0;
            const QList<QStringList> readerArgs
                = {{QStringLiteral("runs"), ws}, {QStringLiteral("db"), QStringLiteral("check"), ws}};
            QList<QProcess *> readers;
            for (int i = 0; i < readerArgs.size(); ++i)
                readers.append(new QProcess(this));
            const auto startReader = [&](int i) { readers[i]->start(QStringLiteral(POLYGON_CLI_PATH), readerArgs[i]); };
            for (int i = 0; i < readers.size(); ++i)
                startReader(i);
            while (resume.state() == QProcess::Running) {
                for (int i = 0; i < readers.size(); ++i) {
                    QProcess *r = readers[i];
                    if (r->state() != QProcess::NotRunning)
                        continue;
                    const QString out = QString::fromUtf8(r->readAllStandardOutput() + r->readAllStandardError());
                    if (out.contains(QLatin1String("malformed")) || out.contains(QLatin1String("damaged")))
                        readerTrouble.append(out);
                    ++reads;
                    if (resume.state() == QProcess::Running)
                        startReader(i);
                }
                const DbState mid = readState(ws);
                if (!mid.error.isEmpty() && mid.error.contains(QLatin1String("malformed")))
                    readerTrouble.append(mid.error);
                QTest::qWait(10);
            }
            for (QProcess *r : std::as_const(readers)) {
                r->waitForFinished(30000);
                delete r;
            }
            QVERIFY(resume.state() == QProcess::NotRunning || resume.waitForFinished(10000));
            QCOMPARE(resume.exitStatus(), QProcess::NormalExit);
            const QString out = QString::fromUtf8(resume.readAllStandardOutput());
            const QString err = QString::fromUtf8(resume.readAllStandardError());
            QVERIFY2(resume.exitCode() == 0, qPrintable(err));
            QVERIFY2(out.contains(QLatin1String(": completed, 1500 of 1500 conversations done")), qPrintable(out));
            QVERIFY2(readerTrouble.isEmpty(), qPrintable(readerTrouble.join(QLatin1Char('\n'))));
            QVERIFY2(reads > 0, "no reader ran beside the resume");

            // What the resume printed is what the database holds.
            const DbState after = readState(ws);
            QVERIFY2(after.readable, qPrintable(after.error));
            QCOMPARE(after.status, RunStatus::Completed);
            QCOMPARE(after.total, 1500);
            QCOMPARE(after.done, 1500);
            QCOMPARE(int(after.doneIds.size()), 1500);
            const Run check = runCli({QStringLiteral("db"), QStringLiteral("check"), ws});
            QVERIFY2(check.code == 0, qPrintable(QString::number(check.code) + QLatin1Char(' ') + check.out + check.err));
            // Nothing of the database left behind as deleted-but-open files: the
            // write-ahead log is checkpointed and gone once every process closed it.
            QVERIFY2(!QFileInfo::exists(ws + QStringLiteral("/polygon.db-wal"))
                         || QFileInfo(ws + QStringLiteral("/polygon.db-wal")).size() == 0,
                     "the write-ahead log was left behind");
            qInfo("trial %d: %d reads beside the resume", trial + 1, reads);
        }
    }

    // Item 2: kill -9 at many moments, from the first milliseconds on.
    void killAtAnyMomentLosesNothingReported_data()
    {
        QTest::addColumn<int>("delayMs"); // kill this long after the start, or
        QTest::addColumn<int>("afterReported"); // once this many conversations were reported
        QTest::addColumn<int>("concurrency");
        // Fixed moments (the suite is repeatable): inside the first 400 ms —
        // before the plan, while planning, among the first conversations — and,
        // whatever the build's speed, after 1, 100, 400 and 800 reported conversations.
        for (const int concurrency : {1, 4}) {
            for (const int delay : {0, 20, 60, 120, 250, 400})
                QTest::addRow("%d ms, concurrency %d", delay, concurrency) << delay << 0 << concurrency;
            for (const int reported : {1, 100, 400, 800})
                QTest::addRow("after %d reported, concurrency %d", reported, concurrency) << -1 << reported << concurrency;
        }
    }

    void killAtAnyMomentLosesNothingReported()
    {
        QFETCH(int, delayMs);
        QFETCH(int, afterReported);
        QFETCH(int, concurrency);
        const QString ws = freshWorkspace();
        QProcess p;
        QByteArray errBytes;
        bool killed = false;
        connect(&p, &QProcess::readyReadStandardError, &p, [&] {
            const QByteArray chunk = p.readAllStandardError();
            errBytes += chunk;
            if (afterReported <= 0 || killed)
                return;
            if (reportedIds(QString::fromUtf8(errBytes)).size() >= afterReported) {
                ::kill(pid_t(p.processId()), SIGKILL);
                killed = true;
            }
        });
        p.start(QStringLiteral(POLYGON_CLI_PATH), bigRun(ws, 100, concurrency)); // 1,000 conversations
        QVERIFY(p.waitForStarted());
        if (afterReported <= 0) {
            if (delayMs > 0)
                QTest::qWait(delayMs);
            if (p.state() == QProcess::Running) {
                ::kill(pid_t(p.processId()), SIGKILL);
                killed = true;
            }
        }
        QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(60000));
        errBytes += p.readAllStandardError();
        const QString err = QString::fromUtf8(errBytes);
        const QStringList reported = reportedIds(err);
        const bool announced = err.contains(QLatin1String("run run-"));
        if (afterReported > 0)
            QVERIFY2(killed,
                     qPrintable(QStringLiteral("the run ended before %1 conversations were reported").arg(afterReported)));
        // A run that ended before the moment came must be whole; the checks below hold either way.
        if (!killed)
            QCOMPARE(p.exitCode(), 0);

        if (!QFileInfo::exists(ws + QStringLiteral("/polygon.db"))) {
            QVERIFY2(!announced && reported.isEmpty(), "a run was reported but no database exists");
            return;
        }
        const DbState s = readState(ws);
        QVERIFY2(s.error.isEmpty(), qPrintable(s.error));
        if (announced || !reported.isEmpty()) {
            // The run and its whole plan were committed before anything was reported.
            QCOMPARE(s.runs, 1);
            QCOMPARE(s.total, 1000);
        }
        for (const QString &id : reported)
            QVERIFY2(s.doneIds.contains(id),
                     qPrintable(QStringLiteral("%1 was reported finished but is not stored as done "
                                               "(%2 reported, %3 done)")
                                    .arg(id)
                                    .arg(reported.size())
                                    .arg(s.done)));
        QVERIFY2(s.done >= reported.size(), qPrintable(QStringLiteral("%1 < %2").arg(s.done).arg(reported.size())));
        const Run check = runCli({QStringLiteral("db"), QStringLiteral("check"), ws});
        QVERIFY2(check.code == 0, qPrintable(check.out + check.err));
        if (s.runs == 1) {
            const Run resumed = runCli({QStringLiteral("run"), ws, QStringLiteral("--resume"), QStringLiteral("latest")});
            QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
            QVERIFY2(resumed.out.contains(QLatin1String(": completed, 1000 of 1000 conversations done")),
                     qPrintable(resumed.out));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDurability)
#include "tst_cli_durability.moc"
