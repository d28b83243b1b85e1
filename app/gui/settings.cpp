#include "settings.h"

#include <QDir>
#include <QSettings>

namespace Polygon {

namespace Keys {
const QString RecentWorkspaces = QStringLiteral("workspace/recent");
const QString LastWorkspace = QStringLiteral("workspace/last");
const QString WindowGeometry = QStringLiteral("window/geometry");
const QString WindowState = QStringLiteral("window/state");
const QString WindowStateVersion = QStringLiteral("window/stateVersion");
const QString Language = QStringLiteral("ui/language");
} // namespace Keys

Settings::Settings(QObject *parent)
    : QObject(parent)
    , m_settings(new QSettings(this))
{
}

Settings::~Settings() = default;

QStringList Settings::uiLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("bs"), QStringLiteral("hr"), QStringLiteral("ru")};
}

QStringList Settings::recentWorkspaces() const
{
    return m_settings->value(Keys::RecentWorkspaces).toStringList();
}

QString Settings::lastWorkspace() const
{
    return m_settings->value(Keys::LastWorkspace).toString();
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(Keys::WindowGeometry).toByteArray();
}

QByteArray Settings::windowState() const
{
    if (m_settings->value(Keys::WindowStateVersion).toInt() != WindowStateVersion)
        return {};
    return m_settings->value(Keys::WindowState).toByteArray();
}

QString Settings::language() const
{
    const QString language = m_settings->value(Keys::Language).toString();
    return uiLanguages().contains(language) ? language : QString();
}

void Settings::addRecentWorkspace(const QString &path)
{
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    QStringList recent = recentWorkspaces();
    recent.removeAll(clean);
    recent.prepend(clean);
    while (recent.size() > MaxRecentWorkspaces)
        recent.removeLast();
    m_settings->setValue(Keys::RecentWorkspaces, recent);
    m_settings->setValue(Keys::LastWorkspace, clean);
    Q_EMIT recentWorkspacesChanged(recent);
}

void Settings::removeRecentWorkspace(const QString &path)
{
    QStringList recent = recentWorkspaces();
    if (recent.removeAll(QDir::cleanPath(path)) == 0)
        return;
    m_settings->setValue(Keys::RecentWorkspaces, recent);
    Q_EMIT recentWorkspacesChanged(recent);
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(Keys::WindowGeometry, geometry);
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(Keys::WindowState, state);
    m_settings->setValue(Keys::WindowStateVersion, WindowStateVersion);
}

void Settings::setLanguage(const QString &language)
{
    const QString value = uiLanguages().contains(language) ? language : QString();
    if (value == this->language())
        return;
    m_settings->setValue(Keys::Language, value);
    Q_EMIT languageChanged(value);
}

} // namespace Polygon
