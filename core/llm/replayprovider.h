#pragma once

#include "modelcall.h"
#include "provider.h"

#include <QList>

namespace Polygon {

// A provider that answers from recorded model calls instead of a model: a
// stored conversation re-simulated through it replays turn for turn. Each
// request is matched by its seed; a request whose fingerprint differs from the
// recording (the prompt, tools or history changed) fails with a BadRequest
// error that says which turn no longer replays. Answers arrive asynchronously,
// like a real endpoint's.
class ReplayProvider : public Provider
{
    Q_OBJECT

public:
    explicit ReplayProvider(QList<ModelCall> calls, QObject *parent = nullptr);

    ProviderReply *chat(const ChatRequest &request) override;
    ProviderReply *embed(const QStringList &texts) override;
    ProviderReply *tokenLogProbs(const QString &text) override;
    ProviderReply *listModels() override;
    QString describeRequest(ProviderReply::Kind kind) const override;
    void cancelAll() override;

    int served() const { return m_served; }
    int remaining() const;

private:
    ProviderReply *unsupported(ProviderReply::Kind kind, const QString &what);
    void deliver(ProviderReply *reply, std::function<void()> settle);

    QList<ModelCall> m_calls;
    QList<bool> m_used;
    int m_served = 0;
    QList<QPointer<ProviderReply>> m_pending;
};

} // namespace Polygon
