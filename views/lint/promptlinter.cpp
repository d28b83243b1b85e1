#include "promptlinter.h"

#include "lintfindingspanel.h"

#include "core/lint/lintsession.h"
#include "core/llm/provider.h"
#include "core/workspace/workspaceloader.h"
#include "lintscorestrip.h"
#include "views/editor/fileeditor.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextDocument>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace Polygon {

using Lint::Axis;

PromptLinter::PromptLinter(QPlainTextEdit *editor)
    : QObject(editor)
    , m_editor(editor)
    , m_session(new Lint::LintSession(this))
{
    // Tiers 1-3 offline; tier 2 (English surprisal) says why not for other languages.
    Lint::LintSessionConfig config;
    config.tiers = {1, 2, 3};
    config.offlineSurprisal = true;
    m_session->setConfig(config);
    connect(m_session, &Lint::LintSession::finished, this, &PromptLinter::onFinished);
    connect(m_session, &Lint::LintSession::notice, this, [this](quint64 generation, const QString &message) {
        if (generation == m_sentGeneration)
            Q_EMIT notice(message);
    });

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &PromptLinter::lintNow);
    connect(editor->document(), &QTextDocument::contentsChanged, &m_debounce, qOverload<>(&QTimer::start));
    editor->viewport()->installEventFilter(this);
}

// The session (a child) cancels and waits for its worker when it is deleted.
PromptLinter::~PromptLinter() = default;

PromptLinter *PromptLinter::attach(FileEditor *editor)
{
    auto *linter = new PromptLinter(editor);
    // Under the text: the score strip and the list of findings.
    auto *footer = new QWidget;
    auto *layout = new QVBoxLayout(footer);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *strip = new LintScoreStrip(footer);
    auto *findings = new LintFindingsPanel(editor, footer);
    layout->addWidget(strip);
    layout->addWidget(findings);
    editor->setFooterWidget(footer);
    linter->setScoreStrip(strip);
    connect(linter, &PromptLinter::resultApplied, findings, [linter, findings] { findings->setResult(linter->result()); });
    linter->lintNow();
    return linter;
}

bool PromptLinter::isPromptFile(const QString &root, const QString &path)
{
    return Polygon::isPromptFile(root, path);
}

QColor PromptLinter::axisColor(Axis axis)
{
    // Okabe–Ito colours (distinct for the common colour-vision deficiencies);
    // each axis also has its own underline style, so colour is never the only cue.
    switch (axis) {
    case Axis::Conflict:
        return QColor(0xd5, 0x5e, 0x00); // vermillion
    case Axis::Ambiguity:
        return QColor(0xe6, 0x9f, 0x00); // orange
    case Axis::Overload:
        return QColor(0xcc, 0x79, 0xa7); // reddish purple
    case Axis::AttentionDilution:
        return QColor(0x00, 0x72, 0xb2); // blue
    case Axis::Redundancy:
        return QColor(0x00, 0x9e, 0x73); // bluish green
    }
    return QColor(0x00, 0x00, 0x00);
}

QTextCharFormat::UnderlineStyle PromptLinter::axisUnderline(Axis axis)
{
    switch (axis) {
    case Axis::Conflict:
        return QTextCharFormat::WaveUnderline;
    case Axis::Ambiguity:
        return QTextCharFormat::DotLine;
    case Axis::Overload:
        return QTextCharFormat::DashUnderline;
    case Axis::AttentionDilution:
        return QTextCharFormat::DashDotLine;
    case Axis::Redundancy:
        return QTextCharFormat::SingleUnderline;
    }
    return QTextCharFormat::SingleUnderline;
}

QString PromptLinter::underlineName(Axis axis)
{
    switch (axisUnderline(axis)) {
    case QTextCharFormat::WaveUnderline:
        return tr("wavy underline");
    case QTextCharFormat::DotLine:
        return tr("dotted underline");
    case QTextCharFormat::DashUnderline:
        return tr("dashed underline");
    case QTextCharFormat::DashDotLine:
        return tr("dash-dot underline");
    default:
        return tr("solid underline");
    }
}

QString PromptLinter::axisTitle(Axis axis)
{
    switch (axis) {
    case Axis::Overload:
        return tr("Overload");
    case Axis::AttentionDilution:
        return tr("Attention dilution");
    case Axis::Conflict:
        return tr("Conflict");
    case Axis::Ambiguity:
        return tr("Ambiguity");
    case Axis::Redundancy:
        return tr("Redundancy");
    }
    return QString();
}

void PromptLinter::setScoreStrip(LintScoreStrip *strip)
{
    m_strip = strip;
    if (m_strip && m_appliedRevision > 0)
        m_strip->setScores(m_result.axes);
}

LintScoreStrip *PromptLinter::scoreStrip() const
{
    return m_strip;
}

QString PromptLinter::currentText() const
{
    // toRawText keeps non-breaking spaces; offsets stay those of the document.
    QString text = m_editor->document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    return text;
}

void PromptLinter::lintNow()
{
    m_debounce.stop();
    if (!m_editor)
        return;
    const QString text = currentText();
    if (m_revision > 0 && text == m_sentText)
        return; // a formatting-only change (highlighter): nothing to read again
    m_sentText = text;
    ++m_revision;
    m_sentGeneration = m_session->start(text);
}

void PromptLinter::reviewWithJudge(std::unique_ptr<Provider> provider)
{
    if (!m_editor || !provider)
        return;
    m_debounce.stop();
    Lint::LintSessionConfig review = m_session->config();
    const Lint::LintSessionConfig offline = review;
    m_judgeProvider = std::move(provider); // the session's QPointer follows it; kept for the review
    review.tiers = {1, 2, 3, 4};
    review.provider = m_judgeProvider.get();
    m_session->setConfig(review);
    m_sentText = currentText();
    ++m_revision;
    m_sentGeneration = m_session->start(m_sentText);
    m_reviewGeneration = m_sentGeneration;
    m_session->setConfig(offline); // edits after this go back to tiers 1-3 offline
}

void PromptLinter::onFinished(quint64 generation, const Lint::LintResult &result)
{
    if (generation == m_reviewGeneration) {
        m_reviewGeneration = 0;
        int judged = 0;
        for (const Lint::Span &span : result.spans)
            if (span.tier == 4)
                ++judged;
        QString why;
        for (const Lint::TierSkip &skip : result.tiersSkipped)
            if (skip.tier == 4)
                why = skip.why;
        Q_EMIT notice(result.tiersRun.contains(4) ? tr("The judge's review: %n finding(s)", nullptr, judged)
                                                  : tr("The judge did not review the prompt: %1").arg(why));
    }
    // The session emits only its newest generation. Stale here: the text has
    // been edited since and waits for the pause. (A formatting-only change,
    // e.g. the highlighter's, keeps it.)
    if (generation != m_sentGeneration || !m_editor || currentText() != m_sentText) {
        ++m_dropped;
        return;
    }
    m_result = result;
    m_appliedRevision = m_revision;
    applyResult();
    Q_EMIT resultApplied(m_revision);
}

void PromptLinter::applyResult()
{
    QTextDocument *document = m_editor->document();
    const int size = document->characterCount() - 1; // without the final paragraph separator
    m_marks.clear();
    QList<QTextEdit::ExtraSelection> selections;
    const auto mark = [&](const Lint::TextRange &range, const Lint::Span &span, const std::optional<Lint::TextRange> &other) {
        const int start = int(std::clamp<qsizetype>(range.start, 0, size));
        const int end = int(std::clamp<qsizetype>(range.end(), start, size));
        if (end <= start)
            return;
        QTextCursor cursor(document);
        cursor.setPosition(start);
        cursor.setPosition(end, QTextCursor::KeepAnchor);
        QTextEdit::ExtraSelection selection;
        selection.cursor = cursor;
        selection.format.setUnderlineStyle(axisUnderline(span.axis));
        selection.format.setUnderlineColor(axisColor(span.axis));
        selection.format.setProperty(AxisProperty, int(span.axis));
        QString message = span.message;
        QTextCursor otherCursor;
        if (other) {
            const int otherStart = int(std::clamp<qsizetype>(other->start, 0, size));
            const QTextBlock block = document->findBlock(otherStart);
            otherCursor = QTextCursor(document);
            otherCursor.setPosition(otherStart);
            otherCursor.setPosition(int(std::clamp<qsizetype>(other->end(), otherStart, size)), QTextCursor::KeepAnchor);
            // Hovering either end shows the other end's words too.
            QString otherText = otherCursor.selectedText().simplified();
            if (otherText.size() > 80)
                otherText = otherText.left(79) + QChar(0x2026);
            message = tr("%1 (see line %2: “%3”)").arg(message).arg(block.blockNumber() + 1).arg(otherText);
        }
        selection.format.setToolTip(message);
        selections.append(selection);
        m_marks.append({cursor, span.axis, message, otherCursor});
    };
    for (const Lint::Span &span : std::as_const(m_result.spans)) {
        mark(span.range, span, span.related);
        // A conflict or a repetition has two ends: the rule just typed is as
        // much a part of it as the older one, so both are underlined.
        if (span.related)
            mark(*span.related, span, span.range);
    }
    // Long spans (a whole overloaded section) first: the narrow ones drawn
    // after them stay visible where they overlap.
    std::stable_sort(selections.begin(), selections.end(), [](const auto &a, const auto &b) {
        return a.cursor.selectionEnd() - a.cursor.selectionStart() > b.cursor.selectionEnd() - b.cursor.selectionStart();
    });
    m_editor->setExtraSelections(selections);
    if (m_strip)
        m_strip->setScores(m_result.axes);
}

QStringList PromptLinter::messagesAt(int position) const
{
    QStringList messages;
    for (const Mark &mark : m_marks) {
        if (mark.cursor.selectionStart() <= position && position < mark.cursor.selectionEnd()) {
            const QString line = tr("%1: %2").arg(axisTitle(mark.axis), mark.message);
            if (!messages.contains(line))
                messages.append(line);
        }
    }
    return messages;
}

int PromptLinter::relatedPositionAt(int position) const
{
    for (const Mark &mark : m_marks)
        if (!mark.other.isNull() && mark.cursor.selectionStart() <= position && position < mark.cursor.selectionEnd())
            return mark.other.selectionStart();
    return -1;
}

bool PromptLinter::jumpToRelated(int position)
{
    for (const Mark &mark : std::as_const(m_marks)) {
        if (!mark.other.isNull() && mark.cursor.selectionStart() <= position && position < mark.cursor.selectionEnd()) {
            m_editor->setTextCursor(mark.other);
            m_editor->ensureCursorVisible();
            return true;
        }
    }
    return false;
}

bool PromptLinter::eventFilter(QObject *watched, QEvent *event)
{
    if (m_editor && watched == m_editor->viewport() && event->type() == QEvent::ContextMenu) {
        auto *menuEvent = static_cast<QContextMenuEvent *>(event);
        const int position = m_editor->cursorForPosition(menuEvent->pos()).position();
        const int other = relatedPositionAt(position);
        if (other < 0)
            return QObject::eventFilter(watched, event);
        std::unique_ptr<QMenu> menu(m_editor->createStandardContextMenu(menuEvent->pos()));
        menu->addSeparator();
        const int line = m_editor->document()->findBlock(other).blockNumber() + 1;
        menu->addAction(tr("Go to the Other End (Line %1)").arg(line), this, [this, position] { jumpToRelated(position); });
        menu->exec(menuEvent->globalPos());
        return true;
    }
    if (m_editor && watched == m_editor->viewport() && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QTextCursor cursor = m_editor->cursorForPosition(help->pos());
        // The character under the mouse, not the gap nearest to it.
        const QRect caret = m_editor->cursorRect(cursor);
        int position = cursor.position();
        if (help->pos().x() < caret.left() && position > 0)
            --position;
        const QStringList messages = messagesAt(position);
        if (messages.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), messages.join(QLatin1Char('\n')), m_editor->viewport());
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Polygon
