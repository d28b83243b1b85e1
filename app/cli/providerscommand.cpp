// polygon-cli providers check PROFILE (FORMATS.md §8): every capability probed
// with a real request against the profile's endpoint, retried as in a run; a
// capability the endpoint's failures left undecided is null, with the reason
// under "unknown".
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

    // Every capability is true or false once the endpoint answered; null (with
    // the reason in "unknown") when it could not be told: never probed, or the
    // endpoint failed (429, 5xx, timeout, …) after every retry.
    const std::vector<const char *> capabilities
        = {"model", "chat", "tools", "structured_output", "streaming", "embeddings", "logprobs"};
    Json out = Json::object();
    out["reachable"] = Json();
    for (const char *k : capabilities)
        out[k] = Json();
    out["latency_ms"] = Json();
    out["error"] = Json();
    Json unknown = Json::object();
    const auto finish = [&](int code) {
        for (const char *k : capabilities)
            if (out[k].is_null() && !unknown.contains(k))
                unknown[k] = toStdString(QCoreApplication::translate("polygon-cli", "not checked"));
        out["unknown"] = unknown;
        printJson(out, flags.contains(QStringLiteral("--compact")), io);
        return code;
    };
    const auto notChecked = [&](const QString &why) {
        for (const char *k : capabilities)
            if (out[k].is_null() && !unknown.contains(k))
                unknown[k] = toStdString(QCoreApplication::translate("polygon-cli", "not checked: %1").arg(why));
    };
    // A failure that says nothing about the capability: the endpoint was
    // unreachable, overloaded, slow, refused the key, or cut the answer.
    const auto indeterminate = [](const ProviderReply *reply) {
        if (!reply->failed())
            return false;
        switch (reply->error()->kind) {
        case ProviderError::Kind::Network:
        case ProviderError::Kind::Timeout:
        case ProviderError::Kind::RateLimited:
        case ProviderError::Kind::Server:
        case ProviderError::Kind::Unauthorized:
        case ProviderError::Kind::TruncatedStream:
        case ProviderError::Kind::Cancelled:
            return true;
        case ProviderError::Kind::BadRequest:
        case ProviderError::Kind::MalformedReply:
        case ProviderError::Kind::Unsupported:
            break;
        }
        return false;
    };
    const auto report = [&](const char *capability, const ProviderReply *reply, bool works) {
        if (!works && indeterminate(reply)) {
            out[capability] = Json();
            unknown[capability] = toStdString(reply->error()->toString());
        } else {
            out[capability] = works;
        }
    };

    if (!keyError.isEmpty()) {
        out["error"] = toStdString(keyError);
        notChecked(QCoreApplication::translate("polygon-cli", "the API key could not be read"));
        return finish(Failed);
    }

    OpenAiProvider provider(*profile, key);
    // Reachability is asked once: a dead endpoint fails within timeout_ms.
    provider.setRetryPolicy({0, 200, 2000});
    ProviderReply *models = wait(provider.listModels());
    const bool answered = !models->failed()
        || (models->error()->kind != ProviderError::Kind::Network && models->error()->kind != ProviderError::Kind::Timeout);
    out["reachable"] = answered;
    if (!answered) {
        out["error"] = toStdString(models->error()->toString());
        notChecked(QCoreApplication::translate("polygon-cli", "the endpoint is unreachable"));
        return finish(Failed);
    }
    // From here on every request is retried as in a run (429, 5xx and
    // connection errors with backoff, honouring Retry-After).
    provider.setRetryPolicy(OpenAiProvider::RetryPolicy());
    if (indeterminate(models))
        models = wait(provider.listModels());
    report("model", models, !models->failed() && models->models().contains(profile->model));

    ChatRequest chat;
    chat.messages = {ChatMessage::user(QStringLiteral("Reply with the single word OK."))};
    chat.maxTokens = 16;
    ProviderReply *chatReply = wait(provider.chat(chat));
    report("chat", chatReply, !chatReply->failed());
    if (chatReply->failed()) {
        out["error"] = toStdString(chatReply->error()->toString());
        notChecked(QCoreApplication::translate("polygon-cli", "chat failed"));
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
    report("tools", toolReply, called);

    ChatRequest structured;
    structured.messages = {ChatMessage::user(QStringLiteral("Answer in JSON: what is 2 + 2?"))};
    structured.jsonSchema = Json {{"type", "object"},
                                  {"properties", {{"answer", {{"type", "string"}}}}},
                                  {"required", {"answer"}},
                                  {"additionalProperties", false}};
    ProviderReply *structuredReply = wait(provider.chat(structured));
    report("structured_output", structuredReply, !structuredReply->failed() && structuredReply->chat().structured.is_object());

    ChatRequest stream = chat;
    stream.stream = true;
    int tokens = 0;
    ProviderReply *streamReply = provider.chat(stream);
    QObject::connect(streamReply, &ProviderReply::tokenReceived, streamReply, [&tokens] { ++tokens; });
    wait(streamReply);
    report("streaming", streamReply, tokens > 0); // tokens arrived: it streams, even if the stream was then cut

    ProviderReply *embedReply = wait(provider.embed({QStringLiteral("ping")}));
    report("embeddings", embedReply,
           !embedReply->failed() && !embedReply->embeddings().isEmpty() && !embedReply->embeddings().first().isEmpty());

    ProviderReply *logProbReply = wait(provider.tokenLogProbs(QStringLiteral("The table is booked for Friday.")));
    bool anyLogProb = false;
    if (!logProbReply->failed())
        for (const TokenLogProb &t : logProbReply->logProbs())
            anyLogProb = anyLogProb || t.logProb.has_value();
    report("logprobs", logProbReply, anyLogProb);

    return finish(Success);
}

} // namespace Polygon::Cli
