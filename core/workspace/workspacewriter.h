#pragma once

#include "core/json/diagnostic.h"
#include "core/model/workspace.h"
#include "core/util/json.h"

#include <QByteArray>
#include <QString>

namespace Polygon {

// The file contents Polygon writes for each item (canonical key order,
// two-space indent, trailing newline), so that load → save → load is exact.
Json manifestToJson(const Manifest &manifest);
Json agentToJson(const Agent &agent);
// A persona has one writer in three forms, so they cannot drift apart:
// File — its workspace file; Identity — what personaHash() hashes (id, every
// field that shapes the caller, the source prompt's hash; never the path):
// changing it changes the hashes stored in existing results; Listing — the
// summary `polygon-cli personas --json` prints (id, name, type, outcome,
// difficulty, language, source_prompt or null).
enum class PersonaJsonForm { File, Identity, Listing };
Json personaToJson(const Persona &persona, PersonaJsonForm form = PersonaJsonForm::File);
Json scenarioToJson(const Scenario &scenario);
Json toolToJson(const ToolStub &tool);
Json probeToJson(const Probe &probe);
Json profileToJson(const Profile &profile);

// Writes every item of `workspace` into `dir` (created when missing) at its
// relative path — `<section>/<id>.json` for items without one. Files whose
// bytes would not change are left alone (no git noise); each write is atomic
// (QSaveFile). Nothing is deleted. Returns the problems met, empty on success.
Diagnostics saveWorkspace(const Workspace &workspace, const QString &dir);

// Makes `dir` (created when missing) an empty workspace: polygon.json from
// `manifest` and the standard folders (agents, prompts, personas, scenarios,
// tools, probes, providers). Refuses a folder that already has a
// polygon.json. Returns the problems met, empty on success.
Diagnostics createWorkspace(const QString &dir, const Manifest &manifest);

// Copies the workspace folder `from` (every file below it) to `to`, which
// must not exist yet. Returns the problems met, empty on success.
Diagnostics copyWorkspace(const QString &from, const QString &to);

// Checks a profile exactly as loadWorkspace reads it: profileToJson(profile)
// goes to a scratch file that loadProfileFile reads back. Each problem names
// its key in the message and carries it in `field` ("/concurrency"); its file
// is the scratch file, so show the message, not the place.
Diagnostics checkProfile(const Profile &profile);

// Saves what Settings ▸ Model Providers edits in the workspace at `root`: each
// of `profiles` to its file (providers/<id>.json when it has no path yet),
// polygon.json from `manifest` (its role assignments), and deletes the files of
// the `removed` profiles. Unchanged files are left alone; each write is
// atomic. Returns the problems met, empty on success.
Diagnostics saveProviders(const QString &root, const Manifest &manifest, const QList<Profile> &profiles,
                          const QList<Profile> &removed);

// Atomically replaces one file's bytes (used by the editors).
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace Polygon
