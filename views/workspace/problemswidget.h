#pragma once

#include "core/json/diagnostic.h"

#include <QWidget>

class QTreeWidget;
class QLabel;

namespace Polygon {

// The workspace's problems, one row each (file, line, column, message).
// Activating a row asks to open the file at that position.
class ProblemsWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ProblemsWidget(QWidget *parent = nullptr);

    // `root` is the workspace folder: files are shown relative to it.
    void setProblems(const QString &root, const Diagnostics &problems);
    int count() const;
    QTreeWidget *view() const { return m_tree; }
    // The line above the list ("No workspace is open.", "3 problems: …").
    QString summary() const;

Q_SIGNALS:
    void problemActivated(const QString &file, int line, int column);

protected:
    void changeEvent(QEvent *event) override;

private:
    QTreeWidget *m_tree;
    QLabel *m_summary;
    QString m_root;
    Diagnostics m_problemsShown;
};

} // namespace Polygon
