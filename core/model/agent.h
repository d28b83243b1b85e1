#pragma once

#include <QString>
#include <QStringList>

namespace Polygon {

// An agent configuration under test (agents/ID.json).
struct Agent
{
    enum class Kind { Llm, Flow, Http };

    QString id;
    QString path; // relative to the workspace
    QString name;
    QString description;
    Kind kind = Kind::Llm;
    QString prompt; // relative path, for Llm
    QString flow; // relative path, for Flow
    QString url; // for Http
    QString profile;
    QStringList tools;
    QString language;

    static QString kindName(Kind kind);
    static QStringList kindNames();

    bool operator==(const Agent &) const = default;
};

} // namespace Polygon
