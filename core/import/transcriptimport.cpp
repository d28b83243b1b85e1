#include "transcriptimport.h"

#include "core/store/resultstore.h"
#include "core/store/storereader.h"
#include "core/util/messages.h"

#include <QIODevice>
#include <QThread>

#include <algorithm>

namespace Polygon {

namespace {

const QString Imported = QStringLiteral("imported");

QString quoted(const QString &value)
{
    return QLatin1Char('"') + value + QLatin1Char('"');
}

} // namespace

std::optional<ImportResult> importTranscripts(const ImportOptions &options, QIODevice *device, const QString &file,
                                              Diagnostics &problems)
{
    const auto sentence = [&](const QString &message) {
        problems.append(Diagnostic(QString(), 1, 1, message));
        return std::nullopt;
    };
    QString error;
    auto store = ResultStore::open(options.workspace, &error);
    if (!store)
        return sentence(error);
    if (!options.name.isEmpty()) {
        if (options.name == QLatin1String("latest"))
            return sentence(WorkspaceMessages::tr("\"latest\" names the newest run; choose another name for the import"));
        auto reader = StoreReader::open(options.workspace, &error);
        if (!reader)
            return sentence(error);
        if (reader->run(options.name))
            return sentence(WorkspaceMessages::tr("a run named %1 already exists in %2; choose another --name")
                                .arg(quoted(options.name), store->path()));
    }

    RunSpec spec;
    spec.id = options.name;
    spec.agent = Imported;
    spec.options
        = Json {{"import", {{"format", toStdString(importFormatNames().at(int(options.format)))}, {"file", toStdString(file)}}}};
    ImportResult result;
    result.run = store->createRun(spec, {});
    store->setRunStatus(result.run, RunStatus::Running);

    const auto abandon = [&] {
        store->deleteRun(result.run);
        store->waitForIdle();
        store->takeErrors();
        return std::nullopt;
    };
    const auto storeFailed = [&] {
        for (const StoreError &e : store->takeErrors())
            problems.append(Diagnostic(QString(), 1, 1, e.toString()));
        return abandon();
    };

    TranscriptReader reader(options.format, device, file);
    QList<ConversationPlan> plans;
    std::vector<ImportedConversation> batch;
    const int batchSize = std::max(1, options.batchSize);
    const auto flush = [&] {
        if (batch.empty())
            return;
        store->planConversations(result.run, plans);
        for (size_t i = 0; i < batch.size(); ++i)
            store->recordConversation(plans.at(qsizetype(i)).key(result.run), batch[i].conversation,
                                      {ConversationStatus::Done, batch[i].endReason, std::nullopt, QString(), std::nullopt});
        plans.clear();
        batch.clear();
        // Bounded memory: at most about two batches wait for the disk.
        while (store->queuedWrites() > 2 * (batchSize + 1))
            QThread::msleep(1);
    };
    for (;;) {
        ImportedConversation c;
        Diagnostics found;
        const auto got = reader.next(c, found);
        if (got == TranscriptReader::Result::End)
            break;
        if (got == TranscriptReader::Result::Error) {
            problems.append(found);
            return abandon();
        }
        if (got == TranscriptReader::Result::Bad) {
            if (!options.skipBad) {
                problems.append(found);
                return abandon();
            }
            result.skipped.append(found);
            continue;
        }
        ConversationPlan plan;
        plan.scenario = c.conversation.scenario;
        plan.persona = c.conversation.id;
        plan.conversationId = c.conversation.id;
        plan.label = c.conversation.configuration;
        plan.rubric = c.conversation.rubric;
        plan.source = Imported;
        plan.groundTruth = c.conversation.groundTruth;
        plan.stage = Stage::Import;
        plans.append(std::move(plan));
        ++result.conversations;
        result.turns += int(c.conversation.turns.size());
        batch.push_back(std::move(c));
        if (int(batch.size()) >= batchSize) {
            flush();
            if (store->errorCount() > 0)
                return storeFailed();
        }
    }
    flush();
    result.ignored = reader.ignored();
    if (result.conversations == 0) {
        problems.append(result.skipped);
        sentence(result.skipped.isEmpty()
                     ? WorkspaceMessages::tr("%1: no conversation to import").arg(file)
                     : WorkspaceMessages::tr("%1: no conversation to import: every record was left out").arg(file));
        return abandon();
    }
    store->setRunStatus(result.run, RunStatus::Completed);
    store->waitForIdle();
    if (store->errorCount() > 0)
        return storeFailed();
    return result;
}

} // namespace Polygon
