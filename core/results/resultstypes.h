#pragma once

// The value types the results screens load off the GUI thread
// (ResultsLoader) and show (RunsModel, RunConversationsModel,
// ConversationModel and the graded view). Plain structs, cheap to copy.

#include "core/store/storetypes.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace Polygon {

// One run of the runs browser: its conversation counts and what its latest
// completed grading adds up to.
struct RunRow
{
    RunSummary summary;
    RunDigest digest;

    bool graded() const { return !digest.grading.isEmpty(); }
    // pass^k with k = the run's repeats: of the graded verdicts ("pass" counts)
    // when the run has a completed grading, else of the pass rule.
    std::optional<double> passHatK() const;
};

// One conversation of a run, with its verdict in the run's latest completed grading.
struct ConversationRow
{
    ConversationRecord record;
    QString verdict; // empty when not judged in that grading
    std::optional<double> composite;
};

// A conversation with everything graded about it, for the conversation page.
struct ConversationDetail
{
    StoredConversation stored;
    QList<GradingRecord> gradings; // oldest first
    QList<JudgmentRecord> judgments; // of every grading
    QList<ProbeAnswerRecord> probeAnswers; // of every grading
    std::optional<HumanVerdictRecord> humanVerdict;

    ConversationKey key() const { return stored.record.key; }
    // The newest completed grading's id, else the newest grading's, else empty.
    QString latestGrading() const;
};

} // namespace Polygon

Q_DECLARE_METATYPE(Polygon::ConversationKey)
Q_DECLARE_METATYPE(Polygon::ConversationDetail)
