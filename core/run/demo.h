#pragma once

// The demo: the example workspace compiled into Polygon (a restaurant's
// booking agent, resources/examples/bella-vista) copied to a folder, and the
// runs that show it — each flow agent against every caller, offline.
// `polygon-cli demo` uses it; the GUI can offer the same.

#include "runcontroller.h"

#include <QList>
#include <QString>

#include <optional>

namespace Polygon {

// Copies the compiled-in example workspace into `dir` (created when missing;
// it must be empty). The number of files written, or nothing with a sentence
// naming the folder or file in `error`.
std::optional<int> copyExampleWorkspace(const QString &dir, QString *error);

// The demo's runs for a workspace: one per flow agent, offline, against the
// "all-callers" scenario set when the workspace has it (every caller three
// times on a slightly noisy line), else every persona once.
QList<RunRequest> demoRunRequests(const Workspace &workspace);

} // namespace Polygon
