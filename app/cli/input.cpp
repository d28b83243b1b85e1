#include "input.h"

#include "core/util/jsonparse.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

namespace Polygon::Cli {

std::optional<QByteArray> readInput(const QString &path, Io &io, QString *name)
{
    QFile file;
    const bool standardInput = path == QLatin1String("-");
    const QString shown = standardInput ? QStringLiteral("<stdin>") : path;
    if (name)
        *name = shown;
    const bool opened
        = standardInput ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened) {
        const QString why = standardInput
            ? QCoreApplication::translate("polygon-cli", "cannot read standard input")
            : QCoreApplication::translate("polygon-cli", "cannot read the file: %1").arg(file.errorString());
        printProblems({Diagnostic(shown, 1, 1, why)}, io);
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<JsonDocument> readJsonInput(const QString &path, Io &io)
{
    QString name;
    const auto bytes = readInput(path, io, &name);
    if (!bytes)
        return std::nullopt;
    Diagnostics problems;
    auto doc = JsonDocument::parse(*bytes, name, problems);
    printProblems(problems, io);
    return doc;
}

void printProblems(const Diagnostics &problems, Io &io)
{
    if (!problems.isEmpty())
        io.err << diagnosticsText(problems, true) << '\n';
}

void printJson(const Json &value, bool compact, Io &io)
{
    io.out << toQString(safeDump(value, compact ? -1 : 2)) << '\n';
}

bool writeOutputFile(const QString &path, const QByteArray &bytes, Io &io)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write: %2").arg(path, file.errorString()) << '\n';
    return false;
}

} // namespace Polygon::Cli
