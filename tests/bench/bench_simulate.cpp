// Simulation speed.
// 1. Offline: scripted callers × the example's flow agents through noise 0.3
//    and the tool stubs. Prints conversations/s and turns/s.
// 2. With models: the LLM agent (bella-v2) and LLM callers against two
//    zero-latency local test servers (each in its own thread), 10 turns per
//    conversation, 64 conversations at once. Prints conversations/s and the
//    client's CPU time per model call (process CPU minus the servers' threads).
//   bench_simulate [offline conversations] [LLM conversations]   (default 1,000 each)
#include "core/llm/openaiprovider.h"
#include "core/simulate/conversationrunner.h"
#include "core/simulate/prng.h"
#include "core/workspace/workspaceloader.h"
#include "testserverthread.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QThread>

#include <cstdio>
#include <ctime>

using namespace Polygon;
using Polygon::Test::TestServerThread;
using Polygon::Test::threadCpuSeconds;

namespace {

// A sentence of eight words drawn from a vocabulary: every reply differs, so
// the loop detector never cuts a conversation short.
QString sentence(Prng &prng)
{
    static const QStringList words
        = QStringLiteral(
              "table booking evening lunch window terrace garden quiet corner family friends birthday anniversary menu "
              "wine pasta pizza dessert parking card cash deposit minutes hours tomorrow friday saturday sunday seven eight "
              "nine half quarter confirm change cancel name number guests children chair allergy gluten nuts vegan fish "
              "manager colleague message email text reminder address street square tram bus taxi")
              .split(QLatin1Char(' '));
    QStringList out;
    for (int i = 0; i < 8; ++i)
        out.append(words.at(int(prng.below(quint64(words.size())))));
    return out.join(QLatin1Char(' ')) + QLatin1Char('.');
}

int benchLlm(const Workspace &ws, int count)
{
    const int turns = 10, concurrency = 64;
    TestServerThread agentServer, callerServer;
    if (!agentServer.start() || !callerServer.start()) {
        std::fprintf(stderr, "bench_simulate: the test servers did not start\n");
        return 1;
    }
    // 5 agent replies and 5 caller lines per conversation (turns 0..9).
    Prng prng(42);
    QList<nlohmann::ordered_json> agentReplies, callerReplies;
    for (int i = 0; i < count * turns / 2; ++i) {
        agentReplies.append(nlohmann::ordered_json {{"content", sentence(prng).toStdString()}});
        callerReplies.append(nlohmann::ordered_json {
            {"content", nlohmann::ordered_json({{"say", sentence(prng).toStdString()}, {"hang_up", false}}).dump()}});
    }
    agentServer.queue(agentReplies);
    callerServer.queue(callerReplies);

    Profile profile;
    profile.id = profile.name = QStringLiteral("bench");
    profile.model = QStringLiteral("test-model");
    profile.concurrency = concurrency;
    profile.baseUrl = agentServer.baseUrl().toString();
    OpenAiProvider agentProvider(profile, {});
    profile.baseUrl = callerServer.baseUrl().toString();
    OpenAiProvider callerProvider(profile, {});
    SimulationEnvironment env;
    env.agentProvider = &agentProvider;
    env.callerProvider = &callerProvider;
    env.caller = SimulationEnvironment::Caller::Llm;
    SimulationBatch batch(ws, *ws.agent(QStringLiteral("bella-v2")), env);
    Diagnostics problems;
    if (!batch.prepare(problems))
        return 2;
    batch.setConcurrency(concurrency);
    QList<SimulationBatch::Job> jobs;
    for (int i = 0; i < count; ++i) {
        SimulationOptions options;
        options.maxTurns = turns;
        options.seed = quint64(i);
        jobs.append({&ws.personas.at(i % ws.personas.size()), options});
    }
    qint64 modelCalls = 0, turnCount = 0;
    QMap<QString, int> endings;
    QEventLoop loop;
    QObject::connect(&batch, &SimulationBatch::conversationFinished, &loop, [&](const SimulationResult &r) {
        modelCalls += r.modelCalls.size();
        turnCount += r.conversation.turns.size();
        ++endings[r.endReason];
    });
    QObject::connect(&batch, &SimulationBatch::finished, &loop, &QEventLoop::quit);
    const double cpuStart = threadCpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - agentServer.cpuSeconds() - callerServer.cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    batch.start(jobs);
    loop.exec();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu
        = threadCpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - agentServer.cpuSeconds() - callerServer.cpuSeconds() - cpuStart;
    std::printf("bench_simulate: %d LLM conversations (LLM agent bella-v2 x LLM callers, %d turns, concurrency %d, "
                "zero-latency test servers)\n",
                count, turns, concurrency);
    std::printf("  wall %.2f s: %.0f conversations/s, %lld model calls (%.0f/s), %lld turns\n", seconds, double(count) / seconds,
                modelCalls, double(modelCalls) / seconds, turnCount);
    std::printf("  client CPU %.2f s: %.3f ms per model call\n", cpu, modelCalls ? cpu * 1000.0 / double(modelCalls) : 0.0);
    for (auto it = endings.cbegin(); it != endings.cend(); ++it)
        std::printf("  ended by %s: %d\n", qPrintable(it.key()), it.value());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int llmCount = argc > 2 ? std::atoi(argv[2]) : 1000;
    const auto loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
    if (!loaded.ok())
        return 1;
    const Workspace &ws = *loaded.workspace;
    const QStringList agents = {QStringLiteral("bella-flow-v1"), QStringLiteral("bella-flow-v2")};

    QList<FlowAgent> prepared;
    for (const QString &id : agents) {
        Diagnostics problems;
        const auto agent = prepareOfflineAgent(ws, *ws.agent(id), problems);
        if (!agent)
            return 2;
        prepared.append(*agent);
    }

    QElapsedTimer timer;
    const std::clock_t cpuStart = std::clock();
    timer.start();
    qint64 turns = 0;
    QMap<QString, int> endings;
    for (int i = 0; i < count; ++i) {
        const Agent *agent = ws.agent(agents.at(i % agents.size()));
        const Persona &persona = ws.personas.at((i / agents.size()) % ws.personas.size());
        SimulationOptions options;
        options.noise = 0.3;
        options.seed = quint64(i);
        const SimulationResult r = simulateOffline(ws, *agent, prepared.at(i % agents.size()), persona, options);
        turns += r.conversation.turns.size();
        ++endings[r.endReason];
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("bench_simulate: %d offline conversations (flow agents v1/v2 x 10 personas, noise 0.3)\n", count);
    std::printf("  wall %.2f s, cpu %.2f s: %.0f conversations/s, %.0f turns/s (%lld turns)\n", seconds, cpu,
                double(count) / seconds, double(turns) / seconds, turns);
    for (auto it = endings.cbegin(); it != endings.cend(); ++it)
        std::printf("  ended by %s: %d\n", qPrintable(it.key()), it.value());
    return llmCount > 0 ? benchLlm(ws, llmCount) : 0;
}
