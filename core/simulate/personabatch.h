#pragma once

#include "personagenerator.h"

#include <QHash>
#include <QObject>

#include <memory>
#include <vector>

namespace Polygon {

// Personas written into a workspace from its prompts: new ones generated from
// one prompt (addGeneration) or the stale ones regenerated from the prompts
// they came from (addStale), one PersonaGenerator per prompt on one provider.
// Each persona is written to its file as it arrives (a regenerated one keeps
// its file). `polygon-cli personas generate|regenerate` and the workbench run
// this and only show its signals (docs/personas.md).
class PersonaBatch : public QObject
{
    Q_OBJECT

public:
    PersonaBatch(Workspace workspace, Provider *provider, QObject *parent = nullptr);
    ~PersonaBatch() override;

    // Plans new personas from `prompt`; ids the workspace has are not reused.
    void addGeneration(const Prompt &prompt, const QList<PersonaRequest> &plan);
    // Plans every stale persona, grouped by its source prompt; returns how many.
    int addStale();

    int total() const { return m_total; }
    // Starts every planned generator; finished() follows at once when none was planned.
    void start();
    // Stops the requests still open (each fails as cancelled); written files stay.
    void cancel();

Q_SIGNALS:
    // `persona` is on disk at `persona.path`; `prompt` is the prompt it came from.
    void personaWritten(const Polygon::Persona &persona, const QString &prompt, bool regenerated);
    // A request for a persona from `prompt` failed: `message` names it and says why.
    void personaFailed(const QString &prompt, const QString &message);
    // A persona arrived but its file at `path` could not be written.
    void writeFailed(const QString &path, const QString &error);
    void progress(int done, int total);
    void finished(int failures);

private:
    void add(const Prompt &prompt, const QList<PersonaRequest> &plan, bool regenerating);

    Workspace m_workspace;
    Provider *m_provider;
    struct Part
    {
        std::unique_ptr<PersonaGenerator> generator;
        QList<PersonaRequest> plan;
        bool regenerating = false;
    };
    std::vector<Part> m_parts;
    QHash<QString, QString> m_paths; // regenerated persona id -> its file
    int m_total = 0;
    int m_done = 0;
    int m_failures = 0;
    int m_running = 0;
};

} // namespace Polygon
