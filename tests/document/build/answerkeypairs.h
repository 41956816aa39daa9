#pragma once
// The corpus' answer key for Build (issue 35): every WMPB level source with the WMB7 that WED
// compiled from it under the same base name (wmpb/NAME.wmp -> wmb7/NAME.wmb), opened as the
// editor opens them. Empty without the corpus (tests call ACKEDIT_REQUIRE_CORPUS first).
#include "common_corpus.h"
#include "documentopen.h"
#include "scene/scenedocument.h"
#include "scene/wmbdocument.h"
#include "wmb/wmbfile.h"

#include <QFileInfo>

#include <vector>

namespace ackedit::testing {

struct AnswerKeyPair
{
    QString name; // the base name, e.g. "tust_map01"
    document::OpenedDocument source;
    document::OpenedDocument compiled;
    const document::SceneDocument &level() const { return static_cast<const document::SceneDocument &>(*source.document); }
    const format::WmbFile &wed() const { return *static_cast<const document::WmbDocument &>(*compiled.document).wmb(); }
    bool opened() const { return source.document && compiled.document; }
    QString error() const { return source.error + compiled.error; }
};

inline std::vector<AnswerKeyPair> answerKeyPairs()
{
    std::vector<AnswerKeyPair> pairs;
    for (const QString &source : corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")})) {
        const QString name = QFileInfo(source).completeBaseName();
        const QString compiled = corpusDir() + QStringLiteral("/wmb7/") + name + QStringLiteral(".wmb");
        if (QFileInfo::exists(compiled))
            pairs.push_back({name, document::openDocument(source), document::openDocument(compiled)});
    }
    return pairs;
}

} // namespace ackedit::testing
