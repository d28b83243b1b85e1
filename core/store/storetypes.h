#pragma once

// The value types of the results store (docs/store.md): what a run, a planned
// conversation, a model call, a judgment, a probe answer and an evidence
// result look like when they go into polygon.db and when they come back out.
// Plain structs, cheap to copy, usable from any thread.

#include "core/model/conversation.h"
#include "core/util/json.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Polygon {

struct Agent;
struct FlowDefinition;
struct Persona;
struct Profile;
struct ToolStub;
struct Workspace;

// The life of a run: queued (created, nothing started) → running →
// completed | cancelled (Ctrl-C) | failed (could not go on). A resumed run goes
// back to running.
enum class RunStatus { Queued, Running, Completed, Cancelled, Failed };
QString runStatusName(RunStatus status); // "queued", "running", ...
// The status for people, in the interface language; a grading's status
// ("running", "completed", "cancelled", "failed") reads the same way.
QString runStatusTitle(RunStatus status);
QString runStatusTitle(const QString &name); // an unknown name comes back as it is
std::optional<RunStatus> runStatusFromName(const QString &name);

// The life of one conversation of a run: pending (planned) → running → done |
// failed | cancelled. Only done conversations are final: resume redoes every
// other one from its first turn, with the same seed.
enum class ConversationStatus { Pending, Running, Done, Failed, Cancelled };
QString conversationStatusName(ConversationStatus status); // "pending", ...
// The status for people, in the interface language.
QString conversationStatusTitle(ConversationStatus status);
// How a conversation ended ("end", "transfer", "caller_hung_up", "max_turns",
// "loop", "cancelled", "error"), in a few words in the interface language;
// any other reason comes back as it is.
QString endReasonTitle(const QString &reason);
std::optional<ConversationStatus> conversationStatusFromName(const QString &name);

// Stage names results carry (SPEC R-PIPE: every stored result names the
// stage that made it, its inputs' hashes and its seed).
namespace Stage {
inline const QString Simulate = QStringLiteral("simulate");
inline const QString Judge = QStringLiteral("judge");
inline const QString Probe = QStringLiteral("probe");
inline const QString Evidence = QStringLiteral("evidence");
inline const QString Import = QStringLiteral("import");
} // namespace Stage

// Content hashes for input_hashes (sha256 hex). Each covers what changes the
// behaviour of the thing, not where it lives on disk.
QString jsonHash(const Json &value); // sha256 of value.dump()
QString personaHash(const Persona &persona);
QString flowHash(const FlowDefinition &flow);
QString toolStubHash(const ToolStub &tool);

// An immutable snapshot of the configuration a conversation ran with. Its id
// is the sha256 of content(), so the same configuration stored twice is one
// row and a changed prompt, flow, model, parameter or rubric is a new one.
// The model profile is stored WITHOUT any key or key location: only what
// changes the model's answers (base URL, model, sampling parameters).
struct ConfigurationSnapshot
{
    QString agent; // agent id
    QString agentKind; // "llm", "flow", "http"
    QString promptHash; // empty when the agent has no prompt
    QString flowHash; // empty when the agent has no flow
    Json tools = Json::object(); // {tool name: toolStubHash()} of the agent's tools
    Json profile; // profileSnapshot(), null when the agent uses no model
    Json parameters = Json::object(); // run parameters that shape answers (noise, max_turns, ...)
    QString rubric; // rubric identity "v2@1a2b3c4d5e6f", may be empty
    QDateTime createdAt; // filled when read back

    Json content() const; // the canonical JSON the id hashes
    QString id() const;

    // The snapshot of `agent` in `workspace`: prompt hash from the prompt
    // file, flow hash from the flow, tool stub hashes, the agent's profile.
    static ConfigurationSnapshot forAgent(const Workspace &workspace, const Agent &agent, const Json &parameters,
                                          const QString &rubricIdentity);
    // The profile fields that shape answers; never api_key_env or keychain.
    static Json profileSnapshot(const Profile &profile);
};

// What `ResultStore::createRun()` stores about a run: everything `--resume`
// needs to finish it with the same seeds.
struct RunSpec
{
    QString id; // empty: the store makes one, "run-YYYYMMDD-HHMMSS-xxxxxx" (UTC, random suffix)
    QString workspaceName; // the manifest's name, for listings
    QString agent; // agent id
    QString agentPath; // workspace-relative path of the agent file
    QString scenarioSet; // scenario set id, may be empty (all personas)
    int repeat = 1; // repeats per persona and scenario (pass^k's k)
    int concurrency = 1;
    quint64 seed = 1; // the run seed; stored as a signed 64-bit value, read back bit for bit
    bool offline = false;
    QString configuration; // ConfigurationSnapshot::id() of the agent under test, may be empty
    Json options = Json::object(); // anything else the run command needs to resume (noise, max turns, ...)
};

struct RunRecord
{
    RunSpec spec;
    RunStatus status = RunStatus::Queued;
    QDateTime createdAt;
    QDateTime finishedAt; // invalid while not finished
    QString error; // why the run failed, when it did
    QString polygonVersion; // the version that created it
};

// A run with how many of its conversations are in each state.
struct RunSummary
{
    RunRecord run;
    int total = 0;
    int pending = 0;
    int running = 0;
    int done = 0;
    int failed = 0;
    int cancelled = 0;
};

// Names one conversation of a run: the UNIQUE key (run, scenario, persona,
// repeat) that makes a resumed run unable to duplicate a conversation. Every
// write about a conversation addresses it by this key.
struct ConversationKey
{
    QString run;
    QString scenario; // scenario set id, may be empty
    QString persona;
    int repeat = 0; // 0-based

    QString toString() const; // "run-…/scenario/persona/#repeat"
    bool operator==(const ConversationKey &) const = default;
};
size_t qHash(const ConversationKey &key, size_t seed = 0) noexcept;

// One conversation a run will hold, stored as pending when the run is
// created, so `--resume` knows every conversation that is still to do even
// if it never started.
struct ConversationPlan
{
    QString scenario;
    QString persona;
    QString personaHash; // personaHash() of the persona as it was
    int repeat = 0;
    quint64 seed = 0; // this conversation's seed: a resume runs it with exactly this seed
    QString conversationId; // FORMATS.md §1 "id"; empty: "<persona>-<scenario>-r<repeat>"
    QString configuration; // ConfigurationSnapshot::id(), may be empty
    QString label; // FORMATS.md §1 "configuration" (e.g. the agent id)
    QString rubric; // FORMATS.md §1 "rubric" ("v1", "v2" or empty)
    QString source = QStringLiteral("simulated"); // "simulated" or "imported"
    Json groundTruth; // FORMATS.md §1 "ground_truth", null when none
    QString stage = Stage::Simulate;
    Json inputHashes = Json::object(); // e.g. {"flow": …, "persona": …, "tools": …}

    ConversationKey key(const QString &run) const { return {run, scenario, persona, repeat}; }
};

// How a conversation ended, for ResultStore::finishConversation().
struct ConversationOutcome
{
    ConversationStatus status = ConversationStatus::Done;
    QString endReason; // "end", "transfer", "caller_hung_up", "max_turns", "loop", ...
    std::optional<int> loopTurn;
    QString error; // why it failed, when it did
    std::optional<bool> passed; // pass/fail for pass^k; none when not graded
};

// A conversation row as read back.
struct ConversationRecord
{
    qint64 rowId = 0;
    ConversationKey key;
    ConversationPlan plan;
    ConversationStatus status = ConversationStatus::Pending;
    QString endReason;
    std::optional<int> loopTurn;
    QString error;
    std::optional<bool> passed;
    QDateTime startedAt;
    QDateTime finishedAt;
    int turnCount = 0;
};

// What a tool call cost and how it failed, beyond what FORMATS.md §1 keeps
// (ToolCall). Aligned by position with Turn::toolCalls.
struct ToolCallExtra
{
    QString error; // "timeout", "error: …"; empty when it answered
    std::optional<int> latencyMs;
    bool operator==(const ToolCallExtra &) const = default;
};

// A conversation read back whole.
struct StoredConversation
{
    ConversationRecord record;
    Conversation conversation; // FORMATS.md §1, turns with tool calls
    QList<QList<ToolCallExtra>> toolCallExtras; // per turn, per tool call
};

// One request to a model and its answer, for cost accounting and replay.
struct ModelCallRecord
{
    enum class Role { Caller, Agent, Judge, Probe, Persona, Lint };
    static QString roleName(Role role);
    static std::optional<Role> roleFromName(const QString &name);

    QString run; // may be empty (persona generation, lint)
    std::optional<ConversationKey> conversation; // none outside a conversation
    std::optional<int> turn; // the turn index it produced or judged, when one
    int round = 0; // the agent's tool-call round within that turn (0 first)
    Role role = Role::Agent;
    std::optional<quint64> seed;
    QString fingerprint; // of the request, for replay lookups
    Json request = Json::object();
    Json response; // null when the call failed
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 latencyMs = 0;
    int attempts = 1;
    QString errorKind; // ProviderError::kindName() when it failed
    QString error; // ProviderError::toString() when it failed
    QString stage; // empty: the role's stage (simulate for caller/agent, judge, probe, ...)
    Json inputHashes = Json::object();
    QDateTime createdAt; // filled when read back
};

// One grading of a run (FORMATS.md §12): who judged, under which rubric,
// with which settings. Grading again makes a new one; the latest completed
// one is the run's grade.
struct GradingRecord
{
    QString id; // "grading-<timestamp>-<hex>"
    QString run;
    QString judge; // "llm", "rules" ("unknown" for judgments stored before gradings existed)
    QString profile; // the judge's provider profile id ("rules" offline)
    QString model;
    QString rubric; // rubric identity
    int repeats = 1;
    Json settings = Json::object(); // forbidden phrases, probes with wording hashes, ...
    QString status = QStringLiteral("running"); // running, completed, cancelled, failed
    QDateTime createdAt; // filled when read back
    QDateTime finishedAt;
};

// The run's grade: the latest completed grading of `gradings`, given oldest
// first as StoreReader::gradings() reads them (creation time, then the order
// they were stored); nothing when none completed.
std::optional<GradingRecord> latestCompletedGrading(const QList<GradingRecord> &gradings);

// One judge grade of one conversation under one rubric version, in one grading.
struct JudgmentRecord
{
    QString grading;
    ConversationKey conversation;
    QString rubric; // rubric identity "v2@1a2b3c4d5e6f"
    std::optional<double> composite;
    QString verdict; // "pass", "warning", "fail", "not_scored"
    Json grade = Json::object(); // gradeToJson(): criteria, band, gates, partial, ...
    Json repeats = Json::array(); // the judge's raw replies, one per repeat
    std::optional<quint64> seed;
    QString stage = Stage::Judge;
    Json inputHashes = Json::object(); // conversation, rubric, judge prompt, profile
};

// What a run adds up to, for listings (StoreReader::runDigests()), computed
// with SQL aggregates: nothing per turn is read.
struct RunDigest
{
    QString run;
    // The latest completed grading of the run; all empty when it has none.
    QString grading;
    QString judge;
    QString rubric;
    QMap<QString, int> verdicts; // verdict -> conversations, in that grading
    std::optional<double> compositeMean; // over that grading's judgments with a composite
    // Per scenario and persona: (judged conversations, "pass" verdicts) in that grading.
    QList<std::pair<int, int>> gradedTrials;
    // Per scenario and persona: (finished conversations, passed by the pass rule):
    // done and failed conversations count, cancelled ones do not (as RunTally).
    QList<std::pair<int, int>> ruleTrials;
};

// A conversation's place in its run without its contents, for reading many
// runs side by side (StoreReader::conversationIndex()).
struct ConversationIndexEntry
{
    qint64 rowId = 0;
    ConversationKey key;
    QString conversationId; // FORMATS.md §1 "id"
    QString source; // "simulated" or "imported"
    ConversationStatus status = ConversationStatus::Pending;
};

// The verdict and composite of one conversation in a grading, by the
// conversation's row id (StoreReader::gradingScores()).
struct JudgmentScore
{
    qint64 conversationRowId = 0; // ConversationIndexEntry::rowId
    std::optional<double> composite;
    QString verdict;
};

// What one grading adds up to, from SQL aggregates over its judgments and
// probe answers (StoreReader::gradingAggregates()): nothing per turn is read.
struct GradingAggregates
{
    struct Criterion
    {
        double sum = 0; // of the scored values
        int scored = 0; // judgments where the criterion was scored
    };
    struct ProbeCounts
    {
        QString probe;
        QString wordingHash;
        int yes = 0;
        int no = 0;
        int na = 0;
    };
    QMap<QString, Criterion> criteria; // criterion key -> its scores
    QMap<QString, int> gates; // gate -> judgments it fired in
    QList<ProbeCounts> probes; // by probe id, then wording hash
};

// Tokens of a run's model calls, per role ("agent", "caller", "judge", ...).
struct TokenTotals
{
    struct Counts
    {
        qint64 prompt = 0;
        qint64 completion = 0;
        int calls = 0;
    };
    QMap<QString, Counts> roles;
};

// A person's verdict on a conversation, with the criterion scores they gave
// (for judge–human agreement). Setting it again replaces it.
struct HumanVerdictRecord
{
    ConversationKey conversation;
    QString verdict; // "pass", "warning" or "fail"
    Json criteria = Json::object(); // criterion key -> 1..5
    QDateTime createdAt; // filled when read back
};

// One version of a prompt file, kept by hash: what the workbench saved or a
// run used (StoreSchema version 4). `runs` counts the runs whose
// configuration used that hash (filled when read back).
struct PromptVersionRecord
{
    QString prompt; // the prompt's id (file stem)
    QString hash; // sha256 hex of the text's UTF-8 bytes (Prompt::hash)
    QString text;
    QDateTime firstSeen; // when this version was first stored
    int runs = 0;

    // The version of prompt `prompt` whose file holds `bytes` (to be kept).
    static PromptVersionRecord of(const QString &prompt, const QByteArray &bytes);
};

// One behaviour probe's answer about one conversation, in one grading.
struct ProbeAnswerRecord
{
    QString grading;
    ConversationKey conversation;
    QString probe; // probe id
    QString wordingHash; // wordingHash() of the question
    QString answer; // "yes", "no", "na"
    QString rationale;
    std::optional<quint64> seed;
    QString stage = Stage::Probe;
    Json inputHashes = Json::object();
};

// The call-evidence gates of one call (FORMATS.md §6), stored since schema v2.
struct EvidenceResultRecord
{
    QString run;
    std::optional<ConversationKey> conversation; // when the call belongs to a stored conversation
    QString call; // pseudonymous call id
    QString verdict; // "pass" or "<gate>:<status>"
    Json gates = Json::object(); // {name: {status, reason, value_ms?}}
    Json receipt; // the minimal receipt, null when none
    QString policyHash;
    QString stage = Stage::Evidence;
    Json inputHashes = Json::object();
};

// A write the store could not make: what it was doing, the SQL statement and
// SQLite's own sentence (which names the table and columns of a violated
// constraint, e.g. "UNIQUE constraint failed: turns.conversation_id, turns.turn_index").
struct StoreError
{
    QString operation; // "append turn 3 of run-…/all-callers/busy-ana/#0"
    QString statement; // the SQL that failed, empty when not one statement
    QString message; // SQLite's message
    QString toString() const; // "<operation>: <message> [<statement>]"
};

// Counts of rows per table (for listings, tests and `polygon-cli db check`).
struct StoreCounts
{
    qint64 runs = 0;
    qint64 configurations = 0;
    qint64 conversations = 0;
    qint64 turns = 0;
    qint64 toolCalls = 0;
    qint64 modelCalls = 0;
    qint64 judgments = 0;
    qint64 probeAnswers = 0;
    qint64 evidenceResults = 0;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::StoreError)
Q_DECLARE_METATYPE(Polygon::RunStatus)
