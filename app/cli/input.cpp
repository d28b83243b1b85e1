#include "input.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

namespace Polygon::Cli {

std::optional<JsonDocument> readJsonInput(const QString &path, Io &io)
{
    QFile file;
    QString name = path;
    if (path == QLatin1String("-")) {
        name = QStringLiteral("<stdin>");
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            printProblems({Diagnostic(name, 1, 1, QCoreApplication::translate("polygon-cli", "cannot read standard input"))}, io);
            return std::nullopt;
        }
    } else {
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            printProblems(
                {Diagnostic(path, 1, 1,
                            QCoreApplication::translate("polygon-cli", "cannot read the file: %1").arg(file.errorString()))},
                io);
            return std::nullopt;
        }
    }
    Diagnostics problems;
    auto doc = JsonDocument::parse(file.readAll(), name, problems);
    printProblems(problems, io);
    return doc;
}

void printProblems(const Diagnostics &problems, Io &io)
{
    for (const Diagnostic &d : problems)
        io.err << d.toStringWithField() << '\n';
}

void printJson(const Json &value, bool compact, Io &io)
{
    io.out << toQString(compact ? value.dump() : value.dump(2)) << '\n';
}

bool parseArguments(const QStringList &args, const QStringList &allowedFlags, const QString &usage, QStringList &positional,
                    QStringList &flags, Io &io)
{
    for (const QString &a : args) {
        if (a.startsWith(QLatin1String("--")) || (a.startsWith(QLatin1Char('-')) && a.size() > 1)) {
            if (!allowedFlags.contains(a)) {
                io.err << QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a) << '\n'
                       << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
                return false;
            }
            flags.append(a);
        } else {
            positional.append(a);
        }
    }
    return true;
}

} // namespace Polygon::Cli
