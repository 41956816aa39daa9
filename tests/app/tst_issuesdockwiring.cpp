// EditorDocks and the Issues dock: the dock follows the current editor's document, and a
// double-click on a finding selects its location in that editor: a frame; in the real model
// editor the vertices of a group, a bone or a triangle; in the real level editor the blocks
// that use a missing texture.
#include "common_open.h"
#include "document/validationfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmp/wmptextfixtures.h"

#include "docks/issuesdock.h"
#include "docks/skinpaintdock.h"
#include "skinview/skinview.h"
#include "editordocks.h"
#include "editors/documenteditor.h"
#include "models/findingsmodel.h"

#include "editors/leveleditor.h"
#include "editors/modeleditor.h"

#include "document.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"
#include "scene/scenedocument.h"

#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace ackedit;

namespace {

// An editor without a viewport that only remembers its current frame.
class FrameEditor : public widgets::DocumentEditor
{
public:
    using DocumentEditor::DocumentEditor;
    widgets::Viewport *viewport() const override { return nullptr; }
    QString statusText() const override { return {}; }
    int frameCount() const override { return document()->asset()->frameCount(); }
    int currentFrame() const override { return m_frame; }
    void setCurrentFrame(int frame) override { m_frame = frame; }

private:
    int m_frame = 0;
};

// Double-clicks the first finding of `rule` in the real dock; false if it lists none.
bool activate(widgets::IssuesDock *dock, const QString &rule, document::FindingLocation *where = nullptr)
{
    for (int r = 0; r < dock->model()->rowCount(); ++r) {
        const document::Finding *f = dock->model()->finding(dock->model()->index(r, 0));
        if (!f || f->ruleId != rule)
            continue;
        if (where)
            *where = f->location;
        const QModelIndex index = dock->model()->index(r, widgets::FindingsModel::RuleColumn);
        dock->view()->scrollTo(index);
        const QRect rect = dock->view()->visualRect(index);
        if (!rect.isValid())
            return false;
        QTest::mouseClick(dock->view()->viewport(), Qt::LeftButton, {}, rect.center()); // one click
        return true;
    }
    return false;
}

// An MDL7 of two groups: group 1 named with 16 characters, triangle 0 of group 1 degenerate,
// bone 1 named with 25 characters.
QByteArray mdl7WithFindings()
{
    mdl7fixture::Spec spec;
    spec.groups = 2;
    spec.bones = 2;
    spec.boneSize = 48;
    auto f = format::readMdl7(mdl7fixture::build(spec));
    format::Mdl7Bone bone = f->bones()[1];
    bone.name = QByteArray("a_bone_name_of_25_chars__").leftJustified(32, '\0');
    std::vector<format::Mdl7Triangle> triangles = f->groups()[1].triangles;
    triangles[0].v[1] = triangles[0].v[0];
    if (!f->setBone(1, bone) || !f->setTriangles(1, triangles)
        || !f->setName(format::Mdl7File::NamedPart::Group, 1, "sixteen_chars_ab"))
        return {};
    return f->write();
}

// `editor` in `window`, current in `docks`, with the Issues dock shown.
bool showIn(QMainWindow &window, app::EditorDocks &docks, widgets::DocumentEditor *editor)
{
    window.setCentralWidget(editor);
    window.resize(1000, 760);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    docks.setCurrentEditor(editor);
    docks.issuesDock()->show();
    return QTest::qWaitFor([&] { return docks.issuesDock()->view()->isVisible(); });
}

bool writeTo(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// `bytes` saved as model.mdl in `dir` and opened; null (with a warning) if that fails.
std::unique_ptr<document::Document> openModel(const QTemporaryDir &dir, const QByteArray &bytes)
{
    const QString path = dir.filePath(QStringLiteral("model.mdl"));
    QString error;
    auto doc = writeTo(path, bytes) ? ackedit::testing::openFile(path, &error) : nullptr;
    if (!doc)
        qWarning("%s: %s", qPrintable(path), qPrintable(error));
    return doc;
}

std::vector<int> selected(const document::ModelSelection &selection)
{
    std::vector<int> out;
    for (int v = 0; v < selection.selection().vertexCount(); ++v)
        if (selection.contains(v))
            out.push_back(v);
    return out;
}

} // namespace

class TestIssuesDockWiring : public QObject
{
    Q_OBJECT

private slots:
    void followsEditorAndSelectsFrame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("frames.mdl"));
        {
            auto mdl = format::MdlFile::create(mdlfixture::cube("MDL5", 10));
            QVERIFY(mdl->setRawFrameName(2, QByteArray("sixteen_chars_ab")));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(mdl->write());
        }
        QString error;
        auto doc = ackedit::testing::openFile(path, &error);
        QVERIFY2(doc, qPrintable(error));

        QMainWindow window;
        QMenu menu;
        app::EditorDocks docks(&window, &menu);
        auto *editor = new FrameEditor(doc.get(), &window);
        window.setCentralWidget(editor);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        widgets::IssuesDock *dock = docks.issuesDock();
        QVERIFY(menu.actions().contains(dock->toggleViewAction()));
        QCOMPARE(dock->model()->rowCount(), 0);

        docks.setCurrentEditor(editor);
        QCOMPARE(dock->document(), doc.get());
        dock->show();
        int row = -1;
        for (int r = 0; r < dock->model()->rowCount(); ++r)
            if (dock->model()->finding(dock->model()->index(r, 0))->ruleId == QLatin1String("name-length/frame"))
                row = r;
        QVERIFY(row >= 0);
        QTRY_VERIFY(dock->view()->isVisible());
        const QRect rect = dock->view()->visualRect(dock->model()->index(row, widgets::FindingsModel::RuleColumn));
        QVERIFY(rect.isValid());
        QCOMPARE(editor->currentFrame(), 0);
        // A single click goes there (issue 32: it used to take a double click).
        QTest::mouseClick(dock->view()->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(editor->currentFrame(), 2);

        docks.release(editor);
        QCOMPARE(dock->document(), nullptr);
        QCOMPARE(dock->model()->rowCount(), 0);
    }

    void selectsGroupBoneAndTriangleVertices()
    {
        QTemporaryDir dir;
        const QByteArray bytes = mdl7WithFindings();
        QVERIFY(!bytes.isEmpty());
        const auto doc = openModel(dir, bytes);
        auto *model = qobject_cast<document::ModelDocument *>(doc.get());
        QVERIFY(model);
        QMainWindow window;
        app::EditorDocks docks(&window, nullptr);
        auto *editor = new widgets::ModelEditor(model, &window);
        QVERIFY(showIn(window, docks, editor));
        widgets::IssuesDock *dock = docks.issuesDock();
        document::ModelSelection *selection = editor->vertexSelection();
        QVERIFY(selection);
        const QList<document::ModelDocument::Group> groups = model->groups();
        QCOMPARE(groups.size(), 2);

        QVERIFY(activate(dock, QStringLiteral("name-length/group")));
        std::vector<int> group1;
        for (int v = 0; v < groups[1].vertexCount; ++v)
            group1.push_back(groups[1].firstVertex + v);
        QCOMPARE(selected(*selection), group1);

        editor->setCurrentFrame(1);
        document::FindingLocation where;
        QVERIFY(activate(dock, QStringLiteral("triangle/degenerate"), &where));
        QCOMPARE(where.group, 1);
        const auto file = format::readMdl7(bytes);
        const auto &t = file->groups()[1].triangles[size_t(where.index)];
        std::vector<int> corners{groups[1].firstVertex + int(t.v[0]), groups[1].firstVertex + int(t.v[2])};
        std::sort(corners.begin(), corners.end());
        QCOMPARE(selected(*selection), corners); // the two distinct corners, numbered after group 0
        QCOMPARE(editor->currentFrame(), 0);

        QVERIFY(activate(dock, QStringLiteral("name-length/bone")));
        const std::vector<int> bone1 = model->boneVertices(1);
        QVERIFY(!bone1.empty());
        QCOMPARE(selected(*selection), bone1);
        docks.release(editor);
    }

    void selectsUvRecord()
    {
        QTemporaryDir dir;
        const auto doc = openModel(dir, testing::validation::mdlUvOutside()); // UV record 0 at u = 3
        auto *model = qobject_cast<document::ModelDocument *>(doc.get());
        QVERIFY(model);
        QMainWindow window;
        app::EditorDocks docks(&window, nullptr);
        auto *editor = new widgets::ModelEditor(model, &window);
        QVERIFY(showIn(window, docks, editor));
        QVERIFY(editor->skinPaintDock());
        QCOMPARE(model->uvSelection().count(), 0);
        document::FindingLocation where;
        QVERIFY(activate(docks.issuesDock(), QStringLiteral("uv/range"), &where));
        QCOMPARE(where.index, 0);
        QCOMPARE(model->uvSelection().count(), 1);
        QVERIFY(model->uvSelection().contains(0));
        QCOMPARE(editor->skinPaintDock()->view()->settings()->tool(), widgets::SkinView::Tool::Uv);
        QVERIFY(editor->skinPaintDock()->isVisible());
        docks.release(editor);
    }

    void selectsBlocksUsingAMissingTexture()
    {
        QTemporaryDir dir;
        const QString level = dir.filePath(QStringLiteral("fix5.wmp"));
        QVERIFY(writeTo(level, ackedit::testing::wmpFixture5())); // textures stone, sky, glass
        QVERIFY(writeTo(dir.filePath(QStringLiteral("tiles.wad")), testing::validation::wad2({"stone", "sky"})));
        QString error;
        auto doc = ackedit::testing::openFile(level, &error);
        auto *scene = qobject_cast<document::SceneDocument *>(doc.get());
        QVERIFY2(scene, qPrintable(error));

        QMainWindow window;
        app::EditorDocks docks(&window, nullptr);
        auto *editor = new widgets::LevelEditor(scene, &window);
        QVERIFY(showIn(window, docks, editor));
        widgets::IssuesDock *dock = docks.issuesDock();
        document::FindingLocation where;
        QVERIFY(activate(dock, QStringLiteral("level/texture-missing"), &where));
        const QList<document::NodeId> users = scene->nodesUsingTexture(where.index);
        QVERIFY(!users.isEmpty());
        for (const document::NodeId id : users)
            QCOMPARE(scene->nodeKind(id), document::NodeKind::Block);
        QCOMPARE(editor->selection(), users);
        docks.release(editor);
    }
};

QTEST_MAIN(TestIssuesDockWiring)
#include "tst_issuesdockwiring.moc"
