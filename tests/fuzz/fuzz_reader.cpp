// libFuzzer target for one format family's reader (the family is chosen at compile time).
// Any input must either parse or throw FormatError; a parsed file must serialise back to the
// exact input (the lossless contract; a refusal to write counts as a break) and survive
// validate(), mesh() and skin decoding.
#include ACKEDIT_FUZZ_HEADER

#include <cstdio>
#include <cstdlib>

using namespace ackedit::format;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    std::unique_ptr<AssetFile> asset;
    try {
        asset = ACKEDIT_FUZZ_READER(bytes);
    } catch (const FormatError &) {
        return 0; // rejected with a proper error: fine
    }
    try {
        (void)asset->validate();
        (void)asset->infoText();
        (void)asset->toJson(false);
        const int frames = asset->frameCount();
        if (frames > 0) {
            (void)asset->mesh(0);
            (void)asset->mesh(frames - 1);
        }
        for (int i = 0; i < asset->skinCount() && i < 4; ++i)
            (void)asset->skinImage(i);
    } catch (const FormatError &) {
        // A part that cannot be shown is reported, not a crash.
    }
    // What was accepted must write back: a refusal breaks the contract as much as other bytes.
    QByteArray written;
    try {
        written = asset->write();
    } catch (const FormatError &e) {
        std::fprintf(stderr, "lossless contract broken: the unedited file was accepted but not written: %s\n",
                     qPrintable(e.toString()));
        std::abort();
    }
    if (written != bytes) {
        std::fprintf(stderr, "lossless contract broken: unedited write differs from input\n");
        std::abort();
    }
    return 0;
}
