#pragma once
// Numbers, flag strings and their spelling in text WMPs. Parsing is strict (what WED writes:
// optional sign, digits, optional fraction; also an optional exponent); formatting follows the file's own style so an edit
// looks as if WED had written it.
#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace ackedit::format {

class WmpNumber
{
public:
    // How a number is spelled: `decimals` digits after the point as printf %f would; when
    // `trim`, trailing zeros are removed, and the point too unless `keepPoint` (then one zero
    // stays: ACKWED 4.x writes "0.0", "-0.000004"; 5.x/6.x write "0", "1.5708").
    struct Style
    {
        int decimals = 6;
        bool trim = true;
        bool keepPoint = false;
    };

    static Style trimmed(bool keepPoint, int decimals = 6) { return Style{decimals, true, keepPoint}; }
    static Style fixed(int decimals) { return Style{decimals, false, false}; }

    // The style of an existing spelling: "1.00" / "0.000" / "-0.000000" are fixed widths,
    // anything else takes `fallback` (the generation default), widened to the token's decimals.
    static Style styleOf(QByteArrayView token, Style fallback);

    static std::optional<double> parse(QByteArrayView token);
    static std::optional<qint64> parseInt(QByteArrayView token);
    static QByteArray format(double value, Style style);

    // Flag words are binary digit strings, most significant bit first ("0011" = 3), bare or
    // quoted ('0011' as WED 4.x writes entity flags, "0011").
    static std::optional<quint32> parseFlags(QByteArrayView token);
    // At least `minDigits` digits, widened to 4, 8, 16 or 32 as the value needs.
    static QByteArray formatFlags(quint32 value, int minDigits);
};

} // namespace ackedit::format
