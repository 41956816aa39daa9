#include "editors/viewereditor.h"

#include "languagechange.h"

#include "document.h"
#include "imageconvert.h"
#include "viewport/viewport.h"
#include "viewport/viewportspare.h"

#include <QVBoxLayout>

namespace ackedit::widgets {

ViewerEditor::ViewerEditor(document::Document *document, QWidget *parent)
    : DocumentEditor(document, parent), m_viewport(ViewportSpare::take(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_viewport);
    const format::AssetFile *asset = document->asset();
    QList<QImage> skins;
    for (int i = 0; i < asset->skinCount(); ++i)
        skins.append(document::toQImage(asset->skinImage(i)));
    m_viewport->addMesh(asset->mesh(0), skins);
    onLanguageChange(m_viewport, [this] { m_viewport->setToolHint(QString()); }); // the camera controls
}

QString ViewerEditor::statusText() const
{
    const format::AssetFile *asset = document()->asset();
    return tr("%1 · %2").arg(document()->displayName(), asset->formatName());
}

} // namespace ackedit::widgets
