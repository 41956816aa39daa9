#pragma once
// Edits the fields of the selected scene node(s): one widget per NodeProperty, picked by its type
// (line edits, spin boxes, vector triples, colour button, flag check boxes, skills table). Every
// edit is SceneDocument::setProperties on all selected nodes at once, so a multi-selection edit is
// one undo step and a spin box drag merges into one. Values that differ between the selected
// nodes show blank ("—"). The panel re-reads a field when the document says it changed (also on
// undo) and never rebuilds its widgets for that, so the field being edited keeps the focus.
// An edit the document refuses (e.g. a name too long for an old WMB4 entity) leaves the field
// showing the stored value and says why under the header, until the next edit or selection.
#include "scene/scenedocument.h"

#include <QDockWidget>
#include <QHash>
#include <QList>
#include <QPointer>

#include <functional>

class QFormLayout;
class QLabel;
class QScrollArea;

namespace ackedit::widgets {

class PropertyPanel : public QDockWidget
{
    Q_OBJECT
public:
    explicit PropertyPanel(document::SceneDocument *document, QWidget *parent = nullptr);
    ~PropertyPanel() override;

    document::SceneDocument *document() const { return m_document; }
    QList<document::NodeId> nodes() const { return m_ids; }
    // The editor widget of a field (null if the selection has no such field). Sub-widgets carry
    // object names "<key>", "<key>.x/.y/.z", "<key>.browse", "<key>.flag<i>" for tests/automation.
    QWidget *editor(const QString &key) const;
    QStringList keys() const;
    // What to warn about a node, shown above its fields (e.g. an entity drawn as a marker because
    // its model file is missing); empty: nothing. Asked again by refreshNotes() and setNodes().
    void setNoteProvider(std::function<QString(document::NodeId)> provider);
    void refreshNotes();
    QString noteText() const; // what the panel shows now

public slots:
    void setNodes(const QList<document::NodeId> &ids);

signals:
    // An edit was refused; `message` is what the panel shows.
    void errorOccurred(const QString &message);

private:
    struct Field
    {
        document::NodeProperty property;
        QWidget *widget = nullptr;
        std::function<void()> refresh; // re-reads the values into the widget, signals blocked
    };

    void rebuild();
    void refreshField(const QString &key);
    void updateHeader();
    void showError(const QString &message); // empty: hide
    QString fieldLabel(const QString &key) const; // the field's label, or the key
    // The key's value on each selected node.
    QList<QVariant> values(const QString &key) const;
    // Changes `key` on every selected node by `change(its old value)`: one setProperties call,
    // so successive edits merge into one undo step even when the nodes' values differ.
    void apply(const QString &key, const std::function<QVariant(const QVariant &)> &change);
    void applyValue(const QString &key, const QVariant &value);

    QWidget *createEditor(const document::NodeProperty &property, Field *field);
    QWidget *createTextEditor(const document::NodeProperty &property, Field *field);
    QWidget *createNumberEditor(const document::NodeProperty &property, Field *field);
    QWidget *createVectorEditor(const document::NodeProperty &property, Field *field);
    QWidget *createColorEditor(const document::NodeProperty &property, Field *field);
    QWidget *createFlagsEditor(const document::NodeProperty &property, Field *field);
    QWidget *createSkillsEditor(const document::NodeProperty &property, Field *field);

    QPointer<document::SceneDocument> m_document;
    QList<document::NodeId> m_ids;
    QList<Field> m_fields;
    QHash<QString, int> m_fieldByKey;
    QLabel *m_header;
    QLabel *m_error;
    QLabel *m_note;
    std::function<QString(document::NodeId)> m_notes;
    QScrollArea *m_scroll;
    QWidget *m_form = nullptr;
};

} // namespace ackedit::widgets
