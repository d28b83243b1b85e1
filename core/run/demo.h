#pragma once

// The demo: the example workspace compiled into Polygon (a restaurant's
// booking agent, resources/examples/bella-vista) copied to a folder, and the
// runs that show it — each flow agent against every caller, offline, graded
// by the rule judge as the conversations finish. `polygon-cli demo` and the
// welcome screen's "Open the demo" both go through DemoSession.

#include "runcontroller.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace Polygon {

// Copies the compiled-in example workspace into `dir` (created when missing;
// it must be empty). The number of files written, or nothing with a sentence
// naming the folder or file in `error`.
std::optional<int> copyExampleWorkspace(const QString &dir, QString *error);

// The demo's runs for a workspace: one per flow agent, offline, against the
// "all-callers" scenario set when the workspace has it (every caller three
// times on a slightly noisy line), else every persona once.
QList<RunRequest> demoRunRequests(const Workspace &workspace);

// A free folder for a demo copy under `parent`: "<parent>/<base>" when it does
// not exist or is empty, else "<base> 2", "<base> 3", …
QString freeDemoFolder(const QString &parent, const QString &base = QStringLiteral("Polygon Demo"));

// One demo run once it ended.
struct DemoRun
{
    QString agent; // the flow agent's id
    QString description; // its description's first sentence
    QString run; // the run's id
    RunStatus status = RunStatus::Queued;
    int done = 0; // conversations finished
    int total = 0;
    RunTally tally;
    GradeSummary grade; // valid when gradeError is empty
    QString gradeError; // the grading failed: why
};

// The demo from copy to graded runs: prepare() copies the example into a
// folder, loads it and opens its results database; start() runs each of
// demoRunRequests() graded offline, one after another, on the event loop of
// the calling thread (the simulations work on their own threads), and ends
// with finished(). Single use.
class DemoSession : public QObject
{
    Q_OBJECT

public:
    explicit DemoSession(QObject *parent = nullptr);
    ~DemoSession() override;

    // Copies, loads and opens the store. False with error() (the folder is not
    // empty or not writable, the database cannot be opened) or problems() (the
    // copy does not load).
    bool prepare(const QString &dir);
    // Starts the first run; false (with problems()) when a run cannot start.
    // Later failures end with finished(false).
    bool start();
    // Stops the current run at its current turn (it is stored as cancelled);
    // no further run starts. finished(false) follows with cancelled() true.
    void cancel();

    QString folder() const { return m_dir; } // absolute
    int filesCopied() const { return m_files; }
    const Workspace *workspace() const { return m_workspace ? &*m_workspace : nullptr; }
    int runCount() const { return int(m_requests.size()); }
    QStringList agents() const; // the flow agent of each run, in order
    QList<DemoRun> runs() const { return m_runs; } // the runs that ended, in order
    QStringList runIds() const; // every run started, in order (the cancelled one too)
    bool cancelled() const { return m_cancelled; }
    bool running() const { return m_controller != nullptr; }
    QString error() const { return m_error; }
    Diagnostics problems() const { return m_problems; }

Q_SIGNALS:
    // Run `index` (0-based) of `count` began: its agent and id.
    void runStarted(int index, int count, const QString &agent, const QString &run);
    // Conversations of the current run finished so far.
    void progress(int index, int count, int done, int total);
    void runFinished(int index, const Polygon::DemoRun &run);
    // Every run ended (ok), or one could not start, failed to grade, or the
    // session was cancelled (not ok). The store has committed everything.
    void finished(bool ok);

private:
    bool startNext();
    void onRunFinished(RunStatus status);
    void finish(bool ok);

    QString m_dir;
    int m_files = 0;
    std::optional<Workspace> m_workspace;
    std::unique_ptr<ResultStore> m_store;
    QList<RunRequest> m_requests;
    int m_next = 0;
    std::unique_ptr<RunController> m_controller;
    QList<DemoRun> m_runs;
    QStringList m_started;
    bool m_cancelled = false;
    bool m_finished = false;
    QString m_error;
    Diagnostics m_problems;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::DemoRun)
