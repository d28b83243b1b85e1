// polygon-cli simulate WORKSPACE --agent A [...] --out DIR: one FORMATS.md §1
// file per conversation, deterministic (the same command twice writes the
// same bytes).
#include "command.h"
#include "input.h"

#include "core/simulate/conversationengine.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"

#include <QCoreApplication>
#include <QDir>

namespace Polygon::Cli {

int runSimulate(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli simulate WORKSPACE --agent A [--personas P,Q] [--seed S] [--noise X] "
                                         "[--max-turns N] [--offline] --out DIR");
    const auto usageError = [&](const QString &why) {
        if (!why.isEmpty())
            io.err << why << '\n';
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return BadInput;
    };
    QString workspacePath, agentId, outDir, personasArg;
    SimulationOptions options;
    bool haveNoise = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const auto value = [&](QString &target) {
            if (i + 1 >= args.size())
                return false;
            target = args.at(++i);
            return true;
        };
        QString v;
        if (a == QLatin1String("--agent")) {
            if (!value(agentId))
                return usageError(QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(a));
        } else if (a == QLatin1String("--out")) {
            if (!value(outDir))
                return usageError(QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(a));
        } else if (a == QLatin1String("--personas")) {
            if (!value(personasArg))
                return usageError(QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(a));
        } else if (a == QLatin1String("--seed")) {
            bool ok = false;
            if (!value(v) || (options.seed = v.toULongLong(&ok), !ok))
                return usageError(QCoreApplication::translate("polygon-cli", "--seed needs a whole number"));
        } else if (a == QLatin1String("--noise")) {
            bool ok = false;
            if (!value(v) || (options.noise = v.toDouble(&ok), !ok) || options.noise < 0 || options.noise > 1)
                return usageError(QCoreApplication::translate("polygon-cli", "--noise needs a number from 0 to 1"));
            haveNoise = true;
        } else if (a == QLatin1String("--max-turns")) {
            bool ok = false;
            if (!value(v) || (options.maxTurns = v.toInt(&ok), !ok) || options.maxTurns < 2)
                return usageError(QCoreApplication::translate("polygon-cli", "--max-turns needs a whole number of at least 2"));
        } else if (a == QLatin1String("--offline")) {
            // Flow agents and scripted callers need no model: offline is what this runs.
        } else if (a.startsWith(QLatin1Char('-'))) {
            return usageError(QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a));
        } else if (workspacePath.isEmpty()) {
            workspacePath = a;
        } else {
            return usageError({});
        }
    }
    if (workspacePath.isEmpty() || agentId.isEmpty() || outDir.isEmpty())
        return usageError({});

    const WorkspaceLoadResult loaded = loadWorkspace(workspacePath);
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return BadInput;
    }
    const Workspace &ws = *loaded.workspace;
    const Agent *agent = ws.agent(agentId);
    if (!agent) {
        QStringList ids;
        for (const Agent &a : ws.agents)
            ids.append(a.id);
        io.err << QCoreApplication::translate("polygon-cli", "unknown agent \"%1\"; the workspace has: %2")
                      .arg(agentId, ids.join(QLatin1String(", ")))
               << '\n';
        return BadInput;
    }
    QList<const Persona *> personas;
    if (personasArg.isEmpty()) {
        for (const Persona &p : ws.personas)
            personas.append(&p);
    } else {
        for (const QString &id : personasArg.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const Persona *p = ws.persona(id.trimmed());
            if (!p) {
                io.err << QCoreApplication::translate("polygon-cli", "unknown persona \"%1\"").arg(id.trimmed()) << '\n';
                return BadInput;
            }
            personas.append(p);
        }
    }
    if (!haveNoise)
        options.noise = 0.0;

    // The flow is read and checked once; every conversation starts from it.
    Diagnostics problems;
    const auto prepared = prepareOfflineAgent(ws, *agent, problems);
    if (!prepared) {
        printProblems(problems, io);
        return BadInput;
    }
    QList<SimulationResult> results;
    for (const Persona *persona : std::as_const(personas))
        results.append(simulateOffline(ws, *agent, *prepared, *persona, options));
    for (const SimulationResult &r : std::as_const(results)) {
        const QString path = QDir(outDir).filePath(r.conversation.id + QStringLiteral(".json"));
        QString error;
        if (!writeFileAtomically(path, toFileBytes(simulationToJson(r)), &error)) {
            io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(path, error) << '\n';
            return BadInput;
        }
        int toolCalls = 0;
        for (const Turn &t : r.conversation.turns)
            toolCalls += int(t.toolCalls.size());
        io.out << QCoreApplication::translate("polygon-cli", "%1: %2 turns, ended by %3, %4 tool calls")
                      .arg(r.conversation.id)
                      .arg(r.conversation.turns.size())
                      .arg(r.endReason)
                      .arg(toolCalls)
               << '\n';
    }
    return Success;
}

} // namespace Polygon::Cli
