#include "views/workspace/problemswidget.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using namespace Polygon;

class TestProblemsWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsRowsAndActivates()
    {
        ProblemsWidget widget;
        QCOMPARE(widget.count(), 0);
        const Diagnostics problems = {
            {QStringLiteral("/ws/personas/a.json"), 4, 11, QStringLiteral("unknown persona type \"grumpy\"")},
            {QStringLiteral("/ws/polygon.json"), 1, 1, QStringLiteral("invalid JSON")},
        };
        widget.setProblems(QStringLiteral("/ws"), problems);
        QCOMPARE(widget.count(), 2);
        QTreeWidgetItem *first = widget.view()->topLevelItem(0);
        QCOMPARE(first->text(0), QStringLiteral("personas/a.json"));
        QCOMPARE(first->text(1), QStringLiteral("4"));
        QCOMPARE(first->text(2), QStringLiteral("11"));
        QCOMPARE(first->text(3), QStringLiteral("unknown persona type \"grumpy\""));

        QSignalSpy spy(&widget, &ProblemsWidget::problemActivated);
        Q_EMIT widget.view()->itemActivated(first, 0);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("/ws/personas/a.json"));
        QCOMPARE(spy.at(0).at(1).toInt(), 4);
        QCOMPARE(spy.at(0).at(2).toInt(), 11);

        widget.setProblems(QStringLiteral("/ws"), {});
        QCOMPARE(widget.count(), 0);
    }
};

QTEST_MAIN(TestProblemsWidget)
#include "tst_problemswidget.moc"
