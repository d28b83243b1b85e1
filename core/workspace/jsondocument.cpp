#include "jsondocument.h"

#include "core/util/messages.h"

#include <QCoreApplication>

namespace Polygon {

// Walks text that nlohmann::json has already accepted and records where every
// key and value starts. Because the text is known to be valid, the walker only
// has to skip tokens, not check them.
class JsonLocator
{
public:
    JsonLocator(const QByteArray &text, const JsonDocument &doc, int firstLine)
        : m_text(text)
        , m_doc(doc)
    {
        m_pos.line = firstLine;
    }

    // Returns false (with `duplicateKey`/`duplicatePos` set) on a repeated key.
    bool run()
    {
        skipBom();
        skipSpace();
        return value(std::string());
    }

    std::string duplicateKey;
    TextPosition duplicatePos;

private:
    bool atEnd() const { return m_i >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_i); }

    void advance()
    {
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

    std::string string()
    {
        // Called on the opening quote. The key's decoded text is needed for
        // the pointer; nlohmann already validated escapes, so decode simply.
        std::string raw;
        advance();
        while (!atEnd() && peek() != '"') {
            if (peek() == '\\') {
                raw.push_back(peek());
                advance();
            }
            raw.push_back(peek());
            advance();
        }
        advance(); // closing quote
        try {
            return Json::parse("\"" + raw + "\"").get<std::string>();
        } catch (const Json::exception &) {
            return raw;
        }
    }

    bool value(const std::string &pointer)
    {
        m_doc.m_values.emplace(pointer, m_pos);
        const char c = peek();
        if (c == '{')
            return object(pointer);
        if (c == '[')
            return array(pointer);
        if (c == '"') {
            string();
            return true;
        }
        while (!atEnd()) { // number or literal
            const char d = peek();
            if (d == ',' || d == '}' || d == ']' || d == ' ' || d == '\t' || d == '\n' || d == '\r')
                break;
            advance();
        }
        return true;
    }

    bool object(const std::string &pointer)
    {
        advance(); // {
        skipSpace();
        if (peek() == '}') {
            advance();
            return true;
        }
        while (!atEnd()) {
            skipSpace();
            const TextPosition keyPos = m_pos;
            const std::string key = string();
            const std::string child = JsonDocument::childPointer(pointer, key);
            if (!m_doc.m_keys.emplace(child, keyPos).second) {
                duplicateKey = key;
                duplicatePos = keyPos;
                return false;
            }
            skipSpace();
            advance(); // :
            skipSpace();
            if (!value(child))
                return false;
            skipSpace();
            if (peek() == ',') {
                advance();
                continue;
            }
            advance(); // }
            return true;
        }
        return true;
    }

    bool array(const std::string &pointer)
    {
        advance(); // [
        skipSpace();
        if (peek() == ']') {
            advance();
            return true;
        }
        size_t index = 0;
        while (!atEnd()) {
            skipSpace();
            if (!value(JsonDocument::childPointer(pointer, index++)))
                return false;
            skipSpace();
            if (peek() == ',') {
                advance();
                continue;
            }
            advance(); // ]
            return true;
        }
        return true;
    }

    const QByteArray &m_text;
    const JsonDocument &m_doc;
    qsizetype m_i = 0;
    TextPosition m_pos;
};

namespace {

// nlohmann's messages read "[json.exception.parse_error.101] parse error at
// line 1, column 2: syntax error while parsing value - invalid literal; last
// read: 'tru'". Keep the sentence after the position, which is the useful part.
QString plainParseMessage(const char *what)
{
    QString message = QString::fromUtf8(what);
    const qsizetype colon = message.indexOf(QLatin1String(": "));
    if (colon >= 0)
        message = message.mid(colon + 2);
    return WorkspaceMessages::tr("invalid JSON: %1").arg(message);
}

} // namespace

std::optional<JsonDocument> JsonDocument::parse(const QByteArray &utf8, const QString &file, Diagnostics &problems)
{
    return parseImpl(utf8, file, 1, true, problems);
}

std::optional<JsonDocument> JsonDocument::parseLine(const QByteArray &utf8, const QString &file, int line, Diagnostics &problems)
{
    return parseImpl(utf8, file, line, false, problems);
}

std::optional<JsonDocument> JsonDocument::parseImpl(const QByteArray &utf8, const QString &file, int firstLine, bool eager,
                                                    Diagnostics &problems)
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
    try {
        doc.m_root = Json::parse(utf8.constBegin(), utf8.constEnd());
    } catch (const Json::parse_error &e) {
        // e.byte is the 1-based index of the last byte read: the error is there.
        // A byte order mark is not a column: count from after it.
        const qsizetype skip = bom ? 3 : 0;
        const qsizetype offset = std::max<qsizetype>(qsizetype(e.byte) - 1 - skip, 0);
        problems.append(doc.problemAt(shifted(positionOfByte(utf8.mid(skip), offset)), plainParseMessage(e.what())));
        return std::nullopt;
    }
    doc.m_text = utf8;
    if (eager && !doc.locate()) {
        problems.append(doc.problemAt(
            doc.m_duplicatePos,
            WorkspaceMessages::tr("the key \"%1\" appears twice in the same object").arg(toQString(doc.m_duplicateKey))));
        return std::nullopt;
    }
    return doc;
}

bool JsonDocument::locate() const
{
    if (m_located)
        return m_duplicateKey.empty();
    m_located = true;
    JsonLocator locator(m_text, *this, m_firstLine);
    const bool ok = locator.run();
    if (!ok) {
        m_duplicateKey = locator.duplicateKey;
        m_duplicatePos = locator.duplicatePos;
    }
    m_text = QByteArray(); // positions are known now
    return ok;
}

TextPosition JsonDocument::valuePosition(const std::string &pointer) const
{
    locate();
    const auto it = m_values.find(pointer);
    if (it != m_values.end())
        return it->second;
    TextPosition start;
    start.line = m_firstLine;
    return start;
}

TextPosition JsonDocument::keyPosition(const std::string &pointer) const
{
    locate();
    const auto it = m_keys.find(pointer);
    return it == m_keys.end() ? valuePosition(pointer) : it->second;
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
