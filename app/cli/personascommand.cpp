// polygon-cli personas: list a workspace's personas with where they came from
// (hand-written, or generated from a prompt version that is current, stale or
// gone), generate new ones from an agent's prompt (one model request per
// persona) and regenerate the stale ones (docs/personas.md).
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/llm/openaiprovider.h"
#include "core/llm/roleprovider.h"
#include "core/simulate/personabatch.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"

#include <QCoreApplication>
#include <QDir>

#include <memory>

namespace Polygon::Cli {

namespace {

std::optional<Workspace> load(const QString &path, Io &io)
{
    WorkspaceLoadResult loaded = loadWorkspace(path);
    if (!loaded.ok()) {
        printProblems(loaded.problems, io);
        return std::nullopt;
    }
    return std::move(loaded.workspace);
}

// The provider for the "personas" role (--provider or the workspace's) with
// its API key, its profile in `profile`; nothing after printing why not.
std::unique_ptr<OpenAiProvider> openPersonasProvider(const Workspace &ws, const QString &option, Profile &profile, Io &io)
{
    Diagnostics problems;
    const auto found = roleProfile(ws, option, QStringLiteral("personas"), problems);
    std::unique_ptr<OpenAiProvider> provider;
    if (found) {
        profile = *found;
        provider = openProfile(profile, QString(), problems);
    }
    printProblems(problems, io);
    return provider;
}

// Runs `batch` to its end, printing each persona as it is written. Returns the failures.
int runBatch(PersonaBatch &batch, Io &io)
{
    int failures = 0;
    QObject scope; // the connections end with this function
    QObject::connect(
        &batch, &PersonaBatch::personaWritten, &scope, [&](const Persona &persona, const QString &prompt, bool regenerated) {
            if (regenerated)
                io.out << QCoreApplication::translate("polygon-cli", "%1: regenerated from %2: %3")
                              .arg(persona.path, prompt, personaSummary(persona))
                       << '\n';
            else
                io.out << QCoreApplication::translate("polygon-cli", "%1: %2").arg(persona.path, personaSummary(persona)) << '\n';
            io.out.flush();
        });
    QObject::connect(&batch, &PersonaBatch::personaFailed, &scope, [&](const QString &prompt, const QString &message) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: failed: %2").arg(prompt, message) << '\n';
    });
    QObject::connect(&batch, &PersonaBatch::writeFailed, &scope, [&](const QString &path, const QString &error) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(path, error) << '\n';
    });
    QObject::connect(&batch, &PersonaBatch::progress, &scope, [&](int done, int total) {
        io.err << QCoreApplication::translate("polygon-cli", "progress: %1 of %2 personas done").arg(done).arg(total) << '\n';
        io.err.flush();
    });
    QObject::connect(&batch, &PersonaBatch::finished, &scope, [&](int f) { failures = f; });
    runUntil(&batch, &PersonaBatch::finished, [&] { batch.start(); });
    return failures;
}

QList<Persona::Type> parseTypes(const QString &value, QString &error)
{
    QList<Persona::Type> out;
    for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto i = Persona::typeNames().indexOf(part.trimmed());
        if (i < 0) {
            error = QCoreApplication::translate("polygon-cli", "unknown persona type \"%1\"; expected some of: %2")
                        .arg(part.trimmed(), Persona::typeNames().join(QLatin1String(", ")));
            return {};
        }
        if (!out.contains(Persona::Type(i)))
            out.append(Persona::Type(i));
    }
    if (out.isEmpty())
        error = QCoreApplication::translate("polygon-cli", "--types needs at least one type");
    return out;
}

QList<Persona::Outcome> parseOutcomes(const QString &value, QString &error)
{
    QList<Persona::Outcome> out;
    for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto i = Persona::outcomeNames().indexOf(part.trimmed());
        if (i < 0) {
            error = QCoreApplication::translate("polygon-cli", "unknown intended outcome \"%1\"; expected some of: %2")
                        .arg(part.trimmed(), Persona::outcomeNames().join(QLatin1String(", ")));
            return {};
        }
        if (!out.contains(Persona::Outcome(i)))
            out.append(Persona::Outcome(i));
    }
    if (out.isEmpty())
        error = QCoreApplication::translate("polygon-cli", "--outcomes needs at least one outcome");
    return out;
}

int runList(const CommandLine &cl, Io &io)
{
    const QStringList &positional = cl.positional();
    if (positional.size() != 1)
        return cl.usageError();
    const auto ws = load(positional.first(), io);
    if (!ws)
        return BadInput;

    QMap<PersonaFreshness, int> counts;
    if (cl.isSet("json")) {
        Json list = Json::array();
        for (const Persona &p : ws->personas) {
            const PersonaFreshness f = personaFreshness(p, ws->prompts);
            ++counts[f];
            Json j = personaToJson(p, PersonaJsonForm::Listing);
            if (p.language.isEmpty())
                j["language"] = toStdString(ws->manifest.languages.value(0));
            j["state"] = toStdString(personaFreshnessName(f));
            list.push_back(j);
        }
        Json out = Json::object();
        out["personas"] = list;
        for (const auto f :
             {PersonaFreshness::HandWritten, PersonaFreshness::Current, PersonaFreshness::Stale, PersonaFreshness::Orphaned})
            out[toStdString(personaFreshnessName(f))] = counts.value(f);
        printJson(out, false, io);
        return Success;
    }

    const QStringList header = {QCoreApplication::translate("polygon-cli", "ID"),
                                QCoreApplication::translate("polygon-cli", "TYPE"),
                                QCoreApplication::translate("polygon-cli", "OUTCOME"),
                                QCoreApplication::translate("polygon-cli", "DIFFICULTY"),
                                QCoreApplication::translate("polygon-cli", "SOURCE PROMPT"),
                                QCoreApplication::translate("polygon-cli", "STATE")};
    QList<QStringList> rows = {header};
    for (const Persona &p : ws->personas) {
        const PersonaFreshness f = personaFreshness(p, ws->prompts);
        ++counts[f];
        rows.append({p.id, Persona::typeName(p.type), Persona::outcomeName(p.intendedOutcome), QString::number(p.difficulty),
                     p.sourcePrompt.isEmpty() ? QStringLiteral("-") : p.sourcePrompt, personaFreshnessName(f)});
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &row : std::as_const(rows))
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
        io.out << line << '\n';
    }
    io.out << QCoreApplication::translate("polygon-cli", "personas: %1 (%2 hand-written, %3 current, %4 stale, %5 orphaned)")
                  .arg(ws->personas.size())
                  .arg(counts.value(PersonaFreshness::HandWritten))
                  .arg(counts.value(PersonaFreshness::Current))
                  .arg(counts.value(PersonaFreshness::Stale))
                  .arg(counts.value(PersonaFreshness::Orphaned))
           << '\n';
    return Success;
}

int runGenerate(const CommandLine &cl, Io &io)
{
    const QString workspacePath = cl.positional().value(1);
    const QString promptId = cl.value("prompt");
    const QString countArg = cl.value("count");
    if (cl.positional().size() != 2 || promptId.isEmpty() || countArg.isEmpty())
        return cl.usageError();
    bool ok = false;
    const int count = countArg.toInt(&ok);
    if (!ok || count < 1 || count > 1000)
        return cl.usageError(QCoreApplication::translate("polygon-cli", "--count needs a whole number from 1 to 1000"));
    QString error;
    const QList<Persona::Type> types = cl.isSet("types") ? parseTypes(cl.value("types"), error) : QList<Persona::Type>();
    if (!error.isEmpty())
        return cl.usageError(error);
    const QList<Persona::Outcome> outcomes
        = cl.isSet("outcomes") ? parseOutcomes(cl.value("outcomes"), error) : QList<Persona::Outcome>();
    if (!error.isEmpty())
        return cl.usageError(error);

    const auto ws = load(workspacePath, io);
    if (!ws)
        return BadInput;
    const Prompt *prompt = ws->prompt(promptId);
    if (!prompt) {
        QStringList ids;
        for (const Prompt &p : ws->prompts)
            ids.append(p.id);
        io.err << QCoreApplication::translate("polygon-cli", "unknown prompt \"%1\"; the workspace has: %2")
                      .arg(promptId, ids.join(QLatin1String(", ")))
               << '\n';
        return BadInput;
    }
    Profile profile;
    const auto provider = openPersonasProvider(*ws, cl.value("provider"), profile, io);
    if (!provider)
        return BadInput;
    PersonaBatch batch(*ws, provider.get());
    batch.addGeneration(*prompt, PersonaGenerator::defaultPlan(count, ws->manifest.languages, types, outcomes));
    io.err << QCoreApplication::translate("polygon-cli",
                                          "personas to generate from %1: %4 (provider %2, model %3), one request each")
                  .arg(prompt->id, profile.id, profile.model)
                  .arg(count)
           << '\n';
    const int failures = runBatch(batch, io);
    io.err << QCoreApplication::translate("polygon-cli", "%1 of %2 personas written, %3 failed")
                  .arg(count - failures)
                  .arg(count)
                  .arg(failures)
           << '\n';
    return failures > 0 ? Failed : Success;
}

int runRegenerate(const CommandLine &cl, Io &io)
{
    if (cl.positional().size() != 2)
        return cl.usageError();
    const QString workspacePath = cl.positional().at(1);
    const auto ws = load(workspacePath, io);
    if (!ws)
        return BadInput;

    for (const Persona &p : personasIn(*ws, PersonaFreshness::Orphaned))
        io.err << QCoreApplication::translate("polygon-cli",
                                              "%1: its prompt \"%2\" no longer exists; it cannot be regenerated (edit or "
                                              "delete it)")
                      .arg(p.path, p.sourcePrompt)
               << '\n';
    const QList<Persona> stale = personasIn(*ws, PersonaFreshness::Stale);
    if (stale.isEmpty()) {
        io.out << QCoreApplication::translate("polygon-cli", "no stale personas") << '\n';
        return Success;
    }
    Profile profile;
    const auto provider = openPersonasProvider(*ws, cl.value("provider"), profile, io);
    if (!provider)
        return BadInput;
    PersonaBatch batch(*ws, provider.get());
    batch.addStale();
    io.err << QCoreApplication::translate("polygon-cli",
                                          "stale personas to regenerate: %3 (provider %1, model %2), one request each")
                  .arg(profile.id, profile.model)
                  .arg(stale.size())
           << '\n';
    const int failures = runBatch(batch, io);
    io.err << QCoreApplication::translate("polygon-cli", "%1 of %2 stale personas regenerated, %3 failed")
                  .arg(stale.size() - failures)
                  .arg(stale.size())
                  .arg(failures)
           << '\n';
    return failures > 0 ? Failed : Success;
}

} // namespace

int runPersonas(const QStringList &args, Io &io)
{
    const QString first = args.value(0);
    const QString verb = first == QLatin1String("generate") || first == QLatin1String("regenerate") ? first : QString();
    const QString generate = QStringLiteral("generate");
    CommandLine cl("personas", io, verb);
    cl.flag("json", QCoreApplication::translate("polygon-cli", "list the personas as JSON"), {QString()});
    cl.option("prompt", "P",
              QCoreApplication::translate("polygon-cli", "generate: the prompt (an id from prompts/) to generate from"),
              {generate});
    cl.option("count", "N", QCoreApplication::translate("polygon-cli", "generate: how many personas, 1 to 1000"), {generate});
    cl.option("provider", "PROFILE",
              QCoreApplication::translate("polygon-cli",
                                          "generate, regenerate: a provider id of the workspace or a profile file "
                                          "(default: the workspace's provider for personas)"),
              {generate, QStringLiteral("regenerate")});
    cl.option("types", "T,U",
              QCoreApplication::translate("polygon-cli", "generate: only these persona types (%1)")
                  .arg(Persona::typeNames().join(QLatin1String(", "))),
              {generate});
    cl.option("outcomes", "O,P",
              QCoreApplication::translate("polygon-cli", "generate: only these intended outcomes (%1)")
                  .arg(Persona::outcomeNames().join(QLatin1String(", "))),
              {generate});
    if (const auto done = cl.parse(args))
        return *done;
    if (verb == generate)
        return runGenerate(cl, io);
    if (!verb.isEmpty())
        return runRegenerate(cl, io);
    return runList(cl, io);
}

} // namespace Polygon::Cli
