// Tests for `polygon-cli runs`, `export` and `db check` (docs/store.md), run
// as a real process against a copy of the example workspace whose results
// database the test fills through the store API with real offline
// simulations: listings, FORMATS.md §1 exports (json and jsonl, to a file,
// without timings), run selection, the integrity check's three exit codes,
// and exit code 2 with a clear message for every bad input — the database
// file left untouched.
#include "core/simulate/conversationengine.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"
#include "core/workspace/conversationformat.h"
#include "core/workspace/workspaceloader.h"

#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Polygon;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

QString dump(const Json &value)
{
    return toQString(value.dump());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

Json parse(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    Json j = Json::parse(utf8.constData(), utf8.constData() + utf8.size(), nullptr, false);
    return j;
}

const QStringList kPersonas
    = {QStringLiteral("cooperative-ivana"), QStringLiteral("busy-marta"), QStringLiteral("confused-josip")};

} // namespace

class TestCliStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void runsTable();
    void runsJson();
    void runsWithoutDatabase();
    void runsBadInput_data();
    void runsBadInput();
    void runsCorruptDatabase();

    void exportJson();
    void exportJsonLinesToFile();
    void exportWithoutTimingsIsStable();
    void exportSelectsRuns();
    void exportFeedsOtherCommands();
    void exportBadInput_data();
    void exportBadInput();

    void dbCheckOk();
    void dbCheckProblems();
    void dbCheckUnreadable_data();
    void dbCheckUnreadable();
    void dbCheckUsage_data();
    void dbCheckUsage();

private:
    Run run(const QStringList &args);

    QTemporaryDir m_tmp;
    QString m_workspace; // a copy of the example with polygon.db
    QString m_completed; // three conversations, all done, one judged
    QString m_running; // two planned, one done
    QList<SimulationResult> m_results; // of m_completed, in plan order
    qint64 m_turns = 0;
};

void TestCliStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(QFileInfo::exists(QStringLiteral(POLYGON_CLI_PATH)));
    m_workspace = m_tmp.filePath(QStringLiteral("bella-vista"));
    QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_workspace), QString());
    const WorkspaceLoadResult loaded = loadWorkspace(m_workspace);
    QVERIFY(loaded.ok());
    const Workspace &ws = *loaded.workspace;
    const Agent *agent = ws.agent(QStringLiteral("bella-flow-v1"));
    QVERIFY(agent);

    QString error;
    auto store = ResultStore::open(m_workspace, &error);
    QVERIFY2(store, qPrintable(error));
    const QString configuration
        = store->saveConfiguration(ConfigurationSnapshot::forAgent(ws, *agent, Json::parse(R"({"noise": 0.2})"), QString()));

    RunSpec spec;
    spec.id = QStringLiteral("run-20250101-090000-aaaaaa");
    spec.workspaceName = ws.manifest.name;
    spec.agent = agent->id;
    spec.agentPath = agent->path;
    spec.scenarioSet = QStringLiteral("smoke");
    spec.seed = 7;
    spec.offline = true;
    spec.configuration = configuration;
    QList<ConversationPlan> plans;
    for (const QString &id : kPersonas) {
        const Persona *persona = ws.persona(id);
        QVERIFY(persona);
        SimulationOptions options;
        options.seed = 7;
        options.noise = 0.2;
        Diagnostics problems;
        const auto result = simulateOffline(ws, *agent, *persona, options, problems);
        QVERIFY(result);
        m_results.append(*result);
        m_turns += result->conversation.turns.size();
        ConversationPlan plan;
        plan.scenario = QStringLiteral("smoke");
        plan.persona = id;
        plan.personaHash = personaHash(*persona);
        plan.seed = options.seed;
        plan.conversationId = result->conversation.id;
        plan.configuration = configuration;
        plan.label = result->conversation.configuration;
        plan.rubric = result->conversation.rubric;
        plan.groundTruth = result->conversation.groundTruth;
        plans.append(plan);
    }
    m_completed = store->createRun(spec, plans);
    store->setRunStatus(m_completed, RunStatus::Running);
    for (qsizetype i = 0; i < plans.size(); ++i)
        store->recordConversation(plans.at(i).key(m_completed), m_results.at(i).conversation,
                                  {ConversationStatus::Done, m_results.at(i).endReason, m_results.at(i).loopTurn, {}, {}});
    GradingRecord grading;
    grading.id = QStringLiteral("grading-1");
    grading.run = m_completed;
    grading.judge = QStringLiteral("rules");
    store->beginGrading(grading);
    JudgmentRecord judgment;
    judgment.grading = grading.id;
    judgment.conversation = plans.first().key(m_completed);
    judgment.rubric = QStringLiteral("v2@0123456789ab");
    judgment.composite = 87.5;
    judgment.verdict = QStringLiteral("pass");
    store->saveJudgment(judgment);
    store->setRunStatus(m_completed, RunStatus::Completed);
    QVERIFY(store->waitForIdle());

    QThread::msleep(10); // a later creation time
    spec.id = QStringLiteral("run-20250102-090000-bbbbbb");
    spec.agent = QStringLiteral("bella-flow-v2");
    m_running = store->createRun(spec, {plans.at(0), plans.at(1)});
    store->setRunStatus(m_running, RunStatus::Running);
    store->recordConversation(plans.at(0).key(m_running), m_results.at(0).conversation, {});
    m_turns += m_results.at(0).conversation.turns.size();
    QVERIFY(store->waitForIdle());
    QCOMPARE(store->errorCount(), 0);
}

Run TestCliStore::run(const QStringList &args)
{
    return runCli(args);
}

void TestCliStore::runsTable()
{
    const Run r = run({QStringLiteral("runs"), m_workspace});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QStringList lines = r.out.split(QLatin1Char('\n'));
    QCOMPARE(lines.takeLast(), QString());
    QCOMPARE(lines.size(), 3);
    const QRegularExpression columns(QStringLiteral("\\s{2,}"));
    QCOMPARE(lines.at(0).split(columns),
             QStringList({QStringLiteral("RUN"), QStringLiteral("AGENT"), QStringLiteral("STATUS"), QStringLiteral("DONE"),
                          QStringLiteral("CREATED")}));
    QString error;
    auto reader = StoreReader::open(m_workspace, &error);
    const QList<RunSummary> runs = reader->runs();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(lines.at(1).split(columns),
             QStringList({m_completed, QStringLiteral("bella-flow-v1"), QStringLiteral("completed"), QStringLiteral("3/3"),
                          runs.at(0).run.createdAt.toString(Qt::ISODate)}));
    QCOMPARE(lines.at(2).split(columns),
             QStringList({m_running, QStringLiteral("bella-flow-v2"), QStringLiteral("running"), QStringLiteral("1/2"),
                          runs.at(1).run.createdAt.toString(Qt::ISODate)}));
    QVERIFY(lines.at(1).indexOf(QStringLiteral("bella-flow-v1")) == lines.at(0).indexOf(QStringLiteral("AGENT"))); // aligned
}

void TestCliStore::runsJson()
{
    const Run r = run({QStringLiteral("runs"), m_workspace, QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const Json list = parse(r.out);
    QVERIFY(list.is_array());
    QCOMPARE(list.size(), size_t(2));
    const Json &first = list[0];
    QCOMPARE(dump(first["id"]), dump(Json(toStdString(m_completed))));
    QCOMPARE(dump(first["agent"]), dump(Json("bella-flow-v1")));
    QCOMPARE(dump(first["workspace"]), dump(Json("Bella Vista \u2014 table bookings")));
    QCOMPARE(dump(first["scenario_set"]), dump(Json("smoke")));
    QCOMPARE(dump(first["status"]), dump(Json("completed")));
    QCOMPARE(dump(first["seed"]), QStringLiteral("7"));
    QCOMPARE(dump(first["offline"]), QStringLiteral("true"));
    QCOMPARE(dump(first["conversations"]),
             QStringLiteral("{\"total\":3,\"pending\":0,\"running\":0,\"done\":3,\"failed\":0,\"cancelled\":0}"));
    QVERIFY(first["finished_at"].is_string());
    QVERIFY(list[1]["finished_at"].is_null());
    QCOMPARE(dump(list[1]["conversations"]["pending"]), QStringLiteral("1"));
}

void TestCliStore::runsWithoutDatabase()
{
    QTemporaryDir tmp;
    Run r = run({QStringLiteral("runs"), tmp.path()});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QStringLiteral("no runs yet in %1\n").arg(tmp.path()));
    r = run({QStringLiteral("runs"), tmp.path(), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QStringLiteral("[]\n"));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("polygon.db")))); // listing creates nothing
}

void TestCliStore::runsBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    const QString usage = QStringLiteral("usage: polygon-cli runs WORKSPACE [--json]\n");
    QTest::newRow("no workspace") << QStringList {QStringLiteral("runs")} << usage;
    QTest::newRow("two workspaces") << QStringList {QStringLiteral("runs"), QStringLiteral("a"), QStringLiteral("b")} << usage;
    QTest::newRow("unknown option") << QStringList {QStringLiteral("runs"), QStringLiteral("x"), QStringLiteral("--all")}
                                    << QStringLiteral("unknown option \"--all\"\n") + usage;
    QTest::newRow("missing folder") << QStringList {QStringLiteral("runs"), QStringLiteral("/nonexistent/ws")}
                                    << QStringLiteral("/nonexistent/ws: no such folder\n");
}

void TestCliStore::runsBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

void TestCliStore::runsCorruptDatabase()
{
    QTemporaryDir tmp;
    const QString db = tmp.filePath(QStringLiteral("polygon.db"));
    QVERIFY(writeAll(db, QByteArray("PK\x03\x04 this is a zip, not a database")));
    const QByteArray before = readAll(db);
    for (const QStringList &args : {QStringList {QStringLiteral("runs"), tmp.path()},
                                    QStringList {QStringLiteral("export"), tmp.path(), QStringLiteral("latest")}}) {
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err,
                 db
                     + QStringLiteral(": not a SQLite database (the file does not start with the SQLite header); "
                                      "Polygon leaves it untouched: move it away to start a new results database\n"));
    }
    QCOMPARE(readAll(db), before);
}

void TestCliStore::exportJson()
{
    const Run r = run({QStringLiteral("export"), m_workspace, m_completed, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("{\n  \"format\": 1,\n  \"run\": {\n    \"id\": ")));
    const Json doc = parse(r.out);
    QVERIFY(doc.is_object());
    QCOMPARE(dump(doc["format"]), QStringLiteral("1"));
    QCOMPARE(dump(doc["run"]["id"]), dump(Json(toStdString(m_completed))));
    QCOMPARE(dump(doc["run"]["conversations"]["done"]), QStringLiteral("3"));
    const Json &conversations = doc["conversations"];
    QCOMPARE(conversations.size(), size_t(3));
    for (size_t i = 0; i < conversations.size(); ++i) {
        const Json &c = conversations[i];
        const SimulationResult &expected = m_results.at(qsizetype(i));
        const Json original = conversationToJson(expected.conversation);
        QCOMPARE(dump(c["format"]), QStringLiteral("1"));
        QCOMPARE(dump(c["id"]), dump(original["id"]));
        QCOMPARE(dump(c["ground_truth"]), dump(original["ground_truth"]));
        QCOMPARE(dump(c["turns"]), dump(original["turns"]));
        QCOMPARE(dump(c["end_reason"]), dump(Json(toStdString(expected.endReason))));
        QCOMPARE(dump(c["persona"]), dump(Json(toStdString(kPersonas.at(qsizetype(i))))));
        QCOMPARE(dump(c["scenario"]), dump(Json("smoke")));
        QCOMPARE(dump(c["status"]), dump(Json("done")));
        QCOMPARE(dump(c["seed"]), QStringLiteral("7"));
        QCOMPARE(dump(c["run"]), dump(Json(toStdString(m_completed))));
        QVERIFY(c["started_at"].is_string());
        QCOMPARE(c["judgments"].size(), size_t(i == 0 ? 1 : 0));
    }
    QCOMPARE(dump(conversations[0]["judgments"][0]["verdict"]), dump(Json("pass")));
    QCOMPARE(dump(conversations[0]["judgments"][0]["composite"]), QStringLiteral("87.5"));

    // Without --format, json is the default.
    QCOMPARE(run({QStringLiteral("export"), m_workspace, m_completed}).out, r.out);
}

void TestCliStore::exportJsonLinesToFile()
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("run.jsonl"));
    const Run r = run({QStringLiteral("export"), m_workspace, m_completed, QStringLiteral("--format"), QStringLiteral("jsonl"),
                       QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("%1: 3 conversations of %2\n").arg(out, m_completed));
    QStringList lines = QString::fromUtf8(readAll(out)).split(QLatin1Char('\n'));
    QCOMPARE(lines.takeLast(), QString());
    QCOMPARE(lines.size(), 3);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const Json c = parse(lines.at(i));
        QVERIFY(c.is_object());
        QCOMPARE(dump(c["turns"]), dump(conversationToJson(m_results.at(i).conversation)["turns"]));
        QCOMPARE(dump(c["run"]), dump(Json(toStdString(m_completed))));
    }
}

void TestCliStore::exportWithoutTimingsIsStable()
{
    const QStringList args = {QStringLiteral("export"), m_workspace, m_completed, QStringLiteral("--no-timings")};
    const Run a = run(args);
    const Run b = run(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(!a.out.contains(QStringLiteral("started_at")));
    QVERIFY(!a.out.contains(QStringLiteral("created_at")));
    QVERIFY(run({QStringLiteral("export"), m_workspace, m_completed}).out.contains(QStringLiteral("\"started_at\"")));
}

void TestCliStore::exportSelectsRuns()
{
    const auto exportedRun = [&](const QString &which) {
        const Run r = run({QStringLiteral("export"), m_workspace, which, QStringLiteral("--format"), QStringLiteral("jsonl")});
        if (r.code != 0)
            return r.err;
        return toQString(parse(r.out.section(QLatin1Char('\n'), 0, 0))["run"].get<std::string>());
    };
    QCOMPARE(exportedRun(QStringLiteral("latest")), m_running);
    QCOMPARE(exportedRun(QStringLiteral("run-20250101")), m_completed);
    QCOMPARE(exportedRun(m_running), m_running);
    const QString db = StoreSchema::databasePath(m_workspace);
    QCOMPARE(exportedRun(QStringLiteral("run-2025")),
             db + QStringLiteral(": \"run-2025\" names more than one run: %1, %2\n").arg(m_completed, m_running));
    QCOMPARE(exportedRun(QStringLiteral("run-1999")),
             db + QStringLiteral(": no run \"run-1999\" (polygon-cli runs lists them)\n"));
    // A run with a pending conversation exports it too, with no turns.
    const Run r = run({QStringLiteral("export"), m_workspace, m_running, QStringLiteral("--format"), QStringLiteral("jsonl")});
    const Json pending = parse(r.out.section(QLatin1Char('\n'), 1, 1));
    QCOMPARE(dump(pending["status"]), dump(Json("pending")));
    QCOMPARE(dump(pending["turns"]), QStringLiteral("[]"));
    QVERIFY(pending["end_reason"].is_null());
}

void TestCliStore::exportFeedsOtherCommands()
{
    // An exported line is a FORMATS.md §1 conversation: `polygon-cli loop` reads it like any other.
    QTemporaryDir tmp;
    const Run r = run({QStringLiteral("export"), m_workspace, m_completed, QStringLiteral("--format"), QStringLiteral("jsonl")});
    const QString file = tmp.filePath(QStringLiteral("one.json"));
    QVERIFY(writeAll(file, r.out.section(QLatin1Char('\n'), 0, 0).toUtf8()));
    const Run loop = run({QStringLiteral("loop"), file, QStringLiteral("--compact")});
    QCOMPARE(loop.err, QString());
    const bool looped = m_results.first().loopTurn.has_value();
    QCOMPARE(loop.code, looped ? 1 : 0);
    QCOMPARE(loop.out,
             looped ? QStringLiteral("{\"loop\":true,\"turn\":%1}\n").arg(*m_results.first().loopTurn)
                    : QStringLiteral("{\"loop\":false,\"turn\":null}\n"));
}

void TestCliStore::exportBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    const QString usage
        = QStringLiteral("usage: polygon-cli export WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]\n");
    QTest::newRow("no run") << QStringList {QStringLiteral("export"), QStringLiteral("ws")} << usage;
    QTest::newRow("bad format") << QStringList {QStringLiteral("export"), QStringLiteral("ws"), QStringLiteral("r"),
                                                QStringLiteral("--format"), QStringLiteral("xml")}
                                << QStringLiteral("--format must be json or jsonl, not \"xml\"\n") + usage;
    QTest::newRow("format without value") << QStringList {QStringLiteral("export"), QStringLiteral("ws"), QStringLiteral("r"),
                                                          QStringLiteral("--format")}
                                          << QStringLiteral("--format needs a value\n") + usage;
    QTest::newRow("unknown option") << QStringList {QStringLiteral("export"), QStringLiteral("ws"), QStringLiteral("r"),
                                                    QStringLiteral("--pretty")}
                                    << QStringLiteral("unknown option \"--pretty\"\n") + usage;
    QTest::newRow("missing folder") << QStringList {QStringLiteral("export"), QStringLiteral("/nonexistent/ws"),
                                                    QStringLiteral("latest")}
                                    << QStringLiteral("/nonexistent/ws: no such folder\n");
}

void TestCliStore::exportBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

void TestCliStore::dbCheckOk()
{
    const QString db = StoreSchema::databasePath(m_workspace);
    const QString expected
        = QStringLiteral("%1: ok (schema version 4; 2 runs, 5 conversations, %2 turns, 0 model calls)\n").arg(db).arg(m_turns);
    Run r = run({QStringLiteral("db"), QStringLiteral("check"), m_workspace});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, expected);
    r = run({QStringLiteral("db"), QStringLiteral("check"), db}); // the file itself
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, expected);
}

void TestCliStore::dbCheckProblems()
{
    QTemporaryDir tmp;
    QCOMPARE(copyTree(m_workspace, tmp.path()), QString());
    const QString db = StoreSchema::databasePath(tmp.path());
    {
        // What a tool without foreign keys could leave behind: a turn of a conversation that is not there.
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(db);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO turns (id, conversation_id, turn_index, speaker, text) "
                                      "VALUES (9001, 4242, 0, 'agent', 'orphan')")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    const Run r = run({QStringLiteral("db"), QStringLiteral("check"), tmp.path()});
    QCOMPARE(r.code, 1);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out,
             QStringLiteral("%1: table \"turns\" row 9001 refers to a missing row of \"conversations\"\n"
                            "%1: 1 problem\n")
                 .arg(db));
}

void TestCliStore::dbCheckUnreadable_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message"); // after "<db>: "
    QTest::newRow("no database") << QStringLiteral("missing")
                                 << QStringLiteral("no results database (nothing has been run in this workspace yet)");
    QTest::newRow("random bytes") << QStringLiteral("random")
                                  << QStringLiteral("not a SQLite database (the file does not start with the SQLite "
                                                    "header); Polygon leaves it untouched: move it away to start a new "
                                                    "results database");
    QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("truncated");
    QTest::newRow("newer version") << QStringLiteral("newer")
                                   << QStringLiteral("the results database has schema version 5, newer than this Polygon "
                                                     "understands (4); check it with a newer Polygon");
}

void TestCliStore::dbCheckUnreadable()
{
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    const QString db = StoreSchema::databasePath(tmp.path());
    if (kind == QLatin1String("random")) {
        QByteArray bytes(4096, '\0');
        for (qsizetype i = 0; i < bytes.size(); ++i)
            bytes[i] = char((i * 131 + 7) % 251);
        QVERIFY(writeAll(db, bytes));
    } else if (kind == QLatin1String("truncated")) {
        QVERIFY(QFile::copy(StoreSchema::databasePath(m_workspace), db));
        QByteArray bytes = readAll(db);
        bytes.chop(1234);
        QVERIFY(writeAll(db, bytes));
    } else if (kind == QLatin1String("newer")) {
        QVERIFY(QFile::copy(StoreSchema::databasePath(m_workspace), db));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(db);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 5")));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    }
    const QByteArray before = readAll(db);
    const Run r = run({QStringLiteral("db"), QStringLiteral("check"), tmp.path()});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(db + QStringLiteral(": ") + message), qPrintable(r.err));
    QCOMPARE(readAll(db), before);
    if (kind == QLatin1String("missing"))
        QVERIFY(!QFileInfo::exists(db));
}

void TestCliStore::dbCheckUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("nothing") << QStringList {QStringLiteral("db")};
    QTest::newRow("no workspace") << QStringList {QStringLiteral("db"), QStringLiteral("check")};
    QTest::newRow("unknown action") << QStringList {QStringLiteral("db"), QStringLiteral("repair"), QStringLiteral("ws")};
}

void TestCliStore::dbCheckUsage()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, QStringLiteral("usage: polygon-cli db check WORKSPACE|FILE\n"));
}

QTEST_GUILESS_MAIN(TestCliStore)
#include "tst_cli_store.moc"
