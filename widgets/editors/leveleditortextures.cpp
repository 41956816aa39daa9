// LevelEditor's textures (issue 34 point 6): the texture browser of a level source, the level
// mesh's skins from the level's WADs, and applying a texture to the selected blocks.
#include "editors/leveleditor.h"

#include "docks/texturebrowserdock.h"
#include "editors/levelmovetool.h"
#include "imageconvert.h"
#include "scene/scenepick.h"
#include "scene/sceneselection.h"

#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>
#include <QSignalBlocker>

namespace ackedit::widgets {

using document::NodeId;

void LevelEditor::buildTextureBrowser()
{
    if (!document::hasEditableTextures(*m_document))
        return;
    // The WADs are read on another thread (a level can list several of many megabytes); the
    // views draw the level untextured until they are in.
    m_textures.problems << tr("Reading the level's WAD files…");
    m_textureLoad = new QFutureWatcher<document::LevelTextures>(this);
    connect(m_textureLoad, &QFutureWatcher<document::LevelTextures>::finished, this, &LevelEditor::texturesLoaded);
    m_textureLoad->setFuture(QtConcurrent::run(
        [sources = document::levelTextureSources(*m_document)] { return document::loadLevelTextures(sources); }));
    m_textureBrowser = new TextureBrowserDock(this);
    m_textureBrowser->setObjectName(QStringLiteral("LevelEditor.textures"));
    // A tab beside the properties, as WED's texture window shares the side with the object's.
    m_textureBrowser->setProperty("tabifyWith", QStringLiteral("LevelEditor.properties"));
    m_textureBrowser->setTextures(m_textures, document::levelFaceTextures(*m_document));
    connect(m_textureBrowser, &TextureBrowserDock::applyRequested, this, &LevelEditor::applyTexture);
    connect(m_textureBrowser, &TextureBrowserDock::faceModeToggled, this, [this](bool on) {
        if (on)
            startFaceTexturing();
        else
            endFaceTexturing();
    });
    connect(m_selection, &document::SceneSelection::changed, m_textureBrowser, [this](const QList<NodeId> &ids) {
        m_textureBrowser->setApplyEnabled(!document::texturableBlocks(*m_document, ids).isEmpty());
    });
}

void LevelEditor::texturesLoaded()
{
    m_textures = m_textureLoad->result();
    m_textureLoad->deleteLater();
    m_textureLoad = nullptr;
    reskinLevel();
    if (!isLoading())
        emit loadingFinished();
}

QList<QImage> LevelEditor::levelSkins()
{
    if (document::hasEditableTextures(*m_document)) {
        m_meshTextures = document::levelFaceTextures(*m_document);
        return document::levelSkins(*m_document, m_textures);
    }
    QList<QImage> skins;
    const format::AssetFile *asset = m_document->asset();
    for (int i = 0; i < asset->skinCount(); ++i)
        skins.append(document::toQImage(asset->skinImage(i)));
    return skins;
}

bool LevelEditor::applyTexture(const QString &texture)
{
    const QList<NodeId> blocks = document::texturableBlocks(*m_document, selection());
    QString error;
    bool done = false;
    if (blocks.isEmpty()) {
        error = tr("Select the blocks to texture (text WMP and WMPB)");
    } else {
        m_document->beginEditGesture(); // two applies are two undo steps
        done = m_document->setProperty(blocks, QStringLiteral("texture"), texture, &error);
    }
    // A note in the status line, not the whole line: the edit's own updates (modified, mesh)
    // rewrite the line right after and used to wipe this message at once.
    m_note = done ? tr("%n block(s) textured %1", nullptr, int(blocks.size())).arg(texture) : error;
    updateStatus();
    return done;
}

void LevelEditor::startFaceTexturing()
{
    if (!m_textureBrowser)
        return;
    endPathNodes();
    m_texturingFaces = true;
    for (const auto &view : m_views) {
        View *v = view.get();
        v->tool->setClickPlacer([this, v](const Eigen::Vector2f &pixel) { textureFaceAt(*v, pixel); },
                                [this] { endFaceTexturing(); });
    }
    const QSignalBlocker blocker(m_textureBrowser->faceModeButton());
    m_textureBrowser->faceModeButton()->setChecked(true);
    m_modeHint = tr("Face mode: each click puts the current texture on the face under the cursor; Esc or a right click ends");
    updateStatus();
}

void LevelEditor::endFaceTexturing()
{
    if (!m_texturingFaces)
        return;
    m_texturingFaces = false;
    for (const auto &view : m_views)
        view->tool->setClickPlacer({});
    const QSignalBlocker blocker(m_textureBrowser->faceModeButton());
    m_textureBrowser->faceModeButton()->setChecked(false);
    m_modeHint.clear();
    updateStatus();
}

void LevelEditor::textureFaceAt(const View &view, const Eigen::Vector2f &pixel)
{
    const document::SceneHit hit = document::pickBlock(*m_document, view.tool->view().rayAt(pixel),
                                                       [this](NodeId id) { return isShown(id); });
    const QString texture = m_textureBrowser->currentTexture();
    QString error;
    if (!hit.id || hit.face < 0)
        error = tr("No block face under the cursor");
    else if (texture.isEmpty())
        error = tr("Pick a texture first");
    else if (m_document->setFaceTexture(hit.id, hit.face, texture, &error))
        error.clear();
    m_note = error.isEmpty() ? tr("Face %1 of %2 textured %3").arg(hit.face).arg(m_document->nodeName(hit.id), texture) : error;
    updateStatus();
}

} // namespace ackedit::widgets
