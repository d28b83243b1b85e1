#pragma once

#include <QString>
#include <QStringList>

namespace Polygon {

// The words of a reply as the loop and divergence rules see them
// (FORMATS.md §4): lower-cased, punctuation characters removed, split on
// whitespace, empty pieces dropped. "Yes." → ["yes"]; "9:30, OK?" → ["930", "ok"].
QStringList wordTokens(const QString &text);

} // namespace Polygon
