//! The exercises as a SCORM 1.2 package, without a browser: the values reported (the
//! CMITimespan format of the SCORM 1.2 Run-Time Environment, 3.4.2; the score and the pass
//! mark; the suspend data within CMIString4096), the API's discovery (RTE 3.3.6.1: this
//! window, 7 parents, then the opener) over plain objects as windows, the package's
//! manifest and launch page (lms/package.js), the package's title (lms/title.js: the
//! exercise's kind and puzzle in the words the page names them with; each puzzle's folder
//! checks its instance's words), and the page's run-time (lms/runtime.js) driving
//! scorm-again's Scorm12API, the run-time library LMS integrations use, in Node.

import './load-strings.js';
import './wasm-modules.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Scorm12API } from 'scorm-again/scorm12';
import {
  PASS_MARK_DEFAULT, SUSPEND_MAX, cmiTimespan, fitSuspendData, passMarkOf, scoreOf, statusOf,
} from '../../www/js/lms/report.js';
import { MAX_PARENTS, findApi } from '../../www/js/lms/api.js';
import {
  LAUNCH_FILE, launchHtml, launchTarget, manifestXml, packageName, xmlText,
} from '../../www/js/lms/package.js';
import { connect } from '../../www/js/lms/runtime.js';
import { packageTitle } from '../../www/js/lms/title.js';
import { PUZZLES } from '../../www/js/puzzles/registry.js';
import { setLang } from '../../www/js/lib/i18n.js';

test('a session time is a SCORM 1.2 CMITimespan, HHHH:MM:SS.SS, that scorm-again takes', () => {
  assert.equal(cmiTimespan(0), '0000:00:00.00');
  assert.equal(cmiTimespan(((1 * 60 + 2) * 60 + 3) * 1000 + 456), '0001:02:03.45');
  assert.equal(cmiTimespan(59_999), '0000:00:59.99');
  assert.equal(cmiTimespan(10_000 * 3600 * 1000), '9999:00:00.00');
  const api = new Scorm12API({ logLevel: 5 });
  api.LMSInitialize('');
  for (const ms of [0, 3723456, 59_999]) {
    assert.equal(api.LMSSetValue('cmi.core.session_time', cmiTimespan(ms)), 'true', cmiTimespan(ms));
  }
  assert.equal(api.LMSSetValue('cmi.core.session_time', '1:2:3'), 'false', 'the check is real');
});

test('the pass mark is a whole percent 0 to 100; a score is the share right, rounded; passed at or above the mark', () => {
  assert.equal(PASS_MARK_DEFAULT, 80);
  assert.equal(passMarkOf('80'), 80);
  assert.equal(passMarkOf(' 0 '), 0);
  assert.equal(passMarkOf('100'), 100);
  assert.equal(passMarkOf('７５'), 75, 'full-width digits, as a Chinese input method types them');
  for (const bad of ['', '101', '-1', '7.5', 'abc', '1e2', null]) assert.equal(passMarkOf(bad), null, String(bad));
  assert.equal(scoreOf({ right: 4, wrong: 1 }), 80);
  assert.equal(scoreOf({ right: 2, wrong: 1 }), 67);
  assert.equal(scoreOf({ right: 0, wrong: 0 }), 0);
  assert.equal(statusOf(80, 80), 'passed');
  assert.equal(statusOf(79, 80), 'failed');
});

test('the suspend data is the link when it fits in 4,096 characters, else the link with its last answers dropped', () => {
  assert.equal(SUSPEND_MAX, 4096);
  assert.equal(fitSuspendData('puzzle=toy&size=4&ex=simulate&ans=1-b'), 'puzzle=toy&size=4&ex=simulate&ans=1-b');
  assert.equal(fitSuspendData('n=5&ex=simulate&ans=1.1-2.3-b&lang=zh', 31), 'n=5&ex=simulate&ans=1.1&lang=zh');
  assert.equal(fitSuspendData('n=5&ex=simulate&ans=1.1-2.3&lang=zh', 23), 'n=5&ex=simulate&lang=zh');
  assert.equal(fitSuspendData('n=5&ex=simulate&ans=1.1-2.3&lang=zh', 22), null);
  assert.equal(fitSuspendData('n=5&ex=rule&rule=x', 5), null);
  const long = `n=8&ex=simulate&ans=${Array.from({ length: 2000 }, () => '8.8').join('-')}`;
  const fitted = fitSuspendData(long);
  assert.ok(fitted.length <= 4096 && fitted.length > 4090 && long.startsWith(fitted), fitted.length);
});

/** A chain of plain objects as windows: `depth` parents above the page, the API at `apiAt` (0: the page). */
function windows(depth, apiAt, api = { LMSInitialize: () => 'true' }) {
  const chain = [];
  for (let i = 0; i <= depth; i += 1) chain.push({ name: `w${i}` });
  chain.forEach((w, i) => {
    w.parent = chain[i + 1] ?? w;
  });
  if (apiAt !== null) chain[apiAt].API = api;
  return chain;
}

test('the API is found in the page or up to 7 parents, then from the opener; an unreadable window is passed over', () => {
  assert.equal(MAX_PARENTS, 7);
  for (let at = 0; at <= MAX_PARENTS; at += 1) assert.ok(findApi(windows(9, at)[0]), `at level ${at}`);
  assert.equal(findApi(windows(9, MAX_PARENTS + 1)[0]), null, 'not 8 levels up');
  assert.equal(findApi(windows(3, null)[0]), null, 'outside an LMS');
  const opened = windows(0, null)[0];
  opened.opener = windows(2, 2)[0];
  assert.ok(findApi(opened), 'in the window that opened the page');
  // A parent of another origin throws on reading its API: the search goes on above it.
  const chain = windows(3, 3);
  Object.defineProperty(chain[1], 'API', { get() { throw new Error('SecurityError'); } });
  assert.equal(findApi(chain[0]), chain[3].API);
  // An API without LMSInitialize is none.
  assert.equal(findApi(windows(1, 1, { LMSGetValue: () => '' })[0]), null);
});

test('the manifest names the package, ADL SCORM 1.2, one item on one SCO launched by launch.html, and every file', () => {
  const fragment = 'puzzle=toy&size=4&ex=simulate&mode=first&lang=en';
  const xml = manifestXml({
    fragment, title: 'A toy’s path <4 × 3> & “you”', passMark: 70, files: ['index.html', 'js/a b.js', 'imsmanifest.xml'],
  });
  const id = packageName(fragment);
  assert.match(id, /^nqueens-toy-simulate-[0-9a-f]{8}$/);
  assert.notEqual(packageName(`${fragment}&step=1`), id, 'another exercise, another package');
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<manifest identifier="nqueens-toy-simulate-[0-9a-f]{8}"/);
  assert.match(xml, /<schema>ADL SCORM<\/schema>\s*<schemaversion>1\.2<\/schemaversion>/);
  assert.match(xml, /<item identifier="item" identifierref="sco" isvisible="true">/);
  assert.match(xml, /<adlcp:masteryscore>70<\/adlcp:masteryscore>/);
  assert.match(xml, /<resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="launch\.html">/);
  assert.deepEqual([...xml.matchAll(/<file href="([^"]*)"\/>/g)].map((m) => m[1]), [LAUNCH_FILE, 'index.html', 'js/a b.js']);
  assert.ok(xml.includes('<title>A toy’s path &lt;4 × 3&gt; &amp; “you”</title>'));
  assert.equal(xmlText(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
});

test('the package is titled by its exercise: its kind, its puzzle and its instance, in the page\'s language', async () => {
  // The words the page names the shared exercises with (exercise/strings.js,
  // exercise/parsons-strings.js), the puzzles' names the registry's.
  const kinds = {
    en: { simulate: 'Do the search yourself', parsons: 'Put the procedure together', recursive: 'recursive' },
    zh: { simulate: '亲自执行搜索', parsons: '排列算法步骤', recursive: '递归' },
  };
  try {
    for (const lang of ['en', 'zh']) {
      setLang(lang);
      const colon = lang === 'zh' ? '：' : ': ';
      for (const { id, name } of PUZZLES) {
        const simulate = await packageTitle(`puzzle=${id}&ex=simulate`, id);
        assert.ok(simulate.startsWith(`${kinds[lang].simulate} · ${name[lang]}${colon}`), `${lang} ${id}: ${simulate}`);
        assert.ok(simulate.length > `${kinds[lang].simulate} · ${name[lang]}${colon}`.length, `${lang} ${id}: its instance`);
        const parsons = await packageTitle(`puzzle=${id}&ex=parsons&seed=3`, id);
        assert.ok(parsons.startsWith(`${kinds[lang].parsons} · ${name[lang]}${colon}`), `${lang} ${id}: ${parsons}`);
        assert.ok(parsons.endsWith(kinds[lang].recursive), `${lang} ${id}: the form, ${parsons}`);
        assert.equal(parsons.slice(kinds[lang].parsons.length).startsWith(simulate.slice(kinds[lang].simulate.length)), true, `${lang} ${id}: the same instance`);
      }
    }
  } finally {
    setLang('en');
  }
});

test('the launch page opens the page on the exercise with the pass mark, by a refresh and a link, in its language', () => {
  const fragment = 'puzzle=toy&ex=simulate&lang=zh';
  assert.equal(launchTarget(fragment, 65), 'index.html?scorm=65#puzzle=toy&ex=simulate&lang=zh');
  const html = launchHtml({
    fragment, passMark: 65, title: '回溯练习', lang: 'zh', open: '打开练习',
  });
  assert.match(html, /<html lang="zh-Hans">/);
  assert.ok(html.includes('<meta http-equiv="refresh" content="0; url=index.html?scorm=65#puzzle=toy&amp;ex=simulate&amp;lang=zh">'));
  assert.ok(html.includes('<a href="index.html?scorm=65#puzzle=toy&amp;ex=simulate&amp;lang=zh">打开练习</a>'));
  assert.doesNotMatch(html, /<script/, 'no script: the page\'s Content Security Policy allows none inline');
});

/** A window for the run-time: scorm-again's API as `API` of its parent, timers run at once, its pagehide listeners. */
function lmsWindow(api) {
  const listeners = [];
  const parent = { API: api };
  parent.parent = parent;
  return {
    parent,
    setTimeout: (fn) => { fn(); return 1; },
    clearTimeout: () => {},
    addEventListener: (type, fn) => listeners.push([type, fn]),
    leave: () => listeners.filter(([t]) => t === 'pagehide').forEach(([, fn]) => fn()),
  };
}

/** The runtime's CMI as scorm-again commits it (some elements are write-only to read directly). */
const committed = (api) => JSON.parse(JSON.stringify(api.renderCommitCMI(true))).cmi;

const result = (right, wrong, done, exercise = 'puzzle=toy&size=4&ex=simulate&mode=first') => ({
  right, wrong, done, exercise, fields: {},
});

test('in scorm-again: incomplete with the answers as suspend data; once done, the score and passed or failed; the session time at the end', () => {
  const api = new Scorm12API({ logLevel: 5 });
  const win = lmsWindow(api);
  let clock = 1_000;
  const session = connect({ passMark: '80', win, now: () => clock });
  assert.ok(session);
  assert.equal(api.cmi.core.lesson_status, 'incomplete');
  assert.equal(session.startLink('#launch'), '#launch', 'nothing saved: the launch page\'s link');
  session.report(result(1, 1, false), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b&lang=en');
  assert.equal(api.cmi.suspend_data, 'puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b&lang=en');
  assert.equal(api.cmi.core.lesson_status, 'incomplete');
  assert.equal(api.cmi.core.score.raw, '', 'no score before the end');
  assert.equal(committed(api).core.exit, 'suspend');
  // Another exercise opened in the page is not reported.
  session.report(result(5, 0, true, 'n=5&ex=simulate'), 'n=5&ex=simulate&ans=1.1');
  assert.equal(api.cmi.core.lesson_status, 'incomplete');
  session.report(result(4, 1, true), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b-4-1-4&lang=en');
  assert.equal(api.cmi.core.score.raw, '80');
  assert.equal(api.cmi.core.score.min, '0');
  assert.equal(api.cmi.core.score.max, '100');
  assert.equal(api.cmi.core.lesson_status, 'passed');
  assert.equal(committed(api).core.exit, '');
  // A try again stays behind the done result until it is done.
  session.report(result(0, 1, false), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=2&lang=en');
  assert.equal(api.cmi.core.lesson_status, 'passed');
  session.report(result(1, 4, true), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=2-2-2-2-2&lang=en');
  assert.equal(api.cmi.core.lesson_status, 'failed');
  assert.equal(api.cmi.core.score.raw, '20');
  clock += 83_250;
  win.leave();
  // (scorm-again writes the hours in two digits.)
  assert.equal(committed(api).core.session_time, '00:01:23.25');
  assert.equal(api.isTerminated(), true, 'LMSFinish');
  session.report(result(4, 1, true), 'x');
  assert.equal(api.cmi.core.lesson_status, 'failed', 'nothing after the end');
});

test('in scorm-again: a student who comes back starts at the saved link, and the LMS\'s mastery score wins over the launch page\'s', () => {
  const first = new Scorm12API({ logLevel: 5 });
  const session = connect({ passMark: '80', win: lmsWindow(first), now: () => 0 });
  session.report(result(1, 1, false), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b&lang=en');
  session.finish();
  const again = new Scorm12API({ logLevel: 5 });
  again.loadFromJSON(committed(first), '');
  again.cmi.student_data.mastery_score = '50';
  const back = connect({ passMark: '80', win: lmsWindow(again), now: () => 0 });
  assert.equal(back.startLink('#launch'), '#puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b&lang=en');
  assert.equal(back.passMark, 50);
  back.report(result(3, 2, true), 'puzzle=toy&size=4&ex=simulate&mode=first&ans=1-b-1-1-1&lang=en');
  assert.equal(again.cmi.core.lesson_status, 'passed', '60 ≥ 50');
});

test('outside an LMS the run-time does nothing: no API, no session', () => {
  const win = { parent: null, addEventListener: () => assert.fail('no listener') };
  win.parent = win;
  assert.equal(connect({ passMark: '80', win }), null);
});
