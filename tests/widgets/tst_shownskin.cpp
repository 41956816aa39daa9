// The 3D view shows the skin the Skin dock paints (issue 32, point 2): picking skin 2 in the
// dock's chooser draws the model with skin 2, painting on the model then shows on screen, and
// picking skin 1 again shows skin 1 as it was. Before, the model stayed drawn with skin 1 while
// "Paint on model" painted skin 2 unseen. Driven through the real chooser and mouse events on a
// rendered viewport; colours are read from captures.
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "common/pixelformat.h"
#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "editors/modeleditor.h"
#include "editors/skinpainttool.h"
#include "mdl/mdlfile.h"
#include "skin/skincanvas.h"
#include "skin/uvislands.h"
#include "skinview/skinview.h"
#include "viewport/viewport.h"

#include <QComboBox>
#include <QMainWindow>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace ackedit;

namespace {

// One 20 x 20 panel in the plane x = 0 facing -X (the camera after setCameraAngles(0, 0)), its
// UVs over the whole 16 x 16 skin. Skin 1 is white, skin 2 green.
QByteArray panelWithTwoSkins()
{
    format::MdlBuildInput in;
    in.format = "MDL5";
    for (const QColor c : {QColor(255, 255, 255), QColor(0, 255, 0)}) {
        format::MdlBuildSkin skin;
        skin.type = format::PixelType::Argb8888;
        skin.image = format::RgbaImage(16, 16);
        for (size_t i = 0; i < skin.image.pixels.size(); i += 4) {
            skin.image.pixels[i] = uint8_t(c.red());
            skin.image.pixels[i + 1] = uint8_t(c.green());
            skin.image.pixels[i + 2] = uint8_t(c.blue());
            skin.image.pixels[i + 3] = 255;
        }
        in.skins.push_back(skin);
    }
    in.uvs = {{0, 0, 0}, {0, 16, 0}, {0, 16, 16}, {0, 0, 16}};
    for (const auto &t : {std::array{0, 3, 2}, std::array{0, 2, 1}}) {
        format::MdlTriangle tri;
        for (int k = 0; k < 3; ++k)
            tri.v[k] = tri.uv[k] = t[size_t(k)];
        in.triangles.push_back(tri);
    }
    in.frames.push_back({"still", {{0, 10, 10}, {0, -10, 10}, {0, -10, -10}, {0, 10, -10}}});
    return format::MdlFile::create(in)->write();
}

// A point of the panel away from the 3D cursor (at the origin): skin texel (4, 5).
const Eigen::Vector3f Probe(0, 4, 3);

enum class Tint { White, Green, Red, Other };

Tint tintOf(QRgb p)
{
    const int r = qRed(p), g = qGreen(p), b = qBlue(p);
    if (r > 60 && std::abs(r - g) < 20 && std::abs(r - b) < 20)
        return Tint::White;
    if (g > r + 60 && g > b + 60)
        return Tint::Green;
    if (r > g + 60 && r > b + 60)
        return Tint::Red;
    return Tint::Other;
}

} // namespace

class TstShownSkin : public QObject
{
    Q_OBJECT

    std::unique_ptr<document::ModelDocument> m_doc;
    std::unique_ptr<QMainWindow> m_window;
    widgets::ModelEditor *m_editor = nullptr;
    QWindow *m_render = nullptr;

    QPoint probe() const
    {
        return testing::projectToImage(*m_editor->viewport(), Probe, m_render->size()).toPoint();
    }
    Tint tintAtProbe()
    {
        const QImage image = m_editor->viewport()->captureWithContent();
        if (image.isNull())
            return Tint::Other;
        const QPointF c = testing::projectToImage(*m_editor->viewport(), Probe, image.size());
        return tintOf(image.pixel(c.toPoint()));
    }
    bool chooseSkin(int skin)
    {
        QComboBox *box = m_editor->skinPaintDock()->skinBox();
        if (!box->isEnabled())
            return false;
        box->setFocus();
        while (box->currentIndex() < skin)
            QTest::keyClick(box, Qt::Key_Down);
        while (box->currentIndex() > skin)
            QTest::keyClick(box, Qt::Key_Up);
        return box->currentIndex() == skin;
    }

private Q_SLOTS:
    void init()
    {
        m_doc = testing::openModel(panelWithTwoSkins());
        QVERIFY(m_doc);
        m_window = std::make_unique<QMainWindow>();
        m_editor = new widgets::ModelEditor(m_doc.get());
        m_window->setCentralWidget(m_editor);
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_editor->skinPaintDock());
        m_window->resize(1000, 700);
        QVERIFY(testing::showActive(*m_window));
        m_render = testing::renderWindow();
        QVERIFY(m_render);
        m_editor->viewport()->setCameraAngles(0, 0);
        m_editor->viewport()->frameAll();
    }
    void cleanup()
    {
        m_window.reset();
        m_doc.reset();
    }

    void chosenSkinIsShownAndPaintedVisibly()
    {
        QCOMPARE(tintAtProbe(), Tint::White);
        QVERIFY(chooseSkin(1));
        QCOMPARE(tintAtProbe(), Tint::Green);
        // No edit: choosing the skin shown is not on the undo stack.
        QCOMPARE(m_doc->undoStack()->count(), 0);

        // Painting on the model paints skin 2, and the view shows it.
        auto *dock = m_editor->skinPaintDock();
        dock->sizeSpin()->setValue(8);
        dock->hardnessSpin()->setValue(100);
        dock->opacitySpin()->setValue(100);
        dock->view()->settings()->setForeground(QColor(255, 0, 0));
        QTest::mouseClick(dock->paintOnModelButton(), Qt::LeftButton);
        QCOMPARE(m_editor->viewport()->tool(), m_editor->skinPaintTool());
        const QImage skin1 = m_doc->skinCanvas(0)->image().copy();
        QTest::mouseMove(m_render, probe());
        QTest::mouseClick(m_render, Qt::LeftButton, {}, probe());
        QCOMPARE(m_doc->undoStack()->count(), 1);
        QCOMPARE(QColor(m_doc->skinCanvas(1)->image().pixel(4, 5)), QColor(255, 0, 0));
        QCOMPARE(m_doc->skinCanvas(0)->image(), skin1);
        QCOMPARE(tintAtProbe(), Tint::Red);

        // Skin 1 again: shown as it was, without the paint.
        QVERIFY(chooseSkin(0));
        QCOMPARE(tintAtProbe(), Tint::White);
        // Undo the dab while skin 1 is shown, then show skin 2: green again.
        m_doc->undoStack()->undo();
        QVERIFY(chooseSkin(1));
        QCOMPARE(tintAtProbe(), Tint::Green);
    }

    // The rule behind it, on the mesh alone: a skin no triangle names goes on every triangle; a
    // skin some triangles name (MDL7 groups) leaves the mesh as it is.
    void showingSkinRule()
    {
        format::TriangleMesh mesh = m_doc->asset()->mesh(0);
        QCOMPARE(document::uvislands::showingSkin(mesh, 1).triangles.at(0).skin, 1);
        QCOMPARE(document::uvislands::showingSkin(mesh, 1).triangles.at(1).skin, 1);
        QCOMPARE(document::uvislands::showingSkin(mesh, 0).triangles.at(1).skin, 0);
        mesh.triangles[1].skin = 1; // two groups: each keeps its own skin
        QCOMPARE(document::uvislands::showingSkin(mesh, 1).triangles.at(0).skin, 0);
        QCOMPARE(document::uvislands::showingSkin(mesh, 0).triangles.at(1).skin, 1);
        QCOMPARE(document::uvislands::showingSkin(mesh, -1).triangles.at(0).skin, 0);
    }
};

QTEST_MAIN(TstShownSkin)
#include "tst_shownskin.moc"
