// StoreReader::divergenceTurns() — the turns compareRuns() streams — against
// what the store gives back through Qt's SQLite driver (loadConversation):
// the same texts, also outside ASCII and for text that is not valid UTF-16;
// tool calls in order with their argument texts as stored; only done
// conversations, in row id order. And findDivergence() on those turns against
// findDivergence() on the conversations themselves, with tool calls whose
// arguments are equal JSON written differently (key order, 1 and 1.0); the
// words of ASCII texts, split without wordTokens(), split as wordTokens() does;
// compareRuns() on runs planned in different orders, one conversation without turns.
#include "core/compare/comparison.h"
#include "core/compare/divergence.h"
#include "core/grade/tokens.h"
#include "core/store/divergenceturns.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Polygon;

namespace {

Turn turn(Turn::Speaker speaker, const QString &text, const QList<std::pair<QString, Json>> &calls = {},
          Turn::Action action = Turn::Action::None)
{
    Turn t;
    t.speaker = speaker;
    t.text = text;
    t.action = action;
    for (const auto &[name, arguments] : calls) {
        ToolCall call;
        call.id = QStringLiteral("op-%1").arg(t.toolCalls.size());
        call.name = name;
        call.arguments = arguments;
        call.result = Json::object({{"ok", true}});
        t.toolCalls.append(call);
    }
    return t;
}

Conversation conversation(const QList<Turn> &turns)
{
    Conversation c;
    c.turns = turns;
    return c;
}

// Texts the cursor must give back exactly as Qt's driver does.
QStringList texts()
{
    return {QStringLiteral("A table for two, please."),
            QString::fromUtf8("Caf\u00e9 in Z\u00fcrich \u2014 f\u00fcr zwei"),
            QString::fromUtf8("\u4e88\u7d04\u3092\u304a\u9858\u3044\u3057\u307e\u3059"),
            QString::fromUtf8("\U0001F355 for 2 at 8"),
            QString(),
            QStringLiteral("lone ") + QChar(0xD800) + QStringLiteral(" surrogate"),
            QStringLiteral("tab\tand\nnewline")};
}

} // namespace

class TestDivergenceTurns : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QList<ConversationKey> m_keys; // in plan order: the conversations of run "r"

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QString error;
        auto store = ResultStore::open(m_dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        RunSpec spec;
        spec.id = QStringLiteral("r");
        spec.agent = QStringLiteral("agent");
        spec.scenarioSet = QStringLiteral("set");
        QList<ConversationPlan> plans;
        for (const char *persona : {"texts", "tools", "pending", "empty", "keyorder", "number", "other-args", "other-name"}) {
            ConversationPlan p;
            p.scenario = QStringLiteral("set");
            p.persona = QString::fromLatin1(persona);
            p.personaHash = QStringLiteral("h");
            plans.append(p);
            m_keys.append(p.key(spec.id));
        }
        store->createRun(spec, plans);
        QList<Turn> textTurns;
        for (const QString &text : texts())
            textTurns.append(turn(textTurns.size() % 2 ? Turn::Speaker::Agent : Turn::Speaker::Caller, text));
        textTurns.last().action = Turn::Action::End;
        store->recordConversation(m_keys.at(0), conversation(textTurns), {});
        const Json args = Json::object({{"party", 2}, {"day", "Saturday"}});
        store->recordConversation(
            m_keys.at(1),
            conversation({turn(Turn::Speaker::Caller, QStringLiteral("Hi")),
                          turn(Turn::Speaker::Agent, QStringLiteral("Let me look."),
                               {{QStringLiteral("check_availability"), args}, {QStringLiteral("hold_table"), Json::object()}}),
                          turn(Turn::Speaker::Agent, QStringLiteral("Bye."), {}, Turn::Action::Transfer)}),
            {});
        // m_keys[2] stays pending; m_keys[3] is done without a turn.
        store->recordConversation(m_keys.at(3), conversation({}), {});
        // The same call with its arguments' keys in another order, a number written 2.0, other values, another name.
        const auto withCall = [](const QString &name, const Json &arguments) {
            return conversation({turn(Turn::Speaker::Caller, QStringLiteral("Hi")),
                                 turn(Turn::Speaker::Agent, QStringLiteral("Let me look."), {{name, arguments}}),
                                 turn(Turn::Speaker::Caller, QStringLiteral("Thanks"))});
        };
        store->recordConversation(
            m_keys.at(4), withCall(QStringLiteral("check_availability"), Json::object({{"day", "Saturday"}, {"party", 2}})), {});
        store->recordConversation(
            m_keys.at(5), withCall(QStringLiteral("check_availability"), Json::object({{"party", 2.0}, {"day", "Saturday"}})),
            {});
        store->recordConversation(
            m_keys.at(6), withCall(QStringLiteral("check_availability"), Json::object({{"party", 3}, {"day", "Saturday"}})), {});
        store->recordConversation(m_keys.at(7), withCall(QStringLiteral("lookup_booking"), args), {});
        QVERIFY(store->waitForIdle());
        const auto errors = store->takeErrors();
        QVERIFY2(errors.isEmpty(), qPrintable(errors.isEmpty() ? QString() : errors.first().toString()));
    }

    void textsAsQtReadsThem()
    {
        QString error;
        auto reader = StoreReader::open(m_dir.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        const auto stored = reader->loadConversation(m_keys.at(0));
        QVERIFY(stored);
        auto cursor = reader->divergenceTurns(QStringLiteral("r"));
        QVERIFY2(cursor, qPrintable(reader->lastError()));
        DivergenceConversation c;
        QVERIFY(cursor->next(c));
        QCOMPARE(c.turns.size(), size_t(texts().size()));
        for (qsizetype i = 0; i < texts().size(); ++i) {
            // What Qt's driver reads back is what the cursor reads.
            QCOMPARE(c.turns[size_t(i)].text, stored->conversation.turns.at(i).text);
            QCOMPARE(c.turns[size_t(i)].speaker, i % 2 ? Turn::Speaker::Agent : Turn::Speaker::Caller);
            QCOMPARE(c.turns[size_t(i)].toolCount, 0);
            QCOMPARE(c.turns[size_t(i)].toolKey, QString());
        }
        // Valid text comes back as written. A lone high surrogate is stored by SQLite (READ_UTF16) as
        // a pair with the unit after it, whatever that is: U+D800 + ' ' (U+0020) becomes the code
        // point 0x10000 + (0x000 << 10) + 0x020 = U+10020, read back as \uD800\uDC20, the space gone.
        for (qsizetype i = 0; i < 5; ++i)
            QCOMPARE(c.turns[size_t(i)].text, texts().at(i));
        QCOMPARE(c.turns[5].text, QStringLiteral("lone ") + QChar(0xD800) + QChar(0xDC20) + QStringLiteral("surrogate"));
        QCOMPARE(c.turns[6].text, texts().at(6));
        QCOMPARE(c.turns[6].action, Turn::Action::End);
        QCOMPARE(c.turns[0].action, Turn::Action::None);
    }

    void toolCallsAndOrder()
    {
        QString error;
        auto reader = StoreReader::open(m_dir.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        auto cursor = reader->divergenceTurns(QStringLiteral("r"));
        QVERIFY(cursor);
        QList<qint64> rows;
        QList<int> turnCounts;
        DivergenceConversation c;
        std::vector<DivergenceTurn> tools;
        while (cursor->next(c)) {
            rows << c.rowId;
            turnCounts << int(c.turns.size());
            if (rows.size() == 2)
                tools = c.turns;
        }
        QCOMPARE(cursor->error(), QString());
        // Six done conversations with turns: not the pending one, not the one without turns; in row id order.
        const QList<ConversationIndexEntry> index = reader->conversationIndex(QStringLiteral("r"));
        QCOMPARE(index.size(), 8);
        QCOMPARE(rows,
                 (QList<qint64> {index.at(0).rowId, index.at(1).rowId, index.at(4).rowId, index.at(5).rowId, index.at(6).rowId,
                                 index.at(7).rowId}));
        QCOMPARE(turnCounts, (QList<int> {7, 3, 3, 3, 3, 3}));
        QCOMPARE(tools.size(), size_t(3));
        QCOMPARE(tools[1].toolCount, 2);
        const auto calls = tools[1].toolCallsOf();
        QCOMPARE(calls.size(), 2);
        QCOMPARE(calls.at(0).first, QStringLiteral("check_availability"));
        QCOMPARE(calls.at(0).second, QStringLiteral(R"({"party":2,"day":"Saturday"})"));
        QCOMPARE(calls.at(1).first, QStringLiteral("hold_table"));
        QCOMPARE(calls.at(1).second, QStringLiteral("{}"));
        QCOMPARE(tools[2].action, Turn::Action::Transfer);
        QCOMPARE(tools[0].toolCallsOf().size(), 0);
    }

    void asciiWordsAsWordTokens_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<double>("similarity");
        // By hand (FORMATS.md §4: lower-cased, punctuation removed, split on white space):
        // a = [booked, 930, ok] → bigrams {booked 930, 930 ok}; b = [booked, for, 930] →
        // {booked for, for 930}: none in common, 0 of 4.
        QTest::newRow("punctuation inside words")
            << QStringLiteral("Booked 9:30, OK?") << QStringLiteral("BOOKED for 9.30") << 0.0;
        // '$', '+', '=', '<', '|', '~', '^' and '`' are symbols, not punctuation: they stay in the words.
        // a = [$20, +, tax, =, $25] → {$20 +, + tax, tax =, = $25}; b = [$20, +tax, =, $25] →
        // {$20 +tax, +tax =, = $25}: 1 in common of 4 + 3 − 1 = 6.
        QTest::newRow("symbols") << QStringLiteral("$20 + tax = $25") << QStringLiteral("$20\t+tax =\v$25") << 1.0 / 6.0;
        // Tab, vertical tab, form feed and carriage return split words; \x1f does not (it is neither).
        // a = [a, b, c, d] → {a b, b c, c d}; b = [a, b\x1fc, d] → {a b\x1fc, b\x1fc d}: 0 of 5.
        QTest::newRow("control characters") << QStringLiteral("a\tb\fc\rd")
                                            << QStringLiteral("a b\x1f"
                                                              "c d")
                                            << 0.0;
    }

    void asciiWordsAsWordTokens()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(double, similarity);
        // The similarity worked out by hand is the one of wordTokens() (tokens.h) ...
        QCOMPARE(wordingSimilarity(wordTokens(a), wordTokens(b)), similarity);
        // ... and the one findDivergence() reports for ASCII texts, split without wordTokens().
        const Conversation x = conversation({turn(Turn::Speaker::Agent, a)});
        const Conversation y = conversation({turn(Turn::Speaker::Agent, b)});
        const Divergence d = findDivergence(x, y);
        QCOMPARE(d.reason, QStringLiteral("wording"));
        QCOMPARE(d.similarity, std::optional<double>(similarity));
    }

    void compareRunsStreamsInAnyPlanOrder()
    {
        // Run x plans q before p, run y p before q, so x's stream passes q before p is
        // compared; x's p is done without a turn, y's p has two. Neither run is scored:
        // both rows are incomparable, in scenario order p, q.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        {
            auto store = ResultStore::open(dir.path(), &error);
            QVERIFY2(store, qPrintable(error));
            const Conversation same = conversation(
                {turn(Turn::Speaker::Caller, QStringLiteral("Hello")), turn(Turn::Speaker::Agent, QStringLiteral("Hi there"))});
            for (const QString &run : {QStringLiteral("x"), QStringLiteral("y")}) {
                RunSpec spec;
                spec.id = run;
                spec.agent = QStringLiteral("agent-") + run;
                spec.scenarioSet = QStringLiteral("set");
                QList<ConversationPlan> plans;
                for (const QString &persona : run == QLatin1String("x")
                         ? QStringList {QStringLiteral("q"), QStringLiteral("p")}
                         : QStringList {QStringLiteral("p"), QStringLiteral("q")}) {
                    ConversationPlan plan;
                    plan.scenario = QStringLiteral("set");
                    plan.persona = persona;
                    plan.personaHash = QStringLiteral("h");
                    plans.append(plan);
                }
                store->createRun(spec, plans);
                for (const ConversationPlan &plan : std::as_const(plans)) {
                    const bool empty = run == QLatin1String("x") && plan.persona == QLatin1String("p");
                    store->recordConversation(plan.key(run), empty ? conversation({}) : same, {});
                }
                GradingRecord grading;
                grading.id = QStringLiteral("g-") + run;
                grading.run = run;
                grading.judge = QStringLiteral("rules");
                grading.rubric = QStringLiteral("v2@test");
                store->beginGrading(grading);
                store->finishGrading(grading.id, QStringLiteral("completed"));
            }
            QVERIFY(store->waitForIdle());
        }
        auto reader = StoreReader::open(dir.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        const auto c = compareRuns(*reader, {QStringLiteral("x"), QStringLiteral("y")}, {}, &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->matrix.size(), 2);
        QCOMPARE(c->matrix.at(0).scenario, QStringLiteral("p"));
        QCOMPARE(c->matrix.at(1).scenario, QStringLiteral("q"));
        QCOMPARE(c->divergences.size(), 2);
        // p: x has no turn 0 where y has one.
        QCOMPARE(c->divergences.at(0).scenario, QStringLiteral("p"));
        QCOMPARE(c->divergences.at(0).divergence.turn, std::optional<int>(0));
        QCOMPARE(c->divergences.at(0).divergence.reason, QStringLiteral("length"));
        // q: the same two turns in both runs.
        QCOMPARE(c->divergences.at(1).scenario, QStringLiteral("q"));
        QCOMPARE(c->divergences.at(1).divergence.turn, std::optional<int>());
        QCOMPARE(c->divergences.at(1).divergence.reason, QString());
    }

    void divergenceAsOnConversations_data()
    {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<std::optional<int>>("turn");
        QTest::addColumn<QString>("reason");
        // Two calls against one at turn 1.
        QTest::newRow("call count") << 1 << 4 << std::optional<int>(1) << QStringLiteral("tool_calls");
        // The same arguments with the keys in another order and 2 written 2.0: equal JSON, no divergence.
        QTest::newRow("same call written otherwise") << 4 << 5 << std::optional<int>() << QString();
        QTest::newRow("other value") << 4 << 6 << std::optional<int>(1) << QStringLiteral("tool_calls");
        QTest::newRow("other value, 2.0 against 3") << 5 << 6 << std::optional<int>(1) << QStringLiteral("tool_calls");
        QTest::newRow("other name") << 4 << 7 << std::optional<int>(1) << QStringLiteral("tool_calls");
        // Turn 0 "A table for two, please." (caller) against "Hi" (caller): no bigram in common.
        QTest::newRow("wording") << 0 << 4 << std::optional<int>(0) << QStringLiteral("wording");
    }

    void divergenceAsOnConversations()
    {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(std::optional<int>, turn);
        QFETCH(QString, reason);
        QString error;
        auto reader = StoreReader::open(m_dir.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        std::map<qint64, std::vector<DivergenceTurn>> byRow;
        {
            auto cursor = reader->divergenceTurns(QStringLiteral("r"));
            QVERIFY(cursor);
            DivergenceConversation c;
            while (cursor->next(c))
                byRow[c.rowId] = c.turns;
        }
        const QList<ConversationIndexEntry> index = reader->conversationIndex(QStringLiteral("r"));
        WordIds words;
        DivergenceTurnsInput x(byRow[index.at(a).rowId], words);
        DivergenceTurnsInput y(byRow[index.at(b).rowId], words);
        const Divergence streamed = findDivergence(x, y);
        QCOMPARE(streamed.turn, turn);
        QCOMPARE(streamed.reason, reason);
        // The rule on the conversations as loaded gives the same.
        const auto left = reader->loadConversation(m_keys.at(a));
        const auto right = reader->loadConversation(m_keys.at(b));
        QVERIFY(left && right);
        const Divergence loaded = findDivergence(left->conversation, right->conversation);
        QCOMPARE(loaded.turn, streamed.turn);
        QCOMPARE(loaded.reason, streamed.reason);
        QCOMPARE(loaded.similarity, streamed.similarity);
    }
};

QTEST_GUILESS_MAIN(TestDivergenceTurns)
#include "tst_divergenceturns.moc"
