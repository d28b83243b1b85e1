#pragma once

// TurnDelegate: paints a ConversationModel row as a chat bubble — the
// caller on the left, the agent on the right — with what the agent heard
// when recognition noise changed the caller's words (changed words marked on
// both sides), tool calls inline (arguments, result or fault, latency,
// invalid arguments), end / transfer / loop markers, and the ending row (an
// error in red). Find matches and a highlighted quote are marked in the text.

#include <QHash>
#include <QStyledItemDelegate>

class QAbstractItemView;
class QTextDocument;

namespace Polygon {

class TurnDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit TurnDelegate(QAbstractItemView *view);

    // Text to mark in every turn (Find), empty for none.
    void setFindText(const QString &text);
    QString findText() const { return m_find; }
    // A quote to mark in turn `turnIndex` (an evidence quote), -1 for none.
    void setQuote(int turnIndex, const QString &quote);
    int quoteTurn() const { return m_quoteTurn; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The bubble's HTML (public for tests).
    QString html(const QModelIndex &index) const;
    // Forgets the sizes measured so far (the model was reset).
    void clearSizes() { m_sizes.clear(); }
    // Forgets the sizes of rows `first` to `last` (changed); last = -1: every row from `first` on (rows moved).
    void forgetSizes(int first, int last = -1);

private:
    QRect bubbleRect(const QRect &row, const QModelIndex &index, int height) const;
    int bubbleWidth(const QModelIndex &index) const;
    void prepare(QTextDocument &doc, const QModelIndex &index) const;

    QAbstractItemView *m_view;
    QString m_find;
    int m_quoteTurn = -1;
    QString m_quote;
    // Measured sizes by row and view width: laying out a bubble's text is
    // the expensive part of a long transcript.
    mutable QHash<quint64, QSize> m_sizes;
};

} // namespace Polygon
