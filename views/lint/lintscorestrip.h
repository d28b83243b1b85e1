#pragma once

#include "core/lint/linttypes.h"

#include <QList>
#include <QRect>
#include <QWidget>

class QPainter;

#include <array>

namespace Polygon {

// The prompt linter's five axis scores as a strip of small labelled bars
// (0..1, higher is worse), each bar in its axis's colour, each name after a
// sample of its underline (the legend). The cells wrap to more rows when the
// editor is narrow; when even three rows are not enough it turns compact (the
// underline sample and the value; the names are in the tooltip).
class LintScoreStrip : public QWidget
{
    Q_OBJECT

public:
    explicit LintScoreStrip(QWidget *parent = nullptr);

    void setScores(const std::array<double, Lint::kAxisCount> &scores);
    double value(Lint::Axis axis) const { return m_scores[std::size_t(axis)]; }
    // Whether scores have been set (before the first analysis the bars are empty).
    bool hasScores() const { return m_hasScores; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    // Whether the strip shows values only (too narrow for names and bars).
    bool compact() const;
    // Where each axis (Conflict, Ambiguity, Overload, Attention dilution, Redundancy) is drawn at `width`.
    QList<QRect> cellRects(int width, bool compact) const;
    bool isCompact(int width) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateToolTip();
    int cellWidth(Lint::Axis axis, bool compact) const;
    static void paintUnderlineSample(QPainter &painter, const QRect &rect, Lint::Axis axis);

    std::array<double, Lint::kAxisCount> m_scores {};
    bool m_hasScores = false;
};

} // namespace Polygon
