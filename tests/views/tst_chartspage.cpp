// The charts over a real store: the demo's runs (one graded again under
// rubric v1), smoke runs before and after a probe's question changed, and an
// offline sweep. The rubric guard refuses a mixed selection, names both
// versions and splits it; criterion means, the composite distribution,
// pass^k and probe conformance equal what the test works out itself from
// the stored judgments; the probe trend breaks where the wording changed;
// the sweep chart places each point; PNG and SVG export.
#include "clirunner.h"

#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"
#include "views/charts/chartspage.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace Polygon;
using namespace Polygon::Test;

class TestChartsPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    QString m_v1; // graded again under rubric v1
    QString m_v2;
    QString m_smokeOld; // the smoke set before asks-party-size-before-booking changed its question
    QString m_smokeNew;
    QStringList m_sweepRuns;
    QList<Probe> m_probes;

    QString newestRun(const QStringList &known)
    {
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        for (const RunSummary &s : reader->runs())
            if (!known.contains(s.run.spec.id) && !m_sweepRuns.contains(s.run.spec.id))
                return s.run.spec.id;
        return {};
    }

    void waitUpdated(ChartsPage &page, const std::function<void()> &change)
    {
        QSignalSpy updated(&page, &ChartsPage::updated);
        change();
        if (updated.isEmpty())
            QVERIFY(updated.wait(30000));
        // A read in flight ends with one more update.
        while (page.isReading())
            QVERIFY(updated.wait(30000));
    }

    template<typename T> QList<T *> seriesOf(const ChartsPage &page)
    {
        QList<T *> out;
        for (QAbstractSeries *s : page.chartView()->chart()->series())
            if (auto *t = qobject_cast<T *>(s))
                out.append(t);
        return out;
    }

    void save(QWidget &w, const QString &name)
    {
        const QByteArray dir = qgetenv("POLYGON_SCREENSHOTS");
        if (!dir.isEmpty())
            w.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_ws = m_dir.filePath(QStringLiteral("demo"));
        CliRun r = runCli({QStringLiteral("demo"), m_ws});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString error;
        {
            auto reader = StoreReader::open(m_ws, &error);
            for (const RunSummary &s : reader->runs())
                (s.run.spec.agent == QLatin1String("bella-flow-v1") ? m_v1 : m_v2) = s.run.spec.id;
        }
        r = runCli(
            {QStringLiteral("grade"), m_ws, m_v1, QStringLiteral("--offline"), QStringLiteral("--rubric"), QStringLiteral("v1")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        const QStringList smoke {QStringLiteral("run"),         m_ws,
                                 QStringLiteral("--agent"),     QStringLiteral("bella-flow-v2"),
                                 QStringLiteral("--scenarios"), QStringLiteral("smoke"),
                                 QStringLiteral("--offline"),   QStringLiteral("--grade")};
        r = runCli(smoke);
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        m_smokeOld = newestRun({m_v1, m_v2});
        // The probe's question changes: a new wording hash.
        const QString probeFile = m_ws + QStringLiteral("/probes/asks-party-size-before-booking.json");
        QFile f(probeFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("Did the agent ask how many people", "Did the agent ask for the number of people");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        r = runCli(smoke);
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        m_smokeNew = newestRun({m_v1, m_v2, m_smokeOld});
        QVERIFY(!m_smokeNew.isEmpty() && m_smokeNew != m_smokeOld);
        // An offline sweep of noise: three points.
        const QString sweep = m_dir.filePath(QStringLiteral("sweep.json"));
        QFile s(sweep);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(R"({"format":1,"agent":"bella-flow-v1","scenarios":"smoke","parameters":{"noise":[0,0.3,0.6]}})");
        s.close();
        r = runCli({QStringLiteral("sweep"), m_ws, sweep, QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        {
            auto reader = StoreReader::open(m_ws, &error);
            for (const RunSummary &run : reader->runs())
                if (run.run.spec.options.contains("sweep"))
                    m_sweepRuns.append(run.run.spec.id);
        }
        QCOMPARE(m_sweepRuns.size(), 3);
        const auto loaded = loadWorkspace(m_ws);
        QVERIFY(loaded.ok());
        m_probes = loaded.workspace->probes;
    }

    void refusesMixedRubrics()
    {
        ChartsPage page(m_ws, m_probes);
        page.resize(1200, 700);
        QSignalSpy loaded(&page, &ChartsPage::runsLoaded);
        QVERIFY(loaded.wait(30000));
        waitUpdated(page, [&] { page.setCheckedRuns({m_v1, m_v2}); });
        QVERIFY(page.isRefusing());
        QVERIFY(!page.isShowingChart());
        const QString text = page.refusalLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("v1@")) && text.contains(QStringLiteral("v2@")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("never puts two rubric versions together")));
        QCOMPARE(page.splitButtons().size(), 2);
        save(page, QStringLiteral("chart-refusal.png"));
        QString error;
        QVERIFY(!page.exportPng(m_dir.filePath(QStringLiteral("none.png")), &error));
        // Split: the v2 version alone.
        QPushButton *v2 = nullptr;
        for (QPushButton *b : page.splitButtons())
            if (b->text().contains(QStringLiteral("v2@")))
                v2 = b;
        QVERIFY(v2);
        waitUpdated(page, [&] { v2->click(); });
        QCOMPARE(page.checkedRuns(), QStringList {m_v2});
        QVERIFY(page.isShowingChart());
        // Every kind refuses the mix the same way.
        for (int k = 0; k < page.kindBox()->count(); ++k) {
            if (page.kindBox()->currentIndex() != k)
                waitUpdated(page, [&] { page.kindBox()->setCurrentIndex(k); });
            waitUpdated(page, [&] { page.setCheckedRuns({m_v1, m_smokeOld}); });
            QVERIFY2(page.isRefusing(), qPrintable(page.kindBox()->currentText()));
        }
    }

    void criterionMeansAndDistribution()
    {
        ChartsPage page(m_ws, m_probes);
        page.resize(1200, 700);
        QSignalSpy loaded(&page, &ChartsPage::runsLoaded);
        QVERIFY(loaded.wait(30000));
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::CriterionMeans); });
        waitUpdated(page, [&] { page.setCheckedRuns({m_v2, m_smokeOld}); });
        QVERIFY(page.isShowingChart());
        // The means worked out here from the stored judgments.
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const auto expectedMeans = [&](const QString &run) {
            const QString grading = latestCompletedGrading(reader->gradings(run))->id;
            std::map<std::string, std::pair<double, int>> sums;
            QList<double> composites;
            for (const ConversationRecord &c : reader->conversations(run))
                for (const JudgmentRecord &j : reader->judgments(c.key, grading)) {
                    for (auto it = j.grade["criteria"].begin(); it != j.grade["criteria"].end(); ++it)
                        if (it.value().is_number()) {
                            sums[it.key()].first += it.value().get<double>();
                            ++sums[it.key()].second;
                        }
                    if (j.composite)
                        composites.append(*j.composite);
                }
            return std::pair {sums, composites};
        };
        const QList<QBarSeries *> bars = seriesOf<QBarSeries>(page);
        QCOMPARE(bars.size(), 1);
        QCOMPARE(bars.first()->count(), 2);
        const auto categories = qobject_cast<QBarCategoryAxis *>(page.chartView()->chart()->axes(Qt::Horizontal).first());
        QVERIFY(categories);
        for (int set = 0; set < 2; ++set) {
            const auto [sums, composites] = expectedMeans(set == 0 ? m_v2 : m_smokeOld);
            QBarSet *s = bars.first()->barSets().at(set);
            for (int c = 0; c < categories->count(); ++c) {
                const auto it = sums.find(categories->at(c).toStdString());
                const double expected = it == sums.end() ? 0 : it->second.first / it->second.second;
                QVERIFY2(qAbs(s->at(c) - expected) < 1e-9, qPrintable(categories->at(c)));
            }
        }
        // The distribution: every composite counted once, in its band of 10.
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::CompositeDistribution); });
        const QList<QBarSeries *> histogram = seriesOf<QBarSeries>(page);
        QCOMPARE(histogram.size(), 1);
        for (int set = 0; set < 2; ++set) {
            const auto [sums, composites] = expectedMeans(set == 0 ? m_v2 : m_smokeOld);
            QBarSet *s = histogram.first()->barSets().at(set);
            QCOMPARE(s->count(), 10);
            double total = 0;
            for (int b = 0; b < 10; ++b)
                total += s->at(b);
            QCOMPARE(int(total), int(composites.size()));
            int top = 0; // 90–100, 100 included
            for (double c : composites)
                top += c >= 90 ? 1 : 0;
            QCOMPARE(int(s->at(9)), top);
        }
        save(page, QStringLiteral("chart-distribution.png"));
    }

    void passHatKAndProbes()
    {
        ChartsPage page(m_ws, m_probes);
        page.resize(1200, 700);
        QSignalSpy loaded(&page, &ChartsPage::runsLoaded);
        QVERIFY(loaded.wait(30000));
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::PassHatK); });
        waitUpdated(page, [&] { page.setCheckedRuns({m_v2}); });
        const QList<QLineSeries *> lines = seriesOf<QLineSeries>(page);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first()->count(), 3); // the demo's three repeats
        // pass^1: the mean over callers of passes / trials, worked out here.
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const QString grading = latestCompletedGrading(reader->gradings(m_v2))->id;
        std::map<QString, std::pair<int, int>> trials;
        for (const ConversationRecord &c : reader->conversations(m_v2))
            for (const JudgmentRecord &j : reader->judgments(c.key, grading)) {
                ++trials[c.key.persona].first;
                trials[c.key.persona].second += j.verdict == QLatin1String("pass") ? 1 : 0;
            }
        double passOne = 0;
        double passThree = 0;
        for (const auto &[persona, t] : trials) {
            passOne += double(t.second) / t.first;
            passThree += t.second == 3 ? 1.0 : 0.0; // C(c,3)/C(3,3)
        }
        passOne /= double(trials.size());
        passThree /= double(trials.size());
        QVERIFY(qAbs(lines.first()->at(0).y() - passOne) < 1e-9);
        QVERIFY(qAbs(lines.first()->at(2).y() - passThree) < 1e-9);

        // Probe conformance: each point inside its Wilson bar.
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::ProbeConformance); });
        QVERIFY(page.isShowingChart());
        const QList<QScatterSeries *> points = seriesOf<QScatterSeries>(page);
        QCOMPARE(points.size(), 1);
        QVERIFY(points.first()->count() >= 1);
        const QList<QLineSeries *> bars = seriesOf<QLineSeries>(page);
        for (const QPointF &p : points.first()->points()) {
            bool inside = false;
            for (QLineSeries *bar : bars)
                if (bar->count() == 2 && qFuzzyCompare(bar->at(0).x() + 1, p.x() + 1))
                    inside = bar->at(0).y() <= p.y() + 1e-9 && p.y() <= bar->at(1).y() + 1e-9;
            QVERIFY(inside);
        }
        save(page, QStringLiteral("chart-probes.png"));
    }

    void probeTrendBreaksOnWordingChange()
    {
        ChartsPage page(m_ws, m_probes);
        page.resize(1200, 700);
        QSignalSpy loaded(&page, &ChartsPage::runsLoaded);
        QVERIFY(loaded.wait(30000));
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::ProbeTrend); });
        waitUpdated(page, [&] { page.setCheckedRuns({m_v2, m_smokeOld, m_smokeNew}); });
        const int index = page.detailBox()->findData(QStringLiteral("asks-party-size-before-booking"));
        QVERIFY(index >= 0);
        page.detailBox()->setCurrentIndex(index);
        waitUpdated(page, [&] { Q_EMIT page.detailBox()->activated(index); });
        QList<QLineSeries *> lines;
        int rules = 0;
        for (QLineSeries *l : seriesOf<QLineSeries>(page)) {
            if (l->name().startsWith(QStringLiteral("wording ")))
                lines.append(l);
            else if (l->name() == QStringLiteral("question changed here")) {
                ++rules;
                QCOMPARE(l->at(0).x(), 1.5); // between the second run and the third
            }
        }
        QCOMPARE(rules, 1);
        QCOMPARE(lines.size(), 2); // the old wording (two runs), then the new (one run): the line breaks
        QCOMPARE(lines.at(0)->count(), 2);
        QCOMPARE(lines.at(1)->count(), 1);
        QCOMPARE(lines.at(1)->at(0).x(), 2.0);
        QVERIFY(lines.at(0)->name() != lines.at(1)->name());
        save(page, QStringLiteral("chart-trend.png"));
    }

    void sweepAndExport()
    {
        ChartsPage page(m_ws, m_probes);
        page.resize(1000, 600);
        QSignalSpy loaded(&page, &ChartsPage::runsLoaded);
        QVERIFY(loaded.wait(30000));
        waitUpdated(page, [&] { page.setKind(ChartsPage::Kind::SweepParameter); });
        waitUpdated(page, [&] { page.setCheckedRuns(m_sweepRuns); });
        QVERIFY(page.isShowingChart());
        QCOMPARE(page.detailBox()->currentData().toString(), QStringLiteral("noise"));
        const QList<QScatterSeries *> points = seriesOf<QScatterSeries>(page);
        QCOMPARE(points.size(), 1);
        QCOMPARE(points.first()->count(), 3);
        QSet<double> xs;
        for (const QPointF &p : points.first()->points())
            xs.insert(p.x());
        QCOMPARE(xs, (QSet<double> {0.0, 0.3, 0.6}));

        const QString png = m_dir.filePath(QStringLiteral("chart.png"));
        const QString svg = m_dir.filePath(QStringLiteral("chart.svg"));
        QString error;
        QVERIFY2(page.exportPng(png, &error), qPrintable(error));
        QVERIFY2(page.exportSvg(svg, &error), qPrintable(error));
        QImage image(png);
        QVERIFY(!image.isNull() && image.width() > 100);
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("noise"));
        save(page, QStringLiteral("chart-sweep.png"));
    }
};

QTEST_MAIN(TestChartsPage)
#include "tst_chartspage.moc"
