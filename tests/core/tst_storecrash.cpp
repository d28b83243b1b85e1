// The store's durability contract under SIGKILL: a child process (this
// executable in child mode) writes a run conversation by conversation, turn
// by turn, and says on stdout each time a conversation is committed; the test
// kills it with SIGKILL at several moments, then checks that the database is
// intact, that every conversation reported done is there whole, that at most
// the conversation in flight is unfinished, and that a resume (begin again,
// same seeds) finishes the run with no conversation or turn lost or
// duplicated.
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace Polygon;

namespace {

constexpr int kConversations = 400;
constexpr int kTurns = 20;
const QString kRun = QStringLiteral("run-crash");
const char *const kChildVariable = "POLYGON_STORE_CRASH_CHILD";

QList<ConversationPlan> plans()
{
    QList<ConversationPlan> list;
    for (int i = 0; i < kConversations; ++i) {
        ConversationPlan p;
        p.scenario = QStringLiteral("smoke");
        p.persona = QStringLiteral("persona-%1").arg(i % 10);
        p.repeat = i / 10;
        p.seed = quint64(1000 + i);
        list.append(p);
    }
    return list;
}

Turn turnFor(quint64 seed, int index)
{
    Turn t;
    t.speaker = index % 2 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
    t.text = QStringLiteral("seed %1 turn %2").arg(seed).arg(index);
    if (index % 5 == 2)
        t.toolCalls.append(ToolCall {QStringLiteral("op-%1").arg(index), QStringLiteral("check_availability"),
                                     Json::object({{"seed", seed}}), true, Json::object({{"ok", true}})});
    return t;
}

// Writes every unfinished conversation of the run (creating the run first
// when there is none); prints "done N" after each conversation is committed.
int child(const QString &workspace)
{
    QString error;
    auto store = ResultStore::open(workspace, &error);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    QList<ConversationRecord> todo;
    {
        auto reader = StoreReader::open(workspace, &error);
        if (!reader || !reader->run(kRun)) {
            RunSpec spec;
            spec.id = kRun;
            spec.agent = QStringLiteral("bella-flow-v1");
            store->createRun(spec, plans());
            store->waitForIdle();
            reader = StoreReader::open(workspace, &error);
        }
        todo = reader->unfinishedConversations(kRun);
    }
    store->setRunStatus(kRun, RunStatus::Running);
    for (const ConversationRecord &c : std::as_const(todo)) {
        store->beginConversation(c.key);
        for (int i = 0; i < kTurns; ++i) {
            store->appendTurn(c.key, i, turnFor(c.plan.seed, i));
            QThread::usleep(300); // a turn takes a while: the writer commits turn by turn
        }
        store->finishConversation(c.key, {ConversationStatus::Done, QStringLiteral("end"), {}, {}, true});
        store->waitForIdle();
        std::printf("done %lld\n", c.rowId);
        std::fflush(stdout);
    }
    store->setRunStatus(kRun, RunStatus::Completed);
    store->waitForIdle();
    return store->errorCount() == 0 ? 0 : 1;
}

} // namespace

class TestStoreCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedWritesResume();

private:
    // Starts the child on `workspace`; kills it with SIGKILL once it reported
    // `after` conversations plus a few milliseconds. Returns the row ids it
    // reported done, or nothing when it finished before the kill.
    QList<qint64> runAndKill(const QString &workspace, int after, int extraMs, bool *finished);
};

void TestStoreCrash::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

QList<qint64> TestStoreCrash::runAndKill(const QString &workspace, int after, int extraMs, bool *finished)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildVariable), workspace);
    process.setProcessEnvironment(env);
    process.start(QCoreApplication::applicationFilePath(), {});
    QList<qint64> done;
    QByteArray pending;
    *finished = false;
    while (done.size() < after) {
        if (!process.waitForReadyRead(30000)) {
            *finished = process.state() == QProcess::NotRunning;
            break;
        }
        pending += process.readAllStandardOutput();
        qsizetype newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
            done.append(pending.left(newline).mid(5).toLongLong());
            pending.remove(0, newline + 1);
        }
    }
    QThread::msleep(ulong(extraMs));
    process.kill(); // SIGKILL
    process.waitForFinished(30000);
    pending += process.readAllStandardOutput();
    for (const QByteArray &line : pending.split('\n'))
        if (line.startsWith("done "))
            done.append(line.mid(5).toLongLong());
    return done;
}

void TestStoreCrash::killedWritesResume()
{
    QTemporaryDir tmp;
    const QString db = StoreSchema::databasePath(tmp.path());
    QList<qint64> reportedDone;
    int kills = 0;
    // Kill three times at different moments (mid-conversation thanks to the
    // extra delay), then let the last resume finish.
    const QList<QPair<int, int>> moments = {{5, 3}, {40, 11}, {30, 0}};
    for (const auto &[after, extraMs] : moments) {
        bool finished = false;
        const QList<qint64> done = runAndKill(tmp.path(), after, extraMs, &finished);
        QVERIFY2(!finished, "the child finished before it could be killed");
        ++kills;
        reportedDone += done;

        QCOMPARE(StoreSchema::check(db).status, StoreSchema::CheckResult::Status::Ok);
        QString error;
        auto reader = StoreReader::open(tmp.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        const QList<ConversationRecord> all = reader->conversations(kRun);
        QCOMPARE(all.size(), kConversations);
        int running = 0;
        for (const ConversationRecord &c : all) {
            if (reportedDone.contains(c.rowId)) {
                QCOMPARE(c.status, ConversationStatus::Done); // committed before it was reported: never lost
            }
            if (c.status == ConversationStatus::Done)
                QCOMPARE(c.turnCount, kTurns);
            else if (c.status == ConversationStatus::Running)
                ++running;
            else
                QCOMPARE(c.turnCount, 0);
            QVERIFY(c.turnCount <= kTurns);
        }
        QVERIFY2(running <= 1, qPrintable(QString::number(running))); // only the conversation in flight
        int partialTurns = 0;
        for (const ConversationRecord &c : all)
            if (c.status == ConversationStatus::Running)
                partialTurns += c.turnCount;
        qInfo("kill %d: %lld conversations reported done so far, %d in flight with %d turns committed", kills,
              qlonglong(reportedDone.size()), running, partialTurns);
    }
    QCOMPARE(kills, 3);

    // The last resume runs to the end.
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildVariable), tmp.path());
    process.setProcessEnvironment(env);
    process.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 0);

    QString error;
    auto reader = StoreReader::open(tmp.path(), &error);
    const auto summary = reader->run(kRun);
    QCOMPARE(summary->run.status, RunStatus::Completed);
    QCOMPARE(summary->done, kConversations);
    const StoreCounts counts = reader->counts();
    QCOMPARE(counts.conversations, kConversations);
    QCOMPARE(counts.turns, kConversations * kTurns);
    QCOMPARE(counts.toolCalls, kConversations * 4); // turns 2, 7, 12, 17
    for (const ConversationRecord &c : reader->conversations(kRun)) {
        const auto stored = reader->loadConversation(c.key);
        QCOMPARE(stored->conversation.turns.size(), kTurns);
        for (int i = 0; i < kTurns; ++i)
            QCOMPARE(stored->conversation.turns.at(i), turnFor(c.plan.seed, i)); // the same seed, the same turns
    }
    QCOMPARE(StoreSchema::check(StoreSchema::databasePath(tmp.path())).status, StoreSchema::CheckResult::Status::Ok);
}

int main(int argc, char **argv)
{
    // Child mode: the writer the test kills.
    if (qEnvironmentVariableIsSet(kChildVariable)) {
        QCoreApplication app(argc, argv);
        return child(qEnvironmentVariable(kChildVariable));
    }
    QCoreApplication app(argc, argv);
    TestStoreCrash test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storecrash.moc"
