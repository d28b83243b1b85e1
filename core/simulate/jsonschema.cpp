#include "jsonschema.h"

#include "core/util/messages.h"
#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace Polygon {

namespace {

// Where a value sits: its JSON pointer and the name messages use for it
// ("party_size", "guest.name", "guests[0]"; empty for the whole value).
struct Location
{
    QString pointer;
    QString name;

    Location property(const std::string &key) const
    {
        QString token = toQString(key);
        const QString display = token;
        token.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
        return {pointer + QLatin1Char('/') + token, name.isEmpty() ? display : name + QLatin1Char('.') + display};
    }

    Location item(size_t index) const
    {
        const QString i = QString::number(index);
        return {pointer + QLatin1Char('/') + i, name + QLatin1Char('[') + i + QLatin1Char(']')};
    }

    // The subject of a sentence: "party_size" in quotes, or "the arguments".
    QString subject() const
    {
        return name.isEmpty() ? QStringLiteral("the arguments") : QLatin1Char('"') + name + QLatin1Char('"');
    }
};

// A value as JSON, cut short when long.
QString show(const Json &value)
{
    QString text = toQString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
    constexpr qsizetype limit = 80;
    if (text.size() > limit)
        text = text.left(limit - 1) + QChar(0x2026);
    return text;
}

QString typeName(const std::string &type)
{
    if (type == "string")
        return QStringLiteral("a string");
    if (type == "integer")
        return QStringLiteral("an integer");
    if (type == "number")
        return QStringLiteral("a number");
    if (type == "boolean")
        return QStringLiteral("a boolean");
    if (type == "object")
        return QStringLiteral("an object");
    if (type == "array")
        return QStringLiteral("an array");
    if (type == "null")
        return QStringLiteral("null");
    return {};
}

bool isInteger(const Json &value)
{
    if (value.is_number_integer())
        return true;
    if (value.is_number_float()) {
        const double d = value.get<double>();
        return std::isfinite(d) && std::trunc(d) == d;
    }
    return false;
}

bool hasType(const Json &value, const std::string &type)
{
    if (type == "string")
        return value.is_string();
    if (type == "integer")
        return isInteger(value);
    if (type == "number")
        return value.is_number();
    if (type == "boolean")
        return value.is_boolean();
    if (type == "object")
        return value.is_object();
    if (type == "array")
        return value.is_array();
    if (type == "null")
        return value.is_null();
    return false;
}

// "a", "a or b", "a, b or c".
QString either(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    return QStringList(names.mid(0, names.size() - 1)).join(QStringLiteral(", ")) + QStringLiteral(" or ") + names.last();
}

qsizetype codePoints(const std::string &utf8)
{
    qsizetype n = 0;
    for (const char c : utf8)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
            ++n;
    return n;
}

QString plural(qint64 n, const QString &one, const QString &many)
{
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

class Validator
{
public:
    QList<SchemaError> errors;

    void validate(const Json &value, const Json &schema, const Location &at)
    {
        if (schema.is_boolean()) {
            if (!schema.get<bool>())
                add(at, QStringLiteral("%1 is not allowed").arg(at.subject()));
            return;
        }
        if (!schema.is_object())
            return;
        if (!checkType(value, schema, at))
            return;
        checkEnum(value, schema, at);
        if (value.is_number())
            checkNumber(value, schema, at);
        if (value.is_string())
            checkString(value.get_ref<const std::string &>(), value, schema, at);
        if (value.is_array())
            checkArray(value, schema, at);
        if (value.is_object())
            checkObject(value, schema, at);
    }

private:
    void add(const Location &at, const QString &message) { errors.append({at.pointer, message}); }

    bool checkType(const Json &value, const Json &schema, const Location &at)
    {
        const auto type = schema.find("type");
        if (type == schema.end())
            return true;
        std::vector<std::string> types;
        if (type->is_string())
            types.push_back(type->get<std::string>());
        else if (type->is_array())
            for (const Json &t : *type)
                if (t.is_string())
                    types.push_back(t.get<std::string>());
        QStringList names;
        for (const std::string &t : types) {
            if (hasType(value, t))
                return true;
            if (const QString n = typeName(t); !n.isEmpty())
                names.append(n);
        }
        if (names.isEmpty())
            return true; // no type this subset knows: nothing to check
        add(at, QStringLiteral("%1 must be %2, not %3").arg(at.subject(), either(names), show(value)));
        return false;
    }

    void checkEnum(const Json &value, const Json &schema, const Location &at)
    {
        if (const auto e = schema.find("enum"); e != schema.end() && e->is_array()) {
            bool found = false;
            QStringList options;
            for (const Json &option : *e) {
                found = found || sameJson(option, value);
                options.append(show(option));
            }
            if (!found) {
                if (options.size() == 1)
                    add(at, QStringLiteral("%1 must be %2, not %3").arg(at.subject(), options.first(), show(value)));
                else
                    add(at,
                        QStringLiteral("%1 must be one of %2, not %3")
                            .arg(at.subject(), options.join(QStringLiteral(", ")), show(value)));
            }
        }
        if (const auto c = schema.find("const"); c != schema.end() && !sameJson(*c, value))
            add(at, QStringLiteral("%1 must be %2, not %3").arg(at.subject(), show(*c), show(value)));
    }

    void checkNumber(const Json &value, const Json &schema, const Location &at)
    {
        const double v = value.get<double>();
        const auto bound = [&](const char *key) -> const Json * {
            const auto it = schema.find(key);
            return it != schema.end() && it->is_number() ? &*it : nullptr;
        };
        // Draft 4 wrote exclusiveMinimum/exclusiveMaximum as booleans modifying minimum/maximum.
        const auto draft4Exclusive = [&](const char *key) {
            const auto it = schema.find(key);
            return it != schema.end() && it->is_boolean() && it->get<bool>();
        };
        if (const Json *min = bound("minimum")) {
            if (draft4Exclusive("exclusiveMinimum")) {
                if (!(v > min->get<double>()))
                    add(at, QStringLiteral("%1 must be greater than %2, not %3").arg(at.subject(), show(*min), show(value)));
            } else if (v < min->get<double>()) {
                add(at, QStringLiteral("%1 must be at least %2, not %3").arg(at.subject(), show(*min), show(value)));
            }
        }
        if (const Json *min = bound("exclusiveMinimum"); min && !(v > min->get<double>()))
            add(at, QStringLiteral("%1 must be greater than %2, not %3").arg(at.subject(), show(*min), show(value)));
        if (const Json *max = bound("maximum")) {
            if (draft4Exclusive("exclusiveMaximum")) {
                if (!(v < max->get<double>()))
                    add(at, QStringLiteral("%1 must be less than %2, not %3").arg(at.subject(), show(*max), show(value)));
            } else if (v > max->get<double>()) {
                add(at, QStringLiteral("%1 must be at most %2, not %3").arg(at.subject(), show(*max), show(value)));
            }
        }
        if (const Json *max = bound("exclusiveMaximum"); max && !(v < max->get<double>()))
            add(at, QStringLiteral("%1 must be less than %2, not %3").arg(at.subject(), show(*max), show(value)));
    }

    static const Json *count(const Json &schema, const char *key)
    {
        const auto it = schema.find(key);
        return it != schema.end() && isInteger(*it) ? &*it : nullptr;
    }

    void checkString(const std::string &text, const Json &value, const Json &schema, const Location &at)
    {
        const qsizetype length = codePoints(text);
        if (const Json *min = count(schema, "minLength"); min && length < min->get<qint64>())
            add(at,
                QStringLiteral("%1 must be at least %2 long, not %3")
                    .arg(at.subject(), plural(min->get<qint64>(), QStringLiteral("character"), QStringLiteral("characters")),
                         QString::number(length)));
        if (const Json *max = count(schema, "maxLength"); max && length > max->get<qint64>())
            add(at,
                QStringLiteral("%1 must be at most %2 long, not %3")
                    .arg(at.subject(), plural(max->get<qint64>(), QStringLiteral("character"), QStringLiteral("characters")),
                         QString::number(length)));
        if (const auto p = schema.find("pattern"); p != schema.end() && p->is_string()) {
            const QString pattern = toQString(p->get<std::string>());
            const QRegularExpression re(pattern);
            if (!re.isValid())
                add(at,
                    QStringLiteral("%1 cannot be checked: the tool's pattern %2 is not a valid regular expression (%3)")
                        .arg(at.subject(), pattern, re.errorString()));
            else if (!re.match(toQString(text)).hasMatch())
                add(at, QStringLiteral("%1 must match the pattern %2, not %3").arg(at.subject(), pattern, show(value)));
        }
    }

    void checkArray(const Json &value, const Json &schema, const Location &at)
    {
        const auto size = qint64(value.size());
        if (const Json *min = count(schema, "minItems"); min && size < min->get<qint64>())
            add(at,
                QStringLiteral("%1 must have at least %2, not %3")
                    .arg(at.subject(), plural(min->get<qint64>(), QStringLiteral("item"), QStringLiteral("items")),
                         QString::number(size)));
        if (const Json *max = count(schema, "maxItems"); max && size > max->get<qint64>())
            add(at,
                QStringLiteral("%1 must have at most %2, not %3")
                    .arg(at.subject(), plural(max->get<qint64>(), QStringLiteral("item"), QStringLiteral("items")),
                         QString::number(size)));
        if (const auto items = schema.find("items"); items != schema.end() && (items->is_object() || items->is_boolean()))
            for (size_t i = 0; i < value.size(); ++i)
                validate(value[i], *items, at.item(i));
    }

    void checkObject(const Json &value, const Json &schema, const Location &at)
    {
        const auto props = schema.find("properties");
        const bool hasProps = props != schema.end() && props->is_object();
        if (const auto required = schema.find("required"); required != schema.end() && required->is_array())
            for (const Json &name : *required)
                if (name.is_string() && !value.contains(name.get<std::string>())) {
                    const Location missing = at.property(name.get<std::string>());
                    add(missing, QStringLiteral("missing required argument \"%1\"").arg(missing.name));
                }
        if (hasProps)
            for (auto it = props->begin(); it != props->end(); ++it)
                if (const auto v = value.find(it.key()); v != value.end())
                    validate(*v, it.value(), at.property(it.key()));
        const auto additional = schema.find("additionalProperties");
        if (additional == schema.end() || additional->is_null())
            return;
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (hasProps && props->contains(it.key()))
                continue;
            const Location extra = at.property(it.key());
            if (additional->is_boolean() && !additional->get<bool>()) {
                add(extra, QStringLiteral("unknown argument \"%1\"%2").arg(extra.name, allowed(hasProps ? *props : Json(), at)));
            } else {
                validate(it.value(), *additional, extra);
            }
        }
    }

    // The hint after "unknown argument": which names the object does take.
    static QString allowed(const Json &props, const Location &at)
    {
        if (!props.is_object() || props.empty())
            return at.name.isEmpty() ? QStringLiteral(" (the tool takes no arguments)")
                                     : QStringLiteral(" (%1 takes no fields)").arg(at.subject());
        QStringList names;
        for (auto it = props.begin(); it != props.end(); ++it)
            names.append(QLatin1Char('"') + at.property(it.key()).name + QLatin1Char('"'));
        return QStringLiteral(" (expected %1)")
            .arg(names.size() == 1 ? names.first() : QStringLiteral("one of ") + names.join(QStringLiteral(", ")));
    }
};

} // namespace

QList<SchemaError> validateJson(const Json &value, const Json &schema)
{
    Validator v;
    v.validate(value, schema, Location());
    return v.errors;
}

namespace {

// Walks the schemas Validator::validate descends into.
void checkPatterns(const Json &schema, const std::string &at, QList<SchemaPatternProblem> &out)
{
    if (!schema.is_object())
        return;
    if (const auto p = schema.find("pattern"); p != schema.end()) {
        const std::string pointer = JsonDocument::childPointer(at, "pattern");
        if (!p->is_string()) {
            out.append({pointer,
                        WorkspaceMessages::tr("\"pattern\" must be a regular expression (a string), not %1")
                            .arg(ObjectReader::describeType(*p))});
        } else {
            const QRegularExpression re(toQString(p->get<std::string>())); // as checkString() compiles it
            if (!re.isValid())
                out.append({pointer, invalidRegexMessage(re)});
        }
    }
    if (const auto props = schema.find("properties"); props != schema.end() && props->is_object())
        for (auto it = props->begin(); it != props->end(); ++it)
            checkPatterns(it.value(), JsonDocument::childPointer(JsonDocument::childPointer(at, "properties"), it.key()), out);
    if (const auto items = schema.find("items"); items != schema.end())
        checkPatterns(*items, JsonDocument::childPointer(at, "items"), out);
    if (const auto additional = schema.find("additionalProperties"); additional != schema.end())
        checkPatterns(*additional, JsonDocument::childPointer(at, "additionalProperties"), out);
}

} // namespace

QList<SchemaPatternProblem> checkSchemaPatterns(const Json &schema)
{
    QList<SchemaPatternProblem> out;
    checkPatterns(schema, {}, out);
    return out;
}

QString invalidRegexMessage(const QRegularExpression &re)
{
    return WorkspaceMessages::tr("invalid regular expression \"%1\": %2 at offset %3")
        .arg(re.pattern(), re.errorString(), QString::number(re.patternErrorOffset()));
}

} // namespace Polygon
