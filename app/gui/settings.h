#pragma once

#include <QByteArray>
#include <QObject>
#include <QStringList>

class QSettings;

namespace Polygon {

// The GUI's persistent preferences over QSettings: typed getters, setters
// that emit a change signal, every key defined here and nowhere else. Core
// never reads settings; it gets plain config structs.
class Settings : public QObject
{
    Q_OBJECT

public:
    // Bump when the dock/toolbar layout changes so old saved states are ignored.
    static constexpr int WindowStateVersion = 1;
    static constexpr int MaxRecentWorkspaces = 10;

    explicit Settings(QObject *parent = nullptr);
    ~Settings() override;

    QStringList recentWorkspaces() const;
    QString lastWorkspace() const;
    QByteArray windowGeometry() const;
    QByteArray windowState() const; // empty when saved by another layout version
    // "" follows the system language; else "en", "bs", "hr" or "ru".
    QString language() const;

    static QStringList uiLanguages();

public Q_SLOTS:
    // Moves `path` to the top of the recent list and makes it the last workspace.
    void addRecentWorkspace(const QString &path);
    void removeRecentWorkspace(const QString &path);
    void setWindowGeometry(const QByteArray &geometry);
    void setWindowState(const QByteArray &state);
    void setLanguage(const QString &language);

Q_SIGNALS:
    void recentWorkspacesChanged(const QStringList &paths);
    void languageChanged(const QString &language);

private:
    QSettings *m_settings;
};

} // namespace Polygon
