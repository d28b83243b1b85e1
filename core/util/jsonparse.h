#pragma once

#include "json.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <string_view>

namespace Polygon {

// Why a JSON text was refused, and where.
struct JsonParseError
{
    // 0-based byte offset into the text (a byte order mark counts) where the
    // problem starts: the bad token, the bracket one level too deep, the
    // repeated key.
    qsizetype offset = 0;
    QString message; // plain, translated, never longer than a few hundred characters
};

struct JsonParseOptions
{
    // Refuse an object naming the same key twice (JSON allows it, but in a
    // hand-edited file it is always a mistake). When false the last value wins.
    bool rejectDuplicateKeys = false;
};

// Deeper nesting than this is refused while parsing.
inline constexpr int maxJsonDepth = 512;

// The one way Polygon parses JSON that comes from outside (files, standard
// input, the network). Unlike Json::parse it never throws and never aborts:
// numbers beyond the range of a double, nesting deeper than maxJsonDepth,
// syntax errors and (optionally) repeated keys are errors decided while
// parsing, in memory and time linear in the size of the text. On failure
// returns nothing and fills `error` when given.
std::optional<Json> parseJson(std::string_view utf8, JsonParseError *error = nullptr, const JsonParseOptions &options = {});

inline std::optional<Json> parseJson(const QByteArray &utf8, JsonParseError *error = nullptr,
                                     const JsonParseOptions &options = {})
{
    return parseJson(std::string_view(utf8.constData(), size_t(utf8.size())), error, options);
}

// `text` cut to about `maxChars` characters, with "…" when something was cut
// (never in the middle of a UTF-8 sequence): for quoting bad input in a message.
std::string elideForMessage(std::string_view text, size_t maxChars = 80);

// Json::dump for text that may hold anything (strings read from the network or
// a file): compact, invalid UTF-8 replaced instead of throwing.
std::string safeDump(const Json &value, int indent = -1);

} // namespace Polygon
