#pragma once

// What the workbench's charts draw of one graded run, read from its latest
// completed grading: every composite (the distribution), each criterion's
// mean, each probe's answers and conformance with its Wilson interval (by
// probe and wording hash), pass^k for k = 1..repeats, and, for a sweep
// point, its parameters. rubricGroups() is the charts' rubric guard: runs
// graded under different rubric identities are never drawn together.

#include "core/grade/probestats.h"
#include "core/model/probe.h"
#include "core/util/json.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Polygon {

class StoreReader;

struct ProbeChartData
{
    QString probe;
    QString wordingHash;
    std::optional<Probe::Polarity> polarity; // none: no workspace probe has this id and wording
    int yes = 0;
    int no = 0;
    int na = 0;
    ProbeConformance conformance; // empty without a polarity
};

struct RunChartData
{
    QString run;
    QString agent;
    QString scenarioSet;
    QDateTime createdAt;
    QString grading;
    QString rubric; // identity
    int k = 1; // the run's repeats
    QList<double> composites; // of the graded conversations with one, in plan order
    QList<std::pair<QString, std::optional<double>>> criteria; // mean of each criterion's scores, in rubric order
    QList<ProbeChartData> probes; // by probe id, then wording hash
    std::vector<std::optional<double>> passHatK; // [k − 1] for k = 1..k; "pass" verdicts pass
    QString sweep; // the sweep the run is a point of, if any
    Json sweepParameters = Json::object(); // that point's parameters
};

// Nothing, with a sentence, when the run is unknown or has no completed grading.
std::optional<RunChartData> readRunChartData(StoreReader &reader, const QString &run, const QList<Probe> &probes, QString *error);

// The rubric identities of `runs`, in order of first appearance, each with
// the indexes of its runs. More than one group: a chart must not draw them together.
QList<std::pair<QString, QList<int>>> rubricGroups(const QList<RunChartData> &runs);

} // namespace Polygon
