#pragma once

#include <QPlainTextEdit>
#include <QPointer>
#include <QWidget>

class QAction;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace Polygon {

class LineNumberArea;

// A text editor for one workspace file (a prompt's Markdown, an item's JSON):
// line numbers, highlighting, exact save (line endings and non-breaking
// spaces kept), and jumping to a diagnostic's line:column. It watches its
// file: a change made on disk by someone else shows an info bar above the
// text (Reload / Keep Mine), and save() refuses to overwrite such a change
// unless told to. Ctrl+F opens a find bar under the text (F3 / Shift+F3 for
// the next / previous match, Esc closes it).
class FileEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit FileEditor(QWidget *parent = nullptr);
    ~FileEditor() override;

    // Reads the file; on failure returns false and sets `error`.
    bool openFile(const QString &path, QString *error);
    // Writes the text atomically; on failure returns false and sets `error`.
    // When the file has changed on disk since it was read or last saved, it
    // is not overwritten unless `overwriteExternalChanges` is set.
    bool save(QString *error, bool overwriteExternalChanges = false);

    QString filePath() const { return m_path; }
    bool isModified() const;
    // The text exactly as it will be written (UTF-8 bytes).
    QByteArray bytes() const;
    // The bytes read from (or last written to) the file.
    QByteArray diskBytes() const { return m_diskBytes; }
    // The bytes the last save() replaced on disk (empty before any save).
    QByteArray replacedBytes() const { return m_replacedBytes; }

    // Whether the file on disk differs from what the editor read or last
    // wrote (checked now, not only when the watcher noticed).
    bool changedOnDisk() const;
    // The bar offering Reload / Keep Mine after an external change (hidden otherwise).
    QWidget *externalChangeBar() const;

    // Moves the cursor to a 1-based line and column (columns count Unicode
    // code points, like Polygon's diagnostics).
    void goTo(int line, int column);
    // The cursor's 1-based line and column (code points).
    QPair<int, int> cursorLineColumn() const;

    // A strip under the text (e.g. the prompt linter's scores): the editor
    // takes ownership and reserves its height below the viewport.
    void setFooterWidget(QWidget *footer);
    QWidget *footerWidget() const { return m_footer; }

    // The find bar (hidden until Ctrl+F) and its search field.
    QWidget *findBar() const;
    QLineEdit *findField() const { return m_findField; }

public Q_SLOTS:
    // Replaces the text with the file's (undoable) and forgets the external change.
    bool reloadFromDisk();
    // Keeps the editor's text; the next save asks before overwriting the file.
    void keepMine();
    void showFindBar();
    void hideFindBar();
    // Selects the next / previous match of the find field's text; false when there is none.
    bool findNext();
    bool findPrevious();

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void saved(const QString &path);
    // The file changed on disk (or was removed) behind the editor's back.
    void externallyChanged(const QString &path);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    friend class LineNumberArea;
    int lineNumberAreaWidth() const;
    void paintLineNumbers(QPaintEvent *event);
    void updateLineNumberArea(const QRect &rect, int dy);
    void updateMargins();
    void layoutSideWidgets();
    void createFindBar();
    void createExternalChangeBar();
    void retranslate();
    void watch();
    void onFileChanged();
    bool find(bool backward);
    int topHeight() const;
    int bottomHeight() const;

    LineNumberArea *m_lineNumbers = nullptr;
    QPointer<QWidget> m_footer;
    QString m_path;
    bool m_crlf = false;
    QByteArray m_diskBytes;
    QByteArray m_replacedBytes;
    QFileSystemWatcher *m_watcher = nullptr;

    QWidget *m_changeBar = nullptr;
    QLabel *m_changeLabel = nullptr;
    QPushButton *m_reloadButton = nullptr;
    QPushButton *m_keepButton = nullptr;

    QWidget *m_findBar = nullptr;
    QLineEdit *m_findField = nullptr;
    QLabel *m_findStatus = nullptr;
    QToolButton *m_findPrevButton = nullptr;
    QToolButton *m_findNextButton = nullptr;
    QToolButton *m_findCloseButton = nullptr;
    QAction *m_escapeAction = nullptr;
};

} // namespace Polygon
