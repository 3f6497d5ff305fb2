// The page's starting language, decided before the first paint: a classic script in <head>
// (it blocks the parser for its one small file), so the production build's first view shows
// the skeleton of that language (css/skeleton.css, scripts/prerender.mjs). It sets
// <html lang> ('en' or 'zh-Hans') by the rule of lib/lang.js `initialLang`, which the page's
// modules use after it (tests/unit/lang-pick.test.js checks that the two agree): the link's
// `lang=`, else the visitor's choice on the switch (localStorage 'nqueens-lang'), else the
// browser's language (zh* → Chinese).
(function pickLang() {
  var match = /(?:^#?|&)lang=(en|zh)(?:&|$)/.exec(String(window.location.hash));
  var lang = match ? match[1] : null;
  if (!lang) {
    try {
      var stored = window.localStorage.getItem('nqueens-lang');
      if (stored === 'en' || stored === 'zh') lang = stored;
    } catch (e) {
      // Storage blocked (private mode, sandboxed frame): the browser's language decides.
    }
  }
  if (!lang) lang = /^zh\b/i.test(String(navigator.language || '')) ? 'zh' : 'en';
  document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : 'en';
}());
