// The conversation-file reader (FORMATS.md §1) and writing it back.
#include "fuzzsupport.h"

#include "core/workspace/conversationformat.h"
#include "core/json/objectreader.h"

using namespace Polygon;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(PolygonFuzz::bytesOf(data, size), QStringLiteral("c.json"), problems);
    if (!doc)
        return 0;
    ObjectReader reader(*doc, {}, QStringLiteral("the conversation"), problems);
    if (const auto conversation = readConversation(reader))
        (void)conversationToJson(*conversation).dump(-1, ' ', false, Json::error_handler_t::replace);
    return 0;
}
