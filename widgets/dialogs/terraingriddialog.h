#pragma once
// The dialog behind Terrain ▸ New… and Resize…: vertex counts, and for a new terrain the cell
// size and base height. The values are read from the dialog object after exec(), while the
// spin boxes still exist (they belong to the dialog).
#include <QDialog>

class QDoubleSpinBox;
class QSpinBox;

namespace ackedit::widgets {

class TerrainGridDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { New, Resize };

    TerrainGridDialog(Mode mode, int columns, int rows, double cellSize, QWidget *parent = nullptr);

    int columns() const;
    int rows() const;
    double cellSize() const;   // New only
    double baseHeight() const; // New only

private:
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QDoubleSpinBox *m_cellSize = nullptr;
    QDoubleSpinBox *m_baseHeight = nullptr;
};

} // namespace ackedit::widgets
