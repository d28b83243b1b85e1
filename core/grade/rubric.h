#pragma once

#include "core/json/diagnostic.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Polygon {

// A rubric version (resources/rubrics/NAME.json): its criteria and weights,
// its band thresholds and the hard gates it applies. Versions are data: a
// change of weights, criteria, thresholds or gates is a new version, and its
// identity (name + hash of that definition) says so.
struct RubricVersion
{
    struct Criterion
    {
        QString key;
        QString title;
        int weight = 0;
        QString description;
        bool operator==(const Criterion &) const = default;
    };

    // Gate names, as they appear in rubric files and grading output.
    static inline const QString ForbiddenPhraseGate = QStringLiteral("forbidden_phrase");
    static inline const QString SafetyGate = QStringLiteral("safety");
    static inline const QString InvalidToolReplyGate = QStringLiteral("invalid_tool_reply");
    static QStringList knownGates();

    QString name;
    QString description;
    int scaleMin = 1;
    int scaleMax = 5;
    QList<Criterion> criteria;
    double passThreshold = 75;
    double warningThreshold = 50;
    QStringList gates;
    QString hash; // sha256 hex of the normative definition (see identity())

    // "v2@1a2b3c4d5e6f": the name plus the first 12 hex digits of the hash.
    QString identity() const;
    bool appliesGate(const QString &gate) const { return gates.contains(gate); }
    // Index of the criterion with `key`, or -1.
    int criterionIndex(const QString &key) const;
    int totalWeight() const;

    // The rubric versions shipped with Polygon ("v1", "v2"); nullptr for others.
    static const RubricVersion *builtin(const QString &name);
    // A criterion's title for people, in the interface language (the eight
    // criteria of the built-in rubrics); `fallback` for any other key.
    static QString criterionTitle(const QString &key, const QString &fallback);
    // A gate's title for people (the known gates); any other name as it is.
    static QString gateTitle(const QString &gate);
    static QStringList builtinNames();

    // Parses a rubric definition; problems are reported at their position.
    static std::optional<RubricVersion> parse(const QByteArray &json, const QString &file, Diagnostics &problems);
};

// Scores compare only within one rubric version: returns an error sentence
// when `a` and `b` are different versions (different identities), else
// nothing. Every comparison, chart and trend goes through this check.
std::optional<QString> rubricMismatch(const RubricVersion &a, const RubricVersion &b);
// The same check over several results' rubric identities.
std::optional<QString> rubricMismatch(const QStringList &identities);

} // namespace Polygon
