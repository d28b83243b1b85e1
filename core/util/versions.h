#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace Polygon {

// Name/version pairs of Polygon and what it is built on, for About boxes,
// --version and bug reports.
QList<QPair<QString, QString>> componentVersions();

} // namespace Polygon
