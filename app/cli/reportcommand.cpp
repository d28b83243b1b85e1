// polygon-cli report WORKSPACE RUN [--json OUT] [--junit OUT] (FORMATS.md §14):
// buildRunReport() (core/run/runreport.h) does the work; this writes and prints it.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/run/runreport.h"
#include "core/store/storereader.h"
#include "core/util/jsonparse.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Polygon::Cli {

int runReport(const QStringList &args, Io &io)
{
    CommandLine cl("report", io);
    cl.option("json", "OUT", QCoreApplication::translate("polygon-cli", "write the report as JSON to OUT"));
    cl.option("junit", "OUT", QCoreApplication::translate("polygon-cli", "write the report as JUnit XML to OUT"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 2)
        return cl.usageError();
    const QString workspace = cl.positional().at(0);
    if (!QFileInfo(workspace).isDir()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: no such folder").arg(workspace) << '\n';
        return BadInput;
    }
    QString error;
    const auto reader = StoreReader::open(workspace, &error);
    if (!reader) {
        io.err << error << '\n';
        return BadInput;
    }
    const auto report = buildRunReport(*reader, cl.positional().at(1), workspace, &error);
    if (!report) {
        io.err << error << '\n';
        return BadInput;
    }
    if (cl.isSet("junit") && !writeOutputFile(cl.value("junit"), runReportJunit(*report), io))
        return BadInput;
    if (cl.isSet("json")
        && !writeOutputFile(cl.value("json"), QByteArray::fromStdString(safeDump(runReportToJson(*report), 2) + '\n'), io))
        return BadInput;
    const qsizetype passed = report->cases.size() - report->failures - report->errors - report->skipped;
    io.out << QCoreApplication::translate("polygon-cli",
                                          "run %1, grading %2 (%3 judge, rubric %4): %5 conversations: %6 passed, %7 failed, "
                                          "%8 erred, %9 skipped")
                  .arg(report->run, report->grading, report->judge, report->rubric)
                  .arg(report->cases.size())
                  .arg(passed)
                  .arg(report->failures)
                  .arg(report->errors)
                  .arg(report->skipped)
           << '\n';
    for (const ReportCase &c : report->cases)
        if (c.outcome == ReportCase::Outcome::Failed || c.outcome == ReportCase::Outcome::Error)
            io.out << QStringLiteral("  %1 %2: %3").arg(c.classname, c.name, c.message) << '\n';
    return report->allPassed() ? Success : Failed;
}

} // namespace Polygon::Cli
