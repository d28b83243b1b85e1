#include "evidencerun.h"

#include "core/util/messages.h"

#include <QBuffer>
#include <QFile>
#include <QHash>

#include <cstdio>

namespace Polygon {

namespace {

bool openInput(const QString &path, QFile &file, QBuffer &buffer, QIODevice *&device, QString &name, Diagnostics &problems)
{
    if (path == QLatin1String("-")) {
        name = QStringLiteral("<stdin>");
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            problems.append({name, 1, 1, WorkspaceMessages::tr("cannot read standard input")});
            return false;
        }
        buffer.setData(in.readAll());
        buffer.open(QIODevice::ReadOnly);
        device = &buffer;
        return true;
    }
    name = path;
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.append({name, 1, 1, WorkspaceMessages::tr("cannot read the file: %1").arg(file.errorString())});
        return false;
    }
    device = &file;
    return true;
}

} // namespace

bool runEvidence(const QString &path, const EvidencePolicy &policy, const CallHandler &onCall, Diagnostics &problems,
                 EvidenceRunStats *stats)
{
    QFile file;
    QBuffer buffer;
    QIODevice *device = nullptr;
    QString name;
    if (!openInput(path, file, buffer, device, name, problems))
        return false;
    return runEvidence(device, name, policy, onCall, problems, stats);
}

bool runEvidence(QIODevice *device, const QString &name, const EvidencePolicy &policy, const CallHandler &onCall,
                 Diagnostics &problems, EvidenceRunStats *stats)
{
    EvidenceRunStats local;
    EvidenceRunStats &s = stats ? *stats : local;

    // Pass 1: check every event; count each call's events (JSON Lines) or keep
    // them (array, already in memory).
    CallEventReader check(device, name);
    QHash<QString, qint64> remaining;
    QList<QString> order;
    QHash<QString, std::vector<CallEvent>> open;
    while (auto e = check.next()) {
        ++s.events;
        auto it = remaining.find(e->call);
        const bool array = check.format() == CallEventReader::Format::Array;
        if (it == remaining.end()) {
            remaining.insert(e->call, 1);
            if (array)
                order.append(e->call); // JSON Lines keep only the counts
        } else {
            ++*it;
        }
        if (array)
            open[e->call].push_back(std::move(*e));
    }
    s.format = check.format();
    if (check.failed()) {
        problems += check.problems();
        return false;
    }
    s.calls = remaining.size();
    // An empty file, only blank lines or an empty array is no evidence of
    // anything: most likely a recorder that wrote nothing. Passing it would
    // turn CI green on zero calls.
    if (s.events == 0) {
        problems.append({name, 1, 1, WorkspaceMessages::tr("no events: nothing to check")});
        return false;
    }

    if (s.format == CallEventReader::Format::Array) {
        for (const QString &call : std::as_const(order)) {
            std::vector<CallEvent> &events = open[call];
            const CallEvidence evidence = evaluateCall(call, events, policy);
            onCall(evidence, events);
        }
        return true;
    }

    // Pass 2: evaluate each call when its last event has been read.
    if (!device->seek(0)) {
        problems.append({name, 1, 1, WorkspaceMessages::tr("cannot read the input a second time")});
        return false;
    }
    CallEventReader read(device, name);
    while (auto e = read.next()) {
        const QString call = e->call;
        std::vector<CallEvent> &events = open[call];
        events.push_back(std::move(*e));
        if (--remaining[call] == 0) {
            const CallEvidence evidence = evaluateCall(call, events, policy);
            onCall(evidence, events);
            open.remove(call);
            remaining.remove(call);
        }
    }
    if (read.failed()) { // the file changed between the passes
        problems += read.problems();
        return false;
    }
    return true;
}

} // namespace Polygon
