#include "personagenerator.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"
#include "core/workspace/workspacewriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QHash>
#include <QTimer>

namespace Polygon {

namespace {

// The text sent to the model is English and never translated: the same
// prompt and seed must make the same request in every locale (the reply is
// written in the persona's language, which the request names).

QString typeGuide(Persona::Type type)
{
    switch (type) {
    case Persona::Type::Cooperative:
        return QStringLiteral("friendly and helpful; answers every question fully and volunteers facts before being asked");
    case Persona::Type::Busy:
        return QStringLiteral("in a hurry; short answers, gives several facts in one breath, impatient when asked twice");
    case Persona::Type::Distrustful:
        return QStringLiteral("suspicious; asks who they are talking to and wants a reason before giving personal details");
    case Persona::Type::Confused:
        return QStringLiteral("mixes things up, corrects themselves, asks for things to be repeated");
    case Persona::Type::Aggressive:
        return QStringLiteral("angry; complains, interrupts, raises their voice, threatens bad reviews");
    case Persona::Type::Talkative:
        return QStringLiteral("chatty; tells stories and sidetracks, has to be brought back to the point");
    }
    return {};
}

QString outcomeGuide(Persona::Outcome outcome)
{
    switch (outcome) {
    case Persona::Outcome::Success:
        return QStringLiteral("the caller wants something this agent can do, and the call should end with it done");
    case Persona::Outcome::Refusal:
        return QStringLiteral("the caller asks for something this agent must decline under its prompt (not offered, "
                              "against its rules or impossible), and the call should end with a polite refusal");
    case Persona::Outcome::Callback:
        return QStringLiteral("the caller cannot settle it now and asks to be called back later, and the call should "
                              "end with a callback arranged");
    case Persona::Outcome::Transfer:
        return QStringLiteral("the caller wants or needs a human (asks for the manager, or has a case the prompt says "
                              "to hand over), and the call should end with a transfer");
    }
    return {};
}

QString languageName(const QString &code)
{
    static const QHash<QString, QString> names = {{QStringLiteral("en"), QStringLiteral("English")},
                                                  {QStringLiteral("ru"), QStringLiteral("Russian")},
                                                  {QStringLiteral("hr"), QStringLiteral("Croatian")},
                                                  {QStringLiteral("bs"), QStringLiteral("Bosnian")}};
    return names.value(code, code);
}

const QString SystemText = QStringLiteral(
    "You write test callers for a phone agent. You read the agent's system prompt and invent ONE realistic person "
    "who phones this agent. Reply with a single JSON object that matches the given schema and nothing else.");

// Russian Cyrillic to Latin for ids (ISO 9-like, ASCII only).
QString transliterate(QChar c)
{
    static const QHash<QChar, QString> table = [] {
        QHash<QChar, QString> t;
        const char16_t *cyr = u"абвгдеёжзийклмнопрстуфхцчшщъыьэюяђјљњћџ";
        const char *lat[]
            = {"a", "b", "v",  "g",  "d",  "e",  "e",    "zh", "z", "i", "y", "k",  "l",  "m",  "n", "o",  "p",  "r", "s", "t",
               "u", "f", "kh", "ts", "ch", "sh", "shch", "",   "y", "",  "e", "yu", "ya", "dj", "j", "lj", "nj", "c", "dz"};
        for (int i = 0; cyr[i]; ++i)
            t.insert(QChar(cyr[i]), QString::fromLatin1(lat[i]));
        t.insert(QChar(u'đ'), QStringLiteral("d"));
        t.insert(QChar(u'ß'), QStringLiteral("ss"));
        t.insert(QChar(u'æ'), QStringLiteral("ae"));
        t.insert(QChar(u'ø'), QStringLiteral("o"));
        t.insert(QChar(u'ł'), QStringLiteral("l"));
        return t;
    }();
    return table.value(c);
}

QString describeJson(const Json &value)
{
    QString text = toQString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
    if (text.size() > 60)
        text = text.left(59) + QChar(0x2026);
    return text;
}

} // namespace

// ------------------------------------------------------------------ PersonaGenerator

PersonaGenerator::PersonaGenerator(Provider *provider, Prompt prompt, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
    , m_prompt(std::move(prompt))
{
}

PersonaGenerator::~PersonaGenerator()
{
    for (const QPointer<ProviderReply> &reply : std::as_const(m_replies)) {
        if (!reply)
            continue;
        disconnect(reply, nullptr, this, nullptr);
        if (!reply->isFinished()) {
            connect(reply, &ProviderReply::finished, reply, &QObject::deleteLater);
            reply->cancel();
        } else {
            reply->deleteLater();
        }
    }
}

QList<PersonaRequest> PersonaGenerator::defaultPlan(int count, const QStringList &languages, QList<Persona::Type> types,
                                                    QList<Persona::Outcome> outcomes)
{
    if (types.isEmpty())
        for (int t = 0; t < Persona::typeNames().size(); ++t)
            types.append(Persona::Type(t));
    if (outcomes.isEmpty())
        for (int o = 0; o < Persona::outcomeNames().size(); ++o)
            outcomes.append(Persona::Outcome(o));
    QList<PersonaRequest> plan;
    if (languages.isEmpty())
        return plan;
    const auto T = int(types.size());
    const auto O = int(outcomes.size());
    for (int k = 0; k < count; ++k) {
        PersonaRequest r;
        r.type = types.at(k % T);
        r.outcome = outcomes.at((k + k / T) % O);
        r.difficulty = 1 + k % 5;
        r.language = languages.at(k % languages.size());
        plan.append(r);
    }
    return plan;
}

Json PersonaGenerator::responseSchema(const PersonaRequest &request)
{
    const Json text = {{"type", "string"}, {"minLength", 1}};
    Json properties = Json::object();
    properties["name"] = text;
    properties["type"] = {{"type", "string"}, {"enum", Json::array({toStdString(Persona::typeName(request.type))})}};
    properties["intended_outcome"]
        = {{"type", "string"}, {"enum", Json::array({toStdString(Persona::outcomeName(request.outcome))})}};
    properties["difficulty"] = {{"type", "integer"}, {"enum", Json::array({request.difficulty})}};
    properties["goal"] = text;
    properties["ground_truth"] = {{"type", "object"},
                                  {"minProperties", 1},
                                  {"additionalProperties", {{"type", Json::array({"string", "number", "boolean"})}}}};
    properties["traits"] = {{"type", "array"}, {"items", text}};
    properties["language"] = {{"type", "string"}, {"enum", Json::array({toStdString(request.language)})}};
    Json required = Json::array();
    for (auto it = properties.begin(); it != properties.end(); ++it)
        required.push_back(it.key());
    return {{"type", "object"}, {"properties", properties}, {"required", required}, {"additionalProperties", false}};
}

ChatRequest PersonaGenerator::chatRequest(const Prompt &prompt, const PersonaRequest &request, int index)
{
    QString user;
    user += QStringLiteral("The agent's system prompt, between the lines <<<PROMPT and PROMPT>>>:\n\n<<<PROMPT\n");
    user += prompt.text();
    if (!user.endsWith(QLatin1Char('\n')))
        user += QLatin1Char('\n');
    user += QStringLiteral("PROMPT>>>\n\n");
    user += QStringLiteral("Write one caller who phones this agent:\n");
    user += QStringLiteral("- type: %1 (%2)\n").arg(Persona::typeName(request.type), typeGuide(request.type));
    user += QStringLiteral("- intended_outcome: %1 (%2)\n")
                .arg(Persona::outcomeName(request.outcome), outcomeGuide(request.outcome));
    user += QStringLiteral("- difficulty: %1 (1 = an easy call for the agent, 5 = the hardest)\n").arg(request.difficulty);
    user += QStringLiteral("- language: %1 (the caller speaks %2; write the name, goal, facts and traits in %2)\n")
                .arg(request.language, languageName(request.language));
    user += QStringLiteral(
        "\nFields:\n"
        "- name: the caller's full name, usual for the language.\n"
        "- goal: what the caller wants from this call, in one sentence.\n"
        "- ground_truth: the facts the caller knows and can give when asked, and nothing else; only facts that matter "
        "for what this agent handles. When a fact is one of these, use its key: party_size (number of people, an "
        "integer), date (YYYY-MM-DD), time (HH:MM, 24-hour), name, phone, existing_booking_ref, occasion, allergy. "
        "Other facts get short snake_case keys. Values are strings, numbers or true/false.\n"
        "- traits: two to four short speech habits that show the caller's type on the phone.\n"
        "- type, intended_outcome, difficulty and language: exactly as given above.\n");

    ChatRequest r;
    r.messages = {ChatMessage::system(SystemText), ChatMessage::user(user)};
    r.jsonSchema = responseSchema(request);
    r.schemaName = QStringLiteral("persona");
    r.seed = seedFor(prompt.hash, seedKey(request, index));
    r.conversation = QStringLiteral("personas/") + prompt.id;
    return r;
}

qint64 PersonaGenerator::seedFor(const QString &promptHash, const QString &key)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(promptHash.toUtf8());
    h.addData(QByteArrayView("\x1f", 1));
    h.addData(key.toUtf8());
    const QByteArray d = h.result();
    quint64 seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | quint8(d.at(i));
    return qint64(seed & 0x7fffffffu);
}

QString PersonaGenerator::seedKey(const PersonaRequest &request, int index)
{
    return request.id.isEmpty() ? QString::number(index) : request.id;
}

QString PersonaGenerator::readReply(const Json &reply, const PersonaRequest &request, Persona &persona)
{
    if (!reply.is_object())
        return tr("the reply is not a JSON object but %1").arg(describeJson(reply));
    QStringList problems;
    const auto text = [&](const char *key, QString &target) {
        const auto it = reply.find(key);
        if (it == reply.end())
            problems.append(tr("the reply has no \"%1\"").arg(QLatin1String(key)));
        else if (!it->is_string())
            problems.append(tr("\"%1\" must be a string, not %2").arg(QLatin1String(key), describeJson(*it)));
        else if ((target = toQString(it->get<std::string>()).trimmed()).isEmpty())
            problems.append(tr("\"%1\" is empty").arg(QLatin1String(key)));
    };
    const auto pinned = [&](const char *key, const Json &expected, const QString &meaning) {
        const auto it = reply.find(key);
        if (it == reply.end())
            problems.append(tr("the reply has no \"%1\"").arg(QLatin1String(key)));
        else if (!sameJson(*it, expected) || it->is_boolean())
            problems.append(
                tr("\"%1\" must be %2 (%3), not %4").arg(QLatin1String(key), describeJson(expected), meaning, describeJson(*it)));
    };

    text("name", persona.name);
    pinned("type", toStdString(Persona::typeName(request.type)), tr("the type asked for"));
    pinned("intended_outcome", toStdString(Persona::outcomeName(request.outcome)), tr("the outcome asked for"));
    pinned("difficulty", request.difficulty, tr("the difficulty asked for"));
    text("goal", persona.goal);
    if (const auto truth = reply.find("ground_truth"); truth == reply.end()) {
        problems.append(tr("the reply has no \"%1\"").arg(QStringLiteral("ground_truth")));
    } else if (!truth->is_object() || truth->empty()) {
        problems.append(tr("\"ground_truth\" must be an object with at least one fact, not %1").arg(describeJson(*truth)));
    } else {
        for (auto it = truth->begin(); it != truth->end(); ++it) {
            const Json &fact = it.value();
            if (!fact.is_string() && !fact.is_number() && !fact.is_boolean())
                problems.append(tr("the fact \"%1\" must be a string, a number or true/false, not %2")
                                    .arg(toQString(it.key()), describeJson(fact)));
        }
        persona.groundTruth = *truth;
    }
    persona.traits.clear();
    if (const auto traits = reply.find("traits"); traits == reply.end()) {
        problems.append(tr("the reply has no \"%1\"").arg(QStringLiteral("traits")));
    } else if (!traits->is_array()) {
        problems.append(tr("\"traits\" must be an array of strings, not %1").arg(describeJson(*traits)));
    } else {
        for (const Json &t : *traits) {
            if (!t.is_string()) {
                problems.append(tr("\"traits\" must be an array of strings, not %1").arg(describeJson(*traits)));
                break;
            }
            if (const QString trait = toQString(t.get<std::string>()).trimmed(); !trait.isEmpty())
                persona.traits.append(trait);
        }
    }
    pinned("language", toStdString(request.language), tr("the language asked for"));
    static const QStringList known = {QStringLiteral("name"),       QStringLiteral("type"),    QStringLiteral("intended_outcome"),
                                      QStringLiteral("difficulty"), QStringLiteral("goal"),    QStringLiteral("ground_truth"),
                                      QStringLiteral("traits"),     QStringLiteral("language")};
    for (auto it = reply.begin(); it != reply.end(); ++it)
        if (!known.contains(toQString(it.key())))
            problems.append(tr("the reply has an unexpected key \"%1\"").arg(toQString(it.key())));
    if (!problems.isEmpty())
        return problems.join(QStringLiteral("; "));
    persona.type = request.type;
    persona.intendedOutcome = request.outcome;
    persona.difficulty = request.difficulty;
    persona.language = request.language;
    return {};
}

QString PersonaGenerator::slug(const QString &text)
{
    QString out;
    bool dash = false;
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        const QChar lower = c.toLower();
        QString piece;
        if ((lower >= QLatin1Char('a') && lower <= QLatin1Char('z')) || (lower >= QLatin1Char('0') && lower <= QLatin1Char('9')))
            piece = lower;
        else
            piece = transliterate(lower);
        if (piece.isEmpty()) {
            // Soft and hard signs vanish; every other character separates words.
            if (lower != QChar(u'ь') && lower != QChar(u'ъ'))
                dash = !out.isEmpty();
            continue;
        }
        if (dash)
            out += QLatin1Char('-');
        dash = false;
        out += piece;
    }
    return out.isEmpty() ? QStringLiteral("persona") : out;
}

void PersonaGenerator::start(const QList<PersonaRequest> &plan)
{
    if (m_running)
        return;
    m_plan = plan;
    m_replies = QList<QPointer<ProviderReply>>(plan.size());
    m_settled = QList<bool>(plan.size(), false);
    m_done = 0;
    m_failed = 0;
    m_cancelling = false;
    m_running = true;
    Q_EMIT progress(0, total());
    if (plan.isEmpty()) {
        m_running = false;
        Q_EMIT finished();
        return;
    }
    for (int i = 0; i < plan.size() && m_running && !m_cancelling; ++i)
        send(i);
}

void PersonaGenerator::send(int index)
{
    ProviderReply *reply = m_provider->chat(chatRequest(m_prompt, m_plan.at(index), index));
    m_replies[index] = reply;
    if (reply->isFinished()) {
        QTimer::singleShot(0, this, [this, index, reply] { onReply(index, reply); });
        return;
    }
    connect(reply, &ProviderReply::finished, this, [this, index, reply] { onReply(index, reply); });
}

QString PersonaGenerator::describe(int index) const
{
    const PersonaRequest &r = m_plan.at(index);
    return tr("persona request %1 of %2 (%3, %4, difficulty %5, %6, seed %7)")
        .arg(index + 1)
        .arg(m_plan.size())
        .arg(Persona::typeName(r.type), Persona::outcomeName(r.outcome))
        .arg(r.difficulty)
        .arg(r.language)
        .arg(seedFor(m_prompt.hash, seedKey(r, index)));
}

QString PersonaGenerator::newId(const Persona &persona, int index)
{
    const QString firstName = persona.name.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const QString base
        = Persona::typeName(persona.type) + QLatin1Char('-') + slug(firstName) + QLatin1Char('-') + QString::number(index + 1);
    QString id = base;
    for (int n = 2; m_takenIds.contains(id); ++n)
        id = base + QLatin1Char('-') + QString::number(n);
    return id;
}

void PersonaGenerator::onReply(int index, ProviderReply *reply)
{
    reply->deleteLater();
    if (index >= m_settled.size() || m_settled.at(index))
        return; // cancelled before the answer came
    m_replies[index] = nullptr;
    if (reply->failed()) {
        ++m_failed;
        Q_EMIT personaFailed(index, describe(index) + QLatin1String(": ") + reply->error()->toString());
        settle(index);
        return;
    }
    const PersonaRequest &request = m_plan.at(index);
    Persona persona;
    if (const QString why = readReply(reply->chat().structured, request, persona); !why.isEmpty()) {
        ++m_failed;
        Q_EMIT personaFailed(index, describe(index) + QLatin1String(": ") + why);
        settle(index);
        return;
    }
    persona.id = request.id.isEmpty() ? newId(persona, index) : request.id;
    m_takenIds.insert(persona.id);
    persona.path = QStringLiteral("personas/") + persona.id + QStringLiteral(".json");
    persona.sourcePrompt = m_prompt.id;
    persona.sourcePromptHash = m_prompt.hash;
    Q_EMIT personaReady(persona);
    settle(index);
}

void PersonaGenerator::settle(int index)
{
    m_settled[index] = true;
    ++m_done;
    Q_EMIT progress(m_done, total());
    if (m_done == total()) {
        m_running = false;
        Q_EMIT finished();
    }
}

void PersonaGenerator::cancel()
{
    if (!m_running || m_cancelling)
        return;
    m_cancelling = true;
    for (int i = 0; i < m_plan.size(); ++i) {
        if (m_settled.at(i))
            continue;
        if (const QPointer<ProviderReply> reply = m_replies.at(i)) {
            disconnect(reply, nullptr, this, nullptr);
            connect(reply, &ProviderReply::finished, reply, &QObject::deleteLater);
            if (!reply->isFinished())
                reply->cancel();
            m_replies[i] = nullptr;
        }
        ++m_failed;
        Q_EMIT personaFailed(i, describe(i) + QLatin1String(": ") + tr("cancelled"));
        settle(i);
    }
}

// ------------------------------------------------------------------ freshness

PersonaFreshness personaFreshness(const Persona &persona, const QList<Prompt> &prompts)
{
    if (persona.sourcePrompt.isEmpty())
        return PersonaFreshness::HandWritten;
    for (const Prompt &p : prompts)
        if (p.id == persona.sourcePrompt)
            return p.hash == persona.sourcePromptHash ? PersonaFreshness::Current : PersonaFreshness::Stale;
    return PersonaFreshness::Orphaned;
}

QString personaFreshnessName(PersonaFreshness freshness)
{
    switch (freshness) {
    case PersonaFreshness::HandWritten:
        return QStringLiteral("hand-written");
    case PersonaFreshness::Current:
        return QStringLiteral("current");
    case PersonaFreshness::Stale:
        return QStringLiteral("stale");
    case PersonaFreshness::Orphaned:
        return QStringLiteral("orphaned");
    }
    return {};
}

QString personaSummary(const Persona &persona)
{
    return WorkspaceMessages::tr("%1 (%2, %3, difficulty %4)")
        .arg(persona.name, Persona::typeName(persona.type), Persona::outcomeName(persona.intendedOutcome))
        .arg(persona.difficulty);
}

QList<Persona> personasIn(const Workspace &workspace, PersonaFreshness freshness)
{
    QList<Persona> out;
    for (const Persona &p : workspace.personas)
        if (personaFreshness(p, workspace.prompts) == freshness)
            out.append(p);
    return out;
}

PersonaRequest regenerationRequest(const Persona &persona, const QString &defaultLanguage)
{
    PersonaRequest r;
    r.type = persona.type;
    r.outcome = persona.intendedOutcome;
    r.difficulty = persona.difficulty;
    r.language = persona.language.isEmpty() ? defaultLanguage : persona.language;
    r.id = persona.id;
    return r;
}

bool writePersonaFile(const QString &workspaceRoot, const Persona &persona, QString *error)
{
    const QString rel
        = persona.path.isEmpty() ? QStringLiteral("personas/") + persona.id + QStringLiteral(".json") : persona.path;
    return writeFileAtomically(QDir(workspaceRoot).filePath(rel), toFileBytes(personaToJson(persona)), error);
}

} // namespace Polygon
