#pragma once
// An editor for the main-window tests: a viewport with every frame of the asset (so frame
// actions have something to step through) and two docks, to check that the window shows the
// current editor's docks only.
#include "document.h"
#include "editors/documenteditor.h"
#include "viewport/viewport.h"

#include <QDockWidget>
#include <QLabel>
#include <QVBoxLayout>

namespace ackedit::testing {

class TestEditor : public widgets::DocumentEditor
{
public:
    explicit TestEditor(document::Document *document, QWidget *parent = nullptr)
        : DocumentEditor(document, parent), m_viewport(new widgets::Viewport(this))
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_viewport);
        const format::AssetFile *asset = document->asset();
        m_viewport->addAnimatedMesh(asset->frameCount(), [asset](int frame) { return asset->mesh(frame); });
        for (const char *name : {"testDockTree", "testDockProperties"}) {
            auto *dock = new QDockWidget(QLatin1String(name), this);
            dock->setObjectName(QLatin1String(name));
            dock->setWidget(new QLabel(document->displayName(), dock));
            m_docks << dock;
        }
    }
    widgets::Viewport *viewport() const override { return m_viewport; }
    QList<QDockWidget *> dockWidgets() const override { return m_docks; }
    QString statusText() const override { return QStringLiteral("test editor of ") + document()->displayName(); }
    int frameCount() const override { return m_viewport->frameCount(); }
    int currentFrame() const override { return m_viewport->currentFrame(); }
    void setCurrentFrame(int frame) override
    {
        const int n = frameCount();
        m_viewport->setFrame(((frame % n) + n) % n);
    }

private:
    widgets::Viewport *m_viewport;
    QList<QDockWidget *> m_docks;
};

} // namespace ackedit::testing
