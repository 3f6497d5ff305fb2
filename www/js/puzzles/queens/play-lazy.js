//! Play mode's own code (puzzles/queens/play-mode.js), fetched on first use (issue 20): one
//! lazily loaded module (lib/lazy.js `lazyModule`) shared by the actions bound from it
//! (puzzles/queens/entry.js) and by play mode's entry (puzzles/queens/play-actions.js `enterPlay`),
//! which starts the fetch so that the first square chosen finds it loaded.

import { lazyModule } from '../../lib/lazy.js';

export const playMode = lazyModule(() => import('./play-mode.js'));
