//! The golden links (src/puzzles/*/tests/links.golden): each valid link parses and formats
//! to its recorded form, each bad one fails with its recorded code.

use queens::link;

#[test]
fn golden_links_parse_format_and_fail_as_recorded() {
    for file in [
        include_str!("links.golden"),
        include_str!("../../knight/tests/links.golden"),
        include_str!("../../knapsack/tests/links.golden"),
    ] {
        for line in file.lines().filter(|l| !l.starts_with('#')) {
            let cols: Vec<&str> = line.split('\t').collect();
            let (fragment, outcome, text) = (cols[0], cols[1], cols[2]);
            match (outcome, link::parse(fragment)) {
                ("ok", Ok(l)) => assert_eq!(link::format(&l), text, "{fragment}"),
                ("error", Err(e)) => assert_eq!(e.parts().0, text, "{fragment}"),
                (_, got) => panic!("{fragment}: {got:?}"),
            }
        }
    }
}
