#include "asyncworkspaceloader.h"

#include <QtConcurrent/QtConcurrentRun>

namespace Polygon {

AsyncWorkspaceLoader::AsyncWorkspaceLoader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Polygon::Workspace>();
    qRegisterMetaType<Polygon::Diagnostics>();
    connect(&m_watcher, &QFutureWatcher<WorkspaceLoadResult>::finished, this, &AsyncWorkspaceLoader::onFinished);
}

AsyncWorkspaceLoader::~AsyncWorkspaceLoader()
{
    m_watcher.waitForFinished();
}

void AsyncWorkspaceLoader::load(const QString &dir)
{
    if (m_watcher.isRunning()) {
        // A load cannot be interrupted half-way: let it finish, drop its
        // (stale) result and start the newest request after it.
        m_pendingDir = dir;
        return;
    }
    start(dir);
    if (!m_loading) {
        m_loading = true;
        Q_EMIT loadingChanged(true);
    }
}

void AsyncWorkspaceLoader::start(const QString &dir)
{
    m_dir = dir;
    m_watcher.setFuture(QtConcurrent::run([dir] { return loadWorkspace(dir); }));
}

void AsyncWorkspaceLoader::onFinished()
{
    if (!m_pendingDir.isNull()) {
        const QString next = m_pendingDir;
        m_pendingDir = QString();
        start(next);
        return;
    }
    const WorkspaceLoadResult result = m_watcher.result();
    m_loading = false;
    Q_EMIT loadingChanged(false);
    m_readable = result.readable;
    if (result.workspace)
        Q_EMIT loaded(*result.workspace);
    else
        Q_EMIT failed(m_dir, result.problems);
}

} // namespace Polygon
