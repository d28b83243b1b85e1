#pragma once

#include <QByteArray>
#include <QString>

namespace Polygon {

// A prompt version (prompts/ID.md). Its identity is the SHA-256 of its bytes.
struct Prompt
{
    QString id;
    QString path;
    QByteArray bytes; // exactly as on disk
    QString hash; // sha256 hex of bytes

    QString text() const { return QString::fromUtf8(bytes); }
    bool operator==(const Prompt &) const = default;
};

} // namespace Polygon
