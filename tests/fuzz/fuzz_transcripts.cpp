// The transcript readers of polygon-cli import (core/import): the first byte
// picks the format (% 4: generic, vapi, retell, csv), the rest is the file,
// read record by record to its end as importTranscripts() reads it.
#include "fuzzsupport.h"

#include "core/import/transcriptreader.h"
#include "core/workspace/conversationformat.h"

#include <QBuffer>

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
    const auto format = ImportFormat(data[0] % 4);
    QBuffer buffer;
    buffer.setData(PolygonFuzz::bytesOf(data + 1, size - 1));
    buffer.open(QIODevice::ReadOnly);
    TranscriptReader reader(format, &buffer, QStringLiteral("calls"));
    for (;;) {
        ImportedConversation c;
        Diagnostics problems;
        const auto got = reader.next(c, problems);
        if (got == TranscriptReader::Result::End || got == TranscriptReader::Result::Error)
            break;
        if (got == TranscriptReader::Result::Conversation)
            (void)conversationToJson(c.conversation).dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    return 0;
}
