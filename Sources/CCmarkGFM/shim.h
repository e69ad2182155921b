// cmark-gfm (Debian: libcmark-gfm-dev) and its GFM extensions (libcmark-gfm-extensions-dev).
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
