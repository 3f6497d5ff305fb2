// The cross-engine suite's error probe, served as the first script of index.html (WebDriver
// has no console API common to every engine). It keeps, in window.__engineErrors, what a
// console would show as an error: console.error calls, uncaught exceptions, unhandled
// rejections, resources that failed to load, and Content-Security-Policy violations.
(() => {
  const errors = [];
  window.__engineErrors = errors;
  const text = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push(`console: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      errors.push(`resource: ${target.src || target.href}`);
    } else {
      errors.push(`pageerror: ${event.message}`);
    }
  }, true);
  window.addEventListener('unhandledrejection', (event) => errors.push(`rejection: ${text(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => {
    errors.push(`csp: ${event.violatedDirective} ${event.blockedURI}`);
  });
})();
