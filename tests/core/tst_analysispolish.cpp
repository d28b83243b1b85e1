// `compare --polish` (core/compare/analysispolish): the number check written
// out by hand on small texts, and polishAnalysis() against the local
// OpenAI-compatible test server — a rewrite that keeps to the analysis's
// numbers is used, one with an invented number is not (the plain text is
// kept, the number named), and a failed request keeps the plain text too.
#include "core/compare/analysispolish.h"
#include "core/compare/comparison.h"
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;

namespace {

// A short analysis in the shape writeAnalysis() gives.
const char *const kPlain = "## Analysis\n\n"
                           "Runs compared under rubric `v2@1a2b`: `run-a` (agent-a), `run-b` (agent-b). The first run is "
                           "the baseline.\n"
                           "Scenarios: 12 in all, 10 scored in every run, 2 incomparable (some run has no score there).\n\n"
                           "### `run-b` (agent-b) against `run-a` (agent-a)\n\n"
                           "- Composite mean 71.25 → 64.50 (-6.75), over 10 → 9 scored conversations.\n"
                           "- Probe conformance (same wording): `p1` 45.00% (9 of 20) → 60.00% (12 of 20).\n";

std::unique_ptr<OpenAiProvider> providerFor(const OpenAiTestServer &server)
{
    Profile p;
    p.id = QStringLiteral("polish");
    p.name = QStringLiteral("polish");
    p.baseUrl = server.baseUrl().toString();
    p.model = QStringLiteral("test-model");
    p.timeoutMs = 5000;
    p.concurrency = 1;
    auto provider = std::make_unique<OpenAiProvider>(p, QByteArrayLiteral("sk-polish"));
    provider->setRetryPolicy({2, 5, 20}); // fast backoff: the count matters, not the wait
    return provider;
}

QStringList texts(const std::vector<NumberToken> &tokens)
{
    QStringList out;
    for (const NumberToken &t : tokens)
        out << t.text;
    return out;
}

} // namespace

class TestAnalysisPolish : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    void init() { m_server.reset(); }

    void numberTokens_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<QList<bool>>("percents");
        QTest::newRow("integers and decimals")
            << QStringLiteral("mean 71.25 over 10 conversations") << QStringList {QStringLiteral("71.25"), QStringLiteral("10")}
            << QList<double> {71.25, 10} << QList<bool> {false, false};
        // The sign is not part of the number; a sentence's full stop is not a decimal point.
        QTest::newRow("signs and full stops")
            << QStringLiteral("moved -6.75, then +0.40.") << QStringList {QStringLiteral("6.75"), QStringLiteral("0.40")}
            << QList<double> {6.75, 0.4} << QList<bool> {false, false};
        QTest::newRow("percentages") << QStringLiteral("45.00% then 60 % and 7")
                                     << QStringList {QStringLiteral("45.00%"), QStringLiteral("60 %"), QStringLiteral("7")}
                                     << QList<double> {45, 60, 7} << QList<bool> {true, true, false};
        // Groups of three digits after a comma are one number; "0,40" is two.
        QTest::newRow("thousands") << QStringLiteral("10,000 scenarios, 0,40 and 1,234,567")
                                   << QStringList {QStringLiteral("10,000"), QStringLiteral("0"), QStringLiteral("40"),
                                                   QStringLiteral("1,234,567")}
                                   << QList<double> {10000, 0, 40, 1234567} << QList<bool> {false, false, false, false};
        // Digits inside identifiers and ordinal suffixes count; number words do too.
        QTest::newRow("identifiers and words")
            << QStringLiteral("`run-bench-7` is third, 2nd twice; Three")
            << QStringList {QStringLiteral("7"), QStringLiteral("third"), QStringLiteral("2"), QStringLiteral("twice"),
                            QStringLiteral("three")}
            << QList<double> {7, 3, 2, 2, 3} << QList<bool> {false, false, false, false, false};
        QTest::newRow("none") << QStringLiteral("no numbers here, only words like none and both") << QStringList {}
                              << QList<double> {} << QList<bool> {};
        // Other digits than ASCII are read by their value: "٤٥" is 45.
        QTest::newRow("arabic-indic digits")
            << QString::fromUtf8("\u0664\u0665") << QStringList {QString::fromUtf8("\u0664\u0665")} << QList<double> {45}
            << QList<bool> {false};
    }

    void numberTokens()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        QFETCH(QList<double>, values);
        QFETCH(QList<bool>, percents);
        const std::vector<NumberToken> found = Polygon::numberTokens(text);
        QCOMPARE(texts(found), tokens);
        for (qsizetype i = 0; i < values.size(); ++i) {
            QCOMPARE(found.at(size_t(i)).value, values.at(i));
            QCOMPARE(found.at(size_t(i)).percent, percents.at(i));
        }
    }

    void numbersIndependentOfLocale()
    {
        // A German locale writes 71,25; the check reads '.' as the decimal point whatever the locale.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const std::vector<NumberToken> found = Polygon::numberTokens(QStringLiteral("71.25"));
        QLocale::setDefault(before);
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found.front().value, 71.25);
    }

    void inventedNumber_data()
    {
        QTest::addColumn<QString>("rewrite");
        QTest::addColumn<QString>("invented");
        const QString none;
        QTest::newRow("same numbers") << QStringLiteral("`run-b` fell from 71.25 to 64.50 (-6.75) over 10 and 9 scored "
                                                        "conversations; 2 of 12 scenarios are incomparable.")
                                      << none;
        QTest::newRow("fewer numbers") << QStringLiteral("`run-b` scored lower than `run-a`.") << none;
        // 64.5 is the value written 64.50; a drop "by 6.75" is the summary's -6.75.
        QTest::newRow("same value, other digits") << QStringLiteral("It dropped by 6.75 to 64.5.") << none;
        QTest::newRow("invented difference") << QStringLiteral("The mean fell by 6.8 points.") << QStringLiteral("6.8");
        QTest::newRow("rounded") << QStringLiteral("A mean of 71 against 64.50.") << QStringLiteral("71");
        // 45 is in the summary only as a percentage, 20 only as a count.
        QTest::newRow("count as a percentage") << QStringLiteral("Conformance rose to 20%.") << QStringLiteral("20%");
        QTest::newRow("percentage as a count") << QStringLiteral("45 conversations conformed.") << QStringLiteral("45");
        QTest::newRow("percentage kept") << QStringLiteral("Conformance rose from 45% to 60.00%.") << none;
        // "first" is in the summary ("The first run"), "three" is not.
        QTest::newRow("ordinal word in the summary") << QStringLiteral("The first run is the baseline.") << none;
        QTest::newRow("number word not in it") << QStringLiteral("Three scenarios stand out.") << QStringLiteral("three");
        QTest::newRow("twice") << QStringLiteral("`run-b` failed twice as often.") << QStringLiteral("twice");
        QTest::newRow("thousands not in it") << QStringLiteral("Over 1,000 calls.") << QStringLiteral("1,000");
    }

    void inventedNumber()
    {
        QFETCH(QString, rewrite);
        QFETCH(QString, invented);
        QCOMPARE(Polygon::inventedNumber(QString::fromUtf8(kPlain), rewrite), invented);
    }

    void acceptedRewrite()
    {
        const QString rewrite = QStringLiteral("## Analysis\n\n`run-b` (agent-b) does worse than the baseline `run-a`: "
                                               "its composite mean fell from 71.25 to 64.50 (-6.75).");
        m_server.queueChatReply({{"content", rewrite.toStdString()}});
        auto provider = providerFor(m_server);
        const PolishOutcome outcome = polishAnalysis(*provider, QString::fromUtf8(kPlain));
        QVERIFY2(outcome.polished, qPrintable(outcome.rejected));
        QCOMPARE(outcome.rejected, QString());
        QCOMPARE(outcome.text, rewrite + QLatin1Char('\n'));
        // One request, the analysis sent verbatim as the user's message after the instructions.
        const auto requests = m_server.chatRequests();
        QCOMPARE(requests.size(), 1);
        const auto &messages = requests.first()["messages"];
        QCOMPARE(messages.size(), size_t(2));
        QCOMPARE(messages[0]["role"].get<std::string>(), std::string("system"));
        QVERIFY(QString::fromStdString(messages[0]["content"].get<std::string>()).contains(QStringLiteral("copy every number")));
        QCOMPARE(messages[1]["role"].get<std::string>(), std::string("user"));
        QCOMPARE(QString::fromStdString(messages[1]["content"].get<std::string>()), QString::fromUtf8(kPlain));
    }

    void inventedNumberRejected()
    {
        m_server.queueChatReply({{"content", "`run-b` is about 10% worse: its mean fell from 71.25 to 64.50."}});
        auto provider = providerFor(m_server);
        const PolishOutcome outcome = polishAnalysis(*provider, QString::fromUtf8(kPlain));
        QVERIFY(!outcome.polished);
        QCOMPARE(outcome.text, QString::fromUtf8(kPlain));
        QVERIFY2(outcome.rejected.contains(QStringLiteral("\"10%\"")), qPrintable(outcome.rejected));
    }

    void emptyReplyRejected()
    {
        m_server.queueChatReply({{"content", "   \n"}});
        auto provider = providerFor(m_server);
        const PolishOutcome outcome = polishAnalysis(*provider, QString::fromUtf8(kPlain));
        QVERIFY(!outcome.polished);
        QCOMPARE(outcome.text, QString::fromUtf8(kPlain));
        QVERIFY2(outcome.rejected.contains(QStringLiteral("no text")), qPrintable(outcome.rejected));
    }

    void providerErrors_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("named");
        // 429 on the first try and both retries (retry policy {2, …}): three requests, then an error.
        QTest::newRow("rate limited") << int(Fault::Kind::RateLimited) << 3 << QStringLiteral("rate_limited");
        QTest::newRow("unauthorized") << int(Fault::Kind::Unauthorized) << 1 << QStringLiteral("unauthorized");
        QTest::newRow("garbage") << int(Fault::Kind::InvalidJson) << 1 << QStringLiteral("chat/completions");
    }

    void providerErrors()
    {
        QFETCH(int, kind);
        QFETCH(int, count);
        QFETCH(QString, named);
        Fault fault;
        fault.kind = Fault::Kind(kind);
        fault.count = count;
        m_server.queueFault(fault);
        m_server.queueChatReply({{"content", "never asked for: 99 scenarios"}});
        auto provider = providerFor(m_server);
        const PolishOutcome outcome = polishAnalysis(*provider, QString::fromUtf8(kPlain));
        QVERIFY(!outcome.polished);
        QCOMPARE(outcome.text, QString::fromUtf8(kPlain));
        QVERIFY2(outcome.rejected.startsWith(QStringLiteral("the request failed: ")), qPrintable(outcome.rejected));
        QVERIFY2(outcome.rejected.contains(named), qPrintable(outcome.rejected));
    }

    void timeout()
    {
        Fault stall;
        stall.kind = Fault::Kind::Stall;
        stall.count = 3;
        m_server.queueFault(stall);
        Profile p;
        p.id = QStringLiteral("slow");
        p.baseUrl = m_server.baseUrl().toString();
        p.model = QStringLiteral("test-model");
        p.timeoutMs = 300;
        OpenAiProvider provider(p, QByteArrayLiteral("sk-polish"));
        provider.setRetryPolicy({0, 5, 20});
        const PolishOutcome outcome = polishAnalysis(provider, QString::fromUtf8(kPlain));
        QVERIFY(!outcome.polished);
        QCOMPARE(outcome.text, QString::fromUtf8(kPlain));
        QVERIFY2(outcome.rejected.contains(QStringLiteral("timeout")), qPrintable(outcome.rejected));
    }

    void comparisonRecordsThePolish()
    {
        Comparison c;
        c.analysis = QString::fromUtf8(kPlain);
        m_server.queueChatReply({{"content", "Scenarios: 12, of which 2 are incomparable."}});
        auto provider = providerFor(m_server);
        polishComparison(c, *provider);
        QVERIFY(c.polish.asked);
        QVERIFY(c.polish.used);
        QCOMPARE(c.analysis, QStringLiteral("Scenarios: 12, of which 2 are incomparable.\n"));
        QCOMPARE(c.polish.plain, QString::fromUtf8(kPlain));
        Json j = comparisonToJson(c);
        QCOMPARE(j["analysis_polished"].get<bool>(), true);
        QVERIFY(j["polish_rejected"].is_null());
        QCOMPARE(QString::fromStdString(j["analysis_plain"].get<std::string>()), QString::fromUtf8(kPlain));

        Comparison d;
        d.analysis = QString::fromUtf8(kPlain);
        m_server.queueChatReply({{"content", "Scenarios: 13."}});
        polishComparison(d, *provider);
        QVERIFY(d.polish.asked);
        QVERIFY(!d.polish.used);
        QCOMPARE(d.analysis, QString::fromUtf8(kPlain));
        j = comparisonToJson(d);
        QCOMPARE(j["analysis_polished"].get<bool>(), false);
        QVERIFY(QString::fromStdString(j["polish_rejected"].get<std::string>()).contains(QStringLiteral("\"13\"")));
        QCOMPARE(QString::fromStdString(j["analysis"].get<std::string>()), QString::fromUtf8(kPlain));

        // Without --polish the JSON has none of these fields.
        Comparison plain;
        plain.analysis = QString::fromUtf8(kPlain);
        const Json k = comparisonToJson(plain);
        QVERIFY(!k.contains("analysis_polished"));
        QVERIFY(!k.contains("polish_rejected"));
        QVERIFY(!k.contains("analysis_plain"));
    }
};

QTEST_GUILESS_MAIN(TestAnalysisPolish)
#include "tst_analysispolish.moc"
