#pragma once

#include "core/util/json.h"
#include "diagnostic.h"
#include "jsondocument.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace Polygon {

// Reads the typed fields of one JSON object in a JsonDocument and reports
// every problem at its file:line:column: a missing key at the object, a wrong
// type or value at the value, an unknown key at the key. Keys asked for are
// remembered, so finish() can name the keys nobody expected.
class ObjectReader
{
public:
    enum class Need { Required, Optional };

    // `what` names the object in messages ("persona", "the tool's latency").
    ObjectReader(const JsonDocument &doc, std::string pointer, QString what, Diagnostics &problems);

    bool isObject() const { return m_object != nullptr; }
    // Whether the object has `key` (without asking for it).
    bool has(const char *key) const { return m_object && m_object->contains(key); }
    // The object itself (nullptr when the value is not an object).
    const Json *json() const { return m_object; }
    int problemCount() const { return int(m_problems.size()); }

    // "format": 1 — required in every top-level file.
    void requireFormat();

    std::optional<QString> string(const char *key, Need need, bool allowEmpty = false);
    std::optional<qint64> integer(const char *key, Need need, qint64 min, qint64 max);
    std::optional<double> number(const char *key, Need need, double min, double max);
    // One of `names`; returns its index. `noun` names the set in messages
    // ("persona type" gives: unknown persona type "grumpy"; expected one of: …).
    std::optional<int> choice(const char *key, Need need, const QStringList &names, const QString &noun);
    std::optional<bool> boolean(const char *key, Need need);
    std::optional<QStringList> stringList(const char *key, Need need, bool nonEmpty = false);
    // Any JSON value; nullptr when absent.
    const Json *value(const char *key, Need need);
    // A nested object, read by its own reader (nullopt when absent or not an object).
    std::optional<ObjectReader> object(const char *key, Need need);

    // A reader for another object of the same document (an array item).
    ObjectReader child(const std::string &pointer, const QString &what) const
    {
        return ObjectReader(m_doc, pointer, what, m_problems);
    }

    // A key the caller has reported itself: finish() does not call it unknown,
    // and it is not offered among the expected keys.
    void markReported(const char *key) { m_reported.append(QString::fromUtf8(key)); }

    // Reports every key that no accessor asked for.
    void finish();

    // Problems the caller finds itself, e.g. an unresolved reference.
    void problemAtValue(const char *key, const QString &message);
    void problemAtValue(const std::string &pointer, const QString &message);
    void problemAtObject(const QString &message);
    // A problem the caller built itself (e.g. at a key of a nested object).
    void report(const Diagnostic &problem) { m_problems.append(problem); }

    std::string pointerOf(const char *key) const { return JsonDocument::childPointer(m_pointer, key); }
    const JsonDocument &document() const { return m_doc; }

    static QString describeType(const Json &value);

private:
    const Json *lookup(const char *key, Need need);
    void wrongType(const char *key, const QString &expected, const Json &value);

    const JsonDocument &m_doc;
    std::string m_pointer;
    QString m_what;
    Diagnostics &m_problems;
    const Json *m_object = nullptr;
    std::vector<std::string> m_known; // keys asked for, in order (short: no allocation)
    QStringList m_reported;
};

} // namespace Polygon
