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
        u + QStringLiteral("0 | call.status | - | queued |  | "), u + QStringLiteral("300 | call.status | - | ringing |  | "),
        u + QStringLiteral("30300 | call.status | - | no-answer |  | "), // ended, customer-did-not-answer
        a + QStringLiteral("0 | call.status | - | ringing |  | "),
        a + QStringLiteral("1800 | call.status | - | in-progress |  | "),
        a + QStringLiteral("2000 | assistant.audio.started | 0 |  |  | "),
        // line 4, a transcript: dropped
        a + QStringLiteral("3900 | assistant.audio.stopped | 0 |  |  | "),
        a + QStringLiteral("4500 | caller.audio.started | 1 |  |  | "),
        // line 7, a transcript: dropped
        a + QStringLiteral("6200 | caller.audio.stopped | 1 |  |  | "),
        a + QStringLiteral("6300 | tool.request | - |  | call_Qx81 | create_booking"),
        a + QStringLiteral("6900 | assistant.audio.started | 1 |  |  | "),
        a + QStringLiteral("8000 | caller.interrupted | 1 |  |  | "), // the turn of the last speech update
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
        a + QStringLiteral("0 | call.status | - | queued |  | "),
        a + QStringLiteral("1000 | call.status | - | ringing |  | "),
        a + QStringLiteral("5000 | call.status | - | in-progress |  | "),
        a + QStringLiteral("67000 | call.status | - | completed |  | "),
        b + QStringLiteral("0 | call.status | - | queued |  | "), // initiated
        b + QStringLiteral("1000 | call.status | - | ringing |  | "),
        b + QStringLiteral("3000 | call.status | - | busy |  | "),
    };
}

// Things the fixtures contain that are content or personal data.
const QStringList kForbidden = {
    QStringLiteral("385915550142"), QStringLiteral("385915550143"),     QStringLiteral("38515550100"),
    QStringLiteral("Bella Vista"),  QStringLiteral("book a table"),     QStringLiteral("Marta"),
    QStringLiteral("party_size"),   QStringLiteral("arguments"),        QStringLiteral("rec.wav"),
    QStringLiteral("recording"),    QStringLiteral("Caller booked"),    QStringLiteral("summary"),
    QStringLiteral("transcript"),   QStringLiteral("org-7f2"),          QStringLiteral("pn-1"),
    QStringLiteral("customer"),     QStringLiteral("inboundPhoneCall"), QStringLiteral("AC00000000"),
    QStringLiteral("outbound-api"), QStringLiteral("CallDuration"),     QStringLiteral("2025-11-30"),
    QStringLiteral("From"),         QStringLiteral("Caller\""),         QStringLiteral("To\""),
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
    void vapiTimeFromTheFirstMessage();
    void twilio_data();
    void twilio();
    void twilioTiesBySequenceNumber();
    void twilioFormEncodedPlus();
    void noContentSurvives_data();
    void noContentSurvives();
    void malformed_data();
    void malformed();
};

void TestEvidenceImport::sourceNames()
{
    QCOMPARE(eventSourceFromName(QStringLiteral("vapi")), std::optional<EventSource>(EventSource::Vapi));
    QCOMPARE(eventSourceFromName(QStringLiteral("twilio")), std::optional<EventSource>(EventSource::Twilio));
    QCOMPARE(eventSourceFromName(QStringLiteral("Vapi")), std::optional<EventSource>());
    QCOMPARE(eventSourceFromName(QStringLiteral("retell")), std::optional<EventSource>());
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
    QTest::addColumn<QString>("status");
    QTest::newRow("customer-did-not-answer") << QByteArray("customer-did-not-answer") << QStringLiteral("no-answer");
    QTest::newRow("customer-busy") << QByteArray("customer-busy") << QStringLiteral("busy");
    QTest::newRow("twilio-failed-to-connect-call") << QByteArray("twilio-failed-to-connect-call") << QStringLiteral("failed");
    QTest::newRow("pipeline-error-openai-llm-failed")
        << QByteArray("pipeline-error-openai-llm-failed") << QStringLiteral("failed");
    QTest::newRow("assistant-error") << QByteArray("assistant-error") << QStringLiteral("failed");
    QTest::newRow("manually-canceled") << QByteArray("manually-canceled") << QStringLiteral("canceled");
    QTest::newRow("customer-ended-call") << QByteArray("customer-ended-call") << QStringLiteral("completed");
    QTest::newRow("assistant-ended-call") << QByteArray("assistant-ended-call") << QStringLiteral("completed");
    QTest::newRow("silence-timed-out") << QByteArray("silence-timed-out") << QStringLiteral("completed");
}

void TestEvidenceImport::vapiEndedReason()
{
    QFETCH(QByteArray, reason);
    QFETCH(QString, status);
    // Both carriers of the end: a status-update "ended" and the end-of-call report.
    const QByteArray input = vapiMessage("\"type\": \"status-update\", \"status\": \"ended\", \"endedReason\": \"" + reason
                                         + "\", \"timestamp\": 5000")
        + '\n' + vapiMessage("\"type\": \"end-of-call-report\", \"endedReason\": \"" + reason + "\", \"timestamp\": 5200") + '\n';
    Diagnostics problems;
    const auto events = importProviderEvents(EventSource::Vapi, input, QStringLiteral("v.jsonl"), problems);
    QCOMPARE(describe(problems), QStringList());
    QVERIFY(events);
    QCOMPARE(describe(*events),
             (QStringList {QStringLiteral("c1 | 0 | call.status | - | ") + status + QStringLiteral(" |  | "),
                           QStringLiteral("c1 | 200 | call.status | - | ") + status + QStringLiteral(" |  | ")}));
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
    QCOMPARE(describe(*events), QStringList {QStringLiteral("c1 | 1500 | call.status | - | in-progress |  | ")});
}

void TestEvidenceImport::twilio_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("twilio-callbacks.txt") << readFile(kDataDir + QStringLiteral("/twilio-callbacks.txt")) << twilioExpected();
    // The three JSON callbacks of the fixture, as one JSON array.
    const QList<QByteArray> lines = readFile(kDataDir + QStringLiteral("/twilio-callbacks.txt")).split('\n');
    QByteArray array = "[\n" + lines.value(4) + ",\n" + lines.value(5) + ",\n" + lines.value(6) + "\n]\n";
    QTest::newRow("a JSON array of callbacks") << array << twilioExpected().mid(4);
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
             (QStringList {QStringLiteral("CAx | 0 | call.status | - | queued |  | "),
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
             (QStringList {QStringLiteral("CAp | 0 | call.status | - | ringing |  | "),
                           QStringLiteral("CAp | 10000 | call.status | - | completed |  | ")}));
}

void TestEvidenceImport::noContentSurvives_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("count");
    QTest::newRow("vapi") << int(EventSource::Vapi) << QStringLiteral("vapi-call.jsonl") << 14;
    QTest::newRow("twilio") << int(EventSource::Twilio) << QStringLiteral("twilio-callbacks.txt") << 7;
}

void TestEvidenceImport::noContentSurvives()
{
    QFETCH(int, source);
    QFETCH(QString, file);
    QFETCH(int, count);
    const QByteArray input = readFile(kDataDir + QLatin1Char('/') + file);
    // The fixture does hold the content this test looks for.
    QVERIFY(input.contains("385915550142"));
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
    // Line 3: the message object (the value of "message") starts at column 13.
    QTest::newRow("vapi: a message without timestamp on line 3")
        << int(EventSource::Vapi)
        << (ringing + "\n" + progress + "\n"
            + "{\"message\": {\"type\": \"transcript\", \"transcript\": \"hello\", \"call\": {\"id\": \"c1\"}}}\n")
        << QStringList {QStringLiteral("v.jsonl:3:13: missing required key \"timestamp\" in \"message\"")};
    QTest::newRow("vapi: a message without a call id, after a blank line")
        << int(EventSource::Vapi)
        << (ringing + "\n\n{\"message\": {\"type\": \"status-update\", \"status\": \"queued\", \"timestamp\": 0}}\n")
        << QStringList {QStringLiteral("v.jsonl:3:13: missing required key \"call\" in \"message\"")};
    QTest::newRow("vapi: two bad lines, both reported")
        << int(EventSource::Vapi)
        << (ringing + "\n{\"message\": {\"type\": \"status-update\", \"call\": {\"id\": \"c1\"}}}\n" + progress + "\nnot json\n")
        << QStringList {QStringLiteral("v.jsonl:2:13: missing required key \"timestamp\" in \"message\""),
                        QStringLiteral("v.jsonl:4:2: invalid JSON: syntax error while parsing value - invalid literal; "
                                       "last read: 'no'")};

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
    const QString name = EventSource(source) == EventSource::Vapi ? QStringLiteral("v.jsonl") : QStringLiteral("t.txt");
    Diagnostics found;
    const auto events = importProviderEvents(EventSource(source), input, name, found);
    QVERIFY(!events); // all or nothing: the valid lines give no events either
    // Every problem at its line; the order they are listed in is not part of the contract
    // (JSON syntax errors currently come before the other problems).
    QStringList actual = describe(found);
    actual.sort();
    QCOMPARE(actual, problems);
}

QTEST_GUILESS_MAIN(TestEvidenceImport)
#include "tst_evidenceimport.moc"
