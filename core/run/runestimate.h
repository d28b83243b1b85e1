#pragma once

// What a run will ask of the models before it starts (the run launcher):
// conversations, model calls per role and, from the profiles, tokens and
// cost. Upper bounds — every conversation at its scenario set's max turns —
// with tokens at about four characters each; the real figures are in the
// store once the run has run.

#include "runcontroller.h"
#include "rungrader.h"

#include <QList>
#include <QString>

#include <optional>

namespace Polygon {

struct RoleEstimate
{
    QString role; // "agent", "caller", "judge", "probes"
    QString profile; // the profile that answers it
    qint64 calls = 0;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    std::optional<double> cost; // none when the profile has no prices
};

struct RunEstimate
{
    int conversations = 0;
    int maxTurns = 24;
    QList<RoleEstimate> roles; // only the roles that call a model
    // Why the run cannot start as asked: an unknown agent, set or persona; an
    // LLM agent, LLM callers or the LLM judge offline; the LLM judge without
    // a judge profile.
    QStringList problems;

    qint64 calls() const;
    qint64 tokens() const;
    // The sum when every role has prices; else none.
    std::optional<double> cost() const;
};

// `grade`: grading as the conversations finish (its judge profile and repeats); none: not graded.
RunEstimate estimateRun(const Workspace &workspace, const RunRequest &request, const std::optional<GradeOptions> &grade);

} // namespace Polygon
