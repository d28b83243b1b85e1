// The call-evidence view against `polygon-cli evidence` run as a real
// process: every call's verdict, first failing gate and five gate statuses
// and reasons on event files (JSON Lines and array) and on Vapi, Twilio and
// Retell payloads (through `polygon-cli evidence-import`); the gate strip's
// words for each status with its reason and interval (and a policy file's
// limit); the first-failing-gate and text filters; malformed input showing
// the CLI's file:line:column message and no call; a big file read off the
// GUI thread with progress, cancelled, then read in full; the timeline's
// keyboard; receipts equal to `--receipts` with the same salt; the main
// window's action and openEvidence().
#include "clirunner.h"

#include "app/gui/mainwindow.h"
#include "app/gui/settings.h"
#include "core/results/evidencecallsmodel.h"
#include "views/evidence/eventtimeline.h"
#include "views/evidence/evidencepage.h"
#include "views/evidence/gatestrip.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QToolTip>

#include <nlohmann/json.hpp>

using namespace Polygon;
using namespace Polygon::Test;

namespace {

QString data(const QString &name)
{
    return QStringLiteral(POLYGON_TEST_DATA_DIR "/evidence/") + name;
}

QString str(const nlohmann::json &j)
{
    return QString::fromStdString(j.get<std::string>());
}

// The gate names of FORMATS.md §6, in their order, and the words the page uses for them.
const char *const kGates[] = {"reachability", "turn_timing", "interruption", "tool_effect", "outcome"};
const char *const kGateTitles[] = {"Reachability", "Turn timing", "Interruption", "Tool effect", "Outcome"};

QString statusWords(const QString &status)
{
    if (status == QLatin1String("pass"))
        return QStringLiteral("✓ Pass");
    if (status == QLatin1String("fail"))
        return QStringLiteral("✗ Fail");
    if (status == QLatin1String("insufficient_evidence"))
        return QStringLiteral("? Insufficient evidence");
    if (status == QLatin1String("not_applicable"))
        return QStringLiteral("– Not applicable");
    return QStringLiteral("(unknown status %1)").arg(status);
}

// The CLI's verdicts, one object per call, whether it printed JSON Lines or an array.
std::vector<nlohmann::json> cliCalls(const QString &out)
{
    std::vector<nlohmann::json> calls;
    const QString trimmed = out.trimmed();
    if (trimmed.startsWith(QLatin1Char('['))) {
        for (const auto &c : nlohmann::json::parse(trimmed.toStdString()))
            calls.push_back(c);
        return calls;
    }
    for (const QString &line : trimmed.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        calls.push_back(nlohmann::json::parse(line.toStdString()));
    return calls;
}

} // namespace

class TestEvidencePage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Loads and waits until the page has calls (true) or a problem (false).
    bool load(EvidencePage &page, const QString &file, const QString &format = {}, const QString &policy = {})
    {
        QSignalSpy loaded(&page, &EvidencePage::loaded);
        QSignalSpy failed(&page, &EvidencePage::failed);
        page.load(file, format, policy);
        if (loaded.isEmpty() && failed.isEmpty()
            && !QTest::qWaitFor([&] { return !loaded.isEmpty() || !failed.isEmpty(); }, 60000))
            return false;
        return !loaded.isEmpty();
    }

    QStringList shownCalls(const EvidencePage &page) const
    {
        QStringList out;
        const QAbstractItemModel *m = page.callsView()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out.append(m->index(r, EvidenceCallsModel::CallColumn).data().toString());
        return out;
    }

    void save(QWidget &w, const QString &name)
    {
        const QByteArray dir = qgetenv("POLYGON_SCREENSHOTS");
        if (!dir.isEmpty())
            w.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "2,100 ms"
        QVERIFY(m_dir.isValid());
    }

    // Every call of the file: the page's verdict, first failing gate and
    // each gate's status and reason are what polygon-cli evidence prints.
    void sameAsCli_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("calls");
        QTest::newRow("reference.jsonl") << data(QStringLiteral("reference.jsonl")) << QString() << 8;
        QTest::newRow("reference.json (array)") << data(QStringLiteral("reference.json")) << QString() << 8;
        QTest::newRow("passing.jsonl") << data(QStringLiteral("passing.jsonl")) << QStringLiteral("events") << 2;
        QTest::newRow("vapi-call.jsonl") << data(QStringLiteral("vapi-call.jsonl")) << QStringLiteral("vapi") << 2;
        QTest::newRow("vapi-barge-in.jsonl") << data(QStringLiteral("vapi-barge-in.jsonl")) << QStringLiteral("vapi") << 1;
        QTest::newRow("twilio-callbacks.txt") << data(QStringLiteral("twilio-callbacks.txt")) << QStringLiteral("twilio") << 2;
        QTest::newRow("retell-call.json") << data(QStringLiteral("retell-call.json")) << QStringLiteral("retell") << 1;
    }

    void sameAsCli()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, calls);

        QString events = file;
        if (!format.isEmpty() && format != QLatin1String("events")) {
            events = m_dir.filePath(QStringLiteral("imported-%1.jsonl").arg(QFileInfo(file).baseName()));
            const CliRun imported = runCli({QStringLiteral("evidence-import"), format, file, QStringLiteral("-o"), events});
            QVERIFY2(imported.code == 0, qPrintable(imported.err));
        }
        const CliRun cli = runCli({QStringLiteral("evidence"), events});
        QVERIFY2(cli.code == 0 || cli.code == 1, qPrintable(cli.err));
        const std::vector<nlohmann::json> expected = cliCalls(cli.out);
        QCOMPARE(int(expected.size()), calls);

        EvidencePage page;
        page.resize(1280, 800);
        page.show();
        QVERIFY(load(page, file, format));
        QVERIFY(page.isLoaded());
        QCOMPARE(page.callsModel()->rowCount(), calls);
        bool anyFailed = false;
        for (int row = 0; row < calls; ++row) {
            const nlohmann::json &c = expected[size_t(row)];
            const QString call = str(c["call"]);
            const QString verdict = str(c["verdict"]);
            // Same calls in the same order as the CLI prints them.
            const QAbstractItemModel *m = page.callsModel();
            QCOMPARE(m->index(row, EvidenceCallsModel::CallColumn).data().toString(), call);
            QCOMPARE(m->index(row, 0).data(EvidenceCallsModel::VerdictRole).toString(), verdict);
            // The verdict and first failing gate in words.
            const QString verdictWords = m->index(row, EvidenceCallsModel::VerdictColumn).data().toString();
            const QString firstWords = m->index(row, EvidenceCallsModel::FirstFailingColumn).data().toString();
            if (verdict == QLatin1String("pass")) {
                QCOMPARE(verdictWords, QStringLiteral("Pass"));
                QCOMPARE(firstWords, QStringLiteral("—"));
            } else {
                anyFailed = true;
                const QString gate = verdict.section(QLatin1Char(':'), 0, 0);
                const QString status = verdict.section(QLatin1Char(':'), 1);
                QCOMPARE(verdictWords,
                         status == QLatin1String("fail") ? QStringLiteral("Fail") : QStringLiteral("Insufficient evidence"));
                int g = 0;
                while (g < 5 && gate != QLatin1String(kGates[g]))
                    ++g;
                QVERIFY2(g < 5, qPrintable(gate));
                QCOMPARE(firstWords, QString::fromLatin1(kGateTitles[g]));
            }
            // The strip of the selected call: each gate's status, reason code and interval.
            QVERIFY(page.selectCall(call));
            QCOMPARE(page.shownCall(), call);
            for (int g = 0; g < 5; ++g) {
                const nlohmann::json &gate = c["gates"][kGates[g]];
                QCOMPARE(page.gateStrip()->statusText(EvidenceGate(g)), statusWords(str(gate["status"])));
                QCOMPARE(page.gateStrip()->codeText(EvidenceGate(g)), str(gate["reason"]));
                const QString interval = page.gateStrip()->intervalText(EvidenceGate(g));
                if (gate.contains("value_ms"))
                    QVERIFY2(interval.startsWith(QLocale().toString(gate["value_ms"].get<qint64>()) + QStringLiteral(" ms ")),
                             qPrintable(interval));
                else
                    QCOMPARE(interval, QString());
            }
        }
        QCOMPARE(cli.code, anyFailed ? 1 : 0);
        save(page, QStringLiteral("evidence-%1.png").arg(QFileInfo(file).fileName()));
    }

    // Each status in words with its reason and interval, worked out by hand
    // from tests/data/evidence/reference.jsonl (limits 1,200 and 300 ms).
    void stripStatuses()
    {
        EvidencePage page;
        page.show();
        QVERIFY(load(page, data(QStringLiteral("reference.jsonl"))));
        GateStrip *strip = page.gateStrip();

        // Fail with an interval: caller stops at 9,800, the assistant starts at 11,900.
        QVERIFY(page.selectCall(QStringLiteral("call-slow")));
        QCOMPARE(strip->statusText(EvidenceGate::TurnTiming), QStringLiteral("✗ Fail"));
        QCOMPARE(strip->reasonText(EvidenceGate::TurnTiming), QStringLiteral("A first response was too slow"));
        QCOMPARE(strip->codeText(EvidenceGate::TurnTiming), QStringLiteral("slow_first_response"));
        QCOMPARE(strip->intervalText(EvidenceGate::TurnTiming), QStringLiteral("2,100 ms > 1,200 ms"));
        QCOMPARE(strip->statusText(EvidenceGate::Reachability), QStringLiteral("✓ Pass"));
        QCOMPARE(strip->reasonText(EvidenceGate::Reachability), QStringLiteral("Connected: in progress or completed"));
        QCOMPARE(strip->intervalText(EvidenceGate::Reachability), QString());
        // The timeline highlights that interval, among the ones gate 2 measured.
        bool found = false;
        for (const MeasuredInterval &m : page.timeline()->intervals())
            found = found || (m.gate == EvidenceGate::TurnTiming && m.length() == 2100);
        QVERIFY(found);

        // Fail without an interval, insufficient evidence and not applicable.
        QVERIFY(page.selectCall(QStringLiteral("call-unanswered")));
        QCOMPARE(strip->statusText(EvidenceGate::Reachability), QStringLiteral("✗ Fail"));
        QCOMPARE(strip->reasonText(EvidenceGate::Reachability), QStringLiteral("Never connected; last status: no-answer"));
        QCOMPARE(strip->statusText(EvidenceGate::TurnTiming), QStringLiteral("? Insufficient evidence"));
        QCOMPARE(strip->reasonText(EvidenceGate::TurnTiming), QStringLiteral("No turn to measure"));
        QCOMPARE(strip->codeText(EvidenceGate::TurnTiming), QStringLiteral("no_measurable_turn"));
        QCOMPARE(strip->statusText(EvidenceGate::Interruption), QStringLiteral("– Not applicable"));
        QCOMPARE(strip->reasonText(EvidenceGate::Interruption), QStringLiteral("The caller never interrupted"));
        QCOMPARE(strip->statusText(EvidenceGate::ToolEffect), QStringLiteral("– Not applicable"));
        QCOMPARE(strip->reasonText(EvidenceGate::ToolEffect), QStringLiteral("No tool request"));
        QCOMPARE(strip->statusText(EvidenceGate::Outcome), QStringLiteral("– Not applicable"));
        QCOMPARE(strip->reasonText(EvidenceGate::Outcome), QStringLiteral("No outcome requested"));

        // Pass with intervals: 900 ms first response, stopped 200 ms after the interruption.
        QVERIFY(page.selectCall(QStringLiteral("call-reconciled")));
        QCOMPARE(strip->statusText(EvidenceGate::TurnTiming), QStringLiteral("✓ Pass"));
        QCOMPARE(strip->intervalText(EvidenceGate::TurnTiming), QStringLiteral("900 ms ≤ 1,200 ms"));
        QCOMPARE(strip->statusText(EvidenceGate::Interruption), QStringLiteral("✓ Pass"));
        QCOMPARE(strip->reasonText(EvidenceGate::Interruption),
                 QStringLiteral("The assistant stopped in time after every interruption"));
        QCOMPARE(strip->intervalText(EvidenceGate::Interruption), QStringLiteral("200 ms ≤ 300 ms"));
        QCOMPARE(strip->statusText(EvidenceGate::Outcome), QStringLiteral("✓ Pass"));
        QCOMPARE(strip->reasonText(EvidenceGate::Outcome), QStringLiteral("Every requested outcome verified"));

        // Insufficient evidence of another kind, and the other failures' reasons.
        QVERIFY(page.selectCall(QStringLiteral("call-missing-stop")));
        QCOMPARE(strip->statusText(EvidenceGate::TurnTiming), QStringLiteral("? Insufficient evidence"));
        QCOMPARE(strip->codeText(EvidenceGate::TurnTiming), QStringLiteral("missing_caller_stop"));
        QVERIFY(page.selectCall(QStringLiteral("call-blind-retry")));
        QCOMPARE(strip->statusText(EvidenceGate::ToolEffect), QStringLiteral("✗ Fail"));
        QCOMPARE(strip->reasonText(EvidenceGate::ToolEffect),
                 QStringLiteral("A timed-out operation was retried blindly under a new id"));
        QVERIFY(page.selectCall(QStringLiteral("call-false-complete")));
        QCOMPARE(strip->statusText(EvidenceGate::Outcome), QStringLiteral("✗ Fail"));
        QCOMPARE(strip->reasonText(EvidenceGate::Outcome), QStringLiteral("A requested outcome was never verified"));

        // A policy file moves the limit: the same 2,100 ms now passes.
        const QString policy = m_dir.filePath(QStringLiteral("policy.json"));
        QFile f(policy);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"maxFirstResponseMs": 2500})");
        f.close();
        QVERIFY(load(page, data(QStringLiteral("reference.jsonl")), QString(), policy));
        QVERIFY(page.selectCall(QStringLiteral("call-slow")));
        QCOMPARE(strip->statusText(EvidenceGate::TurnTiming), QStringLiteral("✓ Pass"));
        QCOMPARE(strip->intervalText(EvidenceGate::TurnTiming), QStringLiteral("2,100 ms ≤ 2,500 ms"));
        QCOMPARE(page.callsModel()->index(2, 0).data(EvidenceCallsModel::CallRole).toString(), QStringLiteral("call-slow"));
        QCOMPARE(page.callsModel()->index(2, 0).data(EvidenceCallsModel::VerdictRole).toString(), QStringLiteral("pass"));
    }

    // The first-failing-gate filter (and the text filter), on the reference
    // calls' verdicts as listed in docs/evidence.md's fixture.
    void firstFailingGateFilter()
    {
        EvidencePage page;
        page.show();
        QVERIFY(load(page, data(QStringLiteral("reference.json"))));
        QComboBox *gate = page.gateFilter();
        QCOMPARE(gate->count(), 7); // any, five gates, all passed
        const auto choose = [gate](int value) {
            const int i = gate->findData(value);
            QVERIFY(i >= 0);
            gate->setCurrentIndex(i);
        };
        QCOMPARE(shownCalls(page).size(), 8);
        choose(int(EvidenceGate::TurnTiming));
        QCOMPARE(shownCalls(page), (QStringList {QStringLiteral("call-slow"), QStringLiteral("call-missing-stop")}));
        choose(int(EvidenceGate::Reachability));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-unanswered")});
        choose(int(EvidenceGate::Interruption));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-talkover")});
        choose(int(EvidenceGate::ToolEffect));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-blind-retry")});
        choose(int(EvidenceGate::Outcome));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-false-complete")});
        choose(EvidenceCallsFilter::AllPassed);
        QCOMPARE(shownCalls(page), (QStringList {QStringLiteral("call-healthy"), QStringLiteral("call-reconciled")}));
        page.textFilter()->setText(QStringLiteral("RECON"));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-reconciled")});
        choose(EvidenceCallsFilter::AnyGate);
        page.textFilter()->setText(QStringLiteral("insufficient"));
        QCOMPARE(shownCalls(page), QStringList {QStringLiteral("call-missing-stop")});
        page.textFilter()->clear();
        QCOMPARE(shownCalls(page).size(), 8);
    }

    // Bad input: the CLI's message (file:line:column), and no call at all.
    void malformedInput_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("position");
        // Line 3 has "t" as a string; lines 1 and 2 are good events.
        QTest::newRow("bad t on line 3") << QByteArray(
            "{\"call\":\"a\",\"t\":0,\"type\":\"call.status\",\"status\":\"queued\"}\n"
            "{\"call\":\"a\",\"t\":5,\"type\":\"call.status\",\"status\":\"completed\"}\n"
            "{\"call\":\"b\",\"t\":\"soon\",\"type\":\"call.status\",\"status\":\"queued\"}\n")
                                         << QString() << QStringLiteral(":3:");
        QTest::newRow("unknown type on line 2")
            << QByteArray("{\"call\":\"a\",\"t\":0,\"type\":\"call.status\",\"status\":\"queued\"}\n"
                          "{\"call\":\"a\",\"t\":1,\"type\":\"call.exploded\"}\n")
            << QString() << QStringLiteral(":2:");
        QTest::newRow("empty") << QByteArray() << QString() << QStringLiteral(":1:1: no events: nothing to check");
        QTest::newRow("twilio bad sequence") << QByteArray() << QStringLiteral("twilio") << QStringLiteral(":2:");
    }

    void malformedInput()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, format);
        QFETCH(QString, position);
        QString file;
        CliRun cli;
        if (format == QLatin1String("twilio")) {
            file = data(QStringLiteral("twilio-bad-sequence.txt"));
            cli = runCli({QStringLiteral("evidence-import"), format, file});
        } else {
            file = m_dir.filePath(QStringLiteral("bad-%1.jsonl")
                                      .arg(QString::fromLatin1(QTest::currentDataTag()))
                                      .replace(QLatin1Char(' '), QLatin1Char('-')));
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
            cli = runCli({QStringLiteral("evidence"), file});
        }
        QCOMPARE(cli.code, 2);
        QVERIFY(cli.out.isEmpty());

        EvidencePage page;
        page.show();
        // A good file first: a problem afterwards must leave no call of it behind.
        QVERIFY(load(page, data(QStringLiteral("passing.jsonl"))));
        QCOMPARE(page.callsModel()->rowCount(), 2);
        QSignalSpy failed(&page, &EvidencePage::failed);
        QVERIFY(!load(page, file, format));
        QCOMPARE(failed.size(), 1);
        QVERIFY(!page.isLoaded());
        QCOMPARE(page.callsModel()->rowCount(), 0);
        QVERIFY(page.errorLabel()->isVisible());
        QCOMPARE(page.errorLabel()->text(), cli.err.trimmed());
        QVERIFY2(page.errorLabel()->text().startsWith(file + position), qPrintable(page.errorLabel()->text()));
    }

    // A big JSON Lines file is read off the GUI thread with progress; Cancel
    // drops it (no call shown); read again, every call arrives.
    void bigFileProgressAndCancel()
    {
        const QString file = m_dir.filePath(QStringLiteral("big.jsonl"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const int calls = 4000; // 12 events each: 48,000 events (2.5 MB)
        for (int c = 0; c < calls; ++c) {
            const QByteArray id = "big-" + QByteArray::number(c);
            const auto line = [&](int t, const QByteArray &rest) {
                f.write("{\"call\":\"" + id + "\",\"t\":" + QByteArray::number(t) + ",\"type\":" + rest + "}\n");
            };
            line(0, "\"call.status\",\"status\":\"ringing\"");
            line(100, "\"call.status\",\"status\":\"in-progress\"");
            for (int turn = 1; turn <= 3; ++turn) {
                const int base = turn * 1000;
                const QByteArray t = ",\"turn\":" + QByteArray::number(turn);
                line(base, QByteArray("\"caller.audio.started\"") + t);
                line(base + 400, QByteArray("\"caller.audio.stopped\"") + t);
                line(base + 400 + (c % 2 ? 1300 : 500), QByteArray("\"assistant.audio.started\"") + t);
            }
            line(9000, "\"call.status\",\"status\":\"completed\"");
        }
        f.close();

        EvidencePage page;
        page.show();
        QSignalSpy loaded(&page, &EvidencePage::loaded);
        QSignalSpy cancelled(&page, &EvidencePage::cancelled);
        page.load(file);
        QVERIFY(page.isBusy());
        QVERIFY(page.cancelButton()->isVisible());
        // The event loop runs while the file is read: the progress bar moves.
        QTRY_VERIFY_WITH_TIMEOUT(page.progressBar()->value() > 0 || !loaded.isEmpty(), 30000);
        QVERIFY2(loaded.isEmpty(), "the file was read before it could be cancelled; make it bigger");
        QVERIFY(page.isBusy());
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!page.isBusy());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000)); // the reading stops when cancelled
        QCoreApplication::processEvents();
        QTest::qWait(50);
        QCOMPARE(loaded.size(), 0);
        QCOMPARE(page.callsModel()->rowCount(), 0);
        QVERIFY(!page.isLoaded());

        QVERIFY(load(page, file));
        QCOMPARE(page.callsModel()->rowCount(), calls);
        QCOMPARE(page.progressBar()->value(), 1000);
        // Odd calls answer in 1,300 ms: turn timing fails for half of them.
        page.gateFilter()->setCurrentIndex(page.gateFilter()->findData(int(EvidenceGate::TurnTiming)));
        QCOMPARE(page.callsView()->model()->rowCount(), calls / 2);
        QVERIFY(page.selectCall(QStringLiteral("big-1")));
        QCOMPARE(page.gateStrip()->intervalText(EvidenceGate::TurnTiming), QStringLiteral("1,300 ms > 1,200 ms"));
    }

    // A page closed while it reads: the reading stops, nothing reaches the deleted page.
    void closedWhileReading()
    {
        const QString file = m_dir.filePath(QStringLiteral("big.jsonl")); // written by bigFileProgressAndCancel
        QVERIFY(QFileInfo::exists(file));
        auto *page = new EvidencePage;
        page->show();
        page->load(file);
        QVERIFY(page->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(page->progressBar()->value() > 0, 30000);
        delete page;
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        QCoreApplication::processEvents(); // a late result would reach a deleted page here
    }

    // The timeline: one mark per event of the call, arrow keys move between
    // them in time order, each with its description.
    void timelineKeyboard()
    {
        EvidencePage page;
        page.resize(1280, 800);
        page.show();
        QVERIFY(load(page, data(QStringLiteral("reference.jsonl"))));
        QVERIFY(page.selectCall(QStringLiteral("call-slow")));
        EventTimeline *timeline = page.timeline();
        // call-slow has 11 lines in reference.jsonl.
        QFile f(data(QStringLiteral("reference.jsonl")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        int lines = 0;
        while (!f.atEnd())
            lines += f.readLine().contains("\"call-slow\"") ? 1 : 0;
        QCOMPARE(timeline->eventCount(), lines);
        QCOMPARE(timeline->currentEvent(), 0);
        QCOMPARE(timeline->focusPolicy(), Qt::StrongFocus);
        timeline->setFocus();
        QTest::keyClick(timeline, Qt::Key_Right);
        QCOMPARE(timeline->currentEvent(), 1);
        QTest::keyClick(timeline, Qt::Key_End);
        QCOMPARE(timeline->currentEvent(), lines - 1);
        QTest::keyClick(timeline, Qt::Key_Right); // stays on the last
        QCOMPARE(timeline->currentEvent(), lines - 1);
        QTest::keyClick(timeline, Qt::Key_Home);
        QCOMPARE(timeline->currentEvent(), 0);
        // In time order; the last is the call's completion at 20,000 ms.
        for (int i = 1; i < lines; ++i)
            QVERIFY(timeline->event(i - 1).t <= timeline->event(i).t);
        QCOMPARE(timeline->event(lines - 1).t, 20000);
        QCOMPARE(timeline->eventDescription(lines - 1), QStringLiteral("20,000 ms: call.status (status completed)"));
        QTest::keyClick(timeline, Qt::Key_End);
        QVERIFY2(page.currentEventLabel()->text().contains(QStringLiteral("20,000 ms: call.status (status completed)")),
                 qPrintable(page.currentEventLabel()->text()));
        // Down from a call status goes to the caller audio lane.
        QTest::keyClick(timeline, Qt::Key_Down);
        QCOMPARE(EventTimeline::laneOf(timeline->event(timeline->currentEvent()).type), EventTimeline::CallerLane);
        // Marks lie left to right in time order, inside the widget.
        for (int i = 1; i < lines; ++i)
            QVERIFY(timeline->eventRect(i - 1).center().x() <= timeline->eventRect(i).center().x());
        QVERIFY(timeline->rect().contains(timeline->eventRect(lines - 1).center()));
        // Hovering a mark shows its description as a tooltip.
        QHelpEvent help(QEvent::ToolTip, timeline->eventRect(0).center(), timeline->mapToGlobal(timeline->eventRect(0).center()));
        QCoreApplication::sendEvent(timeline, &help);
        QTRY_COMPARE(QToolTip::text(), timeline->eventDescription(0));
        QVERIFY(QToolTip::text().startsWith(QStringLiteral("0 ms: call.status")));
        // A click on a mark selects it.
        QTest::mouseClick(timeline, Qt::LeftButton, {}, timeline->eventRect(lines - 1).center());
        QCOMPARE(timeline->currentEvent(), lines - 1);
        save(page, QStringLiteral("evidence-call-slow.png"));
        QVERIFY(page.selectCall(QStringLiteral("call-talkover")));
        save(page, QStringLiteral("evidence-call-talkover.png"));
        QVERIFY(page.selectCall(QStringLiteral("call-blind-retry")));
        save(page, QStringLiteral("evidence-call-blind-retry.png"));
    }

    // Receipts written from the page equal polygon-cli evidence --receipts with the same salt.
    void receiptsEqualCli_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("reference.jsonl") << data(QStringLiteral("reference.jsonl"));
        QTest::newRow("reference.json") << data(QStringLiteral("reference.json"));
    }

    void receiptsEqualCli()
    {
        QFETCH(QString, file);
        const QString cliOut = m_dir.filePath(QStringLiteral("cli-receipts.jsonl"));
        const QString pageOut = m_dir.filePath(QStringLiteral("page-receipts.jsonl"));
        const CliRun cli = runCli({QStringLiteral("evidence"), file, QStringLiteral("--receipts"), cliOut}, {},
                                  {{QStringLiteral("POLYGON_RECEIPT_SALT"), QStringLiteral("a salt of mine")}});
        QCOMPARE(cli.code, 1);
        QFile c(cliOut);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QByteArray expected = c.readAll();
        QCOMPARE(expected.count('\n'), 8);

        EvidencePage page;
        page.show();
        QVERIFY(load(page, file));
        QString error;
        QVERIFY2(page.exportReceipts(pageOut, "a salt of mine", &error), qPrintable(error));
        QFile p(pageOut);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QCOMPARE(p.readAll(), expected);
        p.close();

        // Another salt: other pseudonyms.
        QVERIFY(page.exportReceipts(pageOut, "another salt", &error));
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.readAll() != expected);
        p.close();

        // Only the shown calls: the two that passed, each line one of the CLI's.
        page.gateFilter()->setCurrentIndex(page.gateFilter()->findData(EvidenceCallsFilter::AllPassed));
        QVERIFY(page.exportReceipts(pageOut, "a salt of mine", &error));
        QVERIFY(p.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = p.readAll().split('\n');
        QCOMPARE(lines.size(), 3); // two lines and the empty rest
        for (int i = 0; i < 2; ++i) {
            QVERIFY(expected.contains(QByteArray(lines.at(i) + '\n')));
            QVERIFY(lines.at(i).contains("\"verdict\":\"pass\""));
        }
    }

    // The main window: File ▸ Open Call Events… exists; openEvidence() adds a tab that loads.
    void mainWindowHook()
    {
        Settings settings;
        MainWindow window(&settings);
        window.show();
        auto *action = window.findChild<QAction *>(QStringLiteral("openEvidenceAction"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        EvidencePage *page = window.openEvidence(data(QStringLiteral("vapi-call.jsonl")), QStringLiteral("vapi"));
        QVERIFY(page);
        QCOMPARE(window.tabs()->currentWidget(), page);
        QSignalSpy shown(page, &EvidencePage::callShown);
        QVERIFY(shown.wait(30000));
        QCOMPARE(page->callsModel()->rowCount(), 2); // vapi-call.jsonl holds two calls
        QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(page)), QStringLiteral("Evidence: vapi-call.jsonl"));
        QVERIFY(window.closeTab(window.tabs()->indexOf(page)));
        QCOMPARE(window.tabs()->count(), 0);
    }
};

QTEST_MAIN(TestEvidencePage)
#include "tst_evidencepage.moc"
