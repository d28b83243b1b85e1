#include "mainwindow.h"

#include "settings.h"

#include "core/results/resultstypes.h"
#include "core/workspace/asyncworkspaceloader.h"
#include "core/workspace/workspacetreemodel.h"
#include "views/about/aboutdialog.h"
#include "views/conversation/conversationpage.h"
#include "views/editor/fileeditor.h"
#include "views/lint/promptlinter.h"
#include "views/runs/runswidget.h"
#include "views/welcome/welcomewidget.h"
#include "views/workspace/problemswidget.h"
#include "views/workspace/workspacedecorationproxymodel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>

namespace Polygon {

MainWindow::MainWindow(Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_loader(new AsyncWorkspaceLoader(this))
    , m_model(new WorkspaceTreeModel(this))
    , m_proxy(new WorkspaceDecorationProxyModel(this))
    , m_tree(new QTreeView(this))
    , m_central(new QStackedWidget(this))
    , m_welcome(new WelcomeWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_problems(new ProblemsWidget(this))
    , m_workspaceLabel(new QLabel(this))
    , m_cursorLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));

    m_proxy->setSourceModel(m_model);
    m_tree->setObjectName(QStringLiteral("workspaceTree"));
    m_tree->setModel(m_proxy);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setExpandsOnDoubleClick(true);
    connect(m_tree, &QTreeView::activated, this, &MainWindow::onTreeActivated);

    m_tabs->setObjectName(QStringLiteral("editorTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateTitle();
        updateCursorLabel();
    });

    m_central->addWidget(m_welcome);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);

    connect(m_welcome, &WelcomeWidget::openWorkspaceRequested, this, &MainWindow::openWorkspaceDialog);
    connect(m_welcome, &WelcomeWidget::openExampleRequested, this, [this] { openWorkspace(exampleWorkspacePath()); });
    connect(m_welcome, &WelcomeWidget::recentWorkspaceActivated, this, &MainWindow::openWorkspace);

    connect(m_loader, &AsyncWorkspaceLoader::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &AsyncWorkspaceLoader::failed, this, &MainWindow::onFailed);
    connect(m_loader, &AsyncWorkspaceLoader::loadingChanged, this, [this](bool loading) {
        if (loading)
            statusBar()->showMessage(tr("Loading %1…").arg(QDir::toNativeSeparators(m_root)));
    });
    connect(m_problems, &ProblemsWidget::problemActivated, this,
            [this](const QString &file, int line, int column) { openFile(file, line, column); });

    statusBar()->addPermanentWidget(m_cursorLabel);
    statusBar()->addPermanentWidget(m_workspaceLabel);

    createDocks();
    createActions();
    connect(m_settings, &Settings::recentWorkspacesChanged, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
    restoreWindowState();
    updateCentral();
    updateTitle();
}

MainWindow::~MainWindow() = default;

const Workspace &MainWindow::workspace() const
{
    return m_model->workspace();
}

QString MainWindow::exampleWorkspacePath()
{
    const QString appDir = QCoreApplication::applicationDirPath();
    const QStringList candidates = {
        QDir(appDir).filePath(QStringLiteral("../share/polygon/examples/bella-vista")),
#ifdef POLYGON_SOURCE_DIR
        QStringLiteral(POLYGON_SOURCE_DIR "/resources/examples/bella-vista"),
#endif
    };
    for (const QString &candidate : candidates)
        if (QFileInfo::exists(QDir(candidate).filePath(QStringLiteral("polygon.json"))))
            return QDir::cleanPath(candidate);
    return {};
}

void MainWindow::createDocks()
{
    auto *treeDock = new QDockWidget(tr("Workspace"), this);
    treeDock->setObjectName(QStringLiteral("workspaceDock"));
    treeDock->setWidget(m_tree);
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);

    auto *problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    resizeDocks({treeDock}, {260}, Qt::Horizontal);
    resizeDocks({problemsDock}, {140}, Qt::Vertical);

    // Results: every run of the workspace's store; a conversation opens in a tab.
    m_runs = new RunsWidget(this);
    auto *runsDock = new QDockWidget(tr("Runs"), this);
    runsDock->setObjectName(QStringLiteral("runsDock"));
    runsDock->setWidget(m_runs);
    addDockWidget(Qt::BottomDockWidgetArea, runsDock);
    tabifyDockWidget(problemsDock, runsDock);
    problemsDock->raise();
    resizeDocks({problemsDock}, {140}, Qt::Vertical); // again: tabifying grew the area
    connect(m_runs, &RunsWidget::conversationActivated, this, &MainWindow::openConversationKey);
}

ConversationPage *MainWindow::currentConversationPage() const
{
    return qobject_cast<ConversationPage *>(m_tabs->currentWidget());
}

ConversationPage *MainWindow::addConversationPage()
{
    auto *page = new ConversationPage(m_root, m_tabs);
    const int index = m_tabs->addTab(page, tr("Conversation"));
    connect(page, &ConversationPage::loaded, this, [this, page] {
        const int i = m_tabs->indexOf(page);
        m_tabs->setTabText(i, page->title());
        m_tabs->setTabToolTip(i, page->key().toString());
    });
    connect(page, &ConversationPage::failed, this, [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(page, &ConversationPage::humanVerdictSaved, m_runs, &RunsWidget::reload);
    m_tabs->setCurrentIndex(index);
    updateCentral();
    Q_EMIT conversationPageOpened(page);
    return page;
}

ConversationPage *MainWindow::openConversationKey(const ConversationKey &key)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<ConversationPage *>(m_tabs->widget(i)); page && page->isLoaded() && page->key() == key) {
            m_tabs->setCurrentWidget(page);
            return page;
        }
    ConversationPage *page = addConversationPage();
    page->load(key);
    return page;
}

ConversationPage *MainWindow::openConversation(const QString &run, const QString &conversationId)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<ConversationPage *>(m_tabs->widget(i));
            page && page->isLoaded() && page->key().run == run && page->conversationId() == conversationId) {
            m_tabs->setCurrentWidget(page);
            return page;
        }
    ConversationPage *page = addConversationPage();
    page->loadById(run, conversationId);
    return page;
}

void MainWindow::showRun(const QString &run)
{
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("runsDock"))) {
        dock->show();
        dock->raise();
        resizeDocks({dock}, {std::max(dock->height(), height() / 2)}, Qt::Vertical);
    }
    m_runs->showRun(run);
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Workspace…"), this, &MainWindow::openWorkspaceDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("Open &Example Workspace"), this, [this] { openWorkspace(exampleWorkspacePath()); });
    QAction *reload = file->addAction(tr("Re&load Workspace"), this, &MainWindow::reloadWorkspace);
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction *save = file->addAction(tr("&Save"), this, &MainWindow::saveCurrent);
    save->setShortcut(QKeySequence::Save);
    QAction *saveAll = file->addAction(tr("Save A&ll"), this, &MainWindow::saveAll);
    saveAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QAction *close = file->addAction(tr("&Close File"), this, [this] {
        if (m_tabs->currentIndex() >= 0)
            closeTab(m_tabs->currentIndex());
    });
    close->setShortcut(QKeySequence::Close);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    QMenu *language = settingsMenu->addMenu(tr("&Language"));
    auto *languages = new QActionGroup(this);
    const auto addLanguage = [&](const QString &code, const QString &label) {
        QAction *action = language->addAction(label);
        action->setCheckable(true);
        action->setChecked(m_settings->language() == code);
        action->setData(code);
        languages->addAction(action);
    };
    addLanguage(QString(), tr("System Language"));
    addLanguage(QStringLiteral("en"), QStringLiteral("English"));
    addLanguage(QStringLiteral("bs"), QStringLiteral("Bosanski"));
    addLanguage(QStringLiteral("hr"), QStringLiteral("Hrvatski"));
    addLanguage(QStringLiteral("ru"), QStringLiteral("Русский"));
    connect(languages, &QActionGroup::triggered, this, [this](QAction *action) {
        m_settings->setLanguage(action->data().toString());
        statusBar()->showMessage(tr("The language changes the next time Polygon starts."), 8000);
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Polygon"), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::restoreWindowState()
{
    if (!restoreGeometry(m_settings->windowGeometry()))
        resize(1280, 800);
    restoreState(m_settings->windowState(), Settings::WindowStateVersion);
}

void MainWindow::rebuildRecentMenu()
{
    const QStringList recent = m_settings->recentWorkspaces();
    m_recentMenu->clear();
    for (const QString &path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] { openWorkspace(path); });
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            for (const QString &path : m_settings->recentWorkspaces())
                m_settings->removeRecentWorkspace(path);
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
    m_welcome->setRecentWorkspaces(recent);
}

void MainWindow::openWorkspaceDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Workspace"),
                                                          m_root.isEmpty() ? QDir::homePath() : QFileInfo(m_root).absolutePath());
    if (!dir.isEmpty())
        openWorkspace(dir);
}

void MainWindow::openWorkspace(const QString &dir)
{
    if (dir.isEmpty()) {
        QMessageBox::warning(this, tr("Open Workspace"),
                             tr("The example workspace is not installed with this build of Polygon."));
        return;
    }
    const QString clean = QDir::cleanPath(QDir(dir).absolutePath());
    if (clean != m_root) {
        QList<FileEditor *> editors;
        for (int i = 0; i < m_tabs->count(); ++i)
            editors.append(qobject_cast<FileEditor *>(m_tabs->widget(i)));
        if (!confirmDiscard(editors))
            return;
        while (m_tabs->count() > 0) {
            QWidget *w = m_tabs->widget(0);
            m_tabs->removeTab(0);
            w->deleteLater();
        }
        m_openDefaultOnLoad = true;
    }
    m_root = clean;
    m_loader->load(clean);
}

void MainWindow::reloadWorkspace()
{
    if (!m_root.isEmpty())
        m_loader->load(m_root);
}

void MainWindow::onLoaded(const Workspace &workspace)
{
    if (m_runs->workspace() != m_root)
        m_runs->setWorkspace(m_root);
    m_loaded = true;
    m_model->setWorkspace(workspace);
    m_tree->expandAll();
    m_problems->setProblems(m_root, {});
    m_settings->addRecentWorkspace(m_root);
    m_workspaceLabel->setText(tr("%1 — %n persona(s)", nullptr, int(workspace.personas.size())).arg(workspace.manifest.name));
    statusBar()->showMessage(tr("Loaded %1").arg(QDir::toNativeSeparators(m_root)), 5000);
    if (m_openDefaultOnLoad) {
        m_openDefaultOnLoad = false;
        openDefaultPrompt();
    }
    updateTitle();
    updateCentral();
    Q_EMIT workspaceLoaded(workspace);
}

void MainWindow::onFailed(const QString &dir, const Diagnostics &problems)
{
    if (m_runs->workspace() != dir)
        m_runs->setWorkspace(dir); // the results store does not need a valid workspace
    m_loaded = false;
    m_model->clear();
    m_problems->setProblems(dir, problems);
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("problemsDock"))) {
        dock->show();
        dock->raise();
    }
    if (QFileInfo(dir).isDir())
        m_settings->addRecentWorkspace(dir);
    m_workspaceLabel->setText(tr("%n problem(s)", nullptr, int(problems.size())));
    statusBar()->showMessage(tr("The workspace has problems; fix them and save to reload."), 8000);
    if (m_tabs->count() == 0)
        m_openDefaultOnLoad = true; // once it loads, open its prompt
    updateTitle();
    updateCentral();
    Q_EMIT workspaceFailed(int(problems.size()));
}

void MainWindow::openDefaultPrompt()
{
    const Workspace &ws = m_model->workspace();
    const Agent *agent = ws.agent(ws.manifest.defaultAgent);
    if (!agent && !ws.agents.isEmpty())
        agent = &ws.agents.first();
    QString path;
    if (agent && !agent->prompt.isEmpty())
        path = agent->prompt;
    else if (!ws.prompts.isEmpty())
        path = ws.prompts.first().path;
    if (!path.isEmpty())
        openFile(QDir(ws.root).filePath(path));
}

void MainWindow::onTreeActivated(const QModelIndex &index)
{
    const QString path = index.data(WorkspaceTreeModel::AbsolutePathRole).toString();
    if (index.data(WorkspaceTreeModel::KindRole).toString() != QLatin1String("section") && !path.isEmpty())
        openFile(path);
}

FileEditor *MainWindow::currentEditor() const
{
    return qobject_cast<FileEditor *>(m_tabs->currentWidget());
}

FileEditor *MainWindow::editorForFile(const QString &path) const
{
    const QString clean = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *editor = qobject_cast<FileEditor *>(m_tabs->widget(i));
        if (editor && editor->filePath() == clean)
            return editor;
    }
    return nullptr;
}

FileEditor *MainWindow::openFile(const QString &path, int line, int column)
{
    const QString clean = QFileInfo(path).absoluteFilePath();
    FileEditor *editor = editorForFile(clean);
    if (!editor) {
        editor = new FileEditor(m_tabs);
        QString error;
        if (!editor->openFile(clean, &error)) {
            delete editor;
            QMessageBox::warning(this, tr("Open File"), tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(clean), error));
            return nullptr;
        }
        if (PromptLinter::isPromptFile(m_root, clean))
            PromptLinter::attach(editor);
        const int index = m_tabs->addTab(editor, QString());
        m_tabs->setTabToolTip(index, QDir::toNativeSeparators(clean));
        connect(editor, &FileEditor::modifiedChanged, this, [this, editor] {
            updateTabTitle(editor);
            updateTitle();
        });
        connect(editor, &QPlainTextEdit::cursorPositionChanged, this, &MainWindow::updateCursorLabel);
        updateTabTitle(editor);
    }
    m_tabs->setCurrentWidget(editor);
    if (line > 0)
        editor->goTo(line, std::max(1, column));
    updateCentral();
    updateCursorLabel();
    return editor;
}

bool MainWindow::saveEditor(FileEditor *editor)
{
    QString error;
    if (!editor->save(&error)) {
        QMessageBox::critical(this, tr("Save"),
                              tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(editor->filePath()), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(editor->filePath())), 4000);
    return true;
}

bool MainWindow::saveCurrent()
{
    FileEditor *editor = currentEditor();
    if (!editor)
        return false;
    const bool ok = saveEditor(editor);
    if (ok && !m_root.isEmpty() && editor->filePath().startsWith(m_root + QLatin1Char('/')))
        reloadWorkspace(); // re-validate: the saved file may fix or cause problems
    return ok;
}

bool MainWindow::saveAll()
{
    bool ok = true;
    bool any = false;
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *editor = qobject_cast<FileEditor *>(m_tabs->widget(i));
        if (editor && editor->isModified()) {
            any = true;
            ok = saveEditor(editor) && ok;
        }
    }
    if (any)
        reloadWorkspace();
    return ok;
}

bool MainWindow::confirmDiscard(const QList<FileEditor *> &editors)
{
    QList<FileEditor *> modified;
    for (FileEditor *e : editors)
        if (e && e->isModified())
            modified.append(e);
    if (modified.isEmpty())
        return true;
    QStringList names;
    for (FileEditor *e : std::as_const(modified))
        names.append(QFileInfo(e->filePath()).fileName());
    const auto answer = QMessageBox::question(this, tr("Unsaved Changes"),
                                              tr("Save the changes to %1?").arg(QLocale().createSeparatedList(names)),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        for (FileEditor *e : std::as_const(modified))
            if (!saveEditor(e))
                return false;
    }
    return true;
}

bool MainWindow::closeTab(int index)
{
    if (auto *page = qobject_cast<ConversationPage *>(m_tabs->widget(index))) {
        m_tabs->removeTab(index);
        page->deleteLater();
        updateCentral();
        updateTitle();
        return true;
    }
    auto *editor = qobject_cast<FileEditor *>(m_tabs->widget(index));
    if (!editor || !confirmDiscard({editor}))
        return false;
    m_tabs->removeTab(index);
    editor->deleteLater();
    updateCentral();
    updateTitle();
    return true;
}

void MainWindow::updateTabTitle(FileEditor *editor)
{
    const int index = m_tabs->indexOf(editor);
    if (index < 0)
        return;
    QString title = QFileInfo(editor->filePath()).fileName();
    if (editor->isModified())
        title += QLatin1Char('*');
    m_tabs->setTabText(index, title);
}

void MainWindow::updateTitle()
{
    QString title;
    if (m_loaded)
        title = m_model->workspace().manifest.name;
    else if (!m_root.isEmpty())
        title = QFileInfo(m_root).fileName();
    if (FileEditor *editor = currentEditor())
        title = QFileInfo(editor->filePath()).fileName() + QStringLiteral("[*] — ") + title;
    setWindowTitle(title.isEmpty() ? tr("Polygon") : tr("%1 — Polygon").arg(title));
    FileEditor *editor = currentEditor();
    setWindowModified(editor && editor->isModified());
}

void MainWindow::updateCentral()
{
    m_central->setCurrentWidget(m_tabs->count() > 0 ? static_cast<QWidget *>(m_tabs) : m_welcome);
    if (m_loaded)
        m_welcome->setStatus(tr("Workspace <b>%1</b> is open: pick a prompt, persona or tool on the left.")
                                 .arg(m_model->workspace().manifest.name.toHtmlEscaped()));
    else if (!m_root.isEmpty())
        m_welcome->setStatus(tr("The workspace at %1 has problems: see the Problems panel below.")
                                 .arg(QDir::toNativeSeparators(m_root).toHtmlEscaped()));
    else
        m_welcome->setStatus(tr("No workspace is open."));
}

void MainWindow::updateCursorLabel()
{
    FileEditor *editor = currentEditor();
    if (!editor) {
        m_cursorLabel->clear();
        return;
    }
    const auto [line, column] = editor->cursorLineColumn();
    m_cursorLabel->setText(tr("Line %1, column %2").arg(line).arg(column));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QList<FileEditor *> editors;
    for (int i = 0; i < m_tabs->count(); ++i)
        editors.append(qobject_cast<FileEditor *>(m_tabs->widget(i)));
    if (!confirmDiscard(editors)) {
        event->ignore();
        return;
    }
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState(Settings::WindowStateVersion));
    event->accept();
}

} // namespace Polygon
