#include "editors/texturesheeteditor.h"

#include "document.h"
#include "imageconvert.h"

#include <QIcon>
#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

namespace ackedit::widgets {

namespace {

// The texture fitted into a square thumbnail: small textures grow with hard pixel edges (a
// 16x16 texture should still be readable), large ones shrink smoothly.
QPixmap thumbnail(const QImage &texture, int size)
{
    QPixmap canvas(size, size);
    canvas.fill(Qt::transparent);
    QPainter painter(&canvas);
    if (texture.isNull()) {
        painter.setPen(Qt::gray);
        painter.drawRect(0, 0, size - 1, size - 1);
        painter.drawLine(0, 0, size - 1, size - 1);
        painter.drawLine(0, size - 1, size - 1, 0);
        return canvas;
    }
    const bool grow = texture.width() < size && texture.height() < size;
    const QImage fitted = texture.scaled(size, size, Qt::KeepAspectRatio,
                                         grow ? Qt::FastTransformation : Qt::SmoothTransformation);
    painter.drawImage((size - fitted.width()) / 2, (size - fitted.height()) / 2, fitted);
    return canvas;
}

} // namespace

TextureSheetEditor::TextureSheetEditor(document::Document *document, QWidget *parent)
    : DocumentEditor(document, parent), m_sheet(new QListWidget(this))
{
    m_sheet->setObjectName(QStringLiteral("textureSheet"));
    m_sheet->setViewMode(QListView::IconMode);
    m_sheet->setResizeMode(QListView::Adjust);
    m_sheet->setMovement(QListView::Static);
    m_sheet->setUniformItemSizes(true);
    m_sheet->setIconSize(QSize(ThumbnailSize, ThumbnailSize));
    m_sheet->setGridSize(QSize(ThumbnailSize + 32, ThumbnailSize + 44));
    m_sheet->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sheet);

    const format::AssetFile *asset = document->asset();
    for (int i = 0; i < asset->skinCount(); ++i) {
        const QImage texture = document::toQImage(asset->skinImage(i));
        QString name = asset->skinName(i);
        if (name.isEmpty())
            name = tr("Texture %1").arg(i + 1);
        const QString size = texture.isNull() ? tr("not decodable")
                                              : tr("%1 × %2").arg(texture.width()).arg(texture.height());
        auto *item = new QListWidgetItem(QIcon(thumbnail(texture, ThumbnailSize)), name + QLatin1Char('\n') + size);
        item->setToolTip(tr("%1: %2 (texture %3)").arg(name, size).arg(i + 1));
        item->setData(Qt::UserRole, i);
        m_sheet->addItem(item);
    }
}

QString TextureSheetEditor::statusText() const
{
    const format::AssetFile *asset = document()->asset();
    return tr("%1 · %2 · %n texture(s)", nullptr, asset->skinCount())
        .arg(document()->displayName(), asset->formatName());
}

} // namespace ackedit::widgets
