#include "tokens.h"

namespace Polygon {

QStringList wordTokens(const QString &text)
{
    const QString lower = text.toLower();
    QStringList tokens;
    QString current;
    const auto flush = [&] {
        if (!current.isEmpty()) {
            tokens.append(current);
            current.clear();
        }
    };
    for (qsizetype i = 0; i < lower.size(); ++i) {
        char32_t cp = lower.at(i).unicode();
        qsizetype units = 1;
        if (QChar::isHighSurrogate(cp) && i + 1 < lower.size() && lower.at(i + 1).isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(lower.at(i), lower.at(i + 1));
            units = 2;
        }
        if (QChar::isSpace(cp)) {
            flush();
        } else if (!QChar::isPunct(cp)) {
            current.append(lower.constData() + i, units);
        }
        i += units - 1;
    }
    flush();
    return tokens;
}

} // namespace Polygon
