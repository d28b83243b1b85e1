#include "receipt.h"

#include <QMessageAuthenticationCode>

#include <algorithm>

namespace Polygon {

QString pseudonym(const QByteArray &salt, const QString &kind, const QString &value)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, salt);
    mac.addData(kind.toUtf8());
    mac.addData("\x1f", 1);
    mac.addData(value.toUtf8());
    return QString::fromLatin1(mac.result().toHex().left(32));
}

Json privacyReceipt(const CallEvidence &evidence, std::span<const CallEvent> events, const EvidencePolicy &policy,
                    const QByteArray &salt)
{
    qint64 origin = events.empty() ? 0 : events.front().t;
    for (const CallEvent &e : events)
        origin = std::min(origin, e.t);

    Json list = Json::array();
    for (const CallEvent &e : events) {
        Json j = Json::object();
        j["t"] = e.t - origin;
        j["type"] = toStdString(CallEvent::typeName(e.type));
        if (e.turn)
            j["turn"] = toStdString(
                pseudonym(salt, QStringLiteral("turn"), evidence.call + QLatin1Char('/') + QString::number(*e.turn)));
        using T = CallEvent::Type;
        switch (e.type) {
        case T::CallStatus:
            j["status"] = toStdString(e.status);
            break;
        case T::ToolRequest:
            j["operation"] = toStdString(pseudonym(salt, QStringLiteral("op"), e.operationId));
            j["attempt"] = e.attempt;
            break;
        case T::ToolResponse:
            j["operation"] = toStdString(pseudonym(salt, QStringLiteral("op"), e.operationId));
            j["class"] = toStdString(e.responseClass);
            break;
        case T::ToolReceipt:
            j["operation"] = toStdString(pseudonym(salt, QStringLiteral("op"), e.operationId));
            j["effect"] = e.flag;
            break;
        case T::OutcomeVerified:
            j["verified"] = e.flag;
            break;
        default:
            break;
        }
        list.push_back(std::move(j));
    }
    Json gates = Json::object();
    for (int g = 0; g < EvidenceGateCount; ++g)
        gates[toStdString(gateName(EvidenceGate(g)))] = toStdString(gateStatusName(evidence.gates[size_t(g)].status));

    Json receipt = Json::object();
    receipt["format"] = 1;
    receipt["call"] = toStdString(pseudonym(salt, QStringLiteral("call"), evidence.call));
    receipt["policy_version"] = toStdString(policy.versionHash());
    receipt["terminal_state"] = evidence.terminalStatus.isEmpty() ? Json() : Json(toStdString(evidence.terminalStatus));
    receipt["gates"] = gates;
    receipt["verdict"] = toStdString(evidence.verdict());
    receipt["events"] = std::move(list);
    return receipt;
}

} // namespace Polygon
