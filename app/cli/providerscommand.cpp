// polygon-cli providers check PROFILE (FORMATS.md §8): every capability probed
// with a real request against the profile's endpoint.
#include "command.h"
#include "input.h"

#include "core/llm/apikey.h"
#include "core/llm/openaiprovider.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

namespace Polygon::Cli {

namespace {

// Runs the event loop until `reply` has finished (the CLI has no GUI to keep alive).
ProviderReply *wait(ProviderReply *reply)
{
    if (!reply->isFinished()) {
        QEventLoop loop;
        QObject::connect(reply, &ProviderReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return reply;
}

} // namespace

int runProviders(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli providers check PROFILE [--compact]");
    QStringList positional, flags;
    if (!parseArguments(args, {QStringLiteral("--compact")}, usage, positional, flags, io))
        return BadInput;
    if (positional.size() != 2 || positional.at(0) != QLatin1String("check")) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return BadInput;
    }
    // A path, or the name of a profile in the current workspace's providers/.
    QString path = positional.at(1);
    if (!QFileInfo::exists(path) && QFileInfo::exists(QStringLiteral("providers/") + path + QStringLiteral(".json")))
        path = QStringLiteral("providers/") + path + QStringLiteral(".json");
    if (!QFileInfo::exists(path)) {
        printProblems({Diagnostic(path, 1, 1, QCoreApplication::translate("polygon-cli", "no such profile file"))}, io);
        return BadInput;
    }
    Diagnostics problems;
    const auto profile = loadProfileFile(path, problems);
    if (!profile) {
        printProblems(problems, io);
        return BadInput;
    }

    QString keyError;
    const QByteArray key = ApiKeyLookup::lookup(*profile, &keyError).value_or(QByteArray());

    Json out = Json::object();
    for (const char *k : {"reachable", "model", "chat", "tools", "structured_output", "streaming", "embeddings", "logprobs"})
        out[k] = false;
    out["latency_ms"] = Json();
    out["error"] = Json();
    const auto finish = [&](int code) {
        printJson(out, flags.contains(QStringLiteral("--compact")), io);
        return code;
    };
    if (!keyError.isEmpty()) {
        out["error"] = toStdString(keyError);
        return finish(Failed);
    }

    OpenAiProvider provider(*profile, key);
    // Reachability is asked once: a dead endpoint fails within timeout_ms.
    provider.setRetryPolicy({0, 200, 2000});
    ProviderReply *models = wait(provider.listModels());
    // The capabilities then get one retry with a short backoff (a passing 429
    // must not read as "unsupported").
    provider.setRetryPolicy({1, 200, 2000});
    const bool answered = !models->failed()
        || (models->error()->kind != ProviderError::Kind::Network && models->error()->kind != ProviderError::Kind::Timeout);
    out["reachable"] = answered;
    if (!answered) {
        out["error"] = toStdString(models->error()->toString());
        return finish(Failed);
    }
    out["model"] = !models->failed() && models->models().contains(profile->model);

    ChatRequest chat;
    chat.messages = {ChatMessage::user(QStringLiteral("Reply with the single word OK."))};
    chat.maxTokens = 16;
    ProviderReply *chatReply = wait(provider.chat(chat));
    out["chat"] = !chatReply->failed();
    if (chatReply->failed()) {
        out["error"] = toStdString(chatReply->error()->toString());
        return finish(Failed);
    }
    out["latency_ms"] = chatReply->chat().latencyMs;

    ChatRequest tools;
    tools.messages = {ChatMessage::user(QStringLiteral("What time is it? Use the get_time tool."))};
    tools.tools = {ToolSpec {QStringLiteral("get_time"), QStringLiteral("Returns the current time."),
                             Json {{"type", "object"}, {"properties", Json::object()}}}};
    ProviderReply *toolReply = wait(provider.chat(tools));
    bool called = false;
    if (!toolReply->failed())
        for (const ToolCall &c : toolReply->chat().toolCalls)
            called = called || c.name == QLatin1String("get_time");
    out["tools"] = called;

    ChatRequest structured;
    structured.messages = {ChatMessage::user(QStringLiteral("Answer in JSON: what is 2 + 2?"))};
    structured.jsonSchema = Json {{"type", "object"},
                                  {"properties", {{"answer", {{"type", "string"}}}}},
                                  {"required", {"answer"}},
                                  {"additionalProperties", false}};
    ProviderReply *structuredReply = wait(provider.chat(structured));
    out["structured_output"] = !structuredReply->failed() && structuredReply->chat().structured.is_object();

    ChatRequest stream = chat;
    stream.stream = true;
    int tokens = 0;
    ProviderReply *streamReply = provider.chat(stream);
    QObject::connect(streamReply, &ProviderReply::tokenReceived, streamReply, [&tokens] { ++tokens; });
    wait(streamReply);
    out["streaming"] = !streamReply->failed() && tokens > 0;

    ProviderReply *embedReply = wait(provider.embed({QStringLiteral("ping")}));
    out["embeddings"]
        = !embedReply->failed() && !embedReply->embeddings().isEmpty() && !embedReply->embeddings().first().isEmpty();

    ProviderReply *logProbReply = wait(provider.tokenLogProbs(QStringLiteral("The table is booked for Friday.")));
    bool anyLogProb = false;
    if (!logProbReply->failed())
        for (const TokenLogProb &t : logProbReply->logProbs())
            anyLogProb = anyLogProb || t.logProb.has_value();
    out["logprobs"] = anyLogProb;

    return finish(Success);
}

} // namespace Polygon::Cli
