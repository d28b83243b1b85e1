// polygon-cli compare WORKSPACE RUN RUN… [--json] [--markdown OUT] (FORMATS.md §15):
// compareRuns() (core/compare/comparison.h) does the work; this prints it.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/compare/comparison.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Polygon::Cli {

namespace {

// Rows of the matrix the plain output shows (the Markdown file has all).
constexpr int kPlainMatrixRows = 10;

} // namespace

int runCompare(const QStringList &args, Io &io)
{
    CommandLine cl("compare", io);
    cl.flag("json", QCoreApplication::translate("polygon-cli", "print the whole comparison as JSON"));
    cl.option("markdown", "OUT",
              QCoreApplication::translate("polygon-cli", "also write the analysis and every table as Markdown to OUT"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() < 3)
        return cl.usageError(QCoreApplication::translate("polygon-cli", "compare needs a workspace and at least two runs"));
    const QString workspace = cl.positional().first();
    const QStringList runs = cl.positional().mid(1);
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
    // Caller types, probe polarities and prices come from the workspace; a
    // workspace that does not load is compared without them.
    CompareContext context;
    WorkspaceLoadResult loaded = loadWorkspace(workspace);
    if (loaded.ok()) {
        context.personas = loaded.workspace->personas;
        context.probes = loaded.workspace->probes;
        context.providers = loaded.workspace->providers;
    } else {
        io.err << QCoreApplication::translate("polygon-cli",
                                              "%1: the workspace has problems (polygon-cli validate lists them); comparing "
                                              "without caller types, probe polarities and prices")
                      .arg(workspace)
               << '\n';
    }
    const auto comparison = compareRuns(*reader, runs, context, &error);
    if (!comparison) {
        io.err << error << '\n';
        return BadInput;
    }
    if (cl.isSet("markdown")) {
        if (!writeOutputFile(cl.value("markdown"), comparisonMarkdown(*comparison).toUtf8(), io))
            return BadInput;
    }
    if (cl.isSet("json")) {
        printJson(comparisonToJson(*comparison), false, io);
        return Success;
    }
    io.out << comparisonTables(*comparison, kPlainMatrixRows) << '\n' << comparison->analysis;
    return Success;
}

} // namespace Polygon::Cli
