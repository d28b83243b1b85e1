#include "core/llm/sseparser.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

class TestSseParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void events_data()
    {
        QTest::addColumn<QByteArrayList>("pieces"); // fed one after another
        QTest::addColumn<QByteArrayList>("events");
        QTest::newRow("one event") << QByteArrayList {"data: {\"a\":1}\n\n"} << QByteArrayList {"{\"a\":1}"};
        QTest::newRow("two events in one piece") << QByteArrayList {"data: x\n\ndata: y\n\n"} << QByteArrayList {"x", "y"};
        QTest::newRow("split inside a line") << QByteArrayList {"da", "ta: hel", "lo\n", "\n"} << QByteArrayList {"hello"};
        QTest::newRow("CRLF") << QByteArrayList {"data: x\r\n\r\n"} << QByteArrayList {"x"};
        QTest::newRow("CRLF split between CR and LF") << QByteArrayList {"data: x\r", "\n\r", "\n"} << QByteArrayList {"x"};
        // A CR at the very end may be the first half of CRLF: it ends its line
        // once the next byte shows it is not.
        QTest::newRow("bare CR") << QByteArrayList {"data: x\r\rdata: y\r\r"} << QByteArrayList {"x"};
        QTest::newRow("bare CR, then more") << QByteArrayList {"data: x\r\rdata: y\r\r", "data: z\n\n"}
                                            << QByteArrayList {"x", "y", "z"};
        QTest::newRow("multi-line data joined") << QByteArrayList {"data: a\ndata: b\n\n"} << QByteArrayList {"a\nb"};
        QTest::newRow("comments and other fields skipped")
            << QByteArrayList {": keep-alive\n\nevent: message\nid: 7\ndata: z\n\n"} << QByteArrayList {"z"};
        QTest::newRow("no space after the colon") << QByteArrayList {"data:[DONE]\n\n"} << QByteArrayList {"[DONE]"};
        QTest::newRow("unterminated event not delivered") << QByteArrayList {"data: x\n"} << QByteArrayList {};
        QTest::newRow("empty data line is an event") << QByteArrayList {"data\n\n"} << QByteArrayList {""};
    }

    void events()
    {
        QFETCH(QByteArrayList, pieces);
        QFETCH(QByteArrayList, events);
        SseParser parser;
        QByteArrayList got;
        for (const QByteArray &p : std::as_const(pieces))
            got += parser.feed(p);
        QCOMPARE(got, events);
    }

    void partialEventReported()
    {
        SseParser parser;
        QVERIFY(!parser.hasPartialEvent());
        QVERIFY(parser.feed("data: half").isEmpty());
        QVERIFY(parser.hasPartialEvent());
        QCOMPARE(parser.feed("\n\n"), QByteArrayList {"half"});
        QVERIFY(!parser.hasPartialEvent());
    }
};

QTEST_GUILESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
