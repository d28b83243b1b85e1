// Tests for polygon-cli evidence and evidence-import, run as a real process
// (QProcess): the verdicts of the reference calls (hand-computed in
// tests/data/evidence/reference.expected.json), JSON Lines in → JSON Lines
// out and array in → array out, exit codes, --policy, malformed input as
// file:line:column with nothing printed or written, privacy receipts (salted
// pseudonyms, no raw ids, atomic) and the provider importers end to end.
#include "clirunner.h"

#include "core/store/storereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace Polygon::Test;
using Run = CliRun;

namespace {

using Json = nlohmann::json; // compares objects regardless of key order

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/evidence");

QStringList splitLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

std::optional<Json> parse(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    try {
        return Json::parse(utf8.constBegin(), utf8.constEnd());
    } catch (const Json::exception &) {
        return std::nullopt;
    }
}

QString str(const Json &j)
{
    return j.is_string() ? QString::fromStdString(j.get<std::string>()) : QString::fromStdString(j.dump());
}

// The verdicts of reference.jsonl in JSON Lines output order (the order each
// call's last line appears in the file), written out.
const QStringList kLineCalls
    = {QStringLiteral("call-unanswered"), QStringLiteral("call-missing-stop"),   QStringLiteral("call-slow"),
       QStringLiteral("call-talkover"),   QStringLiteral("call-false-complete"), QStringLiteral("call-blind-retry"),
       QStringLiteral("call-healthy"),    QStringLiteral("call-reconciled")};
const QStringList kLineVerdicts = {QStringLiteral("reachability:fail"),
                                   QStringLiteral("turn_timing:insufficient_evidence"),
                                   QStringLiteral("turn_timing:fail"),
                                   QStringLiteral("interruption:fail"),
                                   QStringLiteral("outcome:fail"),
                                   QStringLiteral("tool_effect:fail"),
                                   QStringLiteral("pass"),
                                   QStringLiteral("pass")};
// The same calls: the last call.status and the number of events, counted in reference.jsonl.
const QStringList kLineTerminal
    = {QStringLiteral("no-answer"), QStringLiteral("completed"), QStringLiteral("completed"), QStringLiteral("completed"),
       QStringLiteral("completed"), QStringLiteral("completed"), QStringLiteral("completed"), QStringLiteral("completed")};
const QList<int> kLineEventCounts = {3, 9, 14, 14, 14, 16, 19, 20};

// Array output order: first appearance.
const QStringList kArrayCalls
    = {QStringLiteral("call-healthy"),        QStringLiteral("call-unanswered"),   QStringLiteral("call-slow"),
       QStringLiteral("call-talkover"),       QStringLiteral("call-missing-stop"), QStringLiteral("call-blind-retry"),
       QStringLiteral("call-false-complete"), QStringLiteral("call-reconciled")};

const QStringList kGateNames = {QStringLiteral("reachability"), QStringLiteral("turn_timing"), QStringLiteral("interruption"),
                                QStringLiteral("tool_effect"), QStringLiteral("outcome")};

// Raw identifiers in reference.jsonl that a receipt must never contain.
const QStringList kRawIds
    = {QStringLiteral("call-"),   QStringLiteral("op-h1"),       QStringLiteral("op-b1"),   QStringLiteral("op-b2"),
       QStringLiteral("op-f1"),   QStringLiteral("op-r1"),       QStringLiteral("healthy"), QStringLiteral("reconciled"),
       QStringLiteral("booking"), QStringLiteral("cancellation")};

const QString kSaltMessage = QStringLiteral("--receipts needs a secret salt for the pseudonymous ids: set POLYGON_RECEIPT_SALT "
                                            "(keep it; the same salt gives the same ids)\n");

const QString kStatuses = QStringLiteral("queued, ringing, in-progress, completed, busy, failed, no-answer, canceled");

} // namespace

class TestCliEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void referenceLines();
    void referenceFromStdin();
    void referenceArray_data();
    void referenceArray();
    void passingCallsExitZero();
    void policy_data();
    void policy();
    void policyErrors_data();
    void policyErrors();
    void malformed_data();
    void malformed();
    void emptyInput_data();
    void emptyInput();
    void hugeValueNotRepeated_data();
    void hugeValueNotRepeated();

    void receiptsNeedSalt();
    void receipts();
    void receiptsKeepNoContent();
    void receiptsNotWrittenForMalformedInput_data();
    void receiptsNotWrittenForMalformedInput();

    void importVapi();
    void importTwilio();
    void importMalformed_data();
    void importMalformed();
    void importedVerdicts_data();
    void importedVerdicts();
    void importRefused_data();
    void importRefused();
    void storeInWorkspace();
    void storeNothingForBadInput();

private:
    Run run(const QStringList &args, const QString &workingDirectory, const QByteArray &salt = {}, const QByteArray &input = {});
    QHash<QString, Json> m_expected; // call -> documented output object
};

void TestCliEvidence::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFileInfo(QStringLiteral(POLYGON_CLI_PATH)).isExecutable(), POLYGON_CLI_PATH);
    const std::optional<Json> root = parse(QString::fromUtf8(readFile(kDataDir + QStringLiteral("/reference.expected.json"))));
    QVERIFY(root);
    for (Json call : root->at("calls")) {
        call.erase("derivation");
        m_expected.insert(str(call.at("call")), call);
    }
    QCOMPARE(m_expected.size(), 8);
    // The hand-written lists above agree with the expected file.
    QStringList order;
    for (const Json &c : root->at("jsonl_order"))
        order.append(str(c));
    QCOMPARE(order, kLineCalls);
    for (qsizetype i = 0; i < kLineCalls.size(); ++i)
        QCOMPARE(str(m_expected.value(kLineCalls.at(i)).at("verdict")), kLineVerdicts.at(i));
}

Run TestCliEvidence::run(const QStringList &args, const QString &workingDirectory, const QByteArray &salt,
                         const QByteArray &input)
{
    return runCli(args, input, {{QStringLiteral("POLYGON_RECEIPT_SALT"), salt.isEmpty() ? QString() : QString::fromLatin1(salt)}},
                  workingDirectory);
}

// ---------------------------------------------------------------------------
// evidence

void TestCliEvidence::referenceLines()
{
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl")}, kDataDir);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    QVERIFY(r.out.endsWith(QLatin1Char('\n')));
    const QStringList lines = splitLines(r.out);
    QCOMPARE(lines.size(), 8);
    QStringList calls, verdicts;
    for (const QString &line : lines) {
        const auto j = parse(line);
        QVERIFY2(j && j->is_object(), qPrintable(line));
        calls.append(str(j->at("call")));
        verdicts.append(str(j->at("verdict")));
        QVERIFY2(*j == m_expected.value(calls.last()), qPrintable(line));
    }
    QCOMPARE(calls, kLineCalls); // in the order the calls complete
    QCOMPARE(verdicts, kLineVerdicts);
}

void TestCliEvidence::referenceFromStdin()
{
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("-")}, kDataDir, {},
                      readFile(kDataDir + QStringLiteral("/reference.jsonl")));
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    const Run fromFile = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl")}, kDataDir);
    QCOMPARE(r.out, fromFile.out);
}

void TestCliEvidence::referenceArray_data()
{
    QTest::addColumn<bool>("compact");
    QTest::newRow("pretty") << false;
    QTest::newRow("--compact") << true;
}

void TestCliEvidence::referenceArray()
{
    QFETCH(bool, compact);
    QStringList args = {QStringLiteral("evidence"), QStringLiteral("reference.json")};
    if (compact)
        args.append(QStringLiteral("--compact"));
    const Run r = run(args, kDataDir);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    if (compact) {
        QVERIFY(r.out.startsWith(QLatin1String("[{")));
        QVERIFY(r.out.endsWith(QLatin1String("}]\n")));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
    } else {
        QVERIFY(r.out.startsWith(QLatin1String("[\n")));
        QVERIFY(r.out.endsWith(QLatin1String("\n]\n")));
    }
    const auto array = parse(r.out);
    QVERIFY(array && array->is_array());
    QCOMPARE(array->size(), size_t(8));
    for (size_t i = 0; i < array->size(); ++i) {
        const Json &call = array->at(i);
        QCOMPARE(str(call.at("call")), kArrayCalls.at(qsizetype(i)));
        QVERIFY2(call == m_expected.value(kArrayCalls.at(qsizetype(i))), call.dump().c_str());
    }
}

void TestCliEvidence::passingCallsExitZero()
{
    // passing.jsonl: the lines of call-healthy and call-reconciled from reference.jsonl.
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("passing.jsonl")}, kDataDir);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    const QStringList lines = splitLines(r.out);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(parse(lines.at(0)).value_or(Json()) == m_expected.value(QStringLiteral("call-healthy")), qPrintable(lines.at(0)));
    QVERIFY2(parse(lines.at(1)).value_or(Json()) == m_expected.value(QStringLiteral("call-reconciled")), qPrintable(lines.at(1)));
}

void TestCliEvidence::policy_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QByteArray>("policy");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("verdicts"); // in output order
    QTest::addColumn<QString>("changedCall");
    QTest::addColumn<QString>("changedGate");
    QTest::addColumn<QByteArray>("changedResult");

    QStringList slowPasses = kLineVerdicts;
    slowPasses[2] = QStringLiteral("pass");
    QTest::newRow("maxFirstResponseMs 2100: call-slow passes")
        << QStringLiteral("reference.jsonl") << QByteArray(R"({"maxFirstResponseMs": 2100})") << 1 << slowPasses
        << QStringLiteral("call-slow") << QStringLiteral("turn_timing")
        << QByteArray(R"({"status": "pass", "reason": "within_limit", "value_ms": 2100})");
    QTest::newRow("maxFirstResponseMs 2099: call-slow fails")
        << QStringLiteral("reference.jsonl") << QByteArray(R"({"maxFirstResponseMs": 2099})") << 1 << kLineVerdicts
        << QStringLiteral("call-slow") << QStringLiteral("turn_timing")
        << QByteArray(R"({"status": "fail", "reason": "slow_first_response", "value_ms": 2100})");
    QStringList reconciledFails = kLineVerdicts;
    reconciledFails[7] = QStringLiteral("interruption:fail");
    QTest::newRow("maxInterruptStopMs 199: call-reconciled fails")
        << QStringLiteral("reference.jsonl") << QByteArray(R"({"maxInterruptStopMs": 199})") << 1 << reconciledFails
        << QStringLiteral("call-reconciled") << QStringLiteral("interruption")
        << QByteArray(R"({"status": "fail", "reason": "slow_stop", "value_ms": 200})");
    QStringList talkoverInsufficient = kLineVerdicts;
    talkoverInsufficient[3] = QStringLiteral("interruption:insufficient_evidence");
    QTest::newRow("assistantStopCollected false")
        << QStringLiteral("reference.jsonl") << QByteArray(R"({"assistantStopCollected": false})") << 1 << talkoverInsufficient
        << QStringLiteral("call-talkover") << QStringLiteral("interruption")
        << QByteArray(R"({"status": "insufficient_evidence", "reason": "no_assistant_stop"})");
    QTest::newRow("passing calls, maxFirstResponseMs 899")
        << QStringLiteral("passing.jsonl") << QByteArray(R"({"maxFirstResponseMs": 899})") << 1
        << QStringList {QStringLiteral("pass"), QStringLiteral("turn_timing:fail")} << QStringLiteral("call-reconciled")
        << QStringLiteral("turn_timing") << QByteArray(R"({"status": "fail", "reason": "slow_first_response", "value_ms": 900})");
    QTest::newRow("passing calls, maxInterruptStopMs 200")
        << QStringLiteral("passing.jsonl") << QByteArray(R"({"maxInterruptStopMs": 200})") << 0
        << QStringList {QStringLiteral("pass"), QStringLiteral("pass")} << QStringLiteral("call-reconciled")
        << QStringLiteral("interruption") << QByteArray(R"({"status": "pass", "reason": "stopped_in_time", "value_ms": 200})");
}

void TestCliEvidence::policy()
{
    QFETCH(QString, input);
    QFETCH(QByteArray, policy);
    QFETCH(int, exitCode);
    QFETCH(QStringList, verdicts);
    QFETCH(QString, changedCall);
    QFETCH(QString, changedGate);
    QFETCH(QByteArray, changedResult);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString policyFile = tmp.filePath(QStringLiteral("policy.json"));
    QVERIFY(writeFile(policyFile, policy));
    const Run r = run({QStringLiteral("evidence"), input, QStringLiteral("--policy"), policyFile}, kDataDir);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, exitCode);
    QStringList got;
    for (const QString &line : splitLines(r.out)) {
        const auto j = parse(line);
        QVERIFY(j);
        got.append(str(j->at("verdict")));
        if (str(j->at("call")) == changedCall)
            QCOMPARE(QString::fromStdString(j->at("gates").at(changedGate.toStdString()).dump()),
                     QString::fromStdString(Json::parse(changedResult.constBegin(), changedResult.constEnd()).dump()));
    }
    QCOMPARE(got, verdicts);
}

void TestCliEvidence::policyErrors_data()
{
    QTest::addColumn<QByteArray>("policy"); // empty: no such file
    QTest::addColumn<QString>("err");
    QTest::newRow("unknown key")
        << QByteArray("{\n  \"maxInterruptStop\": 200\n}\n")
        << QStringLiteral(
               "policy.json:2:3: unknown key \"maxInterruptStop\" in the evidence policy; expected one of: maxFirstResponseMs, "
               "maxInterruptStopMs, assistantStopCollected (did you mean \"maxInterruptStopMs\"?) (at /maxInterruptStop)\n");
    QTest::newRow("wrong type") << QByteArray("{\"assistantStopCollected\": 1}")
                                << QStringLiteral(
                                       "policy.json:1:28: \"assistantStopCollected\" must be true or false, not an integer "
                                       "(at /assistantStopCollected)\n");
    QTest::newRow("no such file") << QByteArray()
                                  << QStringLiteral("policy.json:1:1: cannot read the file: No such file or directory\n");
}

void TestCliEvidence::policyErrors()
{
    QFETCH(QByteArray, policy);
    QFETCH(QString, err);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    if (!policy.isEmpty())
        QVERIFY(writeFile(tmp.filePath(QStringLiteral("policy.json")), policy));
    QVERIFY(QFile::copy(kDataDir + QStringLiteral("/reference.jsonl"), tmp.filePath(QStringLiteral("reference.jsonl"))));
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--policy"),
                       QStringLiteral("policy.json")},
                      tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

void TestCliEvidence::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("err");

    const QByteArray queued = R"({"call": "a", "t": 0, "type": "call.status", "status": "queued"})";
    const QByteArray connected = R"({"call": "a", "t": 2000, "type": "call.status", "status": "in-progress"})";

    // Line 3: the '}' after the trailing comma is at column 65.
    QTest::newRow("bad JSON on line 3")
        << QStringLiteral("bad.jsonl")
        << (queued + '\n' + connected + '\n' + R"({"call": "a", "t": 5, "type": "call.status", "status": "queued",})" + '\n')
        << QStringLiteral("bad.jsonl:3:65: invalid JSON: syntax error while parsing object key - unexpected '}'; "
                          "expected string literal\n");
    // Line 2: the value "call.ended" starts at column 31.
    QTest::newRow("unknown type on line 2")
        << QStringLiteral("bad.jsonl")
        << (queued + '\n' + R"({"call": "a", "t": 5, "type": "call.ended"})" + '\n' + connected + '\n')
        << QStringLiteral(
               "bad.jsonl:2:31: unknown event type \"call.ended\"; expected one of: call.status, caller.audio.started, "
               "caller.audio.stopped, assistant.audio.started, caller.interrupted, assistant.audio.stopped, tool.request, "
               "tool.response, tool.receipt, outcome.requested, outcome.verified (at /type)\n");
    // Line 2: the value "answered" starts at column 56.
    QTest::newRow("unknown status on line 2")
        << QStringLiteral("bad.jsonl")
        << (queued + '\n' + R"({"call": "a", "t": 5, "type": "call.status", "status": "answered"})" + '\n')
        << (QStringLiteral("bad.jsonl:2:56: unknown call status \"answered\"; expected one of: ") + kStatuses
            + QStringLiteral(" (at /status)\n"));
    QTest::newRow("missing t on line 2, after a blank line 1")
        << QStringLiteral("bad.jsonl")
        << ('\n' + QByteArray(R"({"call": "a", "type": "call.status", "status": "queued"})") + '\n')
        << QStringLiteral("bad.jsonl:2:1: missing required key \"t\" in the event (at /)\n");
    QTest::newRow("missing operation_id of a receipt")
        << QStringLiteral("bad.jsonl")
        << (queued + '\n' + R"({"call": "a", "t": 9, "type": "tool.receipt", "effect": true})" + '\n')
        << QStringLiteral("bad.jsonl:2:1: missing required key \"operation_id\" in the event (at /)\n");
    // Line 1: the value "1830" starts at column 20.
    QTest::newRow("t as a string") << QStringLiteral("bad.jsonl")
                                   << QByteArray(R"({"call": "a", "t": "1830", "type": "call.status", "status": "queued"})"
                                                 "\n")
                                   << QStringLiteral(
                                          "bad.jsonl:1:20: \"t\" must be milliseconds (a number), not a string (at /t)\n");
    QTest::newRow("an array on a line") << QStringLiteral("bad.jsonl") << (queued + "\n[1, 2]\n")
                                        << QStringLiteral(
                                               "bad.jsonl:2:1: the event must be a JSON object, not an array (at /)\n");
    // Array form: event 2 starts on line 3, column 2.
    QTest::newRow("array: missing effect in event 2")
        << QStringLiteral("bad.json")
        << ("[\n " + queued + ",\n " + R"({"call": "a", "t": 9, "type": "tool.receipt", "operation_id": "x"})" + "\n]\n")
        << QStringLiteral("bad.json:3:2: missing required key \"effect\" in event 2 (at /1)\n");
    // Eight valid calls first: still nothing printed.
    QTest::newRow("a bad line 110 after the reference calls")
        << QStringLiteral("bad.jsonl")
        << (readFile(kDataDir + QStringLiteral("/reference.jsonl"))
            + R"({"call": "x", "t": 1})"
              "\n")
        << QStringLiteral("bad.jsonl:110:1: missing required key \"type\" in the event (at /)\n");
}

void TestCliEvidence::malformed()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, err);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeFile(tmp.filePath(file), content));
    const Run r = run({QStringLiteral("evidence"), file}, tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString()); // nothing half-reported
    QCOMPARE(r.err, err);
}

void TestCliEvidence::emptyInput_data()
{
    QTest::addColumn<bool>("stdinInput"); // through "-" instead of a file
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("empty file") << false << QByteArray();
    QTest::newRow("blank lines") << false << QByteArray("\n  \n\t\r\n\n");
    QTest::newRow("empty standard input") << true << QByteArray();
    QTest::newRow("blank lines on standard input") << true << QByteArray("\n\n   \n");
    // Zero calls must not turn CI green.
    QTest::newRow("an empty array") << false << QByteArray("[]\n");
    QTest::newRow("an empty array on standard input") << true << QByteArray(" [ ] ");
}

// No events is no evidence: exit 2 naming the input, never a silent pass.
void TestCliEvidence::emptyInput()
{
    QFETCH(bool, stdinInput);
    QFETCH(QByteArray, content);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("empty.jsonl")), content));
    const QString receipts = tmp.filePath(QStringLiteral("receipts.jsonl"));
    const Run r = run({QStringLiteral("evidence"), stdinInput ? QStringLiteral("-") : QStringLiteral("empty.jsonl"),
                       QStringLiteral("--receipts"), receipts},
                      tmp.path(), "salt-0123456789", stdinInput ? content : QByteArray());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err,
             (stdinInput ? QStringLiteral("<stdin>") : QStringLiteral("empty.jsonl"))
                 + QStringLiteral(":1:1: no events: nothing to check\n"));
    QVERIFY(!QFileInfo::exists(receipts));
}

void TestCliEvidence::hugeValueNotRepeated_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("err");

    // A 50 MB string where milliseconds belong: the message names the type, not the value.
    const QByteArray fifty(50 * 1024 * 1024, 'x');
    QTest::newRow("50 MB string as t")
        << (R"({"call": "a", "t": ")" + fifty + R"(", "type": "call.status", "status": "queued"})" + '\n')
        << QStringLiteral("bad.jsonl:1:20: \"t\" must be milliseconds (a number), not a string (at /t)\n");
    // A 1 MB event type: quoted with its first 80 characters and "…" (the value starts at column 31).
    const QByteArray mega(1024 * 1024, 'y');
    QTest::newRow("1 MB event type")
        << (R"({"call": "a", "t": 5, "type": ")" + mega + R"("})" + '\n')
        << (QStringLiteral("bad.jsonl:1:31: unknown event type \"") + QString(80, QLatin1Char('y')) + QChar(0x2026)
            + QStringLiteral("\"; expected one of: call.status, caller.audio.started, caller.audio.stopped, "
                             "assistant.audio.started, caller.interrupted, assistant.audio.stopped, tool.request, "
                             "tool.response, tool.receipt, outcome.requested, outcome.verified (at /type)\n"));
    // 81 characters is one too many: cut as well; 80 stay whole.
    QTest::newRow("81-character status")
        << (R"({"call": "a", "t": 5, "type": "call.status", "status": ")" + QByteArray(81, 's') + R"("})" + '\n')
        << (QStringLiteral("bad.jsonl:1:56: unknown call status \"") + QString(80, QLatin1Char('s')) + QChar(0x2026)
            + QStringLiteral("\"; expected one of: ") + kStatuses + QStringLiteral(" (at /status)\n"));
    QTest::newRow("80-character status") << (R"({"call": "a", "t": 5, "type": "call.status", "status": ")" + QByteArray(80, 's')
                                             + R"("})" + '\n')
                                         << (QStringLiteral("bad.jsonl:1:56: unknown call status \"")
                                             + QString(80, QLatin1Char('s')) + QStringLiteral("\"; expected one of: ") + kStatuses
                                             + QStringLiteral(" (at /status)\n"));
}

void TestCliEvidence::hugeValueNotRepeated()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, err);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("bad.jsonl")), content));
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("bad.jsonl")}, tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

// ---------------------------------------------------------------------------
// receipts

void TestCliEvidence::receiptsNeedSalt()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString out = tmp.filePath(QStringLiteral("receipts.jsonl"));
    const Run r
        = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--receipts"), out}, kDataDir);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, kSaltMessage);
    QVERIFY(!QFileInfo::exists(out));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TestCliEvidence::receipts()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString outA = tmp.filePath(QStringLiteral("a.jsonl"));
    const Run plain = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl")}, kDataDir);
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--receipts"), outA},
                      kDataDir, "salt-A-0123456789");
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    QCOMPARE(r.out, plain.out); // receipts change nothing on stdout

    const QByteArray bytesA = readFile(outA);
    const QStringList receipts = splitLines(QString::fromUtf8(bytesA));
    QCOMPARE(receipts.size(), 8); // one per call, in output order
    for (const QString &raw : kRawIds)
        QVERIFY2(!QString::fromUtf8(bytesA).contains(raw), qPrintable(raw));
    QVERIFY(!bytesA.contains("create_booking"));
    QVERIFY(!bytesA.contains("cancel_booking"));

    const QRegularExpression hex32(QStringLiteral("^[0-9a-f]{32}$"));
    const QRegularExpression hex64(QStringLiteral("^[0-9a-f]{64}$"));
    QSet<QString> callPseudonyms;
    QString policyVersion;
    for (qsizetype i = 0; i < receipts.size(); ++i) {
        const auto j = parse(receipts.at(i));
        QVERIFY2(j && j->is_object(), qPrintable(receipts.at(i)));
        const Json &expected = m_expected.value(kLineCalls.at(i));
        QCOMPARE(str(j->at("verdict")), kLineVerdicts.at(i));
        QCOMPARE(str(j->at("terminal_state")), kLineTerminal.at(i));
        for (const QString &gate : kGateNames)
            QCOMPARE(str(j->at("gates").at(gate.toStdString())), str(expected.at("gates").at(gate.toStdString()).at("status")));
        const QString call = str(j->at("call"));
        QVERIFY2(hex32.match(call).hasMatch(), qPrintable(call));
        callPseudonyms.insert(call);
        const QString version = str(j->at("policy_version"));
        QVERIFY2(hex64.match(version).hasMatch(), qPrintable(version));
        if (i > 0)
            QCOMPARE(version, policyVersion);
        policyVersion = version;
        const Json &events = j->at("events");
        QCOMPARE(int(events.size()), kLineEventCounts.at(i));
        QCOMPARE(events.at(0).at("t").get<qint64>(), qint64(0)); // every reference call starts at 0
        for (const Json &e : events) {
            if (e.contains("turn"))
                QVERIFY2(hex32.match(str(e.at("turn"))).hasMatch(), e.dump().c_str());
            if (e.contains("operation"))
                QVERIFY2(hex32.match(str(e.at("operation"))).hasMatch(), e.dump().c_str());
            QVERIFY2(!e.contains("action") && !e.contains("outcome") && !e.contains("operation_id"), e.dump().c_str());
        }
    }
    QCOMPARE(callPseudonyms.size(), 8);

    // The same salt: the same receipts, byte for byte.
    const QString outA2 = tmp.filePath(QStringLiteral("a2.jsonl"));
    QCOMPARE(run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--receipts"), outA2}, kDataDir,
                 "salt-A-0123456789")
                 .code,
             1);
    QCOMPARE(readFile(outA2), bytesA);

    // Another salt: no pseudonym in common; everything else the same.
    const QString outB = tmp.filePath(QStringLiteral("b.jsonl"));
    QCOMPARE(run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--receipts"), outB}, kDataDir,
                 "salt-B-9876543210")
                 .code,
             1);
    const QByteArray bytesB = readFile(outB);
    const QRegularExpression anyHex32(QStringLiteral("\"([0-9a-f]{32})\""));
    QSet<QString> pseudonymsA, pseudonymsB;
    for (auto it = anyHex32.globalMatch(QString::fromUtf8(bytesA)); it.hasNext();)
        pseudonymsA.insert(it.next().captured(1));
    for (auto it = anyHex32.globalMatch(QString::fromUtf8(bytesB)); it.hasNext();)
        pseudonymsB.insert(it.next().captured(1));
    QVERIFY(pseudonymsA.size() > 8); // calls, turns and operations
    QCOMPARE(pseudonymsA.size(), pseudonymsB.size());
    QVERIFY(!pseudonymsA.intersects(pseudonymsB));
    QString strippedA = QString::fromUtf8(bytesA), strippedB = QString::fromUtf8(bytesB);
    strippedA.replace(anyHex32, QStringLiteral("\"P\""));
    strippedB.replace(anyHex32, QStringLiteral("\"P\""));
    strippedA.replace(QRegularExpression(QStringLiteral("\"[0-9a-f]{64}\"")), QStringLiteral("\"H\""));
    strippedB.replace(QRegularExpression(QStringLiteral("\"[0-9a-f]{64}\"")), QStringLiteral("\"H\""));
    QCOMPARE(strippedB, strippedA);

    // Another policy: another policy version, the same pseudonyms.
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("policy.json")), R"({"maxFirstResponseMs": 2100})"));
    const QString outP = tmp.filePath(QStringLiteral("p.jsonl"));
    QCOMPARE(run({QStringLiteral("evidence"), QStringLiteral("reference.jsonl"), QStringLiteral("--receipts"), outP,
                  QStringLiteral("--policy"), tmp.filePath(QStringLiteral("policy.json"))},
                 kDataDir, "salt-A-0123456789")
                 .code,
             1);
    const QStringList receiptsP = splitLines(QString::fromUtf8(readFile(outP)));
    QCOMPARE(receiptsP.size(), 8);
    const auto first = parse(receiptsP.at(0));
    QVERIFY(first);
    QVERIFY(str(first->at("policy_version")) != policyVersion);
    QCOMPARE(str(first->at("call")), str(parse(receipts.at(0)).value_or(Json::object()).value("call", Json())));
    QCOMPARE(str(parse(receiptsP.at(2)).value_or(Json::object()).at("verdict")), QStringLiteral("pass")); // call-slow
}

// Keys the contract ignores may carry content: it reaches neither stdout nor
// the receipts. Receipt times are relative to the call's first event.
void TestCliEvidence::receiptsKeepNoContent()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QByteArray input
        = R"({"call": "k-385915550142", "t": 5000, "type": "call.status", "status": "in-progress", "from": "+385915550142"})"
          "\n"
          R"({"call": "k-385915550142", "t": 5600, "type": "caller.audio.started", "turn": 1, "transcript": "my number is 385915550142"})"
          "\n"
          R"({"call": "k-385915550142", "t": 6400, "type": "caller.audio.stopped", "turn": 1})"
          "\n"
          R"({"call": "k-385915550142", "t": 7000, "type": "assistant.audio.started", "turn": 1, "text": "Bella Vista, hello"})"
          "\n"
          R"({"call": "k-385915550142", "t": 7100, "type": "tool.request", "operation_id": "op-385915550142", "action": "create_booking", "arguments": {"phone": "+385915550142"}})"
          "\n"
          R"({"call": "k-385915550142", "t": 7300, "type": "tool.receipt", "operation_id": "op-385915550142", "effect": true, "row": "Marta"})"
          "\n"
          R"({"call": "k-385915550142", "t": 9000, "type": "outcome.requested", "outcome": "booking"})"
          "\n"
          R"({"call": "k-385915550142", "t": 9900, "type": "outcome.verified", "outcome": "booking", "verified": true})"
          "\n"
          R"({"call": "k-385915550142", "t": 12000, "type": "call.status", "status": "completed"})"
          "\n";
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("in.jsonl")), input));
    const Run r
        = run({QStringLiteral("evidence"), QStringLiteral("in.jsonl"), QStringLiteral("--receipts"), QStringLiteral("r.jsonl")},
              tmp.path(), "another salt");
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0); // connected, 600 ms, receipt, verified
    QVERIFY(!r.out.contains(QLatin1String("transcript")));
    QVERIFY(!r.out.contains(QLatin1String("Bella")));
    QVERIFY(!r.out.contains(QLatin1String("Marta")));
    const QByteArray receipt = readFile(tmp.filePath(QStringLiteral("r.jsonl")));
    for (const char *word : {"385915550142", "transcript", "Bella", "Marta", "phone", "arguments", "booking", "k-", "op-"})
        QVERIFY2(!receipt.contains(word), word);
    const auto j = parse(QString::fromUtf8(receipt));
    QVERIFY(j);
    QStringList times;
    for (const Json &e : j->at("events"))
        times.append(str(e.at("t")) + QLatin1Char(' ') + str(e.at("type")));
    QCOMPARE(times,
             (QStringList {QStringLiteral("0 call.status"), QStringLiteral("600 caller.audio.started"),
                           QStringLiteral("1400 caller.audio.stopped"), QStringLiteral("2000 assistant.audio.started"),
                           QStringLiteral("2100 tool.request"), QStringLiteral("2300 tool.receipt"),
                           QStringLiteral("4000 outcome.requested"), QStringLiteral("4900 outcome.verified"),
                           QStringLiteral("7000 call.status")}));
    QCOMPARE(str(j->at("terminal_state")), QStringLiteral("completed"));
    QCOMPARE(str(j->at("verdict")), QStringLiteral("pass"));
}

void TestCliEvidence::receiptsNotWrittenForMalformedInput_data()
{
    QTest::addColumn<bool>("existing");
    QTest::newRow("no receipts file before") << false;
    QTest::newRow("an older receipts file stays as it was") << true;
}

void TestCliEvidence::receiptsNotWrittenForMalformedInput()
{
    QFETCH(bool, existing);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    // All eight reference calls, then a bad line 110.
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("bad.jsonl")),
                      readFile(kDataDir + QStringLiteral("/reference.jsonl"))
                          + R"({"call": "x", "t": 1, "type": "nope"})"
                            "\n"));
    const QString out = tmp.filePath(QStringLiteral("r.jsonl"));
    if (existing)
        QVERIFY(writeFile(out, "old receipts\n"));
    const Run r
        = run({QStringLiteral("evidence"), QStringLiteral("bad.jsonl"), QStringLiteral("--receipts"), QStringLiteral("r.jsonl")},
              tmp.path(), "salt");
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(QLatin1String("bad.jsonl:110:31: unknown event type \"nope\"")), qPrintable(r.err));
    if (existing)
        QCOMPARE(readFile(out), QByteArray("old receipts\n"));
    else
        QVERIFY(!QFileInfo::exists(out));
    QStringList expectedEntries = {QStringLiteral("bad.jsonl")};
    if (existing)
        expectedEntries.append(QStringLiteral("r.jsonl"));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDir::Name), expectedEntries);
}

// ---------------------------------------------------------------------------
// evidence-import

void TestCliEvidence::importVapi()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run imported = run({QStringLiteral("evidence-import"), QStringLiteral("vapi"),
                              kDataDir + QStringLiteral("/vapi-call.jsonl"), QStringLiteral("-o"), QStringLiteral("out.jsonl")},
                             tmp.path());
    QCOMPARE(imported.err, QString());
    QCOMPARE(imported.code, 0);
    QCOMPARE(imported.out, QString());
    // Written atomically: the file and nothing else (no temporary left behind).
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList {QStringLiteral("out.jsonl")});
    const QByteArray events = readFile(tmp.filePath(QStringLiteral("out.jsonl")));
    QCOMPARE(events.count('\n'), 16); // 14 and an outcome.requested per call
    for (const char *word : {"385915550142", "Bella", "transcript", "Marta", "rec.wav", "summary", "org-7f2"})
        QVERIFY2(!events.contains(word), word);

    // Without -o: the same events on stdout.
    const Run toStdout = run(
        {QStringLiteral("evidence-import"), QStringLiteral("vapi"), kDataDir + QStringLiteral("/vapi-call.jsonl")}, tmp.path());
    QCOMPARE(toStdout.code, 0);
    QCOMPARE(toStdout.out.toUtf8(), events);

    const Run r = run({QStringLiteral("evidence"), QStringLiteral("out.jsonl")}, tmp.path());
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    QHash<QString, Json> byCall;
    for (const QString &line : splitLines(r.out)) {
        const auto j = parse(line);
        QVERIFY(j);
        byCall.insert(str(j->at("call")), *j);
    }
    QCOMPARE(byCall.size(), 2);
    // Answered: connected 1800; turn 0 a greeting; turn 1 caller stop 6200 -> assistant 6900 = 700;
    // interrupted 8000 (turn 1), assistant stopped 8180 = 180; call_Qx81 has no receipt (Vapi sends none).
    const Json answered = byCall.value(QStringLiteral("5f1d2c0a-7b8e-4d8a-9c6e-3a2b1c0d9e8f"));
    QVERIFY2(answered == Json::parse(R"({
        "call": "5f1d2c0a-7b8e-4d8a-9c6e-3a2b1c0d9e8f",
        "gates": {
            "reachability": {"status": "pass", "reason": "connected"},
            "turn_timing": {"status": "pass", "reason": "within_limit", "value_ms": 700},
            "interruption": {"status": "pass", "reason": "stopped_in_time", "value_ms": 180},
            "tool_effect": {"status": "fail", "reason": "no_receipt"},
            "outcome": {"status": "fail", "reason": "outcome_unverified"}},
        "verdict": "tool_effect:fail"})"),
             answered.dump().c_str());
    // Unanswered: queued, ringing, ended customer-did-not-answer.
    const Json unanswered = byCall.value(QStringLiteral("0aa1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a4b"));
    QVERIFY2(unanswered == Json::parse(R"({
        "call": "0aa1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a4b",
        "gates": {
            "reachability": {"status": "fail", "reason": "no-answer"},
            "turn_timing": {"status": "insufficient_evidence", "reason": "no_measurable_turn"},
            "interruption": {"status": "not_applicable", "reason": "no_interruption"},
            "tool_effect": {"status": "not_applicable", "reason": "no_tool_request"},
            "outcome": {"status": "fail", "reason": "outcome_unverified"}},
        "verdict": "reachability:fail"})"),
             unanswered.dump().c_str());
}

void TestCliEvidence::importTwilio()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run imported
        = run({QStringLiteral("evidence-import"), QStringLiteral("twilio"), kDataDir + QStringLiteral("/twilio-callbacks.txt"),
               QStringLiteral("-o"), QStringLiteral("out.jsonl")},
              tmp.path());
    QCOMPARE(imported.err, QString());
    QCOMPARE(imported.code, 0);
    const QByteArray events = readFile(tmp.filePath(QStringLiteral("out.jsonl")));
    QCOMPARE(events.count('\n'), 9); // 7 and an outcome.requested per call
    for (const char *word : {"385915550142", "385915550143", "38515550100", "AC000000", "outbound-api"})
        QVERIFY2(!events.contains(word), word);

    const Run r = run({QStringLiteral("evidence"), QStringLiteral("out.jsonl")}, tmp.path());
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 1);
    QHash<QString, QString> verdicts, reachability;
    for (const QString &line : splitLines(r.out)) {
        const auto j = parse(line);
        QVERIFY(j);
        verdicts.insert(str(j->at("call")), str(j->at("verdict")));
        reachability.insert(str(j->at("call")), str(j->at("gates").at("reachability").at("reason")));
        // Status callbacks carry nothing for the other gates.
        QCOMPARE(str(j->at("gates").at("turn_timing").at("reason")), QStringLiteral("no_measurable_turn"));
    }
    QCOMPARE(verdicts.size(), 2);
    QCOMPARE(verdicts.value(QStringLiteral("CA1f2e3d4c5b6a79880000000000000001")),
             QStringLiteral("turn_timing:insufficient_evidence"));
    QCOMPARE(reachability.value(QStringLiteral("CA1f2e3d4c5b6a79880000000000000001")), QStringLiteral("connected"));
    QCOMPARE(verdicts.value(QStringLiteral("CA9e8d7c6b5a4f3e2d0000000000000002")), QStringLiteral("reachability:fail"));
    QCOMPARE(reachability.value(QStringLiteral("CA9e8d7c6b5a4f3e2d0000000000000002")), QStringLiteral("busy"));
}

void TestCliEvidence::importMalformed_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("existing");
    QTest::addColumn<QString>("err");

    const QByteArray twilio = "CallSid=CAx&CallStatus=queued&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A00%20%2B0000\n"
                              "CallSid=CAx&CallStatus=ringing&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A01%20%2B0000\n"
                              "CallSid=CAx&CallStatus=picked-up&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A02%20%2B0000\n";
    const QString unknownStatus
        = QStringLiteral("bad.txt:3:1: unknown CallStatus \"picked-up\"; expected one of: ") + kStatuses + QLatin1Char('\n');
    QTest::newRow("twilio: unknown CallStatus on line 3") << QStringLiteral("twilio") << twilio << false << unknownStatus;
    QTest::newRow("twilio: an older output stays as it was") << QStringLiteral("twilio") << twilio << true << unknownStatus;
    QTest::newRow("twilio: bad Timestamp on line 2")
        << QStringLiteral("twilio")
        << QByteArray("CallSid=CAx&CallStatus=queued&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A00%20%2B0000\n"
                      "CallSid=CAx&CallStatus=busy&Timestamp=2026-11-30T09%3A00%3A01Z\n")
        << false << QStringLiteral("bad.txt:2:1: the Timestamp \"2026-11-30T09:00:01Z\" is not an RFC 2822 date\n");
    QTest::newRow("vapi: broken JSON on line 2")
        << QStringLiteral("vapi")
        << QByteArray(R"({"message": {"type": "status-update", "status": "queued", "timestamp": 0, "call": {"id": "c1"}}})"
                      "\n"
                      R"({"message": {"type": "status-update", "status": "ringing", "timestamp": 300, "call": {"id": "c1"}})"
                      "\n")
        << false
        << QStringLiteral("bad.txt:2:99: invalid JSON: syntax error while parsing object - unexpected end of input; "
                          "expected '}'\n");
}

void TestCliEvidence::importMalformed()
{
    QFETCH(QString, source);
    QFETCH(QByteArray, content);
    QFETCH(bool, existing);
    QFETCH(QString, err);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("bad.txt")), content));
    if (existing)
        QVERIFY(writeFile(tmp.filePath(QStringLiteral("out.jsonl")), "older events\n"));
    const Run r = run(
        {QStringLiteral("evidence-import"), source, QStringLiteral("bad.txt"), QStringLiteral("-o"), QStringLiteral("out.jsonl")},
        tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
    if (existing)
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("out.jsonl"))), QByteArray("older events\n"));
    else
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("out.jsonl"))));
}

// Each provider fixture (tests/data/evidence, written from the providers'
// published types) through evidence-import and evidence: the gates a careful
// reader of those calls gives, written by hand in imported.expected.json
// ("SOURCE FILE": exit code and each call's gates and verdict).
void TestCliEvidence::importedVerdicts_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("calls"); // the expected calls as JSON text
    const QByteArray text = readFile(kDataDir + QStringLiteral("/imported.expected.json"));
    const auto expected = parse(QString::fromUtf8(text));
    QVERIFY(expected && expected->is_object());
    for (auto it = expected->begin(); it != expected->end(); ++it) {
        const QStringList key = QString::fromStdString(it.key()).split(QLatin1Char(' '));
        QCOMPARE(key.size(), 2);
        QTest::newRow(it.key().c_str()) << key.at(0) << key.at(1) << it.value().at("exit").get<int>()
                                        << QString::fromStdString(it.value().at("calls").dump());
    }
}

void TestCliEvidence::importedVerdicts()
{
    QFETCH(QString, source);
    QFETCH(QString, file);
    QFETCH(int, code);
    QFETCH(QString, calls);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const Run imported = run({QStringLiteral("evidence-import"), source, kDataDir + QLatin1Char('/') + file, QStringLiteral("-o"),
                              QStringLiteral("events.jsonl")},
                             tmp.path());
    QCOMPARE(imported.err, QString());
    QCOMPARE(imported.code, 0);
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("events.jsonl")}, tmp.path());
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, code);
    const auto want = parse(calls);
    QVERIFY(want);
    Json got = Json::object();
    for (const QString &line : splitLines(r.out)) {
        auto j = parse(line);
        QVERIFY(j);
        const std::string call = j->at("call").get<std::string>();
        j->erase("call");
        got[call] = *j;
    }
    QVERIFY2(got == *want, (got.dump(1) + "\n--- expected ---\n" + want->dump(1)).c_str());
}

// What the importers refuse: exit 2, one line per problem at file:line:column, nothing written.
void TestCliEvidence::importRefused_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("err");
    QTest::newRow("twilio Media Streams")
        << QStringLiteral("twilio") << QStringLiteral("twilio-media-streams.jsonl")
        << QStringLiteral("twilio-media-streams.jsonl:1:1: this is a Twilio Media Streams message (\"event\": \"connected\"), "
                          "not a status callback: the twilio importer reads call status callbacks only, and media streams "
                          "carry audio, which the gates never read\n");
    QTest::newRow("twilio non-UTF-8 CallSid")
        << QStringLiteral("twilio") << QStringLiteral("twilio-non-utf8.txt")
        << QStringLiteral("twilio-non-utf8.txt:1:9: the value of \"CallSid\" is not UTF-8 text\n"
                          "twilio-non-utf8.txt:2:9: the value of \"CallSid\" is not UTF-8 text\n");
    QTest::newRow("twilio SequenceNumber=one")
        << QStringLiteral("twilio") << QStringLiteral("twilio-bad-sequence.txt")
        << QStringLiteral("twilio-bad-sequence.txt:2:140: the SequenceNumber \"one\" is not a whole number from 0\n");
    QTest::newRow("twilio year 9999")
        << QStringLiteral("twilio") << QStringLiteral("twilio-year-9999.txt")
        << QStringLiteral("twilio-year-9999.txt:2:75: the Timestamp \"Fri, 31 Dec 9999 23:59:59 +0000\" is not a time of a call "
                          "(1970 to 2099)\n");
    QTest::newRow("vapi only unknown types")
        << QStringLiteral("vapi") << QStringLiteral("vapi-unknown-types.jsonl")
        << QStringLiteral("vapi-unknown-types.jsonl:1:1: no events: none of the 3 payloads gives a call event (types seen: "
                          "status_update, speech_update)\n");
    QTest::newRow("retell an empty file") << QStringLiteral("retell") << QStringLiteral("empty.json")
                                          << QStringLiteral("empty.json:1:1: no events: the input is empty\n");
}

void TestCliEvidence::importRefused()
{
    QFETCH(QString, source);
    QFETCH(QString, file);
    QFETCH(QString, err);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QByteArray content = file == QLatin1String("empty.json") ? QByteArray() : readFile(kDataDir + QLatin1Char('/') + file);
    QVERIFY(writeFile(tmp.filePath(file), content));
    const Run r
        = run({QStringLiteral("evidence-import"), source, file, QStringLiteral("-o"), QStringLiteral("out.jsonl")}, tmp.path());
    QCOMPARE(r.err, err);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("out.jsonl"))));
}

// --store: the gates of every call in the workspace's polygon.db, as one
// completed run the GUI's evidence view can read (StoreReader::evidenceResults).
void TestCliEvidence::storeInWorkspace()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString ws = tmp.filePath(QStringLiteral("bella-vista"));
    QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws), QString());
    const QString receipts = tmp.filePath(QStringLiteral("receipts.jsonl"));
    const Run r = run({QStringLiteral("evidence"), kDataDir + QStringLiteral("/reference.jsonl"), QStringLiteral("--store"), ws,
                       QStringLiteral("--receipts"), receipts},
                      tmp.path(), "salt-0123456789");
    QCOMPARE(r.code, 1); // the reference holds failing calls
    QCOMPARE(splitLines(r.out).size(), 8);
    const QRegularExpression stored(QStringLiteral("^stored 8 calls in (.+) as run (run-[0-9A-Za-z-]+)\n$"));
    const auto m = stored.match(r.err);
    QVERIFY2(m.hasMatch(), qPrintable(r.err));
    QCOMPARE(QFileInfo(m.captured(1)).canonicalFilePath(), QFileInfo(ws + QStringLiteral("/polygon.db")).canonicalFilePath());
    QString error;
    const auto reader = Polygon::StoreReader::open(ws, &error);
    QVERIFY2(reader, qPrintable(error));
    const auto found = reader->findRun(m.captured(2), &error);
    QVERIFY2(found, qPrintable(error));
    QCOMPARE(int(found->run.status), int(Polygon::RunStatus::Completed));
    const QList<Polygon::EvidenceResultRecord> results = reader->evidenceResults(m.captured(2));
    QCOMPARE(results.size(), 8);
    QHash<QString, Polygon::EvidenceResultRecord> byCall;
    for (const auto &e : results)
        byCall.insert(e.call, e);
    // Stored as printed: the verdicts and gates of the reference (reference.expected.json).
    for (int i = 0; i < kLineCalls.size(); ++i) {
        QVERIFY(byCall.contains(kLineCalls.at(i)));
        const auto &e = byCall.value(kLineCalls.at(i));
        QCOMPARE(e.verdict, kLineVerdicts.at(i));
        const Json gates = Json::parse(e.gates.dump()); // the store's JSON keeps key order; compare as values
        QVERIFY2(gates == m_expected.value(kLineCalls.at(i)).at("gates"), e.gates.dump().c_str());
        QVERIFY(e.receipt.is_object()); // --receipts: the same receipt stored
        QVERIFY(!e.policyHash.isEmpty());
    }
}

void TestCliEvidence::storeNothingForBadInput()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString ws = tmp.filePath(QStringLiteral("bella-vista"));
    QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws), QString());
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("bad.jsonl")),
                      "{\"call\": \"c1\", \"t\": 0, \"type\": \"call.status\", \"status\": \"completed\"}\nnot json\n"));
    const Run r = run({QStringLiteral("evidence"), QStringLiteral("bad.jsonl"), QStringLiteral("--store"), ws}, tmp.path());
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QString error;
    const auto reader = Polygon::StoreReader::open(ws, &error);
    QVERIFY2(reader, qPrintable(error));
    QCOMPARE(reader->runs().size(), 0); // the run made for it is gone again
    // Not a workspace: refused before anything is read or written.
    const Run notWs = run({QStringLiteral("evidence"), kDataDir + QStringLiteral("/reference.jsonl"), QStringLiteral("--store"),
                           tmp.filePath(QStringLiteral("nowhere"))},
                          tmp.path());
    QCOMPARE(notWs.code, 2);
    QCOMPARE(notWs.out, QString());
}

QTEST_GUILESS_MAIN(TestCliEvidence)
#include "tst_cli_evidence.moc"
