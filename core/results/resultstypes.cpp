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
    for (auto it = gradings.crbegin(); it != gradings.crend(); ++it)
        if (it->status == QLatin1String("completed"))
            return it->id;
    return gradings.isEmpty() ? QString() : gradings.constLast().id;
}

} // namespace Polygon
