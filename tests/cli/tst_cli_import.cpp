// polygon-cli import WORKSPACE FILE --format F [--name NAME] [--skip-bad]
// (FORMATS.md §13) as a real process on the demo workspace: production calls
// become a run that `grade --offline` grades (what needs a simulated caller is
// not scored) and `compare` puts next to a simulated run; bad records, the
// all-or-nothing rule, --skip-bad's list, empty input and usage errors.
#include "clirunner.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/import");

ojson parsed(const QString &text)
{
    return ojson::parse(text.toStdString(), nullptr, false);
}

} // namespace

class TestCliImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;
    QString m_simulated; // the demo's bella-flow-v1 run

    int runCount()
    {
        const CliRun r = runCli({QStringLiteral("runs"), m_demo, QStringLiteral("--json")});
        const ojson j = parsed(r.out);
        return j.is_array() ? int(j.size()) : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo"));
        const CliRun r = runCli({QStringLiteral("demo"), m_demo});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson runs = parsed(runCli({QStringLiteral("runs"), m_demo, QStringLiteral("--json")}).out);
        QVERIFY(runs.is_array() && runs.size() == 2);
        QCOMPARE(runs.at(0).at("agent").get<std::string>(), std::string("bella-flow-v1"));
        m_simulated = QString::fromStdString(runs.at(0).at("id").get<std::string>());
    }

    // One pretty-printed Vapi GET /call object: 6 turns (the system message
    // is none), two valid tool calls with results and no retry, no repeated
    // reply. The rule judge scores tool_use_quality 5 and dialogue_quality 5;
    // the intent, ground truth and the rest are unknown: not scored. Two
    // criteria at 5 of 5: composite 100, partial, pass, exit 0.
    void vapiCallGraded()
    {
        const CliRun imported
            = runCli({QStringLiteral("import"), m_demo, kDataDir + QStringLiteral("/vapi-call.json"), QStringLiteral("--format"),
                      QStringLiteral("vapi"), QStringLiteral("--name"), QStringLiteral("vapi-call")});
        QCOMPARE(imported.err, QString());
        QCOMPARE(imported.code, 0);
        const ojson out = parsed(imported.out);
        QCOMPARE(out.at("run").get<std::string>(), std::string("vapi-call"));
        QCOMPARE(out.at("conversations").get<int>(), 1);
        QCOMPARE(out.at("turns").get<int>(), 6);

        const CliRun graded = runCli({QStringLiteral("grade"), m_demo, QStringLiteral("vapi-call"), QStringLiteral("--offline"),
                                      QStringLiteral("--json")});
        QCOMPARE(graded.code, 0);
        const ojson g = parsed(graded.out);
        QCOMPARE(g.at("conversations").size(), size_t(1));
        const ojson &c = g.at("conversations").at(0);
        QCOMPARE(c.at("id").get<std::string>(), std::string("5f1c2a9e-7d4b-4a61-9c3e-2b8f0d6a1e47"));
        QCOMPARE(c.at("criteria").dump(),
                 std::string(R"({"goal_completion":null,"instruction_adherence":null,)"
                             R"("tool_use_quality":5,"factuality":null,"dialogue_quality":5,)"
                             R"("robustness":null,"safety_compliance":null,"persona_and_tone":null})"));
        QCOMPARE(c.at("composite").get<double>(), 100.0);
        QCOMPARE(c.at("partial").get<bool>(), true);
        QCOMPARE(c.at("verdict").get<std::string>(), std::string("pass"));
    }

    // A call whose agent says the same thing three times: the loop rule
    // fires, dialogue_quality 1 is the only criterion scored, composite 0:
    // a fail verdict, and grade exits 1 as for any run.
    void loopingCallFails()
    {
        const QString path = m_dir.filePath(QStringLiteral("loop.json"));
        QVERIFY(writeFile(path, R"({"id": "loop-1", "turns": [
            {"speaker": "caller", "text": "I want a table."},
            {"speaker": "agent", "text": "Sorry, could you say that again?"},
            {"speaker": "caller", "text": "A table for two."},
            {"speaker": "agent", "text": "Sorry, could you say that again?"},
            {"speaker": "caller", "text": "TWO people."},
            {"speaker": "agent", "text": "Sorry, could you say that again?"}]})"));
        const CliRun imported = runCli({QStringLiteral("import"), m_demo, path, QStringLiteral("--format=generic"),
                                        QStringLiteral("--name=looping"), QStringLiteral("--compact")});
        QCOMPARE(imported.code, 0);
        QCOMPARE(imported.out,
                 QStringLiteral("{\"run\":\"looping\",\"conversations\":1,\"turns\":6,\"skipped\":[],\"ignored\":0}\n"));
        const CliRun graded = runCli(
            {QStringLiteral("grade"), m_demo, QStringLiteral("looping"), QStringLiteral("--offline"), QStringLiteral("--json")});
        QCOMPARE(graded.code, 1);
        const ojson c = parsed(graded.out).at("conversations").at(0);
        QCOMPARE(c.at("criteria").at("dialogue_quality").get<int>(), 1);
        QCOMPARE(c.at("criteria").at("goal_completion").is_null(), true);
        QCOMPARE(c.at("composite").get<double>(), 0.0);
        QCOMPARE(c.at("verdict").get<std::string>(), std::string("fail"));
    }

    // The demo's simulated bella-flow-v1 run, exported and re-imported as
    // production calls (each conversation's scenario set to its caller, as
    // a team would label last month's calls): graded offline, the goal is
    // never scored (nobody knows what the caller came for); compared with
    // the simulated run, each caller is one comparable row and the same
    // transcripts never part ways (repeats by import order match the
    // simulated repeats, which the export writes in order).
    void compareWithSimulatedRun()
    {
        const CliRun exported
            = runCli({QStringLiteral("export"), m_demo, m_simulated, QStringLiteral("--format"), QStringLiteral("jsonl")});
        QCOMPARE(exported.code, 0);
        QByteArray lines;
        int count = 0;
        for (const QString &line : exported.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            ojson c = parsed(line);
            QVERIFY(c.is_object());
            c["scenario"] = c.at("persona");
            lines += QByteArray::fromStdString(c.dump()) + '\n';
            ++count;
        }
        QCOMPARE(count, 30);
        const QString path = m_dir.filePath(QStringLiteral("replay.jsonl"));
        QVERIFY(writeFile(path, lines));
        const CliRun imported = runCli({QStringLiteral("import"), m_demo, path, QStringLiteral("--format"),
                                        QStringLiteral("generic"), QStringLiteral("--name"), QStringLiteral("replay")});
        QCOMPARE(imported.code, 0);
        QCOMPARE(parsed(imported.out).at("conversations").get<int>(), 30);

        const CliRun graded = runCli(
            {QStringLiteral("grade"), m_demo, QStringLiteral("replay"), QStringLiteral("--offline"), QStringLiteral("--json")});
        const ojson g = parsed(graded.out);
        QCOMPARE(g.at("conversations").size(), size_t(30));
        bool anyFail = false;
        for (const ojson &c : g.at("conversations")) {
            QVERIFY(c.at("criteria").at("goal_completion").is_null());
            QCOMPARE(c.at("repeat").get<int>(), 0);
            anyFail = anyFail || c.at("verdict").get<std::string>() == "fail";
        }
        QCOMPARE(graded.code, anyFail ? 1 : 0);

        const CliRun compared
            = runCli({QStringLiteral("compare"), m_demo, m_simulated, QStringLiteral("replay"), QStringLiteral("--json")});
        QCOMPARE(compared.err, QString());
        QCOMPARE(compared.code, 0);
        const ojson cmp = parsed(compared.out);
        QCOMPARE(cmp.at("matrix").size(), size_t(10));
        for (const ojson &row : cmp.at("matrix")) {
            QCOMPARE(row.at("incomparable").get<bool>(), false);
            QVERIFY(row.at("scores").at("replay").is_number());
        }
        QCOMPARE(cmp.at("divergences").size(), size_t(30));
        for (const ojson &d : cmp.at("divergences")) {
            QVERIFY2(d.at("divergence").is_null(), d.dump().c_str());
            QCOMPARE(d.at("b").get<std::string>(), std::string("replay"));
        }
        QCOMPARE(cmp.at("scorecards").at(1).at("conversations").get<int>(), 30);
    }

    // All or nothing: the second record's "robot" (line 2, column 45) fails
    // the import, nothing is stored; --skip-bad imports the other two and
    // lists both bad records the same way on stderr and in the JSON.
    void badRecords()
    {
        const QString file = kDataDir + QStringLiteral("/generic-bad.jsonl");
        const int before = runCount();
        const CliRun failed
            = runCli({QStringLiteral("import"), m_demo, file, QStringLiteral("--format"), QStringLiteral("generic")});
        QCOMPARE(failed.code, 2);
        QCOMPARE(failed.out, QString());
        QCOMPARE(failed.err, file + QStringLiteral(":2:45: unknown speaker \"robot\"; expected one of: caller, agent\n"));
        QCOMPARE(runCount(), before);

        const CliRun skipped = runCli({QStringLiteral("import"), m_demo, file, QStringLiteral("--format"),
                                       QStringLiteral("generic"), QStringLiteral("--skip-bad")});
        QCOMPARE(skipped.code, 0);
        const QString first = file + QStringLiteral(":2:45: unknown speaker \"robot\"; expected one of: caller, agent");
        const QString second = file
            + QStringLiteral(":3:32: invalid JSON: syntax error while parsing value - unexpected '}'; expected '[', '{', or a "
                             "literal");
        QCOMPARE(skipped.err, first + QLatin1Char('\n') + second + QLatin1Char('\n'));
        const ojson out = parsed(skipped.out);
        QCOMPARE(out.at("conversations").get<int>(), 2);
        QCOMPARE(out.at("skipped").size(), size_t(2));
        QCOMPARE(QString::fromStdString(out.at("skipped").at(1).get<std::string>()), second);
        QCOMPARE(runCount(), before + 1);
    }

    // CSV from standard input; the skipped conversation's rows are all left out.
    void csvFromStandardInput()
    {
        const QByteArray csv = "conversation,speaker,text\r\n"
                               "s1,customer,\"Hello, is this Bella Vista?\"\r\n"
                               "s1,bot,Yes. How can I help?\r\n"
                               "s2,customer,hi\r\n"
                               "s2,manager,I take over\r\n"
                               "s3,user,bye\r\n";
        const CliRun r = runCli({QStringLiteral("import"), m_demo, QStringLiteral("-"), QStringLiteral("--format"),
                                 QStringLiteral("csv"), QStringLiteral("--skip-bad"), QStringLiteral("--compact")},
                                csv);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.err,
                 QStringLiteral("<stdin>:5:4: unknown speaker \"manager\"; expected one of: caller, user, customer, "
                                "agent, assistant, bot\n"));
        const ojson out = parsed(r.out);
        QCOMPARE(out.at("conversations").get<int>(), 2);
        QCOMPARE(out.at("turns").get<int>(), 3);
    }

    void emptyInput()
    {
        const QString path = m_dir.filePath(QStringLiteral("empty.jsonl"));
        QVERIFY(writeFile(path, "\n\n"));
        const int before = runCount();
        const CliRun r = runCli({QStringLiteral("import"), m_demo, path, QStringLiteral("--format"), QStringLiteral("vapi")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err, path + QStringLiteral(": no conversation to import\n"));
        QCOMPARE(runCount(), before);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("errorStart");
        const QString vapi = kDataDir + QStringLiteral("/vapi-call.json");
        QTest::newRow("no format") << QStringList {QStringLiteral("import"), QStringLiteral("DEMO"), vapi}
                                   << QStringLiteral("--format is required: one of generic, vapi, retell, csv");
        QTest::newRow("unknown format") << QStringList {QStringLiteral("import"), QStringLiteral("DEMO"), vapi,
                                                        QStringLiteral("--format"), QStringLiteral("json")}
                                        << QStringLiteral("unknown format \"json\"; expected one of: "
                                                          "generic, vapi, retell, csv");
        QTest::newRow("no folder") << QStringList {QStringLiteral("import"), QStringLiteral("/nonexistent/ws"), vapi,
                                                   QStringLiteral("--format"), QStringLiteral("vapi")}
                                   << QStringLiteral("/nonexistent/ws: no such folder");
        QTest::newRow("no file") << QStringList {QStringLiteral("import"), QStringLiteral("DEMO"),
                                                 QStringLiteral("/nonexistent.json"), QStringLiteral("--format"),
                                                 QStringLiteral("vapi")}
                                 << QStringLiteral("/nonexistent.json:1:1: cannot read the file: ");
        QTest::newRow("name taken") << QStringList {QStringLiteral("import"),   QStringLiteral("DEMO"), vapi,
                                                    QStringLiteral("--format"), QStringLiteral("vapi"), QStringLiteral("--name"),
                                                    QStringLiteral("vapi-call")}
                                    << QStringLiteral("a run named \"vapi-call\" already exists in ");
    }

    void refusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, errorStart);
        args.replaceInStrings(QStringLiteral("DEMO"), m_demo);
        const CliRun r = runCli(args);
        QCOMPARE(r.code, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(errorStart), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
