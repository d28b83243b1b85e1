#pragma once

// StoreReader: reads a workspace's results database (docs/store.md).
//
// Threading contract: a reader owns its own SQLite connection, which Qt ties
// to the thread that opened it — open one reader per thread that reads and
// use it only there (cheap: a connection, no cache). With the write-ahead log
// a reader never blocks the ResultStore writer, and reads while the writer
// commits see the last committed state (each method reads one consistent
// snapshot). Readers never write, except that opening an older schema
// migrates it like ResultStore::open() does.
//
// Errors: a method that cannot read returns nothing / an empty list and sets
// lastError() (a sentence naming the file); a successful read clears it.

#include "storetypes.h"

#include <QHash>
#include <QString>

#include <memory>
#include <optional>

namespace Polygon {

class DivergenceTurnCursor;

class StoreReader
{
public:
    ~StoreReader();
    StoreReader(const StoreReader &) = delete;
    StoreReader &operator=(const StoreReader &) = delete;

    // Opens <workspaceDir>/polygon.db, which must exist. Refuses (nullptr and
    // a sentence in *error) what ResultStore::open() refuses.
    static std::unique_ptr<StoreReader> open(const QString &workspaceDir, QString *error);
    static std::unique_ptr<StoreReader> openFile(const QString &databasePath, QString *error);

    QString path() const;
    QString lastError() const;
    int schemaVersion();

    // Every run, oldest first, with its conversation counts per status.
    QList<RunSummary> runs();
    std::optional<RunSummary> run(const QString &id);
    // A run by its id, by a prefix of exactly one id, or "latest" (the most
    // recently created); nothing with a sentence in *error otherwise.
    std::optional<RunSummary> findRun(const QString &idPrefixOrLatest, QString *error);

    // A run's conversations in plan order (without turns).
    QList<ConversationRecord> conversations(const QString &run);
    // The conversations of `run` that are not done (pending, running, failed,
    // cancelled), in plan order: what `--resume` runs again, each with its seed.
    QList<ConversationRecord> unfinishedConversations(const QString &run);
    std::optional<ConversationRecord> conversation(const ConversationKey &key);
    // A conversation back as FORMATS.md §1 (turns, tool calls, heard text,
    // actions) with its record (status, end reason, loop turn, ...).
    std::optional<StoredConversation> loadConversation(const ConversationKey &key);
    // A run's conversations in plan order: keys, ids, source and status only
    // (no JSON column is parsed; fast on a run of 100,000 conversations).
    QList<ConversationIndexEntry> conversationIndex(const QString &run);
    // The turns of the conversations with these row ids (ConversationIndexEntry::rowId)
    // with their tool calls (id, name, arguments, valid; no result), in two
    // statements whatever the count: only the turns are filled in, and every
    // id has an entry. Read a few thousand at a time to keep memory bounded.
    QHash<qint64, Conversation> conversationTurns(const QList<qint64> &rowIds);
    // A run's done conversations as the divergence rule reads them (speaker,
    // text, action, tool call names and argument texts), one at a time in row
    // id order from one statement; nothing, with lastError(), when it cannot
    // be read. Drop the cursor before the reader (divergenceturns.h has its type).
    std::unique_ptr<DivergenceTurnCursor> divergenceTurns(const QString &run);

    // Model calls of a conversation in the order they were made (for replay and cost).
    QList<ModelCallRecord> modelCalls(const ConversationKey &key);
    // Model calls of a run that belong to no conversation (persona generation, lint).
    QList<ModelCallRecord> runModelCalls(const QString &run);
    // A conversation's judgments and probe answers: of one grading, or of
    // every grading (oldest first) when `grading` is empty.
    QList<JudgmentRecord> judgments(const ConversationKey &key, const QString &grading = QString());
    QList<ProbeAnswerRecord> probeAnswers(const ConversationKey &key, const QString &grading = QString());
    // The verdicts people gave on a run's conversations, in plan order.
    QList<HumanVerdictRecord> humanVerdicts(const QString &run);
    // Every kept version of a prompt (ResultStore::savePromptVersion), oldest
    // first, each with the number of runs whose configuration used its hash.
    QList<PromptVersionRecord> promptVersions(const QString &prompt);
    // Per run (oldest first): the latest completed grading's verdict counts,
    // composite mean and pass^k trials, and the pass rule's trials. SQL
    // aggregates only, fast on a store with millions of turns.
    QList<RunDigest> runDigests();
    // The verdict and composite of every conversation judged in `grading`
    // (grade, repeats and input hashes left empty), in plan order.
    QList<JudgmentRecord> gradingVerdicts(const QString &grading);
    // gradingVerdicts() without the keys: row ids, composites and verdicts (fast on 100,000 judgments).
    QList<JudgmentScore> gradingScores(const QString &grading);
    // Per-criterion sums, gate counts and probe answer counts of a grading (SQL aggregates).
    GradingAggregates gradingAggregates(const QString &grading);
    // Tokens of every model call of a run (its conversations' and its own), per role.
    TokenTotals runTokens(const QString &run);
    // A run's gradings, oldest first.
    QList<GradingRecord> gradings(const QString &run);
    QList<EvidenceResultRecord> evidenceResults(const QString &run);
    std::optional<ConfigurationSnapshot> configuration(const QString &id);

    StoreCounts counts();

private:
    struct Private;
    explicit StoreReader(std::unique_ptr<Private> d);
    std::unique_ptr<Private> d;
};

} // namespace Polygon
