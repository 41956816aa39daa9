#include "docks/texturebrowserdock.h"
#include "languagechange.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace ackedit::widgets {

namespace {

constexpr int NameRole = Qt::UserRole;

// A thumbnail that keeps the texture's aspect on a square, so the grid stays even.
QPixmap thumbnail(const QImage &image)
{
    const int size = TextureBrowserDock::ThumbnailSize;
    QPixmap out(size, size);
    out.fill(Qt::transparent);
    QPainter p(&out);
    if (image.isNull()) {
        // No WAD has it: a grey square crossed out, as the engine's missing texture.
        p.fillRect(out.rect().adjusted(2, 2, -2, -2), QColor(96, 96, 96));
        p.setPen(QPen(QColor(200, 60, 60), 2));
        p.drawLine(6, 6, size - 6, size - 6);
        p.drawLine(size - 6, 6, 6, size - 6);
        return out;
    }
    const QImage scaled = image.scaled(size, size, Qt::KeepAspectRatio, Qt::FastTransformation);
    p.drawImage((size - scaled.width()) / 2, (size - scaled.height()) / 2, scaled);
    return out;
}

} // namespace

TextureBrowserDock::TextureBrowserDock(QWidget *parent)
    : QDockWidget(parent), m_list(new QListWidget), m_filter(new QLineEdit),
      m_apply(translated(new QPushButton(), [] { return tr("&Apply to Selection"); })), m_faceMode(translated(new QPushButton(), [] { return tr("Apply to Faces"); })),
      m_problems(new QLabel)
{
    setTranslatedText(this, [] { return tr("Textures"); });
    onLanguageChange(m_filter, [this] { m_filter->setPlaceholderText(tr("Filter textures")); });
    m_filter->setClearButtonEnabled(true);
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(QSize(ThumbnailSize, ThumbnailSize));
    m_list->setGridSize(QSize(ThumbnailSize + 24, ThumbnailSize + 28));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setUniformItemSizes(true);
    m_list->setWordWrap(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    setTranslatedToolTip(m_apply, [] {
        return tr("Put the current texture on every face of the selected blocks (text WMP and WMPB)");
    });
    m_apply->setEnabled(false);
    m_faceMode->setCheckable(true);
    setTranslatedToolTip(m_faceMode, [] { return tr("Then click faces in a view: each click puts the current texture on that face "
                              "(Esc or a right click ends)"); });
    m_problems->setWordWrap(true);
    m_problems->setVisible(false);

    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_problems);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_faceMode);
    buttons->addWidget(m_apply);
    layout->addLayout(buttons);
    setWidget(body);

    connect(m_filter, &QLineEdit::textChanged, this, &TextureBrowserDock::applyFilter);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        m_apply->setEnabled(m_applyEnabled && item);
        emit currentTextureChanged(item ? item->data(NameRole).toString() : QString());
    });
    connect(m_list, &QListWidget::itemActivated, this, &TextureBrowserDock::requestApply);
    connect(m_apply, &QPushButton::clicked, this, &TextureBrowserDock::requestApply);
    connect(m_faceMode, &QPushButton::toggled, this, &TextureBrowserDock::faceModeToggled);
}

void TextureBrowserDock::setTextures(const document::LevelTextures &textures, const QStringList &used)
{
    const QString keep = currentTexture();
    const QSignalBlocker block(m_list);
    m_list->clear();
    const auto add = [this](const QString &name, const QImage &image, const QString &tip) {
        auto *item = new QListWidgetItem(QIcon(thumbnail(image)), name, m_list);
        item->setData(NameRole, name);
        item->setToolTip(tip);
    };
    for (const document::LevelTexture &t : textures.textures)
        add(t.name, t.image, tr("%1\n%2 × %3 texels\n%4").arg(t.name).arg(t.image.width()).arg(t.image.height()).arg(t.wad));
    for (const QString &name : used) {
        if (!textures.find(name))
            add(name, QImage(), tr("%1\nused by faces of this level, in no WAD it lists").arg(name));
    }
    m_problems->setText(textures.problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!textures.problems.isEmpty());
    applyFilter(m_filter->text());
    const QString pick = !keep.isEmpty() ? keep : used.value(0);
    setCurrentTexture(pick);
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    m_apply->setEnabled(m_applyEnabled && m_list->currentItem());
    if (currentTexture() != keep)
        emit currentTextureChanged(currentTexture());
}

QString TextureBrowserDock::currentTexture() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(NameRole).toString() : QString();
}

void TextureBrowserDock::setCurrentTexture(const QString &name)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(NameRole).toString().compare(name, Qt::CaseInsensitive) == 0) {
            m_list->setCurrentRow(i);
            return;
        }
    }
}

void TextureBrowserDock::setApplyEnabled(bool enabled)
{
    m_applyEnabled = enabled;
    m_apply->setEnabled(enabled && m_list->currentItem());
}

void TextureBrowserDock::applyFilter(const QString &text)
{
    QListWidgetItem *firstShown = nullptr;
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        item->setHidden(!text.isEmpty() && !item->data(NameRole).toString().contains(text, Qt::CaseInsensitive));
        if (!firstShown && !item->isHidden())
            firstShown = item;
    }
    // What Apply puts on the blocks is always a texture the user sees: a filter that hides the
    // current one moves it to the first match, or to none (Apply off) when nothing matches.
    if (m_list->currentItem() && m_list->currentItem()->isHidden())
        m_list->setCurrentItem(firstShown);
}

void TextureBrowserDock::requestApply()
{
    const QString name = currentTexture();
    if (m_applyEnabled && !name.isEmpty())
        emit applyRequested(name);
}

} // namespace ackedit::widgets
