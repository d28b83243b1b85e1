#pragma once

#include "core/util/json.h"

#include <QString>

namespace Polygon {

// A dialogue flow for a flow agent (flows/ID.json). The workspace checks that
// it is a JSON object in format 1; the simulation engine reads its states.
struct FlowDefinition
{
    QString id;
    QString path;
    Json definition = Json::object();

    bool operator==(const FlowDefinition &) const = default;
};

} // namespace Polygon
