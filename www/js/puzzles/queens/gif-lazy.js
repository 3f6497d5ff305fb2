//! The animated export's actions (puzzles/queens/gif-actions.js), fetched on first use
//! (issue 20): one lazily loaded module (lib/lazy.js `lazyModule`) shared by the actions
//! bound from it (puzzles/queens/entry.js) and by the export panel (puzzles/queens/views.js),
//! which fetches it with its own code, so its fields and Export GIF find it loaded.

import { lazyModule } from '../../lib/lazy.js';

export const gifCode = lazyModule(() => import('./gif-actions.js'));
