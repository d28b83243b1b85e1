// Call events (FORMATS.md §6) through CallEventReader and the evidence run,
// JSON Lines or an array; the policy reader on the same bytes.
#include "fuzzsupport.h"

#include "core/evidence/eventreader.h"
#include "core/evidence/evidencepolicy.h"
#include "core/evidence/evidencerun.h"

#include <QBuffer>

using namespace Polygon;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    PolygonFuzz::initQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray bytes = PolygonFuzz::bytesOf(data, size);
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        CallEventReader reader(&buffer, QStringLiteral("events.jsonl"));
        int n = 0;
        while (reader.next() && ++n < 100000) { }
    }
    const QString path = PolygonFuzz::writeInput(bytes, QStringLiteral("events.jsonl"));
    Diagnostics problems;
    runEvidence(
        path, EvidencePolicy(), [](const CallEvidence &, std::span<const CallEvent>) {}, problems);
    problems.clear();
    (void)EvidencePolicy::parse(bytes, QStringLiteral("policy.json"), problems);
    return 0;
}
