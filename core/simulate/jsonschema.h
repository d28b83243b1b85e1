#pragma once

#include "core/util/json.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

#include <string>

namespace Polygon {

// One way a value fails its JSON Schema.
struct SchemaError
{
    QString path; // JSON pointer of the offending value, e.g. "/party_size"; "" for the whole value
    QString message; // a plain English sentence, e.g. "party_size" must be at most 20, not 30

    bool operator==(const SchemaError &) const = default;
};

// Validates `value` against the subset of JSON Schema tool stubs use
// (docs/tool-stubs.md): type (one name or an array of names), required,
// properties, additionalProperties (false or a schema), enum, const,
// minimum / maximum / exclusiveMinimum / exclusiveMaximum, minLength /
// maxLength (in code points), pattern (searched, not anchored), items (one
// schema), minItems / maxItems, and the boolean schemas true and false. Other
// keywords (description, format, …) are ignored.
//
// Every error is reported, in a stable order: for each value its type (a value
// of the wrong type gets only that error), enum, const, the numeric, string and
// array bounds, then the items in index order; for an object the missing
// required properties in the order of "required", then the declared properties
// in the order of "properties", then the undeclared ones in the value's order.
//
// The messages are not translated: they are the body of the stub's answer to
// the agent model, and a conversation must replay identically in every locale.
QList<SchemaError> validateJson(const Json &value, const Json &schema);

// A "pattern" of a schema that validateJson could not use: not a string, or a
// regular expression that does not compile. `pointer` is relative to the
// schema ("/properties/time/pattern").
struct SchemaPatternProblem
{
    std::string pointer;
    QString message; // translated (WorkspaceMessages): it is shown when a workspace loads

    bool operator==(const SchemaPatternProblem &) const = default;
};

// Compiles every "pattern" validateJson would compile (the schema itself, its
// "properties", "items" and "additionalProperties", at any depth), exactly as
// validateJson compiles it; what does not compile is reported.
QList<SchemaPatternProblem> checkSchemaPatterns(const Json &schema);

// How a regular expression that does not compile is reported when a file is
// loaded: invalid regular expression "(": missing closing parenthesis at offset 1
QString invalidRegexMessage(const QRegularExpression &re);

} // namespace Polygon
