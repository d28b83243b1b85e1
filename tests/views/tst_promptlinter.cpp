#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "views/editor/fileeditor.h"
#include "views/lint/lintfindingspanel.h"
#include "views/lint/lintscorestrip.h"
#include "views/lint/promptlinter.h"

#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHelpEvent>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>

using namespace Polygon;
using Lint::Axis;

namespace {

// A planted conflict (always send an SMS / never send SMS) and a vague phrase.
const QString kPrompt = QStringLiteral("# Booking assistant\n"
                                       "\n"
                                       "- Always send an SMS to confirm the booking.\n"
                                       "- Answer questions about the menu as appropriate.\n"
                                       "- Never send SMS messages.\n");
const QString kNever = QStringLiteral("Never send SMS messages.");
const QString kAlways = QStringLiteral("Always send an SMS to confirm the booking.");
// the vague phrase "as appropriate", underlined with the words it leaves open in its clause (three
// before it), and the full stop of the rule it ends
const QString kVagueSpan = QStringLiteral("about the menu as appropriate.");

struct Found
{
    int start;
    int end;
    Axis axis;
    QColor colour;
    QTextCharFormat::UnderlineStyle style;
};

QList<Found> selections(const QPlainTextEdit &editor)
{
    QList<Found> found;
    for (const QTextEdit::ExtraSelection &s : editor.extraSelections())
        found.append({s.cursor.selectionStart(), s.cursor.selectionEnd(),
                      Axis(s.format.property(PromptLinter::AxisProperty).toInt()), s.format.underlineColor(),
                      s.format.underlineStyle()});
    return found;
}

int countAxis(const QList<Found> &found, Axis axis)
{
    return int(std::count_if(found.begin(), found.end(), [axis](const Found &f) { return f.axis == axis; }));
}

bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + QLatin1Char('/') + QDir(from).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(file, target))
            return false;
    }
    return true;
}

} // namespace

class TestPromptLinter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_work;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_config.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
        QCoreApplication::setOrganizationName(QStringLiteral("PolygonTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_promptlinter"));
    }

    void highlightsFindingsAndScores()
    {
        FileEditor editor;
        editor.resize(900, 400);
        editor.setPlainText(kPrompt);
        PromptLinter *linter = PromptLinter::attach(&editor);
        LintScoreStrip *strip = linter->scoreStrip();
        QVERIFY(strip);
        QCOMPARE(strip->parentWidget(), editor.footerWidget()); // with the findings list under it
        QVERIFY(!strip->hasScores());
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));

        QTRY_VERIFY_WITH_TIMEOUT(linter->appliedRevision() == linter->revision() && linter->revision() > 0, 20000);
        QCOMPARE(linter->result().language, QStringLiteral("en"));

        const QList<Found> found = selections(editor);
        const int never = int(kPrompt.indexOf(kNever));
        const int vague = int(kPrompt.indexOf(kVagueSpan));
        // The conflict is marked on the rule that forbids what the first one requires.
        const auto conflict = std::find_if(found.begin(), found.end(),
                                           [never](const Found &f) { return f.axis == Axis::Conflict && f.start == never; });
        QVERIFY(conflict != found.end());
        QCOMPARE(conflict->start, never);
        QCOMPARE(conflict->end, never + int(kNever.size()));
        QCOMPARE(conflict->colour, QColor(0xd5, 0x5e, 0x00)); // Okabe–Ito vermillion
        QCOMPARE(conflict->style, QTextCharFormat::WaveUnderline);
        // Both ends of the conflict are underlined: the older rule too.
        const int always = int(kPrompt.indexOf(kAlways));
        QCOMPARE(countAxis(found, Axis::Conflict), 2);
        const auto older = std::find_if(found.begin(), found.end(),
                                        [always](const Found &f) { return f.axis == Axis::Conflict && f.start == always; });
        QVERIFY(older != found.end());
        QVERIFY(older->end > always);
        const auto ambiguity = std::find_if(found.begin(), found.end(),
                                            [vague](const Found &f) { return f.axis == Axis::Ambiguity && f.start == vague; });
        QVERIFY(ambiguity != found.end());
        QCOMPARE(ambiguity->end, vague + int(kVagueSpan.size()));
        QCOMPARE(ambiguity->colour, QColor(0xe6, 0x9f, 0x00)); // Okabe–Ito orange
        QCOMPARE(ambiguity->style, QTextCharFormat::DotLine); // not the conflict's wave

        // The findings list: one row per finding; a click selects its text,
        // and the conflict's row goes to the other end too.
        auto *findings = editor.footerWidget()->findChild<LintFindingsPanel *>();
        QVERIFY(findings);
        QCOMPARE(findings->topLevelItemCount(), int(linter->result().spans.size()));
        int conflictRow = -1;
        for (int i = 0; i < findings->topLevelItemCount(); ++i)
            if (findings->topLevelItem(i)->text(1) == PromptLinter::axisTitle(Axis::Conflict))
                conflictRow = i;
        QVERIFY(conflictRow >= 0);
        QVERIFY(findings->topLevelItem(conflictRow)->text(3).contains(QStringLiteral("the other end: line ")));
        QVERIFY(findings->activate(conflictRow));
        QCOMPARE(editor.textCursor().selectionStart(), never);
        QCOMPARE(editor.textCursor().selectedText(), kNever);
        QVERIFY(findings->activate(conflictRow, true));
        QCOMPARE(editor.textCursor().selectionStart(), always);
        QVERIFY(!findings->activate(findings->topLevelItemCount())); // no such row

        // Scores: one error-level conflict (0.5), one vague phrase (0.15).
        QVERIFY(strip->hasScores());
        QVERIFY(strip->value(Axis::Conflict) > 0);
        QCOMPARE(strip->value(Axis::Conflict), 0.5);
        QCOMPARE(strip->value(Axis::Ambiguity), linter->result().axis(Axis::Ambiguity));
        QVERIFY(strip->value(Axis::Ambiguity) > 0);
        QCOMPARE(strip->value(Axis::Overload), 0.0);

        // Tooltips: the message, with the axis, and the conflicting rule's line.
        const QStringList atVague = linter->messagesAt(vague + 3);
        QCOMPARE(atVague.size(), 1);
        QVERIFY2(atVague.first().startsWith(QStringLiteral("Ambiguity: ")), qPrintable(atVague.first()));
        QVERIFY(atVague.first().contains(QStringLiteral("as appropriate")));
        const QStringList atNever = linter->messagesAt(never + 1);
        QCOMPARE(atNever.size(), 1);
        QVERIFY2(atNever.first().startsWith(QStringLiteral("Conflict: ")), qPrintable(atNever.first()));
        // Hovering shows both ends: this one's message and the other end's words.
        QVERIFY2(atNever.first().endsWith(QStringLiteral("(see line 3: “") + kAlways + QStringLiteral("”)")),
                 qPrintable(atNever.first()));
        QVERIFY(linter->messagesAt(0).isEmpty());
        // The older end says where the newer one is.
        const QStringList atAlways = linter->messagesAt(always + 1);
        QCOMPARE(atAlways.size(), 1);
        QVERIFY2(atAlways.first().endsWith(QStringLiteral("(see line 5: “") + kNever + QStringLiteral("”)")),
                 qPrintable(atAlways.first()));
        // Either end jumps to the other.
        QCOMPARE(linter->relatedPositionAt(always + 1), never);
        QVERIFY(linter->jumpToRelated(always + 1));
        QCOMPARE(editor.textCursor().selectionStart(), never);
        QVERIFY(linter->jumpToRelated(never + 1));
        QCOMPARE(editor.textCursor().selectionStart(), always);
        QVERIFY(!linter->jumpToRelated(0));

        // A real tooltip event over "as appropriate" shows that message.
        QTextCursor over(editor.document());
        over.setPosition(vague + 4);
        const QPoint pos = editor.cursorRect(over).center() + QPoint(2, 0);
        QHelpEvent help(QEvent::ToolTip, pos, editor.viewport()->mapToGlobal(pos));
        QCoreApplication::sendEvent(editor.viewport(), &help);
        QTRY_COMPARE(QToolTip::text(), atVague.first());
        QToolTip::hideText();

        // Edit the forbidding rule away: after the pause the conflict is gone.
        const quint64 before = linter->appliedRevision();
        QTextCursor edit(editor.document());
        edit.setPosition(never);
        edit.setPosition(never + int(kNever.size()), QTextCursor::KeepAnchor);
        edit.insertText(QStringLiteral("Keep the call short."));
        QTRY_VERIFY_WITH_TIMEOUT(linter->appliedRevision() > before, 10000);
        const QList<Found> after = selections(editor);
        QCOMPARE(countAxis(after, Axis::Conflict), 0);
        QCOMPARE(countAxis(after, Axis::Ambiguity), 1);
        QCOMPARE(strip->value(Axis::Conflict), 0.0);
        QVERIFY(linter->messagesAt(never + 1).isEmpty());
    }

    void dropsStaleResults()
    {
        QPlainTextEdit editor;
        PromptLinter *linter = new PromptLinter(&editor);
        QSignalSpy applied(linter, &PromptLinter::resultApplied);

        editor.setPlainText(kPrompt);
        linter->lintNow();
        QCOMPARE(linter->revision(), quint64(1));
        QString calm = kPrompt;
        calm.replace(kNever, QStringLiteral("Keep the call short."));
        editor.setPlainText(calm);
        linter->lintNow();
        QCOMPARE(linter->revision(), quint64(2));

        QTRY_COMPARE_WITH_TIMEOUT(linter->appliedRevision(), quint64(2), 20000);
        QTest::qWait(400); // the first text's result, if it was computed, is not shown after it
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().first().value<quint64>(), quint64(2));
        QCOMPARE(countAxis(selections(editor), Axis::Conflict), 0);
        QCOMPARE(countAxis(selections(editor), Axis::Ambiguity), 1);

        // A result for text edited since (waiting for the pause) is dropped, not applied at wrong offsets.
        const int dropped = linter->droppedResults();
        linter->setDebounceInterval(1000);
        editor.setPlainText(kPrompt);
        linter->lintNow();
        editor.moveCursor(QTextCursor::Start);
        editor.insertPlainText(QStringLiteral("x"));
        QTRY_COMPARE_WITH_TIMEOUT(linter->droppedResults(), dropped + 1, 20000);
        QCOMPARE(linter->appliedRevision(), quint64(2));
        QCOMPARE(applied.count(), 1);
        // After the pause the edited text is analysed and shown.
        QTRY_COMPARE_WITH_TIMEOUT(linter->appliedRevision(), quint64(4), 20000);
        QCOMPARE(countAxis(selections(editor), Axis::Conflict), 2); // both ends

        // Unchanged text (a formatting-only change) is not sent again.
        linter->lintNow();
        QCOMPARE(linter->revision(), quint64(4));
    }

    // Every axis has its own colour and underline style (not colour alone).
    void axesAreDistinguishable()
    {
        const Axis axes[] = {Axis::Conflict, Axis::Ambiguity, Axis::Overload, Axis::AttentionDilution, Axis::Redundancy};
        QSet<QRgb> colours;
        QSet<int> styles;
        for (Axis axis : axes) {
            colours.insert(PromptLinter::axisColor(axis).rgb());
            styles.insert(int(PromptLinter::axisUnderline(axis)));
            QVERIFY(!PromptLinter::underlineName(axis).isEmpty());
        }
        QCOMPARE(colours.size(), 5);
        QCOMPARE(styles.size(), 5);
    }

    // The strip wraps instead of cutting axes off, and turns compact when
    // even three rows are not enough; every cell stays inside the strip.
    void scoreStripWraps_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("compact");
        QTest::newRow("wide") << 1400 << false;
        QTest::newRow("medium") << 520 << false;
        QTest::newRow("narrow") << 160 << true;
        QTest::newRow("tiny") << 70 << true;
    }

    void scoreStripWraps()
    {
        QFETCH(int, width);
        QFETCH(bool, compact);
        LintScoreStrip strip;
        QCOMPARE(strip.isCompact(width), compact);
        const QList<QRect> cells = strip.cellRects(width, compact);
        QCOMPARE(cells.size(), 5);
        for (const QRect &cell : cells) {
            QVERIFY2(cell.right() < width || cell.left() <= 6,
                     qPrintable(QStringLiteral("cell %1..%2 in %3").arg(cell.left()).arg(cell.right()).arg(width)));
            QVERIFY(cell.bottom() < strip.heightForWidth(width));
        }
        if (width >= strip.sizeHint().width())
            QCOMPARE(strip.heightForWidth(width), strip.sizeHint().height());
        else
            QVERIFY(strip.heightForWidth(width) > strip.sizeHint().height() || compact);
    }

    // Tier 4 on demand: the judge (a local test server) reviews the text as it
    // is; its findings join the list, marked tier 4, until the next edit.
    void judgeReviewOnDemand()
    {
        Polygon::Test::OpenAiTestServer server;
        QVERIFY(server.start());
        const nlohmann::ordered_json finding = {{"axis", "ambiguity"},
                                                {"quote", "Keep answers short."},
                                                {"explanation", "Short for a phone call is not defined."},
                                                {"severity", "warning"},
                                                {"related_quote", nullptr}};
        const nlohmann::ordered_json review
            = {{"axes",
                {{"overload", 0.0}, {"attention_dilution", 0.0}, {"conflict", 0.0}, {"ambiguity", 0.4}, {"redundancy", 0.0}}},
               {"findings", nlohmann::ordered_json::array({finding})}};
        server.queueChatReply({{"content", review.dump()}});
        FileEditor editor;
        editor.resize(900, 400);
        editor.setPlainText(kPrompt + QStringLiteral("Keep answers short.\n"));
        PromptLinter *linter = PromptLinter::attach(&editor);
        editor.show();
        QTRY_VERIFY_WITH_TIMEOUT(linter->appliedRevision() == linter->revision() && linter->revision() > 0, 20000);
        QVERIFY(std::none_of(linter->result().spans.cbegin(), linter->result().spans.cend(),
                             [](const Lint::Span &s) { return s.tier == 4; }));
        Profile profile;
        profile.id = QStringLiteral("judge");
        profile.baseUrl = server.baseUrl().toString();
        profile.model = QStringLiteral("test-model");
        QSignalSpy notices(linter, &PromptLinter::notice);
        linter->reviewWithJudge(std::make_unique<OpenAiProvider>(profile, QByteArray()));
        QVERIFY(linter->isReviewing());
        QTRY_VERIFY_WITH_TIMEOUT(!linter->isReviewing(), 20000);
        QCOMPARE(server.chatRequests().size(), 1);
        QVERIFY(linter->result().tiersRun.contains(4));
        const auto judged = std::count_if(linter->result().spans.cbegin(), linter->result().spans.cend(),
                                          [](const Lint::Span &s) { return s.tier == 4; });
        QCOMPARE(judged, 1);
        QVERIFY(!notices.isEmpty());
        QVERIFY2(notices.last().at(0).toString().startsWith(QStringLiteral("The judge's review: 1 finding")),
                 qPrintable(notices.last().at(0).toString()));
        auto *findings = editor.footerWidget()->findChild<LintFindingsPanel *>();
        bool tier4Row = false;
        for (int i = 0; i < findings->topLevelItemCount(); ++i)
            tier4Row = tier4Row || findings->topLevelItem(i)->text(2) == QLatin1String("4");
        QVERIFY(tier4Row);
        // The next edit goes back to tiers 1-3 offline: no second request.
        editor.appendPlainText(QStringLiteral("Be nice."));
        linter->lintNow();
        QTRY_VERIFY_WITH_TIMEOUT(linter->appliedRevision() == linter->revision(), 20000);
        QCOMPARE(server.chatRequests().size(), 1);
        QVERIFY(!linter->result().tiersRun.contains(4));
    }

    // In the editor the strip gets the height it needs at the editor's width.
    void editorReservesWrappedStripHeight()
    {
        FileEditor editor;
        editor.setPlainText(kPrompt);
        PromptLinter::attach(&editor);
        auto *strip = editor.footerWidget()->findChild<LintScoreStrip *>();
        QVERIFY(strip);
        // Narrower than one row needs: two rows, names and bars kept.
        const int oneRow = strip->sizeHint().width();
        editor.resize(oneRow * 3 / 4, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTRY_COMPARE(strip->height(), strip->heightForWidth(strip->width()));
        QVERIFY(!strip->compact());
        QVERIFY2(strip->height() > strip->sizeHint().height(),
                 qPrintable(QStringLiteral("%1 %2 %3").arg(strip->width()).arg(strip->height()).arg(strip->sizeHint().height())));
        // Very narrow: compact, still every axis.
        editor.resize(200, 300);
        QTRY_COMPARE(strip->height(), strip->heightForWidth(strip->width()));
        QVERIFY(strip->compact());
        editor.resize(oneRow + 200, 300);
        QTRY_COMPARE(strip->height(), strip->sizeHint().height());
    }

    void promptFilesOnly()
    {
        const QString root = QStringLiteral("/ws");
        QVERIFY(PromptLinter::isPromptFile(root, QStringLiteral("/ws/prompts/bella-v1.md")));
        QVERIFY(!PromptLinter::isPromptFile(root, QStringLiteral("/ws/personas/dario.json")));
        QVERIFY(!PromptLinter::isPromptFile(root, QStringLiteral("/ws/prompts/notes.txt")));
        QVERIFY(!PromptLinter::isPromptFile(root, QStringLiteral("/ws/prompts/old/a.md")));
        QVERIFY(!PromptLinter::isPromptFile(root, QStringLiteral("/other/prompts/a.md")));
        QVERIFY(!PromptLinter::isPromptFile(QString(), QStringLiteral("/ws/prompts/a.md")));
    }

    // The main window lints prompt tabs only. With POLYGON_LINT_SCREENSHOT set,
    // saves a PNG of the window with bella-v1.md linted (docs/screenshot-prompt-lint.png).
    void mainWindowLintsPromptTabs()
    {
        const QString ws = m_work.filePath(QStringLiteral("bella-vista"));
        QVERIFY(copyTree(QStringLiteral(POLYGON_EXAMPLES_DIR "/bella-vista"), ws));
        Settings settings;
        MainWindow window(&settings);
        window.resize(1400, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::workspaceLoaded);
        window.openWorkspace(ws);
        QVERIFY(loaded.wait(10000));

        FileEditor *editor = window.openFile(QDir(ws).filePath(QStringLiteral("prompts/bella-v1.md")));
        QVERIFY(editor);
        auto *linter = editor->findChild<PromptLinter *>();
        QVERIFY(linter);
        QVERIFY(editor->footerWidget());
        QVERIFY(editor->footerWidget()->isVisible());
        QTRY_VERIFY2_WITH_TIMEOUT(linter->appliedRevision() == linter->revision() && linter->revision() > 0,
                                  qPrintable(QStringLiteral("revision %1, applied %2, dropped %3")
                                                 .arg(linter->revision())
                                                 .arg(linter->appliedRevision())
                                                 .arg(linter->droppedResults())),
                                  20000);
        const QList<Found> found = selections(*editor);
        QVERIFY(!found.isEmpty());
        // bella-v1 (as polygon-cli lint reports it): seventeen rules in "How to behave",
        // a critical rule in the middle, vague wording ("as usual", "some", "reasonably", …).
        QCOMPARE(countAxis(found, Axis::Overload), 1);
        QCOMPARE(countAxis(found, Axis::AttentionDilution), 1);
        QVERIFY(countAxis(found, Axis::Ambiguity) >= 9);
        QVERIFY(linter->scoreStrip()->value(Axis::Overload) > 0);
        QCOMPARE(linter->scoreStrip()->value(Axis::Ambiguity), linter->result().axis(Axis::Ambiguity));

        // Other files get no linter.
        FileEditor *json = window.openFile(QDir(ws).filePath(QStringLiteral("personas/aggressive-dario.json")));
        QVERIFY(json);
        QVERIFY(!json->findChild<PromptLinter *>());
        QVERIFY(!json->footerWidget());
        QVERIFY(json->extraSelections().isEmpty());

        const QString shotPath = qEnvironmentVariable("POLYGON_LINT_SCREENSHOT");
        if (!shotPath.isEmpty()) {
            window.openFile(editor->filePath());
            QTest::qWait(200);
            QVERIFY(window.grab().save(shotPath, "PNG"));
        }
    }
};

QTEST_MAIN(TestPromptLinter)
#include "tst_promptlinter.moc"
