#include "evidencepolicy.h"

#include "core/util/hash.h"
#include "core/util/messages.h"
#include "core/json/objectreader.h"

namespace Polygon {

Json EvidencePolicy::toJson() const
{
    Json j = Json::object();
    j["maxFirstResponseMs"] = maxFirstResponseMs;
    j["maxInterruptStopMs"] = maxInterruptStopMs;
    j["assistantStopCollected"] = assistantStopCollected;
    return j;
}

QString EvidencePolicy::versionHash() const
{
    const std::string canonical = toJson().dump();
    return sha256Hex(QByteArray(canonical.data(), qsizetype(canonical.size())));
}

std::optional<EvidencePolicy> EvidencePolicy::parse(const QByteArray &json, const QString &file, Diagnostics &problems)
{
    const auto doc = JsonDocument::parse(json, file, problems);
    if (!doc)
        return std::nullopt;
    const qsizetype before = problems.size();
    ObjectReader r(*doc, {}, WorkspaceMessages::tr("the evidence policy"), problems);
    if (!r.isObject())
        return std::nullopt;
    EvidencePolicy policy;
    using Need = ObjectReader::Need;
    policy.maxFirstResponseMs = r.integer("maxFirstResponseMs", Need::Optional, 0, 3600000).value_or(policy.maxFirstResponseMs);
    policy.maxInterruptStopMs = r.integer("maxInterruptStopMs", Need::Optional, 0, 3600000).value_or(policy.maxInterruptStopMs);
    policy.assistantStopCollected = r.boolean("assistantStopCollected", Need::Optional).value_or(policy.assistantStopCollected);
    r.finish();
    if (problems.size() != before)
        return std::nullopt;
    return policy;
}

} // namespace Polygon
