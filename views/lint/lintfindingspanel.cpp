#include "lintfindingspanel.h"

#include "promptlinter.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace Polygon {

namespace {

// A small sample of the axis's underline, as in the score strip's legend.
QIcon axisIcon(Lint::Axis axis)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    QPen pen(PromptLinter::axisColor(axis), 2);
    switch (PromptLinter::axisUnderline(axis)) {
    case QTextCharFormat::DotLine:
        pen.setStyle(Qt::DotLine);
        break;
    case QTextCharFormat::DashUnderline:
        pen.setStyle(Qt::DashLine);
        break;
    case QTextCharFormat::DashDotLine:
        pen.setStyle(Qt::DashDotLine);
        break;
    default:
        break;
    }
    p.setPen(pen);
    p.drawLine(1, 12, 15, 12);
    p.fillRect(QRect(4, 3, 8, 6), PromptLinter::axisColor(axis));
    return QIcon(pixmap);
}

} // namespace

LintFindingsPanel::LintFindingsPanel(QPlainTextEdit *editor, QWidget *parent)
    : QTreeWidget(parent)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("lintFindings"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setColumnCount(4);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    connect(this, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        const int row = indexOfTopLevelItem(item);
        // A second click on the selected conflict goes to its other end.
        const bool other = m_editor->textCursor() == m_rows.value(row).cursor && !m_rows.value(row).other.isNull();
        activate(row, other);
    });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { activate(indexOfTopLevelItem(item)); });
    retranslate();
}

QSize LintFindingsPanel::sizeHint() const
{
    // About six rows under the prompt; the list scrolls.
    return QSize(QTreeWidget::sizeHint().width(), header()->sizeHint().height() + 6 * (fontMetrics().height() + 4) + 4);
}

void LintFindingsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void LintFindingsPanel::retranslate()
{
    setHeaderLabels({tr("Line"), tr("Axis"), tr("Tier"), tr("Finding")});
    setResult(m_result);
}

void LintFindingsPanel::setResult(const Lint::LintResult &result)
{
    m_result = result;
    clear();
    m_rows.clear();
    QTextDocument *document = m_editor->document();
    const int size = document->characterCount() - 1;
    const auto cursorFor = [&](const Lint::TextRange &range) {
        const int start = int(std::clamp<qsizetype>(range.start, 0, size));
        QTextCursor cursor(document);
        cursor.setPosition(start);
        cursor.setPosition(int(std::clamp<qsizetype>(range.end(), start, size)), QTextCursor::KeepAnchor);
        return cursor;
    };
    QList<QTreeWidgetItem *> items;
    for (const Lint::Span &span : result.spans) {
        Row row;
        row.cursor = cursorFor(span.range);
        QString message = span.message;
        if (span.related) {
            row.other = cursorFor(*span.related);
            message = tr("%1 (the other end: line %2)").arg(message).arg(row.other.block().blockNumber() + 1);
        }
        auto *item = new QTreeWidgetItem;
        item->setText(0, QString::number(row.cursor.block().blockNumber() + 1));
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setIcon(1, axisIcon(span.axis));
        item->setText(1, PromptLinter::axisTitle(span.axis));
        item->setToolTip(1, PromptLinter::underlineName(span.axis));
        item->setText(2, QString::number(span.tier));
        item->setText(3, message);
        item->setToolTip(3, message);
        items.append(item);
        m_rows.append(row);
    }
    addTopLevelItems(items);
}

bool LintFindingsPanel::activate(int row, bool otherEnd)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    const QTextCursor cursor = otherEnd ? m_rows.at(row).other : m_rows.at(row).cursor;
    if (cursor.isNull())
        return false;
    m_editor->setTextCursor(cursor);
    m_editor->centerCursor();
    return true;
}

} // namespace Polygon
