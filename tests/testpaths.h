#pragma once
// Where the tests find the corpus, their data, and the built programs. The paths live in one
// generated source file (testpaths.cpp.in) rather than in -D options, so the compile commands of
// the test programs name no folder of this clone and ccache shares them between clones.
#include <QString>

namespace ackedit::testing {

// ../shared/corpus beside the checkout (ACKEDIT_CORPUS_DIR in CMake); it may be absent.
QString corpusDir();
// tests/data of the checkout.
QString testDataDir();
// The folder the binaries are built into (ackedit-cli, demo/).
QString binDir();

} // namespace ackedit::testing
