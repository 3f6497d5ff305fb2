//! What the crate's two facades share (the page's `wasm` and the tools' `wasm_tools`):
//! column lists across the boundary. Conversions only.

use crate::board;
use nqueens_wasm::facade::err;
use wasm_bindgen::JsError;

pub fn to_u32(cols: &[usize]) -> Vec<u32> {
    cols.iter().map(|&c| c as u32).collect()
}

pub fn to_usize(cols: &[u32]) -> Vec<usize> {
    cols.iter().map(|&c| c as usize).collect()
}

/// A (partial) placement of 1-based columns (0 = empty row); throws for N outside 1..=32 or
/// a column above N.
pub fn placement(cols: &[u32]) -> Result<board::Placement, JsError> {
    board::Placement::new(to_usize(cols)).map_err(err)
}
