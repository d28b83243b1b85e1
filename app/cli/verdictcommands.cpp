// polygon-cli verdicts | agreement: a person's verdicts on a run's
// conversations, and how well the judge's latest grading agrees with them.
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/run/verdicts.h"

#include <QCoreApplication>

namespace Polygon::Cli {

namespace {

QString share(int part, int whole)
{
    return whole > 0 ? QString::number(100.0 * part / whole, 'f', 1) + QLatin1Char('%') : QStringLiteral("-");
}

} // namespace

int runVerdicts(const QStringList &args, Io &io)
{
    CommandLine cl("verdicts", io);
    cl.option("set", "CONVERSATION", QCoreApplication::translate("polygon-cli", "the conversation (its id) the verdict is on"));
    cl.repeatableOption("criterion", "KEY=1..5",
                        QCoreApplication::translate("polygon-cli", "your score for one criterion (repeat for more)"));
    if (const auto done = cl.parse(args))
        return *done;
    // polygon-cli verdicts WORKSPACE RUN --set CONVERSATION pass|warning|fail
    if (cl.positional().size() != 3 || cl.value("set").isEmpty())
        return cl.usageError();
    QMap<QString, int> criteria;
    for (const QString &c : cl.values("criterion")) {
        const QString key = c.section(QLatin1Char('='), 0, 0).trimmed();
        bool ok = false;
        const int score = c.section(QLatin1Char('='), 1).trimmed().toInt(&ok);
        if (!c.contains(QLatin1Char('=')) || key.isEmpty() || !ok)
            return cl.usageError(
                QCoreApplication::translate("polygon-cli", "--criterion needs KEY=SCORE, e.g. goal_completion=4, not \"%1\"")
                    .arg(c));
        criteria.insert(key, score);
    }
    Diagnostics problems;
    const auto key = recordHumanVerdict(cl.positional().at(0), cl.positional().at(1), cl.value("set"), cl.positional().at(2),
                                        criteria, problems);
    if (!key) {
        printProblems(problems, io);
        return BadInput;
    }
    io.out << QCoreApplication::translate("polygon-cli", "%1: your verdict %2 is recorded (%3 criterion score(s))")
                  .arg(cl.value("set"), cl.positional().at(2))
                  .arg(criteria.size())
           << '\n';
    return Success;
}

int runAgreement(const QStringList &args, Io &io)
{
    CommandLine cl("agreement", io);
    cl.flag("json", QCoreApplication::translate("polygon-cli", "print the agreement as JSON"));
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 2)
        return cl.usageError();
    Diagnostics problems;
    const auto report = Polygon::runAgreement(cl.positional().at(0), cl.positional().at(1), problems);
    if (!report) {
        printProblems(problems, io);
        return BadInput;
    }
    if (cl.isSet("json")) {
        Json out = agreementToJson(report->agreement);
        out["run"] = toStdString(report->run);
        out["grading"] = toStdString(report->grading);
        out["rubric"] = toStdString(report->rubric);
        out["verdicts"] = report->verdicts;
        out["compared"] = report->compared;
        printJson(out, false, io);
        return Success;
    }
    io.out << QCoreApplication::translate("polygon-cli", "run %1, grading %2: %3 conversation(s) with your verdict, %4 judged")
                  .arg(report->run, report->grading)
                  .arg(report->verdicts)
                  .arg(report->compared)
           << '\n';
    for (const CriterionAgreement &c : report->agreement.criteria) {
        if (c.pairs == 0)
            continue;
        io.out << QCoreApplication::translate("polygon-cli", "  %1: %2 pair(s), exact %3, within one %4")
                      .arg(c.key)
                      .arg(c.pairs)
                      .arg(share(c.exact, c.pairs), share(c.withinOne, c.pairs))
               << '\n';
    }
    const Agreement &a = report->agreement;
    io.out << QCoreApplication::translate("polygon-cli", "verdict: %1 of %2 agree; Cohen's kappa %3")
                  .arg(a.verdictAgreements)
                  .arg(a.verdictPairs)
                  .arg(a.kappa ? QString::number(*a.kappa, 'f', 3) : QStringLiteral("-"))
           << '\n';
    return Success;
}

} // namespace Polygon::Cli
