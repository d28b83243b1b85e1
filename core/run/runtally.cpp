#include "runtally.h"

#include "core/grade/passrule.h"

#include <algorithm>

namespace Polygon {

void RunTally::add(const SimulationResult &r, bool passed)
{
    if (r.endReason == QLatin1String("cancelled"))
        return;
    ++endingsByPersona[r.persona][r.endReason];
    auto &[n, c] = trials[r.persona];
    ++n;
    c += passed ? 1 : 0;
    for (const Turn &turn : r.conversation.turns)
        for (const ToolCall &call : turn.toolCalls)
            if (call.failed())
                ++toolFaults;
    loops += r.endReason == QLatin1String("loop") ? 1 : 0;
    errors += r.endReason == QLatin1String("error") ? 1 : 0;
}

int RunTally::callersAlwaysPassing() const
{
    return int(std::count_if(trials.cbegin(), trials.cend(),
                             [](const auto &e) { return e.second.first > 0 && e.second.first == e.second.second; }));
}

int RunTally::callersEverPassing() const
{
    return int(std::count_if(trials.cbegin(), trials.cend(), [](const auto &e) { return e.second.second > 0; }));
}

std::optional<double> RunTally::passHatK(int k) const
{
    QList<std::pair<int, int>> list;
    for (const auto &[persona, nc] : trials)
        list.append(nc);
    return Polygon::passHatK(list, k);
}

} // namespace Polygon
