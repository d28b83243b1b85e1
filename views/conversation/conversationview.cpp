#include "conversationview.h"

#include "turndelegate.h"

#include "core/results/conversationmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

namespace Polygon {

ConversationView::ConversationView(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListView(this))
    , m_delegate(new TurnDelegate(m_list))
    , m_findBar(new QWidget(this))
    , m_findEdit(new QLineEdit(m_findBar))
    , m_findLabel(new QLabel(m_findBar))
    , m_copyButton(new QToolButton(this))
{
    m_list->setObjectName(QStringLiteral("transcript"));
    m_list->setItemDelegate(m_delegate);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(false);
    // A long transcript is laid out a batch at a time between events: the
    // window stays responsive while a 10,000-turn conversation opens.
    m_list->setLayoutMode(QListView::Batched);
    m_list->setBatchSize(200);
    m_list->setWordWrap(true);
    m_list->installEventFilter(this);
    m_list->setAccessibleName(tr("Transcript"));

    auto *title = new QLabel(tr("Transcript"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_copyButton->setText(tr("Copy as JSON"));
    m_copyButton->setToolTip(tr("Copy the conversation as FORMATS.md §1 JSON"));
    m_copyButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_copyButton, &QToolButton::clicked, this, &ConversationView::copyAsJson);
    auto *findButton = new QToolButton(this);
    findButton->setText(tr("Find…"));
    findButton->setToolTip(tr("Find in the transcript (Ctrl+F)"));
    connect(findButton, &QToolButton::clicked, this, &ConversationView::showFindBar);
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(findButton);
    header->addWidget(m_copyButton);

    m_findEdit->setPlaceholderText(tr("Find in transcript"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->installEventFilter(this);
    auto *previous = new QToolButton(m_findBar);
    previous->setText(tr("Previous"));
    auto *next = new QToolButton(m_findBar);
    next->setText(tr("Next"));
    auto *close = new QToolButton(m_findBar);
    close->setText(tr("Close"));
    auto *findLayout = new QHBoxLayout(m_findBar);
    findLayout->setContentsMargins(0, 0, 0, 0);
    findLayout->addWidget(m_findEdit, 1);
    findLayout->addWidget(m_findLabel);
    findLayout->addWidget(previous);
    findLayout->addWidget(next);
    findLayout->addWidget(close);
    m_findBar->hide();
    connect(m_findEdit, &QLineEdit::textChanged, this, &ConversationView::setFindText);
    connect(m_findEdit, &QLineEdit::returnPressed, this, &ConversationView::findNext);
    connect(next, &QToolButton::clicked, this, &ConversationView::findNext);
    connect(previous, &QToolButton::clicked, this, &ConversationView::findPrevious);
    connect(close, &QToolButton::clicked, this, &ConversationView::hideFindBar);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(header);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_findBar);

    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    findShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findShortcut, &QShortcut::activated, this, &ConversationView::showFindBar);
    auto *nextShortcut = new QShortcut(QKeySequence::FindNext, this);
    nextShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(nextShortcut, &QShortcut::activated, this, &ConversationView::findNext);
    auto *previousShortcut = new QShortcut(QKeySequence::FindPrevious, this);
    previousShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(previousShortcut, &QShortcut::activated, this, &ConversationView::findPrevious);
}

ConversationView::~ConversationView() = default;

void ConversationView::setModel(ConversationModel *model)
{
    m_model = model;
    m_list->setModel(model);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { Q_EMIT currentTurnChanged(currentTurn()); });
    // Sizes measured for rows that changed (or moved) are stale.
    connect(model, &QAbstractItemModel::modelReset, m_delegate, &TurnDelegate::clearSizes);
    connect(model, &QAbstractItemModel::layoutChanged, m_delegate, &TurnDelegate::clearSizes);
    // Rows from an insertion or removal on have moved; changed rows have new sizes.
    connect(model, &QAbstractItemModel::rowsInserted, m_delegate,
            [this](const QModelIndex &, int first) { m_delegate->forgetSizes(first); });
    connect(model, &QAbstractItemModel::rowsRemoved, m_delegate,
            [this](const QModelIndex &, int first) { m_delegate->forgetSizes(first); });
    connect(model, &QAbstractItemModel::dataChanged, m_delegate,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                m_delegate->forgetSizes(topLeft.row(), bottomRight.row());
            });
    connect(model, &QAbstractItemModel::modelReset, this, &ConversationView::updateMatches);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ConversationView::updateMatches);
}

bool ConversationView::isFindBarVisible() const
{
    return m_findBar->isVisibleTo(const_cast<ConversationView *>(this));
}

int ConversationView::currentTurn() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.data(ConversationModel::TurnIndexRole).toInt() : -1;
}

void ConversationView::selectRow(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex index = m_model->index(row, 0);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void ConversationView::selectTurn(int turnIndex)
{
    if (m_model)
        selectRow(m_model->rowOfTurn(turnIndex));
}

void ConversationView::showQuote(int turnIndex, const QString &quote)
{
    m_delegate->setQuote(turnIndex, quote);
    repaintTurns();
    selectTurn(turnIndex);
}

void ConversationView::nextTurn()
{
    const int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() + 1 : 0;
    selectRow(std::min(row, m_model ? m_model->rowCount() - 1 : 0));
}

void ConversationView::previousTurn()
{
    const int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() - 1 : 0;
    selectRow(std::max(row, 0));
}

void ConversationView::showFindBar()
{
    m_findBar->show();
    m_findEdit->setFocus();
    m_findEdit->selectAll();
}

void ConversationView::hideFindBar()
{
    m_findBar->hide();
    setFindText(QString());
    m_list->setFocus();
}

void ConversationView::setFindText(const QString &text)
{
    if (m_findEdit->text() != text)
        m_findEdit->setText(text); // comes back here through textChanged
    m_delegate->setFindText(text);
    updateMatches();
    repaintTurns();
}

void ConversationView::updateMatches()
{
    m_matches.clear();
    const QString needle = m_delegate->findText();
    if (m_model && !needle.isEmpty()) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QModelIndex i = m_model->index(row, 0);
            if (i.data(ConversationModel::TextRole).toString().contains(needle, Qt::CaseInsensitive)
                || i.data(ConversationModel::HeardRole).toString().contains(needle, Qt::CaseInsensitive))
                m_matches.append(row);
        }
    }
    if (needle.isEmpty())
        m_findLabel->clear();
    else if (m_matches.isEmpty())
        m_findLabel->setText(tr("no match"));
    else
        m_findLabel->setText(tr("%n turn(s)", nullptr, int(m_matches.size())));
}

void ConversationView::find(int direction)
{
    if (m_matches.isEmpty())
        return;
    const int current = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1;
    int target = -1;
    if (direction > 0) {
        target = m_matches.constFirst();
        for (int row : std::as_const(m_matches))
            if (row > current) {
                target = row;
                break;
            }
    } else {
        target = m_matches.constLast();
        for (auto it = m_matches.crbegin(); it != m_matches.crend(); ++it)
            if (*it < current || current < 0) {
                target = *it;
                break;
            }
    }
    selectRow(target);
    m_findLabel->setText(tr("%1 of %2").arg(m_matches.indexOf(target) + 1).arg(m_matches.size()));
}

void ConversationView::findNext()
{
    find(+1);
}

void ConversationView::findPrevious()
{
    find(-1);
}

void ConversationView::copyAsJson()
{
    if (m_model)
        QApplication::clipboard()->setText(QString::fromUtf8(m_model->toJson()));
}

void ConversationView::repaintTurns()
{
    // Marks change the bubbles' text, and so their heights.
    m_list->doItemsLayout();
    m_list->viewport()->update();
}

bool ConversationView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (watched == m_list && key->modifiers() == Qt::NoModifier) {
            if (key->key() == Qt::Key_N) {
                nextTurn();
                return true;
            }
            if (key->key() == Qt::Key_P) {
                previousTurn();
                return true;
            }
        }
        if (watched == m_findEdit) {
            if (key->key() == Qt::Key_Escape) {
                hideFindBar();
                return true;
            }
            if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() & Qt::ShiftModifier) {
                findPrevious();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Polygon
