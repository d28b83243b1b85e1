#include "aboutdialog.h"

#include "core/util/versions.h"
#include "views/editor/highlighters.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Polygon {

namespace {

QList<QPair<QString, QString>> allVersions()
{
    auto versions = componentVersions();
    versions.append({AboutDialog::tr("Prompt highlighter"), highlighterBackend()});
    return versions;
}

} // namespace

QString AboutDialog::versionsText()
{
    QString text;
    for (const auto &[name, version] : allVersions())
        text += name + QLatin1String(": ") + version + QLatin1Char('\n');
    return text;
}

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("About Polygon"));
    auto *layout = new QVBoxLayout(this);

    auto *title = new QLabel(tr("<h2>Polygon %1</h2>").arg(QStringLiteral(POLYGON_VERSION)), this);
    layout->addWidget(title);
    auto *blurb = new QLabel(tr("A workbench for people who build LLM phone and voice agents: lint the prompt, let simulated "
                                "callers talk to the agent through recognition noise and faulty tools, grade the "
                                "conversations, and compare configurations turn by turn."),
                             this);
    blurb->setWordWrap(true);
    layout->addWidget(blurb);

    auto *form = new QFormLayout;
    for (const auto &[name, version] : allVersions()) {
        auto *value = new QLabel(version, this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setObjectName(QStringLiteral("version:") + name);
        form->addRow(name + QLatin1Char(':'), value);
    }
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("Copy Versions"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [] { QApplication::clipboard()->setText(versionsText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace Polygon
