#include "jsonwriter.h"

namespace Polygon {

void JsonWriter::separate()
{
    if (m_afterKey)
        m_afterKey = false;
    else if (m_needComma)
        m_out.append(',');
    m_needComma = true;
}

JsonWriter &JsonWriter::open(char c)
{
    separate();
    m_out.append(c);
    m_needComma = false;
    return *this;
}

JsonWriter &JsonWriter::close(char c)
{
    m_out.append(c);
    m_needComma = true;
    return *this;
}

JsonWriter &JsonWriter::key(std::string_view name)
{
    separate();
    string(name);
    m_out.append(':');
    m_afterKey = true;
    return *this;
}

void JsonWriter::string(std::string_view utf8)
{
    static const char hex[] = "0123456789abcdef";
    m_out.append('"');
    size_t plain = 0; // start of the run of bytes that need no escape
    for (size_t i = 0; i < utf8.size(); ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_out.append(utf8.data() + plain, qsizetype(i - plain));
        plain = i + 1;
        switch (c) {
        case '"':
            m_out.append("\\\"", 2);
            break;
        case '\\':
            m_out.append("\\\\", 2);
            break;
        case '\b':
            m_out.append("\\b", 2);
            break;
        case '\f':
            m_out.append("\\f", 2);
            break;
        case '\n':
            m_out.append("\\n", 2);
            break;
        case '\r':
            m_out.append("\\r", 2);
            break;
        case '\t':
            m_out.append("\\t", 2);
            break;
        default: {
            const char escaped[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            m_out.append(escaped, 6);
        }
        }
    }
    m_out.append(utf8.data() + plain, qsizetype(utf8.size() - plain));
    m_out.append('"');
}

JsonWriter &JsonWriter::value(const QString &text)
{
    separate();
    const QByteArray utf8 = text.toUtf8();
    string(std::string_view(utf8.constData(), size_t(utf8.size())));
    return *this;
}

JsonWriter &JsonWriter::value(std::string_view utf8)
{
    separate();
    string(utf8);
    return *this;
}

JsonWriter &JsonWriter::value(bool b)
{
    separate();
    m_out.append(b ? "true" : "false");
    return *this;
}

JsonWriter &JsonWriter::value(qint64 n)
{
    separate();
    m_out.append(QByteArray::number(n));
    return *this;
}

JsonWriter &JsonWriter::value(double d)
{
    return value(Json(d));
}

JsonWriter &JsonWriter::value(const Json &json)
{
    separate();
    const std::string text = json.dump(-1, ' ', false, Json::error_handler_t::replace);
    m_out.append(text.data(), qsizetype(text.size()));
    return *this;
}

} // namespace Polygon
