// Tests for Polygon's workspace writer: load → save → load is exact, a second
// save touches nothing, the bytes written are canonical, and the hashes that
// identify prompts and probe wordings are pinned (computed with sha256sum).
#include "core/store/storetypes.h"
#include "core/util/hash.h"
#include "core/util/json.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

Q_DECLARE_METATYPE(Polygon::Persona)

using namespace Polygon;

namespace {

QString exampleDir()
{
    return QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<cannot read>");
    return f.readAll();
}

// Every file under `dir`, relative, sorted (hidden files included, so a
// left-over temporary file of QSaveFile would show).
QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(dir).relativeFilePath(it.next()));
    out.sort();
    return out;
}

QString copyTree(const QString &from, const QString &to)
{
    for (const QString &rel : filesUnder(from)) {
        const QString target = to + QLatin1Char('/') + rel;
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(from + QLatin1Char('/') + rel, target))
            return QStringLiteral("cannot copy %1").arg(rel);
    }
    return {};
}

// A modification time no save of this test run can produce.
QDateTime oldTime()
{
    return QDateTime(QDate(2001, 2, 3), QTime(4, 5, 6), QTimeZone::utc());
}

bool setOldTime(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.setFileTime(oldTime(), QFileDevice::FileModificationTime);
}

QDateTime modified(const QString &path)
{
    return QFileInfo(path).fileTime(QFileDevice::FileModificationTime).toUTC();
}

} // namespace

class TestWorkspaceWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void roundTrip();
    void secondSaveChangesNothing();
    void savingTheExampleInPlace();
    void canonicalBytes();
    void itemsWithoutPath();

    void writeFileAtomically();
    void writeFileAtomicallyFails();

    void toFileBytes();

    void sha256_data();
    void sha256();
    void wordingHash_data();
    void wordingHash();

    void personaIdentity_data();
    void personaIdentity();
    void personaForms();
};

void TestWorkspaceWriter::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestWorkspaceWriter::roundTrip()
{
    const WorkspaceLoadResult original = loadWorkspace(exampleDir());
    QVERIFY(original.ok());

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString copy = tmp.filePath(QStringLiteral("copy")); // created by saveWorkspace
    QVERIFY(saveWorkspace(*original.workspace, copy).isEmpty());

    const WorkspaceLoadResult reloaded = loadWorkspace(copy);
    QVERIFY(reloaded.problems.isEmpty());
    QVERIFY(reloaded.ok());
    QVERIFY(reloaded.workspace->sameContent(*original.workspace));
    QCOMPARE(reloaded.workspace->root, QFileInfo(copy).absoluteFilePath());

    // The same files exist in both folders.
    QCOMPARE(filesUnder(copy), filesUnder(exampleDir()));

    // Prompts are written byte for byte: same bytes, same identity.
    for (const QString &id : {QStringLiteral("bella-v1"), QStringLiteral("bella-v2")}) {
        const QString rel = QStringLiteral("prompts/") + id + QStringLiteral(".md");
        QCOMPARE(readAll(copy + QLatin1Char('/') + rel), readAll(exampleDir() + QLatin1Char('/') + rel));
    }
    QCOMPARE(reloaded.workspace->prompt(QStringLiteral("bella-v1"))->hash,
             QStringLiteral("4b90e40b79a9543c6184e69aaa494e7844604f00bacb0d07c6ca02e0eea7687f"));
    QCOMPARE(reloaded.workspace->prompt(QStringLiteral("bella-v2"))->hash,
             QStringLiteral("fe9121cc8c5e621d994e43f82470818f70167a3d7419fc2549f7a25a786cff86"));

    // sameContent ignores only the root: a changed item makes it false.
    Workspace changed = *reloaded.workspace;
    changed.personas[0].difficulty = 1;
    QVERIFY(!changed.sameContent(*original.workspace));
}

void TestWorkspaceWriter::secondSaveChangesNothing()
{
    const WorkspaceLoadResult original = loadWorkspace(exampleDir());
    QVERIFY(original.ok());
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(saveWorkspace(*original.workspace, tmp.path()).isEmpty());

    const QStringList files = filesUnder(tmp.path());
    QCOMPARE(files.size(), 37); // the example's 37 files
    QMap<QString, QByteArray> before;
    for (const QString &rel : files) {
        const QString path = tmp.filePath(rel);
        before.insert(rel, readAll(path));
        QVERIFY2(setOldTime(path), qPrintable(rel));
        QCOMPARE(modified(path), oldTime());
    }

    // Saving what is already there writes nothing: times and bytes unchanged.
    QVERIFY(saveWorkspace(*original.workspace, tmp.path()).isEmpty());
    QCOMPARE(filesUnder(tmp.path()), files);
    for (const QString &rel : files) {
        const QString path = tmp.filePath(rel);
        QVERIFY2(modified(path) == oldTime(), qPrintable(rel + QStringLiteral(" was rewritten")));
        QCOMPARE(readAll(path), before.value(rel));
    }

    // Changing one item rewrites that one file only.
    Workspace ws = *original.workspace;
    ws.probes[0].description = QStringLiteral("Changed.");
    QVERIFY(saveWorkspace(ws, tmp.path()).isEmpty());
    for (const QString &rel : files) {
        const bool expectChange = rel == QLatin1String("probes/asks-party-size-before-booking.json");
        QVERIFY2((modified(tmp.filePath(rel)) != oldTime()) == expectChange, qPrintable(rel));
    }
    const QByteArray changed = readAll(tmp.filePath(QStringLiteral("probes/asks-party-size-before-booking.json")));
    QVERIFY2(changed.startsWith(QByteArray(
                 "{\n"
                 "  \"format\": 1,\n"
                 "  \"question\": \"Did the agent ask how many people the table is for before it checked availability or made "
                 "the booking?\",\n"
                 "  \"polarity\": \"wanted\",\n"
                 "  \"description\": \"Changed.\",\n"
                 "  \"rule\": {\n"
                 "    \"applies_if\": {\n"
                 "      \"tool_called\": \"check_availability\"\n"
                 "    },\n")),
             changed.constData());
    QVERIFY(changed.endsWith("  }\n}\n"));
}

void TestWorkspaceWriter::savingTheExampleInPlace()
{
    // A byte copy of the example, loaded and saved back unchanged: no file
    // should change (the writer promises "no git noise").
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QCOMPARE(copyTree(exampleDir(), tmp.path()), QString());
    const WorkspaceLoadResult loaded = loadWorkspace(tmp.path());
    QVERIFY(loaded.ok());
    QVERIFY(saveWorkspace(*loaded.workspace, tmp.path()).isEmpty());

    QStringList changed;
    for (const QString &rel : filesUnder(exampleDir()))
        if (readAll(tmp.filePath(rel)) != readAll(exampleDir() + QLatin1Char('/') + rel))
            changed.append(rel);
    QCOMPARE(changed, QStringList());
}

void TestWorkspaceWriter::canonicalBytes()
{
    const WorkspaceLoadResult original = loadWorkspace(exampleDir());
    QVERIFY(original.ok());
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(saveWorkspace(*original.workspace, tmp.path()).isEmpty());

    // A probe: canonical key order, two-space indent, trailing newline.
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("probes/repeats-same-question.json"))),
             QByteArray("{\n"
                        "  \"format\": 1,\n"
                        "  \"question\": \"Did the agent ask the caller for the same piece of information more than twice?\",\n"
                        "  \"polarity\": \"guardrail\",\n"
                        "  \"description\": \"Repeating a question annoys busy callers and usually means the agent lost track of "
                        "what it already knows.\"\n"
                        "}\n"));
    // A provider: every key in the writer's order, defaults written out.
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("providers/local-llama.json"))),
             QByteArray("{\n"
                        "  \"format\": 1,\n"
                        "  \"name\": \"local-llama\",\n"
                        "  \"base_url\": \"http://127.0.0.1:8080/v1\",\n"
                        "  \"model\": \"qwen2.5-7b-instruct\",\n"
                        "  \"api_key_env\": \"OPENAI_API_KEY\",\n"
                        "  \"temperature\": 0.7,\n"
                        "  \"max_tokens\": 512,\n"
                        "  \"seed\": 1,\n"
                        "  \"timeout_ms\": 30000,\n"
                        "  \"concurrency\": 4,\n"
                        "  \"requests_per_minute\": 0\n"
                        "}\n"));
    // An agent: UTF-8 kept as is (no \u escapes), arrays one item a line.
    const QByteArray agent = readAll(tmp.filePath(QStringLiteral("agents/bella-v2.json")));
    QVERIFY(agent.startsWith("{\n  \"format\": 1,\n  \"name\": \"Bella v2 \xE2\x80\x94 revised\",\n"));
    QVERIFY(agent.endsWith("  \"tools\": [\n    \"check_availability\",\n    \"create_booking\",\n    \"find_booking\",\n"
                           "    \"cancel_booking\",\n    \"transfer_to_human\",\n    \"get_opening_hours\"\n  ]\n}\n"));

    // Every JSON file: ends with one newline, indents by two spaces, no tabs, no CR.
    for (const QString &rel : filesUnder(tmp.path())) {
        if (!rel.endsWith(QLatin1String(".json")))
            continue;
        const QByteArray bytes = readAll(tmp.filePath(rel));
        QVERIFY2(bytes.endsWith("}\n") && !bytes.endsWith("\n\n"), qPrintable(rel));
        QVERIFY2(!bytes.contains('\t') && !bytes.contains('\r'), qPrintable(rel));
        for (const QByteArray &line : bytes.split('\n')) {
            qsizetype indent = 0;
            while (indent < line.size() && line.at(indent) == ' ')
                ++indent;
            QVERIFY2(indent % 2 == 0, qPrintable(rel + QStringLiteral(": ") + QString::fromUtf8(line)));
        }
    }
}

void TestWorkspaceWriter::itemsWithoutPath()
{
    // Items built in code (no path yet) go to <section>/<id>.<ext>.
    Workspace ws;
    ws.manifest.name = QStringLiteral("Built");
    ws.manifest.languages = {QStringLiteral("hr"), QStringLiteral("en")};
    ws.manifest.providers.insert(QStringLiteral("judge"), QStringLiteral("j"));
    ws.manifest.providers.insert(QStringLiteral("agent"), QStringLiteral("a"));
    Probe probe;
    probe.id = QStringLiteral("greets");
    probe.question = QStringLiteral("Did the agent greet?");
    probe.polarity = Probe::Polarity::Guardrail;
    ws.probes.append(probe);
    Prompt prompt;
    prompt.id = QStringLiteral("p");
    prompt.bytes = QByteArrayLiteral("Be brief.\n");
    ws.prompts.append(prompt);
    Persona persona;
    persona.id = QStringLiteral("ana");
    persona.name = QStringLiteral("Ana");
    persona.type = Persona::Type::Confused;
    persona.intendedOutcome = Persona::Outcome::Callback;
    persona.difficulty = 2;
    persona.goal = QStringLiteral("Call back.");
    persona.groundTruth = Json::object();
    persona.groundTruth["phone"] = "+385 1 555";
    persona.sourcePrompt = QStringLiteral("p");
    persona.sourcePromptHash = QStringLiteral("ab");
    ws.personas.append(persona);

    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(saveWorkspace(ws, tmp.path()).isEmpty());
    QCOMPARE(filesUnder(tmp.path()),
             (QStringList {QStringLiteral("personas/ana.json"), QStringLiteral("polygon.json"),
                           QStringLiteral("probes/greets.json"), QStringLiteral("prompts/p.md")}));
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("prompts/p.md"))), QByteArray("Be brief.\n"));
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("probes/greets.json"))),
             QByteArray("{\n  \"format\": 1,\n  \"question\": \"Did the agent greet?\",\n  \"polarity\": \"guardrail\"\n}\n"));
    // Provider roles in the canonical role order, whatever the insertion order.
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("polygon.json"))),
             QByteArray("{\n"
                        "  \"format\": 1,\n"
                        "  \"name\": \"Built\",\n"
                        "  \"languages\": [\n"
                        "    \"hr\",\n"
                        "    \"en\"\n"
                        "  ],\n"
                        "  \"rubric\": \"v2\",\n"
                        "  \"providers\": {\n"
                        "    \"agent\": \"a\",\n"
                        "    \"judge\": \"j\"\n"
                        "  }\n"
                        "}\n"));
    QCOMPARE(readAll(tmp.filePath(QStringLiteral("personas/ana.json"))),
             QByteArray("{\n"
                        "  \"format\": 1,\n"
                        "  \"name\": \"Ana\",\n"
                        "  \"type\": \"confused\",\n"
                        "  \"intended_outcome\": \"callback\",\n"
                        "  \"difficulty\": 2,\n"
                        "  \"goal\": \"Call back.\",\n"
                        "  \"ground_truth\": {\n"
                        "    \"phone\": \"+385 1 555\"\n"
                        "  },\n"
                        "  \"source_prompt\": {\n"
                        "    \"prompt\": \"p\",\n"
                        "    \"hash\": \"ab\"\n"
                        "  }\n"
                        "}\n"));
}

void TestWorkspaceWriter::writeFileAtomically()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(QStringLiteral("a/b/c.json"));
    QString error = QStringLiteral("untouched");

    // Creates missing folders.
    QVERIFY(Polygon::writeFileAtomically(path, "one\n", &error));
    QCOMPARE(error, QStringLiteral("untouched"));
    QCOMPARE(readAll(path), QByteArray("one\n"));

    // Identical bytes: the file is left alone.
    QVERIFY(setOldTime(path));
    QVERIFY(Polygon::writeFileAtomically(path, "one\n", &error));
    QCOMPARE(modified(path), oldTime());
    QCOMPARE(readAll(path), QByteArray("one\n"));

    // Different bytes (even a prefix of the old ones): replaced entirely.
    QVERIFY(Polygon::writeFileAtomically(path, "on", nullptr));
    QCOMPARE(readAll(path), QByteArray("on"));
    QVERIFY(modified(path) != oldTime());
    QVERIFY(Polygon::writeFileAtomically(path, "", nullptr));
    QCOMPARE(readAll(path), QByteArray(""));
    QVERIFY(QFileInfo::exists(path));

    // No temporary file is left next to it.
    QCOMPARE(filesUnder(tmp.filePath(QStringLiteral("a/b"))), QStringList {QStringLiteral("c.json")});
}

void TestWorkspaceWriter::writeFileAtomicallyFails()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString blocker = tmp.filePath(QStringLiteral("file.txt"));
    QVERIFY(Polygon::writeFileAtomically(blocker, "x", nullptr));

    // The folder cannot be created: a file stands where it should be.
    QString error;
    QVERIFY(!Polygon::writeFileAtomically(blocker + QStringLiteral("/sub/x.json"), "{}\n", &error));
    QCOMPARE(error, QStringLiteral("cannot create the folder ") + blocker + QStringLiteral("/sub"));
    QVERIFY(!Polygon::writeFileAtomically(blocker + QStringLiteral("/sub/x.json"), "{}\n", nullptr)); // no crash without error

    // saveWorkspace reports it as a diagnostic for the file.
    Workspace ws;
    ws.manifest.name = QStringLiteral("W");
    ws.manifest.languages = {QStringLiteral("en")};
    const Diagnostics problems = saveWorkspace(ws, blocker);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().toString(),
             blocker + QStringLiteral("/polygon.json:1:1: cannot write the file: cannot create the folder ") + blocker);
}

void TestWorkspaceWriter::toFileBytes()
{
    Json j = Json::object();
    j["name"] = "\xC5\xA0ime";
    j["n"] = Json::array({1, 2});
    j["empty"] = Json::object();
    j["none"] = Json::array();
    j["x"] = 0.5;
    QCOMPARE(Polygon::toFileBytes(j),
             QByteArray("{\n"
                        "  \"name\": \"\xC5\xA0ime\",\n"
                        "  \"n\": [\n"
                        "    1,\n"
                        "    2\n"
                        "  ],\n"
                        "  \"empty\": {},\n"
                        "  \"none\": [],\n"
                        "  \"x\": 0.5\n"
                        "}\n"));
}

void TestWorkspaceWriter::sha256_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("hex");
    // printf '…' | sha256sum
    QTest::newRow("empty") << QByteArray("")
                           << QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    QTest::newRow("hello") << QByteArray("Hello, Polygon!\n")
                           << QStringLiteral("c4de01e0b87b126922243df45f9236d322b3d7302fb3b6e7c0111fd418299a83");
    QTest::newRow("prompt") << QByteArray("You are a test agent.\n")
                            << QStringLiteral("73e9074adee429622ed5c87d868ba3d48275f7a96e83611a46549b69e4685be9");
}

void TestWorkspaceWriter::sha256()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, hex);
    QCOMPARE(sha256Hex(bytes), hex);

    // A prompt's hash is the hash of the file saved for it.
    Workspace ws;
    ws.manifest.name = QStringLiteral("H");
    ws.manifest.languages = {QStringLiteral("en")};
    Prompt p;
    p.id = QStringLiteral("x");
    p.bytes = bytes;
    ws.prompts.append(p);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QVERIFY(saveWorkspace(ws, tmp.path()).isEmpty());
    QCOMPARE(sha256Hex(readAll(tmp.filePath(QStringLiteral("prompts/x.md")))), hex);
}

void TestWorkspaceWriter::wordingHash_data()
{
    QTest::addColumn<QString>("question");
    QTest::addColumn<QString>("collapsed");
    QTest::addColumn<QString>("hash");

    // printf 'Did the agent confirm the booking?' | sha256sum
    const QString confirm = QStringLiteral("Did the agent confirm the booking?");
    const QString confirmHash = QStringLiteral("b52b034c1f60ae1fbb4dfb6f34d1f46c36a06918dce38c1abecff2bca2e27d0a");
    QTest::newRow("plain") << confirm << confirm << confirmHash;
    QTest::newRow("leading and trailing space")
        << QStringLiteral("  Did the agent confirm the booking?\n") << confirm << confirmHash;
    QTest::newRow("runs of spaces, tab, newline")
        << QStringLiteral("Did  the agent\n\tconfirm   the\r\nbooking?") << confirm << confirmHash;
    QTest::newRow("no-break and em space") << QStringLiteral("Did\u00A0the agent\u2003confirm the booking?") << confirm
                                           << confirmHash;
    // printf 'Did the agent confirm?' | sha256sum
    QTest::newRow("other wording") << QStringLiteral(" Did the agent confirm? ") << QStringLiteral("Did the agent confirm?")
                                   << QStringLiteral("7a8a57a0a24a513c2fa6314e5f1bb4cd7b0b49d0e2920afd91370ab29313da7a");
    // printf 'Did the agent ask how many people … made the booking?' | sha256sum (an example probe)
    QTest::newRow("example probe")
        << QStringLiteral(
               "Did the agent ask how many people the table is for before it checked availability or made the booking?")
        << QStringLiteral(
               "Did the agent ask how many people the table is for before it checked availability or made the booking?")
        << QStringLiteral("7280a5c790d0b22f8c910458c1dccd137a2e914b59e2d444e4b52a016005068e");
}

void TestWorkspaceWriter::wordingHash()
{
    QFETCH(QString, question);
    QFETCH(QString, collapsed);
    QFETCH(QString, hash);

    QCOMPARE(collapseWhitespace(question), collapsed);
    QCOMPARE(Polygon::wordingHash(question), hash);
    Probe probe;
    probe.question = question;
    QCOMPARE(probe.wordingHash(), hash);
    // Case and punctuation are part of the wording.
    probe.question = question.toUpper();
    QVERIFY(probe.wordingHash() != hash);
}

namespace {

Persona fullPersona()
{
    Persona p;
    p.id = QStringLiteral("busy-ana-2");
    p.path = QStringLiteral("personas/elsewhere.json"); // never part of the identity
    p.name = QStringLiteral("Ana Kovačić");
    p.type = Persona::Type::Busy;
    p.intendedOutcome = Persona::Outcome::Callback;
    p.difficulty = 3;
    p.goal = QStringLiteral("Move Friday's booking to Saturday.");
    p.groundTruth = Json::parse("{\"party_size\": 4, \"date\": \"2026-05-08\", \"notes\": [\"window\", \"high chair\"]}");
    p.traits = {QStringLiteral("terse"), QStringLiteral("interrupts")};
    p.language = QStringLiteral("hr");
    p.sourcePrompt = QStringLiteral("bella-v2");
    p.sourcePromptHash = QStringLiteral("4f2a");
    return p;
}

} // namespace

// personaHash() values are stored with every run's plan: these were computed
// before persona JSON had one writer, and must never change.
void TestWorkspaceWriter::personaIdentity_data()
{
    QTest::addColumn<Persona>("persona");
    QTest::addColumn<QString>("hash");
    QTest::newRow("every field") << fullPersona()
                                 << QStringLiteral("60eaa2a3deccfe8e25896cd4124cb155ca7b225b0a15763cdf564c257ca9e9e4");
    Persona bare;
    bare.id = QStringLiteral("p");
    QTest::newRow("defaults") << bare << QStringLiteral("60b8157ed03d38bf7ab4fc8f8bfabcf678edd9ae1dc8382560e37599dbf541ba");
    Persona moved = fullPersona();
    moved.path = QStringLiteral("personas/busy-ana-2.json");
    moved.sourcePrompt = QStringLiteral("renamed-prompt"); // only its hash is identity
    QTest::newRow("path and prompt id are not identity")
        << moved << QStringLiteral("60eaa2a3deccfe8e25896cd4124cb155ca7b225b0a15763cdf564c257ca9e9e4");
}

void TestWorkspaceWriter::personaIdentity()
{
    QFETCH(Persona, persona);
    QFETCH(QString, hash);
    QCOMPARE(personaHash(persona), hash);
    QCOMPARE(jsonHash(personaToJson(persona, PersonaJsonForm::Identity)), hash);
}

void TestWorkspaceWriter::personaForms()
{
    const Persona p = fullPersona();
    QCOMPARE(personaToJson(p).dump(),
             "{\"format\":1,\"name\":\"Ana Kovačić\",\"type\":\"busy\",\"intended_outcome\":\"callback\",\"difficulty\":3,"
             "\"goal\":\"Move Friday's booking to Saturday.\",\"ground_truth\":{\"party_size\":4,\"date\":\"2026-05-08\","
             "\"notes\":[\"window\",\"high chair\"]},\"traits\":[\"terse\",\"interrupts\"],\"language\":\"hr\","
             "\"source_prompt\":{\"prompt\":\"bella-v2\",\"hash\":\"4f2a\"}}");
    QCOMPARE(
        personaToJson(p, PersonaJsonForm::Listing).dump(),
        "{\"id\":\"busy-ana-2\",\"name\":\"Ana Kovačić\",\"type\":\"busy\",\"intended_outcome\":\"callback\",\"difficulty\":3,"
        "\"language\":\"hr\",\"source_prompt\":{\"prompt\":\"bella-v2\",\"hash\":\"4f2a\"}}");

    // Hand-written, no language: the file leaves the optional keys out, the listing says null.
    Persona bare = p;
    bare.traits.clear();
    bare.language.clear();
    bare.sourcePrompt.clear();
    bare.sourcePromptHash.clear();
    const Json file = personaToJson(bare);
    QVERIFY(!file.contains("traits"));
    QVERIFY(!file.contains("language"));
    QVERIFY(!file.contains("source_prompt"));
    QVERIFY(!file.contains("id"));
    const Json listing = personaToJson(bare, PersonaJsonForm::Listing);
    QVERIFY(listing.at("source_prompt").is_null());
    QVERIFY(listing.at("language") == Json(""));
    QVERIFY(!listing.contains("goal"));
}

QTEST_GUILESS_MAIN(TestWorkspaceWriter)
#include "tst_workspacewriter.moc"
