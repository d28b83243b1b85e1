#pragma once

// Importing production calls as a run (FORMATS.md §13, SPEC R-IMPORT,
// docs/runs.md "Importing production calls"): recorded transcripts in one of
// four formats become the conversations of a new run with source "imported",
// which `grade` and `compare` then treat like any run.
//
// The file is read one record at a time (recordstream.h) and the
// conversations go to the store in batches, so memory does not grow with the
// file. All or nothing: a record that cannot be read stops the import and
// the run is deleted again, unless skipBad, which leaves that record out and
// lists it.

#include "core/json/diagnostic.h"
#include "core/model/conversation.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QIODevice;

namespace Polygon {

class ResultStore;

enum class ImportFormat { Generic, Vapi, Retell, Csv };

// "generic", "vapi", "retell", "csv".
QStringList importFormatNames();
std::optional<ImportFormat> importFormatFromName(const QString &name);

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

struct ImportOptions
{
    QString workspace; // the folder whose polygon.db receives the run
    QString name; // the run's id; empty: the store makes one
    ImportFormat format = ImportFormat::Generic;
    bool skipBad = false;
    int batchSize = 500; // conversations written to the store at a time
};

struct ImportResult
{
    QString run;
    int conversations = 0;
    int turns = 0;
    int ignored = 0; // see TranscriptReader::ignored()
    Diagnostics skipped; // with skipBad: each record left out, at its place
};

// Imports what `device` holds (`file` names it in messages) as a new run.
// Nothing when the import failed: `problems` says why (a bad record at its
// file:line:column; no conversation in the input; a run named so already;
// the store could not be opened or written), and nothing is left in the store.
std::optional<ImportResult> importTranscripts(const ImportOptions &options, QIODevice *device, const QString &file,
                                              Diagnostics &problems);

} // namespace Polygon
