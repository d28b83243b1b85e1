#pragma once

// The comparison screen's models: the scenario matrix of a Comparison
// (core/compare) as a table — scenario, caller type, difficulty, intended
// outcome, one score column per run, spread — and a proxy that filters it
// by caller type, difficulty, outcome and text and sorts it with missing
// scores last in either direction. Incomparable rows keep their missing
// scores missing (never zero). Also: the stored conversation a matrix cell
// and repeat stand for.

#include "core/compare/comparison.h"
#include "core/model/persona.h"
#include "core/store/storetypes.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

namespace Polygon {

class StoreReader;

class ScenarioMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ScenarioColumn, CallerTypeColumn, DifficultyColumn, OutcomeColumn, FirstRunColumn };
    enum Role {
        SortRole = Qt::UserRole + 1, // a number (score, spread, difficulty) or text; invalid when missing
        ScoreRole, // run columns: double, invalid when the run has no score here
        IncomparableRole, // bool: the row has a missing score
        ScenarioRole, // the row's scenario
        RunIndexRole, // run columns: the run's index in the comparison, else -1
        NormalizedRole, // run columns: the score from 0 (worst shown) to 1 (best), for the heat map
    };
    Q_ENUM(Role)

    explicit ScenarioMatrixModel(QObject *parent = nullptr);

    // `personas` give each scenario's intended outcome (simulated runs).
    void setComparison(const Comparison &comparison, const QList<Persona> &personas = {});
    const Comparison &comparison() const { return m_comparison; }
    int runCount() const { return int(m_comparison.runs.size()); }
    int spreadColumn() const { return FirstRunColumn + runCount(); }
    // The row of `scenario`, -1 when the matrix has none.
    int rowOf(const QString &scenario) const;
    // A short label for run `index`: its agent and the run id's last part.
    QString runLabel(int index) const;
    QString outcome(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Comparison m_comparison;
    QHash<QString, QString> m_outcomes; // scenario -> intended outcome
    double m_min = 0;
    double m_max = 100;
};

class ScenarioMatrixFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ScenarioMatrixFilter(QObject *parent = nullptr);

    // Empty / 0: no filter.
    void setCallerType(const QString &type);
    void setDifficulty(int difficulty);
    void setOutcome(const QString &outcome);
    void setText(const QString &text);
    // Only rows every run scored.
    void setComparableOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_callerType;
    int m_difficulty = 0;
    QString m_outcome;
    QString m_text;
    bool m_comparableOnly = false;
};

// The stored conversation of `run` that a comparison's `scenario` and
// `repeat` stand for (FORMATS.md §15: the persona and repeat of a simulated
// run, the scenario and position in import order of an imported one).
std::optional<ConversationKey> comparedConversation(StoreReader &reader, const QString &run, const QString &scenario, int repeat);

} // namespace Polygon
