#include "comparisonpage.h"

#include "core/results/conversationmodel.h"
#include "core/results/scenariomatrixmodel.h"
#include "core/store/storereader.h"
#include "views/conversation/conversationview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace Polygon {

namespace {

// Scores as a sequential blue scale (colour-blind safe: one hue, lightness
// carries the value; the number is always written in the cell). A cell
// without a score is hatched grey and says so — never drawn as a low score.
class HeatMapDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (index.data(ScenarioMatrixModel::RunIndexRole).toInt() < 0)
            return QStyledItemDelegate::paint(painter, option, index);
        const QVariant normalized = index.data(ScenarioMatrixModel::NormalizedRole);
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        painter->save();
        QColor text;
        if (!normalized.isValid()) {
            painter->fillRect(o.rect, QColor(0xee, 0xee, 0xee));
            painter->fillRect(o.rect, QBrush(QColor(0xb0, 0xb0, 0xb0), Qt::BDiagPattern));
            o.font.setItalic(true);
            text = QColor(0x44, 0x44, 0x44);
        } else {
            const double t = std::clamp(normalized.toDouble(), 0.0, 1.0);
            const QColor light(0xf7, 0xfb, 0xff);
            const QColor dark(0x08, 0x45, 0x94);
            const auto mix = [t](int a, int b) { return int(a + (b - a) * t); };
            painter->fillRect(
                o.rect, QColor(mix(light.red(), dark.red()), mix(light.green(), dark.green()), mix(light.blue(), dark.blue())));
            text = t > 0.55 ? Qt::white : QColor(0x10, 0x10, 0x10);
        }
        if (o.state & QStyle::State_Selected) {
            QPen pen(o.palette.highlight().color(), 3);
            painter->setPen(pen);
            painter->drawRect(o.rect.adjusted(1, 1, -2, -2));
        }
        painter->setPen(text);
        painter->setFont(o.font);
        painter->drawText(o.rect.adjusted(4, 0, -6, 0), Qt::AlignRight | Qt::AlignVCenter, o.text);
        painter->restore();
    }
};

QString number(const std::optional<double> &v, int decimals = 1)
{
    return v ? QLocale().toString(*v, 'f', decimals) : QStringLiteral("—");
}

QString reasonText(const Divergence &d)
{
    if (d.reason == QLatin1String("speaker"))
        return ComparisonPage::tr("the speakers differ");
    if (d.reason == QLatin1String("tool_calls"))
        return ComparisonPage::tr("the tool calls differ");
    if (d.reason == QLatin1String("action"))
        return ComparisonPage::tr("one ends or transfers the call and the other does not");
    if (d.reason == QLatin1String("wording"))
        return ComparisonPage::tr("the wording differs (similarity %1)").arg(number(d.similarity, 2));
    if (d.reason == QLatin1String("length"))
        return ComparisonPage::tr("one conversation has ended and the other goes on");
    return d.reason;
}

} // namespace

struct ComparisonPage::Pair
{
    quint64 generation = 0;
    QString scenario;
    int repeat = 0;
    int a = 0;
    int b = 1;
    std::optional<StoredConversation> left;
    std::optional<StoredConversation> right;
    QString error;
};

ComparisonPage::ComparisonPage(const QString &workspaceRoot, const CompareContext &context, QWidget *parent)
    : QWidget(parent)
    , m_root(workspaceRoot)
    , m_context(context)
    , m_matrix(new ScenarioMatrixModel(this))
    , m_filter(new ScenarioMatrixFilter(this))
    , m_stack(new QStackedWidget(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_errorLabel(new QLabel(this))
    , m_header(new QLabel(this))
    , m_scorecards(new QTableWidget(this))
    , m_analysis(new QTextBrowser(this))
    , m_typeFilter(new QComboBox(this))
    , m_difficultyFilter(new QComboBox(this))
    , m_outcomeFilter(new QComboBox(this))
    , m_textFilter(new QLineEdit(this))
    , m_comparableOnly(new QCheckBox(tr("Only rows every run scored"), this))
    , m_matrixView(new QTableView(this))
    , m_runA(new QComboBox(this))
    , m_runB(new QComboBox(this))
    , m_repeat(new QComboBox(this))
    , m_divergenceLabel(new QLabel(this))
    , m_leftTitle(new QLabel(this))
    , m_rightTitle(new QLabel(this))
    , m_leftModel(new ConversationModel(this))
    , m_rightModel(new ConversationModel(this))
    , m_leftView(new ConversationView(this))
    , m_rightView(new ConversationView(this))
{
    setObjectName(QStringLiteral("comparisonPage"));
    m_filter->setSourceModel(m_matrix);

    // Busy page: the comparison runs off the GUI thread.
    auto *busy = new QWidget(m_stack);
    auto *busyLayout = new QVBoxLayout(busy);
    busyLayout->addStretch();
    auto *busyLabel = new QLabel(tr("Comparing the runs…"), busy);
    busyLabel->setAlignment(Qt::AlignCenter);
    busyLayout->addWidget(busyLabel);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(360);
    busyLayout->addWidget(m_progress, 0, Qt::AlignHCenter);
    busyLayout->addWidget(m_cancel, 0, Qt::AlignHCenter);
    busyLayout->addStretch();
    connect(m_cancel, &QPushButton::clicked, this, &ComparisonPage::cancel);

    auto *failure = new QWidget(m_stack);
    auto *failureLayout = new QVBoxLayout(failure);
    m_errorLabel->setObjectName(QStringLiteral("comparisonError"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setAlignment(Qt::AlignCenter);
    failureLayout->addStretch();
    failureLayout->addWidget(m_errorLabel);
    failureLayout->addStretch();

    // The comparison itself.
    auto *content = new QWidget(m_stack);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(6, 6, 6, 6);
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contentLayout->addWidget(m_header);

    auto *vertical = new QSplitter(Qt::Vertical, content);
    auto *top = new QSplitter(Qt::Horizontal, vertical);
    m_scorecards->setObjectName(QStringLiteral("scorecards"));
    m_scorecards->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_scorecards->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scorecards->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_scorecards->setAccessibleName(tr("Scorecards"));
    m_analysis->setObjectName(QStringLiteral("analysis"));
    m_analysis->setOpenLinks(false);
    m_analysis->setAccessibleName(tr("Analysis"));
    connect(m_analysis, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("scenario"))
            showScenario(QUrl::fromPercentEncoding(url.path().toUtf8()));
    });
    top->addWidget(m_scorecards);
    top->addWidget(m_analysis);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);

    auto *matrixBox = new QWidget(vertical);
    auto *matrixLayout = new QVBoxLayout(matrixBox);
    matrixLayout->setContentsMargins(0, 0, 0, 0);
    auto *filters = new QHBoxLayout;
    m_typeFilter->setObjectName(QStringLiteral("callerTypeFilter"));
    m_difficultyFilter->setObjectName(QStringLiteral("difficultyFilter"));
    m_outcomeFilter->setObjectName(QStringLiteral("outcomeFilter"));
    m_typeFilter->setAccessibleName(tr("Caller type"));
    m_difficultyFilter->setAccessibleName(tr("Difficulty"));
    m_outcomeFilter->setAccessibleName(tr("Intended outcome"));
    m_textFilter->setPlaceholderText(tr("Filter scenarios"));
    m_textFilter->setClearButtonEnabled(true);
    auto *matrixTitle = new QLabel(tr("<b>Scenarios</b>, widest spread first"), matrixBox);
    filters->addWidget(matrixTitle);
    filters->addStretch();
    filters->addWidget(m_typeFilter);
    filters->addWidget(m_difficultyFilter);
    filters->addWidget(m_outcomeFilter);
    filters->addWidget(m_textFilter);
    filters->addWidget(m_comparableOnly);
    matrixLayout->addLayout(filters);
    m_matrixView->setObjectName(QStringLiteral("scenarioMatrix"));
    m_matrixView->setModel(m_filter);
    m_matrixView->setItemDelegate(new HeatMapDelegate(m_matrixView));
    m_matrixView->setSortingEnabled(true);
    m_matrixView->horizontalHeader()->setSortIndicatorShown(true);
    m_matrixView->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    m_matrixView->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrixView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrixView->verticalHeader()->hide();
    m_matrixView->setAccessibleName(tr("Scenario matrix"));
    matrixLayout->addWidget(m_matrixView);
    connect(m_typeFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setCallerType(m_typeFilter->currentData().toString()); });
    connect(m_difficultyFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setDifficulty(m_difficultyFilter->currentData().toInt()); });
    connect(m_outcomeFilter, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setOutcome(m_outcomeFilter->currentData().toString()); });
    connect(m_textFilter, &QLineEdit::textChanged, m_filter, &ScenarioMatrixFilter::setText);
    connect(m_comparableOnly, &QCheckBox::toggled, m_filter, &ScenarioMatrixFilter::setComparableOnly);
    connect(m_matrixView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCellActivated(current); });

    // The two conversations of the chosen cell, with the divergence marker.
    auto *pairBox = new QWidget(vertical);
    auto *pairLayout = new QVBoxLayout(pairBox);
    pairLayout->setContentsMargins(0, 0, 0, 0);
    auto *choices = new QHBoxLayout;
    m_runA->setObjectName(QStringLiteral("runA"));
    m_runB->setObjectName(QStringLiteral("runB"));
    m_repeat->setObjectName(QStringLiteral("repeat"));
    m_runA->setAccessibleName(tr("Left run"));
    m_runB->setAccessibleName(tr("Right run"));
    m_repeat->setAccessibleName(tr("Repeat"));
    choices->addWidget(new QLabel(tr("Left:"), pairBox));
    choices->addWidget(m_runA);
    choices->addWidget(new QLabel(tr("Right:"), pairBox));
    choices->addWidget(m_runB);
    choices->addWidget(new QLabel(tr("Repeat:"), pairBox));
    choices->addWidget(m_repeat);
    choices->addStretch();
    pairLayout->addLayout(choices);
    m_divergenceLabel->setObjectName(QStringLiteral("divergenceMarker"));
    m_divergenceLabel->setWordWrap(true);
    m_divergenceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_divergenceLabel->setText(tr("Choose a cell of the matrix to see its conversations side by side."));
    pairLayout->addWidget(m_divergenceLabel);
    auto *sides = new QSplitter(Qt::Horizontal, pairBox);
    for (auto [title, view, model] :
         {std::tuple {m_leftTitle, m_leftView, m_leftModel}, std::tuple {m_rightTitle, m_rightView, m_rightModel}}) {
        auto *side = new QWidget(sides);
        auto *l = new QVBoxLayout(side);
        l->setContentsMargins(0, 0, 0, 0);
        title->setWordWrap(true);
        l->addWidget(title);
        view->setModel(model);
        l->addWidget(view);
        sides->addWidget(side);
    }
    // Aligned turn by turn: moving to a turn on one side moves the other side to the same turn.
    for (auto [from, to] : {std::pair {m_leftView, m_rightView}, std::pair {m_rightView, m_leftView}})
        connect(from, &ConversationView::currentTurnChanged, to, [to](int turn) {
            if (turn >= 0 && to->currentTurn() != turn)
                to->selectTurn(turn);
        });
    m_leftView->setObjectName(QStringLiteral("leftConversation"));
    m_rightView->setObjectName(QStringLiteral("rightConversation"));
    pairLayout->addWidget(sides, 1);
    const auto reload = [this] {
        if (!m_scenario.isEmpty())
            loadPair();
    };
    connect(m_runA, &QComboBox::activated, this, reload);
    connect(m_runB, &QComboBox::activated, this, reload);
    connect(m_repeat, &QComboBox::activated, this, reload);

    vertical->addWidget(top);
    vertical->addWidget(matrixBox);
    vertical->addWidget(pairBox);
    vertical->setStretchFactor(0, 2);
    vertical->setStretchFactor(1, 3);
    vertical->setStretchFactor(2, 4);
    vertical->setSizes({220, 260, 420});
    contentLayout->addWidget(vertical, 1);

    m_stack->addWidget(busy);
    m_stack->addWidget(failure);
    m_stack->addWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

ComparisonPage::~ComparisonPage() = default;

const Comparison &ComparisonPage::comparison() const
{
    return m_matrix->comparison();
}

QString ComparisonPage::title() const
{
    QStringList labels;
    for (int i = 0; i < m_matrix->runCount(); ++i)
        labels.append(m_matrix->comparison().scorecards.value(i).agent);
    if (labels.isEmpty())
        return tr("Comparison");
    return tr("Compare %1").arg(labels.join(QStringLiteral(" · ")));
}

void ComparisonPage::compare(const QStringList &runs)
{
    m_runs = runs;
    m_loaded = false;
    const quint64 generation = ++m_generation;
    m_stack->setCurrentIndex(0);
    m_cancel->setEnabled(true);
    using Result = std::pair<std::optional<Comparison>, QString>;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // cancelled or superseded
        const Result r = watcher->result();
        if (r.first)
            showComparison(*r.first);
        else
            showFailure(r.second);
    });
    const QString root = m_root;
    const CompareContext context = m_context;
    watcher->setFuture(QtConcurrent::run([root, runs, context]() -> Result {
        QString error;
        auto reader = StoreReader::open(root, &error);
        if (!reader)
            return {std::nullopt, error};
        auto comparison = compareRuns(*reader, runs, context, &error);
        return {std::move(comparison), error};
    }));
}

void ComparisonPage::setComparison(const Comparison &comparison)
{
    ++m_generation;
    m_runs = comparison.runs;
    showComparison(comparison);
}

void ComparisonPage::cancel()
{
    ++m_generation; // the comparison in flight is dropped when it ends
    m_cancel->setEnabled(false);
    showFailure(tr("Comparison cancelled."));
    Q_EMIT cancelled();
}

void ComparisonPage::showFailure(const QString &message)
{
    m_errorLabel->setText(message);
    m_stack->setCurrentIndex(1);
    if (message != tr("Comparison cancelled."))
        Q_EMIT failed(message);
}

void ComparisonPage::showComparison(const Comparison &comparison)
{
    m_matrix->setComparison(comparison, m_context.personas);
    m_matrixView->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    m_filter->sort(-1);
    m_header->setText(tr("<b>%n run(s) compared</b> under rubric %1. Scores are mean composites of each scenario's "
                         "graded conversations; a missing score is never counted as zero.",
                         nullptr, int(comparison.runs.size()))
                          .arg(comparison.rubric.toHtmlEscaped()));
    fillScorecards();
    fillFilters();
    // The analysis, each scenario it names linked to its row.
    QString markdown = comparison.analysis;
    QList<MatrixRow> rows = comparison.matrix;
    std::sort(rows.begin(), rows.end(),
              [](const MatrixRow &a, const MatrixRow &b) { return a.scenario.size() > b.scenario.size(); });
    for (const MatrixRow &row : std::as_const(rows)) {
        const QString quoted = QLatin1Char('`') + row.scenario + QLatin1Char('`');
        markdown.replace(
            quoted,
            QStringLiteral("[%1](scenario:%2)").arg(row.scenario, QString::fromUtf8(QUrl::toPercentEncoding(row.scenario))));
    }
    m_analysis->setMarkdown(markdown);
    m_runA->clear();
    m_runB->clear();
    for (int i = 0; i < m_matrix->runCount(); ++i) {
        m_runA->addItem(m_matrix->runLabel(i), i);
        m_runB->addItem(m_matrix->runLabel(i), i);
    }
    m_runB->setCurrentIndex(std::min(1, m_runB->count() - 1));
    m_matrixView->resizeColumnsToContents();
    m_stack->setCurrentIndex(2);
    m_loaded = true;
    // Open on the widest comparable scenario, at the repeat where the first
    // two runs part ways earliest (a slot of compared() may choose another).
    if (!comparison.matrix.isEmpty() && !comparison.matrix.first().incomparable) {
        const QString widest = comparison.matrix.first().scenario;
        const int b = std::min(1, int(comparison.runs.size()) - 1);
        int repeat = 0;
        std::optional<int> earliest;
        for (const DivergenceRow &d : comparison.divergences)
            if (d.scenario == widest && d.a == 0 && d.b == b && d.divergence.turn
                && (!earliest || *d.divergence.turn < *earliest)) {
                earliest = d.divergence.turn;
                repeat = d.repeat;
            }
        showScenario(widest, repeat, 0, b);
    }
    Q_EMIT compared();
}

void ComparisonPage::fillScorecards()
{
    const Comparison &c = m_matrix->comparison();
    QStringList labels;
    QList<QStringList> columns;
    // Rows: the same for every run, in this order.
    QStringList rowNames {tr("Conversations"), tr("Graded"),       tr("Composite mean"), tr("Standard deviation"),
                          tr("Pass"),          tr("Warning"),      tr("Fail"),           tr("Not scored"),
                          tr("pass^k"),        tr("Gates failed"), tr("Tokens"),         tr("Cost")};
    QStringList criteria;
    for (const Scorecard &s : c.scorecards)
        for (const auto &[criterion, mean] : s.criteria)
            if (!criteria.contains(criterion))
                criteria.append(criterion);
    for (const QString &criterion : std::as_const(criteria))
        rowNames.append(tr("Criterion: %1").arg(criterion));
    m_scorecards->clear();
    m_scorecards->setRowCount(int(rowNames.size()));
    m_scorecards->setColumnCount(int(c.scorecards.size()));
    m_scorecards->setVerticalHeaderLabels(rowNames);
    for (int col = 0; col < c.scorecards.size(); ++col) {
        const Scorecard &s = c.scorecards.at(col);
        labels.append(m_matrix->runLabel(col));
        int gates = 0;
        for (int n : s.gates)
            gates += n;
        QStringList cells {QString::number(s.conversations),
                           QString::number(s.graded),
                           number(s.compositeMean),
                           number(s.compositeStdDev),
                           QString::number(s.verdicts.value(QStringLiteral("pass"))),
                           QString::number(s.verdicts.value(QStringLiteral("warning"))),
                           QString::number(s.verdicts.value(QStringLiteral("fail"))),
                           QString::number(s.verdicts.value(QStringLiteral("not_scored"))),
                           s.passHatK ? QStringLiteral("%1 (k = %2)").arg(*s.passHatK, 0, 'f', 3).arg(s.k) : QStringLiteral("—"),
                           QString::number(gates),
                           QString::number(s.promptTokens + s.completionTokens),
                           s.cost ? QStringLiteral("%1").arg(*s.cost, 0, 'f', 4) : QStringLiteral("—")};
        for (const QString &criterion : std::as_const(criteria)) {
            QString cell = QStringLiteral("—");
            for (const auto &[name, mean] : s.criteria)
                if (name == criterion)
                    cell = number(mean, 2);
            cells.append(cell);
        }
        for (int row = 0; row < cells.size(); ++row) {
            auto *item = new QTableWidgetItem(cells.at(row));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_scorecards->setItem(row, col, item);
        }
    }
    m_scorecards->setHorizontalHeaderLabels(labels);
}

void ComparisonPage::fillFilters()
{
    const Comparison &c = m_matrix->comparison();
    QStringList types;
    QList<int> difficulties;
    QStringList outcomes;
    for (int row = 0; row < c.matrix.size(); ++row) {
        const MatrixRow &r = c.matrix.at(row);
        if (!r.callerType.isEmpty() && !types.contains(r.callerType))
            types.append(r.callerType);
        if (r.difficulty > 0 && !difficulties.contains(r.difficulty))
            difficulties.append(r.difficulty);
        const QString outcome = m_matrix->outcome(row);
        if (!outcome.isEmpty() && !outcomes.contains(outcome))
            outcomes.append(outcome);
    }
    std::sort(types.begin(), types.end());
    std::sort(difficulties.begin(), difficulties.end());
    std::sort(outcomes.begin(), outcomes.end());
    const QSignalBlocker b1(m_typeFilter), b2(m_difficultyFilter), b3(m_outcomeFilter);
    m_typeFilter->clear();
    m_typeFilter->addItem(tr("Every caller type"), QString());
    for (const QString &t : std::as_const(types))
        m_typeFilter->addItem(Persona::typeTitle(t), t);
    m_difficultyFilter->clear();
    m_difficultyFilter->addItem(tr("Any difficulty"), 0);
    for (int d : std::as_const(difficulties))
        m_difficultyFilter->addItem(tr("Difficulty %1").arg(d), d);
    m_outcomeFilter->clear();
    m_outcomeFilter->addItem(tr("Any outcome"), QString());
    for (const QString &o : std::as_const(outcomes))
        m_outcomeFilter->addItem(tr("Wants %1").arg(Persona::outcomeTitle(o)), o);
    m_filter->setCallerType({});
    m_filter->setDifficulty(0);
    m_filter->setOutcome({});
}

void ComparisonPage::onCellActivated(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const QModelIndex source = m_filter->mapToSource(proxyIndex);
    const QString scenario = source.data(ScenarioMatrixModel::ScenarioRole).toString();
    const int run = source.data(ScenarioMatrixModel::RunIndexRole).toInt();
    int a = m_runA->currentData().toInt();
    int b = m_runB->currentData().toInt();
    if (run >= 0 && run != a)
        b = run; // a run's column: that run on the right
    if (scenario == m_scenario && m_shown && a == m_runA->currentData().toInt() && b == m_runB->currentData().toInt())
        return;
    m_runA->setCurrentIndex(m_runA->findData(a));
    m_runB->setCurrentIndex(m_runB->findData(b));
    updatePairChoices(scenario);
    m_scenario = scenario;
    loadPair();
}

void ComparisonPage::updatePairChoices(const QString &scenario)
{
    int repeats = 0;
    for (const DivergenceRow &d : m_matrix->comparison().divergences)
        if (d.scenario == scenario)
            repeats = std::max(repeats, d.repeat + 1);
    const int keep = m_repeat->currentIndex();
    m_repeat->clear();
    for (int r = 0; r < std::max(1, repeats); ++r)
        m_repeat->addItem(QString::number(r + 1), r);
    m_repeat->setCurrentIndex(scenario == m_scenario && keep >= 0 && keep < m_repeat->count() ? keep : 0);
}

void ComparisonPage::showScenario(const QString &scenario, int repeat, int a, int b)
{
    const int row = m_matrix->rowOf(scenario);
    if (row < 0)
        return;
    m_runA->setCurrentIndex(m_runA->findData(a));
    m_runB->setCurrentIndex(m_runB->findData(b));
    m_scenario = scenario;
    updatePairChoices(scenario);
    m_repeat->setCurrentIndex(std::max(0, m_repeat->findData(repeat)));
    const QModelIndex proxy = m_filter->mapFromSource(m_matrix->index(row, ScenarioMatrixModel::FirstRunColumn + b));
    if (proxy.isValid()) {
        const QSignalBlocker blocker(m_matrixView->selectionModel());
        m_matrixView->setCurrentIndex(proxy);
        m_matrixView->scrollTo(proxy);
    }
    loadPair();
}

void ComparisonPage::loadPair()
{
    Pair request;
    request.generation = ++m_pairGeneration;
    request.scenario = m_scenario;
    request.repeat = std::max(0, m_repeat->currentData().toInt());
    request.a = std::max(0, m_runA->currentData().toInt());
    request.b = std::max(0, m_runB->currentData().toInt());
    const QStringList runs = m_matrix->comparison().runs;
    if (request.a >= runs.size() || request.b >= runs.size())
        return;
    m_divergenceLabel->setText(tr("Reading the conversations…"));
    auto *watcher = new QFutureWatcher<Pair>(this);
    connect(watcher, &QFutureWatcher<Pair>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const Pair pair = watcher->result();
        if (pair.generation == m_pairGeneration)
            showPair(pair);
    });
    const QString root = m_root;
    watcher->setFuture(QtConcurrent::run([root, runs, request]() -> Pair {
        Pair p = request;
        QString error;
        auto reader = StoreReader::open(root, &error);
        if (!reader) {
            p.error = error;
            return p;
        }
        for (auto [index, out] : {std::pair {p.a, &p.left}, std::pair {p.b, &p.right}})
            if (const auto key = comparedConversation(*reader, runs.at(index), p.scenario, p.repeat))
                *out = reader->loadConversation(*key);
        return p;
    }));
}

void ComparisonPage::showPair(const Pair &pair)
{
    const Comparison &c = m_matrix->comparison();
    const auto describe = [&](int run, const std::optional<StoredConversation> &stored) {
        if (!stored)
            return tr("<b>%1</b>: no conversation of %2, repeat %3")
                .arg(m_matrix->runLabel(run).toHtmlEscaped(), pair.scenario.toHtmlEscaped())
                .arg(pair.repeat + 1);
        return tr("<b>%1</b>: %2 (%n turn(s))", nullptr, int(stored->conversation.turns.size()))
            .arg(m_matrix->runLabel(run).toHtmlEscaped(), stored->record.plan.conversationId.toHtmlEscaped());
    };
    m_leftTitle->setText(describe(pair.a, pair.left));
    m_rightTitle->setText(describe(pair.b, pair.right));
    if (pair.left)
        m_leftModel->setConversation(*pair.left);
    else
        m_leftModel->setConversation({});
    if (pair.right)
        m_rightModel->setConversation(*pair.right);
    else
        m_rightModel->setConversation({});

    m_shown.reset();
    const int lo = std::min(pair.a, pair.b);
    const int hi = std::max(pair.a, pair.b);
    for (const DivergenceRow &d : c.divergences)
        if (d.scenario == pair.scenario && d.repeat == pair.repeat && d.a == lo && d.b == hi)
            m_shown = d;
    if (!pair.error.isEmpty()) {
        m_divergenceLabel->setText(pair.error.toHtmlEscaped());
    } else if (pair.a == pair.b) {
        m_divergenceLabel->setText(tr("The same run on both sides: choose another run on the right."));
    } else if (!m_shown) {
        m_divergenceLabel->setText(
            tr("No divergence to show: one of the runs has no finished conversation of this scenario and repeat."));
    } else if (!m_shown->divergence.turn) {
        m_divergenceLabel->setText(tr("<b>No divergence</b>: the two conversations agree turn by turn."));
    } else {
        const int turn = *m_shown->divergence.turn;
        m_divergenceLabel->setText(
            tr("<b>▶ Divergence at turn %1</b> of %2, repeat %3: %4. Both transcripts are scrolled to that turn.")
                .arg(turn + 1)
                .arg(pair.scenario.toHtmlEscaped())
                .arg(pair.repeat + 1)
                .arg(reasonText(m_shown->divergence).toHtmlEscaped()));
        m_leftView->selectTurn(turn);
        m_rightView->selectTurn(turn);
    }
    Q_EMIT pairShown();
}

} // namespace Polygon
