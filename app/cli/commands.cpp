#include "command.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace Polygon::Cli {

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"validate", "DIR [--json]",
         QT_TRANSLATE_NOOP("polygon-cli", "check a workspace folder; every problem as file:line:column"), &runValidate},
        {"score", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "grade judged conversations: rubric composite, band, hard gates (exit 1 on a fail verdict)"),
         &runScore},
        {"probes", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli", "behaviour-probe conformance with Wilson 95% intervals"), &runProbes},
        {"loop", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli", "find the turn where the agent starts repeating itself (exit 1 on a loop)"), &runLoop},
        {"divergence", "A B [--compact]", QT_TRANSLATE_NOOP("polygon-cli", "the first turn where two conversations part ways"),
         &runDivergence},
        {"evidence", "FILE|- [--policy FILE] [--receipts OUT] [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "the five call-evidence gates per call from content-free events (exit 1 unless every call passes)"),
         &runEvidence},
        {"evidence-import", "vapi|twilio FILE|- [-o OUT]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "turn recorded Vapi server messages or Twilio status callbacks into content-free events"),
         &runEvidenceImport},
        {"providers", "check PROFILE [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "probe a model endpoint: reachability, chat, tools, structured output, streaming, "
                           "embeddings, log-probs (exit 1 unless reachable with working chat)"),
         &runProviders},
        {"simulate",
         "WORKSPACE --agent A [--personas P,Q] [--seed S] [--noise X] [--max-turns N] [--caller scripted|llm] "
         "[--concurrency N] [--offline] --out DIR | WORKSPACE --replay FILE --out DIR",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "simulate conversations, one file per persona: a flow agent with scripted callers offline and "
                           "deterministic, or an LLM/HTTP agent and LLM callers through the providers (every model call "
                           "recorded; --replay re-simulates a file from them)"),
         &runSimulate},
        {"run",
         "WORKSPACE --agent A [--scenarios SET] [--repeat N] [--concurrency N] [--seed S] [--caller scripted|llm] "
         "[--offline] | [WORKSPACE] --resume RUN",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "run an agent against a scenario set into the workspace's results database, turn by turn; "
                           "pass^k over repeats; --resume finishes a killed or cancelled run with the same seeds"),
         &runRun},
        {"demo", "[DIR]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "copy the example workspace to DIR (default a new folder) and run both flow versions "
                           "against every caller offline, with a short summary"),
         &runDemo},
        {"noise", "--lang en|ru|hr|bs --intensity X --conversation ID --turn N TEXT",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "a caller's words as noisy speech recognition hears them: dropped words, numbers digit by "
                           "digit, sound-alikes, fillers (TEXT may be - for standard input)"),
         &runNoise},
        {"lint", "PROMPT|- [--lang L] [--tiers 1,2,3,4] [--json] [--fail-above X] [--provider PROFILE]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "find a prompt's weak spots on five axes: overload, attention dilution, conflict, ambiguity, "
                           "redundancy; offline by default (exit 1 when an axis scores above --fail-above)"),
         &runLint},
        {"personas", "WORKSPACE [--json] | generate WORKSPACE --prompt P --count N [--provider PROFILE] [--types T,U] "
                     "[--outcomes O,P] | regenerate WORKSPACE [--provider PROFILE]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "list personas with their source prompt (stale when the prompt changed); generate new ones "
                           "from an agent's prompt, one model request each; regenerate the stale ones (exit 1 if any "
                           "failed)"),
         &runPersonas},
        {"runs", "WORKSPACE [--json]",
         QT_TRANSLATE_NOOP("polygon-cli", "list the runs stored in a workspace: agent, status, conversations done"), &runRuns},
        {"export", "WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "write a stored run's conversations (FORMATS.md conversations) with their results; RUN is an id, a "
                           "unique prefix or latest"),
         &runExport},
        {"db", "check WORKSPACE|FILE",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "check a workspace's results database (exit 1 on integrity problems, 2 when unreadable)"),
         &runDb},
    };
    return list;
}

QString versionText()
{
    return QStringLiteral("polygon-cli %1 (Qt %2, nlohmann_json %3.%4.%5)")
        .arg(QStringLiteral(POLYGON_VERSION), QString::fromLatin1(qVersion()))
        .arg(NLOHMANN_JSON_VERSION_MAJOR)
        .arg(NLOHMANN_JSON_VERSION_MINOR)
        .arg(NLOHMANN_JSON_VERSION_PATCH);
}

} // namespace Polygon::Cli
