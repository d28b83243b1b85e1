// polygon-cli grade WORKSPACE RUN (FORMATS.md §12) on runs stored by
// `polygon-cli run --offline`: the rule judge offline (partial composites,
// probes skipped and said so), the LLM judge and the probe pass against the
// local test server, every grading kept, and a grading killed with SIGKILL
// resumed by the next `grade` without a duplicate judgment.
#include "openaitestserver.h"

#include "clirunner.h"

#include "core/store/storereader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <csignal>

using namespace Polygon;
using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

const char *kCriteria[] = {"goal_completion", "instruction_adherence", "tool_use_quality", "factuality", "dialogue_quality",
                           "robustness",      "safety_compliance",     "persona_and_tone"};

// Every criterion `score`, each quoting the flow agent's greeting.
ojson judgeReply(int score)
{
    ojson criteria = ojson::object();
    for (const char *k : kCriteria)
        criteria[k] = {{"score", score}, {"evidence", "Bella Vista, good evening."}};
    return {{"content", ojson {{"criteria", criteria}}.dump()}};
}

} // namespace

class TestCliGrade : public QObject
{
    Q_OBJECT

private:
    OpenAiTestServer m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_ws;
    QString m_run;

    CliRun run(const QStringList &args)
    {
        return runCli(args, {}, {{QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-test")}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.start());
    }

    // A fresh copy of the example with the smoke set run offline (two
    // conversations), its judge and probes profiles on the test server.
    void init()
    {
        m_server.reset();
        m_dir = std::make_unique<QTemporaryDir>();
        m_ws = m_dir->filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        for (const char *name : {"providers/local-judge.json", "providers/local-llama.json"}) {
            const QString path = m_ws + QLatin1Char('/') + QString::fromLatin1(name);
            QByteArray profile = readAll(path);
            profile.replace("http://127.0.0.1:8080/v1", m_server.baseUrl().toString().toUtf8());
            profile.replace("\"concurrency\": 4", "\"concurrency\": 1");
            QVERIFY(writeAll(path, profile));
        }
        const CliRun r = run({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                              QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY2(reader, qPrintable(error));
        const auto latest = reader->findRun(QStringLiteral("latest"), &error);
        QVERIFY(latest);
        m_run = latest->run.spec.id;
    }

    void offlineRuleJudgeKeepsEveryGrading()
    {
        // A probe without a rule in the scenario set.
        const QString smoke = m_ws + QStringLiteral("/scenarios/smoke.json");
        QByteArray set = readAll(smoke);
        QVERIFY(set.contains("\"checks-before-retrying\""));
        set.replace("\"checks-before-retrying\"", "\"checks-before-retrying\", \"repeats-same-question\"");
        QVERIFY(writeAll(smoke, set));
        const CliRun first = run(
            {QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--offline"), QStringLiteral("--json")});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        const ojson a = ojson::parse(first.out.toStdString());
        QCOMPARE(QString::fromStdString(a["run"].get<std::string>()), m_run);
        QCOMPARE(a["judge"].get<std::string>(), std::string("rules"));
        QCOMPARE(a["rubric"].get<std::string>(), std::string("v2"));
        QVERIFY(a["rubric_identity"].get<std::string>().rfind("v2@", 0) == 0);
        QCOMPARE(a["conversations"].size(), size_t(2));
        for (const ojson &c : a["conversations"]) {
            QCOMPARE(c["partial"].get<bool>(), true); // the rules never score instruction adherence
            QVERIFY(c["criteria"]["instruction_adherence"].is_null());
            QVERIFY(c.contains("id") && c.contains("persona") && c.contains("repeat"));
        }
        QCOMPARE(a["conversations"][0]["persona"].get<std::string>(), std::string("cooperative-ivana"));
        // Probes with a rule are answered by it; repeats-same-question has none:
        // skipped, and said so. Nothing was asked of a model.
        QVERIFY2(first.err.contains(QStringLiteral("probe repeats-same-question skipped: offline, and it has no rule")),
                 qPrintable(first.err));
        QCOMPARE(a["probes"].size(), size_t(3));
        QCOMPARE(a["probes"][2]["id"].get<std::string>(), std::string("checks-before-retrying"));
        QCOMPARE(a["probes"][0]["answers"].size() + size_t(a["probes"][0]["unreadable"].get<int>()), size_t(2));
        QCOMPARE(m_server.chatRequests().size(), 0);

        const CliRun second = run({QStringLiteral("grade"), m_ws, m_run.left(12), QStringLiteral("--offline")});
        QVERIFY2(second.code == 0, qPrintable(second.err));
        QVERIFY2(second.out.contains(QStringLiteral("(rules judge, rubric v2@")), qPrintable(second.out));
        QVERIFY(second.out.contains(QStringLiteral("2 conversations: ")));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const QList<GradingRecord> gradings = reader->gradings(m_run);
        QCOMPARE(gradings.size(), 2);
        QCOMPARE(gradings.at(0).id, QString::fromStdString(a["grading"].get<std::string>()));
        QVERIFY(gradings.at(0).id != gradings.at(1).id);
        QCOMPARE(gradings.at(1).status, QStringLiteral("completed"));
        for (const ConversationRecord &c : reader->conversations(m_run)) {
            QCOMPARE(reader->judgments(c.key).size(), 2); // one per grading
            QCOMPARE(reader->judgments(c.key, gradings.at(1).id).size(), 1);
        }
    }

    void llmJudgeAndProbes()
    {
        // One repeat per conversation (scores 4 and 2 quoting the greeting),
        // then the smoke set's three probes over both conversations.
        m_server.queueChatReply(judgeReply(4));
        m_server.queueChatReply(judgeReply(2));
        for (const char *answer : {"yes", "no", "yes", "na", "na", "na"})
            m_server.queueChatReply({{"content", ojson {{"answer", answer}, {"reason", "-"}}.dump()}});
        const CliRun r = run({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--repeats"),
                              QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(r.code == 1, qPrintable(r.out + r.err)); // the second conversation fails
        const ojson out = ojson::parse(r.out.toStdString());
        QCOMPARE(out["judge"].get<std::string>(), std::string("llm"));
        // All 4: composite 100 · 3/4 = 75 → pass; all 2: 100 · 1/4 = 25 → fail.
        QCOMPARE(out["conversations"][0]["composite"].get<double>(), 75.0);
        QCOMPARE(out["conversations"][0]["verdict"].get<std::string>(), std::string("pass"));
        QCOMPARE(out["conversations"][1]["composite"].get<double>(), 25.0);
        QCOMPARE(out["conversations"][1]["verdict"].get<std::string>(), std::string("fail"));
        // Probe 1 (wanted) yes, no: 1 of 2; probe 2 (wanted) yes, na: 1 of 1;
        // probe 3 na, na: not applicable anywhere.
        QCOMPARE(out["probes"].size(), size_t(3));
        QVERIFY(out["probes"][2]["conformance"].is_null());
        QCOMPARE(out["probes"][0]["id"].get<std::string>(), std::string("asks-party-size-before-booking"));
        QCOMPARE(out["probes"][0]["conformance"].get<double>(), 0.5);
        QCOMPARE(out["probes"][1]["applicable"].get<int>(), 1);
        const auto sent = m_server.chatRequests();
        QCOMPARE(sent.size(), 8);
        QCOMPARE(sent[0]["model"].get<std::string>(), std::string("qwen2.5-7b-instruct"));
        QCOMPARE(sent[0]["response_format"]["json_schema"]["name"].get<std::string>(), std::string("polygon_judgment"));
        QCOMPARE(sent[2]["response_format"]["json_schema"]["name"].get<std::string>(), std::string("polygon_probe"));

        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const QList<GradingRecord> gradings = reader->gradings(m_run);
        QCOMPARE(gradings.size(), 1);
        QCOMPARE(gradings.first().judge, QStringLiteral("llm"));
        QCOMPARE(gradings.first().profile, QStringLiteral("local-judge"));
        const QList<ConversationRecord> conversations = reader->conversations(m_run);
        QCOMPARE(reader->judgments(conversations.first().key).first().composite, std::optional<double>(75.0));
        QCOMPARE(reader->probeAnswers(conversations.first().key).size(), 3);
        QCOMPARE(reader->probeAnswers(conversations.at(1).key).size(), 3);
    }

    void killedGradingIsResumed()
    {
        // The judge answers slowly; the grading is killed after its first
        // judgment is stored. The next `grade` with the same settings resumes
        // that grading: one judgment per conversation, status completed.
        m_server.setLatencyMs(400);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-test"));
        p.setProcessEnvironment(env);
        p.start(cliPath(),
                {QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--repeats"), QStringLiteral("1")});
        QVERIFY(p.waitForStarted());
        QString error;
        bool oneStored = false;
        for (int i = 0; i < 100 && !oneStored; ++i) {
            QTest::qWait(50);
            auto reader = StoreReader::open(m_ws, &error);
            if (!reader)
                continue;
            for (const ConversationRecord &c : reader->conversations(m_run))
                oneStored = oneStored || !reader->judgments(c.key).isEmpty();
        }
        QVERIFY(oneStored);
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(5000));
        {
            auto reader = StoreReader::open(m_ws, &error);
            QCOMPARE(reader->gradings(m_run).size(), 1);
            QCOMPARE(reader->gradings(m_run).first().status, QStringLiteral("running"));
        }
        m_server.setLatencyMs(0);
        const CliRun again = run({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--repeats"),
                                  QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(again.code == 0 || again.code == 1, qPrintable(again.err));
        const ojson out = ojson::parse(again.out.toStdString());
        QCOMPARE(out["conversations"].size(), size_t(2));
        auto reader = StoreReader::open(m_ws, &error);
        const QList<GradingRecord> gradings = reader->gradings(m_run);
        QCOMPARE(gradings.size(), 1);
        QCOMPARE(QString::fromStdString(out["grading"].get<std::string>()), gradings.first().id);
        QCOMPARE(gradings.first().status, QStringLiteral("completed"));
        for (const ConversationRecord &c : reader->conversations(m_run))
            QCOMPARE(reader->judgments(c.key).size(), 1);
    }

    void verdictsAndAgreement()
    {
        QCOMPARE(run({QStringLiteral("agreement"), m_ws, QStringLiteral("latest")}).code, 2); // nothing graded yet
        // The judge: 4 on everything for the first conversation (pass, 75), 2 for the second (fail, 25).
        m_server.queueChatReply(judgeReply(4));
        m_server.queueChatReply(judgeReply(2));
        for (int i = 0; i < 6; ++i)
            m_server.queueChatReply({{"content", ojson {{"answer", "na"}, {"reason", "-"}}.dump()}});
        QCOMPARE(
            run({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--repeats"), QStringLiteral("1")}).code,
            1);
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const QList<ConversationRecord> conversations = reader->conversations(m_run);
        const QString first = conversations.at(0).plan.conversationId;
        const QString second = conversations.at(1).plan.conversationId;
        reader.reset();
        // The person: pass with goal 4 and factuality 5 on the first; warning with goal 3 on the second.
        const CliRun a = run({QStringLiteral("verdicts"), m_ws, QStringLiteral("latest"), QStringLiteral("--set"), first,
                              QStringLiteral("pass"), QStringLiteral("--criterion"), QStringLiteral("goal_completion=4"),
                              QStringLiteral("--criterion=factuality=5")});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        QCOMPARE(run({QStringLiteral("verdicts"), m_ws, QStringLiteral("latest"), QStringLiteral("--set"), second,
                      QStringLiteral("warning"), QStringLiteral("--criterion"), QStringLiteral("goal_completion=3")})
                     .code,
                 0);
        const CliRun r = run({QStringLiteral("agreement"), m_ws, QStringLiteral("latest"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const ojson out = ojson::parse(r.out.toStdString());
        QCOMPARE(out["verdicts"].get<int>(), 2);
        QCOMPARE(out["compared"].get<int>(), 2);
        // goal_completion: 4 vs 4 (exact), 2 vs 3 (within one); factuality: 4 vs 5 (within one).
        QCOMPARE(out["criteria"][0]["criterion"].get<std::string>(), std::string("goal_completion"));
        QCOMPARE(out["criteria"][0]["pairs"].get<int>(), 2);
        QCOMPARE(out["criteria"][0]["exact"].get<int>(), 1);
        QCOMPARE(out["criteria"][0]["within_one"].get<int>(), 2);
        QCOMPARE(out["criteria"][3]["criterion"].get<std::string>(), std::string("factuality"));
        QCOMPARE(out["criteria"][3]["exact"].get<int>(), 0);
        QCOMPARE(out["criteria"][3]["within_one"].get<int>(), 1);
        // Verdicts (pass, pass), (fail, warning): p_o = 1/2; judge pass 1, fail 1; person pass 1, warning 1:
        // p_e = (1/2)(1/2) = 1/4; kappa = (1/2 − 1/4) / (3/4) = 1/3.
        QCOMPARE(out["verdict"]["observed"].get<double>(), 0.5);
        QCOMPARE(out["verdict"]["expected"].get<double>(), 0.25);
        QVERIFY(qAbs(out["verdict"]["kappa"].get<double>() - 1.0 / 3.0) < 1e-12);

        // Bad verdicts and criteria are refused and name what is wrong.
        const CliRun bad = run({QStringLiteral("verdicts"), m_ws, QStringLiteral("latest"), QStringLiteral("--set"), first,
                                QStringLiteral("great")});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QStringLiteral("a verdict is pass, warning or fail, not \"great\"")));
        const CliRun score = run({QStringLiteral("verdicts"), m_ws, QStringLiteral("latest"), QStringLiteral("--set"), first,
                                  QStringLiteral("pass"), QStringLiteral("--criterion"), QStringLiteral("goal_completion=9")});
        QCOMPARE(score.code, 2);
        QVERIFY(score.err.contains(QStringLiteral("criterion \"goal_completion\" needs a score from 1 to 5")));
        const CliRun unknown = run({QStringLiteral("verdicts"), m_ws, QStringLiteral("latest"), QStringLiteral("--set"),
                                    QStringLiteral("c-404"), QStringLiteral("pass")});
        QCOMPARE(unknown.code, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("has no conversation \"c-404\"")));
    }

    void runThenGrade()
    {
        // run --grade: the run, then its grading (offline: the rule judge), in one command.
        const CliRun r = run({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v2"),
                              QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline"),
                              QStringLiteral("--grade")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("graded as the conversations finished (offline: rule judge, probe rules):")),
                 qPrintable(r.out));
        // pass^k by the graded verdicts replaces the pass rule's lines.
        QVERIFY(r.out.contains(QStringLiteral("pass^1 by verdict (pass counts): ")));
        QVERIFY(!r.out.contains(QStringLiteral("(pass rule: ")));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const auto latest = reader->findRun(QStringLiteral("latest"), &error);
        QVERIFY(latest && latest->run.spec.id != m_run);
        QCOMPARE(reader->gradings(latest->run.spec.id).size(), 1);
        QCOMPARE(reader->gradings(latest->run.spec.id).first().status, QStringLiteral("completed"));
        QCOMPARE(m_server.chatRequests().size(), 0); // offline stays offline
    }

    void runGradedByTheJudgeSharesConcurrency()
    {
        // The judge's profile allows 4 requests at once; the run allows 2 in
        // all: conversations (the flow agent, no model) and judge requests
        // share them, so the server never sees more than 2 at a time.
        const QString judgeProfile = m_ws + QStringLiteral("/providers/local-judge.json");
        QByteArray profile = readAll(judgeProfile);
        profile.replace("\"concurrency\": 1", "\"concurrency\": 4");
        QVERIFY(writeAll(judgeProfile, profile));
        m_server.setLatencyMs(150);
        for (int i = 0; i < 6; ++i) // 2 conversations x 3 repeats
            m_server.queueChatReply(judgeReply(4));
        const CliRun r = run({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v2"),
                              QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--concurrency"),
                              QStringLiteral("2"), QStringLiteral("--grade")});
        m_server.setLatencyMs(0);
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("graded by the judge as the conversations finished:")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("pass^1 by verdict (pass counts): ")));
        QVERIFY(m_server.chatRequests().size() >= 6);
        QCOMPARE(m_server.maxInFlight(), 2);
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const auto latest = reader->findRun(QStringLiteral("latest"), &error);
        QVERIFY(latest && latest->run.spec.id != m_run);
        const QList<GradingRecord> gradings = reader->gradings(latest->run.spec.id);
        QCOMPARE(gradings.size(), 1);
        QCOMPARE(gradings.first().judge, QStringLiteral("llm"));
        QCOMPARE(gradings.first().status, QStringLiteral("completed"));
        for (const ConversationRecord &c : reader->conversations(latest->run.spec.id)) {
            const QList<JudgmentRecord> judgments = reader->judgments(c.key);
            QCOMPARE(judgments.size(), 1);
            QCOMPARE(judgments.first().verdict, QStringLiteral("pass")); // 4 on every criterion
        }
    }

    void badInput()
    {
        const CliRun noRun = run({QStringLiteral("grade"), m_ws, QStringLiteral("run-nope"), QStringLiteral("--offline")});
        QCOMPARE(noRun.code, 2);
        QVERIFY(!noRun.err.isEmpty());
        const CliRun both = run({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--offline"),
                                 QStringLiteral("--judge"), QStringLiteral("local-judge")});
        QCOMPARE(both.code, 2);
        const CliRun rubric = run({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--offline"),
                                   QStringLiteral("--rubric"), QStringLiteral("v9")});
        QCOMPARE(rubric.code, 2);
        QVERIFY(rubric.err.contains(QStringLiteral("unknown rubric \"v9\"")));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QCOMPARE(reader->gradings(m_run).size(), 0); // nothing written
    }
};

QTEST_GUILESS_MAIN(TestCliGrade)
#include "tst_cli_grade.moc"
