// polygon-cli on JSON that nlohmann alone would abort or crash on (issue 12):
// numbers beyond a double and nesting far too deep, in every command that
// reads JSON. Each must end in one "FILE:LINE:COLUMN: message" naming the
// place and exit code 2, never an abort, a crash or an "internal error".
// Every expected line/column is counted by hand in the comments of the rows.
#include "clirunner.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon::Test;
using Run = CliRun;

namespace {

} // namespace

class TestCliBadJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badJson_data();
    void badJson();
    void deepestAcceptedIsNotAnError();

private:
    QTemporaryDir m_dir;
};

void TestCliBadJson::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    copyTree(QStringLiteral(POLYGON_EXAMPLE_WORKSPACE), m_dir.filePath(QStringLiteral("ws")));
    QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("ws/personas/busy-ana.json"))));
    QVERIFY(writeFile(m_dir.filePath(QStringLiteral("events.jsonl")),
                      "{\"call\": \"c1\", \"t\": 0, \"type\": \"call.started\"}\n"
                      "{\"call\": \"c1\", \"t\": 1000, \"type\": \"call.ended\", \"status\": \"completed\"}\n"));
}

void TestCliBadJson::badJson_data()
{
    QTest::addColumn<QStringList>("command"); // FILE stands for the bad file
    QTest::addColumn<QString>("file"); // where the bad bytes go, relative to the temporary folder
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    struct Bad
    {
        const char *name;
        QByteArray bytes;
        int line;
        int column;
        QString message;
        bool oneLine; // also a valid shape for JSON Lines readers
    };
    const QString tooDeep = QStringLiteral("nesting deeper than 512 levels");
    const QList<Bad> bad = {
        // Line 3 is `  "x": 1e400`: the number starts at column 8.
        {"1e400 on line 3", "{\n  \"format\": 1,\n  \"x\": 1e400\n}\n", 3, 8, QStringLiteral("number out of range: 1e400"),
         false},
        // Line 2 is ` -1e309}`: column 2.
        {"-1e309 on line 2", "{\"a\":\n -1e309}", 2, 2, QStringLiteral("number out of range: -1e309"), false},
        // {"format": 1, "x":  is 19 characters.
        {"1e400", "{\"format\": 1, \"x\": 1e400}", 1, 20, QStringLiteral("number out of range: 1e400"), true},
        // {"n":  is 6 characters; the message quotes 80 digits and "…".
        {"400-digit integer", "{\"n\": " + QByteArray(400, '9') + "}", 1, 7,
         QStringLiteral("number out of range: ") + QString(80, QLatin1Char('9')) + QChar(0x2026), true},
        // The bracket that opens level 513 is the 513th character.
        {"513-deep arrays", QByteArray(513, '[') + QByteArray(513, ']'), 1, 513, tooDeep, true},
        {"100000-deep arrays", QByteArray(100000, '['), 1, 513, tooDeep, true},
        // {"a": is 5 characters: the 513th { is at 512 * 5 + 1.
        {"100000-deep objects", QByteArray("{\"a\":").repeated(100000), 1, 2561, tooDeep, true},
        {"513-deep objects", QByteArray("{\"a\":").repeated(513) + "1" + QByteArray(513, '}'), 1, 2561, tooDeep, true},
        // One level per line: level 513 opens on line 513, column 1.
        {"100000 levels, one per line", QByteArray("{\"a\":\n").repeated(100000), 513, 1, tooDeep, false},
    };

    struct Command
    {
        const char *name;
        QStringList args;
        QString file;
        bool jsonLines;
    };
    const QString file = QStringLiteral("FILE");
    const QList<Command> commands = {
        {"validate", {QStringLiteral("validate"), QStringLiteral("ws")}, QStringLiteral("ws/personas/busy-ana.json"), false},
        {"score", {QStringLiteral("score"), file}, QStringLiteral("in.json"), false},
        {"loop", {QStringLiteral("loop"), file}, QStringLiteral("in.json"), false},
        {"probes", {QStringLiteral("probes"), file}, QStringLiteral("in.json"), false},
        {"divergence", {QStringLiteral("divergence"), file, file}, QStringLiteral("in.json"), false},
        {"evidence", {QStringLiteral("evidence"), file}, QStringLiteral("in.jsonl"), true},
        {"evidence --policy",
         {QStringLiteral("evidence"), QStringLiteral("events.jsonl"), QStringLiteral("--policy"), file},
         QStringLiteral("policy.json"),
         false},
        {"evidence-import vapi",
         {QStringLiteral("evidence-import"), QStringLiteral("vapi"), file},
         QStringLiteral("in.jsonl"),
         true},
        {"providers check", {QStringLiteral("providers"), QStringLiteral("check"), file}, QStringLiteral("profile.json"), false},
    };
    for (const Command &c : commands) {
        for (const Bad &b : bad) {
            if (c.jsonLines && !b.oneLine)
                continue;
            QStringList args = c.args;
            args.replaceInStrings(QStringLiteral("FILE"), c.file);
            QTest::addRow("%s: %s", c.name, b.name) << args << c.file << b.bytes << b.line << b.column << b.message;
        }
    }
}

void TestCliBadJson::badJson()
{
    QFETCH(QStringList, command);
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);

    const QString path = m_dir.filePath(file);
    QFile original(path);
    QByteArray saved;
    if (original.open(QIODevice::ReadOnly))
        saved = original.readAll();
    original.close();
    QVERIFY(writeFile(path, bytes));
    const Run r = runCli(command, {}, {}, m_dir.path());
    if (!saved.isEmpty())
        QVERIFY(writeFile(path, saved));

    const QString expected = QStringLiteral("%1:%2:%3: %4").arg(file).arg(line).arg(column).arg(message);
    QVERIFY2(r.err.contains(expected), qPrintable(QStringLiteral("expected %1 in:\n%2").arg(expected, r.err.left(2000))));
    QVERIFY2(!r.err.contains(QLatin1String("internal error")), qPrintable(r.err.left(2000)));
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.size() < 2000, qPrintable(r.err.left(2000)));
}

void TestCliBadJson::deepestAcceptedIsNotAnError()
{
    // 512 levels are allowed: the reader then complains about the content
    // (not a conversation), never about the nesting.
    const QString path = m_dir.filePath(QStringLiteral("deep.json"));
    QVERIFY(writeFile(path, QByteArray(512, '[') + QByteArray(512, ']')));
    const Run r = runCli({QStringLiteral("score"), QStringLiteral("deep.json")}, {}, {}, m_dir.path());
    QCOMPARE(r.code, 2);
    QVERIFY2(!r.err.contains(QLatin1String("nesting")), qPrintable(r.err.left(2000)));
    QVERIFY2(!r.err.contains(QLatin1String("internal error")), qPrintable(r.err.left(2000)));
    QVERIFY2(r.err.startsWith(QLatin1String("deep.json:")), qPrintable(r.err.left(2000)));
}

QTEST_GUILESS_MAIN(TestCliBadJson)
#include "tst_cli_badjson.moc"
