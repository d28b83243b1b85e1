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

    bool isLoading() const { return m_loading; }
    // After failed(): the items that did read (WorkspaceLoadResult::readable).
    const Workspace &readable() const { return m_readable; }

public Q_SLOTS:
    void load(const QString &dir);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void loaded(const Polygon::Workspace &workspace);
    void failed(const QString &dir, const Polygon::Diagnostics &problems);

private:
    void start(const QString &dir);
    void onFinished();

    QFutureWatcher<WorkspaceLoadResult> m_watcher;
    QString m_dir;
    QString m_pendingDir; // newest request made while a load was running
    bool m_loading = false;
    Workspace m_readable;
};

} // namespace Polygon
