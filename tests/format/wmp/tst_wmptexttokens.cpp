// The lexical layer of text WMPs: line splitting keeps every byte, tokens, strict numbers, the
// per-generation number spellings and binary flag strings.
#include "wmp/wmpnumber.h"
#include "wmp/wmptokenizer.h"

#include <QtTest>

#include <charconv>
#include <cstring>
#include <random>

using namespace ackedit::format;

class TstWmpTextTokens : public QObject
{
    Q_OBJECT
private slots:
    void splitLines_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("lines");
        QTest::newRow("crlf") << QByteArray("a\r\nb\r\n") << 2;
        QTest::newRow("lf, no final eol") << QByteArray("a\nb") << 2;
        // A lone CR ends a line too (classic Mac line ends, issue 15 point 7).
        QTest::newRow("mixed, lone cr inside") << QByteArray("a\rb\r\n\nc\r") << 4;
        QTest::newRow("cr only") << QByteArray("a\rb\rc") << 3;
        QTest::newRow("empty") << QByteArray() << 0;
        QTest::newRow("only eols") << QByteArray("\n\r\n\n") << 3;
    }
    void splitLines()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, lines);
        const std::vector<WmpLine> l = WmpTokenizer::splitLines(data);
        QCOMPARE(int(l.size()), lines);
        QByteArray joined;
        for (const WmpLine &line : l) {
            QCOMPARE(data.mid(line.offset, line.text.size()), line.text);
            joined += line.text + line.eol;
        }
        QCOMPARE(joined, data);
    }

    // Lines share the file's buffer and are not NUL-terminated inside it; a token handed out for
    // parsing is its own copy, so Qt's conversions see only the token (a one-word line, too).
    void tokenTextIsParsedAlone()
    {
        const QByteArray data("12\n3.5\nff 7\n");
        const std::vector<WmpLine> lines = WmpTokenizer::splitLines(data);
        QCOMPARE(int(lines.size()), 3);
        bool ok = false;
        const std::vector<WmpToken> first = WmpTokenizer::tokenize(lines[0].text);
        QCOMPARE(WmpTokenizer::tokenText(lines[0].text, first.front()).toInt(&ok), 12);
        QVERIFY(ok);
        const std::vector<WmpToken> second = WmpTokenizer::tokenize(lines[1].text);
        QCOMPARE(WmpTokenizer::tokenText(lines[1].text, second.front()).toDouble(&ok), 3.5);
        QVERIFY(ok);
        const std::vector<WmpToken> third = WmpTokenizer::tokenize(lines[2].text);
        QCOMPARE(WmpTokenizer::tokenText(lines[2].text, third.front()).toUInt(&ok, 16), 255u);
        QVERIFY(ok);
        QCOMPARE(qstrlen(WmpTokenizer::tokenText(lines[0].text, first.front()).constData()), 2u);
    }

    // The line split runs 16 bytes at a time where it can: line ends and brace/quote/bracket
    // marks at every position of a block and across block borders, against a plain reference.
    void splitLinesMarksStructuralLines()
    {
        std::mt19937 random(7);
        const char alphabet[] = "ab0. \t(:{}\"<\n\r";
        for (int round = 0; round < 200; ++round) {
            QByteArray data;
            const int size = int(random() % 300);
            for (int k = 0; k < size; ++k) {
                const unsigned pick = random() % 100;
                data += pick < 70 ? alphabet[pick % 6] : alphabet[6 + pick % (sizeof alphabet - 7)];
            }
            std::vector<bool> structural;
            const std::vector<WmpLine> lines = WmpTokenizer::splitLines(data, 0, &structural);
            QCOMPARE(structural.size(), lines.size());
            QByteArray joined;
            for (size_t i = 0; i < lines.size(); ++i) {
                const QByteArray &text = lines[i].text;
                QVERIFY(!text.contains('\n') && !text.contains('\r'));
                const bool expected = text.contains('{') || text.contains('}') || text.contains('"') || text.contains('<');
                QCOMPARE(bool(structural[i]), expected);
                QCOMPARE(data.mid(lines[i].offset, text.size()), text);
                joined += text + lines[i].eol;
            }
            QCOMPARE(joined, data);
        }
    }

    void tokenize_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QStringList>("tokens");
        auto list = [](std::initializer_list<const char *> l) {
            QStringList out;
            for (const char *s : l)
                out << QString::fromLatin1(s);
            return out;
        };
        QTest::newRow("transform") << QByteArray("\t(0 -16 -12) (1.5708 0 0) (1 1 1)")
                                   << list({"(", "0", "-16", "-12", ")", "(", "1.5708", "0", "0", ")", "(", "1", "1", "1", ")"});
        QTest::newRow("child list") << QByteArray("\tobject 1, 8, 9") << list({"object", "1", ",", "8", ",", "9"});
        QTest::newRow("header comment") << QByteArray("model 2 {   // box_mdl_002")
                                        << list({"model", "2", "{", "// box_mdl_002"});
        QTest::newRow("file with blanks") << QByteArray("\t\t<C:\\Program Files\\x.wad> 1")
                                          << list({"<C:\\Program Files\\x.wad>", "1"});
        QTest::newRow("4.x face") << QByteArray("\t( 0.0 0.0 32.0 ) *water 16 0 : 01001001 ndef")
                                  << list({"(", "0.0", "0.0", "32.0", ")", "*water", "16", "0", ":", "01001001", "ndef"});
        QTest::newRow("view quote") << QByteArray("\"Top (XY)\":1 [3072]") << list({"\"Top (XY)\"", ":", "1", "[", "3072", "]"});
        QTest::newRow("unterminated") << QByteArray("<abc def") << list({"<abc def"});
        QTest::newRow("slashes inside a word") << QByteArray("a//b // c") << list({"a//b", "// c"});
    }
    void tokenize()
    {
        QFETCH(QByteArray, line);
        QFETCH(QStringList, tokens);
        QStringList got;
        for (const WmpToken &t : WmpTokenizer::tokenize(line))
            got << QString::fromLatin1(WmpTokenizer::tokenText(line, t));
        QCOMPARE(got, tokens);
    }

    // The shortcuts the parsers use agree with the tokens of the line.
    void lineShortcutsAgreeWithTokens_data()
    {
        QTest::addColumn<QByteArray>("line");
        for (const char *l : {"", "   ", "\t{", "{", "  {  ", "{ // open", "{x", "{ x", "{{", "}", "\t}\t", "} // end",
                              "// only a comment", "  //", "/", "/ /", "x // y", "<a { b>", "\"{\"", "'{'", "{\r", "\f}\v",
                              "{ /x", "{ /", "( 1 2 3 )"})
            QTest::newRow(l) << QByteArray(l);
    }
    void lineShortcutsAgreeWithTokens()
    {
        QFETCH(QByteArray, line);
        const std::vector<WmpToken> code = WmpTokenizer::codeTokens(line);
        QCOMPARE(WmpTokenizer::hasCode(line), !code.empty());
        for (char punct : {'{', '}'}) {
            const bool only = code.size() == 1 && code[0].kind == WmpToken::Kind::Punct && line.at(code[0].start) == punct;
            QCOMPARE(WmpTokenizer::isOnlyPunct(line, punct), only);
        }
    }

    void replaceTokenKeepsSpacing()
    {
        WmpLine line{"\t(10  20 30) (0 0 0)", "\r\n"};
        WmpTokenizer::replaceToken(line, 2, "-2.5");
        QCOMPARE(line.text, QByteArray("\t(10  -2.5 30) (0 0 0)"));
        QCOMPARE(line.eol, QByteArray("\r\n"));
        QCOMPARE(WmpTokenizer::commentText("object 0 {  // Root "), QByteArray("Root"));
    }

    void parseNumber_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::newRow("int") << QByteArray("1024") << true << 1024.0;
        QTest::newRow("neg zero") << QByteArray("-0") << true << -0.0;
        QTest::newRow("6 decimals") << QByteArray("-0.000004") << true << -0.000004;
        QTest::newRow("8 decimals") << QByteArray("79.21569061") << true << 79.21569061;
        QTest::newRow("leading point") << QByteArray(".5") << true << 0.5;
        QTest::newRow("exponent") << QByteArray("1e5") << true << 1e5;
        QTest::newRow("exponent 2.25e0") << QByteArray("2.25e0") << true << 2.25;
        QTest::newRow("exponent 1E-3") << QByteArray("1E-3") << true << 0.001;
        QTest::newRow("exponent +") << QByteArray("-5e+1") << true << -50.0;
        QTest::newRow("exponent without digits") << QByteArray("1e") << false << 0.0;
        QTest::newRow("exponent without mantissa") << QByteArray("e5") << false << 0.0;
        QTest::newRow("nan") << QByteArray("nan") << false << 0.0;
        QTest::newRow("inf") << QByteArray("inf") << false << 0.0;
        QTest::newRow("sign only") << QByteArray("-") << false << 0.0;
        QTest::newRow("two points") << QByteArray("1.2.3") << false << 0.0;
        QTest::newRow("hex") << QByteArray("0x10") << false << 0.0;
        QTest::newRow("too long") << QByteArray(80, '9') << false << 0.0;
    }
    void parseNumber()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        const auto v = WmpNumber::parse(text);
        QCOMPARE(v.has_value(), ok);
        if (ok) {
            QCOMPARE(*v, value);
            QCOMPARE(std::signbit(*v), std::signbit(value));
        }
    }

    // The exact fast path (mantissa / power of ten) must give the bits std::from_chars gives,
    // on spellings around its limits: 2^53, 19 digits, 22 decimals, signs and zeros.
    void parseNumberEqualsFromChars()
    {
        std::mt19937_64 random(16);
        auto digits = [&random](int n) {
            QByteArray out;
            for (int k = 0; k < n; ++k)
                out += char('0' + random() % 10);
            return out;
        };
        QList<QByteArray> tokens = {"9007199254740992", "9007199254740993", "9007199254740991.5",
                                    "0.9007199254740993", "1844674407370955161", "9999999999999999999",
                                    "0.0000000000000000000001", "0.00000000000000000000001", "-0", "-0.000",
                                    "+1.5", ".5", "5.", "123456789.123456789", "0.1", "0.3", "2.675"};
        for (int i = 0; i < 400000; ++i) {
            const int whole = int(random() % 21), fraction = int(random() % 26);
            QByteArray t = (random() % 2 ? "-" : "") + digits(whole);
            if (fraction > 0 || random() % 2)
                t += '.' + digits(fraction);
            if (whole + fraction > 0)
                tokens << t;
        }
        int compared = 0;
        for (const QByteArray &t : std::as_const(tokens)) {
            const auto v = WmpNumber::parse(t);
            QVERIFY2(v.has_value(), t.constData());
            const char *begin = t.constData() + (t.startsWith('+') ? 1 : 0);
            double expected = 0;
            const auto res = std::from_chars(begin, t.constData() + t.size(), expected);
            QVERIFY(res.ec == std::errc());
            if (std::memcmp(&expected, &*v, sizeof expected) != 0)
                QFAIL(qPrintable(QStringLiteral("%1: %2, from_chars %3").arg(QLatin1String(t)).arg(*v, 0, 'g', 17).arg(expected, 0, 'g', 17)));
            ++compared;
        }
        QVERIFY(compared > 300000);
    }

    void format_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("oldToken");
        QTest::addColumn<bool>("keepPoint");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("5.x integer") << 12.0 << QByteArray("0") << false << QByteArray("12");
        QTest::newRow("5.x fraction") << 1.570796327 << QByteArray("0") << false << QByteArray("1.570796");
        QTest::newRow("5.x tiny negative") << -1e-9 << QByteArray("0") << false << QByteArray("-0");
        QTest::newRow("4.x integer") << 12.0 << QByteArray("0.0") << true << QByteArray("12.0");
        QTest::newRow("4.x fraction") << -0.25 << QByteArray("0.0") << true << QByteArray("-0.25");
        QTest::newRow("4.x texture scale") << 0.5 << QByteArray("1.00") << true << QByteArray("0.50");
        QTest::newRow("4.x azimuth") << 45.0 << QByteArray("0.000") << true << QByteArray("45.000");
        QTest::newRow("6.x colour") << 50.0 << QByteArray("-0.000000") << false << QByteArray("50.000000");
        QTest::newRow("8-decimal colour") << 100.0 * 64 / 255 << QByteArray("79.21569061") << false
                                         << QByteArray("25.09803922");
    }
    void format()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, oldToken);
        QFETCH(bool, keepPoint);
        QFETCH(QByteArray, expected);
        const WmpNumber::Style style = WmpNumber::styleOf(oldToken, WmpNumber::trimmed(keepPoint));
        const QByteArray text = WmpNumber::format(value, style);
        QCOMPARE(text, expected);
        QVERIFY(WmpNumber::parse(text).has_value());
    }

    void flags_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<quint32>("value");
        QTest::newRow("0011") << QByteArray("0011") << true << 3u;
        QTest::newRow("01001001") << QByteArray("01001001") << true << 0x49u;
        QTest::newRow("16 digits") << QByteArray("0000001000000000") << true << 0x200u;
        QTest::newRow("32 ones") << QByteArray(32, '1') << true << 0xFFFFFFFFu;
        QTest::newRow("33 digits") << QByteArray(33, '0') << false << 0u;
        QTest::newRow("a two") << QByteArray("0020") << false << 0u;
        QTest::newRow("empty") << QByteArray() << false << 0u;
    }
    void flags()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, ok);
        QFETCH(quint32, value);
        const auto v = WmpNumber::parseFlags(text);
        QCOMPARE(v.has_value(), ok);
        if (ok) {
            QCOMPARE(*v, value);
            QCOMPARE(WmpNumber::formatFlags(*v, int(text.size())), text);
        }
    }

    void flagWidths()
    {
        QCOMPARE(WmpNumber::formatFlags(3, 4), QByteArray("0011"));
        QCOMPARE(WmpNumber::formatFlags(0x10, 4), QByteArray("00010000"));
        QCOMPARE(WmpNumber::formatFlags(0x201, 4), QByteArray("0000001000000001"));
        QCOMPARE(WmpNumber::formatFlags(0x10000, 16), QByteArray("00000000000000010000000000000000"));
        QCOMPARE(WmpNumber::formatFlags(1, 32), QByteArray(31, '0') + '1');
    }
};

QTEST_GUILESS_MAIN(TstWmpTextTokens)
#include "tst_wmptexttokens.moc"
