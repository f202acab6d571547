#ifndef NAVBAR_CGIF_SHIM_H
#define NAVBAR_CGIF_SHIM_H

#include <gif_lib.h>

#endif
