#pragma once

#include "core/util/json.h"
#include "diagnostic.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <unordered_map>

namespace Polygon {

// A parsed JSON file that still knows where each value and key stood, so a
// problem found later (a wrong type, an unknown persona type) can be reported
// at file:line:column. Locations are looked up by JSON Pointer ("/turns/0/text").
class JsonDocument
{
public:
    // Parses UTF-8 text. On a syntax error (or a duplicate key, which JSON
    // allows but which always means a mistake in a hand-edited file) returns
    // nothing and appends one diagnostic to `problems`.
    static std::optional<JsonDocument> parse(const QByteArray &utf8, const QString &file, Diagnostics &problems);

    // For one line of a JSON Lines stream: positions count from `line`, and
    // the key/value positions are only worked out when a problem asks for
    // them (a valid line costs one parse). Duplicate keys are not checked.
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
    static std::optional<JsonDocument> parseImpl(const QByteArray &utf8, const QString &file, int firstLine, bool eager,
                                                 Diagnostics &problems);
    bool locate() const; // fills the position maps; false on a duplicate key

    Json m_root;
    QString m_file;
    mutable QByteArray m_text; // kept (implicitly shared) until the positions are worked out
    int m_firstLine = 1;
    mutable bool m_located = false;
    mutable std::unordered_map<std::string, TextPosition> m_values;
    mutable std::unordered_map<std::string, TextPosition> m_keys;
    mutable std::string m_duplicateKey;
    mutable TextPosition m_duplicatePos;

    friend class JsonLocator;
};

} // namespace Polygon
