// Insert throughput of the results store: N turns (default 1,000,000) written
// through ResultStore — queued from the caller's thread, committed by the
// writer thread in short transactions, conversation by conversation (begin,
// turns, finish) — against a plain SQLite bulk insert of the same rows into
// the same schema with one prepared QSqlQuery in one transaction.
//
//   ./build/dev/tests/bench/bench_store [turns] [turns-per-conversation]
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>

using namespace Polygon;

namespace {

// The same rows on both sides: alternating speakers, caller turns with heard
// text, every 20th agent turn ending the call.
Turn turnAt(int conversation, int index)
{
    Turn t;
    t.speaker = index % 2 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
    t.text
        = QStringLiteral("Turn %1 of conversation %2: a table for five on Friday at eight, please.").arg(index).arg(conversation);
    if (t.speaker == Turn::Speaker::Caller) {
        t.heard = QStringLiteral("turn %1 of conversation %2 a table for five on friday at eight please")
                      .arg(index)
                      .arg(conversation);
        t.hasHeard = true;
    } else if (index % 20 == 18) {
        t.action = Turn::Action::End;
    }
    return t;
}

QList<ConversationPlan> plans(int conversations)
{
    QList<ConversationPlan> list;
    list.reserve(conversations);
    for (int c = 0; c < conversations; ++c) {
        ConversationPlan p;
        p.scenario = QStringLiteral("bench");
        p.persona = QStringLiteral("persona-%1").arg(c);
        p.personaHash = QStringLiteral("h");
        p.seed = quint64(c);
        list.append(p);
    }
    return list;
}

// CPU seconds of the whole process (all threads): less sensitive than wall
// time to other work on a shared machine.
double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

void fail(const QString &why)
{
    std::fprintf(stderr, "bench_store: %s\n", qPrintable(why));
    std::exit(1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int total = args.size() > 1 ? args.at(1).toInt() : 1000000;
    const int perConversation = args.size() > 2 ? args.at(2).toInt() : 100;
    if (total <= 0 || perConversation <= 0)
        fail(QStringLiteral("usage: bench_store [turns] [turns-per-conversation]"));
    const int conversations = (total + perConversation - 1) / perConversation;
    QTemporaryDir tmp;
    const QList<ConversationPlan> planned = plans(conversations);

    // 1. Through the store.
    double storeSeconds = 0;
    double storeCpu = 0;
    double producerSeconds = 0;
    {
        QString error;
        auto store = ResultStore::open(tmp.path(), &error);
        if (!store)
            fail(error);
        RunSpec spec;
        spec.id = QStringLiteral("run-bench");
        spec.agent = QStringLiteral("bench");
        store->createRun(spec, planned);
        store->waitForIdle();
        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        int written = 0;
        for (int c = 0; c < conversations && written < total; ++c) {
            const ConversationKey key = planned.at(c).key(spec.id);
            store->beginConversation(key);
            for (int i = 0; i < perConversation && written < total; ++i, ++written)
                store->appendTurn(key, i, turnAt(c, i));
            store->finishConversation(key, {});
        }
        producerSeconds = double(timer.nsecsElapsed()) / 1e9;
        store->waitForIdle();
        storeSeconds = double(timer.nsecsElapsed()) / 1e9;
        storeCpu = cpuSeconds() - cpuStart;
        if (store->errorCount() != 0)
            fail(store->takeErrors().first().toString());
    }
    {
        QString error;
        auto reader = StoreReader::open(tmp.path(), &error);
        if (!reader || reader->counts().turns != total)
            fail(QStringLiteral("the store holds %1 turns, not %2").arg(reader ? reader->counts().turns : -1).arg(total));
    }

    // 2. Plain SQLite: the same schema and connection settings, one prepared statement, one transaction.
    double rawSeconds = 0;
    double rawCpu = 0;
    const QString rawPath = tmp.filePath(QStringLiteral("raw.db"));
    {
        QString error;
        if (!StoreSchema::openConnection(rawPath, QStringLiteral("raw"), &error))
            fail(error);
        QSqlDatabase db = QSqlDatabase::database(QStringLiteral("raw"));
        if (!StoreSchema::prepare(db, rawPath, &error))
            fail(error);
        QSqlQuery q(db);
        q.exec(QStringLiteral("BEGIN"));
        q.exec(QStringLiteral("INSERT INTO runs (id, agent_id, repeat_count, concurrency, seed, offline, status, created_at) "
                              "VALUES ('run-bench', 'bench', 1, 1, 1, 0, 'running', '2025-01-01T00:00:00.000Z')"));
        q.prepare(QStringLiteral("INSERT INTO conversations (id, run_id, scenario, persona_id, persona_hash, repeat_index, seed, "
                                 "conversation_id, status, stage) VALUES (?, 'run-bench', 'bench', ?, 'h', 0, ?, ?, 'running', "
                                 "'simulate')"));
        for (int c = 0; c < conversations; ++c) {
            q.bindValue(0, c + 1);
            q.bindValue(1, planned.at(c).persona);
            q.bindValue(2, c);
            q.bindValue(3, planned.at(c).persona);
            if (!q.exec())
                fail(q.lastError().text());
        }
        q.exec(QStringLiteral("COMMIT"));

        QElapsedTimer timer;
        timer.start();
        const double cpuStart = cpuSeconds();
        QSqlQuery insert(db);
        insert.exec(QStringLiteral("BEGIN"));
        insert.prepare(QStringLiteral("INSERT INTO turns (conversation_id, turn_index, speaker, text, heard, action) "
                                      "VALUES (?, ?, ?, ?, ?, ?)"));
        int written = 0;
        for (int c = 0; c < conversations && written < total; ++c) {
            for (int i = 0; i < perConversation && written < total; ++i, ++written) {
                const Turn t = turnAt(c, i);
                insert.bindValue(0, c + 1);
                insert.bindValue(1, i);
                insert.bindValue(2, Turn::speakerName(t.speaker));
                insert.bindValue(3, t.text);
                insert.bindValue(4, t.hasHeard ? QVariant(t.heard) : QVariant());
                insert.bindValue(5, t.action == Turn::Action::None ? QVariant() : QVariant(Turn::actionName(t.action)));
                if (!insert.exec())
                    fail(insert.lastError().text());
            }
        }
        if (!insert.exec(QStringLiteral("COMMIT")))
            fail(insert.lastError().text());
        rawSeconds = double(timer.nsecsElapsed()) / 1e9;
        rawCpu = cpuSeconds() - cpuStart;
        QSqlQuery count(db);
        if (!count.exec(QStringLiteral("SELECT count(*) FROM turns")) || !count.next() || count.value(0).toInt() != total)
            fail(QStringLiteral("the raw database holds the wrong number of turns"));
        count.finish();
        insert.finish();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));

    const double storeRate = total / storeSeconds;
    const double rawRate = total / rawSeconds;
    std::printf("bench_store: %d turns in %d conversations (%d turns each)\n", total, conversations, perConversation);
    std::printf("  store: queued from the caller, committed by the writer thread in batches of <= %d,\n"
                "         begin/finish per conversation:  %6.2f s wall = %7.0f turns/s   (%.2f s CPU = %.0f turns/CPU-s;"
                " caller busy %.2f s)\n",
                ResultStore::MaxBatch, storeSeconds, storeRate, storeCpu, total / storeCpu, producerSeconds);
    std::printf("  plain SQLite: one prepared INSERT, one transaction: %6.2f s wall = %7.0f turns/s   (%.2f s CPU = %.0f "
                "turns/CPU-s)\n",
                rawSeconds, rawRate, rawCpu, total / rawCpu);
    std::printf("  store / plain: %.2f (wall), %.2f (CPU)\n", storeRate / rawRate, (total / storeCpu) / (total / rawCpu));
    return 0;
}
