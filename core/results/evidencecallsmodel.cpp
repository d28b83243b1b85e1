#include "evidencecallsmodel.h"

#include "core/evidence/evidencerun.h"
#include "core/util/jsonparse.h"
#include "core/util/messages.h"

#include <QBuffer>
#include <QFile>

namespace Polygon {

namespace {

// A file that reports what is read from it and fails its reads once the
// load is cancelled, so a cancelled run stops at the next read.
class WatchedFile : public QFile
{
public:
    using QFile::QFile;

    std::function<bool()> cancelled;
    std::function<void(qint64)> onRead;

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (cancelled && cancelled())
            return -1;
        const qint64 n = QFile::readData(data, maxSize);
        if (n > 0 && onRead)
            onRead(n);
        return n;
    }
};

Diagnostic cannotRead(const QString &path, const QFile &file)
{
    return Diagnostic(path, 1, 1, WorkspaceMessages::tr("cannot read the file: %1").arg(file.errorString()));
}

} // namespace

std::optional<EvidenceGate> EvidenceCall::firstFailingGate() const
{
    for (int g = 0; g < EvidenceGateCount; ++g) {
        const GateStatus s = evidence.gates[size_t(g)].status;
        if (s == GateStatus::Fail || s == GateStatus::InsufficientEvidence)
            return EvidenceGate(g);
    }
    return std::nullopt;
}

bool evidenceSourceFromName(const QString &name, std::optional<EventSource> &source)
{
    if (name.isEmpty() || name == QLatin1String("events")) {
        source.reset();
        return true;
    }
    source = eventSourceFromName(name);
    return source.has_value();
}

EvidenceLoadResult loadCallEvidence(const EvidenceLoadRequest &request, const std::function<bool()> &cancelled,
                                    const std::function<void(int)> &progress)
{
    EvidenceLoadResult result;
    const auto isCancelled = [&] { return cancelled && cancelled(); };

    if (!request.policyFile.isEmpty()) {
        QFile file(request.policyFile);
        if (!file.open(QIODevice::ReadOnly)) {
            result.problems.append(cannotRead(request.policyFile, file));
            return result;
        }
        const auto policy = EvidencePolicy::parse(file.readAll(), request.policyFile, result.problems);
        if (!policy)
            return result;
        result.policy = *policy;
    }

    WatchedFile file(request.file);
    file.cancelled = cancelled;
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.append(cannotRead(request.file, file));
        return result;
    }
    // Progress: bytes read over what will be read (JSON Lines twice; the
    // format is told by the first character, as the reader tells it).
    qint64 total = std::max<qint64>(1, file.size());
    if (!request.source) {
        const QByteArray head = file.peek(4096).trimmed();
        if (head.startsWith('{'))
            total *= 2;
    }
    qint64 done = 0;
    int lastShown = -1;
    file.onRead = [&](qint64 n) {
        done += n;
        const int permille = int(std::min<qint64>(1000, done * 1000 / total));
        if (progress && permille != lastShown) {
            lastShown = permille;
            progress(permille);
        }
    };

    const EvidencePolicy &policy = result.policy;
    std::vector<EvidenceCall> calls;
    const CallHandler keep = [&](const CallEvidence &evidence, std::span<const CallEvent> events) {
        if (isCancelled())
            return;
        EvidenceCall call;
        call.evidence = evidence;
        call.events.assign(events.begin(), events.end());
        for (CallEvent &e : call.events)
            e.call = evidence.call; // one shared string, not one per event
        call.intervals = measuredIntervals(events, policy);
        calls.push_back(std::move(call));
    };
    EvidenceRunStats stats;
    bool ok = false;
    if (request.source) {
        // `polygon-cli evidence-import SOURCE FILE`, then `polygon-cli evidence` on its output.
        const QByteArray input = file.readAll();
        if (isCancelled()) {
            result.cancelled = true;
            return result;
        }
        const auto imported = importProviderEvents(*request.source, input, request.file, result.problems);
        if (!imported)
            return result;
        QByteArray lines;
        for (const CallEvent &e : *imported) {
            const std::string line = safeDump(callEventToJson(e));
            lines.append(line.data(), qsizetype(line.size()));
            lines.append('\n');
        }
        QBuffer buffer(&lines);
        buffer.open(QIODevice::ReadOnly);
        ok = runEvidence(&buffer, request.file, policy, keep, result.problems, &stats);
    } else {
        ok = runEvidence(&file, request.file, policy, keep, result.problems, &stats);
    }
    if (isCancelled()) {
        result.problems.clear();
        result.cancelled = true;
        return result;
    }
    if (!ok)
        return result;
    result.ok = true;
    result.calls = std::move(calls);
    result.events = stats.events;
    if (progress)
        progress(1000);
    return result;
}

EvidenceCallsModel::EvidenceCallsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void EvidenceCallsModel::setCalls(std::vector<EvidenceCall> calls)
{
    beginResetModel();
    m_calls = std::move(calls);
    endResetModel();
}

QString EvidenceCallsModel::gateTitle(EvidenceGate gate)
{
    switch (gate) {
    case EvidenceGate::Reachability:
        return tr("Reachability");
    case EvidenceGate::TurnTiming:
        return tr("Turn timing");
    case EvidenceGate::Interruption:
        return tr("Interruption");
    case EvidenceGate::ToolEffect:
        return tr("Tool effect");
    case EvidenceGate::Outcome:
        break;
    }
    return tr("Outcome");
}

QString EvidenceCallsModel::statusTitle(GateStatus status)
{
    switch (status) {
    case GateStatus::Pass:
        return tr("Pass");
    case GateStatus::Fail:
        return tr("Fail");
    case GateStatus::InsufficientEvidence:
        return tr("Insufficient evidence");
    case GateStatus::NotApplicable:
        break;
    }
    return tr("Not applicable");
}

int EvidenceCallsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_calls.size());
}

int EvidenceCallsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EvidenceCallsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const EvidenceCall &c = m_calls[size_t(index.row())];
    const auto first = c.firstFailingGate();
    switch (role) {
    case VerdictRole:
        return c.evidence.verdict();
    case FirstFailingGateRole:
        return first ? int(*first) : -1;
    case CallRole:
        return c.evidence.call;
    case Qt::ToolTipRole: // the whole id, elided in the cell, and the verdict as polygon-cli prints it
        return QStringLiteral("%1 — %2").arg(c.evidence.call, c.evidence.verdict());
    case Qt::DisplayRole:
        switch (index.column()) {
        case CallColumn:
            return c.evidence.call;
        case VerdictColumn:
            return first ? statusTitle(c.evidence.gate(*first).status) : statusTitle(GateStatus::Pass);
        case FirstFailingColumn:
            return first ? gateTitle(*first) : tr("—");
        default:
            break;
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant EvidenceCallsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CallColumn:
        return tr("Call");
    case VerdictColumn:
        return tr("Verdict");
    case FirstFailingColumn:
        return tr("First failing gate");
    default:
        return {};
    }
}

EvidenceCallsFilter::EvidenceCallsFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void EvidenceCallsFilter::setFirstFailingGate(int gate)
{
    m_gate = gate;
    invalidateFilter();
}

void EvidenceCallsFilter::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

bool EvidenceCallsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_gate != AnyGate && index.data(EvidenceCallsModel::FirstFailingGateRole).toInt() != m_gate)
        return false;
    if (m_text.isEmpty())
        return true;
    return index.data(EvidenceCallsModel::CallRole).toString().contains(m_text, Qt::CaseInsensitive)
        || index.data(EvidenceCallsModel::VerdictRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace Polygon
