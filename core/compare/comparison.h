#pragma once

// Comparing runs (FORMATS.md §15, SPEC R-COMPARE): each run is a
// configuration. compareRuns() reads the runs' latest gradings and
// conversations from the store and gives back plain values — a scorecard per
// run, the scenario matrix ordered by spread, the first divergence turn of
// every scenario × pair × repeat, and a written analysis — that
// `polygon-cli compare` prints and the workbench's comparison screen shows.

#include "core/compare/divergence.h"
#include "core/grade/probestats.h"
#include "core/model/persona.h"
#include "core/model/probe.h"
#include "core/model/profile.h"
#include "core/util/json.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace Polygon {

class StoreReader;

// What the workspace says beyond the store; every part may be empty.
struct CompareContext
{
    QList<Persona> personas; // caller type and difficulty per scenario (simulated runs)
    QList<Probe> probes; // polarity of a probe, by id and wording hash
    QList<Profile> providers; // prices: the cost of the agent's tokens
};

struct ProbeScorecard
{
    QString probe;
    QString wordingHash;
    std::optional<Probe::Polarity> polarity; // none when no workspace probe has this id and wording
    int yes = 0;
    int no = 0;
    int na = 0;
    ProbeConformance conformance; // empty (applicable 0) without a polarity
};

// One run's numbers, from its latest completed grading.
struct Scorecard
{
    QString run;
    QString agent;
    QString grading;
    QString judge;
    QString rubric; // identity
    int conversations = 0; // planned
    int done = 0;
    int graded = 0; // judged in the grading
    int scored = 0; // of those, with a composite (not_scored left out)
    std::optional<double> compositeMean;
    std::optional<double> compositeStdDev; // sample standard deviation (n − 1); none below two
    QMap<QString, int> verdicts; // verdict -> conversations
    QList<std::pair<QString, std::optional<double>>> criteria; // mean per criterion, in rubric order
    QMap<QString, int> gates; // gate -> conversations it failed
    QList<ProbeScorecard> probes; // by probe id, then wording hash
    int k = 1; // the run's repeats
    std::optional<double> passHatK; // "pass" verdicts as passes
    qint64 promptTokens = 0; // every model call of the run (agent, caller, judge, probes, ...)
    qint64 completionTokens = 0;
    std::optional<double> cost; // the agent's tokens at its profile's prices, when the profile has prices
};

struct MatrixRow
{
    QString scenario;
    std::vector<std::optional<double>> scores; // per run, in the order given
    std::optional<double> spread; // best − worst; none when incomparable
    bool incomparable = false; // some run has no score here
    QString callerType; // the persona's type, when the workspace has the persona
    int difficulty = 0; // 1..5, 0 unknown
};

struct DivergenceRow
{
    QString scenario;
    int repeat = 0;
    int a = 0; // index of the earlier run in the order given
    int b = 0;
    Divergence divergence;
};

// What the two conversations do at their divergence turn, kept for the
// widest scenarios only (the analysis quotes them).
struct DivergenceExample
{
    DivergenceRow row;
    QString textA; // empty when the conversation has no such turn
    QString textB;
    QString speakerA; // "caller" or "agent"
    QString speakerB;
    QStringList toolsA; // tool names called in that turn
    QStringList toolsB;
    bool hasTurnA = false;
    bool hasTurnB = false;
};

// What `--polish PROFILE` did (analysispolish.h); `asked` false without it.
struct AnalysisPolish
{
    bool asked = false;
    bool used = false; // the analysis is the model's rewrite
    QString rejected; // why the plain analysis was kept; empty when used
    QString plain; // the deterministic analysis (the same as `analysis` unless used)
};

struct Comparison
{
    QStringList runs; // full run ids, in the order given
    QString rubric; // the one rubric identity of every run
    QList<Scorecard> scorecards;
    QList<MatrixRow> matrix; // comparable rows by spread descending, scenario ascending; then incomparable rows
    QList<DivergenceRow> divergences; // in matrix order; per scenario by pair, then repeat
    QList<DivergenceExample> examples;
    QString analysis; // Markdown, identical for identical inputs (unless polished)
    AnalysisPolish polish;
};

// The scenario of a conversation (FORMATS.md §15): the persona of a
// simulated one; the scenario of an imported one (its id when it has none).
QString comparisonScenario(const QString &source, const QString &scenario, const QString &persona, const QString &conversationId);

// Compares `runs` (ids, unique prefixes or "latest"; at least two, each once)
// in the order given. Nothing, with a sentence in *error, when a run is
// unknown, has no completed grading (the sentence says how to grade it), or
// the runs were graded under different rubric identities (naming both).
std::optional<Comparison> compareRuns(StoreReader &reader, const QStringList &runs, const CompareContext &context,
                                      QString *error);

// The §15 JSON object: runs, rubric, scorecards, matrix, divergences, analysis;
// after a polish also analysis_polished, polish_rejected and analysis_plain.
Json comparisonToJson(const Comparison &comparison);
// Markdown: the analysis followed by the scorecards, the matrix (first
// `matrixRows` rows, all when negative) and the divergences of the widest scenarios.
QString comparisonMarkdown(const Comparison &comparison, int matrixRows = -1);
// The tables alone: scorecards, matrix, divergences of the widest scenarios.
QString comparisonTables(const Comparison &comparison, int matrixRows = -1);

} // namespace Polygon
