#pragma once

// Runs a sweep (FORMATS.md §16) point after point: each point's run is an
// ordinary run of the results database (tagged with the sweep's id and the
// point), graded as it goes. Before a point starts, its tokens are estimated
// from the points so far and a point that would take the sweep past its token
// cap is refused; after the first point, a composite mean below the floor
// stops the sweep. Running the same sweep file again resumes it: finished and
// graded points are read back, an unfinished point's run is resumed with its
// seeds. `polygon-cli sweep` and the workbench run this and show its signals.

#include "sweep.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace Polygon {

class ResultStore;
class RunController;
class RunEnvironment;
class StoreReader;

struct SweepOptions
{
    bool offline = false; // flow agents, scripted callers and the rule judge; no model at all
    bool ruleJudge = false; // grade with the rule judge even when the agent uses a model
    int concurrency = 0; // conversations at a time; 0: the provider profile's (1 offline)
};

struct SweepOutcome
{
    enum class Stop { None, Floor, TokenCap, Cancelled, Failed };

    QString sweep; // SweepSpec::id()
    int plannedPoints = 0;
    QList<SweepPointResult> points; // the points that finished, in the order they ran
    QList<int> resumedPoints; // of those, the ones an earlier invocation had finished
    Stop stop = Stop::None;
    int stoppedAt = -1; // the point the floor stopped after, or the point refused or cancelled
    qint64 refusedEstimate = 0; // Stop::TokenCap: the refused point's estimate
    qint64 tokens = 0; // what the finished points spent
    QString error; // Stop::Failed: why

    static QString stopName(Stop stop); // "", "floor", "token_cap", "cancelled", "failed"
    QList<SweepPointResult> leaderboard() const { return sweepLeaderboard(points); }
};

// FORMATS.md §16's output: {"sweep", "mode", "points_planned", "points_run",
// "resumed", "stopped", "stopped_at", "estimate", "tokens", "leaderboard"}.
Json sweepOutcomeToJson(const SweepSpec &spec, const SweepOutcome &outcome);

// The measures of one finished, graded point's run, from the store: composite
// mean and spread over its latest completed grading, wall time from the run's
// start to its end, and tokens (model tokens of every call; offline, the
// tokens of its transcripts, transcriptTokens()).
std::optional<SweepPointResult> measureSweepPoint(StoreReader &reader, const QString &run, bool offline, QString *error);

class SweepRunner : public QObject
{
    Q_OBJECT

public:
    SweepRunner(Workspace workspace, SweepSpec spec, SweepOptions options, QObject *parent = nullptr);
    ~SweepRunner() override;

    // Checks every point's configuration and opens the results database;
    // false with the problems when the sweep cannot start (nothing stored).
    // Then runs the points; finished() when done, stopped or failed.
    bool start(Diagnostics &problems);
    // Stops the point in flight at its current turn (its run stays resumable:
    // running the sweep again finishes it).
    void cancel();

    int total() const { return int(m_points.size()); }
    const SweepOutcome &outcome() const { return m_outcome; }
    const SweepSpec &spec() const { return m_spec; }

Q_SIGNALS:
    // A point begins: its index, its parameters and its run (new or resumed).
    void pointStarted(int point, const Polygon::Json &parameters, const QString &run, bool resumed);
    // Conversations of the point in flight.
    void progress(int done, int total);
    void pointFinished(const Polygon::SweepPointResult &result);
    // The token check refused a point: its estimate, the tokens spent, the cap.
    void pointRefused(int point, qint64 estimate, qint64 spent, qint64 cap);
    void finished();

private:
    void next();
    void startPoint(int index, const QString &existingRun);
    void pointDone(int index);
    void pointMeasured(int index, const SweepPointResult &result);
    void stop(SweepOutcome::Stop why, int at, const QString &error = QString());

    Workspace m_workspace;
    SweepSpec m_spec;
    SweepOptions m_options;
    QList<SweepPoint> m_points;
    QList<SweepConfiguration> m_configurations;
    QHash<int, QString> m_existingRuns; // point -> the sweep's earlier run of it
    std::unique_ptr<ResultStore> m_store;
    std::unique_ptr<RunEnvironment> m_environment;
    std::unique_ptr<RunController> m_controller;
    qint64 m_dryEstimate = -1;
    int m_next = 0;
    bool m_cancelled = false;
    bool m_finished = false;
    SweepOutcome m_outcome;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::SweepPointResult)
