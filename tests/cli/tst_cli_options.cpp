// polygon-cli's option layer, through the real process: --help on every
// command, --opt=value the same as --opt value, unknown options and missing
// values (exit 2 with the usage), and the translator (--lang before the
// command, or the system language).
#include "clirunner.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon::Test;

namespace {

const QString kExample = QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");

// Russian for the unknown-command message (translations/polygon_ru.ts).
const QString kRussianUnknownCommand = QStringLiteral(
    "polygon-cli: \u043d\u0435\u0438\u0437\u0432\u0435\u0441\u0442\u043d\u0430\u044f \u043a\u043e\u043c\u0430\u043d\u0434\u0430 "
    "\"frob\"; \u0441\u043f\u0438\u0441\u043e\u043a \u043a\u043e\u043c\u0430\u043d\u0434 "
    "\u0432\u044b\u0432\u043e\u0434\u0438\u0442 "
    "polygon-cli --help\n");

// A run's id changes from run to run.
QString withoutRunIds(QString text)
{
    return text.replace(QRegularExpression(QStringLiteral("run-[0-9]{8}-[0-9]{6}-[0-9a-f]+")), QStringLiteral("RUN"));
}

} // namespace

class TestCliOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void help_data();
    void help();
    void shortHelp();

    void equalsForm_data();
    void equalsForm();

    void unknownOption_data();
    void unknownOption();
    void valueProblems_data();
    void valueProblems();

    void russian_data();
    void russian();
    void lintLangIsThePrompts();

private:
    QTemporaryDir m_dir;
};

void TestCliOptions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCliOptions::help_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("options");
    const auto row = [](const char *command, const QStringList &options) {
        QTest::newRow(command) << QString::fromLatin1(command) << options;
    };
    const QString compact = QStringLiteral("--compact");
    row("validate", {QStringLiteral("--json")});
    row("score", {compact});
    row("probes", {compact});
    row("loop", {compact});
    row("divergence", {compact});
    row("evidence", {QStringLiteral("--policy FILE"), QStringLiteral("--receipts OUT"), compact});
    row("evidence-import", {QStringLiteral("-o, --output OUT")});
    row("providers", {compact});
    row("simulate",
        {QStringLiteral("--agent A"), QStringLiteral("--personas P,Q"), QStringLiteral("--seed S"), QStringLiteral("--noise X"),
         QStringLiteral("--max-turns N"), QStringLiteral("--caller scripted|llm"), QStringLiteral("--concurrency N"),
         QStringLiteral("--offline"), QStringLiteral("--out DIR"), QStringLiteral("--replay FILE")});
    row("run",
        {QStringLiteral("--agent A"), QStringLiteral("--scenarios SET"), QStringLiteral("--repeat N"),
         QStringLiteral("--concurrency N"), QStringLiteral("--seed S"), QStringLiteral("--caller scripted|llm"),
         QStringLiteral("--offline"), QStringLiteral("--resume RUN")});
    row("demo", {});
    row("noise",
        {QStringLiteral("--lang L"), QStringLiteral("--intensity X"), QStringLiteral("--conversation ID"),
         QStringLiteral("--turn N")});
    row("lint",
        {QStringLiteral("--lang L"), QStringLiteral("--tiers 1,2,3,4"), QStringLiteral("--json"),
         QStringLiteral("--fail-above X"), QStringLiteral("--provider PROFILE")});
    row("personas",
        {QStringLiteral("--json"), QStringLiteral("--prompt P"), QStringLiteral("--count N"),
         QStringLiteral("--provider PROFILE"), QStringLiteral("--types T,U"), QStringLiteral("--outcomes O,P")});
    row("compare", {QStringLiteral("--json"), QStringLiteral("--markdown OUT"), QStringLiteral("--polish PROFILE")});
    row("sweep", {QStringLiteral("--offline"), QStringLiteral("--rule-judge"), QStringLiteral("--concurrency N"),
                  QStringLiteral("--compact")});
    row("report", {QStringLiteral("--json OUT"), QStringLiteral("--junit OUT")});
    row("import", {QStringLiteral("--format F"), QStringLiteral("--name NAME"), QStringLiteral("--skip-bad"), compact});
    row("runs", {QStringLiteral("--json")});
    row("export", {QStringLiteral("--format json|jsonl"), QStringLiteral("-o, --output OUT"), QStringLiteral("--no-timings")});
    row("db", {});
}

void TestCliOptions::help()
{
    QFETCH(QString, command);
    QFETCH(QStringList, options);
    const CliRun r = runCli({command, QStringLiteral("--help")});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("Usage: polygon-cli %1 ").arg(command)), qPrintable(r.out));
    const qsizetype optionsAt = r.out.indexOf(QLatin1String("\nOptions:\n"));
    const qsizetype examplesAt = r.out.indexOf(QLatin1String("\nExamples:\n"));
    QVERIFY2(optionsAt > 0 && examplesAt > optionsAt, qPrintable(r.out));
    const QString optionLines = r.out.mid(optionsAt, examplesAt - optionsAt);
    // Every option, each with a description after it.
    for (const QString &option : options + QStringList {QStringLiteral("-h, --help")}) {
        const QRegularExpression line(QStringLiteral("\n  %1 +\\S").arg(QRegularExpression::escape(option)));
        QVERIFY2(optionLines.contains(line), qPrintable(option + QStringLiteral(" in:\n") + optionLines));
    }
    QVERIFY2(r.out.mid(examplesAt).contains(QStringLiteral("\n  polygon-cli %1").arg(command)), qPrintable(r.out));
}

void TestCliOptions::shortHelp()
{
    const CliRun longForm = runCli({QStringLiteral("export"), QStringLiteral("--help")});
    const CliRun shortForm = runCli({QStringLiteral("export"), QStringLiteral("ws"), QStringLiteral("-h")});
    QCOMPARE(shortForm.code, 0);
    QCOMPARE(shortForm.out, longForm.out);
}

void TestCliOptions::equalsForm_data()
{
    QTest::addColumn<QStringList>("spaced");
    QTest::addColumn<QStringList>("joined");
    QTest::addColumn<bool>("copyWorkspace");
    const QString ws = QStringLiteral("WS");
    QTest::newRow("run") << QStringList {QStringLiteral("run"),         ws,
                                         QStringLiteral("--agent"),     QStringLiteral("bella-flow-v1"),
                                         QStringLiteral("--scenarios"), QStringLiteral("smoke"),
                                         QStringLiteral("--offline")}
                         << QStringList {QStringLiteral("run"), ws, QStringLiteral("--agent=bella-flow-v1"),
                                         QStringLiteral("--scenarios=smoke"), QStringLiteral("--offline")}
                         << true;
    QTest::newRow("noise") << QStringList {QStringLiteral("noise"), QStringLiteral("--lang"),
                                           QStringLiteral("en"),    QStringLiteral("--intensity"),
                                           QStringLiteral("0.3"),   QStringLiteral("--conversation"),
                                           QStringLiteral("c-1"),   QStringLiteral("--turn"),
                                           QStringLiteral("2"),     QStringLiteral("a table for fifteen people at seven thirty")}
                           << QStringList {QStringLiteral("noise"),
                                           QStringLiteral("--lang=en"),
                                           QStringLiteral("--intensity=0.3"),
                                           QStringLiteral("--conversation=c-1"),
                                           QStringLiteral("--turn=2"),
                                           QStringLiteral("a table for fifteen people at seven thirty")}
                           << false;
    QTest::newRow("simulate") << QStringList {QStringLiteral("simulate"),   ws,
                                              QStringLiteral("--agent"),    QStringLiteral("bella-flow-v2"),
                                              QStringLiteral("--personas"), QStringLiteral("busy-ana"),
                                              QStringLiteral("--seed"),     QStringLiteral("7"),
                                              QStringLiteral("--offline"),  QStringLiteral("--out"),
                                              QStringLiteral("out")}
                              << QStringList {QStringLiteral("simulate"),
                                              ws,
                                              QStringLiteral("--agent=bella-flow-v2"),
                                              QStringLiteral("--personas=busy-ana"),
                                              QStringLiteral("--seed=7"),
                                              QStringLiteral("--offline"),
                                              QStringLiteral("--out=out")}
                              << true;
    QTest::newRow("lint")
        << QStringList {QStringLiteral("lint"),    QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista/prompts/bella-v2.md"),
                        QStringLiteral("--tiers"), QStringLiteral("1"),
                        QStringLiteral("--lang"),  QStringLiteral("en"),
                        QStringLiteral("--json")}
        << QStringList {QStringLiteral("lint"), QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista/prompts/bella-v2.md"),
                        QStringLiteral("--tiers=1"), QStringLiteral("--lang=en"), QStringLiteral("--json")}
        << false;
    QTest::newRow("export format") << QStringList {QStringLiteral("export"), QStringLiteral("/nonexistent/ws"),
                                                   QStringLiteral("latest"), QStringLiteral("--format"), QStringLiteral("xml")}
                                   << QStringList {QStringLiteral("export"), QStringLiteral("/nonexistent/ws"),
                                                   QStringLiteral("latest"), QStringLiteral("--format=xml")}
                                   << false;
}

void TestCliOptions::equalsForm()
{
    QFETCH(QStringList, spaced);
    QFETCH(QStringList, joined);
    QFETCH(bool, copyWorkspace);
    const auto prepared = [&](QStringList args, const QString &name) {
        const QString ws = m_dir.filePath(name);
        if (copyWorkspace && copyTree(kExample, ws).isEmpty())
            args.replaceInStrings(QStringLiteral("WS"), ws);
        return args;
    };
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const CliRun a = runCli(prepared(spaced, tag + QStringLiteral("-spaced")), {}, {}, m_dir.path());
    const CliRun b = runCli(prepared(joined, tag + QStringLiteral("-joined")), {}, {}, m_dir.path());
    QVERIFY2(a.code != -1, qPrintable(a.err));
    QCOMPARE(b.code, a.code);
    QCOMPARE(withoutRunIds(b.out).replace(QLatin1String("-joined"), QLatin1String("-spaced")), withoutRunIds(a.out));
    QCOMPARE(withoutRunIds(b.err).replace(QLatin1String("-joined"), QLatin1String("-spaced")), withoutRunIds(a.err));
    if (copyWorkspace)
        QVERIFY2(a.code == 0 && !a.out.isEmpty(), qPrintable(a.err));
}

void TestCliOptions::unknownOption_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("usage");
    const auto row = [](const char *command, const QString &usage) {
        QTest::newRow(command) << QStringList {QString::fromLatin1(command), QStringLiteral("x"), QStringLiteral("--bogus=1")}
                               << QStringLiteral("--bogus") << usage;
    };
    row("score", QStringLiteral("usage: polygon-cli score FILE|- [--compact]\n"));
    row("evidence",
        QStringLiteral("usage: polygon-cli evidence FILE|- [--policy FILE] [--receipts OUT] [--store WORKSPACE] [--compact]\n"));
    row("run",
        QStringLiteral("usage: polygon-cli run WORKSPACE --agent A [--scenarios SET] [--repeat N] [--concurrency N] "
                       "[--seed S] [--caller scripted|llm] [--offline] [--grade]\n       polygon-cli run [WORKSPACE] --resume "
                       "RUN [--grade]\n"));
    row("demo", QStringLiteral("usage: polygon-cli demo [DIR]\n"));
    row("db", QStringLiteral("usage: polygon-cli db check WORKSPACE|FILE\n"));
    row("providers", QStringLiteral("usage: polygon-cli providers check PROFILE [--compact]\n"));
    QTest::newRow("personas regenerate")
        << QStringList {QStringLiteral("personas"), QStringLiteral("regenerate"), QStringLiteral("ws"), QStringLiteral("--bogus")}
        << QStringLiteral("--bogus") << QStringLiteral("usage: polygon-cli personas regenerate WORKSPACE [--provider PROFILE]\n");
    // --count belongs to generate, not to regenerate.
    QTest::newRow("personas regenerate --count")
        << QStringList {QStringLiteral("personas"), QStringLiteral("regenerate"), QStringLiteral("ws"), QStringLiteral("--count"),
                        QStringLiteral("2")}
        << QStringLiteral("--count") << QStringLiteral("usage: polygon-cli personas regenerate WORKSPACE [--provider PROFILE]\n");
}

void TestCliOptions::unknownOption()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    QFETCH(QString, usage);
    const CliRun r = runCli(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, QStringLiteral("unknown option \"%1\"\n").arg(option) + usage);
}

void TestCliOptions::valueProblems_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    const QString runUsage = QStringLiteral(
        "usage: polygon-cli run WORKSPACE --agent A [--scenarios SET] [--repeat N] [--concurrency N] "
        "[--seed S] [--caller scripted|llm] [--offline] [--grade]\n       polygon-cli run [WORKSPACE] --resume RUN [--grade]\n");
    QTest::newRow("missing value") << QStringList {QStringLiteral("run"), QStringLiteral("ws"), QStringLiteral("--agent")}
                                   << QStringLiteral("--agent needs a value\n") + runUsage;
    QTest::newRow("value twice") << QStringList {QStringLiteral("run"), QStringLiteral("ws"), QStringLiteral("--agent=a"),
                                                 QStringLiteral("--agent"), QStringLiteral("b")}
                                 << QStringLiteral("--agent is given twice\n") + runUsage;
    QTest::newRow("value after a flag") << QStringList {QStringLiteral("runs"), QStringLiteral("ws"),
                                                        QStringLiteral("--json=yes")}
                                        << QStringLiteral("--json takes no value\nusage: polygon-cli runs WORKSPACE [--json]\n");
    QTest::newRow("short option without value")
        << QStringList {QStringLiteral("evidence-import"), QStringLiteral("vapi"), QStringLiteral("f"), QStringLiteral("-o")}
        << QStringLiteral("-o needs a value\nusage: polygon-cli evidence-import vapi|twilio|retell FILE|- [-o OUT]\n");
}

void TestCliOptions::valueProblems()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const CliRun r = runCli(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

void TestCliOptions::russian_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<CliEnv>("env");
    const CliEnv english = {{QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
                            {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
                            {QStringLiteral("LANGUAGE"), QString()}};
    QTest::newRow("--lang ru") << QStringList {QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("frob")} << english;
    QTest::newRow("--lang=ru") << QStringList {QStringLiteral("--lang=ru"), QStringLiteral("frob")} << english;
    QTest::newRow("LANG=ru_RU.UTF-8") << QStringList {QStringLiteral("frob")}
                                      << CliEnv {{QStringLiteral("LC_ALL"), QString()},
                                                 {QStringLiteral("LC_MESSAGES"), QString()},
                                                 {QStringLiteral("LANGUAGE"), QString()},
                                                 {QStringLiteral("LANG"), QStringLiteral("ru_RU.UTF-8")}};
}

void TestCliOptions::russian()
{
    QFETCH(QStringList, args);
    QFETCH(CliEnv, env);
    const CliRun r = runCli(args, {}, env);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.err, kRussianUnknownCommand);
    // The same command in English without --lang.
    const CliRun english = runCli({QStringLiteral("frob")});
    QCOMPARE(english.err, QStringLiteral("polygon-cli: unknown command \"frob\"; run polygon-cli --help for the list\n"));
}

void TestCliOptions::lintLangIsThePrompts()
{
    // After the command, --lang is lint's: the prompt's language, not the messages'.
    const CliRun r = runCli({QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("hr"),
                             QStringLiteral("--tiers"), QStringLiteral("1"), QStringLiteral("--json")},
                            "Ask for the caller's name.\n");
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QLatin1String("\"language\": \"hr\"")), qPrintable(r.out));
    // Before it, it is the messages' language, and lint still detects English.
    const CliRun both = runCli({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("lint"), QStringLiteral("-"),
                                QStringLiteral("--tiers"), QStringLiteral("1"), QStringLiteral("--json")},
                               "Ask for the caller's name.\n");
    QCOMPARE(both.code, 0);
    QVERIFY2(both.out.contains(QLatin1String("\"language\": \"en\"")), qPrintable(both.out));
}

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_cli_options.moc"
