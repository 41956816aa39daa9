// HmpFrame: vertex records kept in the file's bytes until first use.
#include "hmp/hmpframe.h"

#include "hmp/hmpdata.h"
#include "io/bytereader.h"

#include <algorithm>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace ackedit::format {

namespace {

int recordSize(HmpFrame::Layout layout) { return layout == HmpFrame::Layout::Grid8 ? 8 : 4; }

// Splits `n` 4-byte records (uint16 z, uint8 a, uint8 b) into columns: the HMP5/HMP7 vertex
// loop, which dominates decoding a frame. SSE2 does 8 records per step.
void splitRecords4(const char *p, size_t n, uint16_t *z, uint8_t *a, uint8_t *b)
{
    size_t i = 0;
#ifdef __SSE2__
    const __m128i lowByte = _mm_set1_epi16(0xff);
    for (; i + 8 <= n; i += 8, p += 32) {
        const __m128i r0 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i r1 = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16));
        // Sign-extended halves fit int16, so the saturating packs keep every bit.
        const __m128i zz = _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(r0, 16), 16),
                                           _mm_srai_epi32(_mm_slli_epi32(r1, 16), 16));
        const __m128i ab = _mm_packs_epi32(_mm_srai_epi32(r0, 16), _mm_srai_epi32(r1, 16));
        _mm_storeu_si128(reinterpret_cast<__m128i *>(z + i), zz);
        _mm_storel_epi64(reinterpret_cast<__m128i *>(a + i), _mm_packus_epi16(_mm_and_si128(ab, lowByte), lowByte));
        _mm_storel_epi64(reinterpret_cast<__m128i *>(b + i), _mm_packus_epi16(_mm_srli_epi16(ab, 8), lowByte));
    }
#endif
    for (; i < n; ++i, p += 4) {
        z[i] = ByteReader::le<uint16_t>(p);
        a[i] = uint8_t(p[2]);
        b[i] = uint8_t(p[3]);
    }
}

void minMax(const uint16_t *z, size_t n, uint16_t *lo, uint16_t *hi)
{
    size_t i = 0;
#ifdef __SSE2__
    // SSE2 has only signed 16-bit min/max: flip the sign bit to compare unsigned values.
    const __m128i flip = _mm_set1_epi16(int16_t(0x8000));
    __m128i vlo = _mm_set1_epi16(0x7fff), vhi = _mm_set1_epi16(int16_t(0x8000));
    for (; i + 8 <= n; i += 8) {
        const __m128i v = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(z + i)), flip);
        vlo = _mm_min_epi16(vlo, v);
        vhi = _mm_max_epi16(vhi, v);
    }
    alignas(16) uint16_t l[8], h[8];
    _mm_store_si128(reinterpret_cast<__m128i *>(l), _mm_xor_si128(vlo, flip));
    _mm_store_si128(reinterpret_cast<__m128i *>(h), _mm_xor_si128(vhi, flip));
    for (int k = 0; k < 8; ++k) {
        *lo = std::min(*lo, l[k]);
        *hi = std::max(*hi, h[k]);
    }
#endif
    for (; i < n; ++i) {
        *lo = std::min(*lo, z[i]);
        *hi = std::max(*hi, z[i]);
    }
}

// The bbox z field of a raw bbox record (uint16 at 4 in 8-byte records, uint8 at 2 in 4-byte).
int bboxZ(const QByteArray &record)
{
    if (record.size() >= 8)
        return ByteReader::le<uint16_t>(record.constData() + 4);
    if (record.size() >= 4)
        return uint8_t(record.at(2));
    return -1;
}

#ifdef __SSE2__
// hmpDecode() of four int32 lanes, two at a time in double (bit-identical to the scalar path,
// which is SSE2 double arithmetic too).
__m128 decode4(__m128i v, __m128d o, __m128d s)
{
    const __m128 lo = _mm_cvtpd_ps(_mm_add_pd(o, _mm_mul_pd(s, _mm_cvtepi32_pd(v))));
    const __m128 hi = _mm_cvtpd_ps(_mm_add_pd(o, _mm_mul_pd(s, _mm_cvtepi32_pd(_mm_srli_si128(v, 8)))));
    return _mm_movelh_ps(lo, hi);
}
#endif

} // namespace

void HmpFrame::setStored(const QByteArray &file, qint64 offset, size_t count, Layout layout)
{
    m_stored.set(file, offset, qint64(count) * recordSize(layout));
    m_count = count;
    m_layout = layout;
    x.clear();
    y.clear();
    z.clear();
    n0.clear();
    n1.clear();
}

const char *HmpFrame::record(size_t i) const
{
    return m_stored.data() + qint64(i) * recordSize(m_layout);
}

uint16_t HmpFrame::packedX(size_t i) const
{
    if (!m_stored.isPending())
        return x[i];
    return m_layout == Layout::Mesh4 ? uint8_t(record(i)[0]) : ByteReader::le<uint16_t>(record(i));
}

uint16_t HmpFrame::packedY(size_t i) const
{
    if (!m_stored.isPending())
        return y[i];
    return m_layout == Layout::Mesh4 ? uint8_t(record(i)[1]) : ByteReader::le<uint16_t>(record(i) + 2);
}

uint16_t HmpFrame::packedZ(size_t i) const
{
    if (!m_stored.isPending())
        return z[i];
    switch (m_layout) {
    case Layout::Mesh4: return uint8_t(record(i)[2]);
    case Layout::Grid8: return ByteReader::le<uint16_t>(record(i) + 4);
    case Layout::Grid4: break;
    }
    return ByteReader::le<uint16_t>(record(i));
}

void HmpFrame::decodeHeights(float offset, float scale, float *out) const
{
    const size_t n = m_stored.isPending() ? m_count : z.size();
    size_t i = 0;
#ifdef __SSE2__
    const __m128d o = _mm_set1_pd(double(offset)), s = _mm_set1_pd(double(scale));
    if (!m_stored.isPending()) {
        const __m128i zero = _mm_setzero_si128();
        for (; i + 4 <= n; i += 4) {
            const __m128i v = _mm_unpacklo_epi16(_mm_loadl_epi64(reinterpret_cast<const __m128i *>(z.data() + i)), zero);
            _mm_storeu_ps(out + i, decode4(v, o, s));
        }
    } else if (m_layout == Layout::Grid4) {
        const __m128i low16 = _mm_set1_epi32(0xffff);
        for (const char *p = record(0); i + 4 <= n; i += 4, p += 16) {
            const __m128i v = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), low16);
            _mm_storeu_ps(out + i, decode4(v, o, s));
        }
    }
#endif
    for (; i < n; ++i)
        out[i] = hmpDecode(offset, scale, packedZ(i));
}

void HmpFrame::decode()
{
    if (!m_stored.isPending())
        return;
    const size_t n = m_count;
    const char *p = record(0);
    z.resize(n);
    n0.resize(n);
    n1.resize(n);
    if (m_layout != Layout::Grid4) {
        x.resize(n);
        y.resize(n);
    }
    if (m_layout == Layout::Mesh4) {
        for (size_t i = 0; i < n; ++i, p += 4) {
            x[i] = uint8_t(p[0]);
            y[i] = uint8_t(p[1]);
            z[i] = uint8_t(p[2]);
            n0[i] = uint8_t(p[3]);
        }
    } else if (m_layout == Layout::Grid8) {
        for (size_t i = 0; i < n; ++i, p += 8) {
            x[i] = ByteReader::le<uint16_t>(p);
            y[i] = ByteReader::le<uint16_t>(p + 2);
            z[i] = ByteReader::le<uint16_t>(p + 4);
            n0[i] = uint8_t(p[6]);
            n1[i] = uint8_t(p[7]);
        }
    } else {
        splitRecords4(p, n, z.data(), n0.data(), n1.data());
    }
    uint16_t lo = 0xffff, hi = 0;
    minMax(z.data(), n, &lo, &hi);
    bboxTracksHeights = bboxZ(bboxMin) == int(lo) && bboxZ(bboxMax) == int(hi);
    discardStored();
}

void HmpFrame::discardStored()
{
    m_stored.release();
}

} // namespace ackedit::format
