#pragma once
#include <QStringList>

#include <memory>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::cli {

enum ExitCode { Ok = 0, InvalidInput = 1, BadUsage = 2 };

// Runs one subcommand (`info`, `validate`, `roundtrip`, `transform`, `export-obj`, `dump`).
int run(const QStringList &args);

// Reads and parses FILE; on failure prints "FILE: what is wrong: detail" and returns null.
std::unique_ptr<format::AssetFile> loadAsset(const QString &fileName);

} // namespace ackedit::cli
