#pragma once

#include "core/util/json.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace Polygon {

// One tool call an agent turn made, with what came back (FORMATS.md §1).
struct ToolCall
{
    QString id; // operation id
    QString name;
    Json arguments = Json::object();
    bool valid = true; // the arguments passed the tool's JSON Schema
    Json result; // null when absent

    // The call failed: no result (the tool timed out) or a result with an "error" key.
    bool failed() const { return result.is_null() || (result.is_object() && result.contains("error")); }

    bool operator==(const ToolCall &) const = default;
};

struct Turn
{
    enum class Speaker { Caller, Agent };
    enum class Action { None, End, Transfer };

    Speaker speaker = Speaker::Caller;
    QString text; // what was said
    QString heard; // the caller's text after recognition noise, when recorded
    bool hasHeard = false;
    Action action = Action::None;
    QList<ToolCall> toolCalls;

    bool isAgent() const { return speaker == Speaker::Agent; }

    static QString speakerName(Speaker speaker);
    static QString actionName(Action action); // "" for None

    bool operator==(const Turn &) const = default;
};

// A whole conversation, simulated or imported (FORMATS.md §1).
struct Conversation
{
    QString id;
    QString rubric; // "v1", "v2" or empty
    QString source; // "simulated", "imported" or empty
    QString scenario;
    QString configuration;
    Json groundTruth; // null when absent
    QList<Turn> turns;

    bool operator==(const Conversation &) const = default;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::Turn)
Q_DECLARE_METATYPE(Polygon::Conversation)
