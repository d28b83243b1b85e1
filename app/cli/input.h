#pragma once

#include "command.h"

#include "core/json/jsondocument.h"
#include "core/util/json.h"

#include <optional>

namespace Polygon::Cli {

// Reads a whole input file, or standard input for "-" (named "<stdin>", the
// name given back in `name`). A failure is printed as file:1:1: sentence.
std::optional<QByteArray> readInput(const QString &path, Io &io, QString *name = nullptr);

// Reads and parses a JSON input file, or standard input for "-" (named
// "<stdin>" in messages). Problems go to stderr as file:line:column.
std::optional<JsonDocument> readJsonInput(const QString &path, Io &io);

// Prints problems, one per line, with the field they concern.
void printProblems(const Diagnostics &problems, Io &io);

// Prints `value` as JSON on stdout (pretty unless `compact`).
void printJson(const Json &value, bool compact, Io &io);

} // namespace Polygon::Cli
