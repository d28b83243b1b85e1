// Tests for the first-divergence rule (FORMATS.md §5, docs/grading.md
// "polygon-cli divergence"): turns aligned by index; the first i where
// length, speaker, tool_calls, action or wording (word-bigram Jaccard < 0.5,
// token sets when both texts have fewer than two tokens) differ, checked in
// that order. Conversations are written as §1 JSON and read with
// readConversation; every similarity is a fraction counted by hand.
#include "core/compare/divergence.h"
#include "core/grade/tokens.h"
#include "core/workspace/conversationformat.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"

#include <QStandardPaths>
#include <QTest>

using namespace Polygon;

namespace {

// Reads §1 JSON; on a problem returns nothing and fills `error`.
std::optional<Conversation> readJson(const QByteArray &json, QString &error)
{
    Diagnostics problems;
    const auto doc = JsonDocument::parse(json, QStringLiteral("test.json"), problems);
    std::optional<Conversation> c;
    if (doc) {
        ObjectReader r(*doc, {}, QStringLiteral("the conversation"), problems);
        c = readConversation(r);
    }
    for (const Diagnostic &d : std::as_const(problems))
        error += d.toStringWithField() + QLatin1Char('\n');
    return problems.isEmpty() ? c : std::nullopt;
}

// Wraps turn objects into a conversation.
QByteArray conv(const QByteArray &turns)
{
    return QByteArray("{\"format\": 1, \"id\": \"c\", \"turns\": [") + turns + QByteArray("]}");
}

// A short shared opening, so most divergences happen at index 2.
const QByteArray kOpening = R"({"speaker": "agent", "text": "Bella Vista, good evening."},
                                {"speaker": "caller", "text": "A table for two, please."},)";

QByteArray opened(const QByteArray &turn)
{
    return conv(kOpening + turn);
}

} // namespace

class TestDivergence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void wordingSimilarity_data();
    void wordingSimilarity();

    void findDivergence_data();
    void findDivergence();

    void bigramSeparatorCollision();

    void compareReplay_data();
    void compareReplay();
};

void TestDivergence::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestDivergence::wordingSimilarity_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<double>("similarity");

    // Both fewer than two tokens: token sets.
    QTest::newRow("two empty texts are equal") << QString() << QString() << 1.0;
    QTest::newRow("punctuation only counts as empty") << QStringLiteral("?!") << QString() << 1.0;
    QTest::newRow("Yes. / yes") << QStringLiteral("Yes.") << QStringLiteral("yes") << 1.0;
    QTest::newRow("Yes. / No.") << QStringLiteral("Yes.") << QStringLiteral("No.") << 0.0;
    QTest::newRow("empty / Yes.") << QString() << QStringLiteral("Yes.") << 0.0;
    // One has two or more tokens: bigram sets, {} vs {yes·please} → 0 / 1
    // (token sets would give {yes} / {yes, please} = 0.5).
    QTest::newRow("Yes. / Yes please") << QStringLiteral("Yes.") << QStringLiteral("Yes please") << 0.0;
    // {} vs {yes·of, of·course} → 0.
    QTest::newRow("one token / three tokens") << QStringLiteral("Yes.") << QStringLiteral("Yes, of course.") << 0.0;
    // The documented pair: 6 bigrams vs 7, 6 shared, union 7 → 6/7.
    QTest::newRow("Bella Vista greeting, 6/7") << QStringLiteral("Hello, Bella Vista, how can I help?")
                                               << QStringLiteral("Hello, Bella Vista, how can I help you?") << 0.8571428571428571;
    // {for·which, which·day} vs {sure·what, what·time} → 0.
    QTest::newRow("For which day? / Sure, what time?")
        << QStringLiteral("For which day?") << QStringLiteral("Sure, what time?") << 0.0;
    // {we·have, have·a, a·table} vs {we·have, have·a, a·room}: 2 ÷ 4.
    QTest::newRow("exactly 0.5") << QStringLiteral("We have a table.") << QStringLiteral("We have a room.") << 0.5;
    // {we·have, have·a, a·table, table·for, for·you} vs {we·have, have·a,
    // a·room, room·for, for·you}: 3 shared, union 5 + 5 − 3 = 7 → 3/7.
    QTest::newRow("3/7") << QStringLiteral("We have a table for you.") << QStringLiteral("We have a room for you.")
                         << 0.42857142857142855;
    // Sets, not multisets: "ha ha ha ha" has the bigram ha·ha three times,
    // "ha ha" once; as sets both are {ha·ha} → 1 (as multisets 1/3).
    QTest::newRow("bigram sets: ha ha ha ha / ha ha") << QStringLiteral("ha ha ha ha") << QStringLiteral("ha ha") << 1.0;
    // {a·b, b·a} from "a b a b a b" and from "a b a" → 1 (multisets: 2 ÷ 5).
    QTest::newRow("bigram sets: a b a b a b / a b a") << QStringLiteral("a b a b a b") << QStringLiteral("a b a") << 1.0;
    // Order matters in bigrams: {a·b, b·c} vs {c·b, b·a} → 0.
    QTest::newRow("reversed words") << QStringLiteral("a b c") << QStringLiteral("c b a") << 0.0;
}

void TestDivergence::wordingSimilarity()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, similarity);
    QCOMPARE(Polygon::wordingSimilarity(wordTokens(a), wordTokens(b)), similarity);
    QCOMPARE(Polygon::wordingSimilarity(wordTokens(b), wordTokens(a)), similarity);
}

void TestDivergence::findDivergence_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<int>("turn"); // -1: none
    QTest::addColumn<QString>("reason"); // empty: none
    QTest::addColumn<double>("similarity"); // -1: null

    const QByteArray booked = R"({"speaker": "agent", "text": "Booked.", "action": "end"})";
    const QByteArray full = opened(R"({"speaker": "agent", "text": "Let me check.",
                                       "tool_calls": [{"id": "op-1", "name": "book", "arguments": {"n": 2, "day": "fri"}}]},
                                      )"
                                   + booked);

    // --- nothing differs ------------------------------------------------
    QTest::newRow("identical") << full << full << -1 << QString() << -1.0;
    QTest::newRow("both without turns") << conv("") << conv("") << -1 << QString() << -1.0;
    QTest::newRow("similar wording (6/7) is the same")
        << conv(R"({"speaker": "agent", "text": "Hello, Bella Vista, how can I help?"})")
        << conv(R"({"speaker": "agent", "text": "Hello, Bella Vista, how can I help you?"})") << -1 << QString() << -1.0;

    // --- length, both directions ------------------------------------------
    QTest::newRow("length: b is longer") << opened(booked) << opened(booked + R"(, {"speaker": "caller", "text": "Bye."})") << 3
                                         << QStringLiteral("length") << -1.0;
    QTest::newRow("length: a is longer") << opened(booked + R"(, {"speaker": "caller", "text": "Bye."})") << opened(booked) << 3
                                         << QStringLiteral("length") << -1.0;
    QTest::newRow("length: a has no turns") << conv("") << conv(R"({"speaker": "agent", "text": "Hello."})") << 0
                                            << QStringLiteral("length") << -1.0;

    // --- speaker --------------------------------------------------------
    QTest::newRow("speaker") << opened(R"({"speaker": "agent", "text": "For which day?"})")
                             << opened(R"({"speaker": "caller", "text": "For which day?"})") << 2 << QStringLiteral("speaker")
                             << -1.0;

    // --- tool calls -----------------------------------------------------
    QTest::newRow("tool_calls: different name")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book", "arguments": {"n": 2}}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "lookup", "arguments": {"n": 2}}]})") << 2
        << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: different arguments")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book", "arguments": {"n": 5}}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book", "arguments": {"n": 50}}]})") << 2
        << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: a missing argument")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book", "arguments": {"n": 5, "day": "fri"}}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book", "arguments": {"n": 5}}]})") << 2
        << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: different order")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "lookup"}, {"name": "book"}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book"}, {"name": "lookup"}]})") << 2
        << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: different count")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book"}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book"}, {"name": "book"}]})") << 2
        << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: one turn has none")
        << opened(R"({"speaker": "agent", "text": "One moment.", "tool_calls": [{"name": "book"}]})")
        << opened(R"({"speaker": "agent", "text": "One moment."})") << 2 << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("tool_calls: same arguments, other key order, 2 and 2.0")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book",
                      "arguments": {"n": 2, "day": "fri", "who": {"first": "Ana", "last": "Kova\u010d"}}}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book",
                      "arguments": {"who": {"last": "Kova\u010d", "first": "Ana"}, "day": "fri", "n": 2.0}}]})")
        << -1 << QString() << -1.0;
    QTest::newRow("tool_calls: id, result and valid are not compared")
        << opened(R"({"speaker": "agent", "tool_calls": [{"id": "op-1", "name": "book", "arguments": {"n": 2},
                      "valid": true, "result": {"ok": true}}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"id": "op-9", "name": "book", "arguments": {"n": 2},
                      "valid": false, "result": {"ok": false}}]})")
        << -1 << QString() << -1.0;

    // --- action -----------------------------------------------------------
    QTest::newRow("action: end vs none") << opened(R"({"speaker": "agent", "text": "Goodbye.", "action": "end"})")
                                         << opened(R"({"speaker": "agent", "text": "Goodbye."})") << 2 << QStringLiteral("action")
                                         << -1.0;
    QTest::newRow("action: none vs transfer")
        << opened(R"({"speaker": "agent", "text": "Goodbye."})")
        << opened(R"({"speaker": "agent", "text": "Goodbye.", "action": "transfer"})") << 2 << QStringLiteral("action") << -1.0;
    QTest::newRow("action: end vs transfer")
        << opened(R"({"speaker": "agent", "text": "Goodbye.", "action": "end"})")
        << opened(R"({"speaker": "agent", "text": "Goodbye.", "action": "transfer"})") << 2 << QStringLiteral("action") << -1.0;
    QTest::newRow("action: end vs end") << opened(R"({"speaker": "agent", "text": "Goodbye.", "action": "end"})")
                                        << opened(R"({"speaker": "agent", "text": "Goodbye!", "action": "end"})") << -1
                                        << QString() << -1.0;

    // --- wording --------------------------------------------------------
    QTest::newRow("wording: no bigram in common → 0")
        << opened(R"({"speaker": "agent", "text": "For which day?"})")
        << opened(R"({"speaker": "agent", "text": "Sure, what time?"})") << 2 << QStringLiteral("wording") << 0.0;
    QTest::newRow("wording: caller turns are compared too")
        << conv(R"({"speaker": "caller", "text": "I want to book."})")
        << conv(R"({"speaker": "caller", "text": "I would like to cancel."})") << 0 << QStringLiteral("wording")
        << 0.0; // {i·want, want·to, to·book} vs {i·would, would·like, like·to, to·cancel}: 0 ÷ 7
    QTest::newRow("one-word turns: Yes. vs yes are the same")
        << opened(R"({"speaker": "agent", "text": "Yes."})") << opened(R"({"speaker": "agent", "text": "yes"})") << -1
        << QString() << -1.0;
    QTest::newRow("one-word turns: Yes. vs No. → 0")
        << opened(R"({"speaker": "agent", "text": "Yes."})") << opened(R"({"speaker": "agent", "text": "No."})") << 2
        << QStringLiteral("wording") << 0.0;
    QTest::newRow("one token vs two tokens: bigrams, {} vs {yes·please} → 0")
        << opened(R"({"speaker": "agent", "text": "Yes."})") << opened(R"({"speaker": "agent", "text": "Yes please."})") << 2
        << QStringLiteral("wording") << 0.0;
    QTest::newRow("one token vs three tokens → 0")
        << opened(R"({"speaker": "agent", "text": "Yes."})") << opened(R"({"speaker": "agent", "text": "Yes, of course."})") << 2
        << QStringLiteral("wording") << 0.0;
    QTest::newRow("empty vs one word → 0") << opened(R"({"speaker": "agent", "text": ""})")
                                           << opened(R"({"speaker": "agent", "text": "Yes."})") << 2 << QStringLiteral("wording")
                                           << 0.0;
    QTest::newRow("two empty texts are equal")
        << opened(R"({"speaker": "agent", "text": "", "tool_calls": [{"name": "book"}]})")
        << opened(R"({"speaker": "agent", "tool_calls": [{"name": "book"}]})") << -1 << QString() << -1.0;
    QTest::newRow("exactly 0.5 is not a divergence")
        << opened(R"({"speaker": "agent", "text": "We have a table."})")
        << opened(R"({"speaker": "agent", "text": "We have a room."})") << -1 << QString() << -1.0;
    QTest::newRow("3/7 is below 0.5") << opened(R"({"speaker": "agent", "text": "We have a table for you."})")
                                      << opened(R"({"speaker": "agent", "text": "We have a room for you."})") << 2
                                      << QStringLiteral("wording") << 0.42857142857142855;
    // {one·two, …, eight·nine} (8) vs {one·two, …, five·six, six·x, x·y, y·z} (8):
    // 5 shared, union 8 + 8 − 5 = 11 → 5/11 = 0.4545…, just below 0.5.
    QTest::newRow("5/11 is below 0.5") << opened(
        R"({"speaker": "agent", "text": "one two three four five six seven eight nine"})")
                                       << opened(R"({"speaker": "agent", "text": "one two three four five six x y z"})") << 2
                                       << QStringLiteral("wording") << 0.45454545454545453;
    QTest::newRow("bigram sets: ha ha ha ha vs ha ha are the same")
        << opened(R"({"speaker": "agent", "text": "Ha ha ha ha!"})") << opened(R"({"speaker": "agent", "text": "Ha ha."})") << -1
        << QString() << -1.0;

    // --- precedence within one turn ------------------------------------------
    QTest::newRow("speaker before tool_calls, action and wording")
        << opened(R"({"speaker": "agent", "text": "Booked for Friday.", "action": "end",
                      "tool_calls": [{"name": "book"}]})")
        << opened(R"({"speaker": "caller", "text": "Thanks, goodbye then.", "action": "transfer",
                      "tool_calls": [{"name": "cancel"}]})")
        << 2 << QStringLiteral("speaker") << -1.0;
    QTest::newRow("tool_calls before action and wording")
        << opened(R"({"speaker": "agent", "text": "Booked for Friday.", "action": "end",
                      "tool_calls": [{"name": "book"}]})")
        << opened(R"({"speaker": "agent", "text": "Let me transfer you.", "action": "transfer",
                      "tool_calls": [{"name": "cancel"}]})")
        << 2 << QStringLiteral("tool_calls") << -1.0;
    QTest::newRow("action before wording") << opened(R"({"speaker": "agent", "text": "Booked for Friday.", "action": "end"})")
                                           << opened(R"({"speaker": "agent", "text": "Let me transfer you."})") << 2
                                           << QStringLiteral("action") << -1.0;

    // --- the first index wins -----------------------------------------------
    QTest::newRow("first of two divergent turns")
        << conv(R"({"speaker": "agent", "text": "Hello."}, {"speaker": "caller", "text": "Book Friday."},
                   {"speaker": "agent", "text": "Booked.", "action": "end"})")
        << conv(R"({"speaker": "agent", "text": "Hello."}, {"speaker": "caller", "text": "Cancel Monday."},
                   {"speaker": "agent", "text": "Cancelled.", "action": "transfer"})")
        << 1 << QStringLiteral("wording") << 0.0;
}

void TestDivergence::findDivergence()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(int, turn);
    QFETCH(QString, reason);
    QFETCH(double, similarity);

    QString error;
    const auto ca = readJson(a, error);
    const auto cb = readJson(b, error);
    QVERIFY2(ca && cb, qPrintable(error));

    const Divergence d = Polygon::findDivergence(*ca, *cb);
    QCOMPARE(d.turn.has_value(), turn >= 0);
    if (turn >= 0)
        QCOMPARE(*d.turn, turn);
    QCOMPARE(d.reason, reason);
    QCOMPARE(d.similarity.has_value(), similarity >= 0);
    if (similarity >= 0)
        QCOMPARE(*d.similarity, similarity);

    // The rule is symmetric: swapping A and B gives the same answer.
    const Divergence e = Polygon::findDivergence(*cb, *ca);
    QCOMPARE(e.turn, d.turn);
    QCOMPARE(e.reason, d.reason);
    QCOMPARE(e.similarity, d.similarity);
}

void TestDivergence::bigramSeparatorCollision()
{
    // Tokens keep every character that is neither whitespace nor punctuation,
    // control characters included, so U+0001 can be part of a token.
    // "a\u0001b c" → [a\u0001b, c], one bigram (a\u0001b, c);
    // "a b\u0001c" → [a, b\u0001c], one bigram (a, b\u0001c).
    // The bigrams are different, so the similarity is 0 ÷ 2 = 0 (wording).
    const QStringList a = wordTokens(QStringLiteral("a\u0001b c"));
    const QStringList b = wordTokens(QStringLiteral("a b\u0001c"));
    QCOMPARE(a, (QStringList {QStringLiteral("a\u0001b"), QStringLiteral("c")}));
    QCOMPARE(b, (QStringList {QStringLiteral("a"), QStringLiteral("b\u0001c")}));
    QCOMPARE(Polygon::wordingSimilarity(a, b), 0.0);
}

// A replay must give the recording back exactly: any difference in a turn
// counts, even one findDivergence() would call the same wording.
void TestDivergence::compareReplay_data()
{
    QTest::addColumn<QByteArray>("recorded");
    QTest::addColumn<QString>("recordedEnd");
    QTest::addColumn<QByteArray>("replayed");
    QTest::addColumn<QString>("replayedEnd");
    QTest::addColumn<int>("turn"); // -1: identical
    QTest::addColumn<QString>("reason");

    const QByteArray booked = opened(R"({"speaker": "agent", "text": "Booked for eight.", "action": "end"})");
    const QString end = QStringLiteral("agent_ended");
    QTest::newRow("identical") << booked << end << booked << end << -1 << QString();
    QTest::newRow("same turns, another ending")
        << booked << end << booked << QStringLiteral("max_turns") << 3 << QStringLiteral("ending");
    QTest::newRow("one character") << booked << end
                                   << opened(R"({"speaker": "agent", "text": "Booked for eight!", "action": "end"})") << end << 2
                                   << QStringLiteral("turn");
    QTest::newRow("what the caller heard") << opened(R"({"speaker": "caller", "text": "eight", "heard": "eight"})") << end
                                           << opened(R"({"speaker": "caller", "text": "eight", "heard": "ate"})") << end << 2
                                           << QStringLiteral("turn");
    QTest::newRow("tool result") << opened(R"({"speaker": "agent", "text": "One moment.", "tool_calls": [
                                     {"id": "op-1", "name": "book", "arguments": {"n": 2}, "valid": true, "result": {"ok": true}}]})")
                                 << end << opened(R"({"speaker": "agent", "text": "One moment.", "tool_calls": [
                                     {"id": "op-1", "name": "book", "arguments": {"n": 2}, "valid": true, "result": {"ok": false}}]})")
                                 << end << 2 << QStringLiteral("turn");
    QTest::newRow("replay ended early") << booked << end << conv(kOpening.chopped(1)) << end << 2 << QStringLiteral("length");
    QTest::newRow("replay went on") << conv(kOpening.chopped(1)) << end << booked << end << 2 << QStringLiteral("length");
}

void TestDivergence::compareReplay()
{
    QFETCH(QByteArray, recorded);
    QFETCH(QString, recordedEnd);
    QFETCH(QByteArray, replayed);
    QFETCH(QString, replayedEnd);
    QFETCH(int, turn);
    QFETCH(QString, reason);
    QString error;
    const auto a = readJson(recorded, error);
    const auto b = readJson(replayed, error);
    QVERIFY2(a && b, qPrintable(error));
    const Divergence d = Polygon::compareReplay(*a, recordedEnd, *b, replayedEnd);
    QCOMPARE(d.turn.value_or(-1), turn);
    QCOMPARE(d.reason, reason);
    QVERIFY(!d.similarity);
}

QTEST_GUILESS_MAIN(TestDivergence)
#include "tst_divergence.moc"
