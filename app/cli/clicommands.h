#pragma once
#include <QStringList>

namespace ackedit::cli {

enum ExitCode { Ok = 0, InvalidInput = 1, BadUsage = 2 };

// Runs one subcommand (`info`, `validate`, `roundtrip`, `transform`, `export-obj`, `dump`).
int run(const QStringList &args);

} // namespace ackedit::cli
