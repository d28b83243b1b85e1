#include "versions.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSysInfo>

#include <nlohmann/json.hpp>

namespace Polygon {

namespace {

QString sqliteVersion()
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return QCoreApplication::translate("Polygon::Versions", "driver not installed");
    const QString connection = QStringLiteral("polygon-version-probe");
    QString version;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("select sqlite_version()")) && query.next())
                version = query.value(0).toString();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return version;
}

} // namespace

QList<QPair<QString, QString>> componentVersions()
{
    const auto tr = [](const char *s) { return QCoreApplication::translate("Polygon::Versions", s); };
    return {
        {tr("Polygon"), QStringLiteral(POLYGON_VERSION)},
        {tr("Qt (running)"), QString::fromLatin1(qVersion())},
        {tr("Qt (built with)"), QStringLiteral(QT_VERSION_STR)},
        {tr("nlohmann_json"), QStringLiteral("%1.%2.%3")
                                  .arg(NLOHMANN_JSON_VERSION_MAJOR)
                                  .arg(NLOHMANN_JSON_VERSION_MINOR)
                                  .arg(NLOHMANN_JSON_VERSION_PATCH)},
        {tr("SQLite"), sqliteVersion()},
        {tr("Compiler"), QStringLiteral("GCC %1.%2.%3").arg(__GNUC__).arg(__GNUC_MINOR__).arg(__GNUC_PATCHLEVEL__)},
        {tr("Platform"), QSysInfo::prettyProductName() + QLatin1String(" (") + QSysInfo::currentCpuArchitecture() + QLatin1Char(')')},
    };
}

} // namespace Polygon
