#include "storereader.h"

#include "divergenceturns.h"
#include "storeschema.h"

#include "core/util/jsonparse.h"
#include "core/util/messages.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <sqlite3.h>

#include <cstring>

namespace Polygon {

namespace {

QString sqlMessage(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

// A JSON column; null when empty or not JSON (a hand-edited database).
Json jsonColumn(const QVariant &v)
{
    if (v.isNull())
        return Json();
    return Polygon::parseJson(v.toString().toUtf8()).value_or(Json());
}

std::optional<int> optionalInt(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return v.toInt();
}

std::optional<quint64> optionalSeed(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return quint64(v.toLongLong());
}

const QString kRunColumns
    = QStringLiteral("r.id, r.workspace_name, r.agent_id, r.agent_path, r.scenario_set, r.repeat_count, r.concurrency, "
                     "r.seed, r.offline, r.configuration_id, r.status, r.error, r.polygon_version, r.created_at, "
                     "r.finished_at, r.options, count(c.id), "
                     "coalesce(sum(c.status = 'pending'), 0), coalesce(sum(c.status = 'running'), 0), "
                     "coalesce(sum(c.status = 'done'), 0), coalesce(sum(c.status = 'failed'), 0), "
                     "coalesce(sum(c.status = 'cancelled'), 0) "
                     "FROM runs r LEFT JOIN conversations c ON c.run_id = r.id ");

RunSummary readRun(const QSqlQuery &q)
{
    RunSummary s;
    RunRecord &r = s.run;
    r.spec.id = q.value(0).toString();
    r.spec.workspaceName = q.value(1).toString();
    r.spec.agent = q.value(2).toString();
    r.spec.agentPath = q.value(3).toString();
    r.spec.scenarioSet = q.value(4).toString();
    r.spec.repeat = q.value(5).toInt();
    r.spec.concurrency = q.value(6).toInt();
    r.spec.seed = quint64(q.value(7).toLongLong());
    r.spec.offline = q.value(8).toInt() != 0;
    r.spec.configuration = q.value(9).toString();
    r.status = runStatusFromName(q.value(10).toString()).value_or(RunStatus::Failed);
    r.error = q.value(11).toString();
    r.polygonVersion = q.value(12).toString();
    r.createdAt = StoreSchema::parseTimestamp(q.value(13).toString());
    r.finishedAt = StoreSchema::parseTimestamp(q.value(14).toString());
    r.spec.options = jsonColumn(q.value(15));
    if (!r.spec.options.is_object())
        r.spec.options = Json::object();
    s.total = q.value(16).toInt();
    s.pending = q.value(17).toInt();
    s.running = q.value(18).toInt();
    s.done = q.value(19).toInt();
    s.failed = q.value(20).toInt();
    s.cancelled = q.value(21).toInt();
    return s;
}

const QString kConversationColumns
    = QStringLiteral("c.id, c.run_id, c.scenario, c.persona_id, c.repeat_index, c.persona_hash, c.seed, c.conversation_id, "
                     "c.configuration_id, c.label, c.rubric, c.source, c.ground_truth, c.stage, c.input_hashes, c.status, "
                     "c.end_reason, c.loop_turn, c.error, c.passed, c.started_at, c.finished_at, "
                     "(SELECT count(*) FROM turns t WHERE t.conversation_id = c.id) "
                     "FROM conversations c ");

ConversationRecord readConversation(const QSqlQuery &q)
{
    ConversationRecord r;
    r.rowId = q.value(0).toLongLong();
    r.key.run = q.value(1).toString();
    r.key.scenario = q.value(2).toString();
    r.key.persona = q.value(3).toString();
    r.key.repeat = q.value(4).toInt();
    ConversationPlan &p = r.plan;
    p.scenario = r.key.scenario;
    p.persona = r.key.persona;
    p.repeat = r.key.repeat;
    p.personaHash = q.value(5).toString();
    p.seed = quint64(q.value(6).toLongLong());
    p.conversationId = q.value(7).toString();
    p.configuration = q.value(8).toString();
    p.label = q.value(9).toString();
    p.rubric = q.value(10).toString();
    p.source = q.value(11).toString();
    p.groundTruth = jsonColumn(q.value(12));
    p.stage = q.value(13).toString();
    p.inputHashes = jsonColumn(q.value(14));
    r.status = conversationStatusFromName(q.value(15).toString()).value_or(ConversationStatus::Failed);
    r.endReason = q.value(16).toString();
    r.loopTurn = optionalInt(q.value(17));
    r.error = q.value(18).toString();
    if (!q.value(19).isNull())
        r.passed = q.value(19).toInt() != 0;
    r.startedAt = StoreSchema::parseTimestamp(q.value(20).toString());
    r.finishedAt = StoreSchema::parseTimestamp(q.value(21).toString());
    r.turnCount = q.value(22).toInt();
    return r;
}

const QString kModelCallColumns
    = QStringLiteral("m.run_id, c.run_id, c.scenario, c.persona_id, c.repeat_index, m.turn_index, m.role, m.seed, m.request, "
                     "m.response, m.prompt_tokens, m.completion_tokens, m.latency_ms, m.attempts, m.error, m.stage, "
                     "m.input_hashes, m.created_at, m.conversation_id, m.round, m.fingerprint, m.error_kind "
                     "FROM model_calls m LEFT JOIN conversations c ON c.id = m.conversation_id ");

ModelCallRecord readModelCall(const QSqlQuery &q)
{
    ModelCallRecord m;
    m.run = q.value(0).toString();
    if (!q.value(18).isNull())
        m.conversation
            = ConversationKey {q.value(1).toString(), q.value(2).toString(), q.value(3).toString(), q.value(4).toInt()};
    m.turn = optionalInt(q.value(5));
    m.role = ModelCallRecord::roleFromName(q.value(6).toString()).value_or(ModelCallRecord::Role::Agent);
    m.seed = optionalSeed(q.value(7));
    m.request = jsonColumn(q.value(8));
    m.response = jsonColumn(q.value(9));
    m.promptTokens = q.value(10).toLongLong();
    m.completionTokens = q.value(11).toLongLong();
    m.latencyMs = q.value(12).toLongLong();
    m.attempts = q.value(13).toInt();
    m.error = q.value(14).toString();
    m.stage = q.value(15).toString();
    m.inputHashes = jsonColumn(q.value(16));
    m.createdAt = StoreSchema::parseTimestamp(q.value(17).toString());
    m.round = q.value(19).toInt();
    m.fingerprint = q.value(20).toString();
    m.errorKind = q.value(21).toString();
    return m;
}

// Text of a column as Qt's SQLite driver gives it (sqlite3_column_text16:
// SQLite's own UTF-8 decoding, invalid sequences and surrogates read as
// U+FFFD), decoded here from the stored UTF-8 without SQLite converting it.
QString sqliteText(const unsigned char *text, int bytes)
{
    if (!text || bytes <= 0)
        return QString();
    const unsigned char *end = text + bytes;
    bool ascii = true;
    const unsigned char *p = text;
    for (; ascii && end - p >= 8; p += 8) { // eight bytes at a time
        quint64 word;
        std::memcpy(&word, p, 8);
        ascii = (word & 0x8080808080808080ULL) == 0;
    }
    for (; ascii && p != end; ++p)
        ascii = *p < 0x80;
    if (ascii)
        return QString::fromLatin1(reinterpret_cast<const char *>(text), bytes);
    QString out(bytes, Qt::Uninitialized);
    char16_t *w = reinterpret_cast<char16_t *>(out.data());
    char16_t *const start = w;
    for (p = text; p != end;) {
        quint32 c = *p++;
        if (c >= 0xC0) {
            // SQLite's READ_UTF8: the lead byte's bits, then every continuation byte that follows.
            c = c < 0xE0 ? c & 0x1F : c < 0xF0 ? c & 0x0F : c < 0xF8 ? c & 0x07 : c < 0xFC ? c & 0x03 : c < 0xFE ? c & 0x01 : 0;
            while (p != end && (*p & 0xC0) == 0x80)
                c = (c << 6) + (0x3F & *p++);
            if (c < 0x80 || (c & 0xFFFFF800) == 0xD800 || (c & 0xFFFFFFFE) == 0xFFFE)
                c = 0xFFFD;
        }
        if (c <= 0xFFFF) {
            *w++ = char16_t(c);
        } else {
            *w++ = char16_t(0xD800 | (((c - 0x10000) >> 10) & 0x3FF));
            *w++ = char16_t(0xDC00 | (c & 0x3FF));
        }
    }
    out.truncate(w - start);
    return out;
}

// The connection's sqlite3 handle; none when the driver is not SQLite's.
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

} // namespace

struct StoreReader::Private
{
    QString path;
    QString connectionName;
    QString lastError;

    QSqlDatabase db() const { return QSqlDatabase::database(connectionName, false); }

    // Runs `sql` with `values` bound in order; on failure sets lastError.
    std::optional<QSqlQuery> select(const QString &sql, const QVariantList &values = {})
    {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        bool ok = q.prepare(sql);
        for (qsizetype i = 0; ok && i < values.size(); ++i)
            q.bindValue(int(i), values.at(i));
        if (ok)
            ok = q.exec();
        if (!ok) {
            lastError = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(path, sqlMessage(q.lastError()));
            return std::nullopt;
        }
        lastError.clear();
        return q;
    }

    // One read transaction around several statements: one consistent snapshot.
    struct Snapshot
    {
        explicit Snapshot(Private *p)
            : p(p)
        {
            QSqlQuery(p->db()).exec(QStringLiteral("BEGIN"));
        }
        ~Snapshot() { QSqlQuery(p->db()).exec(QStringLiteral("COMMIT")); }
        Snapshot(const Snapshot &) = delete;
        Snapshot &operator=(const Snapshot &) = delete;
        Private *p;
    };

    std::optional<qint64> conversationRow(const ConversationKey &key)
    {
        auto q = select(QStringLiteral("SELECT id FROM conversations "
                                       "WHERE run_id = ? AND scenario = ? AND persona_id = ? AND repeat_index = ?"),
                        {key.run, key.scenario.isNull() ? QString(QLatin1String("")) : key.scenario, key.persona, key.repeat});
        if (!q)
            return std::nullopt;
        if (!q->next()) {
            lastError = WorkspaceMessages::tr("%1: no conversation %2").arg(path, key.toString());
            return std::nullopt;
        }
        return q->value(0).toLongLong();
    }

    QList<ConversationRecord> conversations(const QString &where, const QVariantList &values)
    {
        QList<ConversationRecord> list;
        auto q = select(QStringLiteral("SELECT ") + kConversationColumns + where + QStringLiteral(" ORDER BY c.id"), values);
        if (!q)
            return list;
        while (q->next())
            list.append(readConversation(*q));
        return list;
    }
};

StoreReader::StoreReader(std::unique_ptr<Private> d)
    : d(std::move(d))
{
}

StoreReader::~StoreReader()
{
    StoreSchema::closeConnection(d->connectionName);
}

std::unique_ptr<StoreReader> StoreReader::open(const QString &workspaceDir, QString *error)
{
    if (!QFileInfo(workspaceDir).isDir()) {
        if (error)
            *error = WorkspaceMessages::tr("%1: no such folder").arg(workspaceDir);
        return nullptr;
    }
    return openFile(StoreSchema::databasePath(workspaceDir), error);
}

std::unique_ptr<StoreReader> StoreReader::openFile(const QString &databasePath, QString *error)
{
    const auto fail = [&](const QString &message) -> std::unique_ptr<StoreReader> {
        if (error)
            *error = message;
        return nullptr;
    };
    const QFileInfo info(databasePath);
    if (!info.exists())
        return fail(
            WorkspaceMessages::tr("%1: no results database (nothing has been run in this workspace yet)").arg(databasePath));
    if (!info.isFile())
        return fail(WorkspaceMessages::tr("%1: not a file").arg(databasePath));
    static QAtomicInt counter;
    auto d = std::make_unique<Private>();
    d->path = databasePath;
    d->connectionName = QStringLiteral("polygon-store-reader-%1").arg(counter.fetchAndAddRelaxed(1));
    QString why;
    bool ok = StoreSchema::openCheckedConnection(databasePath, d->connectionName, &why);
    if (ok) {
        QSqlDatabase db = d->db();
        ok = StoreSchema::prepare(db, databasePath, &why);
    }
    if (!ok) {
        StoreSchema::closeConnection(d->connectionName);
        return fail(why);
    }
    return std::unique_ptr<StoreReader>(new StoreReader(std::move(d)));
}

QString StoreReader::path() const
{
    return d->path;
}

QString StoreReader::lastError() const
{
    return d->lastError;
}

int StoreReader::schemaVersion()
{
    QSqlDatabase db = d->db();
    QString why;
    const auto v = StoreSchema::versionOf(db, &why);
    if (!v) {
        d->lastError = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(d->path, why);
        return 0;
    }
    return *v;
}

QList<RunSummary> StoreReader::runs()
{
    QList<RunSummary> list;
    auto q = d->select(QStringLiteral("SELECT ") + kRunColumns + QStringLiteral("GROUP BY r.id ORDER BY r.created_at, r.id"));
    if (!q)
        return list;
    while (q->next())
        list.append(readRun(*q));
    return list;
}

std::optional<RunSummary> StoreReader::run(const QString &id)
{
    auto q = d->select(QStringLiteral("SELECT ") + kRunColumns + QStringLiteral("WHERE r.id = ? GROUP BY r.id"), {id});
    if (!q)
        return std::nullopt;
    if (!q->next()) {
        d->lastError = WorkspaceMessages::tr("%1: no run %2").arg(d->path, id);
        return std::nullopt;
    }
    return readRun(*q);
}

std::optional<RunSummary> StoreReader::findRun(const QString &idPrefixOrLatest, QString *error)
{
    const auto fail = [&](const QString &message) -> std::optional<RunSummary> {
        d->lastError = message;
        if (error)
            *error = message;
        return std::nullopt;
    };
    Private::Snapshot snapshot(d.get());
    std::optional<QSqlQuery> q;
    if (idPrefixOrLatest == QLatin1String("latest")) {
        q = d->select(QStringLiteral("SELECT id FROM runs ORDER BY created_at DESC, id DESC LIMIT 1"));
    } else {
        q = d->select(QStringLiteral("SELECT id FROM runs WHERE id = ? OR substr(id, 1, length(?)) = ? ORDER BY id"),
                      {idPrefixOrLatest, idPrefixOrLatest, idPrefixOrLatest});
    }
    if (!q)
        return fail(d->lastError);
    QStringList ids;
    while (q->next())
        ids.append(q->value(0).toString());
    if (ids.contains(idPrefixOrLatest))
        ids = {idPrefixOrLatest};
    if (ids.isEmpty())
        return fail(
            idPrefixOrLatest == QLatin1String("latest")
                ? WorkspaceMessages::tr("%1: there are no runs yet").arg(d->path)
                : WorkspaceMessages::tr("%1: no run \"%2\" (polygon-cli runs lists them)").arg(d->path, idPrefixOrLatest));
    if (ids.size() > 1)
        return fail(WorkspaceMessages::tr("%1: \"%2\" names more than one run: %3")
                        .arg(d->path, idPrefixOrLatest, ids.join(QLatin1String(", "))));
    auto found = run(ids.first());
    if (!found && error)
        *error = d->lastError;
    return found;
}

QList<ConversationRecord> StoreReader::conversations(const QString &run)
{
    return d->conversations(QStringLiteral("WHERE c.run_id = ?"), {run});
}

QList<ConversationRecord> StoreReader::unfinishedConversations(const QString &run)
{
    return d->conversations(QStringLiteral("WHERE c.run_id = ? AND c.status <> 'done'"), {run});
}

std::optional<ConversationRecord> StoreReader::conversation(const ConversationKey &key)
{
    const auto list
        = d->conversations(QStringLiteral("WHERE c.run_id = ? AND c.scenario = ? AND c.persona_id = ? AND c.repeat_index = ?"),
                           {key.run, key.scenario.isNull() ? QString(QLatin1String("")) : key.scenario, key.persona, key.repeat});
    if (list.isEmpty()) {
        if (d->lastError.isEmpty())
            d->lastError = WorkspaceMessages::tr("%1: no conversation %2").arg(d->path, key.toString());
        return std::nullopt;
    }
    return list.first();
}

std::optional<StoredConversation> StoreReader::loadConversation(const ConversationKey &key)
{
    Private::Snapshot snapshot(d.get());
    const auto record = conversation(key);
    if (!record)
        return std::nullopt;
    StoredConversation stored;
    stored.record = *record;
    Conversation &c = stored.conversation;
    c.id = record->plan.conversationId;
    c.rubric = record->plan.rubric;
    c.source = record->plan.source;
    c.scenario = record->plan.scenario;
    c.configuration = record->plan.label;
    c.groundTruth = record->plan.groundTruth;

    auto turns = d->select(QStringLiteral("SELECT id, speaker, text, heard, action FROM turns "
                                          "WHERE conversation_id = ? ORDER BY turn_index"),
                           {record->rowId});
    if (!turns)
        return std::nullopt;
    QHash<qint64, qsizetype> positions; // turn row id → index in c.turns
    while (turns->next()) {
        Turn t;
        t.speaker = turns->value(1).toString() == QLatin1String("agent") ? Turn::Speaker::Agent : Turn::Speaker::Caller;
        t.text = turns->value(2).toString();
        if (!turns->value(3).isNull()) {
            t.heard = turns->value(3).toString();
            t.hasHeard = true;
        }
        const QString action = turns->value(4).toString();
        t.action = action == QLatin1String("end") ? Turn::Action::End
            : action == QLatin1String("transfer") ? Turn::Action::Transfer
                                                  : Turn::Action::None;
        positions.insert(turns->value(0).toLongLong(), c.turns.size());
        c.turns.append(t);
    }
    stored.toolCallExtras.resize(c.turns.size());
    auto calls = d->select(QStringLiteral("SELECT k.turn_id, k.operation_id, k.name, k.arguments, k.valid, k.result, k.error, "
                                          "k.latency_ms FROM tool_calls k JOIN turns t ON t.id = k.turn_id "
                                          "WHERE t.conversation_id = ? ORDER BY t.turn_index, k.call_index"),
                           {record->rowId});
    if (!calls)
        return std::nullopt;
    while (calls->next()) {
        const qsizetype at = positions.value(calls->value(0).toLongLong(), -1);
        if (at < 0)
            continue;
        ToolCall call;
        call.id = calls->value(1).toString();
        call.name = calls->value(2).toString();
        call.arguments = jsonColumn(calls->value(3));
        call.valid = calls->value(4).toInt() != 0;
        call.result = jsonColumn(calls->value(5));
        c.turns[at].toolCalls.append(call);
        ToolCallExtra extra;
        extra.error = calls->value(6).toString();
        extra.latencyMs = optionalInt(calls->value(7));
        stored.toolCallExtras[at].append(extra);
    }
    return stored;
}

QList<ConversationIndexEntry> StoreReader::conversationIndex(const QString &run)
{
    QList<ConversationIndexEntry> list;
    static const char sql[] = "SELECT id, scenario, persona_id, repeat_index, conversation_id, source, status "
                              "FROM conversations WHERE run_id = ? ORDER BY id";
    if (sqlite3 *db = sqliteHandle(d->db())) {
        // Through the connection's sqlite3 handle, as divergenceTurns(): the texts read in
        // place, not copied to UTF-16 by SQLite and into a row of QVariants by Qt's driver.
        sqlite3_stmt *statement = nullptr;
        int rc = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
        if (rc == SQLITE_OK)
            rc = sqlite3_bind_text16(statement, 1, run.utf16(), int(run.size() * 2), SQLITE_TRANSIENT);
        if (rc == SQLITE_OK) {
            const auto text = [statement](int column) {
                return sqliteText(sqlite3_column_text(statement, column), sqlite3_column_bytes(statement, column));
            };
            while ((rc = sqlite3_step(statement)) == SQLITE_ROW) {
                ConversationIndexEntry e;
                e.rowId = sqlite3_column_int64(statement, 0);
                e.key = {run, text(1), text(2), sqlite3_column_int(statement, 3)};
                e.conversationId = text(4);
                e.source = text(5);
                e.status = conversationStatusFromName(text(6)).value_or(ConversationStatus::Failed);
                list.append(std::move(e));
            }
        }
        const QString message = QString::fromUtf8(sqlite3_errmsg(db));
        sqlite3_finalize(statement);
        if (rc != SQLITE_DONE) {
            d->lastError = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(d->path, message);
            return {};
        }
        d->lastError.clear();
        return list;
    }
    auto q = d->select(QString::fromLatin1(sql), {run});
    if (!q)
        return list;
    while (q->next()) {
        ConversationIndexEntry e;
        e.rowId = q->value(0).toLongLong();
        e.key = {run, q->value(1).toString(), q->value(2).toString(), q->value(3).toInt()};
        e.conversationId = q->value(4).toString();
        e.source = q->value(5).toString();
        e.status = conversationStatusFromName(q->value(6).toString()).value_or(ConversationStatus::Failed);
        list.append(std::move(e));
    }
    return list;
}

QHash<qint64, Conversation> StoreReader::conversationTurns(const QList<qint64> &rowIds)
{
    QHash<qint64, Conversation> out;
    if (rowIds.isEmpty())
        return out;
    out.reserve(rowIds.size());
    for (const qint64 id : rowIds)
        out[id]; // every id has an entry, a conversation without turns too
    Private::Snapshot snapshot(d.get());
    // Row ids are integers: written into the statement, no limit on bound values.
    QString ids;
    ids.reserve(rowIds.size() * 8);
    for (const qint64 id : rowIds) {
        if (!ids.isEmpty())
            ids += QLatin1Char(',');
        ids += QString::number(id);
    }
    auto turns = d->select(QStringLiteral("SELECT conversation_id, turn_index, speaker, text, heard, action FROM turns "
                                          "WHERE conversation_id IN (%1) ORDER BY conversation_id, turn_index")
                               .arg(ids));
    if (!turns)
        return {};
    // A turn's place in its list is its turn index, except in a conversation whose indexes have gaps.
    QHash<qint64, QHash<int, qsizetype>> irregular;
    qint64 current = -1;
    QList<Turn> *list = nullptr; // every id has an entry already: no insertion moves it
    while (turns->next()) {
        const qint64 conversation = turns->value(0).toLongLong();
        if (conversation != current) {
            current = conversation;
            list = &out[conversation].turns;
        }
        const int index = turns->value(1).toInt();
        if (index != list->size())
            irregular[conversation].insert(index, list->size());
        Turn t;
        t.speaker = turns->value(2).toString() == QLatin1String("agent") ? Turn::Speaker::Agent : Turn::Speaker::Caller;
        t.text = turns->value(3).toString();
        if (const QVariant heard = turns->value(4); !heard.isNull()) {
            t.heard = heard.toString();
            t.hasHeard = true;
        }
        const QString action = turns->value(5).toString();
        t.action = action == QLatin1String("end") ? Turn::Action::End
            : action == QLatin1String("transfer") ? Turn::Action::Transfer
                                                  : Turn::Action::None;
        list->append(std::move(t));
    }
    auto calls = d->select(QStringLiteral("SELECT t.conversation_id, t.turn_index, k.operation_id, k.name, k.arguments, k.valid "
                                          "FROM tool_calls k JOIN turns t ON t.id = k.turn_id "
                                          "WHERE t.conversation_id IN (%1) ORDER BY t.conversation_id, t.turn_index, "
                                          "k.call_index")
                               .arg(ids));
    if (!calls)
        return {};
    while (calls->next()) {
        const qint64 conversation = calls->value(0).toLongLong();
        const int index = calls->value(1).toInt();
        QList<Turn> &turnList = out[conversation].turns;
        const auto gaps = irregular.constFind(conversation);
        const qsizetype at = gaps == irregular.constEnd() ? index : gaps->value(index, index);
        if (at < 0 || at >= turnList.size())
            continue;
        ToolCall call;
        call.id = calls->value(2).toString();
        call.name = calls->value(3).toString();
        call.arguments = jsonColumn(calls->value(4));
        call.valid = calls->value(5).toInt() != 0;
        turnList[at].toolCalls.append(std::move(call));
    }
    return out;
}

// DivergenceTurn (divergenceturns.h), written here by the cursor below.
QList<std::pair<QString, QString>> DivergenceTurn::toolCallsOf() const
{
    QList<std::pair<QString, QString>> calls;
    // A length, ':', then that many characters.
    const auto field = [this](qsizetype &at) {
        const qsizetype colon = toolKey.indexOf(QLatin1Char(':'), at);
        if (colon < 0) {
            at = toolKey.size();
            return QString();
        }
        const qsizetype length = QStringView(toolKey).mid(at, colon - at).toLongLong();
        const QString value = toolKey.mid(colon + 1, length);
        at = colon + 1 + length;
        return value;
    };
    qsizetype at = 0;
    while (at < toolKey.size()) {
        QString name = field(at);
        QString arguments = field(at);
        calls.append({std::move(name), std::move(arguments)});
    }
    return calls;
}

namespace {

// One turn of a divergenceTurns() row: speaker 1 is the agent; action 1 ends, 2 transfers.
DivergenceTurn divergenceTurn(int speaker, QString text, int action)
{
    DivergenceTurn t;
    t.speaker = speaker != 0 ? Turn::Speaker::Agent : Turn::Speaker::Caller;
    t.text = std::move(text);
    t.action = action == 1 ? Turn::Action::End : action == 2 ? Turn::Action::Transfer : Turn::Action::None;
    return t;
}

// A tool call of the turn, as its length-prefixed name and stored arguments text.
void addToolCall(DivergenceTurn &t, const QString &name, const QString &arguments)
{
    t.toolKey += QString::number(name.size()) + QLatin1Char(':') + name + QString::number(arguments.size()) + QLatin1Char(':')
        + arguments;
    ++t.toolCount;
}

class QueryTurnCursor : public DivergenceTurnCursor
{
public:
    QueryTurnCursor(QSqlQuery query, QString path)
        : m_query(std::move(query))
        , m_path(std::move(path))
    {
        advance();
    }

    bool next(DivergenceConversation &out) override
    {
        out.turns.clear();
        if (!m_hasRow)
            return false;
        out.rowId = m_query.value(0).toLongLong();
        qint64 turn = -1;
        while (m_hasRow && m_query.value(0).toLongLong() == out.rowId) {
            if (const qint64 id = m_query.value(1).toLongLong(); id != turn) {
                turn = id;
                out.turns.push_back(
                    divergenceTurn(m_query.value(2).toInt(), m_query.value(3).toString(), m_query.value(4).toInt()));
            }
            if (const QVariant name = m_query.value(5); !name.isNull())
                addToolCall(out.turns.back(), name.toString(), m_query.value(6).toString());
            advance();
        }
        return m_error.isEmpty();
    }

    QString error() const override { return m_error; }

private:
    void advance()
    {
        m_hasRow = m_query.next();
        if (!m_hasRow && m_query.lastError().isValid())
            m_error = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(m_path, sqlMessage(m_query.lastError()));
    }

    QSqlQuery m_query;
    QString m_path;
    QString m_error;
    bool m_hasRow = false;
};

// divergenceTurns() on the connection's own sqlite3 handle: SQLite's UTF-8
// text read in place, without the UTF-16 copy and the row of variants Qt's
// driver makes for every row (the bulk of a comparison's reading time).
class SqliteTurnCursor : public DivergenceTurnCursor
{
public:
    SqliteTurnCursor(sqlite3 *db, sqlite3_stmt *statement, QString path)
        : m_db(db)
        , m_statement(statement)
        , m_path(std::move(path))
    {
        advance();
    }
    ~SqliteTurnCursor() override { sqlite3_finalize(m_statement); }
    SqliteTurnCursor(const SqliteTurnCursor &) = delete;
    SqliteTurnCursor &operator=(const SqliteTurnCursor &) = delete;

    bool next(DivergenceConversation &out) override
    {
        out.turns.clear();
        if (m_rc != SQLITE_ROW)
            return false;
        out.rowId = sqlite3_column_int64(m_statement, 0);
        qint64 turn = -1;
        while (m_rc == SQLITE_ROW && sqlite3_column_int64(m_statement, 0) == out.rowId) {
            if (const qint64 id = sqlite3_column_int64(m_statement, 1); id != turn) {
                turn = id;
                out.turns.push_back(
                    divergenceTurn(sqlite3_column_int(m_statement, 2), text(3), sqlite3_column_int(m_statement, 4)));
            }
            if (sqlite3_column_type(m_statement, 5) != SQLITE_NULL)
                addToolCall(out.turns.back(), text(5), text(6));
            advance();
        }
        return m_error.isEmpty();
    }

    QString error() const override { return m_error; }

private:
    QString text(int column)
    {
        const unsigned char *p = sqlite3_column_text(m_statement, column);
        return sqliteText(p, sqlite3_column_bytes(m_statement, column));
    }

    void advance()
    {
        m_rc = sqlite3_step(m_statement);
        if (m_rc != SQLITE_ROW && m_rc != SQLITE_DONE)
            m_error
                = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(m_path, QString::fromUtf8(sqlite3_errmsg(m_db)));
    }

    sqlite3 *m_db;
    sqlite3_stmt *m_statement;
    QString m_path;
    QString m_error;
    int m_rc = SQLITE_DONE;
};

const char *const kDivergenceTurns
    = "SELECT t.conversation_id, t.id, t.speaker = 'agent', t.text, "
      "CASE t.action WHEN 'end' THEN 1 WHEN 'transfer' THEN 2 ELSE 0 END, k.name, k.arguments "
      "FROM turns t LEFT JOIN tool_calls k ON k.turn_id = t.id "
      "WHERE t.conversation_id IN (SELECT id FROM conversations WHERE run_id = ? AND status = 'done') "
      "ORDER BY t.conversation_id, t.turn_index, k.call_index";

} // namespace

std::unique_ptr<DivergenceTurnCursor> StoreReader::divergenceTurns(const QString &run)
{
    // Ordered by the turns' (conversation, index) key and each turn's calls by
    // their key: no sort, one pass over the run's turns.
    if (sqlite3 *db = sqliteHandle(d->db())) {
        sqlite3_stmt *statement = nullptr;
        int rc = sqlite3_prepare_v2(db, kDivergenceTurns, -1, &statement, nullptr);
        if (rc == SQLITE_OK) // the run id bound as Qt's driver binds text
            rc = sqlite3_bind_text16(statement, 1, run.utf16(), int(run.size() * 2), SQLITE_TRANSIENT);
        if (rc != SQLITE_OK) {
            d->lastError
                = WorkspaceMessages::tr("%1: cannot read the results: %2").arg(d->path, QString::fromUtf8(sqlite3_errmsg(db)));
            sqlite3_finalize(statement);
            return nullptr;
        }
        d->lastError.clear();
        return std::make_unique<SqliteTurnCursor>(db, statement, d->path);
    }

    auto q = d->select(QString::fromLatin1(kDivergenceTurns), {run});
    if (!q)
        return nullptr;
    return std::make_unique<QueryTurnCursor>(std::move(*q), d->path);
}

QList<ModelCallRecord> StoreReader::modelCalls(const ConversationKey &key)
{
    QList<ModelCallRecord> list;
    Private::Snapshot snapshot(d.get());
    const auto row = d->conversationRow(key);
    if (!row)
        return list;
    auto q = d->select(
        QStringLiteral("SELECT ") + kModelCallColumns + QStringLiteral("WHERE m.conversation_id = ? ORDER BY m.id"), {*row});
    if (!q)
        return list;
    while (q->next())
        list.append(readModelCall(*q));
    return list;
}

QList<ModelCallRecord> StoreReader::runModelCalls(const QString &run)
{
    QList<ModelCallRecord> list;
    auto q = d->select(QStringLiteral("SELECT ") + kModelCallColumns
                           + QStringLiteral("WHERE m.run_id = ? AND m.conversation_id IS NULL ORDER BY m.id"),
                       {run});
    if (!q)
        return list;
    while (q->next())
        list.append(readModelCall(*q));
    return list;
}

QList<JudgmentRecord> StoreReader::judgments(const ConversationKey &key, const QString &grading)
{
    QList<JudgmentRecord> list;
    Private::Snapshot snapshot(d.get());
    const auto row = d->conversationRow(key);
    if (!row)
        return list;
    auto q = d->select(QStringLiteral("SELECT rubric, composite, verdict, grade, repeats, seed, stage, input_hashes, grading_id "
                                      "FROM judgments WHERE conversation_id = ? AND (? = '' OR grading_id = ?) ORDER BY id"),
                       {*row, grading.isNull() ? QString(QLatin1String("")) : grading, grading});
    if (!q)
        return list;
    while (q->next()) {
        JudgmentRecord j;
        j.conversation = key;
        j.grading = q->value(8).toString();
        j.rubric = q->value(0).toString();
        if (!q->value(1).isNull())
            j.composite = q->value(1).toDouble();
        j.verdict = q->value(2).toString();
        j.grade = jsonColumn(q->value(3));
        j.repeats = jsonColumn(q->value(4));
        j.seed = optionalSeed(q->value(5));
        j.stage = q->value(6).toString();
        j.inputHashes = jsonColumn(q->value(7));
        list.append(j);
    }
    return list;
}

QList<HumanVerdictRecord> StoreReader::humanVerdicts(const QString &run)
{
    QList<HumanVerdictRecord> list;
    Private::Snapshot snapshot(d.get());
    auto q = d->select(QStringLiteral("SELECT c.scenario, c.persona_id, c.repeat_index, h.verdict, h.criteria, h.created_at "
                                      "FROM human_verdicts h JOIN conversations c ON c.id = h.conversation_id "
                                      "WHERE c.run_id = ? ORDER BY c.id"),
                       {run});
    if (!q)
        return list;
    while (q->next()) {
        HumanVerdictRecord v;
        v.conversation = {run, q->value(0).toString(), q->value(1).toString(), q->value(2).toInt()};
        v.verdict = q->value(3).toString();
        v.criteria = jsonColumn(q->value(4));
        v.createdAt = QDateTime::fromString(q->value(5).toString(), Qt::ISODateWithMs);
        list.append(v);
    }
    return list;
}

QList<PromptVersionRecord> StoreReader::promptVersions(const QString &prompt)
{
    QList<PromptVersionRecord> list;
    Private::Snapshot snapshot(d.get());
    auto q = d->select(QStringLiteral("SELECT v.hash, v.text, v.first_seen, (SELECT count(*) FROM runs r JOIN configurations c "
                                      "ON c.id = r.configuration_id WHERE c.prompt_hash = v.hash) "
                                      "FROM prompt_versions v WHERE v.prompt_id = ? ORDER BY v.first_seen, v.rowid"),
                       {prompt});
    if (!q)
        return list;
    while (q->next()) {
        PromptVersionRecord v;
        v.prompt = prompt;
        v.hash = q->value(0).toString();
        v.text = q->value(1).toString();
        v.firstSeen = QDateTime::fromString(q->value(2).toString(), Qt::ISODateWithMs);
        v.runs = q->value(3).toInt();
        list.append(v);
    }
    return list;
}

namespace {
// The latest completed grading of each run that has one.
const QString kLatestGradings = QStringLiteral(
    "WITH latest AS (SELECT g.run_id, g.id, g.judge, g.rubric FROM gradings g WHERE g.status = 'completed' AND g.id = "
    "(SELECT g2.id FROM gradings g2 WHERE g2.run_id = g.run_id AND g2.status = 'completed' "
    "ORDER BY g2.created_at DESC, g2.id DESC LIMIT 1)) ");
} // namespace

QList<RunDigest> StoreReader::runDigests()
{
    QList<RunDigest> list;
    Private::Snapshot snapshot(d.get());
    auto q = d->select(kLatestGradings
                       + QStringLiteral("SELECT r.id, l.id, l.judge, l.rubric FROM runs r LEFT JOIN latest l ON l.run_id = r.id "
                                        "ORDER BY r.created_at, r.id"));
    if (!q)
        return list;
    QHash<QString, qsizetype> index;
    while (q->next()) {
        RunDigest digest;
        digest.run = q->value(0).toString();
        digest.grading = q->value(1).toString();
        digest.judge = q->value(2).toString();
        digest.rubric = q->value(3).toString();
        index.insert(digest.run, list.size());
        list.append(digest);
    }
    q = d->select(kLatestGradings
                  + QStringLiteral("SELECT l.run_id, j.verdict, count(*), sum(j.composite), count(j.composite) "
                                   "FROM latest l JOIN judgments j ON j.grading_id = l.id GROUP BY l.run_id, j.verdict"));
    if (!q)
        return {};
    QHash<QString, std::pair<double, int>> composites;
    while (q->next()) {
        const auto it = index.constFind(q->value(0).toString());
        if (it == index.constEnd())
            continue;
        list[*it].verdicts.insert(q->value(1).toString(), q->value(2).toInt());
        auto &[sum, n] = composites[q->value(0).toString()];
        sum += q->value(3).toDouble();
        n += q->value(4).toInt();
    }
    for (auto it = composites.cbegin(); it != composites.cend(); ++it)
        if (it->second > 0)
            list[index.value(it.key())].compositeMean = it->first / it->second;
    q = d->select(kLatestGradings
                  + QStringLiteral("SELECT l.run_id, count(*), coalesce(sum(j.verdict = 'pass'), 0) FROM latest l "
                                   "JOIN judgments j ON j.grading_id = l.id JOIN conversations c ON c.id = j.conversation_id "
                                   "GROUP BY l.run_id, c.scenario, c.persona_id"));
    if (!q)
        return {};
    while (q->next())
        if (const auto it = index.constFind(q->value(0).toString()); it != index.constEnd())
            list[*it].gradedTrials.append({q->value(1).toInt(), q->value(2).toInt()});
    q = d->select(QStringLiteral("SELECT run_id, count(*), coalesce(sum(passed = 1), 0) FROM conversations "
                                 "WHERE status IN ('done', 'failed') GROUP BY run_id, scenario, persona_id"));
    if (!q)
        return {};
    while (q->next())
        if (const auto it = index.constFind(q->value(0).toString()); it != index.constEnd())
            list[*it].ruleTrials.append({q->value(1).toInt(), q->value(2).toInt()});
    return list;
}

QList<JudgmentRecord> StoreReader::gradingVerdicts(const QString &grading)
{
    QList<JudgmentRecord> list;
    auto q = d->select(QStringLiteral("SELECT c.run_id, c.scenario, c.persona_id, c.repeat_index, j.rubric, j.composite, "
                                      "j.verdict FROM judgments j JOIN conversations c ON c.id = j.conversation_id "
                                      "WHERE j.grading_id = ? ORDER BY c.id"),
                       {grading});
    if (!q)
        return list;
    while (q->next()) {
        JudgmentRecord j;
        j.grading = grading;
        j.conversation = {q->value(0).toString(), q->value(1).toString(), q->value(2).toString(), q->value(3).toInt()};
        j.rubric = q->value(4).toString();
        if (!q->value(5).isNull())
            j.composite = q->value(5).toDouble();
        j.verdict = q->value(6).toString();
        list.append(j);
    }
    return list;
}

QList<JudgmentScore> StoreReader::gradingScores(const QString &grading)
{
    QList<JudgmentScore> list;
    auto q = d->select(QStringLiteral("SELECT conversation_id, composite, verdict FROM judgments WHERE grading_id = ? "
                                      "ORDER BY conversation_id"),
                       {grading});
    if (!q)
        return list;
    while (q->next()) {
        JudgmentScore s;
        s.conversationRowId = q->value(0).toLongLong();
        const QVariant composite = q->value(1);
        if (!composite.isNull())
            s.composite = composite.toDouble();
        s.verdict = q->value(2).toString();
        list.append(std::move(s));
    }
    return list;
}

GradingAggregates StoreReader::gradingAggregates(const QString &grading)
{
    GradingAggregates out;
    Private::Snapshot snapshot(d.get());
    // The criterion keys of one judgment (every judgment of a grading has its rubric's keys), then
    // one pass with json_extract per key: SQLite parses each grade once per row, several times
    // faster than json_each over every judgment.
    auto q = d->select(QStringLiteral("SELECT key FROM json_each((SELECT grade FROM judgments WHERE grading_id = ? "
                                      "AND json_valid(grade) LIMIT 1), '$.criteria')"),
                       {grading});
    if (!q)
        return {};
    QStringList keys;
    while (q->next()) {
        const QString key = q->value(0).toString();
        if (!key.contains(QLatin1Char('"')) && !key.contains(QLatin1Char('\\')))
            keys.append(key);
    }
    if (!keys.isEmpty()) {
        // The paths are written into the statement as SQL literals (a quote doubled).
        QString values;
        QString sums;
        int index = 0;
        for (const QString &key : std::as_const(keys)) {
            QString quoted = key;
            quoted.replace(QLatin1Char('\''), QLatin1String("''"));
            const QString path = QStringLiteral("'$.criteria.\"%1\"'").arg(quoted);
            const QString column = QStringLiteral("c%1").arg(index++);
            values += QStringLiteral(", json_extract(grade, %1) AS %2").arg(path, column);
            sums += QStringLiteral("sum(%1), count(%1), ").arg(column);
        }
        // Each value extracted once (the subquery's LIMIT -1 keeps SQLite from copying the
        // expressions into the sum and the count), from one parse of each grade.
        q = d->select(QStringLiteral("SELECT %1count(*) FROM (SELECT 1%2 FROM judgments WHERE grading_id = ? AND "
                                     "json_valid(grade) LIMIT -1)")
                          .arg(sums, values),
                      {grading});
        if (!q)
            return {};
        if (q->next())
            for (qsizetype i = 0; i < keys.size(); ++i)
                out.criteria.insert(keys.at(i), {q->value(int(2 * i)).toDouble(), q->value(int(2 * i + 1)).toInt()});
    }
    q = d->select(QStringLiteral("SELECT g.value, count(*) FROM judgments j, json_each(j.grade, '$.gates') g "
                                 "WHERE j.grading_id = ? AND json_valid(j.grade) GROUP BY g.value ORDER BY g.value"),
                  {grading});
    if (!q)
        return {};
    while (q->next())
        out.gates.insert(q->value(0).toString(), q->value(1).toInt());
    q = d->select(QStringLiteral("SELECT probe_id, wording_hash, coalesce(sum(answer = 'yes'), 0), "
                                 "coalesce(sum(answer = 'no'), 0), coalesce(sum(answer = 'na'), 0) FROM probe_answers "
                                 "WHERE grading_id = ? GROUP BY probe_id, wording_hash ORDER BY probe_id, wording_hash"),
                  {grading});
    if (!q)
        return {};
    while (q->next())
        out.probes.append(
            {q->value(0).toString(), q->value(1).toString(), q->value(2).toInt(), q->value(3).toInt(), q->value(4).toInt()});
    return out;
}

TokenTotals StoreReader::runTokens(const QString &run)
{
    TokenTotals out;
    // Two indexed lookups (by run, by the run's conversations) rather than one OR that scans every model call.
    auto q = d->select(QStringLiteral("SELECT role, sum(p), sum(c), count(*) FROM ("
                                      "SELECT role, prompt_tokens AS p, completion_tokens AS c FROM model_calls WHERE run_id = ? "
                                      "UNION ALL SELECT role, prompt_tokens, completion_tokens FROM model_calls "
                                      "WHERE conversation_id IN (SELECT id FROM conversations WHERE run_id = ?) "
                                      "AND (run_id IS NULL OR run_id <> ?)) GROUP BY role ORDER BY role"),
                       {run, run, run});
    if (!q)
        return {};
    while (q->next())
        out.roles.insert(q->value(0).toString(), {q->value(1).toLongLong(), q->value(2).toLongLong(), q->value(3).toInt()});
    return out;
}

QList<GradingRecord> StoreReader::gradings(const QString &run)
{
    QList<GradingRecord> list;
    Private::Snapshot snapshot(d.get());
    auto q = d->select(QStringLiteral("SELECT id, judge, profile, model, rubric, repeats, settings, status, created_at, "
                                      "finished_at FROM gradings WHERE run_id = ? ORDER BY created_at, rowid"),
                       {run});
    if (!q)
        return list;
    while (q->next()) {
        GradingRecord g;
        g.id = q->value(0).toString();
        g.run = run;
        g.judge = q->value(1).toString();
        g.profile = q->value(2).toString();
        g.model = q->value(3).toString();
        g.rubric = q->value(4).toString();
        g.repeats = q->value(5).toInt();
        g.settings = jsonColumn(q->value(6));
        g.status = q->value(7).toString();
        g.createdAt = QDateTime::fromString(q->value(8).toString(), Qt::ISODateWithMs);
        if (!q->value(9).isNull())
            g.finishedAt = QDateTime::fromString(q->value(9).toString(), Qt::ISODateWithMs);
        list.append(g);
    }
    return list;
}

QList<ProbeAnswerRecord> StoreReader::probeAnswers(const ConversationKey &key, const QString &grading)
{
    QList<ProbeAnswerRecord> list;
    Private::Snapshot snapshot(d.get());
    const auto row = d->conversationRow(key);
    if (!row)
        return list;
    auto q = d->select(QStringLiteral("SELECT probe_id, wording_hash, answer, rationale, seed, stage, input_hashes, grading_id "
                                      "FROM probe_answers WHERE conversation_id = ? AND (? = '' OR grading_id = ?) ORDER BY id"),
                       {*row, grading.isNull() ? QString(QLatin1String("")) : grading, grading});
    if (!q)
        return list;
    while (q->next()) {
        ProbeAnswerRecord a;
        a.conversation = key;
        a.grading = q->value(7).toString();
        a.probe = q->value(0).toString();
        a.wordingHash = q->value(1).toString();
        a.answer = q->value(2).toString();
        a.rationale = q->value(3).toString();
        a.seed = optionalSeed(q->value(4));
        a.stage = q->value(5).toString();
        a.inputHashes = jsonColumn(q->value(6));
        list.append(a);
    }
    return list;
}

QList<EvidenceResultRecord> StoreReader::evidenceResults(const QString &run)
{
    QList<EvidenceResultRecord> list;
    auto q = d->select(QStringLiteral("SELECT e.run_id, e.conversation_id, c.run_id, c.scenario, c.persona_id, c.repeat_index, "
                                      "e.call_id, e.verdict, e.gates, e.receipt, e.policy_hash, e.stage, e.input_hashes "
                                      "FROM evidence_results e LEFT JOIN conversations c ON c.id = e.conversation_id "
                                      "WHERE e.run_id = ? ORDER BY e.id"),
                       {run});
    if (!q)
        return list;
    while (q->next()) {
        EvidenceResultRecord e;
        e.run = q->value(0).toString();
        if (!q->value(1).isNull())
            e.conversation
                = ConversationKey {q->value(2).toString(), q->value(3).toString(), q->value(4).toString(), q->value(5).toInt()};
        e.call = q->value(6).toString();
        e.verdict = q->value(7).toString();
        e.gates = jsonColumn(q->value(8));
        e.receipt = jsonColumn(q->value(9));
        e.policyHash = q->value(10).toString();
        e.stage = q->value(11).toString();
        e.inputHashes = jsonColumn(q->value(12));
        list.append(e);
    }
    return list;
}

std::optional<ConfigurationSnapshot> StoreReader::configuration(const QString &id)
{
    auto q = d->select(QStringLiteral("SELECT content, created_at FROM configurations WHERE id = ?"), {id});
    if (!q)
        return std::nullopt;
    if (!q->next()) {
        d->lastError = WorkspaceMessages::tr("%1: no configuration %2").arg(d->path, id);
        return std::nullopt;
    }
    const Json content = jsonColumn(q->value(0));
    const auto string = [&](const char *key) {
        const auto it = content.find(key);
        return it != content.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
    };
    const auto object = [&](const char *key, const Json &fallback) {
        const auto it = content.find(key);
        return it != content.end() ? *it : fallback;
    };
    ConfigurationSnapshot s;
    s.agent = string("agent");
    s.agentKind = string("agent_kind");
    s.promptHash = string("prompt_hash");
    s.flowHash = string("flow_hash");
    s.tools = object("tools", Json::object());
    s.profile = object("profile", Json());
    s.parameters = object("parameters", Json::object());
    s.rubric = string("rubric");
    s.createdAt = StoreSchema::parseTimestamp(q->value(1).toString());
    return s;
}

StoreCounts StoreReader::counts()
{
    Private::Snapshot snapshot(d.get());
    QSqlDatabase db = d->db();
    return StoreSchema::countRows(db);
}

} // namespace Polygon
