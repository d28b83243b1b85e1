#pragma once

#include <QDialog>

namespace Polygon {

// Help ▸ About Polygon: what Polygon is and the versions it runs on, with a
// button that copies them for a bug report.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The version table as plain text (what "Copy versions" puts on the clipboard).
    static QString versionsText();
};

} // namespace Polygon
