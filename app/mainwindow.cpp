#include "mainwindow.h"

#include "actions.h"
#include "autosaver.h"
#include "busyindicator.h"
#include "documentmanager.h"
#include "documenttabs.h"
#include "docks/issuesdock.h"
#include "editordocks.h"
#include "filefilters.h"
#include "fileloader.h"
#include "keypadviews.h"
#include "interchangeflow.h"
#include "translations.h"
#include "newdocuments.h"
#include "preferencesapplier.h"
#include "prompts.h"
#include "recentfiles.h"
#include "startpage.h"
#include "toolbars.h"

#include "document.h"
#include "documentfactory.h"
#include "documentopen.h"
#include "recovery/recoverystore.h"
#include "editors/documenteditor.h"
#include "elidedlabel.h"
#include "fieldundofilter.h"
#include "languagechange.h"
#include "wheelfieldfilter.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoView>

namespace ackedit::app {

namespace {
const QString geometryKey = QStringLiteral("mainWindow/geometry");
const QString stateKey = QStringLiteral("mainWindow/state");
const QString panelsKey = QStringLiteral("mainWindow/panels");
constexpr int layoutVersion = 1;

QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            files << url.toLocalFile();
    }
    return files;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_documents(new DocumentManager(this)),
      m_loader(new FileLoader(this)),
      m_recent(new RecentFiles(this)),
      m_autosaver(new Autosaver(m_documents, Autosaver::defaultFolder(), this)),
      m_prompts(std::make_unique<Prompts>())
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    m_tabs = new DocumentTabs(this);
    m_tabs->setObjectName(QStringLiteral("documentTabs"));
    m_startPage = new StartPage(this);
    m_central = new QStackedWidget(this);
    m_central->addWidget(m_startPage);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);

    m_actions = new Actions(this, m_documents->undoGroup());
    m_preferences = new PreferencesApplier(m_documents, m_autosaver, m_actions, this);
    // Menus, tool bars, docks and editors follow at once (widgets::onLanguageChange).
    connect(m_preferences, &PreferencesApplier::languageChanged, this,
            [](const QString &language) { setLanguage(QCoreApplication::instance(), language); });
    m_toolBars = new ToolBars(this, m_actions);
    m_recent->attachMenu(m_actions->recentMenu);
    m_editorDocks = new EditorDocks(this, m_actions->docksMenu, this);
    createHistoryDock();

    // One line shared by the last message (left, elided at the end) and the document summary
    // (right, elided in the middle): neither is drawn over the other however long the path.
    m_message = new widgets::ElidedLabel(Qt::ElideMiddle, this);
    m_message->setObjectName(QStringLiteral("message"));
    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, this, [this] { m_message->setFullText(QString()); });
    m_summary = new widgets::ElidedLabel(Qt::ElideMiddle, this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_busy = new BusyIndicator(this);
    m_busy->setObjectName(QStringLiteral("busyIndicator"));
    statusBar()->addWidget(m_message, 1);
    statusBar()->addPermanentWidget(m_busy);
    statusBar()->addPermanentWidget(m_summary);

    connectActions();
    new NewDocuments(
        m_actions, this, [this](std::unique_ptr<format::AssetFile> asset) { openAsset(std::move(asset), QString()); },
        [this](const QString &title, const QString &message) { fail(title, message); });
    m_interchange = new InterchangeFlow(
        m_actions, this, [this](const QString &title, const QString &message) { fail(title, message); },
        [this](const QString &message) { showStatus(message, 10000); });
    // Ctrl+Z / Ctrl+Shift+Z reach the document while a field has the focus (unless it holds
    // uncommitted typing).
    qApp->installEventFilter(new widgets::FieldUndoFilter(this));
    // Scrolling a dock or the properties panel never turns the fields it passes.
    qApp->installEventFilter(new widgets::WheelFieldFilter(this));
    qApp->installEventFilter(new KeypadViewFilter(this, m_actions->viewPresets));
    connect(m_loader, &FileLoader::loaded, this, &MainWindow::fileLoaded);
    connect(m_loader, &FileLoader::started, this, [this] {
        QStringList names;
        for (const QString &path : m_loader->pendingFiles())
            names << QFileInfo(path).fileName();
        m_busy->setFiles(names);
    });
    connect(m_loader, &FileLoader::busyChanged, this, [this](bool busy) {
        if (!busy)
            m_busy->setFiles({});
    });
    connect(m_documents, &DocumentManager::documentAdded, this, &MainWindow::addTab);
    connect(m_documents, &DocumentManager::documentAboutToClose, this, &MainWindow::removeTab);
    connect(m_documents, &DocumentManager::documentTitleChanged, this, &MainWindow::updateTabTitle);
    connect(m_documents, &DocumentManager::currentChanged, this, &MainWindow::currentDocumentChanged);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (!m_syncingTabs)
            m_documents->setCurrentIndex(index);
    });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeDocument);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openRecent);
    connect(m_autosaver, &Autosaver::failed, this, [this](const QString &error) { showStatus(error, 10000); });

    updateActions();
    widgets::onLanguageChange(this, [this] {
        m_startPage->setHint(tr("Open a model, terrain or level with File ▸ Open, or drop files here."));
        m_historyDock->setWindowTitle(tr("History"));
        m_history->setEmptyLabel(tr("<opened>"));
            for (int i = 0; i < m_documents->count(); ++i) // "untitled"
            m_tabs->setTabText(i, DocumentManager::title(m_documents->document(i)));
        updateWindowTitle();
        updateSummary();
    });
    resize(1200, 800);
}

MainWindow::~MainWindow()
{
    // Tear down in a fixed order, with no signal reaching a half-destroyed window: docks go back
    // to their editors, then editors and documents go while the tab widget still exists.
    disconnect(m_tabs, nullptr, this, nullptr);
    disconnect(m_documents, nullptr, this, nullptr);
    for (int i = 0; i < m_documents->count(); ++i)
        m_editorDocks->release(m_documents->editor(i));
    delete m_autosaver; // a normal end: its recovery copies go
    m_autosaver = nullptr;
    delete m_documents;
    m_documents = nullptr;
}

void MainWindow::connectActions()
{
    connect(m_actions->open, &QAction::triggered, this, &MainWindow::openFileDialog);
    connect(m_actions->save, &QAction::triggered, this, &MainWindow::saveCurrent);
    connect(m_actions->saveAs, &QAction::triggered, this, &MainWindow::saveCurrentAs);
    connect(m_actions->close, &QAction::triggered, this, &MainWindow::closeCurrent);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions->frameAll, &QAction::triggered, this, [this] {
        if (widgets::Viewport *view = viewport())
            view->frameAll();
    });
    for (int i = 0; i < m_actions->viewPresets.size(); ++i) {
        connect(m_actions->viewPresets[i], &QAction::triggered, this, [this, i] {
            if (widgets::Viewport *view = viewport())
                view->setViewPreset(widgets::Viewport::ViewPreset(i));
        });
    }
    for (QAction *mode : {m_actions->textured, m_actions->shaded, m_actions->wireframe})
        connect(mode, &QAction::triggered, this, &MainWindow::applyViewSettings);
    connect(m_actions->showGrid, &QAction::toggled, this, &MainWindow::applyViewSettings);
    connect(m_actions->cullBackFaces, &QAction::toggled, this, &MainWindow::applyViewSettings);
    const auto stepFrame = [this](int step) {
        widgets::DocumentEditor *editor = m_documents->currentEditor();
        if (editor && editor->frameCount() > 1)
            editor->setCurrentFrame(editor->currentFrame() + step);
    };
    connect(m_actions->nextFrame, &QAction::triggered, this, [stepFrame] { stepFrame(1); });
    connect(m_actions->previousFrame, &QAction::triggered, this, [stepFrame] { stepFrame(-1); });
    const auto stepTab = [this](int step) {
        const int n = m_documents->count();
        if (n > 1)
            m_documents->setCurrentIndex((m_documents->currentIndex() + step + n) % n);
    };
    connect(m_actions->nextTab, &QAction::triggered, this, [stepTab] { stepTab(1); });
    connect(m_actions->previousTab, &QAction::triggered, this, [stepTab] { stepTab(-1); });
}

void MainWindow::createHistoryDock()
{
    m_historyDock = new QDockWidget(this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_history = new QUndoView(m_documents->undoGroup(), m_historyDock);
    m_history->setObjectName(QStringLiteral("historyView"));
    m_historyDock->setWidget(m_history);
    addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);
    resizeDocks({m_historyDock}, {180}, Qt::Horizontal); // a list of short command names
    QAction *toggle = m_historyDock->toggleViewAction();
    toggle->setObjectName(QStringLiteral("actionHistory"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_actions->docksMenu->addAction(toggle);
    m_actions->docksMenu->addSeparator();
}

// --- Opening ---------------------------------------------------------------------------------

// Built into bin/demo beside the binary; installed into share/ackedit/demo beside bin.
QString MainWindow::demoPath()
{
    const QString dir = QCoreApplication::applicationDirPath();
    const QString built = dir + QStringLiteral("/demo/demo.mdl");
    const QString installed = QDir::cleanPath(dir + QStringLiteral("/../share/ackedit/demo/demo.mdl"));
    return QFileInfo::exists(built) || !QFileInfo::exists(installed) ? built : installed;
}

void MainWindow::openFile(const QString &path)
{
    if (path.isEmpty())
        return;
    if (const int index = m_documents->indexOfFile(path); index >= 0) {
        m_documents->setCurrentIndex(index);
        return;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_requested.contains(absolute))
        return;
    showStatus(tr("Loading %1…").arg(QDir::toNativeSeparators(path)));
    m_requested << absolute;
    m_loader->load(absolute);
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths)
        openFile(path);
}

bool MainWindow::waitForLoads(int timeoutMs)
{
    if (!m_loader->isLoading())
        return true;
    QEventLoop loop;
    connect(m_loader, &FileLoader::busyChanged, &loop, [&loop](bool busy) {
        if (!busy)
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return !m_loader->isLoading();
}

bool MainWindow::waitForEditors(int timeoutMs)
{
    const auto busy = [this] {
        for (int i = 0; i < m_documents->count(); ++i) {
            if (m_documents->editor(i) && m_documents->editor(i)->isLoading())
                return true;
        }
        return false;
    };
    QElapsedTimer timer;
    timer.start();
    while (busy() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    QCoreApplication::processEvents(); // what the last read brought reaches the views
    return !busy();
}

bool MainWindow::openFileAndWait(const QString &path)
{
    openFile(path);
    waitForLoads();
    return m_documents->indexOfFile(path) >= 0;
}

bool MainWindow::openDemo(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        m_error.clear();
        showStatus(tr("No demo model at %1; use File ▸ Open to load a model.")
                                     .arg(QDir::toNativeSeparators(path)));
        return true;
    }
    return openFileAndWait(path);
}

void MainWindow::fileLoaded(LoadedFile *file)
{
    // Only the asset is taken: other receivers of loaded() still read the path and timings.
    auto copy = std::make_unique<LoadedFile>();
    copy->path = file->path;
    copy->read.asset = std::move(file->read.asset);
    copy->read.error = file->read.error;
    copy->workerMs = file->workerMs;
    m_finished[file->path] = std::move(copy);
    while (!m_requested.isEmpty()) {
        const auto ready = m_finished.find(m_requested.first());
        if (ready == m_finished.end())
            break;
        const std::unique_ptr<LoadedFile> next = std::move(ready->second);
        m_finished.erase(ready);
        m_requested.removeFirst();
        addLoadedFile(*next);
    }
}

void MainWindow::addLoadedFile(LoadedFile &loaded)
{
    LoadedFile *file = &loaded;
    // The same file may have been opened twice while loading; keep the first.
    if (file->read.asset) {
        if (const int index = m_documents->indexOfFile(file->path); index >= 0) {
            m_documents->setCurrentIndex(index);
            return;
        }
    }
    // Documents and editors are built here, on the GUI thread: they are QObjects and widgets.
    // Building may still find the asset unusable (a frame that cannot be meshed).
    document::OpenedDocument opened =
        document::finishOpening(std::move(file->read), file->path, QFileInfo(file->path).fileName());
    if (!opened.document) {
        fail(tr("Cannot Open File"), opened.error);
        emit openFailed(file->path, m_error);
        return;
    }
    document::Document *doc = opened.document.get();
    m_documents->addDocument(std::move(opened.document), m_tabs);
    if (file->path != QFileInfo(demoPath()).absoluteFilePath())
        m_recent->add(file->path);
    m_error.clear();
    showStatus(tr("Opened %1").arg(QDir::toNativeSeparators(file->path)), 5000);
    emit documentOpened(doc);
}

document::Document *MainWindow::openAsset(std::unique_ptr<format::AssetFile> asset, const QString &fileName)
{
    std::unique_ptr<document::Document> document = document::createDocument(std::move(asset), fileName);
    document::Document *doc = document.get();
    m_documents->addDocument(std::move(document), m_tabs);
    emit documentOpened(doc);
    return doc;
}

void MainWindow::openFileDialog()
{
    const document::Document *current = m_documents->currentDocument();
    const QString directory = current && !current->fileName().isEmpty()
                                  ? QFileInfo(current->fileName()).absolutePath()
                                  : (m_recent->files().isEmpty() ? QString() : QFileInfo(m_recent->files().first()).absolutePath());
    openFiles(m_prompts->openFileNames(this, directory, openFileFilter()));
}

void MainWindow::openRecent(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        m_recent->remove(path);
        fail(tr("File Not Found"),
             tr("%1 no longer exists; it was removed from the recent files.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    openFile(path);
}

void MainWindow::fail(const QString &title, const QString &message)
{
    m_error = message;
    showStatus(message);
    m_prompts->showError(this, title, message);
}

// --- Tabs, title and status ------------------------------------------------------------------

void MainWindow::addTab(int index)
{
    widgets::DocumentEditor *editor = m_documents->editor(index);
    const document::Document *doc = m_documents->document(index);
    m_syncingTabs = true;
    m_tabs->insertTab(index, editor, DocumentManager::title(doc));
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(doc->fileName()));
    m_syncingTabs = false;
    m_central->setCurrentWidget(m_tabs);
    connect(editor, &widgets::DocumentEditor::statusTextChanged, this, [this, editor] {
        if (m_documents && editor == m_documents->currentEditor())
            updateSummary();
    });
    connect(editor, &widgets::DocumentEditor::framesChanged, this, [this, editor] {
        if (m_documents && editor == m_documents->currentEditor())
            updateFrameActions();
    });
    // A built WMB opens in a tab; built again, its unchanged tab is read again from the new file.
    connect(editor, &widgets::DocumentEditor::openRequested, this, [this](const QString &path) {
        const int open = m_documents->indexOfFile(path);
        if (open >= 0 && !m_documents->document(open)->isModified())
            m_documents->closeDocument(open);
        openFile(path);
    });
    connect(editor, &widgets::DocumentEditor::findingsReported, this,
            [this, editor](const std::vector<document::Finding> &findings) {
                m_editorDocks->issuesDock()->setReportedFindings(editor->document(), findings);
                if (!findings.empty())
                    m_editorDocks->issuesDock()->show();
            });
    // Another of the editor's views is worked in (a level's 2D views are in wireframe): View ▸
    // render mode and grid show that view's settings, and act on it from now on.
    connect(editor, &widgets::DocumentEditor::viewportChanged, this, [this, editor] {
        if (m_documents && editor == m_documents->currentEditor())
            showViewSettings();
    });
    // The 3D view's embedded window gets drags before this window does: open what it forwards.
    if (widgets::Viewport *view = editor->viewport()) {
        connect(view, &widgets::Viewport::filesDropped, this, [this](const QList<QUrl> &urls) {
            QStringList files;
            for (const QUrl &url : urls)
                files << url.toLocalFile();
            openFiles(files);
        });
    }
}

void MainWindow::removeTab(int index)
{
    widgets::DocumentEditor *editor = m_documents->editor(index);
    m_editorDocks->release(editor);
    m_syncingTabs = true;
    m_tabs->removeTab(index);
    m_syncingTabs = false;
    if (m_tabs->count() == 0)
        m_central->setCurrentWidget(m_startPage);
}

void MainWindow::updateTabTitle(int index)
{
    const document::Document *doc = m_documents->document(index);
    m_tabs->setTabText(index, DocumentManager::title(doc));
    m_tabs->setTabToolTip(index, QDir::toNativeSeparators(doc->fileName()));
    if (index == m_documents->currentIndex())
        currentDocumentChanged(index);
}

void MainWindow::currentDocumentChanged(int index)
{
    m_syncingTabs = true;
    m_tabs->setCurrentIndex(index);
    m_syncingTabs = false;
    m_editorDocks->setCurrentEditor(m_documents->editor(index));
    m_toolBars->setEditor(m_documents->editor(index));
    m_actions->editorViewMenu->clear();
    if (widgets::DocumentEditor *editor = m_documents->editor(index))
        m_actions->editorViewMenu->addActions(editor->viewActions());
    m_actions->editorViewMenu->menuAction()->setVisible(!m_actions->editorViewMenu->isEmpty());
    if (m_editorMenu) // (gone already when its editor was closed)
        menuBar()->removeAction(m_editorMenu);
    m_editorMenu = nullptr;
    if (widgets::DocumentEditor *editor = m_documents->editor(index); editor && editor->editorMenu())
        m_editorMenu = menuBar()->insertMenu(m_actions->helpMenu->menuAction(), editor->editorMenu());
    updateWindowTitle();
    updateActions();
    updateSummary();
}

void MainWindow::updateWindowTitle()
{
    const document::Document *doc = m_documents->currentDocument();
    setWindowTitle(doc ? tr("%1[*] — ackedit").arg(doc->displayName()) : tr("ackedit"));
    setWindowModified(doc && doc->isModified());
}

void MainWindow::applyViewSettings()
{
    widgets::Viewport *view = viewport();
    if (!view)
        return;
    view->setRenderMode(m_actions->wireframe->isChecked() ? widgets::Viewport::RenderMode::Wireframe
                        : m_actions->shaded->isChecked()  ? widgets::Viewport::RenderMode::Shaded
                                                          : widgets::Viewport::RenderMode::Textured);
    view->setGridVisible(m_actions->showGrid->isChecked());
    view->setBackFaceCulling(m_actions->cullBackFaces->isChecked());
}

void MainWindow::showViewSettings()
{
    widgets::Viewport *view = viewport();
    if (!view)
        return;
    using Mode = widgets::Viewport::RenderMode;
    m_actions->textured->setChecked(view->renderMode() == Mode::Textured);
    m_actions->shaded->setChecked(view->renderMode() == Mode::Shaded);
    m_actions->wireframe->setChecked(view->renderMode() == Mode::Wireframe);
    const QSignalBlocker blocker(m_actions->showGrid); // toggled applies
    m_actions->showGrid->setChecked(view->isGridVisible());
    const QSignalBlocker cullBlocker(m_actions->cullBackFaces);
    m_actions->cullBackFaces->setChecked(view->backFaceCulling());
}

void MainWindow::updateActions()
{
    const bool hasDocument = m_documents->currentDocument() != nullptr;
    m_actions->save->setEnabled(hasDocument);
    m_actions->saveAs->setEnabled(hasDocument);
    m_actions->close->setEnabled(hasDocument);
    widgets::Viewport *view = viewport();
    m_actions->frameAll->setEnabled(view != nullptr);
    for (QAction *a : {m_actions->textured, m_actions->shaded, m_actions->wireframe, m_actions->showGrid,
                       m_actions->cullBackFaces})
        a->setEnabled(view != nullptr);
    for (QAction *a : m_actions->viewPresets)
        a->setEnabled(view != nullptr);
    applyViewSettings(); // the view mode is the window's, so every tab shows the same
    updateFrameActions();
    m_actions->nextTab->setEnabled(m_documents->count() > 1);
    m_actions->previousTab->setEnabled(m_documents->count() > 1);
}

void MainWindow::updateFrameActions()
{
    const widgets::DocumentEditor *editor = m_documents->currentEditor();
    const bool animated = editor && editor->frameCount() > 1;
    m_actions->nextFrame->setEnabled(animated);
    m_actions->previousFrame->setEnabled(animated);
}

QString MainWindow::currentName() const
{
    const document::Document *doc = m_documents->currentDocument();
    return doc ? doc->displayName() : QString();
}

QString MainWindow::summaryText() const
{
    const widgets::DocumentEditor *editor = m_documents->currentEditor();
    if (!editor)
        return tr("No file");
    try {
        return editor->statusText();
    } catch (const format::FormatError &error) {
        return error.toString(currentName());
    }
}

void MainWindow::updateSummary()
{
    m_summary->setFullText(summaryText());
}

void MainWindow::showStatus(const QString &text, int timeoutMs)
{
    m_message->setFullText(text);
    if (timeoutMs > 0)
        m_messageTimer->start(timeoutMs);
    else
        m_messageTimer->stop();
}

QString MainWindow::statusMessage() const
{
    return m_message->fullText();
}

widgets::Viewport *MainWindow::viewport() const
{
    const widgets::DocumentEditor *editor = m_documents->currentEditor();
    return editor ? editor->viewport() : nullptr;
}

// --- Window events and layout ----------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSaveAll()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    openFiles(files);
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState(layoutVersion));
    settings.setValue(panelsKey, m_editorDocks->visibility());
}

bool MainWindow::restoreLayout()
{
    QSettings settings;
    const bool geometry = restoreGeometry(settings.value(geometryKey).toByteArray());
    const bool state = restoreState(settings.value(stateKey).toByteArray(), layoutVersion);
    m_editorDocks->setVisibility(settings.value(panelsKey).toMap());
    return geometry && state;
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ackedit"),
                       tr("<h3>ackedit %1</h3><p>An editor for 3D GameStudio (Acknex) models, terrains and "
                          "levels.</p>")
                           .arg(QStringLiteral(ACKEDIT_VERSION)));
}

QImage MainWindow::grabWithViewport(int timeoutMs)
{
    widgets::Viewport *view = viewport() ? viewport() : m_startPage->view();
    const QImage content = view && view->isVisible() ? view->captureWithContent(timeoutMs) : QImage();
    // Pending layouts first: a status text set just now would otherwise keep the old width.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QPixmap shot = grab();
    if (!content.isNull()) {
        QWidget *render = view->renderWidget();
        QPainter painter(&shot);
        painter.drawImage(QRectF(QRect(render->mapTo(this, QPoint(0, 0)), render->size())), content);
    }
    return shot.toImage();
}

} // namespace ackedit::app
