print("navbar")
