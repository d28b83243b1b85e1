#include "jsonparse.h"

#include "messages.h"

#include <limits>
#include <unordered_map>
#include <vector>

namespace Polygon {

namespace {

// Builds the Json value from nlohmann's SAX events, like
// nlohmann::detail::json_sax_dom_parser, but
//  - refuses nesting deeper than maxJsonDepth before going any deeper,
//  - keeps the parse error nlohmann reports through parse_error() (a number
//    out of range among them) instead of throwing it,
//  - adds object members without ordered_map's linear search per key (which
//    makes a large object quadratic), looking repeated keys up in a hash
//    once an object has more than a few members.
class JsonBuilder
{
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    explicit JsonBuilder(const JsonParseOptions &options)
        : m_options(options)
    {
    }

    bool null() { return put(Json(nullptr)) != nullptr; }
    bool boolean(bool value) { return put(Json(value)) != nullptr; }
    bool number_integer(number_integer_t value) { return put(Json(value)) != nullptr; }
    bool number_unsigned(number_unsigned_t value) { return put(Json(value)) != nullptr; }
    bool number_float(number_float_t value, const string_t & /*text*/) { return put(Json(value)) != nullptr; }
    bool string(string_t &value) { return put(Json(std::move(value))) != nullptr; }
    bool binary(binary_t &value) { return put(Json::binary(std::move(value))) != nullptr; }

    bool start_object(std::size_t /*size*/)
    {
        if (!enter())
            return false;
        m_stack.push_back({put(Json::object()), {}});
        return true;
    }

    bool key(string_t &name)
    {
        Open &top = m_stack.back();
        auto &members = static_cast<Json::object_t::Container &>(top.value->get_ref<Json::object_t &>());
        std::optional<size_t> existing;
        if (top.index.empty() && members.size() < kLinearSearchLimit) {
            for (size_t i = 0; i < members.size(); ++i) {
                if (members[i].first == name) {
                    existing = i;
                    break;
                }
            }
        } else {
            if (top.index.empty()) {
                for (size_t i = 0; i < members.size(); ++i)
                    top.index.emplace(members[i].first, i);
            }
            const auto [it, inserted] = top.index.try_emplace(name, members.size());
            if (!inserted)
                existing = it->second;
        }
        if (existing) {
            if (m_options.rejectDuplicateKeys) {
                duplicateKey = name;
                duplicateKeyNumber = m_keyCount;
                return false;
            }
            m_element = &members[*existing].second; // the last value wins
        } else {
            members.emplace_back(std::move(name), nullptr);
            m_element = &members.back().second;
        }
        ++m_keyCount;
        return true;
    }

    bool end_object()
    {
        m_stack.pop_back();
        return true;
    }

    bool start_array(std::size_t /*size*/)
    {
        if (!enter())
            return false;
        m_stack.push_back({put(Json::array()), {}});
        return true;
    }

    bool end_array()
    {
        m_stack.pop_back();
        return true;
    }

    bool parse_error(std::size_t position, const std::string &token, const nlohmann::detail::exception &e)
    {
        errorPosition = position;
        errorToken = token;
        errorId = e.id;
        errorWhat = e.what();
        return false;
    }

    Json root;
    bool tooDeep = false;
    std::string duplicateKey;
    qint64 duplicateKeyNumber = -1; // counting keys from 0 in document order
    std::size_t errorPosition = 0;
    std::string errorToken;
    int errorId = 0;
    std::string errorWhat;

private:
    static constexpr size_t kLinearSearchLimit = 16;

    struct Open
    {
        Json *value;
        std::unordered_map<std::string, size_t> index; // key -> member, for larger objects
    };

    bool enter()
    {
        if (m_stack.size() >= size_t(maxJsonDepth)) {
            tooDeep = true;
            return false;
        }
        return true;
    }

    Json *put(Json &&value)
    {
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        Json *parent = m_stack.back().value;
        if (parent->is_array()) {
            auto &items = parent->get_ref<Json::array_t &>();
            items.push_back(std::move(value));
            return &items.back();
        }
        *m_element = std::move(value);
        return m_element;
    }

    const JsonParseOptions &m_options;
    std::vector<Open> m_stack;
    Json *m_element = nullptr;
    qint64 m_keyCount = 0;
};

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// In text that is valid JSON up to the place looked for: the offset of the
// bracket that opens level `depthLimit + 1`, or of the key number `keyNumber`
// (from 0, in document order). One pass, no recursion.
qsizetype findStructure(std::string_view text, int depthLimit, qint64 keyNumber)
{
    int depth = 0;
    qint64 keys = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const size_t start = i;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\')
                    ++i;
            }
            size_t next = i + 1;
            while (next < text.size() && isJsonSpace(text[next]))
                ++next;
            if (next < text.size() && text[next] == ':') {
                if (keys == keyNumber)
                    return qsizetype(start);
                ++keys;
            }
        } else if (c == '[' || c == '{') {
            if (++depth > depthLimit)
                return qsizetype(i);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return 0;
}

// nlohmann's sentences in the user's language: the phrases it builds its
// parse errors from, longest first, each with its translation (the English
// source is nlohmann's own wording, so English output does not change).
QString translateParsePhrases(QString message)
{
    const std::pair<const char *, QString> phrases[] = {
        {"syntax error while parsing object separator", WorkspaceMessages::tr("syntax error while parsing object separator")},
        {"syntax error while parsing object key", WorkspaceMessages::tr("syntax error while parsing object key")},
        {"syntax error while parsing object", WorkspaceMessages::tr("syntax error while parsing object")},
        {"syntax error while parsing array", WorkspaceMessages::tr("syntax error while parsing array")},
        {"syntax error while parsing value", WorkspaceMessages::tr("syntax error while parsing value")},
        {"unexpected end of input", WorkspaceMessages::tr("unexpected end of input")},
        {"invalid string: control character", WorkspaceMessages::tr("invalid string: control character")},
        {"must be escaped to", WorkspaceMessages::tr("must be escaped to")},
        {"invalid string: ill-formed UTF-8 byte", WorkspaceMessages::tr("invalid string: ill-formed UTF-8 byte")},
        {"invalid string: forbidden character after backslash",
         WorkspaceMessages::tr("invalid string: forbidden character after backslash")},
        {"invalid string: missing closing quote", WorkspaceMessages::tr("invalid string: missing closing quote")},
        {"invalid number", WorkspaceMessages::tr("invalid number")},
        {"invalid literal", WorkspaceMessages::tr("invalid literal")},
        {"expected digit after", WorkspaceMessages::tr("expected digit after")},
        {"string literal", WorkspaceMessages::tr("string literal")},
        {"unexpected", WorkspaceMessages::tr("unexpected")},
        {"expected", WorkspaceMessages::tr("expected")},
    };
    // Placeholders first, so that a translation is never translated again.
    QStringList found;
    for (const auto &[english, translated] : phrases) {
        const QString key = QString::fromLatin1(english);
        if (message.contains(key)) {
            message.replace(key, QStringLiteral("\x01%1\x02").arg(found.size()));
            found.append(translated);
        }
    }
    for (qsizetype i = 0; i < found.size(); ++i)
        message.replace(QStringLiteral("\x01%1\x02").arg(i), found.at(i));
    return message;
}

// nlohmann's messages read "[json.exception.parse_error.101] parse error at
// line 1, column 2: syntax error while parsing value - invalid literal; last
// read: 'tru'". Keep the sentence after the position, which is the useful part,
// with the token it quotes cut short.
QString plainParseMessage(const std::string &what)
{
    std::string message = what;
    const size_t colon = message.find(": ");
    if (colon != std::string::npos)
        message.erase(0, colon + 2);
    static const std::string lastRead = "last read: '";
    const size_t quoted = message.find(lastRead);
    if (quoted != std::string::npos) {
        // The sentence in the user's language; the quoted input as it is.
        const size_t start = quoted + lastRead.size();
        const size_t end = message.size() > start && message.back() == '\'' ? message.size() - 1 : message.size();
        const QString sentence = translateParsePhrases(toQString(message.substr(0, quoted)));
        const QString token = toQString(elideForMessage(std::string_view(message).substr(start, end - start)));
        return WorkspaceMessages::tr("invalid JSON: %1")
            .arg(toQString(elideForMessage(toStdString(sentence + WorkspaceMessages::tr("last read: '%1'").arg(token)), 300)));
    }
    return WorkspaceMessages::tr("invalid JSON: %1").arg(translateParsePhrases(toQString(elideForMessage(message, 300))));
}

} // namespace

std::string elideForMessage(std::string_view text, size_t maxChars)
{
    size_t chars = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            continue; // inside a UTF-8 sequence
        if (chars == maxChars)
            return std::string(text.substr(0, i)) + "\xE2\x80\xA6"; // …
        ++chars;
    }
    return std::string(text);
}

std::string safeDump(const Json &value, int indent)
{
    return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

std::optional<Json> parseJson(std::string_view utf8, JsonParseError *error, const JsonParseOptions &options)
{
    JsonBuilder builder(options);
    bool ok = false;
    try {
        ok = Json::sax_parse(utf8.data(), utf8.data() + utf8.size(), &builder, nlohmann::detail::input_format_t::json, true,
                             false);
    } catch (const std::bad_alloc &) {
        throw; // out of memory is not bad input
    } catch (const Json::exception &e) {
        // Not expected (every error goes through parse_error), but never let
        // nlohmann's exception escape: report it at the start.
        if (error)
            *error = {0, WorkspaceMessages::tr("invalid JSON: %1").arg(toQString(elideForMessage(e.what(), 300)))};
        return std::nullopt;
    }
    if (ok)
        return std::move(builder.root);
    if (!error)
        return std::nullopt;
    if (builder.tooDeep) {
        *error
            = {findStructure(utf8, maxJsonDepth, -1), WorkspaceMessages::tr("nesting deeper than %1 levels").arg(maxJsonDepth)};
    } else if (builder.duplicateKeyNumber >= 0) {
        *error = {findStructure(utf8, std::numeric_limits<int>::max(), builder.duplicateKeyNumber),
                  WorkspaceMessages::tr("the key \"%1\" appears twice in the same object")
                      .arg(toQString(elideForMessage(builder.duplicateKey)))};
    } else if (builder.errorId == 406) {
        // Reported once the number has been read: it starts its length earlier.
        const auto end = qsizetype(builder.errorPosition);
        *error = {std::max<qsizetype>(end - qsizetype(builder.errorToken.size()), 0),
                  WorkspaceMessages::tr("number out of range: %1").arg(toQString(elideForMessage(builder.errorToken)))};
    } else {
        // The position is the 1-based index of the last byte read: the error is there.
        *error = {std::max<qsizetype>(qsizetype(builder.errorPosition) - 1, 0), plainParseMessage(builder.errorWhat)};
    }
    return std::nullopt;
}

} // namespace Polygon
