#pragma once

// Sweeps (FORMATS.md §16, SPEC R-SWEEP): one agent over a short scenario set
// at several points of a parameter space — one parameter at a time ("oat"),
// every combination ("grid") or seeded random draws ("random"). Each point is
// an immutable configuration version: a copy of the agent (and of its model
// profile) under an id that names the point's parameters, run and graded as
// any run. This file holds the plain parts — reading SWEEP.json, the points,
// the configuration of a point, the token estimate and the leaderboard — that
// SweepRunner (sweeprunner.h) drives and the tests pin by hand.

#include "core/json/diagnostic.h"
#include "core/json/jsondocument.h"
#include "core/model/workspace.h"
#include "core/run/runcontroller.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Polygon {

struct SweepParameter
{
    QString name; // "temperature", "top_p", "model", "prompt", "flow", "noise", or another profile field
    std::vector<Json> values; // in the file's order, at least one
};

struct SweepSpec
{
    enum class Mode { Oat, Grid, Random };

    QString file; // for messages
    QString agent;
    QString scenarios; // scenario set id; empty: every persona once
    Mode mode = Mode::Oat;
    int points = 8; // random: how many draws
    quint64 seed = 1; // random: the draws' seed
    std::optional<double> floor; // composite mean below which the sweep stops after its first point
    std::optional<qint64> tokenCap; // tokens the whole sweep may spend
    std::optional<int> repeat; // overrides the scenario set's repeats
    QList<SweepParameter> parameters; // in the file's order
    Json content; // the file as read (its canonical form names the sweep)

    // "sweep-" and 12 hex digits of SHA-256 over the canonical content: the
    // same file (whatever its spacing or key order) is the same sweep, and
    // running it again resumes it.
    QString id() const;

    static QString modeName(Mode mode);
};

// The parameter names a sweep may vary: the run's ("noise"), the agent's
// ("prompt", "flow") and the model profile's fields.
QStringList sweepParameterNames();

// Reads SWEEP.json (FORMATS.md §16). Problems name the file, line and column.
std::optional<SweepSpec> readSweepSpec(const JsonDocument &document, Diagnostics &problems);

// One point: an index into each parameter's values, in parameter order.
struct SweepPoint
{
    int index = 0; // 0-based position in the sweep
    std::vector<int> choice; // per parameter, the index of its value

    bool operator==(const SweepPoint &) const = default;
};

// The points of a sweep, in the order they run:
// - oat: the first value of every parameter, then, parameter by parameter in
//   the file's order, each further value with the others at their first;
// - grid: every combination, the last parameter changing fastest;
// - random: `points` distinct combinations drawn with the seed (Prng), each
//   parameter's value uniformly; fewer when the space has fewer combinations.
QList<SweepPoint> sweepPoints(const SweepSpec &spec);

// {name: value} of a point, in parameter order.
Json sweepPointParameters(const SweepSpec &spec, const SweepPoint &point);

// "noise = 0.3, flow = flows/bella-flow-v2.json": a point's parameters for people.
QString sweepParametersText(const Json &parameters);

// What one point runs: the workspace with the point's agent (and profile)
// added, and the request that runs it.
struct SweepConfiguration
{
    Workspace workspace; // the sweep's workspace plus the point's agent and profile
    QString agent; // "<agent>@<8 hex>": the hex hashes the point's parameters
    RunRequest request;
    Json parameters; // sweepPointParameters()
};

// The configuration of `point`; nothing, with problems naming the sweep file's
// field, when a value does not fit the agent (a prompt the workspace does not
// have, a model parameter on a flow agent, ...).
std::optional<SweepConfiguration> sweepConfiguration(const Workspace &workspace, const SweepSpec &spec, const SweepPoint &point,
                                                     Diagnostics &problems);

// What a finished point measured.
struct SweepPointResult
{
    int point = 0;
    Json parameters;
    QString run;
    std::optional<double> compositeMean; // over the graded conversations with a composite
    std::optional<double> spread; // best − worst composite of those conversations
    double wallSeconds = 0;
    qint64 tokens = 0;
    int conversations = 0;
    int scored = 0;
};

// A point's tokens offline, where no model spends any: the tokens of its
// transcripts at four characters a token, as the run estimate counts.
qint64 transcriptTokens(qint64 characters);

// A dry estimate of a point's tokens before any point has run: the run
// estimate's model tokens (prompt, turns, judge); offline, `conversations` ×
// the scenario set's max turns × kOfflineTokensPerTurn.
constexpr qint64 kOfflineTokensPerTurn = 20;
qint64 dryTokenEstimate(const SweepConfiguration &configuration, bool offline, bool graded);

// The tokens the next point will spend, estimated from the points so far
// (their mean, rounded up); `dry` when none has run yet.
qint64 nextPointTokenEstimate(const QList<SweepPointResult> &done, qint64 dry);

// The leaderboard (FORMATS.md §16): composite mean descending (points
// without one last), then spread ascending (stability; none last), then wall
// time ascending, then point index.
QList<SweepPointResult> sweepLeaderboard(QList<SweepPointResult> results);

// {"point", "parameters", "composite_mean", "spread", "wall_s", "tokens", "run"}
Json sweepRowToJson(const SweepPointResult &row);

} // namespace Polygon
