//! Fuzz target: the link parser (the shared grammar and keys, through the default puzzle's
//! part) must never panic, and whatever it accepts must format and parse back to the same
//! link, but where a damaged `ans` was cut: the answers kept are written, and read back
//! without the cut.
#![no_main]

use libfuzzer_sys::fuzz_target;
use queens::link;

fuzz_target!(|data: &[u8]| {
    if let Ok(s) = std::str::from_utf8(data) {
        if let Ok(mut l) = link::parse(s) {
            let again = link::parse(&link::format(&l));
            if let Some(e) = l.puzzle.exercise.as_mut() {
                e.answers_cut = None;
            }
            assert_eq!(again, Ok(l));
        }
    }
});
