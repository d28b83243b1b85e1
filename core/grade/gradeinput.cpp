#include "gradeinput.h"

#include "rubric.h"

#include "core/json/jsondocument.h"
#include "core/json/objectreader.h"
#include "core/util/messages.h"
#include "core/workspace/conversationformat.h"
#include "core/workspace/workspaceloader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Polygon {

namespace {

using Need = ObjectReader::Need;

std::optional<ScoreItem> readScoreItem(ObjectReader &r)
{
    if (!r.isObject())
        return std::nullopt;
    const int before = r.problemCount();
    ScoreItem item;
    std::optional<Conversation> conversation;
    if (auto c = r.object("conversation", Need::Required))
        conversation = readConversation(*c);
    QString rubricName;
    if (const auto index
        = r.choice("rubric", Need::Optional, RubricVersion::builtinNames(), WorkspaceMessages::tr("rubric version")))
        rubricName = RubricVersion::builtinNames().at(*index);
    else
        rubricName = defaultRubricName(conversation.value_or(Conversation()));
    item.rubric = RubricVersion::builtin(rubricName);
    item.forbidden = r.stringList("forbidden_phrases", Need::Optional).value_or(QStringList());

    if (const Json *repeats = r.value("repeats", Need::Required)) {
        if (!repeats->is_array() || repeats->empty()) {
            r.problemAtValue("repeats",
                             WorkspaceMessages::tr("\"repeats\" must be a non-empty array of the "
                                                   "judge's scores, one object per repeat"));
        } else {
            const qsizetype criteria = item.rubric->criteria.size();
            item.repeats = int(repeats->size());
            item.values.assign(size_t(item.repeats) * size_t(criteria), ScoreValue::missing());
            for (size_t k = 0; k < repeats->size(); ++k) {
                const std::string at = JsonDocument::childPointer(r.pointerOf("repeats"), k);
                const Json &judgment = (*repeats)[k];
                if (!judgment.is_object()) {
                    r.problemAtValue(at,
                                     WorkspaceMessages::tr("repeat %1 must be an object of criterion scores, not %2")
                                         .arg(k + 1)
                                         .arg(ObjectReader::describeType(judgment)));
                    continue;
                }
                for (auto it = judgment.begin(); it != judgment.end(); ++it) {
                    const int c = item.rubric->criterionIndex(toQString(it.key()));
                    if (c < 0) {
                        QStringList keys;
                        for (const auto &criterion : item.rubric->criteria)
                            keys.append(criterion.key);
                        Diagnostic d = r.document().problemAtKey(
                            JsonDocument::childPointer(at, it.key()),
                            WorkspaceMessages::tr("unknown criterion \"%1\" in rubric %2; expected one of: %3")
                                .arg(toQString(it.key()), item.rubric->name, keys.join(QLatin1String(", "))));
                        r.report(d);
                        continue;
                    }
                    item.values[k * size_t(criteria) + size_t(c)] = classifyScoreValue(&it.value(), *item.rubric);
                }
            }
        }
    }
    r.finish(); // a typo such as "forbiden_phrases" must not switch a gate off silently
    if (r.problemCount() != before || !conversation)
        return std::nullopt;
    item.conversation = std::move(*conversation);
    return item;
}

std::optional<ProbeInput> readProbe(ObjectReader &p)
{
    if (!p.isObject())
        return std::nullopt;
    const int before = p.problemCount();
    ProbeInput probe;
    probe.id = p.string("id", Need::Required).value_or(QString());
    probe.question = p.string("question", Need::Required).value_or(QString());
    const auto polarity = p.choice("polarity", Need::Required, {QStringLiteral("wanted"), QStringLiteral("guardrail")},
                                   WorkspaceMessages::tr("probe polarity"));
    if (const Json *list = p.value("answers", Need::Required)) {
        if (!list->is_array()) {
            p.problemAtValue("answers",
                             WorkspaceMessages::tr("\"answers\" must be an array of "
                                                   "\"yes\", \"no\" or \"na\", not %1")
                                 .arg(ObjectReader::describeType(*list)));
        } else {
            for (size_t k = 0; k < list->size(); ++k) {
                const Json &a = (*list)[k];
                const auto answer = a.is_string() ? parseProbeAnswer(toQString(a.get<std::string>())) : std::nullopt;
                if (!answer) {
                    p.problemAtValue(JsonDocument::childPointer(p.pointerOf("answers"), k),
                                     WorkspaceMessages::tr("answer %1 must be \"yes\", \"no\" or \"na\", not %2")
                                         .arg(k + 1)
                                         .arg(a.is_string()
                                                  ? QLatin1Char('"') + toQString(a.get<std::string>()) + QLatin1Char('"')
                                                  : ObjectReader::describeType(a)));
                    continue;
                }
                probe.answers.push_back(*answer);
            }
        }
    }
    if (p.problemCount() != before || !polarity)
        return std::nullopt;
    probe.polarity = *polarity == 0 ? Probe::Polarity::Wanted : Probe::Polarity::Guardrail;
    return probe;
}

// A document holding one JSON value, a JSON array, or JSON Lines (the first
// non-empty line is a whole value by itself and more lines follow).
std::optional<std::vector<JsonDocument>> parseValues(const QByteArray &bytes, const QString &file, bool &isList,
                                                     Diagnostics &problems)
{
    const QList<QByteArray> lines = bytes.split('\n');
    int nonEmpty = 0;
    int first = -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (!lines.at(i).trimmed().isEmpty()) {
            ++nonEmpty;
            if (first < 0)
                first = int(i);
        }
    if (nonEmpty > 1 && lines.at(first).trimmed().startsWith('{')) {
        Diagnostics probe;
        if (JsonDocument::parseLine(lines.at(first), file, first + 1, probe)) { // JSON Lines
            isList = true;
            std::vector<JsonDocument> docs;
            const qsizetype before = problems.size();
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (lines.at(i).trimmed().isEmpty())
                    continue;
                if (auto doc = JsonDocument::parseLine(lines.at(i), file, int(i) + 1, problems))
                    docs.push_back(std::move(*doc));
            }
            if (problems.size() != before)
                return std::nullopt;
            return docs;
        }
    }
    auto doc = JsonDocument::parse(bytes, file, problems);
    if (!doc)
        return std::nullopt;
    isList = doc->root().is_array();
    return std::vector<JsonDocument> {std::move(*doc)};
}

// Calls `read` with a reader for every item: each element of an array, or the root.
template<typename Read>
void forEachItem(const std::vector<JsonDocument> &docs, const QString &what, Diagnostics &problems, Read read)
{
    for (const JsonDocument &doc : docs) {
        if (doc.root().is_array()) {
            for (size_t i = 0; i < doc.root().size(); ++i) {
                ObjectReader r(doc, JsonDocument::childPointer({}, i), what, problems);
                read(r);
            }
        } else {
            ObjectReader r(doc, {}, what, problems);
            read(r);
        }
    }
}

std::optional<JudgeItem> readJudgeItem(ObjectReader &r)
{
    if (!r.isObject())
        return std::nullopt;
    const int before = r.problemCount();
    JudgeItem item;
    std::optional<Conversation> conversation;
    if (r.has("conversation")) {
        if (auto c = r.object("conversation", Need::Required))
            conversation = readConversation(*c);
        QString rubricName;
        if (const auto index
            = r.choice("rubric", Need::Optional, RubricVersion::builtinNames(), WorkspaceMessages::tr("rubric version")))
            rubricName = RubricVersion::builtinNames().at(*index);
        else
            rubricName = defaultRubricName(conversation.value_or(Conversation()));
        item.rubric = RubricVersion::builtin(rubricName);
        item.forbidden = r.stringList("forbidden_phrases", Need::Optional).value_or(QStringList());
        r.finish();
    } else { // a bare conversation
        conversation = readConversation(r);
        if (conversation)
            item.rubric = RubricVersion::builtin(defaultRubricName(*conversation));
    }
    if (r.problemCount() != before || !conversation || !item.rubric)
        return std::nullopt;
    item.conversation = std::move(*conversation);
    return item;
}

} // namespace

std::optional<JudgeInput> readJudgeInput(const QByteArray &bytes, const QString &file, Diagnostics &problems)
{
    JudgeInput input;
    const auto docs = parseValues(bytes, file, input.isList, problems);
    if (!docs)
        return std::nullopt;
    const qsizetype before = problems.size();
    forEachItem(*docs, WorkspaceMessages::tr("the judge input"), problems, [&](ObjectReader &r) {
        if (auto item = readJudgeItem(r))
            input.items.push_back(std::move(*item));
    });
    if (problems.size() != before)
        return std::nullopt;
    if (input.items.empty()) {
        problems.append({file, 1, 1, WorkspaceMessages::tr("there is no conversation to judge")});
        return std::nullopt;
    }
    return input;
}

std::optional<QList<Probe>> readProbeList(const QString &path, Diagnostics &problems)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        QDir dir(path);
        if (dir.exists(QStringLiteral("probes")) && dir.exists(QStringLiteral("polygon.json")))
            dir.cd(QStringLiteral("probes"));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QList<Probe> out;
        const qsizetype before = problems.size();
        for (const QString &f : files)
            if (auto probe = loadProbeFile(dir.filePath(f), problems))
                out.append(*probe);
        if (problems.size() != before)
            return std::nullopt;
        if (out.isEmpty()) {
            problems.append({dir.path(), 1, 1, WorkspaceMessages::tr("the folder holds no probe files (*.json)")});
            return std::nullopt;
        }
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.append({path, 1, 1, WorkspaceMessages::tr("cannot read the probes: %1").arg(file.errorString())});
        return std::nullopt;
    }
    const auto doc = JsonDocument::parse(file.readAll(), path, problems);
    if (!doc)
        return std::nullopt;
    if (!doc->root().is_array()) {
        auto probe = loadProbeFile(path, problems);
        if (!probe)
            return std::nullopt;
        return QList<Probe> {*probe};
    }
    QList<Probe> out;
    const qsizetype before = problems.size();
    for (size_t i = 0; i < doc->root().size(); ++i) {
        ObjectReader p(*doc, JsonDocument::childPointer({}, i), WorkspaceMessages::tr("probe %1").arg(i + 1), problems);
        if (!p.isObject())
            continue;
        Probe probe;
        probe.id = p.string("id", Need::Required).value_or(QString());
        probe.question = p.string("question", Need::Required).value_or(QString());
        const auto polarity = p.choice("polarity", Need::Required, {QStringLiteral("wanted"), QStringLiteral("guardrail")},
                                       WorkspaceMessages::tr("probe polarity"));
        probe.description = p.string("description", Need::Optional, true).value_or(QString());
        p.finish();
        if (polarity)
            probe.polarity = *polarity == 0 ? Probe::Polarity::Wanted : Probe::Polarity::Guardrail;
        out.append(probe);
    }
    if (problems.size() != before)
        return std::nullopt;
    if (out.isEmpty()) {
        problems.append({path, 1, 1, WorkspaceMessages::tr("the probe list is empty")});
        return std::nullopt;
    }
    return out;
}

QString defaultRubricName(const Conversation &conversation)
{
    return conversation.rubric.isEmpty() ? QStringLiteral("v2") : conversation.rubric;
}

std::optional<ScoreInput> readScoreInput(const JsonDocument &doc, Diagnostics &problems)
{
    ScoreInput input;
    input.isArray = doc.root().is_array();
    const size_t count = input.isArray ? doc.root().size() : 1;
    const QString what = WorkspaceMessages::tr("the score input");
    const qsizetype before = problems.size();
    for (size_t i = 0; i < count; ++i) {
        ObjectReader r(doc, input.isArray ? JsonDocument::childPointer({}, i) : std::string(), what, problems);
        if (auto item = readScoreItem(r))
            input.items.push_back(std::move(*item));
    }
    if (problems.size() != before)
        return std::nullopt;
    return input;
}

std::optional<std::vector<ProbeInput>> readProbesInput(const JsonDocument &doc, Diagnostics &problems)
{
    const qsizetype before = problems.size();
    ObjectReader root(doc, {}, WorkspaceMessages::tr("the probes input"), problems);
    std::vector<ProbeInput> out;
    if (const Json *probes = root.isObject() ? root.value("probes", Need::Required) : nullptr) {
        if (!probes->is_array()) {
            root.problemAtValue(
                "probes",
                WorkspaceMessages::tr("\"probes\" must be an array of probes, not %1").arg(ObjectReader::describeType(*probes)));
        } else {
            for (size_t i = 0; i < probes->size(); ++i) {
                ObjectReader p = root.child(JsonDocument::childPointer(root.pointerOf("probes"), i),
                                            WorkspaceMessages::tr("probe %1").arg(i + 1));
                if (auto probe = readProbe(p))
                    out.push_back(std::move(*probe));
            }
        }
    }
    if (problems.size() != before)
        return std::nullopt;
    return out;
}

std::optional<Conversation> readConversationDocument(const JsonDocument &doc, Diagnostics &problems)
{
    const qsizetype before = problems.size();
    ObjectReader r(doc, {}, WorkspaceMessages::tr("the conversation"), problems);
    auto conversation = readConversation(r);
    if (problems.size() != before)
        return std::nullopt;
    return conversation;
}

} // namespace Polygon
