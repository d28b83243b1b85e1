#pragma once

#include "core/json/diagnostic.h"
#include "core/model/workspace.h"

#include <QString>

#include <optional>

namespace Polygon {

struct WorkspaceLoadResult
{
    std::optional<Workspace> workspace; // set only when there are no problems
    Diagnostics problems;
    // Every item whose own file read without a problem (and the manifest when
    // it did), also when the workspace as a whole has problems: what the GUI
    // can still show next to the broken files. Never run or graded.
    Workspace readable;

    bool ok() const { return workspace.has_value(); }
};

// Loads and validates a whole workspace folder (docs/workspace-format.md).
// Every problem in every file is reported, each at file:line:column; the
// workspace is returned only when there is none: nothing is half-loaded.
// Diagnostic file names are `dir` joined with the file's relative path, so
// they read the way the user named the folder.
WorkspaceLoadResult loadWorkspace(const QString &dir);

// Reads one provider profile file (FORMATS.md §8) outside a workspace, e.g.
// for `polygon-cli providers check FILE`. Its id is the file name.
std::optional<Profile> loadProfileFile(const QString &path, Diagnostics &problems);
// Reads one probe file (probes/ID.json) on its own; its id is the file name.
std::optional<Probe> loadProbeFile(const QString &path, Diagnostics &problems);

// The folders a workspace reads, in the order they are loaded.
QStringList workspaceSections();

// Whether `path` is a prompt of the workspace at `root`: a .md file directly
// in its prompts/ folder (the files loadWorkspace reads as prompts).
bool isPromptFile(const QString &root, const QString &path);

} // namespace Polygon
