// The engine's cost per model call, as ../shared/bench measures it against
// promptfoo, without Node: `polygon-cli run`'s whole path (RunEnvironment,
// RunController, the LLM agent and LLM caller, every turn and model call
// written to polygon.db) against two zero-latency OpenAI-compatible test
// servers, each on its own thread. The workload is shared/bench's: a tiny
// agent prompt without tools, the example's 10 callers × 20 repeats = 200
// conversations of 10 exchanges (20 turns, 4,000 model calls), concurrency 16.
// Prints the client's CPU per model call (process CPU minus the servers'
// threads) and model calls per second.
//   bench_run [repeats per caller (20)] [concurrency (16)]
#include "clirunner.h"
#include "core/run/runcontroller.h"
#include "core/run/runenvironment.h"
#include "core/simulate/prng.h"
#include "core/store/resultstore.h"
#include "core/workspace/workspaceloader.h"
#include "testserverthread.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace Polygon;
using Polygon::Test::TestServerThread;
using Polygon::Test::threadCpuSeconds;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Eight words from a vocabulary: every reply differs, so no loop cuts a conversation short.
std::string sentence(Prng &prng)
{
    static const QStringList words
        = QStringLiteral("order parcel refund delivery address tracking number email phone account card invoice "
                         "tomorrow monday friday week hours minutes colour size return exchange label courier "
                         "warehouse discount code voucher balance payment help question answer thanks")
              .split(QLatin1Char(' '));
    QStringList out;
    for (int i = 0; i < 8; ++i)
        out.append(words.at(int(prng.below(quint64(words.size())))));
    return QString(out.join(QLatin1Char(' ')) + QLatin1Char('.')).toStdString();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int repeats = argc > 1 ? std::atoi(argv[1]) : 20;
    const int concurrency = argc > 2 ? std::atoi(argv[2]) : 16;
    const int exchanges = 10;

    TestServerThread agentServer, callerServer;
    if (!agentServer.start() || !callerServer.start()) {
        std::fprintf(stderr, "bench_run: the test servers did not start\n");
        return 1;
    }
    QTemporaryDir dir;
    const QString ws = dir.filePath(QStringLiteral("ws"));
    if (const QString problem = Polygon::Test::copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws);
        !problem.isEmpty()) {
        std::fprintf(stderr, "bench_run: %s\n", qPrintable(problem));
        return 1;
    }
    // shared/bench/mkws.sh, with the test servers as the endpoints.
    writeFile(ws + QStringLiteral("/prompts/tiny.md"), "You are a helpful support agent. The customer's order is 12345.\n");
    writeFile(ws + QStringLiteral("/agents/tiny-llm.json"),
              R"({ "format": 1, "name": "Tiny LLM agent", "description": "shared/bench's prompt, no tools.",
  "kind": "llm", "prompt": "prompts/tiny.md", "profile": "bench-agent", "tools": [] }
)");
    for (const auto &[role, server] :
         {std::pair {QStringLiteral("agent"), &agentServer}, {QStringLiteral("caller"), &callerServer}}) {
        const nlohmann::ordered_json profile = {{"format", 1},
                                                {"name", QString(QStringLiteral("bench-") + role).toStdString()},
                                                {"base_url", server->baseUrl().toString().toStdString()},
                                                {"model", "fake-model"},
                                                {"api_key_env", "POLYGON_BENCH_NO_KEY"},
                                                {"temperature", 0.7},
                                                {"max_tokens", 256},
                                                {"seed", 1},
                                                {"timeout_ms", 30000},
                                                {"concurrency", concurrency},
                                                {"requests_per_minute", 0}};
        writeFile(ws + QStringLiteral("/providers/bench-%1.json").arg(role), QByteArray::fromStdString(profile.dump(2) + "\n"));
    }
    {
        QFile f(ws + QStringLiteral("/polygon.json"));
        f.open(QIODevice::ReadOnly);
        nlohmann::ordered_json manifest = nlohmann::ordered_json::parse(f.readAll().toStdString());
        f.close();
        for (auto it = manifest["providers"].begin(); it != manifest["providers"].end(); ++it)
            it.value() = it.key() == "caller" ? "bench-caller" : "bench-agent";
        writeFile(ws + QStringLiteral("/polygon.json"), QByteArray::fromStdString(manifest.dump(2) + "\n"));
        QFile s(ws + QStringLiteral("/scenarios/all-callers.json"));
        s.open(QIODevice::ReadOnly);
        nlohmann::ordered_json set = nlohmann::ordered_json::parse(s.readAll().toStdString());
        set["name"] = "Bench";
        set["repeats"] = repeats;
        set["noise"] = 0;
        set["max_turns"] = 2 * exchanges;
        set["probes"] = nlohmann::ordered_json::array();
        set["forbidden_phrases"] = nlohmann::ordered_json::array();
        writeFile(ws + QStringLiteral("/scenarios/bench.json"), QByteArray::fromStdString(set.dump(2) + "\n"));
    }
    const auto loaded = loadWorkspace(ws);
    if (!loaded.ok()) {
        for (const Diagnostic &d : loaded.problems)
            std::fprintf(stderr, "%s\n", qPrintable(d.toString()));
        return 1;
    }
    const Workspace &workspace = *loaded.workspace;
    const int conversations = int(workspace.scenario(QStringLiteral("bench"))->personas.size()) * repeats;

    // Every answer differs; the caller never hangs up, so each conversation has all its exchanges.
    Prng prng(42);
    QList<nlohmann::ordered_json> agentReplies, callerReplies;
    for (int i = 0; i < conversations * exchanges; ++i) {
        agentReplies.append(nlohmann::ordered_json {{"content", sentence(prng)}});
        callerReplies.append(
            nlohmann::ordered_json {{"content", nlohmann::ordered_json({{"say", sentence(prng)}, {"hang_up", false}}).dump()}});
    }
    agentServer.queue(agentReplies);
    callerServer.queue(callerReplies);

    QString error;
    const auto store = ResultStore::open(ws, &error);
    Diagnostics problems;
    const auto environment
        = store ? RunEnvironment::open(workspace, *workspace.agent(QStringLiteral("tiny-llm")), false, true, problems) : nullptr;
    if (!environment) {
        std::fprintf(stderr, "bench_run: %s\n", qPrintable(store ? problems.value(0).toString() : error));
        return 1;
    }
    RunController controller(workspace, store.get(), environment->simulation());
    RunRequest request;
    request.agent = QStringLiteral("tiny-llm");
    request.scenarioSet = QStringLiteral("bench");
    request.concurrency = concurrency;
    request.caller = SimulationEnvironment::Caller::Llm;
    QEventLoop loop;
    QObject::connect(&controller, &RunController::finished, &loop, &QEventLoop::quit);

    const double cpuStart = threadCpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - agentServer.cpuSeconds() - callerServer.cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    if (!controller.start(request, problems)) {
        std::fprintf(stderr, "bench_run: %s\n", qPrintable(problems.value(0).toString()));
        return 1;
    }
    if (controller.status() == RunStatus::Running)
        loop.exec();
    store->waitForIdle();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu
        = threadCpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - agentServer.cpuSeconds() - callerServer.cpuSeconds() - cpuStart;
    const qint64 calls = qint64(conversations) * exchanges * 2;
    std::printf("bench_run: %d conversations x %d exchanges (tiny LLM agent x LLM caller), concurrency %d, results in "
                "polygon.db, zero-latency test servers on their own threads\n",
                conversations, exchanges, concurrency);
    std::printf("  run %s: %d of %d done, %d failed\n", qPrintable(runStatusName(controller.status())), controller.done(),
                controller.total(), controller.failed());
    std::printf("  wall %.2f s: %lld model calls, %.0f calls/s\n", seconds, calls, double(calls) / seconds);
    std::printf("  client CPU %.2f s: %.3f ms per model call\n", cpu, cpu * 1000.0 / double(calls));
    return controller.done() == conversations ? 0 : 1;
}
