// polygon-cli simulate: one FORMATS.md §1 file per conversation. Offline (a
// flow agent and scripted callers) it is deterministic: the same command twice
// writes the same bytes. With models (an LLM or HTTP agent, or --caller llm)
// every model call is recorded in the file, and --replay re-simulates a file
// from those records, turn for turn.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/run/runenvironment.h"

#include "core/compare/divergence.h"
#include "core/simulate/conversationengine.h"
#include "core/simulate/conversationrunner.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QDir>

#include <memory>

namespace Polygon::Cli {

namespace {

bool writeResult(const SimulationResult &r, const QString &outDir, Io &io)
{
    QString error;
    if (!writeSimulationFile(r, outDir, &error)) {
        io.err << error << '\n';
        return false;
    }
    return true;
}

QString summary(const SimulationResult &r)
{
    int toolCalls = 0;
    for (const Turn &t : r.conversation.turns)
        toolCalls += int(t.toolCalls.size());
    return QCoreApplication::translate("polygon-cli", "%1: %2 turns, ended by %3, %4 tool calls")
        .arg(r.conversation.id)
        .arg(r.conversation.turns.size())
        .arg(r.endReason)
        .arg(toolCalls);
}

// Runs the jobs to the end (an event loop while models answer); results in job order.
QList<SimulationResult> runBatch(SimulationBatch &batch, const QList<SimulationBatch::Job> &jobs, const QString &outDir,
                                 bool &written, Io &io)
{
    QHash<QString, SimulationResult> byId;
    written = true;
    QObject scope; // the connection ends with this function
    QObject::connect(&batch, &SimulationBatch::conversationFinished, &scope, [&](const SimulationResult &r) {
        written = writeResult(r, outDir, io) && written;
        byId.insert(r.conversation.id, r);
    });
    runUntil(&batch, &SimulationBatch::finished, [&] { batch.start(jobs); }); // offline: done inside start()
    return byId.values();
}

int replay(const QString &workspacePath, const QString &file, const QString &outDir, Io &io)
{
    const WorkspaceLoadResult loaded = loadWorkspace(workspacePath);
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return BadInput;
    }
    const Workspace &ws = *loaded.workspace;
    Diagnostics problems;
    const auto stored = readSimulationFile(file, problems);
    if (!stored) {
        printProblems(problems, io);
        return BadInput;
    }
    const auto environment = RunEnvironment::openReplay(ws, *stored, file, problems);
    if (!environment) {
        printProblems(problems, io);
        return BadInput;
    }
    const Agent *agent = ws.agent(stored->conversation.configuration);
    const Persona *persona = ws.persona(stored->persona);
    const SimulationEnvironment &env = environment->simulation();
    SimulationBatch batch(ws, *agent, env);
    if (!batch.prepare(problems)) {
        printProblems(problems, io);
        return BadInput;
    }
    bool written = true;
    const QList<SimulationResult> results = runBatch(batch, {{persona, stored->options}}, outDir, written, io);
    if (!written || results.isEmpty())
        return BadInput;
    const SimulationResult &again = results.first();
    const Divergence d = compareReplay(stored->conversation, stored->endReason, again.conversation, again.endReason);
    if (!d.turn) {
        io.out << QCoreApplication::translate("polygon-cli",
                                              "%1: replayed, identical turn for turn (%2 turns, %3 model "
                                              "calls answered from the recording)")
                      .arg(again.conversation.id)
                      .arg(again.conversation.turns.size())
                      .arg(environment->replayed())
               << '\n';
        return Success;
    }
    io.out << QCoreApplication::translate("polygon-cli", "%1: the replay differs from turn %2 on (%3)")
                  .arg(again.conversation.id)
                  .arg(*d.turn + 1)
                  .arg(again.error.isEmpty() ? again.endReason : again.error)
           << '\n';
    return Failed;
}

} // namespace

int runSimulate(const QStringList &args, Io &io)
{
    CommandLine cl("simulate", io);
    cl.option("agent", "A",
              QCoreApplication::translate("polygon-cli", "the agent to simulate (an id from the workspace's agents/)"));
    cl.option("personas", "P,Q", QCoreApplication::translate("polygon-cli", "these personas only (default: every persona)"));
    cl.option("seed", "S", QCoreApplication::translate("polygon-cli", "the seed, a whole number (default 1)"));
    cl.option("noise", "X",
              QCoreApplication::translate("polygon-cli", "recognition noise on the caller's words, from 0 to 1 (default 0)"));
    cl.option("max-turns", "N",
              QCoreApplication::translate("polygon-cli", "end a conversation after N turns, at least 2 (default 24)"));
    cl.option("caller", "scripted|llm",
              QCoreApplication::translate("polygon-cli", "scripted callers (the default) or callers played by a model"));
    cl.option("concurrency", "N", QCoreApplication::translate("polygon-cli", "conversations at a time, at least 1"));
    cl.flag("offline", QCoreApplication::translate("polygon-cli", "no model at all: a flow agent and scripted callers"));
    cl.option("out", "DIR", QCoreApplication::translate("polygon-cli", "the folder the conversation files are written to"));
    cl.option("replay", "FILE",
              QCoreApplication::translate("polygon-cli", "re-simulate a simulated file from the model calls it recorded"));
    if (const auto done = cl.parse(args))
        return *done;
    const QString agentId = cl.value("agent");
    const QString outDir = cl.value("out");
    const QString personasArg = cl.value("personas");
    const QString replayFile = cl.value("replay");
    const QString callerArg = cl.value("caller");
    const bool offline = cl.isSet("offline");
    SimulationOptions options;
    int concurrency = 0;
    bool ok = true;
    if (cl.isSet("caller") && callerArg != QLatin1String("scripted") && callerArg != QLatin1String("llm"))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--caller needs \"scripted\" or \"llm\""));
    if (cl.isSet("seed") && (options.seed = cl.value("seed").toULongLong(&ok), !ok))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--seed needs a whole number"));
    if (cl.isSet("noise") && (options.noise = cl.value("noise").toDouble(&ok), !ok || options.noise < 0 || options.noise > 1))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--noise needs a number from 0 to 1"));
    if (cl.isSet("max-turns") && (options.maxTurns = cl.value("max-turns").toInt(&ok), !ok || options.maxTurns < 2))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--max-turns needs a whole number of at least 2"));
    if (cl.isSet("concurrency") && (concurrency = cl.value("concurrency").toInt(&ok), !ok || concurrency < 1))
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--concurrency needs a whole number of at least 1"));
    if (cl.positional().size() != 1 || outDir.isEmpty())
        return cl.usageError();
    const QString workspacePath = cl.positional().first();
    if (!replayFile.isEmpty()) {
        if (!agentId.isEmpty() || !personasArg.isEmpty())
            return cl.usageError(
                QCoreApplication::translate("polygon-cli", "--replay takes the agent, persona and seed from the file"));
        return replay(workspacePath, replayFile, outDir, io);
    }
    if (agentId.isEmpty())
        return cl.usageError();
    const bool llmCaller = callerArg == QLatin1String("llm");
    if (offline && llmCaller)
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "--offline runs the scripted caller; --caller llm needs a model"));

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

    // Models only where this run needs them; offline needs none.
    if (offline && agent->kind != Agent::Kind::Flow) {
        printProblems({Diagnostic(QDir(ws.root).filePath(agent->path), 1, 1,
                                  QCoreApplication::translate("polygon-cli",
                                                              "the agent \"%1\" is a %2 agent; --offline runs flow "
                                                              "agents (a deterministic dialogue flow)")
                                      .arg(agent->id, Agent::kindName(agent->kind)))},
                      io);
        return BadInput;
    }
    Diagnostics problems;
    const auto environment = RunEnvironment::open(ws, *agent, offline, llmCaller, problems);
    if (!environment) {
        printProblems(problems, io);
        return BadInput;
    }
    const SimulationEnvironment &env = environment->simulation();

    SimulationBatch batch(ws, *agent, env);
    if (!batch.prepare(problems)) {
        printProblems(problems, io);
        return BadInput;
    }
    batch.setConcurrency(concurrency > 0 ? concurrency : environment->defaultConcurrency());
    QList<SimulationBatch::Job> jobs;
    for (const Persona *p : std::as_const(personas))
        jobs.append({p, options});
    bool written = true;
    const bool online = environment->online();
    QObject::connect(&batch, &SimulationBatch::progress, &batch, [&io, online](int done, int total) {
        if (online && done > 0)
            io.err << QCoreApplication::translate("polygon-cli", "[%1/%2] conversations done").arg(done).arg(total) << '\n';
    });
    const QList<SimulationResult> results = runBatch(batch, jobs, outDir, written, io);
    QHash<QString, const SimulationResult *> byId;
    for (const SimulationResult &r : results)
        byId.insert(r.conversation.id, &r);
    bool errors = false;
    for (const Persona *p : std::as_const(personas)) {
        const SimulationResult *r = byId.value(simulatedConversationId(agent->id, p->id, options.seed));
        if (!r)
            continue;
        io.out << summary(*r) << '\n';
        if (!r->error.isEmpty()) {
            io.err << r->conversation.id << ": " << r->error << '\n';
            errors = true;
        }
    }
    if (!written)
        return BadInput;
    return errors ? Failed : Success;
}

} // namespace Polygon::Cli
