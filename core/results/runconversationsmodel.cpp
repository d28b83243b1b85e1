#include "runconversationsmodel.h"

#include "core/grade/score.h"

#include <QLocale>

namespace Polygon {

RunConversationsModel::RunConversationsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunConversationsModel::setConversations(const QString &run, const QList<ConversationRow> &rows)
{
    beginResetModel();
    m_run = run;
    m_rows = rows;
    endResetModel();
}

void RunConversationsModel::clear()
{
    setConversations(QString(), {});
}

int RunConversationsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunConversationsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunConversationsModel::display(const ConversationRow &row, int column) const
{
    const ConversationRecord &r = row.record;
    switch (column) {
    case IdColumn:
        return r.plan.conversationId;
    case PersonaColumn:
        return r.key.persona;
    case ScenarioColumn:
        return r.key.scenario;
    case RepeatColumn:
        return r.key.repeat + 1;
    case StatusColumn:
        return conversationStatusTitle(r.status);
    case TurnsColumn:
        return r.turnCount;
    case EndColumn:
        return endReasonTitle(r.endReason);
    case VerdictColumn:
        return verdictTitle(row.verdict);
    case CompositeColumn:
        return row.composite ? QLocale().toString(*row.composite, 'f', 1) : QString();
    default:
        return QVariant();
    }
}

QVariant RunConversationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const ConversationRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == StatusColumn && !row.record.error.isEmpty())
            return row.record.error;
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == RepeatColumn || index.column() == TurnsColumn || index.column() == CompositeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case KeyRole:
        return QVariant::fromValue(row.record.key);
    case ConversationIdRole:
        return row.record.plan.conversationId;
    case SortRole:
        switch (index.column()) {
        case RepeatColumn:
            return row.record.key.repeat;
        case TurnsColumn:
            return row.record.turnCount;
        case CompositeColumn:
            return row.composite ? QVariant(*row.composite) : QVariant(-1.0);
        default:
            return display(row, index.column());
        }
    case StatusRole:
        return conversationStatusName(row.record.status);
    case VerdictRole:
        return row.verdict;
    case CompositeRole:
        return row.composite ? QVariant(*row.composite) : QVariant();
    default:
        return QVariant();
    }
}

QVariant RunConversationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Conversation");
    case PersonaColumn:
        return tr("Persona");
    case ScenarioColumn:
        return tr("Scenario");
    case RepeatColumn:
        return tr("Repeat");
    case StatusColumn:
        return tr("Status");
    case TurnsColumn:
        return tr("Turns");
    case EndColumn:
        return tr("Ending");
    case VerdictColumn:
        return tr("Verdict");
    case CompositeColumn:
        return tr("Composite");
    default:
        return QVariant();
    }
}

} // namespace Polygon
