#include "runsmodel.h"

#include "core/grade/score.h"

#include <QLocale>

namespace Polygon {

namespace {

const QStringList kVerdictOrder
    = {QStringLiteral("pass"), QStringLiteral("warning"), QStringLiteral("fail"), QStringLiteral("not_scored")};

QString percent(double v)
{
    return QLocale().toString(v * 100.0, 'f', 0) + QLatin1Char('%');
}

} // namespace

RunsModel::RunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunsModel::setRuns(const QList<RunRow> &runs)
{
    beginResetModel();
    m_runs = runs;
    endResetModel();
}

int RunsModel::rowOfRun(const QString &id) const
{
    for (qsizetype i = 0; i < m_runs.size(); ++i)
        if (m_runs.at(i).summary.run.spec.id == id)
            return int(i);
    return -1;
}

int RunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsModel::display(const RunRow &row, int column) const
{
    const RunRecord &run = row.summary.run;
    switch (column) {
    case RunColumn:
        return run.spec.id;
    case AgentColumn:
        return run.spec.agent;
    case ScenarioSetColumn:
        return run.spec.scenarioSet.isEmpty() ? tr("(all personas)") : run.spec.scenarioSet;
    case CreatedColumn:
        return QLocale().toString(run.createdAt.toLocalTime(), QLocale::ShortFormat);
    case StatusColumn:
        return runStatusTitle(run.status);
    case ConversationsColumn:
        return tr("%1/%2").arg(row.summary.done).arg(row.summary.total);
    case VerdictsColumn: {
        if (!row.graded())
            return tr("not graded");
        QStringList parts;
        for (const QString &v : kVerdictOrder)
            if (const int n = row.digest.verdicts.value(v); n > 0)
                parts << tr("%1 %2").arg(n).arg(verdictTitle(v));
        for (auto it = row.digest.verdicts.cbegin(); it != row.digest.verdicts.cend(); ++it)
            if (!kVerdictOrder.contains(it.key()))
                parts << tr("%1 %2").arg(it.value()).arg(it.key());
        return parts.join(QStringLiteral(" · "));
    }
    case CompositeColumn:
        return row.digest.compositeMean ? QLocale().toString(*row.digest.compositeMean, 'f', 1) : QString();
    case PassHatKColumn: {
        const auto p = row.passHatK();
        if (!p)
            return QString();
        return tr("%1 (%2)").arg(percent(*p), row.graded() ? tr("verdicts") : tr("pass rule"));
    }
    default:
        return QVariant();
    }
}

QString RunsModel::toolTip(const RunRow &row, int column) const
{
    const RunRecord &run = row.summary.run;
    switch (column) {
    case StatusColumn:
        return run.error.isEmpty() ? QString() : run.error;
    case ConversationsColumn:
        return tr("done %1, failed %2, cancelled %3, running %4, pending %5")
            .arg(row.summary.done)
            .arg(row.summary.failed)
            .arg(row.summary.cancelled)
            .arg(row.summary.running)
            .arg(row.summary.pending);
    case VerdictsColumn:
    case CompositeColumn:
        return row.graded() ? tr("Grading %1 (judge: %2, rubric %3)").arg(row.digest.grading, row.digest.judge, row.digest.rubric)
                            : tr("No completed grading: grade the run to see verdicts.");
    case PassHatKColumn:
        return row.graded()
            ? tr("pass^%1 over the repeats, with the graded verdicts of %2 (\"pass\" passes).")
                  .arg(std::max(1, run.spec.repeat))
                  .arg(row.digest.grading)
            : tr("pass^%1 over the repeats, with the pass rule (the caller's intended outcome reached); grade the run "
                 "for verdicts.")
                  .arg(std::max(1, run.spec.repeat));
    default:
        return QString();
    }
}

QVariant RunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const RunRow &row = m_runs.at(index.row());
    const RunRecord &run = row.summary.run;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(row, index.column());
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::TextAlignmentRole:
        if (index.column() == ConversationsColumn || index.column() == CompositeColumn || index.column() == PassHatKColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case RunIdRole:
        return run.spec.id;
    case SortRole:
        switch (index.column()) {
        case CreatedColumn:
            return run.createdAt;
        case ConversationsColumn:
            return row.summary.done;
        case VerdictsColumn:
            return row.digest.verdicts.value(QStringLiteral("pass"), row.graded() ? 0 : -1);
        case CompositeColumn:
            return row.digest.compositeMean ? QVariant(*row.digest.compositeMean) : QVariant(-1.0);
        case PassHatKColumn: {
            const auto p = row.passHatK();
            return p ? QVariant(*p) : QVariant(-1.0);
        }
        default:
            return display(row, index.column());
        }
    case StatusRole:
        return runStatusName(run.status);
    case DoneRole:
        return row.summary.done;
    case TotalRole:
        return row.summary.total;
    case VerdictCountsRole: {
        QVariantMap map;
        for (auto it = row.digest.verdicts.cbegin(); it != row.digest.verdicts.cend(); ++it)
            map.insert(it.key(), it.value());
        return map;
    }
    case CompositeMeanRole:
        return row.digest.compositeMean ? QVariant(*row.digest.compositeMean) : QVariant();
    case PassHatKRole: {
        const auto p = row.passHatK();
        return p ? QVariant(*p) : QVariant();
    }
    case PassHatKRuleRole:
        return row.graded() ? QStringLiteral("verdicts") : QStringLiteral("pass_rule");
    case GradingRole:
        return row.digest.grading;
    case RepeatRole:
        return run.spec.repeat;
    default:
        return QVariant();
    }
}

QVariant RunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section == PassHatKColumn)
        return tr("pass^k: the chance that all k repeats of a caller pass. \"verdicts\": the latest grading's verdicts; "
                  "\"pass rule\": the run's own rule, before grading.");
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case RunColumn:
        return tr("Run");
    case AgentColumn:
        return tr("Agent");
    case ScenarioSetColumn:
        return tr("Scenario set");
    case CreatedColumn:
        return tr("Created");
    case StatusColumn:
        return tr("Status");
    case ConversationsColumn:
        return tr("Done");
    case VerdictsColumn:
        return tr("Verdicts");
    case CompositeColumn:
        return tr("Composite");
    case PassHatKColumn:
        return tr("pass^k");
    default:
        return QVariant();
    }
}

QHash<int, QByteArray> RunsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(RunIdRole, "runId");
    names.insert(StatusRole, "status");
    names.insert(DoneRole, "done");
    names.insert(TotalRole, "total");
    names.insert(VerdictCountsRole, "verdictCounts");
    names.insert(CompositeMeanRole, "compositeMean");
    names.insert(PassHatKRole, "passHatK");
    names.insert(PassHatKRuleRole, "passHatKRule");
    names.insert(GradingRole, "grading");
    return names;
}

} // namespace Polygon
