#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace Polygon {

// One problem found in a file, at a 1-based line and column (columns count
// Unicode code points). Printed as "file:line:column: message".
struct Diagnostic
{
    Diagnostic() = default;
    Diagnostic(QString file, int line, int column, QString message, QString field = {})
        : file(std::move(file))
        , line(line)
        , column(column)
        , message(std::move(message))
        , field(std::move(field))
    {
    }

    QString file;
    int line = 1;
    int column = 1;
    QString message;
    QString field; // JSON Pointer of the value concerned ("/turns/2/speaker"), when known

    QString toString() const;
    // toString() followed by " (at FIELD)" when the field is known: for
    // inputs without a file of their own to open, like polygon-cli's.
    QString toStringWithField() const;
    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = QList<Diagnostic>;

// One line per problem, as polygon-cli prints them: "file:line:column:
// message" (with " (at FIELD)" when `withField`), or the sentence alone for
// a problem that names no file (a name given, a setting).
QString diagnosticsText(const Diagnostics &problems, bool withField = false);

// A 1-based line/column pair inside a text.
struct TextPosition
{
    int line = 1;
    int column = 1;
    bool operator==(const TextPosition &) const = default;
};

// Line and column (code points) of a byte offset into UTF-8 text.
TextPosition positionOfByte(const QByteArray &utf8, qsizetype byteOffset);

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::Diagnostic)
