// Tests for the loop rule (FORMATS.md §4, docs/grading.md "polygon-cli loop"):
// overlap = |A ∩ B| as multisets ÷ max(|A|, |B|); a loop is the first agent
// turn whose overlap with the previous non-empty agent reply is ≥ 0.90.
// Every overlap below is a fraction counted by hand from the token lists.
#include "core/grade/loop.h"
#include "core/grade/tokens.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

Turn agent(const QString &text)
{
    Turn t;
    t.speaker = Turn::Speaker::Agent;
    t.text = text;
    return t;
}

Turn caller(const QString &text)
{
    Turn t;
    t.speaker = Turn::Speaker::Caller;
    t.text = text;
    return t;
}

// An agent turn that only calls a tool: no text at all.
Turn agentToolOnly()
{
    Turn t = agent(QString());
    ToolCall call;
    call.name = QStringLiteral("check_availability");
    t.toolCalls.append(call);
    return t;
}

Conversation conversation(const QList<Turn> &turns)
{
    Conversation c;
    c.id = QStringLiteral("loop-test");
    c.turns = turns;
    return c;
}

// Ten words, and variants sharing 9 of them (for the 0.90 boundary).
const QString kTen = QStringLiteral("one two three four five six seven eight nine ten");
const QString kTenOther = QStringLiteral("one two three four five six seven eight nine eleven");
const QString kNine = QStringLiteral("one two three four five six seven eight nine");
// Eleven words each, 9 in common (a..i), 2 different: 9/11.
const QString kEleven = QStringLiteral("a b c d e f g h i j k");
const QString kElevenOther = QStringLiteral("a b c d e f g h i x y");

} // namespace

class TestLoop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void replyOverlap_data();
    void replyOverlap();

    void findLoop_data();
    void findLoop();
};

void TestLoop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestLoop::replyOverlap_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<double>("overlap");
    QTest::addColumn<bool>("loops");

    // One-word replies count: [yes] vs [yes] → 1/1.
    QTest::newRow("Yes. / yes") << QStringLiteral("Yes.") << QStringLiteral("yes") << 1.0 << true;
    // [yes yes yes] ∩ [yes] as multisets = [yes] → 1 ÷ max(3, 1) = 1/3 (a set rule would say 1/1).
    QTest::newRow("multiset: yes yes yes / yes")
        << QStringLiteral("yes yes yes") << QStringLiteral("yes") << 0.3333333333333333 << false;
    QTest::newRow("multiset: yes / yes yes yes")
        << QStringLiteral("yes") << QStringLiteral("yes yes yes") << 0.3333333333333333 << false;
    // [yes yes no] ∩ [yes no no] = [yes no] → 2/3.
    QTest::newRow("multiset: yes yes no / yes no no")
        << QStringLiteral("yes yes no") << QStringLiteral("yes no no") << 0.6666666666666666 << false;
    // Nine "no" in common out of 10 each (a set rule would give {no} ÷ {no, yes} = 1/2).
    QTest::newRow("multiset: nine no in common")
        << QStringLiteral("no no no no no no no no no yes") << QStringLiteral("no no no no no no no no no no") << 0.9 << true;
    // 9 common ÷ max(10, 10) = 0.9: exactly the threshold, a loop (≥, not >).
    QTest::newRow("boundary 9/10") << kTen << kTenOther << 0.9 << true;
    // 9 common ÷ max(10, 9) = 0.9.
    QTest::newRow("boundary 9 of 9 / 10") << kNine << kTen << 0.9 << true;
    // 9 common ÷ max(11, 11) = 9/11 = 0.8181…
    QTest::newRow("9/11") << kEleven << kElevenOther << 0.8181818181818182 << false;
    // 2 common ÷ 3.
    QTest::newRow("a b c / a b d") << QStringLiteral("a b c") << QStringLiteral("a b d") << 0.6666666666666666 << false;
    // Order does not matter: 4/4.
    QTest::newRow("same words, other order")
        << QStringLiteral("The table is booked.") << QStringLiteral("Booked, is the table?") << 1.0 << true;
    QTest::newRow("nothing in common") << QStringLiteral("For which day?") << QStringLiteral("Sure, what time?") << 0.0 << false;
    QTest::newRow("empty / yes") << QString() << QStringLiteral("yes") << 0.0 << false;
    QTest::newRow("empty / empty") << QString() << QString() << 0.0 << false;
    QTest::newRow("punctuation only / punctuation only") << QStringLiteral("?!") << QStringLiteral("...") << 0.0 << false;
}

void TestLoop::replyOverlap()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, overlap);
    QFETCH(bool, loops);

    const QStringList ta = wordTokens(a);
    const QStringList tb = wordTokens(b);
    QCOMPARE(Polygon::replyOverlap(ta, tb), overlap);
    QCOMPARE(Polygon::repliesLoop(ta, tb), loops);
}

void TestLoop::findLoop_data()
{
    QTest::addColumn<Conversation>("conversation");
    QTest::addColumn<int>("turn"); // -1: no loop

    QTest::newRow("Yes. twice") << conversation({agent(QStringLiteral("Yes.")), agent(QStringLiteral("Yes."))}) << 1;
    QTest::newRow("Yes. then yes") << conversation({agent(QStringLiteral("Yes.")), agent(QStringLiteral("yes"))}) << 1;
    QTest::newRow("caller turn in between is ignored")
        << conversation({caller(QStringLiteral("Hi")), agent(QStringLiteral("Yes.")), caller(QStringLiteral("What?")),
                         agent(QStringLiteral("yes!"))})
        << 3;
    QTest::newRow("several caller turns in between")
        << conversation({agent(QStringLiteral("Could you repeat that?")), caller(QStringLiteral("uh")),
                         caller(QStringLiteral("the ninth")), agent(QStringLiteral("Could you repeat that?"))})
        << 3;
    QTest::newRow("caller repeating itself is no loop")
        << conversation({caller(QStringLiteral("yes")), caller(QStringLiteral("yes")), agent(QStringLiteral("Fine.")),
                         caller(QStringLiteral("yes"))})
        << -1;
    QTest::newRow("caller then agent with the same words is no loop")
        << conversation({caller(QStringLiteral("A table for two.")), agent(QStringLiteral("A table for two."))}) << -1;

    // Empty replies are skipped: neither a loop nor the previous reply.
    QTest::newRow("empty reply in between: loop at 2")
        << conversation({agent(QStringLiteral("Yes.")), agent(QString()), agent(QStringLiteral("yes"))}) << 2;
    QTest::newRow("tool-only turn and caller in between: loop at 3") << conversation(
        {agent(QStringLiteral("Yes.")), agentToolOnly(), caller(QStringLiteral("hm")), agent(QStringLiteral("YES!"))})
                                                                     << 3;
    QTest::newRow("punctuation-only reply in between: loop at 2")
        << conversation({agent(QStringLiteral("Yes.")), agent(QStringLiteral("?!")), agent(QStringLiteral("yes"))}) << 2;
    QTest::newRow("two empty replies never loop")
        << conversation({agent(QString()), agent(QString()), agent(QStringLiteral("   "))}) << -1;

    // The 0.90 boundary (see replyOverlap for the counts).
    QTest::newRow("10 tokens, 9 common: loop") << conversation({agent(kTen), agent(kTenOther)}) << 1;
    QTest::newRow("11 tokens, 9 common: no loop") << conversation({agent(kEleven), agent(kElevenOther)}) << -1;
    QTest::newRow("multiset: yes yes yes then yes: no loop")
        << conversation({agent(QStringLiteral("yes yes yes")), agent(QStringLiteral("yes"))}) << -1;
    QTest::newRow("multiset: nine no in common: loop") << conversation(
        {agent(QStringLiteral("no no no no no no no no no yes")), agent(QStringLiteral("no no no no no no no no no no"))})
                                                       << 1;

    // Only the previous agent reply counts, and the first loop is reported.
    QTest::newRow("compared with the previous reply only")
        << conversation({agent(QStringLiteral("a b c")), agent(QStringLiteral("x y z")), agent(QStringLiteral("a b c"))}) << -1;
    QTest::newRow("first loop wins") << conversation({agent(QStringLiteral("Hello.")), agent(QStringLiteral("Sorry?")),
                                                      agent(QStringLiteral("Sorry?")), agent(QStringLiteral("Sorry?"))})
                                     << 2;

    QTest::newRow("no agent turns") << conversation({caller(QStringLiteral("yes")), caller(QStringLiteral("yes"))}) << -1;
    QTest::newRow("no turns") << conversation({}) << -1;
    QTest::newRow("one agent turn") << conversation({agent(QStringLiteral("Yes."))}) << -1;
}

void TestLoop::findLoop()
{
    QFETCH(Conversation, conversation);
    QFETCH(int, turn);

    const std::optional<int> found = Polygon::findLoop(conversation);
    QCOMPARE(found.has_value(), turn >= 0);
    if (turn >= 0)
        QCOMPARE(*found, turn);
}

QTEST_GUILESS_MAIN(TestLoop)
#include "tst_loop.moc"
