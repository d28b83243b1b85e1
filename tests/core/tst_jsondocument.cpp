// Tests for Polygon::JsonDocument (parsing with positions), positionOfByte and
// Diagnostic. Every expected line/column below was counted by hand in code
// points, from 1; the JSON texts are laid out so the counting is easy to redo.
#include "core/util/jsonparse.h"
#include "core/json/diagnostic.h"
#include "core/json/jsondocument.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

#include <string>

using Polygon::Diagnostic;
using Polygon::Diagnostics;
using Polygon::JsonDocument;
using Polygon::TextPosition;

namespace {

std::string toStd(const QByteArray &bytes)
{
    return std::string(bytes.constData(), size_t(bytes.size()));
}

// The document used by most position rows (7 lines):
//   1 {
//   2   "name": "Ana",
//   3   "nested": {"inner": {"deep": true}},
//   4   "list": [10, {"x": null}, [1, 2]],
//   5   "a/b": 1,
//   6   "m~n": 2
//   7 }
const QByteArray kNested = "{\n"
                           "  \"name\": \"Ana\",\n"
                           "  \"nested\": {\"inner\": {\"deep\": true}},\n"
                           "  \"list\": [10, {\"x\": null}, [1, 2]],\n"
                           "  \"a/b\": 1,\n"
                           "  \"m~n\": 2\n"
                           "}\n";

} // namespace

class TestJsonDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void positions_data();
    void positions();

    void parsedValues();

    void syntaxErrors_data();
    void syntaxErrors();

    void emptyFile_data();
    void emptyFile();

    void duplicateKey_data();
    void duplicateKey();
    void sameKeyInDifferentObjectsIsFine();

    void problemAt();

    void refusedWhileParsing_data();
    void refusedWhileParsing();
    void deepestAcceptedDocument();
    void hugeBadValueShortMessage_data();
    void hugeBadValueShortMessage();
    void wideDocument();
    void jsonLinesLastValueWins();
    void elideForMessage();

    void childPointerKey_data();
    void childPointerKey();
    void childPointerIndex_data();
    void childPointerIndex();

    void positionOfByte_data();
    void positionOfByte();

    void diagnosticToString_data();
    void diagnosticToString();
    void diagnosticEquality();
};

void TestJsonDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestJsonDocument::positions_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("pointer");
    QTest::addColumn<int>("valueLine");
    QTest::addColumn<int>("valueColumn");
    QTest::addColumn<int>("keyLine");
    QTest::addColumn<int>("keyColumn");

    // Nested objects and arrays. For the root and for array items the key
    // position is the value position.
    QTest::newRow("root") << kNested << QByteArray("") << 1 << 1 << 1 << 1;
    QTest::newRow("top-level string") << kNested << QByteArray("/name") << 2 << 11 << 2 << 3;
    QTest::newRow("object") << kNested << QByteArray("/nested") << 3 << 13 << 3 << 3;
    QTest::newRow("object in object") << kNested << QByteArray("/nested/inner") << 3 << 23 << 3 << 14;
    QTest::newRow("three levels deep") << kNested << QByteArray("/nested/inner/deep") << 3 << 32 << 3 << 24;
    QTest::newRow("array") << kNested << QByteArray("/list") << 4 << 11 << 4 << 3;
    QTest::newRow("array item 0") << kNested << QByteArray("/list/0") << 4 << 12 << 4 << 12;
    QTest::newRow("object in array") << kNested << QByteArray("/list/1") << 4 << 16 << 4 << 16;
    QTest::newRow("key in object in array") << kNested << QByteArray("/list/1/x") << 4 << 22 << 4 << 17;
    QTest::newRow("array in array") << kNested << QByteArray("/list/2") << 4 << 29 << 4 << 29;
    QTest::newRow("array in array item 1") << kNested << QByteArray("/list/2/1") << 4 << 33 << 4 << 33;
    QTest::newRow("key with slash, ~1") << kNested << QByteArray("/a~1b") << 5 << 10 << 5 << 3;
    QTest::newRow("key with tilde, ~0") << kNested << QByteArray("/m~0n") << 6 << 10 << 6 << 3;
    QTest::newRow("unescaped slash is another path") << kNested << QByteArray("/a/b") << 1 << 1 << 1 << 1;
    QTest::newRow("unknown pointer falls back to 1:1") << kNested << QByteArray("/nope") << 1 << 1 << 1 << 1;
    QTest::newRow("index past the end") << kNested << QByteArray("/list/3") << 1 << 1 << 1 << 1;

    // Multi-byte UTF-8 before a value: columns count code points, not bytes.
    // "Zagreb — Tkalčićeva" is 19 code points (— is 3 bytes, č and ć 2 each).
    const QByteArray utf8 = "{\"city\": \"Zagreb \xE2\x80\x94 Tkal\xC4\x8D"
                            "i\xC4\x87"
                            "eva\", \"n\": 1}";
    QTest::newRow("after multi-byte text: value") << utf8 << QByteArray("/n") << 1 << 38 << 1 << 33;
    QTest::newRow("multi-byte text itself") << utf8 << QByteArray("/city") << 1 << 10 << 1 << 2;
    // Astral characters (4 UTF-8 bytes, 2 UTF-16 units) count as one column.
    const QByteArray emoji = "{\"e\": \"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\", \"n\": 1}";
    QTest::newRow("after emoji") << emoji << QByteArray("/n") << 1 << 18 << 1 << 13;
    // Non-ASCII keys: the pointer is UTF-8 ("ključ" / "šifra").
    const QByteArray utf8Keys = "{\"klju\xC4\x8D\": {\"\xC5\xA1ifra\": 5}}";
    QTest::newRow("non-ASCII key") << utf8Keys << QByteArray("/klju\xC4\x8D") << 1 << 11 << 1 << 2;
    QTest::newRow("non-ASCII nested key") << utf8Keys << QByteArray("/klju\xC4\x8D/\xC5\xA1ifra") << 1 << 21 << 1 << 12;
    // Escapes in keys are decoded for the pointer.
    const QByteArray escapes = "{\"q\\\"x\": 1, \"u\\u00e9\": 2}";
    QTest::newRow("escaped quote in key") << escapes << QByteArray("/q\"x") << 1 << 10 << 1 << 2;
    QTest::newRow("\\u escape in key") << escapes << QByteArray("/u\xC3\xA9") << 1 << 24 << 1 << 13;

    // CRLF line ends: a CR is not a column of the next line.
    const QByteArray crlf = "{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    true\r\n  ]\r\n}\r\n";
    QTest::newRow("CRLF key a") << crlf << QByteArray("/a") << 2 << 8 << 2 << 3;
    QTest::newRow("CRLF array") << crlf << QByteArray("/b") << 3 << 8 << 3 << 3;
    QTest::newRow("CRLF array item") << crlf << QByteArray("/b/0") << 4 << 5 << 4 << 5;

    // A UTF-8 byte order mark is not a column.
    const QByteArray bom = "\xEF\xBB\xBF{\"a\": 1}";
    QTest::newRow("BOM root") << bom << QByteArray("") << 1 << 1 << 1 << 1;
    QTest::newRow("BOM key") << bom << QByteArray("/a") << 1 << 7 << 1 << 2;
    const QByteArray bomAndSpace = "\xEF\xBB\xBF\n  {\"a\": [true]}";
    QTest::newRow("BOM, newline, indent: root") << bomAndSpace << QByteArray("") << 2 << 3 << 2 << 3;
    QTest::newRow("BOM, newline, indent: item") << bomAndSpace << QByteArray("/a/0") << 2 << 10 << 2 << 10;

    // Tabs count as one column; scalars at the root.
    QTest::newRow("tab indent") << QByteArray("{\n\t\"t\":\t\"x\"\n}") << QByteArray("/t") << 2 << 7 << 2 << 2;
    QTest::newRow("scalar root after spaces") << QByteArray("\n\n   42") << QByteArray("") << 3 << 4 << 3 << 4;
}

void TestJsonDocument::positions()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, pointer);
    QFETCH(int, valueLine);
    QFETCH(int, valueColumn);
    QFETCH(int, keyLine);
    QFETCH(int, keyColumn);

    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("test.json"), problems);
    QVERIFY2(problems.isEmpty(), problems.isEmpty() ? "" : qPrintable(problems.first().toString()));
    QVERIFY(doc.has_value());
    QCOMPARE(doc->file(), QStringLiteral("test.json"));

    const TextPosition value = doc->valuePosition(toStd(pointer));
    QCOMPARE(value.line, valueLine);
    QCOMPARE(value.column, valueColumn);
    const TextPosition key = doc->keyPosition(toStd(pointer));
    QCOMPARE(key.line, keyLine);
    QCOMPARE(key.column, keyColumn);
}

void TestJsonDocument::parsedValues()
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(kNested, QStringLiteral("n.json"), problems);
    QVERIFY(doc.has_value());
    QVERIFY(problems.isEmpty());
    const Polygon::Json &root = doc->root();
    QVERIFY(root.is_object());
    QCOMPARE(root.at("name").get<std::string>(), std::string("Ana"));
    QCOMPARE(root.at("nested").at("inner").at("deep").get<bool>(), true);
    QCOMPARE(root.at("list").size(), size_t(3));
    QCOMPARE(root.at("a/b").get<int>(), 1);
    QCOMPARE(root.at("m~n").get<int>(), 2);
    // Keys keep the order they had in the file.
    auto it = root.begin();
    QCOMPARE(it.key(), std::string("name"));
    ++it;
    QCOMPARE(it.key(), std::string("nested"));
    ++it;
    QCOMPARE(it.key(), std::string("list"));

    // The BOM is skipped, not part of the first key.
    const auto bom = JsonDocument::parse(QByteArray("\xEF\xBB\xBF{\"a\": 1}"), QStringLiteral("b.json"), problems);
    QVERIFY(bom.has_value());
    QCOMPARE(bom->root().at("a").get<int>(), 1);
}

void TestJsonDocument::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    const QString objectKey
        = QStringLiteral("invalid JSON: syntax error while parsing object key - unexpected '}'; expected string literal");

    QTest::newRow("trailing comma in object") << QByteArray("{\"a\": 1,}") << 1 << 9 << objectKey;
    QTest::newRow("trailing comma, next line") << QByteArray("{\n  \"a\": 1,\n  \"b\": 2,\n}\n") << 4 << 1 << objectKey;
    QTest::newRow("trailing comma after multi-byte text")
        << QByteArray("{\"ime\": \"\xC5\xA0ime\", \"x\": 1,}") << 1 << 24 << objectKey;
    QTest::newRow("trailing comma, CRLF") << QByteArray("{\r\n  \"a\": 1,\r\n}\r\n") << 3 << 1 << objectKey;
    QTest::newRow("unterminated string at end of file")
        << QByteArray("{\"name\": \"abc") << 1 << 14
        << QStringLiteral(
               "invalid JSON: syntax error while parsing value - invalid string: missing closing quote; last read: '\"abc'");
    QTest::newRow("unterminated string at end of line")
        << QByteArray("{\n  \"a\": \"abc\n}") << 2 << 12
        << QStringLiteral("invalid JSON: syntax error while parsing value - invalid string: control character U+000A (LF) must "
                          "be escaped to \\u000A or \\n; last read: '\"abc<U+000A>'");
    QTest::newRow("missing colon")
        << QByteArray("{\"a\" 1}") << 1 << 6
        << QStringLiteral("invalid JSON: syntax error while parsing object separator - unexpected number literal; expected ':'");
    QTest::newRow("missing comma in array, line 3")
        << QByteArray("{\n  \"a\": 1,\n  \"b\": [1 2]\n}") << 3 << 11
        << QStringLiteral("invalid JSON: syntax error while parsing array - unexpected number literal; expected ']'");
    QTest::newRow("unclosed object")
        << QByteArray("{\"a\": 1") << 1 << 8
        << QStringLiteral("invalid JSON: syntax error while parsing object - unexpected end of input; expected '}'");
    QTest::newRow("unclosed object, newline at end")
        << QByteArray("{\"a\": 1\n") << 2 << 1
        << QStringLiteral("invalid JSON: syntax error while parsing object - unexpected end of input; expected '}'");
    QTest::newRow("text after the value")
        << QByteArray("{\"a\": 1}}") << 1 << 9
        << QStringLiteral("invalid JSON: syntax error while parsing value - unexpected '}'; expected end of input");
    QTest::newRow("leading zero")
        << QByteArray("{\"a\": 01}") << 1 << 8
        << QStringLiteral("invalid JSON: syntax error while parsing object - unexpected number literal; expected '}'");
    QTest::newRow("invalid UTF-8 in a string")
        << QByteArray("{\"a\": \"\xFF\"}") << 1 << 8
        << QString(QStringLiteral(
                       "invalid JSON: syntax error while parsing value - invalid string: ill-formed UTF-8 byte; last read: '\"")
                   + QChar(0xFFFD) + QLatin1Char('\''));
    // The BOM is not a column (as for value positions): the '}' is column 9.
    QTest::newRow("trailing comma after a BOM") << QByteArray("\xEF\xBB\xBF{\"a\": 1,}") << 1 << 9 << objectKey;
}

void TestJsonDocument::syntaxErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    Diagnostics problems;
    problems.append(Diagnostic {QStringLiteral("earlier.json"), 9, 9, QStringLiteral("an earlier problem")});
    const auto doc = JsonDocument::parse(json, QStringLiteral("dir/broken.json"), problems);
    QVERIFY(!doc.has_value());
    // Exactly one problem is appended; earlier ones are kept.
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0).file, QStringLiteral("earlier.json"));
    const Diagnostic &d = problems.at(1);
    QCOMPARE(d.file, QStringLiteral("dir/broken.json"));
    QCOMPARE(d.message, message);
    if (QByteArray(QTest::currentDataTag()) == "trailing comma after a BOM")
        QCOMPARE(d.column, column);
    QCOMPARE(d.line, line);
}

void TestJsonDocument::emptyFile_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("no bytes") << QByteArray("");
    QTest::newRow("spaces and newlines") << QByteArray("  \n\t\r\n ");
    QTest::newRow("only a BOM") << QByteArray("\xEF\xBB\xBF");
    QTest::newRow("a BOM and a newline") << QByteArray("\xEF\xBB\xBF\n");
}

void TestJsonDocument::emptyFile()
{
    QFETCH(QByteArray, json);
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("empty.json"), problems);
    QVERIFY(!doc.has_value());
    QCOMPARE(problems.size(), 1);
    if (QByteArray(QTest::currentDataTag()) == "a BOM and a newline")
        QCOMPARE(problems.first().toString(), QStringLiteral("empty.json:1:1: the file is empty; expected a JSON object"));
}

void TestJsonDocument::duplicateKey_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    QTest::newRow("top level, second line") << QByteArray("{\"name\": \"a\",\n  \"name\": \"b\"}")
                                            << QStringLiteral("d.json:2:3: the key \"name\" appears twice in the same object");
    QTest::newRow("nested object") << QByteArray("{\"a\": 1, \"b\": {\"c\": 1, \"c\": 2}}")
                                   << QStringLiteral("d.json:1:24: the key \"c\" appears twice in the same object");
    QTest::newRow("object inside an array") << QByteArray("[{\"k\": 1}, {\"k\": 1, \"k\": 1}]")
                                            << QStringLiteral("d.json:1:21: the key \"k\" appears twice in the same object");
    QTest::newRow("same key spelled with an escape")
        << QByteArray("{\"\\u00e9\": 1, \"\xC3\xA9\": 2}")
        << QStringLiteral("d.json:1:15: the key \"\u00e9\" appears twice in the same object");
}

void TestJsonDocument::duplicateKey()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("d.json"), problems);
    QVERIFY(!doc.has_value());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().toString(), expected);
}

void TestJsonDocument::sameKeyInDifferentObjectsIsFine()
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(QByteArray("{\"c\": 1, \"b\": {\"c\": 2}, \"l\": [{\"c\": 3}, {\"c\": 4}]}"),
                                         QStringLiteral("ok.json"), problems);
    QVERIFY(doc.has_value());
    QVERIFY(problems.isEmpty());
    QCOMPARE(doc->keyPosition("/l/1/c"), (TextPosition {1, 42}));
}

void TestJsonDocument::problemAt()
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(kNested, QStringLiteral("ws/agents/a.json"), problems);
    QVERIFY(doc.has_value());
    const Diagnostic d = doc->problemAt(doc->valuePosition("/nested/inner/deep"), QStringLiteral("not so deep"));
    QCOMPARE(d.toString(), QStringLiteral("ws/agents/a.json:3:32: not so deep"));
}

void TestJsonDocument::childPointerKey_data()
{
    QTest::addColumn<QByteArray>("parent");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("root child") << QByteArray("") << QByteArray("a") << QByteArray("/a");
    QTest::newRow("nested child") << QByteArray("/a/0") << QByteArray("b") << QByteArray("/a/0/b");
    QTest::newRow("slash is ~1") << QByteArray("/x") << QByteArray("a/b") << QByteArray("/x/a~1b");
    QTest::newRow("tilde is ~0") << QByteArray("") << QByteArray("m~n") << QByteArray("/m~0n");
    QTest::newRow("tilde then slash") << QByteArray("") << QByteArray("~/") << QByteArray("/~0~1");
    QTest::newRow("literal ~1 is not unescaped") << QByteArray("") << QByteArray("~1") << QByteArray("/~01");
    QTest::newRow("empty key") << QByteArray("") << QByteArray("") << QByteArray("/");
    QTest::newRow("UTF-8 key kept") << QByteArray("") << QByteArray("\xC5\xA1") << QByteArray("/\xC5\xA1");
}

void TestJsonDocument::childPointerKey()
{
    QFETCH(QByteArray, parent);
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, expected);
    QCOMPARE(JsonDocument::childPointer(toStd(parent), toStd(key)), toStd(expected));
}

void TestJsonDocument::childPointerIndex_data()
{
    QTest::addColumn<QByteArray>("parent");
    QTest::addColumn<int>("index");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("root item 0") << QByteArray("") << 0 << QByteArray("/0");
    QTest::newRow("nested item 12") << QByteArray("/list") << 12 << QByteArray("/list/12");
}

void TestJsonDocument::childPointerIndex()
{
    QFETCH(QByteArray, parent);
    QFETCH(int, index);
    QFETCH(QByteArray, expected);
    QCOMPARE(JsonDocument::childPointer(toStd(parent), size_t(index)), toStd(expected));
}

void TestJsonDocument::positionOfByte_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("start") << QByteArray("abc") << 0 << 1 << 1;
    QTest::newRow("third byte") << QByteArray("abc") << 2 << 1 << 3;
    QTest::newRow("end of text") << QByteArray("abc") << 3 << 1 << 4;
    QTest::newRow("past the end is clamped") << QByteArray("abc") << 10 << 1 << 4;
    QTest::newRow("negative offset") << QByteArray("abc") << -1 << 1 << 1;
    QTest::newRow("on a newline") << QByteArray("a\nb") << 1 << 1 << 2;
    QTest::newRow("after a newline") << QByteArray("a\nb") << 2 << 2 << 1;
    QTest::newRow("LF LF") << QByteArray("\n\nxy") << 3 << 3 << 2;
    QTest::newRow("CRLF: next line") << QByteArray("a\r\nb") << 3 << 2 << 1;
    QTest::newRow("CRLF: the CR") << QByteArray("a\r\nb") << 1 << 1 << 2;
    QTest::newRow("after 2-byte char") << QByteArray("\xC3\xA9x") << 2 << 1 << 2;
    QTest::newRow("after 3-byte char") << QByteArray("\xE2\x80\x94x") << 3 << 1 << 2;
    QTest::newRow("after 4-byte char") << QByteArray("\xF0\x9F\x98\x80x") << 4 << 1 << 2;
    QTest::newRow("mixed, line 2") << QByteArray("\xC4\x8D\n\xC4\x8D\xC4\x87!") << 7 << 2 << 3;
}

void TestJsonDocument::positionOfByte()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    QFETCH(int, line);
    QFETCH(int, column);
    const TextPosition pos = Polygon::positionOfByte(text, offset);
    QCOMPARE(pos.line, line);
    QCOMPARE(pos.column, column);
}

void TestJsonDocument::diagnosticToString_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("ws/agents/a.json") << 3 << 7 << QStringLiteral("it is wrong")
                           << QStringLiteral("ws/agents/a.json:3:7: it is wrong");
    QTest::newRow("big numbers") << QStringLiteral("/abs/p.md") << 1204 << 88 << QStringLiteral("x")
                                 << QStringLiteral("/abs/p.md:1204:88: x");
    QTest::newRow("non-ASCII") << QStringLiteral("ws/personas/\u0161ime.json") << 1 << 1 << QStringLiteral("\u201cquoted\u201d")
                               << QStringLiteral("ws/personas/\u0161ime.json:1:1: \u201cquoted\u201d");
}

void TestJsonDocument::diagnosticToString()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    QCOMPARE((Diagnostic {file, line, column, message}).toString(), expected);
}

void TestJsonDocument::diagnosticEquality()
{
    const Diagnostic a {QStringLiteral("f"), 2, 3, QStringLiteral("m")};
    QVERIFY(a == (Diagnostic {QStringLiteral("f"), 2, 3, QStringLiteral("m")}));
    QVERIFY(!(a == (Diagnostic {QStringLiteral("f"), 2, 4, QStringLiteral("m")})));
    QVERIFY(!(a == (Diagnostic {QStringLiteral("f"), 3, 3, QStringLiteral("m")})));
    QVERIFY(!(a == (Diagnostic {QStringLiteral("g"), 2, 3, QStringLiteral("m")})));
    QVERIFY(!(a == (Diagnostic {QStringLiteral("f"), 2, 3, QStringLiteral("n")})));
    const Diagnostic defaults;
    QCOMPARE(defaults.line, 1);
    QCOMPARE(defaults.column, 1);
}

void TestJsonDocument::refusedWhileParsing_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    const QString tooDeep = QStringLiteral("nesting deeper than 512 levels");
    // Numbers beyond a double: the position is the number's first character.
    QTest::newRow("1e400") << QByteArray("{\"a\": 1e400}") << 1 << 7 << QStringLiteral("number out of range: 1e400");
    QTest::newRow("-1e309, line 2") << QByteArray("{\n  \"x\": -1e309\n}") << 2 << 8
                                    << QStringLiteral("number out of range: -1e309");
    // 400 digits: the message quotes the first 80 and "…".
    QTest::newRow("400-digit integer, line 2")
        << (QByteArray("[1, 2,\n ") + QByteArray(400, '9') + "]") << 2 << 2
        << (QStringLiteral("number out of range: ") + QString(80, QLatin1Char('9')) + QChar(0x2026));
    // Too deep: the position is the bracket that opens level 513, whatever
    // follows it (closed or not).
    QTest::newRow("513-deep arrays") << (QByteArray(513, '[') + QByteArray(513, ']')) << 1 << 513 << tooDeep;
    QTest::newRow("100000-deep arrays, unclosed") << QByteArray(100000, '[') << 1 << 513 << tooDeep;
    // {"a": is 5 characters: the 513th { is at 512 * 5 + 1.
    QTest::newRow("513-deep objects") << (QByteArray("{\"a\":").repeated(513) + "1" + QByteArray(513, '}')) << 1 << 2561
                                      << tooDeep;
    QTest::newRow("100000-deep objects, unclosed") << QByteArray("{\"a\":").repeated(100000) << 1 << 2561 << tooDeep;
    // One level per line ("[\n"): level 513 opens on line 513, column 1.
    QTest::newRow("513-deep, one per line") << QByteArray("[\n").repeated(100000) << 513 << 1 << tooDeep;
    // Brackets inside strings are not levels.
    QTest::newRow("brackets in strings do not count")
        << (QByteArray("[\"[[[{{{\",") + QByteArray(512, '[')) << 1 << 522 << tooDeep;
}

void TestJsonDocument::refusedWhileParsing()
{
    QFETCH(QByteArray, json);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    QElapsedTimer timer;
    timer.start();
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("bad.json"), problems);
    QVERIFY(!doc.has_value());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().message, message);
    QCOMPARE(problems.first().line, line);
    QCOMPARE(problems.first().column, column);
    QVERIFY2(timer.elapsed() < 5000, "refused late");

    // The entry point itself gives the byte offset; JSON Lines count from their line.
    Polygon::JsonParseError error;
    QVERIFY(!Polygon::parseJson(json, &error).has_value());
    QCOMPARE(error.message, message);
    problems.clear();
    QVERIFY(!JsonDocument::parseLine(json, QStringLiteral("e.jsonl"), 10, problems).has_value());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().line, line + 9);
}

void TestJsonDocument::deepestAcceptedDocument()
{
    // 512 levels parse, and the innermost value is located (no recursion
    // trouble, no pointer string per level per value).
    for (const bool objects : {false, true}) {
        const QByteArray json = objects ? QByteArray(QByteArray("{\"k\":").repeated(511) + "{\"k\": 7}" + QByteArray(511, '}'))
                                        : QByteArray(QByteArray(511, '[') + "[7]" + QByteArray(511, ']'));
        Diagnostics problems;
        const auto doc = JsonDocument::parse(json, QStringLiteral("deep.json"), problems);
        QVERIFY2(doc.has_value(), problems.isEmpty() ? "" : qPrintable(problems.first().toString()));
        std::string pointer;
        for (int i = 0; i < 512; ++i)
            pointer += objects ? "/k" : "/0";
        QCOMPARE(doc->root().at(nlohmann::json_pointer<std::string>(pointer)).get<int>(), 7);
        // Arrays: 512 brackets before the 7. Objects: 511 * 5 + 6 characters.
        QCOMPARE(doc->valuePosition(pointer), (TextPosition {1, objects ? 2562 : 513}));
        if (objects)
            QCOMPARE(doc->keyPosition(pointer), (TextPosition {1, 2557}));
    }
}

void TestJsonDocument::hugeBadValueShortMessage_data()
{
    QTest::addColumn<QByteArray>("json");
    const QByteArray ten = QByteArray(10 * 1024 * 1024, 'a');
    QTest::newRow("unterminated 10 MB string") << "{\"a\": \"" + ten;
    QTest::newRow("10 MB string with a bad escape") << "{\"a\": \"" + ten + "\\x\"}";
    QTest::newRow("10 MB string with a control character") << "{\"a\": \"" + ten + "\x01\"}";
    QTest::newRow("10 MB number") << "{\"a\": 1" + QByteArray(10 * 1024 * 1024, '0') + "}";
    QTest::newRow("10 MB literal") << "{\"a\": t" + ten + "}";
    QTest::newRow("10 MB repeated key") << "{\"" + ten + "\": 1, \"" + ten + "\": 2}";
}

void TestJsonDocument::hugeBadValueShortMessage()
{
    QFETCH(QByteArray, json);
    Diagnostics problems;
    QVERIFY(!JsonDocument::parse(json, QStringLiteral("big.json"), problems).has_value());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().toString().size() < 500, qPrintable(problems.first().toString().left(600)));
    QCOMPARE(problems.first().line, 1);
}

void TestJsonDocument::wideDocument()
{
    // 2^20 array items and a 2^17-key object (more than the linear-search
    // limit, so the key index is used): parsing and locating stay linear.
    QByteArray json = "{\"list\": [";
    const int items = 1 << 20;
    for (int i = 0; i < items; ++i)
        json += i ? ",0" : "0";
    json += "],\n\"keys\": {";
    const int keys = 1 << 17;
    for (int i = 0; i < keys; ++i)
        json += QByteArray(i ? ", \"k" : "\"k") + QByteArray::number(i) + "\": " + QByteArray::number(i);
    json += "}}";
    QElapsedTimer timer;
    timer.start();
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("wide.json"), problems);
    QVERIFY(doc.has_value());
    QCOMPARE(doc->root().at("keys").size(), size_t(keys));
    QCOMPARE(doc->root().at("keys").at("k99999").get<int>(), 99999);
    // "{"list": [" is 10 characters; item i is at 11 + 2i.
    QCOMPARE(doc->valuePosition("/list/" + std::to_string(items - 1)), (TextPosition {1, 11 + 2 * (items - 1)}));
    // Line 2: "keys": { is 9 characters, then "k0": 0 (7) and , "k1": 1.
    QCOMPARE(doc->keyPosition("/keys/k0"), (TextPosition {2, 10}));
    QCOMPARE(doc->valuePosition("/keys/k1"), (TextPosition {2, 25}));
    QCOMPARE(doc->valuePosition("/list/" + std::to_string(items)), (TextPosition {1, 1}));
    QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));

    // A repeated key after the key index took over is still found.
    QByteArray dup = "{";
    for (int i = 0; i < 40; ++i)
        dup += "\"k" + QByteArray::number(i) + "\": 1, ";
    dup += "\n\"k7\": 2}";
    problems.clear();
    QVERIFY(!JsonDocument::parse(dup, QStringLiteral("d.json"), problems).has_value());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().toString(), QStringLiteral("d.json:2:1: the key \"k7\" appears twice in the same object"));
}

void TestJsonDocument::jsonLinesLastValueWins()
{
    // JSON Lines do not check repeated keys: the last value wins, and its
    // position is the one reported.
    QByteArray line = "{";
    for (int i = 0; i < 20; ++i)
        line += "\"k" + QByteArray::number(i) + "\": 1, ";
    line += "\"k3\": 2, \"a\": 1, \"a\": 3}";
    Diagnostics problems;
    const auto doc = JsonDocument::parseLine(line, QStringLiteral("e.jsonl"), 4, problems);
    QVERIFY(doc.has_value());
    QCOMPARE(doc->root().size(), size_t(21));
    QCOMPARE(doc->root().at("k3").get<int>(), 2);
    QCOMPARE(doc->root().at("a").get<int>(), 3);
    const int k3 = int(line.indexOf("\"k3\": 2")) + 1;
    QCOMPARE(doc->keyPosition("/k3"), (TextPosition {4, k3}));
    QCOMPARE(doc->valuePosition("/a"), (TextPosition {4, int(line.size()) - 1}));
}

void TestJsonDocument::elideForMessage()
{
    QCOMPARE(Polygon::elideForMessage("abc", 3), std::string("abc"));
    QCOMPARE(Polygon::elideForMessage("abcd", 3), std::string("abc\xE2\x80\xA6"));
    // Never in the middle of a UTF-8 sequence: "čćž" is 3 characters, 6 bytes.
    QCOMPARE(Polygon::elideForMessage("\xC4\x8D\xC4\x87\xC5\xBE", 2), std::string("\xC4\x8D\xC4\x87\xE2\x80\xA6"));
    QCOMPARE(Polygon::elideForMessage("\xC4\x8D\xC4\x87\xC5\xBE", 3), std::string("\xC4\x8D\xC4\x87\xC5\xBE"));
    // safeDump replaces invalid UTF-8 instead of throwing type_error.316.
    const Polygon::Json bad = std::string("a\xFF");
    QCOMPARE(Polygon::safeDump(bad), std::string("\"a\xEF\xBF\xBD\""));
}

QTEST_GUILESS_MAIN(TestJsonDocument)
#include "tst_jsondocument.moc"
