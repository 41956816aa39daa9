#pragma once
// File ▸ New: a model, a terrain or a level from document::newassets, opened as an unsaved
// document (no file name: Save asks for one). The terrain's size comes from the terrain editor's
// own New dialog.
#include <QObject>

#include <functional>
#include <memory>

class QWidget;

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::app {

class Actions;

class NewDocuments : public QObject
{
    Q_OBJECT
public:
    using Open = std::function<void(std::unique_ptr<format::AssetFile>)>;
    using Fail = std::function<void(const QString &title, const QString &message)>;

    NewDocuments(Actions *actions, QWidget *dialogParent, Open open, Fail fail);

private:
    void newTerrain();

    QWidget *m_dialogParent;
    Open m_open;
    Fail m_fail;
};

} // namespace ackedit::app
