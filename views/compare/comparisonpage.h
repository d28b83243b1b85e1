#pragma once

// ComparisonPage: the comparison screen. Two or more graded runs compared by
// core's compareRuns() (the engine of `polygon-cli compare`), off the GUI
// thread: the scorecards side by side, the written analysis, the scenario
// matrix as a heat map ordered by spread (sortable; filtered by caller type,
// difficulty, intended outcome, text; incomparable cells drawn as such,
// never as zero), and below it the two conversations of the selected cell
// side by side, each scrolled to the divergence marker — the first turn
// where they part ways, with its reason.

#include "core/compare/comparison.h"
#include "core/store/storetypes.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTableWidget;
class QTextBrowser;
template<typename T> class QFutureWatcher;

namespace Polygon {

class ConversationModel;
class ConversationView;
class ScenarioMatrixFilter;
class ScenarioMatrixModel;

class ComparisonPage : public QWidget
{
    Q_OBJECT

public:
    ComparisonPage(const QString &workspaceRoot, const CompareContext &context, QWidget *parent = nullptr);
    ~ComparisonPage() override;

    ScenarioMatrixModel *matrixModel() const { return m_matrix; }
    ScenarioMatrixFilter *matrixFilter() const { return m_filter; }
    QTableView *matrixView() const { return m_matrixView; }
    QTableWidget *scorecardTable() const { return m_scorecards; }
    QTextBrowser *analysisView() const { return m_analysis; }
    ConversationView *leftView() const { return m_leftView; }
    ConversationView *rightView() const { return m_rightView; }
    QLabel *divergenceLabel() const { return m_divergenceLabel; }
    QLabel *errorLabel() const { return m_errorLabel; }
    QComboBox *callerTypeFilter() const { return m_typeFilter; }
    QPushButton *cancelButton() const { return m_cancel; }
    bool isLoaded() const { return m_loaded; }
    const Comparison &comparison() const;
    QStringList runs() const { return m_runs; }
    // A short title for a tab.
    QString title() const;
    // The divergence shown below the matrix, none before a cell is chosen.
    std::optional<DivergenceRow> shownDivergence() const { return m_shown; }

public Q_SLOTS:
    // Compares `runs` (ids, unique prefixes or "latest"), in that order.
    void compare(const QStringList &runs);
    void cancel();
    // Shows a comparison made elsewhere (the same screen as compare()'s result).
    void setComparison(const Polygon::Comparison &comparison);
    // Selects `scenario`'s row and shows its conversations of runs `a` and
    // `b` (indexes in the comparison) and `repeat` side by side.
    void showScenario(const QString &scenario, int repeat = 0, int a = 0, int b = 1);

Q_SIGNALS:
    void compared();
    void failed(const QString &message);
    void cancelled();
    // The side-by-side conversations are on screen (or could not be read).
    void pairShown();

private:
    struct Pair;
    void showComparison(const Comparison &comparison);
    void showFailure(const QString &message);
    void fillScorecards();
    void fillFilters();
    void onCellActivated(const QModelIndex &proxyIndex);
    void updatePairChoices(const QString &scenario);
    void loadPair();
    void showPair(const Pair &pair);

    QString m_root;
    CompareContext m_context;
    QStringList m_runs;
    bool m_loaded = false;
    quint64 m_generation = 0;
    ScenarioMatrixModel *m_matrix;
    ScenarioMatrixFilter *m_filter;
    QStackedWidget *m_stack;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_errorLabel;
    QLabel *m_header;
    QTableWidget *m_scorecards;
    QTextBrowser *m_analysis;
    QComboBox *m_typeFilter;
    QComboBox *m_difficultyFilter;
    QComboBox *m_outcomeFilter;
    QLineEdit *m_textFilter;
    QCheckBox *m_comparableOnly;
    QTableView *m_matrixView;
    QComboBox *m_runA;
    QComboBox *m_runB;
    QComboBox *m_repeat;
    QLabel *m_divergenceLabel;
    QLabel *m_leftTitle;
    QLabel *m_rightTitle;
    ConversationModel *m_leftModel;
    ConversationModel *m_rightModel;
    ConversationView *m_leftView;
    ConversationView *m_rightView;
    QString m_scenario;
    std::optional<DivergenceRow> m_shown;
    quint64 m_pairGeneration = 0;
};

} // namespace Polygon
