#include "lintscorestrip.h"

#include "promptlinter.h"

#include <QFontDatabase>
#include <QPaintEvent>
#include <QPainter>

namespace Polygon {

using Lint::Axis;

namespace {

constexpr Axis kOrder[] = {Axis::Conflict, Axis::Ambiguity, Axis::Overload, Axis::AttentionDilution, Axis::Redundancy};
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

QSize LintScoreStrip::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    int width = 2 * kMargin;
    for (Axis axis : kOrder)
        width += fm.horizontalAdvance(PromptLinter::axisTitle(axis)) + kGap + kBarWidth + kGap
            + fm.horizontalAdvance(QStringLiteral("0.00")) + kSpacing;
    return {width, fm.height() + 2 * kMargin};
}

QSize LintScoreStrip::minimumSizeHint() const
{
    return {0, sizeHint().height()};
}

void LintScoreStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics fm = fontMetrics();
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawLine(0, 0, width(), 0);

    int x = kMargin;
    const int baseline = (height() + fm.ascent() - fm.descent()) / 2;
    for (Axis axis : kOrder) {
        const QString name = PromptLinter::axisTitle(axis);
        const double value = m_scores[std::size_t(axis)];
        const QColor colour = PromptLinter::axisColor(axis);

        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(x, baseline, name);
        x += fm.horizontalAdvance(name) + kGap;

        const QRect bar(x, (height() - kBarHeight) / 2, kBarWidth, kBarHeight);
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::Midlight));
        painter.drawRect(bar);
        if (m_hasScores && value > 0) {
            painter.setBrush(colour);
            painter.drawRect(QRect(bar.left(), bar.top(), std::max(1, int(kBarWidth * value + 0.5)), kBarHeight));
        }
        x += kBarWidth + kGap;

        const QString number = m_hasScores ? QString::number(value, 'f', 2) : QStringLiteral("–");
        painter.setPen(m_hasScores && value > 0 ? palette().color(QPalette::WindowText)
                                                : palette().color(QPalette::PlaceholderText));
        painter.drawText(x, baseline, number);
        x += fm.horizontalAdvance(QStringLiteral("0.00")) + kSpacing;
    }
}

void LintScoreStrip::updateToolTip()
{
    if (!m_hasScores) {
        setToolTip(tr("Prompt analysis: waiting for the first result"));
        return;
    }
    QStringList lines {tr("Prompt analysis, 0 to 1, higher is worse:")};
    for (Axis axis : kOrder)
        lines.append(tr("%1: %2").arg(PromptLinter::axisTitle(axis), QString::number(m_scores[std::size_t(axis)], 'f', 2)));
    setToolTip(lines.join(QLatin1Char('\n')));
}

} // namespace Polygon
