#include "diagnostic.h"

#include <QStringList>

namespace Polygon {

QString Diagnostic::toString() const
{
    return file + QLatin1Char(':') + QString::number(line) + QLatin1Char(':') + QString::number(column) + QLatin1String(": ")
        + message;
}

QString Diagnostic::toStringWithField() const
{
    if (field.isEmpty())
        return toString();
    return toString() + QLatin1String(" (at ") + field + QLatin1Char(')');
}

QString diagnosticsText(const Diagnostics &problems, bool withField)
{
    QStringList lines;
    for (const Diagnostic &d : problems)
        lines.append(d.file.isEmpty() ? d.message : withField ? d.toStringWithField() : d.toString());
    return lines.join(QLatin1Char('\n'));
}

TextPosition positionOfByte(const QByteArray &utf8, qsizetype byteOffset)
{
    TextPosition pos;
    const qsizetype end = std::min(byteOffset, utf8.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto c = static_cast<unsigned char>(utf8.at(i));
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++pos.column;
        }
    }
    return pos;
}

} // namespace Polygon
