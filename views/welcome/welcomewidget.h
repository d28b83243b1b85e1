#pragma once

#include <QWidget>

class QListWidget;
class QLabel;

namespace Polygon {

// What the main window shows before a file is open: how to start, and the
// workspaces opened recently.
class WelcomeWidget : public QWidget
{
    Q_OBJECT

public:
    explicit WelcomeWidget(QWidget *parent = nullptr);

    void setRecentWorkspaces(const QStringList &paths);
    // Shown under the title: the open workspace, or a hint when none is open.
    void setStatus(const QString &text);
    QListWidget *recentList() const { return m_recent; }

Q_SIGNALS:
    void openWorkspaceRequested();
    void openExampleRequested();
    void recentWorkspaceActivated(const QString &path);

private:
    QListWidget *m_recent;
    QLabel *m_status;
    QLabel *m_recentTitle;
};

} // namespace Polygon
