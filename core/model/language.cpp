#include "language.h"

namespace Polygon {

QStringList supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("hr"), QStringLiteral("bs")};
}

bool isSupportedLanguage(const QString &code)
{
    return supportedLanguages().contains(code);
}

} // namespace Polygon
