#include "command.h"
#include "commandline.h"

#include "core/util/json.h"
#include "core/util/jsonparse.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>

namespace Polygon::Cli {

int runValidate(const QStringList &args, Io &io)
{
    CommandLine cl("validate", io);
    cl.flag("json",
            QCoreApplication::translate("polygon-cli", "print a JSON report on stdout (the problems still go to stderr)"));
    cl.setUnknownOptionMessage(QCoreApplication::translate("polygon-cli", "polygon-cli validate: unknown option \"%1\""));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 1)
        return cl.usageError();
    const bool json = cl.isSet("json");
    const QString dir = cl.positional().first();
    const WorkspaceLoadResult result = loadWorkspace(dir);

    if (json) {
        Json report = Json::object();
        report["format"] = 1;
        report["workspace"] = toStdString(dir);
        report["valid"] = result.ok();
        Json problems = Json::array();
        for (const Diagnostic &d : result.problems) {
            Json p = Json::object();
            p["file"] = toStdString(d.file);
            p["line"] = d.line;
            p["column"] = d.column;
            p["message"] = toStdString(d.message);
            problems.push_back(p);
        }
        report["problems"] = problems;
        io.out << toQString(safeDump(report, 2)) << '\n';
    }
    for (const Diagnostic &d : result.problems)
        io.err << d.toString() << '\n';
    if (!result.ok())
        return BadInput;
    if (!json) {
        const Workspace &ws = *result.workspace;
        io.out << QCoreApplication::translate(
                      "polygon-cli",
                      "%1: valid workspace \"%2\": %3 agents, %4 prompts, %5 personas, %6 scenario sets, %7 tool stubs, "
                      "%8 probes, %9 provider profiles")
                      .arg(dir, ws.manifest.name)
                      .arg(ws.agents.size())
                      .arg(ws.prompts.size())
                      .arg(ws.personas.size())
                      .arg(ws.scenarios.size())
                      .arg(ws.tools.size())
                      .arg(ws.probes.size())
                      .arg(ws.providers.size())
               << '\n';
    }
    return Success;
}

} // namespace Polygon::Cli
