#pragma once

#include <QTextStream>

#include <functional>

namespace Polygon::Cli {

// Runs `command` and returns its exit code. Any exception that escapes it (a
// std::exception or anything else, also one Qt re-throws out of an event
// loop) becomes one line on `err`, "polygon-cli: internal error: WHAT", and
// exit code 2 (BadInput) instead of an abort.
int runGuarded(const std::function<int()> &command, QTextStream &err);

} // namespace Polygon::Cli
