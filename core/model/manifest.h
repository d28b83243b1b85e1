#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace Polygon {

// polygon.json: what the workspace is and which defaults it uses.
struct Manifest
{
    QString name;
    QString description;
    QStringList languages; // first one is the default
    QString defaultAgent; // agent id, may be empty
    QString rubric = QStringLiteral("v2");
    QMap<QString, QString> providers; // role -> provider id

    static QStringList providerRoles();

    bool operator==(const Manifest &) const = default;
};

} // namespace Polygon
