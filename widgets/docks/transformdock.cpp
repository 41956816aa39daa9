#include "docks/transformdock.h"
#include "languagechange.h"

#include "docks/falloffbox.h"
#include "model/vertex/vertexedittool.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "model/vertex/vertextransform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <Eigen/Geometry>

#include <cmath>
#include <numbers>

namespace ackedit::widgets {

using document::SoftDistance;
using document::TransformConstraint;
using document::VertexTransform;

namespace {

constexpr double Huge = 1e7;
constexpr float DegToRad = std::numbers::pi_v<float> / 180.0f;

QDoubleSpinBox *spinBox(double lo, double hi, double value, int decimals, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(lo, hi);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    return box;
}

// Three boxes in a row, named prefix + X/Y/Z.
QHBoxLayout *xyzRow(QDoubleSpinBox *(&boxes)[3], const QString &prefix, double lo, double hi, double value,
                    int decimals, QWidget *parent)
{
    auto *row = new QHBoxLayout;
    static const char *axes[3] = {"X", "Y", "Z"};
    for (int i = 0; i < 3; ++i) {
        boxes[i] = spinBox(lo, hi, value, decimals, parent);
        boxes[i]->setObjectName(prefix + QLatin1String(axes[i]));
        // The range (±1e7) would make each box as wide as its longest value; three then did not
        // fit the dock at 1280 x 800 and the third was cut off. Wide enough for model units.
        boxes[i]->setMinimumWidth(boxes[i]->fontMetrics().horizontalAdvance(QStringLiteral("-0000.0000")) + 28);
        boxes[i]->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        row->addWidget(boxes[i], 1);
    }
    return row;
}

Eigen::Vector3f valuesOf(QDoubleSpinBox *const (&boxes)[3])
{
    return Eigen::Vector3f(float(boxes[0]->value()), float(boxes[1]->value()), float(boxes[2]->value()));
}

} // namespace

TransformDock::TransformDock(document::ModelDocument *document, document::ModelSelection *selection,
                             document::VertexEditTool *tool, std::function<int()> currentFrame, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_selection(selection), m_tool(tool),
      m_currentFrame(std::move(currentFrame))
{
    setObjectName(QStringLiteral("TransformDock"));
    setTranslatedText(this, [] { return tr("Transform"); });
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_notice = new QLabel(content);
    m_notice->setObjectName(QStringLiteral("editNotice"));
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("QLabel { background: #fff3c4; color: #3a3000; padding: 4px; }"));
    layout->addWidget(m_notice);
    layout->addWidget(buildSelectionGroup());
    layout->addWidget(buildOptionsGroup());
    layout->addWidget(buildSoftGroup());
    layout->addWidget(buildGlobalGroup());
    m_message = new QLabel(content);
    m_message->setObjectName(QStringLiteral("transformMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto *hint = translated(new QLabel(content), [] { return tr("Click: pick · drag: box (Shift add, Ctrl subtract) · A / Alt+A / Ctrl+I / L · "
                               "G R S: move, rotate, scale (X Y Z constrain, Ctrl snap, Enter or click "
                               "confirms, Esc cancels) · Shift+right click: 3D cursor · "
                               "right or middle drag: orbit"); });
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    setWidget(scroll);

    pullSettings();
    connect(m_tool, &document::VertexEditTool::settingsChanged, this, &TransformDock::pullSettings);
    connect(m_selection, &document::ModelSelection::changed, this, &TransformDock::refresh);
    connect(m_document, &document::ModelDocument::framesChanged, this, &TransformDock::refresh);
    onLanguageChange(this, [this] { refresh(); }); // the counts and notices are worded there
}

QGroupBox *TransformDock::buildSelectionGroup()
{
    m_selectionGroup = translated(new QGroupBox(), [] { return tr("Selection"); });
    auto *form = new QFormLayout(m_selectionGroup);
    m_selectionCount = new QLabel(m_selectionGroup);
    form->addRow(m_selectionCount);
    m_operation = new QComboBox(m_selectionGroup);
    m_operation->setObjectName(QStringLiteral("operationBox"));
    addTranslatedItem(m_operation, [] { return tr("Move by"); }, int(Operation::Move));
    addTranslatedItem(m_operation, [] { return tr("Rotate by (degrees)"); }, int(Operation::Rotate));
    addTranslatedItem(m_operation, [] { return tr("Scale by"); }, int(Operation::Scale));
    addTranslatedRow(form, [] { return tr("Operat&ion:"); }, m_operation);
    addTranslatedRow(form, [] {
        return tr("X / Y / Z:");
    }, xyzRow(m_value, QStringLiteral("value"), -Huge, Huge, 0.0, 4, m_selectionGroup));
    m_apply = translated(new QPushButton(m_selectionGroup), [] { return tr("&Apply"); });
    m_apply->setObjectName(QStringLiteral("applyButton"));
    form->addRow(m_apply);
    connect(m_operation, &QComboBox::currentIndexChanged, this, &TransformDock::operationChanged);
    connect(m_apply, &QPushButton::clicked, this, &TransformDock::applyTyped);
    return m_selectionGroup;
}

QGroupBox *TransformDock::buildOptionsGroup()
{
    m_optionsGroup = translated(new QGroupBox(), [] { return tr("Transform options"); });
    auto *form = new QFormLayout(m_optionsGroup);
    m_pivot = new QComboBox(m_optionsGroup);
    m_pivot->setObjectName(QStringLiteral("pivotBox"));
    addTranslatedItem(m_pivot, [] {
        return tr("Selection centre");
    }, int(document::VertexEditTool::Pivot::SelectionCentre));
    addTranslatedItem(m_pivot, [] { return tr("3D cursor"); }, int(document::VertexEditTool::Pivot::Cursor));
    addTranslatedRow(form, [] { return tr("&Pivot:"); }, m_pivot);
    addTranslatedRow(form, [] {
        return tr("3D cursor:");
    }, xyzRow(m_cursor, QStringLiteral("cursor"), -Huge, Huge, 0.0, 4, m_optionsGroup));
    auto *toSelection = translated(new QPushButton(m_optionsGroup), [] { return tr("Cursor to Selection"); });
    toSelection->setObjectName(QStringLiteral("cursorToSelection"));
    form->addRow(toSelection);
    m_constraint = new QComboBox(m_optionsGroup);
    m_constraint->setObjectName(QStringLiteral("constraintBox"));
    addTranslatedItem(m_constraint, [] { return tr("None"); }, int(TransformConstraint::None));
    addTranslatedItem(m_constraint, [] { return tr("X axis"); }, int(TransformConstraint::X));
    addTranslatedItem(m_constraint, [] { return tr("Y axis"); }, int(TransformConstraint::Y));
    addTranslatedItem(m_constraint, [] { return tr("Z axis"); }, int(TransformConstraint::Z));
    addTranslatedItem(m_constraint, [] { return tr("YZ plane (keep X)"); }, int(TransformConstraint::PlaneYZ));
    addTranslatedItem(m_constraint, [] { return tr("ZX plane (keep Y)"); }, int(TransformConstraint::PlaneZX));
    addTranslatedItem(m_constraint, [] { return tr("XY plane (keep Z)"); }, int(TransformConstraint::PlaneXY));
    setTranslatedToolTip(m_constraint, [] {
        return tr("What G, R and S start with, and what typed moves and scales may change");
    });
    addTranslatedRow(form, [] { return tr("&Constraint:"); }, m_constraint);
    m_snap = spinBox(0.0, Huge, 1.0, 4, m_optionsGroup);
    m_snap->setObjectName(QStringLiteral("snapBox"));
    setTranslatedToolTip(m_snap, [] { return tr("Grid step while Ctrl is held (model units; scale snaps to 0.1)"); });
    addTranslatedRow(form, [] { return tr("&Snap step:"); }, m_snap);
    m_angleSnap = spinBox(0.0, 180.0, 15.0, 2, m_optionsGroup);
    m_angleSnap->setObjectName(QStringLiteral("angleSnapBox"));
    m_angleSnap->setSuffix(tr("°"));
    addTranslatedRow(form, [] { return tr("An&gle step:"); }, m_angleSnap);
    m_allFrames = translated(new QCheckBox(m_optionsGroup), [] { return tr("All fra&mes (MED): edit frames"); });
    m_allFrames->setObjectName(QStringLiteral("allFramesBox"));
    m_first = new QSpinBox(m_optionsGroup);
    m_first->setObjectName(QStringLiteral("firstFrameBox"));
    m_last = new QSpinBox(m_optionsGroup);
    m_last->setObjectName(QStringLiteral("lastFrameBox"));
    auto *range = new QHBoxLayout;
    range->addWidget(m_allFrames);
    range->addWidget(m_first);
    range->addWidget(translated(new QLabel(m_optionsGroup), [] { return tr("to"); }));
    range->addWidget(m_last);
    form->addRow(range);

    for (QComboBox *box : {m_pivot, m_constraint})
        connect(box, &QComboBox::currentIndexChanged, this, &TransformDock::pushSettings);
    for (QDoubleSpinBox *box : {m_cursor[0], m_cursor[1], m_cursor[2], m_snap, m_angleSnap})
        connect(box, &QDoubleSpinBox::valueChanged, this, &TransformDock::pushSettings);
    for (QSpinBox *box : {m_first, m_last})
        connect(box, &QSpinBox::valueChanged, this, &TransformDock::pushSettings);
    connect(m_allFrames, &QCheckBox::toggled, this, &TransformDock::pushSettings);
    connect(toSelection, &QPushButton::clicked, this,
            [this] { m_tool->setCursor(m_selection->centroid(m_currentFrame())); });
    return m_optionsGroup;
}

QGroupBox *TransformDock::buildSoftGroup()
{
    m_softGroup = translated(new QGroupBox(), [] { return tr("Soft selection"); });
    auto *form = new QFormLayout(m_softGroup);
    m_soft = translated(new QCheckBox(m_softGroup), [] { return tr("Soft se&lection (MED's soft move)"); });
    m_soft->setObjectName(QStringLiteral("softBox"));
    form->addRow(m_soft);
    const Eigen::AlignedBox3f box = m_document->bounds();
    const double extent = box.isEmpty() ? 1.0 : std::max(double(box.sizes().maxCoeff()), 1e-3);
    m_softRadius = spinBox(0.0001, Huge, extent / 4.0, 4, m_softGroup);
    m_softRadius->setObjectName(QStringLiteral("softRadiusBox"));
    addTranslatedRow(form, [] { return tr("&Radius:"); }, m_softRadius);
    m_falloff = new FalloffBox(m_softGroup);
    m_falloff->setObjectName(QStringLiteral("falloffBox"));
    addTranslatedRow(form, [] { return tr("Fall&off:"); }, m_falloff);
    m_softDistance = new QComboBox(m_softGroup);
    m_softDistance->setObjectName(QStringLiteral("softDistanceBox"));
    addTranslatedItem(m_softDistance, [] { return tr("Straight line"); }, int(SoftDistance::Euclidean));
    addTranslatedItem(m_softDistance, [] { return tr("Along the surface"); }, int(SoftDistance::Surface));
    addTranslatedRow(form, [] { return tr("&Distance:"); }, m_softDistance);
    connect(m_soft, &QCheckBox::toggled, this, &TransformDock::pushSoft);
    connect(m_softRadius, &QDoubleSpinBox::valueChanged, this, &TransformDock::pushSoft);
    connect(m_falloff, &QComboBox::currentIndexChanged, this, &TransformDock::pushSoft);
    connect(m_softDistance, &QComboBox::currentIndexChanged, this, &TransformDock::pushSoft);
    pushSoft();
    return m_softGroup;
}

QGroupBox *TransformDock::buildGlobalGroup()
{
    m_globalGroup = translated(new QGroupBox(), [] { return tr("Whole model (every frame)"); });
    auto *form = new QFormLayout(m_globalGroup);
    m_globalScale = spinBox(0.0001, Huge, 1.0, 4, m_globalGroup);
    m_globalScale->setObjectName(QStringLiteral("globalScale"));
    addTranslatedRow(form, [] { return tr("Scale:"); }, m_globalScale);
    addTranslatedRow(form, [] {
        return tr("Rotate (°):");
    }, xyzRow(m_globalRotate, QStringLiteral("globalRotate"), -360.0, 360.0, 0.0, 2,
                                           m_globalGroup));
    addTranslatedRow(form, [] {
        return tr("Move:");
    }, xyzRow(m_globalMove, QStringLiteral("globalMove"), -Huge, Huge, 0.0, 4, m_globalGroup));
    m_globalApply = translated(new QPushButton(m_globalGroup), [] { return tr("&Transform Global"); });
    m_globalApply->setObjectName(QStringLiteral("globalApply"));
    form->addRow(m_globalApply);
    auto *buttons = new QHBoxLayout;
    m_recentre = translated(new QPushButton(m_globalGroup), [] { return tr("Rece&ntre"); });
    m_recentre->setObjectName(QStringLiteral("recentreButton"));
    buttons->addWidget(m_recentre);
    static const char *names[3] = {QT_TR_NOOP("Mirror X"), QT_TR_NOOP("Mirror Y"), QT_TR_NOOP("Mirror Z")};
    static const char *ids[3] = {"mirrorX", "mirrorY", "mirrorZ"};
    for (int i = 0; i < 3; ++i) {
        m_mirror[i] = translated(new QPushButton(m_globalGroup), [i] { return tr(names[i]); });
        m_mirror[i]->setObjectName(QLatin1String(ids[i]));
        buttons->addWidget(m_mirror[i]);
        connect(m_mirror[i], &QPushButton::clicked, this, [this, i] {
            QString error;
            report(m_document->mirror(i, &error), error);
        });
    }
    form->addRow(buttons);
    connect(m_globalApply, &QPushButton::clicked, this, &TransformDock::applyGlobal);
    connect(m_recentre, &QPushButton::clicked, this, [this] {
        QString error;
        report(m_document->recentre(&error), error);
    });
    return m_globalGroup;
}

void TransformDock::operationChanged()
{
    // Neutral values for the new operation: a scale by 1, a move or rotation by 0.
    const bool scale = Operation(m_operation->currentData().toInt()) == Operation::Scale;
    for (QDoubleSpinBox *box : m_value)
        box->setValue(scale ? 1.0 : 0.0);
}

bool TransformDock::applyTyped()
{
    if (m_selection->isEmpty()) {
        report(false, tr("Select vertices first."));
        return false;
    }
    const auto constraint = TransformConstraint(m_constraint->currentData().toInt());
    const Eigen::Vector3f mask = document::constraintMask(constraint);
    const Eigen::Vector3f v = valuesOf(m_value);
    const Eigen::Vector3f pivot = m_tool->pivotPoint();
    Eigen::Affine3f t = Eigen::Affine3f::Identity();
    QString name;
    switch (Operation(m_operation->currentData().toInt())) {
    case Operation::Move:
        t = VertexTransform::translation(v.cwiseProduct(mask)).affine();
        name = QCoreApplication::translate("UndoCommands", "Move Vertices");
        break;
    case Operation::Rotate:
        // About X, then Y, then Z; each single-axis rotation keeps its axis coordinate exactly.
        for (int i = 0; i < 3; ++i) {
            if (v[i] != 0.0f)
                t = VertexTransform::rotation(Eigen::Vector3f::Unit(i), v[i] * DegToRad, pivot).affine() * t;
        }
        name = QCoreApplication::translate("UndoCommands", "Rotate Vertices");
        break;
    case Operation::Scale: {
        Eigen::Vector3f f = v;
        for (int i = 0; i < 3; ++i) {
            if (mask[i] == 0.0f)
                f[i] = 1.0f;
        }
        t = VertexTransform::scaling(f, pivot).affine();
        name = QCoreApplication::translate("UndoCommands", "Scale Vertices");
        break;
    }
    }
    const bool ok = m_tool->applyTransform(t, name);
    report(ok, ok ? QString() : tr("The selection cannot be transformed."));
    return ok;
}

bool TransformDock::applyGlobal()
{
    Eigen::Affine3f t = Eigen::Affine3f::Identity();
    const Eigen::Vector3f angles = valuesOf(m_globalRotate) * DegToRad;
    // MED's Transform Global: scale, then rotate about X, Y, Z, then move.
    t = Eigen::Translation3f(valuesOf(m_globalMove)) * Eigen::AngleAxisf(angles.z(), Eigen::Vector3f::UnitZ())
        * Eigen::AngleAxisf(angles.y(), Eigen::Vector3f::UnitY()) * Eigen::AngleAxisf(angles.x(), Eigen::Vector3f::UnitX())
        * Eigen::Scaling(float(m_globalScale->value()));
    QString error;
    const bool ok = m_document->transformAll(t, QCoreApplication::translate("UndoCommands", "Transform Global"), &error);
    report(ok, error);
    return ok;
}

void TransformDock::pushSettings()
{
    // Read every field before setting any: each setter makes the tool report back (pullSettings).
    const auto pivot = document::VertexEditTool::Pivot(m_pivot->currentData().toInt());
    const Eigen::Vector3f cursor = valuesOf(m_cursor);
    const auto constraint = TransformConstraint(m_constraint->currentData().toInt());
    document::TransformSnap snap = m_tool->snap();
    snap.translateStep = float(m_snap->value());
    snap.angleStep = float(m_angleSnap->value()) * DegToRad;
    const bool all = m_allFrames->isChecked();
    const int first = m_first->value(), last = m_last->value();
    m_tool->setPivotMode(pivot);
    m_tool->setCursor(cursor);
    m_tool->setDefaultConstraint(constraint);
    m_tool->setSnap(snap);
    m_tool->setAllFrames(all);
    m_tool->setFrameRange(first, last);
    m_first->setEnabled(all);
    m_last->setEnabled(all);
}

void TransformDock::pullSettings()
{
    const QSignalBlocker b0(m_pivot), b1(m_constraint), b2(m_snap), b3(m_angleSnap), b4(m_allFrames);
    const QSignalBlocker c0(m_cursor[0]), c1(m_cursor[1]), c2(m_cursor[2]);
    m_pivot->setCurrentIndex(m_pivot->findData(int(m_tool->pivotMode())));
    m_constraint->setCurrentIndex(m_constraint->findData(int(m_tool->defaultConstraint())));
    for (int i = 0; i < 3; ++i)
        m_cursor[i]->setValue(m_tool->cursor()[i]);
    m_snap->setValue(m_tool->snap().translateStep);
    m_angleSnap->setValue(m_tool->snap().angleStep / DegToRad);
    m_allFrames->setChecked(m_tool->allFrames());
    m_first->setEnabled(m_tool->allFrames());
    m_last->setEnabled(m_tool->allFrames());
}

void TransformDock::pushSoft()
{
    document::SoftSelectionSettings soft;
    soft.radius = m_soft->isChecked() ? float(m_softRadius->value()) : 0.0f;
    soft.falloff = m_falloff->falloff();
    soft.distance = SoftDistance(m_softDistance->currentData().toInt());
    m_selection->setSoftSettings(soft);
    m_softRadius->setEnabled(m_soft->isChecked());
    m_falloff->setEnabled(m_soft->isChecked());
    m_softDistance->setEnabled(m_soft->isChecked());
}

void TransformDock::refresh()
{
    const QString blocked = m_tool->editBlockedReason();
    const int frame = m_currentFrame();
    QString notice = blocked;
    if (blocked.isEmpty() && m_document->editsRestPose(frame))
        notice = m_document->restPoseReason();
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    const bool editable = blocked.isEmpty();
    for (QGroupBox *group : {m_selectionGroup, m_optionsGroup, m_softGroup, m_globalGroup})
        group->setEnabled(editable);

    const int frames = m_document->frameCount();
    {
        const QSignalBlocker b0(m_first), b1(m_last);
        m_first->setRange(0, frames - 1);
        m_last->setRange(0, frames - 1);
        if (m_tool->lastFrame() < 0)
            m_last->setValue(frames - 1); // -1 in the tool: the last frame, whatever the count
    }
    m_selectionCount->setText(tr("Selected vertices: %n", nullptr, m_selection->count()));
}

void TransformDock::report(bool ok, const QString &error)
{
    m_message->setText(ok ? QString() : error);
}

} // namespace ackedit::widgets
