// Offline simulation speed: scripted callers × the example's flow agents
// through noise 0.3 and the tool stubs. Prints conversations/s and turns/s.
//   bench_simulate [conversations]   (default 1,000)
#include "core/simulate/conversationengine.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <ctime>

using namespace Polygon;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? std::atoi(argv[1]) : 1000;
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
    return 0;
}
