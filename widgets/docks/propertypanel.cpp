#include "docks/propertypanel.h"
#include "languagechange.h"

#include "models/scenetreemodel.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVector3D>

#include <algorithm>
#include <cmath>

namespace ackedit::widgets {

using document::NodeId;
using document::NodeProperty;

namespace {

const QString Mixed = QStringLiteral("\u2014"); // shown for values that differ between nodes

bool allEqual(const QList<QVariant> &values)
{
    return std::all_of(values.cbegin(), values.cend(), [&](const QVariant &v) { return v == values.first(); });
}

// Spin boxes that can show "—" (no common value) without giving up a real value for it.
template<typename Base, typename T>
class MixedField : public Base
{
public:
    MixedField()
    {
        // Typing the value the box holds internally emits no valueChanged; remember that the
        // user typed, so editingFinished can still apply it to a mixed selection.
        QObject::connect(this->lineEdit(), &QLineEdit::textEdited, this, [this] { m_typed = true; });
    }
    void showValue(T value, bool mixed)
    {
        const QSignalBlocker blocker(this);
        m_mixed = mixed;
        m_typed = false;
        if (this->hasFocus() && !mixed && value == this->value() && !this->lineEdit()->text().isEmpty())
            return; // the user is typing here: keep the cursor
        this->setValue(value);
        this->lineEdit()->setPlaceholderText(mixed ? Mixed : QString());
        if (mixed)
            this->lineEdit()->clear();
    }
    // Whether editingFinished must apply value() itself (mixed, typed, and no valueChanged came).
    bool typedOverMixed() const { return m_mixed && m_typed; }

private:
    bool m_mixed = false;
    bool m_typed = false;
};
using DoubleField = MixedField<QDoubleSpinBox, double>;
using IntField = MixedField<QSpinBox, int>;

// Wide enough for a typical coordinate ("-12345.678") next to the spin buttons, so a vector's
// three fields show their values in full.
int numberFieldWidth(const QWidget *spin)
{
    return spin->fontMetrics().horizontalAdvance(QStringLiteral("-00000.000")) + 28;
}

double clampRange(double v)
{
    return std::clamp(v, -1e9, 1e9); // keeps spin boxes a sensible width
}

// A colour in percent (0..100 per channel, as WED stores lights) and back.
QColor fromPercent(const QVector3D &p)
{
    const auto byte = [](float percent) { return std::clamp(int(std::lround(percent * 2.55f)), 0, 255); };
    return QColor(byte(p.x()), byte(p.y()), byte(p.z()));
}

QVector3D toPercent(const QColor &c)
{
    return QVector3D(float(c.red()) / 2.55f, float(c.green()) / 2.55f, float(c.blue()) / 2.55f);
}

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(24, 14);
    pixmap.fill(color.isValid() ? color : QColor(Qt::transparent));
    QPainter p(&pixmap);
    p.setPen(Qt::black);
    p.drawRect(0, 0, 23, 13);
    if (!color.isValid())
        p.drawLine(0, 13, 23, 0);
    return QIcon(pixmap);
}

} // namespace

PropertyPanel::PropertyPanel(document::SceneDocument *document, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_header(new QLabel), m_error(new QLabel),
      m_note(new QLabel), m_scroll(new QScrollArea)
{
    setObjectName(QStringLiteral("PropertyPanel"));
    setTranslatedText(this, [] { return tr("Properties"); });
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    m_header->setWordWrap(true);
    layout->addWidget(m_header);
    m_error->setObjectName(QStringLiteral("propertyError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c03030"));
    m_error->hide();
    layout->addWidget(m_error);
    m_note->setObjectName(QStringLiteral("propertyNote"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setStyleSheet(QStringLiteral("color: #b06000"));
    m_note->hide();
    layout->addWidget(m_note);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // Fields are never cut off at the side: the panel is at least as wide as the form needs
    // (see rebuild), and labels go above fields that do not fit beside them.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_scroll);
    setWidget(content);
    // The header and the field labels are worded when built: a language switch builds them again.
    connect(LanguageChanges::instance(), &LanguageChanges::changed, this, &PropertyPanel::rebuild);

    if (m_document) {
        connect(m_document, &document::SceneDocument::propertyChanged, this, [this](NodeId id, const QString &key) {
            if (!m_ids.contains(id))
                return;
            refreshField(key);
            if (key == QLatin1String("name"))
                updateHeader();
        });
        connect(m_document, &document::SceneDocument::nodeRemoved, this, [this](NodeId, int, NodeId) {
            // A removed node (or one inside a removed subtree) leaves the panel.
            QList<NodeId> remaining;
            for (NodeId id : std::as_const(m_ids)) {
                if (m_document->contains(id))
                    remaining.append(id);
            }
            if (remaining != m_ids)
                setNodes(remaining);
        });
    }
    rebuild();
}

PropertyPanel::~PropertyPanel() = default;

void PropertyPanel::setNodes(const QList<NodeId> &ids)
{
    QList<NodeId> valid;
    for (NodeId id : ids) {
        if (m_document && m_document->contains(id) && !valid.contains(id))
            valid.append(id);
    }
    if (valid == m_ids && m_form)
        return;
    m_ids = valid;
    rebuild();
}

QWidget *PropertyPanel::editor(const QString &key) const
{
    const int i = m_fieldByKey.value(key, -1);
    return i < 0 ? nullptr : m_fields[i].widget;
}

QStringList PropertyPanel::keys() const
{
    QStringList list;
    for (const Field &f : m_fields)
        list.append(f.property.key);
    return list;
}

QList<QVariant> PropertyPanel::values(const QString &key) const
{
    QList<QVariant> list;
    if (!m_document)
        return list;
    for (NodeId id : m_ids)
        list.append(m_document->property(id, key));
    return list;
}

QString PropertyPanel::fieldLabel(const QString &key) const
{
    const int i = m_fieldByKey.value(key, -1);
    return i < 0 ? key : m_fields[i].property.label;
}

void PropertyPanel::applyValue(const QString &key, const QVariant &value)
{
    apply(key, [&](const QVariant &) { return value; });
}

void PropertyPanel::apply(const QString &key, const std::function<QVariant(const QVariant &)> &change)
{
    if (!m_document || m_ids.isEmpty())
        return;
    // Each node gets its own new value (the nodes may differ in this field, e.g. only X of their
    // positions is edited): one command, so successive edits merge into one undo step.
    const QList<QVariant> before = values(key);
    QList<QVariant> after;
    after.reserve(before.size());
    for (const QVariant &b : before)
        after.append(change(b));
    if (after == before)
        return;
    QString error;
    if (!m_document->setProperties(m_ids, key, after, &error)) {
        showError(tr("%1 not changed: %2").arg(fieldLabel(key), error));
        emit errorOccurred(m_error->text());
        refreshField(key); // show what the document really holds
        return;
    }
    showError({});
}

void PropertyPanel::setNoteProvider(std::function<QString(NodeId)> provider)
{
    m_notes = std::move(provider);
    refreshNotes();
}

void PropertyPanel::refreshNotes()
{
    QStringList notes;
    if (m_notes) {
        for (NodeId id : m_ids) {
            const QString note = m_notes(id);
            if (!note.isEmpty() && !notes.contains(note))
                notes << note;
        }
    }
    m_note->setText(notes.join(QLatin1Char('\n')));
    m_note->setVisible(!notes.isEmpty());
}

QString PropertyPanel::noteText() const
{
    return m_note->text();
}

void PropertyPanel::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void PropertyPanel::refreshField(const QString &key)
{
    const int i = m_fieldByKey.value(key, -1);
    if (i >= 0 && m_fields[i].refresh)
        m_fields[i].refresh();
}

void PropertyPanel::updateHeader()
{
    if (!m_document || m_ids.isEmpty()) {
        m_header->setText(tr("Nothing selected"));
    } else if (m_ids.size() == 1) {
        m_header->setText(tr("<b>%1</b> · %2")
                              .arg(m_document->nodeName(m_ids.first()).toHtmlEscaped(),
                                   SceneTreeModel::kindName(m_document->nodeKind(m_ids.first()))));
    } else {
        m_header->setText(tr("%n node(s) selected", nullptr, int(m_ids.size())));
    }
}

void PropertyPanel::rebuild()
{
    m_fields.clear();
    m_fieldByKey.clear();
    m_form = new QWidget;
    auto *form = new QFormLayout(m_form);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    updateHeader();
    showError({}); // a refusal was about the fields that go
    refreshNotes();
    if (m_document && !m_ids.isEmpty()) {
        // Fields every selected node has, with the same type, in the first node's order.
        QList<NodeProperty> common = m_document->properties(m_ids.first());
        for (int i = 1; i < m_ids.size(); ++i) {
            const QList<NodeProperty> other = m_document->properties(m_ids[i]);
            common.erase(std::remove_if(common.begin(), common.end(),
                                        [&](const NodeProperty &p) {
                                            return std::none_of(other.cbegin(), other.cend(), [&](const NodeProperty &o) {
                                                return o.key == p.key && o.type == p.type;
                                            });
                                        }),
                         common.end());
        }
        m_fields.reserve(common.size());
        for (const NodeProperty &property : std::as_const(common)) {
            m_fields.append(Field{property, nullptr, {}});
            Field &field = m_fields.last();
            field.widget = createEditor(property, &field);
            field.widget->setObjectName(property.key);
            m_fieldByKey.insert(property.key, int(m_fields.size() - 1));
            form->addRow(property.label, field.widget);
            if (field.refresh)
                field.refresh();
        }
    }
    // The old form may be mid-signal (an edit that removed its own node) and its focused field
    // would report editingFinished when hidden: silence it and delete it later.
    if (QWidget *old = m_scroll->takeWidget()) {
        const QList<QWidget *> children = old->findChildren<QWidget *>();
        for (QWidget *w : children)
            w->blockSignals(true);
        old->hide();
        old->deleteLater();
    }
    m_scroll->setWidget(m_form);
    // The widest field decides the panel's minimum width (with room for the vertical scroll bar).
    int widest = 0;
    for (const Field &field : std::as_const(m_fields))
        widest = std::max(widest, field.widget->minimumSizeHint().width());
    const QMargins margins = form->contentsMargins();
    m_scroll->setMinimumWidth(widest + margins.left() + margins.right()
                              + m_scroll->verticalScrollBar()->sizeHint().width());
}

QWidget *PropertyPanel::createEditor(const NodeProperty &property, Field *field)
{
    switch (property.type) {
    case NodeProperty::Type::Text:
    case NodeProperty::Type::FileName: return createTextEditor(property, field);
    case NodeProperty::Type::Integer:
    case NodeProperty::Type::Number: return createNumberEditor(property, field);
    case NodeProperty::Type::Vector3:
    case NodeProperty::Type::Angles: return createVectorEditor(property, field);
    case NodeProperty::Type::Color: return createColorEditor(property, field);
    case NodeProperty::Type::Flags: return createFlagsEditor(property, field);
    case NodeProperty::Type::Skills: return createSkillsEditor(property, field);
    }
    return new QWidget;
}

QWidget *PropertyPanel::createTextEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    auto *edit = new QLineEdit;
    edit->setObjectName(key + QStringLiteral(".text"));
    edit->setReadOnly(property.readOnly);
    field->refresh = [this, key, edit] {
        const QList<QVariant> v = values(key);
        const bool mixed = !allEqual(v);
        const QString text = mixed || v.isEmpty() ? QString() : v.first().toString();
        const QSignalBlocker blocker(edit);
        edit->setPlaceholderText(mixed ? Mixed : QString());
        if (edit->text() != text)
            edit->setText(text); // only when different: keeps the cursor of a focused field
    };
    if (!property.readOnly) {
        connect(edit, &QLineEdit::editingFinished, this, [this, key, edit] {
            const QList<QVariant> v = values(key);
            if (!allEqual(v) && edit->text().isEmpty())
                return; // left a mixed field untouched
            edit->setModified(false); // committed: Ctrl+Z now undoes the document (FieldUndoFilter)
            applyValue(key, edit->text());
        });
    }
    if (property.type != NodeProperty::Type::FileName)
        return edit;

    auto *box = new QWidget;
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit);
    auto *browse = new QToolButton;
    browse->setObjectName(key + QStringLiteral(".browse"));
    browse->setText(tr("…"));
    setTranslatedToolTip(browse, [] { return tr("Choose a file"); });
    browse->setEnabled(!property.readOnly);
    layout->addWidget(browse);
    connect(browse, &QToolButton::clicked, this, [this, key, edit] {
        const QString dir = m_document ? QFileInfo(m_document->fileName()).absolutePath() : QString();
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Choose a file"), dir);
        if (chosen.isEmpty())
            return;
        // The engine looks files up by name along its paths: store the bare name.
        edit->setText(QFileInfo(chosen).fileName());
        applyValue(key, edit->text());
    });
    return box;
}

QWidget *PropertyPanel::createNumberEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    if (property.type == NodeProperty::Type::Integer) {
        auto *spin = new IntField;
        spin->setObjectName(key + QStringLiteral(".value"));
        spin->setRange(int(std::clamp(property.minimum, double(INT_MIN), double(INT_MAX))),
                       int(std::clamp(property.maximum, double(INT_MIN), double(INT_MAX))));
        spin->setKeyboardTracking(false);
        spin->setReadOnly(property.readOnly);
        field->refresh = [this, key, spin] {
            const QList<QVariant> v = values(key);
            spin->showValue(v.isEmpty() ? 0 : v.first().toInt(), !allEqual(v));
        };
        connect(spin, &QSpinBox::valueChanged, this, [this, key](int value) { applyValue(key, value); });
        connect(spin, &QSpinBox::editingFinished, this, [this, key, spin] {
            if (spin->typedOverMixed())
                applyValue(key, spin->value());
        });
        return spin;
    }
    auto *spin = new DoubleField;
    spin->setObjectName(key + QStringLiteral(".value"));
    spin->setDecimals(3);
    spin->setRange(clampRange(property.minimum), clampRange(property.maximum));
    spin->setKeyboardTracking(false);
    spin->setReadOnly(property.readOnly);
    field->refresh = [this, key, spin] {
        const QList<QVariant> v = values(key);
        spin->showValue(v.isEmpty() ? 0 : v.first().toDouble(), !allEqual(v));
    };
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, key](double value) { applyValue(key, value); });
    connect(spin, &QDoubleSpinBox::editingFinished, this, [this, key, spin] {
        if (spin->typedOverMixed())
            applyValue(key, spin->value());
    });
    return spin;
}

QWidget *PropertyPanel::createVectorEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    const bool angles = property.type == NodeProperty::Type::Angles;
    const QString labels[3] = {angles ? tr("Pan") : tr("X"), angles ? tr("Tilt") : tr("Y"),
                               angles ? tr("Roll") : tr("Z")};
    const QString suffixes[3] = {QStringLiteral(".x"), QStringLiteral(".y"), QStringLiteral(".z")};
    auto *box = new QWidget;
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QList<DoubleField *> spins;
    for (int axis = 0; axis < 3; ++axis) {
        auto *spin = new DoubleField;
        spin->setObjectName(key + suffixes[axis]);
        spin->setToolTip(labels[axis]);
        spin->setDecimals(angles ? 2 : 3);
        spin->setRange(clampRange(property.minimum), clampRange(property.maximum));
        spin->setSingleStep(angles ? 5.0 : 1.0);
        spin->setKeyboardTracking(false);
        spin->setReadOnly(property.readOnly);
        spin->setAccelerated(true);
        spin->setMinimumWidth(numberFieldWidth(spin));
        layout->addWidget(spin, 1);
        spins.append(spin);
        // Only this component changes, on every node: the others keep their own values.
        auto setComponent = [this, key, axis](double value) {
            apply(key, [axis, value](const QVariant &old) {
                QVector3D v = old.value<QVector3D>();
                v[axis] = float(value);
                return QVariant(v);
            });
        };
        connect(spin, &QDoubleSpinBox::valueChanged, this, setComponent);
        connect(spin, &QDoubleSpinBox::editingFinished, this, [spin, setComponent] {
            if (spin->typedOverMixed())
                setComponent(spin->value());
        });
    }
    // A colour in percent also gets a swatch that opens the colour dialog (typing stays exact).
    QToolButton *pick = nullptr;
    if (property.percentColour) {
        pick = new QToolButton;
        pick->setObjectName(key + QStringLiteral(".pick"));
        setTranslatedToolTip(pick, [] { return tr("Choose the colour"); });
        pick->setEnabled(!property.readOnly);
        layout->addWidget(pick);
        connect(pick, &QToolButton::clicked, this, [this, key, label = property.label] {
            const QList<QVariant> v = values(key);
            const QVector3D p = v.isEmpty() ? QVector3D(100, 100, 100) : v.first().value<QVector3D>();
            const QColor chosen = QColorDialog::getColor(fromPercent(p), this, tr("Choose %1").arg(label));
            if (chosen.isValid())
                applyValue(key, toPercent(chosen));
        });
    }
    field->refresh = [this, key, spins, pick] {
        const QList<QVariant> v = values(key);
        for (int axis = 0; axis < 3; ++axis) {
            QList<QVariant> component;
            for (const QVariant &value : v)
                component.append(double(value.value<QVector3D>()[axis]));
            spins[axis]->showValue(component.isEmpty() ? 0 : component.first().toDouble(), !allEqual(component));
        }
        if (pick) {
            pick->setIcon(swatch(v.isEmpty() || !allEqual(v) ? QColor() : fromPercent(v.first().value<QVector3D>())));
        }
    };
    return box;
}

QWidget *PropertyPanel::createColorEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    auto *button = new QToolButton;
    button->setObjectName(key + QStringLiteral(".color"));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setEnabled(!property.readOnly);
    field->refresh = [this, key, button] {
        const QList<QVariant> v = values(key);
        const bool mixed = !allEqual(v);
        const QColor color = mixed || v.isEmpty() ? QColor() : v.first().value<QColor>();
        button->setIcon(swatch(color));
        button->setText(mixed ? Mixed : color.name());
    };
    connect(button, &QToolButton::clicked, this, [this, key, label = property.label] {
        const QList<QVariant> v = values(key);
        const QColor initial = v.isEmpty() ? QColor(Qt::white) : v.first().value<QColor>();
        const QColor chosen = QColorDialog::getColor(initial, this, tr("Choose %1").arg(label));
        if (chosen.isValid())
            applyValue(key, chosen);
    });
    return button;
}

QWidget *PropertyPanel::createFlagsEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    QList<QCheckBox *> boxes;
    for (int bit = 0; bit < property.flagNames.size() && bit < 32; ++bit) {
        auto *check = new QCheckBox(property.flagNames[bit]);
        check->setObjectName(key + QStringLiteral(".flag%1").arg(bit));
        check->setEnabled(!property.readOnly);
        layout->addWidget(check);
        boxes.append(check);
        connect(check, &QCheckBox::clicked, this, [this, key, bit, check] {
            const bool on = check->checkState() != Qt::Unchecked;
            apply(key, [bit, on](const QVariant &old) {
                const uint mask = 1u << bit;
                const uint value = old.toUInt();
                return QVariant(on ? value | mask : value & ~mask);
            });
        });
    }
    field->refresh = [this, key, boxes] {
        const QList<QVariant> v = values(key);
        for (int bit = 0; bit < boxes.size(); ++bit) {
            int set = 0;
            for (const QVariant &value : v)
                set += (value.toUInt() >> bit) & 1u;
            const QSignalBlocker blocker(boxes[bit]);
            const bool mixed = set != 0 && set != v.size();
            boxes[bit]->setTristate(mixed);
            boxes[bit]->setCheckState(mixed ? Qt::PartiallyChecked : set ? Qt::Checked : Qt::Unchecked);
        }
    };
    return box;
}

QWidget *PropertyPanel::createSkillsEditor(const NodeProperty &property, Field *field)
{
    const QString key = property.key;
    auto *table = new QTableWidget(0, 1);
    table->setObjectName(key + QStringLiteral(".table"));
    table->setHorizontalHeaderLabels({tr("Value")});
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->setEditTriggers(property.readOnly ? QAbstractItemView::NoEditTriggers
                                             : QAbstractItemView::AllEditTriggers);
    field->refresh = [this, key, table] {
        const QList<QVariant> v = values(key);
        qsizetype rows = 0;
        for (const QVariant &value : v)
            rows = std::max(rows, value.toList().size());
        const QSignalBlocker blocker(table);
        if (table->rowCount() != rows) {
            table->setRowCount(int(rows));
            QStringList labels;
            for (int i = 0; i < rows; ++i)
                labels.append(tr("Skill %1").arg(i + 1));
            table->setVerticalHeaderLabels(labels);
            table->setMinimumHeight(std::min<int>(int(rows), 8) * table->verticalHeader()->defaultSectionSize()
                                    + table->horizontalHeader()->sizeHint().height() + 4);
        }
        for (int row = 0; row < rows; ++row) {
            QList<QVariant> entries;
            for (const QVariant &value : v)
                entries.append(value.toList().value(row, 0.0).toDouble());
            const QString text = allEqual(entries) ? QString::number(entries.first().toDouble()) : QString();
            QTableWidgetItem *item = table->item(row, 0);
            if (!item) {
                item = new QTableWidgetItem;
                table->setItem(row, 0, item);
            }
            if (table->indexWidget(table->model()->index(row, 0)))
                continue; // being typed into
            item->setText(text);
            item->setToolTip(text.isEmpty() ? tr("The selected objects differ here") : QString());
        }
    };
    connect(table, &QTableWidget::itemChanged, this, [this, key, table](QTableWidgetItem *item) {
        bool ok = false;
        const double value = item->text().trimmed().toDouble(&ok);
        if (!ok) {
            const QString typed = item->text().trimmed();
            refreshField(key); // not a number: back to the stored value, and the panel says why
            showError(tr("%1 not changed: \"%2\" is not a number").arg(fieldLabel(key), typed));
            emit errorOccurred(m_error->text());
            return;
        }
        const int row = item->row();
        apply(key, [row, value](const QVariant &old) {
            QVariantList list = old.toList();
            while (list.size() <= row)
                list.append(0.0);
            list[row] = value;
            return QVariant(list);
        });
        Q_UNUSED(table);
    });
    return table;
}

} // namespace ackedit::widgets
