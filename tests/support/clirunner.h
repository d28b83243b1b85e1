#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

// polygon-cli run as a real process, for the tests in tests/cli.
namespace Polygon::Test {

struct CliRun
{
    int code = -1; // the exit code; -1 when it did not start, crashed or timed out (the reason in err)
    QString out;
    QString err;
};

// Changes to this process's environment for one run; a null value removes the variable.
using CliEnv = QHash<QString, QString>;

// The polygon-cli the tests were built with.
QString cliPath();

// Runs polygon-cli with `args`, writes `input` to its standard input and
// closes it, and waits at most `timeoutMs` with the event loop spinning (so an
// in-process test server keeps answering). `workingDirectory` empty: this
// process's.
CliRun runCli(const QStringList &args, const QByteArray &input = {}, const CliEnv &env = {}, const QString &workingDirectory = {},
              int timeoutMs = 240000);

// A file's bytes, empty when it cannot be read.
QByteArray readFile(const QString &path);
// Writes `bytes` to `path` (its folder made first), replacing what was there; false on failure.
bool writeFile(const QString &path, const QByteArray &bytes);

// Copies every file under `from` (hidden ones too) to the same place under
// `to`. Returns the first problem, empty when every file was copied.
QString copyTree(const QString &from, const QString &to);

} // namespace Polygon::Test
