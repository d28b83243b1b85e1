#pragma once

#include <QString>

class QTextDocument;
class QObject;

namespace Polygon {

// Attaches a syntax highlighter for `path` (Markdown for .md, JSON for .json)
// to `document`: KSyntaxHighlighting when Polygon was built with it,
// otherwise Polygon's own highlighters. Returns the highlighter object
// (owned by the document) or nullptr for plain text.
QObject *attachHighlighter(QTextDocument *document, const QString &path);

// "KSyntaxHighlighting" or "built-in": which backend this build uses.
QString highlighterBackend();

} // namespace Polygon
