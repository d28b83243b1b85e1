// The workbench's screens under load (issue "Workbench I"), offscreen:
//  1. a run of many conversations streaming into the live run page: the GUI
//     thread's frame time (a full repaint of the window every 16 ms while
//     the run's signals arrive), median and worst, and the event loop's
//     lateness;
//  2. a results store of 1,000,000 turns: time from opening it to the first
//     paint of the runs browser;
//  3. a conversation of 10,000 turns: time to fill the viewer, and per
//     scroll step (a page down with its repaint), median and worst.
// Usage: QT_QPA_PLATFORM=offscreen bench_gui [conversations (640)] [concurrency (64)] [streaming|store|scroll]

#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/results/conversationmodel.h"
#include "core/run/runjob.h"
#include "core/store/resultstore.h"
#include "core/workspace/workspaceloader.h"
#include "views/conversation/conversationview.h"
#include "views/run/runmonitorwidget.h"
#include "views/runs/runswidget.h"

#include "clirunner.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QListView>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Polygon;

namespace {

struct Figures
{
    double median = 0;
    double worst = 0;
};

Figures figures(std::vector<double> v)
{
    if (v.empty())
        return {};
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.back()};
}

void streaming(const QString &ws, int conversations, int concurrency)
{
    Settings settings;
    MainWindow window(&settings);
    window.resize(1280, 800);
    window.show();
    QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
    window.openWorkspace(ws);
    loaded.wait(30000);
    RunJobSettings s;
    s.workspace = *loadWorkspace(ws).workspace;
    s.request.agent = QStringLiteral("bella-flow-v2");
    s.request.scenarioSet = QStringLiteral("all-callers");
    s.request.repeat = std::max(1, conversations / 10);
    s.request.offline = true;
    s.request.concurrency = concurrency;
    s.grade = GradeOptions {};
    s.grade->offline = true;
    RunMonitorWidget *monitor = window.startRun(s);
    RunJob *job = monitor->job();
    int turns = 0;
    QObject::connect(job, &RunJob::turnAdded, &window, [&turns] { ++turns; });
    std::vector<double> frames;
    std::vector<double> lateness;
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    QObject::connect(&tick, &QTimer::timeout, &window, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (last > 0)
            lateness.push_back(std::max(0.0, double(now - last) / 1e6 - 16.0));
        if (last > 0 && qEnvironmentVariableIsSet("POLYGON_BENCH_TRACE") && double(now - last) / 1e6 > 200)
            std::printf("  stall of %.0f ms ending at %.2f s (%d of %d done)\n", double(now - last) / 1e6, double(now) / 1e9,
                        job->done(), job->total());
        last = now;
        QElapsedTimer paint;
        paint.start();
        window.repaint();
        frames.push_back(double(paint.nsecsElapsed()) / 1e6);
    });
    QSignalSpy finished(job, &RunJob::finished);
    tick.start(16);
    finished.wait(600000);
    tick.stop();
    const double seconds = double(clock.elapsed()) / 1000.0;
    const Figures f = figures(frames);
    const Figures l = figures(lateness);
    std::printf("streaming: %d conversations (concurrency %d), %d turns in %.2f s (%.0f turns/s into the GUI)\n",
                int(s.request.repeat.value_or(1) * 10), concurrency, turns, seconds, turns / std::max(seconds, 1e-9));
    std::printf("  GUI-thread frame (full window repaint): median %.2f ms, worst %.2f ms over %zu frames\n", f.median, f.worst,
                frames.size());
    std::printf("  event-loop lateness of a 16 ms timer: median %.2f ms, worst %.2f ms\n", l.median, l.worst);
}

void bigStore()
{
    QTemporaryDir dir;
    QString error;
    constexpr int kRuns = 10;
    constexpr int kConversations = 100; // per run
    constexpr int kTurns = 1000; // per conversation
    {
        auto store = ResultStore::open(dir.path(), &error);
        for (int r = 0; r < kRuns; ++r) {
            RunSpec spec;
            spec.agent = QStringLiteral("agent-%1").arg(r);
            spec.scenarioSet = QStringLiteral("all-callers");
            QList<ConversationPlan> plans;
            for (int c = 0; c < kConversations; ++c) {
                ConversationPlan plan;
                plan.persona = QStringLiteral("persona-%1").arg(c % 10);
                plan.scenario = spec.scenarioSet;
                plan.repeat = c / 10;
                plan.seed = quint64(c);
                plan.conversationId = QStringLiteral("c-%1-%2").arg(r).arg(c);
                plans.append(plan);
            }
            store->createRun(spec, plans);
        }
        store->waitForIdle();
    }
    QElapsedTimer fill;
    fill.start();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("big"));
        db.setDatabaseName(QDir(dir.path()).filePath(QStringLiteral("polygon.db")));
        db.open();
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        q.exec(QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                              "INSERT INTO turns (conversation_id, turn_index, speaker, text) "
                              "SELECT c.id, n.i, CASE n.i % 2 WHEN 0 THEN 'agent' ELSE 'caller' END, "
                              "'A turn of about the length people speak on a phone line, give or take.' "
                              "FROM conversations c, n")
                   .arg(kTurns - 1));
        q.exec(QStringLiteral("UPDATE conversations SET status = 'done', passed = (id % 3 != 0)"));
        q.exec(QStringLiteral("UPDATE runs SET status = 'completed'"));
        q.exec(QStringLiteral("SELECT COUNT(*) FROM turns"));
        q.next();
        std::printf("store: %lld turns in %d runs written in %.1f s\n", q.value(0).toLongLong(), kRuns,
                    double(fill.elapsed()) / 1000.0);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("big"));

    RunsWidget runs;
    runs.resize(1280, 500);
    runs.show();
    QSignalSpy listed(&runs, &RunsWidget::runsLoaded);
    QElapsedTimer open;
    open.start();
    runs.setWorkspace(dir.path());
    listed.wait(60000);
    runs.repaint();
    const double firstPaint = double(open.nsecsElapsed()) / 1e6;
    QSignalSpy conversations(&runs, &RunsWidget::conversationsLoaded);
    QElapsedTimer pick;
    pick.start();
    runs.showRun(QStringLiteral("latest"));
    conversations.wait(60000);
    runs.repaint();
    std::printf("runs browser on 1,000,000 turns: first paint with every run %.1f ms; a run's %d conversations listed in "
                "%.1f ms\n",
                firstPaint, kConversations, double(pick.nsecsElapsed()) / 1e6);
}

void longConversation()
{
    StoredConversation stored;
    stored.conversation.id = QStringLiteral("long");
    for (int i = 0; i < 10000; ++i) {
        Turn t;
        t.speaker = i % 2 ? Turn::Speaker::Caller : Turn::Speaker::Agent;
        t.text = QStringLiteral("Turn %1: a sentence or two, the way a caller or an agent would say it on the phone, "
                                "with a date like the 17th of December and a time like 19:30.")
                     .arg(i);
        if (t.speaker == Turn::Speaker::Caller && i % 7 == 1) {
            t.hasHeard = true;
            t.heard = t.text;
            t.heard.replace(QStringLiteral("December"), QStringLiteral("remember"));
        }
        stored.conversation.turns.append(t);
    }
    ConversationModel model;
    ConversationView view;
    view.resize(700, 800);
    view.show();
    view.setModel(&model);
    QElapsedTimer fill;
    fill.start();
    model.setConversation(stored);
    view.repaint();
    const double filled = double(fill.nsecsElapsed()) / 1e6;
    // Batched layout: the rest is laid out between events; the longest
    // event-loop turn meanwhile is what a user would feel.
    QElapsedTimer layout;
    layout.start();
    std::vector<double> turnsOfLoop;
    QScrollBar *bar = view.listView()->verticalScrollBar();
    int stable = 0;
    int lastMax = -1;
    while (stable < 20 && layout.elapsed() < 60000) {
        QElapsedTimer one;
        one.start();
        QCoreApplication::processEvents();
        turnsOfLoop.push_back(double(one.nsecsElapsed()) / 1e6);
        stable = bar->maximum() == lastMax ? stable + 1 : 0;
        lastMax = bar->maximum();
    }
    const double laidOut = double(layout.nsecsElapsed()) / 1e6;
    const Figures loop = figures(turnsOfLoop);
    std::vector<double> steps;
    for (int i = 0; i < 200 && bar->value() < bar->maximum(); ++i) {
        QElapsedTimer step;
        step.start();
        bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        view.repaint();
        steps.push_back(double(step.nsecsElapsed()) / 1e6);
    }
    QElapsedTimer jump;
    jump.start();
    view.selectTurn(9999);
    view.repaint();
    const double end = double(jump.nsecsElapsed()) / 1e6;
    const Figures f = figures(steps);
    std::printf("10,000-turn conversation: first paint %.1f ms, laid out in %.0f ms (longest event-loop turn meanwhile "
                "%.1f ms); page down + repaint median %.2f ms, worst %.2f ms (%zu steps); jump to the last turn %.1f ms\n",
                filled, laidOut, loop.worst, f.median, f.worst, steps.size(), end);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int conversations = argc > 1 ? std::atoi(argv[1]) : 640;
    const int concurrency = argc > 2 ? std::atoi(argv[2]) : 64;
    QTemporaryDir dir;
    const QString ws = dir.filePath(QStringLiteral("ws"));
    Polygon::Test::copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws);
    const QString only = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QString(); // streaming, store or scroll
    if (only.isEmpty() || only == QLatin1String("streaming"))
        streaming(ws, conversations, concurrency);
    if (only.isEmpty() || only == QLatin1String("store"))
        bigStore();
    if (only.isEmpty() || only == QLatin1String("scroll"))
        longConversation();
    return 0;
}
