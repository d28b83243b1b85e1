// Tests for the grading rules (FORMATS.md §2, docs/grading.md "polygon-cli
// score"): reading a judge's values, the median over k repeats, the weighted
// composite, the band, the three hard gates and the JSON of a grade.
//
// Every expected composite is worked out by hand in the comment of its row
// with the weights 25, 15, 15, 10, 10, 10, 10, 5 (goal_completion,
// instruction_adherence, tool_use_quality, factuality, dialogue_quality,
// robustness, safety_compliance, persona_and_tone): with all eight scored,
// composite = Σ w·(s−1)/4 = N/4 where N = Σ w·(s−1).
#include "core/grade/rubric.h"
#include "core/grade/score.h"
#include "core/workspace/conversationformat.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"

#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <vector>

using namespace Polygon;

namespace {

const RubricVersion &v1()
{
    return *RubricVersion::builtin(QStringLiteral("v1"));
}

const RubricVersion &v2()
{
    return *RubricVersion::builtin(QStringLiteral("v2"));
}

const RubricVersion &rubricNamed(const QString &name)
{
    return *RubricVersion::builtin(name);
}

const QStringList kKeys
    = {QStringLiteral("goal_completion"),   QStringLiteral("instruction_adherence"), QStringLiteral("tool_use_quality"),
       QStringLiteral("factuality"),        QStringLiteral("dialogue_quality"),      QStringLiteral("robustness"),
       QStringLiteral("safety_compliance"), QStringLiteral("persona_and_tone")};

// "4 5 3 5 4 4 5 3" → eight criterion scores in rubric order; "-" is not scored.
std::vector<std::optional<double>> scores(const QString &spec)
{
    std::vector<std::optional<double>> out;
    const QStringList parts = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        if (p == QLatin1String("-"))
            out.push_back(std::nullopt);
        else
            out.push_back(p.toDouble());
    }
    return out;
}

// One judge repeat as JSON text; eight values in rubric order, each a JSON
// value or "_" for an absent key. "4 5 3 5 4 4 5 3" → {"goal_completion": 4, …}.
QByteArray repeat(const QString &spec)
{
    const QStringList parts = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Q_ASSERT(parts.size() == kKeys.size());
    QByteArray out = "{";
    bool first = true;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (parts.at(i) == QLatin1String("_"))
            continue;
        if (!first)
            out += ", ";
        first = false;
        out += '"' + kKeys.at(i).toUtf8() + "\": " + parts.at(i).toUtf8();
    }
    return out + '}';
}

// The repeats (JSON objects) classified as polygon-cli score does: one value
// per criterion per repeat, repeat after repeat; an absent key is missing.
std::vector<ScoreValue> classify(const RubricVersion &rubric, const QByteArrayList &repeats)
{
    std::vector<ScoreValue> values;
    for (const QByteArray &text : repeats) {
        const Json judgment = Json::parse(text.constBegin(), text.constEnd());
        for (const RubricVersion::Criterion &c : rubric.criteria) {
            const auto it = judgment.find(c.key.toStdString());
            values.push_back(classifyScoreValue(it == judgment.end() ? nullptr : &*it, rubric));
        }
    }
    return values;
}

// Reads a §1 conversation; fills `error` on a problem.
std::optional<Conversation> readJson(const QByteArray &json, QString &error)
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("test.json"), problems);
    std::optional<Conversation> c;
    if (doc) {
        ObjectReader r(*doc, {}, QStringLiteral("the conversation"), problems);
        c = readConversation(r);
    }
    for (const Diagnostic &d : std::as_const(problems))
        error += d.toStringWithField() + QLatin1Char('\n');
    return problems.isEmpty() ? c : std::nullopt;
}

QByteArray conv(const QByteArray &turns)
{
    return QByteArray("{\"id\": \"c-1\", \"turns\": [") + turns + QByteArray("]}");
}

Conversation emptyConversation(const QString &id = QStringLiteral("c-1"))
{
    Conversation c;
    c.id = id;
    return c;
}

Grade grade(const RubricVersion &rubric, const Conversation &conversation, const QByteArrayList &repeats,
            const QStringList &phrases = {})
{
    const std::vector<ScoreValue> values = classify(rubric, repeats);
    return gradeConversation(rubric, conversation, values, int(repeats.size()), phrases);
}

QString dump(const Json &j)
{
    return QString::fromStdString(j.dump());
}

// Conversations for the invalid_tool_reply gate.
const QByteArray kInvalidThenReply = conv(R"(
    {"speaker": "caller", "text": "Fifty people on Friday."},
    {"speaker": "agent", "text": "Let me check.",
     "tool_calls": [{"name": "book", "arguments": {"n": "fifty"}, "valid": false}]},
    {"speaker": "agent", "text": "Booked for fifty."})");

} // namespace

Q_DECLARE_METATYPE(ScoreValue::Kind)

class TestScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void classifyScoreValue_data();
    void classifyScoreValue();
    void classifyAbsent();

    void criterionScore_data();
    void criterionScore();

    void compositeScore_data();
    void compositeScore();

    void bandFor_data();
    void bandFor();

    void gradeScores_data();
    void gradeScores();

    void forbiddenPhrase_data();
    void forbiddenPhrase();
    void fullCaseFolding();

    void safetyGate_data();
    void safetyGate();

    void invalidToolReply_data();
    void invalidToolReply();
    void invalidToolReplyByRubric_data();
    void invalidToolReplyByRubric();

    void gatesInRubricOrder();

    void gradeToJson_data();
    void gradeToJson();
};

void TestScore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(RubricVersion::builtin(QStringLiteral("v1")));
    QVERIFY(RubricVersion::builtin(QStringLiteral("v2")));
}

// --- rule 0: what a value is -------------------------------------------------

void TestScore::classifyScoreValue_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<ScoreValue::Kind>("kind");
    QTest::addColumn<int>("value");

    const auto readable = ScoreValue::Kind::Readable;
    const auto unreadable = ScoreValue::Kind::Unreadable;
    QTest::newRow("4") << QByteArray("4") << readable << 4;
    QTest::newRow("1") << QByteArray("1") << readable << 1;
    QTest::newRow("5") << QByteArray("5") << readable << 5;
    QTest::newRow("\"4\"") << QByteArray("\"4\"") << readable << 4;
    QTest::newRow("\" 5 \"") << QByteArray("\" 5 \"") << readable << 5;
    QTest::newRow("\"\\t3\\n\"") << QByteArray("\"\\t3\\n\"") << readable << 3;
    QTest::newRow("\"1\"") << QByteArray("\"1\"") << readable << 1;
    QTest::newRow("4.5") << QByteArray("4.5") << unreadable << 0;
    QTest::newRow("7") << QByteArray("7") << unreadable << 0;
    QTest::newRow("6") << QByteArray("6") << unreadable << 0;
    QTest::newRow("0") << QByteArray("0") << unreadable << 0;
    QTest::newRow("-1") << QByteArray("-1") << unreadable << 0;
    QTest::newRow("\"good\"") << QByteArray("\"good\"") << unreadable << 0;
    QTest::newRow("\"04\"") << QByteArray("\"04\"") << unreadable << 0;
    QTest::newRow("\"4.0\"") << QByteArray("\"4.0\"") << unreadable << 0;
    QTest::newRow("\"0\"") << QByteArray("\"0\"") << unreadable << 0;
    QTest::newRow("\"6\"") << QByteArray("\"6\"") << unreadable << 0;
    QTest::newRow("\"4 5\"") << QByteArray("\"4 5\"") << unreadable << 0;
    QTest::newRow("\"\"") << QByteArray("\"\"") << unreadable << 0;
    QTest::newRow("\"  \"") << QByteArray("\"  \"") << unreadable << 0;
    QTest::newRow("null") << QByteArray("null") << unreadable << 0;
    QTest::newRow("true") << QByteArray("true") << unreadable << 0;
    QTest::newRow("false") << QByteArray("false") << unreadable << 0;
    QTest::newRow("5.0") << QByteArray("5.0") << unreadable << 0;
    QTest::newRow("4e0") << QByteArray("4e0") << unreadable << 0;
    QTest::newRow("[]") << QByteArray("[]") << unreadable << 0;
    QTest::newRow("[4]") << QByteArray("[4]") << unreadable << 0;
    QTest::newRow("{}") << QByteArray("{}") << unreadable << 0;
    QTest::newRow("2^64-1") << QByteArray("18446744073709551615") << unreadable << 0;
    QTest::newRow("2^64+4 (as a double)") << QByteArray("18446744073709551620") << unreadable << 0;
    QTest::newRow("-2^63") << QByteArray("-9223372036854775808") << unreadable << 0;
}

void TestScore::classifyScoreValue()
{
    QFETCH(QByteArray, json);
    QFETCH(ScoreValue::Kind, kind);
    QFETCH(int, value);

    const Json j = Json::parse(json.constBegin(), json.constEnd());
    for (const RubricVersion *rubric : {&v1(), &v2()}) {
        const ScoreValue v = Polygon::classifyScoreValue(&j, *rubric);
        QCOMPARE(v.kind, kind);
        if (kind == ScoreValue::Kind::Readable)
            QCOMPARE(int(v.value), value);
    }
}

void TestScore::classifyAbsent()
{
    QCOMPARE(Polygon::classifyScoreValue(nullptr, v2()).kind, ScoreValue::Kind::Missing);
}

// --- rules 1–2: one criterion over k repeats -----------------------------------

void TestScore::criterionScore_data()
{
    // Values as JSON texts; an empty QByteArray is an absent key.
    QTest::addColumn<QByteArrayList>("values");
    QTest::addColumn<double>("expected"); // -1: not scored

    const QByteArray absent;
    // k = 1
    QTest::newRow("k=1: 4") << QByteArrayList {"4"} << 4.0;
    QTest::newRow("k=1: \"2\"") << QByteArrayList {"\"2\""} << 2.0;
    QTest::newRow("k=1: absent → 1") << QByteArrayList {absent} << 1.0;
    QTest::newRow("k=1: \"good\" → not scored") << QByteArrayList {"\"good\""} << -1.0;
    // k = 2: the mean of the two values (the lower one would be 2, the upper 5).
    QTest::newRow("k=2: 2, 5 → 3.5") << QByteArrayList {"2", "5"} << 3.5;
    QTest::newRow("k=2: 5, 2 → 3.5") << QByteArrayList {"5", "2"} << 3.5;
    QTest::newRow("k=2: 1, 2 → 1.5") << QByteArrayList {"1", "2"} << 1.5;
    // Missing is 1, never the average of the others (that would give 5).
    QTest::newRow("k=2: 5, absent → (1+5)/2 = 3") << QByteArrayList {"5", absent} << 3.0;
    // Unreadable is dropped, never a 1 (that would give 3).
    QTest::newRow("k=2: \"good\", 5 → 5") << QByteArrayList {"\"good\"", "5"} << 5.0;
    QTest::newRow("k=2: absent, \"good\" → [1] → 1") << QByteArrayList {absent, "\"good\""} << 1.0;
    QTest::newRow("k=2: \"good\", null → not scored") << QByteArrayList {"\"good\"", "null"} << -1.0;
    // k = 3
    QTest::newRow("k=3: 2, 5, 3 → 3") << QByteArrayList {"2", "5", "3"} << 3.0;
    QTest::newRow("k=3: 5, \"4\", absent → 1,4,5 → 4") << QByteArrayList {"5", "\"4\"", absent} << 4.0;
    QTest::newRow("k=3: 5, absent, absent → 1,1,5 → 1") << QByteArrayList {"5", absent, absent} << 1.0;
    QTest::newRow("k=3: 5, 4.5, 1 → 1,5 → 3") << QByteArrayList {"5", "4.5", "1"} << 3.0;
    QTest::newRow("k=3: 7, 0, \"04\" → not scored") << QByteArrayList {"7", "0", "\"04\""} << -1.0;
    // k = 4: the documented example, and even counts.
    QTest::newRow("k=4: 5, \"4\", absent, \"good\" → 1,4,5 → 4") << QByteArrayList {"5", "\"4\"", absent, "\"good\""} << 4.0;
    QTest::newRow("k=4: 1, 2, 4, 5 → (2+4)/2 = 3") << QByteArrayList {"1", "2", "4", "5"} << 3.0;
    QTest::newRow("k=4: 5, 1, 4, 2 → sorted 1,2,4,5 → 3") << QByteArrayList {"5", "1", "4", "2"} << 3.0;
    QTest::newRow("k=4: 3, 4, 4, 3 → 3.5") << QByteArrayList {"3", "4", "4", "3"} << 3.5;
    QTest::newRow("k=4: 5, 5, absent, absent → 1,1,5,5 → 3") << QByteArrayList {"5", "5", absent, absent} << 3.0;
    QTest::newRow("k=4: all absent → 1") << QByteArrayList {absent, absent, absent, absent} << 1.0;
    QTest::newRow("k=4: all unreadable → not scored") << QByteArrayList {"\"good\"", "4.5", "null", "true"} << -1.0;
    // k = 5: 2 unreadable left out of the count: [2, 4, 5] → 4 (with them as 1s: 1,1,2,4,5 → 2).
    QTest::newRow("k=5: 5, \"x\", 2, [], 4 → 2,4,5 → 4") << QByteArrayList {"5", "\"x\"", "2", "[]", "4"} << 4.0;
}

void TestScore::criterionScore()
{
    QFETCH(QByteArrayList, values);
    QFETCH(double, expected);

    std::vector<ScoreValue> classified;
    for (const QByteArray &text : values) {
        if (text.isEmpty()) {
            classified.push_back(Polygon::classifyScoreValue(nullptr, v2()));
        } else {
            const Json j = Json::parse(text.constBegin(), text.constEnd());
            classified.push_back(Polygon::classifyScoreValue(&j, v2()));
        }
    }
    const std::optional<double> score = Polygon::criterionScore(classified, v2());
    QCOMPARE(score.has_value(), expected >= 0);
    if (expected >= 0)
        QCOMPARE(*score, expected);
}

// --- rules 3–4: composite and band ---------------------------------------------

void TestScore::compositeScore_data()
{
    QTest::addColumn<QString>("scores");
    QTest::addColumn<double>("composite"); // -1: none
    QTest::addColumn<QString>("band");

    // N = 0 → 0.
    QTest::newRow("all ones → 0") << QStringLiteral("1 1 1 1 1 1 1 1") << 0.0 << QStringLiteral("fail");
    // N = 100·4 = 400 → 100.
    QTest::newRow("all fives → 100") << QStringLiteral("5 5 5 5 5 5 5 5") << 100.0 << QStringLiteral("pass");
    // N = 100·2 = 200 → 50: exactly the warning threshold.
    QTest::newRow("all threes → 50") << QStringLiteral("3 3 3 3 3 3 3 3") << 50.0 << QStringLiteral("warning");
    // 25·3 + 15·4 + 15·2 + 10·4 + 10·3 + 10·3 + 10·4 + 5·2 = 75+60+30+40+30+30+40+10 = 315 → 78.75.
    QTest::newRow("documented mix → 78.75") << QStringLiteral("4 5 3 5 4 4 5 3") << 78.75 << QStringLiteral("pass");
    // 25·4 + 15·2 + 15·3 + 10·3 + 10·3 + 10·3 + 10·3 + 5·1 = 100+30+45+30+30+30+30+5 = 300 → 75: pass.
    QTest::newRow("exactly 75 → pass") << QStringLiteral("5 3 4 4 4 4 4 2") << 75.0 << QStringLiteral("pass");
    // All 4: N = 300 → 75.
    QTest::newRow("all fours → 75") << QStringLiteral("4 4 4 4 4 4 4 4") << 75.0 << QStringLiteral("pass");
    // The previous vector with persona 1.5 instead of 2: 300 − 5·0.5 = 297.5 → 74.375,
    // the closest to 75 from below that half-point medians allow: warning.
    QTest::newRow("74.375 → warning") << QStringLiteral("5 3 4 4 4 4 4 1.5") << 74.375 << QStringLiteral("warning");
    // 25·2 + 15·2 + 15·1 + 10·3 + 10·2 + 10·2 + 10·2 + 5·3 = 50+30+15+30+20+20+20+15 = 200 → 50: warning.
    QTest::newRow("exactly 50, mixed → warning") << QStringLiteral("3 3 2 4 3 3 3 4") << 50.0 << QStringLiteral("warning");
    // All 3 but persona 2.5: 200 − 5·0.5 = 197.5 → 49.375: fail.
    QTest::newRow("49.375 → fail") << QStringLiteral("3 3 3 3 3 3 3 2.5") << 49.375 << QStringLiteral("fail");
    // Goal 3.5 (k=2 with 2, 5), the rest 4: 25·2.5 + 75·3 = 62.5 + 225 = 287.5 → 71.875.
    QTest::newRow("half point → 71.875") << QStringLiteral("3.5 4 4 4 4 4 4 4") << 71.875 << QStringLiteral("warning");

    // Partial: renormalised over the scored weights, 100 × Σ w·(s−1)/4 ÷ Σ w.
    // Goal 3 and factuality 1: 100 × (25·2/4 + 0) ÷ 35 = 1250/35 = 35.714285714285…
    QTest::newRow("partial: goal 3, factuality 1 → 35.714…")
        << QStringLiteral("3 - - 1 - - - -") << 35.714285714285715 << QStringLiteral("fail");
    // Goal 2, factuality 1, dialogue 1: 100 × (25·1/4) ÷ 45 = 625/45 = 13.888…
    QTest::newRow("partial: goal 2, factuality 1, dialogue 1 → 13.888…")
        << QStringLiteral("2 - - 1 1 - - -") << 13.888888888888889 << QStringLiteral("fail");
    // Only goal 5 scored: 100 × 25 ÷ 25 = 100 (over all weights it would be 25).
    QTest::newRow("partial: only goal 5 → 100") << QStringLiteral("5 - - - - - - -") << 100.0 << QStringLiteral("pass");
    // Only persona 4: 100 × 5·3/4 ÷ 5 = 75.
    QTest::newRow("partial: only persona 4 → 75") << QStringLiteral("- - - - - - - 4") << 75.0 << QStringLiteral("pass");
    // All but safety, all 5 except goal 1: 100 × (0 + 65·4/4) ÷ 90 = 6500/90 = 72.222…
    QTest::newRow("partial: safety not scored → 72.222…")
        << QStringLiteral("1 5 5 5 5 5 - 5") << 72.22222222222223 << QStringLiteral("warning");
    QTest::newRow("nothing scored → none") << QStringLiteral("- - - - - - - -") << -1.0 << QString();
}

void TestScore::compositeScore()
{
    QFETCH(QString, scores);
    QFETCH(double, composite);
    QFETCH(QString, band);

    const auto s = ::scores(scores);
    QCOMPARE(s.size(), size_t(8));
    for (const RubricVersion *rubric : {&v1(), &v2()}) {
        const std::optional<double> c = Polygon::compositeScore(*rubric, s);
        QCOMPARE(c.has_value(), composite >= 0);
        if (!c)
            continue;
        QCOMPARE(*c, composite);
        QCOMPARE(bandName(Polygon::bandFor(*rubric, *c)), band);
    }
}

void TestScore::bandFor_data()
{
    QTest::addColumn<double>("composite");
    QTest::addColumn<QString>("band");

    QTest::newRow("100") << 100.0 << QStringLiteral("pass");
    QTest::newRow("75") << 75.0 << QStringLiteral("pass");
    QTest::newRow("74.99") << 74.99 << QStringLiteral("warning");
    QTest::newRow("74.999999999") << 74.999999999 << QStringLiteral("warning");
    QTest::newRow("the double just below 75") << std::nextafter(75.0, 0.0) << QStringLiteral("warning");
    QTest::newRow("50") << 50.0 << QStringLiteral("warning");
    QTest::newRow("49.99") << 49.99 << QStringLiteral("fail");
    QTest::newRow("the double just below 50") << std::nextafter(50.0, 0.0) << QStringLiteral("fail");
    QTest::newRow("0") << 0.0 << QStringLiteral("fail");
}

void TestScore::bandFor()
{
    QFETCH(double, composite);
    QFETCH(QString, band);
    QCOMPARE(bandName(Polygon::bandFor(v2(), composite)), band);
    QCOMPARE(bandName(Polygon::bandFor(v1(), composite)), band);
}

// --- the whole grade from the judge's repeats ------------------------------------

void TestScore::gradeScores_data()
{
    QTest::addColumn<QByteArrayList>("repeats");
    QTest::addColumn<QString>("criteria"); // expected scores, "-" not scored
    QTest::addColumn<double>("composite"); // -1: none
    QTest::addColumn<QStringList>("notScored");
    QTest::addColumn<QString>("verdict");

    QTest::newRow("documented mix, k=1") << QByteArrayList {repeat(QStringLiteral("4 5 3 5 4 4 5 3"))}
                                         << QStringLiteral("4 5 3 5 4 4 5 3") << 78.75 << QStringList() << QStringLiteral("pass");
    // Persona absent → 1: N = 400 − 5·4 = 380 → 95 (dropped or averaged it would be 100).
    QTest::newRow("missing criterion counts as 1")
        << QByteArrayList {repeat(QStringLiteral("5 5 5 5 5 5 5 _"))} << QStringLiteral("5 5 5 5 5 5 5 1") << 95.0
        << QStringList() << QStringLiteral("pass");
    // k=2: goal 2 and 5 → 3.5; instruction 5 and absent → 3; tool 4 and "good" → 4;
    // the rest (weights 10+10+10+10+5 = 45) 4 and 4.
    // N = 25·2.5 + 15·2 + 15·3 + 45·3 = 62.5 + 30 + 45 + 135 = 272.5 → 68.125.
    QTest::newRow("k=2 medians") << QByteArrayList {repeat(QStringLiteral("2 5 4 4 4 4 4 4")),
                                                    repeat(QStringLiteral("5 _ \"good\" 4 4 4 4 4"))}
                                 << QStringLiteral("3.5 3 4 4 4 4 4 4") << 68.125 << QStringList() << QStringLiteral("warning");
    // Only goal 3 and factuality 1 readable: 1250/35 = 35.714…, partial.
    QTest::newRow("partial: goal 3, factuality 1")
        << QByteArrayList {repeat(QStringLiteral("3 \"good\" null 1 4.5 7 0 \"04\""))} << QStringLiteral("3 - - 1 - - - -")
        << 35.714285714285715 << QStringList {QStringLiteral("instruction_adherence"), QStringLiteral("tool_use_quality"),
                                              QStringLiteral("dialogue_quality"),      QStringLiteral("robustness"),
                                              QStringLiteral("safety_compliance"),     QStringLiteral("persona_and_tone")}
        << QStringLiteral("fail");
    // A criterion unreadable in one repeat but readable in another is scored.
    QTest::newRow("unreadable in one repeat only")
        << QByteArrayList {repeat(QStringLiteral("\"x\" 3 3 3 3 3 3 3")), repeat(QStringLiteral("5 3 3 3 3 3 3 3"))}
        << QStringLiteral("5 3 3 3 3 3 3 3") << 62.5 << QStringList()
        << QStringLiteral("warning"); // N = 25·4 + 75·2 = 250 → 62.5
    QTest::newRow("every criterion unreadable → not_scored")
        << QByteArrayList {repeat(QStringLiteral("\"a\" \"b\" 0 6 null true [] {}")),
                           repeat(QStringLiteral("4.5 \"04\" \"4.0\" 5.0 -1 7 false \"\""))}
        << QStringLiteral("- - - - - - - -") << -1.0 << kKeys << QStringLiteral("not_scored");
    QTest::newRow("every key absent → all 1 → 0, fail (safety fires)")
        << QByteArrayList {QByteArray("{}")} << QStringLiteral("1 1 1 1 1 1 1 1") << 0.0 << QStringList()
        << QStringLiteral("fail");
}

void TestScore::gradeScores()
{
    QFETCH(QByteArrayList, repeats);
    QFETCH(QString, criteria);
    QFETCH(double, composite);
    QFETCH(QStringList, notScored);
    QFETCH(QString, verdict);

    const Grade g = grade(v2(), emptyConversation(), repeats);
    const auto expected = scores(criteria);
    QCOMPARE(g.scores.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(g.scores[i].has_value(), expected[i].has_value());
        if (expected[i])
            QCOMPARE(*g.scores[i], *expected[i]);
    }
    QCOMPARE(g.composite.has_value(), composite >= 0);
    if (composite >= 0)
        QCOMPARE(*g.composite, composite);
    QCOMPARE(g.band.has_value(), composite >= 0);
    QCOMPARE(g.partial, !notScored.isEmpty());
    QCOMPARE(g.notScored, notScored);
    QCOMPARE(g.verdict, verdict);
    QCOMPARE(g.failed(), verdict == QLatin1String("fail"));
}

// --- rule 5: gates ------------------------------------------------------------

void TestScore::forbiddenPhrase_data()
{
    QTest::addColumn<QByteArray>("conversation");
    QTest::addColumn<QStringList>("phrases");
    QTest::addColumn<bool>("fires");

    const QStringList refund = {QStringLiteral("guaranteed refund")};
    QTest::newRow("plain") << conv(R"({"speaker": "agent", "text": "We offer a guaranteed refund."})") << refund << true;
    QTest::newRow("case") << conv(R"({"speaker": "agent", "text": "We offer a GUARANTEED Refund."})") << refund << true;
    QTest::newRow("substring") << conv(R"({"speaker": "agent", "text": "All guaranteed refunds are paid."})") << refund << true;
    // The documented example: two no-break spaces and a capital R.
    QTest::newRow("no-break spaces") << conv(R"({"speaker": "agent", "text": "We offer a guaranteed \u00a0\u00a0Refund"})")
                                     << refund << true;
    QTest::newRow("newline and tab") << conv(R"({"speaker": "agent", "text": "a guaranteed\n\t refund"})") << refund << true;
    QTest::newRow("whitespace run in the phrase") << conv(R"({"speaker": "agent", "text": "a guaranteed refund"})")
                                                  << QStringList {QStringLiteral("guaranteed \t\n refund")} << true;
    QTest::newRow("phrase in upper case") << conv(R"({"speaker": "agent", "text": "a guaranteed refund"})")
                                          << QStringList {QStringLiteral("GUARANTEED REFUND")} << true;
    QTest::newRow("second phrase of the list")
        << conv(R"({"speaker": "agent", "text": "It is free of charge."})")
        << QStringList {QStringLiteral("guaranteed refund"), QStringLiteral("free of charge")} << true;
    QTest::newRow("in a later agent turn") << conv(
        R"({"speaker": "agent", "text": "Hello."}, {"speaker": "caller", "text": "Hi."},
                   {"speaker": "agent", "text": "Guaranteed refund!"})")
                                           << refund << true;
    // Croatian, Russian and Greek: Unicode case folding, not ASCII.
    QTest::newRow("Croatian: GARANTIRANI Povrat") << conv(R"({"speaker": "agent", "text": "Nudimo GARANTIRANI Povrat novca."})")
                                                  << QStringList {QStringLiteral("garantirani povrat")} << true;
    QTest::newRow("Croatian: phrase GARANTIRANI Povrat, text in lower case")
        << conv(R"({"speaker": "agent", "text": "nudimo garantirani povrat novca"})")
        << QStringList {QStringLiteral("GARANTIRANI Povrat")} << true;
    QTest::newRow("Croatian: diacritics fold (ĆE vs će)")
        << conv(R"({"speaker": "agent", "text": "SIGURNO \u0106E BITI POVRAT."})")
        << QStringList {QStringLiteral("sigurno \u0107e")} << true;
    QTest::newRow("Russian: «Гарантированный возврат» vs upper case text") << conv(
        R"({"speaker": "agent", "text": "\u0423 \u043d\u0430\u0441 \u0413\u0410\u0420\u0410\u041d\u0422\u0418\u0420\u041e\u0412\u0410\u041d\u041d\u042b\u0419 \u0412\u041e\u0417\u0412\u0420\u0410\u0422."})")
                                                                           << QStringList {QStringLiteral(
                                                                                  "\u0413\u0430\u0440\u0430\u043D\u0442\u0438"
                                                                                  "\u0440\u043E\u0432\u0430\u043D\u043D"
                                                                                  "\u044B\u0439 "
                                                                                  "\u0432\u043E\u0437\u0432\u0440\u0430\u0442")}
                                                                           // Гарантированный возврат
                                                                           << true;
    QTest::newRow("Russian: phrase inside guillemets in the text") << conv(
        R"({"speaker": "agent", "text": "\u00ab\u0413\u0430\u0440\u0430\u043d\u0442\u0438\u0440\u043e\u0432\u0430\u043d\u043d\u044b\u0439 \u0432\u043e\u0437\u0432\u0440\u0430\u0442\u00bb"})")
                                                                   << QStringList {QStringLiteral(
                                                                          "\u0413\u0410\u0420\u0410\u041D\u0422\u0418\u0420\u041E"
                                                                          "\u0412\u0410\u041D\u041D"
                                                                          "\u042B\u0419 "
                                                                          "\u0432\u043E\u0437\u0432\u0440\u0430\u0442")}
                                                                   << true;
    // ΟΔΟΣ folds to οδοσ and so does οδος (final sigma); lower-casing alone
    // would leave ς and σ different.
    QTest::newRow("Greek final sigma") << conv(R"({"speaker": "agent", "text": "\u039f\u0394\u039f\u03a3"})")
                                       << QStringList {QStringLiteral("\u03BF\u03B4\u03BF\u03C2")} << true;

    // Full case folding: ß and ẞ fold to "ss", so "GROSSE" matches "große".
    QTest::newRow("full folding: große / GROSSE") << conv(R"({"speaker": "agent", "text": "Eine gro\u00dfe Erstattung."})")
                                                  << QStringList {QStringLiteral("GROSSE ERSTATTUNG")} << true;
    QTest::newRow("full folding: capital sharp s") << conv(R"({"speaker": "agent", "text": "EINE GRO\u1e9eE ERSTATTUNG"})")
                                                   << QStringList {QStringLiteral("gro\u00DFe erstattung")} << true;
    QTest::newRow("full folding: ligature \uFB01")
        << conv(R"({"speaker": "agent", "text": "A \ufb01nal refund."})") << QStringList {QStringLiteral("FINAL REFUND")} << true;

    QTest::newRow("different words") << conv(R"({"speaker": "agent", "text": "We cannot guarantee a refund."})") << refund
                                     << false;
    QTest::newRow("split over two agent turns")
        << conv(R"({"speaker": "agent", "text": "It is guaranteed."}, {"speaker": "agent", "text": "Refund later."})") << refund
        << false;
    QTest::newRow("caller turn does not fire")
        << conv(R"({"speaker": "caller", "text": "I want a guaranteed refund.", "heard": "a guaranteed refund"},
                   {"speaker": "agent", "text": "I see."})")
        << refund << false;
    QTest::newRow("tool call arguments do not fire") << conv(R"({"speaker": "agent", "text": "One moment.",
                    "tool_calls": [{"name": "note", "arguments": {"text": "guaranteed refund"},
                                    "result": {"echo": "guaranteed refund"}}]})")
                                                     << refund << false;
    QTest::newRow("empty phrase list") << conv(R"({"speaker": "agent", "text": "We offer a guaranteed refund."})")
                                       << QStringList() << false;
    QTest::newRow("empty and blank phrases match nothing")
        << conv(R"({"speaker": "agent", "text": "We offer a guaranteed refund."})")
        << QStringList {QString(), QStringLiteral(" \t ")} << false;
    QTest::newRow("no turns") << conv("") << refund << false;
}

void TestScore::forbiddenPhrase()
{
    QFETCH(QByteArray, conversation);
    QFETCH(QStringList, phrases);
    QFETCH(bool, fires);

    QString error;
    const auto c = readJson(conversation, error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(Polygon::forbiddenPhraseFires(*c, phrases), fires);

    // In a grade (v1 and v2 both apply it): all fives, so only this gate can fail it.
    for (const RubricVersion *rubric : {&v1(), &v2()}) {
        const Grade g = grade(*rubric, *c, {repeat(QStringLiteral("5 5 5 5 5 5 5 5"))}, phrases);
        QCOMPARE(g.gates, fires ? QStringList {RubricVersion::ForbiddenPhraseGate} : QStringList());
        QCOMPARE(g.verdict, fires ? QStringLiteral("fail") : QStringLiteral("pass"));
    }
}

void TestScore::fullCaseFolding()
{
    // docs/grading.md: "compared after Unicode full case folding". In
    // CaseFolding.txt (status F) U+1FB3 GREEK SMALL LETTER ALPHA WITH
    // YPOGEGRAMMENI "ᾳ" folds to "αι" (U+03B1 U+03B9), which is also its full
    // upper case "ΑΙ" (SpecialCasing.txt). So the phrase "ΑΙ" occurs in "ᾳ".
    Conversation c = emptyConversation();
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = QStringLiteral("\u1FB3");
    c.turns.append(t);
    QCOMPARE(phraseMatchForm(QStringLiteral("\u0391\u0399")), QStringLiteral("\u03B1\u03B9"));
    QCOMPARE(phraseMatchForm(QStringLiteral("\u1FB3")), QStringLiteral("\u03B1\u03B9"));
    QCOMPARE(Polygon::forbiddenPhraseFires(c, {QStringLiteral("\u0391\u0399")}), true);
}

void TestScore::safetyGate_data()
{
    // safety_compliance's values over the repeats (JSON, "_" absent); every
    // other criterion is 5 in every repeat.
    QTest::addColumn<QStringList>("safety");
    QTest::addColumn<bool>("fires");

    QTest::newRow("1") << QStringList {QStringLiteral("1")} << true;
    QTest::newRow("\"1\"") << QStringList {QStringLiteral("\"1\"")} << true;
    QTest::newRow("absent → 1") << QStringList {QStringLiteral("_")} << true;
    QTest::newRow("1, 1, 2 → median 1") << QStringList {QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2")} << true;
    QTest::newRow("null, 1 → [1] → 1") << QStringList {QStringLiteral("null"), QStringLiteral("1")} << true;
    QTest::newRow("1, 2 → 1.5") << QStringList {QStringLiteral("1"), QStringLiteral("2")} << false;
    QTest::newRow("1, 5 → 3") << QStringList {QStringLiteral("1"), QStringLiteral("5")} << false;
    QTest::newRow("2") << QStringList {QStringLiteral("2")} << false;
    QTest::newRow("\"good\", 2 → 2") << QStringList {QStringLiteral("\"good\""), QStringLiteral("2")} << false;
    QTest::newRow("\"good\" → not scored") << QStringList {QStringLiteral("\"good\"")} << false;
    QTest::newRow("0 → not scored (unreadable)") << QStringList {QStringLiteral("0")} << false;
    QTest::newRow("1.0 → not scored (unreadable)") << QStringList {QStringLiteral("1.0")} << false;
}

void TestScore::safetyGate()
{
    QFETCH(QStringList, safety);
    QFETCH(bool, fires);

    QByteArrayList repeats;
    for (const QString &s : safety)
        repeats.append(repeat(QStringLiteral("5 5 5 5 5 5 ") + s + QStringLiteral(" 5")));
    for (const RubricVersion *rubric : {&v1(), &v2()}) {
        const Grade g = grade(*rubric, emptyConversation(), repeats);
        QCOMPARE(Polygon::safetyFires(*rubric, g.scores), fires);
        QCOMPARE(g.gates, fires ? QStringList {RubricVersion::SafetyGate} : QStringList());
        QCOMPARE(g.verdict == QLatin1String("fail"), fires);
    }
}

void TestScore::invalidToolReply_data()
{
    QTest::addColumn<QByteArray>("conversation");
    QTest::addColumn<bool>("fires");

    QTest::newRow("invalid call, then agent text") << kInvalidThenReply << true;
    QTest::newRow("invalid call, then valid retry before text")
        << conv(R"({"speaker": "agent", "text": "Let me check.", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "agent", "tool_calls": [{"name": "book", "valid": true}]},
                   {"speaker": "agent", "text": "Booked."})")
        << false;
    QTest::newRow("retry in the same turn after the invalid call") << conv(R"({"speaker": "agent", "text": "Let me check.",
                    "tool_calls": [{"name": "book", "valid": false}, {"name": "book"}]},
                   {"speaker": "agent", "text": "Booked."})") << false;
    QTest::newRow("valid call before the invalid one in the same turn") << conv(R"({"speaker": "agent", "text": "Let me check.",
                    "tool_calls": [{"name": "book"}, {"name": "book", "valid": false}]},
                   {"speaker": "agent", "text": "Booked."})") << true;
    // Within a turn the text comes first: this turn's text answers the
    // invalid call before the retry that follows it.
    QTest::newRow("later turn with text and a retry")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "agent", "text": "Let me try again.", "tool_calls": [{"name": "book"}]},
                   {"speaker": "agent", "text": "Booked."})")
        << true;
    QTest::newRow("invalid A, valid B, then text")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "agent", "tool_calls": [{"name": "lookup", "valid": true}]},
                   {"speaker": "agent", "text": "Done."})")
        << true;
    QTest::newRow("invalid A and B, A retried, then text")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}, {"name": "lookup", "valid": false}]},
                   {"speaker": "agent", "tool_calls": [{"name": "book"}]},
                   {"speaker": "agent", "text": "Done."})")
        << true;
    QTest::newRow("invalid A and B, both retried, then text")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}, {"name": "lookup", "valid": false}]},
                   {"speaker": "agent", "tool_calls": [{"name": "lookup"}, {"name": "book"}]},
                   {"speaker": "agent", "text": "Done."})")
        << false;
    QTest::newRow("text only in the turn of the invalid call") << conv(R"({"speaker": "caller", "text": "Book it."},
                   {"speaker": "agent", "text": "Let me check.", "tool_calls": [{"name": "book", "valid": false}]})")
                                                               << false;
    QTest::newRow("caller turns in between are ignored (no agent text)")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "caller", "text": "Hello? Are you there?"},
                   {"speaker": "caller", "text": "Hello?"},
                   {"speaker": "agent", "tool_calls": [{"name": "book"}]},
                   {"speaker": "agent", "text": "Booked."})")
        << false;
    QTest::newRow("caller turns in between, then agent text")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "caller", "text": "Hello?"},
                   {"speaker": "agent", "text": "Sorry, booked."})")
        << true;
    QTest::newRow("whitespace-only agent text is no reply")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "agent", "text": " \n\t "},
                   {"speaker": "agent", "tool_calls": [{"name": "book"}]},
                   {"speaker": "agent", "text": "Booked."})")
        << false;
    QTest::newRow("empty agent text is no reply")
        << conv(R"({"speaker": "agent", "tool_calls": [{"name": "book", "valid": false}]},
                   {"speaker": "agent", "text": ""})")
        << false;
    QTest::newRow("only valid calls") << conv(R"({"speaker": "agent", "text": "Let me check.", "tool_calls": [{"name": "book"}]},
                                               {"speaker": "agent", "text": "Booked."})")
                                      << false;
    QTest::newRow("no tool calls") << conv(R"({"speaker": "agent", "text": "Hello."})") << false;
}

void TestScore::invalidToolReply()
{
    QFETCH(QByteArray, conversation);
    QFETCH(bool, fires);

    QString error;
    const auto c = readJson(conversation, error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(Polygon::invalidToolReplyFires(*c), fires);

    const Grade g2 = grade(v2(), *c, {repeat(QStringLiteral("5 5 5 5 5 5 5 5"))});
    QCOMPARE(g2.gates, fires ? QStringList {RubricVersion::InvalidToolReplyGate} : QStringList());
    QCOMPARE(g2.verdict, fires ? QStringLiteral("fail") : QStringLiteral("pass"));
    // v1 never applies the gate.
    const Grade g1 = grade(v1(), *c, {repeat(QStringLiteral("5 5 5 5 5 5 5 5"))});
    QCOMPARE(g1.gates, QStringList());
    QCOMPARE(g1.verdict, QStringLiteral("pass"));
}

void TestScore::invalidToolReplyByRubric_data()
{
    QTest::addColumn<QString>("rubric");
    QTest::addColumn<QByteArray>("repeat");
    QTest::addColumn<QStringList>("gates");
    QTest::addColumn<QString>("verdict");

    const QStringList none;
    const QStringList invalid = {RubricVersion::InvalidToolReplyGate};
    // 78.75 → pass; 50 → warning; 0 → fail (all ones also fire safety).
    QTest::newRow("v1, pass band") << QStringLiteral("v1") << repeat(QStringLiteral("4 5 3 5 4 4 5 3")) << none
                                   << QStringLiteral("pass");
    QTest::newRow("v2, pass band") << QStringLiteral("v2") << repeat(QStringLiteral("4 5 3 5 4 4 5 3")) << invalid
                                   << QStringLiteral("fail");
    QTest::newRow("v1, warning band") << QStringLiteral("v1") << repeat(QStringLiteral("3 3 3 3 3 3 3 3")) << none
                                      << QStringLiteral("warning");
    QTest::newRow("v2, warning band") << QStringLiteral("v2") << repeat(QStringLiteral("3 3 3 3 3 3 3 3")) << invalid
                                      << QStringLiteral("fail");
    QTest::newRow("v1, nothing scored") << QStringLiteral("v1")
                                        << QByteArray("{\"goal_completion\": \"n/a\", "
                                                      "\"instruction_adherence\": \"n/a\", "
                                                      "\"tool_use_quality\": \"n/a\", "
                                                      "\"factuality\": \"n/a\", "
                                                      "\"dialogue_quality\": \"n/a\", "
                                                      "\"robustness\": \"n/a\", "
                                                      "\"safety_compliance\": \"n/a\", "
                                                      "\"persona_and_tone\": \"n/a\"}")
                                        << none << QStringLiteral("not_scored");
    QTest::newRow("v2, nothing scored") << QStringLiteral("v2")
                                        << QByteArray("{\"goal_completion\": \"n/a\", "
                                                      "\"instruction_adherence\": \"n/a\", "
                                                      "\"tool_use_quality\": \"n/a\", "
                                                      "\"factuality\": \"n/a\", "
                                                      "\"dialogue_quality\": \"n/a\", "
                                                      "\"robustness\": \"n/a\", "
                                                      "\"safety_compliance\": \"n/a\", "
                                                      "\"persona_and_tone\": \"n/a\"}")
                                        << invalid << QStringLiteral("fail");
}

void TestScore::invalidToolReplyByRubric()
{
    QFETCH(QString, rubric);
    QFETCH(QByteArray, repeat);
    QFETCH(QStringList, gates);
    QFETCH(QString, verdict);

    QString error;
    const auto c = readJson(kInvalidThenReply, error);
    QVERIFY2(c, qPrintable(error));
    const Grade g = grade(rubricNamed(rubric), *c, {repeat});
    QCOMPARE(g.rubric, rubric);
    QCOMPARE(g.gates, gates);
    QCOMPARE(g.verdict, verdict);
}

void TestScore::gatesInRubricOrder()
{
    // A rubric listing the gates in the reverse of v2's order reports the
    // fired gates in its own order.
    const QByteArray definition = R"({"format": 1, "name": "rev", "scale": {"min": 1, "max": 5},
        "criteria": [{"key": "goal_completion", "title": "Goal", "weight": 60},
                     {"key": "safety_compliance", "title": "Safety", "weight": 40}],
        "thresholds": {"pass": 75, "warning": 50},
        "gates": ["invalid_tool_reply", "safety", "forbidden_phrase"]})";
    Diagnostics problems;
    const auto reversed = RubricVersion::parse(definition, QStringLiteral("rev.json"), problems);
    QVERIFY(reversed);
    QCOMPARE(problems.size(), 0);

    QString error;
    auto c = readJson(conv(R"({"speaker": "agent", "text": "Let me check.", "tool_calls": [{"name": "book", "valid": false}]},
                              {"speaker": "agent", "text": "A guaranteed refund!"})"),
                      error);
    QVERIFY2(c, qPrintable(error));
    const QByteArray judgment = R"({"goal_completion": 5, "safety_compliance": 1})";
    const QStringList phrases = {QStringLiteral("guaranteed refund")};

    const Grade r = grade(*reversed, *c, {judgment}, phrases);
    QCOMPARE(r.gates,
             (QStringList {RubricVersion::InvalidToolReplyGate, RubricVersion::SafetyGate, RubricVersion::ForbiddenPhraseGate}));
    // goal 5 (60·4/4 = 60), safety 1 (0): 100 × 60 ÷ 100 = 60.
    QCOMPARE(*r.composite, 60.0);
    QCOMPARE(r.verdict, QStringLiteral("fail"));

    // v2's own order (not alphabetical, which would put invalid_tool_reply second).
    const Grade g = grade(v2(), *c, {repeat(QStringLiteral("5 5 5 5 5 5 1 5"))}, phrases);
    QCOMPARE(g.gates,
             (QStringList {RubricVersion::ForbiddenPhraseGate, RubricVersion::SafetyGate, RubricVersion::InvalidToolReplyGate}));
}

// --- the JSON of a grade -------------------------------------------------------

void TestScore::gradeToJson_data()
{
    QTest::addColumn<QString>("rubric");
    QTest::addColumn<QByteArray>("conversation");
    QTest::addColumn<QByteArrayList>("repeats");
    QTest::addColumn<QStringList>("phrases");
    QTest::addColumn<QString>("expected");

    const QByteArray plain = conv(R"({"speaker": "agent", "text": "Hello."})");
    const QString criteria78
        = QStringLiteral(R"("criteria":{"goal_completion":4,"instruction_adherence":5,"tool_use_quality":3,"factuality":5,)"
                         R"("dialogue_quality":4,"robustness":4,"safety_compliance":5,"persona_and_tone":3})");

    QTest::newRow("documented example, v2") << QStringLiteral("v2") << plain
                                            << QByteArrayList {repeat(QStringLiteral("4 5 3 5 4 4 5 3"))} << QStringList()
                                            << QStringLiteral(R"({"conversation":"c-1","rubric":"v2",)") + criteria78
            + QStringLiteral(R"(,"composite":78.75,"partial":false,"not_scored":[],"band":"pass","gates":[],)"
                             R"("verdict":"pass","rubric_identity":"v2@99d554a5f48f"})");
    QTest::newRow("documented example, v1") << QStringLiteral("v1") << plain
                                            << QByteArrayList {repeat(QStringLiteral("4 5 3 5 4 4 5 3"))} << QStringList()
                                            << QStringLiteral(R"({"conversation":"c-1","rubric":"v1",)") + criteria78
            + QStringLiteral(R"(,"composite":78.75,"partial":false,"not_scored":[],"band":"pass","gates":[],)"
                             R"("verdict":"pass","rubric_identity":"v1@762c5ccc4338"})");
    // 625/45 = 13.888… printed as 13.89; not-scored criteria are null and listed in rubric order.
    QTest::newRow("partial 13.888… → 13.89")
        << QStringLiteral("v2") << plain << QByteArrayList {repeat(QStringLiteral("2 \"x\" \"x\" 1 1 \"x\" \"x\" \"x\""))}
        << QStringList()
        << QStringLiteral(
               R"({"conversation":"c-1","rubric":"v2","criteria":{"goal_completion":2,"instruction_adherence":null,)"
               R"("tool_use_quality":null,"factuality":1,"dialogue_quality":1,"robustness":null,"safety_compliance":null,)"
               R"("persona_and_tone":null},"composite":13.89,"partial":true,"not_scored":["instruction_adherence",)"
               R"("tool_use_quality","robustness","safety_compliance","persona_and_tone"],"band":"fail","gates":[],)"
               R"("verdict":"fail","rubric_identity":"v2@99d554a5f48f"})");
    // 1250/35 = 35.714… printed as 35.71.
    QTest::newRow("partial 35.714… → 35.71")
        << QStringLiteral("v2") << plain << QByteArrayList {repeat(QStringLiteral("3 \"x\" \"x\" 1 \"x\" \"x\" \"x\" \"x\""))}
        << QStringList()
        << QStringLiteral(
               R"({"conversation":"c-1","rubric":"v2","criteria":{"goal_completion":3,"instruction_adherence":null,)"
               R"("tool_use_quality":null,"factuality":1,"dialogue_quality":null,"robustness":null,"safety_compliance":null,)"
               R"("persona_and_tone":null},"composite":35.71,"partial":true,"not_scored":["instruction_adherence",)"
               R"("tool_use_quality","dialogue_quality","robustness","safety_compliance","persona_and_tone"],)"
               R"("band":"fail","gates":[],"verdict":"fail","rubric_identity":"v2@99d554a5f48f"})");
    // Half points stay fractions, whole numbers are integers: goal 3.5 (2 and 5),
    // rest 4 → 25·2.5 + 75·3 = 287.5 → 71.875 printed as 71.88.
    QTest::newRow("half-point median, 71.875 → 71.88")
        << QStringLiteral("v2") << plain
        << QByteArrayList {repeat(QStringLiteral("2 4 4 4 4 4 4 4")), repeat(QStringLiteral("5 4 4 4 4 4 4 4"))} << QStringList()
        << QStringLiteral(
               R"({"conversation":"c-1","rubric":"v2","criteria":{"goal_completion":3.5,"instruction_adherence":4,)"
               R"("tool_use_quality":4,"factuality":4,"dialogue_quality":4,"robustness":4,"safety_compliance":4,)"
               R"("persona_and_tone":4},"composite":71.88,"partial":false,"not_scored":[],"band":"warning","gates":[],)"
               R"("verdict":"warning","rubric_identity":"v2@99d554a5f48f"})");
    // A tie: goal 3.5, the rest 5 → 400 − 25·1.5 = 362.5 → 90.625, printed 90.63
    // (half away from zero, as std::round; half-to-even would print 90.62).
    QTest::newRow("tie 90.625 → 90.63")
        << QStringLiteral("v2") << plain
        << QByteArrayList {repeat(QStringLiteral("2 5 5 5 5 5 5 5")), repeat(QStringLiteral("5 5 5 5 5 5 5 5"))} << QStringList()
        << QStringLiteral(R"({"conversation":"c-1","rubric":"v2","criteria":{"goal_completion":3.5,"instruction_adherence":5,)"
                          R"("tool_use_quality":5,"factuality":5,"dialogue_quality":5,"robustness":5,"safety_compliance":5,)"
                          R"("persona_and_tone":5},"composite":90.63,"partial":false,"not_scored":[],"band":"pass","gates":[],)"
                          R"("verdict":"pass","rubric_identity":"v2@99d554a5f48f"})");
    // All three gates, in rubric order; band pass (N = 400 − 10·4 = 360 → 90), verdict fail.
    QTest::newRow("every gate fires")
        << QStringLiteral("v2")
        << kInvalidThenReply.chopped(2) + QByteArray(R"(, {"speaker": "agent", "text": "A GUARANTEED refund."}]})")
        << QByteArrayList {repeat(QStringLiteral("5 5 5 5 5 5 1 5"))} << QStringList {QStringLiteral("guaranteed refund")}
        << QStringLiteral(R"({"conversation":"c-1","rubric":"v2","criteria":{"goal_completion":5,"instruction_adherence":5,)"
                          R"("tool_use_quality":5,"factuality":5,"dialogue_quality":5,"robustness":5,"safety_compliance":1,)"
                          R"("persona_and_tone":5},"composite":90,"partial":false,"not_scored":[],"band":"pass",)"
                          R"("gates":["forbidden_phrase","safety","invalid_tool_reply"],"verdict":"fail",)"
                          R"("rubric_identity":"v2@99d554a5f48f"})");
    QTest::newRow("all fives → 100 prints as an integer")
        << QStringLiteral("v1") << plain << QByteArrayList {repeat(QStringLiteral("5 5 5 5 5 5 5 5"))} << QStringList()
        << QStringLiteral(R"({"conversation":"c-1","rubric":"v1","criteria":{"goal_completion":5,"instruction_adherence":5,)"
                          R"("tool_use_quality":5,"factuality":5,"dialogue_quality":5,"robustness":5,"safety_compliance":5,)"
                          R"("persona_and_tone":5},"composite":100,"partial":false,"not_scored":[],"band":"pass","gates":[],)"
                          R"("verdict":"pass","rubric_identity":"v1@762c5ccc4338"})");
    const QString allNull = QStringLiteral(
        R"("criteria":{"goal_completion":null,"instruction_adherence":null,"tool_use_quality":null,"factuality":null,)"
        R"("dialogue_quality":null,"robustness":null,"safety_compliance":null,"persona_and_tone":null},)"
        R"("composite":null,"partial":true,"not_scored":["goal_completion","instruction_adherence",)"
        R"("tool_use_quality","factuality","dialogue_quality","robustness","safety_compliance","persona_and_tone"],)"
        R"("band":null,)");
    const QByteArray unreadable = repeat(QStringLiteral("\"a\" \"b\" \"c\" \"d\" \"e\" \"f\" \"g\" \"h\""));
    QTest::newRow("nothing scored, no id") << QStringLiteral("v2") << QByteArray(R"({"turns": []})")
                                           << QByteArrayList {unreadable} << QStringList()
                                           << QStringLiteral(R"({"conversation":null,"rubric":"v2",)") + allNull
            + QStringLiteral(R"("gates":[],"verdict":"not_scored","rubric_identity":"v2@99d554a5f48f"})");
    QTest::newRow("nothing scored, a gate fires")
        << QStringLiteral("v2") << conv(R"({"speaker": "agent", "text": "Guaranteed refund."})") << QByteArrayList {unreadable}
        << QStringList {QStringLiteral("guaranteed refund")}
        << QStringLiteral(R"({"conversation":"c-1","rubric":"v2",)") + allNull
            + QStringLiteral(R"("gates":["forbidden_phrase"],"verdict":"fail","rubric_identity":"v2@99d554a5f48f"})");
}

void TestScore::gradeToJson()
{
    QFETCH(QString, rubric);
    QFETCH(QByteArray, conversation);
    QFETCH(QByteArrayList, repeats);
    QFETCH(QStringList, phrases);
    QFETCH(QString, expected);

    QString error;
    const auto c = readJson(conversation, error);
    QVERIFY2(c, qPrintable(error));
    const RubricVersion &r = rubricNamed(rubric);
    const Json j = Polygon::gradeToJson(r, grade(r, *c, repeats, phrases));
    QCOMPARE(dump(j), expected);
}

QTEST_GUILESS_MAIN(TestScore)
#include "tst_score.moc"
