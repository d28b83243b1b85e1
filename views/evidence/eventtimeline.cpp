#include "eventtimeline.h"

#include "core/results/evidencecallsmodel.h"
#include "gatestrip.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>

namespace Polygon {

namespace {

// Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
const QColor callerColor(0x00, 0x72, 0xb2); // blue
const QColor assistantColor(0xcc, 0x79, 0xa7); // reddish purple
const QColor measuredColor(0x56, 0xb4, 0xe9); // sky blue
const QColor overLimitColor(0xd5, 0x5e, 0x00); // vermillion

} // namespace

EventTimeline::EventTimeline(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("eventTimeline"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAccessibleName(tr("Timeline of the call's events"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

EventTimeline::Lane EventTimeline::laneOf(CallEvent::Type type)
{
    using T = CallEvent::Type;
    switch (type) {
    case T::CallStatus:
        return StatusLane;
    case T::CallerAudioStarted:
    case T::CallerAudioStopped:
        return CallerLane;
    case T::AssistantAudioStarted:
    case T::AssistantAudioStopped:
        return AssistantLane;
    case T::CallerInterrupted:
        return InterruptionLane;
    case T::ToolRequest:
    case T::ToolResponse:
    case T::ToolReceipt:
        return ToolLane;
    case T::OutcomeRequested:
    case T::OutcomeVerified:
        break;
    }
    return OutcomeLane;
}

QString EventTimeline::laneTitle(Lane lane)
{
    switch (lane) {
    case StatusLane:
        return tr("Call status");
    case CallerLane:
        return tr("Caller audio");
    case AssistantLane:
        return tr("Assistant audio");
    case InterruptionLane:
        return tr("Interruptions");
    case ToolLane:
        return tr("Tools");
    case OutcomeLane:
        return tr("Outcome");
    case MeasuredLane:
    case LaneCount:
        break;
    }
    return tr("Measured");
}

void EventTimeline::setCall(const EvidenceCall *call, const EvidencePolicy &policy)
{
    m_policy = policy;
    m_events.clear();
    m_intervals.clear();
    m_bars.clear();
    m_current = -1;
    m_evidence = call ? call->evidence : CallEvidence {};
    if (call) {
        m_events = call->events; // sorted by time (runEvidence hands them so)
        m_intervals = call->intervals;
    }
    m_t0 = 0;
    m_t1 = 1;
    if (!m_events.empty()) {
        m_t0 = m_events.front().t;
        m_t1 = m_events.back().t;
        for (const CallEvent &e : m_events) {
            m_t0 = std::min(m_t0, e.t);
            m_t1 = std::max(m_t1, e.t);
        }
        if (m_t1 <= m_t0)
            m_t1 = m_t0 + 1;
    }
    // Speech as bars: a start opens, the next stop closes; a start with no stop is open to the end.
    using T = CallEvent::Type;
    for (const auto &[lane, start, stop] : {std::tuple {CallerLane, T::CallerAudioStarted, T::CallerAudioStopped},
                                            std::tuple {AssistantLane, T::AssistantAudioStarted, T::AssistantAudioStopped}}) {
        qint64 openAt = 0; // when `isOpen`: where the bar began
        bool isOpen = false;
        for (const CallEvent &e : m_events) {
            if (e.type == start) {
                if (isOpen)
                    m_bars.push_back({lane, openAt, e.t, true});
                openAt = e.t;
                isOpen = true;
            } else if (e.type == stop && isOpen) {
                m_bars.push_back({lane, openAt, e.t, false});
                isOpen = false;
            }
        }
        if (isOpen)
            m_bars.push_back({lane, openAt, m_t1, true});
    }
    if (!m_events.empty())
        m_current = 0;
    updateGeometry();
    update();
    Q_EMIT currentEventChanged(m_current);
}

void EventTimeline::setCurrentEvent(int index)
{
    if (index < 0 || index >= eventCount() || index == m_current)
        return;
    m_current = index;
    update();
    Q_EMIT currentEventChanged(m_current);
}

int EventTimeline::labelWidth() const
{
    // Measured once per font and language: every mark's position depends on it.
    if (m_labelWidth < 0) {
        const QFontMetrics fm = fontMetrics();
        int w = 0;
        for (int l = 0; l < LaneCount; ++l)
            w = std::max(w, fm.horizontalAdvance(laneTitle(Lane(l))));
        m_labelWidth = w + 2 * fm.averageCharWidth();
    }
    return m_labelWidth;
}

int EventTimeline::axisHeight() const
{
    return fontMetrics().height() * 2;
}

int EventTimeline::laneHeight() const
{
    return fontMetrics().height() * 2;
}

QRect EventTimeline::laneRect(int lane) const
{
    return QRect(0, axisHeight() + lane * laneHeight(), width(), laneHeight());
}

int EventTimeline::xOf(qint64 t) const
{
    const int left = labelWidth() + fontMetrics().averageCharWidth();
    const int right = width() - fontMetrics().averageCharWidth() * 5;
    const double span = double(std::max<qint64>(1, m_t1 - m_t0));
    return left + int(std::lround(double(t - m_t0) * double(std::max(1, right - left)) / span));
}

QRect EventTimeline::eventRect(int index) const
{
    const CallEvent &e = m_events.at(size_t(index));
    const int s = std::max(3, fontMetrics().height() * 2 / 5);
    const QPoint c(xOf(e.t), laneRect(laneOf(e.type)).center().y());
    return QRect(c.x() - s, c.y() - s, 2 * s + 1, 2 * s + 1);
}

qint64 EventTimeline::limitOf(EvidenceGate gate) const
{
    return gate == EvidenceGate::TurnTiming ? m_policy.maxFirstResponseMs : m_policy.maxInterruptStopMs;
}

QString EventTimeline::eventDescription(int index) const
{
    const CallEvent &e = m_events.at(size_t(index));
    const QLocale locale;
    QStringList parts;
    using T = CallEvent::Type;
    if (e.turn)
        parts << tr("turn %1").arg(*e.turn);
    switch (e.type) {
    case T::CallStatus:
        parts << tr("status %1").arg(e.status);
        break;
    case T::ToolRequest:
        parts << tr("operation %1").arg(e.operationId) << tr("action %1").arg(e.action);
        if (e.attempt)
            parts << tr("attempt %1").arg(e.attempt);
        break;
    case T::ToolResponse:
        parts << tr("operation %1").arg(e.operationId) << tr("class %1").arg(e.responseClass);
        break;
    case T::ToolReceipt:
        parts << tr("operation %1").arg(e.operationId) << (e.flag ? tr("effect: yes") : tr("effect: no"));
        break;
    case T::OutcomeRequested:
        parts << tr("outcome %1").arg(e.outcome);
        break;
    case T::OutcomeVerified:
        parts << tr("outcome %1").arg(e.outcome) << (e.flag ? tr("verified: yes") : tr("verified: no"));
        break;
    default:
        break;
    }
    const QString head = tr("%1 ms: %2").arg(locale.toString(e.t), CallEvent::typeName(e.type));
    return parts.isEmpty() ? head : tr("%1 (%2)").arg(head, parts.join(QStringLiteral(", ")));
}

QSize EventTimeline::sizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return QSize(labelWidth() + fm.averageCharWidth() * 90, axisHeight() + LaneCount * laneHeight() + fm.height());
}

QSize EventTimeline::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    return QSize(labelWidth() + fm.averageCharWidth() * 30, axisHeight() + LaneCount * laneHeight() + fm.height() / 2);
}

int EventTimeline::eventAt(const QPoint &pos) const
{
    int best = -1;
    int bestDistance = fontMetrics().height(); // within about a line of the mark
    for (int i = 0; i < eventCount(); ++i) {
        const QRect r = eventRect(i);
        if (pos.y() < r.top() - 2 || pos.y() > r.bottom() + 2)
            continue;
        const int d = std::abs(r.center().x() - pos.x());
        if (d < bestDistance) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

void EventTimeline::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    const int lw = labelWidth();
    const int plotLeft = xOf(m_t0);
    const int plotRight = xOf(m_t1);

    // Lanes and their titles.
    for (int l = 0; l < LaneCount; ++l) {
        const QRect r = laneRect(l);
        if (l % 2)
            p.fillRect(r, pal.alternateBase());
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(fm.averageCharWidth(), r.top(), lw - fm.averageCharWidth(), r.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, laneTitle(Lane(l)));
    }
    if (m_events.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(lw, 0, 0, 0), Qt::AlignCenter, tr("Select a call to see its events."));
        return;
    }

    // The time axis, in milliseconds: ticks at a round step wide enough for their labels.
    const QLocale locale;
    const int axisY = axisHeight() - fm.height() / 3;
    p.setPen(pal.color(QPalette::Text));
    p.drawLine(plotLeft, axisY, plotRight, axisY);
    p.drawText(QRect(fm.averageCharWidth(), 0, lw - fm.averageCharWidth(), axisY), Qt::AlignLeft | Qt::AlignBottom, tr("ms"));
    const int minGap = fm.horizontalAdvance(locale.toString(qint64(m_t1)) + QStringLiteral("0000"));
    const double span = double(m_t1 - m_t0);
    const double pxPerMs = double(std::max(1, plotRight - plotLeft)) / std::max(1.0, span);
    qint64 step = 1;
    for (qint64 magnitude = 1; magnitude < (qint64(1) << 50); magnitude *= 10) {
        bool found = false;
        for (const qint64 m : {1, 2, 5}) {
            if (double(m * magnitude) * pxPerMs >= minGap) {
                step = m * magnitude;
                found = true;
                break;
            }
        }
        if (found)
            break;
    }
    const QColor grid = pal.color(QPalette::Mid);
    for (qint64 t = (m_t0 >= 0 ? (m_t0 + step - 1) / step : m_t0 / step) * step; t <= m_t1; t += step) {
        const int x = xOf(t);
        p.setPen(pal.color(QPalette::Text));
        p.drawLine(x, axisY - fm.height() / 4, x, axisY);
        const QString label = locale.toString(t);
        const int w = fm.horizontalAdvance(label);
        p.drawText(QRect(x - w / 2 - 1, 0, w + 2, axisY - fm.height() / 4), Qt::AlignCenter | Qt::AlignBottom, label);
        p.setPen(QPen(grid, 1, Qt::DotLine));
        p.drawLine(x, axisY + 1, x, laneRect(LaneCount - 1).bottom());
    }

    // The intervals the gates measured: a band across the lanes they span,
    // and a bracket with its length in the Measured lane.
    const QRect measuredLane = laneRect(MeasuredLane);
    for (const MeasuredInterval &m : m_intervals) {
        const bool over = m.length() > limitOf(m.gate);
        const QColor color = over ? overLimitColor : measuredColor;
        const int x0 = xOf(m.from);
        const int x1 = std::max(x0 + 2, xOf(m.to));
        const int top = m.gate == EvidenceGate::TurnTiming ? laneRect(CallerLane).top() : laneRect(AssistantLane).top();
        const int bottom
            = m.gate == EvidenceGate::TurnTiming ? laneRect(AssistantLane).bottom() : laneRect(InterruptionLane).bottom();
        QColor band = color;
        band.setAlpha(over ? 70 : 50);
        p.fillRect(QRect(x0, top, x1 - x0, bottom - top), band);
        p.fillRect(QRect(x0, measuredLane.top() + 2, x1 - x0, measuredLane.height() - 4), band);
        const int y = measuredLane.top() + fm.height() / 2;
        p.setPen(QPen(color.darker(130), std::max(1, fm.height() / 8)));
        p.drawLine(x0, y, x1, y);
        p.drawLine(x0, y - fm.height() / 4, x0, y + fm.height() / 4);
        p.drawLine(x1, y - fm.height() / 4, x1, y + fm.height() / 4);
        const QString text = over ? tr("%1 ms > %2").arg(locale.toString(m.length()), locale.toString(limitOf(m.gate)))
                                  : tr("%1 ms").arg(locale.toString(m.length()));
        const int tw = fm.horizontalAdvance(text);
        const int tx = x1 - x0 >= tw + 4 ? (x0 + x1 - tw) / 2 : x1 + 3;
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(tx, y, tw + 2, measuredLane.bottom() - y), Qt::AlignLeft | Qt::AlignVCenter, text);
    }

    // Speech bars.
    const int barHeight = fm.height() * 2 / 3;
    for (const Bar &b : m_bars) {
        const QRect lane = laneRect(b.lane);
        const QColor color = b.lane == CallerLane ? callerColor : assistantColor;
        const QRect r(xOf(b.from), lane.center().y() - barHeight / 2, std::max(2, xOf(b.to) - xOf(b.from)), barHeight);
        if (b.open) {
            p.fillRect(r, QBrush(color, Qt::BDiagPattern));
            p.setPen(QPen(color, 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r);
        } else {
            QColor fill = color;
            fill.setAlpha(150);
            p.fillRect(r, fill);
        }
    }

    // Marks: the shape tells the kind, not only the colour.
    using T = CallEvent::Type;
    const QColor ink = pal.color(QPalette::Text);
    // A mark already drawn at the same place with the same type is not drawn
    // again: a call of 100,000 tool requests paints a few hundred marks.
    std::array<std::pair<int, int>, LaneCount> lastDrawn;
    lastDrawn.fill({INT_MIN, -1});
    for (int i = 0; i < eventCount(); ++i) {
        const CallEvent &e = m_events[size_t(i)];
        const QRect markRect = eventRect(i);
        auto &last = lastDrawn[size_t(laneOf(e.type))];
        if (last.first == markRect.x() && last.second == int(e.type))
            continue;
        last = {markRect.x(), int(e.type)};
        const QRectF r = QRectF(markRect).adjusted(1, 1, -1, -1);
        const QPointF c = r.center();
        p.setPen(QPen(ink, 1));
        QPainterPath path;
        switch (e.type) {
        case T::CallStatus:
        case T::ToolResponse:
            path.addEllipse(r);
            p.setBrush(e.type == T::CallStatus ? QBrush(pal.color(QPalette::Base)) : QBrush(ink));
            break;
        case T::CallerAudioStarted:
        case T::AssistantAudioStarted:
            path.moveTo(r.left(), r.top());
            path.lineTo(r.right(), c.y());
            path.lineTo(r.left(), r.bottom());
            path.closeSubpath();
            p.setBrush(e.type == T::CallerAudioStarted ? callerColor : assistantColor);
            break;
        case T::CallerAudioStopped:
        case T::AssistantAudioStopped:
            path.addRect(r.adjusted(r.width() / 5, r.height() / 5, -r.width() / 5, -r.height() / 5));
            p.setBrush(ink);
            break;
        case T::CallerInterrupted:
        case T::OutcomeRequested:
        case T::OutcomeVerified:
            path.moveTo(c.x(), r.top());
            path.lineTo(r.right(), c.y());
            path.lineTo(c.x(), r.bottom());
            path.lineTo(r.left(), c.y());
            path.closeSubpath();
            p.setBrush(e.type == T::OutcomeRequested ? QBrush(pal.color(QPalette::Base))
                           : e.type == T::OutcomeVerified
                           ? QBrush(e.flag ? gateStatusColor(GateStatus::Pass) : gateStatusColor(GateStatus::Fail))
                           : QBrush(overLimitColor));
            break;
        case T::ToolRequest:
            path.moveTo(c.x(), r.top());
            path.lineTo(r.right(), r.bottom());
            path.lineTo(r.left(), r.bottom());
            path.closeSubpath();
            p.setBrush(ink);
            break;
        case T::ToolReceipt:
            path.addRect(r);
            p.setBrush(e.flag ? QBrush(gateStatusColor(GateStatus::Pass)) : QBrush(pal.color(QPalette::Base)));
            break;
        }
        p.drawPath(path);
        if (e.type == T::OutcomeVerified && !e.flag) { // a cross on a refuted outcome
            p.drawLine(QPointF(r.left() + r.width() / 4, r.top() + r.height() / 4),
                       QPointF(r.right() - r.width() / 4, r.bottom() - r.height() / 4));
            p.drawLine(QPointF(r.right() - r.width() / 4, r.top() + r.height() / 4),
                       QPointF(r.left() + r.width() / 4, r.bottom() - r.height() / 4));
        }
    }

    // The current event: a line through every lane and a ring, in the highlight colour.
    if (m_current >= 0) {
        const QRect r = eventRect(m_current).adjusted(-3, -3, 3, 3);
        const QColor hl = pal.color(QPalette::Highlight);
        p.setPen(QPen(hl, 1, Qt::DashLine));
        p.drawLine(r.center().x(), axisY, r.center().x(), laneRect(LaneCount - 1).bottom());
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(hl, hasFocus() ? 3 : 2));
        p.drawEllipse(r);
    }
}

void EventTimeline::keyPressEvent(QKeyEvent *event)
{
    if (m_events.empty())
        return QWidget::keyPressEvent(event);
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrentEvent(std::max(0, m_current - 1));
        return;
    case Qt::Key_Right:
        setCurrentEvent(std::min(eventCount() - 1, m_current + 1));
        return;
    case Qt::Key_Home:
        setCurrentEvent(0);
        return;
    case Qt::Key_End:
        setCurrentEvent(eventCount() - 1);
        return;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // The nearest event in time in the next lane (up or down) that has one.
        const int direction = event->key() == Qt::Key_Up ? -1 : 1;
        const CallEvent &now = m_events[size_t(std::max(0, m_current))];
        for (int lane = laneOf(now.type) + direction; lane >= 0 && lane < MeasuredLane; lane += direction) {
            int best = -1;
            for (int i = 0; i < eventCount(); ++i)
                if (laneOf(m_events[size_t(i)].type) == lane
                    && (best < 0 || std::abs(m_events[size_t(i)].t - now.t) < std::abs(m_events[size_t(best)].t - now.t)))
                    best = i;
            if (best >= 0) {
                setCurrentEvent(best);
                return;
            }
        }
        return;
    }
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void EventTimeline::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const int i = eventAt(event->position().toPoint());
    if (i >= 0)
        setCurrentEvent(i);
    QWidget::mousePressEvent(event);
}

bool EventTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange || event->type() == QEvent::StyleChange)
        m_labelWidth = -1;
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = eventAt(help->pos());
        if (i >= 0) {
            QToolTip::showText(help->globalPos(), eventDescription(i), this, eventRect(i));
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace Polygon
