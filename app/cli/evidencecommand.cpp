// polygon-cli evidence FILE [--policy FILE] [--receipts OUT] (FORMATS.md §6).
#include "command.h"
#include "commandline.h"
#include "input.h"

#include "core/evidence/evidencerun.h"
#include "core/evidence/importers.h"
#include "core/evidence/receipt.h"
#include "core/store/resultstore.h"
#include "core/util/jsonparse.h"
#include "core/workspace/workspaceloader.h"
#include "core/workspace/workspacewriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace Polygon::Cli {

int runEvidence(const QStringList &args, Io &io)
{
    CommandLine cl("evidence", io);
    cl.option("policy", "FILE",
              QCoreApplication::translate("polygon-cli",
                                          "the thresholds (maxFirstResponseMs, maxInterruptStopMs, "
                                          "assistantStopCollected); default: the documented ones"));
    cl.option("receipts", "OUT",
              QCoreApplication::translate("polygon-cli",
                                          "write a privacy receipt per call to OUT (JSON Lines; needs POLYGON_RECEIPT_SALT)"));
    cl.option("store", "WORKSPACE",
              QCoreApplication::translate(
                  "polygon-cli", "also store each call's gates (and receipt) in the workspace's polygon.db, as one run"));
    cl.compactFlag();
    if (const auto done = cl.parse(args))
        return *done;
    if (cl.positional().size() != 1)
        return cl.usageError();
    const QString input = cl.positional().first();
    const QString policyPath = cl.value("policy");
    const QString receiptsPath = cl.value("receipts");
    const QString storePath = cl.value("store");
    const bool compact = cl.isSet("compact");

    EvidencePolicy policy;
    if (!policyPath.isEmpty()) {
        const auto bytes = readInput(policyPath, io);
        if (!bytes)
            return BadInput;
        Diagnostics problems;
        const auto parsed = EvidencePolicy::parse(*bytes, policyPath, problems);
        if (!parsed) {
            printProblems(problems, io);
            return BadInput;
        }
        policy = *parsed;
    }

    // The salt that keys the receipts' pseudonyms belongs to the user: it comes
    // from the environment and is never written anywhere.
    QByteArray salt;
    std::unique_ptr<QSaveFile> receipts;
    if (!receiptsPath.isEmpty()) {
        salt = qgetenv("POLYGON_RECEIPT_SALT");
        if (salt.isEmpty()) {
            io.err << QCoreApplication::translate("polygon-cli",
                                                  "--receipts needs a secret salt for the pseudonymous ids: set "
                                                  "POLYGON_RECEIPT_SALT (keep it; the same salt gives the same ids)")
                   << '\n';
            return BadInput;
        }
        receipts = std::make_unique<QSaveFile>(receiptsPath);
        if (!receipts->open(QIODevice::WriteOnly)) {
            io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2")
                          .arg(receiptsPath, receipts->errorString())
                   << '\n';
            return BadInput;
        }
    }

    // --store: one run in the workspace's polygon.db holds every call's gates,
    // written as each call completes; a problem anywhere deletes the run again.
    std::unique_ptr<ResultStore> store;
    QString run;
    if (!storePath.isEmpty()) {
        const WorkspaceLoadResult loaded = loadWorkspace(storePath);
        if (!loaded.ok()) {
            printProblems(loaded.problems, io);
            return BadInput;
        }
        QString error;
        store = ResultStore::open(loaded.workspace->root, &error);
        if (!store) {
            io.err << error << '\n';
            return BadInput;
        }
        RunSpec spec;
        spec.workspaceName = loaded.workspace->manifest.name;
        spec.options = Json {{"kind", "evidence"}, {"input", toStdString(input)}, {"policy", policy.toJson()}};
        run = store->createRun(spec, {});
        store->setRunStatus(run, RunStatus::Running);
    }

    // runEvidence() calls back only after the whole input has been checked
    // (the first pass), so verdicts are printed as calls complete: a malformed
    // event anywhere still means no output, and memory stays bounded by the
    // calls in flight, not by the number of calls. A JSON array in gives a
    // JSON array out; JSON Lines in, one line per call out.
    bool allPassed = true;
    size_t printed = 0;
    EvidenceRunStats stats;
    Diagnostics problems;
    const bool ok = Polygon::runEvidence(
        input, policy,
        [&](const CallEvidence &evidence, std::span<const CallEvent> events) {
            allPassed = allPassed && evidence.passed();
            const bool array = stats.format == CallEventReader::Format::Array;
            if (array)
                io.out << (printed ? (compact ? "," : ",\n") : (compact ? "[" : "[\n"));
            io.out << toQString(safeDump(callEvidenceToJson(evidence), compact || !array ? -1 : 2));
            if (!array)
                io.out << '\n';
            ++printed;
            Json receipt;
            if (receipts) {
                receipt = privacyReceipt(evidence, events, policy, salt);
                const std::string line = safeDump(receipt) + '\n';
                receipts->write(line.data(), qint64(line.size()));
            }
            if (store) {
                EvidenceResultRecord record;
                record.run = run;
                record.call = evidence.call;
                record.verdict = evidence.verdict();
                record.gates = callEvidenceToJson(evidence).at("gates");
                record.receipt = receipt;
                record.policyHash = policy.versionHash();
                store->saveEvidenceResult(record);
            }
        },
        problems, &stats);
    if (ok && stats.format == CallEventReader::Format::Array)
        io.out << (printed == 0 ? "[]" : (compact ? "]" : "\n]")) << '\n';
    io.out.flush();
    if (!ok) {
        printProblems(problems, io);
        if (receipts)
            receipts->cancelWriting();
        if (store) {
            store->deleteRun(run);
            store->waitForIdle();
        }
        return BadInput;
    }
    if (receipts && !receipts->commit()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2")
                      .arg(receiptsPath, receipts->errorString())
               << '\n';
        if (store) {
            store->deleteRun(run);
            store->waitForIdle();
        }
        return BadInput;
    }
    if (store) {
        store->setRunStatus(run, RunStatus::Completed);
        store->waitForIdle();
        const QList<StoreError> errors = store->takeErrors();
        for (const StoreError &e : errors)
            io.err << e.toString() << '\n';
        if (!errors.isEmpty())
            return BadInput;
        io.err << QCoreApplication::translate("polygon-cli", "stored %n call(s) in %1 as run %2", nullptr, int(printed))
                      .arg(store->path(), run)
               << '\n';
    }
    return allPassed ? Success : Failed;
}

} // namespace Polygon::Cli

namespace Polygon::Cli {

// polygon-cli evidence-import vapi|twilio|retell FILE|- [-o OUT]: provider payloads
// to content-free events (JSON Lines), all or nothing.
int runEvidenceImport(const QStringList &args, Io &io)
{
    CommandLine cl("evidence-import", io);
    cl.option("o,output", "OUT", QCoreApplication::translate("polygon-cli", "write to the file OUT instead of stdout"));
    if (const auto done = cl.parse(args))
        return *done;
    const QStringList &positional = cl.positional();
    const QString outPath = cl.value("output");
    const auto source = positional.size() == 2 ? eventSourceFromName(positional.at(0)) : std::nullopt;
    if (!source)
        return cl.usageError();
    QString name;
    const auto input = readInput(positional.at(1), io, &name);
    if (!input)
        return BadInput;
    Diagnostics problems;
    const auto events = importProviderEvents(*source, *input, name, problems);
    if (!events) {
        printProblems(problems, io);
        return BadInput;
    }
    QByteArray out;
    for (const CallEvent &e : *events) {
        const std::string line = safeDump(callEventToJson(e));
        out.append(line.data(), qsizetype(line.size()));
        out.append('\n');
    }
    if (outPath.isEmpty()) {
        io.out << QString::fromUtf8(out);
        return Success;
    }
    QString error;
    if (!writeFileAtomically(outPath, out, &error)) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(outPath, error) << '\n';
        return BadInput;
    }
    return Success;
}

} // namespace Polygon::Cli
