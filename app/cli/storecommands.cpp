// The results store from the command line (docs/store.md):
//   polygon-cli runs WORKSPACE [--json]
//   polygon-cli export WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]
//   polygon-cli db check WORKSPACE|FILE
#include "command.h"
#include "input.h"

#include "core/store/storeexport.h"
#include "core/store/storereader.h"
#include "core/store/storeschema.h"
#include "core/util/jsonparse.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace Polygon::Cli {

namespace {

int usageError(const QString &why, const QString &usage, Io &io)
{
    if (!why.isEmpty())
        io.err << why << '\n';
    io.err << QCoreApplication::translate("polygon-cli", "usage: %1").arg(usage) << '\n';
    return BadInput;
}

QString shownTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

} // namespace

int runRuns(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli runs WORKSPACE [--json]");
    QStringList positional, flags;
    if (!parseArguments(args, {QStringLiteral("--json")}, usage, positional, flags, io))
        return BadInput;
    if (positional.size() != 1)
        return usageError({}, usage, io);
    const QString workspace = positional.first();
    const bool json = flags.contains(QLatin1String("--json"));
    if (!QFileInfo(workspace).isDir()) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: no such folder").arg(workspace) << '\n';
        return BadInput;
    }
    QList<RunSummary> runs;
    if (QFileInfo::exists(StoreSchema::databasePath(workspace))) {
        QString error;
        const auto reader = StoreReader::open(workspace, &error);
        if (!reader) {
            io.err << error << '\n';
            return BadInput;
        }
        runs = reader->runs();
        if (!reader->lastError().isEmpty()) {
            io.err << reader->lastError() << '\n';
            return BadInput;
        }
    }
    if (json) {
        Json list = Json::array();
        for (const RunSummary &r : std::as_const(runs))
            list.push_back(runToJson(r));
        printJson(list, false, io);
        return Success;
    }
    if (runs.isEmpty()) {
        io.out << QCoreApplication::translate("polygon-cli", "no runs yet in %1").arg(workspace) << '\n';
        return Success;
    }
    QList<QStringList> rows;
    rows.append({QCoreApplication::translate("polygon-cli", "RUN"), QCoreApplication::translate("polygon-cli", "AGENT"),
                 QCoreApplication::translate("polygon-cli", "STATUS"), QCoreApplication::translate("polygon-cli", "DONE"),
                 QCoreApplication::translate("polygon-cli", "CREATED")});
    for (const RunSummary &r : std::as_const(runs))
        rows.append({r.run.spec.id, r.run.spec.agent, runStatusName(r.run.status),
                     QStringLiteral("%1/%2").arg(r.done).arg(r.total), shownTime(r.run.createdAt)});
    QList<qsizetype> widths(rows.first().size(), 0);
    for (const QStringList &row : std::as_const(rows))
        for (qsizetype c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], row.at(c).size());
    for (const QStringList &row : std::as_const(rows)) {
        QString line;
        for (qsizetype c = 0; c < row.size(); ++c)
            line += c + 1 < row.size() ? row.at(c).leftJustified(widths.at(c) + 2) : row.at(c);
        io.out << line << '\n';
    }
    return Success;
}

int runExport(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli export WORKSPACE RUN [--format json|jsonl] [-o OUT] [--no-timings]");
    QStringList positional;
    QString format = QStringLiteral("json");
    QString outPath;
    ExportOptions options;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--format") || a == QLatin1String("-o") || a == QLatin1String("--output")) {
            if (i + 1 >= args.size())
                return usageError(QCoreApplication::translate("polygon-cli", "%1 needs a value").arg(a), usage, io);
            (a == QLatin1String("--format") ? format : outPath) = args.at(++i);
        } else if (a == QLatin1String("--no-timings")) {
            options.timings = false;
        } else if (a.startsWith(QLatin1Char('-'))) {
            return usageError(QCoreApplication::translate("polygon-cli", "unknown option \"%1\"").arg(a), usage, io);
        } else {
            positional.append(a);
        }
    }
    if (positional.size() != 2)
        return usageError({}, usage, io);
    if (format != QLatin1String("json") && format != QLatin1String("jsonl"))
        return usageError(QCoreApplication::translate("polygon-cli", "--format must be json or jsonl, not \"%1\"").arg(format),
                          usage, io);
    const QString workspace = positional.at(0);
    QString error;
    const auto reader = StoreReader::open(workspace, &error);
    if (!reader) {
        io.err << error << '\n';
        return BadInput;
    }
    const auto run = reader->findRun(positional.at(1), &error);
    if (!run) {
        io.err << error << '\n';
        return BadInput;
    }

    // Conversations are read and written one at a time: a large run never sits in memory whole.
    QSaveFile file(outPath);
    if (!outPath.isEmpty() && !file.open(QIODevice::WriteOnly)) {
        io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(outPath, file.errorString())
               << '\n';
        return BadInput;
    }
    const auto write = [&](const std::string &text) {
        if (outPath.isEmpty())
            io.out << toQString(text);
        else
            file.write(text.data(), qint64(text.size()));
    };
    const bool lines = format == QLatin1String("jsonl");
    int count = 0;
    if (!lines) {
        write("{\n  \"format\": 1,\n  \"run\": ");
        std::string runText = safeDump(runToJson(*run, options), 2);
        for (size_t at = 0; (at = runText.find('\n', at)) != std::string::npos; at += 3)
            runText.replace(at, 1, "\n  ");
        write(runText + ",\n  \"conversations\": [");
    }
    const bool ok = forEachExportedConversation(
        *reader, run->run.spec.id, options,
        [&](const Json &conversation) {
            if (lines) {
                write(safeDump(conversation) + '\n');
            } else {
                std::string text = safeDump(conversation, 2);
                for (size_t at = 0; (at = text.find('\n', at)) != std::string::npos; at += 5)
                    text.replace(at, 1, "\n    ");
                write((count > 0 ? ",\n    " : "\n    ") + text);
            }
            ++count;
            return true;
        },
        &error);
    if (!ok) {
        io.err << error << '\n';
        return BadInput;
    }
    if (!lines)
        write(count > 0 ? "\n  ]\n}\n" : "]\n}\n");
    if (!outPath.isEmpty()) {
        if (!file.commit()) {
            io.err << QCoreApplication::translate("polygon-cli", "%1: cannot write the file: %2").arg(outPath, file.errorString())
                   << '\n';
            return BadInput;
        }
        io.err << QCoreApplication::translate("polygon-cli", "%1: %n conversation(s) of %2", nullptr, count)
                      .arg(outPath, run->run.spec.id)
               << '\n';
    }
    return Success;
}

int runDb(const QStringList &args, Io &io)
{
    const QString usage = QStringLiteral("polygon-cli db check WORKSPACE|FILE");
    QStringList positional, flags;
    if (!parseArguments(args, {}, usage, positional, flags, io))
        return BadInput;
    if (positional.size() != 2 || positional.first() != QLatin1String("check"))
        return usageError({}, usage, io);
    const QString target = positional.at(1);
    const QString path = QFileInfo(target).isDir() ? StoreSchema::databasePath(target) : target;
    const StoreSchema::CheckResult result = StoreSchema::check(path);
    if (result.status == StoreSchema::CheckResult::Status::Unreadable) {
        for (const QString &problem : result.problems)
            io.err << problem << '\n';
        return BadInput;
    }
    for (const QString &note : result.notes)
        io.out << path << QStringLiteral(": ") << note << '\n';
    if (result.status == StoreSchema::CheckResult::Status::Problems) {
        for (const QString &problem : result.problems)
            io.out << problem << '\n';
        io.out << QCoreApplication::translate("polygon-cli", "%1: %n problem(s)", nullptr, int(result.problems.size())).arg(path)
               << '\n';
        return Failed;
    }
    io.out << QCoreApplication::translate("polygon-cli",
                                          "%1: ok (schema version %2; %3 runs, %4 conversations, %5 turns, %6 model calls)")
                  .arg(path)
                  .arg(result.version)
                  .arg(result.counts.runs)
                  .arg(result.counts.conversations)
                  .arg(result.counts.turns)
                  .arg(result.counts.modelCalls)
           << '\n';
    return Success;
}

} // namespace Polygon::Cli
