#pragma once

// The probe pass (FORMATS.md §11, SPEC R-PROBES): one request per
// (conversation, probe), never combined with the judge. The request carries
// the question verbatim and the transcript, and none of the rubric's
// criterion keys; the reply is {"answer": "yes"|"no"|"na", "reason"}.
// Anything else, or a failed request, is unreadable: left out and counted.

#include "probestats.h"

#include "core/llm/llmtypes.h"
#include "core/model/conversation.h"
#include "core/model/probe.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace Polygon {

class Provider;
class ProviderReply;

QString probeInstructions();
Json probeReplySchema();
ChatRequest probeRequest(const Probe &probe, const Conversation &conversation);

// The answer in a probe reply's content: "answer" trimmed and lower-cased,
// "n/a" and "not applicable" meaning na; nothing when it is anything else.
std::optional<ProbeAnswer> readProbeReply(const Json &content);

// One probe over the conversations: the readable answers in conversation
// order, how many were unreadable, and why (a sentence per unreadable one).
struct ProbeResult
{
    Probe probe;
    std::vector<ProbeAnswer> answers;
    std::vector<int> answeredConversations; // index of the conversation each answer is for
    int unreadable = 0;
    QStringList problems;
};

// §3's fields for `result` plus "answers" and "unreadable" (FORMATS.md §11).
Json probeResultToJson(const ProbeResult &result);

// Asks every probe about every conversation through `provider`, all at once
// (the provider keeps its own concurrency). finished() follows the last answer.
class ProbePass : public QObject
{
    Q_OBJECT

public:
    explicit ProbePass(Provider *provider, QObject *parent = nullptr);
    ~ProbePass() override;

    void start(const QList<Probe> &probes, const QList<Conversation> &conversations);
    void cancel();
    const std::vector<ProbeResult> &results() const { return m_results; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();

private:
    void onReply(int probe, int conversation, ProviderReply *reply);
    void settle();

    Provider *m_provider;
    std::vector<ProbeResult> m_results;
    std::vector<std::vector<std::optional<ProbeAnswer>>> m_answers; // [probe][conversation]
    std::vector<std::vector<QString>> m_problems;
    QList<QPointer<ProviderReply>> m_pending;
    QStringList m_conversationIds;
    int m_total = 0;
    int m_done = 0;
};

} // namespace Polygon
