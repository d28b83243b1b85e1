#pragma once

// The LLM judge (FORMATS.md §10, SPEC R-RUBRIC, R-JUDGE): each conversation
// is read whole — every turn's text and what the agent heard, the tool calls
// with their arguments and results, the caller's ground truth — and scored on
// the rubric's criteria, each with a quote from the transcript as evidence,
// K times with distinct seeds. The replies become §2 repeats and are graded
// by the same rules as `polygon-cli score`.

#include "rubric.h"
#include "score.h"

#include "core/llm/llmtypes.h"
#include "core/model/conversation.h"
#include "core/model/profile.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <deque>
#include <vector>

namespace Polygon {

class Provider;
class SlotPool;
class ProviderReply;

// One conversation to judge, with the rubric and forbidden phrases it is graded by.
struct JudgeItem
{
    Conversation conversation;
    const RubricVersion *rubric = nullptr;
    QStringList forbidden;
};

// The transcript as a model reads it (judge and probes alike): one block per
// turn with its index, speaker and text verbatim, what the agent heard when
// recognition noise changed it, each tool call's arguments and result as
// compact JSON, and the end or transfer action; then the ground truth.
QString transcriptForModel(const Conversation &conversation, bool withGroundTruth);

// Whether `quote` supports a score: a non-empty string whose quoteMatchForm()
// is part of the quoteMatchForm() of one turn's text or heard text.
bool quoteInTranscript(const QString &quote, const Conversation &conversation);

// The judge's instructions for `rubric` (the system message; its SHA-256 is
// the judgment's prompt_hash), the JSON schema of its reply
// ("polygon_judgment") and the whole request for one repeat.
QString judgeInstructions(const RubricVersion &rubric);
Json judgeReplySchema(const RubricVersion &rubric);
ChatRequest judgeRequest(const JudgeItem &item, int repeat);

// One repeat's reply: the content the model sent, or why there is none.
struct JudgeReply
{
    std::optional<Json> content; // the parsed reply (a structured chat reply)
    QString error; // the failed request's sentence (naming the request) when there is no content
};

// One conversation's judgment: the §2 grade plus what the judge said.
struct Judgment
{
    Grade grade;
    QString model;
    QString profile;
    QString promptHash;
    QString rubricHash;
    Json repeats = Json::array(); // per repeat: {criterion: {"score", "evidence"}} as the judge gave them
    QList<QPair<int, QString>> unsupported; // (repeat, criterion) whose evidence is not in the transcript
    QList<QPair<int, QString>> errors; // (repeat, sentence) for unusable replies
};

// §10 rules 1–4 on the K replies (`request` names the request in errors),
// then §2 on the repeats they give.
Judgment judgmentFromReplies(const JudgeItem &item, const QList<JudgeReply> &replies, const QString &request);

// The §2 output plus "judge" (FORMATS.md §10).
Json judgmentToJson(const RubricVersion &rubric, const Judgment &judgment);

// Asks the judge `repeats` times per item through `provider` (its own
// concurrency and retries). start() asks for a fixed list at once; add() and
// close() ask for items as they come (a run graded as it goes), each request
// taking a slot of the pool when one is set. judged() reports each item when
// its last repeat is in; finished() follows the last item once no more can
// come. cancel() stops what is open: those repeats fail as cancelled.
class ConversationJudge : public QObject
{
    Q_OBJECT

public:
    ConversationJudge(Provider *provider, Profile profile, int repeats, QObject *parent = nullptr);
    ~ConversationJudge() override;

    void start(std::vector<JudgeItem> items);
    // Requests take their slots from `pool` (shared with other work); set before add().
    void setSlotPool(SlotPool *pool) { m_pool = pool; }
    // Judges one more item; its index is the number of items added before it.
    void add(JudgeItem item);
    // No more items: finished() once every item is judged.
    void close();
    void cancel();
    int total() const { return int(m_items.size()); }

Q_SIGNALS:
    void judged(int index, const Polygon::Judgment &judgment);
    void progress(int done, int total);
    void finished();

private:
    void send(int item, int repeat);
    void onReply(int item, int repeat, ProviderReply *reply);
    void finishIfDone();

    Provider *m_provider;
    Profile m_profile;
    int m_repeats;
    SlotPool *m_pool = nullptr;
    std::deque<JudgeItem> m_items; // stable addresses while more are added
    std::vector<QList<JudgeReply>> m_replies;
    std::vector<int> m_open; // per item, repeats still open
    QList<QPointer<ProviderReply>> m_pending;
    QList<ProviderReply *> m_holdingSlot; // replies whose request holds a pool slot
    int m_done = 0;
    bool m_closed = false;
    bool m_cancelled = false;
    bool m_finishedEmitted = false;
};

} // namespace Polygon
