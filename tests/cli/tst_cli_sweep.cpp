// polygon-cli sweep WORKSPACE SWEEP.json (FORMATS.md §16) as a real process
// on the demo workspace: the JSON leaderboard on standard output and its
// order, every point a graded run that `runs` lists and `compare` reads, the
// same file again resumed without running anything, the floor stop and the
// token-cap refusal with exit 1, standard input, and the refusals (exit 2,
// file:line:col) of a bad file, a value that does not fit the agent and a
// missing folder.
#include "clirunner.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

class TestCliSweep : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(text);
        return path;
    }

    static ojson parse(const QString &text) { return ojson::parse(text.toStdString(), nullptr, false); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo"));
        const CliRun r = runCli({QStringLiteral("demo"), m_demo});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    void offlineGridLeaderboard()
    {
        const QString file = write(QStringLiteral("grid.json"), R"({ "format": 1, "agent": "bella-flow-v1",
  "scenarios": "smoke", "mode": "grid",
  "parameters": { "noise": [0.0, 0.3], "flow": ["flows/bella-flow-v1.json", "flows/bella-flow-v2.json"] } })");
        const CliRun r = runCli({QStringLiteral("sweep"), m_demo, file, QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson j = parse(r.out);
        QVERIFY2(!j.is_discarded(), qPrintable(r.out));
        QVERIFY(j["sweep"].get<std::string>().rfind("sweep-", 0) == 0);
        QCOMPARE(j["mode"].get<std::string>(), std::string("grid"));
        QCOMPARE(j["points_planned"].get<int>(), 4);
        QCOMPARE(j["points_run"].get<int>(), 4);
        QVERIFY(j["stopped"].is_null());
        const ojson &board = j["leaderboard"];
        QCOMPARE(board.size(), size_t(4));
        QSet<int> points;
        QStringList runs;
        for (size_t i = 0; i < board.size(); ++i) {
            const ojson &row = board[i];
            for (const char *key : {"point", "parameters", "composite_mean", "spread", "wall_s", "tokens"})
                QVERIFY2(row.contains(key), key);
            points.insert(row["point"].get<int>());
            QCOMPARE(row["parameters"].size(), size_t(2));
            QVERIFY(row["parameters"].contains("noise") && row["parameters"].contains("flow"));
            QVERIFY(row["tokens"].get<qint64>() > 0);
            runs.append(QString::fromStdString(row["run"].get<std::string>()));
            if (i > 0) {
                const double before = board[i - 1]["composite_mean"].get<double>();
                const double now = row["composite_mean"].get<double>();
                QVERIFY(before > now || (before == now && board[i - 1]["spread"].get<double>() <= row["spread"].get<double>()));
            }
        }
        QCOMPARE(points, (QSet<int> {0, 1, 2, 3}));
        // Progress per point on stderr.
        QVERIFY2(r.err.contains(QStringLiteral("point 1/4 (noise = 0.0, flow = flows/bella-flow-v1.json): run run-")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("point 4/4 (noise = 0.3, flow = flows/bella-flow-v2.json)")));

        // Every point is a graded run of the workspace: runs lists it, compare reads two.
        const CliRun listed = runCli({QStringLiteral("runs"), m_demo, QStringLiteral("--json")});
        QCOMPARE(listed.code, 0);
        for (const QString &run : std::as_const(runs))
            QVERIFY2(listed.out.contains(run), qPrintable(run));
        const CliRun compared = runCli({QStringLiteral("compare"), m_demo, runs.at(0), runs.at(3), QStringLiteral("--json")});
        QVERIFY2(compared.code == 0, qPrintable(compared.err));

        // The same file again: every point read back, nothing run again.
        const CliRun again = runCli({QStringLiteral("sweep"), m_demo, file, QStringLiteral("--offline")});
        QCOMPARE(again.code, 0);
        const ojson k = parse(again.out);
        QCOMPARE(k["resumed"].dump(), std::string("[0,1,2,3]"));
        QCOMPARE(k["leaderboard"].dump(), j["leaderboard"].dump());
        const CliRun listedAgain = runCli({QStringLiteral("runs"), m_demo, QStringLiteral("--json")});
        QCOMPARE(parse(listedAgain.out).size(), parse(listed.out).size());
    }

    void floorAndTokenCap()
    {
        // No composite reaches 100: the first point is below the floor; exit 1.
        const QString floor = write(QStringLiteral("floor.json"), R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke",
            "floor":100,"parameters":{"noise":[0,0.2,0.4]}})");
        CliRun r = runCli({QStringLiteral("sweep"), m_demo, floor, QStringLiteral("--offline")});
        QCOMPARE(r.code, 1);
        ojson j = parse(r.out);
        QCOMPARE(j["stopped"].get<std::string>(), std::string("floor"));
        QCOMPARE(j["stopped_at"].get<int>(), 0);
        QCOMPARE(j["leaderboard"].size(), size_t(1));
        QVERIFY2(r.err.contains(QStringLiteral("below the floor of 100")), qPrintable(r.err));

        // The smoke set: 2 callers × 1 repeat × 16 turns × 20 tokens = 640 > 639.
        const QString cap = write(QStringLiteral("cap.json"), R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke",
            "token_cap":639,"parameters":{"noise":[0,0.2]}})");
        r = runCli({QStringLiteral("sweep"), m_demo, cap, QStringLiteral("--offline")});
        QCOMPARE(r.code, 1);
        j = parse(r.out);
        QCOMPARE(j["stopped"].get<std::string>(), std::string("token_cap"));
        QCOMPARE(j["estimate"].get<int>(), 640);
        QCOMPARE(j["token_cap"].get<int>(), 639);
        QCOMPARE(j["points_run"].get<int>(), 0);
        QVERIFY2(r.err.contains(QStringLiteral("point 1 refused: it would take about 640 tokens and the sweep has spent 0 "
                                               "of its token cap of 639")),
                 qPrintable(r.err));
    }

    void standardInput()
    {
        const QByteArray text = R"({"format":1,"agent":"bella-flow-v2","scenarios":"smoke","mode":"random","points":2,
            "seed":5,"parameters":{"noise":[0,0.1,0.2,0.3]}})";
        const CliRun r = runCli(
            {QStringLiteral("sweep"), m_demo, QStringLiteral("-"), QStringLiteral("--offline"), QStringLiteral("--compact")},
            text);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1); // one line
        QCOMPARE(parse(r.out)["leaderboard"].size(), size_t(2));
    }

    void refusals()
    {
        const QString unknown = write(QStringLiteral("unknown.json"),
                                      "{\"format\": 1, \"agent\": \"bella-flow-v2\",\n"
                                      "  \"parameters\": {\"colour\": [\"red\"]}}\n");
        CliRun r = runCli({QStringLiteral("sweep"), m_demo, unknown, QStringLiteral("--offline")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown.json:2:28: unknown sweep parameter \"colour\"")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());

        const QString broken = write(QStringLiteral("broken.json"), "{\"format\": 1,\n  \"agent\": }\n");
        r = runCli({QStringLiteral("sweep"), m_demo, broken});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("broken.json:2:")), qPrintable(r.err));

        const QString misfit = write(QStringLiteral("misfit.json"),
                                     R"({"format":1,"agent":"bella-flow-v2","parameters":{"temperature":[0.1,0.5]}})");
        r = runCli({QStringLiteral("sweep"), m_demo, misfit, QStringLiteral("--offline")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("parameters.temperature: the agent \"bella-flow-v2\" is a flow agent")),
                 qPrintable(r.err));

        r = runCli({QStringLiteral("sweep"), m_dir.filePath(QStringLiteral("nowhere")), misfit});
        QCOMPARE(r.code, 2);
        r = runCli({QStringLiteral("sweep"), m_demo});
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliSweep)
#include "tst_cli_sweep.moc"
