// Tests for Polygon::wordTokens, the words the loop and divergence rules see
// (FORMATS.md §4, docs/grading.md "polygon-cli loop"): lower-cased, punctuation
// characters removed, split on whitespace, empty pieces dropped. Every
// expected list is written out by hand.
#include "core/grade/tokens.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

class TestTokens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void wordTokens_data();
    void wordTokens();
};

void TestTokens::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestTokens::wordTokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    // The documented examples.
    QTest::newRow("Yes.") << QStringLiteral("Yes.") << QStringList {QStringLiteral("yes")};
    QTest::newRow("9:30, OK?") << QStringLiteral("9:30, OK?") << QStringList {QStringLiteral("930"), QStringLiteral("ok")};

    // Punctuation inside a word is removed, not a split point.
    QTest::newRow("don't") << QStringLiteral("don't") << QStringList {QStringLiteral("dont")};
    QTest::newRow("don\u2019t (typographic apostrophe)") << QStringLiteral("don\u2019t") << QStringList {QStringLiteral("dont")};
    QTest::newRow("well-known") << QStringLiteral("well-known") << QStringList {QStringLiteral("wellknown")};
    QTest::newRow("hello,world (no space)") << QStringLiteral("hello,world") << QStringList {QStringLiteral("helloworld")};

    // Whitespace runs, upper case, repeated punctuation.
    QTest::newRow("Hello,   WORLD!!") << QStringLiteral("Hello,   WORLD!!")
                                      << QStringList {QStringLiteral("hello"), QStringLiteral("world")};
    QTest::newRow("tabs and newlines") << QStringLiteral("Line one\nline TWO\ttab\r\n")
                                       << QStringList {QStringLiteral("line"), QStringLiteral("one"), QStringLiteral("line"),
                                                       QStringLiteral("two"), QStringLiteral("tab")};
    QTest::newRow("no-break space separates")
        << QStringLiteral("yes\u00A0yes") << QStringList {QStringLiteral("yes"), QStringLiteral("yes")};
    QTest::newRow("a; b: c, d") << QStringLiteral(
        "A; B: C, D") << QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    QTest::newRow("dash between spaces vanishes")
        << QStringLiteral("Yes \u2014 no") << QStringList {QStringLiteral("yes"), QStringLiteral("no")};

    // Russian, Croatian, Spanish punctuation and letters.
    QTest::newRow("\u00ABДа!\u00BB") << QStringLiteral("\u00AB\u0414\u0430!\u00BB")
                                     << QStringList {QStringLiteral("\u0434\u0430")}; // «Да!» → да
    QTest::newRow("Russian sentence") << QStringLiteral(
        "\u041F\u0440\u0438\u0432\u0435\u0442, \u041C\u0418\u0420 \u2014 \u043A\u0430\u043A "
        "\u0434\u0435\u043B\u0430?") // "Привет, МИР — как дела?"
                                      << QStringList {QStringLiteral("\u043F\u0440\u0438\u0432\u0435\u0442"),
                                                      QStringLiteral("\u043C\u0438\u0440"), QStringLiteral("\u043A\u0430\u043A"),
                                                      QStringLiteral("\u0434\u0435\u043B\u0430")};
    QTest::newRow("Može li?") << QStringLiteral("Mo\u017Ee li?")
                              << QStringList {QStringLiteral("mo\u017Ee"), QStringLiteral("li")};
    QTest::newRow("ŽELIM REZERVIRATI stol.")
        << QStringLiteral("\u017DELIM REZERVIRATI stol.")
        << QStringList {QStringLiteral("\u017Eelim"), QStringLiteral("rezervirati"), QStringLiteral("stol")};
    QTest::newRow("¿Qué?") << QStringLiteral("\u00BFQu\u00E9?") << QStringList {QStringLiteral("qu\u00E9")};

    // Emoji are symbols, not punctuation: they stay (as their own word, or
    // inside the word they are glued to). Outside the BMP: surrogate pairs.
    QTest::newRow("emoji word") << QStringLiteral("Hvala \U0001F642")
                                << QStringList {QStringLiteral("hvala"), QStringLiteral("\U0001F642")};
    QTest::newRow("emoji glued") << QStringLiteral("OK\U0001F44D!") << QStringList {QStringLiteral("ok\U0001F44D")};
    QTest::newRow("emoji only with punctuation") << QStringLiteral("\U0001F642!!") << QStringList {QStringLiteral("\U0001F642")};

    // Nothing left.
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("whitespace only") << QStringLiteral("  \t\n \u00A0 ") << QStringList();
    QTest::newRow("punctuation only") << QStringLiteral("?!... \u2014 \u00AB\u00BB") << QStringList();
}

void TestTokens::wordTokens()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(Polygon::wordTokens(text), expected);
}

QTEST_GUILESS_MAIN(TestTokens)
#include "tst_tokens.moc"
