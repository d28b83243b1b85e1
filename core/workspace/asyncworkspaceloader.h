#pragma once

#include "workspaceloader.h"

#include <QFutureWatcher>
#include <QObject>

namespace Polygon {

// Loads a workspace on a worker thread (QtConcurrent) and hands the result
// back on the owner's thread. A newer load() makes older results stale: they
// are dropped, never emitted.
class AsyncWorkspaceLoader : public QObject
{
    Q_OBJECT

public:
    explicit AsyncWorkspaceLoader(QObject *parent = nullptr);
    ~AsyncWorkspaceLoader() override;

    bool isLoading() const { return m_watcher.isRunning(); }

public Q_SLOTS:
    void load(const QString &dir);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void loaded(const Polygon::Workspace &workspace);
    void failed(const QString &dir, const Polygon::Diagnostics &problems);

private:
    void onFinished();

    QFutureWatcher<WorkspaceLoadResult> m_watcher;
    QString m_dir;
    quint64 m_generation = 0;
    quint64 m_watchedGeneration = 0;
    QString m_pendingDir;
};

} // namespace Polygon
