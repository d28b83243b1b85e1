#include "workspacewriter.h"

#include "core/util/messages.h"
#include "core/workspace/workspaceloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryDir>

namespace Polygon {

namespace {

Json stringArray(const QStringList &list)
{
    Json out = Json::array();
    for (const QString &s : list)
        out.push_back(toStdString(s));
    return out;
}

void putIfSet(Json &j, const char *key, const QString &value)
{
    if (!value.isEmpty())
        j[key] = toStdString(value);
}

Json header()
{
    Json j = Json::object();
    j["format"] = 1;
    return j;
}

QString relativeOr(const QString &path, const QString &section, const QString &id, const char *extension)
{
    if (!path.isEmpty())
        return path;
    return section + QLatin1Char('/') + id + QLatin1Char('.') + QLatin1String(extension);
}

} // namespace

Json manifestToJson(const Manifest &m)
{
    Json j = header();
    j["name"] = toStdString(m.name);
    putIfSet(j, "description", m.description);
    j["languages"] = stringArray(m.languages);
    putIfSet(j, "default_agent", m.defaultAgent);
    j["rubric"] = toStdString(m.rubric);
    if (!m.providers.isEmpty()) {
        Json providers = Json::object();
        for (const QString &role : Manifest::providerRoles())
            if (m.providers.contains(role))
                providers[toStdString(role)] = toStdString(m.providers.value(role));
        j["providers"] = providers;
    }
    return j;
}

Json agentToJson(const Agent &a)
{
    Json j = header();
    j["name"] = toStdString(a.name);
    putIfSet(j, "description", a.description);
    j["kind"] = toStdString(Agent::kindName(a.kind));
    putIfSet(j, "prompt", a.prompt);
    putIfSet(j, "flow", a.flow);
    putIfSet(j, "url", a.url);
    putIfSet(j, "profile", a.profile);
    if (!a.tools.isEmpty())
        j["tools"] = stringArray(a.tools);
    putIfSet(j, "language", a.language);
    return j;
}

Json personaToJson(const Persona &p, PersonaJsonForm form)
{
    Json j = form == PersonaJsonForm::File ? header() : Json::object();
    if (form != PersonaJsonForm::File)
        j["id"] = toStdString(p.id);
    j["name"] = toStdString(p.name);
    j["type"] = toStdString(Persona::typeName(p.type));
    j["intended_outcome"] = toStdString(Persona::outcomeName(p.intendedOutcome));
    j["difficulty"] = p.difficulty;
    if (form != PersonaJsonForm::Listing) {
        j["goal"] = toStdString(p.goal);
        j["ground_truth"] = p.groundTruth;
    }
    if (form == PersonaJsonForm::Identity) {
        j["traits"] = stringArray(p.traits);
        j["language"] = toStdString(p.language);
        j["source_prompt_hash"] = toStdString(p.sourcePromptHash);
        return j;
    }
    if (form == PersonaJsonForm::File) {
        if (!p.traits.isEmpty())
            j["traits"] = stringArray(p.traits);
        putIfSet(j, "language", p.language);
    } else {
        j["language"] = toStdString(p.language);
    }
    if (!p.sourcePrompt.isEmpty()) {
        Json source = Json::object();
        source["prompt"] = toStdString(p.sourcePrompt);
        source["hash"] = toStdString(p.sourcePromptHash);
        j["source_prompt"] = source;
    } else if (form == PersonaJsonForm::Listing) {
        j["source_prompt"] = Json();
    }
    return j;
}

Json scenarioToJson(const Scenario &s)
{
    Json j = header();
    j["name"] = toStdString(s.name);
    putIfSet(j, "description", s.description);
    j["personas"] = stringArray(s.personas);
    j["repeats"] = s.repeats;
    j["seed"] = s.seed;
    j["noise"] = jsonNumber(s.noise);
    j["max_turns"] = s.maxTurns;
    if (!s.probes.isEmpty())
        j["probes"] = stringArray(s.probes);
    if (!s.forbiddenPhrases.isEmpty())
        j["forbidden_phrases"] = stringArray(s.forbiddenPhrases);
    return j;
}

Json toolToJson(const ToolStub &t)
{
    Json j = header();
    j["description"] = toStdString(t.description);
    j["parameters"] = t.parameters;
    j["behaviour"] = t.behaviourSpec;
    if (t.latencyMs > 0 || t.jitterMs > 0) {
        Json latency = Json::object();
        latency["ms"] = t.latencyMs;
        if (t.jitterMs > 0)
            latency["jitter_ms"] = t.jitterMs;
        j["latency"] = latency;
    }
    if (!t.faults.isEmpty()) {
        Json faults = Json::array();
        for (const ToolStub::Fault &f : t.faults) {
            Json fault = Json::object();
            fault["kind"] = toStdString(ToolStub::faultKindName(f.kind));
            if (f.onCall > 0)
                fault["on_call"] = f.onCall;
            else
                fault["probability"] = jsonNumber(f.probability);
            if (!f.result.is_null())
                fault["result"] = f.result;
            faults.push_back(fault);
        }
        j["faults"] = faults;
    }
    return j;
}

Json probeToJson(const Probe &p)
{
    Json j = header();
    j["question"] = toStdString(p.question);
    j["polarity"] = toStdString(Probe::polarityName(p.polarity));
    putIfSet(j, "description", p.description);
    if (!p.rule.is_null())
        j["rule"] = p.rule;
    return j;
}

Json profileToJson(const Profile &p)
{
    Json j = header();
    j["name"] = toStdString(p.name);
    j["base_url"] = toStdString(p.baseUrl);
    j["model"] = toStdString(p.model);
    putIfSet(j, "api_key_env", p.apiKeyEnv);
    putIfSet(j, "keychain", p.keychain);
    if (p.temperature)
        j["temperature"] = jsonNumber(*p.temperature);
    if (p.topP)
        j["top_p"] = jsonNumber(*p.topP);
    if (p.maxTokens)
        j["max_tokens"] = *p.maxTokens;
    if (p.seed)
        j["seed"] = *p.seed;
    j["timeout_ms"] = p.timeoutMs;
    j["concurrency"] = p.concurrency;
    j["requests_per_minute"] = p.requestsPerMinute;
    if (p.inputPricePerMillion)
        j["input_price_per_million"] = jsonNumber(*p.inputPricePerMillion);
    if (p.outputPricePerMillion)
        j["output_price_per_million"] = jsonNumber(*p.outputPricePerMillion);
    return j;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.readAll() == bytes)
        return true;
    existing.close();
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = WorkspaceMessages::tr("cannot create the folder %1").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

Diagnostics saveWorkspace(const Workspace &ws, const QString &dir)
{
    Diagnostics problems;
    const auto write = [&](const QString &relative, const QByteArray &bytes) {
        QString error;
        const QString path = QDir(dir).filePath(relative);
        if (!writeFileAtomically(path, bytes, &error))
            problems.append({QDir::cleanPath(path), 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)});
    };
    write(QStringLiteral("polygon.json"), toFileBytes(manifestToJson(ws.manifest)));
    for (const Profile &p : ws.providers)
        write(relativeOr(p.path, QStringLiteral("providers"), p.id, "json"), toFileBytes(profileToJson(p)));
    for (const Prompt &p : ws.prompts)
        write(relativeOr(p.path, QStringLiteral("prompts"), p.id, "md"), p.bytes);
    for (const FlowDefinition &f : ws.flows)
        write(relativeOr(f.path, QStringLiteral("flows"), f.id, "json"), toFileBytes(f.definition));
    for (const ToolStub &t : ws.tools)
        write(relativeOr(t.path, QStringLiteral("tools"), t.id, "json"), toFileBytes(toolToJson(t)));
    for (const Agent &a : ws.agents)
        write(relativeOr(a.path, QStringLiteral("agents"), a.id, "json"), toFileBytes(agentToJson(a)));
    for (const Persona &p : ws.personas)
        write(relativeOr(p.path, QStringLiteral("personas"), p.id, "json"), toFileBytes(personaToJson(p)));
    for (const Probe &p : ws.probes)
        write(relativeOr(p.path, QStringLiteral("probes"), p.id, "json"), toFileBytes(probeToJson(p)));
    for (const Scenario &s : ws.scenarios)
        write(relativeOr(s.path, QStringLiteral("scenarios"), s.id, "json"), toFileBytes(scenarioToJson(s)));
    return problems;
}

Diagnostics checkProfile(const Profile &profile)
{
    Diagnostics problems;
    QTemporaryDir scratch;
    QString error;
    const QString id = profile.id.isEmpty() ? QStringLiteral("profile") : profile.id;
    const QString path = QDir(scratch.path()).filePath(id + QLatin1String(".json"));
    if (!scratch.isValid() || !writeFileAtomically(path, toFileBytes(profileToJson(profile)), &error)) {
        problems.append({path, 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)});
        return problems;
    }
    loadProfileFile(path, problems);
    return problems;
}

Diagnostics saveProviders(const QString &root, const Manifest &manifest, const QList<Profile> &profiles,
                          const QList<Profile> &removed)
{
    Diagnostics problems;
    const auto write = [&](const QString &relative, const QByteArray &bytes) {
        QString error;
        const QString path = QDir(root).filePath(relative);
        if (!writeFileAtomically(path, bytes, &error))
            problems.append({QDir::cleanPath(path), 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)});
    };
    QStringList written;
    for (const Profile &p : profiles) {
        const QString relative = relativeOr(p.path, QStringLiteral("providers"), p.id, "json");
        written.append(QDir::cleanPath(relative));
        write(relative, toFileBytes(profileToJson(p)));
    }
    for (const Profile &p : removed) {
        if (p.path.isEmpty() || written.contains(QDir::cleanPath(p.path)))
            continue; // never saved, or a new profile took its file
        const QString path = QDir(root).filePath(p.path);
        if (QFileInfo::exists(path) && !QFile::remove(path))
            problems.append({QDir::cleanPath(path), 1, 1, WorkspaceMessages::tr("cannot delete the file")});
    }
    write(QStringLiteral("polygon.json"), toFileBytes(manifestToJson(manifest)));
    return problems;
}

Diagnostics createWorkspace(const QString &dir, const Manifest &manifest)
{
    Diagnostics problems;
    const QString clean = QDir::cleanPath(dir);
    const QString manifestPath = QDir(clean).filePath(QStringLiteral("polygon.json"));
    if (QFileInfo::exists(manifestPath)) {
        problems.append({manifestPath, 1, 1, WorkspaceMessages::tr("this folder already is a workspace")});
        return problems;
    }
    for (const char *folder : {"agents", "prompts", "personas", "scenarios", "tools", "probes", "providers"}) {
        if (!QDir().mkpath(QDir(clean).filePath(QString::fromLatin1(folder)))) {
            problems.append(
                {QDir(clean).filePath(QString::fromLatin1(folder)), 1, 1, WorkspaceMessages::tr("cannot create the folder")});
            return problems;
        }
    }
    QString error;
    if (!writeFileAtomically(manifestPath, toFileBytes(manifestToJson(manifest)), &error))
        problems.append({manifestPath, 1, 1, WorkspaceMessages::tr("cannot write the file: %1").arg(error)});
    return problems;
}

Diagnostics copyWorkspace(const QString &from, const QString &to)
{
    Diagnostics problems;
    if (QFileInfo::exists(to)) {
        problems.append({QDir::cleanPath(to), 1, 1, WorkspaceMessages::tr("the destination already exists")});
        return problems;
    }
    const QDir source(from);
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files.append(it.next());
    files.sort();
    if (!QDir().mkpath(to)) {
        problems.append({QDir::cleanPath(to), 1, 1, WorkspaceMessages::tr("cannot create the folder")});
        return problems;
    }
    for (const QString &file : std::as_const(files)) {
        const QString target = QDir(to).filePath(source.relativeFilePath(file));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target)) {
            problems.append({QDir::cleanPath(target), 1, 1, WorkspaceMessages::tr("cannot copy the file")});
            continue;
        }
        // Files installed read-only stay editable in the copy.
        QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner | QFileDevice::ReadOwner);
    }
    return problems;
}

} // namespace Polygon
