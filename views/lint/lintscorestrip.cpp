#include "lintscorestrip.h"

#include "promptlinter.h"

#include <QEvent>
#include <QFontDatabase>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

namespace Polygon {

using Lint::Axis;

namespace {

constexpr Axis kOrder[] = {Axis::Conflict, Axis::Ambiguity, Axis::Overload, Axis::AttentionDilution, Axis::Redundancy};
constexpr int kSampleWidth = 18; // the legend: a short stretch of the axis's underline
constexpr int kBarWidth = 48;
constexpr int kBarHeight = 6;
constexpr int kGap = 6; // between a name and its bar, and around the value
constexpr int kSpacing = 16; // between axes
constexpr int kMargin = 6;

} // namespace

LintScoreStrip::LintScoreStrip(QWidget *parent)
    : QWidget(parent)
{
    // The editor's fixed-width font is for the text; the scores read as interface.
    setFont(QFontDatabase::systemFont(QFontDatabase::GeneralFont));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Prompt analysis scores"));
    updateToolTip();
}

void LintScoreStrip::setScores(const std::array<double, Lint::kAxisCount> &scores)
{
    m_scores = scores;
    for (double &s : m_scores)
        s = std::clamp(s, 0.0, 1.0);
    m_hasScores = true;
    updateToolTip();
    update();
}

int LintScoreStrip::cellWidth(Axis axis, bool compact) const
{
    const QFontMetrics fm = fontMetrics();
    const int value = fm.horizontalAdvance(QStringLiteral("0.00"));
    if (compact)
        return kSampleWidth + kGap + value;
    return kSampleWidth + kGap + fm.horizontalAdvance(PromptLinter::axisTitle(axis)) + kGap + kBarWidth + kGap + value;
}

QList<QRect> LintScoreStrip::cellRects(int width, bool compact) const
{
    // A flow layout: cells left to right, wrapping to a new row when the next
    // one does not fit, so every axis stays visible at any width.
    const int rowHeight = fontMetrics().height() + kMargin;
    QList<QRect> rects;
    int x = kMargin;
    int y = kMargin / 2;
    for (Axis axis : kOrder) {
        const int w = cellWidth(axis, compact);
        if (x > kMargin && x + w > width - kMargin) {
            x = kMargin;
            y += rowHeight;
        }
        rects.append(QRect(x, y, w, rowHeight));
        x += w + kSpacing;
    }
    return rects;
}

bool LintScoreStrip::isCompact(int width) const
{
    // Names and bars while they fit in three rows; below that only the
    // legend sample and the value (the names are in the tooltip).
    const QList<QRect> full = cellRects(width, false);
    return full.last().bottom() > kMargin / 2 + 3 * (fontMetrics().height() + kMargin);
}

int LintScoreStrip::heightForWidth(int width) const
{
    return cellRects(width, isCompact(width)).last().bottom() + 1 + kMargin / 2;
}

bool LintScoreStrip::hasHeightForWidth() const
{
    return true;
}

bool LintScoreStrip::compact() const
{
    return isCompact(width());
}

QSize LintScoreStrip::sizeHint() const
{
    int width = 2 * kMargin;
    for (Axis axis : kOrder)
        width += cellWidth(axis, false) + kSpacing;
    return {width, fontMetrics().height() + 2 * kMargin};
}

QSize LintScoreStrip::minimumSizeHint() const
{
    return {0, sizeHint().height()};
}

void LintScoreStrip::paintUnderlineSample(QPainter &painter, const QRect &rect, Axis axis)
{
    QPen pen(PromptLinter::axisColor(axis));
    pen.setWidthF(1.5);
    const int y = rect.center().y() + 2;
    switch (PromptLinter::axisUnderline(axis)) {
    case QTextCharFormat::WaveUnderline: {
        QPainterPath path;
        path.moveTo(rect.left(), y);
        for (int x = rect.left(); x < rect.right(); x += 4) {
            path.quadTo(x + 1, y - 3, x + 2, y);
            path.quadTo(x + 3, y + 3, x + 4, y);
        }
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        return;
    }
    case QTextCharFormat::DashUnderline:
        pen.setStyle(Qt::DashLine);
        break;
    case QTextCharFormat::DotLine:
        pen.setStyle(Qt::DotLine);
        break;
    case QTextCharFormat::DashDotLine:
        pen.setStyle(Qt::DashDotLine);
        break;
    case QTextCharFormat::DashDotDotLine:
        pen.setStyle(Qt::DashDotDotLine);
        break;
    default:
        break;
    }
    painter.setPen(pen);
    painter.drawLine(rect.left(), y, rect.right(), y);
}

void LintScoreStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(0, 0, width(), 0);

    const bool compact = isCompact(width());
    const QList<QRect> rects = cellRects(width(), compact);
    for (int i = 0; i < int(std::size(kOrder)); ++i) {
        const Axis axis = kOrder[i];
        const QRect cell = rects.at(i);
        const int baseline = cell.top() + (cell.height() + fm.ascent() - fm.descent()) / 2;
        const double value = m_scores[std::size_t(axis)];
        int x = cell.left();

        paintUnderlineSample(painter, QRect(x, cell.top(), kSampleWidth, cell.height()), axis);
        x += kSampleWidth + kGap;

        if (!compact) {
            const QString name = PromptLinter::axisTitle(axis);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(x, baseline, name);
            x += fm.horizontalAdvance(name) + kGap;

            const QRect bar(x, cell.top() + (cell.height() - kBarHeight) / 2, kBarWidth, kBarHeight);
            painter.setPen(Qt::NoPen);
            painter.setBrush(palette().color(QPalette::Midlight));
            painter.drawRect(bar);
            if (m_hasScores && value > 0) {
                painter.setBrush(PromptLinter::axisColor(axis));
                painter.drawRect(QRect(bar.left(), bar.top(), std::max(1, int(kBarWidth * value + 0.5)), kBarHeight));
            }
            x += kBarWidth + kGap;
        }

        const QString number = m_hasScores ? QString::number(value, 'f', 2) : QStringLiteral("–");
        painter.setPen(m_hasScores && value > 0 ? palette().color(QPalette::WindowText)
                                                : palette().color(QPalette::PlaceholderText));
        painter.drawText(x, baseline, number);
    }
}

void LintScoreStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Prompt analysis scores"));
        updateToolTip();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void LintScoreStrip::updateToolTip()
{
    QStringList lines;
    lines.append(m_hasScores ? tr("Prompt analysis, 0 to 1, higher is worse:")
                             : tr("Prompt analysis: waiting for the first result"));
    for (Axis axis : kOrder) {
        const QString value = m_hasScores ? QString::number(m_scores[std::size_t(axis)], 'f', 2) : QStringLiteral("–");
        lines.append(tr("%1 (%2): %3").arg(PromptLinter::axisTitle(axis), PromptLinter::underlineName(axis), value));
    }
    setToolTip(lines.join(QLatin1Char('\n')));
}

} // namespace Polygon
