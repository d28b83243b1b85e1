#pragma once

#include "core/lint/linttypes.h"

#include <QWidget>

#include <array>

namespace Polygon {

// The prompt linter's five axis scores as a compact strip of small labelled
// bars (0..1, higher is worse), each bar in its axis's colour.
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

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateToolTip();

    std::array<double, Lint::kAxisCount> m_scores {};
    bool m_hasScores = false;
};

} // namespace Polygon
