#include "resultstore.h"

#include "storeschema.h"

#include "core/util/messages.h"

#include <QAtomicInt>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QWaitCondition>

#include <array>
#include <deque>
#include <vector>

namespace Polygon {

namespace {

QString sqlMessage(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

// Qt binds a null QString as SQL NULL; NOT NULL text columns get "" instead.
QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(s);
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QVariant json(const Json &value)
{
    return QVariant(toQString(value.dump()));
}

QVariant jsonOrNull(const Json &value)
{
    return value.is_null() ? QVariant() : json(value);
}

QVariant seedValue(quint64 seed)
{
    return QVariant(qint64(seed)); // two's complement: read back bit for bit
}

QVariant now()
{
    return QVariant(StoreSchema::timestamp(QDateTime::currentDateTimeUtc()));
}

QString newRunId()
{
    return QStringLiteral("run-%1-%2")
        .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")))
        .arg(QRandomGenerator::global()->bounded(0x1000000), 6, 16, QLatin1Char('0'));
}

} // namespace

struct ResultStore::Private
{
    QString path;
    QString connectionName;
    QThread *thread = nullptr;

    mutable QMutex mutex;
    QWaitCondition workAvailable; // the writer waits for writes
    QWaitCondition progressed; // producers wait for room, waitForIdle() for commits, open() for the start
    std::deque<std::function<void(Writer &)>> queue;
    qint64 enqueued = 0;
    qint64 completed = 0;
    bool stopping = false;
    bool started = false;
    QString openError;
    QList<StoreError> errors;
    int errorCount = 0;
};

// Lives on the writer thread only: the connection, its prepared statements
// and the conversation ids already looked up.
class ResultStore::Writer
{
public:
    // What a write was doing, in words: made only when it failed.
    using Describe = std::function<QString()>;

    enum Statement {
        InsertConfiguration,
        InsertPromptVersion,
        InsertRun,
        InsertConversation,
        FindConversation,
        InsertTurn,
        InsertToolCall,
        UpdateRunStatus,
        DeleteRun,
        DeleteTurns,
        DeleteModelCalls,
        DeleteJudgments,
        DeleteProbeAnswers,
        DeleteEvidence,
        StartConversation,
        FinishConversation,
        SetPassed,
        CancelRunning,
        InsertModelCall,
        UpsertHumanVerdict,
        InsertGrading,
        FinishGrading,
        UpsertJudgment,
        UpsertProbeAnswer,
        UpsertEvidence,
        Begin,
        Commit,
        Rollback,
        Savepoint,
        Release,
        RollbackToSavepoint,
        StatementCount
    };

    Writer(ResultStore *store, const QSqlDatabase &db)
        : m_store(store)
        , m_db(db)
    {
    }

    void report(const QString &operation, const QString &statement, const QString &message)
    {
        m_store->report({operation, statement, message});
    }

    QSqlQuery &query(Statement s)
    {
        auto &q = m_queries[s];
        if (!q) {
            q = std::make_unique<QSqlQuery>(m_db);
            q->setForwardOnly(true);
            q->prepare(sql(s)); // a failure shows at exec(), with the statement
        }
        return *q;
    }

    bool exec(Statement s, const Describe &operation, std::initializer_list<QVariant> values)
    {
        QSqlQuery &q = query(s);
        int i = 0;
        for (const QVariant &v : values)
            q.bindValue(i++, v);
        if (q.exec())
            return true;
        report(operation(), sql(s), sqlMessage(q.lastError()));
        return false;
    }

    // Batches: one transaction per batch of queued writes.
    bool beginBatch()
    {
        m_inTransaction = exec(Begin, [] { return WorkspaceMessages::tr("start a transaction"); }, {});
        return m_inTransaction;
    }

    void commitBatch(qsizetype writes)
    {
        if (!m_inTransaction)
            return;
        m_inTransaction = false;
        if (!exec(Commit, [writes] { return WorkspaceMessages::tr("commit %n write(s)", nullptr, int(writes)); }, {})) {
            exec(Rollback, [] { return WorkspaceMessages::tr("roll back"); }, {});
            m_ids.clear();
        }
    }

    // Several statements that stand or fall together.
    template<typename F> bool atomically(const Describe &operation, F &&body)
    {
        if (!exec(Savepoint, operation, {}))
            return false;
        if (body()) {
            exec(Release, operation, {});
            return true;
        }
        exec(RollbackToSavepoint, operation, {});
        exec(Release, operation, {});
        return false;
    }

    std::optional<qint64> conversationId(const ConversationKey &key, const Describe &operation, QString *status = nullptr)
    {
        if (!status) {
            const auto it = m_ids.constFind(key);
            if (it != m_ids.constEnd())
                return *it;
        }
        if (!exec(FindConversation, operation, {key.run, text(key.scenario), key.persona, key.repeat}))
            return std::nullopt;
        QSqlQuery &q = query(FindConversation);
        if (!q.next()) {
            q.finish();
            report(operation(), QString(),
                   WorkspaceMessages::tr("no conversation %1 in the store (plan it with the run first)").arg(key.toString()));
            return std::nullopt;
        }
        const qint64 id = q.value(0).toLongLong();
        if (status)
            *status = q.value(1).toString();
        q.finish();
        m_ids.insert(key, id);
        return id;
    }

    void saveConfiguration(const ConfigurationSnapshot &s, const QString &id)
    {
        exec(InsertConfiguration, [&] { return WorkspaceMessages::tr("save configuration %1").arg(id); },
             {id, text(s.agent), text(s.agentKind), textOrNull(s.promptHash), textOrNull(s.flowHash), jsonOrNull(s.profile),
              json(s.parameters.is_object() ? s.parameters : Json::object()), textOrNull(s.rubric), json(s.content()), now()});
    }

    void savePromptVersion(const QString &prompt, const QString &hash, const QString &promptText)
    {
        exec(InsertPromptVersion,
             [&] { return WorkspaceMessages::tr("save version %1 of prompt %2").arg(hash.left(12), prompt); },
             {text(prompt), text(hash), text(promptText), now()});
    }

    bool insertConversation(const QString &run, const ConversationPlan &p)
    {
        const ConversationKey key = p.key(run);
        const QString conversationId = !p.conversationId.isEmpty()
            ? p.conversationId
            : QStringLiteral("%1-%2-r%3").arg(p.persona, p.scenario).arg(p.repeat);
        return exec(InsertConversation, [&] { return WorkspaceMessages::tr("plan conversation %1").arg(key.toString()); },
                    {run, textOrNull(p.configuration), text(p.scenario), text(p.persona), text(p.personaHash), p.repeat,
                     seedValue(p.seed), conversationId, text(p.label), text(p.rubric), text(p.source), jsonOrNull(p.groundTruth),
                     text(p.stage.isEmpty() ? Stage::Simulate : p.stage),
                     json(p.inputHashes.is_object() ? p.inputHashes : Json::object())});
    }

    void createRun(const RunSpec &spec, const QList<ConversationPlan> &plan)
    {
        const bool created
            = exec(InsertRun, [&] { return WorkspaceMessages::tr("create run %1").arg(spec.id); },
                   {spec.id, text(spec.workspaceName), text(spec.agent), text(spec.agentPath), text(spec.scenarioSet),
                    spec.repeat, spec.concurrency, seedValue(spec.seed), spec.offline ? 1 : 0, textOrNull(spec.configuration),
                    runStatusName(RunStatus::Queued), QStringLiteral(POLYGON_VERSION), now(),
                    json(spec.options.is_object() ? spec.options : Json::object())});
        if (created)
            planConversations(spec.id, plan);
    }

    void planConversations(const QString &run, const QList<ConversationPlan> &plan)
    {
        for (const ConversationPlan &p : plan)
            insertConversation(run, p);
    }

    void setRunStatus(const QString &run, RunStatus status, const QString &error)
    {
        const bool final = status == RunStatus::Completed || status == RunStatus::Cancelled || status == RunStatus::Failed;
        const Describe operation = [&] { return WorkspaceMessages::tr("mark run %1 %2").arg(run, runStatusName(status)); };
        if (exec(UpdateRunStatus, operation, {runStatusName(status), textOrNull(error), final ? now() : QVariant(), run})
            && query(UpdateRunStatus).numRowsAffected() == 0)
            report(operation(), QString(), WorkspaceMessages::tr("no run %1 in the store").arg(run));
    }

    void deleteRun(const QString &run)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("delete run %1").arg(run); };
        if (exec(DeleteRun, operation, {run}) && query(DeleteRun).numRowsAffected() == 0)
            report(operation(), QString(), WorkspaceMessages::tr("no run %1 in the store").arg(run));
        m_ids.clear();
    }

    bool beginConversation(const ConversationKey &key)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("begin conversation %1").arg(key.toString()); };
        QString status;
        const auto id = conversationId(key, operation, &status);
        if (!id)
            return false;
        if (status == conversationStatusName(ConversationStatus::Done)) {
            report(operation(), QString(),
                   WorkspaceMessages::tr("the conversation is already done; a resumed run does not redo it"));
            return false;
        }
        return atomically(operation, [&] {
            // A half-written earlier attempt goes: the conversation restarts from its first turn.
            if (status != conversationStatusName(ConversationStatus::Pending)) {
                for (const Statement s : {DeleteTurns, DeleteModelCalls, DeleteJudgments, DeleteProbeAnswers, DeleteEvidence})
                    if (!exec(s, operation, {*id}))
                        return false;
            }
            return exec(StartConversation, operation, {now(), *id});
        });
    }

    bool appendTurn(const ConversationKey &key, int index, const Turn &turn, const QList<ToolCallExtra> &extras)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("append turn %1 of %2").arg(index).arg(key.toString()); };
        const auto id = conversationId(key, operation);
        if (!id)
            return false;
        const auto insertTurn = [&] {
            return exec(InsertTurn, operation,
                        {*id, index, Turn::speakerName(turn.speaker), text(turn.text),
                         turn.hasHeard ? text(turn.heard) : QVariant(), textOrNull(Turn::actionName(turn.action))});
        };
        if (turn.toolCalls.isEmpty())
            return insertTurn();
        return atomically(operation, [&] {
            if (!insertTurn())
                return false;
            const qint64 turnId = query(InsertTurn).lastInsertId().toLongLong();
            for (qsizetype i = 0; i < turn.toolCalls.size(); ++i) {
                const ToolCall &c = turn.toolCalls.at(i);
                const ToolCallExtra extra = extras.value(i);
                if (!exec(InsertToolCall, operation,
                          {turnId, int(i), text(c.id), text(c.name), json(c.arguments), c.valid ? 1 : 0, jsonOrNull(c.result),
                           textOrNull(extra.error), extra.latencyMs ? QVariant(*extra.latencyMs) : QVariant()}))
                    return false;
            }
            return true;
        });
    }

    bool finishConversation(const ConversationKey &key, const ConversationOutcome &o)
    {
        const Describe operation = [&] {
            return WorkspaceMessages::tr("finish conversation %1 as %2").arg(key.toString(), conversationStatusName(o.status));
        };
        if (o.status == ConversationStatus::Pending || o.status == ConversationStatus::Running) {
            report(operation(), QString(), WorkspaceMessages::tr("a conversation finishes as done, failed or cancelled"));
            return false;
        }
        const auto id = conversationId(key, operation);
        if (!id)
            return false;
        return exec(FinishConversation, operation,
                    {conversationStatusName(o.status), textOrNull(o.endReason), o.loopTurn ? QVariant(*o.loopTurn) : QVariant(),
                     textOrNull(o.error), o.passed ? QVariant(*o.passed ? 1 : 0) : QVariant(), now(), *id});
    }

    void setPassed(const ConversationKey &key, std::optional<bool> passed)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("set pass/fail of %1").arg(key.toString()); };
        if (const auto id = conversationId(key, operation))
            exec(SetPassed, operation, {passed ? QVariant(*passed ? 1 : 0) : QVariant(), *id});
    }

    void cancelRunning(const QString &run)
    {
        exec(CancelRunning, [&] { return WorkspaceMessages::tr("cancel the running conversations of %1").arg(run); },
             {now(), run});
    }

    void appendModelCall(const ModelCallRecord &c)
    {
        const Describe operation
            = [&] { return WorkspaceMessages::tr("record a %1 model call").arg(ModelCallRecord::roleName(c.role)); };
        QVariant conversation;
        if (c.conversation) {
            const auto id = conversationId(*c.conversation, operation);
            if (!id)
                return;
            conversation = *id;
        }
        const QString run = !c.run.isEmpty() ? c.run : c.conversation ? c.conversation->run : QString();
        QString stage = c.stage;
        if (stage.isEmpty()) {
            switch (c.role) {
            case ModelCallRecord::Role::Caller:
            case ModelCallRecord::Role::Agent:
                stage = Stage::Simulate;
                break;
            case ModelCallRecord::Role::Judge:
                stage = Stage::Judge;
                break;
            case ModelCallRecord::Role::Probe:
                stage = Stage::Probe;
                break;
            case ModelCallRecord::Role::Persona:
            case ModelCallRecord::Role::Lint:
                stage = ModelCallRecord::roleName(c.role);
                break;
            }
        }
        exec(InsertModelCall, operation,
             {textOrNull(run), conversation, c.turn ? QVariant(*c.turn) : QVariant(), c.round, ModelCallRecord::roleName(c.role),
              c.seed ? seedValue(*c.seed) : QVariant(), textOrNull(c.fingerprint),
              json(c.request.is_null() ? Json::object() : c.request), jsonOrNull(c.response), c.promptTokens, c.completionTokens,
              c.latencyMs, c.attempts, textOrNull(c.errorKind), textOrNull(c.error), stage,
              json(c.inputHashes.is_object() ? c.inputHashes : Json::object()), now()});
    }

    void saveJudgment(const JudgmentRecord &j)
    {
        const Describe operation
            = [&] { return WorkspaceMessages::tr("save the %1 judgment of %2").arg(j.rubric, j.conversation.toString()); };
        const auto id = conversationId(j.conversation, operation);
        if (!id)
            return;
        exec(UpsertJudgment, operation,
             {text(j.grading), *id, text(j.rubric), j.composite ? QVariant(*j.composite) : QVariant(), text(j.verdict),
              json(j.grade), json(j.repeats.is_null() ? Json::array() : j.repeats), j.seed ? seedValue(*j.seed) : QVariant(),
              text(j.stage.isEmpty() ? Stage::Judge : j.stage), json(j.inputHashes.is_object() ? j.inputHashes : Json::object()),
              now()});
    }

    void saveHumanVerdict(const HumanVerdictRecord &v)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("save the verdict on %1").arg(v.conversation.toString()); };
        const auto id = conversationId(v.conversation, operation);
        if (!id)
            return;
        exec(UpsertHumanVerdict, operation,
             {*id, text(v.verdict), json(v.criteria.is_object() ? v.criteria : Json::object()), now()});
    }

    void beginGrading(const GradingRecord &g)
    {
        exec(InsertGrading, [&] { return WorkspaceMessages::tr("start grading %1 of run %2").arg(g.id, g.run); },
             {text(g.id), text(g.run), text(g.judge), text(g.profile), text(g.model), text(g.rubric), std::max(1, g.repeats),
              json(g.settings.is_object() ? g.settings : Json::object()), now()});
    }

    void finishGrading(const QString &grading, const QString &status)
    {
        exec(FinishGrading, [&] { return WorkspaceMessages::tr("end grading %1").arg(grading); },
             {text(status), now(), text(grading)});
    }

    void saveProbeAnswer(const ProbeAnswerRecord &a)
    {
        const Describe operation
            = [&] { return WorkspaceMessages::tr("save probe %1 of %2").arg(a.probe, a.conversation.toString()); };
        const auto id = conversationId(a.conversation, operation);
        if (!id)
            return;
        exec(UpsertProbeAnswer, operation,
             {text(a.grading), *id, text(a.probe), text(a.wordingHash), text(a.answer), text(a.rationale),
              a.seed ? seedValue(*a.seed) : QVariant(), text(a.stage.isEmpty() ? Stage::Probe : a.stage),
              json(a.inputHashes.is_object() ? a.inputHashes : Json::object()), now()});
    }

    void saveEvidence(const EvidenceResultRecord &e)
    {
        const Describe operation = [&] { return WorkspaceMessages::tr("save the evidence of call %1").arg(e.call); };
        QVariant conversation;
        if (e.conversation) {
            const auto id = conversationId(*e.conversation, operation);
            if (!id)
                return;
            conversation = *id;
        }
        const QString run = !e.run.isEmpty() ? e.run : e.conversation ? e.conversation->run : QString();
        exec(UpsertEvidence, operation,
             {run, conversation, text(e.call), text(e.verdict), json(e.gates), jsonOrNull(e.receipt), text(e.policyHash),
              text(e.stage.isEmpty() ? Stage::Evidence : e.stage),
              json(e.inputHashes.is_object() ? e.inputHashes : Json::object()), now()});
    }

    bool recordConversation(const ConversationKey &key, const Conversation &c, const ConversationOutcome &outcome)
    {
        if (!beginConversation(key))
            return false;
        for (qsizetype i = 0; i < c.turns.size(); ++i)
            if (!appendTurn(key, int(i), c.turns.at(i), {}))
                return false;
        return finishConversation(key, outcome);
    }

private:
    static QString sql(Statement s)
    {
        switch (s) {
        case InsertConfiguration:
            return QStringLiteral("INSERT INTO configurations (id, agent_id, agent_kind, prompt_hash, flow_hash, profile, "
                                  "parameters, rubric, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                  "ON CONFLICT (id) DO NOTHING");
        case InsertPromptVersion:
            return QStringLiteral("INSERT INTO prompt_versions (prompt_id, hash, text, first_seen) VALUES (?, ?, ?, ?) "
                                  "ON CONFLICT (prompt_id, hash) DO NOTHING");
        case InsertRun:
            return QStringLiteral("INSERT INTO runs (id, workspace_name, agent_id, agent_path, scenario_set, repeat_count, "
                                  "concurrency, seed, offline, configuration_id, status, polygon_version, created_at, options) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        case InsertConversation:
            return QStringLiteral("INSERT INTO conversations (run_id, configuration_id, scenario, persona_id, persona_hash, "
                                  "repeat_index, seed, conversation_id, label, rubric, source, ground_truth, stage, "
                                  "input_hashes, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending')");
        case FindConversation:
            return QStringLiteral("SELECT id, status FROM conversations "
                                  "WHERE run_id = ? AND scenario = ? AND persona_id = ? AND repeat_index = ?");
        case InsertTurn:
            return QStringLiteral("INSERT INTO turns (conversation_id, turn_index, speaker, text, heard, action) "
                                  "VALUES (?, ?, ?, ?, ?, ?)");
        case InsertToolCall:
            return QStringLiteral("INSERT INTO tool_calls (turn_id, call_index, operation_id, name, arguments, valid, result, "
                                  "error, latency_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        case UpdateRunStatus:
            return QStringLiteral("UPDATE runs SET status = ?, error = ?, finished_at = ? WHERE id = ?");
        case DeleteRun:
            return QStringLiteral("DELETE FROM runs WHERE id = ?");
        case DeleteTurns:
            return QStringLiteral("DELETE FROM turns WHERE conversation_id = ?");
        case DeleteModelCalls:
            return QStringLiteral("DELETE FROM model_calls WHERE conversation_id = ?");
        case DeleteJudgments:
            return QStringLiteral("DELETE FROM judgments WHERE conversation_id = ?");
        case DeleteProbeAnswers:
            return QStringLiteral("DELETE FROM probe_answers WHERE conversation_id = ?");
        case DeleteEvidence:
            return QStringLiteral("DELETE FROM evidence_results WHERE conversation_id = ?");
        case StartConversation:
            return QStringLiteral("UPDATE conversations SET status = 'running', started_at = ?, finished_at = NULL, "
                                  "end_reason = NULL, loop_turn = NULL, error = NULL, passed = NULL WHERE id = ?");
        case FinishConversation:
            return QStringLiteral("UPDATE conversations SET status = ?, end_reason = ?, loop_turn = ?, error = ?, passed = ?, "
                                  "finished_at = ? WHERE id = ?");
        case SetPassed:
            return QStringLiteral("UPDATE conversations SET passed = ? WHERE id = ?");
        case CancelRunning:
            return QStringLiteral("UPDATE conversations SET status = 'cancelled', finished_at = ? "
                                  "WHERE run_id = ? AND status = 'running'");
        case InsertModelCall:
            return QStringLiteral("INSERT INTO model_calls (run_id, conversation_id, turn_index, round, role, seed, fingerprint, "
                                  "request, response, prompt_tokens, completion_tokens, latency_ms, attempts, error_kind, "
                                  "error, stage, input_hashes, created_at) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        case UpsertHumanVerdict:
            return QStringLiteral(
                "INSERT INTO human_verdicts (conversation_id, verdict, criteria, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (conversation_id) DO UPDATE SET verdict = excluded.verdict, "
                "criteria = excluded.criteria, created_at = excluded.created_at");
        case InsertGrading:
            return QStringLiteral("INSERT INTO gradings (id, run_id, judge, profile, model, rubric, repeats, settings, status, "
                                  "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', ?)");
        case FinishGrading:
            return QStringLiteral("UPDATE gradings SET status = ?, finished_at = ? WHERE id = ?");
        case UpsertJudgment:
            return QStringLiteral("INSERT INTO judgments (grading_id, conversation_id, rubric, composite, verdict, grade, "
                                  "repeats, seed, stage, input_hashes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                  "ON CONFLICT (grading_id, conversation_id, rubric) DO UPDATE SET "
                                  "composite = excluded.composite, "
                                  "verdict = excluded.verdict, grade = excluded.grade, repeats = excluded.repeats, "
                                  "seed = excluded.seed, stage = excluded.stage, input_hashes = excluded.input_hashes, "
                                  "created_at = excluded.created_at");
        case UpsertProbeAnswer:
            return QStringLiteral("INSERT INTO probe_answers (grading_id, conversation_id, probe_id, wording_hash, answer, "
                                  "rationale, seed, stage, input_hashes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                  "ON CONFLICT (grading_id, conversation_id, probe_id, wording_hash) DO UPDATE SET "
                                  "answer = excluded.answer, rationale = excluded.rationale, seed = excluded.seed, "
                                  "stage = excluded.stage, input_hashes = excluded.input_hashes, "
                                  "created_at = excluded.created_at");
        case UpsertEvidence:
            return QStringLiteral("INSERT INTO evidence_results (run_id, conversation_id, call_id, verdict, gates, receipt, "
                                  "policy_hash, stage, input_hashes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                  "ON CONFLICT (run_id, call_id) DO UPDATE SET conversation_id = excluded.conversation_id, "
                                  "verdict = excluded.verdict, gates = excluded.gates, receipt = excluded.receipt, "
                                  "policy_hash = excluded.policy_hash, stage = excluded.stage, "
                                  "input_hashes = excluded.input_hashes, created_at = excluded.created_at");
        case Begin:
            return QStringLiteral("BEGIN IMMEDIATE");
        case Commit:
            return QStringLiteral("COMMIT");
        case Rollback:
            return QStringLiteral("ROLLBACK");
        case Savepoint:
            return QStringLiteral("SAVEPOINT write");
        case Release:
            return QStringLiteral("RELEASE write");
        case RollbackToSavepoint:
            return QStringLiteral("ROLLBACK TO write");
        case StatementCount:
            break;
        }
        return {};
    }

    ResultStore *m_store;
    QSqlDatabase m_db;
    std::array<std::unique_ptr<QSqlQuery>, StatementCount> m_queries;
    QHash<ConversationKey, qint64> m_ids;
    bool m_inTransaction = false;
};

ResultStore::ResultStore(std::unique_ptr<Private> d)
    : d(std::move(d))
{
    qRegisterMetaType<Polygon::StoreError>();
}

ResultStore::~ResultStore()
{
    {
        QMutexLocker lock(&d->mutex);
        d->stopping = true;
    }
    d->workAvailable.wakeAll();
    d->progressed.wakeAll();
    if (d->thread) {
        d->thread->wait();
        delete d->thread;
    }
}

std::unique_ptr<ResultStore> ResultStore::open(const QString &workspaceDir, QString *error)
{
    const QFileInfo dir(workspaceDir);
    if (!dir.isDir()) {
        if (error)
            *error = WorkspaceMessages::tr("%1: no such folder").arg(workspaceDir);
        return nullptr;
    }
    return openFile(StoreSchema::databasePath(workspaceDir), error);
}

std::unique_ptr<ResultStore> ResultStore::openFile(const QString &databasePath, QString *error)
{
    const QFileInfo info(databasePath);
    std::optional<QString> problem;
    if (info.exists() && !info.isFile())
        problem = WorkspaceMessages::tr("%1: not a file").arg(databasePath);
    else if (!info.exists() && !QFileInfo(info.absolutePath()).isDir())
        problem = WorkspaceMessages::tr("%1: the folder %2 does not exist").arg(databasePath, info.absolutePath());
    if (problem) {
        if (error)
            *error = *problem;
        return nullptr;
    }

    static QAtomicInt counter;
    auto d = std::make_unique<Private>();
    d->path = databasePath;
    d->connectionName = QStringLiteral("polygon-store-writer-%1").arg(counter.fetchAndAddRelaxed(1));
    std::unique_ptr<ResultStore> store(new ResultStore(std::move(d)));
    ResultStore *const s = store.get();
    s->d->thread = QThread::create([s] { s->writerLoop(); });
    s->d->thread->setObjectName(QStringLiteral("polygon-store-writer"));
    s->d->thread->start();

    QMutexLocker lock(&s->d->mutex);
    while (!s->d->started)
        s->d->progressed.wait(&s->d->mutex);
    if (!s->d->openError.isEmpty()) {
        if (error)
            *error = s->d->openError;
        return nullptr;
    }
    return store;
}

QString ResultStore::path() const
{
    return d->path;
}

void ResultStore::writerLoop()
{
    QString error;
    // The header is checked here, on the connection's own thread, through
    // StoreSchema's registry of open files (see openCheckedConnection()).
    bool ok = StoreSchema::openCheckedConnection(d->path, d->connectionName, &error);
    if (ok) {
        QSqlDatabase db = QSqlDatabase::database(d->connectionName, false);
        ok = StoreSchema::prepare(db, d->path, &error);
        if (!ok) {
            db = QSqlDatabase();
            StoreSchema::closeConnection(d->connectionName);
        }
    }
    {
        QMutexLocker lock(&d->mutex);
        d->started = true;
        d->openError = ok ? QString() : error;
    }
    d->progressed.wakeAll();
    if (!ok)
        return;

    {
        Writer writer(this, QSqlDatabase::database(d->connectionName, false));
        std::vector<std::function<void(Writer &)>> batch;
        batch.reserve(MaxBatch);
        while (true) {
            {
                QMutexLocker lock(&d->mutex);
                while (d->queue.empty() && !d->stopping)
                    d->workAvailable.wait(&d->mutex);
                if (d->queue.empty())
                    break; // stopping, and everything is written
                const qsizetype n = std::min<qsizetype>(qsizetype(d->queue.size()), MaxBatch);
                for (qsizetype i = 0; i < n; ++i) {
                    batch.push_back(std::move(d->queue.front()));
                    d->queue.pop_front();
                }
            }
            d->progressed.wakeAll(); // room in the queue
            writer.beginBatch();
            for (auto &op : batch)
                op(writer);
            writer.commitBatch(qsizetype(batch.size()));
            qint64 completed = 0;
            {
                QMutexLocker lock(&d->mutex);
                d->completed += qint64(batch.size());
                completed = d->completed;
            }
            batch.clear();
            d->progressed.wakeAll();
            Q_EMIT committed(completed);
        }
    }
    StoreSchema::closeConnection(d->connectionName);
}

void ResultStore::enqueue(std::function<void(Writer &)> op)
{
    {
        QMutexLocker lock(&d->mutex);
        // The writer thread itself (a slot connected directly to writeFailed) never waits for itself.
        const bool onWriter = QThread::currentThread() == d->thread;
        while (qsizetype(d->queue.size()) >= MaxQueued && !d->stopping && !onWriter)
            d->progressed.wait(&d->mutex);
        d->queue.push_back(std::move(op));
        ++d->enqueued;
    }
    d->workAvailable.wakeOne();
}

void ResultStore::report(const StoreError &error)
{
    {
        QMutexLocker lock(&d->mutex);
        d->errors.append(error);
        ++d->errorCount;
    }
    Q_EMIT writeFailed(error);
}

QString ResultStore::saveConfiguration(const ConfigurationSnapshot &snapshot)
{
    const QString id = snapshot.id();
    enqueue([snapshot, id](Writer &w) { w.saveConfiguration(snapshot, id); });
    return id;
}

void ResultStore::savePromptVersion(const QString &prompt, const QString &hash, const QString &text)
{
    enqueue([prompt, hash, text](Writer &w) { w.savePromptVersion(prompt, hash, text); });
}

QString ResultStore::createRun(const RunSpec &spec, const QList<ConversationPlan> &plan)
{
    RunSpec s = spec;
    if (s.id.isEmpty())
        s.id = newRunId();
    enqueue([s, plan](Writer &w) { w.createRun(s, plan); });
    return s.id;
}

void ResultStore::planConversations(const QString &run, const QList<ConversationPlan> &plan)
{
    enqueue([run, plan](Writer &w) { w.planConversations(run, plan); });
}

void ResultStore::setRunStatus(const QString &run, RunStatus status, const QString &error)
{
    enqueue([run, status, error](Writer &w) { w.setRunStatus(run, status, error); });
}

void ResultStore::deleteRun(const QString &run)
{
    enqueue([run](Writer &w) { w.deleteRun(run); });
}

void ResultStore::beginConversation(const ConversationKey &key)
{
    enqueue([key](Writer &w) { w.beginConversation(key); });
}

void ResultStore::appendTurn(const ConversationKey &key, int index, const Turn &turn, const QList<ToolCallExtra> &extras)
{
    enqueue([key, index, turn, extras](Writer &w) { w.appendTurn(key, index, turn, extras); });
}

void ResultStore::finishConversation(const ConversationKey &key, const ConversationOutcome &outcome)
{
    enqueue([key, outcome](Writer &w) { w.finishConversation(key, outcome); });
}

void ResultStore::setConversationPassed(const ConversationKey &key, std::optional<bool> passed)
{
    enqueue([key, passed](Writer &w) { w.setPassed(key, passed); });
}

void ResultStore::cancelRunningConversations(const QString &run)
{
    enqueue([run](Writer &w) { w.cancelRunning(run); });
}

void ResultStore::recordConversation(const ConversationKey &key, const Conversation &conversation,
                                     const ConversationOutcome &outcome)
{
    enqueue([key, conversation, outcome](Writer &w) { w.recordConversation(key, conversation, outcome); });
}

void ResultStore::appendModelCall(const ModelCallRecord &call)
{
    enqueue([call](Writer &w) { w.appendModelCall(call); });
}

void ResultStore::saveJudgment(const JudgmentRecord &judgment)
{
    enqueue([judgment](Writer &w) { w.saveJudgment(judgment); });
}

void ResultStore::saveHumanVerdict(const HumanVerdictRecord &verdict)
{
    enqueue([verdict](Writer &w) { w.saveHumanVerdict(verdict); });
}

void ResultStore::beginGrading(const GradingRecord &grading)
{
    enqueue([grading](Writer &w) { w.beginGrading(grading); });
}

void ResultStore::finishGrading(const QString &grading, const QString &status)
{
    enqueue([grading, status](Writer &w) { w.finishGrading(grading, status); });
}

void ResultStore::saveProbeAnswer(const ProbeAnswerRecord &answer)
{
    enqueue([answer](Writer &w) { w.saveProbeAnswer(answer); });
}

void ResultStore::saveEvidenceResult(const EvidenceResultRecord &result)
{
    enqueue([result](Writer &w) { w.saveEvidence(result); });
}

qint64 ResultStore::writeTicket() const
{
    QMutexLocker lock(&d->mutex);
    return d->enqueued;
}

bool ResultStore::waitForIdle(int timeoutMs)
{
    if (QThread::currentThread() == d->thread)
        return false; // the writer cannot wait for itself
    QDeadlineTimer deadline = timeoutMs < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(timeoutMs);
    QMutexLocker lock(&d->mutex);
    const qint64 target = d->enqueued;
    while (d->completed < target) {
        if (!d->progressed.wait(&d->mutex, deadline))
            return d->completed >= target;
    }
    return true;
}

qint64 ResultStore::queuedWrites() const
{
    QMutexLocker lock(&d->mutex);
    return d->enqueued - d->completed;
}

QList<StoreError> ResultStore::takeErrors()
{
    QMutexLocker lock(&d->mutex);
    return std::exchange(d->errors, {});
}

int ResultStore::errorCount() const
{
    QMutexLocker lock(&d->mutex);
    return d->errorCount;
}

} // namespace Polygon
