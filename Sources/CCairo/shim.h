// Cairo (libcairo2-dev) for pixels and Pango (libpango1.0-dev) for text, joined by pangocairo.
#include <cairo.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
