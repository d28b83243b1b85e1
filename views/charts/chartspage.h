#pragma once

// ChartsPage (Run ▸ Charts…): Qt Charts over the workspace's graded runs —
// per-criterion means per run, composite distributions, probe conformance
// with Wilson-interval error bars, pass^k curves, a probe's trend across
// runs (the line breaks, visibly, where the probe's wording changed) and,
// for sweep points, a parameter against the composite mean. The runs' data
// is read off the GUI thread (readRunChartData). A chart refuses to draw
// runs graded under different rubric versions: it names the versions and
// offers one button per version to chart that version alone. Any chart can
// be exported as PNG or SVG.

#include "core/model/probe.h"
#include "core/results/chartdata.h"

#include <QHash>
#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace Polygon {

class ResultsLoader;
struct RunRow;

class ChartsPage : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { CriterionMeans, CompositeDistribution, ProbeConformance, PassHatK, ProbeTrend, SweepParameter };
    Q_ENUM(Kind)

    ChartsPage(const QString &workspaceRoot, const QList<Probe> &probes, QWidget *parent = nullptr);
    ~ChartsPage() override;

    QListWidget *runList() const { return m_runs; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *detailBox() const { return m_detail; } // the probe (trend) or parameter (sweep)
    QChartView *chartView() const { return m_view; }
    QLabel *refusalLabel() const { return m_refusal; }
    QLabel *messageLabel() const { return m_message; }
    // The refusal's "chart this version alone" buttons, one per rubric version.
    QList<QPushButton *> splitButtons() const { return m_splitButtons; }
    bool isRefusing() const;
    bool isShowingChart() const;
    // Runs are being read (a chart follows).
    bool isReading() const { return m_reading; }
    // The runs ticked, in list order (oldest first).
    QStringList checkedRuns() const;
    Kind kind() const;

    // Writes the chart on screen as PNG or SVG; false with a sentence in *error.
    bool exportPng(const QString &file, QString *error = nullptr) const;
    bool exportSvg(const QString &file, QString *error = nullptr) const;

public Q_SLOTS:
    void reload();
    // Ticks exactly `runs` (ids), then redraws.
    void setCheckedRuns(const QStringList &runs);
    void setKind(Polygon::ChartsPage::Kind kind);

Q_SIGNALS:
    void runsLoaded();
    // The chart, refusal or message for the current ticks is on screen.
    void updated();

private:
    void fillRuns(const QList<Polygon::RunRow> &rows);
    void refresh();
    void draw();
    void updateDetails(const QList<RunChartData> &runs);
    QChart *criterionChart(const QList<RunChartData> &runs) const;
    QChart *distributionChart(const QList<RunChartData> &runs) const;
    QChart *probeChart(const QList<RunChartData> &runs) const;
    QChart *passHatKChart(const QList<RunChartData> &runs) const;
    QChart *trendChart(const QList<RunChartData> &runs) const;
    QChart *sweepChart(const QList<RunChartData> &runs) const;
    void showMessage(const QString &message);
    void exportDialog(bool svg);

    QString m_root;
    QList<Probe> m_probes;
    ResultsLoader *m_loader;
    QHash<QString, RunChartData> m_data; // run -> its chart data, read once
    quint64 m_generation = 0;
    bool m_reading = false;
    QListWidget *m_runs;
    QComboBox *m_kind;
    QComboBox *m_detail;
    QStackedWidget *m_stack;
    QChartView *m_view;
    QLabel *m_refusal;
    QWidget *m_refusalButtons;
    QList<QPushButton *> m_splitButtons;
    QLabel *m_message;
    QPushButton *m_exportPng;
    QPushButton *m_exportSvg;
};

} // namespace Polygon
