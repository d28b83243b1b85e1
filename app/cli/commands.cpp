#include "command.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>

namespace Polygon::Cli {

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"validate", "DIR [--json]",
         QT_TRANSLATE_NOOP("polygon-cli", "check a workspace folder; every problem as file:line:column"),
         "bella-vista\nbella-vista --json", &runValidate},
        {"score", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "grade judged conversations: rubric composite, band, hard gates (exit 1 on a fail verdict)"),
         "judged.json\n- --compact < judged.json", &runScore},
        {"probes", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli", "behaviour-probe conformance with Wilson 95% intervals"), "answers.json --compact",
         &runProbes},
        {"judge", "FILE|- --provider PROFILE [--repeats K] | --offline [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "the LLM judge: score conversations on the rubric K times, evidence checked against the "
                           "transcript, then grade them as score does (exit 1 on a fail verdict)"),
         "conversation.json --provider providers/judge.json\nconversations.jsonl --provider judge --repeats 5\n"
         "conversation.json --offline",
         &runJudge},
        {"ask-probes", "FILE|- --probes PROBES --provider PROFILE [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "the probe pass: ask each yes/no behaviour probe about each conversation, one request each, "
                           "then conformance with Wilson 95% intervals"),
         "conversations.jsonl --probes bella-vista/probes --provider providers/judge.json", &runAskProbes},
        {"loop", "FILE|- [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli", "find the turn where the agent starts repeating itself (exit 1 on a loop)"),
         "conversation.json", &runLoop},
        {"divergence", "A B [--compact]", QT_TRANSLATE_NOOP("polygon-cli", "the first turn where two conversations part ways"),
         "before.json after.json", &runDivergence},
        {"evidence", "FILE|- [--policy FILE] [--receipts OUT] [--store WORKSPACE] [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "the five call-evidence gates per call from content-free events (exit 1 unless every call passes)"),
         "events.jsonl --policy policy.json\nevents.json --receipts receipts.jsonl", &runEvidence},
        {"evidence-import", "vapi|twilio|retell FILE|- [-o OUT]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "turn recorded Vapi server messages or calls, Twilio status callbacks or Retell call objects "
                           "into content-free events"),
         "vapi vapi-messages.json -o events.jsonl\ntwilio - < status-callbacks.json\nretell call.json", &runEvidenceImport},
        {"providers", "check PROFILE [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "probe a model endpoint: reachability, chat, tools, structured output, streaming, "
                           "embeddings, log-probs (exit 1 unless reachable with working chat)"),
         "check local-llama\ncheck providers/local-llama.json --compact", &runProviders},
        {"simulate",
         "WORKSPACE --agent A [--personas P,Q] [--seed S] [--noise X] [--max-turns N] [--caller scripted|llm] "
         "[--concurrency N] [--offline] --out DIR | WORKSPACE --replay FILE --out DIR",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "simulate conversations, one file per persona: a flow agent with scripted callers offline and "
                           "deterministic, or an LLM/HTTP agent and LLM callers through the providers (every model call "
                           "recorded; --replay re-simulates a file from them)"),
         "bella-vista --agent bella-flow-v1 --offline --out conversations\nbella-vista --agent=bella-flow-v2 "
         "--personas=busy-ana,confused-josip --seed=7 --offline --out=conversations\nbella-vista --replay conversations/c.json "
         "--out replayed",
         &runSimulate},
        {"run",
         "WORKSPACE --agent A [--scenarios SET] [--repeat N] [--concurrency N] [--seed S] [--caller scripted|llm] "
         "[--offline] [--grade] | [WORKSPACE] --resume RUN [--grade]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "run an agent against a scenario set into the workspace's results database, turn by turn; "
                           "pass^k over repeats; --resume finishes a killed or cancelled run with the same seeds"),
         "bella-vista --agent bella-flow-v1 --scenarios smoke --offline\nbella-vista --agent=bella-v2 --repeat=3\nbella-vista "
         "--resume latest",
         &runRun},
        {"demo", "[DIR]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "copy the example workspace to DIR (default a new folder) and run both flow versions "
                           "against every caller offline, with a short summary"),
         "\n/tmp/polygon-demo", &runDemo},
        {"noise", "--lang en|ru|hr|bs --intensity X --conversation ID --turn N TEXT",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "a caller's words as noisy speech recognition hears them: dropped words, numbers digit by "
                           "digit, sound-alikes, fillers (TEXT may be - for standard input)"),
         "--lang en --intensity 0.3 --conversation c-1 --turn 2 \"a table for fifteen at seven\"\n--lang=hr --intensity=0.5 "
         "--conversation=c-1 --turn=0 -",
         &runNoise},
        {"lint", "PROMPT|- [--lang L] [--tiers 1,2,3,4] [--json] [--fail-above X] [--provider PROFILE]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "find a prompt's weak spots on five axes: overload, attention dilution, conflict, ambiguity, "
                           "redundancy; offline by default (exit 1 when an axis scores above --fail-above)"),
         "prompts/bella-v2.md\nprompts/bella-v2.md --lang=en --tiers=1,2 --json\n- --fail-above 0.6 < prompt.md", &runLint},
        {"personas",
         "WORKSPACE [--json] | generate WORKSPACE --prompt P --count N [--provider PROFILE] [--types T,U] "
         "[--outcomes O,P] | regenerate WORKSPACE [--provider PROFILE]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "list personas with their source prompt (stale when the prompt changed); generate new ones "
                           "from an agent's prompt, one model request each; regenerate the stale ones (exit 1 if any "
                           "failed)"),
         "bella-vista\ngenerate bella-vista --prompt bella-v2 --count 5 --types busy,confused\nregenerate bella-vista --provider "
         "local-llama",
         &runPersonas},
        {"grade", "WORKSPACE RUN [--judge PROFILE] [--repeats K] [--rubric NAME] [--offline] [--json]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "grade a stored run's conversations and ask its probes; every grading is kept (exit 1 on a "
                           "fail verdict)"),
         "bella-vista latest --offline\nbella-vista run-2026 --judge local-llama --json", &runGrade},
        {"verdicts", "WORKSPACE RUN --set CONVERSATION pass|warning|fail [--criterion KEY=1..5]...",
         QT_TRANSLATE_NOOP("polygon-cli", "record your own verdict on a conversation, to check the judge against"),
         "bella-vista latest fail --set bella-flow-v1-busy-marta-s7 --criterion goal_completion=2", &runVerdicts},
        {"agreement", "WORKSPACE RUN [--json]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "judge-human agreement: per-criterion exact and within-one agreement, Cohen's kappa of the "
                           "verdict"),
         "bella-vista latest", &runAgreement},
        {"compare", "WORKSPACE RUN RUN... [--json] [--markdown OUT] [--polish PROFILE]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "compare graded runs: a scorecard per run, scenarios ordered by spread, the turn where their "
                           "conversations part ways, and a written analysis"),
         "bella-vista run-2026-a run-2026-b\nbella-vista run-2026-a run-2026-b --json --markdown compare.md\n"
         "bella-vista run-2026-a run-2026-b --polish local-llama",
         &runCompare},
        {"sweep", "WORKSPACE SWEEP.json [--offline] [--rule-judge] [--concurrency N] [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "run and grade an agent at each point of a parameter sweep (oat, grid or random); a "
                           "leaderboard by composite mean, stability and speed; stops below the floor, refuses past "
                           "the token cap; the same file again resumes it"),
         "bella-vista sweep.json --offline\nbella-vista sweep.json --rule-judge --compact", &runSweep},
        {"report", "WORKSPACE RUN [--json OUT] [--junit OUT]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "a graded run as a CI report from its latest grading: JUnit XML and JSON, one case per "
                           "conversation (exit 1 when one failed or erred)"),
         "bella-vista latest --junit report.xml\nbella-vista latest --json report.json", &runReport},
        {"import", "WORKSPACE FILE|- --format generic|vapi|retell|csv [--name NAME] [--skip-bad] [--compact]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "import production calls (FORMATS.md conversations, Vapi calls or end-of-call reports, Retell "
                           "calls, CSV) as a run to grade and compare; all or nothing unless --skip-bad"),
         "bella-vista calls.jsonl --format vapi --name last-month\nbella-vista transcripts.csv --format csv --skip-bad\n"
         "bella-vista - --format generic < conversations.json",
         &runImport},
        {"runs", "WORKSPACE [--json]",
         QT_TRANSLATE_NOOP("polygon-cli", "list the runs stored in a workspace: agent, status, conversations done"),
         "bella-vista --json", &runRuns},
        {"export", "WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "write a stored run's conversations (FORMATS.md conversations) with their results; RUN is an id, a "
                           "unique prefix or latest"),
         "bella-vista latest\nbella-vista latest --format=jsonl -o run.jsonl --no-timings", &runExport},
        {"db", "check WORKSPACE|FILE",
         QT_TRANSLATE_NOOP("polygon-cli",
                           "check a workspace's results database (exit 1 on integrity problems, 2 when unreadable)"),
         "check bella-vista\ncheck bella-vista/polygon.db", &runDb},
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
