#pragma once

// The call-evidence view's data (FORMATS.md §6): an event file or recorded
// provider payloads evaluated by the engine of `polygon-cli evidence`
// (runEvidence(), after importProviderEvents() for payloads, as
// `polygon-cli evidence-import` gives them), every call kept with its events
// and the intervals its gates measured; a table of the calls (call id,
// verdict, first failing gate) and a proxy filtering it by first failing gate
// and text.

#include "core/evidence/evidencegates.h"
#include "core/evidence/importers.h"
#include "core/json/diagnostic.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <functional>
#include <optional>
#include <vector>

namespace Polygon {

// One evaluated call: its gates, its events sorted by time, the intervals
// gates 2 and 3 measured.
struct EvidenceCall
{
    CallEvidence evidence;
    std::vector<CallEvent> events;
    std::vector<MeasuredInterval> intervals;

    // The first gate that is neither pass nor not_applicable (the verdict's), none when the call passed.
    std::optional<EvidenceGate> firstFailingGate() const;
};

struct EvidenceLoadRequest
{
    QString file;
    std::optional<EventSource> source; // none: content-free events (a JSON array or JSON Lines)
    QString policyFile; // empty: the documented defaults
};

struct EvidenceLoadResult
{
    bool ok = false;
    bool cancelled = false;
    Diagnostics problems; // as polygon-cli prints them: file:line:column: message
    EvidencePolicy policy;
    std::vector<EvidenceCall> calls; // in the order `polygon-cli evidence` prints them
    qint64 events = 0;
};

// Reads and evaluates `request` (all or nothing: any problem gives no calls).
// `cancelled` is asked while the file is read (then the result is empty and
// `cancelled` set); `progress` gets 0–1000 as the file is read (JSON Lines
// are read twice). Either may be empty. Runs on any thread.
EvidenceLoadResult loadCallEvidence(const EvidenceLoadRequest &request, const std::function<bool()> &cancelled = {},
                                    const std::function<void(int)> &progress = {});

// A format name ("", "events", "vapi", "twilio", "retell") as a source; false when unknown.
bool evidenceSourceFromName(const QString &name, std::optional<EventSource> &source);

class EvidenceCallsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CallColumn, VerdictColumn, FirstFailingColumn, ColumnCount };
    enum Role {
        VerdictRole = Qt::UserRole + 1, // the verdict as polygon-cli prints it: "pass", "turn_timing:fail"
        FirstFailingGateRole, // int(EvidenceGate) of the first failing gate, -1 when the call passed
        CallRole, // the call id
    };
    Q_ENUM(Role)

    explicit EvidenceCallsModel(QObject *parent = nullptr);

    void setCalls(std::vector<EvidenceCall> calls);
    void clear() { setCalls({}); }
    const std::vector<EvidenceCall> &calls() const { return m_calls; }
    const EvidenceCall &call(int row) const { return m_calls.at(size_t(row)); }

    // Translated names for the screen.
    static QString gateTitle(EvidenceGate gate);
    static QString statusTitle(GateStatus status);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<EvidenceCall> m_calls;
};

class EvidenceCallsFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    static constexpr int AnyGate = -2;
    static constexpr int AllPassed = -1;

    explicit EvidenceCallsFilter(QObject *parent = nullptr);

    // AnyGate, AllPassed (the calls that passed) or int(EvidenceGate): the calls whose first failing gate it is.
    void setFirstFailingGate(int gate);
    int firstFailingGate() const { return m_gate; }
    // Case-insensitive, in the call id and the verdict.
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_gate = AnyGate;
    QString m_text;
};

} // namespace Polygon
