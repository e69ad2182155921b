// libjpeg-turbo's TurboJPEG API (libturbojpeg0-dev): JPEG decoding that reports errors by return
// code, not by longjmp, so Swift can call it safely.
#include <turbojpeg.h>
