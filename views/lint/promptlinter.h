#pragma once

#include "core/lint/linttypes.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextFormat>
#include <QTimer>

#include <memory>

class QPlainTextEdit;

namespace Polygon {

namespace Lint {
class LintSession;
}

class FileEditor;
class Provider;
class LintScoreStrip;

// Lints the prompt in an editor while it is edited (SPEC R-LINT, docs/lint.md):
// after a pause in typing the text goes to a Lint::LintSession (tiers 1-3,
// offline; the session owns the worker thread), and the findings come back
// as wavy underlines coloured per axis, with the message as the tooltip, and
// as scores in a LintScoreStrip. Results for text that has changed since are
// dropped (the session drops superseded generations; the linter drops a
// result whose text has been edited while waiting for the pause).
class PromptLinter : public QObject
{
    Q_OBJECT

public:
    // Lints `editor`'s text; the linter is a child of the editor.
    explicit PromptLinter(QPlainTextEdit *editor);
    ~PromptLinter() override;

    // A linter and a score strip under the text for a prompt file; starts the first analysis.
    static PromptLinter *attach(FileEditor *editor);
    // Whether `path` is a prompt of the workspace at `root` (prompts/*.md;
    // Polygon::isPromptFile in core/workspace).
    static bool isPromptFile(const QString &root, const QString &path);

    // The colour of an axis's underline and bar, its underline style (each
    // axis its own, so that colour is never the only difference), its name
    // for people and the name of its underline (for the legend's tooltip).
    static QColor axisColor(Lint::Axis axis);
    static QTextCharFormat::UnderlineStyle axisUnderline(Lint::Axis axis);
    static QString underlineName(Lint::Axis axis);
    static QString axisTitle(Lint::Axis axis);
    // The QTextFormat property holding int(Axis) in the extra selections' formats.
    static constexpr int AxisProperty = QTextFormat::UserProperty + 1;

    void setScoreStrip(LintScoreStrip *strip);
    LintScoreStrip *scoreStrip() const;
    void setDebounceInterval(int milliseconds) { m_debounce.setInterval(milliseconds); }

    // The revision of the text last sent for analysis, and of the result shown.
    quint64 revision() const { return m_revision; }
    quint64 appliedRevision() const { return m_appliedRevision; }
    // The result shown (spans at the offsets of the text it was computed for).
    const Lint::LintResult &result() const { return m_result; }
    // Results that arrived after the text had changed again and were not shown.
    int droppedResults() const { return m_dropped; }
    // The messages of the findings covering document position `position`.
    QStringList messagesAt(int position) const;
    // For a conflict or redundancy covering `position`: the other end's start, else -1.
    int relatedPositionAt(int position) const;
    // Moves the cursor to (and selects) the other end of the conflict or
    // redundancy at `position`; false when there is none. The editor's
    // context menu offers it as "Go to the Other End (Line N)".
    bool jumpToRelated(int position);

    // Tier 4 on demand: the judge (through `provider`, kept from now on)
    // reviews the text as it is now, together with tiers 1–3; its findings
    // are shown until the next edit, which goes back to tiers 1–3 offline.
    void reviewWithJudge(std::unique_ptr<Provider> provider);
    // Whether the judge's review is still running.
    bool isReviewing() const { return m_reviewGeneration != 0; }

public Q_SLOTS:
    // Sends the current text for analysis now (skipping the pause).
    void lintNow();

Q_SIGNALS:
    void resultApplied(quint64 revision);
    // Something to tell the user about an analysis (the judge failed, a
    // finding was dropped), or that the judge's review is done.
    void notice(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Mark
    {
        QTextCursor cursor; // follows edits made after the result was shown
        Lint::Axis axis;
        QString message;
        QTextCursor other; // the other end of a conflict or redundancy; null otherwise
    };
    QString currentText() const;
    void onFinished(quint64 generation, const Lint::LintResult &result);
    void applyResult();

    QPointer<QPlainTextEdit> m_editor;
    QPointer<LintScoreStrip> m_strip;
    Lint::LintSession *m_session; // a child of the linter
    QTimer m_debounce;
    QString m_sentText;
    quint64 m_revision = 0;
    quint64 m_sentGeneration = 0; // the session's generation of m_revision
    quint64 m_reviewGeneration = 0; // the judge's review running, 0 for none
    std::unique_ptr<Provider> m_judgeProvider;
    quint64 m_appliedRevision = 0;
    int m_dropped = 0;
    Lint::LintResult m_result;
    QList<Mark> m_marks;
};

} // namespace Polygon
