#include "surprisaloutlier.h"
#include "surprisal_p.h"

#include "core/util/messages.h"

#include <cmath>

namespace Polygon::Lint {

using SurprisalDetail::kMinPhraseWords;

namespace {

constexpr double kWarningZ = 3.0;
constexpr double kErrorZ = 4.5;
constexpr double kMinExcessSd = 0.5; // and at least half a standard deviation above the mean

QString oneDecimal(double v)
{
    return QString::number(v, 'f', 1);
}

} // namespace

double surprisalZ(const PhraseSurprisal &phrase, const SurprisalReference &reference)
{
    if (phrase.words <= 0 || reference.sdBits <= 0)
        return 0;
    return (phrase.bitsPerWord() - reference.meanBits) * std::sqrt(double(phrase.words)) / reference.sdBits;
}

std::optional<Severity> surprisalOutlier(const PhraseSurprisal &phrase, const SurprisalReference &reference)
{
    if (phrase.words < kMinPhraseWords)
        return std::nullopt;
    if (phrase.bitsPerWord() < reference.meanBits + kMinExcessSd * reference.sdBits)
        return std::nullopt;
    const double z = surprisalZ(phrase, reference);
    if (z >= kErrorZ)
        return Severity::Error;
    if (z >= kWarningZ)
        return Severity::Warning;
    return std::nullopt;
}

Span surprisalSpan(const PhraseSurprisal &phrase, const SurprisalReference &reference, Severity severity)
{
    Span span;
    span.range = phrase.range;
    span.axis = Axis::Ambiguity;
    span.tier = 2;
    span.severity = severity;
    span.message = WorkspaceMessages::tr("Hard-to-predict wording: %1 bits per word over %2 words where %3 is typical, so it "
                                         "may be garbled or read more than one way.")
                       .arg(oneDecimal(phrase.bitsPerWord()))
                       .arg(phrase.words)
                       .arg(oneDecimal(reference.meanBits));
    return span;
}

} // namespace Polygon::Lint
