#pragma once

#include "core/json/diagnostic.h"
#include "core/model/workspace.h"

#include <QHash>
#include <QMainWindow>

class QTabWidget;
class QTreeView;
class QStackedWidget;
class QLabel;
class QMenu;
class QActionGroup;

namespace Polygon {

class AsyncWorkspaceLoader;
class DemoSession;
class PromptWorkspaceDialog;
class PersonaBatchDialog;
class PromptHistoryDialog;
class ResultsLoader;
class ConversationPage;
class ComparisonPage;
class ChartsPage;
class SweepPage;
class ImportWizard;
class CompareRunsDialog;
class EvidencePage;
class RunsWidget;
class RunJob;
class RunMonitorWidget;
class RunLauncherDialog;
class ProvidersDialog;
struct RunJobSettings;
struct ConversationKey;
class FileEditor;
class ProblemsWidget;
class Settings;
class WelcomeWidget;
class WorkspaceDecorationProxyModel;
class WorkspaceTreeModel;

// The main window: the workspace tree on the left, open files in tabs, the
// workspace's problems below. Loading runs off the GUI thread.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    QString workspaceRoot() const { return m_root; }
    const Workspace &workspace() const;
    bool hasWorkspace() const { return m_loaded; }

    QTreeView *workspaceView() const { return m_tree; }
    QTabWidget *tabs() const { return m_tabs; }
    ProblemsWidget *problems() const { return m_problems; }
    WelcomeWidget *welcome() const { return m_welcome; }
    FileEditor *currentEditor() const;
    FileEditor *editorForFile(const QString &path) const;

    // The results screens: the runs browser (a dock) and conversation pages (tabs).
    RunsWidget *runsWidget() const { return m_runs; }
    ConversationPage *currentConversationPage() const;

    // The bundled example workspace (installed copy first, then the source tree).
    static QString exampleWorkspacePath();
    // Where "Open Example Workspace" puts its copies ("Polygon Example N"):
    // the Documents folder unless set (tests set a temporary folder).
    QString exampleCopyLocation() const;
    void setExampleCopyLocation(const QString &dir) { m_exampleCopyLocation = dir; }
    // Where model profiles live while no workspace is open (userProvidersDir()
    // unless set; tests set a temporary folder): "Connect a model…" saves
    // there, new workspaces and the demo copy them.
    QString userProvidersLocation() const;
    void setUserProvidersLocation(const QString &dir) { m_userProvidersLocation = dir; }
    // The demo started from the welcome page, while it runs (else null).
    DemoSession *demoSession() const { return m_demo; }
    // The language the interface runs in ("" = the system's), ticked in Settings ▸ Language.
    QString activeLanguage() const { return m_activeLanguage; }
    void setActiveLanguage(const QString &language);

    // Runs started from this window (they keep going when their page is closed).
    QList<RunJob *> runningJobs() const;
    RunMonitorWidget *currentRunMonitor() const;

public Q_SLOTS:
    // Settings ▸ Model Providers…: the open workspace's provider profiles and
    // role assignments (window-modal; null without a workspace). Saving
    // writes the files and reloads the workspace.
    Polygon::ProvidersDialog *providersDialog();
    // Run ▸ New Run…: opens the launcher (non-modal; null without a
    // workspace); accepting it starts the run and shows its live page.
    Polygon::RunLauncherDialog *newRunDialog();
    // Starts a run (or a resume, settings.resume) and shows its live page.
    RunMonitorWidget *startRun(const Polygon::RunJobSettings &settings);
    // Run ▸ Review Prompt with the Judge: tier 4 on the prompt being edited,
    // through the workspace's "lint" profile (else its "judge").
    void reviewPromptWithJudge();
    // Run ▸ Prompt History: the versions of the prompt being edited, with diffs.
    PromptHistoryDialog *showPromptHistory();
    // Run ▸ Regenerate Stale Personas.
    PersonaBatchDialog *regenerateStalePersonas();
    // Finishes a cancelled or killed run with the same seeds.
    RunMonitorWidget *resumeRun(const QString &run);
    // Opens a workspace folder; a folder without polygon.json offers to become one.
    void openWorkspace(const QString &dir);
    // Makes `dir` a new, empty workspace and opens it; false (with a message) on failure.
    bool createWorkspace(const QString &dir);
    // Copies the bundled example to exampleCopyLocation() and opens the copy.
    void openExampleWorkspace();
    // Welcome ▸ Open the demo: copies the demo to a free "Polygon Demo N"
    // folder under exampleCopyLocation(), runs and grades its runs offline
    // (progress and Cancel on the welcome page), then opens the workspace on
    // the comparison of the runs. Null (with the reason on the welcome page)
    // when the copy cannot be made.
    Polygon::DemoSession *openDemo();
    void cancelDemo();
    // Welcome ▸ New workspace from my prompt… (window-modal).
    Polygon::PromptWorkspaceDialog *promptWorkspaceDialog();
    // Welcome ▸ Connect a model…: the providers dialog of the open workspace,
    // else of userProvidersLocation(); after saving it offers the capability check.
    Polygon::ProvidersDialog *connectModel();
    void reloadWorkspace();
    // Opens (or focuses) an editor tab for `path`; line/column > 0 moves the cursor there.
    FileEditor *openFile(const QString &path, int line = 0, int column = 0);
    bool saveCurrent();
    bool saveAll();
    // Closes tab `index`, asking about unsaved changes; false when the user cancels.
    bool closeTab(int index);
    // Opens (or focuses) a tab with conversation `conversationId` (FORMATS.md
    // §1 id) of `run` (id, unique prefix or "latest"): transcript and grade.
    ConversationPage *openConversation(const QString &run, const QString &conversationId);
    ConversationPage *openConversationKey(const Polygon::ConversationKey &key);
    // Shows the runs browser with `run` (id, unique prefix or "latest") selected.
    void showRun(const QString &run);
    // Opens a comparison tab of `runs` (ids, unique prefixes or "latest", in
    // that order; two or more) and compares them off the GUI thread.
    ComparisonPage *compareRuns(const QStringList &runs);
    // Run ▸ Compare Runs…: pick the runs (window-modal; null without a workspace).
    CompareRunsDialog *compareRunsDialog();
    // Run ▸ Charts…: opens (or focuses) the charts tab over the workspace's graded runs.
    ChartsPage *showCharts();
    // Run ▸ New Sweep…: a sweep form in a tab (null without a valid workspace).
    SweepPage *newSweep();
    // File ▸ Import Production Calls…: the import wizard (null without a valid
    // workspace); afterwards the run is shown and, when asked, compared.
    ImportWizard *importCallsWizard();
    // Opens a tab that reads and checks call events (`format` empty or
    // "events") or provider payloads ("vapi", "twilio", "retell") off the GUI thread.
    Polygon::EvidencePage *openEvidence(const QString &file, const QString &format = QString());
    // File ▸ Open Call Events…: asks for the file and its format.
    Polygon::EvidencePage *openEvidenceDialog();

Q_SIGNALS:
    void runStarted(Polygon::RunMonitorWidget *monitor);
    void workspaceLoaded(const Polygon::Workspace &workspace);
    void workspaceFailed(int problemCount);
    // The user picked another interface language (main() installs its catalogs).
    void languageRequested(const QString &language);
    // A conversation tab was added (it loads asynchronously: see ConversationPage::loaded).
    void conversationPageOpened(Polygon::ConversationPage *page);
    // A comparison tab was added (it compares asynchronously: see ComparisonPage::compared).
    void comparisonPageOpened(Polygon::ComparisonPage *page);
    // The welcome page's demo ended: ok when it ran, graded and its comparison
    // opened (comparisonPageOpened came first), not ok when it failed or was cancelled.
    void demoFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void updateRunLabel();
    bool confirmStopRuns();
    void createDocks();
    void restoreWindowState();
    void rebuildRecentMenu();
    void updateTitle();
    void updateTabTitle(FileEditor *editor);
    void updateTabTitles();
    void updateActions();
    void updateWorkspaceLabel();
    void retranslateUi();
    void newWorkspaceDialog();
    void updateCentral();
    void updateDocks();
    void updateCursorLabel();
    void onLoaded(const Workspace &workspace);
    void onFailed(const QString &dir, const Diagnostics &problems);
    void onTreeActivated(const QModelIndex &index);
    void openWorkspaceDialog();
    // Asks whether to save `editors` with unsaved changes: true to go on.
    bool confirmDiscard(const QList<FileEditor *> &editors);
    bool saveEditor(FileEditor *editor);
    // After a prompt editor saved: keep the version it replaced and the new
    // one in the results store (the prompt history).
    void keepPromptVersion(FileEditor *editor);
    void openDefaultPrompt();
    void demoEnded(bool ok);
    ConversationPage *addConversationPage();

    Settings *m_settings;
    AsyncWorkspaceLoader *m_loader;
    WorkspaceTreeModel *m_model;
    WorkspaceDecorationProxyModel *m_proxy;
    QTreeView *m_tree;
    QStackedWidget *m_central;
    WelcomeWidget *m_welcome;
    QTabWidget *m_tabs;
    ProblemsWidget *m_problems;
    RunsWidget *m_runs = nullptr;
    QLabel *m_workspaceLabel;
    QLabel *m_cursorLabel;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_exampleAction = nullptr;
    QAction *m_openEvidenceAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_reloadAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAllAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QMenu *m_runMenu = nullptr;
    QAction *m_newRunAction = nullptr;
    QAction *m_reviewAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_regenerateAction = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_chartsAction = nullptr;
    QAction *m_sweepAction = nullptr;
    ResultsLoader *m_promptVersions = nullptr; // keeps each saved prompt version
    int m_staleCount = 0;
    QList<RunJob *> m_jobs;
    QLabel *m_runLabel = nullptr;
    QAction *m_systemLanguageAction = nullptr;
    QAction *m_providersAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languages = nullptr;
    QString m_activeLanguage;
    QString m_exampleCopyLocation;
    QString m_userProvidersLocation;
    DemoSession *m_demo = nullptr;
    Diagnostics m_lastProblems;
    QString m_root;
    bool m_loaded = false;
    // While no workspace is open the docks (an empty tree, no problems, no
    // runs) are hidden so the welcome page stands alone; what each showed
    // before comes back with the first workspace and is what gets saved.
    bool m_docksAway = false;
    QHash<QString, bool> m_dockShown;
    bool m_openDefaultOnLoad = false;
};

} // namespace Polygon
