#include "sweep.h"

#include "core/json/objectreader.h"
#include "core/run/runestimate.h"
#include "core/simulate/prng.h"
#include "core/util/hash.h"
#include "core/util/messages.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace Polygon {

namespace {

// Parameters of the model profile, with the JSON type each value must have.
enum class ValueKind { Number, Integer, String };

struct ProfileField
{
    const char *name;
    ValueKind kind;
    double min;
    double max;
};

constexpr ProfileField kProfileFields[] = {
    {"temperature", ValueKind::Number, 0, 2},
    {"top_p", ValueKind::Number, 0, 1},
    {"max_tokens", ValueKind::Integer, 1, 1e9},
    {"seed", ValueKind::Integer, -9.2e18, 9.2e18},
    {"model", ValueKind::String, 0, 0},
    {"base_url", ValueKind::String, 0, 0},
    {"timeout_ms", ValueKind::Integer, 1, 3600000},
};

const ProfileField *profileField(const QString &name)
{
    for (const ProfileField &f : kProfileFields)
        if (name == QLatin1String(f.name))
            return &f;
    return nullptr;
}

// The canonical text of a JSON value: object keys sorted, so spacing and key
// order do not change a sweep's id.
std::string canonical(const Json &value)
{
    return nlohmann::json::parse(value.dump()).dump();
}

QString shortHash(const std::string &text, int digits)
{
    return sha256Hex(QByteArray(text.data(), qsizetype(text.size()))).left(digits);
}

void readValue(ObjectReader &params, const QString &name, size_t i, const Json &v, std::vector<Json> &out)
{
    const std::string pointer = JsonDocument::childPointer(params.pointerOf(name.toUtf8().constData()), i);
    const auto bad = [&](const QString &message) { params.problemAtValue(pointer, message); };
    ValueKind kind = ValueKind::String;
    double min = 0;
    double max = 0;
    if (name == QLatin1String("noise")) {
        kind = ValueKind::Number;
        max = 1;
    } else if (const ProfileField *f = profileField(name)) {
        kind = f->kind;
        min = f->min;
        max = f->max;
    }
    switch (kind) {
    case ValueKind::String:
        if (!v.is_string() || v.get<std::string>().empty())
            return bad(CompareMessages::tr("%1 values are non-empty text; this is %2").arg(name, ObjectReader::describeType(v)));
        break;
    case ValueKind::Integer:
        if (!v.is_number_integer())
            return bad(CompareMessages::tr("%1 values are whole numbers; this is %2").arg(name, ObjectReader::describeType(v)));
        if (double(v.get<qint64>()) < min || double(v.get<qint64>()) > max)
            return bad(CompareMessages::tr("%1 must be from %2 to %3").arg(name).arg(qint64(min)).arg(qint64(max)));
        break;
    case ValueKind::Number:
        if (!v.is_number())
            return bad(CompareMessages::tr("%1 values are numbers; this is %2").arg(name, ObjectReader::describeType(v)));
        if (v.get<double>() < min || v.get<double>() > max || !std::isfinite(v.get<double>()))
            return bad(CompareMessages::tr("%1 must be from %2 to %3").arg(name).arg(min).arg(max));
        break;
    }
    for (const Json &seen : out)
        if (seen == v)
            return bad(CompareMessages::tr("%1 lists this value twice").arg(name));
    out.push_back(v);
}

} // namespace

QString SweepSpec::id() const
{
    return QStringLiteral("sweep-") + shortHash(canonical(content), 12);
}

QString SweepSpec::modeName(Mode mode)
{
    switch (mode) {
    case Mode::Oat:
        return QStringLiteral("oat");
    case Mode::Grid:
        return QStringLiteral("grid");
    case Mode::Random:
        return QStringLiteral("random");
    }
    return {};
}

QStringList sweepParameterNames()
{
    QStringList names {QStringLiteral("noise"), QStringLiteral("prompt"), QStringLiteral("flow")};
    for (const ProfileField &f : kProfileFields)
        names.append(QString::fromLatin1(f.name));
    return names;
}

std::optional<SweepSpec> readSweepSpec(const JsonDocument &document, Diagnostics &problems)
{
    using Need = ObjectReader::Need;
    const int before = int(problems.size());
    ObjectReader r(document, "", CompareMessages::tr("sweep"), problems);
    if (!r.isObject())
        return std::nullopt;
    SweepSpec spec;
    spec.file = document.file();
    spec.content = document.root();
    r.requireFormat();
    spec.agent = r.string("agent", Need::Required).value_or(QString());
    spec.scenarios = r.string("scenarios", Need::Optional).value_or(QString());
    const QStringList modes {QStringLiteral("oat"), QStringLiteral("grid"), QStringLiteral("random")};
    spec.mode = SweepSpec::Mode(r.choice("mode", Need::Optional, modes, CompareMessages::tr("sweep mode")).value_or(0));
    spec.points = int(r.integer("points", Need::Optional, 1, 10000).value_or(8));
    spec.seed = quint64(r.integer("seed", Need::Optional, 0, std::numeric_limits<qint64>::max()).value_or(1));
    spec.floor = r.number("floor", Need::Optional, 0, 100);
    spec.tokenCap = r.integer("token_cap", Need::Optional, 1, std::numeric_limits<qint64>::max());
    if (const auto repeat = r.integer("repeat", Need::Optional, 1, 1000))
        spec.repeat = int(*repeat);
    if (auto params = r.object("parameters", Need::Required)) {
        const Json &object = *params->json();
        const QStringList known = sweepParameterNames();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString name = toQString(it.key());
            params->markReported(it.key().c_str());
            if (!known.contains(name)) {
                params->problemAtValue(it.key().c_str(),
                                       CompareMessages::tr("unknown sweep parameter \"%1\"; expected one of: %2")
                                           .arg(name, known.join(QLatin1String(", "))));
                continue;
            }
            const Json &values = it.value();
            if (!values.is_array() || values.empty()) {
                params->problemAtValue(it.key().c_str(), CompareMessages::tr("a sweep parameter is a non-empty list of values"));
                continue;
            }
            SweepParameter parameter;
            parameter.name = name;
            for (size_t i = 0; i < values.size(); ++i)
                readValue(*params, name, i, values.at(i), parameter.values);
            spec.parameters.append(parameter);
        }
        if (object.empty())
            params->problemAtObject(CompareMessages::tr("a sweep needs at least one parameter"));
        params->finish();
    }
    r.finish();
    if (int(problems.size()) > before)
        return std::nullopt;
    return spec;
}

QList<SweepPoint> sweepPoints(const SweepSpec &spec)
{
    QList<SweepPoint> points;
    const int n = int(spec.parameters.size());
    const auto add = [&](std::vector<int> choice) {
        SweepPoint p;
        p.index = int(points.size());
        p.choice = std::move(choice);
        points.append(p);
    };
    switch (spec.mode) {
    case SweepSpec::Mode::Oat: {
        add(std::vector<int>(size_t(n), 0));
        for (int i = 0; i < n; ++i)
            for (int v = 1; v < int(spec.parameters.at(i).values.size()); ++v) {
                std::vector<int> choice(size_t(n), 0);
                choice[size_t(i)] = v;
                add(choice);
            }
        break;
    }
    case SweepSpec::Mode::Grid: {
        std::vector<int> choice(size_t(n), 0);
        while (true) {
            add(choice);
            int i = n - 1;
            for (; i >= 0; --i) {
                if (++choice[size_t(i)] < int(spec.parameters.at(i).values.size()))
                    break;
                choice[size_t(i)] = 0;
            }
            if (i < 0)
                break;
        }
        break;
    }
    case SweepSpec::Mode::Random: {
        double combinations = 1;
        for (const SweepParameter &p : spec.parameters)
            combinations *= double(p.values.size());
        const int wanted = int(std::min<double>(spec.points, combinations));
        Prng prng(spec.seed);
        QSet<QString> seen;
        while (points.size() < wanted) {
            std::vector<int> choice(size_t(n), 0);
            QString key;
            for (int i = 0; i < n; ++i) {
                choice[size_t(i)] = int(prng.below(quint64(spec.parameters.at(i).values.size())));
                key += QString::number(choice[size_t(i)]) + QLatin1Char(',');
            }
            if (seen.contains(key))
                continue;
            seen.insert(key);
            add(choice);
        }
        break;
    }
    }
    return points;
}

Json sweepPointParameters(const SweepSpec &spec, const SweepPoint &point)
{
    Json j = Json::object();
    for (int i = 0; i < int(spec.parameters.size()); ++i)
        j[toStdString(spec.parameters.at(i).name)] = spec.parameters.at(i).values.at(size_t(point.choice.at(size_t(i))));
    return j;
}

QString sweepParametersText(const Json &parameters)
{
    QStringList parts;
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        parts.append(QStringLiteral("%1 = %2").arg(toQString(it.key()),
                                                   it.value().is_string() ? toQString(it.value().get<std::string>())
                                                                          : toQString(it.value().dump())));
    return parts.join(QStringLiteral(", "));
}

std::optional<SweepConfiguration> sweepConfiguration(const Workspace &workspace, const SweepSpec &spec, const SweepPoint &point,
                                                     Diagnostics &problems)
{
    const auto problem = [&](const QString &message) {
        problems.append({spec.file, 1, 1, message});
        return std::nullopt;
    };
    const Agent *base = workspace.agent(spec.agent);
    if (!base) {
        QStringList ids;
        for (const Agent &a : workspace.agents)
            ids.append(a.id);
        return problem(CompareMessages::tr("agent: the workspace has no agent \"%1\"; it has: %2")
                           .arg(spec.agent, ids.join(QLatin1String(", "))));
    }
    if (!spec.scenarios.isEmpty() && !workspace.scenario(spec.scenarios))
        return problem(CompareMessages::tr("scenarios: the workspace has no scenario set \"%1\"").arg(spec.scenarios));

    SweepConfiguration c;
    c.workspace = workspace;
    c.parameters = sweepPointParameters(spec, point);
    Agent agent = *base;
    std::optional<Profile> profile;
    const auto needModel = [&](const QString &name) {
        if (base->kind == Agent::Kind::Llm)
            return true;
        problem(CompareMessages::tr("parameters.%1: the agent \"%2\" is a %3 agent; it has no model to set this on")
                    .arg(name, base->id, Agent::kindName(base->kind)));
        return false;
    };
    for (auto it = c.parameters.begin(); it != c.parameters.end(); ++it) {
        const QString name = toQString(it.key());
        const Json &v = it.value();
        if (name == QLatin1String("noise")) {
            c.request.noise = v.get<double>();
        } else if (name == QLatin1String("prompt")) {
            if (!needModel(name))
                return std::nullopt;
            const QString value = toQString(v.get<std::string>());
            const Prompt *p = workspace.promptByPath(value);
            if (!p)
                p = workspace.prompt(value);
            if (!p)
                return problem(CompareMessages::tr("parameters.prompt: the workspace has no prompt \"%1\" (give a path "
                                                   "such as prompts/NAME.md or a prompt id)")
                                   .arg(value));
            agent.prompt = p->path;
        } else if (name == QLatin1String("flow")) {
            if (base->kind != Agent::Kind::Flow)
                return problem(CompareMessages::tr("parameters.flow: the agent \"%1\" is not a flow agent").arg(base->id));
            const QString value = toQString(v.get<std::string>());
            const FlowDefinition *f = nullptr;
            for (const FlowDefinition &flow : workspace.flows)
                if (flow.path == value || flow.id == value)
                    f = &flow;
            if (!f)
                return problem(CompareMessages::tr("parameters.flow: the workspace has no flow \"%1\" (give a path such "
                                                   "as flows/NAME.json or a flow id)")
                                   .arg(value));
            agent.flow = f->path;
        } else {
            if (!needModel(name))
                return std::nullopt;
            if (!profile) {
                const QString id
                    = !base->profile.isEmpty() ? base->profile : workspace.manifest.providers.value(QStringLiteral("agent"));
                const Profile *p = workspace.provider(id);
                if (!p)
                    return problem(CompareMessages::tr("parameters.%1: the agent \"%2\" has no model profile (set "
                                                       "\"profile\" on the agent or \"providers\".\"agent\" in "
                                                       "polygon.json)")
                                       .arg(name, base->id));
                profile = *p;
            }
            if (name == QLatin1String("temperature"))
                profile->temperature = v.get<double>();
            else if (name == QLatin1String("top_p"))
                profile->topP = v.get<double>();
            else if (name == QLatin1String("max_tokens"))
                profile->maxTokens = int(v.get<qint64>());
            else if (name == QLatin1String("seed"))
                profile->seed = v.get<qint64>();
            else if (name == QLatin1String("model"))
                profile->model = toQString(v.get<std::string>());
            else if (name == QLatin1String("base_url"))
                profile->baseUrl = toQString(v.get<std::string>());
            else if (name == QLatin1String("timeout_ms"))
                profile->timeoutMs = int(v.get<qint64>());
        }
    }
    const QString hash = shortHash(canonical(c.parameters), 8);
    if (profile) {
        // The point's own profile: the base profile's key and limits, its parameters.
        profile->id = profile->id + QLatin1Char('@') + hash;
        agent.profile = profile->id;
        c.workspace.providers.append(*profile);
    }
    agent.id = base->id + QLatin1Char('@') + hash;
    agent.name = base->name;
    c.agent = agent.id;
    c.workspace.agents.append(agent);
    c.request.agent = agent.id;
    c.request.scenarioSet = spec.scenarios;
    c.request.repeat = spec.repeat;
    return c;
}

qint64 transcriptTokens(qint64 characters)
{
    return (characters + 3) / 4;
}

qint64 dryTokenEstimate(const SweepConfiguration &configuration, bool offline, bool graded)
{
    if (!offline) {
        std::optional<GradeOptions> grade;
        if (graded)
            grade = GradeOptions {};
        RunRequest request = configuration.request;
        return estimateRun(configuration.workspace, request, grade).tokens();
    }
    RunRequest request = configuration.request;
    request.offline = true;
    const RunEstimate e = estimateRun(configuration.workspace, request, std::nullopt);
    return qint64(e.conversations) * e.maxTurns * kOfflineTokensPerTurn;
}

qint64 nextPointTokenEstimate(const QList<SweepPointResult> &done, qint64 dry)
{
    if (done.isEmpty())
        return dry;
    qint64 sum = 0;
    for (const SweepPointResult &r : done)
        sum += r.tokens;
    return (sum + done.size() - 1) / done.size();
}

QList<SweepPointResult> sweepLeaderboard(QList<SweepPointResult> results)
{
    std::stable_sort(results.begin(), results.end(), [](const SweepPointResult &a, const SweepPointResult &b) {
        if (a.compositeMean.has_value() != b.compositeMean.has_value())
            return a.compositeMean.has_value();
        if (a.compositeMean && *a.compositeMean != *b.compositeMean)
            return *a.compositeMean > *b.compositeMean;
        if (a.spread.has_value() != b.spread.has_value())
            return a.spread.has_value();
        if (a.spread && *a.spread != *b.spread)
            return *a.spread < *b.spread;
        if (a.wallSeconds != b.wallSeconds)
            return a.wallSeconds < b.wallSeconds;
        return a.point < b.point;
    });
    return results;
}

Json sweepRowToJson(const SweepPointResult &row)
{
    const auto number = [](const std::optional<double> &v) { return v ? jsonNumber(std::round(*v * 1000) / 1000) : Json(); };
    Json j = Json::object();
    j["point"] = row.point;
    j["parameters"] = row.parameters;
    j["composite_mean"] = number(row.compositeMean);
    j["spread"] = number(row.spread);
    j["wall_s"] = jsonNumber(std::round(row.wallSeconds * 1000) / 1000);
    j["tokens"] = row.tokens;
    j["run"] = toStdString(row.run);
    j["conversations"] = row.conversations;
    j["scored"] = row.scored;
    return j;
}

} // namespace Polygon
