#include "turndelegate.h"

#include "core/results/conversationmodel.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

namespace Polygon {

namespace {

constexpr int kMargin = 6; // around a bubble
constexpr int kPadding = 8; // inside a bubble

const QString kFindStyle = QStringLiteral("background-color:#fff176;");
const QString kQuoteStyle = QStringLiteral("background-color:#ffb74d;");
const QString kChangedStyle = QStringLiteral("background-color:#ffd6d6;text-decoration:underline;");

struct Span
{
    qsizetype start;
    qsizetype length;
    QString style;
};

// `text` escaped for HTML with each span's style applied (later spans win).
QString markup(const QString &text, const QList<Span> &spans)
{
    QList<QString> styles(text.size());
    for (const Span &s : spans)
        for (qsizetype i = std::max<qsizetype>(0, s.start); i < std::min(text.size(), s.start + s.length); ++i)
            styles[i] += s.style;
    QString out;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype j = i;
        while (j < text.size() && styles.at(j) == styles.at(i))
            ++j;
        const QString chunk = text.mid(i, j - i).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        out += styles.at(i).isEmpty() ? chunk : QStringLiteral("<span style=\"%1\">%2</span>").arg(styles.at(i), chunk);
        i = j;
    }
    return out;
}

void addMatches(QList<Span> &spans, const QString &text, const QString &needle, const QString &style)
{
    if (needle.isEmpty())
        return;
    for (qsizetype at = text.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0;
         at = text.indexOf(needle, at + needle.size(), Qt::CaseInsensitive))
        spans.append({at, needle.size(), style});
}

// Spans from a word diff (ConversationModel::SaidDiffRole / HeardDiffRole).
QList<Span> diffSpans(const QVariantList &parts)
{
    QList<Span> spans;
    qsizetype pos = 0;
    for (const QVariant &v : parts) {
        const QVariantMap part = v.toMap();
        const QString text = part.value(QStringLiteral("text")).toString();
        if (part.value(QStringLiteral("changed")).toBool())
            spans.append({pos, text.size(), kChangedStyle});
        pos += text.size();
    }
    return spans;
}

QString pill(const QString &text, const QString &colour)
{
    return QStringLiteral("&nbsp;<span style=\"background-color:%1;color:white;\">&nbsp;%2&nbsp;</span>")
        .arg(colour, text.toHtmlEscaped());
}

QString endReasonText(const QString &reason)
{
    if (reason == QLatin1String("end"))
        return TurnDelegate::tr("The agent ended the call.");
    if (reason == QLatin1String("transfer"))
        return TurnDelegate::tr("The agent transferred the call.");
    if (reason == QLatin1String("caller_hung_up"))
        return TurnDelegate::tr("The caller hung up.");
    if (reason == QLatin1String("max_turns"))
        return TurnDelegate::tr("Cut off at the turn limit.");
    if (reason == QLatin1String("loop"))
        return TurnDelegate::tr("Stopped: the conversation went round in a loop.");
    if (reason == QLatin1String("cancelled"))
        return TurnDelegate::tr("Cancelled.");
    if (reason == QLatin1String("error"))
        return TurnDelegate::tr("Failed.");
    return TurnDelegate::tr("Ended: %1").arg(reason);
}

} // namespace

TurnDelegate::TurnDelegate(QAbstractItemView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
}

void TurnDelegate::setFindText(const QString &text)
{
    m_find = text;
}

void TurnDelegate::setQuote(int turnIndex, const QString &quote)
{
    m_quoteTurn = turnIndex;
    m_quote = quote;
}

QString TurnDelegate::html(const QModelIndex &index) const
{
    const bool ending = index.data(ConversationModel::KindRole).toString() == QLatin1String("ending");
    if (ending) {
        const QString error = index.data(ConversationModel::ErrorRole).toString();
        const QString reason = endReasonText(index.data(ConversationModel::EndReasonRole).toString());
        if (!error.isEmpty())
            return QStringLiteral("<div style=\"color:#b71c1c;\"><b>%1</b><br>%2</div>")
                .arg(tr("Error").toHtmlEscaped(), markup(error, {}));
        return QStringLiteral("<div align=\"center\" style=\"color:#555;\"><i>%1</i></div>").arg(reason.toHtmlEscaped());
    }
    const int turn = index.data(ConversationModel::TurnIndexRole).toInt();
    const bool agent = index.data(ConversationModel::SpeakerRole).toString() == QLatin1String("agent");
    QString out = QStringLiteral("<div style=\"color:#666;font-size:small;\">%1")
                      .arg((agent ? tr("Agent · turn %1") : tr("Caller · turn %1")).arg(turn + 1).toHtmlEscaped());
    const QString action = index.data(ConversationModel::ActionRole).toString();
    if (action == QLatin1String("end"))
        out += pill(tr("ends the call"), QStringLiteral("#455a64"));
    else if (action == QLatin1String("transfer"))
        out += pill(tr("transfers the call"), QStringLiteral("#1565c0"));
    if (index.data(ConversationModel::LoopRole).toBool())
        out += pill(tr("loop caught here"), QStringLiteral("#e65100"));
    const bool streaming = index.data(ConversationModel::StreamingRole).toBool();
    if (streaming)
        out += pill(tr("arriving…"), QStringLiteral("#6a1b9a"));
    out += QStringLiteral("</div>");

    const QString text = index.data(ConversationModel::TextRole).toString();
    QList<Span> spans = diffSpans(index.data(ConversationModel::SaidDiffRole).toList());
    addMatches(spans, text, m_find, kFindStyle);
    if (turn == m_quoteTurn)
        addMatches(spans, text, m_quote, kQuoteStyle);
    out += QStringLiteral("<div>%1%2</div>")
               .arg(text.isEmpty() ? QStringLiteral("<i>…</i>") : markup(text, spans),
                    streaming ? QStringLiteral(" <b>\u258C</b>") : QString());

    const QString heard = index.data(ConversationModel::HeardRole).toString();
    if (!heard.isEmpty()) {
        QList<Span> heardSpans = diffSpans(index.data(ConversationModel::HeardDiffRole).toList());
        addMatches(heardSpans, heard, m_find, kFindStyle);
        if (turn == m_quoteTurn)
            addMatches(heardSpans, heard, m_quote, kQuoteStyle);
        out += QStringLiteral("<div style=\"color:#555;\"><i>%1</i> %2</div>")
                   .arg(tr("The agent heard:").toHtmlEscaped(), markup(heard, heardSpans));
    }

    const QVariantList calls = index.data(ConversationModel::ToolCallsRole).toList();
    for (const QVariant &v : calls) {
        const QVariantMap c = v.toMap();
        const bool failed = c.value(QStringLiteral("failed")).toBool();
        const bool valid = c.value(QStringLiteral("valid")).toBool();
        QString line = QStringLiteral("⚙&nbsp;<b>%1</b>(%2)")
                           .arg(c.value(QStringLiteral("name")).toString().toHtmlEscaped(),
                                markup(c.value(QStringLiteral("arguments")).toString(), {}));
        if (!valid)
            line += QStringLiteral(" <span style=\"color:#c62828;\">[%1]</span>").arg(tr("invalid arguments").toHtmlEscaped());
        const QString fault = c.value(QStringLiteral("fault")).toString();
        if (failed || !fault.isEmpty()) {
            QString result = c.value(QStringLiteral("result")).toString();
            if (result == QStringLiteral("{\"error\":\"%1\"}").arg(fault))
                result.clear(); // the fault says it all
            line += QStringLiteral(" → <span style=\"color:#c62828;\">%1%2</span>")
                        .arg((fault.isEmpty() ? tr("error") : fault).toHtmlEscaped(),
                             result.isEmpty() ? QString() : QStringLiteral(" ") + markup(result, {}));
        } else {
            line += QStringLiteral(" → %1").arg(markup(c.value(QStringLiteral("result")).toString(), {}));
        }
        const QVariant latency = c.value(QStringLiteral("latencyMs"));
        if (latency.isValid())
            line += QStringLiteral(" <span style=\"color:#777;\">· %1</span>").arg(tr("%1 ms").arg(latency.toInt()));
        out += QStringLiteral("<div style=\"font-family:monospace;font-size:small;\">%1</div>").arg(line);
    }
    return out;
}

int TurnDelegate::bubbleWidth(const QModelIndex &index) const
{
    const int available = std::max(200, m_view->viewport()->width() - 2 * kMargin);
    if (index.data(ConversationModel::KindRole).toString() == QLatin1String("ending"))
        return available;
    return std::min(available, std::max(240, available * 4 / 5));
}

void TurnDelegate::prepare(QTextDocument &doc, const QModelIndex &index) const
{
    doc.setDefaultFont(m_view->font());
    doc.setDocumentMargin(0);
    doc.setHtml(html(index));
    doc.setTextWidth(bubbleWidth(index) - 2 * kPadding);
}

void TurnDelegate::forgetSizes(int first, int last)
{
    for (auto it = m_sizes.begin(); it != m_sizes.end();) {
        const int row = int(it.key() >> 32);
        if (row >= first && (last < 0 || row <= last))
            it = m_sizes.erase(it);
        else
            ++it;
    }
}

QSize TurnDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(option)
    const int width = bubbleWidth(index);
    const quint64 key = (quint64(quint32(index.row())) << 32) | quint32(width);
    if (const auto it = m_sizes.constFind(key); it != m_sizes.cend())
        return *it;
    QTextDocument doc;
    prepare(doc, index);
    const QSize size(width + 2 * kMargin, int(std::ceil(doc.size().height())) + 2 * kPadding + 2 * kMargin);
    m_sizes.insert(key, size);
    return size;
}

QRect TurnDelegate::bubbleRect(const QRect &row, const QModelIndex &index, int height) const
{
    const int width = bubbleWidth(index);
    const bool agent = index.data(ConversationModel::SpeakerRole).toString() == QLatin1String("agent");
    const int x = agent ? row.right() - kMargin - width + 1 : row.left() + kMargin;
    return QRect(x, row.top() + kMargin, width, height);
}

void TurnDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QTextDocument doc;
    prepare(doc, index);
    const int height = int(std::ceil(doc.size().height())) + 2 * kPadding;
    const QRect bubble = bubbleRect(option.rect, index, height);
    const bool ending = index.data(ConversationModel::KindRole).toString() == QLatin1String("ending");
    const bool error = ending && !index.data(ConversationModel::ErrorRole).toString().isEmpty();
    const bool agent = index.data(ConversationModel::SpeakerRole).toString() == QLatin1String("agent");
    const bool selected = option.state & QStyle::State_Selected;

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = ending ? QColor(QStringLiteral("#f5f5f5"))
        : agent          ? QColor(QStringLiteral("#e3f2e6"))
                         : QColor(QStringLiteral("#e8eef7"));
    QColor border = fill.darker(115);
    if (error) {
        fill = QColor(QStringLiteral("#fdecea"));
        border = QColor(QStringLiteral("#c62828"));
    }
    if (selected)
        border = option.palette.color(QPalette::Highlight);
    QPainterPath path;
    path.addRoundedRect(QRectF(bubble).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);
    painter->fillPath(path, fill);
    painter->setPen(QPen(border, selected ? 2.5 : 1));
    painter->drawPath(path);
    painter->translate(bubble.left() + kPadding, bubble.top() + kPadding);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = option.palette;
    context.palette.setColor(QPalette::Text, QColor(QStringLiteral("#202020")));
    doc.documentLayout()->draw(painter, context);
    painter->restore();
}

} // namespace Polygon
