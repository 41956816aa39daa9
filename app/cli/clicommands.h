#pragma once
#include <QByteArray>
#include <QStringList>

#include <memory>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::cli {

// Differs: `roundtrip` wrote bytes that are not the input's, a writer bug a script must see.
enum ExitCode { Ok = 0, InvalidInput = 1, BadUsage = 2, Differs = 3 };

// Runs one subcommand (`info`, `validate`, `roundtrip`, `transform`, `export-obj`, `dump`, `sculpt`,
// `frames`, `repack-report`).
int run(const QStringList &args);

// Reads and parses FILE (its bytes into `bytesRead` if given); on failure prints "FILE: what is wrong: detail" and returns null.
std::unique_ptr<format::AssetFile> loadAsset(const QString &fileName, QByteArray *bytesRead = nullptr);

// `roundtrip`'s verdict: Ok only when the bytes written are exactly the bytes read.
ExitCode roundtripVerdict(const QByteArray &input, const QByteArray &written);

} // namespace ackedit::cli
