#pragma once

// ResultStore: the one writer of a workspace's results database
// (<workspace>/polygon.db, docs/store.md).
//
// Threading contract
// - Every write method may be called from any thread. It copies its
//   arguments into a queue and returns at once; one writer thread owned by
//   the store executes the queue on its own SQLite connection, in order.
//   Writes from one thread are applied in the order they were made.
// - The writer commits whatever is queued in short transactions (at most
//   MaxBatch writes each), so a turn is on disk a few milliseconds after
//   appendTurn() returns: a process killed with SIGKILL loses at most the
//   writes of that moment — with conversations written turn by turn, only
//   the conversations in flight, which resume redoes.
// - The queue is bounded (MaxQueued writes): a producer far ahead of the
//   disk waits in the write call until the writer catches up.
// - A write that fails (a violated constraint, an unknown conversation)
//   affects only itself: the rest of the batch is kept. Each failure is
//   emitted as writeFailed() from the writer thread (use a queued connection
//   to a QObject on your thread, the default for AutoConnection) and kept for
//   takeErrors().
// - waitForIdle() blocks until every write queued before the call is
//   committed; without blocking, writeTicket() right after a write and the
//   committed() signal tell when that write is on disk. The destructor finishes the queue, commits and stops.
// - Readers use StoreReader (their own connections); with the write-ahead
//   log they never block the writer and the writer never blocks them.
// - One ResultStore per database per process. Several processes may write
//   the same database: SQLite serialises them (busy timeout 10 s).
//
// How `polygon-cli run`, `--resume` and `demo` use it
//   auto store = ResultStore::open(workspace.root, &error);
//   const QString config = store->saveConfiguration(ConfigurationSnapshot::forAgent(ws, agent, params, rubric));
//   const QString run = store->createRun(spec, plans);     // every conversation stored as pending
//   store->setRunStatus(run, RunStatus::Running);
//   per conversation (any thread, concurrently):
//       store->beginConversation(key);                      // running; wipes a half-written earlier attempt
//       store->appendTurn(key, i, turn);                    // as each turn happens
//       store->appendModelCall(call);                       // when models are involved
//       store->finishConversation(key, outcome);            // done / failed / cancelled
//   store->setRunStatus(run, RunStatus::Completed);         // or Cancelled on Ctrl-C (cancelRunningConversations first)
//   store->waitForIdle();
// Resume: StoreReader::unfinishedConversations(run) lists what is not done,
// each with its stored seed; beginConversation() + the same writes finish
// them. A done conversation is never begun again (refused), and the UNIQUE
// keys (run, scenario, persona, repeat) and (conversation, turn index) make
// duplicates impossible.

#include "storetypes.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Polygon {

class ResultStore : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxBatch = 5000; // writes per transaction at most
    static constexpr int MaxQueued = 100000; // writes waiting before a producer waits

    ~ResultStore() override;

    // Opens <workspaceDir>/polygon.db, creating it when absent and migrating an
    // older schema. Refuses (nullptr, with a sentence naming the file in
    // *error) a file that is not SQLite, truncated, damaged, another program's
    // database or from a newer Polygon — and never writes to such a file.
    static std::unique_ptr<ResultStore> open(const QString &workspaceDir, QString *error);
    // The same on an explicit database file.
    static std::unique_ptr<ResultStore> openFile(const QString &databasePath, QString *error);

    QString path() const;

    // ---- Writes: queued, return at once, callable from any thread ----

    // Stores an immutable configuration snapshot (a second save of the same
    // content is a no-op) and returns its id.
    QString saveConfiguration(const ConfigurationSnapshot &snapshot);

    // Keeps a version of a prompt's text (prompt id, Prompt::hash, text); a
    // version already kept keeps its first time. For the prompt history.
    void savePromptVersion(const QString &prompt, const QString &hash, const QString &text);

    // Creates a run (status queued) with every conversation it will hold
    // (status pending). Returns the run id: spec.id, or a new
    // "run-YYYYMMDD-HHMMSS-xxxxxx" when empty.
    QString createRun(const RunSpec &spec, const QList<ConversationPlan> &plan);
    // Adds conversations to an existing run (pending).
    void planConversations(const QString &run, const QList<ConversationPlan> &plan);
    // Sets a run's status; completed, cancelled and failed also set finished_at
    // (queued and running clear it). `error` says why a run failed.
    void setRunStatus(const QString &run, RunStatus status, const QString &error = QString());
    // Deletes a run with everything it holds.
    void deleteRun(const QString &run);

    // Marks a planned conversation running (started now). When an earlier
    // attempt left turns, model calls or results behind (kill -9, failure,
    // cancel), they are deleted first, so the conversation restarts from its
    // first turn. Refused (writeFailed) when the conversation is already done
    // or was never planned.
    void beginConversation(const ConversationKey &key);
    // Appends turn `index` (0-based) with its tool calls; `extras` (optional)
    // gives each tool call's error and latency, by position. A second turn
    // with the same index is refused: UNIQUE (conversation_id, turn_index).
    void appendTurn(const ConversationKey &key, int index, const Turn &turn,
                    const QList<ToolCallExtra> &extras = QList<ToolCallExtra>());
    // Ends a conversation: status, end reason, loop turn, error, pass/fail; finished now.
    void finishConversation(const ConversationKey &key, const ConversationOutcome &outcome);
    // Sets (or clears) a conversation's pass/fail for pass^k after grading.
    void setConversationPassed(const ConversationKey &key, std::optional<bool> passed);
    // Every running conversation of `run` becomes cancelled (Ctrl-C); pending ones stay pending.
    void cancelRunningConversations(const QString &run);
    // A whole finished conversation at once (offline simulation): begin,
    // every turn, then finish with `outcome`, as one write (stops at the first
    // failure). Only the turns are taken from `conversation`: its FORMATS.md
    // §1 header (id, rubric, source, configuration, ground truth) is the plan's. From a SimulationResult r:
    // recordConversation(key, r.conversation, {status, r.endReason, r.loopTurn, r.error}) and its model calls through
    // appendModelCall().
    void recordConversation(const ConversationKey &key, const Conversation &conversation, const ConversationOutcome &outcome);

    // One model request and answer (request/response JSON, tokens, latency, seed).
    void appendModelCall(const ModelCallRecord &call);
    // A grading of a run starts (status running) and ends (completed,
    // cancelled or failed); its judgments and probe answers name it.
    void beginGrading(const GradingRecord &grading);
    void finishGrading(const QString &grading, const QString &status);
    // Results of the later stages. A second result for the same grading,
    // conversation and rubric (judgment), or grading, conversation, probe and
    // wording (probe answer), or run and call (evidence) replaces the first:
    // resuming a grading never duplicates. Grading again is a new grading.
    void saveJudgment(const JudgmentRecord &judgment);
    void saveProbeAnswer(const ProbeAnswerRecord &answer);
    void saveHumanVerdict(const HumanVerdictRecord &verdict);
    void saveEvidenceResult(const EvidenceResultRecord &result);

    // ---- Synchronisation ----

    // Blocks until every write queued before the call is committed (or
    // timeoutMs passes, -1 = no limit). True when idle. On the writer thread
    // (a slot connected directly to writeFailed) it returns false at once.
    bool waitForIdle(int timeoutMs = -1);
    // Writes queued and not yet committed.
    qint64 queuedWrites() const;
    // The number of writes queued so far: the ticket of the latest write. It
    // is on disk once committed() has reported at least this number.
    qint64 writeTicket() const;
    // The failures since the last call, oldest first.
    QList<StoreError> takeErrors();
    int errorCount() const;

Q_SIGNALS:
    // A write failed; emitted from the writer thread.
    void writeFailed(const Polygon::StoreError &error);
    // Every write with a ticket up to `writes` is committed (or failed and
    // reported); emitted from the writer thread after each transaction.
    void committed(qint64 writes);

private:
    struct Private;
    class Writer;
    explicit ResultStore(std::unique_ptr<Private> d);
    void enqueue(std::function<void(Writer &)> op);
    void report(const StoreError &error);
    void writerLoop();

    std::unique_ptr<Private> d;
};

} // namespace Polygon
