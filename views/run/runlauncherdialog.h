#pragma once

// The run launcher: which agent against which callers, how often, with
// which seed, noise, caller kind and concurrency, offline or through a
// provider profile, graded as the conversations finish or not — and, before
// anything starts, how many conversations and model calls that is and what
// it will cost in tokens (and money, when the profiles have prices).

#include "core/run/runjob.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace Polygon {

class RunLauncherDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RunLauncherDialog(const Workspace &workspace, QWidget *parent = nullptr);

    // Preselects an agent (e.g. the one whose prompt is open).
    void setAgent(const QString &id);
    void setScenarioSet(const QString &id);
    void setOffline(bool offline);
    void setGrading(bool grade);
    // What the dialog asks for; valid() when it can start.
    RunJobSettings settings() const;
    bool valid() const { return m_problems.isEmpty(); }
    QString estimateText() const;
    QStringList problems() const { return m_problems; }

    QComboBox *agentBox() const { return m_agent; }
    QComboBox *scenarioBox() const { return m_scenario; }
    QComboBox *modelsBox() const { return m_models; }
    QComboBox *gradeBox() const { return m_grade; }
    QSpinBox *repeatBox() const { return m_repeat; }
    QListWidget *personaList() const { return m_personas; }

private:
    void scenarioChanged();
    void update();
    RunRequest request() const;
    QStringList chosenCallers() const; // the checked callers' ids
    std::optional<GradeOptions> grading() const;

    Workspace m_workspace;
    QComboBox *m_agent;
    QComboBox *m_scenario;
    QListWidget *m_personas;
    QSpinBox *m_repeat;
    QSpinBox *m_seed;
    QDoubleSpinBox *m_noise;
    QComboBox *m_caller;
    QSpinBox *m_concurrency;
    QComboBox *m_models;
    QComboBox *m_grade;
    QSpinBox *m_judgeRepeats;
    QCheckBox *m_stream;
    QLabel *m_estimate;
    QLabel *m_problemsLabel;
    QDialogButtonBox *m_buttons;
    QStringList m_problems;
    bool m_filling = false;
};

} // namespace Polygon
