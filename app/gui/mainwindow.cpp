#include "mainwindow.h"

#include "settings.h"

#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"
#include "core/results/resultsloader.h"
#include "core/results/resultstypes.h"
#include "core/run/demo.h"
#include "core/run/runjob.h"
#include "core/simulate/personagenerator.h"
#include "core/util/hash.h"
#include "core/workspace/asyncworkspaceloader.h"
#include "core/workspace/promptworkspace.h"
#include "core/workspace/workspacetreemodel.h"
#include "core/workspace/workspacewriter.h"
#include "views/about/aboutdialog.h"
#include "views/charts/chartspage.h"
#include "views/compare/comparerunsdialog.h"
#include "views/compare/comparisonpage.h"
#include "views/conversation/conversationpage.h"
#include "views/editor/fileeditor.h"
#include "views/editor/prompthistorydialog.h"
#include "views/evidence/evidencepage.h"
#include "views/import/importwizard.h"
#include "views/lint/promptlinter.h"
#include "views/run/runlauncherdialog.h"
#include "views/run/runmonitorwidget.h"
#include "views/runs/runswidget.h"
#include "views/settings/providersdialog.h"
#include "views/simulate/personabatchdialog.h"
#include "views/sweep/sweeppage.h"
#include "views/welcome/promptworkspacedialog.h"
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
#include <QPointer>
#include <QPushButton>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextCursor>
#include <QTimer>
#include <QTreeView>

#include <utility>

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
        updateActions();
    });

    m_central->addWidget(m_welcome);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);

    connect(m_welcome, &WelcomeWidget::openWorkspaceRequested, this, &MainWindow::openWorkspaceDialog);
    connect(m_welcome, &WelcomeWidget::demoRequested, this, &MainWindow::openDemo);
    connect(m_welcome, &WelcomeWidget::cancelDemoRequested, this, &MainWindow::cancelDemo);
    connect(m_welcome, &WelcomeWidget::promptWorkspaceRequested, this, &MainWindow::promptWorkspaceDialog);
    connect(m_welcome, &WelcomeWidget::connectModelRequested, this, &MainWindow::connectModel);
    connect(m_welcome, &WelcomeWidget::recentWorkspaceActivated, this, &MainWindow::openWorkspace);

    connect(m_loader, &AsyncWorkspaceLoader::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &AsyncWorkspaceLoader::failed, this, &MainWindow::onFailed);
    connect(m_loader, &AsyncWorkspaceLoader::loadingChanged, this, [this](bool loading) {
        if (loading)
            statusBar()->showMessage(tr("Loading %1…").arg(QDir::toNativeSeparators(m_root)));
    });
    connect(m_problems, &ProblemsWidget::problemActivated, this,
            [this](const QString &file, int line, int column) { openFile(file, line, column); });

    m_runLabel = new QLabel(this);
    m_runLabel->setObjectName(QStringLiteral("runLabel"));
    m_runLabel->hide();
    statusBar()->addPermanentWidget(m_runLabel);
    statusBar()->addPermanentWidget(m_cursorLabel);
    statusBar()->addPermanentWidget(m_workspaceLabel);

    createDocks();
    createActions();
    connect(m_settings, &Settings::recentWorkspacesChanged, this, &MainWindow::rebuildRecentMenu);
    retranslateUi();
    setActiveLanguage(m_settings->language());
    rebuildRecentMenu();
    restoreWindowState();
    updateCentral();
    updateTitle();
    updateActions();
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
    auto *treeDock = new QDockWidget(this);
    treeDock->setObjectName(QStringLiteral("workspaceDock"));
    treeDock->setWidget(m_tree);
    addDockWidget(Qt::LeftDockWidgetArea, treeDock);
    // Narrow windows must not squeeze the tree to an unusable sliver.
    m_tree->setMinimumWidth(140);

    auto *problemsDock = new QDockWidget(this);
    problemsDock->setObjectName(QStringLiteral("problemsDock"));
    problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    resizeDocks({treeDock}, {260}, Qt::Horizontal);
    resizeDocks({problemsDock}, {220}, Qt::Vertical);

    // Results: every run of the workspace's store; a conversation opens in a tab.
    m_runs = new RunsWidget(this);
    auto *runsDock = new QDockWidget(tr("Runs"), this);
    runsDock->setObjectName(QStringLiteral("runsDock"));
    runsDock->setWidget(m_runs);
    addDockWidget(Qt::BottomDockWidgetArea, runsDock);
    tabifyDockWidget(problemsDock, runsDock);
    problemsDock->raise();
    resizeDocks({problemsDock}, {220}, Qt::Vertical); // again: tabifying grew the area
    connect(m_runs, &RunsWidget::conversationActivated, this, &MainWindow::openConversationKey);
    connect(m_runs, &RunsWidget::resumeRequested, this, &MainWindow::resumeRun);
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

ComparisonPage *MainWindow::compareRuns(const QStringList &runs)
{
    CompareContext context;
    if (m_loaded) {
        context.personas = workspace().personas;
        context.probes = workspace().probes;
        context.providers = workspace().providers;
    }
    auto *page = new ComparisonPage(m_root, context, m_tabs);
    const int index = m_tabs->addTab(page, tr("Comparison"));
    m_tabs->setTabToolTip(index, runs.join(QStringLiteral(" · ")));
    connect(page, &ComparisonPage::compared, this, [this, page] { m_tabs->setTabText(m_tabs->indexOf(page), page->title()); });
    connect(page, &ComparisonPage::failed, this, [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    m_tabs->setCurrentIndex(index);
    updateCentral();
    Q_EMIT comparisonPageOpened(page);
    page->compare(runs);
    return page;
}

ChartsPage *MainWindow::showCharts()
{
    if (m_root.isEmpty())
        return nullptr;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<ChartsPage *>(m_tabs->widget(i))) {
            m_tabs->setCurrentWidget(page);
            page->reload();
            return page;
        }
    auto *page = new ChartsPage(m_root, m_loaded ? workspace().probes : QList<Probe>(), m_tabs);
    m_tabs->setCurrentIndex(m_tabs->addTab(page, tr("Charts")));
    updateCentral();
    return page;
}

SweepPage *MainWindow::newSweep()
{
    if (!m_loaded)
        return nullptr;
    auto *page = new SweepPage(workspace(), m_tabs);
    m_tabs->setCurrentIndex(m_tabs->addTab(page, tr("Sweep")));
    connect(page, &SweepPage::runRequested, this, &MainWindow::showRun);
    connect(page, &SweepPage::finished, m_runs, &RunsWidget::reload);
    updateCentral();
    return page;
}

ImportWizard *MainWindow::importCallsWizard()
{
    if (!m_loaded)
        return nullptr;
    auto *wizard = new ImportWizard(workspace(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setWindowModality(Qt::WindowModal);
    connect(wizard, &ImportWizard::imported, m_runs, &RunsWidget::reload);
    connect(wizard, &ImportWizard::done, this, [this](const QString &run, const QString &compareWith) {
        m_runs->reload();
        showRun(run);
        if (!compareWith.isEmpty())
            compareRuns({compareWith, run});
    });
    wizard->show();
    return wizard;
}

CompareRunsDialog *MainWindow::compareRunsDialog()
{
    if (m_root.isEmpty())
        return nullptr;
    auto *dialog = new CompareRunsDialog(m_root, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { compareRuns(dialog->chosenRuns()); });
    dialog->show();
    return dialog;
}

EvidencePage *MainWindow::openEvidence(const QString &file, const QString &format)
{
    auto *page = new EvidencePage(m_tabs);
    const int index = m_tabs->addTab(page, page->title());
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(file));
    connect(page, &EvidencePage::loaded, this, [this, page] {
        const int i = m_tabs->indexOf(page);
        m_tabs->setTabText(i, page->title());
        m_tabs->setTabToolTip(i, QDir::toNativeSeparators(page->file()));
    });
    connect(page, &EvidencePage::failed, this, [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    m_tabs->setCurrentIndex(index);
    updateCentral();
    page->load(file, format);
    return page;
}

EvidencePage *MainWindow::openEvidenceDialog()
{
    QString file;
    QString format;
    if (!EvidencePage::askForFile(this, file, format))
        return nullptr;
    return openEvidence(file, format);
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this, &MainWindow::newWorkspaceDialog);
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::openWorkspaceDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_exampleAction = m_fileMenu->addAction(QString(), this, &MainWindow::openExampleWorkspace);
    m_openEvidenceAction = m_fileMenu->addAction(QString(), this, &MainWindow::openEvidenceDialog);
    m_openEvidenceAction->setObjectName(QStringLiteral("openEvidenceAction"));
    m_importAction = m_fileMenu->addAction(QString(), this, &MainWindow::importCallsWizard);
    m_importAction->setObjectName(QStringLiteral("importCallsAction"));
    m_reloadAction = m_fileMenu->addAction(QString(), this, &MainWindow::reloadWorkspace);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    m_fileMenu->addSeparator();
    m_saveAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveCurrent);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAllAction = m_fileMenu->addAction(QString(), this, &MainWindow::saveAll);
    m_saveAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_closeAction = m_fileMenu->addAction(QString(), this, [this] {
        if (m_tabs->currentIndex() >= 0)
            closeTab(m_tabs->currentIndex());
    });
    m_closeAction->setShortcut(QKeySequence::Close);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    m_newAction->setObjectName(QStringLiteral("newWorkspaceAction"));
    m_reloadAction->setObjectName(QStringLiteral("reloadAction"));
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAllAction->setObjectName(QStringLiteral("saveAllAction"));
    m_closeAction->setObjectName(QStringLiteral("closeAction"));

    m_runMenu = menuBar()->addMenu(QString());
    m_newRunAction = m_runMenu->addAction(QString(), this, &MainWindow::newRunDialog);
    m_newRunAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_newRunAction->setObjectName(QStringLiteral("newRunAction"));
    m_runMenu->addSeparator();
    m_reviewAction = m_runMenu->addAction(QString(), this, &MainWindow::reviewPromptWithJudge);
    m_reviewAction->setObjectName(QStringLiteral("reviewPromptAction"));
    m_historyAction = m_runMenu->addAction(QString(), this, &MainWindow::showPromptHistory);
    m_historyAction->setObjectName(QStringLiteral("promptHistoryAction"));
    m_historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_regenerateAction = m_runMenu->addAction(QString(), this, &MainWindow::regenerateStalePersonas);
    m_regenerateAction->setObjectName(QStringLiteral("regeneratePersonasAction"));
    m_runMenu->addSeparator();
    m_compareAction = m_runMenu->addAction(QString(), this, &MainWindow::compareRunsDialog);
    m_compareAction->setObjectName(QStringLiteral("compareRunsAction"));
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_sweepAction = m_runMenu->addAction(QString(), this, &MainWindow::newSweep);
    m_sweepAction->setObjectName(QStringLiteral("newSweepAction"));
    m_chartsAction = m_runMenu->addAction(QString(), this, &MainWindow::showCharts);
    m_chartsAction->setObjectName(QStringLiteral("chartsAction"));
    m_chartsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));

    m_viewMenu = menuBar()->addMenu(QString());
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    m_settingsMenu = menuBar()->addMenu(QString());
    m_providersAction = m_settingsMenu->addAction(QString(), this, &MainWindow::providersDialog);
    m_providersAction->setObjectName(QStringLiteral("providersAction"));
    m_providersAction->setEnabled(false);
    m_settingsMenu->addSeparator();
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languages = new QActionGroup(this);
    m_languages->setObjectName(QStringLiteral("languageGroup"));
    const auto addLanguage = [&](const QString &code, const QString &label) {
        QAction *action = m_languageMenu->addAction(label);
        action->setCheckable(true);
        action->setData(code);
        m_languages->addAction(action);
        return action;
    };
    // Each language's name in itself: never translated.
    m_systemLanguageAction = addLanguage(QString(), QString());
    addLanguage(QStringLiteral("en"), QStringLiteral("English"));
    addLanguage(QStringLiteral("bs"), QStringLiteral("Bosanski"));
    addLanguage(QStringLiteral("hr"), QStringLiteral("Hrvatski"));
    addLanguage(QStringLiteral("ru"), QStringLiteral("Русский"));
    connect(m_languages, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString code = action->data().toString();
        m_settings->setLanguage(code);
        m_activeLanguage = code;
        Q_EMIT languageRequested(code); // the catalogs change now; widgets retranslate on LanguageChange
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        AboutDialog dialog(this);
        dialog.exec();
    });
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Workspace…"));
    m_openAction->setText(tr("&Open Workspace…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_exampleAction->setText(tr("Open &Example Workspace"));
    m_exampleAction->setToolTip(tr("Opens a copy of the bundled example, so your edits never change the original"));
    m_importAction->setText(tr("&Import Production Calls…"));
    m_importAction->setToolTip(tr("Recorded transcripts (Polygon, Vapi, Retell or CSV) as a run to grade and compare"));
    m_openEvidenceAction->setText(tr("Open Call E&vents…"));
    m_openEvidenceAction->setToolTip(tr("Check a call's content-free events (or Vapi, Twilio, Retell payloads) for the "
                                        "five evidence gates"));
    m_reloadAction->setText(tr("Re&load Workspace"));
    m_saveAction->setText(tr("&Save"));
    m_saveAllAction->setText(tr("Save &All"));
    m_closeAction->setText(tr("&Close File"));
    m_quitAction->setText(tr("&Quit"));
    m_runMenu->setTitle(tr("&Run"));
    m_newRunAction->setText(tr("&New Run…"));
    m_reviewAction->setText(tr("&Review Prompt with the Judge (Tier 4)"));
    m_reviewAction->setToolTip(tr("The workspace's lint (or judge) profile reviews the prompt being edited; its findings "
                                  "join the offline ones until the next edit"));
    m_newRunAction->setToolTip(tr("Simulate callers against an agent, watch the conversations live, grade them"));
    m_historyAction->setText(tr("Prompt &History…"));
    m_historyAction->setToolTip(tr("Every kept version of the prompt being edited, by hash, with what changed"));
    m_regenerateAction->setText(tr("Regenerate &Stale Personas…"));
    m_regenerateAction->setToolTip(tr("Generate again the personas whose prompt has changed since they were made"));
    m_compareAction->setText(tr("&Compare Runs…"));
    m_compareAction->setToolTip(tr("Scorecards, the scenarios ordered by spread and the turn where two versions part ways"));
    m_sweepAction->setText(tr("New S&weep…"));
    m_sweepAction->setToolTip(tr("Run and grade an agent at several points of a parameter space and rank them"));
    m_chartsAction->setText(tr("C&harts…"));
    m_chartsAction->setToolTip(tr("Criterion means, composite distributions, probe conformance, pass^k, probe trends and "
                                  "sweeps over the graded runs"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_providersAction->setText(tr("Model &Providers…"));
    m_providersAction->setToolTip(tr("Provider profiles of this workspace, which one each role uses, and their API keys"));
    m_systemLanguageAction->setText(tr("System Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Polygon"));
    m_aboutQtAction->setText(tr("About &Qt"));
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("workspaceDock")))
        dock->setWindowTitle(tr("Workspace"));
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("problemsDock")))
        dock->setWindowTitle(tr("Problems"));
}

void MainWindow::setActiveLanguage(const QString &language)
{
    m_activeLanguage = Settings::uiLanguages().contains(language) ? language : QString();
    for (QAction *action : m_languages->actions())
        action->setChecked(action->data().toString() == m_activeLanguage);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuildRecentMenu();
        // Texts built from translated pieces: rebuild them in the new language.
        if (m_loaded)
            m_model->setWorkspace(m_model->workspace());
        updateWorkspaceLabel();
        updateTitle();
        updateCentral();
        updateCursorLabel();
        updateTabTitles();
        if (!m_root.isEmpty() && !m_loaded)
            reloadWorkspace(); // the problems' messages come from core, in the language of the load
        else if (!m_root.isEmpty())
            m_problems->setProblems(m_root, {});
        else
            m_problems->setProblems({}, {});
    }
    QMainWindow::changeEvent(event);
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

void MainWindow::newWorkspaceDialog()
{
    const QString dir
        = QFileDialog::getExistingDirectory(this, tr("New Workspace: Choose or Create an Empty Folder"),
                                            m_root.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                             : QFileInfo(m_root).absolutePath());
    if (dir.isEmpty())
        return;
    if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("polygon.json")))) {
        statusBar()->showMessage(tr("%1 already is a workspace: opening it.").arg(QDir::toNativeSeparators(dir)), 8000);
        openWorkspace(dir);
        return;
    }
    createWorkspace(dir);
}

bool MainWindow::createWorkspace(const QString &dir)
{
    const QString clean = QDir::cleanPath(QDir(dir).absolutePath());
    Manifest manifest;
    manifest.name = QFileInfo(clean).fileName();
    manifest.languages = {QStringLiteral("en")};
    const Diagnostics problems = Polygon::createWorkspace(clean, manifest);
    if (!problems.isEmpty()) {
        QMessageBox::warning(
            this, tr("New Workspace"),
            tr("Cannot create a workspace in %1: %2").arg(QDir::toNativeSeparators(clean), problems.first().message));
        return false;
    }
    statusBar()->showMessage(tr("Created the workspace %1").arg(QDir::toNativeSeparators(clean)), 8000);
    openWorkspace(clean);
    return true;
}

QString MainWindow::exampleCopyLocation() const
{
    if (!m_exampleCopyLocation.isEmpty())
        return m_exampleCopyLocation;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty())
        return documents;
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return data.isEmpty() ? QDir::homePath() : data;
}

QString MainWindow::userProvidersLocation() const
{
    return m_userProvidersLocation.isEmpty() ? userProvidersDir() : m_userProvidersLocation;
}

DemoSession *MainWindow::openDemo()
{
    if (m_demo)
        return m_demo;
    const QString parent = exampleCopyLocation();
    QString problem;
    if (!QDir().mkpath(parent))
        problem = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(parent));
    const QString folder = freeDemoFolder(parent, tr("Polygon Demo"));
    auto *demo = new DemoSession(this);
    if (problem.isEmpty() && !demo->prepare(folder))
        problem = demo->problems().isEmpty() ? demo->error() : diagnosticsText(demo->problems());
    if (problem.isEmpty() && !demo->start())
        problem = diagnosticsText(demo->problems());
    if (!problem.isEmpty()) {
        delete demo;
        m_welcome->endDemoProgress(tr("The demo could not start: %1").arg(problem), true);
        Q_EMIT demoFinished(false);
        return nullptr;
    }
    m_demo = demo;
    const auto show = [this, agents = demo->agents()](int index, int count, int done, int total) {
        const QString agent = agents.value(index);
        m_welcome->showDemoProgress(tr("Copied the demo to %1. Running and grading offline: run %2 of %3 (%4), %5 of %6 "
                                       "conversations…")
                                        .arg(QDir::toNativeSeparators(m_demo->folder()))
                                        .arg(index + 1)
                                        .arg(count)
                                        .arg(agent)
                                        .arg(done)
                                        .arg(total),
                                    index * std::max(total, 1) + done, count * std::max(total, 1));
    };
    connect(demo, &DemoSession::progress, this, show);
    connect(demo, &DemoSession::finished, this, [this](bool ok) {
        // After the session's own signal has returned: then it can go.
        QTimer::singleShot(0, this, [this, ok] { demoEnded(ok); });
    });
    show(0, demo->runCount(), 0, 0);
    return demo;
}

void MainWindow::cancelDemo()
{
    if (m_demo)
        m_demo->cancel();
}

void MainWindow::demoEnded(bool ok)
{
    DemoSession *demo = std::exchange(m_demo, nullptr);
    if (!demo)
        return;
    const QString folder = demo->folder();
    const QStringList runs = demo->runIds();
    const QList<DemoRun> finished = demo->runs();
    const bool cancelled = demo->cancelled();
    const QString problem = !demo->error().isEmpty() ? demo->error() : diagnosticsText(demo->problems());
    delete demo; // closes its results database before the window opens it
    if (!ok) {
        m_welcome->endDemoProgress(cancelled
                                       ? tr("The demo was cancelled. %1 keeps what ran so far: open it as a workspace to look.")
                                             .arg(QDir::toNativeSeparators(folder))
                                       : tr("The demo stopped: %1").arg(problem),
                                   !cancelled);
        Q_EMIT demoFinished(false);
        return;
    }
    const Diagnostics copied = applyUserProviders(userProvidersLocation(), folder);
    int conversations = 0;
    for (const DemoRun &run : finished)
        conversations += run.done;
    m_welcome->endDemoProgress(QString(), false);
    QString message
        = tr("Demo: %1 conversations run and graded offline in %2.").arg(conversations).arg(QDir::toNativeSeparators(folder));
    if (!copied.isEmpty())
        message += QLatin1Char(' ') + tr("Your model profiles were not copied: %1").arg(copied.first().message);
    const QMetaObject::Connection landing = connect(
        this, &MainWindow::workspaceLoaded, this,
        [this, runs, message] {
            if (runs.size() >= 2)
                compareRuns(runs);
            statusBar()->showMessage(message, 30000);
            Q_EMIT demoFinished(true);
        },
        Qt::SingleShotConnection);
    openWorkspace(folder);
    if (m_root != QDir::cleanPath(folder)) { // the user kept the open workspace (unsaved changes)
        disconnect(landing);
        m_welcome->endDemoProgress(tr("The demo is ready in %1: open it as a workspace.").arg(QDir::toNativeSeparators(folder)),
                                   false);
        Q_EMIT demoFinished(false);
    }
}

PromptWorkspaceDialog *MainWindow::promptWorkspaceDialog()
{
    auto *dialog = new PromptWorkspaceDialog(exampleCopyLocation(), userProvidersLocation(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PromptWorkspaceDialog::created, this, [this](const QString &root, const QString &message) {
        const QMetaObject::Connection shown = connect(
            this, &MainWindow::workspaceLoaded, this, [this, message] { statusBar()->showMessage(message, 30000); },
            Qt::SingleShotConnection);
        openWorkspace(root);
        if (m_root != QDir::cleanPath(root)) {
            disconnect(shown);
            statusBar()->showMessage(message, 30000);
        }
    });
    dialog->open();
    return dialog;
}

ProvidersDialog *MainWindow::connectModel()
{
    Workspace target;
    if (m_loaded) {
        target = m_model->workspace();
    } else {
        Diagnostics problems;
        target = loadUserProviders(userProvidersLocation(), &problems);
        target.manifest.name = tr("your models");
        if (!problems.isEmpty())
            statusBar()->showMessage(diagnosticsText(problems), 15000);
    }
    auto *dialog = new ProvidersDialog(target, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const bool inWorkspace = m_loaded;
    connect(dialog, &ProvidersDialog::saved, this, [this, inWorkspace, dialog] {
        if (inWorkspace)
            reloadWorkspace();
        const int profile = dialog->currentProfile();
        if (profile < 0)
            return;
        // Offer the capability check on what was just saved.
        auto *offer = new QMessageBox(QMessageBox::Question, tr("Connect a Model"),
                                      tr("The profile is saved. Check now what the model can do (chat, tools, "
                                         "structured output, streaming)?"),
                                      QMessageBox::Yes | QMessageBox::No, this);
        offer->setObjectName(QStringLiteral("offerCapabilityCheck"));
        offer->setAttribute(Qt::WA_DeleteOnClose);
        connect(offer, &QMessageBox::finished, this, [this, offer, profile] {
            if (offer->clickedButton() != offer->button(QMessageBox::Yes))
                return;
            ProvidersDialog *again = connectModel();
            again->setCurrentProfile(profile);
            again->testConnection();
        });
        offer->open();
    });
    dialog->open();
    return dialog;
}

void MainWindow::openExampleWorkspace()
{
    const QString example = exampleWorkspacePath();
    if (example.isEmpty()) {
        QMessageBox::warning(this, tr("Open Example Workspace"),
                             tr("The example workspace is not installed with this build of Polygon."));
        return;
    }
    // Never edit the bundled original: open a fresh copy the user owns.
    const QDir base(exampleCopyLocation());
    QString target;
    for (int n = 1; n < 1000 && target.isEmpty(); ++n) {
        const QString candidate = base.filePath(tr("Polygon Example %1").arg(n));
        if (!QFileInfo::exists(candidate))
            target = candidate;
    }
    const Diagnostics problems
        = target.isEmpty() ? Diagnostics {{base.path(), 1, 1, tr("no free folder name")}} : copyWorkspace(example, target);
    if (!problems.isEmpty()) {
        QMessageBox::warning(
            this, tr("Open Example Workspace"),
            tr("Cannot copy the example workspace to %1: %2")
                .arg(QDir::toNativeSeparators(target.isEmpty() ? base.path() : target), problems.first().message));
        return;
    }
    statusBar()->showMessage(tr("Copied the example workspace to %1").arg(QDir::toNativeSeparators(target)), 10000);
    openWorkspace(target);
}

void MainWindow::openWorkspace(const QString &dir)
{
    if (dir.isEmpty())
        return;
    const QString clean = QDir::cleanPath(QDir(dir).absolutePath());
    if (QFileInfo(clean).isDir() && !QFileInfo::exists(QDir(clean).filePath(QStringLiteral("polygon.json")))) {
        // Not a workspace (yet): offer to make it one instead of a dead end.
        const auto answer = QMessageBox::question(
            this, tr("Open Workspace"),
            tr("%1 is not a Polygon workspace: it has no polygon.json.\n\nCreate a new workspace in this folder? "
               "Polygon adds polygon.json and the folders agents, prompts, personas, scenarios, tools, probes and "
               "providers; nothing in the folder is changed or removed.")
                .arg(QDir::toNativeSeparators(clean)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer == QMessageBox::Yes)
            createWorkspace(clean);
        return;
    }
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
    if (m_runs->workspace() != m_root) {
        m_runs->setWorkspace(m_root);
        m_staleCount = 0; // another workspace: say once what is stale in it
    }
    m_loaded = true;
    m_model->setWorkspace(workspace);
    m_tree->expandAll();
    m_lastProblems.clear();
    m_problems->setProblems(m_root, {});
    m_settings->addRecentWorkspace(m_root);
    updateWorkspaceLabel();
    statusBar()->showMessage(tr("Loaded %1").arg(QDir::toNativeSeparators(m_root)), 5000);
    const int stale = int(personasIn(workspace, PersonaFreshness::Stale).size());
    if (stale > m_staleCount)
        statusBar()->showMessage(tr("%n persona(s) came from an earlier version of their prompt and are stale: Run ▸ "
                                    "Regenerate Stale Personas",
                                    nullptr, stale),
                                 15000);
    m_staleCount = stale;
    if (m_openDefaultOnLoad) {
        m_openDefaultOnLoad = false;
        openDefaultPrompt();
    }
    updateTitle();
    updateCentral();
    updateActions();
    Q_EMIT workspaceLoaded(workspace);
}

void MainWindow::onFailed(const QString &dir, const Diagnostics &problems)
{
    if (m_runs->workspace() != dir)
        m_runs->setWorkspace(dir); // the results store does not need a valid workspace
    m_loaded = false;
    // Keep every item that did read visible; the broken files are marked.
    m_model->setWorkspace(m_loader->readable(), problems);
    m_tree->expandAll();
    m_problems->setProblems(dir, problems);
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("problemsDock"))) {
        dock->show();
        dock->raise();
    }
    // Recent lists workspaces that opened: a folder with a readable manifest.
    if (!m_loader->readable().manifest.name.isEmpty())
        m_settings->addRecentWorkspace(dir);
    m_lastProblems = problems;
    updateWorkspaceLabel();
    statusBar()->showMessage(tr("The workspace has problems; fix them and save to reload."), 8000);
    if (m_tabs->count() == 0)
        m_openDefaultOnLoad = true; // once it loads, open its prompt
    updateTitle();
    updateCentral();
    updateActions();
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
        connect(editor, &FileEditor::externallyChanged, this, [this](const QString &file) {
            statusBar()->showMessage(tr("%1 has changed on disk.").arg(QDir::toNativeSeparators(file)), 8000);
        });
        connect(editor, &QPlainTextEdit::cursorPositionChanged, this, &MainWindow::updateCursorLabel);
        updateTabTitles();
    }
    m_tabs->setCurrentWidget(editor);
    if (line > 0)
        editor->goTo(line, std::max(1, column));
    updateCentral();
    updateCursorLabel();
    updateActions();
    return editor;
}

bool MainWindow::saveEditor(FileEditor *editor)
{
    QString error;
    bool overwrite = false;
    if (editor->changedOnDisk() && QFileInfo::exists(editor->filePath())) {
        // Someone else changed the file since it was opened: never overwrite silently.
        QMessageBox box(QMessageBox::Warning, tr("File Changed on Disk"),
                        tr("%1 has changed on disk since you opened it. Overwrite it with your version?")
                            .arg(QDir::toNativeSeparators(editor->filePath())),
                        QMessageBox::Save | QMessageBox::Cancel, this);
        box.button(QMessageBox::Save)->setText(tr("&Overwrite"));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Save)
            return false;
        overwrite = true;
    }
    if (!editor->save(&error, overwrite)) {
        QMessageBox::critical(this, tr("Save"),
                              tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(editor->filePath()), error));
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(editor->filePath())), 4000);
    keepPromptVersion(editor);
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
    if (auto *monitor = qobject_cast<RunMonitorWidget *>(m_tabs->widget(index))) {
        // The run keeps going (the status bar says so); its page can come back from Run ▸ or the runs browser.
        m_tabs->removeTab(index);
        monitor->deleteLater();
        updateCentral();
        updateTitle();
        updateActions();
        return true;
    }
    if (qobject_cast<ConversationPage *>(m_tabs->widget(index)) || qobject_cast<ComparisonPage *>(m_tabs->widget(index))
        || qobject_cast<ChartsPage *>(m_tabs->widget(index)) || qobject_cast<SweepPage *>(m_tabs->widget(index))
        || qobject_cast<EvidencePage *>(m_tabs->widget(index))) {
        QWidget *page = m_tabs->widget(index);
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
    updateTabTitles();
    updateCentral();
    updateTitle();
    updateActions();
    return true;
}

void MainWindow::updateTabTitle(FileEditor *editor)
{
    const int index = m_tabs->indexOf(editor);
    if (index < 0)
        return;
    const QFileInfo info(editor->filePath());
    QString title = info.fileName();
    // Two tabs must not look alike (agents/bella.json and flows/bella.json):
    // add the folder to every name that is not unique.
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *other = qobject_cast<FileEditor *>(m_tabs->widget(i));
        if (other && other != editor && QFileInfo(other->filePath()).fileName() == info.fileName()) {
            title = tr("%1 (%2)", "tab title: file name (its folder)").arg(info.fileName(), info.dir().dirName());
            break;
        }
    }
    if (editor->isModified())
        title += QLatin1Char('*');
    m_tabs->setTabText(index, title);
}

void MainWindow::updateTabTitles()
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *editor = qobject_cast<FileEditor *>(m_tabs->widget(i)))
            updateTabTitle(editor);
}

void MainWindow::updateTitle()
{
    // "file[*] — workspace — Polygon": the workspace is always named, and the
    // window file path lets the desktop show (and proxy) the workspace folder.
    QString workspaceName;
    if (m_loaded)
        workspaceName = m_model->workspace().manifest.name;
    else if (!m_root.isEmpty())
        workspaceName
            = !m_loader->readable().manifest.name.isEmpty() ? m_loader->readable().manifest.name : QFileInfo(m_root).fileName();
    QString title;
    if (FileEditor *editor = currentEditor())
        title = workspaceName.isEmpty() ? tr("%1[*] — Polygon").arg(QFileInfo(editor->filePath()).fileName())
                                        : tr("%1[*] — %2 — Polygon").arg(QFileInfo(editor->filePath()).fileName(), workspaceName);
    else
        title = workspaceName.isEmpty() ? tr("Polygon") : tr("%1[*] — Polygon").arg(workspaceName);
    setWindowFilePath(m_root);
    setWindowTitle(title);
    bool modified = false;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *editor = qobject_cast<FileEditor *>(m_tabs->widget(i)))
            modified = modified || editor->isModified();
    setWindowModified(modified && title.contains(QLatin1String("[*]")));
}

void MainWindow::updateActions()
{
    const bool hasTab = m_tabs->count() > 0;
    m_saveAction->setEnabled(currentEditor() != nullptr);
    m_saveAllAction->setEnabled(hasTab);
    m_closeAction->setEnabled(hasTab);
    m_reloadAction->setEnabled(!m_root.isEmpty());
    m_newRunAction->setEnabled(m_loaded);
    FileEditor *editor = currentEditor();
    m_reviewAction->setEnabled(m_loaded && editor && editor->findChild<PromptLinter *>()
                               && (m_model->workspace().manifest.providers.contains(QStringLiteral("lint"))
                                   || m_model->workspace().manifest.providers.contains(QStringLiteral("judge"))));
    m_providersAction->setEnabled(m_loaded);
    m_historyAction->setEnabled(m_loaded && editor && editor->findChild<PromptLinter *>());
    m_regenerateAction->setEnabled(m_loaded);
    m_compareAction->setEnabled(!m_root.isEmpty());
    m_chartsAction->setEnabled(!m_root.isEmpty());
    m_sweepAction->setEnabled(m_loaded);
    m_importAction->setEnabled(m_loaded);
}

void MainWindow::updateWorkspaceLabel()
{
    if (m_loaded)
        m_workspaceLabel->setText(
            tr("%1 — %n persona(s)", nullptr, int(m_model->workspace().personas.size())).arg(m_model->workspace().manifest.name));
    else if (!m_root.isEmpty() && !m_lastProblems.isEmpty())
        m_workspaceLabel->setText(tr("%n problem(s)", nullptr, int(m_lastProblems.size())));
    else
        m_workspaceLabel->clear();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // After the window was narrow, give the workspace tree its width back.
    auto *dock = findChild<QDockWidget *>(QStringLiteral("workspaceDock"));
    if (dock && dock->isVisible() && !dock->isFloating() && event->size().width() > event->oldSize().width()) {
        const int wanted = std::min(260, width() / 4);
        if (dock->width() < wanted)
            resizeDocks({dock}, {wanted}, Qt::Horizontal);
    }
}

void MainWindow::updateDocks()
{
    const bool away = m_root.isEmpty();
    if (away == m_docksAway)
        return;
    m_docksAway = away;
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (away) {
            m_dockShown.insert(dock->objectName(), dock->isVisibleTo(this));
            dock->hide();
        } else {
            dock->setVisible(m_dockShown.value(dock->objectName(), true));
        }
    }
}

void MainWindow::updateCentral()
{
    updateDocks();
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

QList<RunJob *> MainWindow::runningJobs() const
{
    QList<RunJob *> running;
    for (RunJob *job : m_jobs)
        if (job->isRunning())
            running.append(job);
    return running;
}

RunMonitorWidget *MainWindow::currentRunMonitor() const
{
    return qobject_cast<RunMonitorWidget *>(m_tabs->currentWidget());
}

RunLauncherDialog *MainWindow::newRunDialog()
{
    if (!m_loaded)
        return nullptr;
    auto *dialog = new RunLauncherDialog(m_model->workspace(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("runLauncher"));
    // The agent of the prompt being edited, if any.
    if (FileEditor *editor = currentEditor()) {
        const QString rel = QDir(m_root).relativeFilePath(editor->filePath());
        for (const Agent &a : m_model->workspace().agents)
            if (a.prompt == rel || a.flow == rel || a.path == rel)
                dialog->setAgent(a.id);
    }
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->valid())
            startRun(dialog->settings());
    });
    dialog->open();
    return dialog;
}

RunMonitorWidget *MainWindow::startRun(const RunJobSettings &settings)
{
    auto *job = new RunJob(settings, this);
    m_jobs.append(job);
    auto *monitor = new RunMonitorWidget(m_tabs);
    const QString agent = settings.resume.isEmpty() ? settings.request.agent : QString();
    const QString title = settings.resume.isEmpty()
        ? tr("%1 against %2")
              .arg(agent, settings.request.scenarioSet.isEmpty() ? tr("every caller") : settings.request.scenarioSet)
        : tr("Resuming run %1").arg(settings.resume);
    monitor->setJob(job, title);
    const int index = m_tabs->addTab(monitor, settings.resume.isEmpty() ? tr("Run: %1").arg(agent) : tr("Run: resume"));
    m_tabs->setTabToolTip(index, title);
    m_tabs->setCurrentIndex(index);
    connect(monitor, &RunMonitorWidget::resumeRequested, this, &MainWindow::resumeRun);
    connect(monitor, &RunMonitorWidget::openRunRequested, this, &MainWindow::showRun);
    connect(job, &RunJob::started, this, [this, monitor](const QString &run) {
        if (m_tabs->indexOf(monitor) >= 0)
            m_tabs->setTabToolTip(m_tabs->indexOf(monitor), run);
        m_runs->reload();
        updateRunLabel();
    });
    connect(job, &RunJob::progress, this, &MainWindow::updateRunLabel);
    const auto ended = [this, job] {
        m_runs->reload();
        updateRunLabel();
        job->deleteLater(); // its thread has ended
        m_jobs.removeOne(job);
    };
    connect(job, &RunJob::finished, this, [this, job, ended](RunStatus status) {
        statusBar()->showMessage(tr("Run %1 %2").arg(job->runId(), runStatusTitle(status)), 10000);
        ended();
    });
    connect(job, &RunJob::failed, this, [this, ended](const QString &message) {
        statusBar()->showMessage(tr("The run could not start: %1").arg(message), 15000);
        ended();
    });
    updateCentral();
    updateActions();
    job->start();
    Q_EMIT runStarted(monitor);
    return monitor;
}

void MainWindow::reviewPromptWithJudge()
{
    FileEditor *editor = currentEditor();
    auto *linter = editor ? editor->findChild<PromptLinter *>() : nullptr;
    if (!m_loaded || !linter)
        return;
    const Workspace &ws = m_model->workspace();
    const QString role
        = ws.manifest.providers.contains(QStringLiteral("lint")) ? QStringLiteral("lint") : QStringLiteral("judge");
    Diagnostics problems;
    auto provider = openRoleProvider(ws, QString(), role, problems);
    if (!provider) {
        QMessageBox::warning(this, tr("Review Prompt"), tr("The judge cannot be asked: %1").arg(diagnosticsText(problems)));
        return;
    }
    disconnect(linter, &PromptLinter::notice, this, nullptr); // once per linter
    connect(linter, &PromptLinter::notice, this, [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    statusBar()->showMessage(tr("The judge is reviewing the prompt…"));
    linter->reviewWithJudge(std::move(provider));
}

void MainWindow::keepPromptVersion(FileEditor *editor)
{
    if (!editor->findChild<PromptLinter *>() || m_root.isEmpty())
        return;
    if (!m_promptVersions) {
        m_promptVersions = new ResultsLoader(this);
        connect(m_promptVersions, &ResultsLoader::failed, this, [this](const QString &message) {
            statusBar()->showMessage(tr("The prompt version was saved but not kept in the history: %1").arg(message), 15000);
        });
    }
    if (m_promptVersions->workspace() != m_root)
        m_promptVersions->setWorkspace(m_root);
    const QString id = QFileInfo(editor->filePath()).completeBaseName();
    QList<PromptVersionRecord> record;
    const QByteArray replaced = editor->replacedBytes();
    if (!replaced.isEmpty())
        record.append(PromptVersionRecord::of(id, replaced));
    record.append(PromptVersionRecord::of(id, editor->diskBytes()));
    m_promptVersions->loadPromptHistory(id, record);
}

PromptHistoryDialog *MainWindow::showPromptHistory()
{
    FileEditor *editor = currentEditor();
    if (!m_loaded || !editor || !editor->findChild<PromptLinter *>())
        return nullptr;
    auto *dialog = new PromptHistoryDialog(m_root, QFileInfo(editor->filePath()).completeBaseName(), editor->diskBytes(),
                                           editor->toPlainText(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<FileEditor> target(editor);
    connect(editor, &QPlainTextEdit::textChanged, dialog, [dialog, target] {
        if (target)
            dialog->setEditorText(target->toPlainText());
    });
    connect(dialog, &PromptHistoryDialog::restoreRequested, this, [this, target](const QString &text) {
        if (!target)
            return;
        QTextCursor cursor(target->document());
        cursor.select(QTextCursor::Document);
        cursor.insertText(text); // one undo step
        m_tabs->setCurrentWidget(target);
        statusBar()->showMessage(tr("That version is in the editor now; save to keep it, or undo."), 10000);
    });
    dialog->show();
    return dialog;
}

PersonaBatchDialog *MainWindow::regenerateStalePersonas()
{
    if (!m_loaded)
        return nullptr;
    auto *dialog = new PersonaBatchDialog(m_model->workspace(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PersonaBatchDialog::finished, this, [this](int written) {
        if (written > 0)
            reloadWorkspace();
    });
    dialog->show();
    return dialog;
}

RunMonitorWidget *MainWindow::resumeRun(const QString &run)
{
    if (!m_loaded)
        return nullptr;
    for (RunJob *job : runningJobs())
        if (job->runId() == run) {
            statusBar()->showMessage(tr("Run %1 is still running here.").arg(run), 10000);
            return nullptr;
        }
    RunJobSettings settings;
    settings.workspace = m_model->workspace();
    settings.resume = run;
    return startRun(settings);
}

void MainWindow::updateRunLabel()
{
    QStringList parts;
    for (RunJob *job : runningJobs())
        parts.append(
            tr("run %1: %2 of %3").arg(job->agent().isEmpty() ? job->runId() : job->agent()).arg(job->done()).arg(job->total()));
    m_runLabel->setText(parts.join(QStringLiteral(" · ")));
    m_runLabel->setMinimumWidth(m_runLabel->sizeHint().width());
    m_runLabel->setVisible(!parts.isEmpty());
}

bool MainWindow::confirmStopRuns()
{
    const QList<RunJob *> running = runningJobs();
    if (running.isEmpty())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Runs in Progress"),
        tr("%n run(s) still in progress. Quit and cancel them? Every finished conversation is kept, and Run ▸ or the runs "
           "browser resumes a cancelled run later.",
           nullptr, int(running.size())),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return false;
    for (RunJob *job : running)
        delete job; // cancels and waits for its thread
    m_jobs.clear();
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QList<FileEditor *> editors;
    for (int i = 0; i < m_tabs->count(); ++i)
        editors.append(qobject_cast<FileEditor *>(m_tabs->widget(i)));
    if (!confirmDiscard(editors) || !confirmStopRuns()) {
        event->ignore();
        return;
    }
    m_settings->setWindowGeometry(saveGeometry());
    if (m_docksAway) { // save the docks as the user left them, not as the welcome page hides them
        for (QDockWidget *dock : findChildren<QDockWidget *>())
            dock->setVisible(m_dockShown.value(dock->objectName(), true));
    }
    m_settings->setWindowState(saveState(Settings::WindowStateVersion));
    event->accept();
}

ProvidersDialog *MainWindow::providersDialog()
{
    if (!m_loaded)
        return nullptr;
    auto *dialog = new ProvidersDialog(m_model->workspace(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ProvidersDialog::saved, this, &MainWindow::reloadWorkspace);
    dialog->open();
    return dialog;
}

} // namespace Polygon
