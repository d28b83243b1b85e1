#include "agreement.h"

#include <cmath>

namespace Polygon {

Agreement computeAgreement(const QStringList &keys, const QList<AgreementPair> &pairs)
{
    Agreement a;
    for (const QString &key : keys) {
        CriterionAgreement c;
        c.key = key;
        const std::string k = toStdString(key);
        for (const AgreementPair &p : pairs) {
            const auto j = p.judgeCriteria.find(k);
            const auto h = p.humanCriteria.find(k);
            if (j == p.judgeCriteria.end() || h == p.humanCriteria.end() || !j->is_number() || !h->is_number())
                continue;
            ++c.pairs;
            const double d = std::fabs(j->get<double>() - h->get<double>());
            if (d == 0)
                ++c.exact;
            if (d <= 1)
                ++c.withinOne;
        }
        a.criteria.append(c);
    }
    const QStringList verdicts = {QStringLiteral("pass"), QStringLiteral("warning"), QStringLiteral("fail")};
    QList<int> judgeCounts(verdicts.size(), 0);
    QList<int> humanCounts(verdicts.size(), 0);
    for (const AgreementPair &p : pairs) {
        const auto j = verdicts.indexOf(p.judgeVerdict);
        const auto h = verdicts.indexOf(p.humanVerdict);
        if (j < 0 || h < 0)
            continue;
        ++a.verdictPairs;
        ++judgeCounts[j];
        ++humanCounts[h];
        if (j == h)
            ++a.verdictAgreements;
    }
    if (a.verdictPairs > 0) {
        const double n = a.verdictPairs;
        const double po = a.verdictAgreements / n;
        double pe = 0;
        for (qsizetype i = 0; i < verdicts.size(); ++i)
            pe += (judgeCounts.at(i) / n) * (humanCounts.at(i) / n);
        a.observed = po;
        a.expected = pe;
        if (pe < 1.0)
            a.kappa = (po - pe) / (1.0 - pe);
    }
    return a;
}

Json agreementToJson(const Agreement &a)
{
    Json criteria = Json::array();
    for (const CriterionAgreement &c : a.criteria)
        criteria.push_back({{"criterion", toStdString(c.key)},
                            {"pairs", c.pairs},
                            {"exact", c.exact},
                            {"within_one", c.withinOne},
                            {"exact_share", c.pairs ? jsonNumber(double(c.exact) / c.pairs) : Json()},
                            {"within_one_share", c.pairs ? jsonNumber(double(c.withinOne) / c.pairs) : Json()}});
    const auto number = [](const std::optional<double> &v) { return v ? jsonNumber(*v) : Json(); };
    return {{"criteria", std::move(criteria)},
            {"verdict",
             {{"pairs", a.verdictPairs},
              {"agreements", a.verdictAgreements},
              {"observed", number(a.observed)},
              {"expected", number(a.expected)},
              {"kappa", number(a.kappa)}}}};
}

} // namespace Polygon
