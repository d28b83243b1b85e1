#include "workspaceloader.h"

#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/model/language.h"
#include "core/simulate/flowreader.h"
#include "core/simulate/jsonschema.h"
#include "core/util/hash.h"

#include "core/grade/proberules.h"
#include "core/util/messages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

// Offset of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        int extra = 0;
        unsigned int cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return i;
        }
        for (int k = 1; k <= extra; ++k) {
            if (i + k >= n || (p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        const bool overlong = (extra == 1 && cp < 0x80) || (extra == 2 && cp < 0x800) || (extra == 3 && cp < 0x10000);
        if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += extra + 1;
    }
    return -1;
}

QString sectionExtension(const QString &section)
{
    return section == QLatin1String("prompts") ? QStringLiteral("md") : QStringLiteral("json");
}

// What the folder holds before any file is parsed: the ids of every item, so
// references can be checked while each file is read (with their positions).
struct Inventory
{
    QString dir; // as the user named it
    QMap<QString, QStringList> entries; // section -> relative paths, sorted

    QString display(const QString &relative) const { return QDir::cleanPath(dir + QLatin1Char('/') + relative); }

    QStringList ids(const QString &section) const
    {
        QStringList out;
        for (const QString &rel : entries.value(section))
            out.append(QFileInfo(rel).completeBaseName());
        return out;
    }

    bool hasFile(const QString &relative) const
    {
        for (const QStringList &files : entries)
            if (files.contains(relative))
                return true;
        return false;
    }
};

Inventory takeInventory(const QString &dir)
{
    Inventory inv;
    inv.dir = dir;
    const QStringList sections = workspaceSections();
    for (const QString &section : sections) {
        const QDir sub(QDir(dir).filePath(section));
        const QString pattern = QStringLiteral("*.") + sectionExtension(section);
        const QFileInfoList files = sub.entryInfoList({pattern}, QDir::Files | QDir::Readable | QDir::NoDotAndDotDot, QDir::Name);
        QStringList rels;
        for (const QFileInfo &fi : files)
            rels.append(section + QLatin1Char('/') + fi.fileName());
        inv.entries.insert(section, rels);
    }
    return inv;
}

std::optional<QByteArray> readFile(const Inventory &inv, const QString &relative, Diagnostics &problems)
{
    QFile file(QDir(inv.dir).filePath(relative));
    if (!file.open(QIODevice::ReadOnly)) {
        problems.append({inv.display(relative), 1, 1, WorkspaceMessages::tr("cannot read the file: %1").arg(file.errorString())});
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<JsonDocument> readJson(const Inventory &inv, const QString &relative, Diagnostics &problems)
{
    const auto bytes = readFile(inv, relative, problems);
    if (!bytes)
        return std::nullopt;
    return JsonDocument::parse(*bytes, inv.display(relative), problems);
}

// A string that must be one of `ids`; reports an unresolved reference at the value.
void checkReference(ObjectReader &reader, const std::string &pointer, const QString &value, const QStringList &ids,
                    const QString &noun, const QString &folder)
{
    if (!ids.contains(value))
        reader.problemAtValue(pointer,
                              WorkspaceMessages::tr("%1 %2 does not exist (no %3/%4.%5)")
                                  .arg(noun, quoted(value), folder, value, sectionExtension(folder)));
}

void checkReferences(ObjectReader &reader, const char *key, const QStringList &values, const QStringList &ids,
                     const QString &noun, const QString &folder)
{
    for (qsizetype i = 0; i < values.size(); ++i)
        checkReference(reader, JsonDocument::childPointer(reader.pointerOf(key), size_t(i)), values.at(i), ids, noun, folder);
}

std::optional<QString> readLanguage(ObjectReader &reader, const char *key, Need need)
{
    const auto index = reader.choice(key, need, supportedLanguages(), WorkspaceMessages::tr("language"));
    if (!index)
        return std::nullopt;
    return supportedLanguages().at(*index);
}

// A relative path inside the workspace, in `folder`, with `extension`, that exists.
std::optional<QString> readFileReference(ObjectReader &reader, const Inventory &inv, const char *key, Need need,
                                         const QString &folder, const QString &extension, const QString &noun)
{
    const auto path = reader.string(key, need);
    if (!path)
        return std::nullopt;
    const QString clean = QDir::cleanPath(*path);
    if (QDir::isAbsolutePath(*path) || !clean.startsWith(folder + QLatin1Char('/')) || clean.count(QLatin1Char('/')) != 1
        || !clean.endsWith(QLatin1Char('.') + extension)) {
        reader.problemAtValue(
            key,
            WorkspaceMessages::tr("%1 must be a file in the workspace's %2/ folder, like \"%2/name.%3\", not %4")
                .arg(quoted(QString::fromUtf8(key)), folder, extension, quoted(*path)));
        return std::nullopt;
    }
    if (!inv.hasFile(clean)) {
        reader.problemAtValue(key, WorkspaceMessages::tr("%1 file %2 does not exist").arg(noun, quoted(clean)));
        return std::nullopt;
    }
    return clean;
}

// Every item file: parse it, check that it is an object in format 1, set the
// item's id (the file name) and path, let `fill` read the fields, report the
// keys nobody asked for. The item comes back only when its file had no problem.
template<typename T, typename Fill>
std::optional<T> readItem(const Inventory &inv, const QString &rel, const QString &what, Diagnostics &problems, Fill fill)
{
    const auto doc = readJson(inv, rel, problems);
    if (!doc)
        return std::nullopt;
    const qsizetype before = problems.size();
    ObjectReader r(*doc, {}, what, problems);
    if (!r.isObject())
        return std::nullopt;
    T item;
    item.id = QFileInfo(rel).completeBaseName();
    item.path = rel;
    r.requireFormat();
    fill(r, item);
    r.finish();
    if (problems.size() != before)
        return std::nullopt;
    return item;
}

std::optional<Manifest> readManifest(const Inventory &inv, Diagnostics &problems)
{
    const QString rel = QStringLiteral("polygon.json");
    if (!QFileInfo::exists(QDir(inv.dir).filePath(rel))) {
        problems.append(
            {inv.display(rel), 1, 1,
             WorkspaceMessages::tr("the workspace manifest polygon.json is missing; every workspace folder needs one")});
        return std::nullopt;
    }
    const auto doc = readJson(inv, rel, problems);
    if (!doc)
        return std::nullopt;
    const int before = int(problems.size());
    ObjectReader r(*doc, {}, WorkspaceMessages::tr("the workspace manifest"), problems);
    if (!r.isObject())
        return std::nullopt;
    Manifest m;
    r.requireFormat();
    m.name = r.string("name", Need::Required).value_or(QString());
    m.description = r.string("description", Need::Optional, true).value_or(QString());
    if (const auto langs = r.stringList("languages", Need::Required, true)) {
        for (qsizetype i = 0; i < langs->size(); ++i) {
            if (!isSupportedLanguage(langs->at(i)))
                r.problemAtValue(JsonDocument::childPointer(r.pointerOf("languages"), size_t(i)),
                                 WorkspaceMessages::tr("unknown language %1; expected one of: %2")
                                     .arg(quoted(langs->at(i)), supportedLanguages().join(QLatin1String(", "))));
        }
        m.languages = *langs;
    }
    if (const auto agent = r.string("default_agent", Need::Optional)) {
        checkReference(r, r.pointerOf("default_agent"), *agent, inv.ids(QStringLiteral("agents")), WorkspaceMessages::tr("agent"),
                       QStringLiteral("agents"));
        m.defaultAgent = *agent;
    }
    if (const auto rubric = r.choice("rubric", Need::Optional, {QStringLiteral("v1"), QStringLiteral("v2")},
                                     WorkspaceMessages::tr("rubric version")))
        m.rubric = *rubric == 0 ? QStringLiteral("v1") : QStringLiteral("v2");
    if (auto providers = r.object("providers", Need::Optional)) {
        for (const QString &role : Manifest::providerRoles()) {
            const QByteArray key = role.toUtf8();
            if (const auto id = providers->string(key.constData(), Need::Optional)) {
                checkReference(*providers, providers->pointerOf(key.constData()), *id, inv.ids(QStringLiteral("providers")),
                               WorkspaceMessages::tr("provider profile"), QStringLiteral("providers"));
                m.providers.insert(role, *id);
            }
        }
        providers->finish();
    }
    r.finish();
    if (problems.size() != before)
        return std::nullopt;
    return m;
}

std::optional<Agent> readAgent(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<Agent>(inv, rel, WorkspaceMessages::tr("the agent"), problems, [&](ObjectReader &r, Agent &a) {
        a.name = r.string("name", Need::Required).value_or(QString());
        a.description = r.string("description", Need::Optional, true).value_or(QString());
        const auto kind = r.choice("kind", Need::Required, Agent::kindNames(), WorkspaceMessages::tr("agent kind"));
        if (kind)
            a.kind = Agent::Kind(*kind);
        const auto need = [&](Agent::Kind k) { return kind && a.kind == k ? Need::Required : Need::Optional; };
        a.prompt = readFileReference(r, inv, "prompt", need(Agent::Kind::Llm), QStringLiteral("prompts"), QStringLiteral("md"),
                                     WorkspaceMessages::tr("prompt"))
                       .value_or(QString());
        a.flow = readFileReference(r, inv, "flow", need(Agent::Kind::Flow), QStringLiteral("flows"), QStringLiteral("json"),
                                   WorkspaceMessages::tr("flow"))
                     .value_or(QString());
        if (const auto url = r.string("url", need(Agent::Kind::Http))) {
            const QUrl u(*url, QUrl::StrictMode);
            if (!u.isValid() || (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https"))
                || u.host().isEmpty())
                r.problemAtValue(
                    "url", WorkspaceMessages::tr("\"url\" must be an http:// or https:// address, not %1").arg(quoted(*url)));
            a.url = *url;
        }
        if (const auto profile = r.string("profile", Need::Optional)) {
            checkReference(r, r.pointerOf("profile"), *profile, inv.ids(QStringLiteral("providers")),
                           WorkspaceMessages::tr("provider profile"), QStringLiteral("providers"));
            a.profile = *profile;
        }
        if (const auto tools = r.stringList("tools", Need::Optional)) {
            checkReferences(r, "tools", *tools, inv.ids(QStringLiteral("tools")), WorkspaceMessages::tr("tool"),
                            QStringLiteral("tools"));
            a.tools = *tools;
        }
        a.language = readLanguage(r, "language", Need::Optional).value_or(QString());
    });
}

std::optional<Prompt> readPrompt(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    const auto bytes = readFile(inv, rel, problems);
    if (!bytes)
        return std::nullopt;
    const qsizetype bad = firstInvalidUtf8(*bytes);
    if (bad >= 0) {
        const TextPosition pos = positionOfByte(*bytes, bad);
        problems.append({inv.display(rel), pos.line, pos.column,
                         WorkspaceMessages::tr("the prompt is not valid UTF-8 text (byte %1)").arg(bad + 1)});
        return std::nullopt;
    }
    if (bytes->trimmed().isEmpty()) {
        problems.append({inv.display(rel), 1, 1, WorkspaceMessages::tr("the prompt is empty")});
        return std::nullopt;
    }
    Prompt p;
    p.id = QFileInfo(rel).completeBaseName();
    p.path = rel;
    p.bytes = *bytes;
    p.hash = sha256Hex(*bytes);
    return p;
}

std::optional<Persona> readPersona(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<Persona>(inv, rel, WorkspaceMessages::tr("the persona"), problems, [&](ObjectReader &r, Persona &p) {
        p.name = r.string("name", Need::Required).value_or(QString());
        if (const auto type = r.choice("type", Need::Required, Persona::typeNames(), WorkspaceMessages::tr("persona type")))
            p.type = Persona::Type(*type);
        if (const auto outcome
            = r.choice("intended_outcome", Need::Required, Persona::outcomeNames(), WorkspaceMessages::tr("intended outcome")))
            p.intendedOutcome = Persona::Outcome(*outcome);
        p.difficulty = int(r.integer("difficulty", Need::Required, 1, 5).value_or(1));
        p.goal = r.string("goal", Need::Required).value_or(QString());
        if (const Json *truth = r.value("ground_truth", Need::Required)) {
            if (!truth->is_object() || truth->empty()) {
                r.problemAtValue(
                    "ground_truth",
                    WorkspaceMessages::tr("\"ground_truth\" must be an object with at least one fact, not %1")
                        .arg(truth->is_object() ? WorkspaceMessages::tr("an empty object") : ObjectReader::describeType(*truth)));
            } else {
                for (auto it = truth->begin(); it != truth->end(); ++it) {
                    const Json &fact = it.value();
                    if (!fact.is_string() && !fact.is_number() && !fact.is_boolean())
                        r.problemAtValue(JsonDocument::childPointer(r.pointerOf("ground_truth"), it.key()),
                                         WorkspaceMessages::tr("the fact %1 must be a string, a number or true/false, not %2")
                                             .arg(quoted(toQString(it.key())), ObjectReader::describeType(fact)));
                }
                p.groundTruth = *truth;
            }
        }
        p.traits = r.stringList("traits", Need::Optional).value_or(QStringList());
        p.language = readLanguage(r, "language", Need::Optional).value_or(QString());
        if (auto source = r.object("source_prompt", Need::Optional)) {
            if (const auto prompt = source->string("prompt", Need::Required)) {
                checkReference(*source, source->pointerOf("prompt"), *prompt, inv.ids(QStringLiteral("prompts")),
                               WorkspaceMessages::tr("prompt"), QStringLiteral("prompts"));
                p.sourcePrompt = *prompt;
            }
            if (const auto hash = source->string("hash", Need::Required)) {
                static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
                if (!hex.match(*hash).hasMatch())
                    source->problemAtValue("hash",
                                           WorkspaceMessages::tr("\"hash\" must be a SHA-256 in lower-case hex (64 characters)"));
                p.sourcePromptHash = *hash;
            }
            source->finish();
        }
    });
}

std::optional<Scenario> readScenario(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<Scenario>(inv, rel, WorkspaceMessages::tr("the scenario set"), problems, [&](ObjectReader &r, Scenario &s) {
        s.name = r.string("name", Need::Required).value_or(QString());
        s.description = r.string("description", Need::Optional, true).value_or(QString());
        if (const auto personas = r.stringList("personas", Need::Required, true)) {
            checkReferences(r, "personas", *personas, inv.ids(QStringLiteral("personas")), WorkspaceMessages::tr("persona"),
                            QStringLiteral("personas"));
            s.personas = *personas;
        }
        s.repeats = int(r.integer("repeats", Need::Optional, 1, 100).value_or(1));
        s.seed = r.integer("seed", Need::Optional, 0, std::numeric_limits<qint64>::max()).value_or(1);
        s.noise = r.number("noise", Need::Optional, 0.0, 1.0).value_or(0.0);
        s.maxTurns = int(r.integer("max_turns", Need::Optional, 2, 200).value_or(24));
        if (const auto probes = r.stringList("probes", Need::Optional)) {
            checkReferences(r, "probes", *probes, inv.ids(QStringLiteral("probes")), WorkspaceMessages::tr("probe"),
                            QStringLiteral("probes"));
            s.probes = *probes;
        }
        s.forbiddenPhrases = r.stringList("forbidden_phrases", Need::Optional).value_or(QStringList());
    });
}

void checkSchema(ObjectReader &tool, const Json &schema)
{
    const std::string at = tool.pointerOf("parameters");
    if (!schema.is_object()) {
        tool.problemAtValue(
            at,
            WorkspaceMessages::tr("\"parameters\" must be a JSON Schema object, not %1").arg(ObjectReader::describeType(schema)));
        return;
    }
    const auto type = schema.find("type");
    if (type == schema.end() || *type != "object") {
        tool.problemAtValue(type == schema.end() ? at : JsonDocument::childPointer(at, "type"),
                            WorkspaceMessages::tr("the parameters schema must have \"type\": \"object\""));
    }
    const auto props = schema.find("properties");
    if (props != schema.end()) {
        if (!props->is_object()) {
            tool.problemAtValue(JsonDocument::childPointer(at, "properties"),
                                WorkspaceMessages::tr("\"properties\" must be an object of schemas"));
        } else {
            for (auto it = props->begin(); it != props->end(); ++it)
                if (!it.value().is_object())
                    tool.problemAtValue(
                        JsonDocument::childPointer(JsonDocument::childPointer(at, "properties"), it.key()),
                        WorkspaceMessages::tr("the schema of argument %1 must be an object").arg(quoted(toQString(it.key()))));
        }
    }
    // Every regular expression the arguments will be checked with compiles now,
    // not at the first call (where it would fail every call, blamed on the agent).
    for (const SchemaPatternProblem &p : checkSchemaPatterns(schema))
        tool.problemAtValue(at + p.pointer, p.message);
    const auto required = schema.find("required");
    if (required != schema.end()) {
        const std::string reqAt = JsonDocument::childPointer(at, "required");
        if (!required->is_array()) {
            tool.problemAtValue(reqAt, WorkspaceMessages::tr("\"required\" must be an array of argument names"));
        } else {
            for (size_t i = 0; i < required->size(); ++i) {
                const Json &name = (*required)[i];
                if (!name.is_string() || props == schema.end() || !props->is_object()
                    || !props->contains(name.get<std::string>()))
                    tool.problemAtValue(JsonDocument::childPointer(reqAt, i),
                                        WorkspaceMessages::tr("required argument %1 is not among the schema's \"properties\"")
                                            .arg(name.is_string() ? quoted(toQString(name.get<std::string>()))
                                                                  : ObjectReader::describeType(name)));
            }
        }
    }
}

void readBehaviour(ObjectReader &behaviour, ToolStub &t, const Json &parameters)
{
    const auto kind
        = behaviour.choice("kind", Need::Required, ToolStub::behaviourNames(), WorkspaceMessages::tr("tool behaviour"));
    if (kind)
        t.behaviour = ToolStub::Behaviour(*kind);
    const auto needFor = [&](std::initializer_list<ToolStub::Behaviour> kinds) {
        return kind && std::find(kinds.begin(), kinds.end(), t.behaviour) != kinds.end() ? Need::Required : Need::Optional;
    };
    behaviour.value("result", needFor({ToolStub::Behaviour::Fixed, ToolStub::Behaviour::Template}));
    behaviour.value("default", Need::Optional);
    if (const Json *rules = behaviour.value("rules", needFor({ToolStub::Behaviour::Rules}))) {
        if (!rules->is_array() || rules->empty()) {
            behaviour.problemAtValue(
                "rules", WorkspaceMessages::tr("\"rules\" must be a non-empty array of {\"when\", \"result\"} objects"));
        } else {
            for (size_t i = 0; i < rules->size(); ++i) {
                ObjectReader rule = behaviour.child(JsonDocument::childPointer(behaviour.pointerOf("rules"), i),
                                                    WorkspaceMessages::tr("rule %1").arg(i + 1));
                if (!rule.isObject())
                    continue;
                if (const Json *when = rule.value("when", Need::Required); when && !when->is_object())
                    rule.problemAtValue("when", WorkspaceMessages::tr("\"when\" must be an object of argument values to match"));
                rule.value("result", Need::Required);
                rule.finish();
            }
        }
    }
    behaviour.string("collection", needFor({ToolStub::Behaviour::Stateful}));
    behaviour.choice("operation", needFor({ToolStub::Behaviour::Stateful}),
                     {QStringLiteral("create"), QStringLiteral("find"), QStringLiteral("cancel")},
                     WorkspaceMessages::tr("stateful operation"));
    if (const Json *records = behaviour.value("records", Need::Optional)) {
        const bool allObjects
            = records->is_array() && std::all_of(records->begin(), records->end(), [](const Json &j) { return j.is_object(); });
        if (!allObjects)
            behaviour.problemAtValue(
                "records",
                WorkspaceMessages::tr("\"records\" must be an array of objects (the records the collection starts with)"));
        else if (kind && t.behaviour != ToolStub::Behaviour::Stateful)
            behaviour.problemAtValue("records", WorkspaceMessages::tr("only a stateful tool starts with \"records\""));
    }
    if (const auto keys = behaviour.stringList("key", Need::Optional, true)) {
        const auto props = parameters.find("properties");
        for (qsizetype i = 0; i < keys->size(); ++i)
            if (props == parameters.end() || !props->is_object() || !props->contains(toStdString(keys->at(i))))
                behaviour.problemAtValue(
                    JsonDocument::childPointer(behaviour.pointerOf("key"), size_t(i)),
                    WorkspaceMessages::tr("key argument %1 is not among the schema's \"properties\"").arg(quoted(keys->at(i))));
    }
    behaviour.finish();
}

} // namespace

QStringList workspaceSections()
{
    return {QStringLiteral("providers"), QStringLiteral("prompts"),  QStringLiteral("flows"),  QStringLiteral("tools"),
            QStringLiteral("agents"),    QStringLiteral("personas"), QStringLiteral("probes"), QStringLiteral("scenarios")};
}

bool isPromptFile(const QString &root, const QString &path)
{
    if (root.isEmpty() || path.isEmpty())
        return false;
    const QString relative = QDir(root).relativeFilePath(QFileInfo(path).absoluteFilePath());
    const QString section = QStringLiteral("prompts");
    // QDir's name filters (takeInventory) ignore case: so does the extension here.
    return relative.startsWith(section + QLatin1Char('/')) && relative.count(QLatin1Char('/')) == 1
        && relative.endsWith(QLatin1Char('.') + sectionExtension(section), Qt::CaseInsensitive);
}

} // namespace Polygon

namespace Polygon {

namespace {

std::optional<ToolStub> readTool(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<ToolStub>(inv, rel, WorkspaceMessages::tr("the tool stub"), problems, [&](ObjectReader &r, ToolStub &t) {
        static const QRegularExpression toolName(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
        if (!toolName.match(t.id).hasMatch())
            r.problemAtObject(WorkspaceMessages::tr(
                                  "the tool's name %1 (its file name) may only use letters, digits, \"_\" and \"-\" (at most 64)")
                                  .arg(quoted(t.id)));
        t.description = r.string("description", Need::Required).value_or(QString());
        if (const Json *schema = r.value("parameters", Need::Required)) {
            checkSchema(r, *schema);
            t.parameters = *schema;
        }
        if (auto behaviour = r.object("behaviour", Need::Required)) {
            readBehaviour(*behaviour, t, t.parameters);
            t.behaviourSpec = r.document().root().at("behaviour");
        }
        if (auto latency = r.object("latency", Need::Optional)) {
            t.latencyMs = int(latency->integer("ms", Need::Required, 0, 600000).value_or(0));
            t.jitterMs = int(latency->integer("jitter_ms", Need::Optional, 0, 600000).value_or(0));
            latency->finish();
        }
        if (const Json *faults = r.value("faults", Need::Optional)) {
            if (!faults->is_array()) {
                r.problemAtValue("faults",
                                 WorkspaceMessages::tr("\"faults\" must be an array of fault objects, not %1")
                                     .arg(ObjectReader::describeType(*faults)));
            } else {
                for (size_t i = 0; i < faults->size(); ++i) {
                    ObjectReader f = r.child(JsonDocument::childPointer(r.pointerOf("faults"), i),
                                             WorkspaceMessages::tr("fault %1").arg(i + 1));
                    if (!f.isObject())
                        continue;
                    ToolStub::Fault fault;
                    if (const auto kind = f.choice("kind", Need::Required, {QStringLiteral("timeout"), QStringLiteral("error")},
                                                   WorkspaceMessages::tr("fault kind")))
                        fault.kind = *kind == 0 ? ToolStub::Fault::Kind::Timeout : ToolStub::Fault::Kind::Error;
                    const auto onCall = f.integer("on_call", Need::Optional, 1, 1000000);
                    const auto probability = f.number("probability", Need::Optional, 0.0, 1.0);
                    const bool hasOnCall = (*faults)[i].contains("on_call");
                    const bool hasProbability = (*faults)[i].contains("probability");
                    if (hasOnCall == hasProbability)
                        f.problemAtObject(WorkspaceMessages::tr(
                            "a fault needs exactly one of \"on_call\" (the Nth call) or \"probability\" (0 to 1)"));
                    fault.onCall = int(onCall.value_or(0));
                    fault.probability = probability.value_or(0.0);
                    if (const Json *result = f.value("result", Need::Optional)) {
                        if (fault.kind == ToolStub::Fault::Kind::Timeout)
                            f.problemAtValue("result",
                                             WorkspaceMessages::tr("a timeout returns nothing, so it cannot have a \"result\""));
                        fault.result = *result;
                    }
                    f.finish();
                    t.faults.append(fault);
                }
            }
        }
    });
}

std::optional<Probe> readProbe(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<Probe>(inv, rel, WorkspaceMessages::tr("the probe"), problems, [&](ObjectReader &r, Probe &p) {
        p.question = r.string("question", Need::Required).value_or(QString());
        if (const auto polarity = r.choice("polarity", Need::Required, {QStringLiteral("wanted"), QStringLiteral("guardrail")},
                                           WorkspaceMessages::tr("probe polarity")))
            p.polarity = *polarity == 0 ? Probe::Polarity::Wanted : Probe::Polarity::Guardrail;
        p.description = r.string("description", Need::Optional, true).value_or(QString());
        if (const Json *rule = r.value("rule", Need::Optional)) {
            if (const QString problem = probeRuleProblem(*rule); !problem.isEmpty())
                r.problemAtValue("rule", problem);
            else
                p.rule = *rule;
        }
    });
}

std::optional<Profile> readProvider(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    return readItem<Profile>(inv, rel, WorkspaceMessages::tr("the provider profile"), problems, [&](ObjectReader &r, Profile &p) {
        // A key written into a shared, git-tracked file is a leak waiting to
        // happen: refuse it with its own message before the generic unknown-key one.
        for (const char *secret : {"api_key", "apiKey", "key", "token", "authorization"}) {
            if (r.document().root().contains(secret)) {
                r.problemAtValue(
                    secret,
                    WorkspaceMessages::tr("API keys must never be stored in the workspace; remove %1 and name an environment "
                                          "variable with \"api_key_env\" or a keychain entry with \"keychain\"")
                        .arg(quoted(QString::fromUtf8(secret))));
                r.markReported(secret); // not "unknown" too
            }
        }
        p.name = r.string("name", Need::Optional).value_or(p.id);
        if (const auto url = r.string("base_url", Need::Required)) {
            const QUrl u(*url, QUrl::StrictMode);
            if (!u.isValid() || (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https"))
                || u.host().isEmpty())
                r.problemAtValue(
                    "base_url",
                    WorkspaceMessages::tr("\"base_url\" must be an http:// or https:// address, not %1").arg(quoted(*url)));
            else if (!u.userInfo().isEmpty())
                r.problemAtValue("base_url", WorkspaceMessages::tr("\"base_url\" must not carry a user name or password"));
            p.baseUrl = *url;
        }
        p.model = r.string("model", Need::Required).value_or(QString());
        p.apiKeyEnv = r.string("api_key_env", Need::Optional).value_or(QString());
        p.keychain = r.string("keychain", Need::Optional).value_or(QString());
        p.temperature = r.number("temperature", Need::Optional, 0.0, 2.0);
        p.topP = r.number("top_p", Need::Optional, 0.0, 1.0);
        if (const auto maxTokens = r.integer("max_tokens", Need::Optional, 1, 10000000))
            p.maxTokens = int(*maxTokens);
        p.seed = r.integer("seed", Need::Optional, std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
        p.timeoutMs = int(r.integer("timeout_ms", Need::Optional, 1, 3600000).value_or(30000));
        p.concurrency = int(r.integer("concurrency", Need::Optional, 1, 1024).value_or(4));
        p.requestsPerMinute = int(r.integer("requests_per_minute", Need::Optional, 0, 1000000).value_or(0));
        p.inputPricePerMillion = r.number("input_price_per_million", Need::Optional, 0.0, 1.0e6);
        p.outputPricePerMillion = r.number("output_price_per_million", Need::Optional, 0.0, 1.0e6);
    });
}

std::optional<FlowDefinition> readFlow(const Inventory &inv, const QString &rel, Diagnostics &problems)
{
    const auto doc = readJson(inv, rel, problems);
    if (!doc)
        return std::nullopt;
    // The flow agent's own reader: every field it will read, with its type,
    // every regular expression and every reference (docs/flows.md).
    if (!FlowReader::read(*doc, problems))
        return std::nullopt;
    return FlowDefinition {QFileInfo(rel).completeBaseName(), rel, doc->root()};
}

template<typename T, typename Reader>
QList<T> readSection(const Inventory &inv, const QString &section, Reader reader, Diagnostics &problems)
{
    QList<T> items;
    for (const QString &rel : inv.entries.value(section)) {
        if (auto item = reader(inv, rel, problems))
            items.append(std::move(*item));
    }
    return items;
}

} // namespace

WorkspaceLoadResult loadWorkspace(const QString &dir)
{
    WorkspaceLoadResult result;
    const QFileInfo info(dir);
    if (!info.exists() || !info.isDir()) {
        result.problems.append({QDir::cleanPath(dir), 1, 1,
                                info.exists() ? WorkspaceMessages::tr("this is a file, not a workspace folder")
                                              : WorkspaceMessages::tr("the workspace folder does not exist")});
        return result;
    }
    const Inventory inv = takeInventory(dir);
    Diagnostics &problems = result.problems;

    Workspace ws;
    ws.root = info.absoluteFilePath();
    const auto manifest = readManifest(inv, problems);
    ws.providers = readSection<Profile>(inv, QStringLiteral("providers"), readProvider, problems);
    ws.prompts = readSection<Prompt>(inv, QStringLiteral("prompts"), readPrompt, problems);
    ws.flows = readSection<FlowDefinition>(inv, QStringLiteral("flows"), readFlow, problems);
    ws.tools = readSection<ToolStub>(inv, QStringLiteral("tools"), readTool, problems);
    ws.agents = readSection<Agent>(inv, QStringLiteral("agents"), readAgent, problems);
    ws.personas = readSection<Persona>(inv, QStringLiteral("personas"), readPersona, problems);
    ws.probes = readSection<Probe>(inv, QStringLiteral("probes"), readProbe, problems);
    ws.scenarios = readSection<Scenario>(inv, QStringLiteral("scenarios"), readScenario, problems);

    if (!problems.isEmpty() || !manifest) {
        if (manifest)
            ws.manifest = *manifest;
        result.readable = std::move(ws);
        return result;
    }
    ws.manifest = *manifest;
    result.workspace = std::move(ws);
    return result;
}

std::optional<Profile> loadProfileFile(const QString &path, Diagnostics &problems)
{
    const QFileInfo info(path);
    Inventory inv;
    inv.dir = info.path();
    return readProvider(inv, info.fileName(), problems);
}

std::optional<Probe> loadProbeFile(const QString &path, Diagnostics &problems)
{
    const QFileInfo info(path);
    Inventory inv;
    inv.dir = info.path();
    return readProbe(inv, info.fileName(), problems);
}

} // namespace Polygon
