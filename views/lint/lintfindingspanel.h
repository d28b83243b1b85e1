#pragma once

// The prompt linter's findings as a list under the prompt: line, axis (its
// colour and underline), tier and message, one row per finding; a conflict
// or redundancy names the line of its other end. Clicking a row selects the
// finding's text in the editor (and a second click on a conflict jumps to
// the other end). Rows keep pointing at their text while it is edited.

#include "core/lint/linttypes.h"

#include <QList>
#include <QTextCursor>
#include <QTreeWidget>

class QPlainTextEdit;

namespace Polygon {

class LintFindingsPanel : public QTreeWidget
{
    Q_OBJECT

public:
    explicit LintFindingsPanel(QPlainTextEdit *editor, QWidget *parent = nullptr);

    // The findings of `result`, whose offsets are those of the editor's text now.
    void setResult(const Lint::LintResult &result);
    // Selects row `row`'s text in the editor; `otherEnd`: the related span's.
    bool activate(int row, bool otherEnd = false);

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    struct Row
    {
        QTextCursor cursor;
        QTextCursor other; // null unless a conflict or redundancy
    };
    QPlainTextEdit *m_editor;
    QList<Row> m_rows;
    Lint::LintResult m_result;
};

} // namespace Polygon
