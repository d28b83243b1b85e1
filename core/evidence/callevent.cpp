#include "callevent.h"

#include <QStringList>

#include <array>

namespace Polygon {

namespace {

constexpr std::array<const char *, 11> TypeNames = {
    "call.status",        "caller.audio.started",    "caller.audio.stopped", "assistant.audio.started",
    "caller.interrupted", "assistant.audio.stopped", "tool.request",         "tool.response",
    "tool.receipt",       "outcome.requested",       "outcome.verified",
};

} // namespace

QString CallEvent::typeName(Type type)
{
    return QString::fromLatin1(TypeNames[size_t(type)]);
}

std::optional<CallEvent::Type> CallEvent::typeFromName(const QString &name)
{
    for (size_t i = 0; i < TypeNames.size(); ++i)
        if (name == QLatin1String(TypeNames[i]))
            return Type(i);
    return std::nullopt;
}

const QStringList &CallEvent::statusNames()
{
    static const QStringList names
        = {QStringLiteral("queued"), QStringLiteral("ringing"), QStringLiteral("in-progress"), QStringLiteral("completed"),
           QStringLiteral("busy"),   QStringLiteral("failed"),  QStringLiteral("no-answer"),   QStringLiteral("canceled")};
    return names;
}

} // namespace Polygon
