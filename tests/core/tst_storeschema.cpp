// Tests for the results database file (core/store/storeschema.h): the
// migration steps, migrating a database of every earlier schema version with
// its data kept, a failed migration changing nothing, and the files the store
// refuses — not SQLite, truncated, damaged, another program's, newer — with a
// message naming the file and the bytes left exactly as they were. Also the
// integrity check behind `polygon-cli db check`.
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

// Json compares through its text: QCOMPARE cannot take nlohmann values.
QString dump(const Json &value)
{
    return toQString(value.dump());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Runs statements on a plain connection (no store settings: foreign keys off,
// as any SQLite tool would be).
QString rawExec(const QString &path, const QStringList &statements)
{
    static int counter = 0;
    const QString name = QStringLiteral("raw-%1").arg(++counter);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            for (const QString &s : statements) {
                QSqlQuery q(db);
                if (!q.exec(s)) {
                    error = q.lastError().databaseText() + QStringLiteral(" [") + s + QLatin1Char(']');
                    break;
                }
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

QVariant rawValue(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("rawvalue-%1").arg(++counter);
    QVariant v;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                v = q.value(0);
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return v;
}

// A database at schema version `version`, made by running only the first
// `version` migration steps, as an older Polygon left it.
QString createAtVersion(const QString &path, int version)
{
    const QString name = QStringLiteral("create-at-version");
    QString error;
    if (StoreSchema::openConnection(path, name, &error)) {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        StoreSchema::migrate(db, version, &error);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

// Rows as a version-1 Polygon wrote them (columns of schema version 1 only).
const QStringList kVersion1Rows = {
    QStringLiteral(
        "INSERT INTO configurations (id, agent_id, agent_kind, parameters, content, created_at) "
        "VALUES ('cfg-1', 'bella-flow-v1', 'flow', '{}', '{\"agent\":\"bella-flow-v1\"}', '2025-01-02T03:04:05.000Z')"),
    QStringLiteral("INSERT INTO runs (id, workspace_name, agent_id, agent_path, scenario_set, repeat_count, concurrency, seed, "
                   "offline, configuration_id, status, polygon_version, created_at, finished_at, options) VALUES ('run-old', "
                   "'Bella Vista', 'bella-flow-v1', 'agents/bella-flow-v1.json', 'smoke', 2, 3, 7, 1, 'cfg-1', 'completed', "
                   "'0.0.9', '2025-01-02T03:04:05.000Z', '2025-01-02T03:05:00.000Z', '{\"noise\":0.2}')"),
    QStringLiteral("INSERT INTO conversations (id, run_id, configuration_id, scenario, persona_id, persona_hash, repeat_index, "
                   "seed, conversation_id, label, rubric, source, ground_truth, status, end_reason, stage, input_hashes) "
                   "VALUES (1, 'run-old', 'cfg-1', 'smoke', 'busy-ana', 'ph-1', 0, 7, 'bella-flow-v1-busy-ana-s7', "
                   "'bella-flow-v1', 'v2', 'simulated', '{\"party_size\":5}', 'done', 'end', 'simulate', '{\"flow\":\"fh\"}')"),
    QStringLiteral("INSERT INTO conversations (id, run_id, scenario, persona_id, persona_hash, repeat_index, seed, "
                   "conversation_id, status, stage) VALUES (2, 'run-old', 'smoke', 'busy-ana', 'ph-1', 1, 8, "
                   "'bella-flow-v1-busy-ana-s8', 'pending', 'simulate')"),
    QStringLiteral("INSERT INTO turns (id, conversation_id, turn_index, speaker, text, heard, action) VALUES "
                   "(1, 1, 0, 'agent', 'Bella Vista, dobar dan!', NULL, NULL), "
                   "(2, 1, 1, 'caller', 'Stol za pedeset osoba', 'stol za pet nula osoba', NULL), "
                   "(3, 1, 2, 'agent', 'Rezervirano.', NULL, 'end')"),
    QStringLiteral("INSERT INTO tool_calls (turn_id, call_index, operation_id, name, arguments, valid, result, latency_ms) "
                   "VALUES (3, 0, 'op-1', 'create_booking', '{\"party_size\":50}', 1, '{\"ok\":true}', 120)"),
    QStringLiteral("INSERT INTO model_calls (run_id, conversation_id, turn_index, role, seed, request, response, "
                   "prompt_tokens, completion_tokens, latency_ms, attempts, stage, input_hashes, created_at) VALUES "
                   "('run-old', 1, 2, 'agent', 7, '{\"messages\":[]}', '{\"content\":\"Rezervirano.\"}', 100, 4, 250, 2, "
                   "'simulate', '{}', '2025-01-02T03:04:06.000Z')"),
    QStringLiteral("INSERT INTO judgments (conversation_id, rubric, composite, verdict, grade, repeats, seed, stage, "
                   "input_hashes, created_at) VALUES (1, 'v2@0123456789ab', 81.25, 'pass', '{\"band\":\"pass\"}', '[]', 7, "
                   "'judge', '{}', '2025-01-02T03:04:07.000Z')"),
    QStringLiteral("INSERT INTO probe_answers (conversation_id, probe_id, wording_hash, answer, rationale, seed, stage, "
                   "input_hashes, created_at) VALUES (1, 'asks-party-size-before-booking', 'wh-1', 'yes', 'asked first', 7, "
                   "'probe', '{}', '2025-01-02T03:04:08.000Z')"),
};

// The same rows as a database of `version` holds them: from version 3 on,
// judgments and probe answers belong to a grading (the one migration 3 makes
// of older rows, so the checks after migrating are the same).
QStringList rowsAtVersion(int version)
{
    if (version < 3)
        return kVersion1Rows;
    QStringList rows = kVersion1Rows.mid(0, kVersion1Rows.size() - 2);
    rows << QStringLiteral("INSERT INTO gradings (id, run_id, judge, status, created_at) VALUES ('legacy-run-old', "
                           "'run-old', 'unknown', 'completed', '2025-01-02T03:04:07.000Z')")
         << QStringLiteral("INSERT INTO judgments (grading_id, conversation_id, rubric, composite, verdict, grade, repeats, "
                           "seed, stage, input_hashes, created_at) VALUES ('legacy-run-old', 1, 'v2@0123456789ab', 81.25, "
                           "'pass', '{\"band\":\"pass\"}', '[]', 7, 'judge', '{}', '2025-01-02T03:04:07.000Z')")
         << QStringLiteral("INSERT INTO probe_answers (grading_id, conversation_id, probe_id, wording_hash, answer, "
                           "rationale, seed, stage, input_hashes, created_at) VALUES ('legacy-run-old', 1, "
                           "'asks-party-size-before-booking', 'wh-1', 'yes', 'asked first', 7, 'probe', '{}', "
                           "'2025-01-02T03:04:08.000Z')");
    return rows;
}

// A current database with one run of `turns` turns (long texts: many pages).
bool createPopulated(const QString &dir, int turns)
{
    QString error;
    auto store = ResultStore::open(dir, &error);
    if (!store)
        return false;
    ConversationPlan plan;
    plan.scenario = QStringLiteral("smoke");
    plan.persona = QStringLiteral("busy-ana");
    plan.seed = 1;
    RunSpec spec;
    spec.id = QStringLiteral("run-1");
    spec.agent = QStringLiteral("bella-flow-v1");
    const QString run = store->createRun(spec, {plan});
    const ConversationKey key = plan.key(run);
    store->beginConversation(key);
    for (int i = 0; i < turns; ++i) {
        Turn t;
        t.speaker = i % 2 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
        t.text = QStringLiteral("turn %1 ").arg(i).repeated(40);
        store->appendTurn(key, i, t);
    }
    store->finishConversation(key, {});
    return store->waitForIdle() && store->errorCount() == 0;
}

} // namespace

class TestStoreSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void migrationSteps();
    void newDatabase();
    void emptyFileIsNew();
    void migratesEveryEarlierVersion_data();
    void migratesEveryEarlierVersion();
    void failedMigrationChangesNothing();
    void newerVersionRefused();
    void corruptFileRefused_data();
    void corruptFileRefused();
    void foreignDatabaseRefused();
    void missingFolder();
    void checkOk();
    void checkFindsProblems();
    void checkOlderVersionNote();
};

void TestStoreSchema::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStoreSchema::migrationSteps()
{
    const QList<StoreSchema::Migration> &steps = StoreSchema::migrations();
    QCOMPARE(steps.size(), StoreSchema::CurrentVersion);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QCOMPARE(steps.at(i).version, int(i) + 1);
        QVERIFY(!steps.at(i).statements.isEmpty());
    }
    QCOMPARE(StoreSchema::tablesOf(1),
             QStringList({QStringLiteral("configurations"), QStringLiteral("conversations"), QStringLiteral("judgments"),
                          QStringLiteral("model_calls"), QStringLiteral("probe_answers"), QStringLiteral("runs"),
                          QStringLiteral("tool_calls"), QStringLiteral("turns")}));
    QVERIFY(StoreSchema::tablesOf(2).contains(QStringLiteral("evidence_results")));
    QVERIFY(!StoreSchema::tablesOf(1).contains(QStringLiteral("evidence_results")));
}

void TestStoreSchema::newDatabase()
{
    QTemporaryDir tmp;
    QString error;
    {
        auto store = ResultStore::open(tmp.path(), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->path(), tmp.filePath(QStringLiteral("polygon.db")));
    }
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::CurrentVersion);
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA application_id")).toInt(), StoreSchema::ApplicationId);
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    const StoreSchema::CheckResult check = StoreSchema::check(path);
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Ok);
    QCOMPARE(check.version, StoreSchema::CurrentVersion);
    QVERIFY(check.problems.isEmpty());
}

void TestStoreSchema::emptyFileIsNew()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QVERIFY(writeAll(path, QByteArray()));
    QString error;
    auto store = ResultStore::openFile(path, &error);
    QVERIFY2(store, qPrintable(error));
    store.reset();
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::CurrentVersion);
}

void TestStoreSchema::migratesEveryEarlierVersion_data()
{
    QTest::addColumn<int>("version");
    for (int v = 1; v < StoreSchema::CurrentVersion; ++v)
        QTest::newRow(qPrintable(QStringLiteral("version %1").arg(v))) << v;
}

void TestStoreSchema::migratesEveryEarlierVersion()
{
    QFETCH(int, version);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QCOMPARE(createAtVersion(path, version), QString());
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")).toInt(), version);
    QCOMPARE(rawExec(path, rowsAtVersion(version)), QString());

    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY2(store, qPrintable(error));
    auto reader = StoreReader::open(tmp.path(), &error);
    QVERIFY2(reader, qPrintable(error));
    QCOMPARE(reader->schemaVersion(), StoreSchema::CurrentVersion);

    // Every row is still there.
    const QList<RunSummary> runs = reader->runs();
    QCOMPARE(runs.size(), 1);
    const RunSummary &run = runs.first();
    QCOMPARE(run.run.spec.id, QStringLiteral("run-old"));
    QCOMPARE(run.run.spec.agent, QStringLiteral("bella-flow-v1"));
    QCOMPARE(run.run.spec.repeat, 2);
    QCOMPARE(run.run.spec.concurrency, 3);
    QCOMPARE(run.run.spec.seed, quint64(7));
    QVERIFY(run.run.spec.offline);
    QCOMPARE(run.run.status, RunStatus::Completed);
    QCOMPARE(run.run.createdAt, QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5), Qt::UTC));
    QCOMPARE(toQString(run.run.spec.options.dump()), QStringLiteral("{\"noise\":0.2}"));
    QCOMPARE(run.total, 2);
    QCOMPARE(run.done, 1);
    QCOMPARE(run.pending, 1);

    const ConversationKey key {QStringLiteral("run-old"), QStringLiteral("smoke"), QStringLiteral("busy-ana"), 0};
    const auto stored = reader->loadConversation(key);
    QVERIFY2(stored, qPrintable(reader->lastError()));
    QCOMPARE(stored->conversation.id, QStringLiteral("bella-flow-v1-busy-ana-s7"));
    QCOMPARE(stored->conversation.rubric, QStringLiteral("v2"));
    QCOMPARE(dump(stored->conversation.groundTruth), dump(Json::parse(R"({"party_size":5})")));
    QCOMPARE(stored->conversation.turns.size(), 3);
    QCOMPARE(stored->conversation.turns.at(1).heard, QStringLiteral("stol za pet nula osoba"));
    QCOMPARE(stored->conversation.turns.at(2).action, Turn::Action::End);
    QCOMPARE(stored->conversation.turns.at(2).toolCalls.size(), 1);
    QCOMPARE(dump(stored->conversation.turns.at(2).toolCalls.first().arguments), dump(Json::parse(R"({"party_size":50})")));
    QCOMPARE(stored->toolCallExtras.at(2).first().latencyMs, std::optional<int>(120));
    QCOMPARE(stored->record.endReason, QStringLiteral("end"));
    QVERIFY(!stored->record.passed); // new in version 2: not graded yet
    QCOMPARE(reader->modelCalls(key).size(), 1);
    QCOMPARE(reader->modelCalls(key).first().attempts, 2);
    QCOMPARE(reader->judgments(key).size(), 1);
    QCOMPARE(reader->judgments(key).first().composite, std::optional<double>(81.25));
    QCOMPARE(reader->probeAnswers(key).size(), 1);
    // New in version 3: what was judged before gradings existed is one grading of its run.
    QCOMPARE(reader->judgments(key).first().grading, QStringLiteral("legacy-run-old"));
    QCOMPARE(reader->probeAnswers(key).first().grading, QStringLiteral("legacy-run-old"));
    const QList<GradingRecord> gradings = reader->gradings(QStringLiteral("run-old"));
    QCOMPARE(gradings.size(), 1);
    QCOMPARE(gradings.first().judge, QStringLiteral("unknown"));
    QCOMPARE(gradings.first().status, QStringLiteral("completed"));
    QCOMPARE(gradings.first().createdAt, QDateTime::fromString(QStringLiteral("2025-01-02T03:04:07.000Z"), Qt::ISODateWithMs));
    QCOMPARE(reader->judgments(key, QStringLiteral("another")).size(), 0);
    QCOMPARE(reader->configuration(QStringLiteral("cfg-1"))->agent, QStringLiteral("bella-flow-v1"));

    // And what the newer versions added works on the migrated database.
    store->setConversationPassed(key, true);
    EvidenceResultRecord evidence;
    evidence.run = QStringLiteral("run-old");
    evidence.conversation = key;
    evidence.call = QStringLiteral("k-1");
    evidence.verdict = QStringLiteral("pass");
    store->saveEvidenceResult(evidence);
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);
    QCOMPARE(reader->conversation(key)->passed, std::optional<bool>(true));
    QCOMPARE(reader->evidenceResults(QStringLiteral("run-old")).size(), 1);
    store->savePromptVersion(QStringLiteral("bella"), QStringLiteral("h-1"), QStringLiteral("You are Bella."));
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);
    QCOMPARE(reader->promptVersions(QStringLiteral("bella")).size(), 1); // new in version 4
    QCOMPARE(StoreSchema::check(path).status, StoreSchema::CheckResult::Status::Ok);
}

void TestStoreSchema::failedMigrationChangesNothing()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QCOMPARE(createAtVersion(path, 1), QString());
    QCOMPARE(rawExec(path, kVersion1Rows), QString());
    // Someone made a table of that name by hand: migration step 2 cannot create its own.
    QCOMPARE(rawExec(path, {QStringLiteral("CREATE TABLE evidence_results (x)")}), QString());

    QString error;
    auto store = ResultStore::open(tmp.path(), &error);
    QVERIFY(!store);
    QVERIFY2(error.startsWith(path
                              + QStringLiteral(": migration to schema version 2 failed: table evidence_results already "
                                               "exists")),
             qPrintable(error));
    // The whole step was rolled back: still version 1, no "passed" column, the rows intact.
    QCOMPARE(rawValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 1);
    QCOMPARE(
        rawValue(path, QStringLiteral("SELECT count(*) FROM pragma_table_info('conversations') WHERE name = 'passed'")).toInt(),
        0);
    QCOMPARE(rawValue(path, QStringLiteral("SELECT count(*) FROM turns")).toInt(), 3);
}

void TestStoreSchema::newerVersionRefused()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QVERIFY(createPopulated(tmp.path(), 3));
    QCOMPARE(rawExec(path, {QStringLiteral("PRAGMA user_version = %1").arg(StoreSchema::CurrentVersion + 1)}), QString());
    const QByteArray before = readAll(path);

    const QString expected = QStringLiteral("%1: the results database has schema version %2, newer than this Polygon "
                                            "understands (%3); open it with a newer Polygon")
                                 .arg(path)
                                 .arg(StoreSchema::CurrentVersion + 1)
                                 .arg(StoreSchema::CurrentVersion);
    QString error;
    QVERIFY(!ResultStore::open(tmp.path(), &error));
    QCOMPARE(error, expected);
    error.clear();
    QVERIFY(!StoreReader::open(tmp.path(), &error));
    QCOMPARE(error, expected);
    const StoreSchema::CheckResult check = StoreSchema::check(path);
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Unreadable);
    QCOMPARE(check.problems.size(), 1);
    QVERIFY(check.problems.first().contains(QStringLiteral("newer than this Polygon")));
    QCOMPARE(readAll(path), before);
}

void TestStoreSchema::corruptFileRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // after "<path>: "

    QTest::newRow("random bytes") << QStringLiteral("random")
                                  << QStringLiteral("not a SQLite database (the file does not start with the SQLite "
                                                    "header); Polygon leaves it untouched: move it away to start a new "
                                                    "results database");
    QTest::newRow("a text file") << QStringLiteral("text")
                                 << QStringLiteral("not a SQLite database (the file does not start with the SQLite "
                                                   "header); Polygon leaves it untouched: move it away to start a new "
                                                   "results database");
    QTest::newRow("only the header") << QStringLiteral("header")
                                     << QStringLiteral("truncated or damaged: 100 bytes is not a whole number of "
                                                       "4096-byte pages; Polygon leaves the file untouched");
    QTest::newRow("truncated mid-page") << QStringLiteral("mid-page") << QStringLiteral("truncated or damaged: ");
    QTest::newRow("truncated at a page boundary") << QStringLiteral("half") << QStringLiteral("truncated: the header says ");
    QTest::newRow("damaged page size") << QStringLiteral("page-size")
                                       << QStringLiteral("damaged SQLite header (page size 1000); Polygon leaves the file "
                                                         "untouched");
    QTest::newRow("damaged schema page") << QStringLiteral("schema")
                                         << QStringLiteral("cannot read the database: database disk image is malformed; "
                                                           "Polygon leaves the file untouched");
}

void TestStoreSchema::corruptFileRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    if (kind == QLatin1String("random")) {
        QRandomGenerator random(42);
        QByteArray bytes(8192, Qt::Uninitialized);
        for (char &c : bytes)
            c = char(random.bounded(256));
        QVERIFY(writeAll(path, bytes));
    } else if (kind == QLatin1String("text")) {
        QVERIFY(writeAll(path, "These are my notes, not a database.\n"));
    } else {
        QVERIFY(createPopulated(tmp.path(), 400));
        QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal"))); // the store closed cleanly
        QByteArray bytes = readAll(path);
        QVERIFY(bytes.size() >= 20 * 4096);
        if (kind == QLatin1String("header"))
            bytes.truncate(100);
        else if (kind == QLatin1String("mid-page"))
            bytes.truncate(bytes.size() - 1000);
        else if (kind == QLatin1String("half"))
            bytes.truncate(bytes.size() / 4096 / 2 * 4096);
        else if (kind == QLatin1String("page-size"))
            bytes[16] = char(0x03), bytes[17] = char(0xE8); // 1000: not a power of two
        else if (kind == QLatin1String("schema"))
            for (int i = 100; i < 4096; ++i)
                bytes[i] = char(0xA5);
        QVERIFY(writeAll(path, bytes));
    }
    const QByteArray before = readAll(path);

    QString error;
    QVERIFY(!ResultStore::open(tmp.path(), &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": ") + message), qPrintable(error));
    error.clear();
    QVERIFY(!StoreReader::open(tmp.path(), &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": ") + message), qPrintable(error));
    const StoreSchema::CheckResult check = StoreSchema::check(path);
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Unreadable);
    QVERIFY2(check.problems.first().startsWith(path + QStringLiteral(": ")), qPrintable(check.problems.first()));
    QCOMPARE(readAll(path), before);
}

void TestStoreSchema::foreignDatabaseRefused()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QCOMPARE(
        rawExec(path,
                {QStringLiteral("CREATE TABLE recipes (name TEXT)"), QStringLiteral("INSERT INTO recipes VALUES ('pašticada')")}),
        QString());
    const QByteArray before = readAll(path);
    const QString expected = path
        + QStringLiteral(": not a Polygon results database (another program's SQLite database); Polygon leaves it untouched");
    QString error;
    QVERIFY(!ResultStore::open(tmp.path(), &error));
    QCOMPARE(error, expected);
    QVERIFY(!StoreReader::open(tmp.path(), &error));
    QCOMPARE(error, expected);
    QCOMPARE(StoreSchema::check(path).status, StoreSchema::CheckResult::Status::Unreadable);
    QCOMPARE(readAll(path), before);
}

void TestStoreSchema::missingFolder()
{
    QTemporaryDir tmp;
    const QString missing = tmp.filePath(QStringLiteral("nope"));
    QString error;
    QVERIFY(!ResultStore::open(missing, &error));
    QCOMPARE(error, missing + QStringLiteral(": no such folder"));
    QVERIFY(!StoreReader::open(tmp.path(), &error)); // the folder exists, the database does not
    QCOMPARE(error,
             tmp.filePath(QStringLiteral("polygon.db"))
                 + QStringLiteral(": no results database (nothing has been run in this workspace yet)"));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("polygon.db")))); // a reader creates nothing
}

void TestStoreSchema::checkOk()
{
    QTemporaryDir tmp;
    QVERIFY(createPopulated(tmp.path(), 10));
    const StoreSchema::CheckResult check = StoreSchema::check(tmp.filePath(QStringLiteral("polygon.db")));
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Ok);
    QCOMPARE(check.counts.runs, 1);
    QCOMPARE(check.counts.conversations, 1);
    QCOMPARE(check.counts.turns, 10);
    QVERIFY(check.notes.isEmpty());
}

void TestStoreSchema::checkFindsProblems()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QVERIFY(createPopulated(tmp.path(), 2));
    // A tool that does not enforce foreign keys wrote a turn of a conversation that does not exist, and dropped a table.
    QCOMPARE(rawExec(path,
                     {QStringLiteral("INSERT INTO turns (id, conversation_id, turn_index, speaker, text) "
                                     "VALUES (77, 999, 0, 'agent', 'orphan')"),
                      QStringLiteral("DROP TABLE probe_answers")}),
             QString());
    const StoreSchema::CheckResult check = StoreSchema::check(path);
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Problems);
    QCOMPARE(check.problems,
             QStringList({path + QStringLiteral(": the table \"probe_answers\" of schema version 4 is missing"),
                          path + QStringLiteral(": table \"turns\" row 77 refers to a missing row of \"conversations\"")}));
}

void TestStoreSchema::checkOlderVersionNote()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("polygon.db"));
    QCOMPARE(createAtVersion(path, 1), QString());
    const QByteArray before = readAll(path);
    const StoreSchema::CheckResult check = StoreSchema::check(path);
    QCOMPARE(check.status, StoreSchema::CheckResult::Status::Ok);
    QCOMPARE(check.version, 1);
    QCOMPARE(check.notes, QStringList({QStringLiteral("schema version 1: migrated to 4 when Polygon next opens it")}));
    QCOMPARE(readAll(path), before); // checking never migrates
}

QTEST_GUILESS_MAIN(TestStoreSchema)
#include "tst_storeschema.moc"
