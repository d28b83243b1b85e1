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
    return {
        {QCoreApplication::translate("Polygon::Versions", "Polygon"), QStringLiteral(POLYGON_VERSION)},
        {QCoreApplication::translate("Polygon::Versions", "Qt (running)"), QString::fromLatin1(qVersion())},
        {QCoreApplication::translate("Polygon::Versions", "Qt (built with)"), QStringLiteral(QT_VERSION_STR)},
        {QCoreApplication::translate("Polygon::Versions", "nlohmann_json"),
         QStringLiteral("%1.%2.%3")
             .arg(NLOHMANN_JSON_VERSION_MAJOR)
             .arg(NLOHMANN_JSON_VERSION_MINOR)
             .arg(NLOHMANN_JSON_VERSION_PATCH)},
        {QCoreApplication::translate("Polygon::Versions", "SQLite"), sqliteVersion()},
        {QCoreApplication::translate("Polygon::Versions", "Compiler"),
         QStringLiteral("GCC %1.%2.%3").arg(__GNUC__).arg(__GNUC_MINOR__).arg(__GNUC_PATCHLEVEL__)},
        {QCoreApplication::translate("Polygon::Versions", "Platform"),
         QSysInfo::prettyProductName() + QLatin1String(" (") + QSysInfo::currentCpuArchitecture() + QLatin1Char(')')},
    };
}

} // namespace Polygon
