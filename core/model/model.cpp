// Names of the model enums as they appear in workspace files, and lookups.
#include "workspace.h"

#include "core/util/hash.h"
#include "core/util/messages.h"

#include <algorithm>

namespace Polygon {

namespace {

template<typename T> const T *findById(const QList<T> &items, const QString &id)
{
    const auto it = std::find_if(items.cbegin(), items.cend(), [&](const T &item) { return item.id == id; });
    return it == items.cend() ? nullptr : &*it;
}

} // namespace

QStringList Manifest::providerRoles()
{
    return {QStringLiteral("agent"),  QStringLiteral("caller"),   QStringLiteral("judge"),
            QStringLiteral("probes"), QStringLiteral("personas"), QStringLiteral("lint")};
}

QStringList Agent::kindNames()
{
    return {QStringLiteral("llm"), QStringLiteral("flow"), QStringLiteral("http")};
}

QString Agent::kindName(Kind kind)
{
    return kindNames().at(int(kind));
}

QStringList Persona::typeNames()
{
    return {QStringLiteral("cooperative"), QStringLiteral("busy"),       QStringLiteral("distrustful"),
            QStringLiteral("confused"),    QStringLiteral("aggressive"), QStringLiteral("talkative")};
}

QString Persona::typeName(Type type)
{
    return typeNames().at(int(type));
}

QStringList Persona::outcomeNames()
{
    return {QStringLiteral("success"), QStringLiteral("refusal"), QStringLiteral("callback"), QStringLiteral("transfer")};
}

QString Persona::outcomeName(Outcome outcome)
{
    return outcomeNames().at(int(outcome));
}

QString Persona::typeTitle(const QString &typeName)
{
    static const char *const titles[]
        = {QT_TRANSLATE_NOOP("WorkspaceMessages", "cooperative"), QT_TRANSLATE_NOOP("WorkspaceMessages", "busy"),
           QT_TRANSLATE_NOOP("WorkspaceMessages", "distrustful"), QT_TRANSLATE_NOOP("WorkspaceMessages", "confused"),
           QT_TRANSLATE_NOOP("WorkspaceMessages", "aggressive"),  QT_TRANSLATE_NOOP("WorkspaceMessages", "talkative")};
    const qsizetype i = typeNames().indexOf(typeName);
    return i < 0 ? typeName : WorkspaceMessages::tr(titles[i]);
}

QString Persona::outcomeTitle(const QString &outcomeName)
{
    static const char *const titles[]
        = {QT_TRANSLATE_NOOP("WorkspaceMessages", "success"), QT_TRANSLATE_NOOP("WorkspaceMessages", "refusal"),
           QT_TRANSLATE_NOOP("WorkspaceMessages", "callback"), QT_TRANSLATE_NOOP("WorkspaceMessages", "transfer")};
    const qsizetype i = outcomeNames().indexOf(outcomeName);
    return i < 0 ? outcomeName : WorkspaceMessages::tr(titles[i]);
}

QStringList ToolStub::behaviourNames()
{
    return {QStringLiteral("fixed"), QStringLiteral("template"), QStringLiteral("rules"), QStringLiteral("stateful")};
}

QString ToolStub::behaviourName(Behaviour behaviour)
{
    return behaviourNames().at(int(behaviour));
}

QString ToolStub::faultKindName(Fault::Kind kind)
{
    return kind == Fault::Kind::Timeout ? QStringLiteral("timeout") : QStringLiteral("error");
}

QString Probe::polarityName(Polarity polarity)
{
    return polarity == Polarity::Wanted ? QStringLiteral("wanted") : QStringLiteral("guardrail");
}

QString Probe::wordingHash() const
{
    return Polygon::wordingHash(question);
}

const Agent *Workspace::agent(const QString &id) const
{
    return findById(agents, id);
}
const Prompt *Workspace::prompt(const QString &id) const
{
    return findById(prompts, id);
}
const Persona *Workspace::persona(const QString &id) const
{
    return findById(personas, id);
}
const Scenario *Workspace::scenario(const QString &id) const
{
    return findById(scenarios, id);
}
const ToolStub *Workspace::tool(const QString &id) const
{
    return findById(tools, id);
}
const Probe *Workspace::probe(const QString &id) const
{
    return findById(probes, id);
}
const Profile *Workspace::provider(const QString &id) const
{
    return findById(providers, id);
}
const FlowDefinition *Workspace::flow(const QString &id) const
{
    return findById(flows, id);
}

const Prompt *Workspace::promptByPath(const QString &path) const
{
    const auto it = std::find_if(prompts.cbegin(), prompts.cend(), [&](const Prompt &p) { return p.path == path; });
    return it == prompts.cend() ? nullptr : &*it;
}

bool Workspace::sameContent(const Workspace &other) const
{
    return manifest == other.manifest && agents == other.agents && prompts == other.prompts && personas == other.personas
        && scenarios == other.scenarios && tools == other.tools && probes == other.probes && providers == other.providers
        && flows == other.flows;
}

} // namespace Polygon
