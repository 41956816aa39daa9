#include "dialogs/importdialog.h"

#include "dialogs/dialogfields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>

namespace ackedit::widgets {

ImportDialog::ImportDialog(const QString &fileName, const interchange::ImportPreview &preview, QWidget *parent)
    : QDialog(parent), m_preview(preview), m_up(new QComboBox(this)), m_animations(new QListWidget(this)),
      m_summary(new QLabel(this))
{
    setWindowTitle(tr("Import Model"));
    setObjectName(QStringLiteral("importDialog"));
    m_scale = dialogfields::valueBox(this, QStringLiteral("scale"), 0.001, 10000.0, 1.0);
    m_fps = dialogfields::valueBox(this, QStringLiteral("fps"), 0.1, 1000.0, 10.0);
    m_up->setObjectName(QStringLiteral("upAxis"));
    m_up->addItem(tr("Y (glTF, OBJ, FBX, Blender's exporters)"));
    m_up->addItem(tr("Z (3ds Max, Gamestudio)"));
    m_animations->setObjectName(QStringLiteral("animations"));
    m_summary->setObjectName(QStringLiteral("summary"));
    for (const interchange::ImportPreview::Animation &a : preview.animations) {
        auto *item = new QListWidgetItem(tr("%1 (%2 s)").arg(a.name).arg(a.seconds, 0, 'f', 2), m_animations);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_animations->setEnabled(!preview.animations.empty());
    m_animations->setMaximumHeight(120);

    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("Each mesh becomes a group, each texture a skin; the animations are sampled into frames."), this));
    form->addRow(tr("File:"), new QLabel(QDir::toNativeSeparators(fileName), this));
    form->addRow(tr("&Scale:"), m_scale);
    form->addRow(tr("&Up axis in the file:"), m_up);
    form->addRow(tr("&Frames per second:"), m_fps);
    form->addRow(tr("&Animations:"), m_animations);
    form->addRow(m_summary);
    form->addRow(dialogfields::okCancel(this));
    connect(m_fps, &QDoubleSpinBox::valueChanged, this, &ImportDialog::updatePreview);
    connect(m_animations, &QListWidget::itemChanged, this, &ImportDialog::updatePreview);
    updatePreview();
}

interchange::ImportOptions ImportDialog::options() const
{
    interchange::ImportOptions o;
    o.scale = float(m_scale->value());
    o.up = m_up->currentIndex() == 1 ? interchange::ImportOptions::UpAxis::Z : interchange::ImportOptions::UpAxis::Y;
    o.fps = m_fps->value();
    std::vector<int> chosen;
    for (int i = 0; i < m_animations->count(); ++i)
        if (m_animations->item(i)->checkState() == Qt::Checked)
            chosen.push_back(i);
    o.animations = chosen;
    return o;
}

void ImportDialog::updatePreview()
{
    const int frames = m_preview.frameCount(options());
    m_summary->setText(tr("The model: %1 triangles in %2 groups, %3 frames, %4 skins")
                           .arg(m_preview.triangles)
                           .arg(m_preview.meshes)
                           .arg(frames)
                           .arg(m_preview.skins));
}

} // namespace ackedit::widgets
