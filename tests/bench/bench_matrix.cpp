// The comparison screen's scenario matrix at scale (issue "Workbench II"):
// 10,000 scenarios × 8 configurations (synthetic matrix, 5 % of rows
// incomparable), offscreen:
//  1. setComparison() into ScenarioMatrixModel;
//  2. re-sort by every column, both directions (ScenarioMatrixFilter),
//     median and worst;
//  3. filter by caller type, difficulty, name and "only comparable", and clear;
//  4. scrolling the heat-map table a page at a time with its repaint (frame
//     time), median and worst.
// Usage: QT_QPA_PLATFORM=offscreen bench_matrix [scenarios (10000)] [runs (8)]

#include "core/results/scenariomatrixmodel.h"
#include "views/compare/comparisonpage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Polygon;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v.at(v.size() / 2);
}

double worst(const std::vector<double> &v)
{
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int scenarios = argc > 1 ? std::max(10, atoi(argv[1])) : 10000;
    const int runs = argc > 2 ? std::clamp(atoi(argv[2]), 2, 32) : 8;
    const QStringList types {QStringLiteral("cooperative"), QStringLiteral("busy"),       QStringLiteral("confused"),
                             QStringLiteral("distrustful"), QStringLiteral("aggressive"), QStringLiteral("talkative")};

    Comparison c;
    for (int r = 0; r < runs; ++r) {
        c.runs.append(QStringLiteral("run-20261202-000000-%1").arg(r, 6, 16, QLatin1Char('0')));
        Scorecard s;
        s.run = c.runs.last();
        s.agent = QStringLiteral("agent-v%1").arg(r + 1);
        c.scorecards.append(s);
    }
    quint32 x = 12345;
    const auto next = [&x] {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        return x;
    };
    for (int i = 0; i < scenarios; ++i) {
        MatrixRow row;
        row.scenario = QStringLiteral("scenario-%1").arg(i, 5, 10, QLatin1Char('0'));
        row.callerType = types.at(int(next() % quint32(types.size())));
        row.difficulty = 1 + int(next() % 5);
        double lo = 100;
        double hi = 0;
        for (int r = 0; r < runs; ++r) {
            if (next() % 160 == 0) {
                row.scores.push_back(std::nullopt);
                row.incomparable = true;
                continue;
            }
            const double s = double(next() % 10001) / 100.0;
            row.scores.push_back(s);
            lo = std::min(lo, s);
            hi = std::max(hi, s);
        }
        if (!row.incomparable)
            row.spread = hi - lo;
        c.matrix.append(row);
    }
    std::stable_sort(c.matrix.begin(), c.matrix.end(), [](const MatrixRow &a, const MatrixRow &b) {
        if (a.incomparable != b.incomparable)
            return !a.incomparable;
        if (!a.incomparable && *a.spread != *b.spread)
            return *a.spread > *b.spread;
        return a.scenario < b.scenario;
    });

    QElapsedTimer t;
    ScenarioMatrixModel model;
    ScenarioMatrixFilter filter;
    filter.setSourceModel(&model);
    t.start();
    model.setComparison(c);
    const double load = double(t.nsecsElapsed()) / 1e6;

    std::vector<double> sorts;
    for (int column = 0; column < model.columnCount(); ++column)
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            t.restart();
            filter.sort(column, order);
            sorts.push_back(double(t.nsecsElapsed()) / 1e6);
        }
    filter.sort(-1);

    std::vector<double> filters;
    const auto timed = [&](const std::function<void()> &f) {
        t.restart();
        f();
        filters.push_back(double(t.nsecsElapsed()) / 1e6);
    };
    timed([&] { filter.setCallerType(QStringLiteral("confused")); });
    timed([&] { filter.setDifficulty(3); });
    timed([&] { filter.setText(QStringLiteral("scenario-01")); });
    timed([&] { filter.setComparableOnly(true); });
    const int shown = filter.rowCount();
    timed([&] {
        filter.setCallerType({});
        filter.setDifficulty(0);
        filter.setText({});
        filter.setComparableOnly(false);
    });

    // The table as the comparison page draws it, scrolled a page at a time.
    ComparisonPage page(QString(), {});
    page.setComparison(c);
    page.resize(1400, 900);
    page.show();
    QTableView *view = page.matrixView();
    QCoreApplication::processEvents();
    std::vector<double> frames;
    QScrollBar *bar = view->verticalScrollBar();
    for (int i = 0; i < 200 && bar->value() < bar->maximum(); ++i) {
        t.restart();
        bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        view->viewport()->repaint();
        frames.push_back(double(t.nsecsElapsed()) / 1e6);
    }

    std::printf("bench_matrix: %d scenarios x %d configurations (%d incomparable rows)\n", scenarios, runs,
                int(std::count_if(c.matrix.cbegin(), c.matrix.cend(), [](const MatrixRow &r) { return r.incomparable; })));
    std::printf("  load into the model:        %8.2f ms\n", load);
    std::printf("  re-sort (%zu sorts):          median %6.2f ms, worst %6.2f ms\n", sorts.size(), median(sorts), worst(sorts));
    std::printf("  filter (%zu changes):          median %6.2f ms, worst %6.2f ms (the combined filter shows %d rows)\n",
                filters.size(), median(filters), worst(filters), shown);
    std::printf("  scroll a page + repaint (%zu): median %6.2f ms, worst %6.2f ms\n", frames.size(), median(frames),
                worst(frames));
    return 0;
}
