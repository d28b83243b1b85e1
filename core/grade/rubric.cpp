#include "rubric.h"

#include <QCoreApplication>

#include "core/json/objectreader.h"
#include "core/util/hash.h"
#include "core/util/json.h"
#include "core/util/messages.h"

#include <QFile>
#include <QSet>

#include <map>

namespace Polygon {

using Need = ObjectReader::Need;

QStringList RubricVersion::knownGates()
{
    return {ForbiddenPhraseGate, SafetyGate, InvalidToolReplyGate};
}

QString RubricVersion::identity() const
{
    return name + QLatin1Char('@') + hash.left(12);
}

int RubricVersion::criterionIndex(const QString &key) const
{
    for (int i = 0; i < criteria.size(); ++i)
        if (criteria.at(i).key == key)
            return i;
    return -1;
}

int RubricVersion::totalWeight() const
{
    int total = 0;
    for (const Criterion &c : criteria)
        total += c.weight;
    return total;
}

std::optional<RubricVersion> RubricVersion::parse(const QByteArray &json, const QString &file, Diagnostics &problems)
{
    const auto doc = JsonDocument::parse(json, file, problems);
    if (!doc)
        return std::nullopt;
    const qsizetype before = problems.size();
    ObjectReader r(*doc, {}, WorkspaceMessages::tr("the rubric"), problems);
    if (!r.isObject())
        return std::nullopt;
    RubricVersion rubric;
    r.requireFormat();
    rubric.name = r.string("name", Need::Required).value_or(QString());
    rubric.description = r.string("description", Need::Optional, true).value_or(QString());
    if (auto scale = r.object("scale", Need::Required)) {
        rubric.scaleMin = int(scale->integer("min", Need::Required, 0, 100).value_or(1));
        rubric.scaleMax = int(scale->integer("max", Need::Required, 1, 100).value_or(5));
        if (rubric.scaleMax <= rubric.scaleMin)
            scale->problemAtObject(WorkspaceMessages::tr("the scale's \"max\" must be greater than its \"min\""));
        scale->finish();
    }
    if (const Json *criteria = r.value("criteria", Need::Required)) {
        if (!criteria->is_array() || criteria->empty()) {
            r.problemAtValue("criteria", WorkspaceMessages::tr("\"criteria\" must be a non-empty array of criteria"));
        } else {
            QSet<QString> keys;
            for (size_t i = 0; i < criteria->size(); ++i) {
                ObjectReader c = r.child(JsonDocument::childPointer(r.pointerOf("criteria"), i),
                                         WorkspaceMessages::tr("criterion %1").arg(i + 1));
                if (!c.isObject())
                    continue;
                Criterion criterion;
                criterion.key = c.string("key", Need::Required).value_or(QString());
                criterion.title = c.string("title", Need::Required).value_or(QString());
                criterion.weight = int(c.integer("weight", Need::Required, 0, 1000).value_or(0));
                criterion.description = c.string("description", Need::Optional, true).value_or(QString());
                if (!criterion.key.isEmpty() && keys.contains(criterion.key))
                    c.problemAtValue("key", WorkspaceMessages::tr("the criterion \"%1\" is defined twice").arg(criterion.key));
                keys.insert(criterion.key);
                c.finish();
                rubric.criteria.append(criterion);
            }
        }
    }
    if (auto thresholds = r.object("thresholds", Need::Required)) {
        rubric.passThreshold = thresholds->number("pass", Need::Required, 0, 100).value_or(75);
        rubric.warningThreshold = thresholds->number("warning", Need::Required, 0, 100).value_or(50);
        if (rubric.warningThreshold > rubric.passThreshold)
            thresholds->problemAtObject(
                WorkspaceMessages::tr("the \"warning\" threshold must not be above the \"pass\" threshold"));
        thresholds->finish();
    }
    if (const auto gates = r.stringList("gates", Need::Required)) {
        for (qsizetype i = 0; i < gates->size(); ++i)
            if (!knownGates().contains(gates->at(i)))
                r.problemAtValue(JsonDocument::childPointer(r.pointerOf("gates"), size_t(i)),
                                 WorkspaceMessages::tr("unknown gate \"%1\"; expected one of: %2")
                                     .arg(gates->at(i), knownGates().join(QLatin1String(", "))));
        rubric.gates = *gates;
    }
    r.finish();
    if (problems.size() != before)
        return std::nullopt;

    // The identity covers what changes a score or a verdict, not the prose:
    // rewording a description keeps the version, a new weight makes a new one.
    Json normative = Json::object();
    normative["name"] = toStdString(rubric.name);
    normative["scale"] = {rubric.scaleMin, rubric.scaleMax};
    Json criteria = Json::array();
    for (const Criterion &c : std::as_const(rubric.criteria))
        criteria.push_back({toStdString(c.key), c.weight});
    normative["criteria"] = criteria;
    normative["thresholds"] = {rubric.passThreshold, rubric.warningThreshold};
    Json gates = Json::array();
    for (const QString &g : std::as_const(rubric.gates))
        gates.push_back(toStdString(g));
    normative["gates"] = gates;
    const std::string canonical = normative.dump();
    rubric.hash = sha256Hex(QByteArray(canonical.data(), qsizetype(canonical.size())));
    return rubric;
}

QStringList RubricVersion::builtinNames()
{
    return {QStringLiteral("v1"), QStringLiteral("v2")};
}

const RubricVersion *RubricVersion::builtin(const QString &name)
{
    // Parsed once from the resources compiled into core; never changes after.
    static const std::map<QString, RubricVersion> versions = [] {
        std::map<QString, RubricVersion> out;
        for (const QString &n : builtinNames()) {
            QFile file(QStringLiteral(":/rubrics/") + n + QStringLiteral(".json"));
            if (!file.open(QIODevice::ReadOnly))
                qFatal("rubric %s is missing from the resources", qPrintable(n));
            Diagnostics problems;
            const auto rubric = parse(file.readAll(), file.fileName(), problems);
            if (!rubric)
                qFatal("built-in rubric %s is invalid: %s", qPrintable(n), qPrintable(problems.value(0).toString()));
            out.emplace(n, *rubric);
        }
        return out;
    }();
    const auto it = versions.find(name);
    return it == versions.end() ? nullptr : &it->second;
}

std::optional<QString> rubricMismatch(const RubricVersion &a, const RubricVersion &b)
{
    return rubricMismatch(QStringList {a.identity(), b.identity()});
}

std::optional<QString> rubricMismatch(const QStringList &identities)
{
    for (const QString &identity : identities) {
        if (identity != identities.first())
            return WorkspaceMessages::tr("scores of rubric %1 and rubric %2 cannot be compared: scores compare only within one "
                                         "rubric version")
                .arg(identities.first(), identity);
    }
    return std::nullopt;
}

QString RubricVersion::criterionTitle(const QString &key, const QString &fallback)
{
    static const std::pair<const char *, const char *> titles[] = {
        {"goal_completion", QT_TRANSLATE_NOOP("Polygon::Rubric", "Goal completion")},
        {"instruction_adherence", QT_TRANSLATE_NOOP("Polygon::Rubric", "Instruction adherence")},
        {"tool_use_quality", QT_TRANSLATE_NOOP("Polygon::Rubric", "Tool use quality")},
        {"factuality", QT_TRANSLATE_NOOP("Polygon::Rubric", "Factuality")},
        {"dialogue_quality", QT_TRANSLATE_NOOP("Polygon::Rubric", "Dialogue quality")},
        {"robustness", QT_TRANSLATE_NOOP("Polygon::Rubric", "Robustness")},
        {"safety_compliance", QT_TRANSLATE_NOOP("Polygon::Rubric", "Safety compliance")},
        {"persona_and_tone", QT_TRANSLATE_NOOP("Polygon::Rubric", "Persona and tone")},
    };
    for (const auto &[k, title] : titles)
        if (key == QLatin1String(k))
            return QCoreApplication::translate("Polygon::Rubric", title);
    return fallback;
}

QString RubricVersion::gateTitle(const QString &gate)
{
    if (gate == ForbiddenPhraseGate)
        return QCoreApplication::translate("Polygon::Rubric", "forbidden phrase");
    if (gate == SafetyGate)
        return QCoreApplication::translate("Polygon::Rubric", "safety");
    if (gate == InvalidToolReplyGate)
        return QCoreApplication::translate("Polygon::Rubric", "invalid tool reply");
    return gate;
}

} // namespace Polygon
