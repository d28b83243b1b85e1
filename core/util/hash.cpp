#include "hash.h"

#include <QCryptographicHash>

namespace Polygon {

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString collapseWhitespace(const QString &text)
{
    return text.simplified();
}

QString wordingHash(const QString &question)
{
    return sha256Hex(collapseWhitespace(question).toUtf8());
}

} // namespace Polygon
