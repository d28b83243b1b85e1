#include "sseparser.h"

namespace Polygon {

QList<QByteArray> SseParser::feed(const QByteArray &bytes)
{
    QList<QByteArray> events;
    m_buffer += bytes;
    qsizetype start = 0;
    while (true) {
        qsizetype end = -1;
        qsizetype next = -1;
        for (qsizetype i = start; i < m_buffer.size(); ++i) {
            const char c = m_buffer.at(i);
            if (c == '\n') {
                end = i;
                next = i + 1;
                break;
            }
            if (c == '\r') {
                if (i + 1 >= m_buffer.size())
                    break; // wait: it may be the start of CRLF
                end = i;
                next = m_buffer.at(i + 1) == '\n' ? i + 2 : i + 1;
                break;
            }
        }
        if (end < 0)
            break;
        const QByteArray line = m_buffer.mid(start, end - start);
        start = next;
        if (line.isEmpty()) { // blank line: the event is complete
            if (m_hasData)
                events.append(m_data);
            m_data.clear();
            m_hasData = false;
            continue;
        }
        if (line.startsWith(':'))
            continue; // comment (keep-alive)
        const qsizetype colon = line.indexOf(':');
        const QByteArray field = colon < 0 ? line : line.left(colon);
        QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1);
        if (value.startsWith(' '))
            value.remove(0, 1);
        if (field == "data") {
            if (m_hasData)
                m_data += '\n';
            m_data += value;
            m_hasData = true;
        }
    }
    m_buffer.remove(0, start);
    return events;
}

} // namespace Polygon
