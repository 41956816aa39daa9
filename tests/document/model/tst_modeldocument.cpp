// ModelDocument: the factory picks it for models (and only for models); its change signals.
#include "documentfactory.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"

#include <QSignalSpy>
#include <QtTest>

using namespace ackedit;

class TestModelDocument : public QObject
{
    Q_OBJECT
private slots:
    void factoryPicksModels();
    void signals_();
};

void TestModelDocument::factoryPicksModels()
{
    std::unique_ptr<format::AssetFile> asset = format::MdlFile::create(mdlfixture::cube("MDL5", 2));
    auto doc = document::createDocument(std::move(asset), QStringLiteral("cube.mdl"));
    auto *model = qobject_cast<document::ModelDocument *>(doc.get());
    QVERIFY(model);
    QCOMPARE(model->frameCount(), 3);
    QCOMPARE(model->frameNames().size(), 3);
    QVERIFY(model->skinCount() >= 1);
    QVERIFY(!model->isModified());

    std::unique_ptr<format::AssetFile> none;
    QVERIFY(!document::ModelDocument::createFor(none, QString()));
}

void TestModelDocument::signals_()
{
    std::unique_ptr<format::AssetFile> asset = format::MdlFile::create(mdlfixture::cube("MDL5", 2));
    auto doc = document::ModelDocument::createFor(asset, QString());
    QVERIFY(doc && !asset);
    auto *model = static_cast<document::ModelDocument *>(doc.get());
    QSignalSpy frame(model, &document::ModelDocument::frameChanged);
    QSignalSpy skin(model, &document::ModelDocument::skinChanged);
    QSignalSpy frames(model, &document::ModelDocument::framesChanged);
    QSignalSpy skins(model, &document::ModelDocument::skinsChanged);
    model->notifyFrameChanged(2);
    model->notifySkinChanged(0);
    model->notifyFramesChanged();
    model->notifySkinsChanged();
    QCOMPARE(frame.count(), 1);
    QCOMPARE(frame.first().first().toInt(), 2);
    QCOMPARE(skin.count(), 1);
    QCOMPARE(frames.count(), 1);
    QCOMPARE(skins.count(), 1);
}

QTEST_GUILESS_MAIN(TestModelDocument)
#include "tst_modeldocument.moc"
