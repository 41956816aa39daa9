#pragma once
#include <QStringList>

namespace ackedit::cli {

// `paint FILE OUT --skin N --uv U,V --radius R --color '#RRGGBB' [--opacity O] [--hardness H]`:
// one dab at a normalised UV position of skin N, through the painter's stroke on the document,
// saved with the skin converted back to its own pixel format.
int cmdPaint(const QStringList &args);
// `skin-export FILE N OUT.png`: skin N as the painter shows it.
int cmdSkinExport(const QStringList &args);
// `skin-import FILE OUT N IN.png`: replaces skin N's pixels (same size), converted to its format.
int cmdSkinImport(const QStringList &args);
// `uv-export FILE OUT.png`: the UV layout of frame 0 over the first skin's size.
int cmdUvExport(const QStringList &args);

} // namespace ackedit::cli
