#pragma once

// Judge–human agreement: how often the judge's criterion scores match a
// person's (exactly, and within one point), and Cohen's kappa of the verdict
// (pass / warning / fail) between the two, over the conversations both graded.

#include "core/util/json.h"

#include <QList>
#include <QString>

#include <optional>

namespace Polygon {

// One conversation graded by both: the judge's criterion scores (null when
// not scored) and verdict, the person's scores (only those they gave) and verdict.
struct AgreementPair
{
    Json judgeCriteria = Json::object(); // key -> score (a median may be x.5) or null
    QString judgeVerdict; // "pass", "warning", "fail" or "not_scored"
    Json humanCriteria = Json::object(); // key -> 1..5
    QString humanVerdict;
};

struct CriterionAgreement
{
    QString key;
    int pairs = 0; // both scored it
    int exact = 0; // the same score
    int withinOne = 0; // |judge − person| ≤ 1
};

struct Agreement
{
    QList<CriterionAgreement> criteria; // in `keys` order
    int verdictPairs = 0; // both gave a verdict (the judge's not "not_scored")
    int verdictAgreements = 0;
    std::optional<double> observed; // p_o
    std::optional<double> expected; // p_e
    std::optional<double> kappa; // (p_o − p_e) / (1 − p_e); none when p_e = 1 or no pair
};

// Cohen's kappa over the three verdicts: p_o is the share of pairs that
// agree, p_e = Σ over pass, warning, fail of (judge's share) × (person's share).
Agreement computeAgreement(const QStringList &keys, const QList<AgreementPair> &pairs);

Json agreementToJson(const Agreement &agreement);

} // namespace Polygon
