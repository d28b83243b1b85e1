#pragma once

// A count of request slots shared by several producers on one thread: a run
// graded as it goes shares its concurrency between the conversations it
// simulates and the judge's requests for those that finished. Slots are
// handed out first come, first served; a grant arrives from the event loop.

#include <QObject>
#include <QPointer>

#include <deque>
#include <functional>

namespace Polygon {

class SlotPool : public QObject
{
    Q_OBJECT

public:
    explicit SlotPool(int capacity, QObject *parent = nullptr);

    // Asks for one slot. `granted` runs from the event loop, in `context`'s
    // thread, once the slot is held; whoever got it calls release() when done.
    // Nothing runs when `context` is gone by then (the slot goes to the next).
    void request(QObject *context, std::function<void()> granted);
    void release();
    // Withdraws every request of `context` not yet granted.
    void withdraw(const QObject *context);

    int capacity() const { return m_capacity; }
    int inUse() const { return m_inUse; }
    int waiting() const { return int(m_waiting.size()); }

private:
    void grant();

    struct Waiter
    {
        QPointer<QObject> context;
        std::function<void()> granted;
    };
    int m_capacity;
    int m_inUse = 0;
    std::deque<Waiter> m_waiting;
};

} // namespace Polygon
