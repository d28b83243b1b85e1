// Lint::LintSession: the tier sequence under the CLI and the editor. Stale
// generations are dropped, never emitted (two starts, cancel, a start while
// the endpoint answers); the analyzer is kept across runs (an edit re-reads
// one rule); the endpoint steps against the local OpenAI-compatible test
// server: embeddings for tier 3 (and the notice when they fail), tier 2
// log-probs when the offline tier 2 skips, tier 4's findings, and a 429 that
// leaves tier 4 skipped with the reason.
#include "core/lint/lintsession.h"
#include "core/lint/promptanalyzer.h"
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Lint;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;
using Json = nlohmann::ordered_json;

namespace {

// A must/never conflict (tier 1) and a vague phrase.
const QString kConflict = QStringLiteral("# Booking assistant\n"
                                         "\n"
                                         "- Always send an SMS to confirm the booking.\n"
                                         "- Answer questions about the menu as appropriate.\n"
                                         "- Never send SMS messages.\n");
// The same without the conflict.
const QString kCalm = QStringLiteral("# Booking assistant\n"
                                     "\n"
                                     "- Always send an SMS to confirm the booking.\n"
                                     "- Answer questions about the menu as appropriate.\n"
                                     "- Keep the call short.\n");

// Paraphrases for tier 3 and enough rules for the endpoint's statistics.
const QString kRules = QStringLiteral("# Taking a booking\n"
                                      "- Ask for the date and the time of the visit.\n"
                                      "- Ask how many guests are coming.\n"
                                      "- Confirm the booking by repeating the date, time and name.\n"
                                      "# Payments\n"
                                      "- Tell callers that groups of eight pay a deposit.\n"
                                      "- Never ask for credit card numbers on the phone.\n"
                                      "- Before you hang up, repeat the date, the time and the name back to the caller.\n");

// A prompt long enough that its analysis is still running when the next start comes.
QString longPrompt()
{
    QString text;
    for (int s = 0; s < 60; ++s) {
        text += QStringLiteral("# Section %1\n").arg(s);
        for (int r = 0; r < 8; ++r)
            text += QStringLiteral("- Always confirm booking number %1 of table %2 before the call ends, if needed.\n")
                        .arg(s * 8 + r)
                        .arg(r);
    }
    return text;
}

int count(const QList<Span> &spans, Axis axis, int tier = 0)
{
    return int(std::count_if(spans.begin(), spans.end(),
                             [&](const Span &s) { return s.axis == axis && (tier == 0 || s.tier == tier); }));
}

std::optional<QString> skipReason(const LintResult &result, int tier)
{
    for (const TierSkip &s : result.tiersSkipped)
        if (s.tier == tier)
            return s.why;
    return std::nullopt;
}

LintResult finishedResult(const QSignalSpy &spy, qsizetype i = 0)
{
    return spy.at(i).at(1).value<LintResult>();
}

} // namespace

class TestLintSession : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

    std::unique_ptr<OpenAiProvider> provider()
    {
        Profile p;
        p.id = QStringLiteral("lint");
        p.name = QStringLiteral("lint");
        p.baseUrl = m_server.baseUrl().toString();
        p.model = QStringLiteral("test-model");
        p.timeoutMs = 5000;
        auto provider = std::make_unique<OpenAiProvider>(p, QByteArray());
        provider->setRetryPolicy({0, 5, 20}); // a 429 is final
        return provider;
    }

    static LintSessionConfig offline(const QList<int> &tiers)
    {
        LintSessionConfig config;
        config.tiers = tiers;
        return config;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    void init()
    {
        m_server.reset();
        m_server.setLatencyMs(0);
        m_server.setCapabilities(true, true, true, true, true);
    }

    void generationsCount()
    {
        LintSession session;
        session.setConfig(offline({1, 3}));
        QSignalSpy finished(&session, &LintSession::finished);
        QSignalSpy progress(&session, &LintSession::progress);
        QCOMPARE(session.start(kConflict), quint64(1));
        QCOMPARE(session.start(kCalm), quint64(2));
        QCOMPARE(session.generation(), quint64(2));
        QVERIFY(session.isRunning());
        // Nothing is emitted before start() returns.
        QCOMPARE(progress.size(), 0);
        QCOMPARE(finished.size(), 0);

        QVERIFY(finished.wait(20000));
        QTest::qWait(300); // the first text's result, if it were computed, would have come by now
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<quint64>(), quint64(2));
        const LintResult result = finishedResult(finished);
        QCOMPARE(count(result.spans, Axis::Conflict), 0); // kCalm's, not kConflict's
        QCOMPARE(count(result.spans, Axis::Ambiguity), 1);
        QCOMPARE(result.tiersRun, QList<int>({1, 3}));
        // The first generation never even started a step.
        for (const QList<QVariant> &p : std::as_const(progress))
            QCOMPARE(p.first().value<quint64>(), quint64(2));
        QVERIFY(!session.isRunning());
    }

    void staleWhileAnalysing()
    {
        LintSession session;
        session.setConfig(offline({1, 2, 3}));
        QSignalSpy finished(&session, &LintSession::finished);
        QSignalSpy progress(&session, &LintSession::progress);
        const quint64 first = session.start(longPrompt());
        // The offline analysis of the first text has been handed to the worker...
        QVERIFY(progress.wait(10000));
        QCOMPARE(progress.first().first().value<quint64>(), first);
        QCOMPARE(progress.first().at(1).toInt(), 1);
        // ...and is superseded while it runs or waits.
        const quint64 second = session.start(kConflict);
        QCOMPARE(second, first + 1);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QTest::qWait(500);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<quint64>(), second);
        QCOMPARE(count(finishedResult(finished).spans, Axis::Conflict), 1);
        QCOMPARE(session.stats().rules, 3);
    }

    void cancelEmitsNothing()
    {
        LintSession session;
        session.setConfig(offline({1, 3}));
        QSignalSpy finished(&session, &LintSession::finished);
        QSignalSpy progress(&session, &LintSession::progress);
        QSignalSpy notice(&session, &LintSession::notice);

        // Cancelled before the first step.
        session.start(kConflict);
        session.cancel();
        QVERIFY(!session.isRunning());
        QTest::qWait(300);
        QCOMPARE(progress.size(), 0);
        QCOMPARE(finished.size(), 0);

        // Cancelled while the worker analyses.
        session.start(longPrompt());
        QVERIFY(progress.wait(10000));
        session.cancel();
        QTest::qWait(1000);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(notice.size(), 0);

        // The session is still usable, and counts on.
        const quint64 next = session.start(kCalm);
        QCOMPARE(next, quint64(5)); // two starts and two cancels before it
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<quint64>(), next);
    }

    void blockingRun()
    {
        LintSession session;
        session.setConfig(offline({1, 3}));
        const std::optional<LintResult> result = session.run(kConflict);
        QVERIFY(result);
        QCOMPARE(count(result->spans, Axis::Conflict), 1);
        QCOMPARE(session.generation(), quint64(1));

        // Cancelled from a slot while it waits: run() returns nothing.
        connect(&session, &LintSession::progress, &session, &LintSession::cancel);
        QSignalSpy finished(&session, &LintSession::finished);
        QVERIFY(!session.run(kCalm));
        QCOMPARE(finished.size(), 0);
    }

    void incremental()
    {
        LintSession session;
        session.setConfig(offline({1, 3}));
        const QString before = kRules;
        QVERIFY(session.run(before));
        QCOMPARE(session.stats().rules, 6);
        QCOMPARE(session.stats().rulesAnalysed, 6);

        // One rule edited: only it is read again, and the result is that of a fresh analysis.
        QString after = before;
        after.replace(QStringLiteral("how many guests"), QStringLiteral("how many people"));
        const std::optional<LintResult> result = session.run(after);
        QVERIFY(result);
        QCOMPARE(session.stats().rules, 6);
        QCOMPARE(session.stats().rulesAnalysed, 1);
        QCOMPARE(session.stats().totalRulesAnalysed, qint64(7));

        PromptAnalyzer fresh;
        fresh.setTiers({1, 3});
        const LintResult expected = fresh.analyse(after);
        QCOMPARE(result->spans, expected.spans);
        QCOMPARE(result->axes, expected.axes);
        QCOMPARE(result->tiersRun, expected.tiersRun);

        // The same text again: nothing is read again.
        QVERIFY(session.run(after));
        QCOMPARE(session.stats().rulesAnalysed, 0);
    }

    void offlineTier2WithoutProvider()
    {
        // Croatian: the offline tier 2 skips, and without an endpoint it stays skipped.
        LintSession session;
        session.setConfig(offline({1, 2, 3}));
        const std::optional<LintResult> result
            = session.run(QStringLiteral("Uvijek pozdravite gosta ljubazno.\nNikada ne obećavajte stol bez provjere.\n"));
        QVERIFY(result);
        QCOMPARE(result->language, QStringLiteral("hr"));
        const auto why = skipReason(*result, 2);
        QVERIFY(why);
        QVERIFY2(why->startsWith(QStringLiteral("not available for hr")), qPrintable(*why));
        QCOMPARE(m_server.requestCount(), 0);
    }

    void endpointEmbeddings()
    {
        auto p = provider();
        LintSessionConfig config = offline({3});
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        QSignalSpy notice(&session, &LintSession::notice);
        QSignalSpy progress(&session, &LintSession::progress);
        const std::optional<LintResult> result = session.run(kRules);
        QVERIFY(result);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/embeddings")), 1);
        QVERIFY(session.stats().embeddingsUsed);
        QCOMPARE(notice.size(), 0);
        QCOMPARE(result->tiersRun, QList<int>({3}));
        // Embeddings first, then the offline analysis.
        QCOMPARE(progress.size(), 2);
        QCOMPARE(progress.at(0).at(1).toInt(), 3);
        QCOMPARE(progress.at(1).at(1).toInt(), 1);

        // The next run without them does not reuse the old vectors.
        session.setConfig(offline({3}));
        QVERIFY(session.run(kRules));
        QVERIFY(!session.stats().embeddingsUsed);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/embeddings")), 1);
    }

    void embeddingsFail()
    {
        m_server.setCapabilities(true, true, true, false, true);
        auto p = provider();
        LintSessionConfig config = offline({3});
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        QSignalSpy notice(&session, &LintSession::notice);
        const std::optional<LintResult> result = session.run(kRules);
        QVERIFY(result);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/embeddings")), 1);
        QVERIFY(!session.stats().embeddingsUsed);

        QCOMPARE(notice.size(), 1);
        QCOMPARE(notice.first().first().value<quint64>(), session.generation());
        const QString message = notice.first().at(1).toString();
        QVERIFY2(message.startsWith(QStringLiteral("tier 3: the endpoint's embeddings failed (")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("POST http://127.0.0.1:%1/v1/embeddings").arg(m_server.port())),
                 qPrintable(message));
        QVERIFY2(message.endsWith(QStringLiteral("); using offline n-gram vectors")), qPrintable(message));

        // The offline n-grams: the same result as without an endpoint.
        PromptAnalyzer fresh;
        fresh.setTiers({3});
        const LintResult expected = fresh.analyse(kRules);
        QCOMPARE(result->spans, expected.spans);
        QCOMPARE(result->tiersRun, QList<int>({3}));
    }

    void endpointLogProbs()
    {
        // Croatian has no offline model: tier 2 goes to the endpoint (tst_cli_lint
        // has the figures: one unknown word at offset 84).
        const QString prompt = QStringLiteral("Uvijek pozdravite gosta ljubazno.\n"
                                              "Pitajte za datum, vrijeme i broj osoba.\n"
                                              "Potvrdite rezervacjiu prije kraja razgovora.\n"
                                              "Nikada ne obećavajte stol bez provjere.\n");
        auto p = provider();
        LintSessionConfig config = offline({2});
        config.language = QStringLiteral("hr");
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        const std::optional<LintResult> result = session.run(prompt);
        QVERIFY(result);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/completions")), 1);
        QCOMPARE(result->tiersRun, QList<int>({2}));
        QVERIFY(result->tiersSkipped.isEmpty());
        QCOMPARE(result->spans.size(), 1);
        QCOMPARE(result->spans.first().tier, 2);
        QCOMPARE(result->spans.first().range.start, qsizetype(84));

        // English runs offline: no request.
        m_server.reset();
        config.language = QStringLiteral("en");
        session.setConfig(config);
        QVERIFY(session.run(kCalm));
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/completions")), 0);
    }

    void judgeFindings()
    {
        const Json review
            = {{"axes",
                {{"overload", 0.1}, {"attention_dilution", 0.0}, {"conflict", 0.8}, {"ambiguity", 0.3}, {"redundancy", 0.0}}},
               {"findings",
                {{{"axis", "conflict"},
                  {"quote", "Never send SMS messages."},
                  {"explanation", "It contradicts the first rule."},
                  {"severity", "error"},
                  {"related_quote", "Always send an SMS to confirm the booking."}},
                 {{"axis", "ambiguity"},
                  {"quote", "Offer a free dessert."},
                  {"explanation", "Not in the prompt."},
                  {"severity", "warning"},
                  {"related_quote", nullptr}}}}};
        m_server.queueChatReply({{"content", review.dump()}});
        auto p = provider();
        LintSessionConfig config = offline({1, 4});
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        QSignalSpy notice(&session, &LintSession::notice);
        QSignalSpy progress(&session, &LintSession::progress);
        const std::optional<LintResult> result = session.run(kConflict);
        QVERIFY(result);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 1);
        QCOMPARE(result->tiersRun, QList<int>({1, 4}));
        QVERIFY(!skipReason(*result, 4));
        QCOMPARE(count(result->spans, Axis::Conflict, 4), 1);
        QCOMPARE(count(result->spans, Axis::Conflict, 1), 1); // tier 1 agrees
        const auto judged = std::find_if(result->spans.begin(), result->spans.end(), [](const Span &s) { return s.tier == 4; });
        QCOMPARE(judged->range.start, kConflict.indexOf(QLatin1String("Never send SMS messages.")));
        QVERIFY(judged->related);
        QCOMPARE(judged->related->start, kConflict.indexOf(QLatin1String("Always send an SMS")));
        // Both conflict findings count: 1 − (1 − 0.5)(1 − 0.5).
        QCOMPARE(result->axis(Axis::Conflict), 0.75);
        // The finding whose quote is not in the prompt is dropped, and said so.
        QCOMPARE(notice.size(), 1);
        const QString message = notice.first().at(1).toString();
        QVERIFY2(message.startsWith(QStringLiteral("tier 4: ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("Offer a free dessert.")), qPrintable(message));
        QCOMPARE(progress.last().at(1).toInt(), 4);
    }

    void judgeRateLimited()
    {
        Fault f;
        f.kind = Fault::Kind::RateLimited;
        m_server.queueFault(f);
        auto p = provider();
        LintSessionConfig config = offline({1, 4});
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        QSignalSpy notice(&session, &LintSession::notice);
        const std::optional<LintResult> result = session.run(kConflict);
        QVERIFY(result);
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 1);
        QCOMPARE(result->tiersRun, QList<int>({1}));
        const auto why = skipReason(*result, 4);
        QVERIFY(why);
        QVERIFY2(why->startsWith(QStringLiteral("rate_limited: ")), qPrintable(*why));
        QVERIFY2(why->endsWith(QStringLiteral("(POST http://127.0.0.1:%1/v1/chat/completions)").arg(m_server.port())),
                 qPrintable(*why));
        QCOMPARE(notice.size(), 0);
        // Tier 1 is unaffected.
        QCOMPARE(count(result->spans, Axis::Conflict, 1), 1);
        QCOMPARE(count(result->spans, Axis::Conflict, 4), 0);
    }

    void judgeWithoutProvider()
    {
        LintSession session;
        session.setConfig(offline({1, 4}));
        std::optional<LintResult> result = session.run(kCalm);
        QVERIFY(result);
        QCOMPARE(result->tiersRun, QList<int>({1}));
        QCOMPARE(skipReason(*result, 4), std::optional<QString>(QStringLiteral("no judge profile configured")));

        LintSessionConfig config = offline({1, 4});
        config.noJudgeReason = QStringLiteral("no API key for the judge: none set");
        session.setConfig(config);
        result = session.run(kCalm);
        QVERIFY(result);
        QCOMPARE(skipReason(*result, 4), std::optional<QString>(QStringLiteral("no API key for the judge: none set")));
    }

    void staleWhileTheJudgeAnswers()
    {
        m_server.setLatencyMs(300);
        m_server.queueChatReply({{"content", Json {{"findings", Json::array()}}.dump()}});
        m_server.queueChatReply({{"content", Json {{"findings", Json::array()}}.dump()}});
        auto p = provider();
        LintSessionConfig config = offline({1, 4});
        config.provider = p.get();
        LintSession session;
        session.setConfig(config);
        QSignalSpy finished(&session, &LintSession::finished);
        QSignalSpy progress(&session, &LintSession::progress);
        const quint64 first = session.start(kConflict);
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(1).toInt() == 4, 10000);
        QCOMPARE(progress.last().first().value<quint64>(), first);
        const quint64 second = session.start(kCalm);
        QVERIFY(finished.wait(10000));
        QTest::qWait(600); // the first request's answer has come and gone
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().value<quint64>(), second);
        QCOMPARE(count(finishedResult(finished).spans, Axis::Conflict), 0);
        QCOMPARE(finishedResult(finished).tiersRun, QList<int>({1, 4}));
    }
};

QTEST_GUILESS_MAIN(TestLintSession)
#include "tst_lintsession.moc"
