#pragma once
// The image files that model skins name (MDL7 type-7 skins: "player_body.pcx", "tKotze.tga",
// "sColumnA.dds"), as far as Qt cannot read them by itself: DDS, PCX and TGA.
// PNG, JPEG, BMP and whatever else QImage reads are NOT decoded here (the format library has no
// Qt Gui): readImageFile returns a null image for them, and the document layer reads them with
// QImage.
#include "common/rgbaimage.h"

#include <QByteArray>
#include <QString>

namespace ackedit::format {

enum class ImageFileFormat { Other, Dds, Pcx, Tga };

// By content first: the "DDS " magic, a plausible PCX header, the PNG, JPEG, GIF and BMP
// signatures (Other, whatever the suffix: a renamed file QImage can read), the TGA 2.0 footer.
// Else by the suffix of `fileName` (.dds, .pcx, .tga in any case): older TGA files have no magic.
ImageFileFormat imageFileFormat(const QByteArray &bytes, const QString &fileName);

// Decodes a DDS, PCX or TGA file (see imageFileFormat); a null image for any other file, which
// the caller hands to QImage. Throws FormatError (offset, field, problem) when the file is one
// of the three but damaged, truncated, or a variant these decoders do not read.
RgbaImage readImageFile(const QByteArray &bytes, const QString &fileName);

} // namespace ackedit::format
