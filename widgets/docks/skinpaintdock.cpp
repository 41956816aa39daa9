#include "docks/skinpaintdock.h"
#include "languagechange.h"

#include <functional>

#include "actionicons.h"

#include "model/modeldocument.h"
#include "skin/skincanvas.h"
#include "skinview/skinview.h"
#include "model/uv/uvedittool.h"

#include <QAction>
#include <QActionGroup>
#include <QButtonGroup>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ackedit::widgets {

namespace {

// The controls get what they ask for but at most half the height, so a short dock (sharing its
// side with the Frames dock) still shows the skin large enough to paint; the controls scroll
// instead. Once the user moves the handle, the controls keep the height they gave them and a
// resize goes to the skin.
class ControlsAndViewSplit : public QSplitter
{
public:
    explicit ControlsAndViewSplit(QWidget *parent) : QSplitter(Qt::Vertical, parent)
    {
        setChildrenCollapsible(false);
        setStretchFactor(1, 1);
        connect(this, &QSplitter::splitterMoved, this, [this] { m_userControls = sizes().value(0, -1); });
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QSplitter::resizeEvent(event);
        if (count() != 2)
            return;
        const int h = height() - handleWidth();
        const int wanted = m_userControls >= 0 ? m_userControls : std::min(widget(0)->sizeHint().height(), h / 2);
        const int least = widget(0)->minimumSizeHint().height();
        const int most = std::max(least, h - widget(1)->minimumSizeHint().height());
        const int controls = std::clamp(wanted, least, most);
        setSizes({controls, h - controls});
    }

private:
    int m_userControls = -1; // the controls' height the user chose with the handle
};

QIcon swatchIcon(const QColor &colour, int size = 16)
{
    QPixmap pixmap(size, size);
    pixmap.fill(colour);
    QPainter p(&pixmap);
    p.setPen(Qt::black);
    p.drawRect(0, 0, size - 1, size - 1);
    return QIcon(pixmap);
}

QSpinBox *spin(QWidget *parent, const char *name, int min, int max, int value, const QString &suffix)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(QLatin1String(name));
    s->setRange(min, max);
    s->setValue(value);
    s->setSuffix(suffix);
    return s;
}

// Without an alpha provider, skins without any transparent texel are taken as formats without
// alpha (565, 888, palette): the eraser paints the background colour there.
bool hasTransparency(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    for (int y = 0; y < rgba.height(); ++y) {
        const uchar *line = rgba.constScanLine(y);
        for (int x = 0; x < rgba.width(); ++x)
            if (line[4 * x + 3] != 255)
                return true;
    }
    return false;
}

} // namespace

QList<QColor> SkinPaintDock::defaultSwatches()
{
    return {Qt::black,        QColor(64, 64, 64), QColor(128, 128, 128), QColor(192, 192, 192),
            Qt::white,        QColor(128, 0, 0),  Qt::red,               QColor(255, 128, 0),
            Qt::yellow,       QColor(0, 128, 0),  Qt::green,             Qt::cyan,
            QColor(0, 0, 128), Qt::blue,          Qt::magenta,           QColor(128, 64, 0)};
}

SkinPaintDock::SkinPaintDock(QUndoStack *stack, QWidget *parent) : QDockWidget(parent), m_stack(stack)
{
    setObjectName(QStringLiteral("ModelEditor.skin"));
    setTranslatedText(this, [] { return tr("Skin"); });
    // The controls scroll, so the dock stacked with others can be short; the view takes the rest.
    auto *outer = new QWidget(this);
    auto *outerLayout = new QVBoxLayout(outer);
    outerLayout->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(outer);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);

    m_skin = new QComboBox(body);
    m_skin->setObjectName(QStringLiteral("skinChooser"));
    layout->addWidget(m_skin);

    auto *toolRow = new QHBoxLayout;
    m_tools = new QButtonGroup(this);
    // One checkable action per tool (the editor's tool bar shows the same ones); the buttons
    // here show them as text.
    m_toolActions = new QActionGroup(this);
    const struct
    {
        SkinView::Tool tool;
        std::function<QString()> text, tip;
        const char *icon;
    } tools[] = {
        {SkinView::Tool::Brush, [] { return tr("Brush"); }, [] { return tr("Skin brush"); }, "paint-brush"},
        {SkinView::Tool::Eraser, [] { return tr("Eraser"); }, [] { return tr("Skin eraser"); }, "paint-eraser"},
        {SkinView::Tool::Fill, [] { return tr("Fill"); }, [] { return tr("Skin fill"); }, "paint-fill"},
        {SkinView::Tool::Picker, [] { return tr("Picker"); }, [] { return tr("Skin colour picker"); }, "paint-picker"},
        {SkinView::Tool::Soften, [] { return tr("Soften"); }, [] { return tr("Skin soften"); }, "paint-soften"},
        {SkinView::Tool::Uv, [] { return tr("UV"); },
         [] { return tr("Edit UVs: click or drag a box to select, double-click or L for an island, drag to move, "
            "G/R/S to grab/rotate/scale"); },
         "paint-uv"}};
    for (const auto &t : tools) {
        auto *a = new QAction(bundledIcon(t.icon), QString(), this);
        a->setObjectName(QStringLiteral("actionSkinTool%1").arg(int(t.tool)));
        setTranslatedText(a, t.text);
        setTranslatedToolTip(a, t.tip);
        a->setCheckable(true);
        a->setData(int(t.tool));
        m_toolActions->addAction(a);
        auto *b = new QToolButton(body);
        b->setObjectName(QStringLiteral("skinTool%1").arg(int(t.tool)));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setDefaultAction(a);
        // (A click triggers the action; a button checked from code takes its action along.)
        connect(b, &QToolButton::toggled, a, [a](bool on) {
            if (on)
                a->setChecked(true);
        });
        m_tools->addButton(b, int(t.tool));
        toolRow->addWidget(b);
    }
    m_toolActions->actions().constFirst()->setChecked(true); // the brush
    setToolVisible(int(SkinView::Tool::Uv), false); // until setUvDocument
    toolRow->addStretch(1);
    layout->addLayout(toolRow);
    addSurfacePaintControls(body, layout);

    // UV actions on the selected UVs, one undo step each.
    m_uvRow = new QWidget(body);
    auto *uvRow = new QHBoxLayout(m_uvRow);
    uvRow->setContentsMargins(0, 0, 0, 0);
    const QList<std::pair<const char *, std::function<QString()>>> uvActions = {
        {"uvMirrorU", [] { return tr("Mirror U"); }}, {"uvMirrorV", [] { return tr("Mirror V"); }}, {"uvRotate90", [] { return tr("Rotate 90°"); }}};
    for (const auto &[name, text] : uvActions) {
        auto *b = new QToolButton(m_uvRow);
        b->setObjectName(QLatin1String(name));
        setTranslatedText(b, text);
        uvRow->addWidget(b);
        const QString id = QLatin1String(name);
        connect(b, &QToolButton::clicked, this, [this, id] {
            if (id == QLatin1String("uvRotate90"))
                m_view->uvTool()->rotate90();
            else
                m_view->uvTool()->mirror(id == QLatin1String("uvMirrorV") ? 1 : 0);
        });
    }
    uvRow->addStretch(1);
    m_uvRow->setVisible(false);
    layout->addWidget(m_uvRow);

    auto *form = new QFormLayout;
    m_size = spin(body, "brushSize", 1, 512, 4, tr(" px"));
    m_hardness = spin(body, "brushHardness", 0, 100, 50, tr(" %"));
    m_opacity = spin(body, "brushOpacity", 1, 100, 100, tr(" %"));
    m_spacing = spin(body, "brushSpacing", 1, 200, 25, tr(" %"));
    m_tolerance = spin(body, "fillTolerance", 0, 255, 0, QString());
    m_limit = translated(new QCheckBox(body), [] { return tr("Fill one triangle only"); });
    setTranslatedToolTip(m_limit, [] {
        return tr("Limit the fill to the texels of the triangle under the cursor (MED's fill triangle)");
    });
    m_limit->setObjectName(QStringLiteral("fillLimitToTriangle"));
    m_uv = translated(new QCheckBox(body), [] { return tr("Show UV wireframe"); });
    m_uv->setObjectName(QStringLiteral("showUvWireframe"));
    m_uv->setChecked(true);
    addTranslatedRow(form, [] { return tr("Size (radius):"); }, m_size);
    addTranslatedRow(form, [] { return tr("Hardness:"); }, m_hardness);
    addTranslatedRow(form, [] { return tr("Opacity:"); }, m_opacity);
    addTranslatedRow(form, [] { return tr("Spacing:"); }, m_spacing);
    addTranslatedRow(form, [] { return tr("Fill tolerance:"); }, m_tolerance);
    form->addRow(m_limit);
    // The fill limited to the UV island under the click.
    m_limitIsland = translated(new QCheckBox(body), [] { return tr("Fill one UV island only"); });
    m_limitIsland->setObjectName(QStringLiteral("fillLimitToIsland"));
    setTranslatedToolTip(m_limitIsland, [] {
        return tr("Limit the fill to the connected UV triangles under the cursor");
    });
    form->addRow(m_limitIsland);
    form->addRow(m_uv);
    m_dither = translated(new QCheckBox(body), [] { return tr("Dither 8-bit skins on save"); });
    m_dither->setObjectName(QStringLiteral("ditherPaletteSkins"));
    setTranslatedToolTip(m_dither, [] { return tr("Save painted texels of 8-bit skins with error diffusion over the palette, "
                            "instead of each texel's nearest palette entry"); });
    m_dither->setVisible(false); // only for 8-bit skins (setPaletteSkinProvider)
    form->addRow(m_dither);
    layout->addLayout(form);

    auto *colours = new QHBoxLayout;
    m_fg = new QToolButton(body);
    m_fg->setObjectName(QStringLiteral("foregroundColour"));
    setTranslatedToolTip(m_fg, [] { return tr("Foreground colour (click to choose)"); });
    m_bg = new QToolButton(body);
    m_bg->setObjectName(QStringLiteral("backgroundColour"));
    setTranslatedToolTip(m_bg, [] { return tr("Background colour: what the eraser paints on skins without alpha"); });
    auto *swap = new QToolButton(body);
    swap->setObjectName(QStringLiteral("swapColours"));
    setTranslatedText(swap, [] { return tr("Swap"); });
    setTranslatedToolTip(swap, [] { return tr("Swap foreground and background colours (X in the skin view)"); });
    colours->addWidget(m_fg);
    colours->addWidget(m_bg);
    colours->addWidget(swap);
    colours->addStretch(1);
    layout->addLayout(colours);
    auto *swatchRow = new QHBoxLayout; // on a row of its own: a 256-colour palette is wide
    m_swatchGrid = new QGridLayout;
    m_swatchGrid->setSpacing(0);
    swatchRow->addLayout(m_swatchGrid);
    swatchRow->addStretch(1);
    layout->addLayout(swatchRow);

    m_notice = new QLabel(body);
    m_notice->setObjectName(QStringLiteral("skinPaintNotice"));
    m_notice->setWordWrap(true);
    m_notice->setVisible(false);
    layout->addWidget(m_notice);

    scroll->setWidget(body);
    scroll->setMinimumHeight(60);
    m_view = new SkinView(outer);
    // Enough skin to paint on, however many docks share the column: the dock asks for it, the
    // controls above scroll instead.
    m_view->setMinimumHeight(128);
    auto *split = new ControlsAndViewSplit(outer);
    split->addWidget(scroll);
    split->addWidget(m_view);
    outerLayout->addWidget(split);
    setWidget(outer);

    connect(m_skin, &QComboBox::currentIndexChanged, this, &SkinPaintDock::showSkin);
    connect(m_skin, &QComboBox::currentIndexChanged, this, &SkinPaintDock::currentSkinChanged);
    document::SkinPaintSettings *settings = m_view->settings();
    // A button click triggers its action too.
    connect(m_toolActions, &QActionGroup::triggered, settings,
            [settings](QAction *a) { settings->setTool(SkinView::Tool(a->data().toInt())); });
    connect(settings, &document::SkinPaintSettings::toolChanged, this, [this](SkinView::Tool tool) {
        if (QAction *a = toolAction(int(tool)))
            a->setChecked(true);
        m_uvRow->setVisible(tool == SkinView::Tool::Uv);
    });
    for (QSpinBox *s : {m_size, m_hardness, m_opacity, m_spacing})
        connect(s, &QSpinBox::valueChanged, this, &SkinPaintDock::brushControlsChanged);
    connect(m_tolerance, &QSpinBox::valueChanged, settings, &document::SkinPaintSettings::setTolerance);
    connect(m_limit, &QCheckBox::toggled, settings, &document::SkinPaintSettings::setLimitFillToTriangle);
    connect(m_limitIsland, &QCheckBox::toggled, settings, &document::SkinPaintSettings::setLimitFillToIsland);
    connect(m_uv, &QCheckBox::toggled, m_view, &SkinView::setUvVisible);
    connect(m_dither, &QCheckBox::toggled, this, &SkinPaintDock::ditherToggled);
    connect(settings, &document::SkinPaintSettings::foregroundChanged, this, &SkinPaintDock::updateColourButtons);
    connect(settings, &document::SkinPaintSettings::backgroundChanged, this, &SkinPaintDock::updateColourButtons);
    connect(m_fg, &QToolButton::clicked, this, [this] { chooseColour(true); });
    connect(m_bg, &QToolButton::clicked, this, [this] { chooseColour(false); });
    connect(swap, &QToolButton::clicked, settings, &document::SkinPaintSettings::swapColours);
    brushControlsChanged();
    updateColourButtons();
    setSwatches({});
    // The skin names and the notice are worded when the skins come: a language switch words them again.
    connect(LanguageChanges::instance(), &LanguageChanges::changed, this, [this] {
        for (int i = 0; i < m_skin->count(); ++i)
            m_skin->setItemText(i, skinName(i));
        updateNotice(currentSkin());
    });
}

document::SkinPaintSettings *SkinPaintDock::settings() const
{
    return m_view->settings();
}

void SkinPaintDock::setSwatches(const QList<QColor> &colours)
{
    qDeleteAll(m_swatches);
    m_swatches.clear();
    const QList<QColor> palette = colours.isEmpty() ? defaultSwatches() : colours;
    // A 256-colour palette as a 16 x 16 grid of small swatches, the fixed one as two rows of 8.
    const int columns = palette.size() > 16 ? 16 : 8;
    const int size = palette.size() > 16 ? 9 : 12;
    QWidget *parent = m_fg->parentWidget();
    for (int i = 0; i < palette.size(); ++i) {
        auto *b = new QToolButton(parent);
        b->setObjectName(QStringLiteral("swatch%1").arg(i));
        b->setIcon(swatchIcon(palette[i], size));
        b->setIconSize(QSize(size, size));
        b->setAutoRaise(true);
        b->setStyleSheet(QStringLiteral("QToolButton { padding: 0px; margin: 0px; }"));
        setTranslatedToolTip(b, [] { return tr("Click: foreground, right click: background"); });
        b->setContextMenuPolicy(Qt::CustomContextMenu);
        const QColor c = palette[i];
        connect(b, &QToolButton::clicked, this, [this, c] { settings()->setForeground(c); });
        connect(b, &QToolButton::customContextMenuRequested, this, [this, c] { settings()->setBackground(c); });
        m_swatchGrid->addWidget(b, i / columns, i % columns);
        m_swatches.append(b);
    }
}

void SkinPaintDock::addManagementRow(QWidget *row)
{
    auto *layout = qobject_cast<QVBoxLayout *>(m_skin->parentWidget()->layout());
    layout->insertWidget(layout->indexOf(m_skin) + 1, row);
}

// Painting on the model in 3D: the toggle that hands the 3D view's left button to the brush, and
// the seam bleed of its strokes.
void SkinPaintDock::addSurfacePaintControls(QWidget *body, QBoxLayout *layout)
{
    m_surfaceRow = new QWidget(body);
    auto *row = new QHBoxLayout(m_surfaceRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_paintOnModelAction = translated(new QAction(bundledIcon("paint-on-model"), QString(), this),
                                      [] { return tr("Paint on model (3D)"); });
    m_paintOnModelAction->setObjectName(QStringLiteral("actionPaintOnModel"));
    m_paintOnModelAction->setCheckable(true);
    setTranslatedToolTip(m_paintOnModelAction, [] { return tr("Left-drag on the model in the 3D view paints the skin with this tool; "
                                        "drag off the model to turn the camera"); });
    m_paintOnModel = new QToolButton(m_surfaceRow);
    m_paintOnModel->setObjectName(QStringLiteral("paintOnModel"));
    m_paintOnModel->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_paintOnModel->setDefaultAction(m_paintOnModelAction);
    connect(m_paintOnModel, &QToolButton::toggled, m_paintOnModelAction, &QAction::setChecked);
    m_seamBleed = spin(m_surfaceRow, "seamBleed", 0, 16, 2, tr(" px"));
    setTranslatedToolTip(m_seamBleed, [] { return tr("Paint on the model spreads this many texels past the UV island borders, "
                               "so seams do not show"); });
    auto *label = translated(new QLabel(m_surfaceRow), [] { return tr("Seam bleed:"); });
    label->setBuddy(m_seamBleed);
    row->addWidget(m_paintOnModel);
    row->addWidget(label);
    row->addWidget(m_seamBleed);
    row->addStretch(1);
    layout->addWidget(m_surfaceRow);
    connect(m_paintOnModel, &QToolButton::toggled, this, &SkinPaintDock::paintOnModelToggled);
}

void SkinPaintDock::setSurfacePaintAvailable(bool available)
{
    if (!available)
        m_paintOnModelAction->setChecked(false);
    m_paintOnModelAction->setVisible(available);
    m_surfaceRow->setVisible(available);
}

void SkinPaintDock::setPaletteSkinProvider(PaletteSkinProvider isPalette)
{
    m_isPaletteSkin = std::move(isPalette);
    updateDitherBox();
}

void SkinPaintDock::updateDitherBox()
{
    const int skin = currentSkin();
    m_dither->setVisible(m_isPaletteSkin && skin >= 0 && m_canvas && m_canvas(skin) && m_isPaletteSkin(skin));
}

bool SkinPaintDock::paintsOnModel() const
{
    return m_paintOnModel->isChecked();
}

int SkinPaintDock::seamBleed() const
{
    return m_seamBleed->value();
}

QToolButton *SkinPaintDock::toolButton(int tool) const
{
    return qobject_cast<QToolButton *>(m_tools->button(tool));
}

QAction *SkinPaintDock::toolAction(int tool) const
{
    for (QAction *a : m_toolActions->actions()) {
        if (a->data().toInt() == tool)
            return a;
    }
    return nullptr;
}

QList<QAction *> SkinPaintDock::toolActions() const
{
    return m_toolActions->actions();
}

void SkinPaintDock::setToolVisible(int tool, bool visible)
{
    toolAction(tool)->setVisible(visible);
    m_tools->button(tool)->setVisible(visible);
}

void SkinPaintDock::setSkins(int count, CanvasProvider canvas)
{
    m_canvas = std::move(canvas);
    const int keep = m_skin->currentIndex();
    {
        const QSignalBlocker block(m_skin);
        m_skin->clear();
        for (int i = 0; i < count; ++i)
            m_skin->addItem(skinName(i));
        m_skin->setEnabled(count > 1);
    }
    const int skin = count == 0 ? -1 : std::clamp(keep, 0, count - 1);
    {
        const QSignalBlocker block(m_skin);
        m_skin->setCurrentIndex(skin);
    }
    showSkin(skin);
}

void SkinPaintDock::setUvDocument(document::ModelDocument *document)
{
    m_view->setUvDocument(document);
    m_view->setUvMesh(m_mesh, currentSkin()); // the UV points of the triangles shown
    // Only where there are UV records to edit (not an HMP4 mesh terrain, not an MDL7 without skin
    // points): the tool would select nothing and its buttons would silently do nothing.
    setToolVisible(int(SkinView::Tool::Uv), document && document->canEditUvs());
}

void SkinPaintDock::selectUvRecords(const std::vector<int> &records)
{
    document::ModelDocument *document = m_view->uvTool()->document();
    if (!document)
        return;
    if (settings()->tool() != SkinView::Tool::Uv)
        m_tools->button(int(SkinView::Tool::Uv))->click();
    document->uvSelection().apply(records, document::SelectionMode::Replace);
    m_view->update();
}

void SkinPaintDock::setMesh(const format::TriangleMesh &mesh)
{
    m_mesh = mesh;
    m_view->setUvMesh(m_mesh, currentSkin());
}

int SkinPaintDock::currentSkin() const
{
    return m_skin->currentIndex();
}

void SkinPaintDock::setCurrentSkin(int skin)
{
    m_skin->setCurrentIndex(skin);
}

QString SkinPaintDock::noticeText() const
{
    return m_notice->isVisible() ? m_notice->text() : QString();
}

QString SkinPaintDock::skinName(int skin)
{
    return tr("Skin %1").arg(skin + 1);
}

document::SkinCanvas *SkinPaintDock::updateNotice(int skin)
{
    document::SkinCanvas *canvas = skin >= 0 && m_canvas ? m_canvas(skin) : nullptr;
    if (skin < 0)
        m_notice->setText(tr("This file has no skin to paint."));
    else if (!canvas)
        m_notice->setText(tr("Skin %1 is not stored in the file (an external or unreadable skin): it cannot be "
                             "painted here.")
                              .arg(skin + 1));
    m_notice->setVisible(!canvas);
    return canvas;
}

void SkinPaintDock::showSkin(int skin)
{
    document::SkinCanvas *canvas = updateNotice(skin);
    if (canvas)
        settings()->setSkinHasAlpha(m_alphaProvider ? m_alphaProvider(skin) : hasTransparency(canvas->image()));
    m_view->setCanvas(canvas, m_stack);
    m_view->setUvMesh(m_mesh, skin);
    setSwatches(m_swatchProvider && skin >= 0 ? m_swatchProvider(skin) : QList<QColor>());
    updateDitherBox();
}

void SkinPaintDock::skinChanged(int skin, const QRect &rect)
{
    if (skin == currentSkin())
        m_view->canvasChanged(rect);
}

void SkinPaintDock::brushControlsChanged()
{
    document::BrushSettings brush = settings()->brush();
    brush.radius = float(m_size->value());
    brush.hardness = float(m_hardness->value()) / 100.0f;
    brush.opacity = float(m_opacity->value()) / 100.0f;
    brush.spacing = float(m_spacing->value()) / 100.0f;
    settings()->setBrush(brush);
}

void SkinPaintDock::updateColourButtons()
{
    m_fg->setIcon(swatchIcon(settings()->foreground(), 20));
    m_bg->setIcon(swatchIcon(settings()->background(), 20));
}

void SkinPaintDock::chooseColour(bool foreground)
{
    const QColor current = foreground ? settings()->foreground() : settings()->background();
    const QColor c = QColorDialog::getColor(current, this,
                                            foreground ? tr("Foreground Colour") : tr("Background Colour"),
                                            QColorDialog::ShowAlphaChannel);
    if (!c.isValid())
        return;
    if (foreground)
        settings()->setForeground(c);
    else
        settings()->setBackground(c);
}

} // namespace ackedit::widgets
