// The CI report of a graded run (core/run/runreport, FORMATS.md §14) on a
// hand-built store: every outcome (passed, failed by a gate, failed by the
// band, erred, not scored, unfinished), the three lowest criteria, and the
// JUnit counts, all worked out by hand from the rows written here.
#include "core/run/runreport.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Polygon;

namespace {

ConversationPlan planFor(const QString &persona)
{
    ConversationPlan p;
    p.scenario = QStringLiteral("smoke");
    p.persona = persona;
    p.personaHash = QStringLiteral("hash-") + persona;
    p.seed = 1;
    p.conversationId = QStringLiteral("bella-%1-s1").arg(persona);
    p.label = QStringLiteral("bella-flow-v1");
    p.rubric = QStringLiteral("v2");
    return p;
}

Conversation twoTurns(const QString &id)
{
    Conversation c;
    c.id = id;
    Turn agent;
    agent.speaker = Turn::Speaker::Agent;
    agent.text = QStringLiteral("Bella Vista, good evening.");
    Turn caller;
    caller.speaker = Turn::Speaker::Caller;
    caller.text = QStringLiteral("A table for two, please.");
    c.turns = {agent, caller};
    return c;
}

} // namespace

class TestRunReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyOutcome()
    {
        QTemporaryDir tmp;
        QString error;
        auto store = ResultStore::open(tmp.path(), &error);
        QVERIFY2(store, qPrintable(error));
        const QStringList personas = {QStringLiteral("a-pass"),  QStringLiteral("b-gate"),     QStringLiteral("c-band"),
                                      QStringLiteral("d-error"), QStringLiteral("e-unscored"), QStringLiteral("f-cancelled")};
        QList<ConversationPlan> plans;
        for (const QString &p : personas)
            plans.append(planFor(p));
        RunSpec spec;
        spec.id = QStringLiteral("run-r");
        spec.agent = QStringLiteral("bella-flow-v1");
        spec.scenarioSet = QStringLiteral("smoke");
        const QString run = store->createRun(spec, plans);
        for (const ConversationPlan &p : plans) {
            ConversationOutcome outcome;
            outcome.endReason = QStringLiteral("end");
            if (p.persona == QLatin1String("d-error")) {
                outcome.status = ConversationStatus::Failed;
                outcome.endReason = QStringLiteral("error");
                outcome.error = QStringLiteral("the agent model failed at turn 3: timeout");
            } else if (p.persona == QLatin1String("f-cancelled")) {
                outcome.status = ConversationStatus::Cancelled;
                outcome.endReason = QStringLiteral("cancelled");
            }
            store->recordConversation(p.key(run), twoTurns(p.conversationId), outcome);
        }
        GradingRecord grading;
        grading.id = QStringLiteral("grading-1");
        grading.run = run;
        grading.judge = QStringLiteral("rules");
        grading.rubric = QStringLiteral("v2@0123456789ab");
        store->beginGrading(grading);
        const auto judge
            = [&](const QString &persona, const QString &verdict, std::optional<double> composite, const char *grade) {
                  JudgmentRecord j;
                  j.grading = grading.id;
                  j.conversation = planFor(persona).key(run);
                  j.rubric = grading.rubric;
                  j.verdict = verdict;
                  j.composite = composite;
                  j.grade = Json::parse(grade);
                  store->saveJudgment(j);
              };
        judge(QStringLiteral("a-pass"), QStringLiteral("pass"), 90.0,
              R"({"band": "pass", "gates": [], "criteria": {"goal_completion": 5}})");
        judge(
            QStringLiteral("b-gate"), QStringLiteral("fail"), 62.5,
            R"({"band": "warning", "gates": ["forbidden_phrase"], "criteria": {"goal_completion": 2, "factuality": 4, "robustness": 1, "dialogue_quality": 3, "safety_compliance": null}})");
        judge(QStringLiteral("c-band"), QStringLiteral("fail"), 25.0,
              R"({"band": "fail", "gates": [], "criteria": {"tool_use_quality": 2, "factuality": 2}})");
        judge(QStringLiteral("e-unscored"), QStringLiteral("not_scored"), std::nullopt, R"({"band": null, "gates": []})");
        store->finishGrading(grading.id, QStringLiteral("completed"));
        QVERIFY(store->waitForIdle());
        QCOMPARE(store->errorCount(), 0);

        auto reader = StoreReader::open(tmp.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        const auto report = buildRunReport(*reader, QStringLiteral("latest"), tmp.path(), &error);
        QVERIFY2(report, qPrintable(error));
        QCOMPARE(report->grading, QStringLiteral("grading-1"));
        QCOMPARE(report->cases.size(), 6);
        QCOMPARE(report->failures, 2);
        QCOMPARE(report->errors, 1);
        QCOMPARE(report->skipped, 2);
        QVERIFY(!report->allPassed());

        const auto &cases = report->cases;
        QCOMPARE(cases.at(0).classname, QStringLiteral("smoke.a-pass"));
        QCOMPARE(cases.at(0).name, QStringLiteral("bella-a-pass-s1"));
        QCOMPARE(cases.at(0).outcome, ReportCase::Outcome::Passed);
        // A gate decides the type even though the band alone is "warning";
        // the three lowest scored criteria, the null one left out.
        QCOMPARE(cases.at(1).outcome, ReportCase::Outcome::Failed);
        QCOMPARE(cases.at(1).failureType, QStringLiteral("gate"));
        QCOMPARE(cases.at(1).message,
                 QStringLiteral("verdict fail (gates: forbidden_phrase; band: warning; composite: 62.50; "
                                "lowest criteria: robustness 1, goal_completion 2, dialogue_quality 3)"));
        // No gate: the band; a tie at 2 goes by name.
        QCOMPARE(cases.at(2).failureType, QStringLiteral("band"));
        QCOMPARE(cases.at(2).message,
                 QStringLiteral("verdict fail (band: fail; composite: 25.00; lowest criteria: factuality 2, "
                                "tool_use_quality 2)"));
        QCOMPARE(cases.at(3).outcome, ReportCase::Outcome::Error);
        QCOMPARE(cases.at(3).message, QStringLiteral("the agent model failed at turn 3: timeout"));
        QCOMPARE(cases.at(4).outcome, ReportCase::Outcome::Skipped);
        QCOMPARE(cases.at(4).message, QStringLiteral("not scored: the judge scored no criterion"));
        QCOMPARE(cases.at(5).outcome, ReportCase::Outcome::Skipped);
        QCOMPARE(cases.at(5).message, QStringLiteral("not finished: cancelled"));

        // The XML: one suite with those counts, a child per outcome.
        QXmlStreamReader xml(runReportJunit(*report));
        int testcases = 0;
        QStringList children;
        QString suiteCounts;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            const QString name = xml.name().toString();
            if (name == QLatin1String("testsuite"))
                suiteCounts = QStringLiteral("%1 %2 %3 %4")
                                  .arg(xml.attributes().value(QStringLiteral("tests")).toString(),
                                       xml.attributes().value(QStringLiteral("failures")).toString(),
                                       xml.attributes().value(QStringLiteral("errors")).toString(),
                                       xml.attributes().value(QStringLiteral("skipped")).toString());
            else if (name == QLatin1String("testcase"))
                ++testcases;
            else if (name != QLatin1String("testsuites"))
                children << name;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(suiteCounts, QStringLiteral("6 2 1 2"));
        QCOMPARE(testcases, 6);
        QCOMPARE(children,
                 QStringList({QStringLiteral("failure"), QStringLiteral("failure"), QStringLiteral("error"),
                              QStringLiteral("skipped"), QStringLiteral("skipped")}));

        const Json json = runReportToJson(*report);
        QCOMPARE(json["cases"][3]["outcome"].get<std::string>(), std::string("error"));
        QVERIFY(json["cases"][4]["composite"].is_null());
        QCOMPARE(json["cases"][1]["lowest_criteria"][0]["criterion"].get<std::string>(), std::string("robustness"));
    }

    void ungradedRunRefused()
    {
        QTemporaryDir tmp;
        QString error;
        auto store = ResultStore::open(tmp.path(), &error);
        RunSpec spec;
        spec.id = QStringLiteral("run-u");
        spec.agent = QStringLiteral("bella-flow-v1");
        store->createRun(spec, {planFor(QStringLiteral("a"))});
        QVERIFY(store->waitForIdle());
        auto reader = StoreReader::open(tmp.path(), &error);
        QVERIFY(!buildRunReport(*reader, QStringLiteral("run-u"), QStringLiteral("ws"), &error));
        QCOMPARE(error, QStringLiteral("run run-u has no completed grading: grade it first with polygon-cli grade ws run-u"));
    }
};

QTEST_GUILESS_MAIN(TestRunReport)
#include "tst_runreport.moc"
