#include "fileeditor.h"

#include "core/workspace/workspacewriter.h"
#include "highlighters.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QToolButton>

#include <optional>

namespace Polygon {

class LineNumberArea : public QWidget
{
public:
    explicit LineNumberArea(FileEditor *editor)
        : QWidget(editor)
        , m_editor(editor)
    {
    }
    QSize sizeHint() const override { return {m_editor->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintLineNumbers(event); }

private:
    FileEditor *m_editor;
};

FileEditor::FileEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_lineNumbers(new LineNumberArea(this))
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabChangesFocus(false);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &FileEditor::updateMargins);
    connect(this, &QPlainTextEdit::updateRequest, this, &FileEditor::updateLineNumberArea);
    connect(document(), &QTextDocument::modificationChanged, this, &FileEditor::modifiedChanged);
    createExternalChangeBar();
    createFindBar();
    retranslate();
    updateMargins();
}

FileEditor::~FileEditor() = default;

namespace {

std::optional<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

} // namespace

void FileEditor::createExternalChangeBar()
{
    m_changeBar = new QWidget(this);
    m_changeBar->setObjectName(QStringLiteral("externalChangeBar"));
    m_changeBar->setAutoFillBackground(true);
    QPalette pal = m_changeBar->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::ToolTipBase));
    pal.setColor(QPalette::WindowText, pal.color(QPalette::ToolTipText));
    m_changeBar->setPalette(pal);
    auto *layout = new QHBoxLayout(m_changeBar);
    layout->setContentsMargins(6, 3, 6, 3);
    auto *icon = new QLabel(m_changeBar);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(16, 16));
    m_changeLabel = new QLabel(m_changeBar);
    m_changeLabel->setWordWrap(true);
    m_changeLabel->setFont(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
    m_reloadButton = new QPushButton(m_changeBar);
    m_reloadButton->setObjectName(QStringLiteral("reloadButton"));
    m_keepButton = new QPushButton(m_changeBar);
    m_keepButton->setObjectName(QStringLiteral("keepMineButton"));
    layout->addWidget(icon);
    layout->addWidget(m_changeLabel, 1);
    layout->addWidget(m_reloadButton);
    layout->addWidget(m_keepButton);
    connect(m_reloadButton, &QPushButton::clicked, this, &FileEditor::reloadFromDisk);
    connect(m_keepButton, &QPushButton::clicked, this, &FileEditor::keepMine);
    m_changeBar->hide();
}

void FileEditor::createFindBar()
{
    m_findBar = new QWidget(this);
    m_findBar->setObjectName(QStringLiteral("findBar"));
    m_findBar->setAutoFillBackground(true);
    m_findBar->setBackgroundRole(QPalette::Window);
    m_findBar->setFont(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
    auto *layout = new QHBoxLayout(m_findBar);
    layout->setContentsMargins(6, 2, 6, 2);
    m_findField = new QLineEdit(m_findBar);
    m_findField->setObjectName(QStringLiteral("findField"));
    m_findField->setClearButtonEnabled(true);
    m_findStatus = new QLabel(m_findBar);
    m_findPrevButton = new QToolButton(m_findBar);
    m_findPrevButton->setArrowType(Qt::UpArrow);
    m_findNextButton = new QToolButton(m_findBar);
    m_findNextButton->setArrowType(Qt::DownArrow);
    m_findCloseButton = new QToolButton(m_findBar);
    m_findCloseButton->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_findCloseButton->setAutoRaise(true);
    layout->addWidget(m_findField, 1);
    layout->addWidget(m_findPrevButton);
    layout->addWidget(m_findNextButton);
    layout->addWidget(m_findStatus);
    layout->addWidget(m_findCloseButton);
    connect(m_findField, &QLineEdit::returnPressed, this, &FileEditor::findNext);
    connect(m_findField, &QLineEdit::textEdited, this, [this] {
        // Search as you type, from the start of the current selection.
        QTextCursor cursor = textCursor();
        cursor.setPosition(cursor.selectionStart());
        setTextCursor(cursor);
        findNext();
    });
    connect(m_findPrevButton, &QToolButton::clicked, this, &FileEditor::findPrevious);
    connect(m_findNextButton, &QToolButton::clicked, this, &FileEditor::findNext);
    connect(m_findCloseButton, &QToolButton::clicked, this, &FileEditor::hideFindBar);
    m_findBar->hide();

    const auto addShortcut = [this](const QKeySequence &keys, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    addShortcut(QKeySequence::Find, &FileEditor::showFindBar);
    addShortcut(QKeySequence::FindNext, &FileEditor::findNext);
    addShortcut(QKeySequence::FindPrevious, &FileEditor::findPrevious);
    QAction *escape = addShortcut(QKeySequence(Qt::Key_Escape), &FileEditor::hideFindBar);
    escape->setEnabled(false);
    // Esc only while the bar is open, so the editor's own Esc is untouched otherwise.
    m_escapeAction = escape;
}

void FileEditor::retranslate()
{
    m_reloadButton->setText(tr("&Reload"));
    m_reloadButton->setToolTip(tr("Replace the text with the file on disk (Undo brings yours back)"));
    m_keepButton->setText(tr("&Keep Mine"));
    m_keepButton->setToolTip(tr("Keep the text in the editor; saving will ask before overwriting the file"));
    m_findField->setPlaceholderText(tr("Find"));
    m_findPrevButton->setToolTip(tr("Previous match (Shift+F3)"));
    m_findNextButton->setToolTip(tr("Next match (F3)"));
    m_findCloseButton->setToolTip(tr("Close the find bar (Esc)"));
    if (m_changeBar->isVisible() || !m_changeLabel->text().isEmpty())
        m_changeLabel->setText(QFileInfo::exists(m_path)
                                   ? tr("%1 has changed on disk.").arg(QFileInfo(m_path).fileName())
                                   : tr("%1 has been deleted or renamed on disk.").arg(QFileInfo(m_path).fileName()));
}

void FileEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QPlainTextEdit::changeEvent(event);
}

QWidget *FileEditor::externalChangeBar() const
{
    return m_changeBar;
}

QWidget *FileEditor::findBar() const
{
    return m_findBar;
}

void FileEditor::watch()
{
    if (m_path.isEmpty())
        return;
    if (!m_watcher) {
        m_watcher = new QFileSystemWatcher(this);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &FileEditor::onFileChanged);
    }
    // An atomic save replaces the file, and the watcher forgets a replaced
    // or removed path: add it back each time.
    if (QFileInfo::exists(m_path) && !m_watcher->files().contains(m_path))
        m_watcher->addPath(m_path);
}

bool FileEditor::changedOnDisk() const
{
    if (m_path.isEmpty())
        return false;
    const auto disk = readAll(m_path);
    return !disk || *disk != m_diskBytes;
}

void FileEditor::onFileChanged()
{
    watch();
    if (!changedOnDisk()) {
        // Our own save, or a write of the same bytes.
        if (m_changeBar->isVisible()) {
            m_changeBar->hide();
            updateMargins();
            layoutSideWidgets();
        }
        return;
    }
    m_changeLabel->setText(QStringLiteral(" ")); // retranslate() fills it in
    retranslate();
    if (!m_changeBar->isVisible()) {
        m_changeBar->show();
        updateMargins();
        layoutSideWidgets();
    }
    m_reloadButton->setEnabled(QFileInfo::exists(m_path));
    Q_EMIT externallyChanged(m_path);
}

bool FileEditor::reloadFromDisk()
{
    const auto disk = readAll(m_path);
    if (!disk)
        return false;
    const QByteArray bytes = *disk;
    m_crlf = bytes.contains("\r\n");
    QString text = QString::fromUtf8(bytes);
    if (m_crlf)
        text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    const int position = textCursor().position();
    // One undoable edit, so Undo brings the editor's own text back.
    QTextCursor cursor(document());
    cursor.beginEditBlock();
    cursor.select(QTextCursor::Document);
    cursor.insertText(text);
    cursor.endEditBlock();
    QTextCursor back(document());
    back.setPosition(std::min(position, document()->characterCount() - 1));
    setTextCursor(back);
    m_diskBytes = bytes;
    document()->setModified(false);
    m_changeBar->hide();
    m_changeLabel->clear();
    updateMargins();
    layoutSideWidgets();
    watch();
    return true;
}

void FileEditor::keepMine()
{
    m_changeBar->hide();
    m_changeLabel->clear();
    updateMargins();
    layoutSideWidgets();
    // The text differs from the file now: make sure it counts as unsaved.
    document()->setModified(true);
}

void FileEditor::showFindBar()
{
    const QString selected = textCursor().selectedText();
    if (!selected.isEmpty() && !selected.contains(QChar::ParagraphSeparator))
        m_findField->setText(selected);
    if (!m_findBar->isVisible()) {
        m_findBar->show();
        m_escapeAction->setEnabled(true);
        updateMargins();
        layoutSideWidgets();
    }
    m_findField->setFocus(Qt::ShortcutFocusReason);
    m_findField->selectAll();
}

void FileEditor::hideFindBar()
{
    if (!m_findBar->isVisible())
        return;
    m_findBar->hide();
    m_escapeAction->setEnabled(false);
    updateMargins();
    layoutSideWidgets();
    setFocus(Qt::OtherFocusReason);
}

bool FileEditor::findNext()
{
    return find(false);
}

bool FileEditor::findPrevious()
{
    return find(true);
}

bool FileEditor::find(bool backward)
{
    const QString needle = m_findField->text();
    if (needle.isEmpty()) {
        if (!m_findBar->isVisible())
            showFindBar();
        m_findStatus->clear();
        return false;
    }
    const QTextDocument::FindFlags flags = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    QTextCursor found = document()->find(needle, textCursor(), flags);
    bool wrapped = false;
    if (found.isNull()) {
        // Wrap around once.
        QTextCursor start(document());
        if (backward)
            start.movePosition(QTextCursor::End);
        found = document()->find(needle, start, flags);
        wrapped = !found.isNull();
    }
    QPalette pal = m_findField->palette();
    if (found.isNull()) {
        m_findStatus->setText(tr("Not found"));
        pal.setColor(QPalette::Base, QColor(0xfd, 0xe0, 0xdc));
        m_findField->setPalette(pal);
        return false;
    }
    m_findField->setPalette(m_findBar->palette());
    m_findStatus->setText(wrapped ? tr("Search wrapped") : QString());
    setTextCursor(found);
    centerCursor();
    return true;
}

int FileEditor::topHeight() const
{
    return m_changeBar && m_changeBar->isVisible() ? m_changeBar->sizeHint().height() : 0;
}

int FileEditor::bottomHeight() const
{
    int h = m_footer ? m_footer->sizeHint().height() : 0;
    if (m_footer && m_footer->hasHeightForWidth())
        h = m_footer->heightForWidth(std::max(1, viewport()->width() + lineNumberAreaWidth()));
    if (m_findBar && m_findBar->isVisible())
        h += m_findBar->sizeHint().height();
    return h;
}

void FileEditor::setFooterWidget(QWidget *footer)
{
    if (footer == m_footer)
        return;
    delete m_footer.data();
    m_footer = footer;
    if (m_footer) {
        m_footer->setParent(this);
        m_footer->show();
    }
    updateMargins();
    layoutSideWidgets();
}

void FileEditor::updateMargins()
{
    setViewportMargins(lineNumberAreaWidth(), topHeight(), 0, bottomHeight());
}

bool FileEditor::openFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    m_crlf = bytes.contains("\r\n");
    QString text = QString::fromUtf8(bytes);
    if (m_crlf)
        text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    m_path = path;
    m_diskBytes = bytes;
    delete document()->findChild<QSyntaxHighlighter *>();
    setPlainText(text);
    attachHighlighter(document(), path);
    document()->setModified(false);
    m_changeBar->hide();
    m_changeLabel->clear();
    updateMargins();
    layoutSideWidgets();
    watch();
    return true;
}

QByteArray FileEditor::bytes() const
{
    // toRawText keeps non-breaking spaces (toPlainText would turn them into
    // plain spaces); paragraph separators become the file's line ends.
    QString text = document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    if (m_crlf)
        text.replace(QLatin1String("\n"), QLatin1String("\r\n"));
    return text.toUtf8();
}

bool FileEditor::save(QString *error, bool overwriteExternalChanges)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = tr("the editor has no file");
        return false;
    }
    if (!overwriteExternalChanges && changedOnDisk() && QFileInfo::exists(m_path)) {
        if (error)
            *error = tr("the file has changed on disk since it was opened");
        return false;
    }
    const QByteArray out = bytes();
    if (!writeFileAtomically(m_path, out, error))
        return false;
    m_replacedBytes = m_diskBytes;
    m_diskBytes = out;
    m_changeBar->hide();
    m_changeLabel->clear();
    updateMargins();
    layoutSideWidgets();
    watch();
    document()->setModified(false);
    Q_EMIT saved(m_path);
    return true;
}

bool FileEditor::isModified() const
{
    return document()->isModified();
}

void FileEditor::goTo(int line, int column)
{
    const QTextBlock block = document()->findBlockByNumber(std::max(0, line - 1));
    if (!block.isValid())
        return;
    // Columns count code points; QTextCursor counts UTF-16 units.
    const QString text = block.text();
    int offset = 0;
    for (int cp = 1; cp < column && offset < text.size(); ++cp)
        offset += (text.at(offset).isHighSurrogate() && offset + 1 < text.size()) ? 2 : 1;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + offset);
    setTextCursor(cursor);
    centerCursor();
    setFocus();
}

QPair<int, int> FileEditor::cursorLineColumn() const
{
    const QTextCursor cursor = textCursor();
    const QString before = cursor.block().text().left(cursor.positionInBlock());
    int column = 1;
    for (qsizetype i = 0; i < before.size(); ++i)
        if (!before.at(i).isLowSurrogate())
            ++column;
    return {cursor.blockNumber() + 1, column};
}

int FileEditor::lineNumberAreaWidth() const
{
    int digits = 1;
    for (int max = std::max(1, blockCount()); max >= 10; max /= 10)
        ++digits;
    return 12 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(3, digits);
}

void FileEditor::updateLineNumberArea(const QRect &rect, int dy)
{
    if (dy)
        m_lineNumbers->scroll(0, dy);
    else
        m_lineNumbers->update(0, rect.y(), m_lineNumbers->width(), rect.height());
}

void FileEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    layoutSideWidgets();
}

void FileEditor::layoutSideWidgets()
{
    const QRect cr = contentsRect();
    const int top = topHeight();
    const int bottom = bottomHeight();
    // Left of the vertical scroll bar, which keeps the full height.
    const int width = viewport()->geometry().right() + 1 - cr.left();
    if (bottom != viewportMargins().bottom() || top != viewportMargins().top())
        updateMargins(); // the footer wrapped to another number of rows
    m_lineNumbers->setGeometry(QRect(cr.left(), cr.top() + top, lineNumberAreaWidth(), cr.height() - top - bottom));
    if (m_changeBar->isVisible())
        m_changeBar->setGeometry(QRect(cr.left(), cr.top(), width, top));
    int y = cr.bottom() + 1 - bottom;
    if (m_findBar->isVisible()) {
        const int h = m_findBar->sizeHint().height();
        m_findBar->setGeometry(QRect(cr.left(), y, width, h));
        y += h;
    }
    if (m_footer)
        m_footer->setGeometry(QRect(cr.left(), y, width, cr.bottom() + 1 - y));
}

void FileEditor::paintLineNumbers(QPaintEvent *event)
{
    QPainter painter(m_lineNumbers);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top())
            painter.drawText(0, top, m_lineNumbers->width() - 6, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
    }
}

} // namespace Polygon
