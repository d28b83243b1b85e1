#include "recordstream.h"

#include "core/util/messages.h"

#include <QIODevice>

#include <cstring>

namespace Polygon {

namespace {

constexpr qint64 ChunkSize = 1 << 20;

bool isJsonSpace(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

QString shownChar(int c)
{
    if (c >= 0x20 && c < 0x7f)
        return QStringLiteral("\"%1\"").arg(QChar(c));
    return QStringLiteral("byte 0x%1").arg(c, 2, 16, QLatin1Char('0'));
}

} // namespace

// ---------------------------------------------------------------------------
// StreamBuffer

StreamBuffer::StreamBuffer(QIODevice *device, QString name)
    : m_device(device)
    , m_name(std::move(name))
{
}

bool StreamBuffer::fill()
{
    if (m_eof)
        return false;
    // Drop what lies before the record being read, once it is worth the copy.
    if (m_mark > ChunkSize && m_mark * 2 > m_buffer.size()) {
        m_buffer.remove(0, m_mark);
        m_dropped += m_mark;
        m_pos -= m_mark;
        m_mark = 0;
    }
    const qsizetype before = m_buffer.size();
    m_buffer.resize(before + ChunkSize);
    const qint64 got = m_device->read(m_buffer.data() + before, ChunkSize);
    if (got <= 0) {
        m_buffer.resize(before);
        if (got < 0)
            m_readError = m_device->errorString();
        m_eof = true;
        return false;
    }
    m_buffer.resize(before + got);
    return true;
}

int StreamBuffer::peek()
{
    if (m_pos >= m_buffer.size() && !fill())
        return -1;
    return quint8(m_buffer.at(m_pos));
}

void StreamBuffer::advance()
{
    const char c = m_buffer.at(m_pos++);
    if (c == '\n') {
        ++m_position.line;
        m_position.column = 1;
    } else if ((quint8(c) & 0xc0) != 0x80) {
        ++m_position.column; // a code point starts here: continuation bytes do not count
    }
}

void StreamBuffer::mark()
{
    m_mark = m_pos;
}

QByteArray StreamBuffer::bytesFromMark() const
{
    return m_buffer.mid(m_mark, m_pos - m_mark);
}

void StreamBuffer::skipByteOrderMark()
{
    if (offset() != 0 || peek() != 0xef)
        return;
    while (m_buffer.size() < 3 && fill()) { }
    if (m_buffer.startsWith("\xef\xbb\xbf")) {
        m_pos = 3; // not a code point of the text: the column stays 1
        m_mark = 3;
    }
}

QByteArray StreamBuffer::takeLine()
{
    mark();
    qsizetype searched = m_pos;
    const char *feed = nullptr;
    for (;;) {
        feed = static_cast<const char *>(std::memchr(m_buffer.constData() + searched, '\n', size_t(m_buffer.size() - searched)));
        if (feed)
            break;
        const qsizetype posBefore = m_pos;
        const qsizetype sizeBefore = m_buffer.size();
        if (!fill())
            break;
        searched = sizeBefore - (posBefore - m_pos); // fill() may have dropped the bytes before the mark
    }
    const qsizetype end = feed ? feed - m_buffer.constData() : m_buffer.size();
    QByteArray line = m_buffer.mid(m_pos, end - m_pos);
    m_pos = feed ? end + 1 : end;
    if (feed) {
        ++m_position.line;
        m_position.column = 1;
    } else {
        for (const char c : std::as_const(line))
            if ((quint8(c) & 0xc0) != 0x80)
                ++m_position.column;
    }
    return line;
}

// ---------------------------------------------------------------------------
// JsonRecordStream

JsonRecordStream::JsonRecordStream(QIODevice *device, const QString &name)
    : m_in(device, name)
{
}

Diagnostic JsonRecordStream::problemHere(const QString &message) const
{
    const TextPosition p = m_in.position();
    return Diagnostic(m_in.name(), p.line, p.column, message);
}

void JsonRecordStream::skipWhitespace()
{
    while (isJsonSpace(m_in.peek()))
        m_in.advance();
}

// One JSON value from the read position: a string, an object or array with
// everything nested in it (brackets counted outside strings), or a bare
// scalar. Its syntax is left to the parser.
bool JsonRecordStream::scanValue(Record &record, Diagnostic &problem)
{
    record.start = m_in.position();
    m_in.mark();
    const int first = m_in.peek();
    if (first == ',' || first == ']' || first == '}' || first == ':') {
        problem = problemHere(WorkspaceMessages::tr("expected a JSON value, found %1").arg(shownChar(first)));
        return false;
    }
    const auto unterminated = [&] {
        problem = Diagnostic(m_in.name(), record.start.line, record.start.column,
                             WorkspaceMessages::tr("this value never ends: the input stops inside it"));
        return false;
    };
    if (first == '{' || first == '[' || first == '"') {
        int depth = 0;
        bool inString = false;
        for (int c = m_in.peek(); c >= 0; c = m_in.peek()) {
            m_in.advance();
            if (inString) {
                if (c == '\\') {
                    if (m_in.peek() < 0)
                        break;
                    m_in.advance();
                } else if (c == '"') {
                    inString = false;
                    if (depth == 0)
                        break;
                }
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (--depth == 0)
                    break;
            }
        }
        if (inString || depth > 0)
            return unterminated();
    } else {
        for (int c = m_in.peek(); c >= 0 && !isJsonSpace(c) && c != ',' && c != ']' && c != '}'; c = m_in.peek())
            m_in.advance();
    }
    record.text = m_in.bytesFromMark();
    if (record.start.column > 1) // the parser counts columns from the start of its text
        record.text.prepend(QByteArray(record.start.column - 1, ' '));
    return true;
}

bool JsonRecordStream::readLine(Record &record)
{
    while (!m_in.atEnd()) {
        record.start = m_in.position();
        record.text = m_in.takeLine();
        for (const char c : std::as_const(record.text))
            if (!isJsonSpace(quint8(c)))
                return true;
    }
    return false;
}

JsonRecordStream::Result JsonRecordStream::next(Record &record, Diagnostic &problem)
{
    const auto failed = [&] {
        m_mode = Mode::Finished;
        return Result::Error;
    };
    switch (m_mode) {
    case Mode::Finished:
        return Result::End;
    case Mode::Unknown: {
        m_in.skipByteOrderMark();
        skipWhitespace();
        if (m_in.atEnd()) {
            m_mode = Mode::Finished;
            return Result::End;
        }
        if (m_in.peek() == '[') {
            m_mode = Mode::Array;
            m_in.advance();
            return next(record, problem);
        }
        if (!scanValue(record, problem))
            return failed();
        // JSON Lines when the value sits on a line of its own.
        bool restBlank = true;
        while (m_in.peek() >= 0 && m_in.peek() != '\n') {
            restBlank = restBlank && isJsonSpace(m_in.peek());
            if (!restBlank)
                break;
            m_in.advance();
        }
        if (restBlank && m_in.position().line == record.start.line) {
            m_mode = Mode::Lines;
            if (m_in.peek() == '\n')
                m_in.advance();
        } else {
            m_mode = Mode::Documents;
        }
        return Result::Record;
    }
    case Mode::Lines:
        if (!readLine(record)) {
            m_mode = Mode::Finished;
            return Result::End;
        }
        return Result::Record;
    case Mode::Documents:
        skipWhitespace();
        if (m_in.atEnd()) {
            m_mode = Mode::Finished;
            return Result::End;
        }
        return scanValue(record, problem) ? Result::Record : failed();
    case Mode::Array: {
        skipWhitespace();
        int c = m_in.peek();
        if (c < 0) {
            problem = problemHere(WorkspaceMessages::tr("the array never ends: \"]\" is missing"));
            return failed();
        }
        if (c == ']') {
            m_in.advance();
            skipWhitespace();
            if (!m_in.atEnd()) {
                problem = problemHere(WorkspaceMessages::tr("unexpected text after the array"));
                return failed();
            }
            m_mode = Mode::Finished;
            return Result::End;
        }
        if (!m_firstElement) {
            if (c != ',') {
                problem = problemHere(
                    WorkspaceMessages::tr("expected \",\" or \"]\" after an array element, found %1").arg(shownChar(c)));
                return failed();
            }
            m_in.advance();
            skipWhitespace();
            if (m_in.atEnd()) {
                problem = problemHere(WorkspaceMessages::tr("the array never ends: \"]\" is missing"));
                return failed();
            }
        }
        m_firstElement = false;
        return scanValue(record, problem) ? Result::Record : failed();
    }
    }
    return Result::End;
}

std::optional<JsonDocument> JsonRecordStream::parse(const Record &record, const QString &file, Diagnostics &problems)
{
    return JsonDocument::parseLine(record.text, file, record.start.line, problems);
}

// ---------------------------------------------------------------------------
// CsvRowStream

CsvRowStream::CsvRowStream(QIODevice *device, const QString &name)
    : m_in(device, name)
{
}

CsvRowStream::Result CsvRowStream::next(Row &row, Diagnostic &problem)
{
    m_in.skipByteOrderMark();
    row.fields.clear();
    // Blank lines are no rows.
    for (;;) {
        const int c = m_in.peek();
        if (c == '\r' || c == '\n')
            m_in.advance();
        else
            break;
    }
    if (m_in.atEnd())
        return Result::End;
    row.start = m_in.position();
    const auto skipLine = [&] {
        for (int c = m_in.peek(); c >= 0 && c != '\n'; c = m_in.peek())
            m_in.advance();
    };
    for (;;) {
        Field field;
        field.start = m_in.position();
        m_in.mark();
        QByteArray bytes;
        if (m_in.peek() == '"') {
            m_in.advance();
            for (;;) {
                const int c = m_in.peek();
                if (c < 0) {
                    problem = Diagnostic(m_in.name(), field.start.line, field.start.column,
                                         WorkspaceMessages::tr("this quoted field never ends: its closing quote is missing"));
                    return Result::Error;
                }
                m_in.advance();
                if (c != '"') {
                    bytes.append(char(c));
                } else if (m_in.peek() == '"') {
                    bytes.append('"');
                    m_in.advance();
                } else {
                    break;
                }
            }
            const int after = m_in.peek();
            if (after >= 0 && after != ',' && after != '\n' && after != '\r') {
                const TextPosition p = m_in.position();
                problem = Diagnostic(m_in.name(), p.line, p.column,
                                     WorkspaceMessages::tr("unexpected %1 after a quoted field; expected \",\" or the end "
                                                           "of the line (a quote inside a field is written twice)")
                                         .arg(shownChar(after)));
                skipLine();
                row.fields.append(field);
                return Result::Error;
            }
        } else {
            for (int c = m_in.peek(); c >= 0 && c != ',' && c != '\n' && c != '\r'; c = m_in.peek()) {
                if (c == '"') {
                    const TextPosition p = m_in.position();
                    problem = Diagnostic(m_in.name(), p.line, p.column,
                                         WorkspaceMessages::tr("a quote inside a field that does not start with one; quote "
                                                               "the whole field and write the quote twice"));
                    skipLine();
                    return Result::Error;
                }
                bytes.append(char(c));
                m_in.advance();
            }
        }
        field.text = QString::fromUtf8(bytes);
        row.fields.append(std::move(field));
        const int c = m_in.peek();
        if (c == ',') {
            m_in.advance();
            continue;
        }
        if (c == '\r')
            m_in.advance();
        if (m_in.peek() == '\n')
            m_in.advance();
        return Result::Row;
    }
}

} // namespace Polygon
