// The readers of `polygon-cli score` and `probes` input (FORMATS.md §2, §3):
// typed items from good input, and for bad input every problem at the file,
// line and column (and JSON Pointer) of the value or key concerned, with
// nothing returned. The default rubric: the conversation's, else v2.
#include "core/grade/gradeinput.h"
#include "core/grade/rubric.h"
#include "core/json/jsondocument.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

const char *kConversation = R"({"format": 1, "id": "c", "turns": [{"speaker": "agent", "text": "Hello."}]})";

std::optional<JsonDocument> parse(const QByteArray &json, const QString &name)
{
    Diagnostics problems;
    auto doc = JsonDocument::parse(json, name, problems);
    if (!problems.isEmpty())
        qWarning() << problems.first().toString();
    return doc;
}

// "line:column field" of each problem, to compare in one go.
QStringList positions(const Diagnostics &problems, const QString &file)
{
    QStringList out;
    for (const Diagnostic &d : problems) {
        if (d.file != file)
            out.append(QStringLiteral("wrong file ") + d.file);
        out.append(QStringLiteral("%1:%2 %3").arg(d.line).arg(d.column).arg(d.field));
    }
    return out;
}

// The problems `read` reports for `json` (named `file`); a result alongside them is a failure.
template<typename Read> Diagnostics problemsOf(const QByteArray &json, const QString &file, Read read)
{
    Diagnostics problems;
    const auto doc = parse(json, file);
    if (!doc)
        return {Diagnostic(file, 0, 0, QStringLiteral("not JSON"))};
    if (read(*doc, problems))
        problems.append(Diagnostic(file, 0, 0, QStringLiteral("read despite the problems")));
    return problems;
}

} // namespace

class TestGradeInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultRubric()
    {
        Conversation c;
        QCOMPARE(defaultRubricName(c), QStringLiteral("v2"));
        c.rubric = QStringLiteral("v1");
        QCOMPARE(defaultRubricName(c), QStringLiteral("v1"));
    }

    void scoreItems()
    {
        const QByteArray json = QByteArray("[{\"conversation\": ") + kConversation
            + ", \"repeats\": [{\"goal_completion\": 4, \"safety_compliance\": \"5\"}, {\"goal_completion\": 4.5}]},"
              " {\"conversation\": "
            + QByteArray(kConversation).replace("\"id\": \"c\"", "\"id\": \"d\", \"rubric\": \"v1\"")
            + ", \"repeats\": [{}], \"forbidden_phrases\": [\"refund\"]},"
              " {\"conversation\": "
            + QByteArray(kConversation) + ", \"rubric\": \"v1\", \"repeats\": [{}]}]";
        const auto doc = parse(json, QStringLiteral("score.json"));
        QVERIFY(doc);
        Diagnostics problems;
        const auto input = readScoreInput(*doc, problems);
        QVERIFY2(input, qPrintable(problems.value(0).toStringWithField()));
        QVERIFY(problems.isEmpty());
        QVERIFY(input->isArray);
        QCOMPARE(input->items.size(), size_t(3));

        const ScoreItem &first = input->items.at(0);
        QCOMPARE(first.conversation.id, QStringLiteral("c"));
        QCOMPARE(first.rubric->name, QStringLiteral("v2")); // neither the item nor the conversation names one
        QCOMPARE(first.repeats, 2);
        const qsizetype criteria = first.rubric->criteria.size();
        QCOMPARE(first.values.size(), size_t(2 * criteria));
        const int goal = first.rubric->criterionIndex(QStringLiteral("goal_completion"));
        const int safety = first.rubric->criterionIndex(QStringLiteral("safety_compliance"));
        QCOMPARE(first.values.at(size_t(goal)).kind, ScoreValue::Kind::Readable);
        QCOMPARE(first.values.at(size_t(safety)).kind, ScoreValue::Kind::Readable); // "5" after trimming is readable
        QCOMPARE(first.values.at(size_t(criteria + goal)).kind, ScoreValue::Kind::Unreadable); // 4.5
        QCOMPARE(first.values.at(size_t(criteria + safety)).kind, ScoreValue::Kind::Missing);

        QCOMPARE(input->items.at(1).rubric->name, QStringLiteral("v1")); // the conversation's
        QCOMPARE(input->items.at(1).forbidden, QStringList {QStringLiteral("refund")});
        QCOMPARE(input->items.at(2).rubric->name, QStringLiteral("v1")); // the item's own
    }

    void scoreSingleObject()
    {
        const auto doc
            = parse(QByteArray("{\"conversation\": ") + kConversation + ", \"repeats\": [{}]}", QStringLiteral("one.json"));
        QVERIFY(doc);
        Diagnostics problems;
        const auto input = readScoreInput(*doc, problems);
        QVERIFY(input);
        QVERIFY(!input->isArray);
        QCOMPARE(input->items.size(), size_t(1));
    }

    void badScoreInput()
    {
        const QByteArray json = QByteArray("{\n"
                                           "  \"conversation\": ")
            + kConversation
            + ",\n"
              "  \"repeats\": [\n"
              "    {\"goal_completion\": 4},\n"
              "    {\"goal_completoin\": 4},\n"
              "    7\n"
              "  ],\n"
              "  \"forbiden_phrases\": [\"refund\"]\n"
              "}\n";
        const Diagnostics problems = problemsOf(json, QStringLiteral("bad.json"), readScoreInput);
        QCOMPARE(positions(problems, QStringLiteral("bad.json")),
                 (QStringList {QStringLiteral("5:6 /repeats/1/goal_completoin"), QStringLiteral("6:5 /repeats/2"),
                               QStringLiteral("8:3 /forbiden_phrases")}));
        QVERIFY(problems.at(0).message.startsWith(QLatin1String("unknown criterion \"goal_completoin\" in rubric v2")));
        QVERIFY(problems.at(1).message.startsWith(QLatin1String("repeat 3 must be an object of criterion scores")));
        QVERIFY(problems.at(2).message.contains(QLatin1String("forbidden_phrases")));
    }

    void badScoreItems_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("message");
        const QByteArray conversation(kConversation);
        QTest::newRow("repeats empty") << ("{\"conversation\": " + conversation + ",\n \"repeats\": []}")
                                       << QStringLiteral("2:13 /repeats")
                                       << QStringLiteral("\"repeats\" must be a non-empty array of the judge's scores, one "
                                                         "object per repeat");
        QTest::newRow("repeats missing") << ("{\"conversation\": " + conversation + "}") << QStringLiteral("1:1 /")
                                         << QStringLiteral("missing required key");
        QTest::newRow("item not an object") << ("[\n  {\"conversation\": " + conversation + ", \"repeats\": [{}]},\n  \"x\"\n]")
                                            << QStringLiteral("3:3 /1")
                                            << QStringLiteral("the score input must be a JSON object, not a string");
        QTest::newRow("unknown rubric") << ("{\"conversation\": " + conversation + ", \"rubric\": \"v9\", \"repeats\": [{}]}")
                                        << QStringLiteral("1:%1 /rubric").arg(conversation.size() + 30)
                                        << QStringLiteral("unknown rubric version");
    }

    void badScoreItems()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, position);
        QFETCH(QString, message);
        const Diagnostics problems = problemsOf(json, QStringLiteral("s.json"), readScoreInput);
        QCOMPARE(problems.size(), 1);
        QCOMPARE(positions(problems, QStringLiteral("s.json")), QStringList {position});
        QVERIFY2(problems.first().message.startsWith(message), qPrintable(problems.first().message));
    }

    void probes()
    {
        const auto doc = parse(R"({"probes": [
            {"id": "greets", "question": "Did the agent  greet the caller?", "polarity": "wanted", "answers": ["yes", "na", "no"]},
            {"id": "no-refund", "question": "Did it promise a refund?", "polarity": "guardrail", "answers": []}]})",
                               QStringLiteral("probes.json"));
        QVERIFY(doc);
        Diagnostics problems;
        const auto probes = readProbesInput(*doc, problems);
        QVERIFY(probes);
        QCOMPARE(probes->size(), size_t(2));
        QCOMPARE(probes->at(0).id, QStringLiteral("greets"));
        QCOMPARE(probes->at(0).question, QStringLiteral("Did the agent  greet the caller?"));
        QCOMPARE(probes->at(0).polarity, Probe::Polarity::Wanted);
        const std::vector<ProbeAnswer> answers = {ProbeAnswer::Yes, ProbeAnswer::NotApplicable, ProbeAnswer::No};
        QVERIFY(probes->at(0).answers == answers);
        QCOMPARE(probes->at(1).polarity, Probe::Polarity::Guardrail);
        QVERIFY(probes->at(1).answers.empty());
    }

    void badProbes()
    {
        const QByteArray json = "{\"probes\": [\n"
                                "  {\"id\": \"a\", \"question\": \"Q?\", \"polarity\": \"wanted\",\n"
                                "   \"answers\": [\"yes\", \"maybe\", 1]},\n"
                                "  {\"id\": \"b\", \"question\": \"Q?\", \"polarity\": \"sometimes\", \"answers\": []},\n"
                                "  \"c\"\n"
                                "]}\n";
        const Diagnostics problems = problemsOf(json, QStringLiteral("p.json"), readProbesInput);
        QCOMPARE(positions(problems, QStringLiteral("p.json")),
                 (QStringList {QStringLiteral("3:23 /probes/0/answers/1"), QStringLiteral("3:32 /probes/0/answers/2"),
                               QStringLiteral("4:45 /probes/1/polarity"), QStringLiteral("5:3 /probes/2")}));
        QCOMPARE(problems.at(0).message, QStringLiteral("answer 2 must be \"yes\", \"no\" or \"na\", not \"maybe\""));
        QVERIFY(problems.at(3).message.startsWith(QLatin1String("probe 3 must be a JSON object")));

        QCOMPARE(positions(problemsOf("{\"probes\": {}}", QStringLiteral("q.json"), readProbesInput), QStringLiteral("q.json")),
                 QStringList {QStringLiteral("1:12 /probes")});
    }

    void conversationDocument()
    {
        const auto good = parse(kConversation, QStringLiteral("c.json"));
        Diagnostics problems;
        const auto c = readConversationDocument(*good, problems);
        QVERIFY(c);
        QCOMPARE(c->turns.size(), 1);
        const auto bad
            = parse("{\"format\": 1, \"id\": \"c\",\n \"turns\": [{\"speaker\": \"robot\"}]}", QStringLiteral("d.json"));
        QVERIFY(!readConversationDocument(*bad, problems));
        QVERIFY(!problems.isEmpty());
        QCOMPARE(problems.first().file, QStringLiteral("d.json"));
        QCOMPARE(problems.first().line, 2);
    }
};

QTEST_GUILESS_MAIN(TestGradeInput)
#include "tst_gradeinput.moc"
