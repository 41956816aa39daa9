#include "newdocuments.h"

#include "actions.h"
#include "dialogs/terraingriddialog.h"
#include "newassets.h"

#include <QAction>

namespace ackedit::app {

namespace {
// MED's default new terrain: 65 x 65 points 16 quants apart, flat at 0.
constexpr int DefaultPoints = 65;
constexpr double DefaultCell = 16.0;
} // namespace

NewDocuments::NewDocuments(Actions *actions, QWidget *dialogParent, Open open, Fail fail)
    : QObject(actions), m_dialogParent(dialogParent), m_open(std::move(open)), m_fail(std::move(fail))
{
    connect(actions->newModel, &QAction::triggered, this, [this] { m_open(document::newassets::model(true)); });
    connect(actions->newEmptyModel, &QAction::triggered, this, [this] { m_open(document::newassets::model(false)); });
    connect(actions->newTerrain, &QAction::triggered, this, &NewDocuments::newTerrain);
    connect(actions->newLevel, &QAction::triggered, this, [this] { m_open(document::newassets::level(false)); });
    connect(actions->newBinaryLevel, &QAction::triggered, this, [this] { m_open(document::newassets::level(true)); });
}

void NewDocuments::newTerrain()
{
    widgets::TerrainGridDialog dialog(widgets::TerrainGridDialog::Mode::New, DefaultPoints, DefaultPoints, DefaultCell,
                                      m_dialogParent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    std::unique_ptr<format::AssetFile> terrain = document::newassets::terrain(
        dialog.columns(), dialog.rows(), float(dialog.cellSize()), float(dialog.baseHeight()), &error);
    if (!terrain)
        return m_fail(tr("New Terrain"), error);
    m_open(std::move(terrain));
}

} // namespace ackedit::app
