// The request fingerprint replay matches recordings by (docs/simulation.md):
// the first 16 hex digits of SHA-256 over the compact JSON of the recorded
// request with each tool's name and parameters and the schema's body added.
// The expected texts are written out by hand: a change to the bytes hashed
// would make every recorded conversation unreplayable.
#include "core/llm/chatjson.h"

#include <QCryptographicHash>
#include <QTest>

using namespace Polygon;

namespace {

QString sha16(const char *text)
{
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray(text), QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace

class TestChatJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fingerprintPlainRequest()
    {
        ChatRequest r;
        r.messages = {ChatMessage::system(QStringLiteral("Be brief.")), ChatMessage::user(QStringLiteral("Hi \"there\"\n"))};
        r.seed = 7;
        // No tools: an empty "tools" list is added last.
        const char *text = "{\"messages\":[{\"role\":\"system\",\"content\":\"Be brief.\"},"
                           "{\"role\":\"user\",\"content\":\"Hi \\\"there\\\"\\n\"}],\"seed\":7,\"tools\":[]}";
        QCOMPARE(chatRequestFingerprint(r), sha16(text));
        QCOMPARE(chatRequestFingerprint(r, chatRequestToJson(r)), sha16(text));
    }

    void fingerprintToolsAndSchema()
    {
        ChatRequest r;
        r.messages = {ChatMessage::user(QStringLiteral("Book it"))};
        r.tools = {ToolSpec {QStringLiteral("lookup"), QStringLiteral("not hashed"), Json {{"type", "object"}}}};
        r.jsonSchema = Json {{"type", "string"}};
        r.schemaName = QStringLiteral("verdict");
        r.temperature = 0.5;
        r.seed = 3;
        // The recorded request lists tool names in place; the fingerprint puts
        // name and parameters there instead, and appends the schema's body.
        QCOMPARE(QString::fromStdString(chatRequestToJson(r).dump()),
                 QStringLiteral(R"({"messages":[{"role":"user","content":"Book it"}],"tools":["lookup"],)"
                                R"("schema":"verdict","temperature":0.5,"seed":3})"));
        const char *text = R"({"messages":[{"role":"user","content":"Book it"}],)"
                           R"("tools":[{"name":"lookup","parameters":{"type":"object"}}],)"
                           R"("schema":"verdict","temperature":0.5,"seed":3,"schema_body":{"type":"string"}})";
        QCOMPARE(chatRequestFingerprint(r), sha16(text));
    }

    void fingerprintSchemaWithoutTools()
    {
        ChatRequest r;
        r.messages = {ChatMessage::user(QStringLiteral("\u017Divjo"))};
        r.jsonSchema = Json {{"type", "object"}};
        const char *text = "{\"messages\":[{\"role\":\"user\",\"content\":\"\xC5\xBDivjo\"}],\"schema\":\"reply\","
                           "\"schema_body\":{\"type\":\"object\"},\"tools\":[]}";
        QCOMPARE(chatRequestFingerprint(r), sha16(text));
    }

    void longRequestHashedInPieces()
    {
        // Longer than the 4 KiB pieces the hash is fed in.
        ChatRequest r;
        const QString long1(5000, QLatin1Char('a'));
        r.messages = {ChatMessage::user(long1)};
        const QByteArray text = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + QByteArray(5000, 'a') + "\"}],\"tools\":[]}";
        QCOMPARE(chatRequestFingerprint(r), sha16(text.constData()));
    }
};

QTEST_GUILESS_MAIN(TestChatJson)
#include "tst_chatjson.moc"
