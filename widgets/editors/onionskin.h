#pragma once
// Onion skin for the model editor: the frames before and after the current one drawn as faint
// translucent ghosts (Viewport::addGhostMesh), kept current when the frame changes, when those
// frames' vertices change and when frames are added, removed or reordered. A view toggle: not
// on the undo stack.
#include <QObject>

#include <array>

namespace ackedit::document {
class ModelDocument;
}

namespace ackedit::widgets {

class Viewport;

class OnionSkin : public QObject
{
    Q_OBJECT
public:
    OnionSkin(document::ModelDocument *document, Viewport *viewport, QObject *parent = nullptr);

    bool isEnabled() const { return m_enabled; }
    int currentFrame() const { return m_current; }
    // The frames drawn as ghosts: [0] the previous one, [1] the next one; -1 where none is drawn.
    std::array<int, 2> ghostFrames() const { return m_frames; }
    // Their viewport meshes (0 where none).
    std::array<int, 2> ghostMeshes() const { return m_meshes; }

public Q_SLOTS:
    void setEnabled(bool enabled);
    void setCurrentFrame(int frame);

signals:
    void enabledChanged(bool enabled);

private:
    void update(bool force);
    void verticesChanged(int frame);

    document::ModelDocument *m_document;
    Viewport *m_viewport;
    bool m_enabled = false;
    int m_current = 0;
    std::array<int, 2> m_frames{-1, -1};
    std::array<int, 2> m_meshes{0, 0};
};

} // namespace ackedit::widgets
