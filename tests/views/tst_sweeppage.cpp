// The sweep form on a copy of the example workspace, offline: the form
// becomes FORMATS.md §16's file, a noise × flow grid runs and every point
// gets its measures and a rank in leaderboard order, a point's run can be
// opened, a bad value is refused with the reader's sentence, the floor
// stops the sweep after its first point, and the same settings again are
// read back instead of run.
#include "clirunner.h"

#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"
#include "views/sweep/sweeppage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

class TestSweepPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    std::optional<Workspace> m_workspace;

    void gridForm(SweepPage &page)
    {
        page.agentBox()->setCurrentIndex(page.agentBox()->findData(QStringLiteral("bella-flow-v1")));
        page.scenarioBox()->setCurrentIndex(page.scenarioBox()->findData(QStringLiteral("smoke")));
        page.modeBox()->setCurrentIndex(page.modeBox()->findData(QStringLiteral("grid")));
        page.setParameter(0, QStringLiteral("noise"), QStringLiteral("0, 0.3"));
        page.setParameter(1, QStringLiteral("flow"), QStringLiteral("flows/bella-flow-v1.json, flows/bella-flow-v2.json"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws).isEmpty());
        const auto loaded = loadWorkspace(m_ws);
        QVERIFY(loaded.ok());
        m_workspace = *loaded.workspace;
    }

    void formIsTheSweepFile()
    {
        SweepPage page(*m_workspace);
        gridForm(page);
        page.floorCheck()->setChecked(true);
        page.floorBox()->setValue(55);
        QCOMPARE(
            page.sweepJson().dump(),
            std::string(R"({"format":1,"agent":"bella-flow-v1","scenarios":"smoke","mode":"grid","floor":55,)"
                        R"("parameters":{"noise":[0,0.3],"flow":["flows/bella-flow-v1.json","flows/bella-flow-v2.json"]}})"));
        Diagnostics problems;
        const auto spec = page.spec(problems);
        QVERIFY(spec);
        QCOMPARE(sweepPoints(*spec).size(), 4);
    }

    void runsAGridAndRanksIt()
    {
        SweepPage page(*m_workspace);
        page.resize(1300, 700);
        gridForm(page);
        QVERIFY(page.offlineCheck()->isChecked()); // a flow agent runs offline
        QSignalSpy finished(&page, &SweepPage::finished);
        QVERIFY(page.start());
        QVERIFY(page.isRunning());
        QVERIFY(finished.wait(120000));
        QVERIFY(!page.isRunning());
        QTableWidget *points = page.pointTable();
        QCOMPARE(points->rowCount(), 4);
        const QList<SweepPointResult> board = page.leaderboard();
        QCOMPARE(board.size(), 4);
        for (int rank = 0; rank < 4; ++rank) {
            const int row = board.at(rank).point;
            QCOMPARE(points->item(row, 7)->text(), QString::number(rank + 1));
            QCOMPARE(points->item(row, 2)->text(), QStringLiteral("done"));
            QCOMPARE(points->item(row, 2)->data(Qt::UserRole).toString(), board.at(rank).run);
            QCOMPARE(points->item(row, 3)->text(), QString::number(*board.at(rank).compositeMean, 'f', 2));
            if (rank > 0)
                QVERIFY(*board.at(rank - 1).compositeMean >= *board.at(rank).compositeMean);
        }
        QCOMPARE(points->item(1, 1)->text(), QStringLiteral("noise = 0, flow = flows/bella-flow-v2.json"));
        QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("Done: 4 point")),
                 qPrintable(page.statusLabel()->text()));
        const QByteArray shots = qgetenv("POLYGON_SCREENSHOTS");
        if (!shots.isEmpty())
            page.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/sweep.png"));

        // Activating a point asks for its run.
        QSignalSpy requested(&page, &SweepPage::runRequested);
        Q_EMIT points->cellActivated(board.first().point, 0);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toString(), board.first().run);

        // The same settings again: every point read back, no new run.
        QString error;
        const int runs = int(StoreReader::open(m_ws, &error)->runs().size());
        QVERIFY(page.start());
        QVERIFY(finished.wait(120000));
        QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("were read back from an earlier run")),
                 qPrintable(page.statusLabel()->text()));
        QCOMPARE(int(StoreReader::open(m_ws, &error)->runs().size()), runs);
    }

    void refusesABadValue()
    {
        SweepPage page(*m_workspace);
        gridForm(page);
        page.setParameter(0, QStringLiteral("noise"), QStringLiteral("0, 1.5"));
        QVERIFY(!page.start());
        QVERIFY(!page.isRunning());
        QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("noise must be from 0 to 1")),
                 qPrintable(page.statusLabel()->text()));
        page.setParameter(0, QStringLiteral("temperature"), QStringLiteral("0.2"));
        page.setParameter(1, QStringLiteral("noise"), QStringLiteral("0"));
        QVERIFY(!page.start());
        QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("is a flow agent")), qPrintable(page.statusLabel()->text()));
    }

    void floorStops()
    {
        SweepPage page(*m_workspace);
        gridForm(page);
        page.setParameter(0, QStringLiteral("noise"), QStringLiteral("0.1, 0.2"));
        page.floorCheck()->setChecked(true);
        page.floorBox()->setValue(100);
        QSignalSpy finished(&page, &SweepPage::finished);
        QVERIFY(page.start());
        QVERIFY(finished.wait(120000));
        QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("below the floor of 100")),
                 qPrintable(page.statusLabel()->text()));
        QCOMPARE(page.leaderboard().size(), 1);
        QCOMPARE(page.pointTable()->item(1, 2)->text(), QStringLiteral("waiting"));
    }
};

QTEST_MAIN(TestSweepPage)
#include "tst_sweeppage.moc"
