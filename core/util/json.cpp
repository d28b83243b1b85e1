#include "json.h"

namespace Polygon {

QByteArray toFileBytes(const Json &value)
{
    std::string text = value.dump(2, ' ', false, Json::error_handler_t::strict);
    text.push_back('\n');
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace Polygon
