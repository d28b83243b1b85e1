#include "personabatch.h"

#include <QDir>

namespace Polygon {

PersonaBatch::PersonaBatch(Workspace workspace, Provider *provider, QObject *parent)
    : QObject(parent)
    , m_workspace(std::move(workspace))
    , m_provider(provider)
{
}

PersonaBatch::~PersonaBatch() = default;

void PersonaBatch::addGeneration(const Prompt &prompt, const QList<PersonaRequest> &plan)
{
    add(prompt, plan, false);
}

int PersonaBatch::addStale()
{
    const QList<Persona> stale = personasIn(m_workspace, PersonaFreshness::Stale);
    const QString defaultLanguage = m_workspace.manifest.languages.value(0);
    for (const Prompt &prompt : m_workspace.prompts) {
        QList<PersonaRequest> plan;
        for (const Persona &p : stale) {
            if (p.sourcePrompt != prompt.id)
                continue;
            plan.append(regenerationRequest(p, defaultLanguage));
            m_paths.insert(p.id, p.path);
        }
        if (!plan.isEmpty())
            add(prompt, plan, true);
    }
    return int(stale.size());
}

void PersonaBatch::add(const Prompt &prompt, const QList<PersonaRequest> &plan, bool regenerating)
{
    Part part;
    part.generator = std::make_unique<PersonaGenerator>(m_provider, prompt);
    part.plan = plan;
    part.regenerating = regenerating;
    PersonaGenerator *gen = part.generator.get();
    QSet<QString> taken;
    for (const Persona &p : std::as_const(m_workspace.personas))
        taken.insert(p.id);
    gen->setTakenIds(taken);
    m_total += int(plan.size());

    connect(gen, &PersonaGenerator::personaReady, this, [this, gen, regenerating](const Persona &generated) {
        Persona persona = generated;
        if (const auto it = m_paths.constFind(persona.id); it != m_paths.constEnd())
            persona.path = *it;
        QString error;
        if (!writePersonaFile(m_workspace.root, persona, &error)) {
            ++m_failures;
            Q_EMIT writeFailed(QDir(m_workspace.root).filePath(persona.path), error);
            return;
        }
        Q_EMIT personaWritten(persona, gen->prompt().id, regenerating);
    });
    connect(gen, &PersonaGenerator::personaFailed, this, [this, gen](int, const QString &message) {
        ++m_failures;
        Q_EMIT personaFailed(gen->prompt().id, message);
    });
    connect(gen, &PersonaGenerator::progress, this, [this](int done, int) {
        if (done == 0)
            return;
        ++m_done;
        Q_EMIT progress(m_done, m_total);
    });
    connect(gen, &PersonaGenerator::finished, this, [this] {
        if (--m_running == 0)
            Q_EMIT finished(m_failures);
    });
    m_parts.push_back(std::move(part));
}

void PersonaBatch::start()
{
    m_running = int(m_parts.size());
    if (m_running == 0) {
        Q_EMIT finished(0);
        return;
    }
    for (const Part &part : m_parts)
        part.generator->start(part.plan);
}

void PersonaBatch::cancel()
{
    for (const Part &part : m_parts)
        part.generator->cancel();
}

} // namespace Polygon
