#pragma once

#include "agent.h"
#include "flow.h"
#include "manifest.h"
#include "persona.h"
#include "probe.h"
#include "profile.h"
#include "prompt.h"
#include "scenario.h"
#include "toolstub.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace Polygon {

// Everything a workspace folder holds, fully validated. Lists are sorted by id.
struct Workspace
{
    QString root; // absolute path of the folder
    Manifest manifest;
    QList<Agent> agents;
    QList<Prompt> prompts;
    QList<Persona> personas;
    QList<Scenario> scenarios;
    QList<ToolStub> tools;
    QList<Probe> probes;
    QList<Profile> providers;
    QList<FlowDefinition> flows;

    const Agent *agent(const QString &id) const;
    const Prompt *prompt(const QString &id) const;
    const Prompt *promptByPath(const QString &path) const;
    const Persona *persona(const QString &id) const;
    const Scenario *scenario(const QString &id) const;
    const ToolStub *tool(const QString &id) const;
    const Probe *probe(const QString &id) const;
    const Profile *provider(const QString &id) const;
    const FlowDefinition *flow(const QString &id) const;

    // Everything but `root` (a copy of a workspace elsewhere compares equal).
    bool sameContent(const Workspace &other) const;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::Workspace)
