#pragma once

#include <QString>

class QCoreApplication;

namespace Polygon {

// Loads Polygon's catalog (compiled in under :/i18n) and Qt's qtbase catalog
// for `language` ("" = the system's, QLocale()) into `app`. For the GUI and
// polygon-cli alike. Calling it again replaces the catalogs it installed
// before (the GUI switches language without a restart), and English plural
// forms ("1 persona", "2 personas") are always available.
void installTranslations(QCoreApplication &app, const QString &language);

} // namespace Polygon
