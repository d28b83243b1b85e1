#pragma once

// ConversationView: a conversation's transcript as chat bubbles
// (TurnDelegate over a ConversationModel). Up/Down or n/p move turn by turn;
// Ctrl+F opens a find bar (Enter / F3 next, Shift+Enter / Shift+F3
// previous, Escape closes) that marks every match; "Copy as JSON" puts the
// FORMATS.md §1 conversation on the clipboard.

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QToolButton;

namespace Polygon {

class ConversationModel;
class TurnDelegate;

class ConversationView : public QWidget
{
    Q_OBJECT

public:
    explicit ConversationView(QWidget *parent = nullptr);
    ~ConversationView() override;

    void setModel(ConversationModel *model);
    ConversationModel *model() const { return m_model; }
    QListView *listView() const { return m_list; }
    TurnDelegate *delegate() const { return m_delegate; }
    QLineEdit *findEdit() const { return m_findEdit; }
    bool isFindBarVisible() const;
    // The selected turn, -1 when none (or the ending row).
    int currentTurn() const;
    // "2 of 5" after a find; rows that match.
    int findMatchCount() const { return int(m_matches.size()); }

public Q_SLOTS:
    void selectTurn(int turnIndex);
    // Selects turn `turnIndex`, scrolls to it and marks `quote` in it.
    void showQuote(int turnIndex, const QString &quote);
    void showFindBar();
    void hideFindBar();
    void setFindText(const QString &text);
    void findNext();
    void findPrevious();
    void nextTurn();
    void previousTurn();
    void copyAsJson();

Q_SIGNALS:
    void currentTurnChanged(int turnIndex);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void selectRow(int row);
    void updateMatches();
    void find(int direction);
    void repaintTurns();

    ConversationModel *m_model = nullptr;
    QListView *m_list;
    TurnDelegate *m_delegate;
    QWidget *m_findBar;
    QLineEdit *m_findEdit;
    QLabel *m_findLabel;
    QToolButton *m_copyButton;
    QList<int> m_matches; // rows
};

} // namespace Polygon
