#pragma once

// ConversationModel: one conversation's transcript, one row per turn, plus an
// ending row once the conversation finished (how it ended, or the error that
// stopped it). Raw data and roles only; views/conversation paints it.
//
// Filled whole by setConversation() (begin/endResetModel), or grown live for
// a conversation that is still running: appendTurn() (begin/endInsertRows,
// before the ending row), updateTurn() (dataChanged) and setOutcome().

#include "core/store/storetypes.h"

#include <QAbstractListModel>

#include <optional>

namespace Polygon {

class ConversationModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        KindRole = Qt::UserRole + 1, // "turn" or "ending"
        TurnIndexRole, // int, 0-based; -1 on the ending row
        SpeakerRole, // "caller" or "agent"
        TextRole, // what was said
        HeardRole, // what the agent heard when recognition noise changed it, else empty
        SaidDiffRole, // QVariantList of {text, changed}: the said words the agent did not hear (empty when heard = said)
        HeardDiffRole, // QVariantList of {text, changed}: the heard words that were not said
        ToolCallsRole, // QVariantList of {name, id, arguments, valid, result, fault, latencyMs, failed}
        ActionRole, // "end", "transfer" or empty
        LoopRole, // bool: the loop rule caught the conversation at this turn
        EndReasonRole, // ending row: "end", "transfer", "caller_hung_up", "max_turns", "loop", "error", ...
        ErrorRole, // ending row: why the conversation failed, else empty
        StatusRole, // ending row: conversationStatusName()
        StreamingRole, // bool: an agent turn still arriving from a streaming model (its text so far)
    };
    Q_ENUM(Role)

    explicit ConversationModel(QObject *parent = nullptr);

    // A stored conversation, whole; its ending row when it is finished.
    void setConversation(const StoredConversation &stored);
    void clear();
    // Live growth: turn `turnCount()` (with its tool calls' errors and latencies).
    void appendTurn(const Turn &turn, const QList<ToolCallExtra> &extras = {});
    // Replaces turn `index` (a streamed turn that got its tool results, say).
    void updateTurn(int index, const Turn &turn, const QList<ToolCallExtra> &extras = {});
    // Marks turn `index` as still arriving (-1: none).
    void setStreamingTurn(int index);
    int streamingTurn() const { return m_streamingTurn; }
    // The conversation finished: adds (or updates) the ending row.
    void setOutcome(ConversationStatus status, const QString &endReason, std::optional<int> loopTurn,
                    const QString &error = QString());

    const Conversation &conversation() const { return m_conversation; }
    int turnCount() const { return int(m_conversation.turns.size()); }
    bool hasEnding() const { return m_ending.has_value(); }
    // The row of turn `turnIndex` (rows and turns line up), -1 when absent.
    int rowOfTurn(int turnIndex) const;
    // The first turn at or after `from` (wrapping) whose text or heard text
    // contains the quote, compared as the judge compares (quoteMatchForm); -1 when none.
    int turnOfQuote(const QString &quote, int from = 0) const;
    // FORMATS.md §1 JSON of the conversation, indented.
    QByteArray toJson() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Ending
    {
        ConversationStatus status = ConversationStatus::Done;
        QString endReason;
        QString error;
    };
    QVariant turnData(int turnIndex, int role) const;
    QVariant endingData(int role) const;

    Conversation m_conversation;
    QList<QList<ToolCallExtra>> m_extras;
    int m_streamingTurn = -1;
    std::optional<int> m_loopTurn;
    std::optional<Ending> m_ending;
};

} // namespace Polygon
