// Tests for Polygon::validateJson, the JSON Schema subset of tool stubs
// (docs/tool-stubs.md "Arguments"): every keyword passing and failing, with the
// exact message and JSON pointer, and the order in which several errors come.
// Each error is written "[pointer] message"; the expected messages are the
// documented sentences filled in by hand.
#include "core/simulate/jsonschema.h"

#include <QTest>

using namespace Polygon;

namespace {

Json parse(const QByteArray &text)
{
    return Json::parse(text.constData(), text.constData() + text.size());
}

QStringList describe(const QList<SchemaError> &errors)
{
    QStringList out;
    for (const SchemaError &e : errors)
        out.append(QLatin1Char('[') + e.path + QStringLiteral("] ") + e.message);
    return out;
}

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keyword_data();
    void keyword();
    void object_data();
    void object();
};

// One argument "x" with the schema under test: {"x": value} against
// {"type": "object", "properties": {"x": schema}}.
void TestJsonSchema::keyword_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QStringList>("expected");

    const QStringList ok;

    // type
    QTest::newRow("string ok") << QByteArray(R"({"type":"string"})") << QByteArray(R"("a")") << ok;
    QTest::newRow("string fails") << QByteArray(R"({"type":"string"})") << QByteArray("5")
                                  << QStringList {QStringLiteral(R"([/x] "x" must be a string, not 5)")};
    QTest::newRow("integer ok") << QByteArray(R"({"type":"integer"})") << QByteArray("3") << ok;
    QTest::newRow("integer 3.0 ok") << QByteArray(R"({"type":"integer"})") << QByteArray("3.0") << ok;
    QTest::newRow("integer negative ok") << QByteArray(R"({"type":"integer"})") << QByteArray("-7") << ok;
    QTest::newRow("integer 2.5 fails") << QByteArray(R"({"type":"integer"})") << QByteArray("2.5")
                                       << QStringList {QStringLiteral(R"([/x] "x" must be an integer, not 2.5)")};
    QTest::newRow("integer \"3\" fails") << QByteArray(R"({"type":"integer"})") << QByteArray(R"("3")")
                                         << QStringList {QStringLiteral(R"([/x] "x" must be an integer, not "3")")};
    QTest::newRow("number ok") << QByteArray(R"({"type":"number"})") << QByteArray("2.5") << ok;
    QTest::newRow("number integer ok") << QByteArray(R"({"type":"number"})") << QByteArray("2") << ok;
    QTest::newRow("number fails") << QByteArray(R"({"type":"number"})") << QByteArray("true")
                                  << QStringList {QStringLiteral(R"([/x] "x" must be a number, not true)")};
    QTest::newRow("boolean ok") << QByteArray(R"({"type":"boolean"})") << QByteArray("false") << ok;
    QTest::newRow("boolean fails") << QByteArray(R"({"type":"boolean"})") << QByteArray(R"("yes")")
                                   << QStringList {QStringLiteral(R"([/x] "x" must be a boolean, not "yes")")};
    QTest::newRow("object ok") << QByteArray(R"({"type":"object"})") << QByteArray("{}") << ok;
    QTest::newRow("object fails") << QByteArray(R"({"type":"object"})") << QByteArray("[1]")
                                  << QStringList {QStringLiteral(R"([/x] "x" must be an object, not [1])")};
    QTest::newRow("array ok") << QByteArray(R"({"type":"array"})") << QByteArray("[]") << ok;
    QTest::newRow("array fails") << QByteArray(R"({"type":"array"})") << QByteArray(R"({"a":1})")
                                 << QStringList {QStringLiteral(R"([/x] "x" must be an array, not {"a":1})")};
    QTest::newRow("null ok") << QByteArray(R"({"type":"null"})") << QByteArray("null") << ok;
    QTest::newRow("null fails") << QByteArray(R"({"type":"null"})") << QByteArray("0")
                                << QStringList {QStringLiteral(R"([/x] "x" must be null, not 0)")};
    QTest::newRow("type array, null ok") << QByteArray(R"({"type":["string","null"]})") << QByteArray("null") << ok;
    QTest::newRow("type array, string ok") << QByteArray(R"({"type":["string","null"]})") << QByteArray(R"("a")") << ok;
    QTest::newRow("type array of two fails") << QByteArray(R"({"type":["string","null"]})") << QByteArray("1")
                                             << QStringList {QStringLiteral(R"([/x] "x" must be a string or null, not 1)")};
    QTest::newRow("type array of three fails")
        << QByteArray(R"({"type":["string","integer","null"]})") << QByteArray("true")
        << QStringList {QStringLiteral(R"([/x] "x" must be a string, an integer or null, not true)")};
    QTest::newRow("wrong type is the only error")
        << QByteArray(R"({"type":"string","enum":["a"],"minLength":3})") << QByteArray("5")
        << QStringList {QStringLiteral(R"([/x] "x" must be a string, not 5)")};

    // enum, const
    QTest::newRow("enum ok") << QByteArray(R"({"enum":["a","b"]})") << QByteArray(R"("b")") << ok;
    QTest::newRow("enum fails") << QByteArray(R"({"enum":["a","b"]})") << QByteArray(R"("c")")
                                << QStringList {QStringLiteral(R"([/x] "x" must be one of "a", "b", not "c")")};
    QTest::newRow("enum of one fails") << QByteArray(R"({"enum":["a"]})") << QByteArray(R"("c")")
                                       << QStringList {QStringLiteral(R"([/x] "x" must be "a", not "c")")};
    QTest::newRow("enum numbers by value") << QByteArray(R"({"enum":[1,2]})") << QByteArray("1.0") << ok;
    QTest::newRow("enum mixed fails") << QByteArray(R"({"enum":[1,"two",null]})") << QByteArray("3")
                                      << QStringList {QStringLiteral(R"([/x] "x" must be one of 1, "two", null, not 3)")};
    QTest::newRow("const ok") << QByteArray(R"({"const":"on"})") << QByteArray(R"("on")") << ok;
    QTest::newRow("const object ignores key order")
        << QByteArray(R"({"const":{"a":1,"b":2}})") << QByteArray(R"({"b":2,"a":1})") << ok;
    QTest::newRow("const fails") << QByteArray(R"({"const":"on"})") << QByteArray(R"("off")")
                                 << QStringList {QStringLiteral(R"([/x] "x" must be "on", not "off")")};

    // numeric bounds
    QTest::newRow("minimum equal ok") << QByteArray(R"({"type":"integer","minimum":1})") << QByteArray("1") << ok;
    QTest::newRow("minimum fails") << QByteArray(R"({"type":"integer","minimum":1})") << QByteArray("0")
                                   << QStringList {QStringLiteral(R"([/x] "x" must be at least 1, not 0)")};
    QTest::newRow("maximum equal ok") << QByteArray(R"({"type":"integer","maximum":20})") << QByteArray("20") << ok;
    QTest::newRow("maximum fails") << QByteArray(R"({"type":"integer","maximum":20})") << QByteArray("30")
                                   << QStringList {QStringLiteral(R"([/x] "x" must be at most 20, not 30)")};
    QTest::newRow("maximum fractional fails") << QByteArray(R"({"maximum":2.5})") << QByteArray("2.75")
                                              << QStringList {QStringLiteral(R"([/x] "x" must be at most 2.5, not 2.75)")};
    QTest::newRow("exclusiveMinimum ok") << QByteArray(R"({"exclusiveMinimum":0})") << QByteArray("0.5") << ok;
    QTest::newRow("exclusiveMinimum fails") << QByteArray(R"({"exclusiveMinimum":0})") << QByteArray("0")
                                            << QStringList {QStringLiteral(R"([/x] "x" must be greater than 0, not 0)")};
    QTest::newRow("exclusiveMaximum ok") << QByteArray(R"({"exclusiveMaximum":10})") << QByteArray("9.5") << ok;
    QTest::newRow("exclusiveMaximum fails") << QByteArray(R"({"exclusiveMaximum":10})") << QByteArray("10")
                                            << QStringList {QStringLiteral(R"([/x] "x" must be less than 10, not 10)")};
    QTest::newRow("draft 4 exclusiveMinimum fails") << QByteArray(R"({"minimum":1,"exclusiveMinimum":true})") << QByteArray("1")
                                                    << QStringList {QStringLiteral(R"([/x] "x" must be greater than 1, not 1)")};
    QTest::newRow("draft 4 exclusiveMaximum fails") << QByteArray(R"({"maximum":5,"exclusiveMaximum":true})") << QByteArray("5")
                                                    << QStringList {QStringLiteral(R"([/x] "x" must be less than 5, not 5)")};
    QTest::newRow("bounds ignore strings") << QByteArray(R"({"minimum":5})") << QByteArray(R"("1")") << ok;
    QTest::newRow("both bounds fail in order") << QByteArray(R"({"minimum":5,"exclusiveMaximum":3})") << QByteArray("4")
                                               << QStringList {QStringLiteral(R"([/x] "x" must be at least 5, not 4)"),
                                                               QStringLiteral(R"([/x] "x" must be less than 3, not 4)")};

    // string length, in code points
    QTest::newRow("minLength ok") << QByteArray(R"({"minLength":2})") << QByteArray(R"("ab")") << ok;
    QTest::newRow("minLength counts code points")
        << QByteArray(R"({"minLength":2,"maxLength":2})") << QByteArray("\"\xc4\x90\xc5\xbe\"") /* "Đž": 2 code points, 4 bytes */
        << ok;
    QTest::newRow("minLength fails") << QByteArray(R"({"minLength":2})") << QByteArray(R"("a")")
                                     << QStringList {QStringLiteral(R"([/x] "x" must be at least 2 characters long, not 1)")};
    QTest::newRow("minLength 1 fails") << QByteArray(R"({"minLength":1})") << QByteArray(R"("")")
                                       << QStringList {QStringLiteral(R"([/x] "x" must be at least 1 character long, not 0)")};
    QTest::newRow("maxLength ok") << QByteArray(R"({"maxLength":3})") << QByteArray("\"\xc4\x8d\xc4\x87\xc5\xbe\"") /* "čćž" */
                                  << ok;
    QTest::newRow("maxLength astral ok") << QByteArray(R"({"maxLength":3})")
                                         << QByteArray("\"\xf0\x9f\x98\x80"
                                                       "ab\"") /* U+1F600 "ab": 3 code points */
                                         << ok;
    QTest::newRow("maxLength fails") << QByteArray(R"({"maxLength":3})") << QByteArray(R"("abcd")")
                                     << QStringList {QStringLiteral(R"([/x] "x" must be at most 3 characters long, not 4)")};
    QTest::newRow("maxLength 1 fails") << QByteArray(R"({"maxLength":1})") << QByteArray(R"("ab")")
                                       << QStringList {QStringLiteral(R"([/x] "x" must be at most 1 character long, not 2)")};

    // pattern: a search, not anchored unless the pattern says so
    QTest::newRow("pattern ok") << QByteArray(R"({"pattern":"^\\d{2}:\\d{2}$"})") << QByteArray(R"("19:30")") << ok;
    QTest::newRow("pattern fails") << QByteArray(R"({"pattern":"^\\d{2}:\\d{2}$"})") << QByteArray(R"("7pm")")
                                   << QStringList {QStringLiteral(R"([/x] "x" must match the pattern ^\d{2}:\d{2}$, not "7pm")")};
    QTest::newRow("pattern searches") << QByteArray(R"({"pattern":"\\d"})") << QByteArray(R"("table for 4")") << ok;
    QTest::newRow("unanchored pattern fails")
        << QByteArray(R"({"pattern":"\\d"})") << QByteArray(R"("four")")
        << QStringList {QStringLiteral(R"([/x] "x" must match the pattern \d, not "four")")};
    QTest::newRow("pattern, long value cut short")
        << QByteArray(R"({"pattern":"^b"})") << QByteArray('"' + QByteArray(100, 'a') + '"')
        << QStringList {QStringLiteral(R"([/x] "x" must match the pattern ^b, not ")") + QString(78, QLatin1Char('a'))
                        + QChar(0x2026)};
    QTest::newRow("pattern not a regular expression")
        << QByteArray(R"({"pattern":"("})") << QByteArray(R"("a")")
        << QStringList {QStringLiteral(
               R"([/x] "x" cannot be checked: the tool's pattern ( is not a valid regular expression (missing closing parenthesis))")};

    // arrays
    QTest::newRow("minItems ok") << QByteArray(R"({"minItems":1})") << QByteArray("[1]") << ok;
    QTest::newRow("minItems fails") << QByteArray(R"({"minItems":1})") << QByteArray("[]")
                                    << QStringList {QStringLiteral(R"([/x] "x" must have at least 1 item, not 0)")};
    QTest::newRow("maxItems ok") << QByteArray(R"({"maxItems":2})") << QByteArray("[1,2]") << ok;
    QTest::newRow("maxItems fails") << QByteArray(R"({"maxItems":2})") << QByteArray("[1,2,3]")
                                    << QStringList {QStringLiteral(R"([/x] "x" must have at most 2 items, not 3)")};
    QTest::newRow("items ok") << QByteArray(R"({"items":{"type":"integer"}})") << QByteArray("[1,2]") << ok;
    QTest::newRow("items fail, each at its index")
        << QByteArray(R"({"items":{"type":"integer","minimum":0}})") << QByteArray(R"([1,"2",-3])")
        << QStringList {QStringLiteral(R"([/x/1] "x[1]" must be an integer, not "2")"),
                        QStringLiteral(R"([/x/2] "x[2]" must be at least 0, not -3)")};

    // several keywords on one string, boolean schemas, ignored keywords
    QTest::newRow("length and pattern both fail")
        << QByteArray(R"({"type":"string","minLength":5,"pattern":"^[a-z]+$"})") << QByteArray(R"("AB")")
        << QStringList {QStringLiteral(R"([/x] "x" must be at least 5 characters long, not 2)"),
                        QStringLiteral(R"([/x] "x" must match the pattern ^[a-z]+$, not "AB")")};
    QTest::newRow("schema true") << QByteArray("true") << QByteArray("1") << ok;
    QTest::newRow("schema false") << QByteArray("false") << QByteArray("1")
                                  << QStringList {QStringLiteral(R"([/x] "x" is not allowed)")};
    QTest::newRow("other keywords ignored") << QByteArray(R"({"format":"date","description":"d","title":"t"})") << QByteArray("5")
                                            << ok;
}

void TestJsonSchema::keyword()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, expected);

    Json s = Json::object();
    s["type"] = "object";
    s["properties"]["x"] = parse(schema);
    Json v = Json::object();
    v["x"] = parse(value);
    QCOMPARE(describe(validateJson(v, s)), expected);
}

void TestJsonSchema::object_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QStringList>("expected");

    const QByteArray twoProps = R"({"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"integer"}},
                                    "additionalProperties":false})";

    QTest::newRow("required present") << QByteArray(R"({"type":"object","required":["date"]})") << QByteArray(R"({"date":"x"})")
                                      << QStringList();
    QTest::newRow("required missing, in the order of required")
        << QByteArray(R"({"type":"object","required":["time","date"]})") << QByteArray("{}")
        << QStringList {QStringLiteral(R"([/time] missing required argument "time")"),
                        QStringLiteral(R"([/date] missing required argument "date")")};
    QTest::newRow("required null is present")
        << QByteArray(R"({"type":"object","required":["a"]})") << QByteArray(R"({"a":null})") << QStringList();
    QTest::newRow("additionalProperties false ok") << twoProps << QByteArray(R"({"a":1})") << QStringList();
    QTest::newRow("additionalProperties false fails")
        << twoProps << QByteArray(R"({"a":1,"zz":2})")
        << QStringList {QStringLiteral(R"([/zz] unknown argument "zz" (expected one of "a", "b"))")};
    QTest::newRow("additionalProperties false, one property")
        << QByteArray(R"({"type":"object","properties":{"a":{}},"additionalProperties":false})") << QByteArray(R"({"q":1})")
        << QStringList {QStringLiteral(R"([/q] unknown argument "q" (expected "a"))")};
    QTest::newRow("additionalProperties false, no properties")
        << QByteArray(R"({"type":"object","properties":{},"additionalProperties":false})") << QByteArray(R"({"q":1})")
        << QStringList {QStringLiteral(R"([/q] unknown argument "q" (the tool takes no arguments))")};
    QTest::newRow("additionalProperties absent allows any")
        << QByteArray(R"({"type":"object","properties":{"a":{}}})") << QByteArray(R"({"q":1})") << QStringList();
    QTest::newRow("additionalProperties schema")
        << QByteArray(R"({"type":"object","properties":{"a":{}},"additionalProperties":{"type":"string"}})")
        << QByteArray(R"({"a":1,"extra":1,"more":"ok"})")
        << QStringList {QStringLiteral(R"([/extra] "extra" must be a string, not 1)")};
    QTest::newRow("arguments not an object") << QByteArray(R"({"type":"object"})") << QByteArray("[1]")
                                             << QStringList {QStringLiteral(R"([] the arguments must be an object, not [1])")};
    QTest::newRow("nested object")
        << QByteArray(R"({"type":"object","properties":{"guest":{"type":"object","required":["name"],
                         "properties":{"name":{"type":"string","minLength":2}},"additionalProperties":false}}})")
        << QByteArray(R"({"guest":{"nickname":"x"}})")
        << QStringList {QStringLiteral(R"([/guest/name] missing required argument "guest.name")"),
                        QStringLiteral(R"([/guest/nickname] unknown argument "guest.nickname" (expected "guest.name"))")};
    QTest::newRow("nested object without fields")
        << QByteArray(R"({"type":"object","properties":{"guest":{"type":"object","additionalProperties":false}}})")
        << QByteArray(R"({"guest":{"x":1}})")
        << QStringList {QStringLiteral(R"([/guest/x] unknown argument "guest.x" ("guest" takes no fields))")};
    QTest::newRow("array of objects") << QByteArray(R"({"type":"object","properties":{"guests":{"type":"array",
                         "items":{"type":"object","required":["name"],"properties":{"age":{"type":"integer"}}}}}})")
                                      << QByteArray(R"({"guests":[{"name":"A"},{"age":"ten"}]})")
                                      << QStringList {
                                             QStringLiteral(R"([/guests/1/name] missing required argument "guests[1].name")"),
                                             QStringLiteral(R"([/guests/1/age] "guests[1].age" must be an integer, not "ten")")};
    QTest::newRow("pointer escapes ~ and /")
        << QByteArray(R"({"type":"object","properties":{"a/b~c":{"type":"string"}}})") << QByteArray(R"({"a/b~c":1})")
        << QStringList {QStringLiteral(R"([/a~1b~0c] "a/b~c" must be a string, not 1)")};
    QTest::newRow("order: required, then properties in schema order, then unknown")
        << QByteArray(R"({"type":"object","properties":{"a":{"type":"integer"},"b":{"type":"integer"}},
                         "required":["c"],"additionalProperties":false})")
        << QByteArray(R"({"z":0,"b":"x","a":"y","y":1})")
        << QStringList {QStringLiteral(R"([/c] missing required argument "c")"),
                        QStringLiteral(R"([/a] "a" must be an integer, not "y")"),
                        QStringLiteral(R"([/b] "b" must be an integer, not "x")"),
                        QStringLiteral(R"([/z] unknown argument "z" (expected one of "a", "b"))"),
                        QStringLiteral(R"([/y] unknown argument "y" (expected one of "a", "b"))")};
    QTest::newRow("check_availability, three mistakes")
        << QByteArray(R"({"type":"object","properties":{
                         "date":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"},
                         "time":{"type":"string","pattern":"^\\d{2}:\\d{2}$"},
                         "party_size":{"type":"integer","minimum":1,"maximum":20}},
                         "required":["date","time","party_size"],"additionalProperties":false})")
        << QByteArray(R"({"party_size":30,"time":"7pm"})")
        << QStringList {QStringLiteral(R"([/date] missing required argument "date")"),
                        QStringLiteral(R"([/time] "time" must match the pattern ^\d{2}:\d{2}$, not "7pm")"),
                        QStringLiteral(R"([/party_size] "party_size" must be at most 20, not 30)")};
}

void TestJsonSchema::object()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, value);
    QFETCH(QStringList, expected);

    QCOMPARE(describe(validateJson(parse(value), parse(schema))), expected);
}

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
