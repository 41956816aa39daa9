#pragma once
// Generated models for the model document tests.
#include "common_files.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "mdl7/mdl7file.h"
#include "model/modeldocument.h"

#include <QTemporaryDir>

#include <memory>

namespace ackedit::testing {

// The model document the factory makes for `asset` (null if it is no model).
inline std::unique_ptr<document::ModelDocument> openModel(std::unique_ptr<format::AssetFile> asset)
{
    auto doc = document::createDocument(std::move(asset), QString());
    auto *model = qobject_cast<document::ModelDocument *>(doc.get());
    if (!model)
        return nullptr;
    doc.release();
    return std::unique_ptr<document::ModelDocument>(model);
}

inline std::unique_ptr<document::ModelDocument> openModel(const QByteArray &bytes)
{
    return openModel(format::readAssetFile(bytes));
}

// Saves `doc` through its own save path as `name` in `dir` and returns the bytes written (empty
// and a warning on failure).
inline QByteArray savedBytes(document::Document &doc, const QTemporaryDir &dir, const QString &name)
{
    QString error;
    const QString path = dir.filePath(name);
    if (!doc.saveAs(path, &error))
        qWarning("%s", qPrintable(error));
    return readFile(path);
}

// An MDL7 whose frames store vertex records: a strip of 6 vertices, frames walk1..walk4 lifting
// all but the first two (which have no records in the frames: they show the main vertices).
inline QByteArray mdl7Walk()
{
    format::Mdl7BuildInput in;
    format::Mdl7BuildInput::Group g;
    g.name = "strip";
    for (int i = 0; i < 6; ++i)
        g.positions.emplace_back(float(i / 2), float(i % 2), 0.0f);
    g.triangles = {{{0, 1, 2}, {}, -1}, {{1, 3, 2}, {}, -1}, {{2, 3, 4}, {}, -1}, {{3, 5, 4}, {}, -1}};
    for (int f = 1; f <= 4; ++f) {
        format::Mdl7BuildInput::Frame frame;
        frame.name = "walk" + QByteArray::number(f);
        for (size_t i = 0; i < g.positions.size(); ++i)
            frame.positions.push_back(g.positions[i] + Eigen::Vector3f(0, 0, i < 2 ? 0.0f : float(f)));
        g.frames.push_back(frame);
    }
    in.groups.push_back(g);
    return format::Mdl7File::create(in)->write();
}

} // namespace ackedit::testing
