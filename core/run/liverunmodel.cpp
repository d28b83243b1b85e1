#include "liverunmodel.h"

#include "runjob.h"

#include "core/grade/score.h"
#include "core/store/storetypes.h"

namespace Polygon {

LiveRunModel::LiveRunModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LiveRunModel::attach(RunJob *job)
{
    connect(job, &RunJob::conversationStarted, this, &LiveRunModel::addConversation);
    connect(job, &RunJob::turnAdded, this, &LiveRunModel::appendTurn);
    connect(job, &RunJob::agentStreaming, this, &LiveRunModel::streamTurn);
    connect(job, &RunJob::conversationFinished, this, &LiveRunModel::finishConversation);
    connect(job, &RunJob::conversationGraded, this,
            [this](const QString &id, const QString &verdict, double composite, bool hasComposite) {
                gradeConversation(id, verdict, hasComposite ? std::optional<double>(composite) : std::nullopt);
            });
}

void LiveRunModel::clear()
{
    beginResetModel();
    m_list.clear();
    m_rows.clear();
    endResetModel();
}

void LiveRunModel::addConversation(const QString &id, const QString &persona)
{
    if (const int row = rowOf(id); row >= 0) { // started again (a resume)
        m_list[row].state = QStringLiteral("running");
        m_list[row].turns.clear();
        changed(row);
        return;
    }
    const int row = int(m_list.size());
    beginInsertRows({}, row, row);
    Row r;
    r.id = id;
    r.persona = persona;
    m_list.append(r);
    m_rows.insert(id, row);
    endInsertRows();
}

void LiveRunModel::streamTurn(const QString &id, int index, const QString &textSoFar)
{
    const int row = rowOf(id);
    if (row < 0 || index < m_list[row].turns.size())
        return; // that turn has arrived already
    m_list[row].streaming = std::make_pair(index, textSoFar);
    Q_EMIT turnStreaming(id, index);
}

std::optional<std::pair<int, QString>> LiveRunModel::streamingTurn(const QString &id) const
{
    const int row = rowOf(id);
    return row < 0 ? std::nullopt : m_list[row].streaming;
}

void LiveRunModel::appendTurn(const QString &id, int index, const Turn &turn)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    if (m_list[row].streaming && m_list[row].streaming->first <= index)
        m_list[row].streaming.reset();
    QList<Turn> &turns = m_list[row].turns;
    if (index < turns.size())
        turns[index] = turn;
    else
        turns.append(turn);
    changed(row);
    Q_EMIT turnAppended(id, index);
}

void LiveRunModel::finishConversation(const QString &id, const QString &endReason, const QString &error, bool passed)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    Row &r = m_list[row];
    r.endReason = endReason;
    r.error = error;
    r.passed = passed;
    r.streaming.reset(); // what streamed of an unfinished turn is not part of the conversation
    r.state = endReason == QLatin1String("error") ? QStringLiteral("error")
        : endReason == QLatin1String("cancelled") ? QStringLiteral("cancelled")
                                                  : QStringLiteral("done");
    changed(row);
}

void LiveRunModel::gradeConversation(const QString &id, const QString &verdict, std::optional<double> composite)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    m_list[row].verdict = verdict;
    m_list[row].composite = composite;
    changed(row);
}

QString LiveRunModel::conversationId(int row) const
{
    return row >= 0 && row < m_list.size() ? m_list.at(row).id : QString();
}

QList<Turn> LiveRunModel::turns(const QString &id) const
{
    const int row = rowOf(id);
    return row < 0 ? QList<Turn>() : m_list.at(row).turns;
}

int LiveRunModel::count(const QString &state) const
{
    return int(std::count_if(m_list.cbegin(), m_list.cend(), [&](const Row &r) { return r.state == state; }));
}

void LiveRunModel::changed(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT conversationChanged(m_list.at(row).id);
}

int LiveRunModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_list.size());
}

int LiveRunModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LiveRunModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_list.at(index.row());
    switch (role) {
    case ConversationIdRole:
        return r.id;
    case PersonaRole:
        return r.persona;
    case StateRole:
        return r.state;
    case EndReasonRole:
        return r.endReason;
    case ErrorRole:
        return r.error;
    case TurnCountRole:
        return int(r.turns.size());
    case VerdictRole:
        return r.verdict;
    case CompositeRole:
        return r.composite ? QVariant(*r.composite) : QVariant();
    case PassedRole:
        return r.passed;
    case Qt::ToolTipRole:
        return r.error.isEmpty() ? r.id : r.id + QLatin1Char('\n') + r.error;
    case Qt::DisplayRole:
        switch (index.column()) {
        case PersonaColumn:
            return r.persona;
        case StatusColumn:
            return r.state == QLatin1String("running")  ? tr("running")
                : r.state == QLatin1String("error")     ? tr("error")
                : r.state == QLatin1String("cancelled") ? tr("cancelled")
                                                        : tr("ended: %1").arg(endReasonTitle(r.endReason));
        case TurnsColumn:
            return int(r.turns.size());
        case VerdictColumn:
            return verdictTitle(r.verdict);
        case CompositeColumn:
            return r.composite ? QString::number(*r.composite, 'f', 1) : QString();
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant LiveRunModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PersonaColumn:
        return tr("Caller");
    case StatusColumn:
        return tr("Status");
    case TurnsColumn:
        return tr("Turns");
    case VerdictColumn:
        return tr("Verdict");
    case CompositeColumn:
        return tr("Composite");
    }
    return {};
}

} // namespace Polygon
