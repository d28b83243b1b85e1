// Importing production transcripts (core/import, FORMATS.md §13): each
// format's realistic file (tests/data/import, written in the shapes of
// Vapi's and Retell's published SDK types) read into exact turns, speakers,
// tool calls with their results, scenarios and end reasons; the record
// splitter on arrays, JSON Lines and pretty-printed documents; every bad
// record reported at its file:line:column, worked out by hand from the
// files; and the store: an imported run, nothing stored on failure,
// --skip-bad's list, empty input.
#include "core/import/recordstream.h"
#include "core/import/transcriptimport.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/jsonparse.h"

#include <QBuffer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_TEST_DATA_DIR "/import");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Read
{
    QList<ImportedConversation> conversations;
    QStringList problems; // "file:line:column: message", Bad and Error alike
    QStringList results; // "conversation", "bad", "error" in order
    int ignored = 0;
};

Read readAll(ImportFormat format, const QByteArray &bytes, const QString &name = QStringLiteral("in"))
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    TranscriptReader reader(format, &buffer, name);
    Read r;
    for (int guard = 0; guard < 1000; ++guard) {
        ImportedConversation c;
        Diagnostics problems;
        const auto got = reader.next(c, problems);
        for (const Diagnostic &d : problems)
            r.problems << d.toString();
        if (got == TranscriptReader::Result::End)
            break;
        if (got == TranscriptReader::Result::Error) {
            r.results << QStringLiteral("error");
            break;
        }
        if (got == TranscriptReader::Result::Bad) {
            r.results << QStringLiteral("bad");
            continue;
        }
        r.results << QStringLiteral("conversation");
        r.conversations << c;
    }
    r.ignored = reader.ignored();
    return r;
}

Read readData(ImportFormat format, const QString &file)
{
    return readAll(format, readFile(kDataDir + QLatin1Char('/') + file), file);
}

// A conversation as lines: "speaker: text", then "  tool ID NAME ARGS -> RESULT" per call.
QStringList lines(const Conversation &c)
{
    QStringList out;
    for (const Turn &t : c.turns) {
        out << Turn::speakerName(t.speaker) + QStringLiteral(": ") + t.text;
        for (const ToolCall &call : t.toolCalls)
            out << QStringLiteral("  tool %1 %2 %3 -> %4")
                       .arg(call.id, call.name, toQString(safeDump(call.arguments)), toQString(safeDump(call.result)));
    }
    return out;
}

} // namespace

class TestTranscriptImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void formatNames();
    void vapiCall();
    void vapiEndOfCallReports();
    void retellCalls();
    void generic();
    void csv();
    void csvTimesAndScenario();
    void splitter_data();
    void splitter();
    void largerThanTheBuffer_data();
    void largerThanTheBuffer();
    void badRecords_data();
    void badRecords();
    void importRun();
    void nothingStoredOnFailure();
    void skipBad();
    void emptyInput_data();
    void emptyInput();
    void existingName();
};

void TestTranscriptImport::formatNames()
{
    QCOMPARE(importFormatNames(),
             (QStringList {QStringLiteral("generic"), QStringLiteral("vapi"), QStringLiteral("retell"), QStringLiteral("csv")}));
    QCOMPARE(importFormatFromName(QStringLiteral("retell")), ImportFormat::Retell);
    QVERIFY(!importFormatFromName(QStringLiteral("Vapi")));
}

void TestTranscriptImport::vapiCall()
{
    // One pretty-printed GET /call/{id} object: the system message is no
    // turn, each tool call goes on the agent turn whose words follow it, its
    // result found by toolCallId; arguments and a JSON result decoded, a
    // plain-text result kept as text.
    const Read r = readData(ImportFormat::Vapi, QStringLiteral("vapi-call.json"));
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.results, QStringList {QStringLiteral("conversation")});
    const ImportedConversation &c = r.conversations.at(0);
    QCOMPARE(c.conversation.id, QStringLiteral("5f1c2a9e-7d4b-4a61-9c3e-2b8f0d6a1e47"));
    QCOMPARE(c.conversation.scenario, c.conversation.id); // no scenario field: its id
    QCOMPARE(c.conversation.source, QStringLiteral("imported"));
    QCOMPARE(c.endReason, QStringLiteral("customer-ended-call"));
    QCOMPARE(c.start, (TextPosition {1, 1}));
    QCOMPARE(
        lines(c.conversation),
        (QStringList {
            QStringLiteral("agent: Bella Vista, this is Mia. How can I help?"),
            QStringLiteral("caller: Hi, I'd like a table for four tomorrow at eight."),
            QStringLiteral("agent: We have a table for four at eight tomorrow. May I have a name for the booking?"),
            QStringLiteral("  tool call_Qm3vX8kL2pR7 check_availability {\"party_size\":4,\"date\":\"2026-11-04\",\"time\":"
                           "\"20:00\"} -> {\"available\":true,\"table\":\"T12\"}"),
            QStringLiteral("caller: Kovač. K-O-V-A-Č."),
            QStringLiteral("agent: Done: a table for four tomorrow at eight under Kovač. Your reference is B V two two "
                           "nine one."),
            QStringLiteral("  tool call_8wNfT1cY5hJd book_table {\"party_size\":4,\"date\":\"2026-11-04\",\"time\":\"20:00\","
                           "\"name\":\"Kovač\"} -> \"Booking confirmed, reference BV-2291\""),
            QStringLiteral("caller: Perfect, thank you."),
        }));
}

void TestTranscriptImport::vapiEndOfCallReports()
{
    // JSON Lines of webhook bodies: two end-of-call-reports and a
    // status-update between them, which holds no transcript (passed over).
    const Read r = readData(ImportFormat::Vapi, QStringLiteral("vapi-end-of-call.jsonl"));
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.conversations.size(), 2);
    QCOMPARE(r.ignored, 1);
    const ImportedConversation &a = r.conversations.at(0);
    QCOMPARE(a.conversation.id, QStringLiteral("c7a1e3b5-0f2d-4c86-9b14-6e8a2d0c5f91"));
    QCOMPARE(a.conversation.scenario, QStringLiteral("opening-hours"));
    QCOMPARE(a.endReason, QStringLiteral("assistant-ended-call"));
    QCOMPARE(lines(a.conversation),
             (QStringList {QStringLiteral("agent: Bella Vista, this is Mia. How can I help?"),
                           QStringLiteral("caller: Are you open on Sunday?"),
                           QStringLiteral("agent: Yes, on Sunday we are open from noon to ten in the evening."),
                           QStringLiteral("  tool call_h0urs opening_hours {\"day\":\"sunday\"} -> {\"open\":\"12:00\",\"close\":"
                                          "\"22:00\"}"),
                           QStringLiteral("caller: Great, bye."), QStringLiteral("agent: Goodbye!")}));
    const ImportedConversation &b = r.conversations.at(1);
    QCOMPARE(b.conversation.id, QStringLiteral("e9b2c4d6-8a1f-4e37-b5c9-0d2f4a6b8c13"));
    QCOMPARE(b.conversation.scenario, b.conversation.id);
    QCOMPARE(b.endReason, QStringLiteral("customer-ended-call"));
    QCOMPARE(b.start, (TextPosition {3, 1}));
    // The cancel call never answered: no result (null), so it counts as failed.
    QCOMPARE(lines(b.conversation),
             (QStringList {QStringLiteral("agent: Bella Vista, this is Mia. How can I help?"),
                           QStringLiteral("caller: I need to cancel my booking for tonight."),
                           QStringLiteral("agent: One moment while I look that up."),
                           QStringLiteral("  tool call_cXl1 cancel_booking {\"date\":\"2026-11-04\"} -> null"),
                           QStringLiteral("caller: Sure.")}));
    QVERIFY(b.conversation.turns.at(2).toolCalls.at(0).failed());
}

void TestTranscriptImport::retellCalls()
{
    // A pretty-printed array: a call with both transcripts (the one with tool
    // calls is read), a web call with transcript_object only (a transfer
    // target's words are not the agent's), and a call_analyzed webhook body.
    const Read r = readData(ImportFormat::Retell, QStringLiteral("retell-calls.json"));
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.conversations.size(), 3);
    const ImportedConversation &a = r.conversations.at(0);
    QCOMPARE(a.conversation.id, QStringLiteral("Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6"));
    QCOMPARE(a.endReason, QStringLiteral("user_hangup"));
    QCOMPARE(a.start, (TextPosition {2, 3}));
    QCOMPARE(lines(a.conversation),
             (QStringList {QStringLiteral("agent: Bella Vista, good evening."),
                           QStringLiteral("caller: A table for two at seven, please."),
                           QStringLiteral("agent: Booked for two at seven. See you tonight."),
                           QStringLiteral("  tool tc_2f9a61 book_table {\"party_size\":2,\"time\":\"19:00\"} -> "
                                          "{\"ok\":true,\"reference\":\"BV-3310\"}")}));
    const ImportedConversation &b = r.conversations.at(1);
    QCOMPARE(b.conversation.id, QStringLiteral("Xq4pLm7Rt2vN8sK1wYz3bC6dF9gH0jA5"));
    QCOMPARE(b.conversation.scenario, QStringLiteral("menu-question"));
    QCOMPARE(b.endReason, QStringLiteral("agent_hangup"));
    QCOMPARE(
        lines(b.conversation),
        (QStringList {QStringLiteral("agent: Bella Vista, how can I help?"), QStringLiteral("caller: Do you have vegan dishes?"),
                      QStringLiteral("agent: Yes, three of them; the menu is on our website.")}));
    const ImportedConversation &c = r.conversations.at(2);
    QCOMPARE(c.conversation.id, QStringLiteral("Rz8yV2kB5nM1qW4eT7uI0oP3aS6dF9gH"));
    QCOMPARE(c.endReason, QStringLiteral("inactivity"));
    // successful: false with a plain-text answer: a result with an "error" key.
    QCOMPARE(
        lines(c.conversation),
        (QStringList {QStringLiteral("agent: Bella Vista, good evening."), QStringLiteral("caller: Move my booking to nine."),
                      QStringLiteral("agent: I could not find a booking under this number."),
                      QStringLiteral("  tool tc_77b0 move_booking {\"time\":\"21:00\"} -> {\"error\":\"no booking found "
                                     "under this number\"}")}));
    QVERIFY(c.conversation.turns.at(2).toolCalls.at(0).failed());
}

void TestTranscriptImport::generic()
{
    // §1 conversations as JSON Lines with a blank line; "source" is always
    // imported; one without an id is named by its record number (2: blank
    // lines are no records).
    const Read r = readData(ImportFormat::Generic, QStringLiteral("generic.jsonl"));
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.conversations.size(), 2);
    const Conversation &a = r.conversations.at(0).conversation;
    QCOMPARE(a.id, QStringLiteral("prod-0412"));
    QCOMPARE(a.scenario, QStringLiteral("book-table"));
    QCOMPARE(a.source, QStringLiteral("imported"));
    QCOMPARE(a.rubric, QStringLiteral("v2"));
    QCOMPARE(r.conversations.at(0).endReason, QStringLiteral("end"));
    QCOMPARE(lines(a),
             (QStringList {QStringLiteral("caller: Table for five, Friday at seven."), QStringLiteral("agent: Let me check."),
                           QStringLiteral("  tool op-1 check_availability {\"party_size\":5,\"day\":\"friday\"} -> "
                                          "{\"available\":true}"),
                           QStringLiteral("agent: Friday at seven works. Booked.")}));
    const ImportedConversation &b = r.conversations.at(1);
    QCOMPARE(b.conversation.id, QStringLiteral("record-2"));
    QCOMPARE(b.conversation.scenario, QStringLiteral("record-2"));
    QCOMPARE(b.endReason, QString());
    QCOMPARE(b.start, (TextPosition {3, 1}));
}

void TestTranscriptImport::csv()
{
    // CRLF rows, a quoted comma, a doubled quote, a line break inside a
    // quoted field, an extra column, a blank line, mixed-case speakers; the
    // rows of csv-001 put in time order (4.2 s before 5.0 s).
    const Read r = readData(ImportFormat::Csv, QStringLiteral("calls.csv"));
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.conversations.size(), 2);
    const ImportedConversation &a = r.conversations.at(0);
    QCOMPARE(a.conversation.id, QStringLiteral("csv-001"));
    QCOMPARE(a.conversation.scenario, QStringLiteral("csv-001"));
    QCOMPARE(a.start, (TextPosition {2, 1}));
    QCOMPARE(lines(a.conversation),
             (QStringList {QStringLiteral("agent: Bella Vista, good evening."),
                           QStringLiteral("caller: I'd like to book for \"Friday\", please."),
                           QStringLiteral("caller: Sorry \u2014 Friday the 7th"),
                           QStringLiteral("agent: Certainly. For how many?\r\nWe seat up to eight.")}));
    const ImportedConversation &b = r.conversations.at(1);
    QCOMPARE(b.conversation.id, QStringLiteral("csv-002"));
    QCOMPARE(b.start, (TextPosition {7, 1}));
    QCOMPARE(lines(b.conversation), (QStringList {QStringLiteral("agent: Good evening."), QStringLiteral("caller: ")}));
}

void TestTranscriptImport::csvTimesAndScenario()
{
    // A scenario column; ISO times; without a time on every row the file's order stays.
    const QByteArray text = "Speaker,Text,Conversation,Scenario,Time\n"
                            "agent,second,k1,hours,2026-11-04T18:00:05Z\n"
                            "caller,first,k1,,2026-11-04T18:00:01Z\n"
                            "caller,a,k2,,3\n"
                            "agent,b,k2,,\n"
                            "caller,c,k2,,1\n";
    const Read r = readAll(ImportFormat::Csv, text);
    QCOMPARE(r.problems, QStringList());
    QCOMPARE(r.conversations.size(), 2);
    QCOMPARE(r.conversations.at(0).conversation.scenario, QStringLiteral("hours"));
    QCOMPARE(lines(r.conversations.at(0).conversation),
             (QStringList {QStringLiteral("caller: first"), QStringLiteral("agent: second")}));
    QCOMPARE(lines(r.conversations.at(1).conversation),
             (QStringList {QStringLiteral("caller: a"), QStringLiteral("agent: b"), QStringLiteral("caller: c")}));
}

void TestTranscriptImport::splitter_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected"); // "line:column text" per record, then "error: …" when it stops
    QTest::newRow("array on one line") << QByteArray("[{\"a\":1}, {\"b\":\"]\\\"}\"} ,\n 7]")
                                       << QStringList {QStringLiteral("1:2 {\"a\":1}"), QStringLiteral("1:11 {\"b\":\"]\\\"}\"}"),
                                                       QStringLiteral("2:2 7")};
    QTest::newRow("JSON Lines") << QByteArray("{\"a\":1}\r\n\n  {\"b\":2}\n{broken\n")
                                << QStringList {QStringLiteral("1:1 {\"a\":1}"), QStringLiteral("3:1   {\"b\":2}"),
                                                QStringLiteral("4:1 {broken")};
    QTest::newRow("pretty documents") << QByteArray("\xef\xbb\xbf{\n  \"a\": [1,\n 2]\n}\n{\"b\":\n3}")
                                      << QStringList {QStringLiteral("1:1 {\n  \"a\": [1,\n 2]\n}"),
                                                      QStringLiteral("5:1 {\"b\":\n3}")};
    QTest::newRow("missing comma") << QByteArray("[\n {\"a\":1}\n {\"b\":2}]")
                                   << QStringList {QStringLiteral("2:2 {\"a\":1}"),
                                                   QStringLiteral("error: in:3:2: expected \",\" or \"]\" after an array "
                                                                  "element, found \"{\"")};
    QTest::newRow("unterminated element") << QByteArray("[{\"a\":1},\n  {\"b\": \"x}]\n")
                                          << QStringList {QStringLiteral("1:2 {\"a\":1}"),
                                                          QStringLiteral("error: in:2:3: this value never ends: the input "
                                                                         "stops inside it")};
    QTest::newRow("no closing bracket") << QByteArray("[{\"a\":1}  ")
                                        << QStringList {QStringLiteral("1:2 {\"a\":1}"),
                                                        QStringLiteral("error: in:1:11: the array never ends: \"]\" is "
                                                                       "missing")};
    QTest::newRow("text after the array") << QByteArray("[]\n x")
                                          << QStringList {QStringLiteral("error: in:2:2: unexpected text after the array")};
    QTest::newRow("columns in code points") << QByteArray("[\"\xc5\xa1\xc4\x8d\", {\"c\":3}]")
                                            << QStringList {QStringLiteral("1:2 \"\u0161\u010d\""),
                                                            QStringLiteral("1:8 {\"c\":3}")};
}

void TestTranscriptImport::splitter()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    JsonRecordStream stream(&buffer, QStringLiteral("in"));
    QStringList got;
    for (int guard = 0; guard < 100; ++guard) {
        JsonRecordStream::Record record;
        Diagnostic problem;
        const auto r = stream.next(record, problem);
        if (r == JsonRecordStream::Result::End)
            break;
        if (r == JsonRecordStream::Result::Error) {
            got << QStringLiteral("error: ") + problem.toString();
            break;
        }
        // The text is padded to its column so that the parser's positions are the file's.
        QVERIFY(record.text.startsWith(QByteArray(record.start.column - 1, ' ')));
        got << QStringLiteral("%1:%2 %3")
                   .arg(record.start.line)
                   .arg(record.start.column)
                   .arg(QString::fromUtf8(record.text.mid(record.start.column - 1)));
    }
    QCOMPARE(got, expected);
}

// Inputs of several 1 MiB read chunks, so that records cross chunk ends and
// the bytes before them are dropped: every record is found, at its line.
void TestTranscriptImport::largerThanTheBuffer_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("records");
    QTest::addColumn<QString>("lastStart");
    QTest::addColumn<int>("lastTextSize");
    // 40,000 lines of 55 bytes and a line feed: 2.24 MB.
    QByteArray lines;
    for (int i = 0; i < 40000; ++i)
        lines += "{\"id\": \"c" + QByteArray::number(100000 + i) + "\", \"turns\": [], \"padding\": \"0123456789\"}\n";
    QTest::newRow("JSON Lines") << lines << 40000 << QStringLiteral("40000:1") << 55;
    // One line of 3,000,014 bytes between two short ones.
    const QByteArray huge = "{\"long\": \"" + QByteArray(3000000, 'x') + "\"}";
    QTest::newRow("a long line") << QByteArray("{}\n" + huge + "\n{\"a\":1}") << 3 << QStringLiteral("3:1") << 7;
    // An array of 40,000 elements, two per line, the second at column 34 (33 bytes of padding
    // and its own 20).
    QByteArray array = "[\n";
    for (int i = 0; i < 20000; ++i)
        array += " {\"id\": \"a" + QByteArray::number(100000 + i) + "\", \"turns\": []}, {\"id\": \"b\", \"x\": []},\n";
    array.chop(2);
    array += "\n]\n";
    QTest::newRow("array") << array << 40000 << QStringLiteral("20001:34") << 33 + 20;
}

void TestTranscriptImport::largerThanTheBuffer()
{
    QFETCH(QByteArray, input);
    QFETCH(int, records);
    QFETCH(QString, lastStart);
    QFETCH(int, lastTextSize);
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    JsonRecordStream stream(&buffer, QStringLiteral("big"));
    JsonRecordStream::Record record;
    JsonRecordStream::Record last;
    Diagnostic problem;
    int count = 0;
    JsonRecordStream::Result r;
    while ((r = stream.next(record, problem)) == JsonRecordStream::Result::Record) {
        ++count;
        last = record;
    }
    QCOMPARE(r, JsonRecordStream::Result::End);
    QCOMPARE(count, records);
    QCOMPARE(QStringLiteral("%1:%2").arg(last.start.line).arg(last.start.column), lastStart);
    QCOMPARE(last.text.size(), lastTextSize); // with the padding to its column
    QVERIFY(parseJson(last.text));
}

void TestTranscriptImport::badRecords_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("results");
    QTest::addColumn<QStringList>("problems");
    const auto data = [](const char *file) { return readFile(kDataDir + QLatin1Char('/') + QLatin1String(file)); };
    const QString c = QStringLiteral("conversation");
    const QString bad = QStringLiteral("bad");

    // "robot" stands at line 2, column 45; the "}" after "[" at line 3, column 32.
    QTest::newRow("generic") << int(ImportFormat::Generic) << data("generic-bad.jsonl") << QStringLiteral("generic-bad.jsonl")
                             << QStringList {c, bad, bad, c}
                             << QStringList {QStringLiteral("generic-bad.jsonl:2:45: unknown speaker \"robot\"; expected one "
                                                            "of: caller, agent"),
                                             QStringLiteral("generic-bad.jsonl:3:32: invalid JSON: syntax error while "
                                                            "parsing value - unexpected '}'; expected '[', '{', or a literal")};
    // The role of the second call's message: line 6, column 14.
    QTest::newRow("vapi role") << int(ImportFormat::Vapi) << data("vapi-bad.json") << QStringLiteral("vapi-bad.json")
                               << QStringList {c, bad}
                               << QStringList {QStringLiteral("vapi-bad.json:6:14: unknown message role \"narrator\"; expected "
                                                              "one of: user, bot, assistant, system, tool_calls, "
                                                              "tool_call_result")};
    QTest::newRow("vapi record not an object")
        << int(ImportFormat::Vapi) << QByteArray("[\n  42\n]") << QStringLiteral("v.json") << QStringList {bad}
        << QStringList {QStringLiteral("v.json:2:3: a call must be a JSON object, not an integer")};
    QTest::newRow("vapi messages not an array")
        << int(ImportFormat::Vapi) << QByteArray("{\"id\": \"x\", \"messages\": {}}") << QStringLiteral("v.jsonl")
        << QStringList {bad}
        << QStringList {QStringLiteral("v.jsonl:1:25: \"messages\" must be an array of messages, not an object")};
    QTest::newRow("retell without transcript")
        << int(ImportFormat::Retell) << QByteArray("\n{\"call_id\": \"r1\", \"call_status\": \"ended\"}")
        << QStringLiteral("r.jsonl") << QStringList {bad}
        << QStringList {QStringLiteral("r.jsonl:2:1: a Retell call needs its transcript: \"transcript_object\" or "
                                       "\"transcript_with_tool_calls\"")};
    QTest::newRow("retell tool role in transcript_object")
        << int(ImportFormat::Retell)
        << QByteArray("{\"call_id\": \"r2\", \"transcript_object\": [{\"role\": \"tool_call_invocation\"}]}")
        << QStringLiteral("r.jsonl") << QStringList {bad}
        << QStringList {QStringLiteral("r.jsonl:1:50: unknown utterance role \"tool_call_invocation\"; expected one of: "
                                       "agent, user, transfer_target")};
    QTest::newRow("duplicate id") << int(ImportFormat::Generic)
                                  << QByteArray("{\"id\":\"x\",\"turns\":[]}\n{\"id\":\"y\",\"turns\":[]}\n"
                                                "{\"id\":\"x\",\"turns\":[]}")
                                  << QStringLiteral("g.jsonl") << QStringList {c, c, bad}
                                  << QStringList {QStringLiteral("g.jsonl:3:1: conversation \"x\" appears twice: its first "
                                                                 "record is at line 1")};
    // c2's "robot" at 4:4; c3's quote at 6:11 never closes: the rest of the file is inside it.
    QTest::newRow("csv") << int(ImportFormat::Csv) << data("csv-bad.csv") << QStringLiteral("csv-bad.csv")
                         << QStringList {c, bad, bad}
                         << QStringList {QStringLiteral("csv-bad.csv:4:4: unknown speaker \"robot\"; expected one of: "
                                                        "caller, user, customer, agent, assistant, bot"),
                                         QStringLiteral("csv-bad.csv:6:11: this quoted field never ends: its closing quote "
                                                        "is missing")};
    QTest::newRow("csv rows apart") << int(ImportFormat::Csv) << data("csv-split.csv") << QStringLiteral("csv-split.csv")
                                    << QStringList {c, c, bad}
                                    << QStringList {QStringLiteral("csv-split.csv:4:1: the rows of conversation \"a\" are not "
                                                                   "together: its earlier rows start at line 2; sort the file "
                                                                   "by conversation")};
    QTest::newRow("csv field count") << int(ImportFormat::Csv) << QByteArray("conversation,speaker,text\nk,agent\n")
                                     << QStringLiteral("f.csv") << QStringList {bad}
                                     << QStringList {QStringLiteral("f.csv:2:1: this row has 2 fields; the header has 3")};
    QTest::newRow("csv quote inside a field")
        << int(ImportFormat::Csv) << QByteArray("conversation,speaker,text\nk,agent,say \"hi\"\nm,agent,ok\n")
        << QStringLiteral("f.csv") << QStringList {bad, c}
        << QStringList {QStringLiteral("f.csv:2:13: a quote inside a field that does not start with one; quote the whole "
                                       "field and write the quote twice")};
    QTest::newRow("csv text after a quoted field")
        << int(ImportFormat::Csv) << QByteArray("conversation,speaker,text\nk,agent,\"hi\" there\n") << QStringLiteral("f.csv")
        << QStringList {bad}
        << QStringList {QStringLiteral("f.csv:2:13: unexpected \" \" after a quoted field; expected \",\" or the end of the "
                                       "line (a quote inside a field is written twice)")};
    QTest::newRow("csv time") << int(ImportFormat::Csv) << QByteArray("conversation,speaker,text,time\nk,agent,hi,soon\n")
                              << QStringLiteral("f.csv") << QStringList {bad}
                              << QStringList {QStringLiteral("f.csv:2:12: time \"soon\" is neither seconds (a number from 0) "
                                                             "nor an ISO 8601 date and time")};
    QTest::newRow("csv header") << int(ImportFormat::Csv)
                                << QByteArray("\xef\xbb\xbf"
                                              "conv,speaker,body\nk,agent,hi\n")
                                << QStringLiteral("f.csv") << QStringList {QStringLiteral("error")}
                                << QStringList {QStringLiteral("f.csv:1:1: the CSV header has no conversation, text column; "
                                                               "it needs conversation, speaker and text (time and scenario "
                                                               "are optional)")};
}

void TestTranscriptImport::badRecords()
{
    QFETCH(int, format);
    QFETCH(QByteArray, input);
    QFETCH(QString, name);
    QFETCH(QStringList, results);
    QFETCH(QStringList, problems);
    const Read r = readAll(ImportFormat(format), input, name);
    QCOMPARE(r.problems, problems);
    QCOMPARE(r.results, results);
}

namespace {

std::optional<ImportResult> importBytes(const QString &workspace, ImportFormat format, const QByteArray &bytes,
                                        const QString &file, Diagnostics &problems, bool skipBad = false,
                                        const QString &name = QString(), int batchSize = 500)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    ImportOptions options;
    options.workspace = workspace;
    options.format = format;
    options.skipBad = skipBad;
    options.name = name;
    options.batchSize = batchSize;
    return importTranscripts(options, &buffer, file, problems);
}

} // namespace

void TestTranscriptImport::importRun()
{
    QTemporaryDir dir;
    Diagnostics problems;
    // Batches of 1, so every batch boundary is crossed.
    const auto result = importBytes(dir.path(), ImportFormat::Retell, readFile(kDataDir + QStringLiteral("/retell-calls.json")),
                                    QStringLiteral("retell-calls.json"), problems, false, QStringLiteral("last-month"), 1);
    QVERIFY2(result, qPrintable(diagnosticsText(problems)));
    QCOMPARE(result->run, QStringLiteral("last-month"));
    QCOMPARE(result->conversations, 3);
    QCOMPARE(result->turns, 9);
    QCOMPARE(result->skipped, Diagnostics());

    QString error;
    auto reader = StoreReader::open(dir.path(), &error);
    QVERIFY2(reader, qPrintable(error));
    const auto run = reader->run(QStringLiteral("last-month"));
    QVERIFY(run);
    QCOMPARE(run->run.status, RunStatus::Completed);
    QCOMPARE(run->total, 3);
    QCOMPARE(run->done, 3);
    QCOMPARE(run->run.spec.options.dump(), std::string(R"({"import":{"format":"retell","file":"retell-calls.json"}})"));
    const QList<ConversationIndexEntry> index = reader->conversationIndex(QStringLiteral("last-month"));
    QStringList rows;
    for (const ConversationIndexEntry &e : index)
        rows << QStringLiteral("%1 %2 %3 %4").arg(e.conversationId, e.key.scenario, e.source).arg(e.key.repeat);
    QCOMPARE(rows,
             (QStringList {QStringLiteral("Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6 Jabr9TXYYJHfvl6Syypi88rdAHYHmcq6 imported 0"),
                           QStringLiteral("Xq4pLm7Rt2vN8sK1wYz3bC6dF9gH0jA5 menu-question imported 0"),
                           QStringLiteral("Rz8yV2kB5nM1qW4eT7uI0oP3aS6dF9gH Rz8yV2kB5nM1qW4eT7uI0oP3aS6dF9gH imported 0")}));
    const auto stored = reader->loadConversation(index.at(2).key);
    QVERIFY(stored);
    QCOMPARE(stored->record.endReason, QStringLiteral("inactivity"));
    QCOMPARE(stored->record.plan.stage, Stage::Import);
    QCOMPARE(
        lines(stored->conversation),
        (QStringList {QStringLiteral("agent: Bella Vista, good evening."), QStringLiteral("caller: Move my booking to nine."),
                      QStringLiteral("agent: I could not find a booking under this number."),
                      QStringLiteral("  tool tc_77b0 move_booking {\"time\":\"21:00\"} -> {\"error\":\"no booking found "
                                     "under this number\"}")}));
}

void TestTranscriptImport::nothingStoredOnFailure()
{
    QTemporaryDir dir;
    Diagnostics problems;
    // The bad record comes after the first batch (of 1) was written.
    const auto result = importBytes(dir.path(), ImportFormat::Generic, readFile(kDataDir + QStringLiteral("/generic-bad.jsonl")),
                                    QStringLiteral("generic-bad.jsonl"), problems, false, QString(), 1);
    QVERIFY(!result);
    QCOMPARE(diagnosticsText(problems),
             QStringLiteral("generic-bad.jsonl:2:45: unknown speaker \"robot\"; expected one of: caller, agent"));
    QString error;
    auto reader = StoreReader::open(dir.path(), &error);
    QVERIFY2(reader, qPrintable(error));
    QCOMPARE(reader->runs().size(), 0);
    QCOMPARE(reader->counts().conversations, 0);
    QCOMPARE(reader->counts().turns, 0);
}

void TestTranscriptImport::skipBad()
{
    QTemporaryDir dir;
    Diagnostics problems;
    const auto result = importBytes(dir.path(), ImportFormat::Generic, readFile(kDataDir + QStringLiteral("/generic-bad.jsonl")),
                                    QStringLiteral("generic-bad.jsonl"), problems, true);
    QVERIFY2(result, qPrintable(diagnosticsText(problems)));
    QCOMPARE(result->conversations, 2);
    QCOMPARE(result->turns, 3);
    QStringList skipped;
    for (const Diagnostic &d : result->skipped)
        skipped << d.toString();
    QCOMPARE(skipped,
             (QStringList {QStringLiteral("generic-bad.jsonl:2:45: unknown speaker \"robot\"; expected one of: caller, "
                                          "agent"),
                           QStringLiteral("generic-bad.jsonl:3:32: invalid JSON: syntax error while parsing value - "
                                          "unexpected '}'; expected '[', '{', or a literal")}));
    QString error;
    auto reader = StoreReader::open(dir.path(), &error);
    QVERIFY(reader);
    QStringList ids;
    for (const ConversationIndexEntry &e : reader->conversationIndex(result->run))
        ids << e.conversationId;
    QCOMPARE(ids, (QStringList {QStringLiteral("ok-1"), QStringLiteral("ok-2")}));
}

void TestTranscriptImport::emptyInput_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("skipBad");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty file") << int(ImportFormat::Generic) << QByteArray() << false
                                << QStringLiteral("x: no conversation to import");
    QTest::newRow("blank lines") << int(ImportFormat::Vapi) << QByteArray("\n  \n") << false
                                 << QStringLiteral("x: no conversation to import");
    QTest::newRow("empty array") << int(ImportFormat::Retell) << QByteArray(" [ ] ") << false
                                 << QStringLiteral("x: no conversation to import");
    QTest::newRow("header only") << int(ImportFormat::Csv) << QByteArray("conversation,speaker,text\r\n") << false
                                 << QStringLiteral("x: no conversation to import");
    QTest::newRow("status updates only") << int(ImportFormat::Vapi)
                                         << QByteArray("{\"message\": {\"type\": \"status-update\", \"status\": \"ringing\"}}\n")
                                         << false << QStringLiteral("x: no conversation to import");
    QTest::newRow("every record bad") << int(ImportFormat::Generic) << QByteArray("{\"turns\": 3}\n") << true
                                      << QStringLiteral("x:1:11: \"turns\" must be an array of turns, not an integer\n"
                                                        "x: no conversation to import: every record was left out");
}

void TestTranscriptImport::emptyInput()
{
    QFETCH(int, format);
    QFETCH(QByteArray, input);
    QFETCH(bool, skipBad);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    Diagnostics problems;
    QVERIFY(!importBytes(dir.path(), ImportFormat(format), input, QStringLiteral("x"), problems, skipBad));
    QCOMPARE(diagnosticsText(problems), expected);
    QString error;
    auto reader = StoreReader::open(dir.path(), &error);
    QVERIFY(reader);
    QCOMPARE(reader->runs().size(), 0);
}

void TestTranscriptImport::existingName()
{
    QTemporaryDir dir;
    Diagnostics problems;
    const QByteArray one = "{\"id\": \"a\", \"turns\": []}";
    QVERIFY(importBytes(dir.path(), ImportFormat::Generic, one, QStringLiteral("x"), problems, false, QStringLiteral("calls")));
    QVERIFY(!importBytes(dir.path(), ImportFormat::Generic, one, QStringLiteral("x"), problems, false, QStringLiteral("calls")));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.at(0).message.startsWith(QStringLiteral("a run named \"calls\" already exists in ")),
             qPrintable(problems.at(0).message));
    problems.clear();
    QVERIFY(!importBytes(dir.path(), ImportFormat::Generic, one, QStringLiteral("x"), problems, false, QStringLiteral("latest")));
    QCOMPARE(diagnosticsText(problems), QStringLiteral("\"latest\" names the newest run; choose another name for the import"));
}

QTEST_GUILESS_MAIN(TestTranscriptImport)
#include "tst_transcriptimport.moc"
