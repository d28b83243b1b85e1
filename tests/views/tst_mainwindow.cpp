// GUI smoke test of the main window on a copy of the example workspace:
// load, tree, editor tab with dirty marker, save and re-validation, problems
// with jump-to-position, unsaved-changes prompt, window state restore.
#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/workspace/workspacetreemodel.h"
#include "views/editor/fileeditor.h"
#include "views/welcome/welcomewidget.h"
#include "views/workspace/problemswidget.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace Polygon;

namespace {

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = QDir(to).filePath(QDir(from).relativeFilePath(src));
        if (!QDir().mkpath(QFileInfo(dst).absolutePath()) || !QFile::copy(src, dst))
            return false;
    }
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Answers the next modal message box with `button`.
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box)
            box->button(button)->click();
    });
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_ws;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_config.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init()
    {
        QSettings().clear();
        m_ws = m_work.filePath(QStringLiteral("ws-") + QLatin1String(QTest::currentTestFunction()));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws));
    }

    void startsOnWelcomeScreen()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.welcome()->isVisible());
        QVERIFY(!window.hasWorkspace());
        QCOMPARE(window.windowTitle(), QStringLiteral("Polygon"));
        QVERIFY(!MainWindow::exampleWorkspacePath().isEmpty());
    }

    void opensWorkspaceAndDefaultPrompt()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QVERIFY(window.hasWorkspace());

        QAbstractItemModelTester tester(window.workspaceView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModel *model = window.workspaceView()->model();
        // Agents, Prompts, Personas, Scenarios, Tool stubs, Probes, Flows, Providers
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Agents (4)"));
        QCOMPARE(model->index(2, 0).data().toString(), QStringLiteral("Personas (10)"));

        // The default agent's prompt is open in a tab, clean.
        QCOMPARE(window.tabs()->count(), 1);
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("bella-v2.md"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Bella Vista")));
        QCOMPARE(settings.recentWorkspaces().value(0), QDir::cleanPath(m_ws));

        // Activating a persona in the tree opens its JSON in a second tab.
        const QModelIndex personas = model->index(2, 0);
        const QModelIndex first = model->index(0, 0, personas);
        QCOMPARE(first.data(WorkspaceTreeModel::IdRole).toString(), QStringLiteral("aggressive-dario"));
        Q_EMIT window.workspaceView()->activated(first);
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("aggressive-dario.json"));
        // Activating it again focuses the same tab.
        Q_EMIT window.workspaceView()->activated(first);
        QCOMPARE(window.tabs()->count(), 2);

        const QImage shot = window.grab().toImage();
        QVERIFY(!shot.isNull());
        QVERIFY(shot.width() > 600);
    }

    void editShowsDirtyMarkerAndSaveRevalidates()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        FileEditor *editor = window.currentEditor();
        QVERIFY(editor);
        editor->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor, QStringLiteral("Never promise a window seat."));
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("bella-v2.md*"));
        QVERIFY(window.isWindowModified());

        QVERIFY(window.saveCurrent());
        QCOMPARE(window.tabs()->tabText(0), QStringLiteral("bella-v2.md"));
        QVERIFY(readFile(m_ws + QStringLiteral("/prompts/bella-v2.md")).endsWith("Never promise a window seat."));
        QVERIFY(loaded.wait(10000)); // saved inside the workspace → reloaded
        QCOMPARE(window.workspace().prompt(QStringLiteral("bella-v2"))->bytes,
                 readFile(m_ws + QStringLiteral("/prompts/bella-v2.md")));
    }

    void brokenFileShowsProblemsAndJumps()
    {
        // Break a persona: unknown type on line 4.
        const QString persona = m_ws + QStringLiteral("/personas/busy-marta.json");
        QByteArray bytes = readFile(persona);
        QVERIFY(bytes.contains("\"type\": \"busy\""));
        bytes.replace("\"type\": \"busy\"", "\"type\": \"grumpy\"");
        {
            QFile f(persona);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy failed(&window, &MainWindow::workspaceFailed);
        window.openWorkspace(m_ws);
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).toInt(), 1);
        QVERIFY(!window.hasWorkspace());
        // Every readable item stays in the tree; the broken persona is marked.
        QAbstractItemModel *model = window.workspaceView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 8);
        QCOMPARE(model->rowCount(model->index(0, 0)), 4); // agents
        const QModelIndex personas = model->index(2, 0);
        QCOMPARE(personas.data(WorkspaceTreeModel::SectionRole).toString(), QStringLiteral("personas"));
        QCOMPARE(model->rowCount(personas), 10);
        QCOMPARE(personas.data(WorkspaceTreeModel::BrokenCountRole).toInt(), 1);
        int brokenRows = 0;
        for (int r = 0; r < model->rowCount(personas); ++r) {
            const QModelIndex item = model->index(r, 0, personas);
            const bool broken = !item.data(WorkspaceTreeModel::ProblemRole).toString().isEmpty();
            brokenRows += broken;
            QCOMPARE(broken, item.data(WorkspaceTreeModel::IdRole).toString() == QLatin1String("busy-marta"));
            if (broken) {
                QVERIFY(item.data(Qt::ToolTipRole).toString().contains(QStringLiteral("unknown persona type")));
                QVERIFY(!item.data(Qt::DecorationRole).value<QIcon>().isNull());
                QVERIFY(item.data(Qt::DecorationRole).value<QIcon>().cacheKey()
                        != model->index(0, 0, personas).data(Qt::DecorationRole).value<QIcon>().cacheKey());
            }
        }
        QCOMPARE(brokenRows, 1);
        // The window still says which workspace this is.
        QVERIFY2(window.windowTitle().contains(QStringLiteral("Bella Vista")), qPrintable(window.windowTitle()));
        QCOMPARE(window.problems()->count(), 1);
        QTreeWidgetItem *row = window.problems()->view()->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("personas/busy-marta.json"));
        QVERIFY(row->text(3).startsWith(QStringLiteral("unknown persona type \"grumpy\"")));

        // Activating the problem opens the file with the cursor on the value.
        Q_EMIT window.problems()->view()->itemActivated(row, 0);
        FileEditor *editor = window.currentEditor();
        QVERIFY(editor);
        QCOMPARE(QFileInfo(editor->filePath()).fileName(), QStringLiteral("busy-marta.json"));
        const auto [line, column] = editor->cursorLineColumn();
        QCOMPARE(line, row->text(1).toInt());
        QCOMPARE(column, row->text(2).toInt());

        // Fix it in the editor and save: the workspace loads.
        QTextCursor cursor = editor->document()->find(QStringLiteral("grumpy"));
        QVERIFY(!cursor.isNull());
        cursor.insertText(QStringLiteral("busy"));
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        QVERIFY(window.saveCurrent());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.problems()->count(), 0);
    }

    void closingModifiedTabAsks()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        const QByteArray before = readFile(m_ws + QStringLiteral("/prompts/bella-v2.md"));
        QTest::keyClicks(window.currentEditor(), QStringLiteral("draft "));

        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window.closeTab(0));
        QCOMPARE(window.tabs()->count(), 1);

        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window.closeTab(0));
        QCOMPARE(window.tabs()->count(), 0);
        QCOMPARE(readFile(m_ws + QStringLiteral("/prompts/bella-v2.md")), before);
        QVERIFY(window.welcome()->isVisible());
    }

    void noWorkspaceStates()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.problems()->summary(), QStringLiteral("No workspace is open."));
        for (const char *name : {"saveAction", "saveAllAction", "closeAction", "reloadAction"}) {
            auto *action = window.findChild<QAction *>(QString::fromLatin1(name));
            QVERIFY2(action, name);
            QVERIFY2(!action->isEnabled(), name);
        }
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.problems()->summary(), QStringLiteral("No problems: the workspace is valid."));
        for (const char *name : {"saveAction", "saveAllAction", "closeAction", "reloadAction"})
            QVERIFY2(window.findChild<QAction *>(QString::fromLatin1(name))->isEnabled(), name);
        QVERIFY(window.closeTab(0));
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("saveAction"))->isEnabled());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("reloadAction"))->isEnabled());
    }

    void titleNamesWorkspace()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.windowFilePath(), QDir::cleanPath(m_ws));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Bella Vista")));
        QVERIFY(window.windowTitle().endsWith(QStringLiteral("Polygon")));
        QVERIFY(!window.isWindowModified());
        // With no tab open the title still names the workspace.
        QVERIFY(window.closeTab(0));
        QCOMPARE(window.windowTitle(), QStringLiteral("Bella Vista — table bookings[*] — Polygon"));
        QCOMPARE(window.tabs()->count(), 0);
    }

    void sameFileNamesAreDisambiguated()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QVERIFY(window.openFile(m_ws + QStringLiteral("/agents/bella-flow-v1.json")));
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("bella-flow-v1.json"));
        QVERIFY(window.openFile(m_ws + QStringLiteral("/flows/bella-flow-v1.json")));
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("bella-flow-v1.json (agents)"));
        QCOMPARE(window.tabs()->tabText(2), QStringLiteral("bella-flow-v1.json (flows)"));
        QVERIFY(window.closeTab(2));
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("bella-flow-v1.json"));
    }

    void folderWithoutManifestOffersToCreate()
    {
        QTemporaryDir empty;
        QVERIFY(empty.isValid());
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        QSignalSpy failed(&window, &MainWindow::workspaceFailed);

        answerNextMessageBox(QMessageBox::No);
        window.openWorkspace(empty.path());
        QTest::qWait(100);
        QVERIFY(settings.recentWorkspaces().isEmpty()); // not a workspace: not recent
        QVERIFY(!QFileInfo::exists(empty.filePath(QStringLiteral("polygon.json"))));
        QVERIFY(failed.isEmpty());

        answerNextMessageBox(QMessageBox::Yes);
        window.openWorkspace(empty.path());
        QVERIFY(loaded.wait(10000));
        QVERIFY(window.hasWorkspace());
        QVERIFY(QFileInfo::exists(empty.filePath(QStringLiteral("polygon.json"))));
        for (const char *folder : {"agents", "prompts", "personas", "scenarios", "tools", "probes", "providers"})
            QVERIFY2(QFileInfo(empty.filePath(QString::fromLatin1(folder))).isDir(), folder);
        QCOMPARE(window.workspace().manifest.name, QFileInfo(empty.path()).fileName());
        QCOMPARE(settings.recentWorkspaces().value(0), QDir::cleanPath(empty.path()));
    }

    void newWorkspace()
    {
        QTemporaryDir parent;
        const QString dir = parent.filePath(QStringLiteral("my-agent"));
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        QVERIFY(window.createWorkspace(dir));
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.workspace().manifest.name, QStringLiteral("my-agent"));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("newWorkspaceAction")));
        // A folder that already is a workspace is refused.
        answerNextMessageBox(QMessageBox::Ok);
        QVERIFY(!window.createWorkspace(dir));
    }

    void exampleOpensACopy()
    {
        QTemporaryDir documents;
        Settings settings;
        MainWindow window(&settings);
        window.setExampleCopyLocation(documents.path());
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openExampleWorkspace();
        QVERIFY(loaded.wait(10000));
        const QString copy = documents.filePath(QStringLiteral("Polygon Example 1"));
        QCOMPARE(window.workspaceRoot(), QDir::cleanPath(copy));
        QVERIFY(window.workspaceRoot() != MainWindow::exampleWorkspacePath());

        // Editing and saving changes the copy, never the bundled original.
        const QString original = MainWindow::exampleWorkspacePath() + QStringLiteral("/prompts/bella-v2.md");
        const QByteArray before = readFile(original);
        window.currentEditor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(window.currentEditor(), QStringLiteral("Changed."));
        QVERIFY(window.saveCurrent());
        QCOMPARE(readFile(original), before);
        QVERIFY(readFile(copy + QStringLiteral("/prompts/bella-v2.md")).endsWith("Changed."));
        QVERIFY(loaded.wait(10000));

        // Again: a second copy next to the first.
        window.openExampleWorkspace();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.workspaceRoot(), QDir::cleanPath(documents.filePath(QStringLiteral("Polygon Example 2"))));
    }

    void savingOverExternalChangeAsks()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        const QString prompt = m_ws + QStringLiteral("/prompts/bella-v2.md");
        FileEditor *editor = window.currentEditor();
        editor->moveCursor(QTextCursor::End);
        QTest::keyClicks(editor, QStringLiteral("Mine."));
        {
            QFile f(prompt);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Theirs.\n");
        }
        QTRY_VERIFY_WITH_TIMEOUT(editor->externalChangeBar()->isVisible(), 5000);

        answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window.saveCurrent());
        QCOMPARE(readFile(prompt), QByteArray("Theirs.\n"));

        answerNextMessageBox(QMessageBox::Save); // "Overwrite"
        QVERIFY(window.saveCurrent());
        QVERIFY(readFile(prompt).endsWith("Mine."));
    }

    void languageMenuShowsActiveLanguage()
    {
        Settings settings;
        MainWindow window(&settings);
        window.setActiveLanguage(QStringLiteral("bs"));
        auto *group = window.findChild<QActionGroup *>(QStringLiteral("languageGroup"));
        QVERIFY(group);
        QVERIFY(group->checkedAction());
        QCOMPARE(group->checkedAction()->data().toString(), QStringLiteral("bs"));
        QSignalSpy requested(&window, &MainWindow::languageRequested);
        for (QAction *action : group->actions())
            if (action->data().toString() == QLatin1String("hr"))
                action->trigger();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.first().first().toString(), QStringLiteral("hr"));
        QCOMPARE(settings.language(), QStringLiteral("hr"));
        QCOMPARE(group->checkedAction()->data().toString(), QStringLiteral("hr"));
    }

    void narrowWindowKeepsTreeUsable()
    {
        Settings settings;
        MainWindow window(&settings);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("workspaceDock"));
        QTRY_VERIFY(dock->isVisible());
        window.resize(420, 600);
        QTest::qWait(50);
        QVERIFY(dock->width() >= 140);
        window.resize(1280, 800);
        QTRY_VERIFY(dock->width() >= 250);
    }

    void windowStateRestored()
    {
        Settings settings;
        QSize closedAt;
        {
            MainWindow window(&settings);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
            window.openWorkspace(m_ws);
            QVERIFY(loaded.wait(10000));
            window.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->hide();
            window.resize(1000, 700);
            closedAt = window.size(); // the docks' minimum heights may have kept it taller
            QVERIFY(closedAt.width() == 1000 && closedAt.height() >= 700 && closedAt.height() < 800);
            QVERIFY(window.close());
        }
        MainWindow again(&settings);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), closedAt);
        // No workspace yet: the welcome page stands alone.
        QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("workspaceDock"))->isVisible());
        QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
        QSignalSpy loaded(&again, &MainWindow::workspaceLoaded);
        again.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QVERIFY(!again.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
        QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("workspaceDock"))->isVisible());
        QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("runsDock"))->isVisible());
    }

    void docksWaitForAWorkspaceAndAreSavedAsLeft()
    {
        Settings settings;
        {
            MainWindow window(&settings);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            for (const char *name : {"workspaceDock", "problemsDock", "runsDock"})
                QVERIFY2(!window.findChild<QDockWidget *>(QLatin1String(name))->isVisible(), name);
            QVERIFY(window.close()); // closed on the welcome page: the docks are saved shown
        }
        MainWindow again(&settings);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QSignalSpy loaded(&again, &MainWindow::workspaceLoaded);
        again.openWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("workspaceDock"))->isVisible());
        QVERIFY(again.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible()
                || again.findChild<QDockWidget *>(QStringLiteral("runsDock"))->isVisible());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
