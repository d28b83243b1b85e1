#pragma once

#include <QByteArray>
#include <QString>

namespace Polygon {

// Lower-case hex SHA-256 of the bytes.
QString sha256Hex(const QByteArray &bytes);

// Trims and collapses every run of whitespace to one space (Unicode-aware).
QString collapseWhitespace(const QString &text);

// The identity of a probe's wording: sha256 of the question after trimming
// and collapsing whitespace (FORMATS.md §3).
QString wordingHash(const QString &question);

} // namespace Polygon
