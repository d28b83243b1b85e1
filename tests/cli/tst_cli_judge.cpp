// polygon-cli judge and ask-probes (FORMATS.md §10, §11) against the local
// OpenAI-compatible test server: well-formed, partial and unparseable judge
// replies, evidence not in the transcript, K = 3 with one failed repeat; probe
// answers yes / no / na / garbage / a failed request. Every composite and
// interval below is worked out by hand in the comments, not by the code under
// test. The profile allows one request at a time, so the queued replies answer
// the requests in the order they are made (item by item, repeat by repeat).
#include "openaitestserver.h"

#include "clirunner.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

namespace {

const char *kConversation = R"({"format": 1, "id": "c-1", "rubric": "v2",
  "ground_truth": {"party_size": 5, "day": "Saturday"},
  "turns": [
    {"speaker": "caller", "text": "A table for five on Saturday, please.", "heard": "A table for fife on Saturday please"},
    {"speaker": "agent", "text": "Let me check Saturday.",
     "tool_calls": [{"id": "op-1", "name": "check_availability", "arguments": {"party_size": 5},
                     "valid": true, "result": {"available": true}}]},
    {"speaker": "agent", "text": "Booked for Saturday, five people. Goodbye!", "action": "end"}]})";

const char *kCriteria[] = {"goal_completion", "instruction_adherence", "tool_use_quality", "factuality", "dialogue_quality",
                           "robustness",      "safety_compliance",     "persona_and_tone"};

// A judge reply: scores in kCriteria order (0 leaves the criterion out), every
// evidence the same quote unless `evidence` names one per criterion.
ojson judgeReply(std::initializer_list<int> scores, const char *quote = "booked for SATURDAY!", const char *goalQuote = nullptr)
{
    ojson criteria = ojson::object();
    int i = 0;
    for (const int s : scores) {
        if (s > 0)
            criteria[kCriteria[i]] = {{"score", s}, {"evidence", i == 0 && goalQuote ? goalQuote : quote}};
        ++i;
    }
    return {{"content", ojson {{"criteria", criteria}}.dump()}};
}

} // namespace

class TestCliJudge : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    QTemporaryDir m_dir;
    QString m_profile;

    CliRun run(const QStringList &args, const QByteArray &input = {})
    {
        return runCli(args, input, {{QStringLiteral("POLYGON_TEST_KEY"), QStringLiteral("sk-judge-secret")}});
    }
    QString path(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
        QVERIFY(m_dir.isValid());
        m_profile = path("judge.json");
        const ojson profile = {{"format", 1},
                               {"name", "Judge"},
                               {"base_url", m_server.baseUrl().toString().toStdString()},
                               {"model", "judge-7b"},
                               {"temperature", 0},
                               {"concurrency", 1},
                               {"timeout_ms", 5000},
                               {"api_key_env", "POLYGON_TEST_KEY"}};
        QVERIFY(writeFile(m_profile, QByteArray::fromStdString(profile.dump())));
        QVERIFY(writeFile(path("c1.json"), kConversation));
    }

    void init() { m_server.reset(); }

    void threeRepeatsOneFailedOneUnsupported()
    {
        // Repeat 0: everything scored, quotes found after normalising
        //   ("booked for SATURDAY!" is in turn 2's text).
        // Repeat 1: goal_completion 2 quoting words nobody said (unsupported,
        //   dropped); persona_and_tone left out (missing: counts as 1).
        // Repeat 2: not JSON at all (the whole repeat is unreadable).
        m_server.queueChatReply(judgeReply({4, 5, 3, 5, 4, 4, 5, 3}));
        m_server.queueChatReply(judgeReply({2, 5, 3, 5, 4, 4, 5, 0}, "booked for saturday", "we are fully booked"));
        m_server.queueChatReply({{"content", "It went well, I would say four out of five."}});
        const CliRun r = run({QStringLiteral("judge"), path("c1.json"), QStringLiteral("--provider"), m_profile});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson out = ojson::parse(r.out.toStdString());
        // Medians: goal [4] = 4; instruction 5; tool 3; factuality 5; dialogue 4;
        // robustness 4; safety 5; persona [3, 1] = 2.
        // composite = 25·3/4 + 15·4/4 + 15·2/4 + 10·4/4 + 10·3/4 + 10·3/4 + 10·4/4 + 5·1/4
        //           = 18.75 + 15 + 7.5 + 10 + 7.5 + 7.5 + 10 + 1.25 = 77.5 → pass
        QCOMPARE(out["criteria"]["goal_completion"].get<double>(), 4.0);
        QCOMPARE(out["criteria"]["persona_and_tone"].get<double>(), 2.0);
        QCOMPARE(out["composite"].get<double>(), 77.5);
        QCOMPARE(out["partial"].get<bool>(), false);
        QCOMPARE(out["band"].get<std::string>(), std::string("pass"));
        QCOMPARE(out["verdict"].get<std::string>(), std::string("pass"));
        const ojson &judge = out["judge"];
        QCOMPARE(judge["model"].get<std::string>(), std::string("judge-7b"));
        QCOMPARE(judge["profile"].get<std::string>(), std::string("judge"));
        QCOMPARE(judge["prompt_hash"].get<std::string>().size(), size_t(64));
        QCOMPARE(judge["rubric_hash"].get<std::string>().size(), size_t(64));
        QCOMPARE(judge["repeats"].size(), size_t(3));
        QCOMPARE(judge["repeats"][0]["goal_completion"]["score"].get<int>(), 4);
        QVERIFY(!judge["repeats"][1].contains("persona_and_tone"));
        QVERIFY(judge["repeats"][2] == ojson::object());
        QVERIFY(judge["unsupported"] == ojson::parse(R"([{"repeat": 1, "criterion": "goal_completion"}])"));
        QCOMPARE(judge["errors"].size(), size_t(1));
        QCOMPARE(judge["errors"][0]["repeat"].get<int>(), 2);
        const QString error = QString::fromStdString(judge["errors"][0]["error"].get<std::string>());
        QVERIFY2(error.contains(QStringLiteral("POST ") + m_server.baseUrl().toString() + QStringLiteral("/chat/completions")),
                 qPrintable(error));
        QVERIFY(r.err.contains(QStringLiteral("c-1: judge repeat 2 failed")));

        // What was asked: three requests, one schema, distinct seeds, the transcript verbatim.
        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 3);
        QCOMPARE(sent[0]["response_format"]["json_schema"]["name"].get<std::string>(), std::string("polygon_judgment"));
        QCOMPARE(sent[0]["temperature"].get<double>(), 0.0);
        QVERIFY(sent[0]["seed"] != sent[1]["seed"] && sent[1]["seed"] != sent[2]["seed"] && sent[0]["seed"] != sent[2]["seed"]);
        std::string all;
        for (const ojson &m : sent[0]["messages"])
            all += m["content"].get<std::string>() + "\n";
        for (const char *needle :
             {"A table for five on Saturday, please.", "A table for fife on Saturday please", "Let me check Saturday.",
              "Booked for Saturday, five people. Goodbye!", "check_availability", "{\"party_size\":5}", "{\"available\":true}",
              "{\"party_size\":5,\"day\":\"Saturday\"}", "goal_completion", "Did the agent reach the caller's goal"})
            QVERIFY2(all.find(needle) != std::string::npos, needle);
        // The key never goes anywhere but the Authorization header.
        QVERIFY(!r.out.contains(QStringLiteral("sk-judge-secret")) && !r.err.contains(QStringLiteral("sk-judge-secret")));
    }

    void evidenceFromWhatTheAgentHeardAndAGate()
    {
        // "fife on saturday" is only in turn 0's heard text: it supports. The
        // forbidden phrase is said by the agent: the verdict fails, exit 1.
        // All eight scored 5 → composite 100, but the gate decides.
        m_server.queueChatReply(judgeReply({5, 5, 5, 5, 5, 5, 5, 5}, "FIFE on   Saturday"));
        const QByteArray input
            = QByteArray(R"({"conversation": )") + kConversation + R"(, "forbidden_phrases": ["five  PEOPLE"]})";
        const CliRun r = run({QStringLiteral("judge"), QStringLiteral("-"), QStringLiteral("--provider"), m_profile,
                              QStringLiteral("--repeats=1"), QStringLiteral("--compact")},
                             input);
        QCOMPARE(r.code, 1);
        const ojson out = ojson::parse(r.out.toStdString());
        QCOMPARE(out["composite"].get<double>(), 100.0);
        QVERIFY(out["gates"] == ojson::parse(R"(["forbidden_phrase"])"));
        QCOMPARE(out["verdict"].get<std::string>(), std::string("fail"));
        QVERIFY(out["judge"]["unsupported"] == ojson::array());
    }

    void unusableRepliesLeaveNothingScored()
    {
        // K = 2: a 401 (faults are served first), then {"foo": 1}, which has no
        // criteria object. Every criterion
        // of both repeats is unreadable: nothing is scored, the verdict says so.
        m_server.queueChatReply({{"content", "{\"foo\": 1}"}});
        OpenAiTestServer::Fault refused;
        refused.kind = OpenAiTestServer::Fault::Kind::Unauthorized;
        m_server.queueFault(refused);
        const CliRun r = run({QStringLiteral("judge"), path("c1.json"), QStringLiteral("--provider"), m_profile,
                              QStringLiteral("--repeats"), QStringLiteral("2")});
        QCOMPARE(r.code, 0);
        const ojson out = ojson::parse(r.out.toStdString());
        QVERIFY(out["composite"].is_null());
        QCOMPARE(out["partial"].get<bool>(), true);
        QCOMPARE(out["not_scored"].size(), size_t(8));
        QCOMPARE(out["judge"]["errors"].size(), size_t(2));
        QVERIFY(out["judge"]["errors"][0]["error"].get<std::string>().find("unauthorized") != std::string::npos);
        QVERIFY(out["judge"]["errors"][1]["error"].get<std::string>().find("no \"criteria\" object") != std::string::npos);
    }

    void jsonLinesGiveAList()
    {
        QByteArray second = kConversation;
        second.replace("\"c-1\"", "\"c-2\"");
        const QByteArray lines = QByteArray(kConversation).replace('\n', ' ') + "\n" + second.replace('\n', ' ') + "\n";
        // c-1: all 3 (composite 50); c-2: all 5 (composite 100).
        m_server.queueChatReply(judgeReply({3, 3, 3, 3, 3, 3, 3, 3}));
        m_server.queueChatReply(judgeReply({5, 5, 5, 5, 5, 5, 5, 5}));
        const CliRun r = run({QStringLiteral("judge"), QStringLiteral("-"), QStringLiteral("--provider"), m_profile,
                              QStringLiteral("--repeats"), QStringLiteral("1")},
                             lines);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson out = ojson::parse(r.out.toStdString());
        QVERIFY(out.is_array());
        QCOMPARE(out.size(), size_t(2));
        QCOMPARE(out[0]["conversation"].get<std::string>(), std::string("c-1"));
        QCOMPARE(out[0]["composite"].get<double>(), 50.0);
        QCOMPARE(out[0]["band"].get<std::string>(), std::string("warning"));
        QCOMPARE(out[1]["composite"].get<double>(), 100.0);
    }

    void badInput()
    {
        const CliRun broken
            = run({QStringLiteral("judge"), QStringLiteral("-"), QStringLiteral("--provider"), m_profile}, "{\"turns\": [");
        QCOMPARE(broken.code, 2);
        QVERIFY2(broken.err.startsWith(QStringLiteral("<stdin>:1:")), qPrintable(broken.err));
        const CliRun noProvider = run({QStringLiteral("judge"), path("c1.json")});
        QCOMPARE(noProvider.code, 2);
        QVERIFY(noProvider.err.contains(QStringLiteral("usage: polygon-cli judge")));
        const CliRun noProfile = run({QStringLiteral("judge"), path("c1.json"), QStringLiteral("--provider"), path("none.json")});
        QCOMPARE(noProfile.code, 2);
        QCOMPARE(m_server.chatRequests().size(), 0);
    }

    void offlineRuleJudge()
    {
        // No model: tool use 5 (one valid call, no retry), factuality 5
        // (party_size 5 agrees with the ground truth), dialogue 5 (no repeat);
        // goal not scored (a file does not say what the caller intended).
        // composite = 100 · (15·4/4 + 10·4/4 + 10·4/4) / (15 + 10 + 10) = 100, partial.
        const CliRun r = run({QStringLiteral("judge"), path("c1.json"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson out = ojson::parse(r.out.toStdString());
        QCOMPARE(out["composite"].get<double>(), 100.0);
        QCOMPARE(out["partial"].get<bool>(), true);
        QVERIFY(out["criteria"]["goal_completion"].is_null());
        QCOMPARE(out["criteria"]["factuality"].get<double>(), 5.0);
        QCOMPARE(out["judge"]["model"].get<std::string>(), std::string("rules"));
        QCOMPARE(m_server.chatRequests().size(), 0);
        const CliRun both = run(
            {QStringLiteral("judge"), path("c1.json"), QStringLiteral("--offline"), QStringLiteral("--provider"), m_profile});
        QCOMPARE(both.code, 2);
        QVERIFY(both.err.contains(QStringLiteral("--offline asks no provider")));
    }

    void probesAnswersAndUnreadable()
    {
        QByteArray c2 = kConversation, c3 = kConversation;
        c2.replace("\"c-1\"", "\"c-2\"");
        c3.replace("\"c-1\"", "\"c-3\"");
        const QByteArray conversations = "[" + QByteArray(kConversation) + "," + c2 + "," + c3 + "]";
        QVERIFY(writeFile(path("three.json"), conversations));
        QVERIFY(
            writeFile(path("probes.json"),
                      R"([{"id": "confirms-party", "question": "Did the agent  confirm the party size?", "polarity": "wanted"},
                              {"id": "blind-retry", "question": "Did the agent retry a failed booking blindly?", "polarity": "guardrail"}])"));
        // confirms-party over c-1..c-3: yes, " No ", "N/A"; blind-retry: "maybe", "no", "{}".
        m_server.queueChatReply({{"content", R"({"answer": "yes", "reason": "It said five."})"}});
        m_server.queueChatReply({{"content", R"({"answer": " No ", "reason": "-"})"}});
        m_server.queueChatReply({{"content", R"({"answer": "N/A", "reason": "-"})"}});
        m_server.queueChatReply({{"content", R"({"answer": "maybe", "reason": "-"})"}});
        m_server.queueChatReply({{"content", R"({"answer": "no", "reason": "-"})"}});
        // The sixth request finds the queue empty: the server's default
        // structured reply "{}" has no answer (unreadable).
        const CliRun r = run({QStringLiteral("ask-probes"), path("three.json"), QStringLiteral("--probes"), path("probes.json"),
                              QStringLiteral("--provider"), m_profile});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson out = ojson::parse(r.out.toStdString());
        const ojson &wanted = out["probes"][0];
        QCOMPARE(wanted["id"].get<std::string>(), std::string("confirms-party"));
        QCOMPARE(wanted["question"].get<std::string>(), std::string("Did the agent  confirm the party size?"));
        QVERIFY(wanted["answers"] == ojson::parse(R"(["yes", "no", "na"])"));
        QCOMPARE(wanted["unreadable"].get<int>(), 0);
        // applicable 2 (yes + no), conforming 1 (yes, wanted): 0.5; Wilson with
        // z = 1.959963984540054, n = 2, p = 0.5: centre 0.5, half-width
        // z·sqrt(0.125 + z²/16)/(1 + z²/2) = 0.4054687942657693.
        QCOMPARE(wanted["applicable"].get<int>(), 2);
        QCOMPARE(wanted["conforming"].get<int>(), 1);
        QCOMPARE(wanted["conformance"].get<double>(), 0.5);
        QVERIFY(qAbs(wanted["wilson95"][0].get<double>() - 0.09453120573423074) < 1e-12);
        QVERIFY(qAbs(wanted["wilson95"][1].get<double>() - 0.9054687942657693) < 1e-12);
        const ojson &guardrail = out["probes"][1];
        // "maybe" is unreadable, "no" conforms (guardrail), the third got the
        // default reply "{}" (no answer): unreadable. applicable 1, conforming 1.
        QVERIFY(guardrail["answers"] == ojson::parse(R"(["no"])"));
        QCOMPARE(guardrail["unreadable"].get<int>(), 2);
        QCOMPARE(guardrail["applicable"].get<int>(), 1);
        QCOMPARE(guardrail["conformance"].get<double>(), 1.0);
        QVERIFY(qAbs(guardrail["wilson95"][0].get<double>() - 0.20654931437723745) < 1e-12);
        QCOMPARE(guardrail["wilson95"][1].get<double>(), 1.0);
        QVERIFY(r.err.contains(QStringLiteral("probe blind-retry, conversation c-1:")));

        // One request per (conversation, probe): the schema, the question
        // verbatim, the turns verbatim, and no rubric criterion key anywhere.
        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 6);
        for (const ojson &request : sent) {
            QCOMPARE(request["response_format"]["json_schema"]["name"].get<std::string>(), std::string("polygon_probe"));
            const std::string body = request.dump();
            for (const char *key : kCriteria)
                QVERIFY2(body.find(key) == std::string::npos, key);
        }
        std::string first;
        for (const ojson &m : sent[0]["messages"])
            first += m["content"].get<std::string>() + "\n";
        QVERIFY(first.find("Did the agent  confirm the party size?") != std::string::npos);
        QVERIFY(first.find("Booked for Saturday, five people. Goodbye!") != std::string::npos);

        // A failed request is unreadable too.
        m_server.reset();
        OpenAiTestServer::Fault refused;
        refused.kind = OpenAiTestServer::Fault::Kind::Unauthorized;
        refused.count = 2;
        m_server.queueFault(refused);
        const CliRun failed = run({QStringLiteral("ask-probes"), path("c1.json"), QStringLiteral("--probes"), path("probes.json"),
                                   QStringLiteral("--provider"), m_profile, QStringLiteral("--compact")});
        QCOMPARE(failed.code, 0);
        const ojson f = ojson::parse(failed.out.toStdString());
        QCOMPARE(f["probes"][0]["unreadable"].get<int>(), 1);
        QVERIFY(f["probes"][0]["conformance"].is_null());
        QVERIFY(f["probes"][0]["wilson95"].is_null());
        QVERIFY(failed.err.contains(QStringLiteral("unauthorized")));
    }
};

QTEST_GUILESS_MAIN(TestCliJudge)
#include "tst_cli_judge.moc"
