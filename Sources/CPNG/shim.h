#ifndef NAVBAR_CPNG_SHIM_H
#define NAVBAR_CPNG_SHIM_H

#include <png.h>

#endif
