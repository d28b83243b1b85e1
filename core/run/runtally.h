#pragma once

// RunTally: what a run's finished conversations add up to — how each
// caller's calls ended, tool faults met, loops caught, errors, and pass^k over
// the repeats. RunController keeps one; polygon-cli and the GUI only show it.

#include "core/simulate/conversationengine.h"

#include <QList>
#include <QString>

#include <map>
#include <optional>
#include <utility>

namespace Polygon {

struct RunTally
{
    std::map<QString, std::map<QString, int>> endingsByPersona; // persona → end reason → count
    std::map<QString, std::pair<int, int>> trials; // persona → (trials, passed)
    int toolFaults = 0; // tool calls answered with an error or a timeout
    int loops = 0;
    int errors = 0;

    // One finished conversation; cancelled ones are not counted.
    void add(const SimulationResult &result, bool passed);

    // Callers whose every trial reached its outcome, and callers with at least one that did.
    int callersAlwaysPassing() const;
    int callersEverPassing() const;
    int callers() const { return int(trials.size()); }
    // pass^k (passHatK() of core/grade/passrule.h) over the callers' trials.
    std::optional<double> passHatK(int k) const;
};

} // namespace Polygon
