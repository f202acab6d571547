/// An exit with `status` whose messages have already been printed.
struct ExitStatus: Error {
    /// The exit status.
    var status: Int32
}
