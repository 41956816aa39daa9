#pragma once
#include <QStringList>

namespace ackedit::cli {

// `paint FILE OUT --skin N --uv U,V --radius R --color '#RRGGBB' [--opacity O] [--hardness H]`:
// one dab at a normalised UV position of skin N, through the painter's stroke on the document,
// saved with the skin converted back to its own pixel format.
int cmdPaint(const QStringList &args);
// `skin-export FILE N OUT.png`: skin N as the painter shows it.
int cmdSkinExport(const QStringList &args);
// `skin-import FILE OUT N IN.png`: replaces skin N's pixels, converted to its format. Another
// size resizes the skin first where skins have their own sizes (MDL5, MDL7) or the model has
// one skin; elsewhere (skins sharing one size) it is refused.
int cmdSkinImport(const QStringList &args);
// `skin-add FILE OUT IN.png`: a new last skin from an image (the file's pixel type); models and terrains.
int cmdSkinAdd(const QStringList &args);
// `skin-delete FILE OUT N`: removes skin N (triangles selecting it select none).
int cmdSkinDelete(const QStringList &args);
// `skin-resize FILE OUT N WxH`: scales skin N (every skin where they share one size); pixel UVs follow.
int cmdSkinResize(const QStringList &args);
// `uv-export FILE OUT.png`: the UV layout of frame 0 over the first skin's size.
int cmdUvExport(const QStringList &args);

} // namespace ackedit::cli
