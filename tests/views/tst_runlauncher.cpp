// The run launcher and the live run page in the main window: the launcher's
// choices become the run, a real offline run of the example streams into
// the live model (checked by QAbstractItemModelTester) and the transcript,
// cancel leaves the run cancelled and Resume finishes it, and a closed page
// does not stop its run.
#include "clirunner.h"

#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/results/conversationmodel.h"
#include "core/run/liverunmodel.h"
#include "core/run/runjob.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"
#include "views/run/runlauncherdialog.h"
#include "views/run/runmonitorwidget.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

class TestRunLauncher : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_ws;

    std::optional<RunSummary> storedRun(const QString &id)
    {
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        return reader ? reader->run(id) : std::nullopt;
    }

    void openWorkspace(MainWindow &window)
    {
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(30000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<Polygon::RunMonitorWidget *>();
        qRegisterMetaType<Polygon::RunStatus>();
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_runlauncher"));
        m_ws = m_work.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
    }

    void launcherSaysWhatItWillAskFor()
    {
        const WorkspaceLoadResult loaded = loadWorkspace(m_ws);
        QVERIFY(loaded.ok());
        RunLauncherDialog dialog(*loaded.workspace);
        dialog.setAgent(QStringLiteral("bella-flow-v2"));
        dialog.setScenarioSet(QStringLiteral("smoke"));
        dialog.setOffline(true);
        dialog.setGrading(true);
        QVERIFY(dialog.valid());
        // smoke: 2 callers, once; offline asks no model.
        // (English plural forms come with the app's catalogs; here "(s)".)
        QVERIFY2(dialog.estimateText().startsWith(QStringLiteral("2 conversation(s) · no model calls (offline)")),
                 qPrintable(dialog.estimateText()));
        RunJobSettings s = dialog.settings();
        QCOMPARE(s.request.agent, QStringLiteral("bella-flow-v2"));
        QCOMPARE(s.request.scenarioSet, QStringLiteral("smoke"));
        QVERIFY(s.request.offline);
        QVERIFY(s.request.personas.isEmpty()); // the set's own callers
        QVERIFY(s.grade && s.grade->offline);
        QCOMPARE(s.request.repeat.value_or(0), 1);

        // Fewer callers and more repeats: 1 caller x 4.
        dialog.personaList()->item(0)->setCheckState(Qt::Unchecked);
        for (int i = 0; i < dialog.personaList()->count(); ++i)
            if (dialog.personaList()->item(i)->data(Qt::UserRole).toString() == QLatin1String("busy-marta"))
                dialog.personaList()->item(i)->setCheckState(Qt::Unchecked);
        dialog.repeatBox()->setValue(4);
        s = dialog.settings();
        QCOMPARE(s.request.personas, QStringList({QStringLiteral("cooperative-ivana")}));
        QVERIFY2(dialog.estimateText().startsWith(QStringLiteral("4 conversation(s)")), qPrintable(dialog.estimateText()));

        // No caller at all, or an LLM agent offline: refused with the reason.
        for (int i = 0; i < dialog.personaList()->count(); ++i)
            dialog.personaList()->item(i)->setCheckState(Qt::Unchecked);
        QVERIFY(!dialog.valid());
        QCOMPARE(dialog.problems(), QStringList({QStringLiteral("Choose at least one caller.")}));
        dialog.setScenarioSet(QStringLiteral("smoke"));
        dialog.setAgent(QStringLiteral("bella-v2"));
        dialog.setOffline(true);
        QVERIFY(!dialog.valid());
        QVERIFY(dialog.problems().first().contains(QStringLiteral("bella-v2 is an LLM agent")));
        // Through a profile the LLM agent has an estimate: 2 x 8 agent calls on smoke's 16 turns.
        dialog.modelsBox()->setCurrentIndex(1);
        QVERIFY(dialog.valid());
        QVERIFY2(dialog.estimateText().contains(QStringLiteral("up to 16 model call(s)")), qPrintable(dialog.estimateText()));
    }

    void offlineRunStreamsLiveAndGrades()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        openWorkspace(window);
        RunLauncherDialog *dialog = window.newRunDialog();
        QVERIFY(dialog);
        dialog->setAgent(QStringLiteral("bella-flow-v2"));
        dialog->setScenarioSet(QStringLiteral("all-callers"));
        dialog->setOffline(true);
        dialog->setGrading(true);
        QSignalSpy runStarted(&window, &MainWindow::runStarted);
        dialog->accept();
        QCOMPARE(runStarted.size(), 1);
        auto *monitor = runStarted.first().at(0).value<RunMonitorWidget *>();
        QVERIFY(monitor);
        QCOMPARE(window.tabs()->currentWidget(), monitor);
        QAbstractItemModelTester liveTester(monitor->liveModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester turnsTester(monitor->conversationModel(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
        QPointer<RunJob> job = monitor->job();
        QVERIFY(job);
        QSignalSpy finished(job.data(), &RunJob::finished);
        QVERIFY(finished.wait(60000));
        const QString run = monitor->runId();
        QVERIFY(run.startsWith(QStringLiteral("run-")));
        QCOMPARE(monitor->liveModel()->rowCount(), 30); // 10 callers x 3
        QCOMPARE(monitor->liveModel()->count(QStringLiteral("done")), 30);
        QCOMPARE(monitor->progressBar()->value(), 30);
        QVERIFY2(monitor->statusText().startsWith(QStringLiteral("Completed: 30 of 30 conversations")),
                 qPrintable(monitor->statusText()));
        // Every row was graded as it finished.
        for (int r = 0; r < 30; ++r)
            QVERIFY(!monitor->liveModel()->index(r, 0).data(LiveRunModel::VerdictRole).toString().isEmpty());
        // The transcript shows the conversation followed, turn for turn as stored.
        const QString shown = monitor->shownConversation();
        QVERIFY(!shown.isEmpty());
        QCOMPARE(monitor->conversationModel()->conversation().turns, monitor->liveModel()->turns(shown));
        QVERIFY(monitor->conversationModel()->hasEnding());
        // Picking another conversation shows its turns.
        const QString other = monitor->liveModel()->conversationId(0);
        monitor->showConversation(other);
        QCOMPARE(monitor->conversationModel()->conversation().turns, monitor->liveModel()->turns(other));
        const auto stored = storedRun(run);
        QVERIFY(stored);
        QCOMPARE(stored->run.status, RunStatus::Completed);
        QCOMPARE(stored->done, 30);
    }

    void cancelThenResume()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        openWorkspace(window);
        RunJobSettings s;
        s.workspace = *loadWorkspace(m_ws).workspace;
        s.request.agent = QStringLiteral("bella-flow-v1");
        s.request.scenarioSet = QStringLiteral("all-callers");
        s.request.repeat = 80;
        s.request.offline = true;
        RunMonitorWidget *monitor = window.startRun(s);
        QPointer<RunJob> job = monitor->job();
        QSignalSpy finished(job.data(), &RunJob::finished);
        QSignalSpy progress(job.data(), &RunJob::progress);
        QTRY_VERIFY_WITH_TIMEOUT(job->done() > 0, 30000);
        QVERIFY(monitor->cancelButton()->isVisible());
        QTest::mouseClick(monitor->cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Cancelled);
        const QString run = monitor->runId();
        QVERIFY(monitor->resumeButton()->isVisible());
        QVERIFY(monitor->statusText().startsWith(QStringLiteral("Cancelled after")));
        const auto cancelled = storedRun(run);
        QVERIFY(cancelled);
        QCOMPARE(cancelled->run.status, RunStatus::Cancelled);
        QVERIFY(cancelled->done < 800);

        // Resume: a new page for the same run, which ends completed.
        QSignalSpy runStarted(&window, &MainWindow::runStarted);
        QTest::mouseClick(monitor->resumeButton(), Qt::LeftButton);
        QCOMPARE(runStarted.size(), 1);
        auto *resumed = runStarted.first().at(0).value<RunMonitorWidget *>();
        QSignalSpy done(resumed->job(), &RunJob::finished);
        QVERIFY(done.wait(120000));
        QCOMPARE(done.first().at(0).value<RunStatus>(), RunStatus::Completed);
        QCOMPARE(resumed->runId(), run);
        QCOMPARE(storedRun(run)->done, 800);
    }

    void closingThePageKeepsTheRunGoing()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        openWorkspace(window);
        RunJobSettings s;
        s.workspace = *loadWorkspace(m_ws).workspace;
        s.request.agent = QStringLiteral("bella-flow-v2");
        s.request.scenarioSet = QStringLiteral("all-callers");
        s.request.repeat = 40;
        s.request.offline = true;
        RunMonitorWidget *monitor = window.startRun(s);
        QPointer<RunJob> job = monitor->job();
        QSignalSpy finished(job.data(), &RunJob::finished);
        QSignalSpy started(job.data(), &RunJob::started);
        QVERIFY(started.wait(30000));
        const QString run = job->runId();
        QVERIFY(window.closeTab(window.tabs()->indexOf(monitor)));
        QCOMPARE(window.tabs()->indexOf(monitor), -1);
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().at(0).value<RunStatus>(), RunStatus::Completed);
        QCOMPARE(storedRun(run)->done, 400);
    }
};

QTEST_MAIN(TestRunLauncher)
#include "tst_runlauncher.moc"
