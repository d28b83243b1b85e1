// Streams synthetic content-free call events through the evidence gates and
// prints events/s and the process's peak memory.
//   bench_evidence [events] [calls]         (default 1,000,000 events, 50,000 calls)
//   bench_evidence --file PATH              (an existing JSON Lines file, e.g. 1 GB)
//   bench_evidence --tools [requests]       (only the one-call case below)
// Then one call with 300,000 tool.request events (each with a response —
// every tenth a timeout, reconciled under the same id — and a receipt): the
// tool-effect gate matches them by operation id, linear in the events.
// The synthetic stream is written to a temporary JSON Lines file with calls
// interleaved in groups (as concurrent calls are), then read the way
// `polygon-cli evidence` reads it: two streaming passes.
#include "core/evidence/evidencerun.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <cstring>

using namespace Polygon;

namespace {

long peakRssMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // Linux reports KiB
}

// One call's events: statuses, a greeting, caller/assistant turns, a tool
// operation with receipt, an outcome — `count` events in all.
void writeCall(QFile &out, qint64 call, int count)
{
    const QByteArray id = "bench-" + QByteArray::number(call);
    QByteArray lines;
    int written = 0;
    qint64 t = 0;
    const auto add = [&](const QByteArray &body) {
        if (written >= count)
            return;
        lines += "{\"call\":\"" + id + "\",\"t\":" + QByteArray::number(t) + ',' + body + "}\n";
        ++written;
    };
    add("\"type\":\"call.status\",\"status\":\"ringing\"");
    t += 900;
    add("\"type\":\"call.status\",\"status\":\"in-progress\"");
    for (int turn = 1; written < count - 3; ++turn) {
        t += 400;
        add("\"type\":\"caller.audio.started\",\"turn\":" + QByteArray::number(turn));
        t += 1200;
        add("\"type\":\"caller.audio.stopped\",\"turn\":" + QByteArray::number(turn));
        t += 300 + (call * 7 + turn * 13) % 900;
        add("\"type\":\"assistant.audio.started\",\"turn\":" + QByteArray::number(turn));
        t += 1500;
        add("\"type\":\"assistant.audio.stopped\",\"turn\":" + QByteArray::number(turn));
    }
    add("\"type\":\"tool.request\",\"operation_id\":\"op-" + id + "\",\"action\":\"create_booking\",\"attempt\":1");
    t += 200;
    add("\"type\":\"tool.receipt\",\"operation_id\":\"op-" + id + "\",\"effect\":true");
    t += 5000;
    add("\"type\":\"call.status\",\"status\":\"completed\"");
    out.write(lines);
}

// One call with `requests` tool operations: request, response, receipt each.
int toolsInOneCall(qint64 requests)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tools.jsonl"));
    {
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return 1;
        QByteArray lines = "{\"call\":\"c\",\"t\":0,\"type\":\"call.status\",\"status\":\"in-progress\"}\n";
        for (qint64 k = 0; k < requests; ++k) {
            const QByteArray op = "\"operation_id\":\"op-" + QByteArray::number(k) + '"';
            const QByteArray t = QByteArray::number(k * 10);
            lines += "{\"call\":\"c\",\"t\":" + t + ",\"type\":\"tool.request\"," + op
                + ",\"action\":\"create_booking\",\"attempt\":1}\n";
            lines += "{\"call\":\"c\",\"t\":" + QByteArray::number(k * 10 + 3) + ",\"type\":\"tool.response\"," + op
                + ",\"class\":\"" + (k % 10 == 0 ? "timeout" : "ok") + "\"}\n";
            lines += "{\"call\":\"c\",\"t\":" + QByteArray::number(k * 10 + 6) + ",\"type\":\"tool.receipt\"," + op
                + ",\"effect\":true}\n";
            if (lines.size() > (1 << 20)) {
                out.write(lines);
                lines.clear();
            }
        }
        out.write(lines);
    }
    QElapsedTimer timer;
    timer.start();
    QString verdict;
    QString toolEffect;
    EvidenceRunStats stats;
    Diagnostics problems;
    const bool ok = runEvidence(
        path, EvidencePolicy {},
        [&](const CallEvidence &evidence, std::span<const CallEvent>) {
            verdict = evidence.verdict();
            const GateResult &g = evidence.gate(EvidenceGate::ToolEffect);
            toolEffect = gateStatusName(g.status) + QLatin1Char(' ') + g.reason;
        },
        problems, &stats);
    if (!ok)
        return 2;
    std::printf("one call, %lld tool requests (%lld events): %.2f s, tool_effect %s, verdict %s\n", requests, stats.events,
                double(timer.nsecsElapsed()) / 1e9, qPrintable(toolEffect), qPrintable(verdict));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc > 1 && std::strcmp(argv[1], "--tools") == 0)
        return toolsInOneCall(argc > 2 ? std::atoll(argv[2]) : 300000);
    QString path;
    QTemporaryDir dir;
    qint64 events = 1000000;
    qint64 calls = 50000;
    if (argc > 2 && std::strcmp(argv[1], "--file") == 0) {
        path = QString::fromLocal8Bit(argv[2]);
    } else {
        if (argc > 1)
            events = std::atoll(argv[1]);
        if (argc > 2)
            calls = std::atoll(argv[2]);
        path = dir.filePath(QStringLiteral("events.jsonl"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return 1;
        // Interleave: the events of 100 calls at a time are mixed line by line.
        const int perCall = int(events / calls);
        for (qint64 group = 0; group < calls; group += 100) {
            QTemporaryDir scratch;
            QByteArrayList callLines;
            for (qint64 c = group; c < std::min(calls, group + 100); ++c) {
                QFile tmp(scratch.filePath(QStringLiteral("c")));
                tmp.open(QIODevice::WriteOnly | QIODevice::Truncate);
                writeCall(tmp, c, perCall);
                tmp.close();
                tmp.open(QIODevice::ReadOnly);
                callLines.append(tmp.readAll());
            }
            QList<QByteArrayList> split;
            for (const QByteArray &b : std::as_const(callLines))
                split.append(b.split('\n'));
            for (int line = 0; line < perCall; ++line)
                for (const QByteArrayList &l : std::as_const(split))
                    if (line < l.size() && !l.at(line).isEmpty())
                        out.write(l.at(line) + '\n');
        }
    }
    const qint64 bytes = QFile(path).size();
    std::printf("bench_evidence: %s (%.1f MiB)\n", qPrintable(path), double(bytes) / (1024.0 * 1024.0));
    std::printf("  peak memory before the run: %ld MiB\n", peakRssMiB());

    QElapsedTimer timer;
    timer.start();
    qint64 passed = 0;
    EvidenceRunStats stats;
    Diagnostics problems;
    const bool ok = runEvidence(
        path, EvidencePolicy {}, [&](const CallEvidence &evidence, std::span<const CallEvent>) { passed += evidence.passed(); },
        problems, &stats);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!ok) {
        for (const Diagnostic &d : problems)
            std::fprintf(stderr, "%s\n", qPrintable(d.toString()));
        return 2;
    }
    std::printf("  %lld events, %lld calls (%lld passed) in %.2f s: %.0f events/s, %.1f MiB/s\n", stats.events, stats.calls,
                passed, seconds, double(stats.events) / seconds, double(bytes) / (1024.0 * 1024.0) / seconds);
    std::printf("  peak memory: %ld MiB\n", peakRssMiB());
    return toolsInOneCall(300000);
}
