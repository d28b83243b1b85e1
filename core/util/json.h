#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <string>

namespace Polygon {

// Polygon's JSON value: keys keep the order they had in the file, so files a
// user wrote by hand are saved back in the order they wrote them.
using Json = nlohmann::ordered_json;

inline QString toQString(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

inline std::string toStdString(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    return std::string(utf8.constData(), size_t(utf8.size()));
}

// A number as people write it: whole values without a fraction ("noise": 0,
// "goal_completion": 4), the others as doubles (78.75).
Json jsonNumber(double value);

// Equality that ignores the order of object keys ({"a":1,"b":2} equals
// {"b":2,"a":1}); numbers compare by value (1 equals 1.0).
bool sameJson(const Json &a, const Json &b);

// Pretty JSON the way Polygon writes files: two-space indent, UTF-8 kept as
// is, a trailing newline.
QByteArray toFileBytes(const Json &value);

} // namespace Polygon
