// polygon-cli sweep WORKSPACE SWEEP.json (FORMATS.md §16): SweepRunner
// (core/compare/sweeprunner.h) runs and grades the points; this prints its
// progress on stderr and the leaderboard as JSON on stdout.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/compare/sweeprunner.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

#include <atomic>
#include <csignal>

namespace Polygon::Cli {

namespace {

std::atomic<bool> g_interrupted {false};

void onSigint(int)
{
    g_interrupted = true;
}

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', 2) : QStringLiteral("-");
}

} // namespace

int runSweep(const QStringList &args, Io &io)
{
    CommandLine cl("sweep", io);
    cl.flag("offline",
            QCoreApplication::translate("polygon-cli", "no model at all: flow agents, scripted callers and the rule judge"));
    cl.flag("rule-judge",
            QCoreApplication::translate("polygon-cli", "grade every point with the rule judge even when the agent uses a model"));
    cl.option("concurrency", "N",
              QCoreApplication::translate("polygon-cli", "conversations at a time (default: the agent's profile; 1 offline)"));
    cl.flag("compact", QCoreApplication::translate("polygon-cli", "print the JSON on one line"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 2)
        return cl.usageError();
    SweepOptions options;
    options.offline = cl.isSet("offline");
    options.ruleJudge = cl.isSet("rule-judge");
    if (cl.isSet("concurrency")) {
        bool ok = false;
        options.concurrency = cl.value("concurrency").toInt(&ok);
        if (!ok || options.concurrency < 1)
            return cl.usageError(QCoreApplication::translate("polygon-cli", "--concurrency needs a whole number of at least 1"));
    }
    const QString workspacePath = cl.positional().at(0);
    if (!QFileInfo(workspacePath).isDir()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: no such folder").arg(workspacePath) << '\n';
        return BadInput;
    }
    const auto document = readJsonInput(cl.positional().at(1), io);
    if (!document)
        return BadInput;
    Diagnostics problems;
    const auto spec = readSweepSpec(*document, problems);
    if (!spec) {
        printProblems(problems, io);
        return BadInput;
    }
    const WorkspaceLoadResult loaded = loadWorkspace(workspacePath);
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return BadInput;
    }

    SweepRunner runner(*loaded.workspace, *spec, options);
    QObject::connect(&runner, &SweepRunner::pointStarted, &runner,
                     [&](int point, const Json &parameters, const QString &run, bool resumed) {
                         io.err << (resumed ? QCoreApplication::translate("polygon-cli", "point %1/%2 (%3): resuming run %4")
                                            : QCoreApplication::translate("polygon-cli", "point %1/%2 (%3): run %4"))
                                       .arg(point + 1)
                                       .arg(runner.total())
                                       .arg(sweepParametersText(parameters), run)
                                << '\n';
                         io.err.flush();
                     });
    QObject::connect(&runner, &SweepRunner::pointFinished, &runner, [&](const SweepPointResult &r) {
        io.err << QCoreApplication::translate("polygon-cli",
                                              "  composite mean %1, spread %2, %3 of %4 conversations scored, %5 s, %6 tokens")
                      .arg(number(r.compositeMean), number(r.spread))
                      .arg(r.scored)
                      .arg(r.conversations)
                      .arg(r.wallSeconds, 0, 'f', 1)
                      .arg(r.tokens)
               << '\n';
        io.err.flush();
    });
    QObject::connect(&runner, &SweepRunner::pointRefused, &runner, [&](int point, qint64 estimate, qint64 spent, qint64 cap) {
        io.err << QCoreApplication::translate("polygon-cli",
                                              "point %1 refused: it would take about %2 tokens and the sweep has spent %3 of "
                                              "its token cap of %4")
                      .arg(point + 1)
                      .arg(estimate)
                      .arg(spent)
                      .arg(cap)
               << '\n';
    });
    g_interrupted = false;
    auto previous = std::signal(SIGINT, onSigint);
    QTimer watch;
    QObject::connect(&watch, &QTimer::timeout, &runner, [&] {
        if (g_interrupted.exchange(false))
            runner.cancel();
    });
    watch.start(50);
    // start() only queues the first point, so finished() cannot come before the loop runs.
    QEventLoop loop;
    QObject::connect(&runner, &SweepRunner::finished, &loop, &QEventLoop::quit);
    if (!runner.start(problems)) {
        std::signal(SIGINT, previous);
        printProblems(problems, io);
        return BadInput;
    }
    loop.exec();
    std::signal(SIGINT, previous);
    const SweepOutcome &outcome = runner.outcome();
    printJson(sweepOutcomeToJson(*spec, outcome), cl.isSet("compact"), io);
    io.err << QCoreApplication::translate("polygon-cli", "sweep %1: %2 of %3 points")
                  .arg(outcome.sweep)
                  .arg(outcome.points.size())
                  .arg(outcome.plannedPoints)
           << '\n';
    int rank = 0;
    for (const SweepPointResult &r : outcome.leaderboard())
        io.err << QStringLiteral("  %1. point %2  %3  spread %4  %5 s  %6\n")
                      .arg(++rank)
                      .arg(r.point + 1)
                      .arg(number(r.compositeMean), number(r.spread))
                      .arg(r.wallSeconds, 0, 'f', 1)
                      .arg(sweepParametersText(r.parameters));
    switch (outcome.stop) {
    case SweepOutcome::Stop::None:
        return Success;
    case SweepOutcome::Stop::Floor:
        io.err << QCoreApplication::translate("polygon-cli",
                                              "stopped after the first point: its composite mean is below the floor of %1")
                      .arg(spec->floor.value_or(0))
               << '\n';
        return Failed;
    case SweepOutcome::Stop::TokenCap:
        io.err << QCoreApplication::translate("polygon-cli",
                                              "stopped at point %1: the token cap of %2 would be passed (estimate %3)")
                      .arg(outcome.stoppedAt + 1)
                      .arg(spec->tokenCap.value_or(0))
                      .arg(outcome.refusedEstimate)
               << '\n';
        return Failed;
    case SweepOutcome::Stop::Cancelled:
        io.err << QCoreApplication::translate("polygon-cli", "cancelled; run the same command again to resume the sweep") << '\n';
        return 130;
    case SweepOutcome::Stop::Failed:
        io.err << outcome.error << '\n';
        return Failed;
    }
    return Success;
}

} // namespace Polygon::Cli
