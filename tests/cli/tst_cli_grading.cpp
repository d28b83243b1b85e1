// Golden-file tests of polygon-cli score | probes | loop | divergence, run as a
// real process (FORMATS.md §2–§5, docs/grading.md).
//
// tests/data/cli/<command>/ holds one case per CASE.code file: the input
// (CASE.json, or CASE.a.json and CASE.b.json), optional arguments (CASE.args,
// one per line), and the expected exit code, standard output (CASE.out.json,
// exactly as printed) and standard error (CASE.err). The layout is described
// in tests/data/cli/regenerate.sh, which re-creates the expected files.
//
// A regenerated file must not hide a rule change: the key numbers of the
// important cases are computed by hand (tests/data/cli/README.md) and asserted
// here against the live output, and so are the contract rules that hold for
// every case (exit 2 ⇒ nothing on stdout; messages as file:line:column).
#include "clirunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <optional>

using nlohmann::json;

using namespace Polygon::Test;
using Run = CliRun;

namespace {

const QString kDataDir = QStringLiteral(POLYGON_CLI_DATA_DIR);
const QStringList kCommands
    = {QStringLiteral("score"), QStringLiteral("probes"), QStringLiteral("loop"), QStringLiteral("divergence")};
constexpr double kNull = std::numeric_limits<double>::quiet_NaN(); // a JSON null in the tables below

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString commandDir(const QString &command)
{
    return kDataDir + QLatin1Char('/') + command;
}

// The arguments of a case after the command name (see regenerate.sh).
QStringList caseArguments(const QString &command, const QString &name)
{
    const QString dir = commandDir(command) + QLatin1Char('/');
    if (QFileInfo::exists(dir + name + QStringLiteral(".args"))) {
        QStringList args = readText(dir + name + QStringLiteral(".args")).split(QLatin1Char('\n'));
        if (!args.isEmpty() && args.last().isEmpty())
            args.removeLast();
        return args;
    }
    if (command == QLatin1String("divergence"))
        return {name + QStringLiteral(".a.json"), name + QStringLiteral(".b.json")};
    return {name + QStringLiteral(".json")};
}

// The file given as standard input: the input the first "-" stands for.
QString caseStdin(const QString &command, const QString &name, const QStringList &args)
{
    const QString dir = commandDir(command) + QLatin1Char('/');
    QStringList files;
    for (const QString &a : args)
        if (!a.startsWith(QLatin1String("--")))
            files.append(a);
    const qsizetype dash = files.indexOf(QStringLiteral("-"));
    if (dash < 0)
        return {};
    QString input = dir + name + QStringLiteral(".json");
    if (!QFileInfo::exists(input))
        input = dir + name + (dash == 0 ? QStringLiteral(".a.json") : QStringLiteral(".b.json"));
    return QFileInfo::exists(input) ? input : QString();
}

Run runCli(const QString &command, const QStringList &args, const QString &stdinFile)
{
    QByteArray input;
    if (QFile f(stdinFile); !stdinFile.isEmpty() && f.open(QIODevice::ReadOnly))
        input = f.readAll();
    // strerror() texts in English; file names in messages are the relative ones given.
    const CliEnv english = {{QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
                            {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
                            {QStringLiteral("LANGUAGE"), QString()}};
    return Polygon::Test::runCli(QStringList {command} + args, input, english, commandDir(command));
}

Run runCase(const QString &command, const QString &name)
{
    const QStringList args = caseArguments(command, name);
    return runCli(command, args, caseStdin(command, name, args));
}

std::optional<json> parse(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    json value = json::parse(utf8.constBegin(), utf8.constEnd(), nullptr, false);
    if (value.is_discarded())
        return std::nullopt;
    return value;
}

QStringList caseNames(const QString &command)
{
    QStringList names;
    for (const QString &file : QDir(commandDir(command)).entryList({QStringLiteral("*.code")}, QDir::Files, QDir::Name))
        names.append(file.chopped(5));
    return names;
}

// A key of an object; a discarded value (equal to nothing, not null) when absent.
json member(const json &object, const char *key)
{
    if (object.is_object() && object.contains(key))
        return object.at(key);
    return json(json::value_t::discarded);
}

// A JSON string as text; anything else as its JSON text in angle brackets, so
// that a comparison fails readably instead of throwing.
QString str(const json &value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return QLatin1Char('<') + QString::fromStdString(value.dump()) + QLatin1Char('>');
}

QString jsonText(const json &value)
{
    return QString::fromStdString(value.dump());
}

qint64 integer(const json &value)
{
    return value.is_number_integer() ? value.get<qint64>() : std::numeric_limits<qint64>::min();
}

QStringList strings(const json &array)
{
    if (!array.is_array())
        return {str(array)};
    QStringList out;
    for (const json &item : array)
        out.append(str(item));
    return out;
}

QString sha256OfWording(const QString &question)
{
    return QString::fromLatin1(QCryptographicHash::hash(question.simplified().toUtf8(), QCryptographicHash::Sha256).toHex());
}

// Runs a case and hands back its parsed stdout; fails the test when it is not JSON.
#define RUN_JSON(command_, name_, code_, var_)                                                                                   \
    json var_;                                                                                                                   \
    do {                                                                                                                         \
        const Run run_ = runCase(QStringLiteral(command_), name_);                                                               \
        QVERIFY2(run_.err.isEmpty(), qPrintable(run_.err));                                                                      \
        QCOMPARE(run_.code, code_);                                                                                              \
        const auto parsed_ = parse(run_.out);                                                                                    \
        QVERIFY2(parsed_.has_value(), qPrintable(run_.out));                                                                     \
        var_ = *parsed_;                                                                                                         \
    } while (false)

// A number or a null, as in the tables (kNull).
bool sameNumber(const json &value, double expected, double tolerance)
{
    if (std::isnan(expected))
        return value.is_null();
    return value.is_number() && std::fabs(value.get<double>() - expected) <= tolerance;
}

#define COMPARE_NUMBER(value, expected, tolerance)                                                                               \
    QVERIFY2(sameNumber(value, expected, tolerance),                                                                             \
             qPrintable(QStringLiteral("%1 is %2, expected %3 ± %4")                                                             \
                            .arg(QStringLiteral(#value), QString::fromStdString((value).dump()))                                 \
                            .arg(expected)                                                                                       \
                            .arg(tolerance)))

} // namespace

class TestCliGrading : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // The golden files, one row per case.
    void golden_data();
    void golden();
    void caseFiles();

    // Contract rules every case must keep, whatever its golden files say.
    void contract_data();
    void contract();

    // Hand-computed numbers (tests/data/cli/README.md).
    void scoreKeyNumbers_data();
    void scoreKeyNumbers();
    void scoreCriteria();
    void scoreArray();
    void probesKeyNumbers();
    void loopKeyNumbers_data();
    void loopKeyNumbers();
    void divergenceKeyNumbers_data();
    void divergenceKeyNumbers();

    // Deviations from the written contract, reported and expected to fail.
    void forbiddenPhraseFullCaseFolding();
};

void TestCliGrading::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(POLYGON_CLI_PATH)).isExecutable(), POLYGON_CLI_PATH);
    for (const QString &command : kCommands)
        QVERIFY2(QFileInfo(commandDir(command)).isDir(), qPrintable(commandDir(command)));
}

void TestCliGrading::golden_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("name");
    for (const QString &command : kCommands)
        for (const QString &name : caseNames(command))
            QTest::newRow(qPrintable(command + QLatin1Char('/') + name)) << command << name;
}

void TestCliGrading::golden()
{
    QFETCH(QString, command);
    QFETCH(QString, name);
    const QString base = commandDir(command) + QLatin1Char('/') + name;
    bool codeOk = false;
    const int expectedCode = readText(base + QStringLiteral(".code")).trimmed().toInt(&codeOk);
    QVERIFY2(codeOk, "the .code file holds no exit code");
    const QString expectedOut = readText(base + QStringLiteral(".out.json"));
    const QString expectedErr = readText(base + QStringLiteral(".err"));

    const Run r = runCase(command, name);
    QCOMPARE(r.err, expectedErr);
    QCOMPARE(r.code, expectedCode);
    if (!expectedOut.isEmpty()) {
        // As JSON first (a readable failure for a changed value), then as text
        // (pretty printing, key order, number formatting, the final newline).
        const auto expected = parse(expectedOut);
        QVERIFY2(expected.has_value(), "the .out.json file is not JSON");
        const auto actual = parse(r.out);
        QVERIFY2(actual.has_value(), qPrintable(QStringLiteral("stdout is not JSON: ") + r.out));
        QVERIFY2(*actual == *expected,
                 qPrintable(QStringLiteral("stdout as JSON:\n%1\nexpected:\n%2")
                                .arg(QString::fromStdString(actual->dump()), QString::fromStdString(expected->dump()))));
    }
    QCOMPARE(r.out, expectedOut);
}

// Every file in the folders belongs to a case, and no folder is (nearly) empty.
void TestCliGrading::caseFiles()
{
    const QStringList suffixes
        = {QStringLiteral(".json"), QStringLiteral(".a.json"), QStringLiteral(".b.json"),  QStringLiteral(".args"),
           QStringLiteral(".code"), QStringLiteral(".err"),    QStringLiteral(".out.json")};
    const QList<std::pair<QString, int>> minimum = {{QStringLiteral("score"), 40},
                                                    {QStringLiteral("probes"), 7},
                                                    {QStringLiteral("loop"), 12},
                                                    {QStringLiteral("divergence"), 20}};
    for (const auto &[command, least] : minimum) {
        const QStringList names = caseNames(command);
        QVERIFY2(names.size() >= least, qPrintable(QStringLiteral("%1: only %2 cases").arg(command).arg(names.size())));
        const QSet<QString> known(names.cbegin(), names.cend());
        for (const QString &file : QDir(commandDir(command)).entryList(QDir::Files)) {
            bool owned = false;
            for (const QString &suffix : suffixes)
                owned = owned || (file.endsWith(suffix) && known.contains(file.chopped(suffix.size())));
            QVERIFY2(owned, qPrintable(command + QLatin1Char('/') + file + QStringLiteral(" belongs to no case")));
        }
        for (const QString &name : names) {
            const QString base = commandDir(command) + QLatin1Char('/') + name;
            const bool hasInput = QFileInfo::exists(base + QStringLiteral(".json"))
                || (QFileInfo::exists(base + QStringLiteral(".a.json")) && QFileInfo::exists(base + QStringLiteral(".b.json")));
            QVERIFY2(hasInput || QFileInfo::exists(base + QStringLiteral(".args")),
                     qPrintable(command + QLatin1Char('/') + name + QStringLiteral(": no input and no .args")));
        }
    }
}

void TestCliGrading::contract_data()
{
    golden_data();
}

// FORMATS.md: exit 0/1 print JSON on stdout and nothing on stderr; exit 2
// prints nothing on stdout and, for bad input (not usage), every problem as
// file:line:column: sentence, naming a file given on the command line.
void TestCliGrading::contract()
{
    QFETCH(QString, command);
    QFETCH(QString, name);
    const QStringList args = caseArguments(command, name);
    const Run r = runCli(command, args, caseStdin(command, name, args));
    QVERIFY2(r.code == 0 || r.code == 1 || r.code == 2, qPrintable(r.err));
    if (r.code != 2) {
        QCOMPARE(r.err, QString());
        QVERIFY2(parse(r.out).has_value(), qPrintable(r.out));
        QVERIFY(r.out.endsWith(QLatin1Char('\n')));
        if (args.contains(QStringLiteral("--compact")))
            QCOMPARE(r.out.count(QLatin1Char('\n')), 1);
        return;
    }
    QCOMPARE(r.out, QString());
    QVERIFY(!r.err.isEmpty());
    QVERIFY(r.err.endsWith(QLatin1Char('\n')));
    if (r.err.startsWith(QLatin1String("usage: ")) || r.err.startsWith(QLatin1String("unknown option ")))
        return; // a usage error names no file
    QStringList files;
    for (const QString &a : args)
        if (!a.startsWith(QLatin1String("--")))
            files.append(a == QLatin1String("-") ? QStringLiteral("<stdin>") : a);
    static const QRegularExpression located(QStringLiteral("^(.+?):([1-9][0-9]*):([1-9][0-9]*): \\S.*$"));
    const QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = located.match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QVERIFY2(!m.hasMatch() || files.contains(m.captured(1)), qPrintable(line));
    }
}

void TestCliGrading::scoreKeyNumbers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("composite"); // as printed (2 decimals)
    QTest::addColumn<bool>("partial");
    QTest::addColumn<QString>("band"); // "" for null
    QTest::addColumn<QStringList>("gates");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("exitCode");
    const QStringList none;
    const QStringList safety = {QStringLiteral("safety")};
    const QStringList forbidden = {QStringLiteral("forbidden_phrase")};
    const QStringList toolReply = {QStringLiteral("invalid_tool_reply")};
    const QString pass = QStringLiteral("pass"), warning = QStringLiteral("warning"), fail = QStringLiteral("fail");
    auto row = [](const char *name) -> QTestData & { return QTest::newRow(name) << QString::fromLatin1(name); };
    // FORMATS §2: 25·3/4 + 15 + 15·2/4 + 10 + 10·3/4 + 10·3/4 + 10 + 5·2/4 = 78.75.
    row("formats-example") << 78.75 << false << pass << none << pass << 0;
    row("all-ones") << 0.0 << false << fail << safety << fail << 1; // safety = 1 fires too
    row("all-fives") << 100.0 << false << pass << none << pass << 0;
    row("all-threes") << 50.0 << false << warning << none << warning << 0;
    // 25·1/4 + 15·3/4 + 15·4/4 + 0 + 10·2/4 + 10·1/4 + 10·3/4 + 5·4/4 = 52.5
    row("mixed") << 52.5 << false << warning << none << warning << 0;
    row("boundary-75") << 75.0 << false << pass << none << pass << 0; // Σw(s−1) = 300
    row("below-75") << 73.75 << false << warning << none << warning << 0; // 295
    row("boundary-50") << 50.0 << false << warning << none << warning << 0; // 200
    row("below-50") << 47.5 << false << fail << none << fail << 1; // 190: a fail band is a fail verdict
    row("k2-median") << 71.88 << false << warning << none << warning << 0; // 287.5/4 = 71.875
    row("k4-median") << 73.75 << false << warning << none << warning << 0; // 295/4
    row("missing-criterion") << 76.25 << false << pass << none << pass << 0; // persona absent → 1
    row("missing-safety") << 68.75 << false << warning << safety << fail << 1; // safety absent → 1 → gate
    row("unreadable-kinds") << 77.5 << false << pass << none << pass << 0; // 310/4
    row("unreadable-more-kinds") << 50.0 << false << warning << none << warning << 0;
    row("all-unreadable") << kNull << true << QString() << none << QStringLiteral("not_scored") << 0;
    row("all-unreadable-forbidden") << kNull << true << QString() << forbidden << fail << 1;
    row("partial") << 35.71 << true << fail << none << fail << 1; // 100·12.5/35
    row("forbidden-phrase") << 78.75 << false << pass << forbidden << fail << 1;
    row("forbidden-phrase-caller-only") << 78.75 << false << pass << none << pass << 0;
    row("forbidden-phrase-unicode") << 78.75 << false << pass << forbidden << fail << 1;
    row("safety-gate") << 68.75 << false << warning << safety << fail << 1;
    row("safety-median-1.5") << 70.0 << false << warning << none << warning << 0;
    row("invalid-tool-reply-v2") << 78.75 << false << pass << toolReply << fail << 1;
    row("invalid-tool-reply-v1") << 78.75 << false << pass << none << pass << 0;
    row("invalid-tool-retried") << 78.75 << false << pass << none << pass << 0;
    row("invalid-tool-other-tool") << 78.75 << false << pass << toolReply << fail << 1;
    row("rubric-from-conversation") << 78.75 << false << pass << none << pass << 0;
    row("stdin") << 78.75 << false << pass << none << pass << 0;
    row("compact") << 78.75 << false << pass << none << pass << 0;
}

void TestCliGrading::scoreKeyNumbers()
{
    QFETCH(QString, name);
    QFETCH(double, composite);
    QFETCH(bool, partial);
    QFETCH(QString, band);
    QFETCH(QStringList, gates);
    QFETCH(QString, verdict);
    QFETCH(int, exitCode);
    RUN_JSON("score", name, exitCode, grade);
    QVERIFY(grade.is_object());
    COMPARE_NUMBER(member(grade, "composite"), composite, 1e-9);
    QCOMPARE(jsonText(member(grade, "partial")), jsonText(json(partial)));
    QCOMPARE(member(grade, "not_scored").size() > 0, partial);
    if (band.isEmpty())
        QVERIFY(member(grade, "band").is_null());
    else
        QCOMPARE(str(member(grade, "band")), band);
    QCOMPARE(strings(member(grade, "gates")), gates);
    QCOMPARE(str(member(grade, "verdict")), verdict);
}

// Medians over k repeats, criterion by criterion.
void TestCliGrading::scoreCriteria()
{
    const QList<std::pair<QString, std::vector<double>>> cases = {
        // k = 2: (2+5)/2, (4+5)/2, 3, (5+4)/2, 4, (3+4)/2, 5, (4+3)/2
        {QStringLiteral("k2-median"), {3.5, 4.5, 3, 4.5, 4, 3.5, 5, 3.5}},
        // k = 4: goal 5,"4",absent,"good" → 1,4,5 → 4; instr 4,4,5,5 → 4.5; tool 1,5,5,5 → 5; fact 3;
        // dialog 2,4,absent,5 → 1,2,4,5 → 3; robust null×3,4 → 4; safety 1,2,5,5 → 3.5; persona " 5 ",4,3,2 → 3.5
        {QStringLiteral("k4-median"), {4, 4.5, 5, 3, 3, 4, 3.5, 3.5}},
        // 4.5, 7, "good", null, 0, "04" dropped; "4" and " 5 " read: dialog (4+5)/2, safety (5+3)/2
        {QStringLiteral("unreadable-kinds"), {4, 5, 3, 5, 4.5, 4, 4, 3}},
        {QStringLiteral("partial"), {3, kNull, kNull, 1, kNull, kNull, kNull, kNull}},
        {QStringLiteral("safety-median-1.5"), {4, 5, 3, 5, 4, 4, 1.5, 3}},
    };
    const char *const keys[] = {"goal_completion", "instruction_adherence", "tool_use_quality", "factuality", "dialogue_quality",
                                "robustness",      "safety_compliance",     "persona_and_tone"};
    for (const auto &[name, scores] : cases) {
        const Run r = runCase(QStringLiteral("score"), name);
        const auto grade = parse(r.out);
        QVERIFY2(grade.has_value(), qPrintable(name + QStringLiteral(": ") + r.err));
        const json criteria = member(*grade, "criteria");
        QCOMPARE(criteria.size(), size_t(8));
        for (size_t i = 0; i < 8; ++i) {
            QVERIFY2(sameNumber(member(criteria, keys[i]), scores[i], 0),
                     qPrintable(QStringLiteral("%1: %2 is %3, expected %4")
                                    .arg(name, QLatin1String(keys[i]), QString::fromStdString(member(criteria, keys[i]).dump()))
                                    .arg(scores[i])));
        }
    }
    // The not-scored keys, in rubric order.
    const Run r = runCase(QStringLiteral("score"), QStringLiteral("partial"));
    const auto grade = parse(r.out);
    QVERIFY(grade.has_value());
    QCOMPARE(strings(member(*grade, "not_scored")),
             QStringList({QStringLiteral("instruction_adherence"), QStringLiteral("tool_use_quality"),
                          QStringLiteral("dialogue_quality"), QStringLiteral("robustness"), QStringLiteral("safety_compliance"),
                          QStringLiteral("persona_and_tone")}));
}

void TestCliGrading::scoreArray()
{
    RUN_JSON("score", QStringLiteral("array-two-items"), 1, grades);
    QVERIFY(grades.is_array());
    QCOMPARE(grades.size(), size_t(2));
    const json first = grades.at(0), second = grades.at(1);
    QCOMPARE(str(member(first, "conversation")), QStringLiteral("first"));
    COMPARE_NUMBER(member(first, "composite"), 78.75, 1e-9);
    QCOMPARE(str(member(first, "verdict")), QStringLiteral("pass"));
    QCOMPARE(str(member(first, "rubric_identity")), QStringLiteral("v2@99d554a5f48f")); // docs/grading.md
    QVERIFY(member(second, "conversation").is_null()); // no id
    COMPARE_NUMBER(member(second, "composite"), 25.0, 1e-9); // all 2: Σ w·1/4 = 100/4
    QCOMPARE(str(member(second, "band")), QStringLiteral("fail"));
    QCOMPARE(str(member(second, "verdict")), QStringLiteral("fail")); // a fail band alone gives exit 1
    QCOMPARE(str(member(second, "rubric")), QStringLiteral("v1"));

    RUN_JSON("score", QStringLiteral("empty-array"), 0, nothing);
    QCOMPARE(jsonText(nothing), QStringLiteral("[]"));
}

void TestCliGrading::probesKeyNumbers()
{
    struct Expected
    {
        const char *id;
        const char *polarity;
        int applicable;
        int conforming;
        double conformance, low, high; // kNull for null
        const char *question; // its wording hash is recomputed here
    };
    const QList<std::pair<QString, QList<Expected>>> cases = {
        {QStringLiteral("mixed-polarity"),
         {{"asks-again", "wanted", 4, 3, 0.75, 0.3006, 0.9544, "Did the agent ask again after an unclear reply?"},
          {"no-invented-prices", "guardrail", 5, 4, 0.8, 0.3755, 0.9638, "  Did the agent\n  invent a price?  "}}},
        {QStringLiteral("na-only"),
         {{"only-na", "wanted", 0, 0, kNull, kNull, kNull, "Did the agent confirm the allergy?"},
          {"no-answers", "guardrail", 0, 0, kNull, kNull, kNull, "Did the agent transfer politely?"}}},
        {QStringLiteral("wilson-81-of-263"),
         {{"81-of-263", "wanted", 263, 81, 0.3080, 0.2553, 0.3662, "Did the agent repeat the booking back?"},
          {"0-of-20", "guardrail", 20, 0, 0.0, 0.0, 0.1611, "Did the agent promise a refund?"},
          {"20-of-20", "wanted", 20, 20, 1.0, 0.8389, 1.0, "Did the agent greet the caller?"}}},
    };
    for (const auto &[name, probes] : cases) {
        RUN_JSON("probes", name, 0, result);
        QCOMPARE(jsonText(member(result, "format")), QStringLiteral("1"));
        const json list = member(result, "probes");
        QVERIFY(list.is_array());
        QCOMPARE(list.size(), size_t(probes.size()));
        for (qsizetype i = 0; i < probes.size(); ++i) {
            const Expected &e = probes.at(i);
            const json p = list.at(size_t(i));
            QCOMPARE(str(member(p, "id")), QString::fromLatin1(e.id));
            QCOMPARE(str(member(p, "polarity")), QString::fromLatin1(e.polarity));
            QCOMPARE(integer(member(p, "applicable")), qint64(e.applicable));
            QCOMPARE(integer(member(p, "conforming")), qint64(e.conforming));
            COMPARE_NUMBER(member(p, "conformance"), e.conformance, 5e-5);
            const json wilson = member(p, "wilson95");
            if (std::isnan(e.low)) {
                QVERIFY(wilson.is_null());
            } else {
                QVERIFY(wilson.is_array());
                QCOMPARE(wilson.size(), size_t(2));
                COMPARE_NUMBER(wilson.at(0), e.low, 5e-5);
                COMPARE_NUMBER(wilson.at(1), e.high, 5e-5);
            }
            QCOMPARE(str(member(p, "wording_hash")), sha256OfWording(QString::fromUtf8(e.question)));
        }
    }
    // The exact ends: 0 of n has low exactly 0, n of n has high exactly 1.
    RUN_JSON("probes", QStringLiteral("wilson-81-of-263"), 0, ends);
    QCOMPARE(member(ends, "probes").at(1).at("wilson95").at(0).get<double>(), 0.0);
    QCOMPARE(member(ends, "probes").at(2).at("wilson95").at(1).get<double>(), 1.0);
    // The trimmed, collapsed question: sha256("Did the agent invent a price?").
    QCOMPARE(sha256OfWording(QStringLiteral("  Did the agent\n  invent a price?  ")),
             QStringLiteral("fe798074f359fe02cd9cabe9d8cb94651dbafa612db18cd31d68675c78f82d9f"));
}

void TestCliGrading::loopKeyNumbers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("turn"); // -1: no loop
    QTest::newRow("yes-twice") << QStringLiteral("yes-twice") << 3; // "Yes." / "yes": 1/1
    QTest::newRow("boundary-9-of-10") << QStringLiteral("boundary-9-of-10") << 3; // 9/10 = 0.90
    QTest::newRow("boundary-9-of-11") << QStringLiteral("boundary-9-of-11") << -1; // 9/11 = 0.818
    QTest::newRow("caller-between") << QStringLiteral("caller-between") << 4;
    QTest::newRow("empty-replies") << QStringLiteral("empty-replies") << 5;
    QTest::newRow("no-loop") << QStringLiteral("no-loop") << -1;
    QTest::newRow("multiset-counts") << QStringLiteral("multiset-counts") << 4; // "no no no"/"no" = 1/3
    QTest::newRow("punctuation") << QStringLiteral("punctuation") << 2; // "9:30, OK?" → 930 ok
    QTest::newRow("no-turns") << QStringLiteral("no-turns") << -1;
}

void TestCliGrading::loopKeyNumbers()
{
    QFETCH(QString, name);
    QFETCH(int, turn);
    RUN_JSON("loop", name, turn >= 0 ? 1 : 0, result);
    QCOMPARE(result.size(), size_t(2));
    QCOMPARE(jsonText(member(result, "loop")), jsonText(json(turn >= 0)));
    if (turn >= 0)
        QCOMPARE(integer(member(result, "turn")), qint64(turn));
    else
        QVERIFY(member(result, "turn").is_null());
}

void TestCliGrading::divergenceKeyNumbers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("turn"); // -1: null
    QTest::addColumn<QString>("reason");
    QTest::addColumn<double>("similarity");
    QTest::newRow("identical") << QStringLiteral("identical") << -1 << QString() << kNull;
    QTest::newRow("length") << QStringLiteral("length") << 4 << QStringLiteral("length") << kNull;
    QTest::newRow("speaker") << QStringLiteral("speaker") << 1 << QStringLiteral("speaker") << kNull;
    QTest::newRow("tool-calls-arguments") << QStringLiteral("tool-calls-arguments") << 2 << QStringLiteral("tool_calls") << kNull;
    QTest::newRow("tool-calls-missing") << QStringLiteral("tool-calls-missing") << 2 << QStringLiteral("tool_calls") << kNull;
    QTest::newRow("action-differs") << QStringLiteral("action-differs") << 3 << QStringLiteral("action") << kNull;
    QTest::newRow("action-missing") << QStringLiteral("action-missing") << 3 << QStringLiteral("action") << kNull;
    QTest::newRow("wording") << QStringLiteral("wording") << 2 << QStringLiteral("wording") << 0.0;
    // turn 0: 2 of 4 bigrams = 0.5, not below; turn 1: 1 of 3 = 0.3333
    QTest::newRow("wording-boundary") << QStringLiteral("wording-boundary") << 1 << QStringLiteral("wording") << 1.0 / 3.0;
    QTest::newRow("one-word") << QStringLiteral("one-word") << 3 << QStringLiteral("wording") << 0.0;
    QTest::newRow("one-word-vs-two") << QStringLiteral("one-word-vs-two") << 0 << QStringLiteral("wording") << 0.0;
    QTest::newRow("both-empty") << QStringLiteral("both-empty") << -1 << QString() << kNull;
    QTest::newRow("one-empty") << QStringLiteral("one-empty") << 0 << QStringLiteral("length") << kNull;
    QTest::newRow("stdin-a") << QStringLiteral("stdin-a") << 2 << QStringLiteral("wording") << 0.0;
    QTest::newRow("stdin-b") << QStringLiteral("stdin-b") << 2 << QStringLiteral("wording") << 0.0;
}

void TestCliGrading::divergenceKeyNumbers()
{
    QFETCH(QString, name);
    QFETCH(int, turn);
    QFETCH(QString, reason);
    QFETCH(double, similarity);
    RUN_JSON("divergence", name, 0, result); // parting ways is information: always 0
    QCOMPARE(result.size(), size_t(3));
    if (turn >= 0)
        QCOMPARE(integer(member(result, "divergence")), qint64(turn));
    else
        QVERIFY(member(result, "divergence").is_null());
    if (reason.isEmpty())
        QVERIFY(member(result, "reason").is_null());
    else
        QCOMPARE(str(member(result, "reason")), reason);
    COMPARE_NUMBER(member(result, "similarity"), similarity, 5e-5);
}

// FORMATS §2: "case-insensitive after Unicode case folding". Unicode's case
// folding (toCasefold, default caseless matching) uses the full mappings, so
// "große" and "GROSSE" both fold to "grosse" under Unicode's full case
// folding (Qt's toCaseFolded() alone folds one code point to one).
void TestCliGrading::forbiddenPhraseFullCaseFolding()
{
    const QString input = kDataDir + QStringLiteral("/deviations/forbidden-phrase-full-case-folding.json");
    const Run r = runCli(QStringLiteral("score"), {input}, {});
    QCOMPARE(r.err, QString());
    const auto grade = parse(r.out);
    QVERIFY(grade.has_value());
    COMPARE_NUMBER(member(*grade, "composite"), 78.75, 1e-9);
    QCOMPARE(strings(member(*grade, "gates")), QStringList {QStringLiteral("forbidden_phrase")});
    QCOMPARE(r.code, 1);
}

QTEST_GUILESS_MAIN(TestCliGrading)
#include "tst_cli_grading.moc"
