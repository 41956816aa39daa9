#include "docks/skinmanagebar.h"

#include "languagechange.h"

#include "dialogs/skinsizedialog.h"
#include "docks/skinpaintdock.h"
#include "filechooser.h"
#include "skin/skinmanagement.h"

#include <QComboBox>
#include <QGridLayout>
#include <QImageReader>
#include <QImageWriter>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace ackedit::widgets {

SkinManageBar::SkinManageBar(document::SkinManagement *skins, SkinPaintDock *dock, QWidget *parent)
    : QWidget(parent), m_skins(skins), m_dock(dock), m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("skinManageBar"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *grid = new QGridLayout;
    grid->setSpacing(2);
    const QList<QToolButton *> buttons = {
        button("skinAdd", [] { return tr("Add…"); }, [] { return tr("Add a blank skin of a size and colour"); }),
        button("skinImport", [] { return tr("Import…"); }, [] { return tr("Add a skin from an image file (PNG, TGA, BMP, JPEG)"); }),
        button("skinDuplicate", [] { return tr("Duplicate"); }, [] { return tr("Add a copy of this skin after it"); }),
        button("skinDelete", [] { return tr("Delete"); }, [] { return tr("Delete this skin"); }),
        m_up = button("skinMoveUp", [] { return tr("Up"); }, [] { return tr("Move this skin one place up"); }),
        m_down = button("skinMoveDown", [] { return tr("Down"); }, [] { return tr("Move this skin one place down"); }),
        button("skinResize", [] { return tr("Resize…"); }, [] { return tr("Scale this skin to another size (UVs keep their place on it)"); }),
        button("skinExport", [] { return tr("Export…"); }, [] { return tr("Save this skin as a PNG file"); }),
        button("skinExportUv", [] { return tr("UV Layout…"); }, [] { return tr("Save the UV layout of this skin as a PNG for an external painter"); })};
    for (int i = 0; i < buttons.size(); ++i)
        grid->addWidget(buttons[i], i / 5, i % 5);
    m_needSkin = buttons.mid(2);
    layout->addLayout(grid);
    m_message->setObjectName(QStringLiteral("skinManageMessage"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    layout->addWidget(m_message);

    connect(buttons[0], &QToolButton::clicked, this, &SkinManageBar::addBlank);
    connect(buttons[1], &QToolButton::clicked, this, &SkinManageBar::importImage);
    connect(buttons[2], &QToolButton::clicked, this, &SkinManageBar::duplicate);
    connect(buttons[3], &QToolButton::clicked, this, &SkinManageBar::remove);
    connect(m_up, &QToolButton::clicked, this, [this] { moveBy(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { moveBy(1); });
    connect(buttons[6], &QToolButton::clicked, this, &SkinManageBar::resize);
    connect(buttons[7], &QToolButton::clicked, this, &SkinManageBar::exportSkin);
    connect(buttons[8], &QToolButton::clicked, this, &SkinManageBar::exportUvLayout);
    connect(m_dock->skinBox(), &QComboBox::currentIndexChanged, this, &SkinManageBar::updateButtons);
    setEnabled(m_skins->supported());
    updateButtons();
}

QToolButton *SkinManageBar::button(const char *name, std::function<QString()> text, std::function<QString()> tip)
{
    auto *b = new QToolButton(this);
    b->setObjectName(QLatin1String(name));
    setTranslatedText(b, std::move(text));
    setTranslatedToolTip(b, std::move(tip));
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

QString SkinManageBar::message() const
{
    return m_message->isVisible() ? m_message->text() : QString();
}

void SkinManageBar::updateButtons()
{
    const int skin = m_dock->currentSkin();
    const int count = m_skins->count();
    for (QToolButton *b : m_needSkin)
        b->setEnabled(skin >= 0 && skin < count);
    m_up->setEnabled(skin > 0);
    m_down->setEnabled(skin >= 0 && skin + 1 < count);
}

void SkinManageBar::report(bool ok, const QString &error, const QString &done)
{
    m_message->setText(ok ? done : error);
    m_message->setVisible(!m_message->text().isEmpty());
}

void SkinManageBar::addBlank()
{
    const QImage current = m_skins->currentImage(m_dock->currentSkin());
    SkinSizeDialog dialog(SkinSizeDialog::Purpose::Blank, current.isNull() ? QSize(256, 256) : current.size(),
                          m_skins->requiredSize(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const bool ok = m_skins->addBlank(dialog.skinSize(), dialog.colour(), &error);
    if (ok)
        m_dock->setCurrentSkin(m_skins->count() - 1);
    report(ok, error, QString());
}

void SkinManageBar::importImage()
{
    const QString path = FileChooser::current().openFileName(this, tr("Import Skin"),
                                                              tr("Images (*.png *.tga *.bmp *.jpg *.jpeg);;All files (*)"));
    if (path.isEmpty())
        return;
    QImageReader reader(path);
    const QImage image = reader.read();
    if (image.isNull()) {
        report(false, tr("%1: %2").arg(path, reader.errorString()), QString());
        return;
    }
    QString error;
    const bool ok = m_skins->importImage(image, &error);
    if (ok)
        m_dock->setCurrentSkin(m_skins->count() - 1);
    report(ok, error, QString());
}

void SkinManageBar::duplicate()
{
    const int skin = m_dock->currentSkin();
    QString error;
    const bool ok = m_skins->duplicate(skin, &error);
    if (ok)
        m_dock->setCurrentSkin(skin + 1);
    report(ok, error, QString());
}

void SkinManageBar::remove()
{
    QString error;
    report(m_skins->remove(m_dock->currentSkin(), &error), error, QString());
}

void SkinManageBar::moveBy(int step)
{
    const int skin = m_dock->currentSkin();
    QString error;
    const bool ok = m_skins->move(skin, skin + step, &error);
    if (ok)
        m_dock->setCurrentSkin(skin + step);
    report(ok, error, QString());
}

void SkinManageBar::resize()
{
    const int skin = m_dock->currentSkin();
    SkinSizeDialog dialog(SkinSizeDialog::Purpose::Resize, m_skins->currentImage(skin).size(), QSize(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    report(m_skins->resize(skin, dialog.skinSize(), &error), error, QString());
}

bool SkinManageBar::writePng(const QImage &image, const QString &title)
{
    if (image.isNull()) {
        report(false, tr("This skin has no pixels stored in the file to export"), QString());
        return false;
    }
    const QString path = FileChooser::current().saveFileName(this, title, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return false;
    QImageWriter writer(path, "png");
    const bool ok = writer.write(image);
    report(ok, tr("%1: %2").arg(path, writer.errorString()), tr("Saved %1").arg(path));
    return ok;
}

void SkinManageBar::exportSkin()
{
    writePng(m_skins->currentImage(m_dock->currentSkin()), tr("Export Skin"));
}

void SkinManageBar::exportUvLayout()
{
    const int skin = m_dock->currentSkin();
    writePng(m_skins->currentImage(skin).isNull() ? QImage() : m_skins->uvLayout(skin), tr("Export UV Layout"));
}

} // namespace ackedit::widgets
