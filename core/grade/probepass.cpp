#include "probepass.h"

#include "judge.h"

#include "core/llm/modelcall.h"
#include "core/llm/provider.h"
#include "core/util/hash.h"
#include "core/util/messages.h"

namespace Polygon {

QString probeInstructions()
{
    return QStringLiteral(
        "You read one phone conversation between a caller and an AI voice agent, with the agent's tool calls, and "
        "answer one yes/no question about the agent's behaviour in it. Answer \"yes\" or \"no\"; answer \"na\" when "
        "the question does not apply to this conversation (the situation it asks about never came up). Give the "
        "reason in one line. Answer with JSON only, in the requested schema.");
}

Json probeReplySchema()
{
    return {{"type", "object"},
            {"properties", {{"answer", {{"type", "string"}, {"enum", {"yes", "no", "na"}}}}, {"reason", {{"type", "string"}}}}},
            {"required", {"answer", "reason"}},
            {"additionalProperties", false}};
}

ChatRequest probeRequest(const Probe &probe, const Conversation &conversation)
{
    ChatRequest r;
    r.messages
        = {ChatMessage::system(probeInstructions()),
           ChatMessage::user(QStringLiteral("QUESTION\n%1\n\n%2").arg(probe.question, transcriptForModel(conversation, false)))};
    r.jsonSchema = probeReplySchema();
    r.schemaName = QStringLiteral("polygon_probe");
    r.seed = modelCallSeed(conversation.id, QStringLiteral("probe:") + probe.id, 0, 0, 0);
    r.conversation = conversation.id;
    return r;
}

std::optional<ProbeAnswer> readProbeReply(const Json &content)
{
    if (!content.is_object())
        return std::nullopt;
    const auto answer = content.find("answer");
    if (answer == content.end() || !answer->is_string())
        return std::nullopt;
    const QString text = toQString(answer->get<std::string>()).trimmed().toLower();
    if (text == QLatin1String("yes"))
        return ProbeAnswer::Yes;
    if (text == QLatin1String("no"))
        return ProbeAnswer::No;
    if (text == QLatin1String("na") || text == QLatin1String("n/a") || text == QLatin1String("not applicable"))
        return ProbeAnswer::NotApplicable;
    return std::nullopt;
}

Json probeResultToJson(const ProbeResult &result)
{
    const ProbeConformance c = probeConformance(result.probe.polarity, result.answers);
    Json answers = Json::array();
    for (const ProbeAnswer a : result.answers)
        answers.push_back(a == ProbeAnswer::Yes ? "yes" : a == ProbeAnswer::No ? "no" : "na");
    Json j = Json::object();
    j["id"] = toStdString(result.probe.id);
    j["question"] = toStdString(result.probe.question);
    j["polarity"] = toStdString(Probe::polarityName(result.probe.polarity));
    j["answers"] = std::move(answers);
    j["unreadable"] = result.unreadable;
    j["applicable"] = c.applicable;
    j["conforming"] = c.conforming;
    j["conformance"] = c.conformance ? jsonNumber(*c.conformance) : Json();
    j["wilson95"] = c.wilson ? Json::array({jsonNumber(c.wilson->low), jsonNumber(c.wilson->high)}) : Json();
    j["wording_hash"] = toStdString(wordingHash(result.probe.question));
    return j;
}

ProbePass::ProbePass(Provider *provider, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
{
}

ProbePass::~ProbePass()
{
    for (const QPointer<ProviderReply> &reply : std::as_const(m_pending))
        if (reply) {
            reply->disconnect(this);
            reply->cancel();
            reply->deleteLater();
        }
}

void ProbePass::start(const QList<Probe> &probes, const QList<Conversation> &conversations)
{
    m_results.assign(size_t(probes.size()), ProbeResult());
    m_answers.assign(size_t(probes.size()), std::vector<std::optional<ProbeAnswer>>(size_t(conversations.size())));
    m_problems.assign(size_t(probes.size()), std::vector<QString>(size_t(conversations.size())));
    m_conversationIds.clear();
    for (const Conversation &c : conversations)
        m_conversationIds.append(c.id);
    m_total = int(probes.size() * conversations.size());
    m_done = 0;
    for (qsizetype p = 0; p < probes.size(); ++p)
        m_results[size_t(p)].probe = probes.at(p);
    if (m_total == 0) {
        settle();
        return;
    }
    for (qsizetype p = 0; p < probes.size(); ++p) {
        for (qsizetype c = 0; c < conversations.size(); ++c) {
            ProviderReply *reply = m_provider->chat(probeRequest(probes.at(p), conversations.at(c)));
            m_pending.append(reply);
            if (reply->isFinished()) {
                onReply(int(p), int(c), reply);
                continue;
            }
            connect(reply, &ProviderReply::finished, this, [this, p, c, reply] { onReply(int(p), int(c), reply); });
        }
    }
}

void ProbePass::cancel()
{
    for (const QPointer<ProviderReply> &reply : std::as_const(m_pending))
        if (reply && !reply->isFinished())
            reply->cancel();
}

void ProbePass::onReply(int probe, int conversation, ProviderReply *reply)
{
    m_pending.removeAll(reply);
    reply->disconnect(this);
    reply->deleteLater();
    if (reply->failed()) {
        m_problems[size_t(probe)][size_t(conversation)] = reply->error()->toString();
    } else if (const auto answer = readProbeReply(reply->chat().structured)) {
        m_answers[size_t(probe)][size_t(conversation)] = answer;
    } else {
        m_problems[size_t(probe)][size_t(conversation)]
            = WorkspaceMessages::tr("the answer is not \"yes\", \"no\" or \"na\" (%1)")
                  .arg(m_provider->describeRequest(ProviderReply::Kind::Chat));
    }
    Q_EMIT progress(++m_done, m_total);
    if (m_done == m_total)
        settle();
}

void ProbePass::settle()
{
    for (size_t p = 0; p < m_results.size(); ++p) {
        ProbeResult &r = m_results[p];
        for (size_t c = 0; c < m_answers[p].size(); ++c) {
            if (m_answers[p][c]) {
                r.answers.push_back(*m_answers[p][c]);
                r.answeredConversations.push_back(int(c));
            } else {
                ++r.unreadable;
                r.problems.append(WorkspaceMessages::tr("probe %1, conversation %2: %3")
                                      .arg(r.probe.id, m_conversationIds.value(qsizetype(c)), m_problems[p][c]));
            }
        }
    }
    Q_EMIT finished();
}

} // namespace Polygon
