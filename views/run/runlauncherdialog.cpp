#include "runlauncherdialog.h"

#include "core/run/runestimate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace Polygon {

namespace {

QString tokens(qint64 n)
{
    const QLocale locale;
    if (n >= 1'000'000)
        return RunLauncherDialog::tr("%1 M tokens").arg(locale.toString(double(n) / 1e6, 'f', 1));
    if (n >= 10'000)
        return RunLauncherDialog::tr("%1 k tokens").arg(locale.toString(double(n) / 1e3, 'f', 0));
    return RunLauncherDialog::tr("%n token(s)", nullptr, int(n));
}

QString roleName(const QString &role)
{
    if (role == QLatin1String("agent"))
        return RunLauncherDialog::tr("agent");
    if (role == QLatin1String("caller"))
        return RunLauncherDialog::tr("callers");
    if (role == QLatin1String("judge"))
        return RunLauncherDialog::tr("judge");
    return RunLauncherDialog::tr("probes");
}

} // namespace

RunLauncherDialog::RunLauncherDialog(const Workspace &workspace, QWidget *parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_agent(new QComboBox(this))
    , m_scenario(new QComboBox(this))
    , m_personas(new QListWidget(this))
    , m_repeat(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_noise(new QDoubleSpinBox(this))
    , m_caller(new QComboBox(this))
    , m_concurrency(new QSpinBox(this))
    , m_models(new QComboBox(this))
    , m_grade(new QComboBox(this))
    , m_judgeRepeats(new QSpinBox(this))
    , m_stream(new QCheckBox(tr("Show the agent's replies &while the model writes them (streaming)"), this))
    , m_estimate(new QLabel(this))
    , m_problemsLabel(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Run — %1").arg(workspace.manifest.name));
    for (const Agent &a : workspace.agents)
        m_agent->addItem(QStringLiteral("%1 (%2)").arg(a.id, Agent::kindName(a.kind)), a.id);
    m_scenario->addItem(tr("Every caller once (no scenario set)"), QString());
    for (const Scenario &s : workspace.scenarios)
        m_scenario->addItem(s.name.isEmpty() ? s.id : QStringLiteral("%1 — %2").arg(s.id, s.name), s.id);
    for (const Persona &p : workspace.personas) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 · %2 · %3").arg(p.id, Persona::typeName(p.type), Persona::outcomeName(p.intendedOutcome)),
            m_personas);
        item->setData(Qt::UserRole, p.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_personas->setMinimumHeight(120);
    m_repeat->setRange(1, 1000);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_noise->setRange(0, 1);
    m_noise->setSingleStep(0.05);
    m_noise->setDecimals(2);
    m_caller->addItem(tr("Scripted callers (no model)"), QStringLiteral("scripted"));
    m_caller->addItem(tr("Callers played by a model (the \"caller\" profile)"), QStringLiteral("llm"));
    m_concurrency->setRange(1, 64);
    m_concurrency->setValue(4);
    m_concurrency->setToolTip(tr("Conversations (and, when grading by the judge, judge requests) at a time"));
    m_models->addItem(tr("Offline: no model at all (flow agents, scripted callers)"), QStringLiteral("offline"));
    m_models->addItem(tr("The agent's own profile"), QString());
    for (const Profile &p : workspace.providers)
        m_models->addItem(tr("Profile %1 (%2)").arg(p.id, p.model), p.id);
    m_grade->addItem(tr("Do not grade"), QStringLiteral("none"));
    m_grade->addItem(tr("Rule judge (offline, partial scores)"), QStringLiteral("rules"));
    const QString judgeProfile = workspace.manifest.providers.value(QStringLiteral("judge"));
    m_grade->addItem(judgeProfile.isEmpty() ? tr("LLM judge (no judge profile in polygon.json)")
                                            : tr("LLM judge (profile %1)").arg(judgeProfile),
                     QStringLiteral("llm"));
    m_stream->setChecked(true);
    m_stream->setObjectName(QStringLiteral("streamAgent"));
    m_stream->setToolTip(tr("LLM agents: ask the model for a stream and show each reply as it arrives; what is stored "
                            "is the same"));
    m_judgeRepeats->setRange(1, 9);
    m_judgeRepeats->setValue(3);
    m_judgeRepeats->setToolTip(tr("How often the judge reads each conversation (distinct seeds)"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Agent:"), m_agent);
    form->addRow(tr("&Scenario set:"), m_scenario);
    form->addRow(tr("&Callers:"), m_personas);
    form->addRow(tr("&Repeats:"), m_repeat);
    form->addRow(tr("S&eed:"), m_seed);
    form->addRow(tr("Recognition &noise:"), m_noise);
    form->addRow(tr("Caller &kind:"), m_caller);
    form->addRow(tr("C&oncurrency:"), m_concurrency);
    form->addRow(tr("&Models:"), m_models);
    form->addRow(QString(), m_stream);
    form->addRow(tr("&Grade as they finish:"), m_grade);
    form->addRow(tr("&Judge repeats:"), m_judgeRepeats);

    m_estimate->setWordWrap(true);
    m_estimate->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setForegroundRole(QPalette::BrightText);
    QPalette warn = m_problemsLabel->palette();
    warn.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_problemsLabel->setPalette(warn);

    QPushButton *start = m_buttons->addButton(tr("&Start Run"), QDialogButtonBox::AcceptRole);
    start->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_estimate);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_buttons);

    connect(m_scenario, &QComboBox::currentIndexChanged, this, &RunLauncherDialog::scenarioChanged);
    for (QComboBox *box : {m_agent, m_caller, m_models, m_grade})
        connect(box, &QComboBox::currentIndexChanged, this, &RunLauncherDialog::update);
    for (QSpinBox *box : {m_repeat, m_seed, m_concurrency, m_judgeRepeats})
        connect(box, &QSpinBox::valueChanged, this, &RunLauncherDialog::update);
    connect(m_noise, &QDoubleSpinBox::valueChanged, this, &RunLauncherDialog::update);
    connect(m_personas, &QListWidget::itemChanged, this, &RunLauncherDialog::update);

    // The default agent, its first scenario set, offline when it needs no model.
    const QString defaultAgent = workspace.manifest.defaultAgent;
    if (!defaultAgent.isEmpty())
        setAgent(defaultAgent);
    if (m_scenario->count() > 1)
        m_scenario->setCurrentIndex(1);
    scenarioChanged();
    const Agent *agent = workspace.agent(m_agent->currentData().toString());
    setOffline(agent && agent->kind == Agent::Kind::Flow);
    resize(560, sizeHint().height());
}

void RunLauncherDialog::setAgent(const QString &id)
{
    const int i = m_agent->findData(id);
    if (i >= 0)
        m_agent->setCurrentIndex(i);
}

void RunLauncherDialog::setScenarioSet(const QString &id)
{
    const int i = m_scenario->findData(id);
    if (i < 0)
        return;
    if (i == m_scenario->currentIndex())
        scenarioChanged(); // back to the set's own callers, repeats, seed and noise
    else
        m_scenario->setCurrentIndex(i);
}

void RunLauncherDialog::setOffline(bool offline)
{
    m_models->setCurrentIndex(offline ? 0 : 1);
    if (offline && m_grade->currentData().toString() == QLatin1String("llm"))
        m_grade->setCurrentIndex(1);
}

void RunLauncherDialog::setGrading(bool grade)
{
    m_grade->setCurrentIndex(grade ? (m_models->currentIndex() == 0 ? 1 : 2) : 0);
}

void RunLauncherDialog::scenarioChanged()
{
    m_filling = true;
    const Scenario *set = m_workspace.scenario(m_scenario->currentData().toString());
    for (int i = 0; i < m_personas->count(); ++i) {
        QListWidgetItem *item = m_personas->item(i);
        item->setCheckState(!set || set->personas.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    m_repeat->setValue(set ? set->repeats : 1);
    m_seed->setValue(set ? int(std::min<qint64>(set->seed, std::numeric_limits<int>::max())) : 1);
    m_noise->setValue(set ? set->noise : 0);
    m_filling = false;
    update();
}

QStringList RunLauncherDialog::chosenCallers() const
{
    QStringList chosen;
    for (int i = 0; i < m_personas->count(); ++i)
        if (m_personas->item(i)->checkState() == Qt::Checked)
            chosen.append(m_personas->item(i)->data(Qt::UserRole).toString());
    return chosen;
}

RunRequest RunLauncherDialog::request() const
{
    RunRequest r;
    r.agent = m_agent->currentData().toString();
    r.scenarioSet = m_scenario->currentData().toString();
    // The set's own callers, unless the user chose others.
    const QStringList chosen = chosenCallers();
    QStringList planned;
    if (const Scenario *set = m_workspace.scenario(r.scenarioSet))
        planned = set->personas;
    else
        for (const Persona &p : m_workspace.personas)
            planned.append(p.id);
    if (QSet<QString>(chosen.cbegin(), chosen.cend()) != QSet<QString>(planned.cbegin(), planned.cend()))
        r.personas = chosen;
    r.repeat = m_repeat->value();
    r.seed = quint64(m_seed->value());
    r.noise = m_noise->value();
    r.concurrency = m_concurrency->value();
    r.offline = m_models->currentData().toString() == QLatin1String("offline");
    r.caller = m_caller->currentData().toString() == QLatin1String("llm") ? SimulationEnvironment::Caller::Llm
                                                                          : SimulationEnvironment::Caller::Scripted;
    return r;
}

std::optional<GradeOptions> RunLauncherDialog::grading() const
{
    const QString grade = m_grade->currentData().toString();
    if (grade == QLatin1String("none"))
        return std::nullopt;
    GradeOptions g;
    g.offline = grade == QLatin1String("rules");
    g.repeats = m_judgeRepeats->value();
    return g;
}

RunJobSettings RunLauncherDialog::settings() const
{
    RunJobSettings s;
    s.workspace = m_workspace;
    s.request = request();
    s.grade = grading();
    const QString models = m_models->currentData().toString();
    if (models != QLatin1String("offline"))
        s.agentProfile = models;
    s.streamAgent = models != QLatin1String("offline") && m_stream->isChecked();
    return s;
}

QString RunLauncherDialog::estimateText() const
{
    return m_estimate->text();
}

void RunLauncherDialog::update()
{
    if (m_filling)
        return;
    const RunRequest r = request();
    const auto grade = grading();
    m_judgeRepeats->setEnabled(grade && !grade->offline);
    m_stream->setEnabled(m_models->currentData().toString() != QLatin1String("offline"));
    m_problems.clear();
    RunEstimate e;
    if (chosenCallers().isEmpty()) {
        m_problems.append(tr("Choose at least one caller."));
    } else {
        const RunJobSettings s = settings();
        e = estimateRun(s.runWorkspace(), r, grade);
        m_problems = e.problems;
    }
    if (m_problems.isEmpty()) {
        QStringList parts;
        parts.append(tr("%n conversation(s)", nullptr, e.conversations));
        if (e.calls() == 0) {
            parts.append(tr("no model calls (offline)"));
        } else {
            parts.append(
                tr("up to %n model call(s)", nullptr, int(std::min<qint64>(e.calls(), std::numeric_limits<int>::max()))));
            parts.append(tr("about %1").arg(tokens(e.tokens())));
            const auto cost = e.cost();
            parts.append(cost ? tr("about $%1").arg(QLocale().toString(*cost, 'f', 2))
                              : tr("cost unknown (a profile has no prices)"));
        }
        QStringList details;
        for (const RoleEstimate &role : std::as_const(e.roles))
            details.append(tr("%1 (%2): %3 calls, %4 in, %5 out%6")
                               .arg(roleName(role.role), role.profile)
                               .arg(role.calls)
                               .arg(tokens(role.inputTokens), tokens(role.outputTokens))
                               .arg(role.cost ? tr(", $%1").arg(QLocale().toString(*role.cost, 'f', 2)) : QString()));
        m_estimate->setText(parts.join(QStringLiteral(" · "))
                            + (details.isEmpty() ? QString() : QStringLiteral("\n") + details.join(QLatin1Char('\n'))));
        m_estimate->setToolTip(tr("Upper bounds: every conversation at its scenario set's %n turn(s), about four characters "
                                  "a token. The store records the real figures.",
                                  nullptr, e.maxTurns));
    } else {
        m_estimate->clear();
    }
    m_problemsLabel->setText(m_problems.join(QLatin1Char('\n')));
    m_problemsLabel->setVisible(!m_problems.isEmpty());
    for (QAbstractButton *b : m_buttons->buttons())
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
            b->setEnabled(m_problems.isEmpty());
}

} // namespace Polygon
