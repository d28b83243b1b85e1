#include "conversationmodel.h"

#include "worddiff.h"

#include "core/grade/score.h"
#include "core/workspace/conversationformat.h"

#include <QVariantMap>

namespace Polygon {

namespace {

QVariantList diffParts(const QList<WordDiffPart> &parts)
{
    QVariantList list;
    for (const WordDiffPart &p : parts)
        list.append(QVariantMap {{QStringLiteral("text"), p.text}, {QStringLiteral("changed"), p.changed}});
    return list;
}

QString compact(const Json &value)
{
    return toQString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

bool heardDiffers(const Turn &t)
{
    return t.hasHeard && t.heard != t.text;
}

} // namespace

ConversationModel::ConversationModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ConversationModel::setConversation(const StoredConversation &stored)
{
    beginResetModel();
    m_conversation = stored.conversation;
    m_extras = stored.toolCallExtras;
    m_loopTurn = stored.record.loopTurn;
    m_streamingTurn = -1;
    m_ending.reset();
    const ConversationStatus s = stored.record.status;
    if (s == ConversationStatus::Done || s == ConversationStatus::Failed || s == ConversationStatus::Cancelled)
        m_ending = Ending {s, stored.record.endReason, stored.record.error};
    endResetModel();
}

void ConversationModel::clear()
{
    setConversation(StoredConversation());
}

void ConversationModel::appendTurn(const Turn &turn, const QList<ToolCallExtra> &extras)
{
    const int row = turnCount();
    beginInsertRows(QModelIndex(), row, row);
    m_conversation.turns.append(turn);
    while (m_extras.size() < m_conversation.turns.size() - 1)
        m_extras.append(QList<ToolCallExtra>());
    m_extras.append(extras);
    endInsertRows();
}

void ConversationModel::updateTurn(int index, const Turn &turn, const QList<ToolCallExtra> &extras)
{
    if (index < 0 || index >= turnCount())
        return;
    m_conversation.turns[index] = turn;
    while (m_extras.size() <= index)
        m_extras.append(QList<ToolCallExtra>());
    m_extras[index] = extras;
    const QModelIndex i = createIndex(index, 0);
    Q_EMIT dataChanged(i, i);
}

void ConversationModel::setStreamingTurn(int index)
{
    const int old = m_streamingTurn;
    m_streamingTurn = index;
    for (const int t : {old, index})
        if (t >= 0 && t < turnCount())
            Q_EMIT dataChanged(createIndex(t, 0), createIndex(t, 0), {StreamingRole});
}

void ConversationModel::setOutcome(ConversationStatus status, const QString &endReason, std::optional<int> loopTurn,
                                   const QString &error)
{
    const std::optional<int> oldLoop = m_loopTurn;
    m_loopTurn = loopTurn;
    for (const std::optional<int> &t : {oldLoop, loopTurn})
        if (t && *t >= 0 && *t < turnCount())
            Q_EMIT dataChanged(createIndex(*t, 0), createIndex(*t, 0), {LoopRole});
    if (m_ending) {
        m_ending = Ending {status, endReason, error};
        const QModelIndex i = createIndex(turnCount(), 0);
        Q_EMIT dataChanged(i, i);
        return;
    }
    beginInsertRows(QModelIndex(), turnCount(), turnCount());
    m_ending = Ending {status, endReason, error};
    endInsertRows();
}

int ConversationModel::rowOfTurn(int turnIndex) const
{
    return turnIndex >= 0 && turnIndex < turnCount() ? turnIndex : -1;
}

int ConversationModel::turnOfQuote(const QString &quote, int from) const
{
    const QString needle = quoteMatchForm(quote);
    const int n = turnCount();
    if (needle.isEmpty() || n == 0)
        return -1;
    for (int k = 0; k < n; ++k) {
        const int i = (std::max(0, from) + k) % n;
        const Turn &t = m_conversation.turns.at(i);
        if (quoteMatchForm(t.text).contains(needle) || (t.hasHeard && quoteMatchForm(t.heard).contains(needle)))
            return i;
    }
    return -1;
}

QByteArray ConversationModel::toJson() const
{
    return QByteArray::fromStdString(conversationToJson(m_conversation).dump(2, ' ', false, Json::error_handler_t::replace))
        + '\n';
}

int ConversationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : turnCount() + (m_ending ? 1 : 0);
}

QVariant ConversationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    return index.row() < turnCount() ? turnData(index.row(), role) : endingData(role);
}

QVariant ConversationModel::turnData(int turnIndex, int role) const
{
    const Turn &t = m_conversation.turns.at(turnIndex);
    switch (role) {
    case Qt::DisplayRole:
        return QString(Turn::speakerName(t.speaker) + QStringLiteral(": ") + t.text);
    case KindRole:
        return QStringLiteral("turn");
    case TurnIndexRole:
        return turnIndex;
    case SpeakerRole:
        return Turn::speakerName(t.speaker);
    case TextRole:
        return t.text;
    case HeardRole:
        return heardDiffers(t) ? t.heard : QString();
    case SaidDiffRole:
        return heardDiffers(t) ? diffParts(changedWords(t.heard, t.text)) : QVariantList();
    case HeardDiffRole:
        return heardDiffers(t) ? diffParts(changedWords(t.text, t.heard)) : QVariantList();
    case ToolCallsRole: {
        QVariantList calls;
        const QList<ToolCallExtra> extras = turnIndex < m_extras.size() ? m_extras.at(turnIndex) : QList<ToolCallExtra>();
        for (qsizetype c = 0; c < t.toolCalls.size(); ++c) {
            const ToolCall &call = t.toolCalls.at(c);
            const ToolCallExtra extra = c < extras.size() ? extras.at(c) : ToolCallExtra();
            QString fault = extra.error;
            if (fault.isEmpty() && call.result.is_null())
                fault = QStringLiteral("timeout");
            else if (fault.isEmpty() && call.failed()) {
                const Json error = call.result.value("error", Json());
                fault = error.is_string() ? toQString(error.get<std::string>()) : QStringLiteral("error");
            }
            QVariantMap map;
            map.insert(QStringLiteral("id"), call.id);
            map.insert(QStringLiteral("name"), call.name);
            map.insert(QStringLiteral("arguments"), compact(call.arguments));
            map.insert(QStringLiteral("valid"), call.valid);
            map.insert(QStringLiteral("result"), call.result.is_null() ? QString() : compact(call.result));
            map.insert(QStringLiteral("fault"), fault);
            map.insert(QStringLiteral("failed"), call.failed());
            map.insert(QStringLiteral("latencyMs"), extra.latencyMs ? QVariant(*extra.latencyMs) : QVariant());
            calls.append(map);
        }
        return calls;
    }
    case ActionRole:
        return Turn::actionName(t.action);
    case LoopRole:
        return m_loopTurn && *m_loopTurn == turnIndex;
    case StreamingRole:
        return turnIndex == m_streamingTurn;
    default:
        return QVariant();
    }
}

QVariant ConversationModel::endingData(int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return m_ending->error.isEmpty() ? m_ending->endReason : m_ending->error;
    case KindRole:
        return QStringLiteral("ending");
    case TurnIndexRole:
        return -1;
    case EndReasonRole:
        return m_ending->endReason;
    case ErrorRole:
        return m_ending->error;
    case StatusRole:
        return conversationStatusName(m_ending->status);
    case LoopRole:
        return false;
    default:
        return QVariant();
    }
}

QHash<int, QByteArray> ConversationModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KindRole, "kind");
    names.insert(TurnIndexRole, "turnIndex");
    names.insert(SpeakerRole, "speaker");
    names.insert(TextRole, "text");
    names.insert(HeardRole, "heard");
    names.insert(SaidDiffRole, "saidDiff");
    names.insert(HeardDiffRole, "heardDiff");
    names.insert(ToolCallsRole, "toolCalls");
    names.insert(ActionRole, "action");
    names.insert(LoopRole, "loop");
    names.insert(EndReasonRole, "endReason");
    names.insert(ErrorRole, "error");
    names.insert(StatusRole, "status");
    names.insert(StreamingRole, "streaming");
    return names;
}

} // namespace Polygon
