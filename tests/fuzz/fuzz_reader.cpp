// libFuzzer target for one format family's reader (the family is chosen at compile time).
// Any input must either parse or throw FormatError; a parsed file must serialise back to the
// exact input (the lossless contract) and survive validate(), mesh() and skin decoding.
#include ACKEDIT_FUZZ_HEADER

#include <cstdio>
#include <cstdlib>

using namespace ackedit::format;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    try {
        auto asset = ACKEDIT_FUZZ_READER(bytes);
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
        if (asset->write() != bytes) {
            std::fprintf(stderr, "lossless contract broken: unedited write differs from input\n");
            std::abort();
        }
    } catch (const FormatError &) {
        // Rejected with a proper error: fine.
    }
    return 0;
}
