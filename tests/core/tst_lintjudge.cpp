// Lint tier 4, the judge, against the local OpenAI-compatible test server:
// what is sent (schema, temperature 0), quotes placed exactly or tolerantly
// and never guessed (hand-counted offsets), dropped findings counted and
// reported, and every failure a sentence naming the request.
#include "core/lint/lintjudge.h"
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Polygon;
using namespace Polygon::Lint;
using Polygon::Test::OpenAiTestServer;
using Fault = OpenAiTestServer::Fault;

namespace {

// Offsets (UTF-16) counted by hand:
//   0  "You answer calls for Bella Vista.\n"                          34 characters
//   34 "Always confirm the booking before you end the call.\n"        51 + 1
//   86 "Never confirm a booking without a phone number.\n"            47 + 1
//   134 "Keep  answers   short.\n"                                    22 + 1
//   157 "Handle complaints as usual.\n"                               27 + 1   (185 in all)
const QString Prompt = QStringLiteral("You answer calls for Bella Vista.\n"
                                      "Always confirm the booking before you end the call.\n"
                                      "Never confirm a booking without a phone number.\n"
                                      "Keep  answers   short.\n"
                                      "Handle complaints as usual.\n");

Profile profileFor(const OpenAiTestServer &server, int timeoutMs = 5000)
{
    Profile p;
    p.id = QStringLiteral("judge");
    p.name = QStringLiteral("judge");
    p.baseUrl = server.baseUrl().toString();
    p.model = QStringLiteral("test-model");
    p.timeoutMs = timeoutMs;
    p.temperature = 0.7; // the judge overrides it
    return p;
}

Json finding(const char *axis, const char *quote, const char *severity, const Json &related = nullptr)
{
    return {{"axis", axis},
            {"quote", quote},
            {"explanation", std::string("Because of ") + quote + "."},
            {"severity", severity},
            {"related_quote", related}};
}

Json review()
{
    return {
        {"axes", {{"overload", 0.1}, {"attention_dilution", 0.0}, {"conflict", 0.8}, {"ambiguity", 0.5}, {"redundancy", 0.2}}},
        {"findings",
         {finding("conflict", "Always confirm the booking before you end the call.", "error",
                  "Never confirm a booking without a phone number."),
          finding("ambiguity", "handle complaints AS USUAL", "warning"),
          finding("ambiguity", "\u201CKeep answers short.\u201D", "info"),
          finding("redundancy", "The caller must be polite.", "warning"),
          finding("overload", "Always confirm \u2026 end the call", "info"), finding("clarity", "Bella Vista", "warning"),
          finding("redundancy", "Never confirm a booking", "warning", "Do not confirm bookings")}}};
}

} // namespace

class TestLintJudge : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;

    std::unique_ptr<OpenAiProvider> provider(int timeoutMs = 5000)
    {
        auto p = std::make_unique<OpenAiProvider>(profileFor(m_server, timeoutMs), QByteArray());
        p->setRetryPolicy({2, 5, 20});
        return p;
    }

    // Runs the judge; the spy that fired is returned through the arguments.
    void run(Provider *p, QList<QVariant> &finished, QList<QVariant> &failed)
    {
        LintJudge judge(p);
        QSignalSpy done(&judge, &LintJudge::finished);
        QSignalSpy error(&judge, &LintJudge::failed);
        judge.start(Prompt, QStringLiteral("en"));
        QVERIFY(judge.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(done.size() + error.size() == 1, 10000);
        QVERIFY(!judge.isRunning());
        if (!done.isEmpty())
            finished = done.first();
        if (!error.isEmpty())
            failed = error.first();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    void init() { m_server.reset(); }

    void findQuote_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("quote");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("start"); // -1: not found
        QTest::addColumn<int>("length");
        const QString t = QStringLiteral("Say “hello”.  Don't   SHOUT. Say hello again.");
        QTest::newRow("exact") << t << QStringLiteral("Don't   SHOUT") << 0 << 14 << 13;
        QTest::newRow("case and spaces") << t << QStringLiteral("don't shout") << 0 << 14 << 13;
        QTest::newRow("typographic apostrophe") << t << QStringLiteral("Don’t shout.") << 0 << 14 << 14;
        QTest::newRow("straight quotes for curly") << t << QStringLiteral("Say \"hello\".") << 0 << 0 << 12;
        QTest::newRow("wrapped in quotes") << t << QStringLiteral("“Say hello again.”") << 0 << 29 << 16;
        QTest::newRow("line break for space")
            << QStringLiteral("Never\nconfirm it") << QStringLiteral("never confirm") << 0 << 0 << 13;
        QTest::newRow("ellipsis") << t << QStringLiteral("Don't … again") << 0 << 14 << 30;
        QTest::newRow("three dots") << t << QStringLiteral("Say... SHOUT") << 0 << 0 << 27;
        QTest::newRow("later occurrence") << t << QStringLiteral("Say") << 1 << 29 << 3;
        QTest::newRow("not there") << t << QStringLiteral("Say goodbye") << 0 << -1 << 0;
        QTest::newRow("parts out of order") << t << QStringLiteral("again … Don't") << 0 << -1 << 0;
        QTest::newRow("empty") << t << QStringLiteral(" “” ") << 0 << -1 << 0;
    }

    void findQuote()
    {
        QFETCH(QString, text);
        QFETCH(QString, quote);
        QFETCH(int, from);
        QFETCH(int, start);
        QFETCH(int, length);
        const auto r = Lint::findQuote(text, quote, from);
        if (start < 0) {
            QVERIFY2(!r, qPrintable(r ? text.mid(r->start, r->length) : QString()));
            return;
        }
        QVERIFY(r);
        QCOMPARE(r->start, start);
        QCOMPARE(r->length, length);
    }

    void whatIsSent()
    {
        const ChatRequest r = LintJudge::request(Prompt, QStringLiteral("hr"));
        QVERIFY(r.temperature);
        QCOMPARE(*r.temperature, 0.0);
        QVERIFY(r.jsonSchema);
        QVERIFY(*r.jsonSchema == LintJudge::schema());
        QCOMPARE(r.messages.size(), 2);
        QVERIFY(r.messages.at(1).content.contains(QStringLiteral("Language of the prompt: hr.")));
        QVERIFY(r.messages.at(1).content.contains(QStringLiteral("<<<PROMPT\n") + Prompt + QStringLiteral("\nPROMPT>>>")));
        const Json schema = LintJudge::schema();
        QCOMPARE(schema["properties"]["findings"]["items"]["properties"]["axis"]["enum"].size(), 5u);
        QCOMPARE(schema["properties"]["findings"]["items"]["required"].size(), 5u); // strict mode: all required

        m_server.queueChatReply({{"content", Json {{"axes", review()["axes"]}, {"findings", Json::array()}}.dump()}});
        auto p = provider();
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY(failed.isEmpty());
        const auto sent = m_server.chatRequests().at(0);
        QCOMPARE(sent["temperature"].get<double>(), 0.0);
        QCOMPARE(sent["response_format"]["type"].get<std::string>(), std::string("json_schema"));
        QVERIFY(sent["response_format"]["json_schema"]["strict"].get<bool>());
        QCOMPARE(sent["messages"][0]["role"].get<std::string>(), std::string("system"));
        const auto result = done.first().value<LintJudgeResult>();
        QVERIFY(result.spans.isEmpty());
        QCOMPARE(result.findings, 0);
    }

    void findingsArePlacedOrDropped()
    {
        m_server.queueChatReply({{"content", review().dump()}, {"usage", {{"prompt_tokens", 400}, {"completion_tokens", 120}}}});
        auto p = provider();
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().toString()));
        const auto r = done.first().value<LintJudgeResult>();
        QCOMPARE(r.findings, 7);
        QCOMPARE(r.unplaced, 1);
        QCOMPARE(r.invalid, 1);
        QCOMPARE(r.unplacedRelated, 1);
        QCOMPARE(r.usage.promptTokens, 400);
        QVERIFY(r.axes);
        QCOMPARE((*r.axes)[std::size_t(Axis::Conflict)], 0.8);
        QCOMPARE((*r.axes)[std::size_t(Axis::Ambiguity)], 0.5);
        QCOMPARE(r.dropped,
                 (QStringList {QStringLiteral("finding 4 dropped: the quote “The caller must be polite.” is not in the prompt"),
                               QStringLiteral("finding 6 dropped: the axis “clarity” is not one of the five"),
                               QStringLiteral("finding 7 kept without its related passage: the quote “Do not confirm bookings” "
                                              "is not in the prompt")}));

        QCOMPARE(r.spans.size(), 5);
        // sorted by start, then axis (overload before conflict)
        const Span &overload = r.spans.at(0);
        QCOMPARE(overload.axis, Axis::Overload);
        QCOMPARE(overload.range, (TextRange {34, 50})); // "Always confirm" … "end the call"
        QCOMPARE(overload.severity, Severity::Info);
        QCOMPARE(overload.tier, 4);
        const Span &conflict = r.spans.at(1);
        QCOMPARE(conflict.axis, Axis::Conflict);
        QCOMPARE(conflict.range, (TextRange {34, 51}));
        QVERIFY(conflict.related);
        QCOMPARE(*conflict.related, (TextRange {86, 47}));
        QCOMPARE(conflict.severity, Severity::Error);
        QCOMPARE(conflict.message, QStringLiteral("Because of Always confirm the booking before you end the call.."));
        const Span &redundancy = r.spans.at(2);
        QCOMPARE(redundancy.axis, Axis::Redundancy);
        QCOMPARE(redundancy.range, (TextRange {86, 23}));
        QVERIFY(!redundancy.related);
        const Span &shortAnswers = r.spans.at(3);
        QCOMPARE(shortAnswers.axis, Axis::Ambiguity);
        QCOMPARE(shortAnswers.range, (TextRange {134, 22})); // "Keep  answers   short." despite the spaces
        const Span &usual = r.spans.at(4);
        QCOMPARE(usual.range, (TextRange {157, 26})); // "Handle complaints as usual" despite the case
        QCOMPARE(usual.severity, Severity::Warning);
    }

    void badAxisScoresAreIgnored()
    {
        LintJudgeResult r;
        QString error;
        const Json reply = {{"axes", {{"overload", 1.5}}}, {"findings", Json::array()}};
        QVERIFY(LintJudge::readReply(reply, Prompt, r, &error));
        QVERIFY(!r.axes);
        QCOMPARE(r.dropped.size(), 1);
        QVERIFY(!LintJudge::readReply(Json::array(), Prompt, r, &error));
        QCOMPARE(error, QStringLiteral("the judge's reply is not a JSON object"));
        const Json notAList = {{"findings", "none"}};
        QVERIFY(!LintJudge::readReply(notAList, Prompt, r, &error));
        QCOMPARE(error, QStringLiteral("the judge's reply has no “findings” list"));
        const Json oddFindings = {{"findings", {42, {{"axis", "conflict"}, {"quote", "Bella"}, {"severity", "fatal"}}}}};
        QVERIFY(LintJudge::readReply(oddFindings, Prompt, r, &error));
        QCOMPARE(r.invalid, 2);
        QCOMPARE(r.dropped,
                 (QStringList {QStringLiteral("finding 1 dropped: not a JSON object"),
                               QStringLiteral("finding 2 dropped: the severity “fatal” is not info, warning or error")}));
    }

    void replyNotJson()
    {
        m_server.queueChatReply({{"content", "The prompt looks fine to me."}});
        auto p = provider();
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY(done.isEmpty());
        QCOMPARE(failed.first().toString(),
                 QStringLiteral("malformed_reply: structured output was asked for, but the reply is not JSON "
                                "(POST http://127.0.0.1:%1/v1/chat/completions)")
                     .arg(m_server.port()));
    }

    void replyNotTheSchema()
    {
        m_server.queueChatReply({{"content", "{\"axes\": {}}"}});
        auto p = provider();
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY(done.isEmpty());
        QCOMPARE(failed.first().toString(),
                 QStringLiteral("malformed_reply: the prompt review does not match its schema: the judge's reply has no "
                                "“findings” list (POST http://127.0.0.1:%1/v1/chat/completions)")
                     .arg(m_server.port()));
    }

    void rateLimited()
    {
        Fault f;
        f.kind = Fault::Kind::RateLimited;
        f.count = 3; // the request and both retries
        m_server.queueFault(f);
        auto p = provider();
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY(done.isEmpty());
        const QString message = failed.first().toString();
        QVERIFY2(message.startsWith(QStringLiteral("rate_limited: ")), qPrintable(message));
        QVERIFY2(message.endsWith(QStringLiteral("(POST http://127.0.0.1:%1/v1/chat/completions)").arg(m_server.port())),
                 qPrintable(message));
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 3);
    }

    void timeout()
    {
        Fault f;
        f.kind = Fault::Kind::Stall;
        f.count = 3;
        m_server.queueFault(f);
        auto p = provider(300);
        p->setRetryPolicy({0, 5, 20});
        QList<QVariant> done, failed;
        run(p.get(), done, failed);
        QVERIFY(done.isEmpty());
        const QString message = failed.first().toString();
        QVERIFY2(message.startsWith(QStringLiteral("timeout: ")), qPrintable(message));
        QVERIFY2(message.endsWith(QStringLiteral("(POST http://127.0.0.1:%1/v1/chat/completions)").arg(m_server.port())),
                 qPrintable(message));
    }

    void noProvider()
    {
        LintJudge judge(nullptr);
        QSignalSpy error(&judge, &LintJudge::failed);
        judge.start(Prompt, QStringLiteral("en"));
        QCOMPARE(error.size(), 1);
        QCOMPARE(error.first().first().toString(), QStringLiteral("no judge profile configured"));
    }

    void cancelled()
    {
        m_server.setLatencyMs(200);
        auto p = provider();
        LintJudge judge(p.get());
        QSignalSpy done(&judge, &LintJudge::finished);
        QSignalSpy error(&judge, &LintJudge::failed);
        judge.start(Prompt, QStringLiteral("en"));
        judge.cancel();
        QVERIFY(!judge.isRunning());
        QTest::qWait(400);
        m_server.setLatencyMs(0);
        QCOMPARE(done.size(), 0);
        QCOMPARE(error.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestLintJudge)
#include "tst_lintjudge.moc"
