// The main window's results wiring on a real store: the Runs dock lists the
// workspace's runs, a conversation opens in a tab from the dock and by
// openConversation(run, id), and such a tab closes without questions.
#include "clirunner.h"

#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/results/runconversationsmodel.h"
#include "core/results/runsmodel.h"
#include "core/store/storereader.h"
#include "views/conversation/conversationpage.h"
#include "views/runs/runswidget.h"

#include <QDockWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Test;

class TestMainWindowResults : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_ws;
    QString m_run;
    ConversationRecord m_second;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindowresults"));
        m_ws = m_work.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        CliRun r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                           QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline"),
                           QStringLiteral("--grade")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        m_run = reader->findRun(QStringLiteral("latest"), &error)->run.spec.id;
        m_second = reader->conversations(m_run).at(1);
    }

    void runsDockAndConversationTabs()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("runsDock")));
        QSignalSpy runsLoaded(window.runsWidget(), &RunsWidget::runsLoaded);
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QVERIFY(runsLoaded.wait(10000) || window.runsWidget()->runsModel()->rowCount() == 1);
        QCOMPARE(window.runsWidget()->runsModel()->rowCount(), 1);
        const int editorTabs = window.tabs()->count();

        // By run and conversation id ("latest" works).
        QSignalSpy opened(&window, &MainWindow::conversationPageOpened);
        ConversationPage *page = window.openConversation(QStringLiteral("latest"), m_second.plan.conversationId);
        QVERIFY(page);
        QCOMPARE(opened.size(), 1);
        QSignalSpy pageLoaded(page, &ConversationPage::loaded);
        QVERIFY(pageLoaded.wait(10000));
        QCOMPARE(page->key(), m_second.key);
        QCOMPARE(window.tabs()->count(), editorTabs + 1);
        QCOMPARE(window.currentConversationPage(), page);
        QVERIFY(window.tabs()->tabText(window.tabs()->currentIndex()).contains(m_second.plan.conversationId));
        // Asked again: the same tab.
        QCOMPARE(window.openConversation(m_run, m_second.plan.conversationId), page);
        QCOMPARE(window.tabs()->count(), editorTabs + 1);

        // From the Runs dock: showRun lists the run; Enter on a conversation opens it.
        QSignalSpy conversations(window.runsWidget(), &RunsWidget::conversationsLoaded);
        window.showRun(m_run);
        QVERIFY(conversations.wait(10000));
        QTableView *table = window.runsWidget()->conversationsView();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, 0));
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(window.tabs()->count(), editorTabs + 2);
        ConversationPage *first = window.currentConversationPage();
        QVERIFY(first && first != page);
        QSignalSpy firstLoaded(first, &ConversationPage::loaded);
        QVERIFY(firstLoaded.wait(10000));
        QCOMPARE(first->key().persona, window.runsWidget()->conversationsModel()->conversations().first().record.key.persona);

        // A conversation tab closes without a question.
        QVERIFY(window.closeTab(window.tabs()->indexOf(first)));
        QCOMPARE(window.tabs()->count(), editorTabs + 1);
    }
};

QTEST_MAIN(TestMainWindowResults)
#include "tst_mainwindowresults.moc"
