//! The one error contract of the core: every error type a user can cause implements
//! [`ErrorCode`], and the wasm facade throws that code, whichever puzzle or module raised
//! it. The page maps each code to a message in its language, in one table
//! (`www/js/lib/errors.js`), so no English `Display` text reaches the wasm.

/// A core error's code for the page, one per kind of error (`size-out-of-range`,
/// `no-solution`, `past-end`, …).
pub trait ErrorCode {
    /// The kebab-case code.
    fn code(&self) -> &'static str;
}
