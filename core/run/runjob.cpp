#include "runjob.h"

#include "runenvironment.h"

#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QHash>
#include <QThread>
#include <QTimer>

#include <functional>
#include <vector>

namespace Polygon {

// Lives in the job's thread: owns the store, the models and the controller.
class RunJob::Worker : public QObject
{
public:
    Worker(RunJob *job, RunJobSettings settings)
        : m_job(job)
        , m_flush(this) // a child: it moves to the worker's thread with it
        , m_settings(std::move(settings))
    {
        m_flush.setSingleShot(true);
        m_flush.setInterval(40);
        connect(&m_flush, &QTimer::timeout, this, &Worker::flush);
    }

    void run()
    {
        QString error;
        m_store = ResultStore::open(m_settings.workspace.root, &error);
        if (!m_store) {
            fail(error);
            return;
        }
        QString agentId = m_settings.request.agent;
        bool offline = m_settings.request.offline;
        bool llmCaller = m_settings.request.caller == SimulationEnvironment::Caller::Llm;
        std::unique_ptr<StoreReader> reader;
        if (!m_settings.resume.isEmpty()) {
            reader = StoreReader::open(m_settings.workspace.root, &error);
            const auto run = reader ? reader->findRun(m_settings.resume, &error) : std::nullopt;
            if (!run) {
                fail(error);
                return;
            }
            m_settings.resume = run->run.spec.id;
            agentId = run->run.spec.agent;
            offline = run->run.spec.offline;
            llmCaller = run->run.spec.options.value("caller", std::string()) == "llm";
        }
        m_settings.workspace = m_settings.runWorkspace();
        const Workspace &ws = m_settings.workspace;
        const Agent *agent = ws.agent(agentId);
        if (!agent) {
            fail(WorkspaceMessages::tr("unknown agent \"%1\"").arg(agentId));
            return;
        }
        Diagnostics problems;
        m_environment = RunEnvironment::open(ws, *agent, offline, llmCaller, problems);
        if (!m_environment) {
            fail(diagnosticsText(problems));
            return;
        }
        SimulationEnvironment simulation = m_environment->simulation();
        simulation.streamAgent = m_settings.streamAgent;
        m_controller = std::make_unique<RunController>(ws, m_store.get(), simulation);
        if (m_settings.grade)
            m_controller->setGrading(*m_settings.grade);
        RunController *c = m_controller.get();
        connect(c, &RunController::conversationStarted, this, [this](const QString &id, const QString &persona) {
            toJob([id, persona](RunJob *job) { Q_EMIT job->conversationStarted(id, persona); });
        });
        connect(c, &RunController::agentStreaming, this, [this](const QString &id, int index, const QString &text) {
            m_streaming.insert(id, {index, text}); // only the latest text of each conversation is handed over
            if (!m_flush.isActive())
                m_flush.start();
        });
        connect(c, &RunController::turnAdded, this, [this](const QString &id, int index, const Turn &turn) {
            m_streaming.remove(id); // the turn itself supersedes what streamed of it
            toJob([id, index, turn](RunJob *job) { Q_EMIT job->turnAdded(id, index, turn); });
        });
        connect(c, &RunController::conversationFinished, this, [this](const SimulationResult &r, bool passed) {
            m_streaming.remove(r.conversation.id);
            toJob([id = r.conversation.id, reason = r.endReason, error = r.error, passed](RunJob *job) {
                Q_EMIT job->conversationFinished(id, reason, error, passed);
            });
        });
        connect(c, &RunController::conversationGraded, this, [this](const GradedConversation &g) {
            const auto composite = g.judgment.grade.composite;
            toJob([id = g.id, verdict = g.judgment.grade.verdict, composite](RunJob *job) {
                Q_EMIT job->conversationGraded(id, verdict, composite.value_or(0), composite.has_value());
            });
        });
        connect(c, &RunController::progress, this, [this](int done, int total) {
            toJob([done, total](RunJob *job) {
                job->m_done = done;
                job->m_total = total;
                Q_EMIT job->progress(done, total);
            });
        });
        connect(c, &RunController::finished, this, [this](RunStatus status) {
            QStringList why = m_controller->storeErrors();
            if (const RunGrader *g = m_controller->grader(); g && g->failed())
                why.append(g->error());
            if (status == RunStatus::Failed && why.isEmpty())
                why.append(WorkspaceMessages::tr("%n conversation(s) ended in an error", nullptr, m_controller->failed()));
            toJob([status, message = why.join(QLatin1Char('\n'))](RunJob *job) {
                job->m_running = false;
                Q_EMIT job->finished(status, message);
            });
            flush();
            thread()->quit();
        });
        const bool ok = m_settings.resume.isEmpty() ? c->start(m_settings.request, problems)
                                                    : c->resume(m_settings.resume, *reader, problems);
        reader.reset();
        if (!ok) {
            fail(diagnosticsText(problems));
            return;
        }
        toJob([run = c->runId(), total = c->total(), already = c->alreadyDone()](RunJob *job) {
            job->m_run = run;
            job->m_total = total;
            job->m_done = already;
            Q_EMIT job->started(run, total, already);
        });
    }

    void cancel()
    {
        if (m_controller)
            m_controller->cancel();
    }

private:
    // What happens is handed to the job's thread in batches, at most every
    // 40 ms: a run streaming hundreds of turns a second then costs the
    // window a few posted events a second, not one per turn, and a timer or
    // a repaint is never stuck behind thousands of them.
    template<typename F> void toJob(F f)
    {
        m_batch.push_back([job = m_job, f = std::move(f)] { f(job); });
        if (!m_flush.isActive())
            m_flush.start();
    }

    void flush()
    {
        for (auto it = m_streaming.cbegin(); it != m_streaming.cend(); ++it)
            m_batch.push_back([job = m_job, id = it.key(), index = it->first, text = it->second] {
                Q_EMIT job->agentStreaming(id, index, text);
            });
        m_streaming.clear();
        if (m_batch.empty())
            return;
        QMetaObject::invokeMethod(
            m_job,
            [batch = std::move(m_batch)] {
                for (const auto &event : batch)
                    event();
            },
            Qt::QueuedConnection);
        m_batch = {};
    }

    void fail(const QString &message)
    {
        toJob([message](RunJob *job) {
            job->m_running = false;
            Q_EMIT job->failed(message);
        });
        flush();
        thread()->quit();
    }

    RunJob *m_job;
    std::vector<std::function<void()>> m_batch;
    QHash<QString, std::pair<int, QString>> m_streaming; // conversation -> its agent turn so far
    QTimer m_flush;
    RunJobSettings m_settings;
    std::unique_ptr<ResultStore> m_store;
    std::unique_ptr<RunEnvironment> m_environment;
    std::unique_ptr<RunController> m_controller;
};

Workspace RunJobSettings::runWorkspace() const
{
    Workspace ws = workspace;
    if (!agentProfile.isEmpty())
        for (Agent &a : ws.agents)
            if (a.id == request.agent)
                a.profile = agentProfile;
    return ws;
}

RunJob::RunJob(RunJobSettings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
{
}

RunJob::~RunJob()
{
    if (!m_thread)
        return;
    cancel();
    m_thread->wait();
}

void RunJob::start()
{
    if (m_thread)
        return;
    m_running = true;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("polygon-run"));
    auto *worker = new Worker(this, m_settings);
    worker->moveToThread(m_thread);
    m_worker = worker;
    connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_thread->start();
    QMetaObject::invokeMethod(
        worker, [worker] { worker->run(); }, Qt::QueuedConnection);
}

void RunJob::cancel()
{
    if (QObject *w = m_worker.data())
        QMetaObject::invokeMethod(
            w, [w] { static_cast<Worker *>(w)->cancel(); }, Qt::QueuedConnection);
}

} // namespace Polygon
