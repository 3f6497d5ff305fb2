//! The wasm module's global allocator: Talc (the `talc` crate, built for WebAssembly and
//! growing the memory on demand) in place of Rust's default dlmalloc, which is about 7 KB
//! of the module.
//!
//! The calls go through `Heap`, whose methods are never inlined: left to itself, LTO
//! copies the allocator's fast path into every place that allocates, and the module ends
//! up larger than with dlmalloc. One out-of-line copy keeps it about 6 KB smaller, at no
//! measurable cost to the counter (which allocates only per task) or the stepper.

use std::alloc::{GlobalAlloc, Layout};

static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Forwards to [`TALC`], one call each.
struct Heap;

// SAFETY: every method forwards its arguments unchanged to Talc's `GlobalAlloc`
// implementation, so Talc's guarantees are the caller's.
unsafe impl GlobalAlloc for Heap {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        unsafe { TALC.alloc(layout) }
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        unsafe { TALC.alloc_zeroed(layout) }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { TALC.dealloc(ptr, layout) }
    }

    #[inline(never)]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        unsafe { TALC.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static HEAP: Heap = Heap;
