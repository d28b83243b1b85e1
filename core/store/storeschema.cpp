#include "storeschema.h"

#include "core/util/messages.h"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

namespace Polygon::StoreSchema {

namespace {

QString sqlMessage(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

// Runs one statement; on failure puts SQLite's sentence in *error.
bool run(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = sqlMessage(q.lastError());
    return false;
}

// The first column of the first row of a one-value statement.
std::optional<QVariant> value(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(sql) || !q.next()) {
        if (error)
            *error = q.lastError().isValid() ? sqlMessage(q.lastError()) : WorkspaceMessages::tr("no answer to %1").arg(sql);
        return std::nullopt;
    }
    return q.value(0);
}

// Version 1: runs, configuration snapshots, conversations, turns, tool calls,
// model calls, judgments and probe answers.
QStringList version1()
{
    return {
        QStringLiteral("CREATE TABLE configurations ("
                       " id TEXT PRIMARY KEY NOT NULL,"
                       " agent_id TEXT NOT NULL,"
                       " agent_kind TEXT NOT NULL,"
                       " prompt_hash TEXT,"
                       " flow_hash TEXT,"
                       " profile TEXT CHECK (profile IS NULL OR json_valid(profile)),"
                       " parameters TEXT NOT NULL CHECK (json_valid(parameters)),"
                       " rubric TEXT,"
                       " content TEXT NOT NULL CHECK (json_valid(content)),"
                       " created_at TEXT NOT NULL)"),
        // A snapshot never changes: a different configuration is a different id.
        QStringLiteral("CREATE TRIGGER configurations_immutable BEFORE UPDATE ON configurations"
                       " BEGIN SELECT RAISE(ABORT, 'configurations are immutable snapshots'); END"),
        QStringLiteral("CREATE TABLE runs ("
                       " id TEXT PRIMARY KEY NOT NULL,"
                       " workspace_name TEXT NOT NULL DEFAULT '',"
                       " agent_id TEXT NOT NULL,"
                       " agent_path TEXT NOT NULL DEFAULT '',"
                       " scenario_set TEXT NOT NULL DEFAULT '',"
                       " repeat_count INTEGER NOT NULL CHECK (repeat_count >= 1),"
                       " concurrency INTEGER NOT NULL CHECK (concurrency >= 1),"
                       " seed INTEGER NOT NULL,"
                       " offline INTEGER NOT NULL CHECK (offline IN (0, 1)),"
                       " configuration_id TEXT REFERENCES configurations(id),"
                       " status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'cancelled', 'failed')),"
                       " error TEXT,"
                       " polygon_version TEXT NOT NULL DEFAULT '',"
                       " created_at TEXT NOT NULL,"
                       " finished_at TEXT,"
                       " options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)))"),
        QStringLiteral("CREATE INDEX runs_configuration ON runs(configuration_id)"),
        QStringLiteral("CREATE TABLE conversations ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " configuration_id TEXT REFERENCES configurations(id),"
                       " scenario TEXT NOT NULL,"
                       " persona_id TEXT NOT NULL,"
                       " persona_hash TEXT NOT NULL,"
                       " repeat_index INTEGER NOT NULL CHECK (repeat_index >= 0),"
                       " seed INTEGER NOT NULL,"
                       " conversation_id TEXT NOT NULL,"
                       " label TEXT NOT NULL DEFAULT '',"
                       " rubric TEXT NOT NULL DEFAULT '',"
                       " source TEXT NOT NULL DEFAULT 'simulated',"
                       " ground_truth TEXT CHECK (ground_truth IS NULL OR json_valid(ground_truth)),"
                       " status TEXT NOT NULL CHECK (status IN ('pending', 'running', 'done', 'failed', 'cancelled')),"
                       " end_reason TEXT,"
                       " loop_turn INTEGER,"
                       " error TEXT,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " started_at TEXT,"
                       " finished_at TEXT,"
                       " UNIQUE (run_id, scenario, persona_id, repeat_index))"),
        QStringLiteral("CREATE INDEX conversations_status ON conversations(run_id, status)"),
        QStringLiteral("CREATE INDEX conversations_configuration ON conversations(configuration_id)"),
        QStringLiteral("CREATE TABLE turns ("
                       " id INTEGER PRIMARY KEY,"
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " turn_index INTEGER NOT NULL CHECK (turn_index >= 0),"
                       " speaker TEXT NOT NULL CHECK (speaker IN ('caller', 'agent')),"
                       " text TEXT NOT NULL,"
                       " heard TEXT,"
                       " action TEXT CHECK (action IN ('end', 'transfer')),"
                       " UNIQUE (conversation_id, turn_index))"),
        QStringLiteral("CREATE TABLE tool_calls ("
                       " id INTEGER PRIMARY KEY,"
                       " turn_id INTEGER NOT NULL REFERENCES turns(id) ON DELETE CASCADE,"
                       " call_index INTEGER NOT NULL CHECK (call_index >= 0),"
                       " operation_id TEXT NOT NULL DEFAULT '',"
                       " name TEXT NOT NULL,"
                       " arguments TEXT NOT NULL CHECK (json_valid(arguments)),"
                       " valid INTEGER NOT NULL CHECK (valid IN (0, 1)),"
                       " result TEXT CHECK (result IS NULL OR json_valid(result)),"
                       " error TEXT,"
                       " latency_ms INTEGER,"
                       " UNIQUE (turn_id, call_index))"),
        QStringLiteral("CREATE TABLE model_calls ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id TEXT REFERENCES runs(id) ON DELETE CASCADE,"
                       " conversation_id INTEGER REFERENCES conversations(id) ON DELETE CASCADE,"
                       " turn_index INTEGER,"
                       " round INTEGER NOT NULL DEFAULT 0,"
                       " role TEXT NOT NULL CHECK (role IN ('caller', 'agent', 'judge', 'probe', 'persona', 'lint')),"
                       " seed INTEGER,"
                       " fingerprint TEXT,"
                       " request TEXT NOT NULL CHECK (json_valid(request)),"
                       " response TEXT CHECK (response IS NULL OR json_valid(response)),"
                       " prompt_tokens INTEGER NOT NULL DEFAULT 0,"
                       " completion_tokens INTEGER NOT NULL DEFAULT 0,"
                       " latency_ms INTEGER NOT NULL DEFAULT 0,"
                       " attempts INTEGER NOT NULL DEFAULT 1,"
                       " error_kind TEXT,"
                       " error TEXT,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX model_calls_conversation ON model_calls(conversation_id)"),
        QStringLiteral("CREATE INDEX model_calls_run ON model_calls(run_id)"),
        QStringLiteral("CREATE TABLE judgments ("
                       " id INTEGER PRIMARY KEY,"
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " rubric TEXT NOT NULL,"
                       " composite REAL,"
                       " verdict TEXT NOT NULL,"
                       " grade TEXT NOT NULL CHECK (json_valid(grade)),"
                       " repeats TEXT NOT NULL CHECK (json_valid(repeats)),"
                       " seed INTEGER,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (conversation_id, rubric))"),
        QStringLiteral("CREATE TABLE probe_answers ("
                       " id INTEGER PRIMARY KEY,"
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " probe_id TEXT NOT NULL,"
                       " wording_hash TEXT NOT NULL,"
                       " answer TEXT NOT NULL CHECK (answer IN ('yes', 'no', 'na')),"
                       " rationale TEXT NOT NULL DEFAULT '',"
                       " seed INTEGER,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (conversation_id, probe_id, wording_hash))"),
    };
}

// Version 2: call-evidence results (FORMATS.md §6) and the pass/fail of each
// conversation that pass^k counts.
QStringList version2()
{
    return {
        QStringLiteral("ALTER TABLE conversations ADD COLUMN passed INTEGER CHECK (passed IN (0, 1))"),
        QStringLiteral("CREATE INDEX conversations_passed ON conversations(run_id, scenario, persona_id, passed)"),
        QStringLiteral("CREATE TABLE evidence_results ("
                       " id INTEGER PRIMARY KEY,"
                       " run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " conversation_id INTEGER REFERENCES conversations(id) ON DELETE CASCADE,"
                       " call_id TEXT NOT NULL,"
                       " verdict TEXT NOT NULL,"
                       " gates TEXT NOT NULL CHECK (json_valid(gates)),"
                       " receipt TEXT CHECK (receipt IS NULL OR json_valid(receipt)),"
                       " policy_hash TEXT NOT NULL DEFAULT '',"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (run_id, call_id))"),
        QStringLiteral("CREATE INDEX evidence_results_conversation ON evidence_results(conversation_id)"),
    };
}

// Version 3: gradings. Grading a run again makes a new grading and keeps the
// earlier ones (FORMATS.md §12); each judgment and probe answer belongs to one
// grading, at most once per conversation (and rubric, or probe wording) in it.
// Judgments and answers stored before (only tests wrote any) are moved into one
// grading per run, "legacy-<run id>". SQLite cannot change a table's UNIQUE
// constraint in place, so both tables are rebuilt.
QStringList version3()
{
    return {
        QStringLiteral("CREATE TABLE gradings ("
                       " id TEXT PRIMARY KEY NOT NULL,"
                       " run_id TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
                       " judge TEXT NOT NULL," // "llm", "rules" or "unknown" (legacy)
                       " profile TEXT NOT NULL DEFAULT '',"
                       " model TEXT NOT NULL DEFAULT '',"
                       " rubric TEXT NOT NULL DEFAULT ''," // rubric identity
                       " repeats INTEGER NOT NULL DEFAULT 1 CHECK (repeats >= 1),"
                       " settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),"
                       " status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'cancelled', 'failed')),"
                       " created_at TEXT NOT NULL,"
                       " finished_at TEXT)"),
        QStringLiteral("CREATE INDEX gradings_run ON gradings(run_id, created_at)"),
        QStringLiteral("INSERT INTO gradings (id, run_id, judge, status, created_at)"
                       " SELECT 'legacy-' || c.run_id, c.run_id, 'unknown', 'completed', MIN(x.created_at)"
                       " FROM (SELECT conversation_id, created_at FROM judgments"
                       "       UNION ALL SELECT conversation_id, created_at FROM probe_answers) x"
                       " JOIN conversations c ON c.id = x.conversation_id GROUP BY c.run_id"),
        QStringLiteral("CREATE TABLE judgments_v3 ("
                       " id INTEGER PRIMARY KEY,"
                       " grading_id TEXT NOT NULL REFERENCES gradings(id) ON DELETE CASCADE,"
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " rubric TEXT NOT NULL,"
                       " composite REAL,"
                       " verdict TEXT NOT NULL,"
                       " grade TEXT NOT NULL CHECK (json_valid(grade)),"
                       " repeats TEXT NOT NULL CHECK (json_valid(repeats)),"
                       " seed INTEGER,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (grading_id, conversation_id, rubric))"),
        QStringLiteral("INSERT INTO judgments_v3 (id, grading_id, conversation_id, rubric, composite, verdict, grade, repeats,"
                       " seed, stage, input_hashes, created_at)"
                       " SELECT j.id, 'legacy-' || c.run_id, j.conversation_id, j.rubric, j.composite, j.verdict, j.grade,"
                       " j.repeats, j.seed, j.stage, j.input_hashes, j.created_at"
                       " FROM judgments j JOIN conversations c ON c.id = j.conversation_id"),
        QStringLiteral("DROP TABLE judgments"),
        QStringLiteral("ALTER TABLE judgments_v3 RENAME TO judgments"),
        QStringLiteral("CREATE INDEX judgments_conversation ON judgments(conversation_id)"),
        QStringLiteral("CREATE TABLE probe_answers_v3 ("
                       " id INTEGER PRIMARY KEY,"
                       " grading_id TEXT NOT NULL REFERENCES gradings(id) ON DELETE CASCADE,"
                       " conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,"
                       " probe_id TEXT NOT NULL,"
                       " wording_hash TEXT NOT NULL,"
                       " answer TEXT NOT NULL CHECK (answer IN ('yes', 'no', 'na')),"
                       " rationale TEXT NOT NULL DEFAULT '',"
                       " seed INTEGER,"
                       " stage TEXT NOT NULL,"
                       " input_hashes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(input_hashes)),"
                       " created_at TEXT NOT NULL,"
                       " UNIQUE (grading_id, conversation_id, probe_id, wording_hash))"),
        QStringLiteral("INSERT INTO probe_answers_v3 (id, grading_id, conversation_id, probe_id, wording_hash, answer, rationale,"
                       " seed, stage, input_hashes, created_at)"
                       " SELECT a.id, 'legacy-' || c.run_id, a.conversation_id, a.probe_id, a.wording_hash, a.answer,"
                       " a.rationale, a.seed, a.stage, a.input_hashes, a.created_at"
                       " FROM probe_answers a JOIN conversations c ON c.id = a.conversation_id"),
        QStringLiteral("DROP TABLE probe_answers"),
        QStringLiteral("ALTER TABLE probe_answers_v3 RENAME TO probe_answers"),
        QStringLiteral("CREATE INDEX probe_answers_conversation ON probe_answers(conversation_id)"),
        // A person's verdict on a conversation (and criterion scores), for judge–human agreement.
        QStringLiteral("CREATE TABLE human_verdicts ("
                       " id INTEGER PRIMARY KEY,"
                       " conversation_id INTEGER NOT NULL UNIQUE REFERENCES conversations(id) ON DELETE CASCADE,"
                       " verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'warning', 'fail')),"
                       " criteria TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(criteria)),"
                       " created_at TEXT NOT NULL)"),
    };
}

quint32 bigEndian32(const QByteArray &bytes, int offset)
{
    return qFromBigEndian<quint32>(reinterpret_cast<const uchar *>(bytes.constData()) + offset);
}

// Version 4: prompt versions. Every version of a prompt file the workbench
// saved or a run used, by hash, so the workbench can show a prompt's history
// and diff a version against the one before it (configurations keep only the
// hash).
QStringList version4()
{
    return {
        QStringLiteral("CREATE TABLE prompt_versions ("
                       " prompt_id TEXT NOT NULL,"
                       " hash TEXT NOT NULL,"
                       " text TEXT NOT NULL,"
                       " first_seen TEXT NOT NULL,"
                       " PRIMARY KEY (prompt_id, hash))"),
    };
}

} // namespace

QString databasePath(const QString &workspaceDir)
{
    return QDir(workspaceDir).filePath(QStringLiteral("polygon.db"));
}

const QList<Migration> &migrations()
{
    static const QList<Migration> list = {
        {1, QStringLiteral("runs, configurations, conversations, turns, tool calls, model calls, judgments, probe answers"),
         version1()},
        {2, QStringLiteral("evidence results; conversations.passed for pass^k"), version2()},
        {3, QStringLiteral("gradings: every grading of a run kept, judgments and probe answers by grading; human verdicts"),
         version3()},
        {4, QStringLiteral("prompt versions: the text of every prompt version saved or run, by hash"), version4()},
    };
    return list;
}

QStringList tablesOf(int version)
{
    QStringList tables;
    if (version >= 1)
        tables << QStringLiteral("configurations") << QStringLiteral("conversations") << QStringLiteral("judgments")
               << QStringLiteral("model_calls") << QStringLiteral("probe_answers") << QStringLiteral("runs")
               << QStringLiteral("tool_calls") << QStringLiteral("turns");
    if (version >= 2)
        tables << QStringLiteral("evidence_results");
    if (version >= 3)
        tables << QStringLiteral("gradings") << QStringLiteral("human_verdicts");
    if (version >= 4)
        tables << QStringLiteral("prompt_versions");
    tables.sort();
    return tables;
}

std::optional<QString> checkFileHeader(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return WorkspaceMessages::tr("%1: cannot read the file: %2").arg(path, file.errorString());
    const qint64 size = file.size();
    if (size == 0)
        return std::nullopt; // SQLite treats an empty file as a new database
    const QByteArray head = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (head.size() < 100 || !head.startsWith(magic))
        return WorkspaceMessages::tr("%1: not a SQLite database (the file does not start with the SQLite header); "
                                     "Polygon leaves it untouched: move it away to start a new results database")
            .arg(path);
    const quint16 rawPageSize = qFromBigEndian<quint16>(reinterpret_cast<const uchar *>(head.constData()) + 16);
    const qint64 pageSize = rawPageSize == 1 ? 65536 : rawPageSize;
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) != 0)
        return WorkspaceMessages::tr("%1: damaged SQLite header (page size %2); Polygon leaves the file untouched")
            .arg(path)
            .arg(pageSize);
    // While a write-ahead log holds pages, the main file may legitimately be
    // shorter than its header says (a checkpoint was interrupted): SQLite
    // finishes it from the log, so only judge the size without one.
    const QFileInfo wal(path + QStringLiteral("-wal"));
    if (wal.exists() && wal.size() > 0)
        return std::nullopt;
    if (size % pageSize != 0)
        return WorkspaceMessages::tr("%1: truncated or damaged: %2 bytes is not a whole number of %3-byte pages; "
                                     "Polygon leaves the file untouched")
            .arg(path)
            .arg(size)
            .arg(pageSize);
    const quint32 changeCounter = bigEndian32(head, 24);
    const quint32 pages = bigEndian32(head, 28);
    const quint32 validFor = bigEndian32(head, 92);
    if (pages > 0 && changeCounter == validFor && size < qint64(pages) * pageSize)
        return WorkspaceMessages::tr("%1: truncated: the header says %2 pages (%3 bytes) but the file holds %4 bytes; "
                                     "Polygon leaves the file untouched")
            .arg(path)
            .arg(pages)
            .arg(qint64(pages) * pageSize)
            .arg(size);
    return std::nullopt;
}

bool openConnection(const QString &path, const QString &connectionName, QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
    if (!db.isValid()) {
        if (error)
            *error = WorkspaceMessages::tr("%1: the Qt SQLite driver (QSQLITE) is not available").arg(path);
        return false;
    }
    db.setDatabaseName(path);
    if (!db.open()) {
        if (error)
            *error = WorkspaceMessages::tr("%1: cannot open the database: %2").arg(path, sqlMessage(db.lastError()));
        return false;
    }
    QString why;
    if (!run(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(BusyTimeoutMs), &why)
        || !run(db, QStringLiteral("PRAGMA foreign_keys = ON"), &why)
        || !run(db, QStringLiteral("PRAGMA synchronous = NORMAL"), &why)) {
        if (error)
            *error = WorkspaceMessages::tr("%1: cannot read the database: %2; Polygon leaves the file untouched").arg(path, why);
        db.close();
        return false;
    }
    return true;
}

namespace {

// The store connections this process has open, by file: see openCheckedConnection().
struct OpenFiles
{
    QMutex mutex;
    QHash<QString, int> countByFile;
    QHash<QString, QString> fileByConnection;
};

OpenFiles &openFiles()
{
    static OpenFiles files;
    return files;
}

// One key per file, whatever path names it (the file itself may not exist yet).
QString fileKey(const QString &path)
{
    const QFileInfo info(path);
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    const QString canonical = info.canonicalFilePath();
    if (!canonical.isEmpty())
        return canonical;
    return (dir.isEmpty() ? info.absolutePath() : dir) + QLatin1Char('/') + info.fileName();
}

} // namespace

bool openCheckedConnection(const QString &path, const QString &connectionName, QString *error)
{
    OpenFiles &files = openFiles();
    const QString key = fileKey(path);
    {
        QMutexLocker lock(&files.mutex);
        // Counted before the lock is released: no other thread reads the file's
        // bytes from now until this connection is closed.
        if (files.countByFile.value(key) == 0 && QFileInfo::exists(path)) {
            if (const auto problem = checkFileHeader(path)) {
                if (error)
                    *error = *problem;
                return false;
            }
        }
        ++files.countByFile[key];
        files.fileByConnection.insert(connectionName, key);
    }
    if (openConnection(path, connectionName, error))
        return true;
    closeConnection(connectionName);
    return false;
}

void closeConnection(const QString &connectionName)
{
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    OpenFiles &files = openFiles();
    QMutexLocker lock(&files.mutex);
    const auto it = files.fileByConnection.find(connectionName);
    if (it == files.fileByConnection.end())
        return;
    if (--files.countByFile[*it] <= 0)
        files.countByFile.remove(*it);
    files.fileByConnection.erase(it);
}

int openConnectionCount(const QString &path)
{
    OpenFiles &files = openFiles();
    QMutexLocker lock(&files.mutex);
    return files.countByFile.value(fileKey(path));
}

std::optional<int> versionOf(QSqlDatabase &db, QString *error)
{
    const auto v = value(db, QStringLiteral("PRAGMA user_version"), error);
    if (!v)
        return std::nullopt;
    return v->toInt();
}

bool migrate(QSqlDatabase &db, int targetVersion, QString *error)
{
    QString why;
    // The journal mode cannot change inside a transaction; it is stored in
    // the file, so every later connection uses the write-ahead log too.
    const auto mode = value(db, QStringLiteral("PRAGMA journal_mode = WAL"), &why);
    if (!mode) {
        if (error)
            *error = WorkspaceMessages::tr("cannot switch to the write-ahead log: %1").arg(why);
        return false;
    }
    if (!run(db, QStringLiteral("BEGIN IMMEDIATE"), &why)) {
        if (error)
            *error = WorkspaceMessages::tr("cannot start the migration: %1").arg(why);
        return false;
    }
    const auto rollback = [&](const QString &message) {
        run(db, QStringLiteral("ROLLBACK"), nullptr);
        if (error)
            *error = message;
        return false;
    };
    // Read again inside the transaction: another process may have migrated meanwhile.
    const auto version = versionOf(db, &why);
    if (!version)
        return rollback(WorkspaceMessages::tr("cannot read the schema version: %1").arg(why));
    for (const Migration &m : migrations()) {
        if (m.version <= *version || m.version > targetVersion)
            continue;
        for (const QString &statement : m.statements) {
            if (!run(db, statement, &why))
                return rollback(
                    WorkspaceMessages::tr("migration to schema version %1 failed: %2 [%3]").arg(m.version).arg(why, statement));
        }
    }
    if (*version < targetVersion) {
        if (!run(db, QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId), &why)
            || !run(db, QStringLiteral("PRAGMA user_version = %1").arg(targetVersion), &why))
            return rollback(WorkspaceMessages::tr("cannot record the schema version: %1").arg(why));
    }
    if (!run(db, QStringLiteral("COMMIT"), &why))
        return rollback(WorkspaceMessages::tr("cannot commit the migration: %1").arg(why));
    return true;
}

bool prepare(QSqlDatabase &db, const QString &path, QString *error)
{
    QString why;
    const auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const auto appId = value(db, QStringLiteral("PRAGMA application_id"), &why);
    const auto version = appId ? versionOf(db, &why) : std::nullopt;
    // Reading the schema is what finds a damaged first page.
    const auto objects = version ? value(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), &why) : std::nullopt;
    if (!objects)
        return fail(WorkspaceMessages::tr("%1: cannot read the database: %2; Polygon leaves the file untouched").arg(path, why));
    const bool fresh = appId->toInt() == 0 && *version == 0 && objects->toInt() == 0;
    if (appId->toInt() != ApplicationId && !fresh)
        return fail(WorkspaceMessages::tr("%1: not a Polygon results database (another program's SQLite database); "
                                          "Polygon leaves it untouched")
                        .arg(path));
    if (*version > CurrentVersion)
        return fail(WorkspaceMessages::tr("%1: the results database has schema version %2, newer than this Polygon "
                                          "understands (%3); open it with a newer Polygon")
                        .arg(path)
                        .arg(*version)
                        .arg(CurrentVersion));
    if (*version < CurrentVersion) {
        if (!fresh) {
            // Never migrate a damaged database: the migration would write into it.
            QSqlQuery q(db);
            q.setForwardOnly(true);
            QStringList problems;
            if (!q.exec(QStringLiteral("PRAGMA quick_check")))
                problems.append(sqlMessage(q.lastError()));
            while (q.next()) {
                const QString row = q.value(0).toString();
                if (row != QLatin1String("ok"))
                    problems.append(row);
            }
            if (!problems.isEmpty())
                return fail(WorkspaceMessages::tr("%1: the database is damaged (%2); it was not migrated — "
                                                  "run polygon-cli db check for details")
                                .arg(path, problems.first()));
        }
        if (!migrate(db, CurrentVersion, &why))
            return fail(QStringLiteral("%1: %2").arg(path, why));
        return true;
    }
    const auto mode = value(db, QStringLiteral("PRAGMA journal_mode"), &why);
    if (!mode)
        return fail(WorkspaceMessages::tr("%1: cannot read the database: %2").arg(path, why));
    if (mode->toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0
        && !value(db, QStringLiteral("PRAGMA journal_mode = WAL"), &why))
        return fail(WorkspaceMessages::tr("%1: cannot switch to the write-ahead log: %2").arg(path, why));
    return true;
}

StoreCounts countRows(QSqlDatabase &db)
{
    StoreCounts counts;
    QSqlQuery tables(db);
    tables.setForwardOnly(true);
    QStringList present;
    if (tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        while (tables.next())
            present.append(tables.value(0).toString());
    const auto count = [&](const char *table, qint64 &target) {
        const QString name = QLatin1String(table);
        if (!present.contains(name))
            return;
        if (const auto v = value(db, QStringLiteral("SELECT count(*) FROM ") + name, nullptr))
            target = v->toLongLong();
    };
    count("runs", counts.runs);
    count("configurations", counts.configurations);
    count("conversations", counts.conversations);
    count("turns", counts.turns);
    count("tool_calls", counts.toolCalls);
    count("model_calls", counts.modelCalls);
    count("judgments", counts.judgments);
    count("probe_answers", counts.probeAnswers);
    count("evidence_results", counts.evidenceResults);
    return counts;
}

namespace {

// The checks of check() on an open connection; problems go into `result`.
void inspect(QSqlDatabase &db, const QString &path, CheckResult &result)
{
    const auto unreadable = [&](const QString &problem) {
        result.status = CheckResult::Status::Unreadable;
        result.problems.append(problem);
    };
    QString why;
    const auto appId = value(db, QStringLiteral("PRAGMA application_id"), &why);
    const auto version = appId ? versionOf(db, &why) : std::nullopt;
    const auto objects = version ? value(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), &why) : std::nullopt;
    if (!objects)
        return unreadable(WorkspaceMessages::tr("%1: cannot read the database: %2").arg(path, why));
    result.version = *version;
    if (appId->toInt() != ApplicationId)
        return unreadable(
            WorkspaceMessages::tr("%1: not a Polygon results database (another program's SQLite database)").arg(path));
    if (*version > CurrentVersion)
        return unreadable(WorkspaceMessages::tr("%1: the results database has schema version %2, newer than this Polygon "
                                                "understands (%3); check it with a newer Polygon")
                              .arg(path)
                              .arg(*version)
                              .arg(CurrentVersion));
    if (*version < CurrentVersion)
        result.notes.append(WorkspaceMessages::tr("schema version %1: migrated to %2 when Polygon next opens it")
                                .arg(*version)
                                .arg(CurrentVersion));

    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
        return unreadable(
            WorkspaceMessages::tr("%1: the integrity check could not run: %2").arg(path, sqlMessage(q.lastError())));
    while (q.next()) {
        const QString row = q.value(0).toString();
        if (row != QLatin1String("ok"))
            result.problems.append(WorkspaceMessages::tr("%1: integrity: %2").arg(path, row));
    }
    if (q.lastError().isValid())
        return unreadable(WorkspaceMessages::tr("%1: the integrity check stopped: %2").arg(path, sqlMessage(q.lastError())));
    q.finish();

    QStringList present;
    if (q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")))
        while (q.next())
            present.append(q.value(0).toString());
    q.finish();
    for (const QString &table : tablesOf(*version))
        if (!present.contains(table))
            result.problems.append(
                WorkspaceMessages::tr("%1: the table \"%2\" of schema version %3 is missing").arg(path, table).arg(*version));

    if (!q.exec(QStringLiteral("PRAGMA foreign_key_check")))
        result.problems.append(
            WorkspaceMessages::tr("%1: the foreign-key check could not run: %2").arg(path, sqlMessage(q.lastError())));
    while (q.next())
        result.problems.append(WorkspaceMessages::tr("%1: table \"%2\" row %3 refers to a missing row of \"%4\"")
                                   .arg(path, q.value(0).toString(), q.value(1).toString(), q.value(2).toString()));
    q.finish();
    result.counts = countRows(db);
    if (!result.problems.isEmpty())
        result.status = CheckResult::Status::Problems;
}

} // namespace

CheckResult check(const QString &path)
{
    CheckResult result;
    result.path = path;
    const auto unreadable = [&](const QString &problem) {
        result.status = CheckResult::Status::Unreadable;
        result.problems.append(problem);
        return result;
    };
    if (!QFileInfo::exists(path))
        return unreadable(
            WorkspaceMessages::tr("%1: no results database (nothing has been run in this workspace yet)").arg(path));
    if (QFileInfo(path).size() == 0)
        return unreadable(WorkspaceMessages::tr("%1: the file is empty, not a results database").arg(path));

    static QAtomicInt counter;
    const QString name = QStringLiteral("polygon-store-check-%1").arg(counter.fetchAndAddRelaxed(1));
    QString why;
    if (openCheckedConnection(path, name, &why)) {
        {
            QSqlDatabase db = QSqlDatabase::database(name, false);
            inspect(db, path, result);
        }
        closeConnection(name);
    } else {
        unreadable(why);
    }
    return result;
}

QString timestamp(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime parseTimestamp(const QString &text)
{
    if (text.isEmpty())
        return {};
    return QDateTime::fromString(text, Qt::ISODateWithMs);
}

} // namespace Polygon::StoreSchema
