// Tests for probe conformance (FORMATS.md §3, docs/grading.md "polygon-cli
// probes"): yes/no/na answers, N/A outside the denominator, polarity, the
// Wilson 95 % score interval and the wording hash.
//
// Wilson values are the published ones (docs/grading.md and the usual tables)
// or closed forms worked out by hand, z = 1.959963984540054, z² = 3.841458820694124:
//   0 of n: low = 0, high = z²/(n + z²);   n of n: low = n/(n + z²), high = 1;
//   k of n and n−k of n mirror each other: low(k) = 1 − high(n−k).
// Hashes were computed with `printf '%s' '…' | sha256sum`.
#include "core/grade/probestats.h"
#include "core/model/probe.h"
#include "core/util/hash.h"

#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace Polygon;

namespace {

constexpr double kTolerance = 5e-5;

// "yes,no,na" → answers (every item must parse).
QList<ProbeAnswer> answers(const QString &spec)
{
    QList<ProbeAnswer> out;
    for (const QString &s : spec.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out.append(parseProbeAnswer(s).value());
    return out;
}

bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= kTolerance;
}

} // namespace

Q_DECLARE_METATYPE(Probe::Polarity)

class TestProbeStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void parseProbeAnswer_data();
    void parseProbeAnswer();

    void wilson95_data();
    void wilson95();
    void wilsonExactEnds_data();
    void wilsonExactEnds();
    void wilsonEmpty();

    void probeConformance_data();
    void probeConformance();

    void wordingHash_data();
    void wordingHash();
};

void TestProbeStats::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestProbeStats::parseProbeAnswer_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("answer"); // 0 yes, 1 no, 2 na, -1 bad input

    QTest::newRow("yes") << QStringLiteral("yes") << 0;
    QTest::newRow("YES") << QStringLiteral("YES") << 0;
    QTest::newRow("' Yes '") << QStringLiteral(" Yes ") << 0;
    QTest::newRow("no") << QStringLiteral("no") << 1;
    QTest::newRow("\\tNo\\n") << QStringLiteral("\tNo\n") << 1;
    QTest::newRow("na") << QStringLiteral("na") << 2;
    QTest::newRow("NA") << QStringLiteral("NA") << 2;
    QTest::newRow("' nA '") << QStringLiteral(" nA ") << 2;
    QTest::newRow("n/a") << QStringLiteral("n/a") << -1;
    QTest::newRow("N/A") << QStringLiteral("N/A") << -1;
    QTest::newRow("y") << QStringLiteral("y") << -1;
    QTest::newRow("yes.") << QStringLiteral("yes.") << -1;
    QTest::newRow("true") << QStringLiteral("true") << -1;
    QTest::newRow("maybe") << QStringLiteral("maybe") << -1;
    QTest::newRow("y e s") << QStringLiteral("y e s") << -1;
    QTest::newRow("empty") << QString() << -1;
    QTest::newRow("blank") << QStringLiteral("  ") << -1;
}

void TestProbeStats::parseProbeAnswer()
{
    QFETCH(QString, text);
    QFETCH(int, answer);

    const std::optional<ProbeAnswer> a = Polygon::parseProbeAnswer(text);
    QCOMPARE(a.has_value(), answer >= 0);
    if (answer == 0)
        QCOMPARE(*a, ProbeAnswer::Yes);
    else if (answer == 1)
        QCOMPARE(*a, ProbeAnswer::No);
    else if (answer == 2)
        QCOMPARE(*a, ProbeAnswer::NotApplicable);
}

void TestProbeStats::wilson95_data()
{
    QTest::addColumn<int>("successes");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");

    // Published values.
    QTest::newRow("81/263") << 81 << 263 << 0.2553 << 0.3662;
    QTest::newRow("0/20") << 0 << 20 << 0.0 << 0.1611;
    QTest::newRow("15/148") << 15 << 148 << 0.0624 << 0.1605;
    // docs/grading.md worked example: centre 0.6275, half 0.3268.
    QTest::newRow("3/4") << 3 << 4 << 0.3006 << 0.9544;
    QTest::newRow("20/20") << 20 << 20 << 0.8389 << 1.0;
    // Mirrors: 1 of 4 = 1 − (3 of 4); 182/263 = 1 − (81/263).
    QTest::newRow("1/4") << 1 << 4 << 0.0456 << 0.6994;
    QTest::newRow("182/263") << 182 << 263 << 0.6338 << 0.7447;
    // 1 of 1: low = 1/(1 + z²) = 1/4.841459 = 0.206549; 0 of 1: high = z²/(1 + z²) = 0.793451.
    QTest::newRow("1/1") << 1 << 1 << 0.2065 << 1.0;
    QTest::newRow("0/1") << 0 << 1 << 0.0 << 0.7935;
    // 2 of 3 by hand: z²/n = 1.280486, d = 2.280486, centre = (0.666667 + 0.640243)/d = 0.573084,
    // half = z/d · √(0.222222/3 + z²/36) = 0.859452 · √0.180781 = 0.365427 → [0.207657, 0.938511].
    QTest::newRow("2/3") << 2 << 3 << 0.2077 << 0.9385;
    QTest::newRow("1/3") << 1 << 3 << 0.0615 << 0.7923;
}

void TestProbeStats::wilson95()
{
    QFETCH(int, successes);
    QFETCH(int, n);
    QFETCH(double, low);
    QFETCH(double, high);

    const std::optional<WilsonInterval> w = Polygon::wilson95(successes, n);
    QVERIFY(w);
    QVERIFY2(near(w->low, low), qPrintable(QStringLiteral("low %1, expected %2").arg(w->low, 0, 'g', 10).arg(low)));
    QVERIFY2(near(w->high, high), qPrintable(QStringLiteral("high %1, expected %2").arg(w->high, 0, 'g', 10).arg(high)));
    QVERIFY(w->low >= 0.0);
    QVERIFY(w->high <= 1.0);
    QVERIFY(w->low <= double(successes) / n);
    QVERIFY(w->high >= double(successes) / n);
}

void TestProbeStats::wilsonExactEnds_data()
{
    QTest::addColumn<int>("n");
    for (const int n : {1, 2, 3, 4, 7, 20, 263, 1000, 100000})
        QTest::newRow(qPrintable(QString::number(n))) << n;
}

void TestProbeStats::wilsonExactEnds()
{
    QFETCH(int, n);

    // 0 successes: the low end is exactly 0; n successes: the high end exactly 1.
    const auto none = Polygon::wilson95(0, n);
    QVERIFY(none);
    QCOMPARE(none->low, 0.0);
    QVERIFY(none->high > 0.0);
    const auto all = Polygon::wilson95(n, n);
    QVERIFY(all);
    QCOMPARE(all->high, 1.0);
    QVERIFY(all->low < 1.0);
    // Mirror images (0 of n against n of n), from the closed forms above.
    QVERIFY(std::abs(none->high - (1.0 - all->low)) < 1e-12);
}

void TestProbeStats::wilsonEmpty()
{
    QVERIFY(!Polygon::wilson95(0, 0).has_value());
}

void TestProbeStats::probeConformance_data()
{
    QTest::addColumn<Probe::Polarity>("polarity");
    QTest::addColumn<QString>("answers");
    QTest::addColumn<int>("applicable");
    QTest::addColumn<int>("conforming");
    QTest::addColumn<double>("conformance"); // -1: null
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");

    const auto wanted = Probe::Polarity::Wanted;
    const auto guardrail = Probe::Polarity::Guardrail;
    // yes, no, na, na, yes: applicable 3 (N/A leave the denominator; 5 if they stayed).
    // Wanted: 2 of 3 conform; guardrail: 1 of 3 (the "no"), never the N/As.
    QTest::newRow("wanted: yes,no,na,na,yes")
        << wanted << QStringLiteral("yes,no,na,na,yes") << 3 << 2 << 0.6666666666666666 << 0.2077 << 0.9385;
    QTest::newRow("guardrail: yes,no,na,na,yes")
        << guardrail << QStringLiteral("yes,no,na,na,yes") << 3 << 1 << 0.3333333333333333 << 0.0615 << 0.7923;
    // 3 of 4 for wanted, 1 of 4 for a guardrail.
    QTest::newRow("wanted: yes,yes,na,no,yes")
        << wanted << QStringLiteral("yes,yes,na,no,yes") << 4 << 3 << 0.75 << 0.3006 << 0.9544;
    QTest::newRow("guardrail: yes,yes,na,no,yes")
        << guardrail << QStringLiteral("yes,yes,na,no,yes") << 4 << 1 << 0.25 << 0.0456 << 0.6994;
    // A guardrail that always holds: 4 "no" of 4 → 1, [4/(4 + z²), 1] = [0.5101, 1].
    QTest::newRow("guardrail: no,no,no,no") << guardrail << QStringLiteral("no,no,no,no") << 4 << 4 << 1.0 << 0.5101 << 1.0;
    QTest::newRow("wanted: no,no,no,no") << wanted << QStringLiteral("no,no,no,no") << 4 << 0 << 0.0 << 0.0 << 0.4899;
    QTest::newRow("wanted: all na") << wanted << QStringLiteral("na,na,na") << 0 << 0 << -1.0 << 0.0 << 0.0;
    QTest::newRow("guardrail: all na") << guardrail << QStringLiteral("na,NA") << 0 << 0 << -1.0 << 0.0 << 0.0;
    QTest::newRow("no answers") << wanted << QString() << 0 << 0 << -1.0 << 0.0 << 0.0;
}

void TestProbeStats::probeConformance()
{
    QFETCH(Probe::Polarity, polarity);
    QFETCH(QString, answers);
    QFETCH(int, applicable);
    QFETCH(int, conforming);
    QFETCH(double, conformance);
    QFETCH(double, low);
    QFETCH(double, high);

    const QList<ProbeAnswer> list = ::answers(answers);
    const ProbeConformance c = Polygon::probeConformance(polarity, list);
    QCOMPARE(c.applicable, applicable);
    QCOMPARE(c.conforming, conforming);
    QCOMPARE(c.conformance.has_value(), conformance >= 0);
    QCOMPARE(c.wilson.has_value(), conformance >= 0);
    if (conformance < 0)
        return;
    QCOMPARE(*c.conformance, conformance);
    QVERIFY2(near(c.wilson->low, low), qPrintable(QString::number(c.wilson->low, 'g', 10)));
    QVERIFY2(near(c.wilson->high, high), qPrintable(QString::number(c.wilson->high, 'g', 10)));
}

void TestProbeStats::wordingHash_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("hash");

    const QString asked = QStringLiteral("8c414cc0bab4323230c009ee0765acc70d8171634cfd5138588997c6f9ba5159");
    // printf '%s' 'Did the agent ask again after an unclear reply?' | sha256sum
    QTest::newRow("as written") << QStringLiteral("Did the agent ask again after an unclear reply?") << asked;
    QTest::newRow("trimmed") << QStringLiteral("  Did the agent ask again after an unclear reply?\n") << asked;
    QTest::newRow("whitespace runs collapsed")
        << QStringLiteral("Did the agent\task again   after\nan unclear \r\n reply?") << asked;
    QTest::newRow("no-break space collapsed") << QStringLiteral("Did the agent ask again after an\u00A0unclear reply?") << asked;
    // A different wording is a different hash: printf '%s' 'Did the agent ask again' | sha256sum
    QTest::newRow("other wording") << QStringLiteral("Did the agent ask again")
                                   << QStringLiteral("d7c52b264f9ea42d6e6a71e5fd18bb5d80d0a1aa44a73b9cd6c5fd156d9ac079");
    // Case is part of the wording (no folding):
    // printf '%s' 'did the agent ask again after an unclear reply?' | sha256sum
    QTest::newRow("case kept") << QStringLiteral("did the agent ask again after an unclear reply?")
                               << QStringLiteral("62be442f0b4d01bfc07d865745e8f29533892a97141ef85b9725ca0c5ccfaeaa");
    // UTF-8 bytes: printf '%s' 'Je li agent ponovio pitanje nakon nejasnog odgovora?' | sha256sum
    QTest::newRow("Croatian") << QStringLiteral(" Je li agent ponovio pitanje  nakon nejasnog odgovora? ")
                              << QStringLiteral("b7509bca251176384b1c87e8ef9afee5a602bb7bca94bc3cb0b9d92ccfcccffa");
    // printf '%s' 'Агент переспросил?' | sha256sum
    QTest::newRow("Russian") << QStringLiteral("\u0410\u0433\u0435\u043D\u0442\t\u043F\u0435\u0440\u0435\u0441\u043F"
                                               "\u0440\u043E\u0441\u0438\u043B?")
                             << QStringLiteral("faa6a5d8dd64674b34d221e25bd9349410e8a135ad6638b3c52d84b558df7646");
    // printf '%s' 'a b' | sha256sum
    QTest::newRow("a \\n\\n b") << QStringLiteral("a \n\n b")
                                << QStringLiteral("c8687a08aa5d6ed2044328fa6a697ab8e96dc34291e8c2034ae8c38e6fcc6d65");
    // printf '%s' '' | sha256sum
    QTest::newRow("blank") << QStringLiteral(" \t ")
                           << QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

void TestProbeStats::wordingHash()
{
    QFETCH(QString, question);
    QFETCH(QString, hash);

    QCOMPARE(Polygon::wordingHash(question), hash);
    Probe p;
    p.id = QStringLiteral("asks-again");
    p.question = question;
    QCOMPARE(p.wordingHash(), hash);
}

QTEST_GUILESS_MAIN(TestProbeStats)
#include "tst_probestats.moc"
