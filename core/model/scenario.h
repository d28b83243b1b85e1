#pragma once

#include <QString>
#include <QStringList>

namespace Polygon {

// A scenario set (scenarios/ID.json): which callers, how often, how noisy.
struct Scenario
{
    QString id;
    QString path;
    QString name;
    QString description;
    QStringList personas;
    int repeats = 1;
    qint64 seed = 1;
    double noise = 0.0;
    int maxTurns = 24;
    QStringList probes;
    QStringList forbiddenPhrases;

    bool operator==(const Scenario &) const = default;
};

} // namespace Polygon
