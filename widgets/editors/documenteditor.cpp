#include "editors/documenteditor.h"

#include "validation/finding.h"

namespace ackedit::widgets {

void DocumentEditor::selectLocation(const document::FindingLocation &location)
{
    if (location.kind == document::FindingLocation::Kind::Frame)
        setCurrentFrame(location.index);
}

} // namespace ackedit::widgets
