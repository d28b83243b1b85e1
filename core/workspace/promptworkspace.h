#pragma once

// "New workspace from my prompt" (the welcome screen): a workspace made
// around a pasted system prompt — polygon.json, the prompt, a template LLM
// agent using it, tool stubs to fill (one per tool the prompt names), a smoke
// scenario and six hand-editable callers, one per persona type. The user's
// model profiles (user-level, see userProvidersDir()) are copied in so the
// roles point at a model the user set up; personas can be generated from the
// prompt instead of the hand-written ones (PersonaBatch), then
// finishCallers() writes the smoke scenario over them.

#include "core/json/diagnostic.h"
#include "core/model/workspace.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Polygon {

struct NewWorkspaceOptions
{
    QString name; // display name; the ids derive from it
    QString language = QStringLiteral("en"); // en, ru, hr or bs
    QString promptText; // the system prompt, as pasted
    // Write the six hand-editable callers and the smoke scenario over them
    // (false: no persona and no scenario; the caller generates them).
    bool handWrittenPersonas = true;
    // A folder with model profiles to copy (providers/*.json) and the role
    // assignments of its polygon.json; empty or missing: a local llama.cpp
    // profile is written instead.
    QString providersFrom;
};

struct NewWorkspace
{
    QString root; // absolute
    QString agent; // the template agent's id
    QString prompt; // the prompt's id
    QString promptPath; // absolute path of prompts/<id>.md
    QStringList tools; // stub ids, in the order the prompt names them
    QStringList personas; // ids (empty without hand-written ones)
    QString scenario; // "smoke" (empty without hand-written personas)
};

// A lowercase ASCII id from a display name ("Dental Clinic — bookings" →
// "dental-clinic-bookings"); empty when nothing usable is left.
QString slugFromName(const QString &name);

// The snake_case names in a prompt that look like tools (two or more words
// joined by underscores: check_availability, `transfer_to_human`), first
// mention first, at most 20.
QStringList toolNamesInPrompt(const QString &text);

// The user-level folder of model profiles (providers/*.json) and their role
// assignments (polygon.json): set up before any workspace exists and copied
// into new ones. QStandardPaths::AppConfigLocation.
QString userProvidersDir();

// The profiles and role assignments kept in `dir` (its providers/*.json and
// polygon.json), as a workspace the providers dialog can edit; a missing
// folder gives an empty one. Problems name the file.
Workspace loadUserProviders(const QString &dir, Diagnostics *problems = nullptr);

// Creates the workspace in `dir` (created when missing; it must be empty).
// Nothing, with problems naming the folder, file or option, when the name or
// language is bad, the prompt is empty, the folder is not empty or a file
// cannot be written.
std::optional<NewWorkspace> createWorkspaceFromPrompt(const QString &dir, const NewWorkspaceOptions &options,
                                                      Diagnostics &problems);

// The six hand-editable callers for a workspace in `language`: one per persona
// type, every outcome covered, ground truth marked as examples to replace.
QList<Persona> examplePersonas(const QString &language);

// Writes examplePersonas(language) into the workspace at `root`; their ids in
// `ids`. Problems name the file.
Diagnostics writeExamplePersonas(const QString &root, const QString &language, QStringList *ids = nullptr);

// Copies the profiles of the user-level folder `from` (userProvidersDir())
// into the workspace at `root` (a profile with the same id is replaced) and
// points the roles the user assigned at them; nothing when `from` has none.
Diagnostics applyUserProviders(const QString &from, const QString &root);

// Writes scenarios/smoke.json over `personas` (ids) in the workspace at
// `root`. Problems name the file.
Diagnostics writeSmokeScenario(const QString &root, const QStringList &personas);

// The last step of a workspace made from a prompt: `personas` holds the ids of
// the callers a model generated; when it is empty, the six example callers are
// written and their ids put there. Then the smoke scenario over them.
// Problems name the file.
Diagnostics finishCallers(const QString &root, const QString &language, QStringList &personas);

} // namespace Polygon
