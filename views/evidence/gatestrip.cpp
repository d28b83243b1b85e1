#include "gatestrip.h"

#include "core/results/evidencecallsmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Polygon {

QColor gateStatusColor(GateStatus status)
{
    switch (status) {
    case GateStatus::Pass:
        return QColor(0x00, 0x9e, 0x73);
    case GateStatus::Fail:
        return QColor(0xd5, 0x5e, 0x00);
    case GateStatus::InsufficientEvidence:
        return QColor(0xe6, 0x9f, 0x00);
    case GateStatus::NotApplicable:
        break;
    }
    return QColor(0x99, 0x99, 0x99);
}

GateStrip::GateStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("gateStrip"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (int g = 0; g < EvidenceGateCount; ++g) {
        Box &b = m_boxes[size_t(g)];
        b.frame = new QFrame(this);
        b.frame->setObjectName(QStringLiteral("gate_") + gateName(EvidenceGate(g)));
        b.frame->setFocusPolicy(Qt::TabFocus); // read by screen readers box by box
        auto *l = new QVBoxLayout(b.frame);
        b.title = new QLabel(b.frame);
        QFont bold = b.title->font();
        bold.setBold(true);
        b.title->setFont(bold);
        b.status = new QLabel(b.frame);
        b.status->setObjectName(QStringLiteral("status"));
        b.status->setFont(bold);
        b.status->setWordWrap(true); // "? Insufficient evidence" may take two lines in a narrow box
        b.reason = new QLabel(b.frame);
        b.reason->setObjectName(QStringLiteral("reason"));
        b.reason->setWordWrap(true);
        b.reason->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        b.reason->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::MinimumExpanding); // it takes the box's spare height
        b.code = new QLabel(b.frame);
        b.code->setObjectName(QStringLiteral("code"));
        b.code->setTextInteractionFlags(Qt::TextSelectableByMouse);
        b.interval = new QLabel(b.frame);
        b.interval->setObjectName(QStringLiteral("interval"));
        for (QLabel *label : {b.title, b.status, b.reason, b.code, b.interval})
            l->addWidget(label);
        // Room for a reason over three lines: word-wrapped labels in nested
        // layouts do not always get their height, and a squeezed label
        // clips the underscores of the reason code.
        const QFontMetrics fm = fontMetrics();
        l->setSpacing(fm.lineSpacing() / 4);
        const QMargins margins = l->contentsMargins();
        // title, status, three lines of reason, code, interval: seven lines, five gaps
        b.frame->setMinimumHeight(fm.lineSpacing() * 7 + l->spacing() * 5 + margins.top() + margins.bottom() + fm.lineSpacing());
        layout->addWidget(b.frame, 1);
    }
    refresh();
}

void GateStrip::setEvidence(const CallEvidence *evidence, const EvidencePolicy &policy)
{
    m_evidence = evidence ? std::optional<CallEvidence>(*evidence) : std::nullopt;
    m_policy = policy;
    refresh();
}

QString GateStrip::statusText(EvidenceGate gate) const
{
    return m_boxes[size_t(gate)].status->text();
}

QString GateStrip::reasonText(EvidenceGate gate) const
{
    return m_boxes[size_t(gate)].reason->text();
}

QString GateStrip::codeText(EvidenceGate gate) const
{
    return m_boxes[size_t(gate)].code->text();
}

QString GateStrip::intervalText(EvidenceGate gate) const
{
    return m_boxes[size_t(gate)].interval->text();
}

QString GateStrip::statusLabel(GateStatus status)
{
    switch (status) {
    case GateStatus::Pass:
        return QStringLiteral("✓ ") + EvidenceCallsModel::statusTitle(status);
    case GateStatus::Fail:
        return QStringLiteral("✗ ") + EvidenceCallsModel::statusTitle(status);
    case GateStatus::InsufficientEvidence:
        return QStringLiteral("? ") + EvidenceCallsModel::statusTitle(status);
    case GateStatus::NotApplicable:
        break;
    }
    return QStringLiteral("– ") + EvidenceCallsModel::statusTitle(status);
}

QString GateStrip::reasonLabel(EvidenceGate gate, const GateResult &result)
{
    const QString &r = result.reason;
    if (gate == EvidenceGate::Reachability && result.status == GateStatus::Fail)
        return tr("Never connected; last status: %1").arg(r);
    static const std::pair<const char *, const char *> reasons[] = {
        {"connected", QT_TR_NOOP("Connected: in progress or completed")},
        {"no_status", QT_TR_NOOP("No call status at all")},
        {"within_limit", QT_TR_NOOP("Every first response within the limit")},
        {"slow_first_response", QT_TR_NOOP("A first response was too slow")},
        {"missing_caller_stop", QT_TR_NOOP("Caller speech without an audio stop: not estimated")},
        {"no_measurable_turn", QT_TR_NOOP("No turn to measure")},
        {"no_interruption", QT_TR_NOOP("The caller never interrupted")},
        {"stopped_in_time", QT_TR_NOOP("The assistant stopped in time after every interruption")},
        {"slow_stop", QT_TR_NOOP("The assistant stopped too late after an interruption")},
        {"no_assistant_stop", QT_TR_NOOP("No assistant audio stop after an interruption")},
        {"no_tool_request", QT_TR_NOOP("No tool request")},
        {"receipts_confirmed", QT_TR_NOOP("Every operation has a receipt with an effect")},
        {"unsafe_retry", QT_TR_NOOP("A timed-out operation was retried blindly under a new id")},
        {"no_receipt", QT_TR_NOOP("An operation has no receipt")},
        {"no_effect", QT_TR_NOOP("An operation's receipts show no effect")},
        {"no_outcome_requested", QT_TR_NOOP("No outcome requested")},
        {"verified", QT_TR_NOOP("Every requested outcome verified")},
        {"outcome_unverified", QT_TR_NOOP("A requested outcome was never verified")},
        {"outcome_not_achieved", QT_TR_NOOP("A requested outcome was checked and not achieved")},
    };
    for (const auto &[code, text] : reasons)
        if (r == QLatin1String(code))
            return tr(text);
    return r;
}

QString GateStrip::intervalLabel(EvidenceGate gate, const GateResult &result, const EvidencePolicy &policy)
{
    if (!result.valueMs || (gate != EvidenceGate::TurnTiming && gate != EvidenceGate::Interruption))
        return {};
    const qint64 limit = gate == EvidenceGate::TurnTiming ? policy.maxFirstResponseMs : policy.maxInterruptStopMs;
    const QLocale locale;
    const QString value = locale.toString(*result.valueMs);
    const QString max = locale.toString(limit);
    if (*result.valueMs > limit)
        return tr("%1 ms > %2 ms").arg(value, max);
    return tr("%1 ms ≤ %2 ms").arg(value, max);
}

void GateStrip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void GateStrip::refresh()
{
    for (int g = 0; g < EvidenceGateCount; ++g) {
        const auto gate = EvidenceGate(g);
        Box &b = m_boxes[size_t(g)];
        b.title->setText(tr("%1. %2").arg(g + 1).arg(EvidenceCallsModel::gateTitle(gate)));
        if (!m_evidence) {
            for (QLabel *label : {b.status, b.reason, b.code, b.interval})
                label->clear();
            b.frame->setStyleSheet(QString());
            b.frame->setAccessibleName(EvidenceCallsModel::gateTitle(gate));
            continue;
        }
        const GateResult &r = m_evidence->gate(gate);
        const QColor color = gateStatusColor(r.status);
        b.status->setText(statusLabel(r.status));
        b.reason->setText(reasonLabel(gate, r));
        b.code->setText(r.reason);
        b.interval->setText(intervalLabel(gate, r, m_policy));
        b.interval->setVisible(!b.interval->text().isEmpty());
        // The border's style repeats the status without colour: solid for a
        // verdict, dashed for missing evidence, dotted for not applicable.
        const char *style = r.status == GateStatus::InsufficientEvidence ? "dashed"
            : r.status == GateStatus::NotApplicable                      ? "dotted"
                                                                         : "solid";
        QColor tint = color;
        tint.setAlpha(r.status == GateStatus::NotApplicable ? 20 : 40);
        b.frame->setStyleSheet(QStringLiteral("QFrame#%1 { border: 2px %2 %3; border-left-width: 6px; border-radius: 4px; "
                                              "background-color: rgba(%4, %5, %6, %7); }")
                                   .arg(b.frame->objectName(), QLatin1String(style), color.name())
                                   .arg(tint.red())
                                   .arg(tint.green())
                                   .arg(tint.blue())
                                   .arg(tint.alpha()));
        b.frame->setAccessibleName(tr("%1: %2").arg(EvidenceCallsModel::gateTitle(gate), statusLabel(r.status)));
        b.frame->setAccessibleDescription(
            b.interval->text().isEmpty() ? b.reason->text() : b.reason->text() + QStringLiteral("; ") + b.interval->text());
    }
}

} // namespace Polygon
