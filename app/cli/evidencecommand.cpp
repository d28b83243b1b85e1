// polygon-cli evidence FILE [--policy FILE] [--receipts OUT] (FORMATS.md §6).
#include "command.h"
#include "input.h"

#include "core/evidence/evidencerun.h"
#include "core/evidence/importers.h"
#include "core/evidence/receipt.h"
#include "core/util/jsonparse.h"
#include "core/workspace/workspacewriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace Polygon::Cli {

int runEvidence(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli evidence FILE|- [--policy FILE] [--receipts OUT] [--compact]");
    QString input, policyPath, receiptsPath;
    bool compact = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--policy") || a == QLatin1String("--receipts")) {
            if (i + 1 >= args.size()) {
                io.err << QCoreApplication::translate("polygon-cli", "%1 needs a file name").arg(a) << '\n'
                       << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
                return BadInput;
            }
            (a == QLatin1String("--policy") ? policyPath : receiptsPath) = args.at(++i);
        } else if (a == QLatin1String("--compact")) {
            compact = true;
        } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
            io.err << QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a) << '\n'
                   << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
            return BadInput;
        } else if (input.isEmpty()) {
            input = a;
        } else {
            io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
            return BadInput;
        }
    }
    if (input.isEmpty()) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return BadInput;
    }

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
            if (receipts) {
                const std::string line = safeDump(privacyReceipt(evidence, events, policy, salt)) + '\n';
                receipts->write(line.data(), qint64(line.size()));
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
        return BadInput;
    }
    if (receipts && !receipts->commit()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2")
                      .arg(receiptsPath, receipts->errorString())
               << '\n';
        return BadInput;
    }
    return allPassed ? Success : Failed;
}

} // namespace Polygon::Cli

namespace Polygon::Cli {

// polygon-cli evidence-import vapi|twilio FILE|- [-o OUT]: provider payloads
// to content-free events (JSON Lines), all or nothing.
int runEvidenceImport(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli evidence-import vapi|twilio FILE|- [-o OUT]");
    QStringList positional;
    QString outPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("-o") || a == QLatin1String("--output")) {
            if (i + 1 >= args.size()) {
                io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
                return BadInput;
            }
            outPath = args.at(++i);
        } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
            io.err << QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a) << '\n'
                   << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
            return BadInput;
        } else {
            positional.append(a);
        }
    }
    const auto source = positional.size() == 2 ? eventSourceFromName(positional.at(0)) : std::nullopt;
    if (!source) {
        io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
        return BadInput;
    }
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
