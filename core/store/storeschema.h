#pragma once

// The schema of polygon.db and how a file becomes a database the store can
// use (docs/store.md): the checks made before SQLite touches a file, the
// connection settings every connection gets, and the versioned migrations.
//
// Most code uses ResultStore (writes) and StoreReader (reads), which call
// these; tests and `polygon-cli db check` call them directly.

#include "storetypes.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

namespace Polygon::StoreSchema {

// The schema version this build writes and reads (PRAGMA user_version).
inline constexpr int CurrentVersion = 4;
// PRAGMA application_id of every Polygon results database ("PLGN").
inline constexpr qint32 ApplicationId = 0x504C474E;
// How long a connection waits for another process's write lock (ms).
inline constexpr int BusyTimeoutMs = 10000;

// <workspace>/polygon.db
QString databasePath(const QString &workspaceDir);

// One migration step: the statements that bring the schema from
// `version - 1` to `version`, run in one transaction with user_version.
struct Migration
{
    int version = 0;
    QString description;
    QStringList statements;
};
// Every step, oldest first: migrations().at(i).version == i + 1.
const QList<Migration> &migrations();

// The tables schema version `version` has (sorted).
QStringList tablesOf(int version);

// Checks a file's bytes before SQLite opens it: an empty file is a new
// database; anything else must start with the SQLite header, have a sane page
// size, and (unless a write-ahead log beside it still holds pages) be as long
// as its header says. Returns the problem as a sentence naming the file, or
// nothing when the file looks like an intact SQLite database.
std::optional<QString> checkFileHeader(const QString &path);

// Opens a SQLite connection named `connectionName` on `path` with the
// settings every store connection uses: foreign_keys=ON, busy_timeout,
// synchronous=NORMAL (with WAL: a committed transaction survives the process
// being killed). Writes nothing to the file. The caller removes the
// connection with QSqlDatabase::removeDatabase() when done.
bool openConnection(const QString &path, const QString &connectionName, QString *error);

// What the store itself uses: checkFileHeader() and openConnection() as one
// step, where the file's bytes are read with a plain file descriptor only while
// this process has no other store connection on that file. Closing any
// descriptor of a file drops every POSIX advisory lock the process holds on
// it, SQLite's included: a header check beside an open connection would let
// another process checkpoint and delete the write-ahead log under it. A file
// this process already has open was checked when it was first opened.
// Close with closeConnection().
bool openCheckedConnection(const QString &path, const QString &connectionName, QString *error);
// Closes and removes a connection opened with openCheckedConnection().
void closeConnection(const QString &connectionName);
// How many connections this process has open through openCheckedConnection()
// on `path` (tests).
int openConnectionCount(const QString &path);

// Brings an open connection's database to CurrentVersion: a new (empty)
// database gets the whole schema; an older one is checked (PRAGMA
// quick_check) and migrated step by step in one transaction; a newer one, a
// foreign SQLite database or an unreadable one is refused with a sentence
// naming the file, and nothing is written to it. Sets journal_mode=WAL.
bool prepare(QSqlDatabase &db, const QString &path, QString *error);

// Applies the migration steps from the database's version up to
// `targetVersion` (tests create older databases with it). Sets WAL mode and
// the application id.
bool migrate(QSqlDatabase &db, int targetVersion, QString *error);

// The schema version (user_version) of an open database, or nothing (with
// the error) when it cannot be read.
std::optional<int> versionOf(QSqlDatabase &db, QString *error);

// Row counts of every table the database has.
StoreCounts countRows(QSqlDatabase &db);

// The result of `polygon-cli db check`.
struct CheckResult
{
    enum class Status {
        Ok, // readable and intact
        Problems, // readable, but the integrity or foreign-key check found problems
        Unreadable, // missing, not SQLite, truncated, damaged beyond reading, foreign or newer
    };
    Status status = Status::Ok;
    QString path;
    int version = 0;
    QStringList problems; // readable sentences, one per problem
    QStringList notes; // "schema version 1: migrated to 2 when the store next opens it"
    StoreCounts counts;
};

// Checks the database at `path` without changing it: the header, the schema
// version and tables, PRAGMA integrity_check and PRAGMA foreign_key_check.
CheckResult check(const QString &path);

// ISO 8601 UTC with milliseconds, as the store writes times.
QString timestamp(const QDateTime &time);
QDateTime parseTimestamp(const QString &text);

} // namespace Polygon::StoreSchema
