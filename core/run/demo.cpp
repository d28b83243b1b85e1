#include "demo.h"

#include "core/model/workspace.h"
#include "core/util/messages.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

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

QString freeDemoFolder(const QString &parent, const QString &base)
{
    const QDir root(parent);
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? base : QStringLiteral("%1 %2").arg(base).arg(n);
        const QString path = root.filePath(name);
        if (!QFileInfo::exists(path) || (QFileInfo(path).isDir() && QDir(path).isEmpty()))
            return QDir::cleanPath(root.absoluteFilePath(name));
    }
}

DemoSession::DemoSession(QObject *parent)
    : QObject(parent)
{
}

DemoSession::~DemoSession()
{
    if (m_controller) {
        m_controller->disconnect(this);
        m_controller->cancel();
        m_controller.reset();
    }
    if (m_store)
        m_store->waitForIdle();
}

bool DemoSession::prepare(const QString &dir)
{
    m_dir = QDir(dir).absolutePath();
    const auto files = copyExampleWorkspace(m_dir, &m_error);
    if (!files)
        return false;
    m_files = *files;
    WorkspaceLoadResult loaded = loadWorkspace(m_dir);
    if (!loaded.ok()) {
        m_problems = loaded.problems;
        return false;
    }
    m_workspace = std::move(loaded.workspace);
    m_store = ResultStore::open(m_workspace->root, &m_error);
    if (!m_store)
        return false;
    m_requests = demoRunRequests(*m_workspace);
    return true;
}

QStringList DemoSession::agents() const
{
    QStringList ids;
    for (const RunRequest &request : m_requests)
        ids.append(request.agent);
    return ids;
}

QStringList DemoSession::runIds() const
{
    return m_started;
}

bool DemoSession::start()
{
    if (!m_store || m_next != 0 || m_finished)
        return false;
    if (m_requests.isEmpty()) {
        QTimer::singleShot(0, this, [this] { finish(true); });
        return true;
    }
    if (startNext())
        return true;
    m_finished = true;
    return false;
}

bool DemoSession::startNext()
{
    const RunRequest &request = m_requests.at(m_next);
    m_controller = std::make_unique<RunController>(*m_workspace, m_store.get(), SimulationEnvironment());
    GradeOptions grading;
    grading.offline = true;
    m_controller->setGrading(grading);
    const int index = m_next;
    const int count = int(m_requests.size());
    connect(m_controller.get(), &RunController::progress, this,
            [this, index, count](int done, int total) { Q_EMIT progress(index, count, done, total); });
    // Queued: the controller is destroyed after its signal has returned.
    connect(m_controller.get(), &RunController::finished, this, &DemoSession::onRunFinished, Qt::QueuedConnection);
    if (!m_controller->start(request, m_problems)) {
        m_controller.reset();
        return false;
    }
    m_started.append(m_controller->runId());
    Q_EMIT runStarted(index, count, request.agent, m_controller->runId());
    Q_EMIT progress(index, count, m_controller->done(), m_controller->total());
    return true;
}

void DemoSession::onRunFinished(RunStatus status)
{
    if (!m_controller)
        return;
    const RunRequest &request = m_requests.at(m_next);
    DemoRun run;
    run.agent = request.agent;
    if (const Agent *agent = m_workspace->agent(request.agent))
        run.description = agent->description.section(QLatin1Char('.'), 0, 0);
    run.run = m_controller->runId();
    run.status = status;
    run.done = m_controller->done();
    run.total = m_controller->total();
    run.tally = m_controller->tally();
    const RunGrader *grader = m_controller->grader();
    if (!grader || grader->failed())
        run.gradeError = grader ? grader->error() : WorkspaceMessages::tr("the run was not graded");
    else
        run.grade = grader->summary();
    m_controller.reset();
    m_runs.append(run);
    const int index = m_next++;
    Q_EMIT runFinished(index, run);
    if (m_cancelled || status == RunStatus::Cancelled) {
        m_cancelled = true;
        finish(false);
        return;
    }
    if (!run.gradeError.isEmpty()) {
        m_error = run.gradeError;
        finish(false);
        return;
    }
    if (m_next >= m_requests.size()) {
        finish(true);
        return;
    }
    if (!startNext())
        finish(false);
}

void DemoSession::cancel()
{
    if (m_finished || m_cancelled)
        return;
    m_cancelled = true;
    if (m_controller)
        m_controller->cancel();
    else
        QTimer::singleShot(0, this, [this] { finish(false); });
}

void DemoSession::finish(bool ok)
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_store)
        m_store->waitForIdle();
    Q_EMIT finished(ok);
}

} // namespace Polygon
