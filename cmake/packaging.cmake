# `cpack -G DEB` in the build folder (scripts/package.sh runs it): schedlint_<version>_amd64.deb,
# which installs /usr/bin/schedlint. Its Depends are what dpkg-shlibdeps finds the binary linking
# (Z3, yaml-cpp, fmt, tinyxml2, libstdc++...), each at the version of the system it was built on.
set(CPACK_PACKAGE_NAME schedlint)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "static analyzer for Apache Hadoop YARN scheduler configuration")
set(CPACK_PACKAGE_DESCRIPTION
    "Reads capacity-scheduler.xml, fair-scheduler.xml, yarn-site.xml and a description of the \
cluster's nodes, and reports every value the ResourceManager would reject, and every setting it \
would accept and then misbehave on, at the file and line that causes it.")
set(CPACK_PACKAGE_CONTACT "schedlint maintainers <schedlint@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/schedlint/schedlint")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # schedlint_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
include(CPack)
