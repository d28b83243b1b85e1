#pragma once

// The deterministic pass rule of a simulated conversation and pass^k over
// repeated trials (docs/runs.md).

#include "core/model/persona.h"
#include "core/model/workspace.h"
#include "core/simulate/conversationengine.h"

#include <QList>

#include <optional>
#include <utility>

namespace Polygon {

// Whether a finished conversation reached what its caller came for — the
// deterministic pass rule of a run until a judge grades it: no error, no loop,
// not cut at max turns, and the ending the persona intended (transfer: the
// agent transferred; success: ended normally after a stateful tool stub
// created or cancelled a record without an error — the request was carried
// out; refusal and callback: ended normally with nothing created or
// cancelled, after the agent answered the caller at least once beyond its
// opening — a caller who hangs up on the greeting has not refused anything).
bool reachedIntendedOutcome(const SimulationResult &result, const Persona &persona, const Workspace &workspace);

// pass^k (τ-bench): for each task with n trials of which c passed, C(c,k)/C(n,k)
// — the chance that k trials drawn from its n all pass — averaged over the
// tasks; tasks with fewer than k trials are left out. Nothing when no task has
// k trials.
std::optional<double> passHatK(const QList<std::pair<int, int>> &trialsAndPasses, int k);

} // namespace Polygon
