#ifndef NAVBAR_CFONTCONFIG_SHIM_H
#define NAVBAR_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
