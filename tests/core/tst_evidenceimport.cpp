// Tests for importProviderEvents (docs/evidence.md, "Collecting the events"):
// recorded Vapi server messages and Twilio status callbacks become the
// content-free events written out literally below (times in ms relative to
// each call's first payload, computed by hand from the fixtures); nothing
// said, no phone number and no tool argument survives; and a malformed payload
// anywhere gives no events at all and a problem at its line.
#include "core/evidence/importers.h"
#include "core/util/json.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace Polygon;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/evidence");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// Event type names as FORMATS.md §6 spells them, in CallEvent::Type order.
QString typeText(CallEvent::Type type)
{
    static const QStringList names = {QStringLiteral("call.status"),          QStringLiteral("caller.audio.started"),
                                      QStringLiteral("caller.audio.stopped"), QStringLiteral("assistant.audio.started"),
                                      QStringLiteral("caller.interrupted"),   QStringLiteral("assistant.audio.stopped"),
                                      QStringLiteral("tool.request"),         QStringLiteral("tool.response"),
                                      QStringLiteral("tool.receipt"),         QStringLiteral("outcome.requested"),
                                      QStringLiteral("outcome.verified")};
    return names.value(int(type), QStringLiteral("?"));
}

// "call | t | type | turn | status | operation_id | action" ("-" for no turn).
QString describe(const CallEvent &e)
{
    return QStringList {e.call,   QString::number(e.t), typeText(e.type), e.turn ? QString::number(*e.turn) : QStringLiteral("-"),
                        e.status, e.operationId,        e.action}
        .join(QStringLiteral(" | "));
}

// The events grouped by call (calls in any order), each call's events in the importer's order.
QStringList describe(std::vector<CallEvent> events)
{
    std::stable_sort(events.begin(), events.end(), [](const CallEvent &a, const CallEvent &b) { return a.call < b.call; });
    QStringList out;
    for (const CallEvent &e : events)
        out.append(describe(e));
    return out;
}

QStringList describe(const Diagnostics &problems)
{
    QStringList out;
    for (const Diagnostic &d : problems)
        out.append(d.toString());
    return out;
}

const QString kVapiAnswered = QStringLiteral("5f1d2c0a-7b8e-4d8a-9c6e-3a2b1c0d9e8f");
const QString kVapiUnanswered = QStringLiteral("0aa1b2c3-d4e5-4f60-8a7b-9c8d7e6f5a4b");

// vapi-call.jsonl by hand. Call 5f1d… starts at 1764491880000; 0aa1… at 1764491980000.
QStringList vapiExpected()
{
    const QString a = kVapiAnswered + QStringLiteral(" | ");
    const QString u = kVapiUnanswered + QStringLiteral(" | ");
    return {
        u + QStringLiteral("0 | outcome.requested | - |  |  | "), // every imported call: nobody verified its outcome
        u + QStringLiteral("0 | call.status | - | queued |  | "), u + QStringLiteral("300 | call.status | - | ringing |  | "),
        u + QStringLiteral("30300 | call.status | - | no-answer |  | "), // ended, customer-did-not-answer
        a + QStringLiteral("0 | outcome.requested | - |  |  | "), a + QStringLiteral("0 | call.status | - | ringing |  | "),
        a + QStringLiteral("1800 | call.status | - | in-progress |  | "),
        a + QStringLiteral("2000 | assistant.audio.started | 0 |  |  | "),
        // line 4, a transcript: dropped
        a + QStringLiteral("3900 | assistant.audio.stopped | 0 |  |  | "),
        a + QStringLiteral("4500 | caller.audio.started | 1 |  |  | "),
        // line 7, a transcript: dropped
        a + QStringLiteral("6200 | caller.audio.stopped | 1 |  |  | "),
        a + QStringLiteral("6300 | tool.request | - |  | call_Qx81 | create_booking"),
        a + QStringLiteral("6900 | assistant.audio.started | 1 |  |  | "),
        a + QStringLiteral("8000 | caller.interrupted | 1 |  |  | "), // the turn of the assistant speech it interrupts
        a + QStringLiteral("8180 | assistant.audio.stopped | 1 |  |  | "),
        a + QStringLiteral("70000 | call.status | - | completed |  | "), // end-of-call-report, customer-ended-call
    };
}

const QString kTwilioFirst = QStringLiteral("CA1f2e3d4c5b6a79880000000000000001");
const QString kTwilioSecond = QStringLiteral("CA9e8d7c6b5a4f3e2d0000000000000002");

// twilio-callbacks.txt by hand: 08:38:00, :01, :05, 08:39:07; 09:00:00, :01, :03.
QStringList twilioExpected()
{
    const QString a = kTwilioFirst + QStringLiteral(" | ");
    const QString b = kTwilioSecond + QStringLiteral(" | ");
    return {
        a + QStringLiteral("0 | outcome.requested | - |  |  | "),
        a + QStringLiteral("0 | call.status | - | queued |  | "),
        a + QStringLiteral("1000 | call.status | - | ringing |  | "),
        a + QStringLiteral("5000 | call.status | - | in-progress |  | "),
        a + QStringLiteral("67000 | call.status | - | completed |  | "),
        b + QStringLiteral("0 | outcome.requested | - |  |  | "),
        b + QStringLiteral("0 | call.status | - | queued |  | "), // initiated
        b + QStringLiteral("1000 | call.status | - | ringing |  | "),
        b + QStringLiteral("3000 | call.status | - | busy |  | "),
    };
}

// Things the fixtures contain that are content or personal data.
const QStringList kForbidden = {
    QStringLiteral("385915550142"),
    QStringLiteral("385915550143"),
    QStringLiteral("38515550100"),
    QStringLiteral("Bella Vista"),
    QStringLiteral("book a table"),
    QStringLiteral("Marta"),
    QStringLiteral("party_size"),
    QStringLiteral("arguments"),
    QStringLiteral("rec.wav"),
    QStringLiteral("recording"),
    QStringLiteral("Caller booked"),
    QStringLiteral("summary"),
    QStringLiteral("transcript"),
    QStringLiteral("org-7f2"),
    QStringLiteral("pn-1"),
    QStringLiteral("customer"),
    QStringLiteral("inboundPhoneCall"),
    QStringLiteral("AC00000000"),
    QStringLiteral("outbound-api"),
    QStringLiteral("CallDuration"),
    QStringLiteral("2025-11-30"),
    QStringLiteral("From"),
    QStringLiteral("Caller\""),
    QStringLiteral("To\""),
    // the newer fixtures
    QStringLiteral("14155550"),
    QStringLiteral("Trattoria"),
    QStringLiteral("Ines"),
    QStringLiteral("eight"),
    QStringLiteral("QuickShip"),
    QStringLiteral("friday"),
    QStringLiteral("Greenleaf"),
    QStringLiteral("Nova"),
    QStringLiteral("Thursday"),
    QStringLiteral("slots"),
    QStringLiteral("successEvaluation"),
    QStringLiteral("call_successful"),
    QStringLiteral("MachineDetection"),
    QStringLiteral("AnsweredBy"),
    QStringLiteral("example"),
};

const QStringList kAllowedKeys = {QStringLiteral("call"),   QStringLiteral("t"),       QStringLiteral("type"),
                                  QStringLiteral("turn"),   QStringLiteral("status"),  QStringLiteral("operation_id"),
                                  QStringLiteral("action"), QStringLiteral("attempt"), QStringLiteral("class"),
                                  QStringLiteral("effect"), QStringLiteral("outcome"), QStringLiteral("verified")};

// JSON text of an array built from the JSON lines of `lines` (optionally only their "message").
QByteArray asArray(const QByteArray &lines, bool bareMessages)
{
    Json array = Json::array();
    for (const QByteArray &line : lines.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        Json j = Json::parse(line.constBegin(), line.constEnd());
        array.push_back(bareMessages ? j.at("message") : j);
    }
    const std::string text = array.dump(2);
    return QByteArray(text.data(), qsizetype(text.size()));
}

QByteArray vapiMessage(const QByteArray &fields)
{
    return QByteArrayLiteral("{\"message\": {") + fields + QByteArrayLiteral(", \"call\": {\"id\": \"c1\"}}}");
}

} // namespace

class TestEvidenceImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sourceNames();
    void vapi_data();
    void vapi();
    void vapiEndedReason_data();
    void vapiEndedReason();
    void endReasonTables_data();
    void endReasonTables();
    void vapiTimeFromTheFirstMessage();
    void twilio_data();
    void twilio();
    void twilioTiesBySequenceNumber();
    void twilioFormEncodedPlus();
    void noContentSurvives_data();
    void noContentSurvives();
    void malformed_data();
    void malformed();
    void bargeInTurns();
    void interruptionAfterTheStop();
    void liveArtifactToolCallsOnce();
    void retellWebhookBodies();
    void prettyPrintedDocument_data();
    void prettyPrintedDocument();
    void retellCall();
    void refused_data();
    void refused();
};

void TestEvidenceImport::sourceNames()
{
    QCOMPARE(eventSourceFromName(QStringLiteral("vapi")), std::optional<EventSource>(EventSource::Vapi));
    QCOMPARE(eventSourceFromName(QStringLiteral("twilio")), std::optional<EventSource>(EventSource::Twilio));
    QCOMPARE(eventSourceFromName(QStringLiteral("Vapi")), std::optional<EventSource>());
    QCOMPARE(eventSourceFromName(QStringLiteral("retell")), std::optional<EventSource>(EventSource::Retell));
    QCOMPARE(eventSourceFromName(QStringLiteral("bland")), std::optional<EventSource>());
}

void TestEvidenceImport::vapi_data()
{
    QTest::addColumn<QByteArray>("input");
    const QByteArray lines = readFile(kDataDir + QStringLiteral("/vapi-call.jsonl"));
    QTest::newRow("one webhook body per line") << lines;
    QTest::newRow("a JSON array of webhook bodies") << asArray(lines, false);
    QTest::newRow("a JSON array of bare messages") << asArray(lines, true);
    QTest::newRow("CRLF line ends and blank lines") << QByteArray(lines).replace("\n", "\r\n\r\n");
}

void TestEvidenceImport::vapi()
{
    QFETCH(QByteArray, input);
    QVERIFY(!input.isEmpty());
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("vapi-call.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events), vapiExpected());
    for (const CallEvent &e : *events)
        if (e.type == CallEvent::Type::ToolRequest)
            QCOMPARE(e.attempt, 1);
}

void TestEvidenceImport::vapiEndedReason_data()
{
    QTest::addColumn<QByteArray>("reason");
    QTest::addColumn<QStringList>("statuses");
    const auto one = [](const char *s) { return QStringList {QString::fromLatin1(s)}; };
    const QStringList connectedThenFailed = {QStringLiteral("in-progress"), QStringLiteral("failed")};
    QTest::newRow("customer-did-not-answer") << QByteArray("customer-did-not-answer") << one("no-answer");
    QTest::newRow("customer-busy") << QByteArray("customer-busy") << one("busy");
    QTest::newRow("twilio-failed-to-connect-call") << QByteArray("twilio-failed-to-connect-call") << one("failed");
    // Failures during a call that was answered: connected, then failed.
    QTest::newRow("pipeline-error-openai-llm-failed") << QByteArray("pipeline-error-openai-llm-failed") << connectedThenFailed;
    QTest::newRow("call.forwarding.operator-busy") << QByteArray("call.forwarding.operator-busy") << connectedThenFailed;
    QTest::newRow("assistant-error") << QByteArray("assistant-error") << one("failed");
    QTest::newRow("manually-canceled") << QByteArray("manually-canceled") << one("canceled");
    QTest::newRow("customer-ended-call") << QByteArray("customer-ended-call") << one("completed");
    QTest::newRow("assistant-ended-call") << QByteArray("assistant-ended-call") << one("completed");
    QTest::newRow("silence-timed-out") << QByteArray("silence-timed-out") << one("completed");
    QTest::newRow("an unpublished value") << QByteArray("customer-sneezed") << one("failed");
}

void TestEvidenceImport::vapiEndedReason()
{
    QFETCH(QByteArray, reason);
    QFETCH(QStringList, statuses);
    // Both carriers of the end: a status-update "ended" and the end-of-call report.
    const QByteArray input = vapiMessage("\"type\": \"status-update\", \"status\": \"ended\", \"endedReason\": \"" + reason
                                         + "\", \"timestamp\": 5000")
        + '\n' + vapiMessage("\"type\": \"end-of-call-report\", \"endedReason\": \"" + reason + "\", \"timestamp\": 5200") + '\n';
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("v.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QStringList expected = {QStringLiteral("c1 | 0 | outcome.requested | - |  |  | ")};
    for (const QString &t : {QStringLiteral("0"), QStringLiteral("200")})
        for (const QString &status : statuses)
            expected.append(QStringLiteral("c1 | ") + t + QStringLiteral(" | call.status | - | ") + status
                            + QStringLiteral(" |  | "));
    QCOMPARE(describe(*events), expected);
}

// Every value each provider has published, from tests/data/evidence/*.tsv
// (VapiAI/server-sdk-typescript's endedReason enums over their history;
// retell-sdk's disconnection_reason), with the reach and status written there.
void TestEvidenceImport::endReasonTables_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("reach");
    QTest::addColumn<QString>("status");
    int rows = 0;
    for (const auto &[source, file] : {std::pair {EventSource::Vapi, QStringLiteral("vapi-ended-reasons.tsv")},
                                       std::pair {EventSource::Retell, QStringLiteral("retell-disconnection-reasons.tsv")}}) {
        const QByteArray text = readFile(kDataDir + QLatin1Char('/') + file);
        QVERIFY(!text.isEmpty());
        for (const QByteArray &line : text.split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> cells = line.split('\t');
            QCOMPARE(cells.size(), 3);
            QTest::addRow("%s %s", source == EventSource::Vapi ? "vapi" : "retell", cells.at(0).constData())
                << int(source) << QString::fromUtf8(cells.at(0)) << QString::fromUtf8(cells.at(1))
                << QString::fromUtf8(cells.at(2));
            ++rows;
        }
    }
    QCOMPARE(rows, 621 + 38); // every value the two SDKs have listed
}

void TestEvidenceImport::endReasonTables()
{
    QFETCH(int, source);
    QFETCH(QString, reason);
    QFETCH(QString, reach);
    QFETCH(QString, status);
    const EndMapping m = providerEndMapping(EventSource(source), reason);
    static const QStringList reaches = {QStringLiteral("connected"), QStringLiteral("connected-then-failed"),
                                        QStringLiteral("not-reached"), QStringLiteral("unknown")};
    QVERIFY(m.documented); // a deliberate row or family, not the fallback for unpublished values
    QCOMPARE(reaches.value(int(m.reach)), reach);
    QCOMPARE(m.status, status);
}

// docs/evidence.md: "`t` is each message's `timestamp` (epoch ms) relative to
// the call's first message" (importers.h: "relative to each call's first
// payload") — also when that first message carries nothing the gates use.
void TestEvidenceImport::vapiTimeFromTheFirstMessage()
{
    const QByteArray input = vapiMessage("\"type\": \"conversation-update\", \"timestamp\": 1000") + '\n'
        + vapiMessage("\"type\": \"status-update\", \"status\": \"in-progress\", \"timestamp\": 2500") + '\n';
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("v.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("c1 | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("c1 | 1500 | call.status | - | in-progress |  | ")}));
}

void TestEvidenceImport::twilio_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("twilio-callbacks.txt") << readFile(kDataDir + QStringLiteral("/twilio-callbacks.txt")) << twilioExpected();
    // The three JSON callbacks of the fixture, as one JSON array.
    const QList<QByteArray> lines = readFile(kDataDir + QStringLiteral("/twilio-callbacks.txt")).split('\n');
    QByteArray array = "[\n" + lines.value(4) + ",\n" + lines.value(5) + ",\n" + lines.value(6) + "\n]\n";
    QTest::newRow("a JSON array of callbacks") << array << twilioExpected().mid(5);
}

void TestEvidenceImport::twilio()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QVERIFY(!input.isEmpty());
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Twilio, input, QStringLiteral("twilio-callbacks.txt"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events), expected);
}

// Timestamps have one-second resolution: ties are ordered by SequenceNumber,
// not by the order the callbacks were recorded in.
void TestEvidenceImport::twilioTiesBySequenceNumber()
{
    const QByteArray input
        = "CallSid=CAx&CallStatus=busy&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A03%20%2B0000&SequenceNumber=2\n"
          "CallSid=CAx&CallStatus=ringing&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A03%20%2B0000&SequenceNumber=1\n"
          "CallSid=CAx&CallStatus=initiated&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A02%20%2B0000&SequenceNumber=0\n";
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Twilio, input, QStringLiteral("t.txt"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("CAx | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("CAx | 0 | call.status | - | queued |  | "),
                           QStringLiteral("CAx | 1000 | call.status | - | ringing |  | "),
                           QStringLiteral("CAx | 1000 | call.status | - | busy |  | ")}));
}

// application/x-www-form-urlencoded writes a space as '+': a callback body as
// a form encoder writes it ("Mon%2C+30+Nov+2026+…") must read like one with %20.
void TestEvidenceImport::twilioFormEncodedPlus()
{
    const QByteArray input
        = "CallSid=CAp&CallStatus=ringing&Timestamp=Mon%2C+30+Nov+2026+08%3A38%3A01+%2B0000&SequenceNumber=1\n"
          "CallSid=CAp&CallStatus=completed&Timestamp=Mon%2C+30+Nov+2026+08%3A38%3A11+%2B0000&SequenceNumber=2\n";
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Twilio, input, QStringLiteral("plus.txt"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("CAp | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("CAp | 0 | call.status | - | ringing |  | "),
                           QStringLiteral("CAp | 10000 | call.status | - | completed |  | ")}));
}

void TestEvidenceImport::noContentSurvives_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("marker"); // content the fixture does hold
    QTest::newRow("vapi") << int(EventSource::Vapi) << QStringLiteral("vapi-call.jsonl") << 16 << QByteArray("385915550142");
    QTest::newRow("twilio") << int(EventSource::Twilio) << QStringLiteral("twilio-callbacks.txt") << 9
                            << QByteArray("385915550142");
    QTest::newRow("vapi end-of-call report")
        << int(EventSource::Vapi) << QStringLiteral("vapi-report-tools.jsonl") << 4 << QByteArray("Trattoria Sole");
    QTest::newRow("vapi call object") << int(EventSource::Vapi) << QStringLiteral("vapi-call-object.json") << 3
                                      << QByteArray("+14155550188");
    QTest::newRow("twilio voicemail") << int(EventSource::Twilio) << QStringLiteral("twilio-voicemail.txt") << 11
                                      << QByteArray("14155550177");
    QTest::newRow("retell call object") << int(EventSource::Retell) << QStringLiteral("retell-call.json") << 18
                                        << QByteArray("Greenleaf");
}

void TestEvidenceImport::noContentSurvives()
{
    QFETCH(int, source);
    QFETCH(QString, file);
    QFETCH(int, count);
    QFETCH(QByteArray, marker);
    const QByteArray input = readFile(kDataDir + QLatin1Char('/') + file);
    // The fixture does hold the content this test looks for.
    QVERIFY(input.contains(marker));
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource(source), input, file, problems);
    QVERIFY(events);
    QCOMPARE(int(events->size()), count);
    QString serialized;
    for (const CallEvent &e : *events) {
        const Json j = callEventToJson(e);
        for (auto it = j.begin(); it != j.end(); ++it)
            QVERIFY2(kAllowedKeys.contains(toQString(it.key())), it.key().c_str());
        serialized += toQString(j.dump()) + QLatin1Char('\n');
        // Nor in the fields that are not serialized for this type.
        serialized += describe(e) + QLatin1Char(' ') + e.responseClass + QLatin1Char(' ') + e.outcome + QLatin1Char('\n');
    }
    for (const QString &word : kForbidden)
        QVERIFY2(!serialized.contains(word, Qt::CaseInsensitive), qPrintable(word));
}

void TestEvidenceImport::malformed_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("problems");

    const QByteArray ringing = vapiMessage("\"type\": \"status-update\", \"status\": \"ringing\", \"timestamp\": 1000");
    const QByteArray progress = vapiMessage("\"type\": \"status-update\", \"status\": \"in-progress\", \"timestamp\": 2000");

    // Line 2: a trailing comma; the '}' after it is at column 76.
    QTest::newRow("vapi: broken JSON on line 2")
        << int(EventSource::Vapi)
        << (ringing + "\n{\"message\": {\"type\": \"status-update\", \"status\": \"ended\", \"timestamp\": 3000,}}\n" + progress
            + "\n")
        << QStringList {QStringLiteral("v.jsonl:2:76: invalid JSON: syntax error while parsing object key - unexpected '}'; "
                                       "expected string literal")};
    // Line 3: "timestamp" is optional, but when given it is a time; its value starts at column 64.
    QTest::newRow("vapi: a timestamp that is not a number on line 3")
        << int(EventSource::Vapi)
        << (ringing + "\n" + progress + "\n"
            + "{\"message\": {\"type\": \"transcript\", \"transcript\": \"hello\", \"timestamp\": \"now\", \"call\": {\"id\": "
              "\"c1\"}}}\n")
        << QStringList {QStringLiteral("v.jsonl:3:72: \"timestamp\" must be milliseconds since 1970 (a number), not a string")};
    // A 20-digit integer is a whole number, not "a number with a fraction" — and no time of a call.
    QTest::newRow("vapi: a 20-digit timestamp")
        << int(EventSource::Vapi)
        << (ringing + "\n"
            + vapiMessage("\"type\": \"status-update\", \"status\": \"ended\", \"timestamp\": 12345678901234567890") + "\n")
        << QStringList {QStringLiteral("v.jsonl:2:71: \"timestamp\" 12345678901234567890 is not a time of a call: milliseconds "
                                       "since 1970, before the year 2100, expected")};
    QTest::newRow("vapi: a message without a call id, after a blank line")
        << int(EventSource::Vapi)
        << (ringing + "\n\n{\"message\": {\"type\": \"status-update\", \"status\": \"queued\", \"timestamp\": 0}}\n")
        << QStringList {QStringLiteral("v.jsonl:3:13: missing required key \"call\" in \"message\"")};
    QTest::newRow("vapi: two bad lines, both reported")
        << int(EventSource::Vapi)
        << (ringing + "\n{\"message\": {\"type\": \"status-update\", \"call\": {\"id\": \"c1\"}}}\n" + progress + "\nnot json\n")
        << QStringList {QStringLiteral("v.jsonl:2:13: missing required key \"status\" in \"message\""),
                        QStringLiteral("v.jsonl:4:2: invalid JSON: syntax error while parsing value - invalid literal; "
                                       "last read: 'no'")};

    // Nothing to import is not a pass (exit 2 in polygon-cli).
    QTest::newRow("vapi: empty input") << int(EventSource::Vapi) << QByteArray()
                                       << QStringList {QStringLiteral("v.jsonl:1:1: no events: the input is empty")};
    QTest::newRow("vapi: blank lines") << int(EventSource::Vapi) << QByteArray("\n \r\n\n")
                                       << QStringList {QStringLiteral("v.jsonl:1:1: no events: the input is empty")};
    QTest::newRow("vapi: an empty array") << int(EventSource::Vapi) << QByteArray("[]\n")
                                          << QStringList {QStringLiteral("v.jsonl:1:1: no events: the input holds no payload")};
    QTest::newRow("twilio: empty input") << int(EventSource::Twilio) << QByteArray()
                                         << QStringList {QStringLiteral("t.txt:1:1: no events: the input is empty")};
    // A broken pretty-printed document: its one syntax error, not one per line.
    QTest::newRow("vapi: a broken pretty-printed document")
        << int(EventSource::Vapi)
        << QByteArray("{\n  \"id\": \"c1\",\n  \"status\": \"ended\"\n  \"endedReason\": \"voicemail\"\n}\n")
        << QStringList {QStringLiteral("v.jsonl:4:15: invalid JSON: syntax error while parsing object - unexpected string "
                                       "literal; expected '}'")};

    // Retell: a word time that is not seconds, a call without call_id, a tool call without its name.
    QTest::newRow("retell: a word start that is not a number")
        << int(EventSource::Retell)
        << QByteArray("{\"call_id\": \"r1\", \"call_status\": \"ended\", \"disconnection_reason\": \"user_hangup\", "
                      "\"transcript_object\": [{\"role\": \"user\", \"content\": \"hi\", \"words\": [{\"word\": \"hi\", "
                      "\"start\": \"0.5\", \"end\": 0.9}]}]}\n")
        << QStringList {QStringLiteral("r.json:1:172: \"start\" must be seconds from the start of the call (a number from 0)")};
    QTest::newRow("retell: no call_id on line 2")
        << int(EventSource::Retell)
        << QByteArray("{\"call_id\": \"r1\", \"call_status\": \"ongoing\"}\n{\"call_status\": \"ended\", \"agent_id\": \"a\"}\n")
        << QStringList {QStringLiteral("r.json:2:1: missing required key \"call_id\" in the call")};
    QTest::newRow("retell: a tool call invocation without name")
        << int(EventSource::Retell)
        << QByteArray("{\"call_id\": \"r1\", \"transcript_with_tool_calls\": [{\"role\": \"tool_call_invocation\", "
                      "\"tool_call_id\": \"t1\", \"arguments\": \"{}\"}]}\n")
        << QStringList {QStringLiteral("r.json:1:50: missing required key \"name\" in utterance 1")};
    // JSON callbacks: the parser refuses bytes that are not UTF-8, at their place.
    QTest::newRow("twilio: a JSON callback with a non-UTF-8 CallSid")
        << int(EventSource::Twilio)
        << QByteArray(
               "{\"CallSid\": \"CA1\xff\", \"CallStatus\": \"completed\", \"Timestamp\": \"Mon, 30 Nov 2026 09:00:00 +0000\"}\n")
        << QStringList {QStringLiteral("t.txt:1:17: invalid JSON: syntax error while parsing value - invalid string: ill-formed "
                                       "UTF-8 byte; last read: '\"CA1\uFFFD'")};

    const QByteArray queued = "CallSid=CAx&CallStatus=queued&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A00%20%2B0000";
    const QByteArray completed = "CallSid=CAx&CallStatus=completed&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A01%3A00%20%2B0000";
    QTest::newRow("twilio: unknown CallStatus on line 2")
        << int(EventSource::Twilio)
        << (queued + "\nCallSid=CAx&CallStatus=answered&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A00%3A01%20%2B0000\n" + completed
            + "\n")
        << QStringList {
               QStringLiteral("t.txt:2:1: unknown CallStatus \"answered\"; expected one of: queued, ringing, in-progress, "
                              "completed, busy, failed, no-answer, canceled")};
    QTest::newRow("twilio: bad Timestamp on line 3")
        << int(EventSource::Twilio) << (queued + "\n" + completed + "\nCallSid=CAx&CallStatus=completed&Timestamp=yesterday\n")
        << QStringList {QStringLiteral("t.txt:3:1: the Timestamp \"yesterday\" is not an RFC 2822 date")};
    QTest::newRow("twilio: no Timestamp") << int(EventSource::Twilio) << (queued + "\nCallSid=CAx&CallStatus=completed\n")
                                          << QStringList {
                                                 QStringLiteral("t.txt:2:1: the Timestamp \"\" is not an RFC 2822 date")};
    QTest::newRow("twilio: JSON callback with an unknown CallStatus on line 2")
        << int(EventSource::Twilio)
        << (queued
            + "\n{\"CallSid\": \"CAx\", \"CallStatus\": \"answered\", \"Timestamp\": \"Mon, 30 Nov 2026 09:00:01 +0000\"}\n")
        << QStringList {
               QStringLiteral("t.txt:2:1: unknown CallStatus \"answered\"; expected one of: queued, ringing, in-progress, "
                              "completed, busy, failed, no-answer, canceled")};
    QTest::newRow("twilio: no CallSid") << int(
        EventSource::Twilio) << (queued + "\nCallStatus=completed&Timestamp=Mon%2C%2030%20Nov%202026%2009%3A01%3A00%20%2B0000\n")
                                        << QStringList {QStringLiteral("t.txt:2:1: the callback has no CallSid")};
    QTest::newRow("twilio: broken JSON line")
        << int(EventSource::Twilio) << (queued + "\n{\"CallSid\": \"CAx\",\n")
        << QStringList {
               QStringLiteral("t.txt:2:19: invalid JSON: syntax error while parsing object key - unexpected end of input; "
                              "expected string literal")};
}

void TestEvidenceImport::malformed()
{
    QFETCH(int, source);
    QFETCH(QByteArray, input);
    QFETCH(QStringList, problems);
    const QString name = EventSource(source) == EventSource::Vapi ? QStringLiteral("v.jsonl")
        : EventSource(source) == EventSource::Retell              ? QStringLiteral("r.json")
                                                                  : QStringLiteral("t.txt");
    Diagnostics found;
    const auto events = importProviderEvents(EventSource(source), input, name, found);
    QVERIFY(!events); // all or nothing: the valid lines give no events either
    // Every problem at its line; the order they are listed in is not part of the contract
    // (JSON syntax errors currently come before the other problems).
    QStringList actual = describe(found);
    actual.sort();
    QCOMPARE(actual, problems);
}

// docs/evidence.md, Vapi: turns are the importer's pairing, not Vapi's numbers.
// vapi-barge-in.jsonl starts at 1764581000000; by hand: the caller's barge-in
// (a speech-update carrying turn 2) opens turn 2, the interruption and the
// assistant's stop 150 ms later stay in turn 1, the speech they end.
void TestEvidenceImport::bargeInTurns()
{
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, readFile(kDataDir + QStringLiteral("/vapi-barge-in.jsonl")),
                                             QStringLiteral("vapi-barge-in.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    const QString c = QStringLiteral("7d2f0c44-91ab-4e3c-b5d8-26e0f4a7c913 | ");
    QCOMPARE(describe(*events),
             (QStringList {
                 c + QStringLiteral("0 | outcome.requested | - |  |  | "),
                 c + QStringLiteral("0 | call.status | - | ringing |  | "),
                 c + QStringLiteral("1200 | call.status | - | in-progress |  | "),
                 c + QStringLiteral("1500 | assistant.audio.started | 0 |  |  | "),
                 c + QStringLiteral("3000 | assistant.audio.stopped | 0 |  |  | "),
                 c + QStringLiteral("3600 | caller.audio.started | 1 |  |  | "),
                 c + QStringLiteral("5000 | caller.audio.stopped | 1 |  |  | "),
                 c + QStringLiteral("5700 | assistant.audio.started | 1 |  |  | "),
                 c + QStringLiteral("8000 | caller.audio.started | 2 |  |  | "),
                 c + QStringLiteral("8000 | caller.interrupted | 1 |  |  | "),
                 c + QStringLiteral("8150 | assistant.audio.stopped | 1 |  |  | "),
                 c + QStringLiteral("9600 | caller.audio.stopped | 2 |  |  | "),
                 c + QStringLiteral("10200 | assistant.audio.started | 2 |  |  | "),
                 c + QStringLiteral("10850 | assistant.audio.stopped | 2 |  |  | "),
                 c + QStringLiteral("12000 | call.status | - | completed |  | "),
             }));
}

// Webhooks are stamped as they are sent: the assistant's "stopped" can carry an
// earlier time than the user-interrupted message that caused it. The caller
// began at 8000, the assistant stopped at 8090, the message says 8120: the
// interruption is placed at the stop (0 ms), not left after it (which would
// find no stop and fail as no_assistant_stop).
void TestEvidenceImport::interruptionAfterTheStop()
{
    QByteArray input;
    for (const char *fields :
         {"\"type\": \"status-update\", \"status\": \"in-progress\", \"timestamp\": 1000",
          "\"type\": \"speech-update\", \"status\": \"started\", \"role\": \"assistant\", \"timestamp\": 5000",
          "\"type\": \"speech-update\", \"status\": \"started\", \"role\": \"user\", \"timestamp\": 8000",
          "\"type\": \"speech-update\", \"status\": \"stopped\", \"role\": \"assistant\", \"timestamp\": 8090",
          "\"type\": \"user-interrupted\", \"timestamp\": 8120"})
        input += vapiMessage(fields) + '\n';
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("v.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("c1 | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("c1 | 0 | call.status | - | in-progress |  | "),
                           QStringLiteral("c1 | 4000 | assistant.audio.started | 0 |  |  | "),
                           QStringLiteral("c1 | 7000 | caller.audio.started | 1 |  |  | "),
                           QStringLiteral("c1 | 7090 | assistant.audio.stopped | 0 |  |  | "),
                           QStringLiteral("c1 | 7090 | caller.interrupted | 0 |  |  | ")}));
}

// Any server message may carry the live artifact; its tool calls count, and a
// tool call seen again (in tool-calls, in the report) is one request.
void TestEvidenceImport::liveArtifactToolCallsOnce()
{
    const QByteArray artifact = "\"artifact\": {\"messages\": [{\"role\": \"tool_calls\", \"message\": \"\", \"time\": 4100, "
                                "\"secondsFromStart\": 3.1, \"toolCalls\": [{\"id\": \"call_L1\", \"type\": \"function\", "
                                "\"function\": {\"name\": \"hold_table\", \"arguments\": \"{}\"}}]}]}";
    const QByteArray input = vapiMessage("\"type\": \"status-update\", \"status\": \"in-progress\", \"timestamp\": 1000") + '\n'
        + vapiMessage("\"type\": \"speech-update\", \"status\": \"started\", \"role\": \"assistant\", \"timestamp\": 4500, "
                      + artifact)
        + '\n'
        + vapiMessage("\"type\": \"tool-calls\", \"toolCallList\": [{\"id\": \"call_L1\", \"name\": \"hold_table\"}], "
                      "\"timestamp\": 4600")
        + '\n'
        + vapiMessage("\"type\": \"end-of-call-report\", \"endedReason\": \"customer-ended-call\", \"timestamp\": 9000, "
                      + artifact)
        + '\n';
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("v.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("c1 | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("c1 | 0 | call.status | - | in-progress |  | "),
                           QStringLiteral("c1 | 3100 | tool.request | - |  | call_L1 | hold_table"),
                           QStringLiteral("c1 | 3500 | assistant.audio.started | 0 |  |  | "),
                           QStringLiteral("c1 | 8000 | call.status | - | completed |  | ")}));
}

// Retell's webhooks wrap the call: {"event": "call_ended", "call": {…}}.
void TestEvidenceImport::retellWebhookBodies()
{
    const QByteArray input = "{\"event\": \"call_started\", \"call\": {\"call_id\": \"r7\", \"call_status\": \"ongoing\"}}\n"
                             "{\"event\": \"call_ended\", \"call\": {\"call_id\": \"r8\", \"call_status\": \"ended\", "
                             "\"duration_ms\": 4000, \"disconnection_reason\": \"dial_busy\"}}\n";
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Retell, input, QStringLiteral("r.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("r7 | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("r7 | 0 | call.status | - | in-progress |  | "),
                           QStringLiteral("r8 | 0 | outcome.requested | - |  |  | "),
                           QStringLiteral("r8 | 4000 | call.status | - | busy |  | ")}));
}

// One JSON document over many lines is one payload, not one per line: a
// pretty-printed GET /call object (Vapi's Call), the same in a list, and a
// pretty-printed webhook body.
void TestEvidenceImport::prettyPrintedDocument_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    const QByteArray object = readFile(kDataDir + QStringLiteral("/vapi-call-object.json"));
    QVERIFY(object.count('\n') > 20);
    // By hand: createdAt 10:00:00.000 is t 0; the tool call's time is 10:01:00.000; endedAt 10:03:10.000.
    const QString c = QStringLiteral("8b0d2f4a-6c8e-4a0c-9e2a-4c6e8a0c2e4a | ");
    const QStringList call = {c + QStringLiteral("0 | outcome.requested | - |  |  | "),
                              c + QStringLiteral("60000 | tool.request | - |  | call_Mv55 | reschedule_delivery"),
                              c + QStringLiteral("190000 | call.status | - | completed |  | ")};
    QTest::newRow("GET /call/:id") << object << call;
    QTest::newRow("GET /call (a list)") << ("[\n" + object + "]\n") << call;
    QTest::newRow("a pretty-printed webhook body")
        << QByteArray("{\n  \"message\": {\n    \"type\": \"status-update\",\n    \"status\": \"in-progress\",\n"
                      "    \"timestamp\": 1764491881800,\n    \"call\": {\"id\": \"c9\"}\n  }\n}\n")
        << QStringList {QStringLiteral("c9 | 0 | outcome.requested | - |  |  | "),
                        QStringLiteral("c9 | 0 | call.status | - | in-progress |  | ")};
}

void TestEvidenceImport::prettyPrintedDocument()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("call.json"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events), expected);
}

// retell-call.json by hand (word times in seconds from the call's start):
// agent 0.62–3.2, user 4.1–6.35, agent 7.05–9.4, check_availability, agent
// 10.3–12.9, user 12.65–14.0 (barge-in 250 ms before the agent's last word
// ends), agent 14.9–17.2; user_hangup after 19,500 ms.
void TestEvidenceImport::retellCall()
{
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Retell, readFile(kDataDir + QStringLiteral("/retell-call.json")),
                                             QStringLiteral("retell-call.json"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    const QString c = QStringLiteral("call_6f1e2d3c4b5a69788796a5b4 | ");
    QCOMPARE(describe(*events),
             (QStringList {
                 c + QStringLiteral("0 | outcome.requested | - |  |  | "),
                 c + QStringLiteral("0 | call.status | - | in-progress |  | "),
                 c + QStringLiteral("620 | assistant.audio.started | 0 |  |  | "),
                 c + QStringLiteral("3200 | assistant.audio.stopped | 0 |  |  | "),
                 c + QStringLiteral("4100 | caller.audio.started | 1 |  |  | "),
                 c + QStringLiteral("6350 | caller.audio.stopped | 1 |  |  | "),
                 c + QStringLiteral("7050 | assistant.audio.started | 1 |  |  | "),
                 c + QStringLiteral("9400 | assistant.audio.stopped | 1 |  |  | "),
                 c + QStringLiteral("9400 | tool.request | - |  | tc_91ab27 | check_availability"),
                 c + QStringLiteral("9400 | tool.response | - |  | tc_91ab27 | "),
                 c + QStringLiteral("10300 | assistant.audio.started | 1 |  |  | "),
                 c + QStringLiteral("12650 | caller.audio.started | 2 |  |  | "),
                 c + QStringLiteral("12650 | caller.interrupted | 1 |  |  | "),
                 c + QStringLiteral("12900 | assistant.audio.stopped | 1 |  |  | "),
                 c + QStringLiteral("14000 | caller.audio.stopped | 2 |  |  | "),
                 c + QStringLiteral("14900 | assistant.audio.started | 2 |  |  | "),
                 c + QStringLiteral("17200 | assistant.audio.stopped | 2 |  |  | "),
                 c + QStringLiteral("19500 | call.status | - | completed |  | "),
             }));
}

// Inputs an importer must refuse, with every problem at file:line:column.
void TestEvidenceImport::refused_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("problems");
    // Seven Media Streams messages: one sentence, not "no CallSid" seven times.
    QTest::newRow("twilio: Media Streams messages")
        << int(EventSource::Twilio) << QStringLiteral("twilio-media-streams.jsonl")
        << QStringList {QStringLiteral(
               "twilio-media-streams.jsonl:1:1: this is a Twilio Media Streams message (\"event\": \"connected\"), not a "
               "status callback: the twilio importer reads call status callbacks only, and media streams carry audio, "
               "which the gates never read")};
    // CallSid=CA00aa%FF and CA00aa%FE: two different calls, never merged through U+FFFD.
    QTest::newRow("twilio: non-UTF-8 bytes in CallSid")
        << int(EventSource::Twilio) << QStringLiteral("twilio-non-utf8.txt")
        << QStringList {QStringLiteral("twilio-non-utf8.txt:1:9: the value of \"CallSid\" is not UTF-8 text"),
                        QStringLiteral("twilio-non-utf8.txt:2:9: the value of \"CallSid\" is not UTF-8 text")};
    QTest::newRow("twilio: SequenceNumber=one")
        << int(EventSource::Twilio) << QStringLiteral("twilio-bad-sequence.txt")
        << QStringList {QStringLiteral("twilio-bad-sequence.txt:2:140: the SequenceNumber \"one\" is not a whole number from 0")};
    QTest::newRow("twilio: a Timestamp in the year 9999")
        << int(EventSource::Twilio) << QStringLiteral("twilio-year-9999.txt")
        << QStringList {QStringLiteral("twilio-year-9999.txt:2:75: the Timestamp \"Fri, 31 Dec 9999 23:59:59 +0000\" is not a "
                                       "time of a call (1970 to 2099)")};
    QTest::newRow("vapi: only unknown message types")
        << int(EventSource::Vapi) << QStringLiteral("vapi-unknown-types.jsonl")
        << QStringList {QStringLiteral("vapi-unknown-types.jsonl:1:1: no events: none of the 3 payloads gives a call event "
                                       "(types seen: status_update, speech_update)")};
}

void TestEvidenceImport::refused()
{
    QFETCH(int, source);
    QFETCH(QString, file);
    QFETCH(QStringList, problems);
    const QByteArray input = readFile(kDataDir + QLatin1Char('/') + file);
    QVERIFY(!input.isEmpty());
    Diagnostics found;
    const auto events = importProviderEvents(EventSource(source), input, file, found);
    QVERIFY(!events);
    QCOMPARE(describe(found), problems);
}

QTEST_GUILESS_MAIN(TestEvidenceImport)
#include "tst_evidenceimport.moc"
