// Tests for `polygon-cli noise` (FORMATS.md §7, docs/noise.md), run as a real
// process: the distorted line per language (golden, checked by hand against
// the tables), identical output for identical arguments, TEXT as several
// arguments or standard input, and exit code 2 with a clear message for every
// kind of bad argument.
#include "clirunner.h"

#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QTest>

using namespace Polygon::Test;
using Run = CliRun;

namespace {

const QString kUsageLine
    = QStringLiteral("usage: polygon-cli noise --lang en|ru|hr|bs --intensity X --conversation ID --turn N TEXT\n");

const QString kEnglish = QStringLiteral("Hi, I'd like to book a table for fifteen people at 19:30 on Tuesday, can you confirm?");

QStringList noiseArgs(const QString &language, const QString &intensity, const QString &turn, const QStringList &text)
{
    return QStringList {QStringLiteral("noise"),
                        QStringLiteral("--lang"),
                        language,
                        QStringLiteral("--intensity"),
                        intensity,
                        QStringLiteral("--conversation"),
                        QStringLiteral("demo"),
                        QStringLiteral("--turn"),
                        turn}
    + text;
}

} // namespace

class TestCliNoise : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void intensityZeroPrintsTheText();
    void sameArgumentsSameOutput();
    void turnChangesOutput();
    void textAsSeveralArguments();
    void textFromStandardInput();
    void optionForms();
    void badArguments_data();
    void badArguments();

private:
    Run run(const QStringList &args, const QByteArray &input = QByteArray());
};

void TestCliNoise::initTestCase()
{
    QVERIFY2(QFileInfo(QStringLiteral(POLYGON_CLI_PATH)).isExecutable(), POLYGON_CLI_PATH);
}

Run TestCliNoise::run(const QStringList &args, const QByteArray &input)
{
    return runCli(args, input);
}

void TestCliNoise::golden_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("heard");

    // At 0.5, conversation "demo". Checked by hand: en — "like" and "on"
    // dropped, "book" heard as "look", 19:30 read out, fifteen kept,
    // Tuesday → Thursday, confirm → conform; ru — сто двадцать and пятьдесят and 19:30 read out,
    // "в" dropped; hr — "dvadeset i pet" → "dva pet", 19.30 kept, the phone
    // number read out, "broj" heard as "brod", filler "ee"; bs — pedeset read
    // out, "gostiju" and "petak" dropped, hvala → vala, vam → nam.
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("4") << kEnglish
                        << QStringLiteral(
                               "Hi, I'd to look a table for fifteen people at one nine three zero Thursday, can you conform?\n");
    QTest::newRow("ru") << QStringLiteral("ru") << QStringLiteral("2")
                        << QStringLiteral("Здравствуйте, мой код брони сто двадцать, столик на пятьдесят человек в 19:30. Можно?")
                        << QStringLiteral("Здравствуйте, мой код брони один два ноль, столик на пять ноль человек один девять "
                                          "три ноль. Можно?\n");
    QTest::newRow("hr") << QStringLiteral("hr") << QStringLiteral("8")
                        << QStringLiteral(
                               "Dobar dan, htio bih stol za dvadeset i pet osoba sutra u 19.30, moj broj je 091 555 0199.")
                        << QStringLiteral("Ee, Dobar dan, htio bih stol za dva pet osoba sutra u 19.30, moj brod je nula "
                                          "devet jedan pet pet pet nula jedan devet devet.\n");
    QTest::newRow("bs") << QStringLiteral("bs") << QStringLiteral("1")
                        << QStringLiteral("Halo, želim rezervisati sto za pedeset gostiju u petak u 19:30, hvala vam.")
                        << QStringLiteral("Halo, želim rezervisati sto za pet nula u u 19:30, vala nam.\n");
}

void TestCliNoise::golden()
{
    QFETCH(QString, language);
    QFETCH(QString, turn);
    QFETCH(QString, text);
    QFETCH(QString, heard);
    const Run r = run(noiseArgs(language, QStringLiteral("0.5"), turn, {text}));
    QCOMPARE(r.err, QString());
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, heard);
}

void TestCliNoise::intensityZeroPrintsTheText()
{
    const Run r = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0"), QStringLiteral("1"), {kEnglish}));
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, kEnglish + QLatin1Char('\n'));
    QCOMPARE(r.err, QString());
}

void TestCliNoise::sameArgumentsSameOutput()
{
    const QStringList args = noiseArgs(QStringLiteral("en"), QStringLiteral("0.9"), QStringLiteral("12"), {kEnglish});
    const Run a = run(args);
    const Run b = run(args);
    QCOMPARE(a.code, 0);
    QCOMPARE(a.out, b.out);
    QVERIFY(a.out != kEnglish + QLatin1Char('\n'));
}

void TestCliNoise::turnChangesOutput()
{
    QSet<QString> outputs;
    for (int turn = 1; turn <= 6; ++turn) {
        const Run r = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0.7"), QString::number(turn), {kEnglish}));
        QCOMPARE(r.code, 0);
        outputs.insert(r.out);
    }
    QVERIFY(outputs.size() >= 4);
}

void TestCliNoise::textAsSeveralArguments()
{
    const Run one = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0.7"), QStringLiteral("3"), {kEnglish}));
    const Run several
        = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0.7"), QStringLiteral("3"), kEnglish.split(QLatin1Char(' '))));
    QCOMPARE(several.code, 0);
    QCOMPARE(several.out, one.out);
    // After "--" a word may start with a dash.
    const Run dash = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0"), QStringLiteral("3"),
                                   {QStringLiteral("--"), QStringLiteral("-5"), QStringLiteral("degrees")}));
    QCOMPARE(dash.code, 0);
    QCOMPARE(dash.out, QStringLiteral("-5 degrees\n"));
}

void TestCliNoise::textFromStandardInput()
{
    const Run arg = run(noiseArgs(QStringLiteral("ru"), QStringLiteral("0.6"), QStringLiteral("5"),
                                  {QStringLiteral("Мой код брони сто двадцать, на вечер.")}));
    const Run in = run(noiseArgs(QStringLiteral("ru"), QStringLiteral("0.6"), QStringLiteral("5"), {QStringLiteral("-")}),
                       QStringLiteral("Мой код брони сто двадцать, на вечер.\n").toUtf8());
    QCOMPARE(in.err, QString());
    QCOMPARE(in.code, 0);
    QCOMPARE(in.out, arg.out);
    // Line breaks in the input are read as spaces: one line out.
    const Run lines = run(noiseArgs(QStringLiteral("en"), QStringLiteral("0"), QStringLiteral("1"), {QStringLiteral("-")}),
                          QByteArrayLiteral("one line\r\nand another\n"));
    QCOMPARE(lines.code, 0);
    QCOMPARE(lines.out, QStringLiteral("one line and another\n"));
}

void TestCliNoise::optionForms()
{
    // --name=value, and the options in any order around the text.
    const Run usual = run(noiseArgs(QStringLiteral("hr"), QStringLiteral("0.8"), QStringLiteral("2"), {kEnglish}));
    const Run equals = run({QStringLiteral("noise"), kEnglish, QStringLiteral("--turn=2"), QStringLiteral("--lang=hr"),
                            QStringLiteral("--conversation=demo"), QStringLiteral("--intensity=0.8")});
    QCOMPARE(equals.code, 0);
    QCOMPARE(equals.out, usual.out);
}

void TestCliNoise::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");

    const QString en = QStringLiteral("en");
    const QStringList text = {QStringLiteral("hello")};
    QTest::newRow("nothing") << QStringList {QStringLiteral("noise")} << QStringLiteral("missing --lang\n") + kUsageLine;
    QTest::newRow("no --turn")
        << QStringList {QStringLiteral("noise"),       QStringLiteral("--lang"), en,
                        QStringLiteral("--intensity"), QStringLiteral("0.5"),    QStringLiteral("--conversation"),
                        QStringLiteral("c"),           QStringLiteral("hi")}
        << QStringLiteral("missing --turn\n") + kUsageLine;
    QTest::newRow("unknown language") << noiseArgs(QStringLiteral("de"), QStringLiteral("0.5"), QStringLiteral("1"), text)
                                      << QStringLiteral("unknown language \"de\"; expected one of: en, ru, hr, bs\n")
            + kUsageLine;
    QTest::newRow("language in capitals") << noiseArgs(QStringLiteral("EN"), QStringLiteral("0.5"), QStringLiteral("1"), text)
                                          << QStringLiteral("unknown language \"EN\"; expected one of: en, ru, hr, bs\n")
            + kUsageLine;
    for (const char *bad : {"abc", "1.5", "-0.1", "nan", "inf", "0,5", ""})
        QTest::addRow("intensity \"%s\"", bad)
            << noiseArgs(en, QString::fromLatin1(bad), QStringLiteral("1"), text)
            << QStringLiteral("--intensity must be a number from 0 to 1, not \"%1\"\n").arg(QString::fromLatin1(bad))
                + kUsageLine;
    for (const char *bad : {"x", "1.5", "-1", ""})
        QTest::addRow("turn \"%s\"", bad)
            << noiseArgs(en, QStringLiteral("0.5"), QString::fromLatin1(bad), text)
            << QStringLiteral("--turn must be a whole number, 0 or more, not \"%1\"\n").arg(QString::fromLatin1(bad))
                + kUsageLine;
    QTest::newRow("no TEXT") << noiseArgs(en, QStringLiteral("0.5"), QStringLiteral("1"), {})
                             << QStringLiteral("no TEXT: give the caller's words, or - to read them from standard input\n")
            + kUsageLine;
    QTest::newRow("empty conversation") << QStringList {QStringLiteral("noise"),
                                                        QStringLiteral("--lang"),
                                                        en,
                                                        QStringLiteral("--intensity"),
                                                        QStringLiteral("0.5"),
                                                        QStringLiteral("--conversation"),
                                                        QString(),
                                                        QStringLiteral("--turn"),
                                                        QStringLiteral("1"),
                                                        QStringLiteral("hi")}
                                        << QStringLiteral("--conversation must not be empty\n") + kUsageLine;
    QTest::newRow("unknown option") << noiseArgs(en, QStringLiteral("0.5"), QStringLiteral("1"), {QStringLiteral("--seed")})
                                    << QStringLiteral("unknown option \"--seed\"\n") + kUsageLine;
    QTest::newRow("value missing") << QStringList {QStringLiteral("noise"), QStringLiteral("hi"), QStringLiteral("--lang")}
                                   << QStringLiteral("--lang needs a value\n") + kUsageLine;
    QTest::newRow("given twice") << noiseArgs(en, QStringLiteral("0.5"), QStringLiteral("1"),
                                              {QStringLiteral("--lang=ru"), QStringLiteral("hi")})
                                 << QStringLiteral("--lang is given twice\n") + kUsageLine;
}

void TestCliNoise::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, err);
}

QTEST_GUILESS_MAIN(TestCliNoise)
#include "tst_cli_noise.moc"
