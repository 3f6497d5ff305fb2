//! The N-Queens' rule module (www/pkg/queens_rule*), instantiated from its file (Node
//! fetches no file: URL), so the class view's grading of the rule exercise finds it ready.

import { readFileSync } from 'node:fs';
import * as wasm from '../../../../www/pkg/queens_rule.js';
import { RULE_WASM } from '../../../../www/js/puzzles/queens/grade.js';

wasm.initSync({ module: new WebAssembly.Module(readFileSync(RULE_WASM)) });

export { wasm };
