#pragma once

#include <QPlainTextEdit>
#include <QPointer>
#include <QWidget>

namespace Polygon {

class LineNumberArea;

// A text editor for one workspace file (a prompt's Markdown, an item's JSON):
// line numbers, highlighting, exact save (line endings and non-breaking
// spaces kept), and jumping to a diagnostic's line:column.
class FileEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit FileEditor(QWidget *parent = nullptr);

    // Reads the file; on failure returns false and sets `error`.
    bool openFile(const QString &path, QString *error);
    // Writes the text atomically; on failure returns false and sets `error`.
    bool save(QString *error);

    QString filePath() const { return m_path; }
    bool isModified() const;
    // The text exactly as it will be written (UTF-8 bytes).
    QByteArray bytes() const;

    // Moves the cursor to a 1-based line and column (columns count Unicode
    // code points, like Polygon's diagnostics).
    void goTo(int line, int column);
    // The cursor's 1-based line and column (code points).
    QPair<int, int> cursorLineColumn() const;

    // A strip under the text (e.g. the prompt linter's scores): the editor
    // takes ownership and reserves its height below the viewport.
    void setFooterWidget(QWidget *footer);
    QWidget *footerWidget() const { return m_footer; }

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void saved(const QString &path);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    friend class LineNumberArea;
    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);
    void updateLineNumberArea(const QRect &rect, int dy);
    void updateMargins();
    void layoutSideWidgets();

    LineNumberArea *m_lineNumbers = nullptr;
    QPointer<QWidget> m_footer;
    QString m_path;
    bool m_crlf = false;
};

} // namespace Polygon
