#pragma once

#include "core/util/json.h"
#include "diagnostic.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace Polygon {

// A parsed JSON file that still knows where each value and key stood, so a
// problem found later (a wrong type, an unknown persona type) can be reported
// at file:line:column. Locations are looked up by JSON Pointer ("/turns/0/text").
class JsonDocument
{
public:
    // Parses UTF-8 text (through parseJson: never throws). On a syntax error, a
    // number out of range, nesting deeper than maxJsonDepth or a duplicate key
    // (which JSON allows but which always means a mistake in a hand-edited
    // file) returns nothing and appends one diagnostic to `problems`. Key and
    // value positions are worked out when a problem first asks for them.
    static std::optional<JsonDocument> parse(const QByteArray &utf8, const QString &file, Diagnostics &problems);

    // For one line of a JSON Lines stream: positions count from `line`.
    // Duplicate keys are not checked (the last value wins).
    static std::optional<JsonDocument> parseLine(const QByteArray &utf8, const QString &file, int line, Diagnostics &problems);

    const Json &root() const { return m_root; }
    const QString &file() const { return m_file; }

    // Where the value at `pointer` starts; the start of the file when unknown.
    TextPosition valuePosition(const std::string &pointer) const;
    // Where the key naming the value at `pointer` starts (the value when the
    // parent is an array or the pointer is the root).
    TextPosition keyPosition(const std::string &pointer) const;

    Diagnostic problemAt(const TextPosition &pos, const QString &message) const;
    // A problem with the value at `pointer` (its position and field are filled in).
    Diagnostic problemAtValue(const std::string &pointer, const QString &message) const;
    // A problem with the key naming the value at `pointer`.
    Diagnostic problemAtKey(const std::string &pointer, const QString &message) const;

    static std::string childPointer(const std::string &parent, const std::string &key);
    static std::string childPointer(const std::string &parent, size_t index);

private:
    static std::optional<JsonDocument> parseImpl(const QByteArray &utf8, const QString &file, int firstLine,
                                                 bool rejectDuplicateKeys, Diagnostics &problems);
    void locate() const; // fills m_nodes from m_text, once
    // The node of the value at `pointer`, or -1.
    qint64 findNode(const std::string &pointer) const;

    // Where one value stood. Memory is linear in the number of values (no
    // pointer string per value), lookups cost the depth times log(width).
    struct Located
    {
        enum Kind : quint8 { Scalar, Object, Array };
        TextPosition value;
        TextPosition key; // the value's own position for array items and the root
        quint32 firstChild = 0; // into m_children: an object's members sorted by key, an array's items in order
        quint32 childCount = 0;
        quint32 keyOffset = 0; // the decoded key, in m_keyText
        quint32 keySize = 0;
        Kind kind = Scalar;
    };

    Json m_root;
    QString m_file;
    mutable QByteArray m_text; // kept (implicitly shared) until the positions are worked out
    int m_firstLine = 1;
    mutable bool m_located = false;
    mutable std::vector<Located> m_nodes; // in document order; the root first
    mutable std::vector<quint32> m_children;
    mutable std::string m_keyText;

    friend class JsonLocator;
};

} // namespace Polygon
