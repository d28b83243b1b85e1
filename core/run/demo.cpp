#include "demo.h"

#include "core/model/workspace.h"
#include "core/util/messages.h"
#include "core/workspace/workspacewriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

namespace Polygon {

std::optional<int> copyExampleWorkspace(const QString &dir, QString *error)
{
    if (QDir(dir).exists() && !QDir(dir).isEmpty()) {
        if (error)
            *error = WorkspaceMessages::tr("%1: the folder is not empty; give a new or empty folder").arg(dir);
        return std::nullopt;
    }
    const QString source = QStringLiteral(":/examples/bella-vista");
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString from = it.next();
        const QString to = QDir(dir).filePath(from.mid(source.size() + 1));
        QFile in(from);
        QString why;
        if (!in.open(QIODevice::ReadOnly) || !writeFileAtomically(to, in.readAll(), &why)) {
            if (error)
                *error = WorkspaceMessages::tr("%1: cannot write the file: %2").arg(to, why);
            return std::nullopt;
        }
        ++files;
    }
    return files;
}

QList<RunRequest> demoRunRequests(const Workspace &ws)
{
    QList<RunRequest> requests;
    for (const Agent &agent : ws.agents) {
        if (agent.kind != Agent::Kind::Flow)
            continue;
        RunRequest request;
        request.agent = agent.id;
        request.offline = true;
        if (ws.scenario(QStringLiteral("all-callers")))
            request.scenarioSet = QStringLiteral("all-callers");
        requests.append(request);
    }
    return requests;
}

} // namespace Polygon
