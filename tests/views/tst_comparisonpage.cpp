// The comparison screen on a real store (the demo workspace's two graded
// runs, a graded smoke run of two callers and an ungraded run): the matrix
// in the order `polygon-cli compare` gives, incomparable rows drawn as such
// (never as zero) and kept last whichever way a column is sorted, the
// filters, a cell opening the two conversations scrolled to the divergence
// turn with its reason, the analysis linking to its rows, cancel, and the
// refusal of an ungraded run.
#include "clirunner.h"

#include "core/results/scenariomatrixmodel.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"
#include "views/compare/comparisonpage.h"
#include "views/conversation/conversationview.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <nlohmann/json.hpp>

using namespace Polygon;
using namespace Polygon::Test;

class TestComparisonPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    QString m_v1;
    QString m_v2;
    QString m_smoke;
    QString m_ungraded;
    CompareContext m_context;

    QStringList proxyScenarios(const ComparisonPage &page) const
    {
        QStringList out;
        const QAbstractItemModel *m = page.matrixView()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out.append(m->index(r, ScenarioMatrixModel::ScenarioColumn).data().toString());
        return out;
    }

    void waitCompared(ComparisonPage &page, const QStringList &runs)
    {
        QSignalSpy compared(&page, &ComparisonPage::compared);
        QSignalSpy shown(&page, &ComparisonPage::pairShown);
        page.compare(runs);
        QVERIFY(compared.wait(60000));
        if (shown.isEmpty())
            QVERIFY(shown.wait(30000));
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
        r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v2"),
                    QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline"),
                    QStringLiteral("--grade")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                    QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY(reader);
        const QList<RunSummary> runs = reader->runs();
        QCOMPARE(runs.size(), 4);
        for (const RunSummary &s : runs) {
            const bool graded = !reader->gradings(s.run.spec.id).isEmpty();
            if (s.run.spec.scenarioSet == QLatin1String("smoke"))
                (graded ? m_smoke : m_ungraded) = s.run.spec.id;
            else
                (s.run.spec.agent == QLatin1String("bella-flow-v1") ? m_v1 : m_v2) = s.run.spec.id;
        }
        QVERIFY(!m_v1.isEmpty() && !m_v2.isEmpty() && !m_smoke.isEmpty() && !m_ungraded.isEmpty());
        const auto loaded = loadWorkspace(m_ws);
        QVERIFY(loaded.ok());
        m_context.personas = loaded.workspace->personas;
        m_context.probes = loaded.workspace->probes;
    }

    // The matrix as `polygon-cli compare` orders it, and the divergence of
    // the widest scenario on screen, both transcripts at its turn.
    void matrixAndDivergenceMarker()
    {
        ComparisonPage page(m_ws, m_context);
        page.resize(1300, 900);
        page.show();
        waitCompared(page, {m_v1, m_v2});
        QVERIFY(page.isLoaded());

        const CliRun cli = runCli({QStringLiteral("compare"), m_ws, m_v1, m_v2, QStringLiteral("--json")});
        QCOMPARE(cli.code, 0);
        const auto j = nlohmann::json::parse(cli.out.toStdString());
        QStringList expected;
        for (const auto &row : j["matrix"])
            expected.append(QString::fromStdString(row["scenario"].get<std::string>()));
        QCOMPARE(expected.size(), 10);
        QCOMPARE(proxyScenarios(page), expected);
        // Score cells show the CLI's numbers, one decimal.
        const auto &first = j["matrix"][0];
        const QAbstractItemModel *m = page.matrixView()->model();
        QCOMPARE(m->index(0, ScenarioMatrixModel::FirstRunColumn).data().toString(),
                 QString::number(first["scores"][m_v1.toStdString()].get<double>(), 'f', 1));
        QCOMPARE(m->index(0, ScenarioMatrixModel::FirstRunColumn + 2).data().toString(),
                 QString::number(first["spread"].get<double>(), 'f', 1));

        // Opened on the widest scenario at the repeat that parts ways earliest.
        const auto shown = page.shownDivergence();
        QVERIFY(shown);
        QCOMPARE(shown->scenario, expected.first());
        int earliest = 1000;
        for (const auto &d : j["divergences"])
            if (QString::fromStdString(d["scenario"].get<std::string>()) == expected.first() && !d["divergence"].is_null())
                earliest = std::min(earliest, d["divergence"].get<int>());
        QVERIFY(shown->divergence.turn);
        QCOMPARE(*shown->divergence.turn, earliest);
        QCOMPARE(page.leftView()->currentTurn(), earliest);
        QCOMPARE(page.rightView()->currentTurn(), earliest);
        QVERIFY2(page.divergenceLabel()->text().contains(QStringLiteral("Divergence at turn %1").arg(earliest + 1)),
                 qPrintable(page.divergenceLabel()->text()));
        save(page, QStringLiteral("comparison.png"));
        // The two sides stay aligned turn by turn.
        page.leftView()->selectTurn(1);
        QCOMPARE(page.rightView()->currentTurn(), 1);
        page.rightView()->selectTurn(earliest);
        QCOMPARE(page.leftView()->currentTurn(), earliest);

        // A cell of another scenario: its pair, at the divergence the comparison found.
        const int row = int(expected.indexOf(QStringLiteral("busy-marta")));
        QSignalSpy shownSpy(&page, &ComparisonPage::pairShown);
        page.matrixView()->setCurrentIndex(m->index(row, ScenarioMatrixModel::FirstRunColumn + 1));
        QVERIFY(shownSpy.wait(30000));
        QCOMPARE(page.shownDivergence()->scenario, QStringLiteral("busy-marta"));
        QCOMPARE(page.shownDivergence()->repeat, 0);
        for (const auto &d : j["divergences"])
            if (d["scenario"] == "busy-marta" && d["repeat"] == 0) {
                if (d["divergence"].is_null()) {
                    QVERIFY(!page.shownDivergence()->divergence.turn);
                    QVERIFY(page.divergenceLabel()->text().contains(QStringLiteral("No divergence")));
                } else {
                    QCOMPARE(*page.shownDivergence()->divergence.turn, d["divergence"].get<int>());
                    QCOMPARE(page.leftView()->currentTurn(), d["divergence"].get<int>());
                }
            }

        // The analysis links the scenarios it names to their rows.
        QVERIFY(page.analysisView()->toHtml().contains(QStringLiteral("scenario:") + expected.first()));

        // Filter by caller type: the two confused callers.
        QComboBox *types = page.callerTypeFilter();
        types->setCurrentIndex(types->findData(QStringLiteral("confused")));
        QCOMPARE(proxyScenarios(page), (QStringList {QStringLiteral("confused-josip"), QStringLiteral("confused-mirko")}));
        types->setCurrentIndex(0);
        QCOMPARE(m->rowCount(), 10);
    }

    // A run of two callers against a run of ten: eight rows cannot be
    // compared; they say so, are not coloured as scores, and stay last.
    void incomparableRows()
    {
        ComparisonPage page(m_ws, m_context);
        waitCompared(page, {m_v1, m_smoke});
        const QAbstractItemModel *m = page.matrixView()->model();
        QCOMPARE(m->rowCount(), 10);
        QStringList rows = proxyScenarios(page);
        // busy-marta and cooperative-ivana (the smoke set) first, then the other eight by name.
        QCOMPARE(QSet<QString>(rows.begin(), rows.begin() + 2),
                 (QSet<QString> {QStringLiteral("busy-marta"), QStringLiteral("cooperative-ivana")}));
        const QStringList rest = rows.mid(2);
        QStringList sorted = rest;
        sorted.sort();
        QCOMPARE(rest, sorted);
        const int smokeColumn = ScenarioMatrixModel::FirstRunColumn + 1;
        for (int r = 2; r < 10; ++r) {
            QVERIFY(m->index(r, 0).data(ScenarioMatrixModel::IncomparableRole).toBool());
            QCOMPARE(m->index(r, smokeColumn).data().toString(), QStringLiteral("no score"));
            QVERIFY(!m->index(r, smokeColumn).data(ScenarioMatrixModel::ScoreRole).isValid());
            QVERIFY(!m->index(r, smokeColumn).data(ScenarioMatrixModel::NormalizedRole).isValid());
            QCOMPARE(m->index(r, smokeColumn + 1).data().toString(), QStringLiteral("not comparable"));
            QVERIFY(m->index(r, smokeColumn - 1).data(ScenarioMatrixModel::ScoreRole).isValid());
        }
        // Sorted by the smoke run's scores either way, the rows without one stay last.
        for (Qt::SortOrder order : {Qt::DescendingOrder, Qt::AscendingOrder}) {
            page.matrixView()->sortByColumn(smokeColumn, order);
            const double a = m->index(0, smokeColumn).data(ScenarioMatrixModel::ScoreRole).toDouble();
            const double b = m->index(1, smokeColumn).data(ScenarioMatrixModel::ScoreRole).toDouble();
            QVERIFY(order == Qt::DescendingOrder ? a >= b : a <= b);
            for (int r = 2; r < 10; ++r)
                QVERIFY(!m->index(r, smokeColumn).data(ScenarioMatrixModel::ScoreRole).isValid());
        }
        // "Only rows every run scored".
        page.matrixFilter()->setComparableOnly(true);
        QCOMPARE(m->rowCount(), 2);
    }

    void refusesAnUngradedRun()
    {
        ComparisonPage page(m_ws, m_context);
        QSignalSpy failed(&page, &ComparisonPage::failed);
        page.compare({m_v1, m_ungraded});
        QVERIFY(failed.wait(60000));
        const QString message = failed.first().first().toString();
        QVERIFY2(message.contains(m_ungraded) && message.contains(QStringLiteral("grade")), qPrintable(message));
        QCOMPARE(page.errorLabel()->text(), message);
        QVERIFY(!page.isLoaded());
    }

    void cancel()
    {
        ComparisonPage page(m_ws, m_context);
        QSignalSpy compared(&page, &ComparisonPage::compared);
        QSignalSpy cancelled(&page, &ComparisonPage::cancelled);
        page.compare({m_v1, m_v2});
        page.cancelButton()->click();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!compared.wait(3000)); // the comparison that finishes later is dropped
        QCOMPARE(page.errorLabel()->text(), QStringLiteral("Comparison cancelled."));
    }
};

QTEST_MAIN(TestComparisonPage)
#include "tst_comparisonpage.moc"
