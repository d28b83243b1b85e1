#pragma once

// SweepPage (Run ▸ New Sweep…): define a sweep in a form — agent, scenario
// set, mode, random points and seed, floor, token cap, and the values of
// each parameter — run it with SweepRunner (the engine of `polygon-cli
// sweep`), watch the points complete, read the leaderboard, and open any
// point's run. The form is turned into the SWEEP.json of FORMATS.md §16 and
// read by the same reader as the CLI, so it refuses what the CLI refuses;
// "Save Sweep File…" writes that file for CI.

#include "core/compare/sweep.h"
#include "core/model/workspace.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace Polygon {

class SweepRunner;

class SweepPage : public QWidget
{
    Q_OBJECT

public:
    explicit SweepPage(const Workspace &workspace, QWidget *parent = nullptr);
    ~SweepPage() override;

    QComboBox *agentBox() const { return m_agent; }
    QComboBox *scenarioBox() const { return m_scenarios; }
    QComboBox *modeBox() const { return m_mode; }
    QTableWidget *parameterTable() const { return m_parameters; }
    QCheckBox *floorCheck() const { return m_floorOn; }
    QDoubleSpinBox *floorBox() const { return m_floor; }
    QCheckBox *capCheck() const { return m_capOn; }
    QSpinBox *capBox() const { return m_cap; }
    QCheckBox *offlineCheck() const { return m_offline; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    QTableWidget *pointTable() const { return m_points; }
    QLabel *statusLabel() const { return m_status; }
    bool isRunning() const { return m_runner != nullptr; }
    // The leaderboard of the last sweep (or the points so far).
    QList<SweepPointResult> leaderboard() const;

    // Sets parameter row `row` (added when missing): its name and values
    // as typed ("0, 0.3" or "prompts/a.md, prompts/b.md").
    void setParameter(int row, const QString &name, const QString &values);
    // The form as SWEEP.json; nothing, with the problems, when it does not read.
    std::optional<SweepSpec> spec(Diagnostics &problems) const;
    Json sweepJson() const;

public Q_SLOTS:
    // Starts the sweep the form describes; false (the status says why) when it cannot.
    bool start();
    void cancel();
    void saveSweepFile();

Q_SIGNALS:
    void finished();
    // The user asked to see a point's run.
    void runRequested(const QString &run);

private:
    void addParameterRow();
    void updateModeFields();
    void showLeaderboard();
    void setRunning(bool running);

    Workspace m_workspace;
    QComboBox *m_agent;
    QComboBox *m_scenarios;
    QComboBox *m_mode;
    QSpinBox *m_randomPoints;
    QSpinBox *m_seed;
    QCheckBox *m_floorOn;
    QDoubleSpinBox *m_floor;
    QCheckBox *m_capOn;
    QSpinBox *m_cap;
    QCheckBox *m_offline;
    QCheckBox *m_ruleJudge;
    QTableWidget *m_parameters;
    QPushButton *m_addParameter;
    QPushButton *m_removeParameter;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QPushButton *m_save;
    QProgressBar *m_progress;
    QLabel *m_status;
    QTableWidget *m_points;
    std::unique_ptr<SweepRunner> m_runner;
    std::optional<SweepSpec> m_spec;
    QList<SweepPointResult> m_results;
};

} // namespace Polygon
