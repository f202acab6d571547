import CHarfBuzz
print(String(cString: hb_version_string()))
