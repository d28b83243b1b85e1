// Judge–human agreement (core/grade/agreement.h): exact and within-one
// agreement per criterion and Cohen's kappa of the verdict, worked by hand.
#include "core/grade/agreement.h"

#include <QTest>

using namespace Polygon;

namespace {

AgreementPair pair(Json judge, const char *judgeVerdict, Json human, const char *humanVerdict)
{
    return {std::move(judge), QString::fromLatin1(judgeVerdict), std::move(human), QString::fromLatin1(humanVerdict)};
}

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void criteriaAndKappa()
    {
        const QStringList keys = {QStringLiteral("goal_completion"), QStringLiteral("factuality")};
        const QList<AgreementPair> pairs = {
            pair({{"goal_completion", 4}, {"factuality", 5}}, "pass", {{"goal_completion", 4}}, "pass"),
            pair({{"goal_completion", 3.5}, {"factuality", nullptr}}, "warning", {{"goal_completion", 3}, {"factuality", 2}},
                 "warning"),
            pair({{"goal_completion", 2}, {"factuality", 5}}, "fail", {{"goal_completion", 4}, {"factuality", 4}}, "warning"),
            pair({{"goal_completion", 5}}, "pass", {{"goal_completion", 5}}, "fail"),
            pair({{"goal_completion", 1}}, "not_scored", {{"goal_completion", 1}}, "fail"), // no verdict pair
        };
        const Agreement a = computeAgreement(keys, pairs);
        // goal_completion: 5 pairs; exact 4=4, 5=5, 1=1 → 3; within one: + 3.5 vs 3 → 4 (2 vs 4 is off by 2).
        QCOMPARE(a.criteria.at(0).pairs, 5);
        QCOMPARE(a.criteria.at(0).exact, 3);
        QCOMPARE(a.criteria.at(0).withinOne, 4);
        // factuality: only pair 3 has both (null is not a score): 5 vs 4 → within one, not exact.
        QCOMPARE(a.criteria.at(1).pairs, 1);
        QCOMPARE(a.criteria.at(1).exact, 0);
        QCOMPARE(a.criteria.at(1).withinOne, 1);
        // Verdicts, 4 pairs: (pass, pass) (warning, warning) (fail, warning) (pass, fail): 2 agree.
        // p_o = 2/4 = 0.5. Judge: pass 2, warning 1, fail 1; person: pass 1, warning 2, fail 1.
        // p_e = (2/4)(1/4) + (1/4)(2/4) + (1/4)(1/4) = 2/16 + 2/16 + 1/16 = 5/16 = 0.3125
        // kappa = (0.5 − 0.3125) / (1 − 0.3125) = 0.1875 / 0.6875 = 3/11
        QCOMPARE(a.verdictPairs, 4);
        QCOMPARE(a.verdictAgreements, 2);
        QCOMPARE(*a.observed, 0.5);
        QCOMPARE(*a.expected, 0.3125);
        QVERIFY(qAbs(*a.kappa - 3.0 / 11.0) < 1e-12);
    }

    void degenerate()
    {
        // Everyone says pass: p_e = 1, kappa undefined.
        const Agreement same = computeAgreement({}, {pair({}, "pass", {}, "pass"), pair({}, "pass", {}, "pass")});
        QCOMPARE(*same.observed, 1.0);
        QCOMPARE(*same.expected, 1.0);
        QVERIFY(!same.kappa);
        const Agreement none = computeAgreement({QStringLiteral("goal_completion")}, {});
        QCOMPARE(none.verdictPairs, 0);
        QVERIFY(!none.kappa && !none.observed);
        QCOMPARE(none.criteria.at(0).pairs, 0);
        // Complete disagreement with balanced marginals: p_o 0, p_e 0.5, kappa −1.
        const Agreement opposite = computeAgreement({}, {pair({}, "pass", {}, "fail"), pair({}, "fail", {}, "pass")});
        QCOMPARE(*opposite.kappa, -1.0);
    }
};

QTEST_GUILESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
