#pragma once

// Reading recorded calls one at a time (FORMATS.md §13): FORMATS.md §1
// conversations, Vapi call objects and end-of-call reports, Retell call
// objects, CSV rows. Nothing is stored here: importTranscripts()
// (transcriptimport.h) stores what this reads.

#include "core/json/diagnostic.h"
#include "core/model/conversation.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;

namespace Polygon {

enum class ImportFormat { Generic, Vapi, Retell, Csv };

// "generic", "vapi", "retell", "csv".
QStringList importFormatNames();
std::optional<ImportFormat> importFormatFromName(const QString &name);
// The format `file` most likely holds: CSV by its ".csv" extension, Retell or
// Vapi by their keys in the first 64 KiB (transcript_object,
// transcript_with_tool_calls, disconnection_reason; endedReason,
// end-of-call-report, secondsFromStart), else generic.
ImportFormat guessImportFormat(const QString &file);

// One conversation read from the file, before it is stored.
struct ImportedConversation
{
    Conversation conversation; // source "imported"; id and scenario always set
    QString endReason; // the provider's end reason (Vapi endedReason, Retell disconnection_reason), as written
    TextPosition start; // where its record starts in the file
};

// Reads the conversations of a file in `format`, one at a time, without
// storing anything. Used by importTranscripts() and the fuzz target.
class TranscriptReader
{
public:
    enum class Result {
        Conversation, // `conversation` is filled
        Bad, // a record that cannot be read: `problems` says why; reading can go on
        End, // no more records
        Error, // the file cannot be read any further: `problems` says why
    };

    TranscriptReader(ImportFormat format, QIODevice *device, const QString &name);
    ~TranscriptReader();

    Result next(ImportedConversation &conversation, Diagnostics &problems);
    // Records that hold no transcript and were passed over (Vapi server
    // messages other than end-of-call-report).
    int ignored() const;
    qint64 bytesRead() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Polygon
