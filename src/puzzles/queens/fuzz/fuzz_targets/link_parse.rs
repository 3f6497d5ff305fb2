//! Fuzz target: the link parser (the shared grammar and keys, through the default puzzle's
//! part) must never panic, and whatever it accepts must format and parse back to the same
//! link.
#![no_main]

use libfuzzer_sys::fuzz_target;
use queens::link;

fuzz_target!(|data: &[u8]| {
    if let Ok(s) = std::str::from_utf8(data) {
        if let Ok(l) = link::parse(s) {
            assert_eq!(link::parse(&link::format(&l)), Ok(l));
        }
    }
});
