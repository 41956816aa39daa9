#pragma once
#include <QStringList>

namespace ackedit::cli {

// `build IN.wmp OUT.wmb [--no-light] [--lightmap-size 256|512|1024] [--extra 1|2|4] [--ao]
// [--soft-sun] [--model-shadows] [--threads N]`: compiles a text WMP or WMPB into a WMB7 (document::build), printing
// each stage and a summary; non-zero exit for a refused source or a failed write.
int cmdBuild(const QStringList &args);

} // namespace ackedit::cli
