#pragma once
// A model opened the way a user opens it, for the main-window tests that drive the model editor:
// a generated MDL5 model of two panels facing a known camera, written to a file, opened through
// File ▸ Open in a shown, active MainWindow with scripted prompts.
#include "app/testprompts.h"
#include "common_files.h"
#include "widgets/viewporttesting.h"

#include "common/pixelformat.h"
#include "docks/skinpaintdock.h"
#include "documentmanager.h"
#include "editors/modeleditor.h"
#include "mainwindow.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"

#include <QAction>
#include <QDockWidget>
#include <QTabBar>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace ackedit::testing {


constexpr int SkinW = 64, SkinH = 32;

// Two 10 x 20 panels in the plane x = 0 facing -X (the camera after setCameraAngles(0, 0)): A on
// the left of the screen (y 12..2), B on the right (y -2..-12). UV islands: A s 4..28, B s 36..60,
// t 4..28, on a white 64x32 RGB565 skin with mipmaps. Frames stand1 and stand2 (lifted by 6).
inline QByteArray panelsModel()
{
    format::MdlBuildInput in;
    in.format = "MDL5";
    format::MdlBuildSkin skin;
    skin.type = format::PixelType::Rgb565 | format::PixelType::MipFlag;
    skin.image = format::RgbaImage(SkinW, SkinH);
    std::fill(skin.image.pixels.begin(), skin.image.pixels.end(), uint8_t(255));
    in.skins.push_back(skin);
    std::vector<Eigen::Vector3f> positions;
    const float y[2][2] = {{12, 2}, {-2, -12}};
    const int s[2][2] = {{4, 28}, {36, 60}};
    for (int p = 0; p < 2; ++p) {
        positions.insert(positions.end(), {{0, y[p][0], 10}, {0, y[p][1], 10}, {0, y[p][1], -10}, {0, y[p][0], -10}});
        in.uvs.insert(in.uvs.end(), {{0, s[p][0], 4}, {0, s[p][1], 4}, {0, s[p][1], 28}, {0, s[p][0], 28}});
        const int v = 4 * p;
        for (const auto &t : {std::array{v, v + 3, v + 2}, std::array{v, v + 2, v + 1}}) {
            format::MdlTriangle tri;
            for (int k = 0; k < 3; ++k)
                tri.v[k] = tri.uv[k] = t[size_t(k)];
            in.triangles.push_back(tri);
        }
    }
    in.frames.push_back({"stand1", positions});
    for (auto &p : positions)
        p.z() += 6.f;
    in.frames.push_back({"stand2", positions});
    return format::MdlFile::create(in)->write();
}

// The main window with a model opened through File ▸ Open, shown and active.
struct Session
{
    std::unique_ptr<app::MainWindow> window = std::make_unique<app::MainWindow>();
    TestPrompts *prompts = installPrompts(*window);
    widgets::ModelEditor *editor = nullptr;
    document::ModelDocument *doc = nullptr;
    QWindow *render = nullptr;

    bool open(const QString &path)
    {
        window->resize(1280, 900);
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get()))
            return false;
        prompts->openAnswer = {path};
        window->findChild<QAction *>(QStringLiteral("actionOpen"))->trigger();
        if (!window->waitForLoads() || !prompts->errors.isEmpty())
            return false;
        editor = qobject_cast<widgets::ModelEditor *>(window->documents()->currentEditor());
        doc = editor ? editor->model() : nullptr;
        render = testing::renderWindow();
        return doc && render;
    }
    QPoint pixelOf(const Eigen::Vector3f &p) const
    {
        return projectToImage(*editor->viewport(), p, render->size()).toPoint();
    }
    void key(int key, Qt::KeyboardModifiers mods = {}) { QTest::keyClick(window.get(), Qt::Key(key), mods); }
    // A click on the tab of a dock that shares its place with others (the Skin dock beside Transform).
    bool raise(QDockWidget *dock)
    {
        for (QTabBar *bar : window->findChildren<QTabBar *>())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isVisible() && bar->tabText(i) == dock->windowTitle()) {
                    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(i).center());
                    if (!QTest::qWaitFor([dock] { return !dock->visibleRegion().isEmpty(); }))
                        return false;
                    // Shown is not laid out: the layouts still place the dock's contents (a
                    // splitter sizes its parts on its first resize); positions taken before move.
                    for (int round = 0; round < 3; ++round) {
                        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                        QCoreApplication::processEvents();
                    }
                    return true;
                }
        return !dock->visibleRegion().isEmpty(); // not tabbed: shown already
    }
    void click(const char *button)
    {
        auto *b = editor->skinPaintDock()->findChild<QToolButton *>(QLatin1String(button));
        QVERIFY2(b && b->isVisible() && b->isEnabled(), button);
        QTest::mouseClick(b, Qt::LeftButton);
    }
};

} // namespace ackedit::testing
