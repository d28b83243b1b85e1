#include "jsondocument.h"

#include "core/util/jsonparse.h"
#include "core/util/messages.h"

#include <algorithm>

#include <QCoreApplication>

namespace Polygon {

// Walks text that parseJson has already accepted (so it is valid and at most
// maxJsonDepth deep) and records where every key and value starts, one
// JsonDocument::Located per value. Because the text is known to be valid, the
// walker only has to skip tokens, not check them; every step consumes at least
// one byte, so even text it did not expect ends the walk.
class JsonLocator
{
public:
    JsonLocator(const QByteArray &text, const JsonDocument &doc, int firstLine)
        : m_text(text)
        , m_doc(doc)
    {
        m_pos.line = firstLine;
    }

    void run()
    {
        skipBom();
        skipSpace();
        if (!atEnd())
            value(m_pos, 0, 0, 0);
    }

private:
    using Located = JsonDocument::Located;

    bool atEnd() const { return m_i >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_i); }

    void advance()
    {
        if (atEnd())
            return;
        const auto c = static_cast<unsigned char>(m_text.at(m_i));
        if (c == '\n') {
            ++m_pos.line;
            m_pos.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_pos.column;
        }
        ++m_i;
    }

    void skipBom()
    {
        if (m_text.startsWith("\xEF\xBB\xBF"))
            m_i = 3;
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            advance();
        }
    }

    // Called on the opening quote; returns the decoded text.
    std::string string()
    {
        const qsizetype begin = m_i;
        advance();
        bool escaped = false;
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\') {
                escaped = true;
                advance();
            }
            advance();
        }
        advance(); // closing quote
        const std::string_view raw(m_text.constData() + begin, size_t(m_i - begin));
        if (!escaped)
            return std::string(raw.substr(1, raw.size() >= 2 ? raw.size() - 2 : 0));
        const auto decoded = parseJson(raw);
        return decoded && decoded->is_string() ? decoded->get<std::string>() : std::string(raw);
    }

    quint32 value(TextPosition keyPos, quint32 keyOffset, quint32 keySize, int depth)
    {
        const auto index = quint32(m_doc.m_nodes.size());
        Located located;
        located.value = m_pos;
        located.key = keyPos;
        located.keyOffset = keyOffset;
        located.keySize = keySize;
        m_doc.m_nodes.push_back(located);
        const char c = peek();
        if ((c == '{' || c == '[') && depth <= maxJsonDepth) {
            container(index, c == '{', depth);
        } else if (c == '"') {
            string();
        } else {
            while (!atEnd()) { // number or literal
                const char d = peek();
                if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\t' || d == '\n' || d == '\r')
                    break;
                advance();
            }
        }
        return index;
    }

    void container(quint32 index, bool isObject, int depth)
    {
        const char close = isObject ? '}' : ']';
        std::vector<quint32> members;
        advance(); // { or [
        skipSpace();
        if (peek() == close) {
            advance();
        } else {
            while (!atEnd()) {
                skipSpace();
                if (isObject) {
                    const TextPosition keyPos = m_pos;
                    const std::string key = string();
                    const auto keyOffset = quint32(m_doc.m_keyText.size());
                    m_doc.m_keyText += key;
                    skipSpace();
                    advance(); // :
                    skipSpace();
                    members.push_back(value(keyPos, keyOffset, quint32(key.size()), depth + 1));
                } else {
                    members.push_back(value(m_pos, 0, 0, depth + 1));
                }
                skipSpace();
                if (peek() == ',') {
                    advance();
                    continue;
                }
                advance(); // } or ]
                break;
            }
        }
        if (isObject) {
            // Sorted by key for lookups; stable, so of two equal keys (only
            // JSON Lines allow them) the later one stays last.
            const auto keyOf = [this](quint32 node) {
                const Located &l = m_doc.m_nodes[node];
                return std::string_view(m_doc.m_keyText).substr(l.keyOffset, l.keySize);
            };
            std::stable_sort(members.begin(), members.end(), [&keyOf](quint32 a, quint32 b) { return keyOf(a) < keyOf(b); });
        }
        Located &located = m_doc.m_nodes[index];
        located.kind = isObject ? Located::Object : Located::Array;
        located.firstChild = quint32(m_doc.m_children.size());
        located.childCount = quint32(members.size());
        m_doc.m_children.insert(m_doc.m_children.end(), members.begin(), members.end());
    }

    const QByteArray &m_text;
    const JsonDocument &m_doc;
    qsizetype m_i = 0;
    TextPosition m_pos;
};

std::optional<JsonDocument> JsonDocument::parse(const QByteArray &utf8, const QString &file, Diagnostics &problems)
{
    return parseImpl(utf8, file, 1, true, problems);
}

std::optional<JsonDocument> JsonDocument::parseLine(const QByteArray &utf8, const QString &file, int line, Diagnostics &problems)
{
    return parseImpl(utf8, file, line, false, problems);
}

std::optional<JsonDocument> JsonDocument::parseImpl(const QByteArray &utf8, const QString &file, int firstLine,
                                                    bool rejectDuplicateKeys, Diagnostics &problems)
{
    JsonDocument doc;
    doc.m_file = file;
    doc.m_firstLine = firstLine;
    const auto shifted = [firstLine](TextPosition pos) {
        pos.line += firstLine - 1;
        return pos;
    };
    const bool bom = utf8.startsWith("\xEF\xBB\xBF");
    if ((bom ? utf8.mid(3) : utf8).trimmed().isEmpty()) {
        problems.append(doc.problemAt(shifted({}), WorkspaceMessages::tr("the file is empty; expected a JSON object")));
        return std::nullopt;
    }
    JsonParseError error;
    JsonParseOptions options;
    options.rejectDuplicateKeys = rejectDuplicateKeys;
    auto root = parseJson(utf8, &error, options);
    if (!root) {
        // A byte order mark is not a column: count from after it.
        const qsizetype skip = bom ? 3 : 0;
        const qsizetype offset = std::max<qsizetype>(error.offset - skip, 0);
        problems.append(doc.problemAt(shifted(positionOfByte(utf8.mid(skip), offset)), error.message));
        return std::nullopt;
    }
    doc.m_root = std::move(*root);
    doc.m_text = utf8;
    return doc;
}

void JsonDocument::locate() const
{
    if (m_located)
        return;
    m_located = true;
    JsonLocator locator(m_text, *this, m_firstLine);
    locator.run();
    m_text = QByteArray(); // positions are known now
}

qint64 JsonDocument::findNode(const std::string &pointer) const
{
    locate();
    if (m_nodes.empty())
        return -1;
    if (pointer.empty())
        return 0;
    if (pointer.front() != '/')
        return -1;
    quint32 node = 0;
    size_t at = 0; // at a '/'
    std::string token;
    while (at < pointer.size()) {
        const size_t next = std::min(pointer.find('/', at + 1), pointer.size());
        token.clear();
        for (size_t i = at + 1; i < next; ++i) {
            if (pointer[i] == '~' && i + 1 < next && (pointer[i + 1] == '0' || pointer[i + 1] == '1')) {
                token.push_back(pointer[i + 1] == '0' ? '~' : '/');
                ++i;
            } else {
                token.push_back(pointer[i]);
            }
        }
        at = next;
        const Located &located = m_nodes[node];
        const auto first = m_children.begin() + located.firstChild;
        const auto last = first + located.childCount;
        if (located.kind == Located::Object) {
            const auto keyOf
                = [this](quint32 n) { return std::string_view(m_keyText).substr(m_nodes[n].keyOffset, m_nodes[n].keySize); };
            // The last of equal keys: the value that won.
            const auto it = std::upper_bound(first, last, std::string_view(token),
                                             [&keyOf](std::string_view key, quint32 n) { return key < keyOf(n); });
            if (it == first || keyOf(*(it - 1)) != token)
                return -1;
            node = *(it - 1);
        } else if (located.kind == Located::Array) {
            if (token.empty() || token.size() > 10 || (token.size() > 1 && token.front() == '0')
                || !std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
                return -1;
            const quint64 index = std::stoull(token);
            if (index >= located.childCount)
                return -1;
            node = *(first + qsizetype(index));
        } else {
            return -1;
        }
    }
    return node;
}

TextPosition JsonDocument::valuePosition(const std::string &pointer) const
{
    const qint64 node = findNode(pointer);
    if (node >= 0)
        return m_nodes[size_t(node)].value;
    TextPosition start;
    start.line = m_firstLine;
    return start;
}

TextPosition JsonDocument::keyPosition(const std::string &pointer) const
{
    const qint64 node = findNode(pointer);
    if (node >= 0)
        return m_nodes[size_t(node)].key;
    return valuePosition(pointer);
}

Diagnostic JsonDocument::problemAt(const TextPosition &pos, const QString &message) const
{
    return Diagnostic {m_file, pos.line, pos.column, message};
}

Diagnostic JsonDocument::problemAtValue(const std::string &pointer, const QString &message) const
{
    Diagnostic d = problemAt(valuePosition(pointer), message);
    d.field = pointer.empty() ? QStringLiteral("/") : toQString(pointer);
    return d;
}

Diagnostic JsonDocument::problemAtKey(const std::string &pointer, const QString &message) const
{
    Diagnostic d = problemAt(keyPosition(pointer), message);
    d.field = toQString(pointer);
    return d;
}

std::string JsonDocument::childPointer(const std::string &parent, const std::string &key)
{
    std::string escaped;
    escaped.reserve(key.size());
    for (const char c : key) {
        if (c == '~')
            escaped += "~0";
        else if (c == '/')
            escaped += "~1";
        else
            escaped.push_back(c);
    }
    return parent + '/' + escaped;
}

std::string JsonDocument::childPointer(const std::string &parent, size_t index)
{
    return parent + '/' + std::to_string(index);
}

} // namespace Polygon
