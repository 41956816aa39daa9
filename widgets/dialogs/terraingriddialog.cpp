#include "dialogs/terraingriddialog.h"

#include "dialogs/dialogfields.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace ackedit::widgets {

TerrainGridDialog::TerrainGridDialog(Mode mode, int columns, int rows, double cellSize, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(mode == Mode::New ? QStringLiteral("newTerrainDialog") : QStringLiteral("resizeTerrainDialog"));
    setWindowTitle(mode == Mode::New ? tr("New Terrain") : tr("Resize Terrain"));
    auto *form = new QFormLayout(this);
    m_columns = dialogfields::vertexCountBox(this, QStringLiteral("columns"), columns);
    m_rows = dialogfields::vertexCountBox(this, QStringLiteral("rows"), rows);
    form->addRow(tr("Columns (vertices):"), m_columns);
    form->addRow(tr("Rows (vertices):"), m_rows);
    if (mode == Mode::New) {
        m_cellSize = dialogfields::valueBox(this, QStringLiteral("cellSize"), 0.001, 1e6, cellSize);
        m_baseHeight = dialogfields::valueBox(this, QStringLiteral("baseHeight"), -1e7, 1e7, 0.0);
        form->addRow(tr("Cell size:"), m_cellSize);
        form->addRow(tr("Base height:"), m_baseHeight);
    }
    form->addRow(dialogfields::okCancel(this));
}

int TerrainGridDialog::columns() const
{
    return m_columns->value();
}

int TerrainGridDialog::rows() const
{
    return m_rows->value();
}

double TerrainGridDialog::cellSize() const
{
    return m_cellSize ? m_cellSize->value() : 0.0;
}

double TerrainGridDialog::baseHeight() const
{
    return m_baseHeight ? m_baseHeight->value() : 0.0;
}

} // namespace ackedit::widgets
