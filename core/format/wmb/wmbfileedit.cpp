// WmbFile undo support: put a removed record back with its ids, restore a record or the object
// order exactly as it was, so an undone edit writes back the original bytes.
#include "wmb/wmbfile.h"

#include <QSet>

#include <algorithm>

namespace ackedit::format {

bool WmbFile::replaceObject(const WmbObject &object)
{
    WmbObject *o = this->object(object.id);
    if (!o)
        return false;
    *o = object;
    return true;
}

bool WmbFile::insertObject(const WmbObject &object, int index)
{
    if (object.id == 0 || objectIndex(object.id) >= 0 || index < 0 || size_t(index) > m_objects.size())
        return false;
    quint32 highest = object.id;
    for (const WmbPathNode &n : object.path.nodes)
        highest = std::max(highest, n.id);
    for (const WmbPathEdge &e : object.path.edges)
        highest = std::max(highest, e.id);
    const bool path = object.type == quint32(WmbObjectKind::Path);
    std::vector<int> renumber;
    if (path) {
        // Paths after the insertion point move one number up.
        int before = 0;
        for (int i = 0; i < index; ++i)
            before += m_objects[size_t(i)].type == quint32(WmbObjectKind::Path);
        const int paths = countObjects(quint32(WmbObjectKind::Path));
        for (int p = 0; p < paths; ++p)
            renumber.push_back(p < before ? p + 1 : p + 2);
    }
    m_objects.insert(m_objects.begin() + index, object);
    if (path)
        remapAttachedPaths(renumber);
    m_nextId = std::max(m_nextId, highest + 1);
    return true;
}

bool WmbFile::setObjectOrder(const std::vector<quint32> &ids)
{
    if (ids.size() != m_objects.size())
        return false;
    QSet<quint32> seen;
    std::vector<WmbObject> reordered;
    reordered.reserve(ids.size());
    for (quint32 id : ids) {
        const int i = objectIndex(id);
        if (i < 0 || seen.contains(id))
            return false;
        seen.insert(id);
    }
    std::vector<quint32> pathsBefore;
    for (const WmbObject &o : m_objects)
        if (o.type == quint32(WmbObjectKind::Path))
            pathsBefore.push_back(o.id);
    for (quint32 id : ids)
        reordered.push_back(std::move(m_objects[size_t(objectIndex(id))]));
    m_objects = std::move(reordered);
    std::vector<quint32> pathsAfter;
    for (const WmbObject &o : m_objects)
        if (o.type == quint32(WmbObjectKind::Path))
            pathsAfter.push_back(o.id);
    std::vector<int> renumber;
    for (quint32 pid : pathsBefore)
        renumber.push_back(int(std::find(pathsAfter.begin(), pathsAfter.end(), pid) - pathsAfter.begin()) + 1);
    remapAttachedPaths(renumber);
    return true;
}

} // namespace ackedit::format
