#pragma once

// EventTimeline: one call's content-free events on a horizontal time axis in
// milliseconds, one lane per kind (call status, caller audio, assistant
// audio, interruptions, tools, outcome) and a lane for the intervals the
// gates measured. Each event is a mark with a tooltip; caller and assistant
// speech are bars from started to stopped (a start without a stop is drawn
// open to the end, hatched); each measured interval is highlighted across
// its lanes and labelled with its length (over the limit: "> limit").
// Painted with QPainter; every size comes from the font's metrics, so it
// scales with the screen. Keyboard: Left/Right move to the previous/next
// event, Up/Down to the nearest event in the lane above/below, Home/End.

#include "core/evidence/evidencegates.h"

#include <QWidget>

#include <vector>

namespace Polygon {

struct EvidenceCall;

class EventTimeline : public QWidget
{
    Q_OBJECT

public:
    enum Lane { StatusLane, CallerLane, AssistantLane, InterruptionLane, ToolLane, OutcomeLane, MeasuredLane, LaneCount };

    explicit EventTimeline(QWidget *parent = nullptr);

    // Shows `call` (copied); none: empty.
    void setCall(const EvidenceCall *call, const EvidencePolicy &policy);

    int eventCount() const { return int(m_events.size()); }
    const CallEvent &event(int index) const { return m_events.at(size_t(index)); }
    int currentEvent() const { return m_current; }
    void setCurrentEvent(int index);
    // The mark's rectangle (widget coordinates).
    QRect eventRect(int index) const;
    // What the tooltip says about event `index`.
    QString eventDescription(int index) const;
    // The highlighted intervals, as drawn.
    const std::vector<MeasuredInterval> &intervals() const { return m_intervals; }
    static Lane laneOf(CallEvent::Type type);
    static QString laneTitle(Lane lane);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void currentEventChanged(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    struct Bar
    {
        Lane lane;
        qint64 from;
        qint64 to;
        bool open; // no stop: drawn to the end
    };
    int labelWidth() const;
    int axisHeight() const;
    int laneHeight() const;
    QRect laneRect(int lane) const;
    int xOf(qint64 t) const;
    int eventAt(const QPoint &pos) const;
    qint64 limitOf(EvidenceGate gate) const;

    std::vector<CallEvent> m_events;
    std::vector<MeasuredInterval> m_intervals;
    std::vector<Bar> m_bars;
    CallEvidence m_evidence;
    EvidencePolicy m_policy;
    qint64 m_t0 = 0;
    qint64 m_t1 = 1;
    int m_current = -1;
    mutable int m_labelWidth = -1; // -1: to be measured
};

} // namespace Polygon
