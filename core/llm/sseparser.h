#pragma once

#include <QByteArray>
#include <QList>

namespace Polygon {

// Incremental parser of a server-sent-event stream (text/event-stream): feed
// it bytes as they arrive, get back the `data` of each complete event
// (multi-line data joined with '\n'). Comments and other fields are skipped;
// CRLF, LF and CR line ends are all accepted.
class SseParser
{
public:
    QList<QByteArray> feed(const QByteArray &bytes);
    // Bytes of an event that has not been terminated by a blank line yet.
    bool hasPartialEvent() const { return !m_buffer.isEmpty() || !m_data.isEmpty(); }

private:
    QByteArray m_buffer; // an incomplete line
    QByteArray m_data; // the data lines of the event being read
    bool m_hasData = false;
};

} // namespace Polygon
