#pragma once

#include "core/model/flow.h"
#include "core/util/json.h"
#include "core/json/diagnostic.h"
#include "core/json/jsondocument.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace Polygon {

// One slot of a flow ("slots": {name: {...}}, docs/flows.md).
struct FlowSlot
{
    QString type; // integer, date, time, phone, text, ref
    QList<QRegularExpression> patterns;
    qint64 min = 0;
    qint64 max = 99;
    bool assumePm = true;
};

// A checked flow, ready to run: the flow file's JSON (states are read from it
// as the conversation goes) with its settings read and its regular
// expressions compiled.
struct FlowProgram
{
    Json definition = Json::object();
    QString language = QStringLiteral("en");
    QString start;
    QDate today;
    int maxTurns = 30;
    int maxReasks = 2;
    QString limitSay;
    QHash<QString, QList<QRegularExpression>> intents;
    QMap<QString, FlowSlot> slots;
    QStringList slotOrder;
};

// Reads and checks a flow file (docs/flows.md): every field the flow agent
// reads is checked for its type, every regular expression compiled, every
// state, slot and intent reference resolved; each problem at the
// file:line:column of the flow file.
class FlowReader
{
public:
    // The flow file already parsed: the workspace loader checks every flow
    // with it when it reads the workspace.
    static std::optional<FlowProgram> read(const JsonDocument &doc, Diagnostics &problems);
    // A flow of a loaded workspace: its definition (the JSON the loader read
    // and checked) is read, not the file again. Only when the definition has
    // problems (one not from the loader) is the file at workspaceRoot +
    // flow.path read, to report them at their line and column.
    static std::optional<FlowProgram> read(const FlowDefinition &flow, const QString &workspaceRoot, Diagnostics &problems);
};

} // namespace Polygon
