#pragma once

#include "core/util/json.h"

#include <QList>
#include <QString>

namespace Polygon {

// A tool stub (tools/ID.json): the schema of its arguments and how it answers.
struct ToolStub
{
    enum class Behaviour { Fixed, Template, Rules, Stateful };

    struct Fault
    {
        enum class Kind { Timeout, Error };
        Kind kind = Kind::Error;
        int onCall = 0; // 1-based call number, 0 = use probability
        double probability = 0.0; // seeded, when onCall == 0
        Json result; // payload for an error, may be null
        bool operator==(const Fault &) const = default;
    };

    QString id; // the tool's name as the agent sees it
    QString path;
    QString description;
    Json parameters = Json::object(); // JSON Schema, "type": "object"
    Behaviour behaviour = Behaviour::Fixed;
    Json behaviourSpec = Json::object(); // the whole "behaviour" object
    int latencyMs = 0;
    int jitterMs = 0;
    QList<Fault> faults;

    static QString behaviourName(Behaviour behaviour);
    static QStringList behaviourNames();
    static QString faultKindName(Fault::Kind kind);

    bool operator==(const ToolStub &) const = default;
};

} // namespace Polygon
