#include "catalogs.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Polygon {

void installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("polygon"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
    auto *qt = new QTranslator(&app);
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    // Qt ships no Bosnian catalog; Croatian is the closest one it has.
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir)
        || (locale.language() == QLocale::Bosnian && qt->load(QStringLiteral("qtbase_hr"), qtDir)))
        QCoreApplication::installTranslator(qt);
}

} // namespace Polygon
