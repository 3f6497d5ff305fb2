//! A SCORM 1.2 package of an exercise (ADL, SCORM 1.2 Content Aggregation Model), what the
//! Share menu's "For your LMS" download holds besides the page's production build:
//! - `imsmanifest.xml`: the package's manifest, with the metadata (schema "ADL SCORM",
//!   version 1.2), one organisation of one item (its title, its mastery score: the pass
//!   mark) pointing at one resource, a SCO (`adlcp:scormtype="sco"`) launched by
//!   `launch.html` and listing every file of the package;
//! - `launch.html`: the page the LMS opens, which opens the page on the exercise
//!   (`index.html?scorm=<pass mark>#<the exercise's link>`, by a refresh, with a link for a
//!   browser that does not follow it): the query tells the page that it runs in an LMS
//!   (main.js fetches lms/runtime.js), the fragment which exercise, puzzle, instance and
//!   language.
//! Pure: no DOM, unit-tested in tests/unit/lms.test.js, and the manifest against the
//! schema's required elements in tests/e2e/scorm.test.js.

/** The launch page's file in the package. */
export const LAUNCH_FILE = 'launch.html';
/** The manifest's file, at the package's root. */
export const MANIFEST_FILE = 'imsmanifest.xml';

/** `text` with the five XML special characters written as references (text and attributes). */
export function xmlText(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A short hex digest of `text` (FNV-1a, 32 bits): tells packages of different exercises apart. */
export function digest(text) {
  let hash = 0x811c9dc5;
  for (const unit of String(text)) {
    hash ^= unit.codePointAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The package's name, for its manifest's identifier and its file: `nqueens-<puzzle>-<ex>-<digest>`
 * from the exercise's link `fragment` (its `puzzle=`, its `ex=`; an XML NCName).
 */
export function packageName(fragment) {
  const key = (name) => new RegExp(`(?:^|&)${name}=([a-z0-9]+)`).exec(fragment)?.[1];
  return ['nqueens', key('puzzle'), key('ex'), digest(fragment)].filter(Boolean).join('-');
}

/** The page's address the launch page opens: `index.html?scorm=<pass mark>#<fragment>`. */
export function launchTarget(fragment, passMark) {
  return `index.html?scorm=${passMark}#${fragment}`;
}

/**
 * `imsmanifest.xml` for the exercise's link `fragment`: `title` the organisation's and the
 * item's title (the exercise's, lms/title.js), `passMark` its mastery score (percent), `files` every
 * file of the package but the manifest (paths relative to its root, `/`-separated).
 */
export function manifestXml({
  fragment, title, passMark, files,
}) {
  const id = packageName(fragment);
  const listed = [...new Set([LAUNCH_FILE, ...files])].filter((f) => f !== MANIFEST_FILE);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="organization">
    <organization identifier="organization">
      <title>${xmlText(title)}</title>
      <item identifier="item" identifierref="sco" isvisible="true">
        <title>${xmlText(title)}</title>
        <adlcp:masteryscore>${passMark}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH_FILE}">
${listed.map((f) => `      <file href="${xmlText(f)}"/>`).join('\n')}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * `launch.html`: opens the page on the exercise (`launchTarget`) at once, by a refresh (a
 * script is not allowed by the page's Content Security Policy, nor needed), with a link to
 * it in words `open` (in the exercise's language `lang`, 'en' | 'zh') and the title `title`.
 */
export function launchHtml({
  fragment, passMark, title, lang, open,
}) {
  const target = xmlText(launchTarget(fragment, passMark));
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-Hans' : 'en'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
  <meta http-equiv="refresh" content="0; url=${target}">
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <title>${xmlText(title)}</title>
</head>
<body>
  <p><a href="${target}">${xmlText(open)}</a></p>
</body>
</html>
`;
}
