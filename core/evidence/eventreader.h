#pragma once

#include "callevent.h"
#include "core/json/diagnostic.h"

#include <QIODevice>
#include <QString>

#include <optional>
#include <vector>

namespace Polygon {

class JsonDocument;
class ObjectReader;

// Reads one event object; problems are reported at their position. A value
// quoted in a message is cut to 80 characters and "…".
std::optional<CallEvent> readCallEvent(ObjectReader &reader);

// Reads content-free call events from a JSON array or from JSON Lines (one
// event object per line; blank lines are skipped). The format is told by the
// first character: '[' is an array, '{' starts JSON Lines. JSON Lines are read
// line by line, so memory does not grow with the file.
class CallEventReader
{
public:
    enum class Format { Array, Lines };

    // `device` must be open; `name` is used in messages.
    CallEventReader(QIODevice *device, QString name);

    // The next event, or nothing at the end or after a problem (see problems()).
    std::optional<CallEvent> next();
    bool failed() const { return !m_problems.isEmpty(); }
    const Diagnostics &problems() const { return m_problems; }
    Format format() const { return m_format; }

    // Stops after this many problems (a broken file need not list a million).
    static constexpr int MaxProblems = 20;

private:
    bool start();
    std::optional<CallEvent> read();

    QIODevice *m_device;
    QString m_name;
    Format m_format = Format::Lines;
    bool m_started = false;
    int m_line = 0;
    qint64 m_sequence = 0;
    std::vector<CallEvent> m_arrayEvents; // Array format: parsed at once
    size_t m_arrayNext = 0;
    Diagnostics m_problems;
};

} // namespace Polygon
