// Sends chat requests through OpenAiProvider to the local test server (zero
// latency, in its own thread) at several concurrency limits and prints
// requests/s and the client's CPU-seconds per 1,000 requests (the whole
// process's CPU time minus the server thread's: QNetworkAccessManager does its
// HTTP work in threads of its own, which belong to the client).
//   bench_providers [requests]   (default 20,000 per concurrency level)
#include "core/llm/openaiprovider.h"
#include "openaitestserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <cstdio>
#include <ctime>

using namespace Polygon;

namespace {

double cpuSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double serverCpuSeconds(QObject *server)
{
    double seconds = 0;
    QMetaObject::invokeMethod(
        server, [] { return cpuSeconds(CLOCK_THREAD_CPUTIME_ID); }, Qt::BlockingQueuedConnection, &seconds);
    return seconds;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int requests = argc > 1 ? std::atoi(argv[1]) : 20000;

    QThread serverThread;
    auto *server = new Test::OpenAiTestServer;
    server->moveToThread(&serverThread);
    QObject::connect(&serverThread, &QThread::finished, server, &QObject::deleteLater);
    serverThread.start();
    bool listening = false;
    QMetaObject::invokeMethod(
        server, [server] { return server->start(); }, Qt::BlockingQueuedConnection, &listening);
    if (!listening) {
        std::fprintf(stderr, "bench_providers: the test server did not start\n");
        return 1;
    }
    QUrl base;
    QMetaObject::invokeMethod(
        server, [server] { return server->baseUrl(); }, Qt::BlockingQueuedConnection, &base);

    std::printf("bench_providers: %d chat requests per level against %s (zero latency)\n", requests, qPrintable(base.toString()));
    for (const int concurrency : {1, 16, 64, 256}) {
        Profile profile;
        profile.baseUrl = base.toString();
        profile.model = QStringLiteral("bench");
        profile.concurrency = concurrency;
        profile.timeoutMs = 60000;
        OpenAiProvider provider(profile, QByteArrayLiteral("bench-key"));
        ChatRequest request;
        request.messages = {ChatMessage::system(QStringLiteral("You answer the phone for a restaurant.")),
                            ChatMessage::user(QStringLiteral("A table for four on Friday, please."))};

        int done = 0;
        int failed = 0;
        QEventLoop loop;
        const double cpuStart = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - serverCpuSeconds(server);
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < requests; ++i) {
            ProviderReply *reply = provider.chat(request);
            QObject::connect(reply, &ProviderReply::finished, &loop, [&, reply] {
                failed += reply->failed();
                reply->deleteLater();
                if (++done == requests)
                    loop.quit();
            });
        }
        loop.exec();
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        const double cpu = cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - serverCpuSeconds(server) - cpuStart;
        std::printf("  concurrency %3d: %7.0f requests/s, %.3f client CPU-s per 1,000 requests, %d failed\n", concurrency,
                    double(requests) / seconds, cpu / (double(requests) / 1000.0), failed);
    }
    serverThread.quit();
    serverThread.wait();
    return 0;
}
