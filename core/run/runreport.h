#pragma once

// A graded run as a CI report (FORMATS.md §14): one case per conversation
// from the run's latest completed grading — passed, failed (a "fail"
// verdict: by a gate or by the band), skipped (not scored, not judged or not
// finished) or erred (the conversation ended in an error) — as JUnit XML for
// GitLab, GitHub and Jenkins and as JSON. `polygon-cli report` prints it.

#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Polygon {

class StoreReader;

struct ReportCase
{
    enum class Outcome { Passed, Failed, Skipped, Error };
    QString classname; // SCENARIO_SET.PERSONA (the persona alone without a scenario set)
    QString name; // the conversation id (FORMATS.md §1 "id")
    double seconds = 0; // from its start to its end, 0 when not recorded
    Outcome outcome = Outcome::Passed;
    QString verdict; // "pass", "warning", "fail", "not_scored"; empty when not judged
    std::optional<double> composite;
    QString band; // empty when nothing was scored
    QStringList gates; // the gates that fired
    QList<std::pair<QString, double>> lowest; // the three lowest scored criteria, lowest first
    QString failureType; // "gate" or "band" (Failed only)
    QString message; // why it failed, was skipped or erred
};

struct RunReport
{
    QString run;
    QString grading;
    QString judge;
    QString rubric;
    QList<ReportCase> cases; // in plan order
    int failures = 0;
    int errors = 0;
    int skipped = 0;
    double seconds = 0; // the sum of the cases' times

    bool allPassed() const { return failures == 0 && errors == 0; }
};

// The report of `run` (an id, a unique prefix or "latest") from its latest
// completed grading; nothing, with a sentence in *error, when the run is
// unknown or was never graded (`workspace` names the folder in the hint).
std::optional<RunReport> buildRunReport(StoreReader &reader, const QString &run, const QString &workspace, QString *error);

// JUnit XML: <testsuites><testsuite name="RUN" tests failures errors skipped time> with a
// <testcase classname name time> per conversation and <failure>, <skipped/> or <error>.
QByteArray runReportJunit(const RunReport &report);
Json runReportToJson(const RunReport &report);

} // namespace Polygon
