#pragma once

#include <QString>

class QCoreApplication;

namespace Polygon {

// Loads Polygon's catalog (compiled in under :/i18n) and Qt's qtbase catalog
// for `language` ("" = the system's, QLocale()) into `app`. For the GUI and
// polygon-cli alike.
void installTranslations(QCoreApplication &app, const QString &language);

} // namespace Polygon
