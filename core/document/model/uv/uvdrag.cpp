#include "model/uv/uvdrag.h"

#include "model/modeldocument.h"
#include "model/uv/uvmovecommand.h"
#include "model/uv/uvtarget.h"

#include <algorithm>

namespace ackedit::document {

UvDrag::UvDrag(ModelDocument *document) : m_document(document), m_stroke(document->undoStack(), document->uvTarget())
{
}

UvDrag::~UvDrag()
{
    if (isActive())
        end();
}

bool UvDrag::begin(const std::vector<int> &records, const QString &name)
{
    if (isActive())
        end();
    m_records.clear();
    m_start.clear();
    if (!m_document->canEditUvs())
        return false;
    const UvRecords &uvs = m_document->uvRecords();
    for (int r : records)
        if (r >= 0 && r < uvs.count())
            m_records.push_back(r);
    std::sort(m_records.begin(), m_records.end());
    m_records.erase(std::unique(m_records.begin(), m_records.end()), m_records.end());
    if (m_records.empty())
        return false;
    m_start.reserve(m_records.size());
    for (int r : m_records)
        m_start.push_back(uvs.normalised(r));
    m_tiles = UvTarget::tilesFor(m_records);
    m_name = name;
    m_stroke.begin();
    return true;
}

void UvDrag::step(const Eigen::Affine2d &t)
{
    if (!isActive())
        return;
    const UvRecords &uvs = m_document->uvRecords();
    std::vector<Eigen::Vector2d> values;
    values.reserve(m_records.size());
    for (const Eigen::Vector2d &p : m_start)
        values.push_back(uvs.fromNormalised(t * p));
    m_stroke.push(new UvMoveCommand(m_document, m_stroke.strokeId(), m_records, std::move(values), m_name, m_tiles));
}

void UvDrag::end() { m_stroke.end(); }

void UvDrag::cancel() { m_stroke.cancel(); }

} // namespace ackedit::document
