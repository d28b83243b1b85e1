#pragma once

// Reading a large file of records one record at a time, in memory bounded by
// the largest record (never by the file): the JSON record splitter and the
// CSV row reader of `polygon-cli import` (FORMATS.md §13). Both know the
// line and column (Unicode code points, from 1) where each record starts, so
// a problem inside one is reported at its place in the whole file.

#include "core/json/diagnostic.h"
#include "core/json/jsondocument.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

class QIODevice;

namespace Polygon {

// Bytes of a device read in chunks, with the line and column of the read
// position. The bytes before the record being read are dropped as it goes.
class StreamBuffer
{
public:
    StreamBuffer(QIODevice *device, QString name);

    const QString &name() const { return m_name; }
    // The byte at the read position; -1 at the end of the input.
    int peek();
    // Moves past the byte at the read position (which must exist), keeping the position.
    void advance();
    bool atEnd() { return peek() < 0; }
    TextPosition position() const { return m_position; }
    // Marks the read position as the start of a record: bytes before it may be
    // dropped; bytesFromMark() are those since.
    void mark();
    QByteArray bytesFromMark() const;
    qint64 offset() const { return m_dropped + m_pos; }
    // The device failed (not the end of the input): its error string.
    QString readError() const { return m_readError; }
    // Skips a UTF-8 byte order mark at the very start.
    void skipByteOrderMark();
    // The bytes from the read position to the end of its line (without the
    // line feed, which is passed too): JSON Lines without a look at each byte.
    QByteArray takeLine();

private:
    bool fill();

    QIODevice *m_device;
    QString m_name;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qsizetype m_mark = 0;
    qint64 m_dropped = 0; // bytes of the input before m_buffer[0]
    TextPosition m_position;
    bool m_eof = false;
    QString m_readError;
};

// Splits JSON text into records: the elements of a top-level array, the
// lines of JSON Lines (a first non-blank line that holds a whole value and
// nothing else means JSON Lines), or whole values one after another (one
// pretty-printed document). Each record is then parsed alone.
class JsonRecordStream
{
public:
    struct Record
    {
        QByteArray text;
        TextPosition start; // where the record starts in the file
    };
    enum class Result { Record, End, Error };

    JsonRecordStream(QIODevice *device, const QString &name);

    // The next record. Error: the text cannot be split any further (an
    // unterminated string or value, a missing comma between array elements,
    // text after the array); `problem` says where. A record whose own syntax
    // is wrong is returned and its parse() reports the problem, so reading
    // can go on after it.
    Result next(Record &record, Diagnostic &problem);

    // A record as a document whose positions are the file's.
    static std::optional<JsonDocument> parse(const Record &record, const QString &file, Diagnostics &problems);

    qint64 offset() const { return m_in.offset(); }

private:
    enum class Mode { Unknown, Array, Lines, Documents, Finished };

    void skipWhitespace();
    bool scanValue(Record &record, Diagnostic &problem);
    bool readLine(Record &record);
    Diagnostic problemHere(const QString &message) const;

    StreamBuffer m_in;
    Mode m_mode = Mode::Unknown;
    bool m_firstElement = true;
};

// Reads CSV (RFC 4180: fields separated by commas, records by CRLF or LF,
// double-quoted fields that may hold commas, quotes written twice and line
// breaks) one row at a time.
class CsvRowStream
{
public:
    struct Field
    {
        QString text;
        TextPosition start;
    };
    struct Row
    {
        QList<Field> fields;
        TextPosition start;
    };
    enum class Result { Row, End, Error };

    CsvRowStream(QIODevice *device, const QString &name);

    // The next non-blank row. Error: a quote where a field cannot have one,
    // or a quoted field that never ends; `problem` says where. After a quote
    // problem the rest of that line is skipped, so reading can go on.
    Result next(Row &row, Diagnostic &problem);

private:
    StreamBuffer m_in;
};

} // namespace Polygon
