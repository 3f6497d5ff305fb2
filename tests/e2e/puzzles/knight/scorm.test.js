//! The knight's exercise as a SCORM 1.2 package, a student's whole round trip in
//! scorm-again's Scorm12API (tests/e2e/scorm-host.js): on the 4 × 3 board with the search
//! that stops at its first path, hand-traced in docs/REFERENCE.md's move order (from (1,1)
//! ① leaves the board, the search takes ③ to (3,2), where every move leaves it: Backtrack;
//! then ④ to (2,3), ① to (3,1), ④ to (4,3), the path). The student answers ① (wrong) and
//! Backtrack (right), leaves, comes back to where they were, and answers ④, ① and ④: 4
//! right of 5, a score of 80, passed at the pass mark of 80 and failed at 81.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { exerciseScore, setUp } from '../../helpers.js';
import {
  core, downloadPackage, leave, openInLms, savedCmi, startLms, waitForCore,
} from '../../scorm-host.js';

let env;
before(async () => {
  env = await setUp();
});
after(() => env?.close());

const LINK = '#puzzle=knight&n=4&m=3&ex=simulate&mode=first';

for (const [passMark, status] of [[80, 'passed'], [81, 'failed']]) {
  test(`a student does the 4 × 3 exercise in two sessions: 4 right of 5, 80, ${status} at a pass mark of ${passMark}`, { timeout: 120_000 }, async () => {
    const { page: teacher } = await env.openPage(LINK);
    await teacher.getByTestId('knight-exercise').waitFor();
    const { files } = await downloadPackage(teacher, passMark);
    await teacher.context().close();
    const lms = await startLms(files);
    try {
      const first = await openInLms(env, lms);
      await first.frame.locator('[data-testid="knight-exercise-choice"][data-value="1"]').click();
      await first.frame.getByTestId('knight-exercise-backtrack').click();
      await first.page.waitForFunction(() => window.API.cmi.suspend_data.includes('ans=1-b&'));
      const firstData = await first.page.evaluate(() => window.API.cmi.suspend_data);
      // The work so far, with the seconds it has taken (time=).
      const [, firstTime] = firstData.match(/^puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b&time=(\d+)&lang=en$/) ?? [];
      assert.ok(firstTime !== undefined, firstData);
      assert.deepEqual(await core(first.page, 'lesson_status', 'score.raw', 'exit'), ['incomplete', '', 'suspend']);
      await leave(first.page);
      const saved = await savedCmi(first.page);
      assert.deepEqual(first.errors, []);
      await first.page.context().close();

      const back = await openInLms(env, lms, saved);
      await back.frame.locator('[data-testid="knight-exercise-score"][data-asked="2"]').waitFor();
      assert.deepEqual(await exerciseScore(back.frame, 'knight-exercise-score'), [1, 1, 2]);
      for (const move of ['4', '1', '4']) await back.frame.locator(`[data-testid="knight-exercise-choice"][data-value="${move}"]`).click();
      await back.frame.locator('[data-testid="knight-exercise"][data-state="done"]').waitFor();
      await waitForCore(back.page, 'lesson_status', status);
      assert.deepEqual(await core(back.page, 'score.raw', 'score.min', 'score.max', 'exit'), ['80', '0', '100', '']);
      const backData = await back.page.evaluate(() => window.API.cmi.suspend_data);
      // The time goes on from the first session's: the time away is not counted.
      const [, time] = backData.match(/^puzzle=knight&n=4&m=3&ex=simulate&mode=first&ans=1-b-4-1-4&time=(\d+)&lang=en$/) ?? [];
      assert.ok(Number(time) >= Number(firstTime) && Number(time) < Number(firstTime) + 60, backData);
      await leave(back.page);
      assert.match((await core(back.page, 'session_time'))[0], /^\d{2,4}:\d{2}:\d{2}(?:\.\d{1,2})?$/);
      assert.deepEqual(back.errors, []);
      await back.page.context().close();
    } finally {
      await lms.close();
    }
  });
}
