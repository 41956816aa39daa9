#pragma once
// Terrain ▸ Import Heightmap…, after the image was chosen: the heights black and white stand for,
// and whether the image is resampled to the terrain's size or gives one vertex per pixel.
#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;

namespace ackedit::widgets {

class HeightmapImportDialog : public QDialog
{
    Q_OBJECT
public:
    HeightmapImportDialog(double black, double white, int columns, int rows, QWidget *parent = nullptr);

    double blackHeight() const;
    double whiteHeight() const;
    bool keepSize() const;

private:
    QDoubleSpinBox *m_black;
    QDoubleSpinBox *m_white;
    QCheckBox *m_keepSize;
};

} // namespace ackedit::widgets
