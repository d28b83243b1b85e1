#include "runmonitorwidget.h"

#include "views/conversation/conversationview.h"

#include "core/results/conversationmodel.h"
#include "core/run/liverunmodel.h"
#include "core/run/runjob.h"

#include <QApplication>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace Polygon {

namespace {

QString duration(qint64 seconds)
{
    return seconds >= 3600 ? QStringLiteral("%1:%2:%3")
                                 .arg(seconds / 3600)
                                 .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
                                 .arg(seconds % 60, 2, 10, QLatin1Char('0'))
                           : QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

ConversationStatus statusOf(const QString &state)
{
    return state == QLatin1String("error")    ? ConversationStatus::Failed
        : state == QLatin1String("cancelled") ? ConversationStatus::Cancelled
        : state == QLatin1String("running")   ? ConversationStatus::Running
                                              : ConversationStatus::Done;
}

} // namespace

RunMonitorWidget::RunMonitorWidget(QWidget *parent)
    : QWidget(parent)
    , m_live(new LiveRunModel(this))
    , m_conversation(new ConversationModel(this))
    , m_title(new QLabel(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("&Cancel Run"), this))
    , m_resume(new QPushButton(tr("&Resume Run"), this))
    , m_open(new QPushButton(tr("Open in &Runs Browser"), this))
    , m_follow(new QCheckBox(tr("&Follow the newest conversation"), this))
    , m_table(new QTableView(this))
    , m_view(new ConversationView(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_statusTimer.setSingleShot(true);
    m_statusTimer.setInterval(100);
    connect(&m_statusTimer, &QTimer::timeout, this, &RunMonitorWidget::updateStatus);
    m_cancel->setToolTip(tr("Stops every conversation at its current turn; the run can be resumed later"));
    m_resume->setToolTip(tr("Finishes the conversations that are not done, with the same seeds"));
    m_resume->hide();
    m_open->hide();
    m_follow->setChecked(true);
    m_table->setModel(m_live);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    // Fixed widths: resizing to contents would measure every row on every
    // streamed turn.
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics fm = m_table->fontMetrics();
    header->resizeSection(LiveRunModel::PersonaColumn, fm.horizontalAdvance(QStringLiteral("cooperative-tomislav")) + 16);
    header->resizeSection(LiveRunModel::TurnsColumn, fm.horizontalAdvance(QStringLiteral("Turns 00")) + 8);
    header->resizeSection(LiveRunModel::VerdictColumn, fm.horizontalAdvance(QStringLiteral("Verdict warning")) + 8);
    header->resizeSection(LiveRunModel::CompositeColumn, fm.horizontalAdvance(QStringLiteral("Composite")) + 16);
    header->setSectionResizeMode(LiveRunModel::StatusColumn, QHeaderView::Stretch);
    m_view->setModel(m_conversation);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    bar->addWidget(m_resume);
    bar->addWidget(m_open);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addWidget(m_follow);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(m_view);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_job) {
            m_job->cancel();
            m_cancel->setEnabled(false);
            m_status->setText(tr("Cancelling: every conversation stops at its current turn…"));
        }
    });
    connect(m_resume, &QPushButton::clicked, this, [this] { Q_EMIT resumeRequested(m_run); });
    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT openRunRequested(m_run); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        const QString id = m_live->conversationId(current.row());
        if (!id.isEmpty() && id != m_shown) {
            if (QApplication::mouseButtons() != Qt::NoButton || m_table->hasFocus())
                m_follow->setChecked(false); // the user picked one
            show(id);
        }
    });
    connect(m_live, &LiveRunModel::turnAppended, this, &RunMonitorWidget::turnAppended);
    connect(m_live, &LiveRunModel::turnStreaming, this, &RunMonitorWidget::turnStreaming);
    connect(m_live, &LiveRunModel::conversationChanged, this, &RunMonitorWidget::conversationChanged);
    connect(m_live, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first) { conversationStarted(m_live->conversationId(first)); });
}

RunMonitorWidget::~RunMonitorWidget() = default;

void RunMonitorWidget::setJob(RunJob *job, const QString &title)
{
    if (m_job)
        m_job->disconnect(this);
    m_job = job;
    m_title->setText(title);
    m_finalStatus.clear();
    m_running = true;
    m_cancel->setEnabled(true);
    m_cancel->show();
    m_resume->hide();
    m_open->hide();
    m_status->setText(tr("Starting…"));
    m_progress->setRange(0, 0); // busy until the plan is stored
    m_live->attach(job);
    connect(job, &RunJob::started, this, &RunMonitorWidget::started);
    connect(job, &RunJob::progress, this, &RunMonitorWidget::progressed);
    connect(job, &RunJob::finished, this, &RunMonitorWidget::ended);
    connect(job, &RunJob::failed, this, &RunMonitorWidget::failedToStart);
}

void RunMonitorWidget::started(const QString &run, int total, int alreadyDone)
{
    m_run = run;
    m_total = total;
    m_done = alreadyDone;
    m_doneAtStart = alreadyDone;
    m_clock.start();
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(alreadyDone);
    updateStatus();
}

void RunMonitorWidget::progressed(int done, int total)
{
    m_done = done;
    m_total = total;
    m_progress->setRange(0, std::max(1, total));
    m_progress->setValue(done);
    scheduleStatus();
}

void RunMonitorWidget::ended(RunStatus status, const QString &message)
{
    m_running = false;
    m_cancel->hide();
    m_open->show();
    m_resume->setVisible(status == RunStatus::Cancelled || status == RunStatus::Failed);
    switch (status) {
    case RunStatus::Completed:
        m_finalStatus
            = tr("Completed: %1 of %2 conversations in %3.").arg(m_done).arg(m_total).arg(duration(m_clock.elapsed() / 1000));
        break;
    case RunStatus::Cancelled:
        m_finalStatus = tr("Cancelled after %1 of %2 conversations; Resume finishes the rest with the same seeds.")
                            .arg(m_done)
                            .arg(m_total);
        break;
    default:
        m_finalStatus = tr("Failed: %1").arg(message);
        break;
    }
    updateStatus();
}

void RunMonitorWidget::failedToStart(const QString &message)
{
    m_running = false;
    m_cancel->hide();
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_finalStatus = tr("The run could not start: %1").arg(message);
    updateStatus();
}

void RunMonitorWidget::updateStatus()
{
    m_statusShown.start();
    if (!m_finalStatus.isEmpty()) {
        m_status->setText(m_finalStatus);
        return;
    }
    QString text = tr("Run %1: %2 of %3 conversations done, %4 running")
                       .arg(m_run)
                       .arg(m_done)
                       .arg(m_total)
                       .arg(m_live->count(QStringLiteral("running")));
    const int doneHere = m_done - m_doneAtStart;
    if (doneHere > 0 && m_clock.isValid()) {
        const qint64 elapsed = m_clock.elapsed();
        const qint64 left = elapsed * (m_total - m_done) / doneHere / 1000;
        text += tr(" · about %1 left").arg(duration(left));
    }
    if (const int errors = m_live->count(QStringLiteral("error")); errors > 0)
        text += tr(" · %n ended in an error", nullptr, errors);
    m_status->setText(text);
}

QString RunMonitorWidget::statusText() const
{
    return m_status->text();
}

void RunMonitorWidget::showConversation(const QString &id)
{
    m_follow->setChecked(false);
    const int row = m_live->rowOf(id);
    if (row >= 0)
        m_table->selectRow(row);
    show(id);
}

void RunMonitorWidget::scheduleStatus()
{
    // A fast offline run floods the event loop with queued progress signals,
    // which can starve the throttling timer; write the line at once when the
    // last write is 100 ms old, so it never lags the progress bar for long.
    if (!m_statusShown.isValid() || m_statusShown.elapsed() >= m_statusTimer.interval()) {
        m_statusTimer.stop();
        updateStatus();
    } else if (!m_statusTimer.isActive()) {
        m_statusTimer.start();
    }
}

void RunMonitorWidget::conversationStarted(const QString &id)
{
    scheduleStatus();
    if (m_follow->isChecked()
        && (m_shown.isEmpty()
            || m_live->index(m_live->rowOf(m_shown), 0).data(LiveRunModel::StateRole) != QLatin1String("running")))
        show(id); // the newest, once the one shown has ended
}

void RunMonitorWidget::show(const QString &id)
{
    m_shown = id;
    m_conversation->clear();
    for (const Turn &t : m_live->turns(id))
        m_conversation->appendTurn(t);
    if (m_live->streamingTurn(id))
        turnStreaming(id, m_live->streamingTurn(id)->first);
    conversationChanged(id);
    const int row = m_live->rowOf(id);
    if (row >= 0 && m_table->currentIndex().row() != row) {
        const QSignalBlocker block(m_table->selectionModel());
        m_table->selectRow(row);
    }
}

void RunMonitorWidget::turnAppended(const QString &id, int index)
{
    if (id != m_shown)
        return;
    const QList<Turn> turns = m_live->turns(id);
    if (m_conversation->streamingTurn() >= 0 && m_conversation->streamingTurn() <= index)
        m_conversation->setStreamingTurn(-1); // the turn that streamed is here
    if (index < m_conversation->turnCount())
        m_conversation->updateTurn(index, turns.at(index));
    else
        for (int i = m_conversation->turnCount(); i < turns.size(); ++i)
            m_conversation->appendTurn(turns.at(i));
    m_view->listView()->scrollToBottom(); // the newest turn in sight, without re-laying out the transcript
}

void RunMonitorWidget::turnStreaming(const QString &id, int index)
{
    const auto streaming = m_live->streamingTurn(id);
    if (id != m_shown || !streaming || streaming->first != index)
        return;
    Turn partial;
    partial.speaker = Turn::Speaker::Agent;
    partial.text = streaming->second;
    if (index == m_conversation->turnCount())
        m_conversation->appendTurn(partial);
    else if (index == m_conversation->turnCount() - 1 && m_conversation->streamingTurn() == index)
        m_conversation->updateTurn(index, partial);
    else
        return;
    m_conversation->setStreamingTurn(index);
    m_view->listView()->scrollToBottom();
}

void RunMonitorWidget::conversationChanged(const QString &id)
{
    scheduleStatus();
    if (id != m_shown)
        return;
    const QModelIndex row = m_live->index(m_live->rowOf(id), 0);
    const QString state = row.data(LiveRunModel::StateRole).toString();
    if (state != QLatin1String("running") && m_conversation->streamingTurn() >= 0) {
        show(id); // it ended while a turn was arriving: show only what it kept
        return;
    }
    if (state != QLatin1String("running"))
        m_conversation->setOutcome(statusOf(state), row.data(LiveRunModel::EndReasonRole).toString(), std::nullopt,
                                   row.data(LiveRunModel::ErrorRole).toString());
}

} // namespace Polygon
