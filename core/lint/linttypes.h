#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace Polygon::Lint {

// The five axes of prompt analysis (SPEC R-LINT); a score 0..1 each, higher is worse.
enum class Axis { Overload, AttentionDilution, Conflict, Ambiguity, Redundancy };
inline constexpr int kAxisCount = 5;

// "overload", "attention_dilution", "conflict", "ambiguity", "redundancy" (FORMATS.md §9).
QString axisName(Axis axis);
std::optional<Axis> axisFromName(const QString &name);

enum class Severity { Info, Warning, Error };
QString severityName(Severity severity); // "info", "warning", "error"

// A stretch of the prompt text. Offsets are UTF-16 indices into the QString
// of the prompt (what QTextDocument uses); FORMATS.md §9 output converts them
// to Unicode code points.
struct TextRange
{
    qsizetype start = 0;
    qsizetype length = 0;

    qsizetype end() const { return start + length; }
    bool operator==(const TextRange &) const = default;
};

// One finding the editor can highlight.
struct Span
{
    TextRange range;
    Axis axis = Axis::Ambiguity;
    int tier = 1; // 1 rules, 2 surprisal, 3 embeddings, 4 judge
    Severity severity = Severity::Warning;
    QString message; // one sentence
    std::optional<TextRange> related; // conflict / redundancy: the other span
    // What this finding adds to its axis score, 0..1 (scores combine as
    // 1 − Π(1 − weight), docs/lint.md); 0 = the default of its severity
    // (info 0.1, warning 0.25, error 0.5). Not part of the JSON output.
    double weight = 0;

    bool operator==(const Span &) const = default;
};

// A rule: one sentence or bullet of the prompt, under its section heading.
struct Rule
{
    TextRange range; // the rule's text in the prompt
    QString text; // exactly the prompt's text in `range`
    int section = 0; // index of the section (heading) it belongs to; 0 = before any heading
    QString heading; // that section's heading text, may be empty
    QByteArray hash; // identity for the incremental cache (hash of the normalised text + language)
};

struct TierSkip
{
    int tier = 0;
    QString why; // a sentence: "not available for hr", "no judge profile configured"
};

// What one analysis produced.
struct LintResult
{
    QString language; // en, ru, hr, bs
    QList<int> tiersRun;
    QList<TierSkip> tiersSkipped;
    std::array<double, kAxisCount> axes {}; // indexed by int(Axis)
    QList<Span> spans; // sorted by start, then axis

    double axis(Axis a) const { return axes[std::size_t(a)]; }
};

} // namespace Polygon::Lint
