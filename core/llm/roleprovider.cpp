#include "roleprovider.h"

#include "apikey.h"
#include "openaiprovider.h"

#include "core/model/workspace.h"
#include "core/util/messages.h"

#include <QDir>

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
    QString error;
    const auto key = ApiKeyLookup::lookup(*profile, &error);
    if (!key) {
        problems.append({QDir(ws.root).filePath(profile->path), 1, 1, error});
        return nullptr;
    }
    return std::make_unique<OpenAiProvider>(*profile, *key);
}

} // namespace Polygon
