// Tests for the five call-evidence gates (FORMATS.md §6, docs/evidence.md):
// the reference fixture checked gate by gate against hand-computed results
// (tests/data/evidence/reference.expected.json), in both input forms and in
// shuffled order; policy boundaries that flip exactly the expected gates;
// EvidencePolicy parsing and hashing; and small hand-written event lists per
// gate. Every expected status, reason and value_ms is written literally.
#include "core/evidence/eventreader.h"
#include "core/evidence/evidencegates.h"
#include "core/evidence/evidencepolicy.h"
#include "core/evidence/evidencerun.h"
#include "core/util/json.h"

#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace Polygon;
using Type = CallEvent::Type;

namespace {

using Events = QList<CallEvent>;

// A gate change relative to the default-policy reference results.
struct Change
{
    QString call;
    QString gate;
    QString expected; // "status/reason[/value_ms]"
    QString verdict;
};
using Changes = QList<Change>;

} // namespace

Q_DECLARE_METATYPE(Polygon::CallEvent)
Q_DECLARE_METATYPE(Change)

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/evidence");

const QStringList kGateNames = {QStringLiteral("reachability"), QStringLiteral("turn_timing"), QStringLiteral("interruption"),
                                QStringLiteral("tool_effect"), QStringLiteral("outcome")};

// Written out here, not taken from the code under test.
QString statusText(GateStatus status)
{
    switch (status) {
    case GateStatus::Pass:
        return QStringLiteral("pass");
    case GateStatus::Fail:
        return QStringLiteral("fail");
    case GateStatus::InsufficientEvidence:
        return QStringLiteral("insufficient_evidence");
    case GateStatus::NotApplicable:
        return QStringLiteral("not_applicable");
    }
    return QStringLiteral("?");
}

// "status/reason" or "status/reason/value_ms": one gate as one comparable string.
QString describe(const GateResult &r)
{
    QString s = statusText(r.status) + QLatin1Char('/') + r.reason;
    if (r.valueMs)
        s += QLatin1Char('/') + QString::number(*r.valueMs);
    return s;
}

// All five gates and the verdict of one call, one string each, labelled.
QStringList describe(const CallEvidence &evidence)
{
    QStringList out;
    for (int g = 0; g < EvidenceGateCount; ++g)
        out.append(evidence.call + QLatin1Char(' ') + kGateNames.at(g) + QStringLiteral(": ")
                   + describe(evidence.gates[size_t(g)]));
    out.append(evidence.call + QStringLiteral(" verdict: ") + evidence.verdict());
    return out;
}

// Event builders.
CallEvent event(qint64 t, Type type, std::optional<qint64> turn = std::nullopt)
{
    CallEvent e;
    e.t = t;
    e.type = type;
    e.turn = turn;
    return e;
}

CallEvent status(qint64 t, const char *status)
{
    CallEvent e = event(t, Type::CallStatus);
    e.status = QString::fromLatin1(status);
    return e;
}

CallEvent callerStart(qint64 t, qint64 turn)
{
    return event(t, Type::CallerAudioStarted, turn);
}
CallEvent callerStop(qint64 t, qint64 turn)
{
    return event(t, Type::CallerAudioStopped, turn);
}
CallEvent assistantStart(qint64 t, qint64 turn)
{
    return event(t, Type::AssistantAudioStarted, turn);
}
CallEvent assistantStop(qint64 t, qint64 turn)
{
    return event(t, Type::AssistantAudioStopped, turn);
}
CallEvent interrupted(qint64 t, qint64 turn)
{
    return event(t, Type::CallerInterrupted, turn);
}

CallEvent request(qint64 t, const char *op, const char *action, int attempt = 1)
{
    CallEvent e = event(t, Type::ToolRequest);
    e.operationId = QString::fromLatin1(op);
    e.action = QString::fromLatin1(action);
    e.attempt = attempt;
    return e;
}

CallEvent response(qint64 t, const char *op, const char *cls)
{
    CallEvent e = event(t, Type::ToolResponse);
    e.operationId = QString::fromLatin1(op);
    e.responseClass = QString::fromLatin1(cls);
    return e;
}

CallEvent receipt(qint64 t, const char *op, bool effect)
{
    CallEvent e = event(t, Type::ToolReceipt);
    e.operationId = QString::fromLatin1(op);
    e.flag = effect;
    return e;
}

CallEvent requested(qint64 t, const char *outcome)
{
    CallEvent e = event(t, Type::OutcomeRequested);
    e.outcome = QString::fromLatin1(outcome);
    return e;
}

CallEvent verified(qint64 t, const char *outcome, bool ok)
{
    CallEvent e = event(t, Type::OutcomeVerified);
    e.outcome = QString::fromLatin1(outcome);
    e.flag = ok;
    return e;
}

// Evaluates `events` as one call "c", numbered in list order as a reader numbers them.
CallEvidence evaluate(const Events &events, const EvidencePolicy &policy = {})
{
    std::vector<CallEvent> list(events.begin(), events.end());
    for (size_t i = 0; i < list.size(); ++i) {
        list[i].call = QStringLiteral("c");
        list[i].sequence = qint64(i);
    }
    return evaluateCall(QStringLiteral("c"), list, policy);
}

// The calls of an event file, read with CallEventReader, in order of first appearance.
struct Calls
{
    QStringList order;
    QHash<QString, std::vector<CallEvent>> events;
    QString error;
    CallEventReader::Format format = CallEventReader::Format::Lines;
};

Calls readCalls(const QByteArray &bytes, const QString &name)
{
    Calls calls;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    CallEventReader reader(&buffer, name);
    while (auto e = reader.next()) {
        if (!calls.events.contains(e->call))
            calls.order.append(e->call);
        calls.events[e->call].push_back(std::move(*e));
    }
    calls.format = reader.format();
    if (reader.failed())
        calls.error = reader.problems().constFirst().toString();
    return calls;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// One hand-computed call of reference.expected.json.
struct ExpectedCall
{
    QString call;
    QStringList lines; // as describe(CallEvidence) prints them
    Json json; // the documented output object (without "derivation")
};

QList<ExpectedCall> loadExpected(QString &error)
{
    const QByteArray bytes = readFile(kDataDir + QStringLiteral("/reference.expected.json"));
    QList<ExpectedCall> out;
    Json root;
    try {
        root = Json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const Json::exception &e) {
        error = QString::fromUtf8(e.what());
        return out;
    }
    for (const Json &c : root.at("calls")) {
        ExpectedCall call;
        call.call = toQString(c.at("call").get<std::string>());
        for (const QString &gate : kGateNames) {
            const Json &g = c.at("gates").at(toStdString(gate));
            QString s
                = toQString(g.at("status").get<std::string>()) + QLatin1Char('/') + toQString(g.at("reason").get<std::string>());
            if (g.contains("value_ms"))
                s += QLatin1Char('/') + QString::number(g.at("value_ms").get<qint64>());
            call.lines.append(call.call + QLatin1Char(' ') + gate + QStringLiteral(": ") + s);
        }
        call.lines.append(call.call + QStringLiteral(" verdict: ") + toQString(c.at("verdict").get<std::string>()));
        call.json = c;
        call.json.erase("derivation");
        out.append(call);
    }
    return out;
}

// The eight reference calls in order of first appearance, written out here too.
const QStringList kReferenceCalls
    = {QStringLiteral("call-healthy"),        QStringLiteral("call-unanswered"),   QStringLiteral("call-slow"),
       QStringLiteral("call-talkover"),       QStringLiteral("call-missing-stop"), QStringLiteral("call-blind-retry"),
       QStringLiteral("call-false-complete"), QStringLiteral("call-reconciled")};

// Events per call, counted in reference.jsonl.
const QList<qsizetype> kReferenceEventCounts = {19, 3, 14, 14, 9, 16, 14, 20};

// The last call.status of each reference call.
const QStringList kReferenceTerminal
    = {QStringLiteral("completed"), QStringLiteral("no-answer"), QStringLiteral("completed"), QStringLiteral("completed"),
       QStringLiteral("completed"), QStringLiteral("completed"), QStringLiteral("completed"), QStringLiteral("completed")};

} // namespace

class TestEvidenceGates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void referenceFile_data();
    void referenceFile();
    void referenceShuffled_data();
    void referenceShuffled();

    void policyFlips_data();
    void policyFlips();
    void policyParse_data();
    void policyParse();
    void policyParseErrors_data();
    void policyParseErrors();
    void policyVersionHash();

    void reachability_data();
    void reachability();
    void turnTiming_data();
    void turnTiming();
    void interruption_data();
    void interruption();
    void toolEffect_data();
    void toolEffect();
    void toolEffectWithoutSequenceNumbers();
    void outcome_data();
    void outcome();
    void verdict_data();
    void verdict();
    void everyGateReportedAfterAFailure();
    void measuredIntervals();
    void runOnDevice();
    void deviceThatStopsReading();

private:
    QList<ExpectedCall> m_expected;
};

void TestEvidenceGates::initTestCase()
{
    QString error;
    m_expected = loadExpected(error);
    QCOMPARE(error, QString());
    QCOMPARE(m_expected.size(), 8);
    for (qsizetype i = 0; i < m_expected.size(); ++i)
        QCOMPARE(m_expected.at(i).call, kReferenceCalls.at(i));
}

// ---------------------------------------------------------------------------
// The reference fixture

void TestEvidenceGates::referenceFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("array");
    QTest::newRow("JSON Lines") << QStringLiteral("reference.jsonl") << false;
    QTest::newRow("JSON array") << QStringLiteral("reference.json") << true;
}

void TestEvidenceGates::referenceFile()
{
    QFETCH(QString, file);
    QFETCH(bool, array);
    const QByteArray bytes = readFile(kDataDir + QLatin1Char('/') + file);
    QVERIFY(!bytes.isEmpty());
    Calls calls = readCalls(bytes, file);
    QCOMPARE(calls.error, QString());
    QCOMPARE(calls.format, array ? CallEventReader::Format::Array : CallEventReader::Format::Lines);
    QCOMPARE(calls.order, kReferenceCalls);

    const EvidencePolicy policy; // the defaults are the reference fixture's values
    for (qsizetype i = 0; i < kReferenceCalls.size(); ++i) {
        const QString &call = kReferenceCalls.at(i);
        std::vector<CallEvent> &events = calls.events[call];
        QCOMPARE(qsizetype(events.size()), kReferenceEventCounts.at(i));
        const CallEvidence evidence = evaluateCall(call, events, policy);
        QCOMPARE(evidence.call, call);
        QCOMPARE(describe(evidence), m_expected.at(i).lines);
        QCOMPARE(evidence.terminalStatus, kReferenceTerminal.at(i));
        QCOMPARE(evidence.passed(), call == QLatin1String("call-healthy") || call == QLatin1String("call-reconciled"));
        // The documented output object, key for key.
        const Json json = callEvidenceToJson(evidence);
        QVERIFY2(sameJson(json, m_expected.at(i).json), json.dump().c_str());
        QCOMPARE(json.size(), size_t(3));
    }
}

void TestEvidenceGates::referenceShuffled_data()
{
    QTest::addColumn<int>("seed"); // 0: reversed
    QTest::newRow("reversed") << 0;
    QTest::newRow("seed 1") << 1;
    QTest::newRow("seed 7") << 7;
    QTest::newRow("seed 2024") << 2024;
}

void TestEvidenceGates::referenceShuffled()
{
    QFETCH(int, seed);
    QList<QByteArray> lines = readFile(kDataDir + QStringLiteral("/reference.jsonl")).split('\n');
    lines.removeAll(QByteArray());
    QCOMPARE(lines.size(), 109);
    if (seed == 0) {
        std::reverse(lines.begin(), lines.end());
    } else {
        QRandomGenerator random {quint32(seed)};
        for (qsizetype i = lines.size() - 1; i > 0; --i)
            lines.swapItemsAt(i, qsizetype(random.bounded(quint32(i + 1))));
    }
    Calls calls = readCalls(lines.join('\n') + '\n', QStringLiteral("shuffled.jsonl"));
    QCOMPARE(calls.error, QString());
    QCOMPARE(calls.order.size(), 8);
    for (qsizetype i = 0; i < kReferenceCalls.size(); ++i) {
        const QString &call = kReferenceCalls.at(i);
        QVERIFY(calls.events.contains(call));
        const CallEvidence evidence = evaluateCall(call, calls.events[call], EvidencePolicy());
        QCOMPARE(describe(evidence), m_expected.at(i).lines);
    }
}

// ---------------------------------------------------------------------------
// Policy

void TestEvidenceGates::policyFlips_data()
{
    QTest::addColumn<QByteArray>("policy");
    QTest::addColumn<Changes>("changes");

    // call-slow's worst interval is 2100 (turn 1: 6000 -> 8100).
    QTest::newRow("maxFirstResponseMs 2099: call-slow still fails")
        << QByteArray(R"({"maxFirstResponseMs": 2099})") << Changes {};
    QTest::newRow("maxFirstResponseMs 2100: call-slow passes")
        << QByteArray(R"({"maxFirstResponseMs": 2100})")
        << Changes {{QStringLiteral("call-slow"), QStringLiteral("turn_timing"), QStringLiteral("pass/within_limit/2100"),
                     QStringLiteral("pass")}};
    // call-reconciled's first response is 900 (6000 -> 6900); call-healthy's worst is 800.
    QTest::newRow("maxFirstResponseMs 899: call-reconciled fails")
        << QByteArray(R"({"maxFirstResponseMs": 899})")
        << Changes {{QStringLiteral("call-reconciled"), QStringLiteral("turn_timing"),
                     QStringLiteral("fail/slow_first_response/900"), QStringLiteral("turn_timing:fail")}};
    QTest::newRow("maxFirstResponseMs 900: nothing changes") << QByteArray(R"({"maxFirstResponseMs": 900})") << Changes {};
    // call-reconciled stops 200 ms after the interruption (8100 -> 8300).
    QTest::newRow("maxInterruptStopMs 199: call-reconciled fails")
        << QByteArray(R"({"maxInterruptStopMs": 199})")
        << Changes {{QStringLiteral("call-reconciled"), QStringLiteral("interruption"), QStringLiteral("fail/slow_stop/200"),
                     QStringLiteral("interruption:fail")}};
    QTest::newRow("maxInterruptStopMs 200: call-reconciled passes") << QByteArray(R"({"maxInterruptStopMs": 200})") << Changes {};
    // call-talkover's interruption (turn 2, 8050) has no assistant stop at all.
    QTest::newRow("assistantStopCollected false: talk-over is insufficient")
        << QByteArray(R"({"assistantStopCollected": false})")
        << Changes {{QStringLiteral("call-talkover"), QStringLiteral("interruption"),
                     QStringLiteral("insufficient_evidence/no_assistant_stop"),
                     QStringLiteral("interruption:insufficient_evidence")}};
    QTest::newRow("all three flipped at once")
        << QByteArray(R"({"maxFirstResponseMs": 2100, "maxInterruptStopMs": 199, "assistantStopCollected": false})")
        << Changes {{QStringLiteral("call-slow"), QStringLiteral("turn_timing"), QStringLiteral("pass/within_limit/2100"),
                     QStringLiteral("pass")},
                    {QStringLiteral("call-reconciled"), QStringLiteral("interruption"), QStringLiteral("fail/slow_stop/200"),
                     QStringLiteral("interruption:fail")},
                    {QStringLiteral("call-talkover"), QStringLiteral("interruption"),
                     QStringLiteral("insufficient_evidence/no_assistant_stop"),
                     QStringLiteral("interruption:insufficient_evidence")}};
}

void TestEvidenceGates::policyFlips()
{
    QFETCH(QByteArray, policy);
    QFETCH(Changes, changes);
    Diagnostics problems;
    const auto parsed = EvidencePolicy::parse(policy, QStringLiteral("policy.json"), problems);
    QVERIFY(problems.isEmpty());
    QVERIFY(parsed);

    // Expected: the default-policy results with exactly `changes` applied.
    QList<QStringList> expected;
    for (const ExpectedCall &c : std::as_const(m_expected)) {
        QStringList lines = c.lines;
        for (const Change &change : std::as_const(changes)) {
            if (change.call != c.call)
                continue;
            const qsizetype g = kGateNames.indexOf(change.gate);
            QVERIFY(g >= 0);
            const QString changed = c.call + QLatin1Char(' ') + change.gate + QStringLiteral(": ") + change.expected;
            QVERIFY2(lines[g] != changed, "a listed change must change something");
            lines[g] = changed;
            lines[5] = c.call + QStringLiteral(" verdict: ") + change.verdict;
        }
        expected.append(lines);
    }

    Calls calls = readCalls(readFile(kDataDir + QStringLiteral("/reference.jsonl")), QStringLiteral("reference.jsonl"));
    QCOMPARE(calls.error, QString());
    for (qsizetype i = 0; i < kReferenceCalls.size(); ++i) {
        const QString &call = kReferenceCalls.at(i);
        const CallEvidence evidence = evaluateCall(call, calls.events[call], *parsed);
        QCOMPARE(describe(evidence), expected.at(i));
    }
}

void TestEvidenceGates::policyParse_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("maxFirstResponseMs");
    QTest::addColumn<qint64>("maxInterruptStopMs");
    QTest::addColumn<bool>("assistantStopCollected");
    QTest::newRow("empty object: defaults") << QByteArray("{}") << qint64(1200) << qint64(300) << true;
    QTest::newRow("one key, the others default")
        << QByteArray(R"({"maxInterruptStopMs": 450})") << qint64(1200) << qint64(450) << true;
    QTest::newRow("every key") << QByteArray("{\n  \"maxFirstResponseMs\": 1800,\n  \"maxInterruptStopMs\": 250,\n"
                                             "  \"assistantStopCollected\": false\n}\n")
                               << qint64(1800) << qint64(250) << false;
    QTest::newRow("zero") << QByteArray(R"({"maxFirstResponseMs": 0, "maxInterruptStopMs": 0})") << qint64(0) << qint64(0)
                          << true;
}

void TestEvidenceGates::policyParse()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, maxFirstResponseMs);
    QFETCH(qint64, maxInterruptStopMs);
    QFETCH(bool, assistantStopCollected);
    Diagnostics problems;
    const auto policy = EvidencePolicy::parse(json, QStringLiteral("policy.json"), problems);
    QCOMPARE(problems, Diagnostics());
    QVERIFY(policy);
    QCOMPARE(policy->maxFirstResponseMs, maxFirstResponseMs);
    QCOMPARE(policy->maxInterruptStopMs, maxInterruptStopMs);
    QCOMPARE(policy->assistantStopCollected, assistantStopCollected);

    // A default-constructed policy holds the documented defaults.
    const EvidencePolicy defaults;
    QCOMPARE(defaults.maxFirstResponseMs, qint64(1200));
    QCOMPARE(defaults.maxInterruptStopMs, qint64(300));
    QCOMPARE(defaults.assistantStopCollected, true);
}

void TestEvidenceGates::policyParseErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("problem");

    QTest::newRow("unknown key, line 3 column 3")
        << QByteArray("{\n  \"maxFirstResponseMs\": 1200,\n  \"maxInterruptStop\": 300\n}\n")
        << QStringLiteral(
               "policy.json:3:3: unknown key \"maxInterruptStop\" in the evidence policy; expected one of: "
               "maxFirstResponseMs, maxInterruptStopMs, assistantStopCollected (did you mean \"maxInterruptStopMs\"?)");
    QTest::newRow("a string for a number") << QByteArray("{\"maxFirstResponseMs\": \"1200\"}")
                                           << QStringLiteral(
                                                  "policy.json:1:24: \"maxFirstResponseMs\" must be an integer, not a string");
    QTest::newRow("a string for a boolean")
        << QByteArray("{\n  \"assistantStopCollected\": \"yes\"\n}")
        << QStringLiteral("policy.json:2:29: \"assistantStopCollected\" must be true or false, not a string");
    QTest::newRow("a fraction")
        << QByteArray("{\"maxInterruptStopMs\": 300.5}")
        << QStringLiteral("policy.json:1:24: \"maxInterruptStopMs\" must be an integer, not a number with a fraction");
    QTest::newRow("negative") << QByteArray("{\"maxInterruptStopMs\": -1}")
                              << QStringLiteral("policy.json:1:24: \"maxInterruptStopMs\" must be between 0 and 3600000, not -1");
    QTest::newRow("not an object") << QByteArray("[1200, 300]")
                                   << QStringLiteral("policy.json:1:1: the evidence policy must be a JSON object, not an array");
    QTest::newRow("broken JSON") << QByteArray("{\"maxFirstResponseMs\": 1200,}")
                                 << QStringLiteral("policy.json:1:29: invalid JSON: syntax error while parsing object key - "
                                                   "unexpected '}'; expected string literal");
}

void TestEvidenceGates::policyParseErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, problem);
    Diagnostics problems;
    const auto policy = EvidencePolicy::parse(json, QStringLiteral("policy.json"), problems);
    QVERIFY(!policy);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.constFirst().toString(), problem);
}

void TestEvidenceGates::policyVersionHash()
{
    const EvidencePolicy defaults;
    const QString hash = defaults.versionHash();
    QCOMPARE(hash.size(), 64); // sha256, hex
    for (const QChar c : hash)
        QVERIFY2((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')),
                 qPrintable(hash));
    QCOMPARE(EvidencePolicy().versionHash(), hash); // deterministic

    // A parsed file with the default values is the same policy version.
    Diagnostics problems;
    const auto spelledOut
        = EvidencePolicy::parse(R"({"assistantStopCollected": true, "maxInterruptStopMs": 300, "maxFirstResponseMs": 1200})",
                                QStringLiteral("p.json"), problems);
    QVERIFY(spelledOut);
    QCOMPARE(spelledOut->versionHash(), hash);

    EvidencePolicy first = defaults;
    first.maxFirstResponseMs = 1201;
    EvidencePolicy interrupt = defaults;
    interrupt.maxInterruptStopMs = 301;
    EvidencePolicy collected = defaults;
    collected.assistantStopCollected = false;
    const QStringList hashes = {hash, first.versionHash(), interrupt.versionHash(), collected.versionHash()};
    for (qsizetype i = 0; i < hashes.size(); ++i)
        for (qsizetype j = i + 1; j < hashes.size(); ++j)
            QVERIFY2(hashes.at(i) != hashes.at(j), qPrintable(QStringLiteral("policies %1 and %2 share a hash").arg(i).arg(j)));
}

// ---------------------------------------------------------------------------
// One gate at a time

void TestEvidenceGates::reachability_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no status at all") << Events {callerStart(100, 1), callerStop(900, 1)}
                                      << QStringLiteral("insufficient_evidence/no_status");
    QTest::newRow("no events at all") << Events {} << QStringLiteral("insufficient_evidence/no_status");
    QTest::newRow("queued, ringing, busy") << Events {status(0, "queued"), status(150, "ringing"), status(4000, "busy")}
                                           << QStringLiteral("fail/busy");
    QTest::newRow("completed only") << Events {status(20000, "completed")} << QStringLiteral("pass/connected");
    QTest::newRow("in-progress only") << Events {status(2000, "in-progress")} << QStringLiteral("pass/connected");
    QTest::newRow("connected, then failed") << Events {status(0, "queued"), status(2000, "in-progress"), status(9000, "failed")}
                                            << QStringLiteral("pass/connected");
    QTest::newRow("queued only") << Events {status(0, "queued")} << QStringLiteral("fail/queued");
    QTest::newRow("canceled") << Events {status(0, "queued"), status(500, "canceled")} << QStringLiteral("fail/canceled");
    // The last status in time, not in the input.
    QTest::newRow("no-answer, listed first")
        << Events {status(30000, "no-answer"), status(0, "queued"), status(200, "ringing")} << QStringLiteral("fail/no-answer");
    QTest::newRow("failed after ringing") << Events {status(0, "queued"), status(200, "ringing"), status(900, "failed")}
                                          << QStringLiteral("fail/failed");
}

void TestEvidenceGates::reachability()
{
    QFETCH(Events, events);
    QFETCH(QString, expected);
    QCOMPARE(describe(evaluate(events).gate(EvidenceGate::Reachability)), expected);
}

void TestEvidenceGates::turnTiming_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<QString>("expected");

    QTest::newRow("no audio at all") << Events {status(0, "completed")}
                                     << QStringLiteral("insufficient_evidence/no_measurable_turn");
    QTest::newRow("greeting-only turn skipped")
        << Events {assistantStart(300, 0), assistantStop(2000, 0)} << QStringLiteral("insufficient_evidence/no_measurable_turn");
    QTest::newRow("greeting skipped, answer measured")
        << Events {assistantStart(300, 0), assistantStop(2000, 0), callerStart(2500, 1), callerStop(4000, 1),
                   assistantStart(4700, 1)}
        << QStringLiteral("pass/within_limit/700");
    QTest::newRow("caller stop without a start in the turn: skipped")
        << Events {callerStop(900, 1), assistantStart(1000, 1)} << QStringLiteral("insufficient_evidence/no_measurable_turn");
    // Two caller stops before the assistant: the latest one is t1.
    QTest::newRow("start stop start stop: latest stop")
        << Events {callerStart(1000, 1), callerStop(2000, 1), callerStart(2500, 1), callerStop(3000, 1), assistantStart(3400, 1)}
        << QStringLiteral("pass/within_limit/400");
    QTest::newRow("start stop stop: latest stop")
        << Events {callerStart(1000, 1), callerStop(2000, 1), callerStop(2600, 1), assistantStart(3000, 1)}
        << QStringLiteral("pass/within_limit/400");
    QTest::newRow("latest stop, listed out of order")
        << Events {assistantStart(3400, 1), callerStop(3000, 1), callerStart(2500, 1), callerStop(2000, 1), callerStart(1000, 1)}
        << QStringLiteral("pass/within_limit/400");
    QTest::newRow("start stop start without a stop")
        << Events {callerStart(1000, 1), callerStop(2000, 1), callerStart(2500, 1), assistantStart(3000, 1)}
        << QStringLiteral("insufficient_evidence/missing_caller_stop");
    QTest::newRow("caller stop only in another turn")
        << Events {callerStart(1000, 1), callerStop(2000, 2), assistantStart(2500, 1)}
        << QStringLiteral("insufficient_evidence/missing_caller_stop");
    QTest::newRow("caller stop after the assistant started: not estimated")
        << Events {callerStart(1000, 1), assistantStart(2500, 1), callerStop(2600, 1)}
        << QStringLiteral("insufficient_evidence/missing_caller_stop");
    QTest::newRow("worst of three turns") << Events {callerStart(1000, 1),    callerStop(2000, 1),    assistantStart(2300, 1),
                                                     assistantStop(4000, 1),  callerStart(4500, 2),   callerStop(5000, 2),
                                                     assistantStart(6000, 2), assistantStop(7000, 2), callerStart(8000, 3),
                                                     callerStop(9000, 3),     assistantStart(9500, 3)}
                                          << QStringLiteral("pass/within_limit/1000");
    QTest::newRow("exactly at the limit passes") << Events {callerStart(1000, 1), callerStop(2000, 1), assistantStart(3200, 1)}
                                                 << QStringLiteral("pass/within_limit/1200");
    QTest::newRow("one ms over the limit") << Events {callerStart(1000, 1), callerStop(2000, 1), assistantStart(3201, 1)}
                                           << QStringLiteral("fail/slow_first_response/1201");
    QTest::newRow("only the assistant's first audio of the turn counts")
        << Events {callerStart(1000, 1), callerStop(2000, 1), assistantStart(2500, 1), assistantStop(2900, 1),
                   assistantStart(4000, 1)}
        << QStringLiteral("pass/within_limit/500");
    QTest::newRow("zero interval") << Events {callerStart(1000, 1), callerStop(2000, 1), assistantStart(2000, 1)}
                                   << QStringLiteral("pass/within_limit/0");
    // Caller audio only after the assistant started is barge-in, not a question.
    QTest::newRow("caller audio only after the assistant started")
        << Events {assistantStart(1000, 1), callerStart(1500, 1), callerStop(2000, 1), assistantStop(2100, 1),
                   assistantStart(2600, 1)}
        << QStringLiteral("insufficient_evidence/no_measurable_turn");
    QTest::newRow("barge-in without a stop is not a missing caller stop")
        << Events {assistantStart(1000, 1), callerStart(1500, 1), callerStart(5000, 2), callerStop(5500, 2),
                   assistantStart(6200, 2)}
        << QStringLiteral("pass/within_limit/700");
    // A proven slow answer stays proven, even when another turn lacks evidence.
    QTest::newRow("slow turn and a turn without caller stop")
        << Events {callerStart(1000, 1), assistantStart(2000, 1), callerStart(3000, 2), callerStop(4000, 2),
                   assistantStart(5500, 2)}
        << QStringLiteral("fail/slow_first_response/1500");
    QTest::newRow("measured turn and a turn without caller stop")
        << Events {callerStart(1000, 1), callerStop(2000, 1), assistantStart(2500, 1), callerStart(3000, 2),
                   assistantStart(4000, 2)}
        << QStringLiteral("insufficient_evidence/missing_caller_stop/500");
}

void TestEvidenceGates::turnTiming()
{
    QFETCH(Events, events);
    QFETCH(QString, expected);
    QCOMPARE(describe(evaluate(events).gate(EvidenceGate::TurnTiming)), expected);
}

void TestEvidenceGates::interruption_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<bool>("assistantStopCollected");
    QTest::addColumn<QString>("expected");

    QTest::newRow("no interruption") << Events {assistantStart(1000, 1), assistantStop(2000, 1)} << true
                                     << QStringLiteral("not_applicable/no_interruption");
    QTest::newRow("stop within the limit") << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1700, 2)}
                                           << true << QStringLiteral("pass/stopped_in_time/200");
    QTest::newRow("stop exactly at the limit") << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1800, 2)}
                                               << true << QStringLiteral("pass/stopped_in_time/300");
    QTest::newRow("stop one ms over the limit") << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1801, 2)}
                                                << true << QStringLiteral("fail/slow_stop/301");
    QTest::newRow("stop at the same ms") << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1500, 2)} << true
                                         << QStringLiteral("pass/stopped_in_time/0");
    QTest::newRow("a stop before the interrupt does not count")
        << Events {assistantStart(1000, 2), assistantStop(1400, 2), assistantStart(1450, 2), interrupted(1500, 2)} << true
        << QStringLiteral("fail/no_assistant_stop");
    QTest::newRow("a stop before the interrupt, the next one after it")
        << Events {assistantStart(1000, 2), assistantStop(1400, 2), assistantStart(1450, 2), interrupted(1500, 2),
                   assistantStop(1700, 2)}
        << true << QStringLiteral("pass/stopped_in_time/200");
    QTest::newRow("a stop in another turn does not count")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1600, 3)} << true
        << QStringLiteral("fail/no_assistant_stop");
    QTest::newRow("the first stop at or after is used")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(2500, 2), assistantStop(1800, 2)} << true
        << QStringLiteral("pass/stopped_in_time/300");
    QTest::newRow("two interruptions: the worst")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1600, 2),
                   assistantStart(4500, 3), interrupted(5000, 3), assistantStop(5250, 3)}
        << true << QStringLiteral("pass/stopped_in_time/250");
    QTest::newRow("two interruptions: the worst is too slow")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1600, 2),
                   assistantStart(4500, 3), interrupted(5000, 3), assistantStop(5400, 3)}
        << true << QStringLiteral("fail/slow_stop/400");
    QTest::newRow("no stop, stops not collected") << Events {assistantStart(1000, 2), interrupted(1500, 2)} << false
                                                  << QStringLiteral("insufficient_evidence/no_assistant_stop");
    QTest::newRow("slow stop wins over a missing one when stops are not collected")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1900, 2), assistantStart(4500, 3),
                   interrupted(5000, 3)}
        << false << QStringLiteral("fail/slow_stop/400");
    QTest::newRow("timely stop, limit not affected by the collection contract")
        << Events {assistantStart(1000, 2), interrupted(1500, 2), assistantStop(1700, 2)} << false
        << QStringLiteral("pass/stopped_in_time/200");
}

void TestEvidenceGates::interruption()
{
    QFETCH(Events, events);
    QFETCH(bool, assistantStopCollected);
    QFETCH(QString, expected);
    EvidencePolicy policy;
    policy.assistantStopCollected = assistantStopCollected;
    QCOMPARE(describe(evaluate(events, policy).gate(EvidenceGate::Interruption)), expected);
}

void TestEvidenceGates::toolEffect_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<QString>("expected");

    QTest::newRow("no request") << Events {status(0, "completed")} << QStringLiteral("not_applicable/no_tool_request");
    QTest::newRow("a receipt without a request")
        << Events {receipt(500, "op-1", true)} << QStringLiteral("not_applicable/no_tool_request");
    QTest::newRow("receipt with effect") << Events {request(1000, "op-1", "create_booking"), response(1400, "op-1", "ok"),
                                                    receipt(1450, "op-1", true)}
                                         << QStringLiteral("pass/receipts_confirmed");
    QTest::newRow("receipt with effect false")
        << Events {request(1000, "op-1", "create_booking"), response(1400, "op-1", "ok"), receipt(1450, "op-1", false)}
        << QStringLiteral("fail/no_effect");
    QTest::newRow("a false and a true receipt of one operation")
        << Events {request(1000, "op-1", "create_booking"), receipt(1450, "op-1", false), receipt(3000, "op-1", true)}
        << QStringLiteral("pass/receipts_confirmed");
    QTest::newRow("missing receipt") << Events {request(1000, "op-1", "create_booking"), response(1400, "op-1", "ok")}
                                     << QStringLiteral("fail/no_receipt");
    QTest::newRow("one of two operations without receipt")
        << Events {request(1000, "op-1", "create_booking"), receipt(1450, "op-1", true), request(2000, "op-2", "send_sms"),
                   response(2300, "op-2", "ok")}
        << QStringLiteral("fail/no_receipt");
    // Timeout, then the same action under a new id before the first's receipt.
    QTest::newRow("blind retry before the first receipt") << Events {request(1000, "op-1", "create_booking"),
                                                                     response(5000, "op-1", "timeout"),
                                                                     request(5100, "op-2", "create_booking"),
                                                                     response(5400, "op-2", "ok"),
                                                                     receipt(5450, "op-2", true),
                                                                     receipt(7000, "op-1", true)}
                                                          << QStringLiteral("fail/unsafe_retry");
    QTest::newRow("blind retry, the first never confirmed")
        << Events {request(1000, "op-1", "create_booking"), response(5000, "op-1", "timeout"),
                   request(5100, "op-2", "create_booking"), receipt(5450, "op-2", true)}
        << QStringLiteral("fail/unsafe_retry");
    QTest::newRow("new id for a different action")
        << Events {request(1000, "op-1", "create_booking"), response(5000, "op-1", "timeout"), request(5100, "op-2", "send_sms"),
                   receipt(5450, "op-2", true), receipt(6000, "op-1", true)}
        << QStringLiteral("pass/receipts_confirmed");
    QTest::newRow("new id after the first receipt")
        << Events {request(1000, "op-1", "create_booking"), response(5000, "op-1", "timeout"), receipt(5200, "op-1", true),
                   request(5300, "op-2", "create_booking"), receipt(5600, "op-2", true)}
        << QStringLiteral("pass/receipts_confirmed");
    QTest::newRow("retry under the same id")
        << Events {request(1000, "op-1", "cancel_booking"), response(5000, "op-1", "timeout"),
                   request(5100, "op-1", "cancel_booking", 2), response(5400, "op-1", "ok"), receipt(5450, "op-1", true)}
        << QStringLiteral("pass/receipts_confirmed");
    QTest::newRow("new id after an error, not a timeout")
        << Events {request(1000, "op-1", "create_booking"), response(1300, "op-1", "error"),
                   request(1400, "op-2", "create_booking"), receipt(1800, "op-2", true), receipt(1900, "op-1", false)}
        << QStringLiteral("fail/no_effect");
    QTest::newRow("second request before the timeout is not a retry of it")
        << Events {request(1000, "op-1", "create_booking"), request(2000, "op-2", "create_booking"),
                   response(5000, "op-1", "timeout"), receipt(5200, "op-2", true), receipt(6000, "op-1", true)}
        << QStringLiteral("pass/receipts_confirmed");
}

void TestEvidenceGates::toolEffect()
{
    QFETCH(Events, events);
    QFETCH(QString, expected);
    QCOMPARE(describe(evaluate(events).gate(EvidenceGate::ToolEffect)), expected);
}

// evaluateCall's contract: "any order; sorted by time, ties kept in input
// order" — events built in code need no sequence numbers. A blind retry must
// still be caught when every sequence is left at its default 0.
void TestEvidenceGates::toolEffectWithoutSequenceNumbers()
{
    std::vector<CallEvent> events = {request(1000, "op-1", "create_booking"),
                                     response(5000, "op-1", "timeout"),
                                     request(5100, "op-2", "create_booking"),
                                     response(5400, "op-2", "ok"),
                                     receipt(5450, "op-2", true),
                                     receipt(7000, "op-1", true)};
    for (CallEvent &e : events)
        e.call = QStringLiteral("c");
    const CallEvidence evidence = evaluateCall(QStringLiteral("c"), events, EvidencePolicy());
    QCOMPARE(describe(evidence.gate(EvidenceGate::ToolEffect)), QStringLiteral("fail/unsafe_retry"));
}

void TestEvidenceGates::outcome_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<QString>("expected");

    QTest::newRow("none requested") << Events {status(0, "completed")} << QStringLiteral("not_applicable/no_outcome_requested");
    QTest::newRow("verified without a request")
        << Events {verified(9000, "booking", true)} << QStringLiteral("not_applicable/no_outcome_requested");
    QTest::newRow("requested and verified") << Events {requested(1000, "booking"), verified(9000, "booking", true)}
                                            << QStringLiteral("pass/verified");
    QTest::newRow("requested without verification")
        << Events {requested(1000, "booking")} << QStringLiteral("fail/outcome_unverified");
    QTest::newRow("verified false") << Events {requested(1000, "booking"), verified(9000, "booking", false)}
                                    << QStringLiteral("fail/outcome_not_achieved");
    QTest::newRow("verified for another outcome")
        << Events {requested(1000, "booking"), verified(9000, "cancellation", true)} << QStringLiteral("fail/outcome_unverified");
    QTest::newRow("two outcomes, one verified")
        << Events {requested(1000, "booking"), requested(1200, "reminder"), verified(9000, "booking", true)}
        << QStringLiteral("fail/outcome_unverified");
    QTest::newRow("two outcomes, one verified false")
        << Events {requested(1000, "booking"), requested(1200, "reminder"), verified(9000, "booking", true),
                   verified(9100, "reminder", false)}
        << QStringLiteral("fail/outcome_not_achieved");
    QTest::newRow("two outcomes, both verified") << Events {requested(1000, "booking"), requested(1200, "reminder"),
                                                            verified(9000, "booking", true), verified(9100, "reminder", true)}
                                                 << QStringLiteral("pass/verified");
}

void TestEvidenceGates::outcome()
{
    QFETCH(Events, events);
    QFETCH(QString, expected);
    QCOMPARE(describe(evaluate(events).gate(EvidenceGate::Outcome)), expected);
}

void TestEvidenceGates::verdict_data()
{
    QTest::addColumn<Events>("events");
    QTest::addColumn<QString>("verdict");

    const Events connected = {status(0, "queued"), status(2000, "in-progress")};
    const Events answered = {callerStart(2500, 1), callerStop(3000, 1), assistantStart(3500, 1)};

    QTest::newRow("every gate passes") << (connected + answered
                                           + Events {interrupted(3800, 1), assistantStop(3900, 1),
                                                     request(4000, "op-1", "create_booking"), receipt(4100, "op-1", true),
                                                     requested(2900, "booking"), verified(9000, "booking", true),
                                                     status(10000, "completed")})
                                       << QStringLiteral("pass");
    QTest::newRow("pass and not applicable only") << (connected + answered) << QStringLiteral("pass");
    QTest::newRow("nothing at all") << Events {} << QStringLiteral("reachability:insufficient_evidence");
    QTest::newRow("reachability first, also when the outcome fails")
        << Events {status(0, "queued"), status(30000, "no-answer"), requested(100, "booking")}
        << QStringLiteral("reachability:fail");
    QTest::newRow("insufficient timing before a tool failure")
        << (connected + Events {callerStart(2500, 1), assistantStart(3500, 1), request(4000, "op-1", "create_booking")})
        << QStringLiteral("turn_timing:insufficient_evidence");
    QTest::newRow("slow timing before an interruption failure")
        << (connected + Events {callerStart(2500, 1), callerStop(3000, 1), assistantStart(5000, 1), interrupted(5500, 1)})
        << QStringLiteral("turn_timing:fail");
    QTest::newRow("missing assistant stop before a tool failure")
        << (connected + answered + Events {interrupted(3800, 1), request(4000, "op-1", "create_booking")})
        << QStringLiteral("interruption:fail"); // default policy: stops are collected, so a missing one fails
    QTest::newRow("tool effect before outcome")
        << (connected + answered + Events {request(4000, "op-1", "create_booking"), requested(2900, "booking")})
        << QStringLiteral("tool_effect:fail");
    QTest::newRow("outcome last") << (connected + answered
                                      + Events {requested(2900, "booking"), verified(9000, "booking", false)})
                                  << QStringLiteral("outcome:fail");
}

void TestEvidenceGates::verdict()
{
    QFETCH(Events, events);
    QFETCH(QString, verdict);
    const CallEvidence evidence = evaluate(events);
    QCOMPARE(evidence.verdict(), verdict);
    QCOMPARE(evidence.passed(), verdict == QLatin1String("pass"));
}

// Every gate is evaluated and reported, also after a failed or insufficient one.
void TestEvidenceGates::everyGateReportedAfterAFailure()
{
    const CallEvidence evidence
        = evaluate(Events {status(0, "queued"), status(30000, "busy"), // 1. fail
                           callerStart(1000, 1), callerStop(1500, 1), assistantStart(3000, 1), // 2. fail, 1500
                           interrupted(3500, 1), assistantStop(3600, 1), // 3. pass, 100
                           request(4000, "op-1", "create_booking"), receipt(4300, "op-1", false), // 4. fail, no effect
                           requested(900, "booking"), verified(9000, "booking", true)}); // 5. pass
    QCOMPARE(
        describe(evidence),
        (QStringList {QStringLiteral("c reachability: fail/busy"), QStringLiteral("c turn_timing: fail/slow_first_response/1500"),
                      QStringLiteral("c interruption: pass/stopped_in_time/100"), QStringLiteral("c tool_effect: fail/no_effect"),
                      QStringLiteral("c outcome: pass/verified"), QStringLiteral("c verdict: reachability:fail")}));
    QCOMPARE(evidence.terminalStatus, QStringLiteral("busy"));
}

// The intervals gates 2 and 3 measure, for the evidence view's timeline:
// worked out by hand; the worst of each is the gate's value_ms.
void TestEvidenceGates::measuredIntervals()
{
    std::vector<CallEvent> list {
        assistantStart(100, 0), assistantStop(900, 0), // a greeting: nothing to time
        callerStart(1000, 1),   callerStop(1400, 1),     assistantStart(2000, 1), assistantStop(2500, 1), // 600
        callerStart(3000, 2),   callerStop(3500, 2),     assistantStart(3600, 2), // 100
        interrupted(4000, 2),   assistantStop(4250, 2), // stopped after 250
        callerStart(5000, 3),   assistantStart(5500, 3), // no caller stop: not measured
        interrupted(6000, 4), // no stop at all: not measured
    };
    for (size_t i = 0; i < list.size(); ++i) {
        list[i].call = QStringLiteral("c");
        list[i].sequence = qint64(i);
    }
    EvidencePolicy policy;
    policy.assistantStopCollected = false;
    const CallEvidence evidence = evaluateCall(QStringLiteral("c"), list, policy);
    const std::vector<MeasuredInterval> intervals = Polygon::measuredIntervals(list, policy);
    const std::vector<MeasuredInterval> expected {
        {EvidenceGate::TurnTiming, 1, 1400, 2000},
        {EvidenceGate::TurnTiming, 2, 3500, 3600},
        {EvidenceGate::Interruption, 2, 4000, 4250},
    };
    QCOMPARE(intervals.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(intervals[i] == expected[i], qPrintable(QString::number(i)));
    QCOMPARE(intervals[0].length(), 600);
    QCOMPARE(evidence.gate(EvidenceGate::TurnTiming).valueMs, std::optional<qint64>(600));
    QCOMPARE(evidence.gate(EvidenceGate::Interruption).valueMs, std::optional<qint64>(250));
    // No audio, no interruption: nothing measured.
    std::vector<CallEvent> none {status(0, "completed")};
    QVERIFY(Polygon::measuredIntervals(none, policy).empty());
}

// runEvidence() on an open device: the same verdicts as on a file, problems named after `name`.
void TestEvidenceGates::runOnDevice()
{
    QByteArray lines = "{\"call\":\"a\",\"t\":0,\"type\":\"call.status\",\"status\":\"completed\"}\n"
                       "{\"call\":\"b\",\"t\":0,\"type\":\"call.status\",\"status\":\"busy\"}\n";
    QBuffer buffer(&lines);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QStringList verdicts;
    Diagnostics problems;
    EvidenceRunStats stats;
    QVERIFY(runEvidence(
        &buffer, QStringLiteral("in-memory.jsonl"), {},
        [&](const CallEvidence &e, std::span<const CallEvent>) { verdicts.append(e.call + QLatin1Char(' ') + e.verdict()); },
        problems, &stats));
    QCOMPARE(verdicts,
             (QStringList {QStringLiteral("a turn_timing:insufficient_evidence"), QStringLiteral("b reachability:fail")}));
    QCOMPARE(stats.events, 2);

    QByteArray bad = "{\"call\":\"a\",\"t\":0,\"type\":\"call.status\",\"status\":\"completed\"}\n{\"call\":\"a\"}\n";
    QBuffer badBuffer(&bad);
    QVERIFY(badBuffer.open(QIODevice::ReadOnly));
    verdicts.clear();
    QVERIFY(!runEvidence(
        &badBuffer, QStringLiteral("in-memory.jsonl"), {},
        [&](const CallEvidence &e, std::span<const CallEvent>) { verdicts.append(e.call); }, problems));
    QVERIFY(verdicts.isEmpty());
    QVERIFY(!problems.isEmpty());
    QCOMPARE(problems.first().file, QStringLiteral("in-memory.jsonl"));
    QCOMPARE(problems.first().line, 2);
}

// A device whose reads fail partway (a broken disk, or the GUI's reader after Cancel, which makes
// every read fail): the run ends with the failure named, where it was, instead of asking for the
// next line for ever.
class FailingDevice : public QIODevice
{
public:
    FailingDevice(QByteArray data, qint64 failFrom)
        : m_data(std::move(data))
        , m_failFrom(failFrom)
    {
    }
    qint64 size() const override { return m_data.size(); }
    bool atEnd() const override { return QIODevice::atEnd() && pos() >= m_data.size(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 at = pos();
        if (at >= m_failFrom) {
            setErrorString(QStringLiteral("the reading was stopped"));
            return -1;
        }
        const qint64 n = std::min({maxSize, m_failFrom - at, qint64(m_data.size()) - at});
        std::copy_n(m_data.constData() + at, n, data);
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_failFrom;
};

void TestEvidenceGates::deviceThatStopsReading()
{
    const QByteArray line = "{\"call\":\"a\",\"t\":0,\"type\":\"call.status\",\"status\":\"completed\"}\n";
    QByteArray lines;
    for (int i = 0; i < 100; ++i)
        lines += line;
    // the reads fail where line 51 starts
    FailingDevice device(lines, 50 * line.size());
    QVERIFY(device.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
    Diagnostics problems;
    int calls = 0;
    QVERIFY(!runEvidence(
        &device, QStringLiteral("stopped.jsonl"), {}, [&](const CallEvidence &, std::span<const CallEvent>) { ++calls; },
        problems));
    QCOMPARE(calls, 0);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().file, QStringLiteral("stopped.jsonl"));
    QCOMPARE(problems.first().line, 51);
    QVERIFY2(problems.first().message.contains(QStringLiteral("the reading was stopped")), qPrintable(problems.first().message));
}

QTEST_GUILESS_MAIN(TestEvidenceGates)
#include "tst_evidencegates.moc"
