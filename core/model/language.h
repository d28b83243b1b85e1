#pragma once

#include <QString>
#include <QStringList>

namespace Polygon {

// Languages Polygon simulates and analyses: en, ru, hr, bs.
QStringList supportedLanguages();
bool isSupportedLanguage(const QString &code);

} // namespace Polygon
