#pragma once

// People's verdicts on a run's conversations and how well the judge agrees
// with them. `polygon-cli verdicts` and `agreement` and the workbench call these.

#include "core/grade/agreement.h"
#include "core/json/diagnostic.h"
#include "core/store/storetypes.h"

#include <QMap>

#include <optional>

namespace Polygon {

// Records a person's verdict ("pass", "warning" or "fail") and criterion
// scores (1..5, keys of the rubric) on the conversation `conversation` (its
// id) of `run` (id, unique prefix or "latest") in the workspace at `root`.
// Replaces an earlier verdict on it. The key of the conversation, or nothing
// with the problems.
std::optional<ConversationKey> recordHumanVerdict(const QString &root, const QString &run, const QString &conversation,
                                                  const QString &verdict, const QMap<QString, int> &criteria,
                                                  Diagnostics &problems);

struct AgreementReport
{
    QString run;
    QString grading; // the latest completed grading compared
    QString rubric;
    int verdicts = 0; // conversations a person gave a verdict on
    int compared = 0; // of those, judged in the grading
    Agreement agreement;
};

// The judge's latest completed grading of `run` against the people's verdicts.
std::optional<AgreementReport> runAgreement(const QString &root, const QString &run, Diagnostics &problems);

} // namespace Polygon
