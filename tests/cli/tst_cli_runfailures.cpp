// polygon-cli run against an endpoint that keeps failing: the conversations end
// in an error and are not counted as done (the run ends failed, exit 1, with a
// line saying how many and how to redo them); every failed model call is
// stored with the attempts actually made. A resume once the endpoint works
// finishes the run.
#include "core/store/storereader.h"
#include "openaitestserver.h"

#include "clirunner.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;
using Polygon::Test::OpenAiTestServer;
using OJson = nlohmann::ordered_json;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

} // namespace

class TestCliRunFailures : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_ws;
    OpenAiTestServer m_server;

    // The server lives in this process: wait with the event loop running.
    Run run(const QStringList &args) { return runCli(args); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_server.start());
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        const QString profile = m_ws + QStringLiteral("/providers/local-llama.json");
        QFile in(profile);
        QVERIFY(in.open(QIODevice::ReadOnly));
        OJson p = OJson::parse(in.readAll().toStdString());
        in.close();
        p["base_url"] = m_server.baseUrl().toString().toStdString();
        p["timeout_ms"] = 3000;
        QFile out(profile);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QByteArray::fromStdString(p.dump(2) + "\n"));
    }

    void failedConversationsAreNotDone()
    {
        // 429 with Retry-After: 0 on every request: each of the smoke set's two
        // conversations gives up on its first agent request after 5 attempts
        // (the first and 4 retries).
        OpenAiTestServer::Fault fault;
        fault.kind = OpenAiTestServer::Fault::Kind::RateLimited;
        fault.retryAfterSeconds = 0;
        fault.count = 10;
        m_server.reset();
        m_server.queueFault(fault);
        const Run r = run({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-v2"),
                           QStringLiteral("--scenarios"), QStringLiteral("smoke")});
        QCOMPARE(m_server.requestCount(QStringLiteral("/v1/chat/completions")), 10);
        QVERIFY2(r.code == 1, qPrintable(QString::number(r.code) + QLatin1Char(' ') + r.out + r.err));
        QVERIFY2(r.out.contains(QLatin1String(": failed, 0 of 2 conversations done")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QLatin1String("2 conversations ended in an error (kept with their turns); redo them with: "
                                              "polygon-cli run WORKSPACE --resume run-")),
                 qPrintable(r.err));

        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY2(reader, qPrintable(error));
        const auto runs = reader->runs();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().run.status, RunStatus::Failed);
        QCOMPARE(runs.first().done, 0);
        QCOMPARE(runs.first().failed, 2);
        QList<ModelCallRecord> calls;
        for (const ConversationRecord &c : reader->conversations(runs.first().run.spec.id))
            calls += reader->modelCalls(c.key);
        QCOMPARE(calls.size(), 2);
        for (const ModelCallRecord &c : calls) {
            QCOMPARE(c.attempts, 5);
            QCOMPARE(c.errorKind, QStringLiteral("rate_limited"));
        }
        const QString runId = runs.first().run.spec.id;
        reader.reset();

        // The endpoint works again: the resume redoes both and the run completes.
        m_server.reset();
        const Run resumed = run({QStringLiteral("run"), m_ws, QStringLiteral("--resume"), runId});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.out + resumed.err));
        QVERIFY2(resumed.out.contains(QLatin1String(": completed, 2 of 2 conversations done")), qPrintable(resumed.out));
    }
};

QTEST_MAIN(TestCliRunFailures)
#include "tst_cli_runfailures.moc"
