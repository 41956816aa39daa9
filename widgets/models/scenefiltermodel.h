#pragma once
// The filter box's proxy over a SceneTreeModel: shows the nodes whose name (or kind) contains the
// text, with their ancestors so they stay reachable in the tree. Keeps the document's order.
#include <QSortFilterProxyModel>

namespace ackedit::widgets {

class SceneFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit SceneFilterModel(QObject *parent = nullptr);

    void setFilterText(const QString &text);
    QString filterText() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
};

} // namespace ackedit::widgets
