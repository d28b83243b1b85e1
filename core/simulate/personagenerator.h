#pragma once

#include "core/llm/llmtypes.h"
#include "core/model/persona.h"
#include "core/model/prompt.h"
#include "core/model/workspace.h"
#include "core/util/json.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

namespace Polygon {

class Provider;
class ProviderReply;

// One persona to generate: what kind of caller, in which language. `id` is set
// when an existing persona is regenerated (it keeps its id and file); empty,
// the generator derives a new id from the generated name (docs/personas.md).
struct PersonaRequest
{
    Persona::Type type = Persona::Type::Cooperative;
    Persona::Outcome outcome = Persona::Outcome::Success;
    int difficulty = 3; // 1..5
    QString language; // a supported language code
    QString id;

    bool operator==(const PersonaRequest &) const = default;
};

// Generates personas from an agent's prompt (SPEC.md R-CALLER): ONE chat
// request per persona with a JSON-schema reply, so one failure does not sink
// the batch. Every persona ends in exactly one of personaReady or
// personaFailed (a wrong reply names the request and what was wrong with it),
// then finished() follows once. Each persona records the prompt's id and hash
// (sourcePrompt, sourcePromptHash): when the prompt changes it is stale.
// Requests go to the provider all at once; the provider keeps its own
// concurrency and rate limits.
class PersonaGenerator : public QObject
{
    Q_OBJECT

public:
    PersonaGenerator(Provider *provider, Prompt prompt, QObject *parent = nullptr);
    ~PersonaGenerator() override;

    // Ids a new persona must not take (the workspace's personas). Ids of
    // regenerated personas (PersonaRequest::id) are used as they are.
    void setTakenIds(const QSet<QString> &ids) { m_takenIds = ids; }

    // Sends one request per plan entry. Does nothing while a run is going.
    // An empty plan finishes at once (progress 0/0, then finished()).
    void start(const QList<PersonaRequest> &plan);
    // Stops the requests still open: each fails with a "cancelled" message,
    // then finished(). Personas already delivered stay delivered.
    void cancel();

    bool isRunning() const { return m_running; }
    int total() const { return int(m_plan.size()); }
    int done() const { return m_done; }
    int failedCount() const { return m_failed; }
    const Prompt &prompt() const { return m_prompt; }

    // The plan for `count` new personas: entry k has type types[k % T],
    // outcome outcomes[(k + k / T) % O], difficulty 1 + k % 5 and language
    // languages[k % L] — with all six types and four outcomes, the first 24
    // entries are the 24 different (type, outcome) pairs. Empty `types` or
    // `outcomes` mean all of them; `languages` must not be empty.
    static QList<PersonaRequest> defaultPlan(int count, const QStringList &languages, QList<Persona::Type> types = {},
                                             QList<Persona::Outcome> outcomes = {});

    // What is sent for request `index` of a plan (exposed for tests and docs).
    static Json responseSchema(const PersonaRequest &request);
    static ChatRequest chatRequest(const Prompt &prompt, const PersonaRequest &request, int index);
    // The seed of a request: the first 8 bytes of SHA-256 over the prompt hash,
    // a 0x1f separator and `key` (the 0-based plan index for a new persona, the
    // persona id when regenerating), big-endian, masked to 31 bits.
    static qint64 seedFor(const QString &promptHash, const QString &key);
    static QString seedKey(const PersonaRequest &request, int index);

    // Checks a structured reply against the request; on success fills `persona`
    // (everything but id and path), otherwise returns why not.
    static QString readReply(const Json &reply, const PersonaRequest &request, Persona &persona);

    // Lower-case ASCII id part of a name: letters transliterated (č → c,
    // ж → zh), every other run of characters one "-"; "persona" when nothing is left.
    static QString slug(const QString &text);

Q_SIGNALS:
    void personaReady(const Polygon::Persona &persona);
    void personaFailed(int index, const QString &message);
    void progress(int done, int total);
    void finished();

private:
    void send(int index);
    void onReply(int index, ProviderReply *reply);
    void settle(int index);
    QString describe(int index) const;
    QString newId(const Persona &persona, int index);

    Provider *m_provider;
    Prompt m_prompt;
    QSet<QString> m_takenIds;
    QList<PersonaRequest> m_plan;
    QList<QPointer<ProviderReply>> m_replies;
    QList<bool> m_settled;
    int m_done = 0;
    int m_failed = 0;
    bool m_running = false;
    bool m_cancelling = false;
};

// Where a persona came from, measured against the workspace's prompts now.
enum class PersonaFreshness {
    HandWritten, // no source prompt: never stale
    Current, // generated from the prompt as it is
    Stale, // its prompt changed since (the hash differs)
    Orphaned, // its prompt no longer exists
};

PersonaFreshness personaFreshness(const Persona &persona, const QList<Prompt> &prompts);
QString personaFreshnessName(PersonaFreshness freshness);

// "Name (type, outcome, difficulty N)", for listings, in the interface language.
QString personaSummary(const Persona &persona); // "hand-written", "current", "stale", "orphaned"

// The personas of `workspace` in that state, in the workspace's (id) order.
QList<Persona> personasIn(const Workspace &workspace, PersonaFreshness freshness);

// The request that regenerates `persona` from its prompt as it is now: same
// id, type, intended outcome, difficulty and language (the workspace's
// default language when the persona has none).
PersonaRequest regenerationRequest(const Persona &persona, const QString &defaultLanguage);

// Writes `persona` to WORKSPACE/personas/ID.json (or its own path when it has
// one) atomically: the old file stays whole until the new one is complete.
bool writePersonaFile(const QString &workspaceRoot, const Persona &persona, QString *error);

} // namespace Polygon
