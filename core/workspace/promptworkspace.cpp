#include "promptworkspace.h"

#include "workspaceloader.h"
#include "workspacewriter.h"

#include "core/model/language.h"
#include "core/util/hash.h"
#include "core/util/messages.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>

namespace Polygon {

namespace {

ToolStub toolStub(const QString &name, bool named)
{
    ToolStub tool;
    tool.id = name;
    tool.description = named
        ? WorkspaceMessages::tr("Stub of %1, a tool the prompt names. Describe here what it does and when the agent "
                                "should call it, list its arguments under \"parameters\" and put what the real "
                                "tool answers on success under \"behaviour\".")
              .arg(name)
        : WorkspaceMessages::tr("An example tool stub: the prompt names no tool. Rename this file to a tool your "
                                "agent calls, describe it here, list its arguments under \"parameters\" and put "
                                "what the real tool answers on success under \"behaviour\".");
    Json parameters = Json::object();
    parameters["type"] = "object";
    parameters["properties"] = Json::object();
    tool.parameters = parameters;
    tool.behaviour = ToolStub::Behaviour::Fixed;
    Json result = Json::object();
    result["ok"] = true;
    result["note"] = toStdString(WorkspaceMessages::tr("Replace with what %1 answers on success.").arg(name));
    Json behaviour = Json::object();
    behaviour["kind"] = "fixed";
    behaviour["result"] = result;
    tool.behaviourSpec = behaviour;
    return tool;
}

Profile localProfile()
{
    Profile p;
    p.id = QStringLiteral("local-llama");
    p.name = QStringLiteral("local-llama");
    p.baseUrl = QStringLiteral("http://127.0.0.1:8080/v1");
    p.model = QStringLiteral("local-model");
    p.temperature = 0.7;
    p.maxTokens = 512;
    p.seed = 1;
    return p;
}

} // namespace

QString slugFromName(const QString &name)
{
    QString folded = name.normalized(QString::NormalizationForm_KD).toLower();
    QString slug;
    bool dash = false;
    for (const QChar c : std::as_const(folded)) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))) {
            if (dash && !slug.isEmpty())
                slug += QLatin1Char('-');
            slug += c;
            dash = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            dash = true;
        }
    }
    return slug.left(48);
}

QStringList toolNamesInPrompt(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("(?<![A-Za-z0-9_])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![A-Za-z0-9_])"));
    QStringList names;
    for (auto it = pattern.globalMatch(text); it.hasNext() && names.size() < 20;) {
        const QString name = it.next().captured(1);
        if (!names.contains(name))
            names.append(name);
    }
    return names;
}

QString userProvidersDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
}

Workspace loadUserProviders(const QString &dir, Diagnostics *problems)
{
    Workspace ws;
    ws.root = QDir::cleanPath(QDir(dir).absolutePath());
    ws.manifest.name = QStringLiteral("user");
    ws.manifest.languages = {QStringLiteral("en")};
    Diagnostics found;
    const QDir providers(QDir(ws.root).filePath(QStringLiteral("providers")));
    for (const QFileInfo &file : providers.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (auto profile = loadProfileFile(file.absoluteFilePath(), found)) {
            profile->path = QStringLiteral("providers/") + file.fileName();
            ws.providers.append(*profile);
        }
    }
    QFile manifest(QDir(ws.root).filePath(QStringLiteral("polygon.json")));
    if (manifest.open(QIODevice::ReadOnly)) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(manifest.readAll(), &error);
        if (error.error != QJsonParseError::NoError) {
            found.append({manifest.fileName(), 1, 1, WorkspaceMessages::tr("not valid JSON: %1").arg(error.errorString())});
        } else {
            const QJsonObject roles = doc.object().value(QStringLiteral("providers")).toObject();
            for (auto it = roles.begin(); it != roles.end(); ++it)
                if (Manifest::providerRoles().contains(it.key()) && ws.provider(it.value().toString()))
                    ws.manifest.providers.insert(it.key(), it.value().toString());
        }
    }
    if (problems)
        problems->append(found);
    return ws;
}

QList<Persona> examplePersonas(const QString &language)
{
    struct Example
    {
        const char *id;
        const char *name;
        Persona::Type type;
        Persona::Outcome outcome;
        int difficulty;
        const char *goal;
        QStringList traits;
    };
    const QList<Example> examples {
        {"cooperative-example",
         "Anna Cooper",
         Persona::Type::Cooperative,
         Persona::Outcome::Success,
         1,
         QT_TRANSLATE_NOOP("WorkspaceMessages",
                           "EXAMPLE, edit: gets the most common thing your agent does done, answering every question."),
         {WorkspaceMessages::tr("friendly"), WorkspaceMessages::tr("answers exactly what is asked")}},
        {"busy-example",
         "Ben Hurst",
         Persona::Type::Busy,
         Persona::Outcome::Callback,
         2,
         QT_TRANSLATE_NOOP("WorkspaceMessages", "EXAMPLE, edit: has no time now and wants to be called back later."),
         {WorkspaceMessages::tr("short answers"), WorkspaceMessages::tr("says twice that they are in a hurry")}},
        {"distrustful-example",
         "Clara Doubt",
         Persona::Type::Distrustful,
         Persona::Outcome::Success,
         3,
         QT_TRANSLATE_NOOP("WorkspaceMessages",
                           "EXAMPLE, edit: wants the same thing done but only after the agent explains why it needs "
                           "each detail."),
         {WorkspaceMessages::tr("asks why before giving personal details")}},
        {"confused-example",
         "David Muddle",
         Persona::Type::Confused,
         Persona::Outcome::Success,
         3,
         QT_TRANSLATE_NOOP("WorkspaceMessages",
                           "EXAMPLE, edit: wants it done but mixes up dates and numbers and corrects them later."),
         {WorkspaceMessages::tr("gives a wrong date first, then corrects it")}},
        {"aggressive-example",
         "Eva Storm",
         Persona::Type::Aggressive,
         Persona::Outcome::Transfer,
         4,
         QT_TRANSLATE_NOOP("WorkspaceMessages", "EXAMPLE, edit: is angry about an earlier problem and demands a human."),
         {WorkspaceMessages::tr("interrupts"), WorkspaceMessages::tr("threatens to complain")}},
        {"talkative-example",
         "Frank Ramble",
         Persona::Type::Talkative,
         Persona::Outcome::Refusal,
         2,
         QT_TRANSLATE_NOOP("WorkspaceMessages",
                           "EXAMPLE, edit: asks for something your agent must refuse, between long stories."),
         {WorkspaceMessages::tr("tells long stories"), WorkspaceMessages::tr("drifts off topic")}},
    };
    QList<Persona> personas;
    for (const Example &e : examples) {
        Persona p;
        p.id = QString::fromLatin1(e.id);
        p.name = QString::fromUtf8(e.name);
        p.type = e.type;
        p.intendedOutcome = e.outcome;
        p.difficulty = e.difficulty;
        p.goal = WorkspaceMessages::tr(e.goal);
        Json truth = Json::object();
        truth["name"] = e.name;
        truth["example_fact"]
            = toStdString(WorkspaceMessages::tr("EXAMPLE: replace with a fact this caller knows (a date, a number, an id)"));
        p.groundTruth = truth;
        p.traits = e.traits;
        p.language = language;
        personas.append(p);
    }
    return personas;
}

Diagnostics writeExamplePersonas(const QString &root, const QString &language, QStringList *ids)
{
    Diagnostics problems;
    for (const Persona &p : examplePersonas(language)) {
        const QString path = QDir(root).filePath(QStringLiteral("personas/%1.json").arg(p.id));
        QString error;
        if (!writeFileAtomically(path, toFileBytes(personaToJson(p)), &error))
            problems.append({path, 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)});
        else if (ids)
            ids->append(p.id);
    }
    return problems;
}

Diagnostics applyUserProviders(const QString &from, const QString &root)
{
    Diagnostics problems;
    const Workspace user = loadUserProviders(from, &problems);
    if (!problems.isEmpty() || user.providers.isEmpty())
        return problems;
    WorkspaceLoadResult loaded = loadWorkspace(root);
    if (!loaded.ok())
        return loaded.problems;
    Manifest manifest = loaded.workspace->manifest;
    QList<Profile> profiles;
    for (Profile p : user.providers) {
        p.path.clear();
        if (const Profile *existing = loaded.workspace->provider(p.id))
            p.path = existing->path;
        profiles.append(p);
    }
    for (auto it = user.manifest.providers.cbegin(); it != user.manifest.providers.cend(); ++it)
        manifest.providers.insert(it.key(), it.value());
    return saveProviders(root, manifest, profiles, {});
}

Diagnostics writeSmokeScenario(const QString &root, const QStringList &personas)
{
    Scenario s;
    s.id = QStringLiteral("smoke");
    s.name = WorkspaceMessages::tr("Smoke test");
    s.description = WorkspaceMessages::tr("Every caller once on a clean line. Run it after each prompt edit.");
    s.personas = personas;
    s.maxTurns = 16;
    const QString path = QDir(root).filePath(QStringLiteral("scenarios/smoke.json"));
    QString error;
    if (!writeFileAtomically(path, toFileBytes(scenarioToJson(s)), &error))
        return {{path, 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)}};
    return {};
}

Diagnostics finishCallers(const QString &root, const QString &language, QStringList &personas)
{
    if (personas.isEmpty()) {
        const Diagnostics written = writeExamplePersonas(root, language, &personas);
        if (!written.isEmpty())
            return written;
    }
    return writeSmokeScenario(root, personas);
}

std::optional<NewWorkspace> createWorkspaceFromPrompt(const QString &dir, const NewWorkspaceOptions &options,
                                                      Diagnostics &problems)
{
    const QString root = QDir::cleanPath(QDir(dir).absolutePath());
    const QString slug = slugFromName(options.name);
    if (options.name.trimmed().isEmpty() || slug.isEmpty())
        problems.append({root, 1, 1,
                         WorkspaceMessages::tr("the workspace name \"%1\" needs at least one letter or digit (a-z, 0-9)")
                             .arg(options.name.trimmed())});
    if (!supportedLanguages().contains(options.language))
        problems.append({root, 1, 1,
                         WorkspaceMessages::tr("unknown language \"%1\"; expected one of: %2")
                             .arg(options.language, supportedLanguages().join(QLatin1String(", ")))});
    if (options.promptText.trimmed().isEmpty())
        problems.append({root, 1, 1, WorkspaceMessages::tr("the prompt is empty: paste your agent's system prompt")});
    if (QFileInfo(root).exists() && !QFileInfo(root).isDir())
        problems.append({root, 1, 1, WorkspaceMessages::tr("%1 is a file, not a folder").arg(root)});
    else if (QFileInfo(root).isDir() && !QDir(root).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        problems.append({root, 1, 1, WorkspaceMessages::tr("%1: the folder is not empty; give a new or empty folder").arg(root)});
    if (!problems.isEmpty())
        return std::nullopt;

    Workspace ws;
    ws.root = root;
    ws.manifest.name = options.name.trimmed();
    ws.manifest.description
        = WorkspaceMessages::tr("Made from a pasted prompt: fill the tool stubs in tools/ and the callers in personas/.");
    ws.manifest.languages = {options.language};
    ws.manifest.defaultAgent = slug;

    if (!options.providersFrom.isEmpty()) {
        const Workspace user = loadUserProviders(options.providersFrom, &problems);
        if (!problems.isEmpty())
            return std::nullopt;
        for (Profile p : user.providers) {
            p.path.clear();
            ws.providers.append(p);
        }
        ws.manifest.providers = user.manifest.providers;
    }
    if (ws.providers.isEmpty())
        ws.providers.append(localProfile());
    for (const QString &role : Manifest::providerRoles())
        if (!ws.manifest.providers.contains(role))
            ws.manifest.providers.insert(role, ws.manifest.providers.value(QStringLiteral("agent"), ws.providers.first().id));

    Prompt prompt;
    prompt.id = slug;
    prompt.path = QStringLiteral("prompts/%1.md").arg(slug);
    QString text = options.promptText;
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    prompt.bytes = text.toUtf8();
    prompt.hash = sha256Hex(prompt.bytes);
    ws.prompts.append(prompt);

    NewWorkspace made;
    made.root = root;
    made.agent = slug;
    made.prompt = slug;
    made.promptPath = QDir(root).filePath(prompt.path);
    made.tools = toolNamesInPrompt(options.promptText);
    const bool named = !made.tools.isEmpty();
    if (!named)
        made.tools = {QStringLiteral("example_lookup")};
    for (const QString &name : std::as_const(made.tools))
        ws.tools.append(toolStub(name, named));

    Agent agent;
    agent.id = slug;
    agent.name = options.name.trimmed();
    agent.description = WorkspaceMessages::tr("The agent around the pasted prompt, with the tools it names as stubs.");
    agent.kind = Agent::Kind::Llm;
    agent.prompt = prompt.path;
    agent.tools = made.tools;
    ws.agents.append(agent);

    if (!QDir().mkpath(root)) {
        problems.append({root, 1, 1, WorkspaceMessages::tr("cannot create the folder")});
        return std::nullopt;
    }
    problems = createWorkspace(root, ws.manifest);
    if (problems.isEmpty())
        problems = saveWorkspace(ws, root);
    if (problems.isEmpty() && options.handWrittenPersonas) {
        problems = finishCallers(root, options.language, made.personas);
        made.scenario = QStringLiteral("smoke");
    }
    if (!problems.isEmpty())
        return std::nullopt;
    return made;
}

} // namespace Polygon
