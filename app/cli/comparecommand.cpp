// polygon-cli compare WORKSPACE RUN RUN… [--json] [--markdown OUT] [--polish PROFILE] (FORMATS.md §15):
// compareRuns() (core/compare/comparison.h) does the work; with --polish,
// polishComparison() (core/compare/analysispolish.h) asks the profile's model
// for a checked rewrite of the analysis; this prints it.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/compare/analysispolish.h"
#include "core/compare/comparison.h"
#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"
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
    cl.option("polish", "PROFILE",
              QCoreApplication::translate("polygon-cli",
                                          "let this provider profile's model rewrite the analysis; a rewrite with a number "
                                          "that is not in the plain analysis is not used"));
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
    // The polishing model's profile, opened before the comparison so that a wrong name stops it early.
    std::unique_ptr<OpenAiProvider> polisher;
    if (cl.isSet("polish")) {
        Diagnostics problems;
        const auto profile = findProfile(cl.value("polish"), loaded.ok() ? &*loaded.workspace : nullptr, problems);
        if (profile)
            polisher = openProfile(*profile, QString(), problems);
        printProblems(problems, io);
        if (!polisher)
            return BadInput;
    }
    auto comparison = compareRuns(*reader, runs, context, &error);
    if (!comparison) {
        io.err << error << '\n';
        return BadInput;
    }
    if (polisher) {
        polishComparison(*comparison, *polisher);
        if (!comparison->polish.used)
            io.err << QCoreApplication::translate("polygon-cli", "--polish: the plain analysis is kept: %1")
                          .arg(comparison->polish.rejected)
                   << '\n';
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
