#include "roleprovider.h"

#include "apikey.h"
#include "openaiprovider.h"

#include "core/model/workspace.h"
#include "core/util/messages.h"
#include "core/workspace/workspaceloader.h"

#include <QDir>
#include <QFileInfo>

namespace Polygon {

std::unique_ptr<OpenAiProvider> openRoleProvider(const Workspace &ws, const QString &profileId, const QString &role,
                                                 Diagnostics &problems)
{
    const QString manifest = QDir(ws.root).filePath(QStringLiteral("polygon.json"));
    const QString id = !profileId.isEmpty() ? profileId : ws.manifest.providers.value(role);
    if (id.isEmpty()) {
        problems.append({manifest, 1, 1,
                         WorkspaceMessages::tr("no provider profile for the %1 model: set one in polygon.json "
                                               "\"providers\" or on the agent")
                             .arg(role)});
        return nullptr;
    }
    const Profile *profile = ws.provider(id);
    if (!profile) {
        problems.append({manifest, 1, 1, WorkspaceMessages::tr("unknown provider profile \"%1\"").arg(id)});
        return nullptr;
    }
    return openProfile(*profile, QDir(ws.root).filePath(profile->path), problems);
}

std::unique_ptr<OpenAiProvider> openProfile(const Profile &profile, const QString &file, Diagnostics &problems)
{
    QString error;
    const auto key = ApiKeyLookup::lookup(profile, &error);
    if (!key) {
        problems.append({file, 1, 1, error});
        return nullptr;
    }
    return std::make_unique<OpenAiProvider>(profile, *key);
}

std::optional<Profile> findProfile(const QString &given, const Workspace *workspace, Diagnostics &problems)
{
    QString path = given;
    if (workspace) {
        if (const Profile *p = workspace->provider(given))
            return *p;
        if (!QFileInfo::exists(path)) {
            QStringList ids;
            for (const Profile &p : workspace->providers)
                ids.append(p.id);
            problems.append({QString(), 1, 1,
                             WorkspaceMessages::tr("no provider \"%1\" in the workspace and no such profile file; "
                                                   "the workspace has: %2")
                                 .arg(given, ids.join(QLatin1String(", ")))});
            return std::nullopt;
        }
    } else {
        const QString named = QStringLiteral("providers/") + given + QStringLiteral(".json");
        if (!QFileInfo::exists(path) && QFileInfo::exists(named))
            path = named;
        if (!QFileInfo::exists(path)) {
            problems.append({path, 1, 1, WorkspaceMessages::tr("no such profile file")});
            return std::nullopt;
        }
    }
    return loadProfileFile(path, problems);
}

std::optional<Profile> roleProfile(const Workspace &ws, const QString &given, const QString &role, Diagnostics &problems)
{
    if (!given.isEmpty())
        return findProfile(given, &ws, problems);
    const QString id = ws.manifest.providers.value(role);
    if (id.isEmpty()) {
        problems.append({QString(), 1, 1,
                         WorkspaceMessages::tr("the workspace names no provider for %1 (\"providers\": {\"%1\": …} in "
                                               "polygon.json); pass --provider PROFILE")
                             .arg(role)});
        return std::nullopt;
    }
    if (const Profile *p = ws.provider(id))
        return *p;
    problems.append({QString(), 1, 1, WorkspaceMessages::tr("the workspace has no provider \"%1\"").arg(id)});
    return std::nullopt;
}

} // namespace Polygon
