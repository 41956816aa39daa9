#include "models/scenefiltermodel.h"

#include "models/scenetreemodel.h"

namespace ackedit::widgets {

SceneFilterModel::SceneFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    // Recursive: a row is shown if it or any descendant matches, so matches keep their ancestors.
    setRecursiveFilteringEnabled(true);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void SceneFilterModel::setFilterText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateFilter();
}

bool SceneFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QString text = m_text.trimmed();
    if (text.isEmpty())
        return true;
    const QModelIndex name = sourceModel()->index(sourceRow, SceneTreeModel::NameColumn, sourceParent);
    const QModelIndex kind = sourceModel()->index(sourceRow, SceneTreeModel::KindColumn, sourceParent);
    return name.data().toString().contains(text, Qt::CaseInsensitive)
        || kind.data().toString().compare(text, Qt::CaseInsensitive) == 0;
}

} // namespace ackedit::widgets
