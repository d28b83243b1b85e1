#pragma once

#include <QStringList>
#include <QTextStream>

namespace Polygon {
struct GradeSummary;
}

namespace Polygon::Cli {

// Exit codes of every command (FORMATS.md): 0 success, 1 the graded thing
// failed, 2 bad input or usage (message on stderr naming file and position).
enum ExitCode { Success = 0, Failed = 1, BadInput = 2 };

struct Io
{
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    const char *name;
    const char *synopsis; // after "polygon-cli NAME "
    const char *summary;
    const char *examples; // command lines after "polygon-cli NAME ", one per line
    int (*run)(const QStringList &args, Io &io); // args without the command name
};

// All commands, in the order `polygon-cli --help` lists them.
const QList<Command> &commands();

QString versionText();

// Commands
int runValidate(const QStringList &args, Io &io);
int runScore(const QStringList &args, Io &io);
int runProbes(const QStringList &args, Io &io);
int runJudge(const QStringList &args, Io &io);
int runGrade(const QStringList &args, Io &io);
int runVerdicts(const QStringList &args, Io &io);
int runAgreement(const QStringList &args, Io &io);
int runCompare(const QStringList &args, Io &io);
int runReport(const QStringList &args, Io &io);
int runSweep(const QStringList &args, Io &io);
int runImport(const QStringList &args, Io &io);
// A grading's summary lines (verdicts, composite mean, gates, tool-fault
// conversations, probes with Wilson intervals, pass^k), each after `indent`.
void printGradeSummary(const GradeSummary &summary, const QString &indent, Io &io);
int runAskProbes(const QStringList &args, Io &io);
int runLoop(const QStringList &args, Io &io);
int runDivergence(const QStringList &args, Io &io);
int runEvidence(const QStringList &args, Io &io);
int runEvidenceImport(const QStringList &args, Io &io);
int runProviders(const QStringList &args, Io &io);
int runSimulate(const QStringList &args, Io &io);
int runRun(const QStringList &args, Io &io);
int runDemo(const QStringList &args, Io &io);
int runNoise(const QStringList &args, Io &io);
int runLint(const QStringList &args, Io &io);
int runPersonas(const QStringList &args, Io &io);
int runRuns(const QStringList &args, Io &io);
int runExport(const QStringList &args, Io &io);
int runDb(const QStringList &args, Io &io);

} // namespace Polygon::Cli
