#include "fileeditor.h"

#include "core/workspace/workspacewriter.h"
#include "highlighters.h"

#include <QFile>
#include <QFontDatabase>
#include <QPainter>
#include <QSyntaxHighlighter>
#include <QTextBlock>

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
    updateMargins();
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
    setViewportMargins(lineNumberAreaWidth(), 0, 0, m_footer ? m_footer->sizeHint().height() : 0);
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
    delete document()->findChild<QSyntaxHighlighter *>();
    setPlainText(text);
    attachHighlighter(document(), path);
    document()->setModified(false);
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

bool FileEditor::save(QString *error)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = tr("the editor has no file");
        return false;
    }
    if (!writeFileAtomically(m_path, bytes(), error))
        return false;
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
    const int footerHeight = m_footer ? m_footer->sizeHint().height() : 0;
    m_lineNumbers->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height() - footerHeight));
    if (m_footer)
        // Left of the vertical scroll bar, which keeps the full height.
        m_footer->setGeometry(
            QRect(cr.left(), cr.bottom() + 1 - footerHeight, viewport()->geometry().right() + 1 - cr.left(), footerHeight));
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
