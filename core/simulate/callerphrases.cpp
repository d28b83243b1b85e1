// What CallerPhrases shares across languages: recognising the agent's
// questions and summaries, and the text helpers of the phrase tables.
#include "callerphrases.h"

namespace Polygon {

namespace {

constexpr auto kUnicode = QRegularExpression::UseUnicodePropertiesOption;

// Day and month of every "<day> <month word>" in `l`, as "MM-DD", with the
// month found by the word's stem (`stems` lists stem → month 1..12).
QStringList dayMonths(const QString &l, const QList<QPair<QString, int>> &stems)
{
    static const QRegularExpression dm(QStringLiteral("\\b(\\d{1,2})(?:-\\p{L}{1,4}|\\.)?\\s+(\\p{L}+)"), kUnicode);
    QStringList out;
    auto it = dm.globalMatch(l);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString word = m.captured(2);
        for (const auto &[stem, month] : stems)
            if (word.startsWith(stem)) {
                out << QStringLiteral("%1-%2")
                           .arg(month, 2, 10, QLatin1Char('0'))
                           .arg(m.captured(1).toInt(), 2, 10, QLatin1Char('0'));
                break;
            }
    }
    return out;
}

} // namespace

namespace CallerText {

QString u8(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QStringList allMatches(const QString &text, const char *pattern)
{
    QStringList out;
    auto it = QRegularExpression(QString::fromLatin1(pattern)).globalMatch(text);
    while (it.hasNext())
        out << it.next().captured(0);
    return out;
}

QRegularExpression latin(const char *pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern));
}

QRegularExpression unicode(const char *utf8)
{
    return QRegularExpression(QString::fromUtf8(utf8), kUnicode);
}

bool slavicDateDiffers(const QString &l, const QString &gtDate, const QList<QPair<QString, int>> &stems)
{
    const QStringList iso = allMatches(l, "\\d{4}-\\d{2}-\\d{2}");
    const QStringList spoken = dayMonths(l, stems);
    if (iso.isEmpty() && spoken.isEmpty())
        return false;
    return !iso.contains(gtDate) && !spoken.contains(gtDate.mid(5));
}

QList<QPair<QString, int>> stemList(const char *utf8)
{
    QList<QPair<QString, int>> out;
    const QStringList words = u8(utf8).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &w : words) {
        const QStringList parts = w.split(QLatin1Char('='));
        out.append({parts.at(0), parts.at(1).toInt()});
    }
    return out;
}

} // namespace CallerText

const CallerPhrases &CallerPhrases::forLanguage(const QString &language)
{
    if (language == QLatin1String("ru"))
        return russian();
    if (language == QLatin1String("hr"))
        return croatian();
    if (language == QLatin1String("bs"))
        return bosnian();
    return english();
}

QStringList CallerPhrases::askedSlots(const QString &agentText) const
{
    const QString l = prepare(agentText);
    QStringList slots;
    if (askRef.match(l).hasMatch())
        slots << QStringLiteral("existing_booking_ref");
    if (askParty.match(l).hasMatch())
        slots << QStringLiteral("party_size");
    if (askDate.match(l).hasMatch())
        slots << QStringLiteral("date");
    if (askTime.match(l).hasMatch())
        slots << QStringLiteral("time");
    if (askName.match(l).hasMatch())
        slots << QStringLiteral("name");
    if (askPhone.match(l).hasMatch() && !slots.contains(QStringLiteral("existing_booking_ref")))
        slots << QStringLiteral("phone");
    if (askOccasion.match(l).hasMatch())
        slots << QStringLiteral("occasion");
    if (askAllergy.match(l).hasMatch())
        slots << QStringLiteral("allergy");
    return slots;
}

std::optional<QString> CallerPhrases::statedParty(const QString &l) const
{
    const auto m = summaryParty.match(l);
    if (!m.hasMatch())
        return std::nullopt;
    for (int i = 1; i <= m.lastCapturedIndex(); ++i)
        if (!m.captured(i).isEmpty())
            return m.captured(i);
    return std::nullopt;
}

} // namespace Polygon
