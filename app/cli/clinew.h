#pragma once
#include <QStringList>

namespace ackedit::cli {

// `new model|empty-model|terrain|level|level-binary OUT [--columns N] [--rows N] [--cell S]
// [--height H]`: what File ▸ New makes (document::newassets), written to OUT.
int cmdNew(const QStringList &args);

} // namespace ackedit::cli
