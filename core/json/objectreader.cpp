#include "objectreader.h"

#include "core/util/messages.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

// Levenshtein distance, to suggest the key a typo meant.
int editDistance(const QString &a, const QString &b)
{
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

QString formatNumber(double value)
{
    return QString::number(value, 'g', 12);
}

} // namespace

ObjectReader::ObjectReader(const JsonDocument &doc, std::string pointer, QString what, Diagnostics &problems)
    : m_doc(doc)
    , m_pointer(std::move(pointer))
    , m_what(std::move(what))
    , m_problems(problems)
{
    const Json *node = &doc.root();
    if (!m_pointer.empty()) {
        const Json::json_pointer ptr(m_pointer);
        node = doc.root().contains(ptr) ? &doc.root().at(ptr) : nullptr;
    }
    if (node && node->is_object())
        m_object = node;
    else if (node)
        m_problems.append(m_doc.problemAtValue(
            m_pointer, WorkspaceMessages::tr("%1 must be a JSON object, not %2").arg(m_what, describeType(*node))));
}

QString ObjectReader::describeType(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::null:
        return WorkspaceMessages::tr("null");
    case Json::value_t::boolean:
        return WorkspaceMessages::tr("true/false");
    case Json::value_t::string:
        return WorkspaceMessages::tr("a string");
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
        return WorkspaceMessages::tr("an integer");
    case Json::value_t::number_float:
        return WorkspaceMessages::tr("a number with a fraction");
    case Json::value_t::array:
        return WorkspaceMessages::tr("an array");
    case Json::value_t::object:
        return WorkspaceMessages::tr("an object");
    default:
        return WorkspaceMessages::tr("an unsupported value");
    }
}

const Json *ObjectReader::lookup(const char *key, Need need)
{
    if (std::find(m_known.cbegin(), m_known.cend(), key) == m_known.cend())
        m_known.emplace_back(key);
    if (!m_object)
        return nullptr;
    const auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required)
            problemAtObject(WorkspaceMessages::tr("missing required key %1 in %2").arg(quoted(QString::fromUtf8(key)), m_what));
        return nullptr;
    }
    return &*it;
}

void ObjectReader::wrongType(const char *key, const QString &expected, const Json &value)
{
    problemAtValue(
        key, WorkspaceMessages::tr("%1 must be %2, not %3").arg(quoted(QString::fromUtf8(key)), expected, describeType(value)));
}

void ObjectReader::requireFormat()
{
    const Json *v = lookup("format", Need::Required);
    if (!v)
        return;
    if (!v->is_number_integer()) {
        wrongType("format", WorkspaceMessages::tr("the integer 1"), *v);
        return;
    }
    if (v->get<qint64>() != 1)
        problemAtValue(
            "format",
            WorkspaceMessages::tr("\"format\" is %1, but this version of Polygon reads format 1").arg(v->get<qint64>()));
}

std::optional<QString> ObjectReader::string(const char *key, Need need, bool allowEmpty)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_string()) {
        wrongType(key, WorkspaceMessages::tr("a string"), *v);
        return std::nullopt;
    }
    QString s = toQString(v->get<std::string>());
    if (!allowEmpty && s.trimmed().isEmpty()) {
        problemAtValue(key, WorkspaceMessages::tr("%1 must not be empty").arg(quoted(QString::fromUtf8(key))));
        return std::nullopt;
    }
    return s;
}

std::optional<qint64> ObjectReader::integer(const char *key, Need need, qint64 min, qint64 max)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_number_integer()) {
        wrongType(key, WorkspaceMessages::tr("an integer"), *v);
        return std::nullopt;
    }
    if (v->is_number_unsigned() && v->get<quint64>() > quint64(max)) {
        problemAtValue(key,
                       WorkspaceMessages::tr("%1 must be between %2 and %3, not %4")
                           .arg(quoted(QString::fromUtf8(key)))
                           .arg(min)
                           .arg(max)
                           .arg(v->get<quint64>()));
        return std::nullopt;
    }
    const qint64 n = v->get<qint64>();
    if (n < min || n > max) {
        problemAtValue(key,
                       WorkspaceMessages::tr("%1 must be between %2 and %3, not %4")
                           .arg(quoted(QString::fromUtf8(key)))
                           .arg(min)
                           .arg(max)
                           .arg(n));
        return std::nullopt;
    }
    return n;
}

std::optional<double> ObjectReader::number(const char *key, Need need, double min, double max)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        wrongType(key, WorkspaceMessages::tr("a number"), *v);
        return std::nullopt;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max) {
        problemAtValue(key,
                       WorkspaceMessages::tr("%1 must be between %2 and %3, not %4")
                           .arg(quoted(QString::fromUtf8(key)), formatNumber(min), formatNumber(max), formatNumber(d)));
        return std::nullopt;
    }
    return d;
}

std::optional<int> ObjectReader::choice(const char *key, Need need, const QStringList &names, const QString &noun)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_string()) {
        wrongType(key, WorkspaceMessages::tr("a string"), *v);
        return std::nullopt;
    }
    const QString s = toQString(v->get<std::string>());
    const qsizetype index = names.indexOf(s);
    if (index < 0) {
        problemAtValue(
            key,
            WorkspaceMessages::tr("unknown %1 %2; expected one of: %3").arg(noun, quoted(s), names.join(QLatin1String(", "))));
        return std::nullopt;
    }
    return int(index);
}

std::optional<QStringList> ObjectReader::stringList(const char *key, Need need, bool nonEmpty)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_array()) {
        wrongType(key, WorkspaceMessages::tr("an array of strings"), *v);
        return std::nullopt;
    }
    if (nonEmpty && v->empty()) {
        problemAtValue(key, WorkspaceMessages::tr("%1 must list at least one item").arg(quoted(QString::fromUtf8(key))));
        return std::nullopt;
    }
    QStringList out;
    bool ok = true;
    const std::string base = pointerOf(key);
    for (size_t i = 0; i < v->size(); ++i) {
        const Json &item = (*v)[i];
        const std::string itemPointer = JsonDocument::childPointer(base, i);
        if (!item.is_string() || toQString(item.get<std::string>()).trimmed().isEmpty()) {
            problemAtValue(itemPointer,
                           WorkspaceMessages::tr("item %1 of %2 must be a non-empty string, not %3")
                               .arg(i + 1)
                               .arg(quoted(QString::fromUtf8(key)),
                                    item.is_string() ? WorkspaceMessages::tr("an empty string") : describeType(item)));
            ok = false;
            continue;
        }
        const QString s = toQString(item.get<std::string>());
        if (out.contains(s)) {
            problemAtValue(itemPointer,
                           WorkspaceMessages::tr("%1 is listed twice in %2").arg(quoted(s), quoted(QString::fromUtf8(key))));
            ok = false;
            continue;
        }
        out.append(s);
    }
    if (!ok)
        return std::nullopt;
    return out;
}

std::optional<bool> ObjectReader::boolean(const char *key, Need need)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        wrongType(key, WorkspaceMessages::tr("true or false"), *v);
        return std::nullopt;
    }
    return v->get<bool>();
}

const Json *ObjectReader::value(const char *key, Need need)
{
    return lookup(key, need);
}

std::optional<ObjectReader> ObjectReader::object(const char *key, Need need)
{
    const Json *v = lookup(key, need);
    if (!v)
        return std::nullopt;
    if (!v->is_object()) {
        wrongType(key, WorkspaceMessages::tr("an object"), *v);
        return std::nullopt;
    }
    return ObjectReader(m_doc, pointerOf(key), quoted(QString::fromUtf8(key)), m_problems);
}

void ObjectReader::finish()
{
    if (!m_object)
        return;
    QStringList known;
    for (const std::string &k : m_known)
        known.append(toQString(k));
    for (auto it = m_object->begin(); it != m_object->end(); ++it) {
        const QString key = toQString(it.key());
        if (known.contains(key) || m_reported.contains(key))
            continue;
        QString message = WorkspaceMessages::tr("unknown key %1 in %2; expected one of: %3")
                              .arg(quoted(key), m_what, known.join(QLatin1String(", ")));
        QString best;
        int bestDistance = 3; // suggest only close matches
        for (const QString &candidate : std::as_const(known)) {
            const int d = editDistance(key.toLower(), candidate.toLower());
            if (d < bestDistance) {
                bestDistance = d;
                best = candidate;
            }
        }
        if (!best.isEmpty())
            message += WorkspaceMessages::tr(" (did you mean %1?)").arg(quoted(best));
        m_problems.append(m_doc.problemAtKey(JsonDocument::childPointer(m_pointer, it.key()), message));
    }
}

void ObjectReader::problemAtValue(const char *key, const QString &message)
{
    problemAtValue(pointerOf(key), message);
}

void ObjectReader::problemAtValue(const std::string &pointer, const QString &message)
{
    m_problems.append(m_doc.problemAtValue(pointer, message));
}

void ObjectReader::problemAtObject(const QString &message)
{
    m_problems.append(m_doc.problemAtValue(m_pointer, message));
}

} // namespace Polygon
