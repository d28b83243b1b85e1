// compareRuns() (FORMATS.md §15) on hand-built store contents: three runs
// written through ResultStore with judgments, probe answers, model calls and
// turns chosen so that every expected number below is worked out by hand.
#include "core/compare/comparison.h"
#include "core/grade/rubric.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Polygon;

namespace {

Turn turn(Turn::Speaker speaker, const QString &text, const QString &tool = QString())
{
    Turn t;
    t.speaker = speaker;
    t.text = text;
    if (!tool.isEmpty()) {
        ToolCall call;
        call.id = QStringLiteral("op-1");
        call.name = tool;
        call.arguments = Json::object({{"party", 2}});
        call.result = Json::object({{"ok", true}});
        t.toolCalls.append(call);
    }
    return t;
}

Turn caller(const QString &text)
{
    return turn(Turn::Speaker::Caller, text);
}

Turn agent(const QString &text, const QString &tool = QString())
{
    return turn(Turn::Speaker::Agent, text, tool);
}

struct Conv
{
    QString scenario; // the persona of a simulated conversation
    int repeat = 0;
    QList<Turn> turns;
    std::optional<double> composite; // none: not judged at all when verdict is empty, else not_scored
    QString verdict; // empty: no judgment
    Json criteria = Json::object();
    QStringList gates;
    QList<std::pair<QString, QString>> probes; // (wording hash, answer) of probe "p1"
    QString source = QStringLiteral("simulated");
    QString scenarioSet = QStringLiteral("set");
};

Probe wantedProbe()
{
    Probe p;
    p.id = QStringLiteral("p1");
    p.question = QStringLiteral("Did the agent confirm the booking?");
    p.polarity = Probe::Polarity::Wanted;
    return p;
}
// Functions, not globals: the rubrics are resources, registered after static initialisation.
QString kW1()
{
    return wantedProbe().wordingHash();
}
QString kV2()
{
    return RubricVersion::builtin(QStringLiteral("v2"))->identity();
}
QString kV1()
{
    return RubricVersion::builtin(QStringLiteral("v1"))->identity();
}

// The first two turns every simulated conversation here shares.
Conv conv(const QString &scenario, int repeat, const QList<Turn> &turns, std::optional<double> composite, const QString &verdict,
          const Json &criteria = Json::object(), const QStringList &gates = {},
          const QList<std::pair<QString, QString>> &probes = {})
{
    Conv c;
    c.scenario = scenario;
    c.repeat = repeat;
    c.turns = turns;
    c.composite = composite;
    c.verdict = verdict;
    c.criteria = criteria;
    c.gates = gates;
    c.probes = probes;
    return c;
}

const QList<Turn> kOpening
    = {caller(QStringLiteral("I want a table for two tonight")), agent(QStringLiteral("Sure, what time would you like?"))};

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void matrixOrder();
    void scorecards();
    void divergences();
    void analysis();
    void refusals();
    void importedScenarios();

private:
    void addRun(ResultStore &store, const QString &id, const QString &agentId, int repeat, const QList<Conv> &convs,
                const QString &rubric, bool graded = true, const QString &configuration = QString());
    std::optional<Comparison> compare(const QStringList &runs, QString *error = nullptr);

    QTemporaryDir m_dir;
    CompareContext m_context;
};

void TestComparison::addRun(ResultStore &store, const QString &id, const QString &agentId, int repeat, const QList<Conv> &convs,
                            const QString &rubric, bool graded, const QString &configuration)
{
    RunSpec spec;
    spec.id = id;
    spec.agent = agentId;
    spec.scenarioSet = QStringLiteral("set");
    spec.repeat = repeat;
    spec.configuration = configuration;
    QList<ConversationPlan> plans;
    for (const Conv &c : convs) {
        ConversationPlan p;
        p.scenario = c.scenarioSet;
        p.persona = c.source == QLatin1String("imported") ? QStringLiteral("call-%1").arg(plans.size()) : c.scenario;
        p.repeat = c.repeat;
        p.personaHash = QStringLiteral("h");
        p.source = c.source;
        p.conversationId = QStringLiteral("%1-%2").arg(p.persona).arg(c.repeat);
        plans.append(p);
    }
    store.createRun(spec, plans);
    for (qsizetype i = 0; i < convs.size(); ++i) {
        Conversation conversation;
        conversation.turns = convs.at(i).turns;
        store.recordConversation(plans.at(i).key(id), conversation, {});
    }
    if (!graded)
        return;
    GradingRecord grading;
    grading.id = QStringLiteral("grading-") + id;
    grading.run = id;
    grading.judge = QStringLiteral("rules");
    grading.rubric = rubric;
    store.beginGrading(grading);
    for (qsizetype i = 0; i < convs.size(); ++i) {
        const Conv &c = convs.at(i);
        for (const auto &[hash, answer] : c.probes) {
            ProbeAnswerRecord a;
            a.grading = grading.id;
            a.conversation = plans.at(i).key(id);
            a.probe = QStringLiteral("p1");
            a.wordingHash = hash;
            a.answer = answer;
            store.saveProbeAnswer(a);
        }
        if (c.verdict.isEmpty())
            continue;
        JudgmentRecord j;
        j.grading = grading.id;
        j.conversation = plans.at(i).key(id);
        j.rubric = rubric;
        j.composite = c.composite;
        j.verdict = c.verdict;
        Json gates = Json::array();
        for (const QString &g : c.gates)
            gates.push_back(toStdString(g));
        j.grade = Json::object({{"criteria", c.criteria}, {"gates", gates}});
        store.saveJudgment(j);
    }
    store.finishGrading(grading.id, QStringLiteral("completed"));
}

std::optional<Comparison> TestComparison::compare(const QStringList &runs, QString *error)
{
    QString why;
    auto reader = StoreReader::open(m_dir.path(), &why);
    if (!reader) {
        qWarning("%s", qPrintable(why));
        return std::nullopt;
    }
    return compareRuns(*reader, runs, m_context, error ? error : &why);
}

void TestComparison::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    QString error;
    auto store = ResultStore::open(m_dir.path(), &error);
    QVERIFY2(store, qPrintable(error));

    const auto crit = [](std::optional<int> goal, std::optional<int> safety) {
        return Json::object(
            {{"goal_completion", goal ? Json(*goal) : Json()}, {"safety_compliance", safety ? Json(*safety) : Json()}});
    };
    const QList<Turn> plain = kOpening + QList<Turn> {caller(QStringLiteral("Eight please")), agent(QStringLiteral("Booked."))};
    const QList<Turn> withTool = kOpening
        + QList<Turn> {caller(QStringLiteral("Eight please")), agent(QStringLiteral("Booked."), QStringLiteral("book"))};
    QList<Turn> toolEarly = plain;
    toolEarly[1] = agent(QStringLiteral("Sure, what time would you like?"), QStringLiteral("check"));
    const QList<Turn> fullyBooked
        = {caller(QStringLiteral("A table please")), agent(QStringLiteral("We are fully booked tonight."))};
    const QList<Turn> haveTable = {caller(QStringLiteral("A table please")), agent(QStringLiteral("We have a table at eight."))};
    const QList<Turn> bookedLonger = fullyBooked + QList<Turn> {caller(QStringLiteral("Oh well"))};
    const QList<Turn> agentFirst = {agent(QStringLiteral("Bella Vista, hello")), caller(QStringLiteral("Hi"))};

    // Scenario scores (mean composite, not_scored left out), worked by hand:
    //   alpha: A (80 + 76) / 2 = 78, B 90 (repeat 1 not scored), C 50 → spread 40
    //   beta:  A 40, B 60, C 80 → spread 40 (tie with alpha: alpha first by name)
    //   gamma: 70 everywhere → spread 0
    //   delta: A 30, B has no conversation, C 90 → incomparable
    //   epsilon: A not scored, B 20, C 20 → incomparable
    //   zeta: only C → incomparable
    // Plan order puts beta and the incomparable ones first, so insertion order cannot pass the test.
    QList<Conv> a = {
        conv(QStringLiteral("epsilon"), 0, plain, std::nullopt, QStringLiteral("not_scored"), crit(std::nullopt, std::nullopt)),
        conv(QStringLiteral("beta"), 0, fullyBooked, 40, QStringLiteral("fail"), crit(2, 5), {}, {{kW1(), QStringLiteral("no")}}),
        conv(QStringLiteral("delta"), 0, plain, 30, QStringLiteral("fail"), crit(1, 1), {QStringLiteral("safety")}),
        conv(QStringLiteral("alpha"), 0, plain, 80, QStringLiteral("pass"), crit(5, 5), {}, {{kW1(), QStringLiteral("yes")}}),
        conv(QStringLiteral("alpha"), 1, plain, 76, QStringLiteral("pass"), crit(4, 5), {}, {{kW1(), QStringLiteral("na")}}),
        conv(QStringLiteral("gamma"), 0, plain, 70, QStringLiteral("warning"), crit(4, 5)),
    };
    QList<Conv> b = {
        conv(QStringLiteral("beta"), 0, haveTable, 60, QStringLiteral("warning"), crit(3, 5), {},
             {{kW1(), QStringLiteral("yes")}}),
        conv(QStringLiteral("alpha"), 0, withTool, 90, QStringLiteral("pass"), crit(5, 5), {}, {{kW1(), QStringLiteral("yes")}}),
        conv(QStringLiteral("alpha"), 1, plain, std::nullopt, QStringLiteral("not_scored"), crit(std::nullopt, std::nullopt)),
        conv(QStringLiteral("gamma"), 0, plain, 70, QStringLiteral("warning"), crit(4, 5)),
        conv(QStringLiteral("epsilon"), 0, plain, 20, QStringLiteral("fail"), crit(1, 5)),
    };
    QList<Conv> c = {
        conv(QStringLiteral("zeta"), 0, plain, 10, QStringLiteral("fail"), crit(1, 5)),
        conv(QStringLiteral("alpha"), 0, toolEarly, 50, QStringLiteral("warning"), crit(3, 5), {},
             {{QStringLiteral("w2"), QStringLiteral("yes")}}),
        conv(QStringLiteral("beta"), 0, bookedLonger, 80, QStringLiteral("pass"), crit(4, 5)),
        conv(QStringLiteral("gamma"), 0, plain, 70, QStringLiteral("warning"), crit(4, 5)),
        conv(QStringLiteral("delta"), 0, agentFirst, 90, QStringLiteral("pass"), crit(5, 5)),
        conv(QStringLiteral("epsilon"), 0, plain, 20, QStringLiteral("fail"), crit(1, 5)),
    };
    ConfigurationSnapshot snapshot;
    snapshot.agent = QStringLiteral("agent-a");
    snapshot.agentKind = QStringLiteral("llm");
    snapshot.profile = Json::object({{"id", "priced"}, {"model", "m"}});
    const QString configuration = store->saveConfiguration(snapshot);
    addRun(*store, QStringLiteral("run-a"), QStringLiteral("agent-a"), 2, a, kV2(), true, configuration);
    addRun(*store, QStringLiteral("run-b"), QStringLiteral("agent-b"), 1, b, kV2());
    addRun(*store, QStringLiteral("run-c"), QStringLiteral("agent-c"), 1, c, kV2());
    addRun(*store, QStringLiteral("run-v1"), QStringLiteral("agent-a"), 1, {a.first()}, kV1());
    addRun(*store, QStringLiteral("run-ungraded"), QStringLiteral("agent-a"), 1, {a.first()}, kV2(), false);

    // Tokens of run-a: an agent call in a conversation, a judge call of the run.
    ModelCallRecord call;
    call.run = QStringLiteral("run-a");
    call.conversation = ConversationKey {QStringLiteral("run-a"), QStringLiteral("set"), QStringLiteral("alpha"), 0};
    call.role = ModelCallRecord::Role::Agent;
    call.promptTokens = 1000;
    call.completionTokens = 200;
    store->appendModelCall(call);
    call.conversation.reset();
    call.role = ModelCallRecord::Role::Judge;
    call.promptTokens = 50;
    call.completionTokens = 5;
    store->appendModelCall(call);
    QVERIFY(store->waitForIdle());
    const auto errors = store->takeErrors();
    QVERIFY2(errors.isEmpty(), qPrintable(errors.isEmpty() ? QString() : errors.first().toString()));

    Persona alpha;
    alpha.id = QStringLiteral("alpha");
    alpha.type = Persona::Type::Busy;
    alpha.difficulty = 2;
    Persona beta = alpha;
    beta.id = QStringLiteral("beta");
    beta.difficulty = 4;
    Persona gamma = alpha;
    gamma.id = QStringLiteral("gamma");
    gamma.type = Persona::Type::Confused;
    m_context.personas = {alpha, beta, gamma};
    Profile priced;
    priced.id = QStringLiteral("priced");
    priced.inputPricePerMillion = 1.0;
    priced.outputPricePerMillion = 2.0;
    m_context.providers = {priced};
    m_context.probes = {wantedProbe()};
}

void TestComparison::matrixOrder()
{
    const auto c = compare({QStringLiteral("run-a"), QStringLiteral("run-b"), QStringLiteral("run-c")});
    QVERIFY(c);
    QStringList order;
    for (const MatrixRow &row : c->matrix)
        order << row.scenario;
    QCOMPARE(order,
             (QStringList {QStringLiteral("alpha"), QStringLiteral("beta"), QStringLiteral("gamma"), QStringLiteral("delta"),
                           QStringLiteral("epsilon"), QStringLiteral("zeta")}));
    const MatrixRow &alpha = c->matrix.at(0);
    QCOMPARE(alpha.scores.size(), size_t(3));
    QCOMPARE(*alpha.scores[0], 78.0);
    QCOMPARE(*alpha.scores[1], 90.0);
    QCOMPARE(*alpha.scores[2], 50.0);
    QCOMPARE(*alpha.spread, 40.0);
    QVERIFY(!alpha.incomparable);
    QCOMPARE(alpha.callerType, QStringLiteral("busy"));
    QCOMPARE(alpha.difficulty, 2);
    QCOMPARE(*c->matrix.at(1).spread, 40.0);
    QCOMPARE(*c->matrix.at(2).spread, 0.0);
    // Incomparable rows: a null score, never zero-filled, no spread.
    const MatrixRow &delta = c->matrix.at(3);
    QVERIFY(delta.incomparable);
    QVERIFY(!delta.spread);
    QCOMPARE(*delta.scores[0], 30.0);
    QVERIFY(!delta.scores[1]);
    QCOMPARE(*delta.scores[2], 90.0);
    const MatrixRow &epsilon = c->matrix.at(4);
    QVERIFY(epsilon.incomparable);
    QVERIFY(!epsilon.scores[0]); // graded, but not scored
    QCOMPARE(*epsilon.scores[1], 20.0);
    const MatrixRow &zeta = c->matrix.at(5);
    QVERIFY(zeta.incomparable);
    QVERIFY(!zeta.scores[0] && !zeta.scores[1]);
    QCOMPARE(*zeta.scores[2], 10.0);

    // The JSON rows as §15 names them.
    const Json j = comparisonToJson(*c);
    const Json &row = j["matrix"][3];
    QVERIFY(row["scenario"] == "delta");
    QVERIFY(row["scores"]["run-a"] == 30);
    QVERIFY(row["scores"]["run-b"].is_null());
    QVERIFY(row["spread"].is_null());
    QVERIFY(row["incomparable"] == true);
    QVERIFY(j["matrix"][0]["spread"] == 40);

    // Two runs only: delta still incomparable (run-b has none), epsilon too.
    const auto two = compare({QStringLiteral("run-c"), QStringLiteral("run-a")});
    QVERIFY(two);
    order.clear();
    for (const MatrixRow &r : two->matrix)
        order << r.scenario;
    // delta 90 − 30 = 60, beta 80 − 40 = 40, alpha 78 − 50 = 28, gamma 0; then epsilon, zeta.
    QCOMPARE(order,
             (QStringList {QStringLiteral("delta"), QStringLiteral("beta"), QStringLiteral("alpha"), QStringLiteral("gamma"),
                           QStringLiteral("epsilon"), QStringLiteral("zeta")}));
}

void TestComparison::scorecards()
{
    const auto c = compare({QStringLiteral("run-a"), QStringLiteral("run-b"), QStringLiteral("run-c")});
    QVERIFY(c);
    QCOMPARE(c->rubric, kV2());
    const Scorecard &a = c->scorecards.at(0);
    QCOMPARE(a.run, QStringLiteral("run-a"));
    QCOMPARE(a.agent, QStringLiteral("agent-a"));
    QCOMPARE(a.conversations, 6);
    QCOMPARE(a.done, 6);
    QCOMPARE(a.graded, 6);
    QCOMPARE(a.scored, 5);
    // 80, 76, 40, 70, 30: mean 296 / 5 = 59.2; squared deviations 432.64 + 282.24 + 368.64 + 116.64 + 852.64 = 2052.8
    QVERIFY(std::abs(*a.compositeMean - 59.2) < 1e-9);
    QVERIFY(std::abs(*a.compositeStdDev - std::sqrt(2052.8 / 4)) < 1e-9);
    QCOMPARE(a.verdicts.value(QStringLiteral("pass")), 2);
    QCOMPARE(a.verdicts.value(QStringLiteral("warning")), 1);
    QCOMPARE(a.verdicts.value(QStringLiteral("fail")), 2);
    QCOMPARE(a.verdicts.value(QStringLiteral("not_scored")), 1);
    // Rubric order, all eight criteria; goal (5 + 4 + 2 + 4 + 1) / 5, safety (5 + 5 + 5 + 5 + 1) / 5.
    QCOMPARE(a.criteria.size(), 8);
    QCOMPARE(a.criteria.at(0).first, QStringLiteral("goal_completion"));
    QVERIFY(std::abs(*a.criteria.at(0).second - 3.2) < 1e-9);
    QCOMPARE(a.criteria.at(6).first, QStringLiteral("safety_compliance"));
    QVERIFY(std::abs(*a.criteria.at(6).second - 4.2) < 1e-9);
    QVERIFY(!a.criteria.at(1).second); // instruction adherence: never scored
    QCOMPARE(a.gates.value(QStringLiteral("safety")), 1);
    QCOMPARE(a.gates.size(), 1);
    // pass^2: only alpha has two trials, both pass → 1.
    QCOMPARE(a.k, 2);
    QCOMPARE(*a.passHatK, 1.0);
    // Tokens: 1000 + 50 prompt, 200 + 5 completion; cost of the agent's: 1000 × 1 / 1e6 + 200 × 2 / 1e6.
    QCOMPARE(a.promptTokens, 1050);
    QCOMPARE(a.completionTokens, 205);
    QVERIFY(a.cost && std::abs(*a.cost - 0.0014) < 1e-12);
    QVERIFY(!c->scorecards.at(1).cost); // no configuration, no price
    // Probe p1 (wanted): yes, no, na → 1 of 2 applicable conform; Wilson 95% of 1/2 worked out with z = 1.96:
    // centre (0.5 + z²/4) / (1 + z²/2) = 0.5, half-width z·sqrt(1/8 + z²/16) / (1 + z²/2) ≈ 0.405469.
    QCOMPARE(a.probes.size(), 1);
    const ProbeScorecard &p = a.probes.at(0);
    QCOMPARE(p.yes, 1);
    QCOMPARE(p.no, 1);
    QCOMPARE(p.na, 1);
    QCOMPARE(p.polarity, std::optional<Probe::Polarity>(Probe::Polarity::Wanted));
    QCOMPARE(p.conformance.applicable, 2);
    QCOMPARE(p.conformance.conforming, 1);
    QCOMPARE(*p.conformance.conformance, 0.5);
    QVERIFY(std::abs(p.conformance.wilson->low - 0.094531) < 1e-5);
    QVERIFY(std::abs(p.conformance.wilson->high - 0.905469) < 1e-5);
    // C's answers carry another wording hash: no workspace probe has it, so no polarity.
    QVERIFY(!c->scorecards.at(2).probes.at(0).polarity);
    QCOMPARE(c->scorecards.at(2).probes.at(0).conformance.applicable, 0);

    const Scorecard &b = c->scorecards.at(1);
    QCOMPARE(b.graded, 5);
    QCOMPARE(b.scored, 4);
    QCOMPARE(*b.compositeMean, 60.0); // (60 + 90 + 70 + 20) / 4
    // k = 1: pass^1 averages c/n over the tasks: alpha 1/2 (pass, not_scored), beta 0, gamma 0, epsilon 0 → 0.125
    QCOMPARE(*b.passHatK, 0.125);
    QCOMPARE(b.probes.at(0).conformance.conforming, 2);
    QCOMPARE(*b.probes.at(0).conformance.conformance, 1.0);
}

void TestComparison::divergences()
{
    const auto c = compare({QStringLiteral("run-a"), QStringLiteral("run-b"), QStringLiteral("run-c")});
    QVERIFY(c);
    QStringList rows;
    for (const DivergenceRow &d : c->divergences)
        rows << QStringLiteral("%1 #%2 %3-%4: %5 %6 %7")
                    .arg(d.scenario)
                    .arg(d.repeat)
                    .arg(d.a)
                    .arg(d.b)
                    .arg(d.divergence.turn ? QString::number(*d.divergence.turn) : QStringLiteral("null"), d.divergence.reason,
                         d.divergence.similarity ? QString::number(*d.divergence.similarity) : QStringLiteral("-"));
    const QStringList expected = {
        // alpha: B called "book" in turn 3, C "check" in turn 1
        QStringLiteral("alpha #0 0-1: 3 tool_calls -"),
        QStringLiteral("alpha #1 0-1: null  -"),
        QStringLiteral("alpha #0 0-2: 1 tool_calls -"),
        QStringLiteral("alpha #0 1-2: 1 tool_calls -"),
        // beta: "we are fully booked tonight" and "we have a table at eight" share no bigram
        QStringLiteral("beta #0 0-1: 1 wording 0"),
        QStringLiteral("beta #0 0-2: 2 length -"),
        QStringLiteral("beta #0 1-2: 1 wording 0"),
        QStringLiteral("gamma #0 0-1: null  -"),
        QStringLiteral("gamma #0 0-2: null  -"),
        QStringLiteral("gamma #0 1-2: null  -"),
        // delta: run-b has none; A starts with the caller, C with the agent
        QStringLiteral("delta #0 0-2: 0 speaker -"),
        QStringLiteral("epsilon #0 0-1: null  -"),
        QStringLiteral("epsilon #0 0-2: null  -"),
        QStringLiteral("epsilon #0 1-2: null  -"),
    };
    QCOMPARE(rows, expected);
    const Json j = comparisonToJson(*c);
    const Json &first = j["divergences"][0];
    QVERIFY(first["scenario"] == "alpha");
    QVERIFY(first["repeat"] == 0);
    QVERIFY(first["a"] == "run-a");
    QVERIFY(first["b"] == "run-b");
    QVERIFY(first["divergence"] == 3);
    QVERIFY(first["reason"] == "tool_calls");
    QVERIFY(first["similarity"].is_null());
    QVERIFY(j["divergences"][1]["divergence"].is_null());
    QVERIFY(j["divergences"][1]["reason"].is_null());
    // The widest scenarios keep what each side said at the divergence turn.
    QVERIFY(!c->examples.isEmpty());
    const DivergenceExample &e = c->examples.first();
    QCOMPARE(e.row.scenario, QStringLiteral("alpha"));
    QCOMPARE(e.textA, QStringLiteral("Booked."));
    QCOMPARE(e.toolsA, QStringList());
    QCOMPARE(e.toolsB, QStringList {QStringLiteral("book")});
}

void TestComparison::analysis()
{
    const QStringList runs = {QStringLiteral("run-a"), QStringLiteral("run-b"), QStringLiteral("run-c")};
    const auto first = compare(runs);
    const auto second = compare(runs);
    QVERIFY(first && second);
    QCOMPARE(first->analysis, second->analysis); // the same inputs, the same text
    QCOMPARE(comparisonMarkdown(*first), comparisonMarkdown(*second));
    const QString text = first->analysis;
    const auto has = [&](const QString &line) {
        if (!text.contains(line))
            qWarning("missing: %s\nin:\n%s", qPrintable(line), qPrintable(text));
        return text.contains(line);
    };
    QVERIFY(has(QStringLiteral("Scenarios: 6 in all, 3 scored in every run, 3 incomparable (some run has no score there).")));
    QVERIFY(has(QStringLiteral("Widest scenarios: `alpha` (spread 40.00: best `run-b` 90.00, worst `run-c` 50.00); `beta` "
                               "(spread 40.00: best `run-c` 80.00, worst `run-a` 40.00); `gamma` (spread 0.00: best `run-a` "
                               "70.00, worst `run-a` 70.00).")));
    QVERIFY(has(QStringLiteral("### `run-b` (agent-b) against `run-a` (agent-a)")));
    QVERIFY(has(QStringLiteral("- Composite mean 59.20 → 60.00 (+0.80), over 5 → 4 scored conversations.")));
    // B − A on comparable rows: alpha +12, beta +20, gamma 0 → busy (12 + 20) / 2, confused 0.
    QVERIFY(has(QStringLiteral("- By caller type, mean change of the scenario score, largest drop first: confused +0.00 (1 "
                               "scenario(s)); busy +16.00 (2 scenario(s)).")));
    QVERIFY(has(QStringLiteral("- By difficulty: difficulty 2 +6.00 (2 scenario(s)); difficulty 4 +20.00 (1 scenario(s)).")));
    // goal: A 3.2, B (3 + 5 + 4 + 1) / 4 = 3.25 → moved 0.05 only; safety 4.2 → 5: +0.80.
    QVERIFY(has(QStringLiteral("- Criteria that moved by 0.10 or more (1–5 scale), largest first: Safety compliance 4.20 → "
                               "5.00 (+0.80).")));
    QVERIFY(has(QStringLiteral("- Gates (conversations failed): safety 1 → 0.")));
    QVERIFY(has(QStringLiteral("- Verdicts: fail 2 → 1; not_scored 1 → 1; pass 2 → 1; warning 1 → 2.")));
    QVERIFY(has(QStringLiteral("- Probe conformance (same wording): `p1` 50.00% (1 of 2) → 100.00% (2 of 2).")));
    // C's p1 has another wording: not compared.
    QVERIFY(has(QStringLiteral("- Not compared, their wording changed: p1.")));
    // A–B pairs: alpha #0 (turn 3), alpha #1 (same), beta (turn 1), gamma, epsilon (same).
    QVERIFY(has(QStringLiteral("- Conversations: 5 pair(s) aligned turn by turn, 2 part ways, 3 identical. Most often because "
                               "the agent's tool calls differ (1); the wording moved apart (1). Median first divergence turn "
                               "2 (earliest 1).")));
    QVERIFY(has(
        QStringLiteral("  - `alpha` (78.00 → 90.00), repeat 0: they part ways at turn 3, because the agent's tool calls "
                       "differ. `run-a`: the agent said \"Booked.\" (no tool call); `run-b`: the agent said \"Booked.\" (tools: "
                       "book).")));
}

void TestComparison::refusals()
{
    QString error;
    QVERIFY(!compare({QStringLiteral("run-a"), QStringLiteral("run-v1")}, &error));
    QVERIFY2(error.contains(kV2()) && error.contains(kV1()), qPrintable(error));
    QVERIFY(!compare({QStringLiteral("run-a"), QStringLiteral("run-ungraded")}, &error));
    QVERIFY2(error.contains(QStringLiteral("run-ungraded")) && error.contains(QStringLiteral("polygon-cli grade ")),
             qPrintable(error));
    QVERIFY(!compare({QStringLiteral("run-a"), QStringLiteral("run-nope")}, &error));
    QVERIFY2(error.contains(QStringLiteral("\"run-nope\"")), qPrintable(error));
    QVERIFY(!compare({QStringLiteral("run-a")}, &error));
    QVERIFY2(error.contains(QStringLiteral("at least two runs")), qPrintable(error));
    QVERIFY(!compare({QStringLiteral("run-a"), QStringLiteral("run-a")}, &error));
    QVERIFY2(error.contains(QStringLiteral("more than once")), qPrintable(error));
}

void TestComparison::importedScenarios()
{
    QTemporaryDir dir;
    QString error;
    {
        auto store = ResultStore::open(dir.path(), &error);
        QVERIFY(store);
        // Two imported calls of scenario "s1" (repeats 0 and 1 in import order) and one without a scenario (its id).
        const auto calls = [](const QString &secondText) {
            Conv first = conv(QStringLiteral("s1"), 0, kOpening, 60, QStringLiteral("warning"));
            first.source = QStringLiteral("imported");
            first.scenarioSet = QStringLiteral("s1");
            Conv second = first;
            second.turns = {caller(QStringLiteral("Hello")), agent(secondText)};
            Conv third = first;
            third.scenarioSet = QString();
            return QList<Conv> {first, second, third};
        };
        addRun(*store, QStringLiteral("imp-a"), QStringLiteral("a"), 1, calls(QStringLiteral("How can I help you today")), kV2());
        addRun(*store, QStringLiteral("imp-b"), QStringLiteral("b"), 1, calls(QStringLiteral("Nice weather we are having")),
               kV2());
        QVERIFY(store->waitForIdle());
    }
    auto reader = StoreReader::open(dir.path(), &error);
    QVERIFY(reader);
    const auto c = compareRuns(*reader, {QStringLiteral("imp-a"), QStringLiteral("imp-b")}, {}, &error);
    QVERIFY2(c, qPrintable(error));
    QStringList rows;
    for (const DivergenceRow &d : c->divergences)
        rows << QStringLiteral("%1 #%2 %3").arg(d.scenario).arg(d.repeat).arg(d.divergence.reason);
    QCOMPARE(rows, (QStringList {QStringLiteral("call-2-0 #0 "), QStringLiteral("s1 #0 "), QStringLiteral("s1 #1 wording")}));
    QCOMPARE(comparisonScenario(QStringLiteral("simulated"), QStringLiteral("set"), QStringLiteral("busy"), QStringLiteral("c")),
             QStringLiteral("busy"));
}

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
