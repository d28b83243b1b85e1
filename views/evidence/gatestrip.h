#pragma once

// GateStrip: a call's five evidence gates as five boxes in their fixed order
// (reachability, turn timing, interruption, tool effect, outcome). Each box
// says its status in words with a symbol (✓ pass, ✗ fail, ? insufficient
// evidence, – not applicable) and draws it with a colour-blind-safe colour
// and border style, so it reads without colour; then the reason (in words,
// with the engine's code) and the measured interval against its limit
// ("1,480 ms > 1,200 ms").

#include "core/evidence/evidencegates.h"

#include <QFrame>
#include <QWidget>

#include <array>

class QLabel;

namespace Polygon {

class GateStrip : public QWidget
{
    Q_OBJECT

public:
    explicit GateStrip(QWidget *parent = nullptr);

    // Shows `evidence`'s gates judged against `policy` (for the limits); none: empty boxes.
    void setEvidence(const CallEvidence *evidence, const EvidencePolicy &policy);

    QFrame *box(EvidenceGate gate) const { return m_boxes[size_t(gate)].frame; }
    QString statusText(EvidenceGate gate) const;
    QString reasonText(EvidenceGate gate) const;
    QString codeText(EvidenceGate gate) const;
    QString intervalText(EvidenceGate gate) const;

    // "✓ Pass", "✗ Fail", "? Insufficient evidence", "– Not applicable".
    static QString statusLabel(GateStatus status);
    // The engine's reason code in words.
    static QString reasonLabel(EvidenceGate gate, const GateResult &result);
    // The measured interval against its limit, empty when the gate measured none.
    static QString intervalLabel(EvidenceGate gate, const GateResult &result, const EvidencePolicy &policy);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Box
    {
        QFrame *frame = nullptr;
        QLabel *title = nullptr;
        QLabel *status = nullptr;
        QLabel *reason = nullptr;
        QLabel *code = nullptr;
        QLabel *interval = nullptr;
    };
    void refresh();

    std::array<Box, EvidenceGateCount> m_boxes;
    std::optional<CallEvidence> m_evidence;
    EvidencePolicy m_policy;
};

// The colour-blind-safe colours of the statuses (Okabe–Ito: bluish green,
// vermillion, orange, grey), used by the strip and the timeline.
QColor gateStatusColor(GateStatus status);

} // namespace Polygon
