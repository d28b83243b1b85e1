#include "json.h"

#include <cmath>

namespace Polygon {

Json jsonNumber(double value)
{
    if (std::trunc(value) == value && std::fabs(value) < 9.0e15)
        return static_cast<qint64>(value);
    return value;
}

bool sameJson(const Json &a, const Json &b)
{
    if (a.is_object() && b.is_object()) {
        if (a.size() != b.size())
            return false;
        for (auto it = a.begin(); it != a.end(); ++it) {
            const auto other = b.find(it.key());
            if (other == b.end() || !sameJson(it.value(), *other))
                return false;
        }
        return true;
    }
    if (a.is_array() && b.is_array()) {
        if (a.size() != b.size())
            return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (!sameJson(a[i], b[i]))
                return false;
        return true;
    }
    return a == b;
}

QByteArray toFileBytes(const Json &value)
{
    std::string text = value.dump(2, ' ', false, Json::error_handler_t::strict);
    text.push_back('\n');
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace Polygon
