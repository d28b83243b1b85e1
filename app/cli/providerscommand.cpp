// polygon-cli providers check PROFILE (FORMATS.md §8): every capability probed
// with a real request against the profile's endpoint (CapabilityProbe), printed
// as JSON; a capability the endpoint's failures left undecided is null, with
// the reason under "unknown".
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/llm/capabilityprobe.h"
#include "core/llm/roleprovider.h"

#include <QCoreApplication>

namespace Polygon::Cli {

namespace {

Json optionalBool(const std::optional<bool> &value)
{
    return value ? Json(*value) : Json();
}

Json capabilitiesToJson(const ProviderCapabilities &c)
{
    using Capability = ProviderCapabilities::Capability;
    Json out = Json::object();
    Json unknown = Json::object();
    out["reachable"] = optionalBool(c.reachable);
    for (int i = 0; i < ProviderCapabilities::CapabilityCount; ++i) {
        const char *name = ProviderCapabilities::capabilityName(Capability(i));
        const CapabilityCheck &check = c.check(Capability(i));
        out[name] = optionalBool(check.works);
        if (!check.works.has_value())
            unknown[name] = toStdString(check.unknown);
    }
    out["latency_ms"] = c.latencyMs ? Json(*c.latencyMs) : Json();
    out["error"] = c.error.isEmpty() ? Json() : Json(toStdString(c.error));
    out["unknown"] = unknown;
    return out;
}

} // namespace

int runProviders(const QStringList &args, Io &io)
{
    CommandLine cl("providers", io);
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    if (positional.size() != 2 || positional.at(0) != QLatin1String("check"))
        return cl.usageError();
    // A path, or the name of a profile in the current workspace's providers/.
    Diagnostics problems;
    const auto profile = findProfile(positional.at(1), nullptr, problems);
    if (!profile) {
        printProblems(problems, io);
        return BadInput;
    }
    const ProviderCapabilities capabilities = CapabilityProbe::probe(*profile);
    printJson(capabilitiesToJson(capabilities), cl.isSet("compact"), io);
    return capabilities.usable() ? Success : Failed;
}

} // namespace Polygon::Cli
