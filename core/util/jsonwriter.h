#pragma once

#include "json.h"

#include <QByteArray>
#include <QString>

#include <string_view>

namespace Polygon {

// Compact JSON written straight into bytes, for the request bodies sent on
// every model call: no tree is built and freed per request. Strings are
// escaped as Json::dump() escapes them (", \, control characters; UTF-8 kept).
// The caller writes a well-formed sequence: key() before each member's value.
class JsonWriter
{
public:
    explicit JsonWriter(qsizetype reserve = 1024) { m_out.reserve(reserve); }

    JsonWriter &beginObject() { return open('{'); }
    JsonWriter &endObject() { return close('}'); }
    JsonWriter &beginArray() { return open('['); }
    JsonWriter &endArray() { return close(']'); }
    JsonWriter &key(std::string_view name);

    JsonWriter &value(const QString &text);
    JsonWriter &value(std::string_view utf8);
    JsonWriter &value(const char *utf8) { return value(std::string_view(utf8)); }
    JsonWriter &value(const std::string &utf8) { return value(std::string_view(utf8)); }
    JsonWriter &value(bool b);
    JsonWriter &value(qint64 n);
    JsonWriter &value(int n) { return value(qint64(n)); }
    JsonWriter &value(double d);
    JsonWriter &value(const Json &json); // any value, as Json::dump() writes it

    QByteArray take() { return std::move(m_out); }

private:
    JsonWriter &open(char c);
    JsonWriter &close(char c);
    void separate();
    void string(std::string_view utf8);

    QByteArray m_out;
    bool m_needComma = false;
    bool m_afterKey = false;
};

} // namespace Polygon
