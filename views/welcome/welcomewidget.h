#pragma once

#include <QPushButton>
#include <QWidget>

class QListWidget;
class QLabel;
class QProgressBar;

namespace Polygon {

// One of the welcome page's large actions: a title and a line under it.
class WelcomeAction : public QPushButton
{
    Q_OBJECT

public:
    explicit WelcomeAction(QWidget *parent = nullptr);
    void setTexts(const QString &title, const QString &explanation);
    QString title() const;
    QString explanation() const;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QLabel *m_title;
    QLabel *m_explanation;
};

// What the main window shows before a file is open: four ways to start (the
// demo, a workspace, a new workspace from the user's prompt, a model), the
// demo's progress while it runs, and the workspaces opened recently.
class WelcomeWidget : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomeWidget(QWidget *parent = nullptr);

    void setRecentWorkspaces(const QStringList &paths);
    // Shown under the title: the open workspace, or a hint when none is open.
    void setStatus(const QString &text);
    QListWidget *recentList() const { return m_recent; }

    WelcomeAction *demoAction() const { return m_demo; }
    WelcomeAction *openAction() const { return m_open; }
    WelcomeAction *promptAction() const { return m_prompt; }
    WelcomeAction *connectAction() const { return m_connect; }

    // The demo's progress panel: `text` over a bar at done of total (total 0:
    // busy); the actions are disabled while it shows.
    void showDemoProgress(const QString &text, int done, int total);
    // Hides the panel; `message` (may be empty) says how the demo ended, as
    // an error when `error` is true.
    void endDemoProgress(const QString &message, bool error);
    bool demoRunning() const;
    QProgressBar *demoProgressBar() const { return m_progressBar; }
    QPushButton *cancelDemoButton() const { return m_cancel; }
    QLabel *demoMessage() const { return m_message; }

Q_SIGNALS:
    void demoRequested();
    void openWorkspaceRequested();
    void promptWorkspaceRequested();
    void connectModelRequested();
    void cancelDemoRequested();
    void recentWorkspaceActivated(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title;
    QLabel *m_lead;
    QLabel *m_status;
    WelcomeAction *m_demo;
    WelcomeAction *m_open;
    WelcomeAction *m_prompt;
    WelcomeAction *m_connect;
    QWidget *m_progress;
    QLabel *m_progressText;
    QProgressBar *m_progressBar;
    QPushButton *m_cancel;
    QLabel *m_message;
    QListWidget *m_recent;
    QLabel *m_recentTitle;
};

} // namespace Polygon
