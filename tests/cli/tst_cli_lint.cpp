// polygon-cli lint (FORMATS.md §9, docs/lint.md), run as a real process:
// golden JSON for every prompt of tests/data/lint (tiers 1 and 3, offline and
// deterministic; tests/data/lint/regenerate.sh re-creates them), the
// human-readable report, --fail-above, standard input, the endpoint's
// embeddings (tier 3) and judge (tier 4) through the local test server, and
// exit code 2 with a clear message for every kind of bad input.
#include "openaitestserver.h"

#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using Polygon::Test::OpenAiTestServer;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/lint");
const QString kUsageLine = QStringLiteral(
    "usage: polygon-cli lint PROMPT|- [--lang L] [--tiers 1,2,3,4] [--json] [--fail-above X] [--provider PROFILE]\n");

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliLint : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    QTemporaryDir m_dir;

    // Runs the CLI while this process's event loop keeps serving the test server.
    Run run(const QStringList &args, const QByteArray &input = {}, const QString &workingDir = {})
    {
        const Polygon::Test::CliRun r = Polygon::Test::runCli(args, input, {}, workingDir);
        return {r.code, r.out.toUtf8(), r.err.toUtf8()};
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(bytes);
        return path;
    }

    QString profile(const QString &name)
    {
        return writeFile(name + QStringLiteral(".json"),
                         "{ \"format\": 1, \"name\": \"t\", \"base_url\": \"" + m_server.baseUrl().toString().toUtf8()
                             + "\", \"model\": \"test-model\", \"timeout_ms\": 5000 }\n");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFileInfo(QStringLiteral(POLYGON_CLI_PATH)).isExecutable());
        QVERIFY(m_dir.isValid());
        QVERIFY(m_server.start());
    }

    void init() { m_server.reset(); }

    void golden_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList prompts = QDir(kDataDir).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
        QCOMPARE(prompts.size(), 16);
        for (const QString &p : prompts)
            QTest::newRow(qPrintable(p)) << p.chopped(3);
    }

    void golden()
    {
        QFETCH(QString, name);
        const Run r = run({QStringLiteral("lint"), name + QStringLiteral(".md"), QStringLiteral("--tiers"), QStringLiteral("1,3"),
                           QStringLiteral("--json")},
                          {}, kDataDir);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        const QByteArray golden = readFile(kDataDir + QStringLiteral("/golden/") + name + QStringLiteral(".json"));
        QVERIFY2(!golden.isEmpty(), "missing golden file: run tests/data/lint/regenerate.sh BUILD_DIR");
        QCOMPARE(r.out, golden);
    }

    void humanReadable()
    {
        const Run r
            = run({QStringLiteral("lint"), QStringLiteral("en-restaurant.md"), QStringLiteral("--tiers=1,3")}, {}, kDataDir);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QByteArray());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 3);
        // the overloaded section starts at line 11, column 3 (after "- ")
        QCOMPARE(
            lines.first(),
            QStringLiteral("en-restaurant.md:11:3: overload: 14 constraints at once in this section (more than 8): the model "
                           "will drop some; split the section or cut the rules it rarely needs."));
        const QRegularExpression span(
            QStringLiteral(R"(^en-restaurant\.md:\d+:\d+: (overload|attention_dilution|conflict|ambiguity|redundancy): .+$)"));
        for (qsizetype i = 0; i < lines.size() - 2; ++i)
            QVERIFY2(span.match(lines.at(i)).hasMatch(), qPrintable(lines.at(i)));
        // the closing-time conflict points at the rule it contradicts (line 7, column 1)
        QVERIFY(lines.contains(QStringLiteral(
            "en-restaurant.md:36:1: conflict: Gives a different closing time (23:00) than another rule (22:00). (see 7:1)")));
        // the scores as in the golden JSON, two decimals
        const auto golden
            = nlohmann::json::parse(readFile(kDataDir + QStringLiteral("/golden/en-restaurant.json")).toStdString());
        QStringList axes;
        for (const char *a : {"overload", "attention_dilution", "conflict", "ambiguity", "redundancy"})
            axes.append(QStringLiteral("%1 %2").arg(QLatin1String(a)).arg(golden.at("axes").at(a).get<double>(), 0, 'f', 2));
        QCOMPARE(lines.at(lines.size() - 2), QStringLiteral("en-restaurant.md: ") + axes.join(QLatin1String(", ")));
        QCOMPARE(lines.last(), QStringLiteral("en-restaurant.md: language en; tiers run: 1, 3"));
    }

    void failAbove_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("threshold");
        QTest::addColumn<int>("exitCode");
        // en-restaurant: highest axis conflict 0.75
        QTest::newRow("0.7: conflict above") << QStringLiteral("en-restaurant.md") << QStringLiteral("0.7") << 1;
        QTest::newRow("0.75: not above") << QStringLiteral("en-restaurant.md") << QStringLiteral("0.75") << 0;
        QTest::newRow("0.8") << QStringLiteral("en-restaurant.md") << QStringLiteral("0.8") << 0;
        QTest::newRow("clean at 0") << QStringLiteral("en-restaurant.clean.md") << QStringLiteral("0") << 0;
    }

    void failAbove()
    {
        QFETCH(QString, file);
        QFETCH(QString, threshold);
        QFETCH(int, exitCode);
        const Run r = run({QStringLiteral("lint"), file, QStringLiteral("--tiers"), QStringLiteral("1,3"),
                           QStringLiteral("--json"), QStringLiteral("--fail-above"), threshold},
                          {}, kDataDir);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.out, readFile(kDataDir + QStringLiteral("/golden/") + file.chopped(3) + QStringLiteral(".json")));
    }

    void standardInput()
    {
        const Run r = run({QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers"), QStringLiteral("1,3"),
                           QStringLiteral("--json")},
                          readFile(kDataDir + QStringLiteral("/ru-bank.md")));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, readFile(kDataDir + QStringLiteral("/golden/ru-bank.json")));
        const Run human = run({QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers"), QStringLiteral("1")},
                              QByteArray("Never swear.\nNever swear.\n"));
        QCOMPARE(human.out,
                 QByteArray("<stdin>:2:1: redundancy: Repeats an earlier rule word for word. (see 1:1)\n"
                            "<stdin>: overload 0.00, attention_dilution 0.00, conflict 0.00, ambiguity 0.00, redundancy 0.30\n"
                            "<stdin>: language en; tiers run: 1\n"));
    }

    void languageGiven()
    {
        // Croatian text read as Bosnian: the language is the one given
        const Run r = run({QStringLiteral("lint"), QStringLiteral("hr-clinic.md"), QStringLiteral("--lang"), QStringLiteral("bs"),
                           QStringLiteral("--tiers"), QStringLiteral("1"), QStringLiteral("--json")},
                          {}, kDataDir);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(nlohmann::json::parse(r.out.toStdString()).at("language") == "bs");
    }

    void defaultTiers()
    {
        // tiers 1–4 by default: tier 4 needs a judge; tier 2 runs offline for English only
        const Run r = run({QStringLiteral("lint"), QStringLiteral("ru-bank.md"), QStringLiteral("--json")}, {}, kDataDir);
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("tiers_run") == nlohmann::json::parse("[1, 3]"));
        QCOMPARE(j.at("tiers_skipped").size(), std::size_t(2));
        QVERIFY(j.at("tiers_skipped").at(0).at("tier") == 2);
        QVERIFY(j.at("tiers_skipped").at(0).at("why").get<std::string>().rfind("not available for ru", 0) == 0);
        QVERIFY(j.at("tiers_skipped").at(1)
                == nlohmann::json::parse(R"j({"tier": 4, "why": "no judge profile configured (give --provider PROFILE)"})j"));
    }

    void endpointEmbeddings()
    {
        const QString p = profile(QStringLiteral("embed"));
        const Run r = run({QStringLiteral("lint"), kDataDir + QStringLiteral("/en-clinic.md"), QStringLiteral("--tiers"),
                           QStringLiteral("3"), QStringLiteral("--provider"), p, QStringLiteral("--json")});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/embeddings")), 1);
        QVERIFY(nlohmann::json::parse(r.out.toStdString()).at("tiers_run") == nlohmann::json::parse("[3]"));

        // no embeddings at the endpoint: said on stderr, offline vectors instead
        m_server.setCapabilities(true, true, true, false, true);
        const Run offline = run({QStringLiteral("lint"), kDataDir + QStringLiteral("/en-clinic.md"), QStringLiteral("--tiers"),
                                 QStringLiteral("3"), QStringLiteral("--provider"), p, QStringLiteral("--json")});
        m_server.setCapabilities(true, true, true, true, true);
        QCOMPARE(offline.exitCode, 0);
        QVERIFY2(offline.err.contains("tier 3: the endpoint's embeddings failed"), offline.err.constData());
        QVERIFY(offline.err.contains("using offline n-gram vectors"));
        const Run plain = run({QStringLiteral("lint"), kDataDir + QStringLiteral("/en-clinic.md"), QStringLiteral("--tiers"),
                               QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(offline.out, plain.out);
    }

    void judge()
    {
        const nlohmann::ordered_json review
            = {{"axes",
                {{"overload", 0.4}, {"attention_dilution", 0.2}, {"conflict", 0.8}, {"ambiguity", 0.3}, {"redundancy", 0.2}}},
               {"findings",
                {{{"axis", "conflict"},
                  {"quote", "Never tell callers the cancellation fee."},
                  {"explanation", "It contradicts the rule before it."},
                  {"severity", "error"},
                  {"related_quote", "Always tell callers the cancellation fee."}}}}};
        m_server.queueChatReply({{"content", review.dump()}});
        const QString p = profile(QStringLiteral("judge"));
        const Run r = run({QStringLiteral("lint"), kDataDir + QStringLiteral("/en-clinic.md"), QStringLiteral("--tiers"),
                           QStringLiteral("4"), QStringLiteral("--provider"), p, QStringLiteral("--json")});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("tiers_run") == nlohmann::json::parse("[4]"));
        QCOMPARE(j.at("spans").size(), std::size_t(1));
        const auto &s = j.at("spans").at(0);
        QVERIFY(s.at("tier") == 4);
        QVERIFY(s.at("axis") == "conflict");
        const QString text = QString::fromUtf8(readFile(kDataDir + QStringLiteral("/en-clinic.md")));
        QCOMPARE(s.at("start").get<qsizetype>(), text.indexOf(QLatin1String("Never tell callers the cancellation fee.")));
        QCOMPARE(s.at("related").at("start").get<qsizetype>(),
                 text.indexOf(QLatin1String("Always tell callers the cancellation fee.")));
        QVERIFY(j.at("axes").at("conflict") == 0.5); // one error finding: 1 − (1 − 0.5)
    }

    void judgeFailure()
    {
        m_server.queueChatReply({{"content", "The prompt looks fine."}});
        const QString p = profile(QStringLiteral("judge"));
        const Run r = run({QStringLiteral("lint"), kDataDir + QStringLiteral("/en-clinic.md"), QStringLiteral("--tiers"),
                           QStringLiteral("4"), QStringLiteral("--provider"), p, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("tiers_run").empty());
        QCOMPARE(QString::fromStdString(j.at("tiers_skipped").at(0).at("why").get<std::string>()),
                 QStringLiteral("malformed_reply: structured output was asked for, but the reply is not JSON "
                                "(POST http://127.0.0.1:%1/v1/chat/completions)")
                     .arg(m_server.port()));
    }

    void surprisalOffline()
    {
        // Debian's en-us trigram model: the word salad is 16.3 bits per word over
        // 7 words, z = (16.3 - 8.1) * sqrt(7) / 4.6 = 4.7 → error (tst_surprisal)
        const Run r = run({QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("en"),
                           QStringLiteral("--tiers"), QStringLiteral("2"), QStringLiteral("--json")},
                          "Greet the caller politely and ask how you can help them today.\n"
                          "Window cheese telephone dancing under seventeen rivers.\n");
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("tiers_run") == nlohmann::json::parse("[2]"));
        QCOMPARE(j.at("spans").size(), std::size_t(1));
        const auto &s = j.at("spans").at(0);
        QVERIFY(s.at("start") == 63);
        QVERIFY(s.at("length") == 54); // up to "rivers", without the full stop
        QVERIFY(s.at("axis") == "ambiguity");
        QVERIFY(s.at("tier") == 2);
        QVERIFY(s.at("severity") == "error");
        QVERIFY(s.at("message")
                == "Hard-to-predict wording: 16.3 bits per word over 7 words where 8.1 is typical, so it may be garbled or read "
                   "more than one way.");
    }

    void surprisalThroughTheEndpoint()
    {
        // Croatian: no offline model, so the endpoint's log-probs. The test server's
        // rule, (1 + letters % 5) / 2 nats per word, gives 21 scored words with median
        // 1.44 bits and 1.4826 x MAD = 1.07; the highest phrase ("Nikada ne obećavajte
        // stol bez provjere.", 2.40 bits over 6 words) has z = 2.2 < 3: no phrase is
        // flagged. hunspell hr_HR does not know "rezervacjiu" (offset 84).
        const QByteArray prompt = "Uvijek pozdravite gosta ljubazno.\n"
                                  "Pitajte za datum, vrijeme i broj osoba.\n"
                                  "Potvrdite rezervacjiu prije kraja razgovora.\n"
                                  "Nikada ne obećavajte stol bez provjere.\n";
        const QString p = profile(QStringLiteral("logprobs"));
        const QStringList args
            = {QStringLiteral("lint"),    QStringLiteral("-"), QStringLiteral("--lang"),     QStringLiteral("hr"),
               QStringLiteral("--tiers"), QStringLiteral("2"), QStringLiteral("--provider"), p,
               QStringLiteral("--json")};
        const Run r = run(args, prompt);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/completions")), 1);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j.at("tiers_run") == nlohmann::json::parse("[2]"));
        QVERIFY(j.at("tiers_skipped").empty());
        QCOMPARE(j.at("spans").size(), std::size_t(1));
        const auto &s = j.at("spans").at(0);
        QVERIFY(s.at("start") == 84);
        QVERIFY(s.at("length") == 11);
        QVERIFY(s.at("tier") == 2);
        QVERIFY(s.at("axis") == "ambiguity");
        QVERIFY(j.at("axes").at("ambiguity") == 0.25); // one warning

        // An endpoint without log-probs: tier 2 says so, naming the request.
        m_server.setCapabilities(true, true, true, true, false);
        const Run none = run(args, prompt);
        m_server.setCapabilities(true, true, true, true, true);
        QCOMPARE(none.exitCode, 0);
        const auto k = nlohmann::json::parse(none.out.toStdString());
        QVERIFY(k.at("tiers_run").empty());
        const QString why = QString::fromStdString(k.at("tiers_skipped").at(0).at("why").get<std::string>());
        QVERIFY2(why.startsWith(QStringLiteral("not available for hr: the endpoint offers no token log-probabilities "
                                               "(unsupported: ")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("POST http://127.0.0.1:%1/").arg(m_server.port())), qPrintable(why));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("err");
        const QString usage = kUsageLine;
        QTest::newRow("no prompt") << QStringList {QStringLiteral("lint")} << QByteArray()
                                   << QStringLiteral("no PROMPT: give a prompt file, or - for standard input\n") + usage;
        QTest::newRow("two prompts") << QStringList {QStringLiteral("lint"), QStringLiteral("a.md"), QStringLiteral("b.md")}
                                     << QByteArray() << QStringLiteral("one PROMPT at a time, not 2\n") + usage;
        QTest::newRow("unknown option") << QStringList {QStringLiteral("lint"), QStringLiteral("a.md"), QStringLiteral("--fast")}
                                        << QByteArray() << QStringLiteral("unknown option \"--fast\"\n") + usage;
        QTest::newRow("tiers 5") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers"),
                                                 QStringLiteral("1,5")}
                                 << QByteArray("x")
                                 << QStringLiteral("--tiers takes tier numbers from 1 to 4, each once, separated by commas (like "
                                                   "1,2,3), not \"1,5\"\n")
                + usage;
        QTest::newRow("tiers word") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers=all")}
                                    << QByteArray("x")
                                    << QStringLiteral("--tiers takes tier numbers from 1 to 4, each once, separated by commas "
                                                      "(like 1,2,3), not \"all\"\n")
                + usage;
        QTest::newRow("tiers twice") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers"),
                                                     QStringLiteral("3,3")}
                                     << QByteArray("x")
                                     << QStringLiteral("--tiers takes tier numbers from 1 to 4, each once, separated by commas "
                                                       "(like 1,2,3), not \"3,3\"\n")
                + usage;
        QTest::newRow("tiers no value") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--tiers")}
                                        << QByteArray("x") << QStringLiteral("--tiers needs a value\n") + usage;
        QTest::newRow("language") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--lang"),
                                                  QStringLiteral("de")}
                                  << QByteArray("x")
                                  << QStringLiteral("unknown language \"de\"; expected one of: en, ru, hr, bs\n") + usage;
        QTest::newRow("fail-above 2") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--fail-above"),
                                                      QStringLiteral("2")}
                                      << QByteArray("x")
                                      << QStringLiteral("--fail-above must be a number from 0 to 1, not \"2\"\n") + usage;
        QTest::newRow("fail-above twice") << QStringList {QStringLiteral("lint"), QStringLiteral("-"),
                                                          QStringLiteral("--fail-above=0.5"), QStringLiteral("--fail-above=0.6")}
                                          << QByteArray("x") << QStringLiteral("--fail-above is given twice\n") + usage;
        QTest::newRow("unreadable") << QStringList {QStringLiteral("lint"), QStringLiteral("no-such-prompt.md")} << QByteArray()
                                    << QStringLiteral("no-such-prompt.md:1:1: cannot read the file: No such file or directory\n");
        // "Ask for the name.\n" is 18 bytes: the bad byte is at offset 22, line 2, column 5
        QTest::newRow("invalid UTF-8") << QStringList {QStringLiteral("lint"), QStringLiteral("-")}
                                       << QByteArray("Ask for the name.\nBad \xff byte.\n")
                                       << QStringLiteral(
                                              "<stdin>:2:5: the prompt is not valid UTF-8 (byte 0xff at byte offset 22)\n");
        QTest::newRow("truncated UTF-8") << QStringList {QStringLiteral("lint"), QStringLiteral("-")}
                                         << QByteArray("Ask for the \xd0")
                                         << QStringLiteral(
                                                "<stdin>:1:13: the prompt is not valid UTF-8 (byte 0xd0 at byte offset 12)\n");
        QTest::newRow("no profile") << QStringList {QStringLiteral("lint"), QStringLiteral("-"), QStringLiteral("--provider"),
                                                    QStringLiteral("no-such-profile.json")}
                                    << QByteArray("x") << QStringLiteral("no-such-profile.json:1:1: no such profile file\n");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QString, err);
        const Run r = run(args, input, m_dir.path());
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(QString::fromUtf8(r.err), err);
    }
};

QTEST_GUILESS_MAIN(TestCliLint)
#include "tst_cli_lint.moc"
