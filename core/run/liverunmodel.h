#pragma once

// The conversations of a run as it happens (the workbench's live view): one
// row per conversation, added when it starts, updated as its turns arrive,
// as it ends and as it is graded. It keeps every conversation's turns so a
// viewer can show any of them, and says when one grows (turnAppended).
// Fed by a RunJob's signals (attach) or by hand; raw data only — views/
// adds colours.

#include "core/model/conversation.h"
#include "core/store/storetypes.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace Polygon {

class RunJob;

class LiveRunModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PersonaColumn, StatusColumn, TurnsColumn, VerdictColumn, CompositeColumn, ColumnCount };
    enum Role {
        ConversationIdRole = Qt::UserRole + 1,
        PersonaRole,
        StateRole, // "running", "done", "error", "cancelled"
        EndReasonRole,
        ErrorRole,
        TurnCountRole,
        VerdictRole, // empty until graded
        CompositeRole, // double, or invalid
        PassedRole, // bool: the pass rule
    };
    Q_ENUM(Role)

    explicit LiveRunModel(QObject *parent = nullptr);

    // Follows `job` from now on (earlier rows stay).
    void attach(RunJob *job);
    void clear();

    void addConversation(const QString &id, const QString &persona);
    void appendTurn(const QString &id, int index, const Turn &turn);
    // The agent's turn `index` so far, while it streams (kept until that turn arrives).
    void streamTurn(const QString &id, int index, const QString &textSoFar);
    void finishConversation(const QString &id, const QString &endReason, const QString &error, bool passed);
    void gradeConversation(const QString &id, const QString &verdict, std::optional<double> composite);

    int rowOf(const QString &id) const { return m_rows.value(id, -1); }
    QString conversationId(int row) const;
    QList<Turn> turns(const QString &id) const;
    // The agent turn still arriving (index, text so far), if any.
    std::optional<std::pair<int, QString>> streamingTurn(const QString &id) const;
    // Conversations by state, for the progress line.
    int count(const QString &state) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void turnAppended(const QString &conversationId, int index);
    void turnStreaming(const QString &conversationId, int index);
    void conversationChanged(const QString &conversationId);

private:
    struct Row
    {
        QString id;
        QString persona;
        QString state = QStringLiteral("running");
        QString endReason;
        QString error;
        bool passed = false;
        QString verdict;
        std::optional<double> composite;
        QList<Turn> turns;
        std::optional<std::pair<int, QString>> streaming;
    };
    void changed(int row);

    QList<Row> m_list;
    QHash<QString, int> m_rows;
};

} // namespace Polygon
