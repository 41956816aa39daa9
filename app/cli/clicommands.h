#pragma once
#include <QByteArray>
#include <QStringList>

#include <Eigen/Core>

#include <memory>

namespace ackedit::format {
class AssetFile;
}

namespace ackedit::cli {

// Differs: `roundtrip` wrote bytes that are not the input's, a writer bug a script must see.
enum ExitCode { Ok = 0, InvalidInput = 1, BadUsage = 2, Differs = 3 };

using Command = int (*)(const QStringList &args);

// "X,Y,Z" (three finite numbers, spaces allowed around them) as an option value.
bool parseVector(const QString &text, Eigen::Vector3d *v);

// Runs one subcommand (clirun.cpp). The commands that only read and write files run here; the ones
// that edit through the document layer (and so need Qt Gui) go through runDocumentCommand.
int run(const QStringList &args);

// `info`, `validate` (without --rules), `roundtrip`, `transform`, `export-obj`, `dump`; null for
// any other name. They use the format library only.
Command formatCommand(const QString &name);

// Whether `args` (the command line after the program name) is one of the document commands:
// `sculpt`, `frames`, `repack-report`, `paint`, `skin-*`, `uv-*` and `validate --rules`.
bool isDocumentCommand(const QStringList &args);

// Runs a document command. Defined twice: in-process by the document commands library
// (clidocumentcommands.cpp: the tests, the ackedit-cli-document module), and by ackedit-cli itself
// (clidocumentloader.cpp), which loads that module on first use so that the other commands start
// without loading Qt Gui and what it pulls in.
int runDocumentCommand(const QStringList &args);

// Prints the usage (after "ackedit-cli: PROBLEM" when given) on stderr; returns BadUsage.
int usage(const QString &problem = QString());

// Flushes what the commands of this copy of the CLI code wrote to stdout and stderr.
void flushOutput();

// Reads and parses FILE (its bytes into `bytesRead` if given); on failure prints "FILE: what is wrong: detail" and returns null.
std::unique_ptr<format::AssetFile> loadAsset(const QString &fileName, QByteArray *bytesRead = nullptr);

// `roundtrip`'s verdict: Ok only when the bytes written are exactly the bytes read.
ExitCode roundtripVerdict(const QByteArray &input, const QByteArray &written);

} // namespace ackedit::cli
