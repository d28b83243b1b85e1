#include "chatjson.h"

#include <QCryptographicHash>

namespace Polygon {

namespace {

const char *roleName(ChatMessage::Role role)
{
    switch (role) {
    case ChatMessage::Role::System:
        return "system";
    case ChatMessage::Role::User:
        return "user";
    case ChatMessage::Role::Assistant:
        return "assistant";
    case ChatMessage::Role::Tool:
        return "tool";
    }
    return "user";
}

Json toolCallToJson(const ToolCall &call)
{
    Json j = {{"id", toStdString(call.id)}, {"name", toStdString(call.name)}, {"arguments", call.arguments}};
    if (!call.valid)
        j["valid"] = false;
    return j;
}

} // namespace

Json chatMessageToJson(const ChatMessage &message)
{
    Json j = {{"role", roleName(message.role)}, {"content", toStdString(message.content)}};
    if (!message.toolCalls.isEmpty()) {
        Json calls = Json::array();
        for (const ToolCall &c : message.toolCalls)
            calls.push_back(toolCallToJson(c));
        j["tool_calls"] = std::move(calls);
    }
    if (!message.toolCallId.isEmpty())
        j["tool_call_id"] = toStdString(message.toolCallId);
    return j;
}

Json chatRequestToJson(const ChatRequest &request)
{
    Json messages = Json::array();
    for (const ChatMessage &m : request.messages)
        messages.push_back(chatMessageToJson(m));
    Json j = {{"messages", std::move(messages)}};
    if (!request.tools.isEmpty()) {
        Json tools = Json::array();
        for (const ToolSpec &t : request.tools)
            tools.push_back(t.name.toStdString());
        j["tools"] = std::move(tools);
    }
    if (request.jsonSchema)
        j["schema"] = toStdString(request.schemaName);
    if (request.temperature)
        j["temperature"] = *request.temperature;
    if (request.seed)
        j["seed"] = *request.seed;
    return j;
}

Json chatResultToJson(const ChatResult &result)
{
    Json j = {{"content", toStdString(result.content)}};
    if (!result.toolCalls.isEmpty()) {
        Json calls = Json::array();
        for (const ToolCall &c : result.toolCalls)
            calls.push_back(toolCallToJson(c));
        j["tool_calls"] = std::move(calls);
    }
    j["finish_reason"] = toStdString(result.finishReason);
    if (!result.structured.is_null())
        j["structured"] = result.structured;
    j["usage"] = {{"prompt_tokens", result.usage.promptTokens}, {"completion_tokens", result.usage.completionTokens}};
    j["latency_ms"] = result.latencyMs;
    j["attempts"] = result.attempts;
    return j;
}

bool chatResultFromJson(const Json &json, ChatResult &result, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!json.is_object())
        return fail(QStringLiteral("a recorded response must be an object"));
    const auto content = json.find("content");
    if (content == json.end() || !content->is_string())
        return fail(QStringLiteral("a recorded response needs \"content\" (a string)"));
    result = ChatResult();
    result.content = toQString(content->get<std::string>());
    if (const auto calls = json.find("tool_calls"); calls != json.end()) {
        if (!calls->is_array())
            return fail(QStringLiteral("\"tool_calls\" must be an array"));
        for (const Json &c : *calls) {
            if (!c.is_object() || !c.contains("name") || !c["name"].is_string())
                return fail(QStringLiteral("every recorded tool call needs a \"name\""));
            ToolCall call;
            call.id = toQString(c.value("id", std::string()));
            call.name = toQString(c["name"].get<std::string>());
            call.arguments = c.value("arguments", Json::object());
            call.valid = c.value("valid", true);
            result.toolCalls.append(call);
        }
    }
    if (const auto f = json.find("finish_reason"); f != json.end() && f->is_string())
        result.finishReason = toQString(f->get<std::string>());
    if (const auto s = json.find("structured"); s != json.end())
        result.structured = *s;
    if (const auto u = json.find("usage"); u != json.end() && u->is_object()) {
        result.usage.promptTokens = u->value("prompt_tokens", qint64(0));
        result.usage.completionTokens = u->value("completion_tokens", qint64(0));
        result.usage.requests = 1;
    }
    if (const auto l = json.find("latency_ms"); l != json.end() && l->is_number_integer())
        result.latencyMs = l->get<qint64>();
    if (const auto a = json.find("attempts"); a != json.end() && a->is_number_integer())
        result.attempts = a->get<int>();
    return true;
}

QString chatRequestFingerprint(const ChatRequest &request)
{
    return chatRequestFingerprint(request, chatRequestToJson(request));
}

namespace {

// Feeds what Json::dump() would write into a hash in 4 KiB pieces, so a
// fingerprint neither copies the request's tree nor builds its whole text.
class HashSink : public nlohmann::detail::output_adapter_protocol<char>
{
public:
    explicit HashSink(QCryptographicHash &hash)
        : m_hash(hash)
    {
        m_buffer.reserve(Chunk + 512);
    }
    void write_character(char c) override
    {
        m_buffer.push_back(c);
        if (m_buffer.size() >= Chunk)
            flush();
    }
    void write_characters(const char *s, std::size_t length) override
    {
        m_buffer.append(s, length);
        if (m_buffer.size() >= Chunk)
            flush();
    }
    void flush()
    {
        m_hash.addData(QByteArrayView(m_buffer.data(), qsizetype(m_buffer.size())));
        m_buffer.clear();
    }

private:
    static constexpr std::size_t Chunk = 4096;
    QCryptographicHash &m_hash;
    std::string m_buffer;
};

} // namespace

QString chatRequestFingerprint(const ChatRequest &request, const Json &requestJson)
{
    // The hash is over the compact text of `requestJson` with "tools" holding
    // each tool's name and parameters (in place when present, else last) and
    // the schema's body as "schema_body" (before a "tools" key added last):
    // the bytes an ordered copy with those two keys set would dump to.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const auto sink = std::make_shared<HashSink>(hash);
    nlohmann::detail::serializer<Json> out(sink, ' ', Json::error_handler_t::strict);
    Json tools = Json::array();
    for (const ToolSpec &t : request.tools)
        tools.push_back({{"name", toStdString(t.name)}, {"parameters", t.parameters}});
    const auto member = [&](bool first, const std::string &key, const Json &value) {
        if (!first)
            sink->write_character(',');
        out.dump(Json(key), false, false, 0);
        sink->write_character(':');
        out.dump(value, false, false, 0);
    };
    sink->write_character('{');
    bool first = true;
    bool toolsWritten = false;
    if (requestJson.is_object()) {
        for (auto it = requestJson.begin(); it != requestJson.end(); ++it) {
            const bool isTools = it.key() == "tools";
            member(first, it.key(), isTools ? tools : it.value());
            toolsWritten = toolsWritten || isTools;
            first = false;
        }
    }
    if (request.jsonSchema) {
        member(first, "schema_body", *request.jsonSchema);
        first = false;
    }
    if (!toolsWritten)
        member(first, "tools", tools);
    sink->write_character('}');
    sink->flush();
    return QString::fromLatin1(hash.result().toHex().left(16));
}

} // namespace Polygon
