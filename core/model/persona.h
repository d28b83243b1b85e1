#pragma once

#include "core/util/json.h"

#include <QString>
#include <QStringList>

namespace Polygon {

// A simulated caller (personas/ID.json) with the facts it knows.
struct Persona
{
    enum class Type { Cooperative, Busy, Distrustful, Confused, Aggressive, Talkative };
    enum class Outcome { Success, Refusal, Callback, Transfer };

    QString id;
    QString path;
    QString name;
    Type type = Type::Cooperative;
    Outcome intendedOutcome = Outcome::Success;
    int difficulty = 1; // 1..5
    QString goal;
    Json groundTruth = Json::object();
    QStringList traits;
    QString language;
    QString sourcePrompt; // prompt id it was generated from, may be empty
    QString sourcePromptHash; // hash of that prompt version

    static QString typeName(Type type);
    static QStringList typeNames();
    static QString outcomeName(Outcome outcome);
    static QStringList outcomeNames();
    // For people, in the interface language: "confused" → "confused caller"
    // in English, «растерянный» in Russian; a name Polygon does not know is
    // returned as it is.
    static QString typeTitle(const QString &typeName);
    static QString outcomeTitle(const QString &outcomeName);

    bool operator==(const Persona &) const = default;
};

} // namespace Polygon
