// Tests for rubric versions (docs/grading.md "Rubric versions"): the built-in
// v1 and v2, their weights, thresholds and gates, the identity (name + the
// first 12 hex digits of the SHA-256 of the normative definition), the
// refusal to compare two identities, and parse() with its diagnostics.
//
// The identities were computed by hand from the normative definition
// (name, scale, criteria keys and weights, thresholds, gates), e.g. for v2:
//   printf '%s' '{"name":"v2","scale":[1,5],"criteria":[["goal_completion",25],
//     ["instruction_adherence",15],["tool_use_quality",15],["factuality",10],
//     ["dialogue_quality",10],["robustness",10],["safety_compliance",10],
//     ["persona_and_tone",5]],"thresholds":[75.0,50.0],
//     "gates":["forbidden_phrase","safety","invalid_tool_reply"]}' | sha256sum
// (one line) → 99d554a5f48f…, the identity docs/grading.md shows.
#include "core/grade/rubric.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

const QString kV1Hash = QStringLiteral("762c5ccc433892bdebf2b88570e0aea3c749c91a9b8068a163143d1dafaa2cdd");
const QString kV2Hash = QStringLiteral("99d554a5f48f596b725560951788bc4eaa0298313a3b189966b691dd14458953");

QByteArray v2File()
{
    QFile f(QStringLiteral(POLYGON_SOURCE_DIR "/resources/rubrics/v2.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// A small valid rubric, one key per line so positions can be counted by hand.
const QByteArray kMinimal = "{\n"
                            "  \"format\": 1,\n"
                            "  \"name\": \"t1\",\n"
                            "  \"scale\": {\"min\": 1, \"max\": 5},\n"
                            "  \"criteria\": [\n"
                            "    {\"key\": \"goal_completion\", \"title\": \"Goal\", \"weight\": 60},\n"
                            "    {\"key\": \"safety_compliance\", \"title\": \"Safety\", \"weight\": 40}\n"
                            "  ],\n"
                            "  \"thresholds\": {\"pass\": 75, \"warning\": 50},\n"
                            "  \"gates\": [\"forbidden_phrase\", \"safety\"]\n"
                            "}\n";

QStringList lines(const Diagnostics &problems)
{
    QStringList out;
    for (const Diagnostic &d : problems)
        out.append(d.toStringWithField());
    return out;
}

struct Replace
{
    QByteArray before;
    QByteArray after;
};
using Replaces = QList<Replace>;

// Applies the replacements; each `before` must occur exactly once.
QString edit(QByteArray &text, const Replaces &replaces)
{
    for (const Replace &r : replaces) {
        if (text.count(r.before) != 1)
            return QStringLiteral("the text does not contain %1 exactly once").arg(QString::fromUtf8(r.before));
        text.replace(r.before, r.after);
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Replace)
Q_DECLARE_METATYPE(Replaces)

class TestRubric : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void builtinNames();
    void builtinCriteria_data();
    void builtinCriteria();
    void builtinGates_data();
    void builtinGates();
    void identity_data();
    void identity();

    void mismatch();
    void mismatchList_data();
    void mismatchList();

    void normativeHash_data();
    void normativeHash();

    void parseMinimal();
    void parseErrors_data();
    void parseErrors();
};

void TestRubric::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestRubric::builtinNames()
{
    QCOMPARE(RubricVersion::builtinNames(), (QStringList {QStringLiteral("v1"), QStringLiteral("v2")}));
    QVERIFY(RubricVersion::builtin(QStringLiteral("v1")));
    QVERIFY(RubricVersion::builtin(QStringLiteral("v2")));
    QVERIFY(!RubricVersion::builtin(QStringLiteral("v3")));
    QVERIFY(!RubricVersion::builtin(QStringLiteral("V2")));
    QVERIFY(!RubricVersion::builtin(QString()));
    QCOMPARE(RubricVersion::knownGates(),
             (QStringList {QStringLiteral("forbidden_phrase"), QStringLiteral("safety"), QStringLiteral("invalid_tool_reply")}));
}

void TestRubric::builtinCriteria_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("v1") << QStringLiteral("v1");
    QTest::newRow("v2") << QStringLiteral("v2");
}

void TestRubric::builtinCriteria()
{
    QFETCH(QString, name);
    const RubricVersion *r = RubricVersion::builtin(name);
    QVERIFY(r);
    QCOMPARE(r->name, name);

    QStringList keys;
    QList<int> weights;
    for (const RubricVersion::Criterion &c : r->criteria) {
        keys.append(c.key);
        weights.append(c.weight);
        QVERIFY(!c.title.isEmpty());
        QVERIFY(!c.description.isEmpty());
    }
    QCOMPARE(
        keys,
        (QStringList {QStringLiteral("goal_completion"), QStringLiteral("instruction_adherence"),
                      QStringLiteral("tool_use_quality"), QStringLiteral("factuality"), QStringLiteral("dialogue_quality"),
                      QStringLiteral("robustness"), QStringLiteral("safety_compliance"), QStringLiteral("persona_and_tone")}));
    QCOMPARE(weights, (QList<int> {25, 15, 15, 10, 10, 10, 10, 5}));
    QCOMPARE(r->totalWeight(), 100);
    QCOMPARE(r->scaleMin, 1);
    QCOMPARE(r->scaleMax, 5);
    QCOMPARE(r->passThreshold, 75.0);
    QCOMPARE(r->warningThreshold, 50.0);
    QCOMPARE(r->criterionIndex(QStringLiteral("goal_completion")), 0);
    QCOMPARE(r->criterionIndex(QStringLiteral("safety_compliance")), 6);
    QCOMPARE(r->criterionIndex(QStringLiteral("persona_and_tone")), 7);
    QCOMPARE(r->criterionIndex(QStringLiteral("safety")), -1);
    QCOMPARE(r->criterionIndex(QString()), -1);
}

void TestRubric::builtinGates_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("gates");
    QTest::newRow("v1") << QStringLiteral("v1") << QStringList {QStringLiteral("forbidden_phrase"), QStringLiteral("safety")};
    QTest::newRow("v2") << QStringLiteral(
        "v2") << QStringList {QStringLiteral("forbidden_phrase"), QStringLiteral("safety"), QStringLiteral("invalid_tool_reply")};
}

void TestRubric::builtinGates()
{
    QFETCH(QString, name);
    QFETCH(QStringList, gates);
    const RubricVersion *r = RubricVersion::builtin(name);
    QVERIFY(r);
    QCOMPARE(r->gates, gates);
    QCOMPARE(r->appliesGate(RubricVersion::ForbiddenPhraseGate), true);
    QCOMPARE(r->appliesGate(RubricVersion::SafetyGate), true);
    QCOMPARE(r->appliesGate(RubricVersion::InvalidToolReplyGate), name == QLatin1String("v2"));
}

void TestRubric::identity_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("hash");
    QTest::addColumn<QString>("identity");
    QTest::newRow("v1") << QStringLiteral("v1") << kV1Hash << QStringLiteral("v1@762c5ccc4338");
    QTest::newRow("v2") << QStringLiteral("v2") << kV2Hash << QStringLiteral("v2@99d554a5f48f");
}

void TestRubric::identity()
{
    QFETCH(QString, name);
    QFETCH(QString, hash);
    QFETCH(QString, identity);
    const RubricVersion *r = RubricVersion::builtin(name);
    QVERIFY(r);
    QCOMPARE(r->hash, hash);
    QCOMPARE(r->identity(), identity);
    static const QRegularExpression format(QStringLiteral("^v[12]@[0-9a-f]{12}$"));
    QVERIFY2(format.match(r->identity()).hasMatch(), qPrintable(r->identity()));
}

void TestRubric::mismatch()
{
    const RubricVersion &v1 = *RubricVersion::builtin(QStringLiteral("v1"));
    const RubricVersion &v2 = *RubricVersion::builtin(QStringLiteral("v2"));
    QVERIFY(v1.identity() != v2.identity());

    const std::optional<QString> error = rubricMismatch(v1, v2);
    QVERIFY(error);
    QCOMPARE(*error,
             QStringLiteral("scores of rubric v1@762c5ccc4338 and rubric v2@99d554a5f48f cannot be compared: "
                            "scores compare only within one rubric version"));
    QVERIFY(rubricMismatch(v2, v1));
    QVERIFY(!rubricMismatch(v2, v2));
    QVERIFY(!rubricMismatch(v1, v1));

    // The same definition parsed again is the same version.
    Diagnostics problems;
    const auto again = RubricVersion::parse(v2File(), QStringLiteral("v2.json"), problems);
    QVERIFY(again);
    QVERIFY(!rubricMismatch(*again, v2));
    QVERIFY(rubricMismatch(*again, v1));
}

void TestRubric::mismatchList_data()
{
    QTest::addColumn<QStringList>("identities");
    QTest::addColumn<QString>("error"); // empty: comparable

    const QString v1 = QStringLiteral("v1@762c5ccc4338");
    const QString v2 = QStringLiteral("v2@99d554a5f48f");
    const QString v2b = QStringLiteral("v2@000000000000");
    QTest::newRow("none") << QStringList() << QString();
    QTest::newRow("one") << QStringList {v2} << QString();
    QTest::newRow("v2, v2, v2") << QStringList {v2, v2, v2} << QString();
    QTest::newRow("v2, v2, v1") << QStringList {v2, v2, v1}
                                << QStringLiteral("scores of rubric v2@99d554a5f48f and rubric v1@762c5ccc4338 cannot be "
                                                  "compared: scores compare only within one rubric version");
    // The same name with another definition is another version.
    QTest::newRow("v2 and a changed v2") << QStringList {v2, v2b}
                                         << QStringLiteral("scores of rubric v2@99d554a5f48f and rubric v2@000000000000 "
                                                           "cannot be compared: scores compare only within one rubric version");
}

void TestRubric::mismatchList()
{
    QFETCH(QStringList, identities);
    QFETCH(QString, error);
    const std::optional<QString> e = rubricMismatch(identities);
    QCOMPARE(e.has_value(), !error.isEmpty());
    if (e)
        QCOMPARE(*e, error);
}

void TestRubric::normativeHash_data()
{
    QTest::addColumn<Replaces>("replaces");
    QTest::addColumn<bool>("sameVersion");

    QTest::newRow("unchanged") << Replaces {} << true;
    QTest::newRow("rubric description reworded") << Replaces {{"\"v1 plus the gate", "\"Version 1 plus the gate"}} << true;
    QTest::newRow("criterion description reworded")
        << Replaces {{"Did the agent follow its prompt's rules and procedures?", "Did the agent obey its prompt?"}} << true;
    QTest::newRow("criterion title reworded") << Replaces {{"\"Persona and tone\"", "\"Persona & tone\""}} << true;
    QTest::newRow("layout changed") << Replaces {{"{\n  \"format\": 1,\n", "{\"format\":1,"}, {"  \"gates\": [\n", "\"gates\":["}}
                                    << true;
    QTest::newRow("threshold 75 written as 75.0") << Replaces {{"\"pass\": 75", "\"pass\": 75.0"}} << true;

    QTest::newRow("goal weight 25 → 30") << Replaces {{"\"weight\": 25", "\"weight\": 30"}} << false;
    QTest::newRow("persona weight 5 → 6") << Replaces {{"\"weight\": 5,", "\"weight\": 6,"}} << false;
    QTest::newRow("pass threshold 75 → 80") << Replaces {{"\"pass\": 75", "\"pass\": 80"}} << false;
    QTest::newRow("warning threshold 50 → 45") << Replaces {{"\"warning\": 50", "\"warning\": 45"}} << false;
    QTest::newRow("gate removed") << Replaces {{"\"safety\",\n    \"invalid_tool_reply\"", "\"safety\""}} << false;
    QTest::newRow("criterion key renamed") << Replaces {{"\"key\": \"robustness\"", "\"key\": \"resilience\""}} << false;
    QTest::newRow("scale 1–10") << Replaces {{"\"max\": 5", "\"max\": 10"}} << false;
    QTest::newRow("renamed") << Replaces {{"\"name\": \"v2\"", "\"name\": \"v2b\""}} << false;
}

void TestRubric::normativeHash()
{
    QFETCH(Replaces, replaces);
    QFETCH(bool, sameVersion);

    QByteArray text = v2File();
    QVERIFY(!text.isEmpty());
    QCOMPARE(edit(text, replaces), QString());
    Diagnostics problems;
    const auto parsed = RubricVersion::parse(text, QStringLiteral("v2.json"), problems);
    QCOMPARE(lines(problems), QStringList());
    QVERIFY(parsed);
    const RubricVersion &builtin = *RubricVersion::builtin(QStringLiteral("v2"));
    QCOMPARE(parsed->hash == kV2Hash, sameVersion);
    QCOMPARE(parsed->identity() == builtin.identity(), sameVersion);
    QCOMPARE(rubricMismatch(*parsed, builtin).has_value(), !sameVersion);
}

void TestRubric::parseMinimal()
{
    Diagnostics problems;
    const auto r = RubricVersion::parse(kMinimal, QStringLiteral("t1.json"), problems);
    QCOMPARE(lines(problems), QStringList());
    QVERIFY(r);
    QCOMPARE(r->name, QStringLiteral("t1"));
    QCOMPARE(r->description, QString());
    QCOMPARE(r->criteria.size(), 2);
    QCOMPARE(r->criteria.at(1).key, QStringLiteral("safety_compliance"));
    QCOMPARE(r->criteria.at(1).title, QStringLiteral("Safety"));
    QCOMPARE(r->criteria.at(1).weight, 40);
    QCOMPARE(r->totalWeight(), 100);
    QCOMPARE(r->gates, (QStringList {QStringLiteral("forbidden_phrase"), QStringLiteral("safety")}));
    QVERIFY(r->identity().startsWith(QLatin1String("t1@")));
    QCOMPARE(r->identity().size(), 3 + 12);
    QCOMPARE(r->hash.size(), 64);
}

void TestRubric::parseErrors_data()
{
    QTest::addColumn<Replaces>("replaces");
    QTest::addColumn<QStringList>("expected");

    const QString gates = QStringLiteral("forbidden_phrase, safety, invalid_tool_reply");
    // Line 10: `  "gates": ["forbidden_phrase", "safety"]`; the second item starts at column 33.
    QTest::newRow("unknown gate") << Replaces {{"\"safety\"]", "\"safty\"]"}}
                                  << QStringList {QStringLiteral("t1.json:10:33: unknown gate \"safty\"; expected one of: ")
                                                  + gates + QStringLiteral(" (at /gates/1)")};
    // Line 7: `    {"key": "goal_completion", …`; the value starts at column 13.
    QTest::newRow("duplicate criterion key")
        << Replaces {{"\"safety_compliance\"", "\"goal_completion\""}}
        << QStringList {QStringLiteral("t1.json:7:13: the criterion \"goal_completion\" is defined twice (at /criteria/1/key)")};
    // Line 9: `  "thresholds": {`; the object starts at column 17.
    QTest::newRow("warning above pass")
        << Replaces {{"{\"pass\": 75, \"warning\": 50}", "{\"pass\": 50, \"warning\": 75}"}}
        << QStringList {QStringLiteral(
               "t1.json:9:17: the \"warning\" threshold must not be above the \"pass\" threshold (at /thresholds)")};
    QTest::newRow("warning equal to pass is fine")
        << Replaces {{"{\"pass\": 75, \"warning\": 50}", "{\"pass\": 60, \"warning\": 60}"}} << QStringList();
    QTest::newRow("missing criteria") << Replaces {
        {"  \"criteria\": [\n"
         "    {\"key\": \"goal_completion\", \"title\": \"Goal\", \"weight\": 60},\n"
         "    {\"key\": \"safety_compliance\", \"title\": \"Safety\", \"weight\": 40}\n"
         "  ],\n",
         ""}} << QStringList {QStringLiteral("t1.json:1:1: missing required key \"criteria\" in the rubric (at /)")};
    // Line 5: `  "criteria": [`; the array starts at column 15.
    QTest::newRow("empty criteria") << Replaces {
        {"\n    {\"key\": \"goal_completion\", \"title\": \"Goal\", \"weight\": 60},\n"
         "    {\"key\": \"safety_compliance\", \"title\": \"Safety\", \"weight\": 40}\n"
         "  ]",
         "]"}} << QStringList {QStringLiteral("t1.json:5:15: \"criteria\" must be a non-empty array of criteria (at /criteria)")};
    // Line 6: `    {"key": "goal_completion", "title": "Goal", "weight": 60},`: the object
    // at column 5, the key "weight" at 49, its value at 59.
    QTest::newRow("weight is a string")
        << Replaces {{"\"weight\": 60", "\"weight\": \"60\""}}
        << QStringList {QStringLiteral("t1.json:6:59: \"weight\" must be an integer, not a string (at /criteria/0/weight)")};
    QTest::newRow("misspelt weight")
        << Replaces {{"\"weight\": 60", "\"wieght\": 60"}}
        << QStringList {QStringLiteral("t1.json:6:5: missing required key \"weight\" in criterion 1 (at /criteria/0)"),
                        QStringLiteral("t1.json:6:49: unknown key \"wieght\" in criterion 1; expected one of: key, title, "
                                       "weight, description (did you mean \"weight\"?) (at /criteria/0/wieght)")};
    // Line 4: `  "scale": {`; the object starts at column 12.
    QTest::newRow("scale max not above min")
        << Replaces {{"{\"min\": 1, \"max\": 5}", "{\"min\": 5, \"max\": 5}"}}
        << QStringList {QStringLiteral("t1.json:4:12: the scale's \"max\" must be greater than its \"min\" (at /scale)")};
    // Line 2: `  "format": 2,`; the value starts at column 13.
    QTest::newRow("format 2") << Replaces {{"\"format\": 1", "\"format\": 2"}}
                              << QStringList {QStringLiteral(
                                     "t1.json:2:13: \"format\" is 2, but this version of Polygon reads format 1 (at /format)")};
    QTest::newRow("misspelt gates")
        << Replaces {{"\"gates\":", "\"gate\":"}}
        << QStringList {QStringLiteral("t1.json:1:1: missing required key \"gates\" in the rubric (at /)"),
                        QStringLiteral("t1.json:10:3: unknown key \"gate\" in the rubric; expected one of: format, name, "
                                       "description, scale, criteria, thresholds, gates (did you mean \"gates\"?) (at /gate)")};
    QTest::newRow("several problems are all reported")
        << Replaces {{"\"safety\"]", "\"safty\"]"}, {"\"safety_compliance\"", "\"goal_completion\""}}
        << QStringList {QStringLiteral("t1.json:7:13: the criterion \"goal_completion\" is defined twice (at /criteria/1/key)"),
                        QStringLiteral("t1.json:10:33: unknown gate \"safty\"; expected one of: ") + gates
                            + QStringLiteral(" (at /gates/1)")};
}

void TestRubric::parseErrors()
{
    QFETCH(Replaces, replaces);
    QFETCH(QStringList, expected);

    QByteArray text = kMinimal;
    QCOMPARE(edit(text, replaces), QString());
    Diagnostics problems;
    const auto r = RubricVersion::parse(text, QStringLiteral("t1.json"), problems);
    QCOMPARE(lines(problems), expected);
    QCOMPARE(r.has_value(), expected.isEmpty());
}

QTEST_GUILESS_MAIN(TestRubric)
#include "tst_rubric.moc"
