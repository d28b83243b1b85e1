#include "judge.h"

#include "core/llm/modelcall.h"
#include "core/llm/provider.h"
#include "core/util/hash.h"
#include "core/util/messages.h"
#include "core/util/slotpool.h"

namespace Polygon {

namespace {

QString compact(const Json &value)
{
    return toQString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

} // namespace

QString transcriptForModel(const Conversation &conversation, bool withGroundTruth)
{
    QString out = QStringLiteral("TRANSCRIPT\n");
    for (qsizetype i = 0; i < conversation.turns.size(); ++i) {
        const Turn &t = conversation.turns.at(i);
        out += QStringLiteral("[turn %1] %2: %3\n").arg(i).arg(Turn::speakerName(t.speaker), t.text);
        if (t.hasHeard && t.heard != t.text)
            out += QStringLiteral("    (the agent heard: %1)\n").arg(t.heard);
        for (const ToolCall &c : t.toolCalls) {
            out += QStringLiteral("    tool call %1 %2 arguments %3%4\n")
                       .arg(c.name, c.id.isEmpty() ? QString() : QStringLiteral("(id %1)").arg(c.id), compact(c.arguments),
                            c.valid ? QString() : QStringLiteral(" (arguments invalid for the tool's schema)"));
            out += QStringLiteral("    tool result %1\n")
                       .arg(c.result.is_null() ? QStringLiteral("none (no answer)") : compact(c.result));
        }
        if (t.action != Turn::Action::None)
            out += QStringLiteral("    action: %1\n").arg(Turn::actionName(t.action));
    }
    if (withGroundTruth && !conversation.groundTruth.is_null())
        out += QStringLiteral("\nCALLER GROUND TRUTH (what the caller really knows and wants)\n%1\n")
                   .arg(compact(conversation.groundTruth));
    return out;
}

bool quoteInTranscript(const QString &quote, const Conversation &conversation)
{
    if (quote.isEmpty())
        return false;
    const QString needle = quoteMatchForm(quote);
    for (const Turn &t : conversation.turns) {
        if (quoteMatchForm(t.text).contains(needle))
            return true;
        if (t.hasHeard && quoteMatchForm(t.heard).contains(needle))
            return true;
    }
    return false;
}

QString judgeInstructions(const RubricVersion &rubric)
{
    QString out
        = QStringLiteral(
              "You grade one phone conversation between a caller and an AI voice agent. You receive the whole transcript "
              "(what each side said, what the agent heard when speech recognition changed the caller's words, every tool "
              "call with its arguments and result, the end or transfer of the call) and, when known, the caller's ground "
              "truth.\n\n"
              "Score each criterion below from %1 (worst) to %2 (best). For each score give as evidence one short quote "
              "copied exactly from a turn of the transcript that supports it. Judge only what the transcript shows; do not "
              "guess. Answer with JSON only, in the requested schema.\n\nCRITERIA\n")
              .arg(rubric.scaleMin)
              .arg(rubric.scaleMax);
    for (const RubricVersion::Criterion &c : rubric.criteria)
        out += QStringLiteral("- %1 (%2): %3\n").arg(c.key, c.title, c.description);
    return out;
}

Json judgeReplySchema(const RubricVersion &rubric)
{
    Json scale = Json::array();
    for (int v = rubric.scaleMin; v <= rubric.scaleMax; ++v)
        scale.push_back(v);
    Json properties = Json::object();
    Json required = Json::array();
    for (const RubricVersion::Criterion &c : rubric.criteria) {
        properties[toStdString(c.key)]
            = {{"type", "object"},
               {"properties", {{"score", {{"type", "integer"}, {"enum", scale}}}, {"evidence", {{"type", "string"}}}}},
               {"required", {"score", "evidence"}},
               {"additionalProperties", false}};
        required.push_back(toStdString(c.key));
    }
    return {{"type", "object"},
            {"properties",
             {{"criteria",
               {{"type", "object"}, {"properties", properties}, {"required", required}, {"additionalProperties", false}}}}},
            {"required", {"criteria"}},
            {"additionalProperties", false}};
}

ChatRequest judgeRequest(const JudgeItem &item, int repeat)
{
    ChatRequest r;
    r.messages
        = {ChatMessage::system(judgeInstructions(*item.rubric)), ChatMessage::user(transcriptForModel(item.conversation, true))};
    r.jsonSchema = judgeReplySchema(*item.rubric);
    r.schemaName = QStringLiteral("polygon_judgment");
    r.seed = modelCallSeed(item.conversation.id, QStringLiteral("judge"), repeat, 0, 0);
    r.conversation = item.conversation.id;
    return r;
}

Judgment judgmentFromReplies(const JudgeItem &item, const QList<JudgeReply> &replies, const QString &request)
{
    const RubricVersion &rubric = *item.rubric;
    const qsizetype criteria = rubric.criteria.size();
    Judgment j;
    j.promptHash = sha256Hex(judgeInstructions(rubric).toUtf8());
    j.rubricHash = rubric.hash;
    std::vector<ScoreValue> values(size_t(replies.size()) * size_t(criteria), ScoreValue::missing());
    for (qsizetype r = 0; r < replies.size(); ++r) {
        const JudgeReply &reply = replies.at(r);
        ScoreValue *row = values.data() + size_t(r) * size_t(criteria);
        const Json *scores = nullptr;
        QString error = reply.error;
        if (error.isEmpty()) {
            if (!reply.content || !reply.content->is_object())
                error = WorkspaceMessages::tr("the judge's reply is not a JSON object (%1)").arg(request);
            else if (const auto it = reply.content->find("criteria"); it == reply.content->end() || !it->is_object())
                error = WorkspaceMessages::tr("the judge's reply has no \"criteria\" object (%1)").arg(request);
            else
                scores = &*it;
        }
        Json given = Json::object();
        if (!scores) { // rule 1: every criterion of this repeat is unreadable
            for (qsizetype c = 0; c < criteria; ++c)
                row[c] = ScoreValue::unreadable();
            j.errors.append({int(r), error});
            j.repeats.push_back(given);
            continue;
        }
        for (qsizetype c = 0; c < criteria; ++c) {
            const std::string key = toStdString(rubric.criteria.at(c).key);
            const auto entry = scores->find(key);
            if (entry == scores->end() || !entry->is_object() || !entry->contains("score"))
                continue; // rule 2: missing
            const Json &score = (*entry)["score"];
            const auto evidence = entry->find("evidence");
            given[key] = {{"score", score}, {"evidence", evidence == entry->end() ? Json() : *evidence}};
            ScoreValue v = classifyScoreValue(&score, rubric); // rule 3
            if (v.kind == ScoreValue::Kind::Readable) {
                const bool supported = evidence != entry->end() && evidence->is_string()
                    && quoteInTranscript(toQString(evidence->get<std::string>()), item.conversation);
                if (!supported) { // rule 4
                    v = ScoreValue::unreadable();
                    j.unsupported.append({int(r), rubric.criteria.at(c).key});
                }
            }
            row[c] = v;
        }
        j.repeats.push_back(given);
    }
    j.grade = gradeConversation(rubric, item.conversation, values, int(replies.size()), item.forbidden);
    return j;
}

Json judgmentToJson(const RubricVersion &rubric, const Judgment &judgment)
{
    Json out = gradeToJson(rubric, judgment.grade);
    Json unsupported = Json::array();
    for (const auto &[repeat, criterion] : judgment.unsupported)
        unsupported.push_back({{"repeat", repeat}, {"criterion", toStdString(criterion)}});
    Json errors = Json::array();
    for (const auto &[repeat, error] : judgment.errors)
        errors.push_back({{"repeat", repeat}, {"error", toStdString(error)}});
    out["judge"] = {{"model", toStdString(judgment.model)},
                    {"profile", toStdString(judgment.profile)},
                    {"prompt_hash", toStdString(judgment.promptHash)},
                    {"rubric_hash", toStdString(judgment.rubricHash)},
                    {"repeats", judgment.repeats},
                    {"unsupported", std::move(unsupported)},
                    {"errors", std::move(errors)}};
    return out;
}

// -------------------------------------------------------- ConversationJudge

ConversationJudge::ConversationJudge(Provider *provider, Profile profile, int repeats, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
    , m_profile(std::move(profile))
    , m_repeats(std::max(1, repeats))
{
}

ConversationJudge::~ConversationJudge()
{
    if (m_pool)
        m_pool->withdraw(this);
    for (const QPointer<ProviderReply> &reply : std::as_const(m_pending))
        if (reply) {
            reply->disconnect(this);
            reply->cancel();
            reply->deleteLater();
        }
}

void ConversationJudge::start(std::vector<JudgeItem> items)
{
    if (items.empty())
        Q_EMIT progress(0, 0);
    for (JudgeItem &item : items)
        add(std::move(item));
    close();
}

void ConversationJudge::add(JudgeItem item)
{
    const int index = int(m_items.size());
    m_items.push_back(std::move(item));
    m_replies.emplace_back(m_repeats);
    m_open.push_back(m_repeats);
    for (int r = 0; r < m_repeats; ++r) {
        if (!m_pool) {
            send(index, r);
            continue;
        }
        m_pool->request(this, [this, index, r] {
            if (m_cancelled) { // granted as it was cancelled
                m_pool->release();
                finishIfDone();
                return;
            }
            send(index, r);
        });
    }
}

void ConversationJudge::close()
{
    m_closed = true;
    finishIfDone();
}

void ConversationJudge::send(int index, int r)
{
    ChatRequest request = judgeRequest(m_items[size_t(index)], r);
    if (!m_profile.temperature)
        request.temperature = 0.0; // R-JUDGE: near zero unless the profile says otherwise
    ProviderReply *reply = m_provider->chat(request);
    m_pending.append(reply);
    if (m_pool)
        m_holdingSlot.append(reply);
    if (reply->isFinished()) {
        onReply(index, r, reply);
        return;
    }
    connect(reply, &ProviderReply::finished, this, [this, index, r, reply] { onReply(index, r, reply); });
}

void ConversationJudge::cancel()
{
    m_cancelled = true;
    m_closed = true; // a cancelled judge takes no more items
    if (m_pool)
        m_pool->withdraw(this); // requests not yet granted are never sent
    const QList<QPointer<ProviderReply>> pending = m_pending; // a cancel may finish a reply at once
    for (const QPointer<ProviderReply> &reply : pending)
        if (reply && !reply->isFinished())
            reply->cancel();
    finishIfDone(); // repeats still waiting for a slot are never sent
}

void ConversationJudge::onReply(int item, int repeat, ProviderReply *reply)
{
    m_pending.removeAll(reply);
    if (m_holdingSlot.removeAll(reply) > 0)
        m_pool->release();
    reply->disconnect(this);
    reply->deleteLater();
    JudgeReply &out = m_replies[size_t(item)][repeat];
    if (reply->failed())
        out.error = reply->error()->toString();
    else
        out.content = reply->chat().structured;
    if (--m_open[size_t(item)] > 0)
        return;
    Judgment j = judgmentFromReplies(m_items[size_t(item)], m_replies[size_t(item)],
                                     m_provider->describeRequest(ProviderReply::Kind::Chat));
    j.model = m_profile.model;
    j.profile = m_profile.id;
    ++m_done;
    Q_EMIT judged(item, j);
    Q_EMIT progress(m_done, int(m_items.size()));
    finishIfDone();
}

void ConversationJudge::finishIfDone()
{
    if (m_finishedEmitted || !m_closed)
        return;
    if (m_cancelled) {
        if (!m_pending.isEmpty())
            return;
    } else if (m_done < int(m_items.size())) {
        return;
    }
    m_finishedEmitted = true;
    Q_EMIT finished();
}

} // namespace Polygon
