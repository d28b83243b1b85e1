#pragma once

#include "command.h"

#include "core/json/jsondocument.h"
#include "core/util/json.h"

#include <QEventLoop>
#include <QObject>

#include <optional>

namespace Polygon::Cli {

// Reads a whole input file, or standard input for "-" (named "<stdin>", the
// name given back in `name`). A failure is printed as file:1:1: sentence.
std::optional<QByteArray> readInput(const QString &path, Io &io, QString *name = nullptr);

// Reads and parses a JSON input file, or standard input for "-" (named
// "<stdin>" in messages). Problems go to stderr as file:line:column.
std::optional<JsonDocument> readJsonInput(const QString &path, Io &io);

// Prints problems, one per line, with the field they concern; a problem
// that names no file is printed as its sentence alone.
void printProblems(const Diagnostics &problems, Io &io);

// Calls `start`, then spins an event loop until `sender` emits `finished` —
// not at all when it already did inside `start` (offline work finishes there).
template<typename Sender, typename Signal, typename Start> void runUntil(Sender *sender, Signal finished, Start &&start)
{
    QEventLoop loop;
    bool ended = false;
    QObject::connect(sender, finished, &loop, [&] {
        ended = true;
        loop.quit();
    });
    start();
    if (!ended)
        loop.exec();
}

// Prints `value` as JSON on stdout (pretty unless `compact`).
void printJson(const Json &value, bool compact, Io &io);

// Writes `bytes` to `path` atomically (QSaveFile); false after saying on
// stderr why it could not.
bool writeOutputFile(const QString &path, const QByteArray &bytes, Io &io);

} // namespace Polygon::Cli
