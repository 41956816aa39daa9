// Level ▸ Build… (issue 35): the action, and the dialog whose results go to the window (the built
// WMB opens in a tab) and to the Issues dock (the warnings, each selecting its block).
#include "dialogs/builddialog.h"
#include "languagechange.h"
#include "editors/leveleditor.h"
#include "validation/finding.h"

#include <QAction>

namespace ackedit::widgets {

void LevelEditor::createBuildAction()
{
    m_build = translated(new QAction(this), [] { return tr("&Build…"); });
    m_build->setObjectName(QStringLiteral("actionBuildLevel"));
    m_build->setShortcut(QKeySequence(Qt::Key_F7));
    setTranslatedToolTip(m_build, [] {
        return tr("Compile the level into a WMB the engine runs, with lightmaps, as WED's Build does (F7)");
    });
    m_build->setEnabled(m_document->asset() && m_document->asset()->kind() == format::AssetFile::Kind::LevelSource);
    connect(m_build, &QAction::triggered, this, &LevelEditor::showBuildDialog);
    addAction(m_build);
}

BuildDialog *LevelEditor::buildDialog() const
{
    return m_buildDialog;
}

void LevelEditor::showBuildDialog()
{
    if (!m_build->isEnabled())
        return;
    if (!m_buildDialog) {
        m_buildDialog = new BuildDialog(m_document, this);
        m_buildDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_buildDialog, &BuildDialog::built, this,
                [this](const QString &path, const std::vector<document::build::BuildWarning> &warnings) {
                    std::vector<document::Finding> findings;
                    for (const document::build::BuildWarning &w : warnings) {
                        document::Finding f;
                        f.ruleId = QStringLiteral("build/warning");
                        f.severity = document::Severity::Warning;
                        f.message = w.text;
                        if (w.block && m_document->contains(w.block)) {
                            f.location.kind = document::FindingLocation::Kind::Node;
                            f.location.node = w.block;
                        }
                        findings.push_back(std::move(f));
                    }
                    emit findingsReported(findings);
                    emit openRequested(path);
                });
    }
    m_buildDialog->show();
    m_buildDialog->raise();
    m_buildDialog->activateWindow();
}

} // namespace ackedit::widgets
