// zlib (zlib1g-dev): deflate for the frames of animated PNGs, which Loom encodes itself so that
// every frame has the same colour type (Cairo writes opaque images as RGB, others as RGBA).
#include <zlib.h>
