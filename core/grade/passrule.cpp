#include "passrule.h"

namespace Polygon {

namespace {

// The request was carried out: a stateful stub created or cancelled a record without an error.
bool carriedOut(const Conversation &conversation, const Workspace &workspace)
{
    for (const Turn &t : conversation.turns)
        for (const ToolCall &c : t.toolCalls) {
            const ToolStub *stub = workspace.tool(c.name);
            if (!stub || stub->behaviour != ToolStub::Behaviour::Stateful || !c.valid || !c.result.is_object()
                || c.result.contains("error"))
                continue;
            const std::string operation = stub->behaviourSpec.value("operation", std::string());
            if (operation == "create" || operation == "cancel")
                return true;
        }
    return false;
}

} // namespace

bool reachedIntendedOutcome(const SimulationResult &result, const Persona &persona, const Workspace &workspace)
{
    const QString &reason = result.endReason;
    const bool normalEnd = reason == QLatin1String("end") || reason == QLatin1String("caller_hung_up");
    switch (persona.intendedOutcome) {
    case Persona::Outcome::Transfer:
        return reason == QLatin1String("transfer");
    case Persona::Outcome::Success:
        return normalEnd && carriedOut(result.conversation, workspace);
    case Persona::Outcome::Refusal:
    case Persona::Outcome::Callback: {
        // Nothing was done now, and the agent answered the caller at least
        // once after its opening: a caller who hangs up on the greeting, or a
        // call that ends with a booking, is not a refusal or a callback.
        if (!normalEnd || carriedOut(result.conversation, workspace))
            return false;
        int answers = 0;
        for (const Turn &t : result.conversation.turns)
            if (t.isAgent() && !t.text.trimmed().isEmpty())
                ++answers;
        return answers >= 2;
    }
    }
    return false;
}

namespace {

// C(n, k) as a double (n ≤ a few hundred trials).
double binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    double r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * double(n - k + i) / double(i);
    return r;
}

} // namespace

std::optional<double> passHatK(const QList<std::pair<int, int>> &trialsAndPasses, int k)
{
    double sum = 0;
    int tasks = 0;
    for (const auto &[n, c] : trialsAndPasses) {
        if (n < k || k < 1)
            continue;
        sum += binomial(c, k) / binomial(n, k);
        ++tasks;
    }
    if (tasks == 0)
        return std::nullopt;
    return sum / tasks;
}

} // namespace Polygon
