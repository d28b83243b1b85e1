#include "scenariomatrixmodel.h"

#include "core/store/storereader.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

QString score(const std::optional<double> &v)
{
    return v ? QLocale().toString(*v, 'f', 1) : QString();
}

} // namespace

ScenarioMatrixModel::ScenarioMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ScenarioMatrixModel::setComparison(const Comparison &comparison, const QList<Persona> &personas)
{
    beginResetModel();
    m_comparison = comparison;
    m_outcomes.clear();
    for (const Persona &p : personas)
        m_outcomes.insert(p.id, Persona::outcomeName(p.intendedOutcome));
    bool any = false;
    for (const MatrixRow &row : std::as_const(m_comparison.matrix))
        for (const auto &s : row.scores)
            if (s) {
                m_min = any ? std::min(m_min, *s) : *s;
                m_max = any ? std::max(m_max, *s) : *s;
                any = true;
            }
    if (!any) {
        m_min = 0;
        m_max = 100;
    }
    endResetModel();
}

int ScenarioMatrixModel::rowOf(const QString &scenario) const
{
    for (int i = 0; i < m_comparison.matrix.size(); ++i)
        if (m_comparison.matrix.at(i).scenario == scenario)
            return i;
    return -1;
}

QString ScenarioMatrixModel::runLabel(int index) const
{
    if (index < 0 || index >= runCount())
        return {};
    const QString run = m_comparison.runs.at(index);
    const QString agent = index < m_comparison.scorecards.size() ? m_comparison.scorecards.at(index).agent : QString();
    const QString tail = run.section(QLatin1Char('-'), -1);
    return agent.isEmpty() ? run : QStringLiteral("%1 (%2)").arg(agent, tail);
}

QString ScenarioMatrixModel::outcome(int row) const
{
    return row >= 0 && row < m_comparison.matrix.size() ? m_outcomes.value(m_comparison.matrix.at(row).scenario) : QString();
}

int ScenarioMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.matrix.size());
}

int ScenarioMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstRunColumn + runCount() + 1;
}

QVariant ScenarioMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_comparison.matrix.size())
        return {};
    const MatrixRow &row = m_comparison.matrix.at(index.row());
    const int column = index.column();
    const int run = column - FirstRunColumn;
    const bool runColumn = run >= 0 && run < runCount();
    switch (role) {
    case ScenarioRole:
        return row.scenario;
    case IncomparableRole:
        return row.incomparable;
    case RunIndexRole:
        return runColumn ? run : -1;
    case ScoreRole:
        if (runColumn && row.scores.at(size_t(run)))
            return *row.scores.at(size_t(run));
        return {};
    case NormalizedRole:
        if (runColumn && row.scores.at(size_t(run)))
            return m_max > m_min ? (*row.scores.at(size_t(run)) - m_min) / (m_max - m_min) : 1.0;
        return {};
    default:
        break;
    }
    if (role == Qt::DisplayRole || role == SortRole) {
        const bool sort = role == SortRole;
        switch (column) {
        case ScenarioColumn:
            return row.scenario;
        case CallerTypeColumn:
            return sort ? row.callerType : Persona::typeTitle(row.callerType);
        case DifficultyColumn:
            if (row.difficulty <= 0)
                return sort ? QVariant() : QVariant(QString());
            return sort ? QVariant(row.difficulty) : QVariant(QString::number(row.difficulty));
        case OutcomeColumn:
            return sort ? m_outcomes.value(row.scenario) : Persona::outcomeTitle(m_outcomes.value(row.scenario));
        default:
            break;
        }
        if (runColumn) {
            const auto &s = row.scores.at(size_t(run));
            if (sort)
                return s ? QVariant(*s) : QVariant();
            return s ? score(s) : QCoreApplication::translate("ScenarioMatrixModel", "no score");
        }
        if (sort)
            return row.spread ? QVariant(*row.spread) : QVariant();
        return row.spread ? score(row.spread) : QCoreApplication::translate("ScenarioMatrixModel", "not comparable");
    }
    if (role == Qt::ToolTipRole) {
        if (runColumn && !row.scores.at(size_t(run)))
            return QCoreApplication::translate("ScenarioMatrixModel",
                                               "%1 has no graded conversation of %2 with a composite: the row cannot be "
                                               "compared (a missing score is never counted as zero)")
                .arg(runLabel(run), row.scenario);
        if (runColumn)
            return QCoreApplication::translate("ScenarioMatrixModel", "%1 on %2: mean composite %3")
                .arg(runLabel(run), row.scenario, score(row.scores.at(size_t(run))));
        if (column == spreadColumn())
            return row.spread
                ? QCoreApplication::translate("ScenarioMatrixModel", "best minus worst run: %1").arg(score(row.spread))
                : QCoreApplication::translate("ScenarioMatrixModel", "a run has no score here, so the spread is not computed");
        return {};
    }
    if (role == Qt::TextAlignmentRole && (runColumn || column == spreadColumn() || column == DifficultyColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::AccessibleTextRole && runColumn)
        return data(index, Qt::DisplayRole);
    return {};
}

QVariant ScenarioMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int run = section - FirstRunColumn;
    if (role == Qt::ToolTipRole && run >= 0 && run < runCount())
        return m_comparison.runs.at(run);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ScenarioColumn:
        return QCoreApplication::translate("ScenarioMatrixModel", "Scenario");
    case CallerTypeColumn:
        return QCoreApplication::translate("ScenarioMatrixModel", "Caller type");
    case DifficultyColumn:
        return QCoreApplication::translate("ScenarioMatrixModel", "Difficulty");
    case OutcomeColumn:
        return QCoreApplication::translate("ScenarioMatrixModel", "Wants");
    default:
        break;
    }
    if (run >= 0 && run < runCount())
        return runLabel(run);
    return QCoreApplication::translate("ScenarioMatrixModel", "Spread");
}

ScenarioMatrixFilter::ScenarioMatrixFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ScenarioMatrixModel::SortRole);
}

void ScenarioMatrixFilter::setCallerType(const QString &type)
{
    m_callerType = type;
    invalidateFilter();
}

void ScenarioMatrixFilter::setDifficulty(int difficulty)
{
    m_difficulty = difficulty;
    invalidateFilter();
}

void ScenarioMatrixFilter::setOutcome(const QString &outcome)
{
    m_outcome = outcome;
    invalidateFilter();
}

void ScenarioMatrixFilter::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void ScenarioMatrixFilter::setComparableOnly(bool on)
{
    m_comparableOnly = on;
    invalidateFilter();
}

bool ScenarioMatrixFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *model = qobject_cast<const ScenarioMatrixModel *>(sourceModel());
    if (!model || sourceParent.isValid() || sourceRow >= model->comparison().matrix.size())
        return true;
    const MatrixRow &row = model->comparison().matrix.at(sourceRow);
    if (!m_callerType.isEmpty() && row.callerType != m_callerType)
        return false;
    if (m_difficulty > 0 && row.difficulty != m_difficulty)
        return false;
    if (!m_outcome.isEmpty() && model->outcome(sourceRow) != m_outcome)
        return false;
    if (m_comparableOnly && row.incomparable)
        return false;
    return m_text.isEmpty() || row.scenario.contains(m_text, Qt::CaseInsensitive);
}

bool ScenarioMatrixFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = qobject_cast<const ScenarioMatrixModel *>(sourceModel());
    if (!model)
        return QSortFilterProxyModel::lessThan(left, right);
    // Straight from the rows (no QVariant per comparison): 10,000 rows sort in a few milliseconds.
    const QList<MatrixRow> &rows = model->comparison().matrix;
    const MatrixRow &a = rows.at(left.row());
    const MatrixRow &b = rows.at(right.row());
    const int column = left.column();
    const int run = column - ScenarioMatrixModel::FirstRunColumn;
    const bool ascending = sortOrder() == Qt::AscendingOrder;
    const auto tie = [&] { return ascending ? left.row() < right.row() : left.row() > right.row(); };
    const auto numbers = [&](std::optional<double> x, std::optional<double> y) {
        // Missing values sort last whichever way the column is sorted.
        if (x.has_value() != y.has_value())
            return ascending ? x.has_value() : !x.has_value();
        if (!x || *x == *y)
            return tie();
        return *x < *y;
    };
    const auto texts = [&](const QString &x, const QString &y) {
        const int c = x.compare(y);
        return c != 0 ? c < 0 : tie();
    };
    switch (column) {
    case ScenarioMatrixModel::ScenarioColumn:
        return texts(a.scenario, b.scenario);
    case ScenarioMatrixModel::CallerTypeColumn:
        return texts(a.callerType, b.callerType);
    case ScenarioMatrixModel::DifficultyColumn:
        return numbers(a.difficulty > 0 ? std::optional<double>(a.difficulty) : std::nullopt,
                       b.difficulty > 0 ? std::optional<double>(b.difficulty) : std::nullopt);
    case ScenarioMatrixModel::OutcomeColumn:
        return texts(model->outcome(left.row()), model->outcome(right.row()));
    default:
        break;
    }
    if (run >= 0 && run < model->runCount())
        return numbers(a.scores.at(size_t(run)), b.scores.at(size_t(run)));
    return numbers(a.spread, b.spread);
}

std::optional<ConversationKey> comparedConversation(StoreReader &reader, const QString &run, const QString &scenario, int repeat)
{
    int importedRepeat = 0;
    for (const ConversationRecord &c : reader.conversations(run)) {
        const QString s = comparisonScenario(c.plan.source, c.key.scenario, c.key.persona, c.plan.conversationId);
        if (s != scenario)
            continue;
        if (c.plan.source == QLatin1String("imported")) {
            if (importedRepeat++ == repeat)
                return c.key;
        } else if (c.key.repeat == repeat) {
            return c.key;
        }
    }
    return std::nullopt;
}

} // namespace Polygon
