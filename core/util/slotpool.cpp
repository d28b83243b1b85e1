#include "slotpool.h"

#include <algorithm>

namespace Polygon {

SlotPool::SlotPool(int capacity, QObject *parent)
    : QObject(parent)
    , m_capacity(std::max(1, capacity))
{
}

void SlotPool::request(QObject *context, std::function<void()> granted)
{
    m_waiting.push_back({context, std::move(granted)});
    grant();
}

void SlotPool::release()
{
    if (m_inUse > 0)
        --m_inUse;
    grant();
}

void SlotPool::withdraw(const QObject *context)
{
    std::erase_if(m_waiting, [context](const Waiter &w) { return w.context == context; });
}

void SlotPool::grant()
{
    while (m_inUse < m_capacity && !m_waiting.empty()) {
        Waiter w = std::move(m_waiting.front());
        m_waiting.pop_front();
        if (!w.context)
            continue;
        ++m_inUse;
        // The slot is held from now; the grant runs from the event loop, so a
        // release inside a grant never recurses into the next one.
        QMetaObject::invokeMethod(
            w.context.data(),
            [this, context = w.context, granted = std::move(w.granted)] {
                if (context)
                    granted();
                else
                    release();
            },
            Qt::QueuedConnection);
    }
}

} // namespace Polygon
