#include "dialogs/preferencesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ackedit::widgets {

namespace {
template <typename Field>
Field *named(Field *field, const char *name)
{
    field->setObjectName(QLatin1String(name));
    return field;
}

void selectData(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    box->setCurrentIndex(std::max(index, 0));
}
} // namespace

PreferencesDialog::PreferencesDialog(const PreferenceValues &values, QWidget *parent)
    : QDialog(parent),
      m_language(named(new QComboBox(this), "languageCombo")),
      m_autosave(named(new QSpinBox(this), "autosaveSpin")),
      m_undoLimit(named(new QSpinBox(this), "undoLimitSpin")),
      m_renderMode(named(new QComboBox(this), "renderModeCombo")),
      m_gridSize(named(new QDoubleSpinBox(this), "gridSizeSpin")),
      m_chunkSize(named(new QComboBox(this), "chunkSizeCombo")),
      m_navigation(named(new QComboBox(this), "navigationCombo")),
      m_buttons(named(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply,
                                           this),
                      "buttonBox"))
{
    setObjectName(QStringLiteral("PreferencesDialog"));
    setWindowTitle(tr("Preferences"));

    // Each language by its own name, as language lists show them.
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QLocale::languageToString(QLocale::English), QStringLiteral("en"));
    m_language->addItem(QLocale(QLocale::German).nativeLanguageName(), QStringLiteral("de"));
    m_language->setToolTip(tr("The language of menus, dialogs and messages"));

    m_autosave->setRange(0, MaxAutosaveSeconds);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setSpecialValueText(tr("Off"));
    m_autosave->setToolTip(tr("How often unsaved changes are copied for crash recovery (never to your files)"));

    m_undoLimit->setRange(0, MaxUndoMemoryLimitMB);
    m_undoLimit->setSuffix(tr(" MB"));
    m_undoLimit->setSpecialValueText(tr("No limit"));
    m_undoLimit->setToolTip(tr("Undo memory per document: when it is exceeded, the oldest undo steps are dropped"));

    m_renderMode->addItem(tr("Textured"), int(Viewport::RenderMode::Textured));
    m_renderMode->addItem(tr("Shaded"), int(Viewport::RenderMode::Shaded));
    m_renderMode->addItem(tr("Wireframe"), int(Viewport::RenderMode::Wireframe));
    m_renderMode->setToolTip(tr("How documents opened from now on are drawn"));

    m_gridSize->setRange(0.0, MaxGridSize);
    m_gridSize->setDecimals(2);
    m_gridSize->setSuffix(tr(" units"));
    m_gridSize->setSpecialValueText(tr("Automatic"));
    m_gridSize->setToolTip(tr("The step of View ▸ Show Grid in every view (and a level's snapping grid); "
                              "Automatic fits it to the scene"));

    m_chunkSize->addItem(tr("Automatic"), 0);
    for (int cells : {16, 32, 64, 128, 256})
        m_chunkSize->addItem(tr("%1 × %1 cells").arg(cells), cells);
    m_chunkSize->setToolTip(tr("How big the pieces are that the 3D view draws a terrain in, each at its own detail "
                               "(not the engine's terrain chunks, which the Terrain panel's chunk grid shows)"));

    m_navigation->addItem(tr("MED / WED (right or middle drag orbits)"), int(Viewport::Navigation::Med));
    m_navigation->addItem(tr("Blender (middle drag orbits, Shift pans, Ctrl zooms)"),
                          int(Viewport::Navigation::Blender));
    m_navigation->setToolTip(tr("Which mouse buttons orbit, pan and zoom in the 3D views"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Autosave every:"), m_autosave);
    form->addRow(tr("&Undo memory per document:"), m_undoLimit);
    form->addRow(tr("Default &render mode:"), m_renderMode);
    form->addRow(tr("&Grid size:"), m_gridSize);
    form->addRow(tr("&Terrain view chunk size:"), m_chunkSize);
    form->addRow(tr("&Mouse navigation:"), m_navigation);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        Q_EMIT applied(this->values());
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            [this] { Q_EMIT applied(this->values()); });
    setValues(values);
}

PreferenceValues PreferencesDialog::values() const
{
    PreferenceValues v;
    v.language = m_language->currentData().toString();
    v.autosaveSeconds = m_autosave->value();
    v.undoMemoryLimitMB = m_undoLimit->value();
    v.defaultRenderMode = Viewport::RenderMode(m_renderMode->currentData().toInt());
    v.gridSize = m_gridSize->value();
    v.terrainChunkSize = m_chunkSize->currentData().toInt();
    v.navigation = Viewport::Navigation(m_navigation->currentData().toInt());
    return v;
}

void PreferencesDialog::setValues(const PreferenceValues &v)
{
    selectData(m_language, v.language);
    m_autosave->setValue(v.autosaveSeconds);
    m_undoLimit->setValue(v.undoMemoryLimitMB);
    selectData(m_renderMode, int(v.defaultRenderMode));
    m_gridSize->setValue(v.gridSize);
    selectData(m_chunkSize, v.terrainChunkSize);
    selectData(m_navigation, int(v.navigation));
}

} // namespace ackedit::widgets
