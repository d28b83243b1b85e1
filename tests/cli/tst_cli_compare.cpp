// polygon-cli compare WORKSPACE RUN RUN… (FORMATS.md §15) as a real process:
// the demo workspace's two graded runs compared (JSON shape, divergence turns,
// analysis, Markdown file), and the refusals — other rubric identity, an
// ungraded run, an unknown run, one run, a corrupt or missing polygon.db —
// each exit 2 with a sentence and no crash. --polish PROFILE against the
// local OpenAI-compatible test server: a rewrite without new numbers is used,
// one with an invented number or a failed request keeps the plain analysis
// (said on stderr, recorded in the JSON), an unknown profile is refused.
#include "clirunner.h"
#include "openaitestserver.h"

#include "core/grade/rubric.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon;
using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

class TestCliCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void demoJson();
    void demoPlainAndMarkdown();
    void latestAndPrefix();
    void rubricRefusal();
    void ungradedRun();
    void badInput_data();
    void badInput();
    void polishUsed();
    void polishRejected_data();
    void polishRejected();
    void polishUnknownProfile();

private:
    QString copyDemo(const QString &name);
    CliRun compareJson(const QStringList &extra = {});

    OpenAiTestServer m_server;
    QString m_profile;
    QString m_plainAnalysis; // the analysis without --polish

    QTemporaryDir m_dir;
    QString m_demo;
    QStringList m_runs; // bella-flow-v1's run, then bella-flow-v2's
};

QString TestCliCompare::copyDemo(const QString &name)
{
    const QString to = m_dir.filePath(name);
    const QString problem = copyTree(m_demo, to);
    if (!problem.isEmpty())
        qWarning("%s", qPrintable(problem));
    return to;
}

void TestCliCompare::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_demo = m_dir.filePath(QStringLiteral("demo"));
    const CliRun r = runCli({QStringLiteral("demo"), m_demo});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QString error;
    auto reader = StoreReader::open(m_demo, &error);
    QVERIFY2(reader, qPrintable(error));
    for (const RunSummary &s : reader->runs())
        m_runs << s.run.spec.id;
    QCOMPARE(m_runs.size(), 2);

    QVERIFY(m_server.start());
    m_profile = m_dir.filePath(QStringLiteral("polish.json"));
    const ojson profile = {{"format", 1},
                           {"name", "Polish"},
                           {"base_url", m_server.baseUrl().toString().toStdString()},
                           {"model", "writer-7b"},
                           {"concurrency", 1},
                           {"timeout_ms", 5000},
                           {"api_key_env", "POLYGON_TEST_KEY"}};
    QFile file(m_profile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(profile.dump()));
    file.close();
    const CliRun plain = compareJson();
    QVERIFY2(plain.code == 0, qPrintable(plain.err));
    m_plainAnalysis = QString::fromStdString(ojson::parse(plain.out.toStdString())["analysis"].get<std::string>());
    QVERIFY(m_plainAnalysis.startsWith(QStringLiteral("## Analysis\n")));
}

CliRun TestCliCompare::compareJson(const QStringList &extra)
{
    return runCli(QStringList {QStringLiteral("compare"), m_demo, m_runs.at(0), m_runs.at(1), QStringLiteral("--json")} + extra,
                  {}, {{QStringLiteral("POLYGON_TEST_KEY"), QStringLiteral("sk-polish-secret")}});
}

void TestCliCompare::demoJson()
{
    const CliRun r = runCli({QStringLiteral("compare"), m_demo, m_runs.at(0), m_runs.at(1), QStringLiteral("--json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.err, QString());
    const ojson j = ojson::parse(r.out.toStdString());
    QVERIFY(j["scorecards"].is_array() && j["scorecards"].size() == 2);
    QVERIFY(j["scorecards"][0]["run"] == m_runs.at(0).toStdString());
    QVERIFY(j["scorecards"][0]["agent"] == "bella-flow-v1");
    QVERIFY(j["scorecards"][1]["agent"] == "bella-flow-v2");
    QVERIFY(j["scorecards"][0]["conversations"] == 30);
    QVERIFY(j["scorecards"][0]["graded"] == 30);
    QVERIFY(j["scorecards"][0]["composite_mean"].is_number());
    QVERIFY(j["scorecards"][0]["k"] == 3);
    for (const char *key : {"verdicts", "criteria", "gates", "probes", "pass_hat_k", "tokens", "cost", "composite_stddev"})
        QVERIFY2(j["scorecards"][1].contains(key), key);

    // The matrix: 10 callers, each a row with both runs' scores keyed by run id.
    const ojson &matrix = j["matrix"];
    QCOMPARE(matrix.size(), size_t(10));
    double previous = 1e9;
    for (const ojson &row : matrix) {
        QVERIFY(row["scenario"].is_string());
        QCOMPARE(row["scores"].size(), size_t(2));
        QVERIFY(row["scores"].contains(m_runs.at(0).toStdString()));
        QVERIFY(row["scores"].contains(m_runs.at(1).toStdString()));
        QVERIFY(row["incomparable"] == false);
        const double spread = row["spread"].get<double>();
        QVERIFY(spread <= previous); // widest first
        previous = spread;
    }

    // Divergences: 10 callers × 3 repeats, one pair; the flows part ways somewhere with a turn number.
    const ojson &divergences = j["divergences"];
    QCOMPARE(divergences.size(), size_t(30));
    int withTurn = 0;
    for (const ojson &d : divergences) {
        QVERIFY(d["a"] == m_runs.at(0).toStdString());
        QVERIFY(d["b"] == m_runs.at(1).toStdString());
        QVERIFY(d["repeat"].is_number_integer());
        if (d["divergence"].is_number_integer()) {
            ++withTurn;
            QVERIFY(d["reason"].is_string());
        } else {
            QVERIFY(d["divergence"].is_null() && d["reason"].is_null());
        }
    }
    QVERIFY(withTurn > 0);
    // The first rows belong to the widest scenario.
    QVERIFY(divergences[0]["scenario"] == matrix[0]["scenario"]);

    const QString analysis = QString::fromStdString(j["analysis"].get<std::string>());
    QVERIFY(analysis.startsWith(QStringLiteral("## Analysis\n")));
    QVERIFY2(analysis.contains(QStringLiteral("Widest scenarios: `")), qPrintable(analysis));
    QVERIFY2(analysis.contains(QStringLiteral("they part ways at turn ")), qPrintable(analysis));
    QVERIFY2(analysis.contains(QStringLiteral("- By caller type")), qPrintable(analysis));

    // The same inputs, the same bytes.
    const CliRun again = runCli({QStringLiteral("compare"), m_demo, m_runs.at(0), m_runs.at(1), QStringLiteral("--json")});
    QCOMPARE(again.out, r.out);
}

void TestCliCompare::demoPlainAndMarkdown()
{
    const QString md = m_dir.filePath(QStringLiteral("compare.md"));
    const CliRun r = runCli({QStringLiteral("compare"), m_demo, m_runs.at(0), m_runs.at(1), QStringLiteral("--markdown"), md});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.startsWith(QStringLiteral("## Scorecards\n")));
    QVERIFY(r.out.contains(QStringLiteral("## Scenario matrix")));
    QVERIFY(r.out.contains(QStringLiteral("## Divergences on the widest scenarios")));
    QVERIFY(r.out.contains(QStringLiteral("## Analysis")));
    QFile file(md);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.startsWith(QStringLiteral("## Analysis\n")));
    QVERIFY(text.contains(QStringLiteral("## Scorecards")));
    QVERIFY(text.contains(QStringLiteral("| `%1` | bella-flow-v1 | 30 | 30 |").arg(m_runs.at(0))));
}

void TestCliCompare::latestAndPrefix()
{
    // "latest" is the v2 run; a unique prefix of the v1 run is accepted too.
    const QString prefix = m_runs.at(0).left(m_runs.at(0).size() - 2);
    const CliRun r = runCli({QStringLiteral("compare"), m_demo, prefix, QStringLiteral("latest"), QStringLiteral("--json")});
    if (r.code == 2 && r.err.contains(QStringLiteral("more than one run")))
        QSKIP("the two demo runs share the prefix");
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const ojson j = ojson::parse(r.out.toStdString());
    QVERIFY(j["runs"][0] == m_runs.at(0).toStdString());
    QVERIFY(j["runs"][1] == m_runs.at(1).toStdString());
}

void TestCliCompare::rubricRefusal()
{
    const QString ws = copyDemo(QStringLiteral("rubric"));
    const QString v1 = RubricVersion::builtin(QStringLiteral("v1"))->identity();
    const QString v2 = RubricVersion::builtin(QStringLiteral("v2"))->identity();
    {
        // A later, completed grading of the second run under rubric v1.
        QString error;
        auto store = ResultStore::open(ws, &error);
        QVERIFY2(store, qPrintable(error));
        GradingRecord g;
        g.id = QStringLiteral("grading-zz-v1");
        g.run = m_runs.at(1);
        g.judge = QStringLiteral("rules");
        g.rubric = v1;
        QTest::qWait(5); // a later timestamp than the demo's gradings
        store->beginGrading(g);
        store->finishGrading(g.id, QStringLiteral("completed"));
        QVERIFY(store->waitForIdle());
    }
    const CliRun r = runCli({QStringLiteral("compare"), ws, m_runs.at(0), m_runs.at(1)});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(v1) && r.err.contains(v2), qPrintable(r.err));
}

void TestCliCompare::ungradedRun()
{
    const QString ws = copyDemo(QStringLiteral("ungraded"));
    const CliRun run = runCli({QStringLiteral("run"), ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                               QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
    QVERIFY2(run.code == 0 || run.code == 1, qPrintable(run.err));
    const CliRun r = runCli({QStringLiteral("compare"), ws, m_runs.at(0), QStringLiteral("latest")});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(QStringLiteral("has not been graded")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("polygon-cli grade ")), qPrintable(r.err));
}

void TestCliCompare::badInput_data()
{
    QTest::addColumn<QString>("setup"); // what to do to a copy of the demo
    QTest::addColumn<QStringList>("runs");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown run") << QString() << QStringList {QStringLiteral("first"), QStringLiteral("run-nope")}
                                 << QStringLiteral("no run \"run-nope\"");
    QTest::newRow("one run") << QString() << QStringList {QStringLiteral("first")}
                             << QStringLiteral("compare needs a workspace and at least two runs");
    QTest::newRow("same run twice") << QString() << QStringList {QStringLiteral("first"), QStringLiteral("first")}
                                    << QStringLiteral("is given more than once");
    QTest::newRow("corrupt polygon.db") << QStringLiteral("corrupt")
                                        << QStringList {QStringLiteral("first"), QStringLiteral("second")}
                                        << QStringLiteral("polygon.db");
    QTest::newRow("no polygon.db") << QStringLiteral("missing") << QStringList {QStringLiteral("first"), QStringLiteral("second")}
                                   << QStringLiteral("no results database");
    QTest::newRow("no workspace") << QStringLiteral("nofolder") << QStringList {QStringLiteral("first"), QStringLiteral("second")}
                                  << QStringLiteral("no such folder");
}

void TestCliCompare::badInput()
{
    QFETCH(QString, setup);
    QFETCH(QStringList, runs);
    QFETCH(QString, message);
    QString ws = m_demo;
    if (!setup.isEmpty()) {
        ws = copyDemo(QStringLiteral("bad-") + setup);
        const QString db = QDir(ws).filePath(QStringLiteral("polygon.db"));
        QFile::remove(db + QStringLiteral("-wal"));
        QFile::remove(db + QStringLiteral("-shm"));
        if (setup == QLatin1String("corrupt")) {
            QFile f(db);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray(4096, 'x'));
        } else if (setup == QLatin1String("missing")) {
            QVERIFY(QFile::remove(db));
        } else {
            ws = m_dir.filePath(QStringLiteral("no-such-folder"));
        }
    }
    QStringList args {QStringLiteral("compare"), ws};
    for (const QString &run : runs)
        args << (run == QLatin1String("first") ? m_runs.at(0) : run == QLatin1String("second") ? m_runs.at(1) : run);
    const CliRun r = runCli(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("Usage")) || setup.isEmpty(), qPrintable(r.err));
}

void TestCliCompare::polishUsed()
{
    m_server.reset();
    // No digits, no number words: nothing to check against the summary.
    const std::string rewrite = "## Analysis\n\nThe newer flow does better on the widest scenarios.";
    m_server.queueChatReply({{"content", rewrite}});
    const CliRun r = compareJson({QStringLiteral("--polish"), m_profile});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.err, QString());
    const ojson j = ojson::parse(r.out.toStdString());
    QCOMPARE(j["analysis"].get<std::string>(), rewrite + "\n");
    QCOMPARE(j["analysis_polished"].get<bool>(), true);
    QVERIFY(j["polish_rejected"].is_null());
    QCOMPARE(QString::fromStdString(j["analysis_plain"].get<std::string>()), m_plainAnalysis);
    // The model was sent the plain analysis, and nothing else was asked of it.
    const auto requests = m_server.chatRequests();
    QCOMPARE(requests.size(), 1);
    QVERIFY(requests.first()["model"] == "writer-7b");
    QCOMPARE(QString::fromStdString(requests.first()["messages"][1]["content"].get<std::string>()), m_plainAnalysis);
}

void TestCliCompare::polishRejected_data()
{
    QTest::addColumn<bool>("fault");
    QTest::addColumn<QString>("reason");
    QTest::newRow("invented number") << false << QStringLiteral("not in the analysis: \"7777\"");
    QTest::newRow("unauthorized") << true << QStringLiteral("the request failed: ");
}

void TestCliCompare::polishRejected()
{
    QFETCH(bool, fault);
    QFETCH(QString, reason);
    m_server.reset();
    if (fault) {
        OpenAiTestServer::Fault refused;
        refused.kind = OpenAiTestServer::Fault::Kind::Unauthorized;
        m_server.queueFault(refused);
    }
    m_server.queueChatReply({{"content", "The newer flow wins 7777 scenarios."}});
    const CliRun r = compareJson({QStringLiteral("--polish"), m_profile});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("--polish: the plain analysis is kept: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(reason), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("sk-polish-secret")), qPrintable(r.err));
    const ojson j = ojson::parse(r.out.toStdString());
    QCOMPARE(QString::fromStdString(j["analysis"].get<std::string>()), m_plainAnalysis);
    QCOMPARE(QString::fromStdString(j["analysis_plain"].get<std::string>()), m_plainAnalysis);
    QCOMPARE(j["analysis_polished"].get<bool>(), false);
    QVERIFY2(QString::fromStdString(j["polish_rejected"].get<std::string>()).contains(reason), qPrintable(r.out));
}

void TestCliCompare::polishUnknownProfile()
{
    m_server.reset();
    const QString missing = m_dir.filePath(QStringLiteral("no-such-profile.json"));
    const CliRun r = compareJson({QStringLiteral("--polish"), missing});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(QStringLiteral("no-such-profile")), qPrintable(r.err));
    QCOMPARE(m_server.chatRequests().size(), 0);
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
