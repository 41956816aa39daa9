#include "wmp/wmpnumber.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace ackedit::format {

namespace {
bool isDigit(char c) { return c >= '0' && c <= '9'; }
} // namespace

std::optional<double> WmpNumber::parse(QByteArrayView token)
{
    // [+-]? digits* ( '.' digits* )? ( [eE] [+-]? digits )?  with at least one mantissa digit;
    // no "nan"/"inf". WED prints with %f, but hand-edited and script-generated files use
    // exponents ("2.25e0", "1E-3"); the token is kept verbatim unless edited.
    const qsizetype n = token.size();
    qsizetype i = 0;
    const bool negative = n > 0 && token[0] == '-';
    if (i < n && (token[i] == '-' || token[i] == '+'))
        ++i;
    // The mantissa digits are gathered on the way for the exact fast path below.
    quint64 mantissa = 0;
    int digits = 0, fraction = 0;
    while (i < n && isDigit(token[i])) {
        mantissa = mantissa * 10 + quint64(token[i] - '0');
        ++i;
        ++digits;
    }
    if (i < n && token[i] == '.') {
        ++i;
        while (i < n && isDigit(token[i])) {
            mantissa = mantissa * 10 + quint64(token[i] - '0');
            ++i;
            ++digits;
            ++fraction;
        }
    }
    bool exponent = false;
    if (digits > 0 && i < n && (token[i] == 'e' || token[i] == 'E')) {
        exponent = true;
        ++i;
        if (i < n && (token[i] == '-' || token[i] == '+'))
            ++i;
        int expDigits = 0;
        while (i < n && isDigit(token[i])) {
            ++i;
            ++expDigits;
        }
        if (expDigits == 0)
            return std::nullopt;
    }
    if (digits == 0 || i != n || n > 64)
        return std::nullopt;
    // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 1e22 are both exact
    // doubles, so one IEEE division rounds correctly, giving the same value as from_chars.
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (!exponent && digits <= 19 && fraction <= 22 && mantissa <= (quint64(1) << 53)) {
        const double value = double(mantissa) / kPow10[fraction];
        return negative ? -value : value;
    }
    const char *begin = token.data();
    if (*begin == '+')
        ++begin;
    double value = 0;
    const auto res = std::from_chars(begin, token.data() + n, value);
    if (res.ec != std::errc() || res.ptr != token.data() + n || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<qint64> WmpNumber::parseInt(QByteArrayView token)
{
    const qsizetype n = token.size();
    if (n == 0 || n > 18)
        return std::nullopt;
    qsizetype i = (token[0] == '-' || token[0] == '+') ? 1 : 0; // "+5" as parseDouble reads it
    if (i == n)
        return std::nullopt;
    qint64 value = 0;
    for (; i < n; ++i) {
        if (!isDigit(token[i]))
            return std::nullopt;
        value = value * 10 + (token[i] - '0');
    }
    return token[0] == '-' ? -value : value;
}

WmpNumber::Style WmpNumber::styleOf(QByteArrayView token, Style fallback)
{
    // An exponent spelling is not kept on edit: the new value takes the plain style.
    if (token.contains('e') || token.contains('E'))
        return fallback;
    const qsizetype dot = QByteArrayView(token).indexOf('.');
    if (dot < 0)
        return fallback;
    const int decimals = int(token.size() - dot - 1);
    if (decimals >= 2 && token.endsWith('0'))
        return fixed(decimals);
    if (decimals > fallback.decimals)
        fallback.decimals = decimals;
    return fallback;
}

QByteArray WmpNumber::format(double value, Style style)
{
    if (!std::isfinite(value))
        value = 0;
    const int decimals = style.decimals < 0 ? 0 : (style.decimals > 12 ? 12 : style.decimals);
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    QByteArray text(buffer);
    if (!style.trim || !text.contains('.'))
        return text;
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.')) {
        if (style.keepPoint)
            text.append('0');
        else
            text.chop(1);
    }
    return text;
}

std::optional<quint32> WmpNumber::parseFlags(QByteArrayView token)
{
    if (token.size() >= 2 && (token.front() == '\'' || token.front() == '"') && token.back() == token.front())
        token = token.sliced(1, token.size() - 2);
    if (token.isEmpty() || token.size() > 32)
        return std::nullopt;
    quint32 value = 0;
    for (char c : token) {
        if (c != '0' && c != '1')
            return std::nullopt;
        value = (value << 1) | quint32(c - '0');
    }
    return value;
}

QByteArray WmpNumber::formatFlags(quint32 value, int minDigits)
{
    int needed = 1;
    while (needed < 32 && (value >> needed) != 0)
        ++needed;
    int digits = minDigits < 1 ? 4 : (minDigits > 32 ? 32 : minDigits);
    if (needed > digits) {
        for (int width : {4, 8, 16, 32}) {
            if (width >= needed) {
                digits = width;
                break;
            }
        }
    }
    QByteArray text(digits, '0');
    for (int bit = 0; bit < digits; ++bit) {
        if (value & (1u << bit))
            text[digits - 1 - bit] = '1';
    }
    return text;
}

} // namespace ackedit::format
