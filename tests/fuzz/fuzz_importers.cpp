// Provider payload importers (Vapi, Twilio, …): the first byte picks the source.
#include "fuzzsupport.h"

#include "core/evidence/importers.h"

using namespace Polygon;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    static const QStringList names
        = {QStringLiteral("vapi"), QStringLiteral("twilio"), QStringLiteral("retell"), QStringLiteral("elevenlabs")};
    const auto source = eventSourceFromName(names.at(data[0] % names.size()));
    if (!source)
        return 0;
    Diagnostics problems;
    if (const auto events
        = importProviderEvents(*source, PolygonFuzz::bytesOf(data + 1, size - 1), QStringLiteral("payloads"), problems)) {
        for (const CallEvent &e : *events)
            (void)callEventToJson(e).dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    return 0;
}
