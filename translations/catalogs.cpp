#include "catalogs.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace Polygon {

namespace {

// English needs no catalog, but its plural forms do: Polygon's sources
// write "%n persona(s)" (lupdate's numerus strings). Without a translation
// the "(s)" would show. This translator, installed first (so asked last),
// turns "(s)" into "" for one and "s" otherwise, for every %n text that no
// real catalog translated.
class EnglishPlurals : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char *, const char *sourceText, const char *, int n) const override
    {
        if (n < 0 || !sourceText)
            return {};
        QString text = QString::fromUtf8(sourceText);
        if (!text.contains(QLatin1String("%n")) || !text.contains(QLatin1String("(s)")))
            return {};
        text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
        return text;
    }

    bool isEmpty() const override { return false; }
};

// What installTranslations() installed last, removed when the language changes.
QList<QPointer<QTranslator>> &installed()
{
    static QList<QPointer<QTranslator>> translators;
    return translators;
}

} // namespace

void installTranslations(QCoreApplication &app, const QString &language)
{
    for (const QPointer<QTranslator> &old : std::as_const(installed())) {
        if (old) {
            QCoreApplication::removeTranslator(old);
            delete old.data();
        }
    }
    installed().clear();

    auto *plurals = new EnglishPlurals(&app);
    QCoreApplication::installTranslator(plurals);
    installed().append(plurals);

    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("polygon"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(ours);
        installed().append(ours);
    } else {
        delete ours;
    }
    auto *qt = new QTranslator(&app);
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    // Qt ships no Bosnian catalog; Croatian is the closest one it has.
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir)
        || (locale.language() == QLocale::Bosnian && qt->load(QStringLiteral("qtbase_hr"), qtDir))) {
        QCoreApplication::installTranslator(qt);
        installed().append(qt);
    } else {
        delete qt;
    }
}

} // namespace Polygon
