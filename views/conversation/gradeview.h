#pragma once

// GradeView: how a conversation was graded, next to its transcript. Shows
// one grading at a time (a selector when there are several): composite, band,
// verdict and gates; each criterion's score and the judge's evidence quote
// per repeat — a quote found in the transcript is a link (quoteActivated()),
// a quote the judge invented (FORMATS.md §10 "unsupported") and unreadable
// repeats are marked, and criteria left unscored say so; the probe answers
// with their reasons; the judge's kind, model, profile and rubric identity.
// Below, "Your verdict" (pass / warning / fail and optional criterion scores
// 1..5) emits verdictSubmitted() for the page to record.

#include "core/results/resultstypes.h"

#include <QMap>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace Polygon {

class ConversationModel;

class GradeView : public QWidget
{
    Q_OBJECT

public:
    // Item data roles of the criteria tree (column 0 of an evidence row).
    enum ItemRole { TurnRole = Qt::UserRole + 1, QuoteRole, QuoteStateRole };
    explicit GradeView(QWidget *parent = nullptr);
    ~GradeView() override;

    // Where quotes are looked up (turnOfQuote); the page's model.
    void setConversationModel(const ConversationModel *model);
    void setDetail(const ConversationDetail &detail);
    const ConversationDetail &detail() const { return m_detail; }

    QString grading() const { return m_grading; }
    QComboBox *gradingSelector() const { return m_gradings; }
    QTreeWidget *criteriaTree() const { return m_criteria; }
    QTreeWidget *probesTree() const { return m_probes; }
    // The evidence row of `criterion`'s repeat `repeat` (0-based), nullptr when none.
    QTreeWidgetItem *evidenceItem(const QString &criterion, int repeat) const;
    QLabel *summaryLabel() const { return m_summary; }

    // The "Your verdict" controls' current choice.
    QString chosenVerdict() const;
    QMap<QString, int> chosenCriteria() const;
    void setChosenVerdict(const QString &verdict, const QMap<QString, int> &criteria);

public Q_SLOTS:
    void setGrading(const QString &grading);
    void setVerdictSaved(bool saved, const QString &message = QString());

Q_SIGNALS:
    // An evidence quote was clicked: it is in turn `turnIndex`.
    void quoteActivated(int turnIndex, const QString &quote);
    void gradingChanged(const QString &grading);
    // "Save verdict": verdict and the criterion scores given (1..5).
    void verdictSubmitted(const QString &verdict, const QMap<QString, int> &criteria);

private:
    void rebuild();
    void activateItem(QTreeWidgetItem *item);
    void buildVerdictEditor(const QStringList &criteria);

    const ConversationModel *m_model = nullptr;
    ConversationDetail m_detail;
    QString m_grading;
    QComboBox *m_gradings;
    QLabel *m_summary;
    QLabel *m_judge;
    QTreeWidget *m_criteria;
    QTreeWidget *m_probes;
    QLabel *m_probesTitle;
    QButtonGroup *m_verdictButtons;
    QGridLayout *m_criteriaGrid;
    QMap<QString, QSpinBox *> m_criterionSpins;
    QPushButton *m_saveButton;
    QLabel *m_verdictStatus;
};

} // namespace Polygon
