#include "replayprovider.h"

#include "chatjson.h"

#include <QTimer>

namespace Polygon {

namespace {

ProviderError::Kind kindFromName(const QString &name)
{
    using K = ProviderError::Kind;
    for (K k : {K::Network, K::Timeout, K::RateLimited, K::Server, K::Unauthorized, K::BadRequest, K::MalformedReply,
                K::TruncatedStream, K::Unsupported, K::Cancelled})
        if (ProviderError::kindName(k) == name)
            return k;
    return K::Network;
}

const QString kReplayRequest = QStringLiteral("replay of recorded model calls");

} // namespace

ReplayProvider::ReplayProvider(QList<ModelCall> calls, QObject *parent)
    : Provider(parent)
    , m_calls(std::move(calls))
    , m_used(m_calls.size(), false)
{
}

int ReplayProvider::remaining() const
{
    return int(std::count(m_used.cbegin(), m_used.cend(), false));
}

void ReplayProvider::deliver(ProviderReply *reply, std::function<void()> settle)
{
    m_pending.append(reply);
    connect(reply, &ProviderReply::cancelRequested, reply, [reply] {
        reply->fail({ProviderError::Kind::Cancelled, 0, kReplayRequest, tr("the request was cancelled")});
    });
    QTimer::singleShot(0, reply, [this, reply, settle = std::move(settle)] {
        m_pending.removeAll(reply);
        if (!reply->isFinished())
            settle();
    });
}

QString ReplayProvider::describeRequest(ProviderReply::Kind) const
{
    return kReplayRequest;
}

ProviderReply *ReplayProvider::chat(const ChatRequest &request)
{
    auto *reply = new ProviderReply(ProviderReply::Kind::Chat, request.conversation, this);
    const QString fingerprint = chatRequestFingerprint(request);
    qsizetype found = -1;
    for (qsizetype i = 0; i < m_calls.size(); ++i) {
        if (!m_used.at(i) && request.seed && m_calls.at(i).seed == *request.seed) {
            found = i;
            break;
        }
    }
    deliver(reply, [this, reply, found, fingerprint] {
        if (found < 0) {
            reply->fail({ProviderError::Kind::BadRequest, 0, kReplayRequest,
                         tr("no recorded response for this request: the conversation went further or elsewhere than "
                            "the recording")});
            return;
        }
        const ModelCall &call = m_calls.at(found);
        if (call.fingerprint != fingerprint) {
            reply->fail({ProviderError::Kind::BadRequest, 0, kReplayRequest,
                         tr("the %1 request of turn %2 differs from the recording (prompt, tools or conversation "
                            "changed): it no longer replays")
                             .arg(call.role)
                             .arg(call.turn)});
            return;
        }
        m_used[found] = true;
        ++m_served;
        if (call.failed()) {
            reply->fail({kindFromName(call.errorKind), 0, kReplayRequest, call.error});
            return;
        }
        QString error;
        if (!chatResultFromJson(call.response, reply->m_chat, &error)) {
            reply->fail({ProviderError::Kind::MalformedReply, 0, kReplayRequest,
                         tr("the recorded response of turn %1 is unreadable: %2").arg(call.turn).arg(error)});
            return;
        }
        m_usage.add(reply->conversation(), reply->m_chat.usage);
        reply->finish();
    });
    return reply;
}

ProviderReply *ReplayProvider::unsupported(ProviderReply::Kind kind, const QString &what)
{
    auto *reply = new ProviderReply(kind, QString(), this);
    deliver(reply, [reply, what] {
        reply->fail(
            {ProviderError::Kind::Unsupported, 0, kReplayRequest, tr("%1 are not part of a recorded conversation").arg(what)});
    });
    return reply;
}

ProviderReply *ReplayProvider::embed(const QStringList &)
{
    return unsupported(ProviderReply::Kind::Embeddings, tr("embeddings"));
}

ProviderReply *ReplayProvider::tokenLogProbs(const QString &)
{
    return unsupported(ProviderReply::Kind::LogProbs, tr("log-probabilities"));
}

ProviderReply *ReplayProvider::listModels()
{
    return unsupported(ProviderReply::Kind::Models, tr("model lists"));
}

void ReplayProvider::cancelAll()
{
    const auto pending = m_pending;
    for (const QPointer<ProviderReply> &r : pending)
        if (r)
            r->cancel();
}

} // namespace Polygon
