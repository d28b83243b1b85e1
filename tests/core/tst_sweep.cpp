// Sweeps (core/compare/sweep, sweeprunner; FORMATS.md §16): reading the file,
// the points of each mode, a point's configuration, the token estimate and
// the leaderboard order on hand-built values; then real offline sweeps of the
// example workspace — a noise × flow grid, the floor stop, the token-cap
// refusal with its estimate, and a cancelled sweep resumed.
#include "clirunner.h"
#include "openaitestserver.h"

#include "core/compare/sweeprunner.h"
#include "core/store/storereader.h"
#include "core/workspace/workspaceloader.h"

#include <QEventLoop>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Polygon;
using namespace Polygon::Test;

namespace {

std::optional<SweepSpec> parseSpec(const QByteArray &text, Diagnostics &problems)
{
    const auto doc = JsonDocument::parse(text, QStringLiteral("sweep.json"), problems);
    if (!doc)
        return std::nullopt;
    return readSweepSpec(*doc, problems);
}

SweepSpec mustParse(const QByteArray &text)
{
    Diagnostics problems;
    const auto spec = parseSpec(text, problems);
    if (!spec)
        qFatal("%s", qPrintable(problems.value(0).message));
    return *spec;
}

std::vector<int> choice(std::initializer_list<int> values)
{
    return std::vector<int>(values);
}

SweepPointResult row(int point, std::optional<double> mean, std::optional<double> spread, double wall)
{
    SweepPointResult r;
    r.point = point;
    r.compositeMean = mean;
    r.spread = spread;
    r.wallSeconds = wall;
    return r;
}

// Runs a sweep to its end on `ws`.
SweepOutcome runSweep(const Workspace &ws, const SweepSpec &spec, SweepOptions options, int cancelAfterPoints = -1)
{
    SweepRunner runner(ws, spec, options);
    QEventLoop loop;
    QObject::connect(&runner, &SweepRunner::finished, &loop, &QEventLoop::quit);
    int finishedPoints = 0;
    QObject::connect(&runner, &SweepRunner::pointFinished, &runner, [&] {
        if (++finishedPoints == cancelAfterPoints)
            runner.cancel();
    });
    Diagnostics problems;
    if (!runner.start(problems))
        qFatal("sweep did not start: %s", qPrintable(problems.value(0).message));
    QTimer::singleShot(240000, &loop, &QEventLoop::quit);
    loop.exec();
    return runner.outcome();
}

} // namespace

class TestSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void readsTheFormatsExample()
    {
        const SweepSpec spec = mustParse(R"({ "format": 1, "agent": "bella-v2", "scenarios": "smoke", "mode": "oat",
  "points": 8, "seed": 1, "floor": 60, "token_cap": 200000,
  "parameters": { "temperature": [0.0, 0.4, 0.8], "top_p": [0.9, 1.0],
                  "prompt": ["prompts/bella-v1.md", "prompts/bella-v2.md"],
                  "model": ["qwen2.5-7b-instruct"], "noise": [0.0, 0.3] } })");
        QCOMPARE(spec.agent, QStringLiteral("bella-v2"));
        QCOMPARE(spec.scenarios, QStringLiteral("smoke"));
        QCOMPARE(spec.mode, SweepSpec::Mode::Oat);
        QCOMPARE(spec.floor, std::optional<double>(60));
        QCOMPARE(spec.tokenCap, std::optional<qint64>(200000));
        QCOMPARE(spec.parameters.size(), 5);
        QCOMPARE(spec.parameters.at(2).name, QStringLiteral("prompt"));
        QCOMPARE(int(spec.parameters.at(0).values.size()), 3);
        // The id ignores spacing and key order.
        const SweepSpec same = mustParse(R"({"parameters":{"temperature":[0.0,0.4,0.8],"top_p":[0.9,1.0],
            "prompt":["prompts/bella-v1.md","prompts/bella-v2.md"],"model":["qwen2.5-7b-instruct"],"noise":[0.0,0.3]},
            "token_cap":200000,"floor":60,"seed":1,"points":8,"mode":"oat","scenarios":"smoke","agent":"bella-v2","format":1})");
        QCOMPARE(same.id(), spec.id());
        QVERIFY(spec.id().startsWith(QStringLiteral("sweep-")));
        QCOMPARE(spec.id().size(), 18);
        const SweepSpec other = mustParse(R"({"format":1,"agent":"bella-v2","parameters":{"noise":[0.0,0.3]}})");
        QVERIFY(other.id() != spec.id());
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("needle");
        QTest::newRow("unknown parameter") << QByteArray("{\"format\": 1, \"agent\": \"a\",\n \"parameters\": {\"colour\": [1]}}")
                                           << 2 << 27 << QStringLiteral("unknown sweep parameter \"colour\"");
        QTest::newRow("empty values") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"parameters\": {\"noise\": []}}") << 1
                                      << 53 << QStringLiteral("non-empty list");
        QTest::newRow("noise above 1") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"parameters\": {\"noise\": [0, 1.5]}}")
                                       << 1 << 57 << QStringLiteral("noise must be from 0 to 1");
        QTest::newRow("model not text") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"parameters\": {\"model\": [7]}}") << 1
                                        << 54 << QStringLiteral("non-empty text");
        QTest::newRow("twice") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"parameters\": {\"top_p\": [1, 1]}}") << 1 << 57
                               << QStringLiteral("twice");
        QTest::newRow("bad mode") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"mode\": \"spiral\", \"parameters\": {}}")
                                  << 1 << 37 << QStringLiteral("spiral");
        QTest::newRow("no agent") << QByteArray("{\"format\": 1, \"parameters\": {\"noise\": [0]}}") << 1 << 1
                                  << QStringLiteral("agent");
        QTest::newRow("no parameters") << QByteArray("{\"format\": 1, \"agent\": \"a\", \"parameters\": {}}") << 1 << 43
                                       << QStringLiteral("at least one parameter");
        QTest::newRow("syntax") << QByteArray("{\"format\": 1,\n  \"agent\": }") << 2 << 12 << QString();
    }

    void refusesBadFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, needle);
        Diagnostics problems;
        QVERIFY(!parseSpec(text, problems));
        QVERIFY(!problems.isEmpty());
        bool found = false;
        for (const Diagnostic &d : std::as_const(problems))
            if (d.message.contains(needle)) {
                found = true;
                QCOMPARE(d.file, QStringLiteral("sweep.json"));
                QCOMPARE(d.line, line);
                QCOMPARE(d.column, column);
            }
        QVERIFY2(found, qPrintable(problems.first().message));
    }

    void oatPoints()
    {
        // 3 temperatures, 2 top_p, 2 noise: the base, 2 more temperatures, 1 top_p, 1 noise = 5.
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"a","mode":"oat",
            "parameters":{"temperature":[0.0,0.4,0.8],"top_p":[0.9,1.0],"noise":[0,0.3]}})");
        const QList<SweepPoint> points = sweepPoints(spec);
        QCOMPARE(points.size(), 5);
        QCOMPARE(points.at(0).choice, choice({0, 0, 0}));
        QCOMPARE(points.at(1).choice, choice({1, 0, 0}));
        QCOMPARE(points.at(2).choice, choice({2, 0, 0}));
        QCOMPARE(points.at(3).choice, choice({0, 1, 0}));
        QCOMPARE(points.at(4).choice, choice({0, 0, 1}));
        for (int i = 0; i < 5; ++i)
            QCOMPARE(points.at(i).index, i);
        QCOMPARE(sweepPointParameters(spec, points.at(3)).dump(), std::string(R"({"temperature":0.0,"top_p":1.0,"noise":0})"));
    }

    void gridPoints()
    {
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"a","mode":"grid",
            "parameters":{"temperature":[0.0,0.4,0.8],"top_p":[0.9,1.0],"noise":[0,0.3]}})");
        const QList<SweepPoint> points = sweepPoints(spec);
        QCOMPARE(points.size(), 12); // 3 × 2 × 2, the last parameter fastest
        QCOMPARE(points.at(0).choice, choice({0, 0, 0}));
        QCOMPARE(points.at(1).choice, choice({0, 0, 1}));
        QCOMPARE(points.at(2).choice, choice({0, 1, 0}));
        QCOMPARE(points.at(3).choice, choice({0, 1, 1}));
        QCOMPARE(points.at(4).choice, choice({1, 0, 0}));
        QCOMPARE(points.at(11).choice, choice({2, 1, 1}));
    }

    void randomPoints()
    {
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"a","mode":"random","points":5,"seed":42,
            "parameters":{"temperature":[0.0,0.4,0.8],"top_p":[0.9,1.0],"noise":[0,0.3]}})");
        const QList<SweepPoint> points = sweepPoints(spec);
        QCOMPARE(points.size(), 5);
        QSet<QString> seen;
        for (const SweepPoint &p : points) {
            QVERIFY(p.choice.at(0) >= 0 && p.choice.at(0) < 3);
            QVERIFY(p.choice.at(1) >= 0 && p.choice.at(1) < 2);
            QVERIFY(p.choice.at(2) >= 0 && p.choice.at(2) < 2);
            seen.insert(QStringLiteral("%1%2%3").arg(p.choice.at(0)).arg(p.choice.at(1)).arg(p.choice.at(2)));
        }
        QCOMPARE(seen.size(), 5); // distinct draws
        QCOMPARE(sweepPoints(spec), points); // the seed gives the same draws
        const SweepSpec otherSeed = mustParse(R"({"format":1,"agent":"a","mode":"random","points":5,"seed":43,
            "parameters":{"temperature":[0.0,0.4,0.8],"top_p":[0.9,1.0],"noise":[0,0.3]}})");
        QVERIFY(sweepPoints(otherSeed) != points);
        // More draws than combinations: every combination once.
        const SweepSpec small = mustParse(R"({"format":1,"agent":"a","mode":"random","points":50,
            "parameters":{"top_p":[0.9,1.0],"noise":[0,0.3]}})");
        QCOMPARE(sweepPoints(small).size(), 4);
    }

    void leaderboardOrder()
    {
        // Mean descending; equal means by spread ascending; equal spreads by
        // wall time ascending; no mean last; then point.
        QList<SweepPointResult> rows {row(0, 72.5, 10, 3), row(1, 80, 12, 2),
                                      row(2, 80, 4, 9),    row(3, std::nullopt, std::nullopt, 1),
                                      row(4, 80, 4, 5),    row(5, 72.5, std::nullopt, 1),
                                      row(6, 80, 4, 5)};
        const QList<SweepPointResult> board = sweepLeaderboard(rows);
        QList<int> order;
        for (const SweepPointResult &r : board)
            order.append(r.point);
        QCOMPARE(order, (QList<int> {4, 6, 2, 1, 0, 5, 3}));
    }

    void tokenEstimate()
    {
        QCOMPARE(nextPointTokenEstimate({}, 640), qint64(640)); // no point yet: the dry estimate
        SweepPointResult a;
        a.tokens = 1000;
        SweepPointResult b;
        b.tokens = 1501;
        QCOMPARE(nextPointTokenEstimate({a}, 640), qint64(1000));
        QCOMPARE(nextPointTokenEstimate({a, b}, 640), qint64(1251)); // 2501 / 2, rounded up
        QCOMPARE(transcriptTokens(0), qint64(0));
        QCOMPARE(transcriptTokens(9), qint64(3)); // four characters a token, rounded up
    }

    void pointConfiguration()
    {
        const auto loaded = loadWorkspace(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"));
        QVERIFY(loaded.ok());
        const Workspace &ws = *loaded.workspace;
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"bella-v2","scenarios":"smoke","mode":"grid",
            "parameters":{"temperature":[0.1,0.9],"prompt":["prompts/bella-v1.md","bella-v2"],"noise":[0.25]}})");
        const QList<SweepPoint> points = sweepPoints(spec);
        QCOMPARE(points.size(), 4);
        Diagnostics problems;
        const auto first = sweepConfiguration(ws, spec, points.at(0), problems);
        QVERIFY(first);
        const auto last = sweepConfiguration(ws, spec, points.at(3), problems);
        QVERIFY(last);
        QVERIFY(problems.isEmpty());
        QVERIFY(first->agent.startsWith(QStringLiteral("bella-v2@")));
        QCOMPARE(first->agent.size(), QStringLiteral("bella-v2@").size() + 8);
        QVERIFY(first->agent != last->agent);
        const Agent *a = first->workspace.agent(first->agent);
        QVERIFY(a);
        QCOMPARE(a->prompt, QStringLiteral("prompts/bella-v1.md"));
        const Profile *p = first->workspace.provider(a->profile);
        QVERIFY(p);
        QVERIFY(p->id.startsWith(QStringLiteral("local-llama@")));
        QCOMPARE(p->temperature, std::optional<double>(0.1));
        QCOMPARE(p->model, QStringLiteral("qwen2.5-7b-instruct")); // the rest of the base profile
        QCOMPARE(p->apiKeyEnv, QStringLiteral("OPENAI_API_KEY"));
        const Agent *b = last->workspace.agent(last->agent);
        QCOMPARE(b->prompt, QStringLiteral("prompts/bella-v2.md")); // by id
        QCOMPARE(last->workspace.provider(b->profile)->temperature, std::optional<double>(0.9));
        QCOMPARE(last->request.noise, std::optional<double>(0.25));
        QCOMPARE(last->request.scenarioSet, QStringLiteral("smoke"));
        // The workspace itself is untouched, and the same point gives the same id.
        QCOMPARE(ws.agent(QStringLiteral("bella-v2"))->prompt, QStringLiteral("prompts/bella-v2.md"));
        QCOMPARE(sweepConfiguration(ws, spec, points.at(0), problems)->agent, first->agent);

        // Values that do not fit the agent.
        const auto refuse = [&](const QByteArray &text, const QString &needle) {
            Diagnostics p2;
            const SweepSpec s = mustParse(text);
            QVERIFY(!sweepConfiguration(ws, s, sweepPoints(s).at(0), p2));
            QVERIFY2(!p2.isEmpty() && p2.first().message.contains(needle), qPrintable(p2.value(0).message));
        };
        refuse(R"({"format":1,"agent":"bella-flow-v1","parameters":{"temperature":[0.2]}})",
               QStringLiteral("parameters.temperature: the agent \"bella-flow-v1\" is a flow agent"));
        refuse(R"({"format":1,"agent":"bella-v2","parameters":{"flow":["flows/bella-flow-v1.json"]}})",
               QStringLiteral("parameters.flow: the agent \"bella-v2\" is not a flow agent"));
        refuse(R"({"format":1,"agent":"bella-v2","parameters":{"prompt":["prompts/nope.md"]}})",
               QStringLiteral("no prompt \"prompts/nope.md\""));
        refuse(R"({"format":1,"agent":"bella-v9","parameters":{"noise":[0]}})", QStringLiteral("no agent \"bella-v9\""));
        refuse(R"({"format":1,"agent":"bella-v2","scenarios":"nope","parameters":{"noise":[0]}})",
               QStringLiteral("no scenario set \"nope\""));
    }

    void offlineGridSweep()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), dir).isEmpty());
        const auto loaded = loadWorkspace(dir);
        QVERIFY(loaded.ok());
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"bella-flow-v1","scenarios":"smoke","mode":"grid",
            "parameters":{"noise":[0,0.3],"flow":["flows/bella-flow-v1.json","flows/bella-flow-v2.json"]}})");
        SweepOptions options;
        options.offline = true;
        const SweepOutcome outcome = runSweep(*loaded.workspace, spec, options);
        QCOMPARE(outcome.stop, SweepOutcome::Stop::None);
        QCOMPARE(outcome.plannedPoints, 4);
        QCOMPARE(outcome.points.size(), 4);
        QCOMPARE(outcome.sweep, spec.id());
        const QList<SweepPointResult> board = outcome.leaderboard();
        for (int i = 0; i + 1 < board.size(); ++i)
            QVERIFY(!board.at(i + 1).compositeMean || *board.at(i).compositeMean >= *board.at(i + 1).compositeMean);
        // Each point is a run of the store, tagged with the sweep and its point,
        // of its own configuration; graded (2 callers of the smoke set, scored by the rule judge).
        QString error;
        auto reader = StoreReader::open(dir, &error);
        QVERIFY(reader);
        QSet<QString> configurations;
        int tokens = 0;
        for (const SweepPointResult &r : outcome.points) {
            const auto run = reader->run(r.run);
            QVERIFY(run);
            QCOMPARE(run->run.status, RunStatus::Completed);
            QCOMPARE(run->run.spec.options.value("sweep", std::string()), spec.id().toStdString());
            QCOMPARE(run->run.spec.options.value("point", -1), r.point);
            QCOMPARE(r.conversations, 2);
            QCOMPARE(r.scored, 2);
            QVERIFY(r.compositeMean);
            QVERIFY(r.tokens > 0); // offline: the transcripts' tokens
            tokens += int(r.tokens);
            configurations.insert(run->run.spec.configuration);
            QCOMPARE(run->run.spec.options.value("noise", -1.0), r.parameters.value("noise", -2.0));
        }
        QCOMPARE(configurations.size(), 4);
        QCOMPARE(outcome.tokens, qint64(tokens));
        const int runsBefore = int(reader->runs().size());

        // The same file again: every point read back, nothing run again.
        const SweepOutcome again = runSweep(*loaded.workspace, spec, options);
        QCOMPARE(again.resumedPoints, (QList<int> {0, 1, 2, 3}));
        QCOMPARE(int(reader->runs().size()), runsBefore);
        QCOMPARE(sweepOutcomeToJson(spec, again)["leaderboard"].dump(), sweepOutcomeToJson(spec, outcome)["leaderboard"].dump());
    }

    void floorStopsAfterTheFirstPoint()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), dir).isEmpty());
        const auto loaded = loadWorkspace(dir);
        QVERIFY(loaded.ok());
        // No composite can reach 100.5: the first point is below the floor.
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke","mode":"oat","floor":100,
            "parameters":{"noise":[0,0.2,0.4]}})");
        SweepOptions options;
        options.offline = true;
        const SweepOutcome outcome = runSweep(*loaded.workspace, spec, options);
        QCOMPARE(outcome.stop, SweepOutcome::Stop::Floor);
        QCOMPARE(outcome.stoppedAt, 0);
        QCOMPARE(outcome.points.size(), 1);
        QVERIFY(*outcome.points.at(0).compositeMean < 100);
        const Json j = sweepOutcomeToJson(spec, outcome);
        QCOMPARE(j["stopped"].get<std::string>(), std::string("floor"));
        QCOMPARE(j["leaderboard"].size(), size_t(1));
        QCOMPARE(j["points_planned"].get<int>(), 3);
        // A floor at 0 lets all three run.
        const SweepSpec low = mustParse(R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke","mode":"oat","floor":0,
            "parameters":{"noise":[0,0.2,0.4]}})");
        QCOMPARE(runSweep(*loaded.workspace, low, options).points.size(), 3);
    }

    void tokenCapRefusal()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), dir).isEmpty());
        const auto loaded = loadWorkspace(dir);
        QVERIFY(loaded.ok());
        // The first point's dry estimate offline: the smoke set's 2 callers × 1
        // repeat × 16 max turns × 20 tokens a turn = 640. A cap of 639 refuses it.
        const SweepSpec refused = mustParse(R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke","token_cap":639,
            "parameters":{"noise":[0,0.2]}})");
        SweepOptions options;
        options.offline = true;
        SweepOutcome outcome = runSweep(*loaded.workspace, refused, options);
        QCOMPARE(outcome.stop, SweepOutcome::Stop::TokenCap);
        QCOMPARE(outcome.stoppedAt, 0);
        QCOMPARE(outcome.refusedEstimate, qint64(640));
        QCOMPARE(outcome.points.size(), 0);
        QString error;
        auto reader = StoreReader::open(dir, &error);
        QVERIFY(!reader || reader->runs().isEmpty()); // nothing was started

        // A cap of 640 lets the first point run; the second is estimated from
        // the first's tokens (T) and refused when T + T passes the cap.
        const SweepSpec second = mustParse(R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke","token_cap":640,
            "parameters":{"noise":[0,0.2]}})");
        outcome = runSweep(*loaded.workspace, second, options);
        QCOMPARE(outcome.points.size(), 1);
        const qint64 t = outcome.points.at(0).tokens;
        QVERIFY(t > 320); // two real bookings of up to 16 turns say more than 1,280 characters
        QCOMPARE(outcome.stop, SweepOutcome::Stop::TokenCap);
        QCOMPARE(outcome.stoppedAt, 1);
        QCOMPARE(outcome.refusedEstimate, t);
        QCOMPARE(sweepOutcomeToJson(second, outcome)["estimate"].get<qint64>(), t);
    }

    void onlineTemperatureByPrompt()
    {
        // An LLM agent against the local test server: temperature × prompt,
        // graded by the rule judge. Each point's requests carry its
        // temperature and its prompt; its tokens are the server's usage.
        OpenAiTestServer server;
        QVERIFY(server.start());
        qputenv("POLYGON_SWEEP_TEST_KEY", "sk-test");
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), dir).isEmpty());
        QFile profile(dir + QStringLiteral("/providers/local-llama.json"));
        QVERIFY(profile.open(QIODevice::ReadOnly));
        QByteArray text = profile.readAll();
        profile.close();
        text.replace("http://127.0.0.1:8080/v1", server.baseUrl().toString().toUtf8());
        text.replace("OPENAI_API_KEY", "POLYGON_SWEEP_TEST_KEY");
        QVERIFY(profile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        profile.write(text);
        profile.close();
        const auto loaded = loadWorkspace(dir);
        QVERIFY(loaded.ok());
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"bella-v2","scenarios":"smoke","mode":"grid",
            "parameters":{"temperature":[0.2,0.8],"prompt":["prompts/bella-v1.md","prompts/bella-v2.md"]}})");
        SweepOptions options;
        options.ruleJudge = true;
        options.concurrency = 2;
        const SweepOutcome outcome = runSweep(*loaded.workspace, spec, options);
        QCOMPARE(outcome.stop, SweepOutcome::Stop::None);
        QCOMPARE(outcome.points.size(), 4);
        const QByteArray v1 = loaded.workspace->prompt(QStringLiteral("bella-v1"))->bytes.left(60);
        const QByteArray v2 = loaded.workspace->prompt(QStringLiteral("bella-v2"))->bytes.left(60);
        QMap<QString, int> seen; // "temperature|prompt" -> requests
        for (const auto &request : server.chatRequests()) {
            const std::string system = request["messages"][0]["content"].get<std::string>();
            const QString prompt = system.find(v1.toStdString()) != std::string::npos ? QStringLiteral("v1")
                : system.find(v2.toStdString()) != std::string::npos                  ? QStringLiteral("v2")
                                                                                      : QStringLiteral("?");
            seen[QString::number(request["temperature"].get<double>()) + QLatin1Char('|') + prompt]++;
        }
        QCOMPARE(seen.keys(),
                 (QStringList {QStringLiteral("0.2|v1"), QStringLiteral("0.2|v2"), QStringLiteral("0.8|v1"),
                               QStringLiteral("0.8|v2")}));
        qint64 tokens = 0;
        for (const SweepPointResult &r : outcome.points) {
            QVERIFY(r.tokens > 0); // the server's usage of the agent's calls
            QCOMPARE(r.conversations, 2);
            tokens += r.tokens;
        }
        QCOMPARE(outcome.tokens, tokens);
        QCOMPARE(outcome.leaderboard().size(), 4);

        // A cap below the first point's dry estimate refuses it before any request.
        const int requests = server.requestCount();
        const SweepSpec capped = mustParse(R"({"format":1,"agent":"bella-v2","scenarios":"smoke","token_cap":100,
            "parameters":{"temperature":[0.2,0.8]}})");
        const SweepOutcome refused = runSweep(*loaded.workspace, capped, options);
        QCOMPARE(refused.stop, SweepOutcome::Stop::TokenCap);
        QCOMPARE(refused.stoppedAt, 0);
        QVERIFY(refused.refusedEstimate > 100);
        QCOMPARE(server.requestCount(), requests);
    }

    void cancelledSweepResumes()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), dir).isEmpty());
        const auto loaded = loadWorkspace(dir);
        QVERIFY(loaded.ok());
        const SweepSpec spec = mustParse(R"({"format":1,"agent":"bella-flow-v1","scenarios":"smoke","mode":"oat",
            "parameters":{"noise":[0,0.1,0.2]}})");
        SweepOptions options;
        options.offline = true;
        const SweepOutcome first = runSweep(*loaded.workspace, spec, options, 1);
        QCOMPARE(first.stop, SweepOutcome::Stop::Cancelled);
        QCOMPARE(first.points.size(), 1);
        const SweepOutcome resumed = runSweep(*loaded.workspace, spec, options);
        QCOMPARE(resumed.stop, SweepOutcome::Stop::None);
        QCOMPARE(resumed.resumedPoints, (QList<int> {0}));
        QCOMPARE(resumed.points.size(), 3);
        QCOMPARE(resumed.points.at(0).run, first.points.at(0).run);
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
