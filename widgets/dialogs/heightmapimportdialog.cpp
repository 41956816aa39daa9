#include "dialogs/heightmapimportdialog.h"

#include "dialogs/dialogfields.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>

namespace ackedit::widgets {

HeightmapImportDialog::HeightmapImportDialog(double black, double white, int columns, int rows, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("importHeightmapDialog"));
    setWindowTitle(tr("Import Heightmap"));
    auto *form = new QFormLayout(this);
    m_black = dialogfields::valueBox(this, QStringLiteral("blackHeight"), -1e7, 1e7, black);
    m_white = dialogfields::valueBox(this, QStringLiteral("whiteHeight"), -1e7, 1e7, white);
    m_keepSize = new QCheckBox(tr("Resample to the terrain's %1 × %2 vertices").arg(columns).arg(rows), this);
    m_keepSize->setObjectName(QStringLiteral("keepSize"));
    m_keepSize->setChecked(true);
    form->addRow(tr("Height of black:"), m_black);
    form->addRow(tr("Height of white:"), m_white);
    form->addRow(QString(), m_keepSize);
    form->addRow(dialogfields::okCancel(this));
}

double HeightmapImportDialog::blackHeight() const
{
    return m_black->value();
}

double HeightmapImportDialog::whiteHeight() const
{
    return m_white->value();
}

bool HeightmapImportDialog::keepSize() const
{
    return m_keepSize->isChecked();
}

} // namespace ackedit::widgets
