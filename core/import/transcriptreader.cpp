#include "transcriptreader.h"

#include <QFile>

#include "core/evidence/importers.h"
#include "core/import/recordstream.h"
#include "core/json/objectreader.h"
#include "core/util/jsonparse.h"
#include "core/util/messages.h"
#include "core/workspace/conversationformat.h"

#include <QDateTime>
#include <QHash>
#include <QIODevice>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;

const QString Imported = QStringLiteral("imported");

QString quoted(const QString &value)
{
    return QLatin1Char('"') + (value.size() > 80 ? value.left(80) + QChar(0x2026) : value) + QLatin1Char('"');
}

// Tool arguments and results come as JSON text in Vapi's and Retell's
// payloads: the JSON they hold when they hold some, else the text itself.
Json decodedJsonText(const Json &value)
{
    if (!value.is_string())
        return value;
    const std::string &text = value.get_ref<const std::string &>();
    if (text.empty())
        return value;
    if (auto parsed = parseJson(std::string_view(text)))
        return std::move(*parsed);
    return value;
}

// Builds the turns of one conversation from messages in order: a tool call
// belongs to the agent turn it follows (a new agent turn with no text when
// the last turn is the caller's), and a tool result to the call with its id.
class TurnBuilder
{
public:
    explicit TurnBuilder(QList<Turn> &turns)
        : m_turns(turns)
    {
    }

    // An agent's words right after its tool calls (a turn with calls and no
    // text yet) are that turn's text: the agent called, then spoke.
    void say(Turn::Speaker speaker, QString text)
    {
        if (speaker == Turn::Speaker::Agent && !m_turns.isEmpty() && m_turns.last().isAgent() && m_turns.last().text.isEmpty()
            && !m_turns.last().toolCalls.isEmpty()) {
            m_turns.last().text = std::move(text);
            return;
        }
        Turn t;
        t.speaker = speaker;
        t.text = std::move(text);
        m_turns.append(std::move(t));
    }

    void call(ToolCall call)
    {
        if (m_turns.isEmpty() || !m_turns.last().isAgent())
            say(Turn::Speaker::Agent, QString());
        m_turns.last().toolCalls.append(std::move(call));
    }

    // False when no call has that id (the result is then left out).
    bool result(const QString &id, Json result)
    {
        for (qsizetype t = m_turns.size() - 1; t >= 0; --t) {
            QList<ToolCall> &calls = m_turns[t].toolCalls;
            for (qsizetype k = calls.size() - 1; k >= 0; --k)
                if (calls.at(k).id == id) {
                    calls[k].result = std::move(result);
                    return true;
                }
        }
        return false;
    }

private:
    QList<Turn> &m_turns;
};

// ---------------------------------------------------------------------------
// Vapi: a Call (GET /call/{id}) or an end-of-call-report server message,
// bare or in its webhook body {"message": …}.

// One ToolCall of a ToolCallMessage: {id, type, function: {name, arguments}}
// (arguments a JSON text), or the flat {id, name, arguments|parameters}.
void readVapiToolCall(ObjectReader &tc, TurnBuilder &turns)
{
    ToolCall call;
    const auto id = tc.string("id", Need::Required);
    std::optional<QString> name;
    const Json *arguments = nullptr;
    if (tc.has("function")) {
        auto fn = tc.object("function", Need::Required);
        if (!fn)
            return;
        name = fn->string("name", Need::Required);
        arguments = fn->value("arguments", Need::Optional);
    } else {
        name = tc.string("name", Need::Required);
        arguments = tc.value(tc.has("arguments") ? "arguments" : "parameters", Need::Optional);
    }
    if (!id || !name)
        return;
    call.id = *id;
    call.name = *name;
    if (arguments && !arguments->is_null())
        call.arguments = decodedJsonText(*arguments);
    turns.call(std::move(call));
}

void readVapiMessages(ObjectReader &owner, TurnBuilder &turns)
{
    const Json *messages = owner.value("messages", Need::Required);
    if (!messages)
        return;
    if (!messages->is_array()) {
        owner.problemAtValue("messages",
                             WorkspaceMessages::tr("\"messages\" must be an array of messages, not %1")
                                 .arg(ObjectReader::describeType(*messages)));
        return;
    }
    static const QStringList roles = {QStringLiteral("user"),   QStringLiteral("bot"),        QStringLiteral("assistant"),
                                      QStringLiteral("system"), QStringLiteral("tool_calls"), QStringLiteral("tool_call_result")};
    const std::string pointer = owner.pointerOf("messages");
    for (size_t i = 0; i < messages->size(); ++i) {
        ObjectReader m = owner.child(JsonDocument::childPointer(pointer, i), WorkspaceMessages::tr("message %1").arg(i + 1));
        if (!m.isObject())
            continue;
        const auto role = m.choice("role", Need::Required, roles, WorkspaceMessages::tr("message role"));
        if (!role)
            continue;
        switch (*role) {
        case 0: // user
        case 1: // bot
        case 2: // assistant
            if (const auto text = m.string("message", Need::Required, true))
                turns.say(*role == 0 ? Turn::Speaker::Caller : Turn::Speaker::Agent, *text);
            break;
        case 3: // system: the prompt, not a turn
            break;
        case 4: { // tool_calls
            const Json *list = m.value("toolCalls", Need::Required);
            if (!list)
                break;
            if (!list->is_array()) {
                m.problemAtValue("toolCalls",
                                 WorkspaceMessages::tr("\"toolCalls\" must be an array of tool calls, not %1")
                                     .arg(ObjectReader::describeType(*list)));
                break;
            }
            for (size_t k = 0; k < list->size(); ++k) {
                ObjectReader tc = m.child(JsonDocument::childPointer(m.pointerOf("toolCalls"), k),
                                          WorkspaceMessages::tr("tool call %1").arg(k + 1));
                if (tc.isObject())
                    readVapiToolCall(tc, turns);
            }
            break;
        }
        case 5: { // tool_call_result
            const auto id = m.string("toolCallId", Need::Required);
            const Json *result = m.value("result", Need::Optional);
            if (id)
                turns.result(*id, result ? decodedJsonText(*result) : Json(std::string()));
            break;
        }
        default:
            break;
        }
    }
}

// False when the record is a server message with no transcript (ignored).
bool readVapi(ObjectReader &root, ImportedConversation &out)
{
    std::optional<ObjectReader> wrapped = root.has("message") ? root.object("message", Need::Required) : std::nullopt;
    if (root.has("message") && !wrapped)
        return true; // reported
    ObjectReader &m = wrapped ? *wrapped : root;
    const Json *typeValue = m.value("type", Need::Optional);
    const QString type = typeValue && typeValue->is_string() ? toQString(typeValue->get<std::string>()) : QString();
    TurnBuilder turns(out.conversation.turns);
    if (type == QLatin1String("end-of-call-report")) {
        if (m.has("call")) {
            if (auto call = m.object("call", Need::Optional))
                out.conversation.id = call->string("id", Need::Optional).value_or(QString());
        }
        if (auto artifact = m.object("artifact", Need::Required))
            readVapiMessages(*artifact, turns);
    } else if (wrapped || (typeValue && !vapiCallTypes().contains(type))) {
        return false; // status-update, transcript, …: no whole transcript
    } else {
        out.conversation.id = m.string("id", Need::Optional).value_or(QString());
        // The artifact's messages when there are some, else the call's own (older calls).
        std::optional<ObjectReader> artifact = m.has("artifact") ? m.object("artifact", Need::Optional) : std::nullopt;
        if (artifact && artifact->has("messages"))
            readVapiMessages(*artifact, turns);
        else
            readVapiMessages(m, turns);
    }
    out.endReason = m.string("endedReason", Need::Optional, true).value_or(QString());
    out.conversation.scenario = root.string("scenario", Need::Optional).value_or(QString());
    if (out.conversation.scenario.isEmpty() && wrapped)
        out.conversation.scenario = m.string("scenario", Need::Optional).value_or(QString());
    return true;
}

// ---------------------------------------------------------------------------
// Retell: a call object (PhoneCallResponse / WebCallResponse), bare or in a
// webhook body {"event": …, "call": {…}}.

void readRetellTranscript(ObjectReader &c, const char *key, bool withTools, TurnBuilder &turns)
{
    const Json *list = c.value(key, Need::Required);
    if (!list || list->is_null())
        return;
    if (!list->is_array()) {
        c.problemAtValue(key,
                         WorkspaceMessages::tr("\"%1\" must be an array of utterances, not %2")
                             .arg(QString::fromLatin1(key), ObjectReader::describeType(*list)));
        return;
    }
    static const QStringList roles = {QStringLiteral("agent"),
                                      QStringLiteral("user"),
                                      QStringLiteral("transfer_target"),
                                      QStringLiteral("tool_call_invocation"),
                                      QStringLiteral("tool_call_result"),
                                      QStringLiteral("node_transition"),
                                      QStringLiteral("dtmf"),
                                      QStringLiteral("sms"),
                                      QStringLiteral("injected")};
    // transcript_object has utterances only.
    const QStringList allowed = withTools ? roles : roles.mid(0, 3);
    const std::string pointer = c.pointerOf(key);
    for (size_t i = 0; i < list->size(); ++i) {
        ObjectReader u = c.child(JsonDocument::childPointer(pointer, i), WorkspaceMessages::tr("utterance %1").arg(i + 1));
        if (!u.isObject())
            continue;
        const auto role = u.choice("role", Need::Required, allowed, WorkspaceMessages::tr("utterance role"));
        if (!role)
            continue;
        switch (*role) {
        case 0: // agent
        case 1: // user
            if (const auto text = u.string("content", Need::Required, true))
                turns.say(*role == 1 ? Turn::Speaker::Caller : Turn::Speaker::Agent, *text);
            break;
        case 3: { // tool_call_invocation
            const auto id = u.string("tool_call_id", Need::Required);
            const auto name = u.string("name", Need::Required);
            const Json *arguments = u.value("arguments", Need::Optional);
            if (!id || !name)
                break;
            ToolCall call;
            call.id = *id;
            call.name = *name;
            if (arguments && !arguments->is_null())
                call.arguments = decodedJsonText(*arguments);
            turns.call(std::move(call));
            break;
        }
        case 4: { // tool_call_result
            const auto id = u.string("tool_call_id", Need::Required);
            const auto content = u.string("content", Need::Optional, true);
            const auto successful = u.boolean("successful", Need::Optional);
            if (!id)
                break;
            Json result = decodedJsonText(Json(toStdString(content.value_or(QString()))));
            // An unsuccessful call is a failed one (FORMATS.md §1: a result with an "error" key).
            if (successful == false && !(result.is_object() && result.contains("error")))
                result = Json {{"error", result}};
            turns.result(*id, std::move(result));
            break;
        }
        default: // transfer_target (not the agent under test), node_transition, dtmf, sms, injected: not turns
            break;
        }
    }
}

void readRetell(ObjectReader &root, ImportedConversation &out)
{
    std::optional<ObjectReader> wrapped
        = root.has("event") && root.has("call") ? root.object("call", Need::Required) : std::nullopt;
    if (root.has("event") && root.has("call") && !wrapped)
        return; // reported
    ObjectReader &c = wrapped ? *wrapped : root;
    out.conversation.id = c.string("call_id", Need::Optional).value_or(QString());
    out.endReason = c.string("disconnection_reason", Need::Optional, true).value_or(QString());
    out.conversation.scenario = root.string("scenario", Need::Optional).value_or(QString());
    if (out.conversation.scenario.isEmpty() && wrapped)
        out.conversation.scenario = c.string("scenario", Need::Optional).value_or(QString());
    TurnBuilder turns(out.conversation.turns);
    if (c.has("transcript_with_tool_calls"))
        readRetellTranscript(c, "transcript_with_tool_calls", true, turns);
    else if (c.has("transcript_object"))
        readRetellTranscript(c, "transcript_object", false, turns);
    else
        c.problemAtObject(WorkspaceMessages::tr("a Retell call needs its transcript: \"transcript_object\" or "
                                                "\"transcript_with_tool_calls\""));
}

// ---------------------------------------------------------------------------
// Generic: FORMATS.md §1.

void readGeneric(ObjectReader &root, ImportedConversation &out)
{
    if (auto c = readConversation(root)) {
        out.conversation = std::move(*c);
        const Turn *last = out.conversation.turns.isEmpty() ? nullptr : &out.conversation.turns.last();
        if (last && last->action != Turn::Action::None)
            out.endReason = Turn::actionName(last->action);
    }
}

// ---------------------------------------------------------------------------
// CSV

struct CsvColumns
{
    int conversation = -1;
    int speaker = -1;
    int text = -1;
    int time = -1; // optional
    int scenario = -1; // optional
    int count = 0;
};

} // namespace

// ---------------------------------------------------------------------------
// TranscriptReader

struct TranscriptReader::Private
{
    ImportFormat format;
    QString name;
    std::optional<JsonRecordStream> json;
    std::optional<CsvRowStream> csv;
    QHash<QString, int> seen; // conversation id -> line of its record
    int ordinal = 0; // records read
    int ignored = 0;
    QIODevice *device = nullptr;

    // CSV
    bool headerRead = false;
    CsvColumns columns;
    std::optional<CsvRowStream::Row> pendingRow;
    Diagnostic pendingProblem; // of pendingRow, when it could not be read
    bool pendingBad = false;

    Result nextJson(ImportedConversation &out, Diagnostics &problems);
    Result nextCsv(ImportedConversation &out, Diagnostics &problems);
    bool readCsvHeader(Diagnostics &problems, bool &empty);
    // Registers the id; a problem when an earlier record had it.
    bool checkUnique(const ImportedConversation &c, Diagnostics &problems);
};

TranscriptReader::TranscriptReader(ImportFormat format, QIODevice *device, const QString &name)
    : d(std::make_unique<Private>())
{
    d->format = format;
    d->name = name;
    d->device = device;
    if (format == ImportFormat::Csv)
        d->csv.emplace(device, name);
    else
        d->json.emplace(device, name);
}

TranscriptReader::~TranscriptReader() = default;

int TranscriptReader::ignored() const
{
    return d->ignored;
}

qint64 TranscriptReader::bytesRead() const
{
    return d->device ? d->device->pos() : 0;
}

TranscriptReader::Result TranscriptReader::next(ImportedConversation &out, Diagnostics &problems)
{
    out = ImportedConversation();
    return d->format == ImportFormat::Csv ? d->nextCsv(out, problems) : d->nextJson(out, problems);
}

bool TranscriptReader::Private::checkUnique(const ImportedConversation &c, Diagnostics &problems)
{
    const auto it = seen.constFind(c.conversation.id);
    if (it == seen.constEnd()) {
        seen.insert(c.conversation.id, c.start.line);
        return true;
    }
    if (format == ImportFormat::Csv)
        problems.append(Diagnostic(name, c.start.line, c.start.column,
                                   WorkspaceMessages::tr("the rows of conversation %1 are not together: its earlier rows start "
                                                         "at line %2; sort the file by conversation")
                                       .arg(quoted(c.conversation.id))
                                       .arg(*it)));
    else
        problems.append(Diagnostic(name, c.start.line, c.start.column,
                                   WorkspaceMessages::tr("conversation %1 appears twice: its first record is at line %2")
                                       .arg(quoted(c.conversation.id))
                                       .arg(*it)));
    return false;
}

TranscriptReader::Result TranscriptReader::Private::nextJson(ImportedConversation &out, Diagnostics &problems)
{
    for (;;) {
        JsonRecordStream::Record record;
        Diagnostic problem;
        const auto got = json->next(record, problem);
        if (got == JsonRecordStream::Result::End)
            return Result::End;
        if (got == JsonRecordStream::Result::Error) {
            problems.append(problem);
            return Result::Error;
        }
        ++ordinal;
        out.start = record.start;
        Diagnostics local;
        const auto doc = JsonRecordStream::parse(record, name, local);
        if (!doc) {
            problems.append(local);
            return Result::Bad;
        }
        const QString what
            = format == ImportFormat::Generic ? WorkspaceMessages::tr("a conversation") : WorkspaceMessages::tr("a call");
        ObjectReader root(*doc, std::string(), what, local);
        if (root.isObject()) {
            switch (format) {
            case ImportFormat::Generic:
                readGeneric(root, out);
                break;
            case ImportFormat::Vapi:
                if (!readVapi(root, out)) {
                    ++ignored;
                    continue;
                }
                break;
            case ImportFormat::Retell:
                readRetell(root, out);
                break;
            case ImportFormat::Csv:
                break;
            }
        }
        if (!local.isEmpty()) {
            problems.append(local);
            return Result::Bad;
        }
        out.conversation.source = Imported;
        if (out.conversation.id.isEmpty())
            out.conversation.id = QStringLiteral("record-%1").arg(ordinal);
        if (out.conversation.scenario.isEmpty())
            out.conversation.scenario = out.conversation.id;
        if (!checkUnique(out, problems))
            return Result::Bad;
        return Result::Conversation;
    }
}

bool TranscriptReader::Private::readCsvHeader(Diagnostics &problems, bool &empty)
{
    headerRead = true;
    CsvRowStream::Row row;
    Diagnostic problem;
    const auto got = csv->next(row, problem);
    if (got == CsvRowStream::Result::End) {
        empty = true;
        return false;
    }
    if (got == CsvRowStream::Result::Error) {
        problems.append(problem);
        return false;
    }
    columns.count = int(row.fields.size());
    for (int i = 0; i < columns.count; ++i) {
        const QString column = row.fields.at(i).text.trimmed().toLower();
        int *slot = column == QLatin1String("conversation") ? &columns.conversation
            : column == QLatin1String("speaker")            ? &columns.speaker
            : column == QLatin1String("text")               ? &columns.text
            : column == QLatin1String("time")               ? &columns.time
            : column == QLatin1String("scenario")           ? &columns.scenario
                                                            : nullptr;
        if (!slot)
            continue; // a column of its own: ignored
        if (*slot >= 0) {
            problems.append(Diagnostic(name, row.fields.at(i).start.line, row.fields.at(i).start.column,
                                       WorkspaceMessages::tr("the header names column %1 twice").arg(quoted(column))));
            return false;
        }
        *slot = i;
    }
    QStringList missing;
    if (columns.conversation < 0)
        missing << QStringLiteral("conversation");
    if (columns.speaker < 0)
        missing << QStringLiteral("speaker");
    if (columns.text < 0)
        missing << QStringLiteral("text");
    if (!missing.isEmpty()) {
        problems.append(Diagnostic(name, row.start.line, row.start.column,
                                   WorkspaceMessages::tr("the CSV header has no %1 column; it needs conversation, speaker and "
                                                         "text (time and scenario are optional)")
                                       .arg(missing.join(QLatin1String(", ")))));
        return false;
    }
    return true;
}

TranscriptReader::Result TranscriptReader::Private::nextCsv(ImportedConversation &out, Diagnostics &problems)
{
    if (!headerRead) {
        bool empty = false;
        if (!readCsvHeader(problems, empty))
            return empty ? Result::End : Result::Error;
    }
    // The rows of one conversation, from the first row (read ahead) to the
    // first row of another conversation.
    const auto readRow = [&](CsvRowStream::Row &row, Diagnostic &problem, bool &bad) {
        if (pendingRow) {
            row = std::move(*pendingRow);
            pendingRow.reset();
            problem = pendingProblem;
            bad = pendingBad;
            return true;
        }
        const auto got = csv->next(row, problem);
        bad = got == CsvRowStream::Result::Error;
        return got != CsvRowStream::Result::End;
    };
    const auto conversationOf = [&](const CsvRowStream::Row &row, const QString &current) {
        return columns.conversation < row.fields.size() ? row.fields.at(columns.conversation).text.trimmed() : current;
    };

    CsvRowStream::Row row;
    Diagnostic rowProblem;
    bool rowBad = false;
    if (!readRow(row, rowProblem, rowBad))
        return Result::End;
    ++ordinal;
    const QString id = conversationOf(row, QString());
    out.start = row.start;
    out.conversation.id = id;
    out.conversation.source = Imported;
    Diagnostics local;
    std::vector<std::pair<double, qsizetype>> times; // (time, turn) when every row has one
    bool timed = columns.time >= 0;
    for (;;) {
        const auto problemAt = [&](int column, const QString &message) {
            const TextPosition p = column < row.fields.size() ? row.fields.at(column).start : row.start;
            local.append(Diagnostic(name, p.line, p.column, message));
        };
        if (rowBad) {
            local.append(rowProblem);
        } else if (row.fields.size() != columns.count) {
            local.append(Diagnostic(
                name, row.start.line, row.start.column,
                WorkspaceMessages::tr("this row has %1 fields; the header has %2").arg(row.fields.size()).arg(columns.count)));
        } else if (local.isEmpty()) {
            Turn turn;
            const QString speaker = row.fields.at(columns.speaker).text.trimmed().toLower();
            if (id.isEmpty())
                problemAt(columns.conversation, WorkspaceMessages::tr("the row names no conversation"));
            if (speaker == QLatin1String("caller") || speaker == QLatin1String("user") || speaker == QLatin1String("customer"))
                turn.speaker = Turn::Speaker::Caller;
            else if (speaker == QLatin1String("agent") || speaker == QLatin1String("assistant")
                     || speaker == QLatin1String("bot"))
                turn.speaker = Turn::Speaker::Agent;
            else
                problemAt(columns.speaker,
                          WorkspaceMessages::tr("unknown speaker %1; expected one of: caller, user, "
                                                "customer, agent, assistant, bot")
                              .arg(quoted(row.fields.at(columns.speaker).text)));
            turn.text = row.fields.at(columns.text).text;
            if (columns.time >= 0) {
                const QString cell = row.fields.at(columns.time).text.trimmed();
                if (cell.isEmpty()) {
                    timed = false;
                } else {
                    bool ok = false;
                    double t = cell.toDouble(&ok);
                    if (!ok || !std::isfinite(t) || t < 0) {
                        const QDateTime when = QDateTime::fromString(cell, Qt::ISODateWithMs);
                        ok = when.isValid();
                        t = ok ? double(when.toMSecsSinceEpoch()) / 1000.0 : 0;
                    }
                    if (!ok)
                        problemAt(columns.time,
                                  WorkspaceMessages::tr("time %1 is neither seconds (a number from 0) nor "
                                                        "an ISO 8601 date and time")
                                      .arg(quoted(cell)));
                    times.emplace_back(t, out.conversation.turns.size());
                }
            }
            if (columns.scenario >= 0 && out.conversation.scenario.isEmpty())
                out.conversation.scenario = row.fields.at(columns.scenario).text.trimmed();
            out.conversation.turns.append(std::move(turn));
        }
        if (!readRow(row, rowProblem, rowBad))
            break;
        if (conversationOf(row, id) != id) {
            pendingRow = std::move(row);
            pendingProblem = rowProblem;
            pendingBad = rowBad;
            break;
        }
    }
    if (!local.isEmpty()) {
        problems.append(local.first()); // the first problem of the conversation: the rest may follow from it
        return Result::Bad;
    }
    // Rows in time order when every row has a time (the file's order breaks ties).
    if (timed && qsizetype(times.size()) == out.conversation.turns.size()) {
        std::stable_sort(times.begin(), times.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        QList<Turn> sorted;
        sorted.reserve(out.conversation.turns.size());
        for (const auto &[t, index] : times)
            sorted.append(std::move(out.conversation.turns[index]));
        out.conversation.turns = std::move(sorted);
    }
    if (out.conversation.scenario.isEmpty())
        out.conversation.scenario = id;
    if (!checkUnique(out, problems))
        return Result::Bad;
    return Result::Conversation;
}

// ---------------------------------------------------------------------------

QStringList importFormatNames()
{
    return {QStringLiteral("generic"), QStringLiteral("vapi"), QStringLiteral("retell"), QStringLiteral("csv")};
}

std::optional<ImportFormat> importFormatFromName(const QString &name)
{
    const qsizetype i = importFormatNames().indexOf(name);
    if (i < 0)
        return std::nullopt;
    return ImportFormat(i);
}

ImportFormat guessImportFormat(const QString &file)
{
    if (file.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        return ImportFormat::Csv;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return ImportFormat::Generic;
    const QByteArray head = f.read(64 * 1024);
    if (head.contains("\"transcript_object\"") || head.contains("\"transcript_with_tool_calls\"")
        || head.contains("\"disconnection_reason\""))
        return ImportFormat::Retell;
    if (head.contains("\"endedReason\"") || head.contains("\"end-of-call-report\"") || head.contains("\"secondsFromStart\""))
        return ImportFormat::Vapi;
    return ImportFormat::Generic;
}

} // namespace Polygon
