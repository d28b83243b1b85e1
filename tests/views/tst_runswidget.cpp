// The runs browser on a real store: two runs of the example workspace (one
// graded offline), the conversation list of a run, the filter, opening a
// conversation, and deleting a run (Cancel keeps it).

#include "clirunner.h"

#include "core/results/runconversationsmodel.h"
#include "core/results/runsmodel.h"
#include "core/store/storereader.h"
#include "views/runs/runswidget.h"

#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Polygon;
using namespace Polygon::Test;

class TestRunsWidget : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ws;
    QString m_graded;
    QString m_other;

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
        m_graded = StoreReader::open(m_ws, &error)->findRun(QStringLiteral("latest"), &error)->run.spec.id;
        QTest::qWait(1100);
        r = runCli({QStringLiteral("run"), m_ws, QStringLiteral("--agent"), QStringLiteral("bella-flow-v2"),
                    QStringLiteral("--scenarios"), QStringLiteral("smoke"), QStringLiteral("--offline")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        m_other = StoreReader::open(m_ws, &error)->findRun(QStringLiteral("latest"), &error)->run.spec.id;
    }

    void listsRunsAndConversations()
    {
        RunsWidget widget;
        widget.resize(1000, 600);
        widget.show();
        QSignalSpy loaded(&widget, &RunsWidget::runsLoaded);
        widget.setWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(widget.runsModel()->rowCount(), 2);
        // Newest first.
        QCOMPARE(widget.runsProxy()->index(0, 0).data(RunsModel::RunIdRole).toString(), m_other);
        const QModelIndex graded = widget.runsProxy()->index(1, RunsModel::VerdictsColumn);
        QVERIFY(graded.data().toString() != QStringLiteral("not graded"));
        QCOMPARE(widget.runsProxy()->index(0, RunsModel::VerdictsColumn).data().toString(), QStringLiteral("not graded"));

        QSignalSpy conversations(&widget, &RunsWidget::conversationsLoaded);
        widget.showRun(m_graded);
        QVERIFY(conversations.wait(10000));
        QCOMPARE(widget.currentRun(), m_graded);
        QCOMPARE(widget.conversationsModel()->rowCount(), 2);
        QVERIFY(!widget.conversationsModel()->index(0, RunConversationsModel::VerdictColumn).data().toString().isEmpty());

        // Opening a conversation (Enter on its row) names it.
        QSignalSpy activated(&widget, &RunsWidget::conversationActivated);
        QTableView *table = widget.conversationsView();
        table->setFocus();
        table->setCurrentIndex(table->model()->index(1, 0));
        QTest::keyClick(table, Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().value<ConversationKey>(),
                 widget.conversationsModel()->conversations().at(1).record.key);

        // The filter keeps the matching runs.
        widget.filterEdit()->setText(QStringLiteral("flow-v2"));
        QCOMPARE(widget.runsProxy()->rowCount(), 1);
        QCOMPARE(widget.runsProxy()->index(0, 0).data(RunsModel::RunIdRole).toString(), m_other);
        widget.filterEdit()->clear();
        QCOMPARE(widget.runsProxy()->rowCount(), 2);

        // "latest" selects the newest run.
        widget.showRun(QStringLiteral("latest"));
        QVERIFY(conversations.wait(10000));
        QCOMPARE(widget.currentRun(), m_other);
    }

    void deleteAsksThenDeletes()
    {
        RunsWidget widget;
        QSignalSpy loaded(&widget, &RunsWidget::runsLoaded);
        widget.setWorkspace(m_ws);
        QVERIFY(loaded.wait(10000));
        widget.showRun(m_other);
        QCOMPARE(widget.runsView()->currentIndex().data(RunsModel::RunIdRole).toString(), m_other);
        const auto answer = [](QMessageBox::StandardButton button) {
            QTimer::singleShot(50, [button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                QVERIFY(box->text().contains(QStringLiteral("cannot be undone")));
                box->button(button)->click();
            });
        };
        QSignalSpy deleted(&widget, &RunsWidget::runDeleted);
        answer(QMessageBox::Cancel);
        widget.deleteSelectedRun();
        QTest::qWait(300);
        QCOMPARE(deleted.size(), 0);
        answer(QMessageBox::Yes);
        widget.deleteSelectedRun();
        QVERIFY(deleted.wait(10000));
        QCOMPARE(deleted.first().first().toString(), m_other);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(widget.runsModel()->rowCount(), 1);
        QCOMPARE(widget.runsModel()->runAt(0).summary.run.spec.id, m_graded);
        QString error;
        QVERIFY(!StoreReader::open(m_ws, &error)->run(m_other).has_value());
    }
};

QTEST_MAIN(TestRunsWidget)
#include "tst_runswidget.moc"
