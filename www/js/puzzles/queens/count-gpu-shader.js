//! The graphics card's counting shader (WGSL): the constellation counter's tasks
//! (src/puzzles/queens/constellation/gpu.rs, one record of RECORD_WORDS words each, from the wasm
//! `count_gpu_tasks`), one invocation per task, as NQueensFAF's GPU kernels count their
//! start constellations (O. Pöschl and P. Ellwanger, github.com/olepoeschl/NQueensFAF):
//! the bitmask search (Somers) with a fixed-depth stack in private memory, the rows of
//! the task's marks read from per-row tables (a jump of 2 or 3 rows over the pre-placed
//! queens' rows, the lines that come in there). Each invocation counts its solutions and
//! queens placed as 64-bit numbers (two u32 words with carries), weighted by its
//! constellation's class size; each workgroup adds its invocations' up and writes one
//! sum: total low, total high, nodes low, nodes high. The same loop is in Rust
//! (`count_records`, the reference the tests check the records against).

/** Words per task record: the core's `gpuRecordWords` (`limits()`), checked at start. */
export const RECORD_WORDS = 16;

/** Invocations per workgroup. */
export const WORKGROUP = 64;

/** Words per workgroup sum: total low, total high, nodes low, nodes high. */
export const SUM_WORDS = 4;

export const SHADER = /* wgsl */ `
const WORDS: u32 = ${RECORD_WORDS}u;
const GROUP: u32 = ${WORKGROUP}u;

struct Params {
  tasks: u32,
  // Workgroups along x: a dispatch of more than 65,535 goes on along y.
  groups_x: u32,
}

struct Tally {
  total: vec2<u32>,
  nodes: vec2<u32>,
}

@group(0) @binding(0) var<storage, read> records: array<u32>;
@group(0) @binding(1) var<storage, read_write> sums: array<u32>;
@group(0) @binding(2) var<uniform> params: Params;

var<workgroup> group_total: array<vec2<u32>, GROUP>;
var<workgroup> group_nodes: array<vec2<u32>, GROUP>;

fn add64(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
  let low = a.x + b.x;
  return vec2<u32>(low, a.y + b.y + select(0u, 1u, low < a.x));
}

fn inc64(a: vec2<u32>) -> vec2<u32> {
  return vec2<u32>(a.x + 1u, a.y + select(0u, 1u, a.x == 0xffffffffu));
}

// The solutions below task t (times its class size, 2, 4 or 8) and the queens placed.
fn count_task(t: u32) -> Tally {
  let base = t * WORDS;
  var shift_of: array<u32, 32>;
  var ld_in: array<u32, 32>;
  var rd_in: array<u32, 32>;
  for (var r = 0u; r < 32u; r++) {
    shift_of[r] = 1u;
    ld_in[r] = 0u;
    rd_in[r] = 0u;
  }
  for (var k = 0u; k < 4u; k++) {
    let mark = records[base + 4u + k];
    let row = mark & 255u;
    if (row < 32u) {
      shift_of[row] = mark >> 8u;
      ld_in[row] = records[base + 8u + k];
      rd_in[row] = records[base + 12u + k];
    }
  }
  let info = records[base + 3u];
  let last = (info >> 8u) & 255u;
  let weight_shift = countTrailingZeros(info >> 16u);
  var row = info & 255u;
  var ld = records[base];
  var rd = records[base + 1u];
  var col = records[base + 2u];
  var free = ~(ld | rd | col);
  var solutions = vec2<u32>(0u, 0u);
  var nodes = vec2<u32>(0u, 0u);
  if (row == last) {
    if (free != 0u) {
      solutions = vec2<u32>(1u, 0u);
      nodes = vec2<u32>(1u, 0u);
    }
    free = 0u;
  }
  // The stack: the state of each row above the current one.
  var stack_ld: array<u32, 32>;
  var stack_rd: array<u32, 32>;
  var stack_col: array<u32, 32>;
  var stack_free: array<u32, 32>;
  var stack_row: array<u32, 32>;
  var depth = 0u;
  loop {
    if (free == 0u) {
      if (depth == 0u) {
        break;
      }
      depth -= 1u;
      ld = stack_ld[depth];
      rd = stack_rd[depth];
      col = stack_col[depth];
      free = stack_free[depth];
      row = stack_row[depth];
      continue;
    }
    let bit = free & (0u - free);
    free ^= bit;
    nodes = inc64(nodes);
    let shift = shift_of[row];
    let next_ld = ((ld | bit) << shift) | ld_in[row];
    let next_rd = ((rd | bit) >> shift) | rd_in[row];
    let next_col = col | bit;
    let next = ~(next_ld | next_rd | next_col);
    if (row + shift == last) {
      // The last free row has one column left: a solution or none.
      if (next != 0u) {
        solutions = inc64(solutions);
        nodes = inc64(nodes);
      }
      continue;
    }
    if (next != 0u) {
      stack_ld[depth] = ld;
      stack_rd[depth] = rd;
      stack_col[depth] = col;
      stack_free[depth] = free;
      stack_row[depth] = row;
      depth += 1u;
      ld = next_ld;
      rd = next_rd;
      col = next_col;
      free = next;
      row += shift;
    }
  }
  let total = vec2<u32>(
    solutions.x << weight_shift,
    (solutions.y << weight_shift) | (solutions.x >> (32u - weight_shift)));
  return Tally(total, nodes);
}

@compute @workgroup_size(GROUP)
fn main(
  @builtin(workgroup_id) group: vec3<u32>,
  @builtin(local_invocation_index) local: u32,
) {
  let group_index = group.y * params.groups_x + group.x;
  let t = group_index * GROUP + local;
  var tally = Tally(vec2<u32>(0u, 0u), vec2<u32>(0u, 0u));
  if (t < params.tasks) {
    tally = count_task(t);
  }
  group_total[local] = tally.total;
  group_nodes[local] = tally.nodes;
  workgroupBarrier();
  for (var half = GROUP / 2u; half > 0u; half /= 2u) {
    if (local < half) {
      group_total[local] = add64(group_total[local], group_total[local + half]);
      group_nodes[local] = add64(group_nodes[local], group_nodes[local + half]);
    }
    workgroupBarrier();
  }
  if (local == 0u) {
    let at = group_index * 4u;
    sums[at] = group_total[0].x;
    sums[at + 1u] = group_total[0].y;
    sums[at + 2u] = group_nodes[0].x;
    sums[at + 3u] = group_nodes[0].y;
  }
}
`;
