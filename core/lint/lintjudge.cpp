#include "lintjudge.h"

#include "core/llm/provider.h"
#include "core/util/messages.h"

#include <algorithm>
#include <cmath>

namespace Polygon::Lint {

namespace {

// The names of FORMATS.md §9, in the order of Axis.
constexpr std::array<const char *, kAxisCount> kAxisNames {"overload", "attention_dilution", "conflict", "ambiguity",
                                                           "redundancy"};

std::optional<Axis> judgeAxis(const std::string &name)
{
    for (int i = 0; i < kAxisCount; ++i) {
        if (name == kAxisNames[std::size_t(i)])
            return Axis(i);
    }
    return std::nullopt;
}

std::optional<Severity> judgeSeverity(const std::string &name)
{
    if (name == "info")
        return Severity::Info;
    if (name == "warning")
        return Severity::Warning;
    if (name == "error")
        return Severity::Error;
    return std::nullopt;
}

QString quoted(const QString &s)
{
    constexpr qsizetype kMax = 80;
    return QStringLiteral("“") + (s.size() > kMax ? s.left(kMax) + QStringLiteral("…") : s) + QStringLiteral("”");
}

QString simplified(const QString &s)
{
    return s.simplified();
}

// Folds what a model changes when it copies text: letter case, runs of white
// space, typographic quotes and dashes. `source` maps each folded character
// back to its index in the original.
QString fold(const QString &text, QList<qsizetype> *source)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        QChar c = text.at(i);
        if (c.isSpace()) {
            space = true;
            continue;
        }
        if (space && !out.isEmpty()) {
            out.append(QLatin1Char(' '));
            if (source)
                source->append(i - 1);
        }
        space = false;
        switch (c.unicode()) {
        case 0x2018: // ‘ ’ ʼ ′
        case 0x2019:
        case 0x02BC:
        case 0x2032:
            c = QLatin1Char('\'');
            break;
        case 0x201C: // “ ” „ « »
        case 0x201D:
        case 0x201E:
        case 0x00AB:
        case 0x00BB:
            c = QLatin1Char('"');
            break;
        case 0x2010: // ‐ ‑ – —
        case 0x2011:
        case 0x2013:
        case 0x2014:
            c = QLatin1Char('-');
            break;
        default:
            c = c.toCaseFolded();
            break;
        }
        out.append(c);
        if (source)
            source->append(i);
    }
    return out;
}

// Strips one pair of quotation marks a model may wrap a quote in.
QString unwrap(QString q)
{
    q = q.trimmed();
    static const QString open = QStringLiteral("\"“„«'‘");
    static const QString close = QStringLiteral("\"”“»'’");
    while (q.size() >= 2 && open.contains(q.front()) && close.contains(q.back()))
        q = q.mid(1, q.size() - 2).trimmed();
    return q;
}

std::optional<TextRange> findPiece(const QString &text, const QString &piece, qsizetype from)
{
    if (piece.isEmpty())
        return std::nullopt;
    const qsizetype exact = text.indexOf(piece, from);
    if (exact >= 0)
        return TextRange {exact, piece.size()};
    QList<qsizetype> source;
    const QString folded = fold(text, &source);
    const QString needle = fold(piece, nullptr);
    if (needle.isEmpty())
        return std::nullopt;
    // The first folded index at or after `from`.
    const qsizetype start = std::lower_bound(source.begin(), source.end(), from) - source.begin();
    const qsizetype at = folded.indexOf(needle, start);
    if (at < 0)
        return std::nullopt;
    const qsizetype begin = source.at(at);
    qsizetype end = source.at(at + needle.size() - 1) + 1;
    if (end < text.size() && text.at(end - 1).isHighSurrogate())
        ++end;
    return TextRange {begin, end - begin};
}

} // namespace

std::optional<TextRange> findQuote(const QString &text, const QString &quote, qsizetype from)
{
    const QString q = unwrap(quote);
    if (q.isEmpty())
        return std::nullopt;
    if (auto whole = findPiece(text, q, from))
        return whole;
    // "first part … last part": every part, in order.
    QString marked = q;
    marked.replace(QStringLiteral("…"), QStringLiteral("\x01")).replace(QStringLiteral("..."), QStringLiteral("\x01"));
    if (!marked.contains(QChar(1)))
        return std::nullopt;
    QStringList parts;
    for (const QString &p : marked.split(QChar(1))) {
        const QString t = p.trimmed();
        if (!t.isEmpty())
            parts.append(t);
    }
    if (parts.isEmpty())
        return std::nullopt;
    std::optional<TextRange> first;
    qsizetype pos = from;
    qsizetype end = from;
    for (const QString &p : std::as_const(parts)) {
        const auto r = findPiece(text, p, pos);
        if (!r)
            return std::nullopt;
        if (!first)
            first = r;
        pos = r->end();
        end = r->end();
    }
    return TextRange {first->start, end - first->start};
}

LintJudge::LintJudge(Provider *provider, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
{
}

LintJudge::~LintJudge()
{
    cancel();
}

Json LintJudge::schema()
{
    Json axes
        = {{"type", "object"}, {"additionalProperties", false}, {"properties", Json::object()}, {"required", Json::array()}};
    for (const char *name : kAxisNames) {
        axes["properties"][name] = {{"type", "number"}, {"description", "0 = no problem on this axis, 1 = severe"}};
        axes["required"].push_back(name);
    }
    Json axisEnum = Json::array();
    for (const char *name : kAxisNames)
        axisEnum.push_back(name);
    const Json finding = {{"type", "object"},
                          {"additionalProperties", false},
                          {"properties",
                           {{"axis", {{"type", "string"}, {"enum", axisEnum}}},
                            {"quote", {{"type", "string"}, {"description", "the passage, copied exactly from the prompt"}}},
                            {"explanation", {{"type", "string"}, {"description", "one sentence"}}},
                            {"severity", {{"type", "string"}, {"enum", {"info", "warning", "error"}}}},
                            {"related_quote",
                             {{"type", {"string", "null"}},
                              {"description", "conflict and redundancy: the other passage, copied exactly; otherwise null"}}}}},
                          {"required", {"axis", "quote", "explanation", "severity", "related_quote"}}};
    return {{"type", "object"},
            {"additionalProperties", false},
            {"properties", {{"axes", axes}, {"findings", {{"type", "array"}, {"items", finding}}}}},
            {"required", {"axes", "findings"}}};
}

ChatRequest LintJudge::request(const QString &prompt, const QString &language)
{
    // The judge's instructions are for the model, not the user: not translated.
    const QString instructions = QStringLiteral(
        "You review system prompts written for LLM phone agents and find their weak spots on five axes:\n"
        "- overload: too many simultaneous constraints in one place;\n"
        "- attention_dilution: key rules buried in the middle of a long prompt, or related rules scattered far apart;\n"
        "- conflict: rules that exclude or water down each other;\n"
        "- ambiguity: wording with more than one reading, or references to things the prompt never defines;\n"
        "- redundancy: the same rule stated several ways.\n"
        "For each finding, quote the shortest passage of the prompt that shows it, copied character for character "
        "(no paraphrase, no translation), explain the problem in one sentence in English, and give a severity: info, "
        "warning or error. For conflict and redundancy, put the other passage in related_quote, copied exactly; "
        "otherwise related_quote is null. Score every axis from 0 (no problem) to 1 (severe). Report only real "
        "problems: an empty list of findings is a valid answer.");
    ChatRequest r;
    r.messages = {ChatMessage::system(instructions),
                  ChatMessage::user(QStringLiteral("Language of the prompt: %1.\nThe prompt to review, between the lines "
                                                   "<<<PROMPT and PROMPT>>>:\n<<<PROMPT\n%2\nPROMPT>>>")
                                        .arg(language, prompt))};
    r.jsonSchema = schema();
    r.schemaName = QStringLiteral("prompt_review");
    r.temperature = 0.0;
    r.conversation = QStringLiteral("lint-judge");
    return r;
}

bool LintJudge::readReply(const Json &reply, const QString &prompt, LintJudgeResult &result, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!reply.is_object())
        return fail(WorkspaceMessages::tr("the judge's reply is not a JSON object"));
    const auto findings = reply.find("findings");
    if (findings == reply.end() || !findings->is_array())
        return fail(WorkspaceMessages::tr("the judge's reply has no “findings” list"));

    result = LintJudgeResult {};
    if (const auto axes = reply.find("axes"); axes != reply.end() && axes->is_object()) {
        std::array<double, kAxisCount> scores {};
        bool valid = true;
        for (int i = 0; i < kAxisCount && valid; ++i) {
            const auto v = axes->find(kAxisNames[std::size_t(i)]);
            valid = v != axes->end() && v->is_number() && v->get<double>() >= 0.0 && v->get<double>() <= 1.0;
            if (valid)
                scores[std::size_t(i)] = v->get<double>();
        }
        if (valid)
            result.axes = scores;
        else
            result.dropped.append(WorkspaceMessages::tr("the judge's axis scores were ignored: each of the five must be a number "
                                                        "from 0 to 1"));
    }

    int index = 0;
    for (const Json &f : *findings) {
        ++index;
        ++result.findings;
        const auto text = [&f](const char *key) -> std::optional<QString> {
            const auto it = f.find(key);
            if (it == f.end() || !it->is_string())
                return std::nullopt;
            return toQString(it->get<std::string>());
        };
        if (!f.is_object()) {
            ++result.invalid;
            result.dropped.append(WorkspaceMessages::tr("finding %1 dropped: not a JSON object").arg(index));
            continue;
        }
        const auto axisName = text("axis");
        const auto axis = axisName ? judgeAxis(toStdString(*axisName)) : std::nullopt;
        const auto severityName = text("severity");
        const auto severity = severityName ? judgeSeverity(toStdString(*severityName)) : std::nullopt;
        const auto quote = text("quote");
        const auto explanation = text("explanation");
        QString problem;
        if (!axis)
            problem = WorkspaceMessages::tr("the axis %1 is not one of the five").arg(quoted(axisName.value_or(QString())));
        else if (!severity)
            problem = WorkspaceMessages::tr("the severity %1 is not info, warning or error")
                          .arg(quoted(severityName.value_or(QString())));
        else if (!quote || quote->trimmed().isEmpty())
            problem = WorkspaceMessages::tr("it has no quote");
        else if (!explanation || explanation->trimmed().isEmpty())
            problem = WorkspaceMessages::tr("it has no explanation");
        if (!problem.isEmpty()) {
            ++result.invalid;
            result.dropped.append(WorkspaceMessages::tr("finding %1 dropped: %2").arg(index).arg(problem));
            continue;
        }
        const auto range = findQuote(prompt, *quote);
        if (!range) {
            ++result.unplaced;
            result.dropped.append(
                WorkspaceMessages::tr("finding %1 dropped: the quote %2 is not in the prompt").arg(index).arg(quoted(*quote)));
            continue;
        }
        Span span;
        span.range = *range;
        span.axis = *axis;
        span.tier = 4;
        span.severity = *severity;
        span.message = simplified(*explanation);
        if (const auto related = text("related_quote"); related && !related->trimmed().isEmpty()) {
            // Another occurrence than the finding's own, when there is one.
            auto other = findQuote(prompt, *related);
            if (other && *other == *range) {
                if (auto later = findQuote(prompt, *related, range->end()))
                    other = later;
            }
            if (other) {
                span.related = *other;
            } else {
                ++result.unplacedRelated;
                result.dropped.append(WorkspaceMessages::tr("finding %1 kept without its related passage: the quote %2 is not in "
                                                            "the prompt")
                                          .arg(index)
                                          .arg(quoted(*related)));
            }
        }
        result.spans.append(span);
    }
    std::stable_sort(result.spans.begin(), result.spans.end(), [](const Span &a, const Span &b) {
        if (a.range.start != b.range.start)
            return a.range.start < b.range.start;
        return int(a.axis) < int(b.axis);
    });
    return true;
}

void LintJudge::start(const QString &prompt, const QString &language)
{
    cancel();
    m_prompt = prompt;
    if (!m_provider) {
        Q_EMIT failed(WorkspaceMessages::tr("no judge profile configured"));
        return;
    }
    m_reply = m_provider->chat(request(prompt, language));
    connect(m_reply.data(), &ProviderReply::finished, this, &LintJudge::onReply);
}

void LintJudge::cancel()
{
    if (m_reply) {
        ProviderReply *reply = m_reply.data();
        m_reply.clear();
        disconnect(reply, nullptr, this, nullptr);
        if (!reply->isFinished())
            reply->cancel();
        reply->deleteLater();
    }
}

QString LintJudge::describeRequest() const
{
    if (m_provider)
        return m_provider->describeRequest(ProviderReply::Kind::Chat);
    return WorkspaceMessages::tr("the judge's chat request");
}

void LintJudge::onReply()
{
    ProviderReply *reply = m_reply.data();
    if (!reply)
        return;
    m_reply.clear();
    reply->deleteLater();
    if (reply->failed()) {
        Q_EMIT failed(reply->error()->toString());
        return;
    }
    LintJudgeResult result;
    QString why;
    if (!readReply(reply->chat().structured, m_prompt, result, &why)) {
        const ProviderError error {ProviderError::Kind::MalformedReply, 200, describeRequest(),
                                   WorkspaceMessages::tr("the prompt review does not match its schema: %1").arg(why)};
        Q_EMIT failed(error.toString());
        return;
    }
    result.usage = reply->chat().usage;
    Q_EMIT finished(result);
}

} // namespace Polygon::Lint
