#include "gradeview.h"

#include "core/grade/rubric.h"
#include "core/grade/rulejudge.h"
#include "core/grade/score.h"
#include "core/results/conversationmodel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSet>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Polygon {

namespace {

enum QuoteState { QuoteFound, QuoteInvented, QuoteNotInTranscript, QuoteMissing, RepeatUnreadable };

QString verdictColour(const QString &verdict)
{
    if (verdict == QLatin1String("pass"))
        return QStringLiteral("#2e7d32");
    if (verdict == QLatin1String("warning"))
        return QStringLiteral("#ef6c00");
    if (verdict == QLatin1String("fail"))
        return QStringLiteral("#c62828");
    return QStringLiteral("#616161");
}

QString jsonText(const Json &value)
{
    if (value.is_string())
        return toQString(value.get<std::string>());
    if (value.is_number())
        return QLocale().toString(value.get<double>(), 'g', 4);
    if (value.is_null())
        return QString();
    return toQString(value.dump());
}

} // namespace

GradeView::GradeView(QWidget *parent)
    : QWidget(parent)
    , m_gradings(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_judge(new QLabel(this))
    , m_criteria(new QTreeWidget(this))
    , m_probes(new QTreeWidget(this))
    , m_probesTitle(new QLabel(tr("Probes"), this))
    , m_verdictButtons(new QButtonGroup(this))
    , m_criteriaGrid(new QGridLayout)
    , m_saveButton(new QPushButton(tr("Save verdict"), this))
    , m_verdictStatus(new QLabel(this))
{
    auto *title = new QLabel(tr("Grade"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_probesTitle->setFont(bold);
    auto *gradingRow = new QHBoxLayout;
    gradingRow->addWidget(title);
    gradingRow->addStretch();
    gradingRow->addWidget(new QLabel(tr("Grading:"), this));
    gradingRow->addWidget(m_gradings, 1);
    m_gradings->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gradings->setMinimumContentsLength(18);
    connect(m_gradings, &QComboBox::activated, this, [this](int i) { setGrading(m_gradings->itemData(i).toString()); });

    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_judge->setWordWrap(true);
    m_judge->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette grey = m_judge->palette();
    grey.setColor(QPalette::WindowText, QColor(QStringLiteral("#555555")));
    m_judge->setPalette(grey);

    m_criteria->setColumnCount(3);
    m_criteria->setHeaderLabels({tr("Criterion"), tr("Score"), tr("Evidence")});
    m_criteria->setRootIsDecorated(true);
    m_criteria->setWordWrap(true);
    m_criteria->setUniformRowHeights(false);
    m_criteria->header()->setStretchLastSection(true);
    m_criteria->setAccessibleName(tr("Criteria"));
    connect(m_criteria, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { activateItem(item); });
    connect(m_criteria, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { activateItem(item); });

    m_probes->setColumnCount(3);
    m_probes->setHeaderLabels({tr("Probe"), tr("Answer"), tr("Reason")});
    m_probes->setRootIsDecorated(false);
    m_probes->setWordWrap(true);
    m_probes->header()->setStretchLastSection(true);
    m_probes->setAccessibleName(tr("Probe answers"));

    auto *verdictBox = new QGroupBox(tr("Your verdict"), this);
    auto *verdictLayout = new QVBoxLayout(verdictBox);
    auto *buttons = new QHBoxLayout;
    const QList<std::pair<QString, QString>> verdicts = {
        {QStringLiteral("pass"), tr("Pass")}, {QStringLiteral("warning"), tr("Warning")}, {QStringLiteral("fail"), tr("Fail")}};
    for (const auto &[key, label] : verdicts) {
        auto *button = new QRadioButton(label, verdictBox);
        button->setObjectName(key);
        m_verdictButtons->addButton(button);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    verdictLayout->addLayout(buttons);
    verdictLayout->addLayout(m_criteriaGrid);
    auto *saveRow = new QHBoxLayout;
    saveRow->addWidget(m_verdictStatus, 1);
    saveRow->addWidget(m_saveButton);
    verdictLayout->addLayout(saveRow);
    m_verdictStatus->setWordWrap(true);
    m_saveButton->setEnabled(false);
    connect(m_verdictButtons, &QButtonGroup::buttonClicked, this, [this] { m_saveButton->setEnabled(true); });
    connect(m_saveButton, &QPushButton::clicked, this, [this] {
        if (!chosenVerdict().isEmpty())
            Q_EMIT verdictSubmitted(chosenVerdict(), chosenCriteria());
    });

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(gradingRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_judge);
    layout->addWidget(m_criteria, 3);
    layout->addWidget(m_probesTitle);
    layout->addWidget(m_probes, 1);
    layout->addWidget(verdictBox);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    const RubricVersion *rubric = RubricVersion::builtin(QStringLiteral("v2"));
    QStringList keys;
    for (const auto &c : rubric->criteria)
        keys << c.key;
    buildVerdictEditor(keys);
    rebuild();
}

GradeView::~GradeView() = default;

void GradeView::setConversationModel(const ConversationModel *model)
{
    m_model = model;
}

void GradeView::buildVerdictEditor(const QStringList &criteria)
{
    const RubricVersion *rubric = RubricVersion::builtin(QStringLiteral("v2"));
    int i = 0;
    for (const QString &key : criteria) {
        const int c = rubric->criterionIndex(key);
        auto *label = new QLabel(RubricVersion::criterionTitle(key, c >= 0 ? rubric->criteria.at(c).title : key), this);
        auto *spin = new QSpinBox(this);
        spin->setRange(rubric->scaleMin - 1, rubric->scaleMax);
        spin->setSpecialValueText(tr("–"));
        spin->setToolTip(tr("Your score for %1 (%2 to %3), or – for none").arg(key).arg(rubric->scaleMin).arg(rubric->scaleMax));
        spin->setObjectName(key);
        m_criterionSpins.insert(key, spin);
        label->setWordWrap(true); // long names (in Russian, say) wrap instead of widening the panel
        m_criteriaGrid->addWidget(label, i / 2, (i % 2) * 2);
        m_criteriaGrid->addWidget(spin, i / 2, (i % 2) * 2 + 1);
        ++i;
    }
}

QString GradeView::chosenVerdict() const
{
    const auto *button = m_verdictButtons->checkedButton();
    return button ? button->objectName() : QString();
}

QMap<QString, int> GradeView::chosenCriteria() const
{
    QMap<QString, int> map;
    for (auto it = m_criterionSpins.cbegin(); it != m_criterionSpins.cend(); ++it)
        if ((*it)->value() > (*it)->minimum())
            map.insert(it.key(), (*it)->value());
    return map;
}

void GradeView::setChosenVerdict(const QString &verdict, const QMap<QString, int> &criteria)
{
    const auto buttons = m_verdictButtons->buttons();
    m_verdictButtons->setExclusive(false);
    for (QAbstractButton *b : buttons)
        b->setChecked(b->objectName() == verdict);
    m_verdictButtons->setExclusive(true);
    for (auto it = m_criterionSpins.cbegin(); it != m_criterionSpins.cend(); ++it)
        (*it)->setValue(criteria.value(it.key(), (*it)->minimum()));
    m_saveButton->setEnabled(!verdict.isEmpty());
}

void GradeView::setVerdictSaved(bool saved, const QString &message)
{
    m_verdictStatus->setText(saved ? tr("Your verdict is saved.") : message);
}

void GradeView::setDetail(const ConversationDetail &detail)
{
    m_detail = detail;
    m_gradings->clear();
    for (auto it = detail.gradings.crbegin(); it != detail.gradings.crend(); ++it) {
        QString label = tr("%1 · %2").arg(QLocale().toString(it->createdAt.toLocalTime(), QLocale::ShortFormat), it->judge);
        if (!it->model.isEmpty() && it->model != it->judge)
            label += tr(" · %1").arg(it->model);
        if (it->status != QLatin1String("completed"))
            label += tr(" (%1)").arg(runStatusTitle(it->status));
        m_gradings->addItem(label, it->id);
    }
    m_gradings->setEnabled(m_gradings->count() > 1);
    QMap<QString, int> criteria;
    QString verdict;
    if (detail.humanVerdict) {
        verdict = detail.humanVerdict->verdict;
        if (detail.humanVerdict->criteria.is_object())
            for (auto it = detail.humanVerdict->criteria.begin(); it != detail.humanVerdict->criteria.end(); ++it)
                if (it.value().is_number_integer())
                    criteria.insert(toQString(it.key()), it.value().get<int>());
    }
    setChosenVerdict(verdict, criteria);
    m_verdictStatus->setText(
        detail.humanVerdict
            ? tr("Saved %1.").arg(QLocale().toString(detail.humanVerdict->createdAt.toLocalTime(), QLocale::ShortFormat))
            : tr("No verdict of yours yet."));
    m_grading.clear();
    setGrading(detail.latestGrading());
}

void GradeView::setGrading(const QString &grading)
{
    if (grading == m_grading && !grading.isEmpty())
        return;
    m_grading = grading;
    const int i = m_gradings->findData(grading);
    if (i >= 0)
        m_gradings->setCurrentIndex(i);
    rebuild();
    Q_EMIT gradingChanged(grading);
}

QTreeWidgetItem *GradeView::evidenceItem(const QString &criterion, int repeat) const
{
    for (int i = 0; i < m_criteria->topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = m_criteria->topLevelItem(i);
        if (top->data(0, Qt::UserRole).toString() != criterion)
            continue;
        for (int c = 0; c < top->childCount(); ++c)
            if (top->child(c)->data(1, Qt::UserRole).toInt() == repeat)
                return top->child(c);
    }
    return nullptr;
}

void GradeView::rebuild()
{
    m_criteria->clear();
    m_probes->clear();
    const JudgmentRecord *judgment = nullptr;
    for (const JudgmentRecord &j : std::as_const(m_detail.judgments))
        if (j.grading == m_grading)
            judgment = &j;
    const GradingRecord *grading = nullptr;
    for (const GradingRecord &g : std::as_const(m_detail.gradings))
        if (g.id == m_grading)
            grading = &g;

    if (!judgment) {
        m_summary->setText(m_detail.gradings.isEmpty()
                               ? tr("<i>Not graded. Grade the run (polygon-cli grade WORKSPACE RUN) to see scores.</i>")
                               : tr("<i>This conversation was not judged in this grading.</i>"));
        m_judge->setText(grading ? tr("Judge: %1 · profile %2 · model %3 · rubric %4")
                                       .arg(grading->judge, grading->profile, grading->model, grading->rubric)
                                 : QString());
    } else {
        const Json &g = judgment->grade;
        const QString verdict = judgment->verdict;
        QString text = QStringLiteral("<span style=\"font-size:x-large;font-weight:bold;\">%1</span> "
                                      "&nbsp;<span style=\"background-color:%2;color:white;\">&nbsp;%3&nbsp;</span>")
                           .arg(judgment->composite ? QLocale().toString(*judgment->composite, 'f', 1) : tr("–"),
                                verdictColour(verdict), verdictTitle(verdict).toHtmlEscaped());
        const QString band = jsonText(g.value("band", Json()));
        text += QStringLiteral("&nbsp; %1")
                    .arg(tr("band: %1").arg(band.isEmpty() ? tr("none") : verdictTitle(band)).toHtmlEscaped());
        QStringList gates;
        for (const Json &gate : g.value("gates", Json::array()))
            gates << RubricVersion::gateTitle(jsonText(gate));
        text += QStringLiteral("<br>")
            + (gates.isEmpty() ? tr("No gate tripped.").toHtmlEscaped()
                               : QStringLiteral("<span style=\"color:#c62828;\">%1</span>")
                                     .arg(tr("Gates tripped: %1").arg(gates.join(QStringLiteral(", "))).toHtmlEscaped()));
        if (g.value("partial", false))
            text += QStringLiteral("<br><i>%1</i>")
                        .arg(tr("Partial: some criteria are not scored, the composite covers the rest.").toHtmlEscaped());
        m_summary->setText(text);
        const Json &judge = judgment->repeats;
        const QString model = jsonText(judge.value("model", Json()));
        const QString profile = jsonText(judge.value("profile", Json()));
        m_judge->setText(tr("Judge: %1 · profile %2 · model %3 · rubric %4")
                             .arg(grading ? grading->judge : tr("unknown"),
                                  profile.isEmpty() && grading ? grading->profile : profile,
                                  model.isEmpty() && grading ? grading->model : model, judgment->rubric));

        // Criteria, with each repeat's evidence.
        const RubricVersion *rubric = RubricVersion::builtin(jsonText(g.value("rubric", Json())));
        const Json criteria = g.value("criteria", Json::object());
        const Json repeats = judge.value("repeats", Json::array());
        QSet<std::pair<int, QString>> unsupported;
        for (const Json &u : judge.value("unsupported", Json::array()))
            if (u.is_object())
                unsupported.insert({u.value("repeat", -1), jsonText(u.value("criterion", Json()))});
        QMap<int, QString> errors;
        for (const Json &e : judge.value("errors", Json::array()))
            if (e.is_object())
                errors.insert(e.value("repeat", -1), jsonText(e.value("error", Json())));
        const bool rules = grading && grading->judge == QLatin1String("rules");
        for (auto it = criteria.begin(); it != criteria.end(); ++it) {
            const QString key = toQString(it.key());
            const int c = rubric ? rubric->criterionIndex(key) : -1;
            auto *top = new QTreeWidgetItem(m_criteria);
            top->setText(0, RubricVersion::criterionTitle(key, c >= 0 ? rubric->criteria.at(c).title : key));
            top->setToolTip(0, c >= 0 ? rubric->criteria.at(c).description : key);
            top->setData(0, Qt::UserRole, key);
            if (it.value().is_null()) {
                top->setText(1, tr("not scored"));
                top->setForeground(1, QColor(QStringLiteral("#757575")));
                QFont italic = top->font(1);
                italic.setItalic(true);
                top->setFont(1, italic);
            } else {
                top->setText(1, jsonText(it.value()));
            }
            for (int r = 0; r < int(repeats.size()); ++r) {
                auto *row = new QTreeWidgetItem(top);
                row->setText(0, tr("repeat %1").arg(r + 1));
                row->setData(1, Qt::UserRole, r);
                if (errors.contains(r)) {
                    row->setText(2, tr("unreadable repeat: %1").arg(errors.value(r)));
                    row->setForeground(2, QColor(QStringLiteral("#c62828")));
                    row->setData(0, QuoteStateRole, RepeatUnreadable);
                    row->setData(0, TurnRole, -1);
                    continue;
                }
                const Json entry = repeats.at(size_t(r)).value(it.key(), Json());
                if (!entry.is_object() && rules) {
                    row->setText(1, tr("–"));
                    row->setText(2, tr("no rule scores this criterion"));
                    row->setForeground(2, QColor(QStringLiteral("#757575")));
                    row->setData(0, QuoteStateRole, QuoteMissing);
                    row->setData(0, TurnRole, -1);
                    continue;
                }
                if (!entry.is_object()) {
                    row->setText(1, tr("missing"));
                    row->setText(2, tr("no score in this repeat: counts as %1").arg(rubric ? rubric->scaleMin : 1));
                    row->setForeground(2, QColor(QStringLiteral("#757575")));
                    row->setData(0, QuoteStateRole, QuoteMissing);
                    row->setData(0, TurnRole, -1);
                    continue;
                }
                row->setText(1, jsonText(entry.value("score", Json())));
                const QString quote = jsonText(entry.value("evidence", Json()));
                row->setData(0, QuoteRole, quote);
                const int turn = m_model ? m_model->turnOfQuote(quote) : -1;
                if (quote.isEmpty()) {
                    row->setText(2, tr("no evidence given"));
                    row->setData(0, QuoteStateRole, QuoteMissing);
                    row->setData(0, TurnRole, -1);
                } else if (unsupported.contains({r, key})) {
                    row->setText(2, tr("“%1” — invented: not in the transcript, score dropped").arg(quote));
                    row->setForeground(2, QColor(QStringLiteral("#c62828")));
                    row->setData(0, QuoteStateRole, QuoteInvented);
                    row->setData(0, TurnRole, -1);
                } else if (turn >= 0) {
                    row->setText(2, tr("“%1” — turn %2").arg(quote).arg(turn + 1));
                    row->setForeground(2, QColor(QStringLiteral("#1565c0")));
                    row->setToolTip(2, tr("Click to show this quote in the transcript"));
                    row->setData(0, QuoteStateRole, QuoteFound);
                    row->setData(0, TurnRole, turn);
                } else {
                    row->setText(2, rules ? ruleEvidenceTitle(quote) : tr("“%1” — not found in the transcript").arg(quote));
                    row->setForeground(2, QColor(QStringLiteral("#616161")));
                    row->setData(0, QuoteStateRole, QuoteNotInTranscript);
                    row->setData(0, TurnRole, -1);
                }
                row->setToolTip(2, row->toolTip(2).isEmpty() ? row->text(2) : row->toolTip(2));
            }
            top->setExpanded(true);
        }
        m_criteria->resizeColumnToContents(0);
        m_criteria->resizeColumnToContents(1);
        // Long criterion names (in Russian, say) scroll inside the tree
        // instead of widening the whole panel.
        m_criteria->setSizePolicy(QSizePolicy::Ignored, m_criteria->sizePolicy().verticalPolicy());
        m_probes->setSizePolicy(QSizePolicy::Ignored, m_probes->sizePolicy().verticalPolicy());
    }

    // Probe answers of this grading.
    for (const ProbeAnswerRecord &a : std::as_const(m_detail.probeAnswers)) {
        if (a.grading != m_grading)
            continue;
        auto *item = new QTreeWidgetItem(m_probes);
        item->setText(0, a.probe);
        item->setText(1,
                      a.answer == QLatin1String("yes")      ? tr("yes")
                          : a.answer == QLatin1String("no") ? tr("no")
                          : a.answer == QLatin1String("na") ? tr("not applicable")
                                                            : a.answer);
        item->setText(2, a.rationale.isEmpty() ? tr("(no reason stored)") : a.rationale);
        item->setToolTip(2, item->text(2));
        item->setForeground(1,
                            QColor(a.answer == QLatin1String("yes")      ? QStringLiteral("#2e7d32")
                                       : a.answer == QLatin1String("no") ? QStringLiteral("#c62828")
                                                                         : QStringLiteral("#616161")));
    }
    if (m_probes->topLevelItemCount() == 0) {
        auto *item = new QTreeWidgetItem(m_probes);
        item->setText(0, tr("No probe answers in this grading."));
        item->setFlags(Qt::ItemIsEnabled);
        item->setFirstColumnSpanned(true);
    }
    m_probes->resizeColumnToContents(0);
}

void GradeView::activateItem(QTreeWidgetItem *item)
{
    if (!item)
        return;
    const int turn = item->data(0, TurnRole).isValid() ? item->data(0, TurnRole).toInt() : -1;
    if (turn >= 0)
        Q_EMIT quoteActivated(turn, item->data(0, QuoteRole).toString());
}

} // namespace Polygon
