#pragma once
// The "Skins" rows of the Skin dock: add a blank skin, import one from an image file (PNG, TGA,
// BMP, JPEG through QImageReader), duplicate, delete, move up / down, resize, export the skin as
// PNG and export its UV layout as PNG for an external painter. Each edit is one document command
// (the document's SkinManagement); files are chosen through FileChooser, sizes in
// SkinSizeDialog. Refusals and results are shown in a line below the buttons, not in a box. The
// editor calls updateButtons() on the document's skinsChanged.
#include <QWidget>

#include <functional>

class QLabel;
class QToolButton;

namespace ackedit::document {
class SkinManagement;
}

namespace ackedit::widgets {

class SkinPaintDock;

class SkinManageBar : public QWidget
{
    Q_OBJECT
public:
    SkinManageBar(document::SkinManagement *skins, SkinPaintDock *dock, QWidget *parent = nullptr);

    QString message() const;

    void addBlank();
    void importImage();
    void duplicate();
    void remove();
    void moveBy(int step);
    void resize();
    void exportSkin();
    void exportUvLayout();
    // Enables what the current skin allows (after a skin change or an edit).
    void updateButtons();

private:
    // A text-only button; the texts follow the language (languagechange.h).
    QToolButton *button(const char *name, std::function<QString()> text, std::function<QString()> tip);
    void report(bool ok, const QString &error, const QString &done);
    bool writePng(const QImage &image, const QString &title);

    document::SkinManagement *m_skins;
    SkinPaintDock *m_dock;
    QLabel *m_message;
    QList<QToolButton *> m_needSkin; // disabled without a current skin
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
};

} // namespace ackedit::widgets
