#pragma once

// CompareRunsDialog (Run ▸ Compare Runs…): the workspace's runs, newest
// first, read off the GUI thread; tick two or more graded runs to compare
// them in the order they are listed. Ungraded runs cannot be ticked and say
// how to grade them.

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace Polygon {

class ResultsLoader;
struct RunRow;

class CompareRunsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CompareRunsDialog(const QString &workspaceRoot, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    // The ticked runs, in list order.
    QStringList chosenRuns() const;
    // Ticks `runs` (ids) and unticks the others.
    void choose(const QStringList &runs);

Q_SIGNALS:
    void runsLoaded();

private:
    void fill(const QList<Polygon::RunRow> &runs);
    void updateButtons();

    ResultsLoader *m_loader;
    QListWidget *m_list;
    QLabel *m_hint;
    QDialogButtonBox *m_buttons;
};

} // namespace Polygon
