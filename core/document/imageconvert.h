#pragma once
// Bridges the format library's RgbaImage and Qt Gui's QImage.
#include "common/rgbaimage.h"

#include <QImage>

namespace ackedit::document {

QImage toQImage(const format::RgbaImage &image);
format::RgbaImage fromQImage(const QImage &image);

} // namespace ackedit::document
