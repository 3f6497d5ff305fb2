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

/// The English word that agrees with `count` in a message: `one` for 1, `other` for any
/// other count ("1 solution", "0 solutions", "2 solutions"). The page words its own
/// messages from the code (its tables' plural forms, `www/js/lib/i18n.js`).
pub fn plural<'a>(count: u64, one: &'a str, other: &'a str) -> &'a str {
    if count == 1 {
        one
    } else {
        other
    }
}

/// Format characters (Unicode general category Cf, Unicode 15), as inclusive ranges: they
/// draw nothing (soft hyphen, zero-width space and joiners, bidirectional marks and
/// overrides, the byte order mark, tags).
const FORMAT: [(u32, u32); 20] = [
    (0x00AD, 0x00AD),
    (0x0600, 0x0605),
    (0x061C, 0x061C),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x0890, 0x0891),
    (0x08E2, 0x08E2),
    (0x180E, 0x180E),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x2064),
    (0x2066, 0x206F),
    (0xFEFF, 0xFEFF),
    (0xFFF9, 0xFFFB),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
    (0x13430, 0x1343F),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0001, 0xE007F),
];

/// True for a character a message cannot show: a control (Cc), a format character (Cf),
/// the line or paragraph separator (U+2028, U+2029).
fn invisible(c: char) -> bool {
    let code = c as u32;
    c.is_control()
        || code == 0x2028
        || code == 0x2029
        || FORMAT.iter().any(|&(lo, hi)| (lo..=hi).contains(&code))
}

/// Text from a visitor (a link's value, a rule) as a message quotes it: each character a
/// message cannot show as its JavaScript escape (`\u0000`, `\u{e0001}`), the rest as it
/// is, cut after `max` characters with `…`, so a message shows what was given, invisible
/// characters too, and stays short. The page quotes its own fields' text the same way
/// (`www/js/lib/typed.js` `quoteTyped`).
#[inline(never)]
pub fn shown(s: &str, max: usize) -> String {
    let mut out = String::new();
    for (count, c) in s.chars().enumerate() {
        if count == max {
            out.push('…');
            break;
        }
        if !invisible(c) {
            out.push(c);
            continue;
        }
        let code = c as u32;
        let hex = b"0123456789abcdef";
        out.push_str(if code > 0xFFFF { "\\u{" } else { "\\u" });
        let digits = if code > 0xFFFF { (32 - code.leading_zeros()).div_ceil(4) } else { 4 };
        for i in (0..digits).rev() {
            out.push(hex[((code >> (4 * i)) & 0xF) as usize] as char);
        }
        if code > 0xFFFF {
            out.push('}');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::shown;

    #[test]
    fn shown_escapes_what_a_message_cannot_show_and_cuts_long_text() {
        assert_eq!(shown("8\u{0}", 24), "8\\u0000");
        assert_eq!(shown("n\u{7}", 24), "n\\u0007");
        assert_eq!(shown("\t\u{1b}\u{7f}\u{9f}", 24), "\\u0009\\u001b\\u007f\\u009f");
        assert_eq!(shown("a\u{200b}b\u{202e}c\u{feff}", 24), "a\\u200bb\\u202ec\\ufeff");
        assert_eq!(shown("\u{2028}\u{2029}", 24), "\\u2028\\u2029");
        assert_eq!(shown("\u{e0001}", 24), "\\u{e0001}");
        // Visible text, full-width digits and Chinese included, is quoted as it is.
        assert_eq!(shown("８ 个物品 <b>“x”", 24), "８ 个物品 <b>“x”");
        assert_eq!(shown("abcdef", 3), "abc…");
        assert_eq!(shown("\u{0}\u{0}\u{0}\u{0}", 2), "\\u0000\\u0000…");
    }
}
