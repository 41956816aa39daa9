#pragma once
// File ▸ Import…'s questions, MED's import options: the scale, which axis is up in the source,
// the rate at which animations are sampled into frames and which animations to take, with a
// preview of what the model will hold (triangles, frames, skins) as the options change.
#include "importoptions.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;

namespace ackedit::widgets {

class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    ImportDialog(const QString &fileName, const interchange::ImportPreview &preview, QWidget *parent = nullptr);

    interchange::ImportOptions options() const;

private:
    void updatePreview();

    interchange::ImportPreview m_preview;
    QDoubleSpinBox *m_scale;
    QComboBox *m_up;
    QDoubleSpinBox *m_fps;
    QListWidget *m_animations;
    QLabel *m_summary;
};

} // namespace ackedit::widgets
