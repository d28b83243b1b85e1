// polygon-cli simulate: offline runs are byte-identical; with a model (the
// local test server) every model call lands in the file and --replay answers
// from those records without asking the model; bad arguments and broken
// files are reported clearly.
#include "openaitestserver.h"

#include "clirunner.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using Polygon::Test::OpenAiTestServer;
using OJson = nlohmann::ordered_json;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliSimulate : public QObject
{
    Q_OBJECT

    Run run(const QStringList &args) { return runCli(args); }

    QTemporaryDir m_dir;
    QString m_ws;
    OpenAiTestServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_server.start());
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        // The agent's profile points at the test server.
        const QString profile = m_ws + QStringLiteral("/providers/local-llama.json");
        OJson p = OJson::parse(readAll(profile).toStdString());
        p["base_url"] = m_server.baseUrl().toString().toStdString();
        p["timeout_ms"] = 3000;
        QFile f(profile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(p.dump(2) + "\n"));
    }

    void offlineTwiceIsByteIdentical()
    {
        const QString a = m_dir.filePath(QStringLiteral("a")), b = m_dir.filePath(QStringLiteral("b"));
        const QStringList args {QStringLiteral("simulate"),  m_ws,
                                QStringLiteral("--agent"),   QStringLiteral("bella-flow-v1"),
                                QStringLiteral("--noise"),   QStringLiteral("0.3"),
                                QStringLiteral("--offline"), QStringLiteral("--out")};
        const Run first = run(args + QStringList {a});
        QCOMPARE(first.code, 0);
        QCOMPARE(first.out.count(QLatin1Char('\n')), 10); // one line per persona
        QVERIFY(first.err.isEmpty());
        QCOMPARE(run(args + QStringList {b}).code, 0);
        const QStringList files = QDir(a).entryList(QDir::Files, QDir::Name);
        QCOMPARE(files.size(), 10);
        for (const QString &f : files)
            QCOMPARE(readAll(b + QLatin1Char('/') + f), readAll(a + QLatin1Char('/') + f));
        const OJson j = OJson::parse(readAll(a + QStringLiteral("/bella-flow-v1-cooperative-ivana-s1.json")).toStdString());
        QVERIFY(j["simulation"]["persona"] == "cooperative-ivana");
        QVERIFY(j["simulation"]["noise"] == 0.3);
        QVERIFY(!j.contains("model_calls"));
    }

    void withAModelAndReplay()
    {
        m_server.reset();
        m_server.queueChatReply({{"content", "Bella Vista, hello."}});
        m_server.queueChatReply(
            {{"content", nullptr},
             {"tool_calls", {{{"id", "op-1"}, {"name", "get_opening_hours"}, {"arguments", OJson::object()}}}}});
        m_server.queueChatReply({{"content", "We open at noon. Anything else?"}});
        const QString out = m_dir.filePath(QStringLiteral("online"));
        const Run r = run({QStringLiteral("simulate"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-v2"),
                           QStringLiteral("--personas"), QStringLiteral("cooperative-ivana"), QStringLiteral("--max-turns"),
                           QStringLiteral("3"), QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("bella-v2-cooperative-ivana-s1: 3 turns, ended by max_turns, 1 tool calls\n"));
        const QString file = out + QStringLiteral("/bella-v2-cooperative-ivana-s1.json");
        const OJson j = OJson::parse(readAll(file).toStdString());
        QCOMPARE(j["model_calls"].size(), 3u);
        QVERIFY(j["model_calls"][1]["response"]["tool_calls"][0]["name"] == "get_opening_hours");
        QCOMPARE(m_server.requestCount(), 3);

        const Run again = run({QStringLiteral("simulate"), m_ws, QStringLiteral("--replay"), file, QStringLiteral("--out"),
                               m_dir.filePath(QStringLiteral("replayed"))});
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QCOMPARE(again.out,
                 QStringLiteral("bella-v2-cooperative-ivana-s1: replayed, identical turn for turn (3 turns, 3 "
                                "model calls answered from the recording)\n"));
        QCOMPARE(m_server.requestCount(), 3); // the replay asked no model
        QCOMPARE(readAll(m_dir.filePath(QStringLiteral("replayed/bella-v2-cooperative-ivana-s1.json"))), readAll(file));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("offline llm agent") << QStringList {QStringLiteral("--agent"), QStringLiteral("bella-v2"),
                                                           QStringLiteral("--offline")}
                                           << QStringLiteral("agents/bella-v2.json:1:1: the agent \"bella-v2\" is a llm "
                                                             "agent; --offline runs flow agents");
        QTest::newRow("caller") << QStringList {QStringLiteral("--agent"), QStringLiteral("bella-v2"), QStringLiteral("--caller"),
                                                QStringLiteral("robot")}
                                << QStringLiteral("--caller needs \"scripted\" or \"llm\"");
        QTest::newRow("offline llm caller") << QStringList {
            QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"), QStringLiteral("--caller"), QStringLiteral("llm"),
            QStringLiteral("--offline")} << QStringLiteral("--offline runs the scripted caller; --caller llm needs a model");
        QTest::newRow("unknown agent") << QStringList {QStringLiteral("--agent"), QStringLiteral("nope")}
                                       << QStringLiteral("unknown agent \"nope\"; the workspace has: bella-flow-v1");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = run(QStringList {QStringLiteral("simulate"), m_ws} + args
                          + QStringList {QStringLiteral("--out"), m_dir.filePath(QStringLiteral("bad"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void brokenReplayFile()
    {
        const QString file = m_dir.filePath(QStringLiteral("broken.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"format\": 1, \"id\": \"x\", \"turns\": [],\n  \"model_calls\": [ { \"role\": \"agent\" } ] }\n");
        f.close();
        const Run r = run({QStringLiteral("simulate"), m_ws, QStringLiteral("--replay"), file, QStringLiteral("--out"),
                           m_dir.filePath(QStringLiteral("bad"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(file + QStringLiteral(":2:")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("\"fingerprint\"")), qPrintable(r.err));
    }

    void replayOfAnAgentTheWorkspaceNoLongerHas()
    {
        // A recorded conversation whose agent was renamed since: refused with the file named, nothing written.
        const QString out = m_dir.filePath(QStringLiteral("gone"));
        const Run first = run({QStringLiteral("simulate"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                               QStringLiteral("--personas"), QStringLiteral("busy-ana"), QStringLiteral("--offline"),
                               QStringLiteral("--out"), out});
        QCOMPARE(first.code, 0);
        const QString file = out + QStringLiteral("/bella-flow-v1-busy-ana-s1.json");
        QByteArray bytes = readAll(file);
        QVERIFY(bytes.contains("\"configuration\": \"bella-flow-v1\""));
        bytes.replace("\"configuration\": \"bella-flow-v1\"", "\"configuration\": \"bella-flow-v9\"");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
        f.close();
        const QString again = m_dir.filePath(QStringLiteral("gone-again"));
        const Run r = run({QStringLiteral("simulate"), m_ws, QStringLiteral("--replay"), file, QStringLiteral("--out"), again});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err,
                 file
                     + QStringLiteral(":1:1: the workspace has no agent \"bella-flow-v9\" or no persona \"busy-ana\" to "
                                      "replay\n"));
        QVERIFY(!QFileInfo::exists(again + QStringLiteral("/bella-flow-v1-busy-ana-s1.json")));
    }
};

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_cli_simulate.moc"
