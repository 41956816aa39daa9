#include "dialogs/preferencesdialog.h"

#include "languagechange.h"

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

    // Each language by its own name, as language lists show them.
    addTranslatedItem(m_language, [] { return tr("System language"); }, QString());
    m_language->addItem(QLocale::languageToString(QLocale::English), QStringLiteral("en"));
    m_language->addItem(QLocale(QLocale::German).nativeLanguageName(), QStringLiteral("de"));
    setTranslatedToolTip(m_language, [] { return tr("The language of menus, dialogs and messages"); });

    m_autosave->setRange(0, MaxAutosaveSeconds);
    setTranslatedToolTip(m_autosave, [] {
        return tr("How often unsaved changes are copied for crash recovery (never to your files)");
    });

    m_undoLimit->setRange(0, MaxUndoMemoryLimitMB);
    setTranslatedToolTip(m_undoLimit, [] {
        return tr("Undo memory per document: when it is exceeded, the oldest undo steps are dropped");
    });

    addTranslatedItem(m_renderMode, [] { return tr("Textured"); }, int(Viewport::RenderMode::Textured));
    addTranslatedItem(m_renderMode, [] { return tr("Shaded"); }, int(Viewport::RenderMode::Shaded));
    addTranslatedItem(m_renderMode, [] { return tr("Wireframe"); }, int(Viewport::RenderMode::Wireframe));
    setTranslatedToolTip(m_renderMode, [] { return tr("How documents opened from now on are drawn"); });

    m_gridSize->setRange(0.0, MaxGridSize);
    m_gridSize->setDecimals(2);
    setTranslatedToolTip(m_gridSize, [] { return tr("The step of View ▸ Show Grid in every view (and a level's snapping grid); "
                              "Automatic fits it to the scene"); });

    addTranslatedItem(m_chunkSize, [] { return tr("Automatic"); }, 0);
    for (int cells : {16, 32, 64, 128, 256})
        m_chunkSize->addItem(QString(), cells);
    setTranslatedToolTip(m_chunkSize, [] { return tr("How big the pieces are that the 3D view draws a terrain in, each at its own detail "
                               "(not the engine's terrain chunks, which the Terrain panel's chunk grid shows)"); });

    addTranslatedItem(m_navigation, [] {
        return tr("MED / WED (right or middle drag orbits)");
    }, int(Viewport::Navigation::Med));
    addTranslatedItem(m_navigation, [] {
        return tr("Blender (middle drag orbits, Shift pans, Ctrl zooms)");
    }, int(Viewport::Navigation::Blender));
    setTranslatedToolTip(m_navigation, [] { return tr("Which mouse buttons orbit, pan and zoom in the 3D views"); });

    // Texts with numbers, suffixes and the title: Apply with another language words them anew.
    onLanguageChange(this, [this] {
        setWindowTitle(tr("Preferences"));
        m_autosave->setSuffix(tr(" s"));
        m_autosave->setSpecialValueText(tr("Off"));
        m_undoLimit->setSuffix(tr(" MB"));
        m_undoLimit->setSpecialValueText(tr("No limit"));
        m_gridSize->setSuffix(tr(" units"));
        m_gridSize->setSpecialValueText(tr("Automatic"));
        for (int i = 1; i < m_chunkSize->count(); ++i)
            m_chunkSize->setItemText(i, tr("%1 × %1 cells").arg(m_chunkSize->itemData(i).toInt()));
    });

    auto *form = new QFormLayout;
    addTranslatedRow(form, [] { return tr("&Language:"); }, m_language);
    addTranslatedRow(form, [] { return tr("&Autosave every:"); }, m_autosave);
    addTranslatedRow(form, [] { return tr("&Undo memory per document:"); }, m_undoLimit);
    addTranslatedRow(form, [] { return tr("Default &render mode:"); }, m_renderMode);
    addTranslatedRow(form, [] { return tr("&Grid size:"); }, m_gridSize);
    addTranslatedRow(form, [] { return tr("&Terrain view chunk size:"); }, m_chunkSize);
    addTranslatedRow(form, [] { return tr("&Mouse navigation:"); }, m_navigation);
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
