// SlotPool: the slots a run graded as it goes shares between its
// conversations and the judge's requests.

#include "core/util/slotpool.h"

#include <QCoreApplication>
#include <QTest>

#include <memory>

using namespace Polygon;

class TestSlotPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grantsFromTheEventLoopUpToCapacity()
    {
        SlotPool pool(2);
        QObject context;
        QStringList granted;
        for (const char *name : {"a", "b", "c"})
            pool.request(&context, [&granted, name] { granted.append(QString::fromLatin1(name)); });
        QVERIFY(granted.isEmpty()); // never inside request()
        QCOMPARE(pool.inUse(), 2);
        QCOMPARE(pool.waiting(), 1);
        QCoreApplication::processEvents();
        QCOMPARE(granted, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
        pool.release();
        QCOMPARE(pool.inUse(), 2); // handed straight to "c"
        QCOMPARE(pool.waiting(), 0);
        QCoreApplication::processEvents();
        QCOMPARE(granted, QStringList({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        pool.release();
        pool.release();
        QCOMPARE(pool.inUse(), 0);
        pool.release(); // one too many does not go below zero
        QCOMPARE(pool.inUse(), 0);
    }

    void firstComeFirstServedAcrossProducers()
    {
        // The conversations asked first; the judge's request waits its turn
        // behind them, and goes before the conversations that asked later.
        SlotPool pool(1);
        QObject batch;
        QObject judge;
        QStringList order;
        pool.request(&batch, [&] { order.append(QStringLiteral("conversation 1")); });
        pool.request(&judge, [&] { order.append(QStringLiteral("judge")); });
        pool.request(&batch, [&] { order.append(QStringLiteral("conversation 2")); });
        for (int i = 0; i < 3; ++i) {
            QCoreApplication::processEvents();
            pool.release();
        }
        QCOMPARE(order,
                 QStringList({QStringLiteral("conversation 1"), QStringLiteral("judge"), QStringLiteral("conversation 2")}));
    }

    void withdrawnAndDeadContextsGetNothing()
    {
        SlotPool pool(1);
        QObject keeper;
        auto gone = std::make_unique<QObject>();
        QObject withdrawn;
        int calls = 0;
        pool.request(&keeper, [&] { ++calls; });
        pool.request(gone.get(), [&] { calls += 100; });
        pool.request(&withdrawn, [&] { calls += 1000; });
        pool.request(&keeper, [&] { ++calls; });
        pool.withdraw(&withdrawn);
        gone.reset();
        QCOMPARE(pool.waiting(), 2); // "gone" is skipped when its turn comes
        QCoreApplication::processEvents();
        pool.release();
        QCoreApplication::processEvents();
        QCOMPARE(calls, 2);
        QCOMPARE(pool.inUse(), 1);
        QCOMPARE(pool.waiting(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSlotPool)
#include "tst_slotpool.moc"
