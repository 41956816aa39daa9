#pragma once
// WED's texture browser for a level source: the textures of the WADs the level lists (with
// thumbnails), then the face textures no WAD has. The one picked is the current texture (what a
// new block gets); Apply (or a double click) asks to put it on the selected blocks, Apply to Faces
// to put it on each face clicked in a view. The dock
// edits nothing itself: the level editor turns requests into document commands.
#include "scene/leveltextures.h"

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace ackedit::widgets {

class TextureBrowserDock : public QDockWidget
{
    Q_OBJECT
public:
    static constexpr int ThumbnailSize = 64;

    explicit TextureBrowserDock(QWidget *parent = nullptr);

    // Lists `textures` and, after them, the names of `used` that no WAD has; keeps the current
    // texture when it is still listed, else picks the first used one.
    void setTextures(const document::LevelTextures &textures, const QStringList &used);
    QString currentTexture() const;
    void setCurrentTexture(const QString &name);
    // Whether there is something to apply to (the editor says when blocks are selected). The
    // current texture is always one the filter shows (none when nothing matches).
    void setApplyEnabled(bool enabled);

    QListWidget *list() const { return m_list; }
    QLineEdit *filterEdit() const { return m_filter; }
    QPushButton *applyButton() const { return m_apply; }
    // Checkable: while down, clicks on faces in the views texture those faces (the level editor's
    // face mode); the editor sets it up again when the mode ends.
    QPushButton *faceModeButton() const { return m_faceMode; }
    QLabel *problemLabel() const { return m_problems; }

signals:
    void currentTextureChanged(const QString &name);
    void applyRequested(const QString &name);
    void faceModeToggled(bool on);

private:
    void applyFilter(const QString &text);
    void requestApply();

    QListWidget *m_list;
    QLineEdit *m_filter;
    QPushButton *m_apply;
    QPushButton *m_faceMode;
    QLabel *m_problems;
    bool m_applyEnabled = false;
};

} // namespace ackedit::widgets
