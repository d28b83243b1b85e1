#include "resultstypes.h"

#include "core/grade/passrule.h"

#include <algorithm>

namespace Polygon {

std::optional<double> RunRow::passHatK() const
{
    return Polygon::passHatK(graded() ? digest.gradedTrials : digest.ruleTrials, std::max(1, summary.run.spec.repeat));
}

QString ConversationDetail::latestGrading() const
{
    if (const auto latest = latestCompletedGrading(gradings))
        return latest->id;
    return gradings.isEmpty() ? QString() : gradings.constLast().id;
}

} // namespace Polygon
