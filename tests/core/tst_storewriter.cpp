// Tests for the results store's writer and readers (ResultStore,
// StoreReader, storeexport.h): a conversation with tool calls, heard text,
// actions and unicode comes back equal; failed writes are reported with the
// table and constraint while the rest is kept; readers on other threads read
// while thousands of turns are written and never see "database is locked";
// resume semantics (unfinished conversations with their seeds, a restarted
// conversation loses its half-written turns, a done one is never redone);
// model calls, judgments, probe answers, evidence, configurations, run status.
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/model/workspace.h"
#include "core/store/resultstore.h"
#include "core/store/storeexport.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"
#include "core/workspace/conversationformat.h"
#include "core/workspace/workspaceloader.h"

#include <QAtomicInt>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Polygon;

namespace {

// Json compares through its text: QCOMPARE cannot take nlohmann values.
QString dump(const Json &value)
{
    return toQString(value.dump());
}

ConversationPlan planFor(const QString &persona, int repeat = 0, quint64 seed = 1,
                         const QString &scenario = QStringLiteral("smoke"))
{
    ConversationPlan p;
    p.scenario = scenario;
    p.persona = persona;
    p.personaHash = QStringLiteral("hash-") + persona;
    p.repeat = repeat;
    p.seed = seed;
    p.conversationId = QStringLiteral("bella-%1-s%2").arg(persona).arg(seed);
    p.label = QStringLiteral("bella-flow-v1");
    p.rubric = QStringLiteral("v2");
    return p;
}

RunSpec specFor(const QString &id)
{
    RunSpec s;
    s.id = id;
    s.workspaceName = QStringLiteral("Bella Vista");
    s.agent = QStringLiteral("bella-flow-v1");
    s.agentPath = QStringLiteral("agents/bella-flow-v1.json");
    s.scenarioSet = QStringLiteral("smoke");
    s.seed = 42;
    s.offline = true;
    return s;
}

Turn agentTurn(const QString &text, Turn::Action action = Turn::Action::None)
{
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = text;
    t.action = action;
    return t;
}

Turn callerTurn(const QString &text, const QString &heard)
{
    Turn t;
    t.speaker = Turn::Speaker::Caller;
    t.text = text;
    t.heard = heard;
    t.hasHeard = true;
    return t;
}

// The conversation the round trip stores: every field FORMATS.md §1 knows.
Conversation richConversation()
{
    Conversation c;
    c.id = QStringLiteral("bella-busy-ana-s18446744073709551615");
    c.rubric = QStringLiteral("v2");
    c.source = QStringLiteral("simulated");
    c.scenario = QStringLiteral("smoke");
    c.configuration = QStringLiteral("bella-flow-v1");
    c.groundTruth = Json::parse(R"({"party_size": 5, "name": "Ana Kovačević", "date": "2025-06-01"})");
    c.turns.append(agentTurn(QStringLiteral("Bella Vista, dobar dan! Kako vam mogu pomoći?")));
    c.turns.append(callerTurn(QStringLiteral("Хочу заказать столик на пятьдесят человек 🍝"),
                              QStringLiteral("Хочу заказать столик на пять ноль человек")));
    Turn withTools = agentTurn(QString()); // a turn that only calls tools: empty text
    ToolCall check;
    check.id = QStringLiteral("op-1");
    check.name = QStringLiteral("check_availability");
    check.arguments
        = Json::parse(R"({"party_size": 50, "date": "2025-06-01", "notes": ["terasa", "ž"], "nested": {"a": [1, 2.5, null]}})");
    check.valid = true;
    check.result = Json::parse(R"({"available": false, "reason": "too many — sorry"})");
    ToolCall book;
    book.id = QStringLiteral("op-2");
    book.name = QStringLiteral("create_booking");
    book.arguments = Json::parse(R"({"party_size": "fifty"})");
    book.valid = false;
    book.result = Json(); // timed out: no result
    withTools.toolCalls = {check, book};
    c.turns.append(withTools);
    c.turns.append(callerTurn(QStringLiteral("ok"), QString())); // heard recorded as empty
    c.turns.append(agentTurn(QStringLiteral("Spajam vas s kolegom."), Turn::Action::Transfer));
    return c;
}

} // namespace

class TestStoreWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void roundTrip();
    void exportReadsBackAsConversation();
    void duplicateTurnReported();
    void unknownConversationReported();
    void duplicatePlanReported();
    void doneConversationNeverRedone();
    void resumeRestartsUnfinished();
    void readWhileWriting();
    void writersOnSeveralThreads();
    void runStatusAndCounts();
    void findRun();
    void modelCalls();
    void judgmentsProbesEvidence();
    void configurations();
    void promptVersions();
    void cancelAndDelete();
    void recordConversation();
};

void TestStoreWriter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStoreWriter::roundTrip()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY2(store, qPrintable(error));
    const Conversation original = richConversation();
    ConversationPlan plan = planFor(QStringLiteral("busy-ana"), 0, std::numeric_limits<quint64>::max());
    plan.conversationId = original.id;
    plan.groundTruth = original.groundTruth;
    plan.inputHashes = Json::parse(R"({"flow": "f1", "persona": "p1"})");
    const QString run = store->createRun(specFor(QString()), {plan});
    QVERIFY2(run.startsWith(QStringLiteral("run-")) && run.size() == 26, qPrintable(run)); // run-YYYYMMDD-HHMMSS-xxxxxx
    const ConversationKey key = plan.key(run);
    store->beginConversation(key);
    const QList<ToolCallExtra> extras = {{QString(), 120}, {QStringLiteral("timeout"), 5000}};
    for (qsizetype i = 0; i < original.turns.size(); ++i)
        store->appendTurn(key, int(i), original.turns.at(i), i == 2 ? extras : QList<ToolCallExtra>());
    ConversationOutcome outcome;
    outcome.endReason = QStringLiteral("transfer");
    outcome.loopTurn = 3;
    store->finishConversation(key, outcome);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->takeErrors().size(), 0);
    QCOMPARE(store->queuedWrites(), 0);

    auto reader = StoreReader::open(tmp.path(), &error);
    QVERIFY2(reader, qPrintable(error));
    const auto stored = reader->loadConversation(key);
    QVERIFY2(stored, qPrintable(reader->lastError()));
    QCOMPARE(stored->conversation, original);
    QCOMPARE(stored->toolCallExtras.size(), 5);
    QCOMPARE(stored->toolCallExtras.at(2), extras);
    QVERIFY(stored->toolCallExtras.at(0).isEmpty());
    const ConversationRecord &r = stored->record;
    QCOMPARE(r.key, key);
    QCOMPARE(r.status, ConversationStatus::Done);
    QCOMPARE(r.endReason, QStringLiteral("transfer"));
    QCOMPARE(r.loopTurn, std::optional<int>(3));
    QCOMPARE(r.plan.seed, std::numeric_limits<quint64>::max()); // bit for bit through a signed column
    QCOMPARE(r.plan.personaHash, QStringLiteral("hash-busy-ana"));
    QCOMPARE(dump(r.plan.inputHashes), dump(plan.inputHashes));
    QCOMPARE(r.plan.stage, Stage::Simulate);
    QCOMPARE(r.turnCount, 5);
    QVERIFY(r.startedAt.isValid());
    QVERIFY(r.finishedAt >= r.startedAt);
    QVERIFY(!r.passed);
}

void TestStoreWriter::exportReadsBackAsConversation()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY(store);
    const Conversation original = richConversation();
    ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    plan.conversationId = original.id;
    plan.groundTruth = original.groundTruth;
    const QString run = store->createRun(specFor(QStringLiteral("run-x")), {plan});
    store->recordConversation(plan.key(run), original, {ConversationStatus::Done, QStringLiteral("transfer"), {}, {}, false});
    GradingRecord grading;
    grading.id = QStringLiteral("grading-1");
    grading.run = run;
    grading.judge = QStringLiteral("rules");
    store->beginGrading(grading);
    JudgmentRecord j;
    j.grading = grading.id;
    j.conversation = plan.key(run);
    j.rubric = QStringLiteral("v2@0123456789ab");
    j.composite = 43.75;
    j.verdict = QStringLiteral("fail");
    store->saveJudgment(j);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);

    auto reader = StoreReader::open(tmp.path(), &error);
    QList<Json> exported;
    QVERIFY(forEachExportedConversation(
        *reader, run, {false}, [&](const Json &c) { return exported.append(c), true; }, &error));
    QCOMPARE(exported.size(), 1);
    const Json &e = exported.first();
    QCOMPARE(dump(e["end_reason"]), dump(Json("transfer")));
    QCOMPARE(dump(e["status"]), dump(Json("done")));
    QCOMPARE(dump(e["passed"]), dump(Json(false)));
    QCOMPARE(dump(e["run"]), dump(Json("run-x")));
    QCOMPARE(e["judgments"].size(), size_t(1));
    QCOMPARE(dump(e["judgments"][0]["composite"]), dump(Json(43.75)));
    QVERIFY(!e.contains("started_at")); // no timings asked
    QVERIFY(!e.contains("loop_turn"));

    // What export writes is a FORMATS.md §1 conversation: the reader takes it back unchanged.
    Diagnostics problems;
    const std::string text = e.dump();
    auto doc = JsonDocument::parse(QByteArray(text.data(), qsizetype(text.size())), QStringLiteral("export.json"), problems);
    QVERIFY(doc);
    ObjectReader objectReader(*doc, std::string(), QStringLiteral("the conversation"), problems);
    const auto back = readConversation(objectReader);
    QVERIFY2(back, problems.isEmpty() ? "" : qPrintable(problems.first().toString()));
    QCOMPARE(*back, original);
}

void TestStoreWriter::duplicateTurnReported()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY(store);
    QSignalSpy failed(store.get(), &ResultStore::writeFailed);
    const ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    const QString run = store->createRun(specFor(QStringLiteral("run-dup")), {plan});
    const ConversationKey key = plan.key(run);
    store->beginConversation(key);
    store->appendTurn(key, 0, agentTurn(QStringLiteral("first")));
    Turn again = agentTurn(QStringLiteral("second, same index"));
    again.toolCalls.append(ToolCall {QStringLiteral("op-9"), QStringLiteral("find_booking"), Json::object(), true, Json()});
    store->appendTurn(key, 0, again);
    store->appendTurn(key, 1, agentTurn(QStringLiteral("after the failure")));
    store->finishConversation(key, {});
    QVERIFY(store->waitForIdle());

    const QList<StoreError> errors = store->takeErrors();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().operation, QStringLiteral("append turn 0 of run-dup/smoke/busy-ana/#0"));
    QCOMPARE(errors.first().message, QStringLiteral("UNIQUE constraint failed: turns.conversation_id, turns.turn_index"));
    QVERIFY(errors.first().statement.startsWith(QStringLiteral("INSERT INTO turns ")));
    QCOMPARE(errors.first().toString(),
             QStringLiteral("append turn 0 of run-dup/smoke/busy-ana/#0: UNIQUE constraint failed: turns.conversation_id, "
                            "turns.turn_index [")
                 + errors.first().statement + QLatin1Char(']'));
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().value<StoreError>().message, errors.first().message);
    QCOMPARE(store->takeErrors().size(), 0); // taken
    QCOMPARE(store->errorCount(), 1);

    // The rest is kept: the first turn, the next one, the finish; the refused turn's tool call is not there.
    auto reader = StoreReader::open(tmp.path(), &error);
    const auto stored = reader->loadConversation(key);
    QCOMPARE(stored->conversation.turns.size(), 2);
    QCOMPARE(stored->conversation.turns.at(0).text, QStringLiteral("first"));
    QCOMPARE(stored->conversation.turns.at(1).text, QStringLiteral("after the failure"));
    QCOMPARE(stored->record.status, ConversationStatus::Done);
    QCOMPARE(reader->counts().toolCalls, 0);
}

void TestStoreWriter::unknownConversationReported()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const ConversationKey ghost {QStringLiteral("run-none"), QStringLiteral("smoke"), QStringLiteral("nobody"), 2};
    store->appendTurn(ghost, 0, agentTurn(QStringLiteral("hello")));
    store->setRunStatus(QStringLiteral("run-none"), RunStatus::Completed);
    store->finishConversation(ghost, {ConversationStatus::Running, {}, {}, {}, {}});
    QVERIFY(store->waitForIdle());
    const QList<StoreError> errors = store->takeErrors();
    QCOMPARE(errors.size(), 3);
    QCOMPARE(errors.at(0).toString(),
             QStringLiteral("append turn 0 of run-none/smoke/nobody/#2: no conversation "
                            "run-none/smoke/nobody/#2 in the store (plan it with the run first)"));
    QCOMPARE(errors.at(1).toString(), QStringLiteral("mark run run-none completed: no run run-none in the store"));
    QCOMPARE(errors.at(2).toString(),
             QStringLiteral("finish conversation run-none/smoke/nobody/#2 as running: a "
                            "conversation finishes as done, failed or cancelled"));
}

void TestStoreWriter::duplicatePlanReported()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const QString run = store->createRun(specFor(QStringLiteral("run-p")),
                                         {planFor(QStringLiteral("busy-ana"), 0), planFor(QStringLiteral("busy-ana"), 1)});
    // A resume that planned again: the same (run, scenario, persona, repeat) is refused, the new one added.
    store->planConversations(run, {planFor(QStringLiteral("busy-ana"), 1), planFor(QStringLiteral("busy-ana"), 2)});
    store->createRun(specFor(QStringLiteral("run-p")), {});
    QVERIFY(store->waitForIdle());
    const QList<StoreError> errors = store->takeErrors();
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors.at(0).operation, QStringLiteral("plan conversation run-p/smoke/busy-ana/#1"));
    QCOMPARE(errors.at(0).message,
             QStringLiteral("UNIQUE constraint failed: conversations.run_id, conversations.scenario, "
                            "conversations.persona_id, conversations.repeat_index"));
    QCOMPARE(errors.at(1).operation, QStringLiteral("create run run-p"));
    QCOMPARE(errors.at(1).message, QStringLiteral("UNIQUE constraint failed: runs.id"));
    auto reader = StoreReader::open(tmp.path(), &error);
    QCOMPARE(reader->conversations(run).size(), 3);
}

void TestStoreWriter::doneConversationNeverRedone()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    const QString run = store->createRun(specFor(QStringLiteral("run-d")), {plan});
    const ConversationKey key = plan.key(run);
    store->beginConversation(key);
    store->appendTurn(key, 0, agentTurn(QStringLiteral("done once")));
    store->finishConversation(key, {});
    store->beginConversation(key);
    store->appendTurn(key, 0, agentTurn(QStringLiteral("done twice?")));
    QVERIFY(store->waitForIdle());
    const QList<StoreError> errors = store->takeErrors();
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors.at(0).toString(),
             QStringLiteral("begin conversation run-d/smoke/busy-ana/#0: the conversation is "
                            "already done; a resumed run does not redo it"));
    QCOMPARE(errors.at(1).message, QStringLiteral("UNIQUE constraint failed: turns.conversation_id, turns.turn_index"));
    auto reader = StoreReader::open(tmp.path(), &error);
    QCOMPARE(reader->loadConversation(key)->conversation.turns.first().text, QStringLiteral("done once"));
}

void TestStoreWriter::resumeRestartsUnfinished()
{
    QTemporaryDir tmp;
    QString error;
    const QList<ConversationPlan> plans
        = {planFor(QStringLiteral("busy-ana"), 0, 11), planFor(QStringLiteral("busy-ana"), 1, 12),
           planFor(QStringLiteral("confused-josip"), 0, 13), planFor(QStringLiteral("talkative-snjezana"), 0, 14)};
    QString run;
    {
        // The first process: one conversation done, one half-written (then killed), one failed, one never started.
        auto store = ResultStore::open(tmp.path(), &error);
        run = store->createRun(specFor(QString()), plans);
        store->setRunStatus(run, RunStatus::Running);
        store->recordConversation(plans.at(0).key(run), richConversation(), {});
        store->beginConversation(plans.at(1).key(run));
        store->appendTurn(plans.at(1).key(run), 0, richConversation().turns.at(0));
        store->appendTurn(plans.at(1).key(run), 1, richConversation().turns.at(1));
        store->appendTurn(plans.at(1).key(run), 2, richConversation().turns.at(2)); // with tool calls
        store->beginConversation(plans.at(2).key(run));
        store->appendTurn(plans.at(2).key(run), 0, agentTurn(QStringLiteral("half")));
        ModelCallRecord call;
        call.conversation = plans.at(2).key(run);
        store->appendModelCall(call);
        store->finishConversation(
            plans.at(2).key(run),
            {ConversationStatus::Failed, QStringLiteral("error"), {}, QStringLiteral("network: connection refused"), {}});
        QVERIFY(store->waitForIdle());
        QCOMPARE(store->errorCount(), 0);
    }

    auto reader = StoreReader::open(tmp.path(), &error);
    const QList<ConversationRecord> todo = reader->unfinishedConversations(run);
    QCOMPARE(todo.size(), 3);
    QCOMPARE(todo.at(0).key, plans.at(1).key(run));
    QCOMPARE(todo.at(0).status, ConversationStatus::Running);
    QCOMPARE(todo.at(0).plan.seed, quint64(12));
    QCOMPARE(todo.at(0).turnCount, 3);
    QCOMPARE(todo.at(1).key, plans.at(2).key(run));
    QCOMPARE(todo.at(1).status, ConversationStatus::Failed);
    QCOMPARE(todo.at(1).error, QStringLiteral("network: connection refused"));
    QCOMPARE(todo.at(2).key, plans.at(3).key(run));
    QCOMPARE(todo.at(2).status, ConversationStatus::Pending);
    QCOMPARE(todo.at(2).plan.seed, quint64(14));
    QCOMPARE(reader->counts().toolCalls, 4); // 2 in the done conversation, 2 in the half-written one

    {
        // The resume: every unfinished conversation again from its first turn.
        auto store = ResultStore::open(tmp.path(), &error);
        store->setRunStatus(run, RunStatus::Running);
        for (const ConversationRecord &c : todo) {
            store->beginConversation(c.key);
            store->appendTurn(c.key, 0, agentTurn(QStringLiteral("again %1").arg(c.plan.seed)));
            store->finishConversation(c.key, {});
        }
        store->setRunStatus(run, RunStatus::Completed);
        QVERIFY(store->waitForIdle());
        QCOMPARE(store->errorCount(), 0);
    }
    QVERIFY(reader->unfinishedConversations(run).isEmpty());
    for (int i = 1; i < 4; ++i) {
        const auto c = reader->loadConversation(plans.at(i).key(run));
        QCOMPARE(c->conversation.turns.size(), 1);
        QCOMPARE(c->conversation.turns.first().text, QStringLiteral("again %1").arg(11 + i));
        QVERIFY(c->record.error.isEmpty());
    }
    QCOMPARE(reader->loadConversation(plans.at(0).key(run))->conversation.turns, richConversation().turns); // untouched
    const StoreCounts counts = reader->counts();
    QCOMPARE(counts.conversations, 4);
    QCOMPARE(counts.turns, 5 + 3);
    QCOMPARE(counts.toolCalls, 2); // the half-written turn's calls went with it
    QCOMPARE(counts.modelCalls, 0); // so did the failed attempt's model call
    const auto summary = reader->run(run);
    QCOMPARE(summary->done, 4);
    QCOMPARE(summary->run.status, RunStatus::Completed);
}

void TestStoreWriter::readWhileWriting()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY(store);
    constexpr int conversations = 100;
    constexpr int turnsEach = 50; // 5,000 turns
    QList<ConversationPlan> plans;
    for (int i = 0; i < conversations; ++i)
        plans.append(planFor(QStringLiteral("p%1").arg(i), 0, quint64(i)));
    const QString run = store->createRun(specFor(QStringLiteral("run-rw")), plans);
    QVERIFY(store->waitForIdle());

    QAtomicInt writing(1);
    QStringList readerErrors;
    QList<qint64> seen;
    int readsDuringWrites = 0;
    QThread *readerThread = QThread::create([&] {
        QString why;
        auto reader = StoreReader::open(tmp.path(), &why);
        if (!reader) {
            readerErrors.append(why);
            return;
        }
        while (true) {
            const bool stillWriting = writing.loadAcquire();
            const StoreCounts counts = reader->counts();
            const auto summary = reader->run(run);
            if (!reader->lastError().isEmpty())
                readerErrors.append(reader->lastError());
            if (!summary)
                readerErrors.append(QStringLiteral("run missing"));
            seen.append(counts.turns);
            if (!stillWriting)
                break;
            ++readsDuringWrites;
        }
    });
    readerThread->start();
    for (int c = 0; c < conversations; ++c) {
        const ConversationKey key = plans.at(c).key(run);
        store->beginConversation(key);
        for (int t = 0; t < turnsEach; ++t)
            store->appendTurn(key, t, callerTurn(QStringLiteral("turn %1 of %2").arg(t).arg(c), QStringLiteral("heard")));
        store->finishConversation(key, {});
        if (c % 10 == 0)
            QThread::msleep(5); // a producer at a conversation's pace, so reads interleave with commits
    }
    QVERIFY(store->waitForIdle());
    writing.storeRelease(0);
    QVERIFY(readerThread->wait(60000));
    delete readerThread;

    QCOMPARE(readerErrors, QStringList());
    QVERIFY2(readsDuringWrites >= 2, qPrintable(QString::number(readsDuringWrites)));
    QVERIFY(std::is_sorted(seen.begin(), seen.end())); // committed turns only ever grow
    QCOMPARE(seen.last(), qint64(conversations * turnsEach));
    QCOMPARE(store->errorCount(), 0);
}

void TestStoreWriter::writersOnSeveralThreads()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    constexpr int threads = 4;
    constexpr int perThread = 25;
    QList<ConversationPlan> plans;
    for (int i = 0; i < threads * perThread; ++i)
        plans.append(planFor(QStringLiteral("p%1").arg(i)));
    const QString run = store->createRun(specFor(QStringLiteral("run-mt")), plans);
    QList<QThread *> workers;
    for (int w = 0; w < threads; ++w) {
        workers.append(QThread::create([&, w] {
            for (int i = w * perThread; i < (w + 1) * perThread; ++i) {
                const ConversationKey key = plans.at(i).key(run);
                store->beginConversation(key);
                for (int t = 0; t < 10; ++t)
                    store->appendTurn(key, t, agentTurn(QStringLiteral("%1.%2").arg(i).arg(t)));
                store->finishConversation(key, {});
            }
        }));
        workers.last()->start();
    }
    for (QThread *w : std::as_const(workers)) {
        QVERIFY(w->wait(60000));
        delete w;
    }
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);
    auto reader = StoreReader::open(tmp.path(), &error);
    QCOMPARE(reader->run(run)->done, threads * perThread);
    QCOMPARE(reader->counts().turns, threads * perThread * 10);
    QCOMPARE(reader->loadConversation(plans.at(57).key(run))->conversation.turns.at(9).text, QStringLiteral("57.9"));
}

void TestStoreWriter::runStatusAndCounts()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    RunSpec spec = specFor(QStringLiteral("run-s"));
    spec.repeat = 3;
    spec.concurrency = 2;
    spec.options = Json::parse(R"({"noise": 0.3, "max_turns": 20})");
    QList<ConversationPlan> plans;
    for (int r = 0; r < 3; ++r)
        plans.append(planFor(QStringLiteral("busy-ana"), r, quint64(100 + r)));
    plans.append(planFor(QStringLiteral("confused-josip"), 0, 200));
    plans.append(planFor(QStringLiteral("cooperative-ivana"), 0, 300));
    const QString run = store->createRun(spec, plans);
    store->beginConversation(plans.at(0).key(run));
    store->finishConversation(plans.at(0).key(run), {});
    store->beginConversation(plans.at(1).key(run));
    store->finishConversation(plans.at(1).key(run), {ConversationStatus::Failed, {}, {}, QStringLiteral("boom"), {}});
    store->beginConversation(plans.at(2).key(run));
    store->beginConversation(plans.at(3).key(run));
    store->finishConversation(plans.at(3).key(run), {ConversationStatus::Cancelled, QStringLiteral("cancelled"), {}, {}, {}});
    QVERIFY(store->waitForIdle());

    auto reader = StoreReader::open(tmp.path(), &error);
    auto summary = reader->run(run);
    QVERIFY(summary);
    QCOMPARE(summary->run.status, RunStatus::Queued);
    QVERIFY(!summary->run.finishedAt.isValid());
    QCOMPARE(summary->total, 5);
    QCOMPARE(summary->done, 1);
    QCOMPARE(summary->failed, 1);
    QCOMPARE(summary->running, 1);
    QCOMPARE(summary->cancelled, 1);
    QCOMPARE(summary->pending, 1);
    QCOMPARE(summary->run.spec.repeat, 3);
    QCOMPARE(summary->run.spec.concurrency, 2);
    QCOMPARE(dump(summary->run.spec.options), dump(spec.options));
    QCOMPARE(summary->run.polygonVersion, QStringLiteral(POLYGON_VERSION));

    store->setRunStatus(run, RunStatus::Failed, QStringLiteral("the model endpoint went away"));
    QVERIFY(store->waitForIdle());
    summary = reader->run(run);
    QCOMPARE(summary->run.status, RunStatus::Failed);
    QCOMPARE(summary->run.error, QStringLiteral("the model endpoint went away"));
    QVERIFY(summary->run.finishedAt.isValid());
    store->setRunStatus(run, RunStatus::Running); // resumed
    QVERIFY(store->waitForIdle());
    summary = reader->run(run);
    QCOMPARE(summary->run.status, RunStatus::Running);
    QVERIFY(!summary->run.finishedAt.isValid());
    QCOMPARE(reader->runs().size(), 1);
    QCOMPARE(store->errorCount(), 0);
}

void TestStoreWriter::findRun()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    store->createRun(specFor(QStringLiteral("run-20250101-a")), {});
    QVERIFY(store->waitForIdle());
    QThread::msleep(5); // created_at differs
    store->createRun(specFor(QStringLiteral("run-20250101-b")), {});
    store->createRun(specFor(QStringLiteral("run-2025")), {});
    QVERIFY(store->waitForIdle());
    auto reader = StoreReader::open(tmp.path(), &error);
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));

    QCOMPARE(reader->findRun(QStringLiteral("run-20250101-a"), &error)->run.spec.id, QStringLiteral("run-20250101-a"));
    QCOMPARE(reader->findRun(QStringLiteral("run-20250101-b"), &error)->run.spec.id, QStringLiteral("run-20250101-b"));
    QCOMPARE(reader->findRun(QStringLiteral("run-2025"), &error)->run.spec.id, QStringLiteral("run-2025")); // exact wins
    QVERIFY(!reader->findRun(QStringLiteral("run-20250101"), &error));
    QCOMPARE(error, path + QStringLiteral(": \"run-20250101\" names more than one run: run-20250101-a, run-20250101-b"));
    QVERIFY(!reader->findRun(QStringLiteral("run-3"), &error));
    QCOMPARE(error, path + QStringLiteral(": no run \"run-3\" (polygon-cli runs lists them)"));
    QVERIFY(!reader->findRun(QStringLiteral("%"), &error)); // not a pattern
    const auto latest = reader->findRun(QStringLiteral("latest"), &error);
    QVERIFY(latest);
    QVERIFY(latest->run.spec.id != QStringLiteral("run-20250101-a"));
}

void TestStoreWriter::modelCalls()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    const QString run = store->createRun(specFor(QStringLiteral("run-m")), {plan});
    store->beginConversation(plan.key(run));
    QList<ModelCallRecord> calls;
    for (int i = 0; i < 3; ++i) {
        ModelCallRecord c;
        c.conversation = plan.key(run);
        c.turn = i;
        c.round = i == 2 ? 1 : 0;
        c.role = i == 1 ? ModelCallRecord::Role::Caller : ModelCallRecord::Role::Agent;
        c.seed = quint64(1000 + i);
        c.fingerprint = QStringLiteral("fp-%1").arg(i);
        c.request = Json::parse(R"({"messages": [{"role": "user", "content": "Dobar dan"}], "temperature": 0.7})");
        c.response = i == 2 ? Json() : Json::parse(R"({"content": "Izvolite", "finish_reason": "stop"})");
        c.promptTokens = 120 + i;
        c.completionTokens = 7;
        c.latencyMs = 340;
        c.attempts = i == 2 ? 3 : 1;
        if (i == 2) {
            c.errorKind = QStringLiteral("timeout");
            c.error = QStringLiteral("timeout: no answer within 30000 ms (POST http://127.0.0.1:8080/v1/chat/completions)");
        }
        c.inputHashes = Json::parse(R"({"prompt": "abc"})");
        calls.append(c);
        store->appendModelCall(c);
    }
    ModelCallRecord persona;
    persona.run = run;
    persona.role = ModelCallRecord::Role::Persona;
    store->appendModelCall(persona);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);

    auto reader = StoreReader::open(tmp.path(), &error);
    const QList<ModelCallRecord> back = reader->modelCalls(plan.key(run));
    QCOMPARE(back.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const ModelCallRecord &b = back.at(i);
        const ModelCallRecord &c = calls.at(i);
        QCOMPARE(b.run, run);
        QCOMPARE(b.conversation, c.conversation);
        QCOMPARE(b.turn, c.turn);
        QCOMPARE(b.round, c.round);
        QCOMPARE(b.role, c.role);
        QCOMPARE(b.seed, c.seed);
        QCOMPARE(b.fingerprint, c.fingerprint);
        QCOMPARE(dump(b.request), dump(c.request));
        QCOMPARE(dump(b.response), dump(c.response));
        QCOMPARE(b.promptTokens, c.promptTokens);
        QCOMPARE(b.completionTokens, c.completionTokens);
        QCOMPARE(b.latencyMs, c.latencyMs);
        QCOMPARE(b.attempts, c.attempts);
        QCOMPARE(b.errorKind, c.errorKind);
        QCOMPARE(b.error, c.error);
        QCOMPARE(b.stage, Stage::Simulate);
        QCOMPARE(dump(b.inputHashes), dump(c.inputHashes));
        QVERIFY(b.createdAt.isValid());
    }
    const QList<ModelCallRecord> outside = reader->runModelCalls(run);
    QCOMPARE(outside.size(), 1);
    QCOMPARE(outside.first().role, ModelCallRecord::Role::Persona);
    QCOMPARE(outside.first().stage, QStringLiteral("persona"));
    QVERIFY(!outside.first().conversation);
}

void TestStoreWriter::judgmentsProbesEvidence()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    const QString run = store->createRun(specFor(QStringLiteral("run-j")), {plan});
    const ConversationKey key = plan.key(run);
    GradingRecord grading;
    grading.id = QStringLiteral("grading-a");
    grading.run = run;
    grading.judge = QStringLiteral("llm");
    grading.profile = QStringLiteral("judge");
    grading.model = QStringLiteral("judge-7b");
    grading.rubric = QStringLiteral("v2@0123456789ab");
    grading.repeats = 3;
    grading.settings = Json::parse(R"({"forbidden_phrases": ["guaranteed refund"]})");
    store->beginGrading(grading);
    JudgmentRecord j;
    j.grading = grading.id;
    j.conversation = key;
    j.rubric = QStringLiteral("v2@0123456789ab");
    j.composite = 50;
    j.verdict = QStringLiteral("warning");
    j.seed = 5;
    store->saveJudgment(j);
    j.composite = 78.75; // the same grading resumed: replaces
    j.verdict = QStringLiteral("pass");
    j.grade = Json::parse(R"({"band": "pass", "gates": []})");
    j.repeats = Json::parse(R"([{"goal_completion": 4}])");
    j.inputHashes = Json::parse(R"({"conversation": "c1", "judge_prompt": "j1"})");
    store->saveJudgment(j);
    JudgmentRecord v1 = j;
    v1.rubric = QStringLiteral("v1@ba9876543210");
    v1.composite.reset();
    v1.verdict = QStringLiteral("not_scored");
    store->saveJudgment(v1);
    ProbeAnswerRecord a;
    a.grading = grading.id;
    a.conversation = key;
    a.probe = QStringLiteral("asks-party-size-before-booking");
    a.wordingHash = QStringLiteral("w1");
    a.answer = QStringLiteral("na");
    store->saveProbeAnswer(a);
    a.answer = QStringLiteral("yes");
    a.rationale = QStringLiteral("asked in turn 2");
    store->saveProbeAnswer(a);
    a.answer = QStringLiteral("maybe"); // not an answer: CHECK
    a.probe = QStringLiteral("other");
    store->saveProbeAnswer(a);
    EvidenceResultRecord e;
    e.run = run;
    e.call = QStringLiteral("k-1");
    e.verdict = QStringLiteral("turn_timing:fail");
    e.gates = Json::parse(R"({"reachability": {"status": "pass"}, "turn_timing": {"status": "fail", "value_ms": 1830}})");
    e.receipt = Json::parse(R"({"call": "k-1"})");
    e.policyHash = QStringLiteral("pol");
    store->saveEvidenceResult(e);
    store->finishGrading(grading.id, QStringLiteral("completed"));
    // A second grading of the same run keeps the first one's judgments.
    GradingRecord again = grading;
    again.id = QStringLiteral("grading-b");
    store->beginGrading(again);
    JudgmentRecord later = j;
    later.grading = again.id;
    later.composite = 12.5;
    store->saveJudgment(later);
    JudgmentRecord orphan = j;
    orphan.grading = QStringLiteral("no-such-grading"); // refused: FOREIGN KEY
    store->saveJudgment(orphan);
    QVERIFY(store->waitForIdle());
    const QList<StoreError> errors = store->takeErrors();
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors.first().message, QStringLiteral("CHECK constraint failed: answer IN ('yes', 'no', 'na')"));
    QCOMPARE(errors.last().message, QStringLiteral("FOREIGN KEY constraint failed"));

    auto reader = StoreReader::open(tmp.path(), &error);
    const QList<GradingRecord> gradings = reader->gradings(run);
    QCOMPARE(gradings.size(), 2);
    QCOMPARE(gradings.at(0).id, QStringLiteral("grading-a"));
    QCOMPARE(gradings.at(0).status, QStringLiteral("completed"));
    QVERIFY(gradings.at(0).finishedAt.isValid());
    QCOMPARE(gradings.at(0).model, QStringLiteral("judge-7b"));
    QCOMPARE(gradings.at(0).repeats, 3);
    QCOMPARE(dump(gradings.at(0).settings), dump(grading.settings));
    QCOMPARE(gradings.at(1).status, QStringLiteral("running"));
    QCOMPARE(reader->judgments(key).size(), 3); // every grading
    QCOMPARE(reader->judgments(key, QStringLiteral("grading-b")).size(), 1);
    QCOMPARE(reader->judgments(key, QStringLiteral("grading-b")).first().composite, std::optional<double>(12.5));
    const QList<JudgmentRecord> judgments = reader->judgments(key, grading.id);
    QCOMPARE(judgments.size(), 2);
    QCOMPARE(judgments.at(0).grading, grading.id);
    QCOMPARE(judgments.at(0).composite, std::optional<double>(78.75));
    QCOMPARE(judgments.at(0).verdict, QStringLiteral("pass"));
    QCOMPARE(dump(judgments.at(0).grade), dump(j.grade));
    QCOMPARE(dump(judgments.at(0).repeats), dump(j.repeats));
    QCOMPARE(judgments.at(0).seed, std::optional<quint64>(5));
    QCOMPARE(judgments.at(0).stage, Stage::Judge);
    QCOMPARE(dump(judgments.at(0).inputHashes), dump(j.inputHashes));
    QVERIFY(!judgments.at(1).composite);
    const QList<ProbeAnswerRecord> answers = reader->probeAnswers(key);
    QCOMPARE(answers.size(), 1);
    QCOMPARE(answers.first().answer, QStringLiteral("yes"));
    QCOMPARE(answers.first().rationale, QStringLiteral("asked in turn 2"));
    QCOMPARE(answers.first().stage, Stage::Probe);
    const QList<EvidenceResultRecord> evidence = reader->evidenceResults(run);
    QCOMPARE(evidence.size(), 1);
    QCOMPARE(dump(evidence.first().gates), dump(e.gates));
    QCOMPARE(dump(evidence.first().receipt), dump(e.receipt));
    QCOMPARE(evidence.first().verdict, e.verdict);
    QCOMPARE(evidence.first().stage, Stage::Evidence);
    QVERIFY(!evidence.first().conversation);
}

void TestStoreWriter::configurations()
{
    const auto loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
    QVERIFY(loaded.ok());
    const Workspace &ws = *loaded.workspace;
    const Agent *llm = ws.agent(QStringLiteral("bella-v1"));
    const Agent *flow = ws.agent(QStringLiteral("bella-flow-v1"));
    QVERIFY(llm && flow);
    const Json parameters = Json::parse(R"({"noise": 0.2, "max_turns": 24})");
    const ConfigurationSnapshot a = ConfigurationSnapshot::forAgent(ws, *llm, parameters, QStringLiteral("v2@0123456789ab"));
    QCOMPARE(a.agentKind, QStringLiteral("llm"));
    QCOMPARE(a.promptHash, ws.promptByPath(llm->prompt)->hash);
    QVERIFY(a.flowHash.isEmpty());
    QVERIFY(a.profile.is_object());
    QVERIFY(!a.profile.contains("api_key_env")); // never where a key lives, let alone a key
    QVERIFY(!a.profile.contains("keychain"));
    QCOMPARE(dump(a.profile["model"]), dump(Json(toStdString(ws.provider(llm->profile)->model))));
    QCOMPARE(a.tools.size(), size_t(llm->tools.size()));
    const ConfigurationSnapshot b = ConfigurationSnapshot::forAgent(ws, *flow, parameters, QString());
    QCOMPARE(b.agentKind, QStringLiteral("flow"));
    QCOMPARE(b.flowHash.size(), 64);
    QCOMPARE(a.id(), jsonHash(a.content()));
    QVERIFY(a.id() != b.id());
    ConfigurationSnapshot changed = a;
    changed.parameters["noise"] = 0.3;
    QVERIFY(changed.id() != a.id());

    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QCOMPARE(store->saveConfiguration(a), a.id());
    QCOMPARE(store->saveConfiguration(a), a.id()); // the same content: one row
    store->saveConfiguration(b);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);
    auto reader = StoreReader::open(tmp.path(), &error);
    QCOMPARE(reader->counts().configurations, 2);
    const auto back = reader->configuration(a.id());
    QVERIFY(back);
    QCOMPARE(dump(back->content()), dump(a.content()));
    QVERIFY(!reader->configuration(QStringLiteral("nope")));

    // Snapshots are immutable, even to a hand-written UPDATE.
    {
        QVERIFY(StoreSchema::openConnection(tmp.filePath(QStringLiteral("polygon.db")), QStringLiteral("edit"), &error));
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("edit")));
        QVERIFY(!q.exec(QStringLiteral("UPDATE configurations SET rubric = 'v9'")));
        QCOMPARE(q.lastError().databaseText(), QStringLiteral("configurations are immutable snapshots"));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("edit"));
}

// The prompt history: versions by (prompt, hash), the first time kept, the
// runs whose configuration used each hash counted.
void TestStoreWriter::promptVersions()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY2(store, qPrintable(error));
    const QString v1 = QStringLiteral("You are Bella.\n");
    const QString v2 = QStringLiteral("You are Bella.\nNever read phone numbers back.\n");
    // sha256 of the two texts, worked out with sha256sum.
    const QString h1 = QStringLiteral("3787a83b5e7e64f9c24d809ff038cc5bac72aa241a5d7ffc510fc71b42a2e55b");
    const QString h2 = QStringLiteral("34ef3f20bf1f6618de251c584b03f69a5c538a9e39ea256e95f7d9c4e345c34d");
    store->savePromptVersion(QStringLiteral("bella"), h1, v1);
    store->savePromptVersion(QStringLiteral("bella"), h2, v2);
    store->savePromptVersion(QStringLiteral("bella"), h1, QStringLiteral("ignored: this version is kept already"));
    store->savePromptVersion(QStringLiteral("other"), h1, v1); // the same text under another prompt: its own history
    ConfigurationSnapshot config;
    config.agent = QStringLiteral("bella");
    config.agentKind = QStringLiteral("llm");
    config.promptHash = h2;
    store->saveConfiguration(config);
    RunSpec spec = specFor(QStringLiteral("run-a"));
    spec.configuration = config.id();
    store->createRun(spec, {});
    spec.id = QStringLiteral("run-b");
    store->createRun(spec, {});
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);

    auto reader = StoreReader::open(tmp.path(), &error);
    const QList<PromptVersionRecord> versions = reader->promptVersions(QStringLiteral("bella"));
    QCOMPARE(reader->lastError(), QString());
    QCOMPARE(versions.size(), 2);
    QCOMPARE(versions.at(0).hash, h1);
    QCOMPARE(versions.at(0).text, v1); // the first text kept stays
    QCOMPARE(versions.at(0).runs, 0);
    QCOMPARE(versions.at(1).hash, h2);
    QCOMPARE(versions.at(1).text, v2);
    QCOMPARE(versions.at(1).runs, 2);
    QVERIFY(versions.at(0).firstSeen.isValid());
    QVERIFY(versions.at(0).firstSeen <= versions.at(1).firstSeen);
    QCOMPARE(reader->promptVersions(QStringLiteral("other")).size(), 1);
    QCOMPARE(reader->promptVersions(QStringLiteral("nobody")).size(), 0);
}

void TestStoreWriter::cancelAndDelete()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const QList<ConversationPlan> plans
        = {planFor(QStringLiteral("a")), planFor(QStringLiteral("b")), planFor(QStringLiteral("c"))};
    const QString run = store->createRun(specFor(QStringLiteral("run-c")), plans);
    store->recordConversation(plans.at(0).key(run), richConversation(), {});
    store->beginConversation(plans.at(1).key(run));
    store->appendTurn(plans.at(1).key(run), 0, agentTurn(QStringLiteral("interrupted")));
    store->cancelRunningConversations(run);
    store->setRunStatus(run, RunStatus::Cancelled);
    QVERIFY(store->waitForIdle());
    auto reader = StoreReader::open(tmp.path(), &error);
    const auto summary = reader->run(run);
    QCOMPARE(summary->run.status, RunStatus::Cancelled);
    QCOMPARE(summary->done, 1);
    QCOMPARE(summary->cancelled, 1);
    QCOMPARE(summary->pending, 1);
    QCOMPARE(reader->unfinishedConversations(run).size(), 2);

    store->deleteRun(run);
    store->deleteRun(run);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->takeErrors().size(), 1); // the second delete finds nothing
    const StoreCounts counts = reader->counts();
    QCOMPARE(counts.runs, 0);
    QCOMPARE(counts.conversations, 0);
    QCOMPARE(counts.turns, 0);
    QCOMPARE(counts.toolCalls, 0);
    // A new run of the same id plans afresh (no stale conversation ids cached).
    store->createRun(specFor(QStringLiteral("run-c")), plans);
    store->recordConversation(plans.at(0).key(run), richConversation(), {});
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 1);
    QCOMPARE(reader->run(run)->done, 1);
}

void TestStoreWriter::recordConversation()
{
    QTemporaryDir tmp;
    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    const ConversationPlan plan = planFor(QStringLiteral("busy-ana"));
    const QString run = store->createRun(specFor(QStringLiteral("run-r")), {plan});
    store->recordConversation(plan.key(run), richConversation(),
                              {ConversationStatus::Done, QStringLiteral("loop"), 3, QString(), true});
    // Recorded twice: refused at the begin, nothing appended.
    store->recordConversation(plan.key(run), richConversation(), {});
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->takeErrors().size(), 1);
    auto reader = StoreReader::open(tmp.path(), &error);
    const auto c = reader->loadConversation(plan.key(run));
    // The turns as given; the FORMATS.md §1 header (id, rubric, ground truth, ...) is the plan's.
    QCOMPARE(c->conversation.turns, richConversation().turns);
    QCOMPARE(c->conversation.id, plan.conversationId);
    QCOMPARE(c->record.endReason, QStringLiteral("loop"));
    QCOMPARE(c->record.loopTurn, std::optional<int>(3));
    QCOMPARE(c->record.passed, std::optional<bool>(true));
    QCOMPARE(reader->counts().turns, 5);
}

QTEST_GUILESS_MAIN(TestStoreWriter)
#include "tst_storewriter.moc"
