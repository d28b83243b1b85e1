#include "sweeppage.h"

#include "core/compare/sweeprunner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Polygon {

namespace {

enum PointColumn { PointColumnIndex, PointParameters, PointStatus, PointMean, PointSpread, PointWall, PointTokens, PointRank };

bool isNumeric(const QString &name)
{
    return name == QLatin1String("noise") || name == QLatin1String("temperature") || name == QLatin1String("top_p");
}

bool isInteger(const QString &name)
{
    return name == QLatin1String("max_tokens") || name == QLatin1String("seed") || name == QLatin1String("timeout_ms");
}

QTableWidgetItem *cell(const QString &text, bool right = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (right)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SweepPage::SweepPage(const Workspace &workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_agent(new QComboBox(this))
    , m_scenarios(new QComboBox(this))
    , m_mode(new QComboBox(this))
    , m_randomPoints(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_floorOn(new QCheckBox(tr("Stop after the first point below"), this))
    , m_floor(new QDoubleSpinBox(this))
    , m_capOn(new QCheckBox(tr("Refuse points past a token cap of"), this))
    , m_cap(new QSpinBox(this))
    , m_offline(new QCheckBox(tr("Offline: flow agents, scripted callers, the rule judge; no model"), this))
    , m_ruleJudge(new QCheckBox(tr("Grade with the rule judge"), this))
    , m_parameters(new QTableWidget(0, 2, this))
    , m_addParameter(new QPushButton(tr("Add Parameter"), this))
    , m_removeParameter(new QPushButton(tr("Remove Parameter"), this))
    , m_start(new QPushButton(tr("Start Sweep"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_save(new QPushButton(tr("Save Sweep File…"), this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_points(new QTableWidget(0, 8, this))
{
    setObjectName(QStringLiteral("sweepPage"));
    for (const Agent &a : m_workspace.agents)
        m_agent->addItem(QStringLiteral("%1 (%2)").arg(a.id, Agent::kindName(a.kind)), a.id);
    if (const int i = m_agent->findData(m_workspace.manifest.defaultAgent); i >= 0)
        m_agent->setCurrentIndex(i);
    m_scenarios->addItem(tr("Every persona once"), QString());
    for (const Scenario &s : m_workspace.scenarios)
        m_scenarios->addItem(s.name.isEmpty() ? s.id : QStringLiteral("%1 — %2").arg(s.id, s.name), s.id);
    if (const int i = m_scenarios->findData(QStringLiteral("smoke")); i >= 0)
        m_scenarios->setCurrentIndex(i);
    m_mode->addItem(tr("One parameter at a time"), QStringLiteral("oat"));
    m_mode->addItem(tr("Every combination (grid)"), QStringLiteral("grid"));
    m_mode->addItem(tr("Random points"), QStringLiteral("random"));
    m_randomPoints->setRange(1, 10000);
    m_randomPoints->setValue(8);
    m_seed->setRange(0, 1000000000);
    m_seed->setValue(1);
    m_floor->setRange(0, 100);
    m_floor->setDecimals(1);
    m_floor->setValue(60);
    m_floor->setEnabled(false);
    m_cap->setRange(1, 2000000000);
    m_cap->setValue(200000);
    m_cap->setGroupSeparatorShown(true);
    m_cap->setSuffix(tr(" tokens"));
    m_cap->setEnabled(false);
    connect(m_floorOn, &QCheckBox::toggled, m_floor, &QWidget::setEnabled);
    connect(m_capOn, &QCheckBox::toggled, m_cap, &QWidget::setEnabled);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &SweepPage::updateModeFields);
    const auto updateOffline = [this] {
        const Agent *a = m_workspace.agent(m_agent->currentData().toString());
        const bool flow = a && a->kind == Agent::Kind::Flow;
        m_offline->setChecked(flow);
        m_offline->setEnabled(flow);
        m_ruleJudge->setEnabled(!flow);
    };
    connect(m_agent, &QComboBox::currentIndexChanged, this, updateOffline);
    updateOffline();

    auto *form = new QFormLayout;
    form->addRow(tr("&Agent:"), m_agent);
    form->addRow(tr("S&cenario set:"), m_scenarios);
    form->addRow(tr("&Mode:"), m_mode);
    auto *random = new QHBoxLayout;
    random->addWidget(m_randomPoints);
    random->addWidget(new QLabel(tr("seed"), this));
    random->addWidget(m_seed);
    random->addStretch();
    form->addRow(tr("Random points:"), random);
    auto *floor = new QHBoxLayout;
    floor->addWidget(m_floorOn);
    floor->addWidget(m_floor);
    floor->addStretch();
    form->addRow(tr("Floor:"), floor);
    auto *cap = new QHBoxLayout;
    cap->addWidget(m_capOn);
    cap->addWidget(m_cap);
    cap->addStretch();
    form->addRow(tr("Token cap:"), cap);
    form->addRow(QString(), m_offline);
    form->addRow(QString(), m_ruleJudge);

    m_parameters->setObjectName(QStringLiteral("sweepParameters"));
    m_parameters->setHorizontalHeaderLabels({tr("Parameter"), tr("Values, separated by commas")});
    m_parameters->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_parameters->verticalHeader()->hide();
    m_parameters->setAccessibleName(tr("Sweep parameters"));
    connect(m_addParameter, &QPushButton::clicked, this, &SweepPage::addParameterRow);
    connect(m_removeParameter, &QPushButton::clicked, this, [this] {
        if (m_parameters->currentRow() >= 0)
            m_parameters->removeRow(m_parameters->currentRow());
    });
    auto *parameterButtons = new QHBoxLayout;
    parameterButtons->addWidget(m_addParameter);
    parameterButtons->addWidget(m_removeParameter);
    parameterButtons->addStretch();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_save);
    buttons->addStretch();
    m_start->setObjectName(QStringLiteral("startSweep"));
    m_cancel->setEnabled(false);
    connect(m_start, &QPushButton::clicked, this, &SweepPage::start);
    connect(m_cancel, &QPushButton::clicked, this, &SweepPage::cancel);
    connect(m_save, &QPushButton::clicked, this, &SweepPage::saveSweepFile);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(new QLabel(tr("<b>Sweep</b> — each point runs and is graded as its own configuration "
                                        "version; the same settings again resume it"),
                                     left));
    leftLayout->addLayout(form);
    leftLayout->addWidget(m_parameters, 1);
    leftLayout->addLayout(parameterButtons);
    leftLayout->addLayout(buttons);

    m_points->setObjectName(QStringLiteral("sweepPoints"));
    m_points->setHorizontalHeaderLabels({tr("Point"), tr("Parameters"), tr("Status"), tr("Composite mean"), tr("Spread"),
                                         tr("Wall (s)"), tr("Tokens"), tr("Rank")});
    m_points->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_points->horizontalHeader()->setSectionResizeMode(PointParameters, QHeaderView::Stretch);
    m_points->verticalHeader()->hide();
    m_points->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_points->setAccessibleName(tr("Sweep points"));
    m_points->setToolTip(tr("Double-click a point to open its run"));
    connect(m_points, &QTableWidget::cellActivated, this, [this](int row) {
        const QString run
            = m_points->item(row, PointStatus) ? m_points->item(row, PointStatus)->data(Qt::UserRole).toString() : QString();
        if (!run.isEmpty())
            Q_EMIT runRequested(run);
    });
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setVisible(false);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(new QLabel(tr("<b>Points</b> (rank: composite mean, then spread, then wall time)"), right));
    rightLayout->addWidget(m_points, 1);
    rightLayout->addWidget(m_progress);
    rightLayout->addWidget(m_status);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    // A first parameter to start from: noise.
    setParameter(0, QStringLiteral("noise"), QStringLiteral("0, 0.3"));
    updateModeFields();
}

SweepPage::~SweepPage() = default;

void SweepPage::updateModeFields()
{
    const bool random = m_mode->currentData().toString() == QLatin1String("random");
    m_randomPoints->setEnabled(random);
    m_seed->setEnabled(random);
}

void SweepPage::addParameterRow()
{
    const int row = m_parameters->rowCount();
    m_parameters->insertRow(row);
    auto *name = new QComboBox(m_parameters);
    name->addItems(sweepParameterNames());
    m_parameters->setCellWidget(row, 0, name);
    m_parameters->setItem(row, 1, new QTableWidgetItem);
    m_parameters->setCurrentCell(row, 1);
}

void SweepPage::setParameter(int row, const QString &name, const QString &values)
{
    while (m_parameters->rowCount() <= row)
        addParameterRow();
    if (auto *box = qobject_cast<QComboBox *>(m_parameters->cellWidget(row, 0)))
        box->setCurrentText(name);
    m_parameters->item(row, 1)->setText(values);
}

Json SweepPage::sweepJson() const
{
    Json j = Json::object();
    j["format"] = 1;
    j["agent"] = toStdString(m_agent->currentData().toString());
    if (!m_scenarios->currentData().toString().isEmpty())
        j["scenarios"] = toStdString(m_scenarios->currentData().toString());
    j["mode"] = toStdString(m_mode->currentData().toString());
    if (m_mode->currentData().toString() == QLatin1String("random")) {
        j["points"] = m_randomPoints->value();
        j["seed"] = m_seed->value();
    }
    if (m_floorOn->isChecked())
        j["floor"] = jsonNumber(m_floor->value());
    if (m_capOn->isChecked())
        j["token_cap"] = m_cap->value();
    Json parameters = Json::object();
    for (int row = 0; row < m_parameters->rowCount(); ++row) {
        const auto *box = qobject_cast<QComboBox *>(m_parameters->cellWidget(row, 0));
        const QString name = box ? box->currentText() : QString();
        Json values = Json::array();
        for (const QString &raw :
             m_parameters->item(row, 1) ? m_parameters->item(row, 1)->text().split(QLatin1Char(',')) : QStringList()) {
            const QString v = raw.trimmed();
            if (v.isEmpty())
                continue;
            bool ok = false;
            if (isInteger(name)) {
                const qint64 n = v.toLongLong(&ok);
                values.push_back(ok ? Json(n) : Json(toStdString(v)));
            } else if (isNumeric(name)) {
                const double d = v.toDouble(&ok);
                values.push_back(ok ? jsonNumber(d) : Json(toStdString(v)));
            } else {
                values.push_back(toStdString(v));
            }
        }
        if (!name.isEmpty())
            parameters[toStdString(name)] = values;
    }
    j["parameters"] = parameters;
    return j;
}

std::optional<SweepSpec> SweepPage::spec(Diagnostics &problems) const
{
    const auto doc = JsonDocument::parse(toFileBytes(sweepJson()), tr("the sweep form"), problems);
    return doc ? readSweepSpec(*doc, problems) : std::nullopt;
}

QList<SweepPointResult> SweepPage::leaderboard() const
{
    return sweepLeaderboard(m_results);
}

void SweepPage::setRunning(bool running)
{
    m_start->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
    for (QWidget *w : std::initializer_list<QWidget *> {m_agent, m_scenarios, m_mode, m_parameters, m_addParameter,
                                                        m_removeParameter, m_floorOn, m_capOn})
        w->setEnabled(!running);
}

bool SweepPage::start()
{
    if (m_runner)
        return false;
    Diagnostics problems;
    m_spec = spec(problems);
    const auto say = [this](const Diagnostics &p) {
        QStringList lines;
        for (const Diagnostic &d : p)
            lines.append(d.message.toHtmlEscaped());
        m_status->setText(tr("<b>Cannot start:</b> %1").arg(lines.join(QStringLiteral("<br>"))));
    };
    if (!m_spec) {
        say(problems);
        return false;
    }
    SweepOptions options;
    options.offline = m_offline->isChecked();
    options.ruleJudge = m_ruleJudge->isChecked();
    m_runner = std::make_unique<SweepRunner>(m_workspace, *m_spec, options);
    const QList<SweepPoint> points = sweepPoints(*m_spec);
    m_results.clear();
    m_points->setSortingEnabled(false);
    m_points->setRowCount(int(points.size()));
    for (const SweepPoint &p : points) {
        m_points->setItem(p.index, PointColumnIndex, cell(QString::number(p.index + 1), true));
        m_points->setItem(p.index, PointParameters, cell(sweepParametersText(sweepPointParameters(*m_spec, p))));
        m_points->setItem(p.index, PointStatus, cell(tr("waiting")));
        for (int c = PointMean; c <= PointRank; ++c)
            m_points->setItem(p.index, c, cell(QString(), true));
    }
    connect(m_runner.get(), &SweepRunner::pointStarted, this, [this](int point, const Json &, const QString &run, bool resumed) {
        QTableWidgetItem *status = m_points->item(point, PointStatus);
        status->setText(resumed ? tr("resumed: %1").arg(run) : tr("running: %1").arg(run));
        status->setData(Qt::UserRole, run);
        m_points->scrollToItem(status);
        m_progress->setRange(0, 0);
    });
    connect(m_runner.get(), &SweepRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(m_runner.get(), &SweepRunner::pointFinished, this, [this](const SweepPointResult &r) {
        m_results.append(r);
        const auto number = [](const std::optional<double> &v) { return v ? QLocale().toString(*v, 'f', 2) : tr("—"); };
        QTableWidgetItem *status = m_points->item(r.point, PointStatus);
        if (status->text() != tr("read back"))
            status->setText(tr("done"));
        status->setData(Qt::UserRole, r.run);
        status->setToolTip(tr("Run %1 (double-click to open it)").arg(r.run));
        m_points->item(r.point, PointMean)->setText(number(r.compositeMean));
        m_points->item(r.point, PointSpread)->setText(number(r.spread));
        m_points->item(r.point, PointWall)->setText(QLocale().toString(r.wallSeconds, 'f', 2));
        m_points->item(r.point, PointTokens)->setText(QLocale().toString(r.tokens));
        m_status->setText(tr("%1 of %2 points done").arg(m_results.size()).arg(m_runner->total()));
    });
    connect(m_runner.get(), &SweepRunner::pointRefused, this, [this](int point, qint64 estimate, qint64 spent, qint64 cap) {
        m_points->item(point, PointStatus)
            ->setText(tr("refused: about %1 tokens, %2 of %3 spent")
                          .arg(QLocale().toString(estimate), QLocale().toString(spent), QLocale().toString(cap)));
    });
    connect(m_runner.get(), &SweepRunner::finished, this, [this] {
        const SweepOutcome outcome = m_runner->outcome();
        m_runner.release()->deleteLater();
        setRunning(false);
        showLeaderboard();
        QString text;
        switch (outcome.stop) {
        case SweepOutcome::Stop::None:
            text = tr("Done: %n point(s) ran.", nullptr, int(outcome.points.size()));
            break;
        case SweepOutcome::Stop::Floor:
            text = tr("Stopped after the first point: its composite mean is below the floor of %1.")
                       .arg(m_spec->floor.value_or(0));
            break;
        case SweepOutcome::Stop::TokenCap:
            text = tr("Stopped at point %1: about %2 more tokens would pass the cap of %3.")
                       .arg(outcome.stoppedAt + 1)
                       .arg(QLocale().toString(outcome.refusedEstimate), QLocale().toString(m_spec->tokenCap.value_or(0)));
            break;
        case SweepOutcome::Stop::Cancelled:
            text = tr("Cancelled. Start the same sweep again to resume it.");
            break;
        case SweepOutcome::Stop::Failed:
            text = tr("Failed: %1").arg(outcome.error.toHtmlEscaped());
            break;
        }
        if (!outcome.resumedPoints.isEmpty())
            text += QLatin1Char(' ')
                + tr("%n point(s) were read back from an earlier run of this sweep.", nullptr, int(outcome.resumedPoints.size()));
        m_status->setText(text + QLatin1Char(' ') + tr("Sweep %1.").arg(outcome.sweep));
        Q_EMIT finished();
    });
    if (!m_runner->start(problems)) {
        m_runner.reset();
        say(problems);
        return false;
    }
    setRunning(true);
    m_status->setText(tr("Sweep %1: %n point(s) to run.", nullptr, int(points.size())).arg(m_spec->id()));
    return true;
}

void SweepPage::cancel()
{
    if (m_runner)
        m_runner->cancel();
}

void SweepPage::showLeaderboard()
{
    const QList<SweepPointResult> board = leaderboard();
    for (int rank = 0; rank < board.size(); ++rank) {
        QTableWidgetItem *item = m_points->item(board.at(rank).point, PointRank);
        item->setText(QString::number(rank + 1));
        item->setData(Qt::UserRole, rank + 1);
    }
}

void SweepPage::saveSweepFile()
{
    Diagnostics problems;
    if (!spec(problems)) {
        QMessageBox::warning(this, tr("Save Sweep File"), problems.value(0).message);
        return;
    }
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save Sweep File"), m_workspace.root + QStringLiteral("/sweep.json"), tr("Sweep files (*.json)"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(toFileBytes(sweepJson())) < 0 || !out.commit())
        QMessageBox::warning(this, tr("Save Sweep File"), tr("Cannot write %1: %2").arg(file, out.errorString()));
    else
        m_status->setText(tr("Saved %1; run it in CI with: polygon-cli sweep WORKSPACE %1").arg(file));
}

} // namespace Polygon
