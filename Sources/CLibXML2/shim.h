#ifndef NAVBAR_CLIBXML2_SHIM_H
#define NAVBAR_CLIBXML2_SHIM_H

// libxml2's types and constants only: XLIFFReading loads the library with dlopen when it first reads an XLIFF
// file (LibXML2.swift), so that navbar's start-up does not load libxml2 and the ICU it links.
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#endif
