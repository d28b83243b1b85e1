// polygon-cli report WORKSPACE RUN [--json OUT] [--junit OUT] (FORMATS.md §14)
// as a real process on the demo workspace: the JUnit XML read back with the
// structure CI servers read (testsuites > testsuite > testcase, failure /
// skipped / error children, counts that add up), the JSON, the exit codes,
// and the refusals: an ungraded run, an unknown run, a missing folder.
#include "clirunner.h"

#include <QFile>
#include <QHash>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using ojson = nlohmann::ordered_json;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Junit
{
    QString error;
    int suites = 0;
    QHash<QString, QString> suite; // the testsuite's attributes
    QHash<QString, QString> root; // the testsuites' attributes
    QStringList cases; // classname/name of every testcase
    QHash<QString, QString> failureType; // testcase name -> failure type
    QHash<QString, QString> failureMessage;
    int skipped = 0;
    int errors = 0;
};

Junit readJunit(const QByteArray &xml)
{
    Junit j;
    QXmlStreamReader r(xml);
    QString current;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement())
            continue;
        const auto attributes = r.attributes();
        QHash<QString, QString> map;
        for (const auto &a : attributes)
            map.insert(a.name().toString(), a.value().toString());
        const QString name = r.name().toString();
        if (name == QLatin1String("testsuites")) {
            j.root = map;
        } else if (name == QLatin1String("testsuite")) {
            ++j.suites;
            j.suite = map;
        } else if (name == QLatin1String("testcase")) {
            current = map.value(QStringLiteral("name"));
            j.cases << map.value(QStringLiteral("classname")) + QLatin1Char('/') + current;
        } else if (name == QLatin1String("failure")) {
            j.failureType.insert(current, map.value(QStringLiteral("type")));
            j.failureMessage.insert(current, map.value(QStringLiteral("message")));
        } else if (name == QLatin1String("skipped")) {
            ++j.skipped;
        } else if (name == QLatin1String("error")) {
            ++j.errors;
        }
    }
    if (r.hasError())
        j.error = r.errorString();
    return j;
}

} // namespace

class TestCliReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath(QStringLiteral("demo"));
        const CliRun r = runCli({QStringLiteral("demo"), m_demo});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    // The demo's latest run is bella-flow-v2's, graded by the rule judge:
    // 30 conversations (10 callers x 3 repeats), 24 pass, 2 warning, 4 fail
    // (the runs browser and `grade` show the same counts). Warnings pass in
    // JUnit; each fail is a <failure type="band"> (no gate fires in the demo).
    void demoJunitAndJson()
    {
        const QString xmlPath = m_dir.filePath(QStringLiteral("report.xml"));
        const QString jsonPath = m_dir.filePath(QStringLiteral("report.json"));
        const CliRun r = runCli({QStringLiteral("report"), m_demo, QStringLiteral("latest"), QStringLiteral("--junit"), xmlPath,
                                 QStringLiteral("--json"), jsonPath});
        QCOMPARE(r.code, 1); // a conversation failed
        QVERIFY2(r.out.contains(QStringLiteral(": 30 conversations: 26 passed, 4 failed, 0 erred, 0 skipped")),
                 qPrintable(r.out));

        const Junit j = readJunit(readAll(xmlPath));
        QCOMPARE(j.error, QString());
        QCOMPARE(j.suites, 1);
        QVERIFY(j.suite.value(QStringLiteral("name")).startsWith(QStringLiteral("run-")));
        QCOMPARE(j.suite.value(QStringLiteral("tests")), QStringLiteral("30"));
        QCOMPARE(j.suite.value(QStringLiteral("failures")), QStringLiteral("4"));
        QCOMPARE(j.suite.value(QStringLiteral("errors")), QStringLiteral("0"));
        QCOMPARE(j.suite.value(QStringLiteral("skipped")), QStringLiteral("0"));
        bool ok = false;
        QVERIFY(j.suite.value(QStringLiteral("time")).toDouble(&ok) >= 0 && ok);
        QCOMPARE(j.root.value(QStringLiteral("tests")), QStringLiteral("30"));
        QCOMPARE(j.root.value(QStringLiteral("failures")), QStringLiteral("4"));
        QCOMPARE(j.cases.size(), 30);
        QVERIFY(j.cases.contains(QStringLiteral("all-callers.busy-marta/bella-flow-v2-busy-marta-s8")));
        QCOMPARE(j.skipped, 0);
        QCOMPARE(j.errors, 0);
        const QStringList failed
            = {QStringLiteral("bella-flow-v2-busy-marta-s8"), QStringLiteral("bella-flow-v2-confused-josip-s7"),
               QStringLiteral("bella-flow-v2-confused-josip-s8"), QStringLiteral("bella-flow-v2-confused-mirko-s8")};
        QCOMPARE(j.failureType.size(), 4);
        for (const QString &id : failed) {
            QCOMPARE(j.failureType.value(id), QStringLiteral("band"));
            const QString message = j.failureMessage.value(id);
            QVERIFY2(message.contains(QStringLiteral("band: fail")) && message.contains(QStringLiteral("composite: "))
                         && message.contains(QStringLiteral("lowest criteria: ")),
                     qPrintable(message));
        }
        // busy-marta-s8: composite 41.67, its lowest criteria factuality 1 and goal_completion 1 (ties by name).
        QVERIFY2(j.failureMessage.value(failed.first())
                     .contains(QStringLiteral("composite: 41.67; lowest criteria: factuality 1, goal_completion 1")),
                 qPrintable(j.failureMessage.value(failed.first())));

        const ojson json = ojson::parse(readAll(jsonPath).toStdString());
        QCOMPARE(json["tests"].get<int>(), 30);
        QCOMPARE(json["failures"].get<int>(), 4);
        QCOMPARE(json["errors"].get<int>(), 0);
        QCOMPARE(json["skipped"].get<int>(), 0);
        QCOMPARE(json["judge"].get<std::string>(), std::string("rules"));
        QCOMPARE(json["cases"].size(), size_t(30));
        int warnings = 0;
        int passes = 0;
        for (const ojson &c : json["cases"]) {
            const std::string verdict = c["verdict"].get<std::string>();
            warnings += verdict == "warning";
            passes += verdict == "pass";
            QCOMPARE(c["outcome"].get<std::string>() == "failed", verdict == "fail");
        }
        QCOMPARE(passes, 24);
        QCOMPARE(warnings, 2);
    }

    // An ungraded run, an unknown run and a missing folder are bad input (exit 2), and no file is written.
    void refusals()
    {
        const CliRun run = runCli({QStringLiteral("run"), m_demo, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                                   QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(run.code == 0 || run.code == 1, qPrintable(run.err));
        const QString xmlPath = m_dir.filePath(QStringLiteral("ungraded.xml"));
        CliRun r = runCli({QStringLiteral("report"), m_demo, QStringLiteral("latest"), QStringLiteral("--junit"), xmlPath});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("has no completed grading: grade it first with polygon-cli grade")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(xmlPath));

        r = runCli({QStringLiteral("report"), m_demo, QStringLiteral("run-nope")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("run-nope")), qPrintable(r.err));

        r = runCli({QStringLiteral("report"), m_dir.filePath(QStringLiteral("missing")), QStringLiteral("latest")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no such folder")), qPrintable(r.err));

        r = runCli({QStringLiteral("report"), m_demo});
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
