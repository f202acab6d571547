print("NavbarBatchBenchmark: not written yet")
