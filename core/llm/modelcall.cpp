#include "modelcall.h"

#include <QCryptographicHash>

namespace Polygon {

Json modelCallToJson(const ModelCall &call)
{
    Json j = {{"role", toStdString(call.role)},
              {"turn", call.turn},
              {"round", call.round},
              {"seed", call.seed},
              {"fingerprint", toStdString(call.fingerprint)},
              {"request", call.request}};
    if (call.failed()) {
        j["error_kind"] = toStdString(call.errorKind);
        j["error"] = toStdString(call.error);
        j["attempts"] = call.attempts;
        j["latency_ms"] = call.latencyMs;
    } else {
        j["response"] = call.response;
    }
    return j;
}

bool modelCallFromJson(const Json &json, ModelCall &call, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!json.is_object())
        return fail(QStringLiteral("a model call must be an object"));
    for (const char *key : {"role", "fingerprint"})
        if (!json.contains(key) || !json[key].is_string())
            return fail(QStringLiteral("a model call needs \"%1\" (a string)").arg(QLatin1String(key)));
    for (const char *key : {"turn", "round", "seed"})
        if (!json.contains(key) || !json[key].is_number_integer())
            return fail(QStringLiteral("a model call needs \"%1\" (a whole number)").arg(QLatin1String(key)));
    call = ModelCall();
    call.role = toQString(json["role"].get<std::string>());
    call.turn = json["turn"].get<int>();
    call.round = json["round"].get<int>();
    call.seed = json["seed"].get<qint64>();
    call.fingerprint = toQString(json["fingerprint"].get<std::string>());
    call.request = json.value("request", Json());
    if (json.contains("error_kind")) {
        if (!json["error_kind"].is_string())
            return fail(QStringLiteral("\"error_kind\" must be a string"));
        call.errorKind = toQString(json["error_kind"].get<std::string>());
        if (json.contains("error") && !json["error"].is_string())
            return fail(QStringLiteral("\"error\" must be a string"));
        call.error = toQString(json.value("error", std::string()));
        for (const char *key : {"attempts", "latency_ms"})
            if (json.contains(key) && !json[key].is_number_integer())
                return fail(QStringLiteral("\"%1\" must be a whole number").arg(QLatin1String(key)));
        call.attempts = json.value("attempts", 0);
        call.latencyMs = json.value("latency_ms", qint64(0));
    } else {
        if (!json.contains("response") || !json["response"].is_object())
            return fail(QStringLiteral("a model call needs \"response\" (an object) or \"error_kind\""));
        call.response = json["response"];
    }
    return true;
}

qint64 modelCallSeed(const QString &conversation, const QString &role, int turn, int round, quint64 runSeed)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    const QByteArray sep("\x1f", 1);
    h.addData(conversation.toUtf8());
    h.addData(sep);
    h.addData(role.toUtf8());
    h.addData(sep);
    h.addData(QByteArray::number(turn));
    h.addData(sep);
    h.addData(QByteArray::number(round));
    h.addData(sep);
    h.addData(QByteArray::number(runSeed));
    const QByteArray d = h.result();
    quint32 v = 0;
    for (int i = 0; i < 4; ++i)
        v = (v << 8) | quint8(d.at(i));
    return qint64(v & 0x7fffffffu);
}

} // namespace Polygon
