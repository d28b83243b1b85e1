// polygon-cli run: simulate an agent against a scenario set (or every
// persona) into the workspace's results database, turn by turn; --resume
// finishes a killed or cancelled run with the same seeds. polygon-cli demo:
// the example workspace copied and run offline, with a short summary.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/run/demo.h"
#include "core/run/runcontroller.h"
#include "core/run/runenvironment.h"
#include "core/run/rungrader.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <unistd.h>

namespace Polygon::Cli {

namespace {

std::atomic<bool> g_interrupted {false};

void onSigint(int)
{
    g_interrupted = true;
}

QString duration(qint64 ms)
{
    const qint64 s = ms / 1000;
    return s >= 60 ? QStringLiteral("%1m%2s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')) : QStringLiteral("%1s").arg(s);
}

// Progress on stderr: a bar with an ETA on a terminal, plain lines otherwise.
class Progress
{
public:
    explicit Progress(Io &io)
        : m_io(io)
        , m_tty(isatty(fileno(stderr)) != 0)
    {
        m_clock.start();
    }
    void update(int done, int total, const QString &line)
    {
        if (!m_tty) {
            if (!line.isEmpty())
                m_io.err << QStringLiteral("[%1/%2] ").arg(done).arg(total) << line << '\n';
            m_io.err.flush();
            return;
        }
        const int width = 30;
        const int filled = total > 0 ? done * width / total : width;
        const qint64 elapsed = m_clock.elapsed();
        const int fresh = done - m_firstDone;
        QString eta = QStringLiteral("--");
        if (fresh > 0 && done < total)
            eta = duration(elapsed * (total - done) / fresh);
        else if (done >= total)
            eta = duration(0);
        m_io.err << '\r' << '[' << QString(filled, QLatin1Char('#')) << QString(width - filled, QLatin1Char('.')) << "] " << done
                 << '/' << total << QCoreApplication::translate("polygon-cli", "  ETA %1 ").arg(eta);
        if (done >= total)
            m_io.err << '\n';
        m_io.err.flush();
    }
    void start(int done) { m_firstDone = done; }

private:
    Io &m_io;
    bool m_tty;
    QElapsedTimer m_clock;
    int m_firstDone = 0;
};

void printPassK(const RunTally &t, int repeat, Io &io)
{
    io.out << QCoreApplication::translate("polygon-cli", "  callers whose every repeat reached its outcome: %1 of %2")
                  .arg(t.callersAlwaysPassing())
                  .arg(t.callers())
           << '\n';
    for (int k = 1; k <= repeat; ++k) {
        const auto p = t.passHatK(k);
        if (p)
            io.out << QStringLiteral("  pass^%1 = %2\n").arg(k).arg(*p, 0, 'f', 3);
    }
    io.out << QCoreApplication::translate("polygon-cli",
                                          "  (pass rule: the caller's intended outcome reached, docs/runs.md; "
                                          "graded verdicts with --grade or polygon-cli grade)")
           << '\n';
}

int execute(RunController &controller, const std::function<bool(Diagnostics &)> &begin, int repeat, const QString &workspace,
            Io &io)
{
    Progress progress(io);
    QObject::connect(&controller, &RunController::conversationFinished, &controller, [&](const SimulationResult &r) {
        progress.update(controller.done(), controller.total(),
                        QStringLiteral("%1: %2 turns, ended by %3%4")
                            .arg(r.conversation.id)
                            .arg(r.conversation.turns.size())
                            .arg(r.endReason, r.error.isEmpty() ? QString() : QStringLiteral(" (") + r.error + QLatin1Char(')')));
    });
    QEventLoop loop;
    bool finished = false;
    QObject::connect(&controller, &RunController::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    g_interrupted = false;
    auto previous = std::signal(SIGINT, onSigint);
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &controller, [&] {
        if (g_interrupted.exchange(false)) {
            io.err << '\n'
                   << QCoreApplication::translate("polygon-cli", "interrupted: cancelling the conversations in flight…") << '\n';
            controller.cancel();
        }
    });
    watch.start(50);
    Diagnostics problems;
    if (!begin(problems)) {
        std::signal(SIGINT, previous);
        printProblems(problems, io);
        return BadInput;
    }
    progress.start(controller.alreadyDone());
    if (!finished)
        loop.exec();
    std::signal(SIGINT, previous);
    io.out << QCoreApplication::translate("polygon-cli", "run %1: %2, %3 of %4 conversations done")
                  .arg(controller.runId(), runStatusName(controller.status()))
                  .arg(controller.done())
                  .arg(controller.total())
           << '\n';
    if (!controller.runId().isEmpty())
        io.out << QCoreApplication::translate("polygon-cli", "open it in the workbench: polygon %1 --run %2")
                      .arg(QDir(workspace).absolutePath(), controller.runId())
               << '\n';
    const RunTally &t = controller.tally();
    const RunGrader *grader = controller.grader();
    if (grader && grader->failed())
        io.err << grader->error() << '\n';
    if (grader && !grader->summary().conversations.isEmpty()) {
        // pass^k by the graded verdicts (printed with the grading's summary).
        io.out << '\n'
               << (grader->summary().judge == QLatin1String("rules")
                       ? QCoreApplication::translate("polygon-cli",
                                                     "graded as the conversations finished (offline: rule judge, probe rules):")
                       : QCoreApplication::translate("polygon-cli", "graded by the judge as the conversations finished:"))
               << '\n';
        printGradeSummary(grader->summary(), QStringLiteral("  "), io);
    } else if (!t.trials.empty()) {
        printPassK(t, repeat, io);
    }
    for (const QString &e : controller.storeErrors())
        io.err << QCoreApplication::translate("polygon-cli", "not stored: %1").arg(e) << '\n';
    if (controller.failed() > 0)
        io.err << QCoreApplication::translate("polygon-cli",
                                              "%n conversation(s) ended in an error (kept with their turns); "
                                              "redo them with: polygon-cli run WORKSPACE --resume %1",
                                              nullptr, controller.failed())
                      .arg(controller.runId())
               << '\n';
    if (!controller.storeErrors().isEmpty())
        return Failed;
    if (controller.status() == RunStatus::Cancelled) {
        io.err << QCoreApplication::translate("polygon-cli", "cancelled; finish it with: polygon-cli run WORKSPACE --resume %1")
                      .arg(controller.runId())
               << '\n';
        return 130;
    }
    if (grader && (grader->failed() || grader->summary().verdicts.value(QStringLiteral("fail")) > 0))
        return Failed; // --grade: a fail verdict fails the run
    return t.errors > 0 ? Failed : Success;
}

} // namespace

int runRun(const QStringList &args, Io &io)
{
    CommandLine cl("run", io);
    cl.option("agent", "A", QCoreApplication::translate("polygon-cli", "the agent to run (an id from the workspace's agents/)"));
    cl.option(
        "scenarios", "SET",
        QCoreApplication::translate("polygon-cli", "the scenario set (an id from scenarios/); without it, every persona once"));
    cl.option(
        "repeat", "N",
        QCoreApplication::translate("polygon-cli", "run every conversation N times, 1 to 1000 (default: the set's repeats)"));
    cl.option("concurrency", "N", QCoreApplication::translate("polygon-cli", "conversations at a time, at least 1"));
    cl.option("seed", "S", QCoreApplication::translate("polygon-cli", "the seed, a whole number (default: the set's seed)"));
    cl.option("caller", "scripted|llm",
              QCoreApplication::translate("polygon-cli", "scripted callers (the default) or callers played by a model"));
    cl.flag("offline", QCoreApplication::translate("polygon-cli", "no model at all: a flow agent and scripted callers"));
    cl.flag("grade",
            QCoreApplication::translate("polygon-cli",
                                        "grade each conversation as it finishes, as polygon-cli grade does (offline: the rule "
                                        "judge; else the judge's requests share --concurrency); a fail verdict exits 1"));
    cl.option("resume", "RUN",
              QCoreApplication::translate("polygon-cli", "finish a killed or cancelled run (an id, a unique prefix or latest)"));
    if (const auto done = cl.parse(args))
        return *done;
    RunRequest request;
    request.agent = cl.value("agent");
    request.scenarioSet = cl.value("scenarios");
    request.offline = cl.isSet("offline");
    const QString resumeRun = cl.value("resume");
    const bool haveConcurrency = cl.isSet("concurrency");
    bool ok = false;
    if (cl.isSet("repeat")) {
        const int n = cl.value("repeat").toInt(&ok);
        if (!ok || n < 1 || n > 1000)
            return cl.usageError(QCoreApplication::translate("polygon-cli", "--repeat needs a whole number from 1 to 1000"));
        request.repeat = n;
    }
    if (haveConcurrency) {
        request.concurrency = cl.value("concurrency").toInt(&ok);
        if (!ok || request.concurrency < 1)
            return cl.usageError(QCoreApplication::translate("polygon-cli", "--concurrency needs a whole number of at least 1"));
    }
    if (cl.isSet("seed")) {
        const quint64 seed = cl.value("seed").toULongLong(&ok);
        if (!ok)
            return cl.usageError(QCoreApplication::translate("polygon-cli", "--seed needs a whole number"));
        request.seed = seed;
    }
    if (cl.isSet("caller")) {
        const QString caller = cl.value("caller");
        if (caller != QLatin1String("scripted") && caller != QLatin1String("llm"))
            return cl.usageError(QCoreApplication::translate("polygon-cli", "--caller needs \"scripted\" or \"llm\""));
        request.caller
            = caller == QLatin1String("llm") ? SimulationEnvironment::Caller::Llm : SimulationEnvironment::Caller::Scripted;
    }
    if (cl.positional().size() > 1)
        return cl.usageError();
    QString workspacePath = cl.positional().value(0);
    if (workspacePath.isEmpty()) {
        if (resumeRun.isEmpty())
            return cl.usageError();
        workspacePath = QStringLiteral(".");
    }
    if (resumeRun.isEmpty() && request.agent.isEmpty())
        return cl.usageError();
    if (!resumeRun.isEmpty() && !request.agent.isEmpty())
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "--resume takes the agent, scenarios and seeds from the stored run"));
    if (request.offline && request.caller == SimulationEnvironment::Caller::Llm)
        return cl.usageError(
            QCoreApplication::translate("polygon-cli", "--offline runs the scripted caller; --caller llm needs a model"));

    const WorkspaceLoadResult loaded = loadWorkspace(workspacePath);
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return BadInput;
    }
    const Workspace &ws = *loaded.workspace;
    QString error;
    const auto store = ResultStore::open(ws.root, &error);
    if (!store) {
        io.err << error << '\n';
        return BadInput;
    }

    // Resume: the stored run names the agent and caller.
    std::unique_ptr<StoreReader> reader;
    QString agentId = request.agent;
    QString runId;
    bool llmCaller = request.caller == SimulationEnvironment::Caller::Llm;
    bool offline = request.offline;
    int repeat = 1;
    if (!resumeRun.isEmpty()) {
        reader = StoreReader::open(ws.root, &error);
        const auto found = reader ? reader->findRun(resumeRun, &error) : std::nullopt;
        if (!found) {
            io.err << error << '\n';
            return BadInput;
        }
        runId = found->run.spec.id;
        agentId = found->run.spec.agent;
        offline = found->run.spec.offline;
        repeat = found->run.spec.repeat;
        llmCaller = found->run.spec.options.value("caller", std::string()) == "llm";
    }
    const Agent *agent = ws.agent(agentId);
    std::unique_ptr<RunEnvironment> env;
    if (agent) {
        Diagnostics problems;
        if (!(env = RunEnvironment::open(ws, *agent, offline, llmCaller, problems))) {
            printProblems(problems, io);
            return BadInput;
        }
        if (!haveConcurrency && env->online())
            request.concurrency = env->defaultConcurrency();
    }
    RunController controller(ws, store.get(), env ? env->simulation() : SimulationEnvironment());
    if (cl.isSet("grade")) {
        GradeOptions grading;
        grading.offline = offline;
        controller.setGrading(grading);
    }
    if (!resumeRun.isEmpty()) {
        io.err << QCoreApplication::translate("polygon-cli", "resuming run %1").arg(runId) << '\n';
        return execute(
            controller, [&](Diagnostics &problems) { return controller.resume(runId, *reader, problems); }, repeat, ws.root, io);
    }
    if (request.scenarioSet.isEmpty())
        repeat = request.repeat.value_or(1);
    else if (const Scenario *set = ws.scenario(request.scenarioSet))
        repeat = request.repeat.value_or(set->repeats);
    return execute(
        controller,
        [&](Diagnostics &problems) {
            const bool ok = controller.start(request, problems);
            if (ok)
                io.err << QCoreApplication::translate("polygon-cli", "run %1: %2 conversations of %3")
                              .arg(controller.runId())
                              .arg(controller.total())
                              .arg(agentId)
                       << '\n';
            return ok;
        },
        repeat, ws.root, io);
}

int runDemo(const QStringList &args, Io &io)
{
    CommandLine cl("demo", io);
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() > 1)
        return cl.usageError();
    QString dir = cl.positional().value(0);
    if (dir.isEmpty())
        dir = QDir::temp().filePath(
            QStringLiteral("polygon-demo-%1").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    DemoSession demo;
    if (!demo.prepare(dir)) {
        if (!demo.problems().isEmpty())
            printProblems(demo.problems(), io);
        else
            io.err << demo.error() << '\n';
        return BadInput;
    }
    const Workspace &ws = *demo.workspace();
    io.out
        << QCoreApplication::translate("polygon-cli", "demo workspace: %1 (%2 files)").arg(demo.folder()).arg(demo.filesCopied())
        << '\n';
    QElapsedTimer clock;
    clock.start();
    int code = Success;
    bool gradeFailed = false;
    // Each run is graded offline as its conversations finish (the rule judge
    // and the probe rules): the difference between the versions shows on the
    // calls that met a tool fault.
    QList<std::pair<QString, GradeSummary>> graded;
    QObject::connect(&demo, &DemoSession::runFinished, [&](int, const DemoRun &run) {
        const RunTally &t = run.tally;
        io.out << '\n'
               << QCoreApplication::translate("polygon-cli", "%1 — run %2, %3 conversations (%4)")
                      .arg(run.agent, run.run)
                      .arg(run.done)
                      .arg(run.description)
               << '\n';
        for (const auto &[persona, endings] : t.endingsByPersona) {
            QStringList parts;
            for (const auto &[reason, count] : endings)
                parts.append(count > 1 ? QStringLiteral("%1 ×%2").arg(reason).arg(count) : reason);
            const Persona *p = ws.persona(persona);
            io.out << QStringLiteral("  %1 %2 wants %3 → %4%5\n")
                          .arg(persona.leftJustified(22), (p ? Persona::typeName(p->type) : QString()).leftJustified(12),
                               (p ? Persona::outcomeName(p->intendedOutcome) : QString()).leftJustified(9),
                               parts.join(QLatin1String(", ")),
                               t.trials.at(persona).second > 0 ? QString()
                                                               : QCoreApplication::translate("polygon-cli", " — missed"));
        }
        io.out << QCoreApplication::translate("polygon-cli",
                                              "  tool faults met: %1, loops caught: %2, reached the caller's outcome: %3 of %4")
                      .arg(t.toolFaults)
                      .arg(t.loops)
                      .arg(t.callersEverPassing())
                      .arg(t.callers())
               << '\n';
        if (!run.gradeError.isEmpty()) {
            io.err << run.gradeError << '\n';
            gradeFailed = true;
            return;
        }
        io.out << '\n'
               << QCoreApplication::translate("polygon-cli",
                                              "%1 graded as its conversations finished (offline: rule judge, probe rules):")
                      .arg(run.agent)
               << '\n';
        printGradeSummary(run.grade, QStringLiteral("  "), io);
        if (t.errors > 0)
            code = Failed;
        graded.append({run.agent, run.grade});
    });
    QEventLoop loop;
    QObject::connect(&demo, &DemoSession::finished, &loop, &QEventLoop::quit);
    if (!demo.start()) {
        printProblems(demo.problems(), io);
        return BadInput;
    }
    loop.exec();
    if (gradeFailed)
        return BadInput;
    if (!demo.problems().isEmpty()) {
        printProblems(demo.problems(), io);
        return BadInput;
    }

    if (graded.size() == 2 && graded.at(0).second.toolFaultConversations > 0 && graded.at(1).second.toolFaultConversations > 0) {
        const auto mean = [](const std::optional<double> &v) { return v ? QString::number(*v, 'f', 2) : QStringLiteral("-"); };
        io.out << '\n'
               << QCoreApplication::translate("polygon-cli",
                                              "on the calls that met a tool fault: %1 composite mean %2 (%3 calls), %4 %5 (%6 "
                                              "calls)")
                      .arg(graded.at(0).first, mean(graded.at(0).second.toolFaultCompositeMean))
                      .arg(graded.at(0).second.toolFaultConversations)
                      .arg(graded.at(1).first, mean(graded.at(1).second.toolFaultCompositeMean))
                      .arg(graded.at(1).second.toolFaultConversations)
               << '\n';
    }
    io.out << '\n'
           << QCoreApplication::translate("polygon-cli", "done in %1 s; the results are in %2")
                  .arg(double(clock.elapsed()) / 1000.0, 0, 'f', 1)
                  .arg(QDir(ws.root).filePath(QStringLiteral("polygon.db")))
           << '\n'
           << QCoreApplication::translate("polygon-cli", "next: polygon-cli runs %1 · polygon %1 --run %2")
                  .arg(demo.folder(), graded.isEmpty() ? QStringLiteral("latest") : graded.last().second.run)
           << '\n';
    return code;
}

} // namespace Polygon::Cli
