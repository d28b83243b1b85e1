#pragma once

// RunsModel: every run of a workspace's results store, one row per run, with
// its conversation counts and what its latest completed grading adds up to.
// Raw data and roles only; views add colours through a proxy. Filled whole by
// setRuns() (ResultsLoader::runsAvailable), inside begin/endResetModel.

#include "resultstypes.h"

#include <QAbstractTableModel>

namespace Polygon {

class RunsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        RunColumn,
        AgentColumn,
        ScenarioSetColumn,
        CreatedColumn,
        StatusColumn,
        ConversationsColumn,
        VerdictsColumn,
        CompositeColumn,
        PassHatKColumn,
        ColumnCount
    };
    enum Role {
        RunIdRole = Qt::UserRole + 1, // QString
        SortRole, // a value that sorts the column naturally
        StatusRole, // runStatusName(): "queued", "running", "completed", ...
        DoneRole, // int: conversations done
        TotalRole, // int: conversations planned
        VerdictCountsRole, // QVariantMap verdict -> count (latest completed grading), empty when ungraded
        CompositeMeanRole, // double, invalid when none
        PassHatKRole, // double, invalid when no caller has k trials
        PassHatKRuleRole, // "verdicts" (graded) or "pass_rule"
        GradingRole, // the latest completed grading's id, empty when none
        RepeatRole, // int: k
    };
    Q_ENUM(Role)

    explicit RunsModel(QObject *parent = nullptr);

    void setRuns(const QList<RunRow> &runs);
    const QList<RunRow> &runs() const { return m_runs; }
    const RunRow &runAt(int row) const { return m_runs.at(row); }
    // The row of run `id`, -1 when absent.
    int rowOfRun(const QString &id) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant display(const RunRow &row, int column) const;
    QString toolTip(const RunRow &row, int column) const;

    QList<RunRow> m_runs;
};

} // namespace Polygon
