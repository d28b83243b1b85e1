#pragma once

// An OpenAiTestServer living on its own thread, for benchmarks: the client
// under test keeps the calling thread, and the server's CPU time can be told
// apart from the client's (cpuSeconds()).

#include "openaitestserver.h"

#include <QThread>
#include <QUrl>

#include <ctime>

namespace Polygon::Test {

inline double threadCpuSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

class TestServerThread
{
public:
    TestServerThread() = default;
    TestServerThread(const TestServerThread &) = delete;
    TestServerThread &operator=(const TestServerThread &) = delete;
    ~TestServerThread()
    {
        m_thread.quit();
        m_thread.wait();
    }

    bool start()
    {
        m_server->moveToThread(&m_thread);
        QObject::connect(&m_thread, &QThread::finished, m_server, &QObject::deleteLater);
        m_thread.start();
        bool ok = false;
        QMetaObject::invokeMethod(
            m_server, [this] { return m_server->start(); }, Qt::BlockingQueuedConnection, &ok);
        QMetaObject::invokeMethod(
            m_server, [this] { return m_server->baseUrl(); }, Qt::BlockingQueuedConnection, &m_base);
        return ok;
    }
    QUrl baseUrl() const { return m_base; }

    void queue(const QList<nlohmann::ordered_json> &replies)
    {
        QMetaObject::invokeMethod(
            m_server,
            [this, replies] {
                for (const auto &r : replies)
                    m_server->queueChatReply(r);
            },
            Qt::BlockingQueuedConnection);
    }

    // CPU time the server's thread has used so far.
    double cpuSeconds()
    {
        double seconds = 0;
        QMetaObject::invokeMethod(
            m_server, [] { return threadCpuSeconds(CLOCK_THREAD_CPUTIME_ID); }, Qt::BlockingQueuedConnection, &seconds);
        return seconds;
    }

private:
    QThread m_thread;
    OpenAiTestServer *m_server = new OpenAiTestServer;
    QUrl m_base;
};

} // namespace Polygon::Test
