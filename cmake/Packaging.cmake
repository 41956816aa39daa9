# Installing ackedit (cmake --install) and packaging it (cpack -G DEB; .ci/package-check installs
# the .deb and runs the installed binaries). resources/CMakeLists.txt installs the data files.
include(GNUInstallDirs)

# ackedit-cli loads its document commands from ../lib/ackedit beside its bin folder
# (app/cli/clidocumentloader.cpp), so the module goes to lib/ackedit, not the multiarch libdir:
# a private module in /usr/lib/<package>/, as Debian allows.
install(TARGETS ackedit-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS ackedit-cli-document LIBRARY DESTINATION lib/ackedit)
if(ACKEDIT_BUILD_APP)
  install(TARGETS ackedit RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

set(ACKEDIT_PACKAGE_MAINTAINER "ackedit maintainers <maintainers@users.noreply.a-seed-9d6e59cb.example>"
    CACHE STRING "Maintainer field of the .deb")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME ackedit)
set(CPACK_PACKAGE_VENDOR ackedit)
set(CPACK_PACKAGE_CONTACT "${ACKEDIT_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "editor for 3D GameStudio (Acknex) models, terrains and levels")
set(CPACK_PACKAGE_DESCRIPTION
    "ackedit opens, edits and saves the assets of 3D GameStudio (Acknex A4 to
A8): MDL models, HMP terrains, WMB compiled levels, WMP level sources (text
and binary) and WAD texture archives, with unlimited undo and without
changing the bytes that were not edited. ackedit-cli reads, checks and edits
the same files from the command line.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# RelWithDebInfo binaries carry their symbol index; the package does not need it.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # ackedit_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Depends from the libraries the binaries and the module link (dpkg-shlibdeps, from dpkg-dev),
# plus what Qt loads at run time, which no binary links: the SVG icon engine that draws the tool
# bar icons. Qt's own German texts (buttons of message boxes) are recommended.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
include(CPack)
