#pragma once

// Grading a stored run (FORMATS.md §12): every finished conversation of the
// run is judged — by the LLM judge through the workspace's judge profile, or
// offline by the rule judge — with the scenario set's forbidden phrases, and
// asked the scenario set's probes (the probe pass; offline: skipped, and
// said so). Everything goes into the store under one grading; grading again
// makes a new grading and keeps the earlier ones. A grading left running (the
// process was killed) is resumed by the next `grade` with the same settings:
// conversations it already judged are not judged again.
// `polygon-cli grade` and the workbench run this and only show its signals.

#include "core/grade/judge.h"
#include "core/grade/probepass.h"
#include "core/json/diagnostic.h"
#include "core/model/workspace.h"
#include "core/store/storetypes.h"

#include <QObject>

#include <memory>
#include <optional>

namespace Polygon {

class OpenAiProvider;
class ResultStore;
class StoreReader;
class SlotPool;

struct GradeOptions
{
    QString run; // id, unique prefix or "latest"
    QString judge; // --judge PROFILE; empty: the workspace's judge role
    QString rubric; // empty: the manifest's
    int repeats = 3;
    bool offline = false; // the rule judge; no model at all
};

// One graded conversation.
struct GradedConversation
{
    ConversationKey key;
    QString id; // the conversation's id (FORMATS.md §1)
    Judgment judgment; // of a resumed one: verdict, composite and partial only
    Json grade; // the §2 output (gradeToJson), as stored
    bool toolFault = false; // a tool call of the conversation failed (timeout or error)
    bool resumed = false; // judged by an earlier attempt of this grading
};

struct GradeSummary
{
    QString run;
    QString grading;
    QString rubric; // identity
    QString judge; // "llm" or "rules"
    QList<GradedConversation> conversations;
    std::vector<ProbeResult> probes;
    QStringList skippedProbes; // offline: probes without a rule
    QMap<QString, int> verdicts; // verdict -> count
    QMap<QString, int> gates; // gate -> conversations it failed
    std::optional<double> compositeMean; // over the conversations with a composite
    int toolFaultConversations = 0; // conversations that met a failing tool call
    std::optional<double> toolFaultCompositeMean; // their composite mean
    std::optional<double> passHatK; // pass^k with "pass" verdicts as passes
    int k = 1; // the run's repeats
};

class RunGrader : public QObject
{
    Q_OBJECT

public:
    RunGrader(Workspace workspace, GradeOptions options, QObject *parent = nullptr);
    ~RunGrader() override;

    // Checks the rubric and the judge's profile (and its key) without the
    // store: what a run graded as it goes checks before it starts.
    static bool check(const Workspace &workspace, const GradeOptions &options, Diagnostics &problems);
    // Checks the options against the workspace and the store, opens the
    // store and the judge's provider. False with the problems (naming the
    // file or option) when grading cannot start; nothing has been written then.
    bool prepare(Diagnostics &problems);
    // Judge requests take their slots from `pool` (a run's concurrency); set before start().
    void setSlotPool(SlotPool *pool) { m_pool = pool; }
    // Grades what prepare() found done; conversationGraded() per conversation,
    // then finished() — at once, or, after keepOpen(), once close() says no
    // more conversations will be add()ed.
    void keepOpen() { m_open = true; }
    void start();
    // Grades one more finished conversation of the run (committed to the store).
    void add(const ConversationKey &key, std::optional<bool> passed);
    void close();
    void cancel();

    const GradeSummary &summary() const { return m_summary; }
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }

Q_SIGNALS:
    void conversationGraded(const Polygon::GradedConversation &conversation);
    void progress(int done, int total);
    void finished();

private:
    bool openJudge(Diagnostics &problems);
    void judge(qsizetype index);
    void judged(int index, const Judgment &judgment);
    void judgingDone();
    void probesDone();
    void finish(const QString &status);

    Workspace m_workspace;
    GradeOptions m_options;
    const RubricVersion *m_rubric = nullptr;
    QStringList m_forbidden;
    QList<Probe> m_probes;
    Profile m_profile;
    std::unique_ptr<OpenAiProvider> m_provider;
    std::unique_ptr<OpenAiProvider> m_probeProvider;
    std::unique_ptr<ResultStore> m_store;
    std::unique_ptr<StoreReader> m_reader; // kept open for add()
    GradingRecord m_grading;
    QList<ConversationKey> m_keys; // to judge, in plan order
    QList<Conversation> m_conversations;
    QList<std::optional<bool>> m_outcomes; // the pass rule's result, for the rule judge
    std::unique_ptr<ConversationJudge> m_judge;
    std::unique_ptr<ProbePass> m_probePass;
    GradeSummary m_summary;
    QList<Conversation> m_allConversations; // every finished one, for the probes
    QList<ConversationKey> m_allKeys;
    std::map<QString, std::pair<int, int>> m_trials; // persona/scenario -> (trials, passes)
    SlotPool *m_pool = nullptr;
    bool m_open = false; // more conversations may come (keepOpen)
    bool m_started = false;
    bool m_judgingDone = false;
    QString m_error;
    bool m_cancelled = false;
};

} // namespace Polygon
