# Faster builds for contributors and CI (issue 36, point 7). Each part can be switched off; none
# changes what is built.

# ccache: paths under the checkout are made relative (base_dir) and the build folder is not
# hashed, so a clone in another folder hits the cache of the first. The sloppiness is what ccache
# needs to cache objects built with a precompiled header (pch_defines, time_macros) and objects
# whose headers were generated moments before (moc, the PCH itself). The inode cache hashes each
# precompiled header (200 to 320 MB) once instead of once per object that uses it: a cache hit
# took 0.33 s, nearly all of it hashing that file, and takes 0.01 s.
# Depend mode: a miss costs the compiler run only. Otherwise ccache first runs the preprocessor
# over every file it has not seen (0.35 to 0.7 s a file with the Qt headers, a tenth of a first
# build) to look for the result by the preprocessed text. Depend mode keys results by the command
# line and the contents of the headers the compiler reports (-MD), which match between clones as
# well: a second clone hits every object. It does not reuse results stored without depend mode
# (a cache filled by an earlier ackedit misses once).
option(ACKEDIT_CCACHE "Compile through ccache when it is installed" ON)
find_program(ACKEDIT_CCACHE_PROGRAM ccache)
if(ACKEDIT_CCACHE AND ACKEDIT_CCACHE_PROGRAM)
  set(CMAKE_CXX_COMPILER_LAUNCHER
      ${CMAKE_COMMAND} -E env
      CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}
      CCACHE_NOHASHDIR=true
      CCACHE_INODECACHE=true
      CCACHE_DEPEND=true
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
      ${ACKEDIT_CCACHE_PROGRAM})
endif()

# AUTOMOC runs the compiler once per target (about 240 of them) only to list its predefined macros
# for moc (moc_predefs.h); moc's own defaults parse this project's headers the same, and that run
# was about half of a cached rebuild's time.
option(ACKEDIT_MOC_PREDEFS "Let AUTOMOC ask the compiler for its predefined macros (moc_predefs.h)" OFF)
set(CMAKE_AUTOMOC_COMPILER_PREDEFINES ${ACKEDIT_MOC_PREDEFS})

# mold links the ~210 statically linked test programs several times faster than GNU ld.
option(ACKEDIT_MOLD "Link with mold when it is installed" ON)
find_program(ACKEDIT_MOLD_PROGRAM mold)
if(ACKEDIT_MOLD AND ACKEDIT_MOLD_PROGRAM
   AND (CMAKE_CXX_COMPILER_ID STREQUAL "Clang"
        OR (CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12.1)))
  add_link_options(-fuse-ld=mold)
endif()

# Precompiled headers: the standard, Qt and Eigen headers every file of a layer parses again
# (about a third of a test file's compile time). Only headers from outside the project, so a
# header of ours that changes never rebuilds a whole layer; and a build with ACKEDIT_PCH=OFF
# checks that every file still includes what it uses.
option(ACKEDIT_PCH "Precompile the standard, Qt and Eigen headers of each layer" ON)
if(ACKEDIT_PCH AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # Only for gcc: CMake hands Clang the header as `-Xclang -include-pch /absolute/path`, an option
  # ccache hashes as it is, so no clone in another folder would reuse a single Clang object (the
  # fuzz build of a second clone missed on every file); without the header they all hit.
  set(ACKEDIT_PCH OFF)
endif()
set(ACKEDIT_PCH_HEADERS_format
    <algorithm> <array> <cmath> <cstdint> <cstring> <functional> <map> <memory> <optional>
    <set> <string> <unordered_map> <utility> <vector>
    <QByteArray> <QFile> <QHash> <QList> <QString> <QStringList>
    <Eigen/Core> <Eigen/Geometry>)
set(ACKEDIT_PCH_HEADERS_document ${ACKEDIT_PCH_HEADERS_format}
    <QColor> <QImage> <QObject> <QPointer> <QUndoCommand> <QUndoStack> <QVector3D>)
set(ACKEDIT_PCH_HEADERS_widgets ${ACKEDIT_PCH_HEADERS_document}
    <QAction> <QComboBox> <QDockWidget> <QLabel> <QMenu> <QTreeView> <QVBoxLayout> <QWidget>)
set(ACKEDIT_PCH_HEADERS_viewport ${ACKEDIT_PCH_HEADERS_document}
    <QWidget> <Qt3DCore/QEntity> <Qt3DCore/QGeometry> <Qt3DCore/QTransform>
    <Qt3DRender/QGeometryRenderer> <Qt3DRender/QMaterial>)

# Gives `target` the precompiled headers of `layer` (a list above, plus <QtTest> when the group
# name starts with "test"). The first target of a group compiles them; the others of the group
# reuse that file, so a group must share its compile flags and the definitions its headers use
# (gcc skips a header built otherwise; -Winvalid-pch makes that a warning, and the build has none).
function(ackedit_precompile target layer group)
  if(NOT ACKEDIT_PCH)
    return()
  endif()
  get_property(owner GLOBAL PROPERTY ACKEDIT_PCH_OWNER_${group})
  if(owner)
    target_precompile_headers(${target} REUSE_FROM ${owner})
    return()
  endif()
  set(headers ${ACKEDIT_PCH_HEADERS_${layer}})
  if(group MATCHES "^test")
    list(APPEND headers <QtTest>)
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
  set_property(GLOBAL PROPERTY ACKEDIT_PCH_OWNER_${group} ${target})
endfunction()

# Compiles a library's sources in batches, through generated files that include them by their
# path in the checkout: the headers are parsed (or the precompiled header loaded) and the inline
# code they instantiate compiled once per batch instead of once per file. Not CMake's
# UNITY_BUILD: its files include sources by absolute path, so no other clone would hit ccache.
# Files of one batch share their file-local names: two helpers of the same name in one library
# fail here (give the helper one home in a header). A file with include folders of its own, or
# with its own tr() (each names the translation context lupdate gives its calls), compiles alone.
function(ackedit_compile_in_batches target batch_size)
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(batched "")
  foreach(source ${sources})
    if(NOT source MATCHES "\\.cpp$")
      continue()
    endif()
    cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${source_dir})
    get_source_file_property(own_includes ${source} TARGET_DIRECTORY ${target} INCLUDE_DIRECTORIES)
    file(STRINGS ${source} own_tr REGEX "^QString tr\\(const char")
    if(NOT own_includes AND NOT own_tr)
      list(APPEND batched ${source})
    endif()
  endforeach()
  if(NOT batched)
    return()
  endif()
  set_source_files_properties(${batched} TARGET_DIRECTORY ${target} PROPERTIES HEADER_FILE_ONLY ON)
  list(LENGTH batched count)
  math(EXPR last "${count} - 1")
  set(batch_files "")
  foreach(first RANGE 0 ${last} ${batch_size})
    list(SUBLIST batched ${first} ${batch_size} batch_sources)
    set(content "// generated by CMake (ackedit_compile_in_batches)\n")
    foreach(source ${batch_sources})
      file(RELATIVE_PATH relative ${CMAKE_SOURCE_DIR} ${source})
      string(APPEND content "#include \"${relative}\"\n")
    endforeach()
    list(LENGTH batch_files index)
    set(batch ${CMAKE_BINARY_DIR}/batches/${target}_${index}.cpp)
    file(CONFIGURE OUTPUT ${batch} CONTENT "${content}")
    list(APPEND batch_files ${batch})
  endforeach()
  target_sources(${target} PRIVATE ${batch_files})
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR})
endfunction()

# The format and document libraries in batches of 8: always in the fuzz build (clang, which gets
# no precompiled header there), and in the main build, with the viewport, widgets, app and CLI
# command libraries (and the test programs in batches of up to 16, tests/CMakeLists.txt), unless
# ACKEDIT_BATCHES is off. The cost: an edit recompiles its file's batch. Turn it off with
# ACKEDIT_PCH to check includes file by file.
option(ACKEDIT_BATCHES "Compile the libraries in batches of 8 files and the test programs in batches of up to 16" ON)
macro(ackedit_compile_core_in_batches)
  foreach(target ackedit_format_base ${ACKEDIT_FORMAT_FAMILY_TARGETS} ackedit_format ackedit_document)
    ackedit_compile_in_batches(${target} 8)
  endforeach()
endmacro()
macro(ackedit_compile_ui_in_batches)
  foreach(target ackedit_viewport ackedit_widgets ackedit_app_lib)
    ackedit_compile_in_batches(${target} 8)
  endforeach()
endmacro()
