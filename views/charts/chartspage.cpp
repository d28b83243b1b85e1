#include "chartspage.h"

#include "core/results/resultsloader.h"
#include "core/store/storereader.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScatterSeries>
#include <QSplitter>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

// Okabe–Ito: distinguishable with every common colour-vision deficiency.
const QList<QColor> kPalette {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73),
                              QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
                              QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x00, 0x00)};
// Marker shapes too, so a series is told apart without colour.
const QList<QScatterSeries::MarkerShape> kShapes {
    QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle,
    QScatterSeries::MarkerShapeStar,   QScatterSeries::MarkerShapePentagon,  QScatterSeries::MarkerShapeRotatedRectangle};

QColor colour(int i)
{
    return kPalette.at(i % kPalette.size());
}

QString runLabel(const RunChartData &d)
{
    return QStringLiteral("%1 (%2)").arg(d.agent, d.run.section(QLatin1Char('-'), -1));
}

QValueAxis *valueAxis(const QString &title, double min, double max, int ticks = 6)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setRange(min, max);
    axis->setTickCount(ticks);
    return axis;
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

// Puts `x` below and `y` left of `chart` and attaches every series to both.
void addAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

QString jsonText(const Json &v)
{
    return v.is_string() ? toQString(v.get<std::string>()) : toQString(v.dump());
}

} // namespace

ChartsPage::ChartsPage(const QString &workspaceRoot, const QList<Probe> &probes, QWidget *parent)
    : QWidget(parent)
    , m_root(workspaceRoot)
    , m_probes(probes)
    , m_loader(new ResultsLoader(this))
    , m_runs(new QListWidget(this))
    , m_kind(new QComboBox(this))
    , m_detail(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_view(new QChartView(this))
    , m_refusal(new QLabel(this))
    , m_refusalButtons(new QWidget(this))
    , m_message(new QLabel(this))
    , m_exportPng(new QPushButton(tr("Export PNG…"), this))
    , m_exportSvg(new QPushButton(tr("Export SVG…"), this))
{
    setObjectName(QStringLiteral("chartsPage"));
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *side = new QWidget(splitter);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(6, 6, 0, 6);
    sideLayout->addWidget(new QLabel(tr("<b>Chart</b>"), side));
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_kind->setAccessibleName(tr("Chart"));
    m_kind->addItem(tr("Criterion means per run"), int(Kind::CriterionMeans));
    m_kind->addItem(tr("Composite distribution"), int(Kind::CompositeDistribution));
    m_kind->addItem(tr("Probe conformance (95 % Wilson interval)"), int(Kind::ProbeConformance));
    m_kind->addItem(tr("pass^k"), int(Kind::PassHatK));
    m_kind->addItem(tr("Probe trend across runs"), int(Kind::ProbeTrend));
    m_kind->addItem(tr("Sweep: parameter against composite mean"), int(Kind::SweepParameter));
    sideLayout->addWidget(m_kind);
    m_detail->setObjectName(QStringLiteral("chartDetail"));
    m_detail->setAccessibleName(tr("Probe or parameter"));
    sideLayout->addWidget(m_detail);
    sideLayout->addWidget(new QLabel(tr("<b>Graded runs</b> (oldest first)"), side));
    m_runs->setObjectName(QStringLiteral("chartRuns"));
    m_runs->setAccessibleName(tr("Graded runs"));
    sideLayout->addWidget(m_runs, 1);
    splitter->addWidget(side);

    auto *main = new QWidget(splitter);
    auto *mainLayout = new QVBoxLayout(main);
    mainLayout->setContentsMargins(0, 6, 6, 6);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    m_exportPng->setObjectName(QStringLiteral("exportPng"));
    m_exportSvg->setObjectName(QStringLiteral("exportSvg"));
    buttons->addWidget(m_exportPng);
    buttons->addWidget(m_exportSvg);
    mainLayout->addLayout(buttons);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setObjectName(QStringLiteral("chartView"));
    m_stack->addWidget(m_view);
    auto *refusal = new QWidget(m_stack);
    auto *refusalLayout = new QVBoxLayout(refusal);
    refusalLayout->addStretch();
    m_refusal->setObjectName(QStringLiteral("rubricRefusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setAlignment(Qt::AlignCenter);
    m_refusal->setTextInteractionFlags(Qt::TextSelectableByMouse);
    refusalLayout->addWidget(m_refusal);
    new QHBoxLayout(m_refusalButtons);
    refusalLayout->addWidget(m_refusalButtons, 0, Qt::AlignHCenter);
    refusalLayout->addStretch();
    m_stack->addWidget(refusal);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_stack->addWidget(m_message);
    mainLayout->addWidget(m_stack, 1);
    splitter->addWidget(main);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({300, 900});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ChartsPage::refresh);
    connect(m_detail, &QComboBox::activated, this, &ChartsPage::draw);
    connect(m_runs, &QListWidget::itemChanged, this, &ChartsPage::refresh);
    connect(m_exportPng, &QPushButton::clicked, this, [this] { exportDialog(false); });
    connect(m_exportSvg, &QPushButton::clicked, this, [this] { exportDialog(true); });
    connect(m_loader, &ResultsLoader::runsAvailable, this, &ChartsPage::fillRuns);
    connect(m_loader, &ResultsLoader::failed, this, &ChartsPage::showMessage);
    m_loader->setWorkspace(workspaceRoot);
    showMessage(tr("Reading the runs…"));
    reload();
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::reload()
{
    m_data.clear();
    m_loader->loadRuns();
}

void ChartsPage::fillRuns(const QList<RunRow> &rows)
{
    const QStringList keep = checkedRuns();
    QList<RunRow> ordered = rows;
    std::sort(ordered.begin(), ordered.end(),
              [](const RunRow &a, const RunRow &b) { return a.summary.run.createdAt < b.summary.run.createdAt; });
    {
        const QSignalBlocker blocker(m_runs);
        m_runs->clear();
        for (const RunRow &r : std::as_const(ordered)) {
            if (!r.graded())
                continue;
            const RunSpec &spec = r.summary.run.spec;
            auto *item = new QListWidgetItem(QStringLiteral("%1 · %2").arg(spec.agent, spec.id), m_runs);
            item->setData(Qt::UserRole, spec.id);
            item->setToolTip(tr("%1, graded under rubric %2").arg(spec.id, r.digest.rubric));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(keep.contains(spec.id) ? Qt::Checked : Qt::Unchecked);
        }
        // At first, the two newest graded runs.
        if (keep.isEmpty())
            for (int i = m_runs->count() - 1, n = 0; i >= 0 && n < 2; --i, ++n)
                m_runs->item(i)->setCheckState(Qt::Checked);
    }
    Q_EMIT runsLoaded();
    refresh();
}

QStringList ChartsPage::checkedRuns() const
{
    QStringList runs;
    for (int i = 0; i < m_runs->count(); ++i)
        if (m_runs->item(i)->checkState() == Qt::Checked)
            runs.append(m_runs->item(i)->data(Qt::UserRole).toString());
    return runs;
}

void ChartsPage::setCheckedRuns(const QStringList &runs)
{
    {
        const QSignalBlocker blocker(m_runs);
        for (int i = 0; i < m_runs->count(); ++i)
            m_runs->item(i)->setCheckState(runs.contains(m_runs->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                                         : Qt::Unchecked);
    }
    refresh();
}

ChartsPage::Kind ChartsPage::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void ChartsPage::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
}

bool ChartsPage::isRefusing() const
{
    return m_stack->currentIndex() == 1;
}

bool ChartsPage::isShowingChart() const
{
    return m_stack->currentIndex() == 0;
}

void ChartsPage::showMessage(const QString &message)
{
    m_message->setText(message);
    m_stack->setCurrentIndex(2);
    m_exportPng->setEnabled(false);
    m_exportSvg->setEnabled(false);
}

void ChartsPage::refresh()
{
    // Read what is not read yet off the GUI thread, then draw.
    QStringList missing;
    for (const QString &run : checkedRuns())
        if (!m_data.contains(run))
            missing.append(run);
    if (missing.isEmpty()) {
        ++m_generation; // a read in flight no longer decides what is shown
        m_reading = false;
        return draw();
    }
    const quint64 generation = ++m_generation;
    m_reading = true;
    showMessage(tr("Reading %n run(s)…", nullptr, int(missing.size())));
    using Result = std::pair<QList<RunChartData>, QString>;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        const Result r = watcher->result();
        for (const RunChartData &d : r.first)
            m_data.insert(d.run, d);
        if (generation != m_generation)
            return;
        m_reading = false;
        if (!r.second.isEmpty()) {
            showMessage(r.second);
            Q_EMIT updated();
            return;
        }
        draw();
    });
    const QString root = m_root;
    const QList<Probe> probes = m_probes;
    watcher->setFuture(QtConcurrent::run([root, probes, missing]() -> Result {
        Result out;
        QString error;
        auto reader = StoreReader::open(root, &error);
        if (!reader) {
            out.second = error;
            return out;
        }
        for (const QString &run : missing) {
            auto d = readRunChartData(*reader, run, probes, &error);
            if (!d) {
                out.second = error;
                return out;
            }
            out.first.append(*d);
        }
        return out;
    }));
}

void ChartsPage::draw()
{
    QList<RunChartData> runs;
    for (const QString &run : checkedRuns())
        if (m_data.contains(run))
            runs.append(m_data.value(run));
    updateDetails(runs);
    if (runs.isEmpty()) {
        showMessage(tr("Tick one or more graded runs to chart them."));
        Q_EMIT updated();
        return;
    }
    // The rubric guard: never two rubric versions in one chart.
    const auto groups = rubricGroups(runs);
    if (groups.size() > 1) {
        QStringList parts;
        for (const auto &[rubric, members] : groups) {
            QStringList names;
            for (int i : members)
                names.append(runLabel(runs.at(i)));
            parts.append(tr("<b>%1</b>: %2").arg(rubric.toHtmlEscaped(), names.join(QStringLiteral(", ")).toHtmlEscaped()));
        }
        m_refusal->setText(tr("<p>These runs were graded under %n different rubric versions, and a chart never puts two "
                              "rubric versions together: their scores are not on the same scale.</p><p>%1</p><p>Chart one "
                              "version at a time, or grade the runs again under one rubric.</p>",
                              nullptr, int(groups.size()))
                               .arg(parts.join(QStringLiteral("<br>"))));
        qDeleteAll(m_splitButtons);
        m_splitButtons.clear();
        for (const auto &[rubric, members] : groups) {
            QStringList ids;
            for (int i : members)
                ids.append(runs.at(i).run);
            auto *button
                = new QPushButton(tr("Chart %1 alone (%n run(s))", nullptr, int(ids.size())).arg(rubric), m_refusalButtons);
            m_refusalButtons->layout()->addWidget(button);
            connect(button, &QPushButton::clicked, this, [this, ids] { setCheckedRuns(ids); });
            m_splitButtons.append(button);
        }
        m_stack->setCurrentIndex(1);
        m_exportPng->setEnabled(false);
        m_exportSvg->setEnabled(false);
        Q_EMIT updated();
        return;
    }
    QChart *chart = nullptr;
    switch (kind()) {
    case Kind::CriterionMeans:
        chart = criterionChart(runs);
        break;
    case Kind::CompositeDistribution:
        chart = distributionChart(runs);
        break;
    case Kind::ProbeConformance:
        chart = probeChart(runs);
        break;
    case Kind::PassHatK:
        chart = passHatKChart(runs);
        break;
    case Kind::ProbeTrend:
        chart = trendChart(runs);
        break;
    case Kind::SweepParameter:
        chart = sweepChart(runs);
        break;
    }
    if (!chart) {
        Q_EMIT updated();
        return; // the chart said why (showMessage)
    }
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    m_stack->setCurrentIndex(0);
    m_exportPng->setEnabled(true);
    m_exportSvg->setEnabled(true);
    Q_EMIT updated();
}

void ChartsPage::updateDetails(const QList<RunChartData> &runs)
{
    const QString keep = m_detail->currentData().toString();
    const QSignalBlocker blocker(m_detail);
    m_detail->clear();
    if (kind() == Kind::ProbeTrend) {
        QStringList ids;
        for (const RunChartData &d : runs)
            for (const ProbeChartData &p : d.probes)
                if (!ids.contains(p.probe))
                    ids.append(p.probe);
        ids.sort();
        for (const QString &id : std::as_const(ids))
            m_detail->addItem(id, id);
    } else if (kind() == Kind::SweepParameter) {
        QStringList names;
        for (const RunChartData &d : runs)
            for (auto it = d.sweepParameters.begin(); it != d.sweepParameters.end(); ++it)
                if (!names.contains(toQString(it.key())))
                    names.append(toQString(it.key()));
        for (const QString &name : std::as_const(names))
            m_detail->addItem(name, name);
    }
    m_detail->setVisible(m_detail->count() > 0);
    const int index = m_detail->findData(keep);
    m_detail->setCurrentIndex(index >= 0 ? index : 0);
}

QChart *ChartsPage::criterionChart(const QList<RunChartData> &runs) const
{
    QStringList criteria;
    for (const RunChartData &d : runs)
        for (const auto &[criterion, mean] : d.criteria)
            if (!criteria.contains(criterion))
                criteria.append(criterion);
    QChart *chart = newChart(tr("Mean score of each criterion (1–5), rubric %1").arg(runs.first().rubric));
    auto *series = new QBarSeries;
    for (int i = 0; i < runs.size(); ++i) {
        auto *set = new QBarSet(runLabel(runs.at(i)));
        set->setColor(colour(i));
        for (const QString &criterion : std::as_const(criteria)) {
            double value = 0;
            for (const auto &[name, mean] : runs.at(i).criteria)
                if (name == criterion && mean)
                    value = *mean;
            *set << value;
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(criteria);
    x->setLabelsAngle(-30);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    QValueAxis *y = valueAxis(tr("mean score"), 1, 5, 5);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return chart;
}

QChart *ChartsPage::distributionChart(const QList<RunChartData> &runs) const
{
    QChart *chart = newChart(tr("Composites of the graded conversations, in bands of 10"));
    auto *series = new QBarSeries;
    int most = 1;
    for (int i = 0; i < runs.size(); ++i) {
        QList<int> bins(10, 0);
        for (double c : runs.at(i).composites)
            ++bins[std::clamp(int(c / 10.0), 0, 9)]; // 100 joins the top band
        auto *set = new QBarSet(runLabel(runs.at(i)));
        set->setColor(colour(i));
        for (int n : std::as_const(bins)) {
            *set << n;
            most = std::max(most, n);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    for (int b = 0; b < 10; ++b)
        x->append(b == 9 ? QStringLiteral("90–100") : QStringLiteral("%1–%2").arg(b * 10).arg(b * 10 + 10));
    x->setTitleText(tr("composite"));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    QValueAxis *y = valueAxis(tr("conversations"), 0, most, std::min(most, 10) + 1);
    y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return chart;
}

QChart *ChartsPage::probeChart(const QList<RunChartData> &runs) const
{
    // One slot per probe and wording; per run a point at its conformance with
    // a vertical bar for the 95 % Wilson interval.
    QList<std::pair<QString, QString>> probes;
    for (const RunChartData &d : runs)
        for (const ProbeChartData &p : d.probes)
            if (p.polarity && !probes.contains(std::pair {p.probe, p.wordingHash}))
                probes.append({p.probe, p.wordingHash});
    if (probes.isEmpty()) {
        const_cast<ChartsPage *>(this)->showMessage(
            tr("No probe of these runs has an answer with a known polarity: nothing to chart."));
        return nullptr;
    }
    QChart *chart = newChart(tr("Probe conformance with 95 % Wilson intervals"));
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double width = 0.6;
    for (int i = 0; i < runs.size(); ++i) {
        auto *points = new QScatterSeries;
        points->setName(runLabel(runs.at(i)));
        points->setColor(colour(i));
        points->setMarkerShape(kShapes.at(i % kShapes.size()));
        points->setMarkerSize(11);
        chart->addSeries(points);
        for (int p = 0; p < probes.size(); ++p) {
            const double at = p + (runs.size() > 1 ? -width / 2 + width * i / (runs.size() - 1) : 0);
            for (const ProbeChartData &data : runs.at(i).probes) {
                if (std::pair {data.probe, data.wordingHash} != probes.at(p) || !data.conformance.conformance)
                    continue;
                points->append(at, *data.conformance.conformance * 100);
                if (data.conformance.wilson) {
                    auto *bar = new QLineSeries;
                    bar->append(at, data.conformance.wilson->low * 100);
                    bar->append(at, data.conformance.wilson->high * 100);
                    bar->setPen(QPen(colour(i), 2));
                    chart->addSeries(bar);
                    chart->legend()->markers(bar).value(0)->setVisible(false);
                }
            }
        }
    }
    for (int p = 0; p < probes.size(); ++p)
        x->append(probes.at(p).first + QStringLiteral(" ·") + probes.at(p).second.left(6), p);
    x->setRange(-0.6, probes.size() - 0.4);
    x->setLabelsAngle(-30);
    QValueAxis *y = valueAxis(tr("conforming answers (%)"), 0, 100, 6);
    addAxes(chart, x, y);
    return chart;
}

QChart *ChartsPage::passHatKChart(const QList<RunChartData> &runs) const
{
    QChart *chart = newChart(tr("pass^k: the chance that k repeats of a caller all pass"));
    int kMax = 1;
    for (int i = 0; i < runs.size(); ++i) {
        auto *line = new QLineSeries;
        line->setName(runLabel(runs.at(i)));
        line->setPen(QPen(colour(i), 2));
        line->setPointsVisible(true);
        for (size_t k = 0; k < runs.at(i).passHatK.size(); ++k)
            if (runs.at(i).passHatK.at(k))
                line->append(double(k + 1), *runs.at(i).passHatK.at(k));
        kMax = std::max(kMax, int(runs.at(i).passHatK.size()));
        chart->addSeries(line);
    }
    QValueAxis *x = valueAxis(tr("k"), 1, std::max(2, kMax), std::max(2, kMax));
    x->setLabelFormat(QStringLiteral("%d"));
    QValueAxis *y = valueAxis(tr("pass^k"), 0, 1, 6);
    addAxes(chart, x, y);
    return chart;
}

QChart *ChartsPage::trendChart(const QList<RunChartData> &runs) const
{
    const QString probe = m_detail->currentData().toString();
    if (probe.isEmpty()) {
        const_cast<ChartsPage *>(this)->showMessage(tr("These runs asked no probe."));
        return nullptr;
    }
    // Runs in time order; a new line for each wording, so a changed question
    // breaks the line where it changed.
    QList<RunChartData> ordered = runs;
    std::sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.createdAt < b.createdAt; });
    QChart *chart = newChart(tr("Conformance of %1 across runs (a new line where its wording changed)").arg(probe));
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QLineSeries *line = nullptr;
    QString wording;
    int lines = 0;
    for (int i = 0; i < ordered.size(); ++i) {
        x->append(QStringLiteral("%1. %2").arg(i + 1).arg(runLabel(ordered.at(i))), i);
        for (const ProbeChartData &p : ordered.at(i).probes) {
            if (p.probe != probe || !p.conformance.conformance)
                continue;
            if (!line || p.wordingHash != wording) {
                if (line) {
                    // Where the question changed: a dashed grey rule between the two lines.
                    auto *rule = new QLineSeries;
                    rule->setName(tr("question changed here"));
                    rule->append(i - 0.5, 0);
                    rule->append(i - 0.5, 100);
                    rule->setPen(QPen(Qt::gray, 1.5, Qt::DashDotLine));
                    chart->addSeries(rule);
                }
                line = new QLineSeries;
                line->setName(tr("wording %1").arg(p.wordingHash.left(8)));
                QPen pen(colour(lines), 2);
                if (lines % 2 == 1)
                    pen.setStyle(Qt::DashLine); // told apart without colour too
                line->setPen(pen);
                line->setPointsVisible(true);
                chart->addSeries(line);
                wording = p.wordingHash;
                ++lines;
            }
            line->append(i, *p.conformance.conformance * 100);
        }
    }
    x->setRange(-0.3, std::max(1.0, ordered.size() - 0.7));
    x->setLabelsAngle(-20);
    QValueAxis *y = valueAxis(tr("conforming answers (%)"), 0, 100, 6);
    addAxes(chart, x, y);
    return chart;
}

QChart *ChartsPage::sweepChart(const QList<RunChartData> &runs) const
{
    const QString parameter = m_detail->currentData().toString();
    if (parameter.isEmpty()) {
        const_cast<ChartsPage *>(this)->showMessage(
            tr("None of these runs is a sweep point: run polygon-cli sweep, then tick its points."));
        return nullptr;
    }
    // Numeric values on a value axis; text values (a prompt, a model) as categories.
    bool numeric = true;
    QStringList categories;
    for (const RunChartData &d : runs)
        if (d.sweepParameters.contains(toStdString(parameter))) {
            const Json &v = d.sweepParameters.at(toStdString(parameter));
            numeric = numeric && v.is_number();
            if (!categories.contains(jsonText(v)))
                categories.append(jsonText(v));
        }
    QChart *chart = newChart(tr("Sweep: %1 against the composite mean").arg(parameter));
    QMap<QString, QScatterSeries *> bySweep;
    double lo = 0;
    double hi = 1;
    bool first = true;
    for (const RunChartData &d : runs) {
        if (!d.sweepParameters.contains(toStdString(parameter)) || d.composites.isEmpty())
            continue;
        QScatterSeries *&series = bySweep[d.sweep];
        if (!series) {
            series = new QScatterSeries;
            const int n = int(bySweep.size()) - 1;
            series->setName(d.sweep);
            series->setColor(colour(n));
            series->setMarkerShape(kShapes.at(n % kShapes.size()));
            series->setMarkerSize(12);
            chart->addSeries(series);
        }
        double mean = 0;
        for (double c : d.composites)
            mean += c;
        mean /= d.composites.size();
        const Json &v = d.sweepParameters.at(toStdString(parameter));
        const double at = numeric ? v.get<double>() : double(categories.indexOf(jsonText(v)));
        lo = first ? at : std::min(lo, at);
        hi = first ? at : std::max(hi, at);
        first = false;
        series->append(at, mean);
    }
    if (bySweep.isEmpty()) {
        delete chart;
        const_cast<ChartsPage *>(this)->showMessage(tr("No ticked sweep point has a composite."));
        return nullptr;
    }
    QAbstractAxis *x = nullptr;
    const double pad = hi > lo ? (hi - lo) * 0.08 : 0.5;
    if (numeric) {
        x = valueAxis(parameter, lo - pad, hi + pad);
    } else {
        auto *c = new QCategoryAxis;
        c->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (int i = 0; i < categories.size(); ++i)
            c->append(categories.at(i), i);
        c->setRange(-0.5, categories.size() - 0.5);
        c->setTitleText(parameter);
        x = c;
    }
    QValueAxis *y = valueAxis(tr("composite mean"), 0, 100, 6);
    addAxes(chart, x, y);
    return chart;
}

bool ChartsPage::exportPng(const QString &file, QString *error) const
{
    if (!isShowingChart()) {
        if (error)
            *error = tr("There is no chart on screen to export.");
        return false;
    }
    if (!m_view->grab().save(file, "PNG")) {
        if (error)
            *error = tr("Cannot write %1.").arg(file);
        return false;
    }
    return true;
}

bool ChartsPage::exportSvg(const QString &file, QString *error) const
{
    if (!isShowingChart()) {
        if (error)
            *error = tr("There is no chart on screen to export.");
        return false;
    }
    QSvgGenerator svg;
    svg.setFileName(file);
    svg.setSize(m_view->size());
    svg.setViewBox(QRect(QPoint(0, 0), m_view->size()));
    svg.setTitle(m_view->chart() ? m_view->chart()->title() : QString());
    QPainter painter;
    if (!painter.begin(&svg)) {
        if (error)
            *error = tr("Cannot write %1.").arg(file);
        return false;
    }
    m_view->render(&painter);
    painter.end();
    return true;
}

void ChartsPage::exportDialog(bool svg)
{
    const QString file = QFileDialog::getSaveFileName(this, svg ? tr("Export Chart as SVG") : tr("Export Chart as PNG"),
                                                      QString(), svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!(svg ? exportSvg(file, &error) : exportPng(file, &error)))
        QMessageBox::warning(this, tr("Export Chart"), error);
}

} // namespace Polygon
