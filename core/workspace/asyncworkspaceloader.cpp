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
    ++m_generation;
    if (m_watcher.isRunning()) {
        // Let the running load finish (it cannot be interrupted half-way);
        // its result is stale and the newest request starts after it.
        m_pendingDir = dir;
        return;
    }
    m_dir = dir;
    m_watchedGeneration = m_generation;
    m_watcher.setFuture(QtConcurrent::run([dir] { return loadWorkspace(dir); }));
    Q_EMIT loadingChanged(true);
}

void AsyncWorkspaceLoader::onFinished()
{
    if (m_watchedGeneration != m_generation) {
        const QString next = m_pendingDir;
        m_pendingDir.clear();
        --m_generation; // load() counts again
        load(next);
        return;
    }
    const WorkspaceLoadResult result = m_watcher.result();
    Q_EMIT loadingChanged(false);
    if (result.workspace)
        Q_EMIT loaded(*result.workspace);
    else
        Q_EMIT failed(m_dir, result.problems);
}

} // namespace Polygon
