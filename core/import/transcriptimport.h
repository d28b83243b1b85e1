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

#include "transcriptreader.h"

#include <QList>
#include <QString>

#include <optional>

class QIODevice;

namespace Polygon {

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
