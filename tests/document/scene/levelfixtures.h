#pragma once
// The level fixtures as documents, by format name, for the tests that run on every level format.
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "format/wmpb/wmpbfixture.h"
#include "scene/wmbdocument.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <memory>

namespace ackedit::testing {

// "wmp": the ACKWED 5.x text fixture; "wmpb": every WMPB node kind; anything else: a full WMB7.
// `bytes` gets the file the document was read from.
inline std::unique_ptr<document::SceneDocument> openFixtureLevel(const QString &format, QByteArray *bytes)
{
    if (format == QLatin1String("wmp")) {
        *bytes = wmpFixture5();
        return std::make_unique<document::WmpDocument>(format::readWmpText(*bytes), QString());
    }
    if (format == QLatin1String("wmpb")) {
        *bytes = wmpbfixture::everyKindLevel();
        return std::make_unique<document::WmpbDocument>(format::readWmpb(*bytes), QString());
    }
    *bytes = wmbfixture::wmb7Full();
    return std::make_unique<document::WmbDocument>(format::readWmb(*bytes), QString());
}

} // namespace ackedit::testing
