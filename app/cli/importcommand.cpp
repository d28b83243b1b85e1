// polygon-cli import WORKSPACE FILE --format F [--name NAME] [--skip-bad]
// (FORMATS.md §13): importTranscripts() (core/import/transcriptimport.h)
// reads the file and stores the run; this prints what it made.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/import/transcriptimport.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace Polygon::Cli {

int runImport(const QStringList &args, Io &io)
{
    CommandLine cl("import", io);
    cl.option("format", "F",
              QCoreApplication::translate("polygon-cli", "the file's format: generic, vapi, retell or csv (required)"));
    cl.option("name", "NAME", QCoreApplication::translate("polygon-cli", "the new run's id (default: a new run id)"));
    cl.flag("skip-bad",
            QCoreApplication::translate("polygon-cli",
                                        "leave out records that cannot be read (each is listed) and "
                                        "import the rest"));
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 2)
        return cl.usageError();
    if (!cl.isSet("format"))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--format is required: one of %1")
                                 .arg(importFormatNames().join(QLatin1String(", "))));
    const auto format = importFormatFromName(cl.value("format"));
    if (!format)
        return cl.usageError(QCoreApplication::translate("polygon-cli", "unknown format \"%1\"; expected one of: %2")
                                 .arg(cl.value("format"), importFormatNames().join(QLatin1String(", "))));
    const QString workspace = cl.positional().at(0);
    if (!QFileInfo(workspace).isDir()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: no such folder").arg(workspace) << '\n';
        return BadInput;
    }

    const QString path = cl.positional().at(1);
    const bool standardInput = path == QLatin1String("-");
    const QString shown = standardInput ? QStringLiteral("<stdin>") : path;
    QFile file;
    const bool opened
        = standardInput ? file.open(stdin, QIODevice::ReadOnly) : (file.setFileName(path), file.open(QIODevice::ReadOnly));
    if (!opened || QFileInfo(path).isDir()) {
        printProblems({Diagnostic(shown, 1, 1,
                                  QCoreApplication::translate("polygon-cli", "cannot read the file: %1")
                                      .arg(QFileInfo(path).isDir() ? QCoreApplication::translate("polygon-cli", "it is a folder")
                                                                   : file.errorString()))},
                      io);
        return BadInput;
    }

    ImportOptions options;
    options.workspace = workspace;
    options.name = cl.value("name");
    options.format = *format;
    options.skipBad = cl.isSet("skip-bad");
    Diagnostics problems;
    const auto result = importTranscripts(options, &file, shown, problems);
    // Problems as file:line:column: message (FORMATS.md §13), the skipped records too.
    if (!result) {
        io.err << diagnosticsText(problems) << '\n';
        return BadInput;
    }
    Json skipped = Json::array();
    for (const Diagnostic &d : result->skipped) {
        io.err << d.toString() << '\n';
        skipped.push_back(toStdString(d.toString()));
    }
    Json out = {{"run", toStdString(result->run)},
                {"conversations", result->conversations},
                {"turns", result->turns},
                {"skipped", std::move(skipped)},
                {"ignored", result->ignored}};
    printJson(out, cl.isSet("compact"), io);
    return Success;
}

} // namespace Polygon::Cli
