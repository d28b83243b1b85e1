#pragma once

// The inputs of `polygon-cli score` (FORMATS.md §2) and `polygon-cli probes`
// (§3), read from a parsed JSON document into typed values. Every problem is
// reported in `problems` at the file, line and column of the value concerned
// (with its JSON Pointer); nothing is returned when there is any.

#include "probestats.h"
#include "score.h"

#include "core/json/diagnostic.h"
#include "core/model/conversation.h"
#include "core/model/probe.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "judge.h"

namespace Polygon {

class JsonDocument;
struct RubricVersion;

// The rubric version a conversation is graded by when the input names none:
// the one the conversation names, else v2.
QString defaultRubricName(const Conversation &conversation);

// One item of `score` input, checked and ready to grade.
struct ScoreItem
{
    Conversation conversation;
    const RubricVersion *rubric = nullptr;
    QStringList forbidden;
    std::vector<ScoreValue> values; // repeats × criteria
    int repeats = 0;
};

struct ScoreInput
{
    std::vector<ScoreItem> items;
    bool isArray = false; // the input was an array of items (the output is one too)
};

// One object or an array of objects; unknown keys are problems (a typo such
// as "forbiden_phrases" must not switch a gate off silently).
std::optional<ScoreInput> readScoreInput(const JsonDocument &document, Diagnostics &problems);

// One probe of `probes` input with its answers.
struct ProbeInput
{
    QString id;
    QString question;
    Probe::Polarity polarity = Probe::Polarity::Wanted;
    std::vector<ProbeAnswer> answers;
};

std::optional<std::vector<ProbeInput>> readProbesInput(const JsonDocument &document, Diagnostics &problems);

// `judge` input (FORMATS.md §10): one item, a JSON array or JSON Lines; an
// item is {"conversation", "rubric"?, "forbidden_phrases"?} or a bare §1
// conversation. `isList` says the output is a list too.
struct JudgeInput
{
    std::vector<JudgeItem> items;
    bool isList = false;
};
std::optional<JudgeInput> readJudgeInput(const QByteArray &bytes, const QString &file, Diagnostics &problems);

// The probes `ask-probes --probes` names (§11): a probes/ folder (or a
// workspace folder holding one), one probe file, or a JSON array of
// {"id", "question", "polarity"}.
std::optional<QList<Probe>> readProbeList(const QString &path, Diagnostics &problems);

// A whole document as one conversation (FORMATS.md §1), for `loop` and `divergence`.
std::optional<Conversation> readConversationDocument(const JsonDocument &document, Diagnostics &problems);

} // namespace Polygon
