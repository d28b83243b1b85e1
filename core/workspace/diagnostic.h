#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace Polygon {

// One problem found in a file, at a 1-based line and column (columns count
// Unicode code points). Printed as "file:line:column: message".
struct Diagnostic
{
    QString file;
    int line = 1;
    int column = 1;
    QString message;

    QString toString() const;
    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = QList<Diagnostic>;

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
