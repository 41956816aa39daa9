#pragma once
// The rule for a texture name a level source's face may hold (text WMP, WMPB) and a WAD may
// list: one Latin-1 word without blanks, control characters, the text WMP's punctuation
// ({ } ( ) [ ] : , < > ") or a comment start (//). One rule for both formats, so a name the
// editor accepts for a WMPB block can be written into a text WMP as well.
#include <QString>

namespace ackedit::format {

// Why `name` cannot be a texture name (English, for a FormatError or a refusal), or an empty
// string when it can.
QString textureNameProblem(const QString &name);

} // namespace ackedit::format
