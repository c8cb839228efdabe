/**
 * An XSS corpus after the OWASP XSS Filter Evasion Cheat Sheet, written into every text field and shown on
 * every screen that renders it. A payload that runs sets `__xss` on the page's window (or its parent, from a frame);
 * a few call alert() for real, so a `dialog` event would say it too.
 */
/** `evades`: what a vector is built to slip past; put raw into a page it runs nothing by itself. */
export type XssVector = { id: string; html: string; evades?: string };

// data:text/html;base64 of <script>parent.__xss=1</script>
const DATA_HTML_B64 = 'PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==';

export const XSS_VECTORS: XssVector[] = [
  // Script tags, plain and disguised.
  { id: 'script', html: '<script>window.__xss=1</script>' },
  { id: 'script-alert', html: '<script>alert(1)</script>' },
  { id: 'script-src-data', html: '<SCRIPT SRC="data:text/javascript,window.__xss=1"></SCRIPT>' },
  { id: 'script-extra-bracket', html: '<<SCRIPT>window.__xss=1//<</SCRIPT>' },
  { id: 'script-nested-strip', html: '<scr<script>ipt>window.__xss=1</scr</script>ipt>', evades: 'a filter that removes <script> once' },
  { id: 'script-after-malformed-img', html: '<IMG """><SCRIPT>window.__xss=1</SCRIPT>">' },
  { id: 'attribute-breakout', html: '"><script>window.__xss=1</script>' },
  // Event handlers, with odd casing, separators and whitespace.
  { id: 'img-onerror', html: '<img src=x onerror=window.__xss=1>' },
  { id: 'img-onerror-alert-case', html: '<IMG SRC=x OnErRoR=alert(1)>' },
  { id: 'img-slashes', html: '<img/src="x"/onerror=window.__xss=1>' },
  { id: 'img-newline-handler', html: '<img src="x"\nonerror\t=\n"window.__xss=1">' },
  { id: 'img-unclosed', html: '<img src=x onerror="window.__xss=1"//' },
  { id: 'img-entity-handler', html: '<img src=x onerror="&#x77;indow.__xss=&#49;">' },
  { id: 'quote-breakout-img', html: "'><img src=x onerror=alert(document.domain)>" },
  { id: 'svg-onload', html: '<svg onload=window.__xss=1>' },
  { id: 'svg-slash-onload', html: '<svg/onload=window.__xss=1>' },
  { id: 'svg-script', html: '<svg><script>window.__xss=1</script></svg>' },
  { id: 'body-onload', html: '<body onload=window.__xss=1>' },
  { id: 'details-ontoggle', html: '<details open ontoggle=window.__xss=1>' },
  { id: 'input-autofocus', html: '<input autofocus onfocus=window.__xss=1>' },
  { id: 'video-source-onerror', html: '<video><source onerror=window.__xss=1></video>' },
  { id: 'p-onclick-spaces', html: '<p onclick =  "window.__xss=1" >odd whitespace</p>' },
  { id: 'a-onmouseover', html: '<a href="https://example.com" onmouseover="window.__xss=1">hover link</a>' },
  { id: 'custom-tag-onclick', html: '<x-tag onclick=window.__xss=1>custom</x-tag>' },
  // javascript: and data: urls.
  { id: 'a-javascript', html: '<a href="javascript:window.__xss=1">js link</a>' },
  { id: 'a-javascript-case', html: '<a href="JaVaScRiPt:window.__xss=1">case link</a>' },
  { id: 'a-javascript-tab', html: '<a href="jav&#x09;ascript:window.__xss=1">tab link</a>' },
  { id: 'a-javascript-decimal', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entity link</a>' },
  { id: 'a-javascript-colon-entity', html: '<a href="javascript&colon;window.__xss=1">colon link</a>' },
  { id: 'a-javascript-space', html: '<a href=" javascript:window.__xss=1">space link</a>' },
  { id: 'img-grave-javascript', html: '<IMG SRC=`javascript:window.__xss=1`>' },
  { id: 'svg-xlink-javascript', html: '<svg><a xlink:href="javascript:window.__xss=1"><text x="9" y="9">svg link</text></a></svg>' },
  { id: 'button-formaction', html: '<form><button formaction=javascript:window.__xss=1>go</button></form>' },
  { id: 'meta-refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { id: 'a-data-html', html: `<a href="data:text/html;base64,${DATA_HTML_B64}">data link</a>` },
  { id: 'object-data-html', html: '<object data="data:text/html,<script>parent.__xss=1</script>"></object>' },
  // Frames.
  { id: 'iframe-srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { id: 'iframe-javascript', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  // Styles.
  { id: 'style-expression', html: '<div style="width:expression(window.__xss=1)">expression</div>' },
  { id: 'style-url-javascript', html: '<div style="background:url(javascript:window.__xss=1)">background</div>' },
  { id: 'style-import', html: "<style>@import 'javascript:window.__xss=1';</style>" },
  // Text that a renderer must show, never run: encoded markup, template injection, a bare javascript: url.
  { id: 'encoded-entities', html: '&lt;script&gt;window.__xss=1&lt;/script&gt;' },
  { id: 'template-angular', html: "{{constructor.constructor('window.__xss=1')()}}" },
  { id: 'template-literal', html: '${window.__xss=1}' },
  { id: 'bare-javascript-url', html: 'javascript:window.__xss=1' },
  // Broken markup and mutation tricks, last: an unclosed <style> or <noscript> holds all that follows it (in a
  // field that holds the whole corpus), which the sanitiser then drops with it.
  { id: 'comment-trick', html: '<!--<img src="--><img src=x onerror=window.__xss=1//">' },
  {
    id: 'mxss-math-style',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    evades: 'a sanitiser whose output mutates when parsed again (mutation XSS)',
  },
  { id: 'mxss-noscript', html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">' },
];
