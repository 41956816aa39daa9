#include "editors/texturesheeteditor.h"

#include "languagechange.h"

#include <functional>

#include "filechooser.h"
#include "imageconvert.h"
#include "wad/waddocument.h"

#include <QAction>
#include <QFileInfo>
#include <QIcon>
#include <QImageReader>
#include <QImageWriter>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QToolBar>
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

const char *const ImageFilter = QT_TRANSLATE_NOOP("ackedit::widgets::TextureSheetEditor",
                                                  "Images (*.png *.tga *.bmp *.jpg *.jpeg);;All files (*)");

} // namespace

TextureSheetEditor::TextureSheetEditor(document::Document *document, QWidget *parent)
    : DocumentEditor(document, parent), m_wad(qobject_cast<document::WadDocument *>(document)),
      m_tools(new QToolBar(this)), m_sheet(new QListWidget(this)), m_message(new QLabel(this))
{
    m_sheet->setObjectName(QStringLiteral("textureSheet"));
    m_sheet->setViewMode(QListView::IconMode);
    m_sheet->setResizeMode(QListView::Adjust);
    m_sheet->setMovement(QListView::Static);
    m_sheet->setUniformItemSizes(true);
    m_sheet->setIconSize(QSize(ThumbnailSize, ThumbnailSize));
    m_sheet->setGridSize(QSize(ThumbnailSize + 32, ThumbnailSize + 44));
    m_sheet->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("textureSheetMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_tools->setObjectName(QStringLiteral("textureSheetTools"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tools);
    layout->addWidget(m_sheet);
    layout->addWidget(m_message);

    auto action = [this](const char *name, std::function<QString()> text, std::function<QString()> tip,
                         void (TextureSheetEditor::*slot)(), bool needsSelection) {
        QAction *a = m_tools->addAction(QString(), this, slot);
        a->setObjectName(QLatin1String(name));
        setTranslatedText(a, std::move(text));
        setTranslatedToolTip(a, std::move(tip));
        if (needsSelection)
            m_needSelection << a;
        return a;
    };
    action("textureAdd", [] { return tr("Add…"); }, [] { return tr("Add a texture from an image file (PNG, TGA, BMP, JPEG)"); },
           &TextureSheetEditor::addTexture, false);
    action("textureReplace", [] { return tr("Replace…"); }, [] { return tr("Replace the selected texture's pixels with an image file"); },
           &TextureSheetEditor::replaceTexture, true);
    action("textureExport", [] { return tr("Export…"); }, [] { return tr("Save the selected texture as a PNG file"); },
           &TextureSheetEditor::exportTexture, true);
    action("textureDuplicate", [] { return tr("Duplicate"); }, [] { return tr("Copy the selected texture under a new name"); },
           &TextureSheetEditor::duplicateTexture, true);
    QAction *rename = action("textureRename", [] { return tr("Rename…"); }, [] { return tr("Rename the selected texture (F2)"); },
                             &TextureSheetEditor::renameTexture, true);
    rename->setShortcut(Qt::Key_F2);
    rename->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QAction *remove = action("textureDelete", [] { return tr("Delete"); }, [] { return tr("Delete the selected texture (Del)"); },
                             &TextureSheetEditor::deleteTexture, true);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addActions({rename, remove}); // the shortcuts work wherever the focus is in this editor

    rebuildSheet();
    connect(LanguageChanges::instance(), &LanguageChanges::changed, this, &TextureSheetEditor::rebuildSheet);
    connect(m_sheet, &QListWidget::currentRowChanged, this, &TextureSheetEditor::updateActions);
    if (m_wad) {
        connect(m_wad, &document::WadDocument::texturesChanged, this, [this] {
            rebuildSheet();
            Q_EMIT statusTextChanged(statusText());
        });
    }
    updateActions();
}

void TextureSheetEditor::rebuildSheet()
{
    const int current = m_sheet->currentRow();
    m_sheet->clear();
    const format::AssetFile *asset = document()->asset();
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
    setCurrentTexture(std::min(current, m_sheet->count() - 1));
}

void TextureSheetEditor::updateActions()
{
    m_tools->setVisible(m_wad != nullptr);
    for (QAction *a : m_needSelection)
        a->setEnabled(m_wad && currentTexture() >= 0);
}

int TextureSheetEditor::currentTexture() const
{
    return m_sheet->currentRow();
}

void TextureSheetEditor::setCurrentTexture(int texture)
{
    m_sheet->setCurrentRow(texture);
    if (QListWidgetItem *item = m_sheet->item(texture))
        m_sheet->scrollToItem(item);
}

QString TextureSheetEditor::message() const
{
    return m_message->text();
}

void TextureSheetEditor::report(bool ok, const QString &error, const QString &done)
{
    m_message->setText(ok ? done : error);
    m_message->setVisible(!m_message->text().isEmpty());
}

// Null (after reporting why) when cancelled or unreadable.
QImage TextureSheetEditor::readImage(const QString &title, QString *chosen)
{
    const QString path = FileChooser::current().openFileName(this, title, tr(ImageFilter));
    if (chosen)
        *chosen = path;
    if (path.isEmpty())
        return {};
    QImageReader reader(path);
    const QImage image = reader.read();
    if (image.isNull())
        report(false, tr("%1: %2").arg(path, reader.errorString()), QString());
    return image;
}

void TextureSheetEditor::addTexture()
{
    if (!m_wad)
        return;
    QString path;
    const QImage image = readImage(tr("Add Texture"), &path);
    if (image.isNull())
        return;
    QString error;
    const QString base = QFileInfo(path).completeBaseName().left(document::WadDocument::MaxNameLength);
    const QString name = m_wad->nameProblem(base, -1).isEmpty() ? base : m_wad->freeName(base);
    const bool ok = m_wad->addTexture(name, document::fromQImage(image), currentTexture(), &error);
    if (ok)
        setCurrentTexture(m_wad->textureCount() - 1);
    report(ok, error, QString());
}

void TextureSheetEditor::replaceTexture()
{
    const int texture = currentTexture();
    if (!m_wad || texture < 0)
        return;
    const QImage image = readImage(tr("Replace Texture"), nullptr);
    if (image.isNull())
        return;
    QString error;
    report(m_wad->replaceTexture(texture, document::fromQImage(image), &error), error, QString());
}

void TextureSheetEditor::exportTexture()
{
    const int texture = currentTexture();
    const QImage image = document::toQImage(document()->asset()->skinImage(texture));
    if (image.isNull()) {
        report(false, tr("This texture has no pixels that can be decoded"), QString());
        return;
    }
    const QString path = FileChooser::current().saveFileName(this, tr("Export Texture"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QImageWriter writer(path, "png");
    const bool ok = writer.write(image);
    report(ok, tr("%1: %2").arg(path, writer.errorString()), tr("Saved %1").arg(path));
}

void TextureSheetEditor::duplicateTexture()
{
    const int texture = currentTexture();
    QString error;
    const bool ok = m_wad && m_wad->duplicateTexture(texture, &error);
    if (ok)
        setCurrentTexture(texture + 1);
    report(ok, error, QString());
}

void TextureSheetEditor::renameTexture()
{
    const int texture = currentTexture();
    if (!m_wad || texture < 0)
        return;
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("textureRenameDialog"));
    dialog.setWindowTitle(tr("Rename Texture"));
    dialog.setLabelText(tr("Name (at most %1 characters):").arg(document::WadDocument::MaxNameLength));
    dialog.setTextValue(m_wad->textureName(texture));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    report(m_wad->renameTexture(texture, dialog.textValue(), &error), error, QString());
}

void TextureSheetEditor::deleteTexture()
{
    const int texture = currentTexture();
    QString error;
    report(m_wad && m_wad->deleteTexture(texture, &error), error, QString());
}

QString TextureSheetEditor::statusText() const
{
    const format::AssetFile *asset = document()->asset();
    return tr("%1 · %2 · %n texture(s)", nullptr, asset->skinCount())
        .arg(document()->displayName(), asset->formatName());
}

} // namespace ackedit::widgets
