#pragma once
#include <QStringList>

namespace ackedit::cli {

// `sculpt FILE OUT --brush KIND --at X,Y --radius R --strength S [--dabs N] [--falloff F]`:
// one sculpt stroke on a terrain through TerrainDocument and SculptCommand, saved with repack.
int cmdSculpt(const QStringList &args);

} // namespace ackedit::cli
