#pragma once

// RunConversationsModel: the conversations of one run, in plan order, with
// their verdict and composite in the run's latest completed grading. Raw
// data and roles; filled whole by setConversations() inside begin/endResetModel.

#include "resultstypes.h"

#include <QAbstractTableModel>

namespace Polygon {

class RunConversationsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        PersonaColumn,
        ScenarioColumn,
        RepeatColumn,
        StatusColumn,
        TurnsColumn,
        EndColumn,
        VerdictColumn,
        CompositeColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole + 1, // ConversationKey
        ConversationIdRole, // QString, FORMATS.md §1 "id"
        SortRole,
        StatusRole, // conversationStatusName()
        VerdictRole, // "pass", "warning", "fail", "not_scored", empty when not judged
        CompositeRole, // double, invalid when none
    };
    Q_ENUM(Role)

    explicit RunConversationsModel(QObject *parent = nullptr);

    void setConversations(const QString &run, const QList<ConversationRow> &rows);
    void clear();
    QString run() const { return m_run; }
    const QList<ConversationRow> &conversations() const { return m_rows; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const ConversationRow &row, int column) const;

    QString m_run;
    QList<ConversationRow> m_rows;
};

} // namespace Polygon
