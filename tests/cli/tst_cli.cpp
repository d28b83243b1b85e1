// Tests for polygon-cli, run as a real process (QProcess): exit codes, what
// goes to stdout and to stderr, and the validate command on the example.
#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using Run = CliRun;

namespace {

const QString kExample = QStringLiteral("resources/examples/bella-vista");

const QString kUsage
    = QStringLiteral("Usage: polygon-cli COMMAND [ARGS]\n"
                     "\n"
                     "Commands:\n"
                     "  validate DIR [--json]\n"
                     "      check a workspace folder; every problem as file:line:column\n"
                     "  score FILE|- [--compact]\n"
                     "      grade judged conversations: rubric composite, band, hard gates (exit 1 on a fail verdict)\n"
                     "  probes FILE|- [--compact]\n"
                     "      behaviour-probe conformance with Wilson 95% intervals\n"
                     "  judge FILE|- --provider PROFILE [--repeats K] | --offline [--compact]\n"
                     "      the LLM judge: score conversations on the rubric K times, evidence checked against the "
                     "transcript, then grade them as score does (exit 1 on a fail verdict)\n"
                     "  ask-probes FILE|- --probes PROBES --provider PROFILE [--compact]\n"
                     "      the probe pass: ask each yes/no behaviour probe about each conversation, one request each, "
                     "then conformance with Wilson 95% intervals\n"
                     "  loop FILE|- [--compact]\n"
                     "      find the turn where the agent starts repeating itself (exit 1 on a loop)\n"
                     "  divergence A B [--compact]\n"
                     "      the first turn where two conversations part ways\n"
                     "  evidence FILE|- [--policy FILE] [--receipts OUT] [--store WORKSPACE] [--compact]\n"
                     "      the five call-evidence gates per call from content-free events (exit 1 unless every "
                     "call passes)\n"
                     "  evidence-import vapi|twilio|retell FILE|- [-o OUT]\n"
                     "      turn recorded Vapi server messages or calls, Twilio status callbacks or Retell call objects "
                     "into content-free events\n"
                     "  providers check PROFILE [--compact]\n"
                     "      probe a model endpoint: reachability, chat, tools, structured output, streaming, "
                     "embeddings, log-probs (exit 1 unless reachable with working chat)\n"
                     "  simulate WORKSPACE --agent A [--personas P,Q] [--seed S] [--noise X] [--max-turns N] [--caller "
                     "scripted|llm] [--concurrency N] [--offline] --out DIR | WORKSPACE --replay FILE --out DIR\n"
                     "      simulate conversations, one file per persona: a flow agent with scripted callers offline and "
                     "deterministic, or an LLM/HTTP agent and LLM callers through the providers (every model call "
                     "recorded; --replay re-simulates a file from them)\n"
                     "  run WORKSPACE --agent A [--scenarios SET] [--repeat N] [--concurrency N] [--seed S] [--caller "
                     "scripted|llm] [--offline] [--grade] | [WORKSPACE] --resume RUN [--grade]\n"
                     "      run an agent against a scenario set into the workspace's results database, turn by turn; "
                     "pass^k over repeats; --resume finishes a killed or cancelled run with the same seeds\n"
                     "  demo [DIR]\n"
                     "      copy the example workspace to DIR (default a new folder) and run both flow versions against "
                     "every caller offline, with a short summary\n"
                     "  noise --lang en|ru|hr|bs --intensity X --conversation ID --turn N TEXT\n"
                     "      a caller's words as noisy speech recognition hears them: dropped words, numbers digit by "
                     "digit, sound-alikes, fillers (TEXT may be - for standard input)\n"
                     "  lint PROMPT|- [--lang L] [--tiers 1,2,3,4] [--json] [--fail-above X] [--provider PROFILE]\n"
                     "      find a prompt's weak spots on five axes: overload, attention dilution, conflict, ambiguity, "
                     "redundancy; offline by default (exit 1 when an axis scores above --fail-above)\n"
                     "  personas WORKSPACE [--json] | generate WORKSPACE --prompt P --count N [--provider PROFILE] "
                     "[--types T,U] [--outcomes O,P] | regenerate WORKSPACE [--provider PROFILE]\n"
                     "      list personas with their source prompt (stale when the prompt changed); generate new ones "
                     "from an agent's prompt, one model request each; regenerate the stale ones (exit 1 if any failed)\n"
                     "  grade WORKSPACE RUN [--judge PROFILE] [--repeats K] [--rubric NAME] [--offline] [--json]\n"
                     "      grade a stored run's conversations and ask its probes; every grading is kept (exit 1 on a "
                     "fail verdict)\n"
                     "  verdicts WORKSPACE RUN --set CONVERSATION pass|warning|fail [--criterion KEY=1..5]...\n"
                     "      record your own verdict on a conversation, to check the judge against\n"
                     "  agreement WORKSPACE RUN [--json]\n"
                     "      judge-human agreement: per-criterion exact and within-one agreement, Cohen's kappa of the "
                     "verdict\n"
                     "  compare WORKSPACE RUN RUN... [--json] [--markdown OUT] [--polish PROFILE]\n"
                     "      compare graded runs: a scorecard per run, scenarios ordered by spread, the turn where their "
                     "conversations part ways, and a written analysis\n"
                     "  sweep WORKSPACE SWEEP.json [--offline] [--rule-judge] [--concurrency N] [--compact]\n"
                     "      run and grade an agent at each point of a parameter sweep (oat, grid or random); a "
                     "leaderboard by composite mean, stability and speed; stops below the floor, refuses past the token "
                     "cap; the same file again resumes it\n"
                     "  report WORKSPACE RUN [--json OUT] [--junit OUT]\n"
                     "      a graded run as a CI report from its latest grading: JUnit XML and JSON, one case per "
                     "conversation (exit 1 when one failed or erred)\n"
                     "  import WORKSPACE FILE|- --format generic|vapi|retell|csv [--name NAME] [--skip-bad] [--compact]\n"
                     "      import production calls (FORMATS.md conversations, Vapi calls or end-of-call reports, Retell "
                     "calls, CSV) as a run to grade and compare; all or nothing unless --skip-bad\n"
                     "  runs WORKSPACE [--json]\n"
                     "      list the runs stored in a workspace: agent, status, conversations done\n"
                     "  export WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]\n"
                     "      write a stored run's conversations (FORMATS.md conversations) with their results; RUN is an "
                     "id, a unique prefix or latest\n"
                     "  db check WORKSPACE|FILE\n"
                     "      check a workspace's results database (exit 1 on integrity problems, 2 when unreadable)\n"
                     "\n"
                     "Options:\n"
                     "  --version   print the version and exit\n"
                     "  --help      print this help and exit\n"
                     "\n"
                     "Exit codes: 0 success, 1 the graded thing failed, 2 bad input or usage.\n");

const QString kSummary
    = QStringLiteral(": valid workspace \"Bella Vista \u2014 table bookings\": 4 agents, 2 prompts, 10 personas, "
                     "3 scenario sets, 6 tool stubs, 7 probes, 2 provider profiles\n");

QStringList splitLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

QString replaceInFile(const QString &path, const QByteArray &before, const QByteArray &after)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read %1").arg(path);
    QByteArray bytes = f.readAll();
    f.close();
    if (bytes.count(before) != 1)
        return QStringLiteral("%1 does not contain the text exactly once").arg(path);
    bytes.replace(before, after);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return QStringLiteral("cannot write %1").arg(path);
    return {};
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void version_data();
    void version();
    void help_data();
    void help();
    void noArguments();
    void unknownCommand();

    void validateExample_data();
    void validateExample();
    void validateExampleJson();
    void validateBrokenCopy();
    void validateBrokenCopyJson();
    void validateMissingFolder();
    void validateWhatRunWouldDieOn_data();
    void validateWhatRunWouldDieOn();

    void usageErrors_data();
    void usageErrors();

private:
    Run run(const QStringList &args, const QString &workingDirectory = QStringLiteral(POLYGON_SOURCE_DIR));
    // A copy of the example in `tmp`/ws with three problems in three files.
    QString makeBrokenCopy(const QTemporaryDir &tmp);
};

void TestCli::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFileInfo(QStringLiteral(POLYGON_CLI_PATH)).isExecutable(), POLYGON_CLI_PATH);
}

Run TestCli::run(const QStringList &args, const QString &workingDirectory)
{
    return runCli(args, {}, {}, workingDirectory);
}

QString TestCli::makeBrokenCopy(const QTemporaryDir &tmp)
{
    const QString ws = tmp.filePath(QStringLiteral("ws"));
    if (const QString error = copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws); !error.isEmpty())
        return error;
    // 1. broken JSON: a trailing comma before the closing brace (line 6).
    if (const QString error
        = replaceInFile(ws + QStringLiteral("/probes/repeats-same-question.json"), "knows.\"\n}", "knows.\",\n}");
        !error.isEmpty())
        return error;
    // 2. an unknown persona type (line 4).
    if (const QString error
        = replaceInFile(ws + QStringLiteral("/personas/busy-marta.json"), "\"type\": \"busy\"", "\"type\": \"hurried\"");
        !error.isEmpty())
        return error;
    // 3. a prompt file an agent names is gone.
    if (!QFile::remove(ws + QStringLiteral("/prompts/bella-v1.md")))
        return QStringLiteral("cannot remove the prompt");
    return {};
}

void TestCli::version_data()
{
    QTest::addColumn<QString>("argument");
    QTest::newRow("--version") << QStringLiteral("--version");
    QTest::newRow("-V") << QStringLiteral("-V");
    QTest::newRow("version") << QStringLiteral("version");
}

void TestCli::version()
{
    QFETCH(QString, argument);
    const Run r = run({argument});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out,
             QStringLiteral("polygon-cli " POLYGON_VERSION " (Qt ") + QString::fromLatin1(qVersion())
                 + QStringLiteral(", nlohmann_json %1.%2.%3)\n")
                       .arg(NLOHMANN_JSON_VERSION_MAJOR)
                       .arg(NLOHMANN_JSON_VERSION_MINOR)
                       .arg(NLOHMANN_JSON_VERSION_PATCH));
    QCOMPARE(QStringLiteral(POLYGON_VERSION), QStringLiteral("0.1.0")); // project(Polygon VERSION 0.1.0)
}

void TestCli::help_data()
{
    QTest::addColumn<QString>("argument");
    QTest::newRow("--help") << QStringLiteral("--help");
    QTest::newRow("-h") << QStringLiteral("-h");
    QTest::newRow("help") << QStringLiteral("help");
}

void TestCli::help()
{
    QFETCH(QString, argument);
    const Run r = run({argument});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, kUsage);
    QCOMPARE(r.err, QString());
}

void TestCli::noArguments()
{
    const Run r = run({});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, kUsage); // the usage, on stderr
}

void TestCli::unknownCommand()
{
    const Run r = run({QStringLiteral("frobnicate"), QStringLiteral("x")});
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("polygon-cli: unknown command \"frobnicate\"; run polygon-cli --help for the list\n"));
}

void TestCli::validateExample_data()
{
    QTest::addColumn<QString>("dir");
    QTest::newRow("relative") << kExample;
    QTest::newRow("relative, trailing slash") << kExample + QLatin1Char('/');
    QTest::newRow("absolute") << QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

void TestCli::validateExample()
{
    QFETCH(QString, dir);
    const Run r = run({QStringLiteral("validate"), dir});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    // The folder is named as given.
    QCOMPARE(r.out, dir + kSummary);
}

void TestCli::validateExampleJson()
{
    const Run r = run({QStringLiteral("validate"), QStringLiteral("--json"), kExample});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.endsWith(QLatin1String("}\n")));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    const QJsonObject report = doc.object();
    QCOMPARE(report.value(QLatin1String("format")).toInt(), 1);
    QCOMPARE(report.value(QLatin1String("workspace")).toString(), kExample);
    QCOMPARE(report.value(QLatin1String("valid")), QJsonValue(true));
    QVERIFY(report.value(QLatin1String("problems")).isArray());
    QCOMPARE(report.value(QLatin1String("problems")).toArray().size(), 0);
    QCOMPARE(report.keys().size(), 4);
}

void TestCli::validateBrokenCopy()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QCOMPARE(makeBrokenCopy(tmp), QString());

    const Run r = run({QStringLiteral("validate"), QStringLiteral("ws")}, tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    const QStringList lines = splitLines(r.err);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), QStringLiteral("ws/agents/bella-v1.json:6:13: prompt file \"prompts/bella-v1.md\" does not exist"));
    QCOMPARE(lines.at(1),
             QStringLiteral("ws/personas/busy-marta.json:4:11: unknown persona type \"hurried\"; expected one of: "
                            "cooperative, busy, distrustful, confused, aggressive, talkative"));
    QCOMPARE(lines.at(2),
             QStringLiteral("ws/probes/repeats-same-question.json:6:1: invalid JSON: syntax error while parsing object key - "
                            "unexpected '}'; expected string literal"));
    QVERIFY(r.err.endsWith(QLatin1Char('\n')));

    // Named as given: an absolute folder gives absolute file names.
    const Run absolute = run({QStringLiteral("validate"), tmp.filePath(QStringLiteral("ws"))});
    QCOMPARE(absolute.code, 2);
    QCOMPARE(splitLines(absolute.err).value(1),
             tmp.filePath(QStringLiteral("ws"))
                 + QStringLiteral("/personas/busy-marta.json:4:11: unknown persona type \"hurried\"; "
                                  "expected one of: cooperative, busy, distrustful, confused, aggressive, talkative"));
}

void TestCli::validateBrokenCopyJson()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QCOMPARE(makeBrokenCopy(tmp), QString());

    const Run r = run({QStringLiteral("validate"), QStringLiteral("ws"), QStringLiteral("--json")}, tmp.path());
    QCOMPARE(r.code, 2);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject report = doc.object();
    QCOMPARE(report.value(QLatin1String("format")).toInt(), 1);
    QCOMPARE(report.value(QLatin1String("workspace")).toString(), QStringLiteral("ws"));
    QCOMPARE(report.value(QLatin1String("valid")), QJsonValue(false));
    const QJsonArray problems = report.value(QLatin1String("problems")).toArray();
    QCOMPARE(problems.size(), 3);

    const QJsonObject first = problems.at(0).toObject();
    QCOMPARE(first.value(QLatin1String("file")).toString(), QStringLiteral("ws/agents/bella-v1.json"));
    QCOMPARE(first.value(QLatin1String("line")).toInt(), 6);
    QCOMPARE(first.value(QLatin1String("column")).toInt(), 13);
    QCOMPARE(first.value(QLatin1String("message")).toString(),
             QStringLiteral("prompt file \"prompts/bella-v1.md\" does not exist"));
    QCOMPARE(first.keys().size(), 4);

    const QJsonObject second = problems.at(1).toObject();
    QCOMPARE(second.value(QLatin1String("file")).toString(), QStringLiteral("ws/personas/busy-marta.json"));
    QCOMPARE(second.value(QLatin1String("line")).toInt(), 4);
    QCOMPARE(second.value(QLatin1String("column")).toInt(), 11);

    const QJsonObject third = problems.at(2).toObject();
    QCOMPARE(third.value(QLatin1String("file")).toString(), QStringLiteral("ws/probes/repeats-same-question.json"));
    QCOMPARE(third.value(QLatin1String("line")).toInt(), 6);
    QCOMPARE(third.value(QLatin1String("column")).toInt(), 1);
    QCOMPARE(third.value(QLatin1String("message")).toString(),
             QStringLiteral("invalid JSON: syntax error while parsing object key - unexpected '}'; expected string literal"));
}

void TestCli::validateMissingFolder()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run r = run({QStringLiteral("validate"), QStringLiteral("nope")}, tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("nope:1:1: the workspace folder does not exist\n"));
}

void TestCli::validateWhatRunWouldDieOn_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QString>("problem");
    // bella-flow-v1.json line 202 is 14 spaces, then "exists": true — the value at column 25.
    QTest::newRow("flow condition of the wrong type")
        << QStringLiteral("flows/bella-flow-v1.json") << QByteArray("\"exists\": true") << QByteArray("\"exists\": []")
        << QStringLiteral("ws/flows/bella-flow-v1.json:202:25: \"exists\" must be true or false, not an array");
    // check_availability.json line 14 is 8 spaces, then "pattern": "…" — the value at column 20.
    QTest::newRow("invalid regex in a tool schema")
        << QStringLiteral("tools/check_availability.json") << QByteArray("\"^\\\\d{2}:\\\\d{2}$\"") << QByteArray("\"(\"")
        << QStringLiteral("ws/tools/check_availability.json:14:20: invalid regular expression \"(\": missing closing parenthesis "
                          "at offset 1");
}

// What validate passes, simulate and run must not die on: validate refuses it
// (exit 2, the exact position), and simulate/run refuse it the same way
// instead of aborting half-way through a run.
void TestCli::validateWhatRunWouldDieOn()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QString, problem);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString ws = tmp.filePath(QStringLiteral("ws"));
    QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws), QString());
    QCOMPARE(replaceInFile(ws + QLatin1Char('/') + file, before, after), QString());

    const Run validate = run({QStringLiteral("validate"), QStringLiteral("ws")}, tmp.path());
    QCOMPARE(validate.code, 2);
    QCOMPARE(validate.out, QString());
    QCOMPARE(validate.err, problem + QLatin1Char('\n'));

    const Run simulate
        = run({QStringLiteral("simulate"), QStringLiteral("ws"), QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
               QStringLiteral("--offline"), QStringLiteral("--out"), QStringLiteral("out")},
              tmp.path());
    QCOMPARE(simulate.code, 2); // -1 when it crashed
    QVERIFY2(simulate.err.startsWith(problem), qPrintable(simulate.err)); // simulate adds the JSON pointer
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("out"))) || QDir(tmp.filePath(QStringLiteral("out"))).isEmpty());

    const Run runs = run({QStringLiteral("run"), QStringLiteral("ws"), QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                          QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")},
                         tmp.path());
    QCOMPARE(runs.code, 2);
    QVERIFY2(runs.err.contains(problem), qPrintable(runs.err));
    // No run was started, so none is left "running".
    const Run listed = run({QStringLiteral("runs"), QStringLiteral("ws"), QStringLiteral("--json")}, tmp.path());
    QVERIFY2(!listed.out.contains(QLatin1String("running")), qPrintable(listed.out));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    const QString usage = QStringLiteral("usage: polygon-cli validate DIR [--json]\n");
    QTest::newRow("no folder") << QStringList {QStringLiteral("validate")} << usage;
    QTest::newRow("only --json") << QStringList {QStringLiteral("validate"), QStringLiteral("--json")} << usage;
    QTest::newRow("two folders") << QStringList {QStringLiteral("validate"), kExample, kExample} << usage;
    QTest::newRow("unknown option") << QStringList {QStringLiteral("validate"), QStringLiteral("--strict"), kExample}
                                    << QStringLiteral("polygon-cli validate: unknown option \"--strict\"\n");
    QTest::newRow("unknown short option after the folder")
        << QStringList {QStringLiteral("validate"), kExample, QStringLiteral("-q")}
        << QStringLiteral("polygon-cli validate: unknown option \"-q\"\n");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
