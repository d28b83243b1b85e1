// The conversation page on a real store (the example workspace run offline
// and graded offline, plus an LLM-judge grading with evidence quotes): a
// click on a quote selects its turn and marks it; invented quotes, unreadable
// repeats and unscored criteria are marked; the grading selector; find,
// keyboard navigation, Copy as JSON; "Your verdict" is recorded.

#include "clirunner.h"

#include "core/grade/score.h"
#include "core/results/conversationmodel.h"
#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/workspace/conversationformat.h"
#include "views/conversation/conversationpage.h"
#include "views/conversation/conversationview.h"
#include "views/conversation/gradeview.h"
#include "views/conversation/turndelegate.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionViewItem>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace Polygon;
using namespace Polygon::Test;

class TestConversationPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    QString m_run;
    ConversationRecord m_record;
    Conversation m_conversation;
    QString m_quote; // the evidence quote of goal_completion, repeat 1
    int m_quoteTurn = -1; // the first turn that holds it
    QString m_llmGrading = QStringLiteral("grading-test-llm");

    void clickItem(QTreeWidget *tree, QTreeWidgetItem *item)
    {
        tree->scrollToItem(item);
        const QRect rect = tree->visualItemRect(item);
        QVERIFY(rect.isValid());
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_ws = m_dir.filePath(QStringLiteral("ws"));
        QCOMPARE(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), m_ws), QString());
        CliRun r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v1"),
                           QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("grade"), m_ws, QStringLiteral("latest"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0 || r.code == 1, qPrintable(r.err));

        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        QVERIFY(reader);
        m_run = reader->findRun(QStringLiteral("latest"), &error)->run.spec.id;
        m_record = reader->conversations(m_run).first();
        m_conversation = reader->loadConversation(m_record.key)->conversation;
        QVERIFY(m_conversation.turns.size() >= 4);
        // The quote: a piece of the last agent turn; expected at the first turn that holds it.
        for (const Turn &t : std::as_const(m_conversation.turns))
            if (t.isAgent() && t.text.size() > 20)
                m_quote = t.text.left(20).trimmed();
        QVERIFY(!m_quote.isEmpty());
        for (int i = 0; i < m_conversation.turns.size() && m_quoteTurn < 0; ++i)
            if (quoteMatchForm(m_conversation.turns.at(i).text).contains(quoteMatchForm(m_quote)))
                m_quoteTurn = i;
        QVERIFY(m_quoteTurn > 0);

        // A newer grading as the LLM judge stores it: a found quote, an invented one
        // (unsupported: dropped, so factuality is not scored), an unreadable repeat.
        QTest::qWait(20);
        auto store = ResultStore::open(m_ws, &error);
        const JudgmentRecord rules = reader->judgments(m_record.key).first();
        GradingRecord grading;
        grading.id = m_llmGrading;
        grading.run = m_run;
        grading.judge = QStringLiteral("llm");
        grading.profile = QStringLiteral("local-judge");
        grading.model = QStringLiteral("judge-model-9b");
        grading.rubric = rules.rubric;
        grading.repeats = 2;
        store->beginGrading(grading);
        JudgmentRecord j = rules;
        j.grading = grading.id;
        j.composite = 81.25;
        j.verdict = QStringLiteral("pass");
        j.grade["criteria"]["goal_completion"] = 4;
        j.grade["criteria"]["factuality"] = nullptr;
        j.grade["composite"] = 81.25;
        j.grade["band"] = "pass";
        j.grade["verdict"] = "pass";
        j.grade["gates"] = Json::array();
        j.grade["partial"] = true;
        j.repeats = {{"model", "judge-model-9b"},
                     {"profile", "local-judge"},
                     {"repeats",
                      Json::array({Json {{"goal_completion", {{"score", 4}, {"evidence", toStdString(m_quote)}}},
                                         {"factuality", {{"score", 5}, {"evidence", "We guarantee a full refund"}}}},
                                   Json::object()})},
                     {"unsupported", Json::array({Json {{"repeat", 0}, {"criterion", "factuality"}}})},
                     {"errors", Json::array({Json {{"repeat", 1}, {"error", "the judge's reply is not a JSON object"}}})}};
        store->saveJudgment(j);
        store->finishGrading(grading.id, QStringLiteral("completed"));
        QVERIFY(store->waitForIdle());
        QCOMPARE(store->takeErrors().size(), 0);
    }

    void quoteClickSelectsItsTurn()
    {
        ConversationPage page(m_ws);
        page.resize(1280, 800);
        page.show();
        QSignalSpy loaded(&page, &ConversationPage::loaded);
        page.loadById(m_run, m_record.plan.conversationId);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(page.key(), m_record.key);
        QCOMPARE(page.model()->turnCount(), int(m_conversation.turns.size()));
        GradeView *grade = page.gradeView();
        QCOMPARE(grade->gradingSelector()->count(), 2);
        QCOMPARE(grade->grading(), m_llmGrading); // the newest completed one
        QVERIFY(grade->summaryLabel()->text().contains(QStringLiteral("81.3"))
                || grade->summaryLabel()->text().contains(QStringLiteral("81,3")));

        page.conversationView()->selectTurn(0);
        QCOMPARE(page.conversationView()->currentTurn(), 0);
        QTreeWidgetItem *found = grade->evidenceItem(QStringLiteral("goal_completion"), 0);
        QVERIFY(found);
        QVERIFY2(found->text(2).contains(QStringLiteral("turn %1").arg(m_quoteTurn + 1)), qPrintable(found->text(2)));
        QSignalSpy activated(grade, &GradeView::quoteActivated);
        clickItem(grade->criteriaTree(), found);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(page.conversationView()->currentTurn(), m_quoteTurn);
        QCOMPARE(page.conversationView()->delegate()->quoteTurn(), m_quoteTurn);
        const QString html = page.conversationView()->delegate()->html(page.model()->index(m_quoteTurn, 0));
        QVERIFY2(html.contains(QStringLiteral("#ffb74d")), qPrintable(html)); // the quote is marked

        // The invented quote: marked, not a link.
        QTreeWidgetItem *invented = grade->evidenceItem(QStringLiteral("factuality"), 0);
        QVERIFY(invented);
        QVERIFY(invented->text(2).contains(QStringLiteral("invented")));
        page.conversationView()->selectTurn(0);
        clickItem(grade->criteriaTree(), invented);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(page.conversationView()->currentTurn(), 0);
        // The unreadable repeat and the unscored criterion.
        QTreeWidgetItem *unreadable = grade->evidenceItem(QStringLiteral("goal_completion"), 1);
        QVERIFY(unreadable);
        QVERIFY(unreadable->text(2).contains(QStringLiteral("unreadable")));
        QTreeWidgetItem *factuality = invented->parent();
        QCOMPARE(factuality->text(1), QStringLiteral("not scored"));
        QVERIFY(grade->findChildren<QLabel *>().size() > 0);

        // The rules grading: its probe answers.
        QCOMPARE(grade->probesTree()->topLevelItemCount(), 1);
        QVERIFY(grade->probesTree()->topLevelItem(0)->text(0).contains(QStringLiteral("No probe answers")));
        const int rulesIndex = 1 - grade->gradingSelector()->currentIndex();
        const QString rulesGrading = grade->gradingSelector()->itemData(rulesIndex).toString();
        grade->setGrading(rulesGrading);
        QCOMPARE(grade->gradingSelector()->currentIndex(), rulesIndex);
        QVERIFY(grade->probesTree()->topLevelItemCount() >= 1);
        QVERIFY(!grade->probesTree()->topLevelItem(0)->text(0).contains(QStringLiteral("No probe answers")));
        const QStringList answers = {QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("na")};
        QVERIFY(answers.contains(grade->probesTree()->topLevelItem(0)->text(1)));
    }

    void findKeysAndCopy()
    {
        ConversationPage page(m_ws);
        page.resize(1280, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy loaded(&page, &ConversationPage::loaded);
        page.loadById(m_run, m_record.plan.conversationId);
        QVERIFY(loaded.wait(10000));
        ConversationView *view = page.conversationView();

        // Keyboard: n / p and the arrows move turn by turn.
        view->listView()->setFocus();
        view->selectTurn(0);
        QTest::keyClick(view->listView(), Qt::Key_N);
        QCOMPARE(view->currentTurn(), 1);
        QTest::keyClick(view->listView(), Qt::Key_N);
        QCOMPARE(view->currentTurn(), 2);
        QTest::keyClick(view->listView(), Qt::Key_P);
        QCOMPARE(view->currentTurn(), 1);
        QTest::keyClick(view->listView(), Qt::Key_Down);
        QCOMPARE(view->currentTurn(), 2);

        // Find (Ctrl+F): every matching turn, next wraps round.
        QVERIFY(!view->isFindBarVisible());
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        view->listView()->setFocus();
        QTest::keyClick(view->listView(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(view->isFindBarVisible());
        QVERIFY(view->findEdit()->hasFocus());
        const QString word = m_quote.section(QLatin1Char(' '), 0, 0);
        QTest::keyClicks(view->findEdit(), word);
        int expected = 0;
        for (const Turn &t : std::as_const(m_conversation.turns))
            expected += t.text.contains(word, Qt::CaseInsensitive) || (t.hasHeard && t.heard.contains(word, Qt::CaseInsensitive));
        QVERIFY(expected >= 1);
        QCOMPARE(view->findMatchCount(), expected);
        view->selectTurn(0);
        view->findNext();
        const int hit = view->currentTurn();
        QVERIFY(hit >= 0);
        QVERIFY(m_conversation.turns.at(hit).text.contains(word, Qt::CaseInsensitive)
                || m_conversation.turns.at(hit).heard.contains(word, Qt::CaseInsensitive));
        QVERIFY(view->delegate()->html(page.model()->index(hit, 0)).contains(QStringLiteral("#fff176")));
        QTest::keyClick(view->findEdit(), Qt::Key_Escape);
        QVERIFY(!view->isFindBarVisible());
        QVERIFY(!view->delegate()->html(page.model()->index(hit, 0)).contains(QStringLiteral("#fff176")));

        // Copy as JSON: the §1 conversation.
        view->copyAsJson();
        const Json copied = Json::parse(QApplication::clipboard()->text().toStdString());
        QVERIFY(copied == conversationToJson(m_conversation));
    }

    void markersAndErrorRow()
    {
        ConversationModel model;
        ConversationView view;
        view.setModel(&model);
        view.resize(700, 500);
        Turn agent;
        agent.speaker = Turn::Speaker::Agent;
        agent.text = QStringLiteral("Booked.");
        agent.action = Turn::Action::Transfer;
        ToolCall call;
        call.name = QStringLiteral("create_booking");
        call.valid = false;
        call.result = {{"error", "timeout"}};
        agent.toolCalls.append(call);
        model.appendTurn(agent, {ToolCallExtra {QString(), 5000}});
        model.appendTurn(agent);
        model.setOutcome(ConversationStatus::Failed, QStringLiteral("error"), 1, QStringLiteral("HTTP 503 after 3 attempts"));
        TurnDelegate *d = view.delegate();
        const QString first = d->html(model.index(0, 0));
        QVERIFY(first.contains(QStringLiteral("transfers the call")));
        QVERIFY(first.contains(QStringLiteral("invalid arguments")));
        QVERIFY(first.contains(QStringLiteral("timeout")));
        QVERIFY(first.contains(QStringLiteral("5000 ms")));
        QVERIFY(!first.contains(QStringLiteral("loop caught here")));
        QVERIFY(d->html(model.index(1, 0)).contains(QStringLiteral("loop caught here")));
        const QString ending = d->html(model.index(2, 0));
        QVERIFY(ending.contains(QStringLiteral("HTTP 503 after 3 attempts")));
        QVERIFY(ending.contains(QStringLiteral("#b71c1c"))); // in red
        // Every row paints at a height that fits its text.
        QStyleOptionViewItem option;
        option.initFrom(view.listView());
        QVERIFY(d->sizeHint(option, model.index(0, 0)).height() > d->sizeHint(option, model.index(2, 0)).height());
    }

    void yourVerdictIsRecorded()
    {
        ConversationPage page(m_ws);
        QSignalSpy loaded(&page, &ConversationPage::loaded);
        page.load(m_record.key);
        QVERIFY(loaded.wait(10000));
        GradeView *grade = page.gradeView();
        QVERIFY(grade->chosenVerdict().isEmpty());
        auto *fail = grade->findChild<QRadioButton *>(QStringLiteral("fail"));
        QVERIFY(fail);
        fail->click();
        auto *goal = grade->findChild<QSpinBox *>(QStringLiteral("goal_completion"));
        QVERIFY(goal);
        goal->setValue(2);
        QSignalSpy saved(&page, &ConversationPage::humanVerdictSaved);
        QPushButton *save = nullptr;
        for (QPushButton *b : grade->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Save verdict"))
                save = b;
        QVERIFY(save && save->isEnabled());
        save->click();
        QVERIFY(saved.wait(10000));
        QString error;
        auto reader = StoreReader::open(m_ws, &error);
        const QList<HumanVerdictRecord> verdicts = reader->humanVerdicts(m_run);
        QCOMPARE(verdicts.size(), 1);
        QCOMPARE(verdicts.first().conversation, m_record.key);
        QCOMPARE(verdicts.first().verdict, QStringLiteral("fail"));
        QVERIFY(verdicts.first().criteria == Json({{"goal_completion", 2}}));

        // Opened again, the page shows it.
        ConversationPage again(m_ws);
        QSignalSpy loadedAgain(&again, &ConversationPage::loaded);
        again.load(m_record.key);
        QVERIFY(loadedAgain.wait(10000));
        QCOMPARE(again.gradeView()->chosenVerdict(), QStringLiteral("fail"));
        QCOMPARE(again.gradeView()->chosenCriteria().value(QStringLiteral("goal_completion")), 2);
    }
};

QTEST_MAIN(TestConversationPage)
#include "tst_conversationpage.moc"
