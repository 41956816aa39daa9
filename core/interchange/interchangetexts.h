#pragma once
// The translation context of import and export messages ("Interchange" in the .ts files).
#include <QCoreApplication>

namespace ackedit::interchange {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(Interchange)
};

} // namespace ackedit::interchange
