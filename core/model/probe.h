#pragma once

#include "core/util/json.h"

#include <QString>

namespace Polygon {

// A yes/no behaviour probe (probes/ID.json).
struct Probe
{
    enum class Polarity { Wanted, Guardrail };

    QString id;
    QString path;
    QString question;
    Polarity polarity = Polarity::Wanted;
    QString description;
    Json rule; // answers the probe offline (core/grade/proberules.h); null when none

    // sha256 of the question, trimmed with whitespace collapsed.
    QString wordingHash() const;

    static QString polarityName(Polarity polarity);

    bool operator==(const Probe &) const = default;
};

} // namespace Polygon
