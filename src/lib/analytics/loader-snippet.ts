/** Where the consent-aware analytics loader lives (public/scripts/analytics.js). */
export const ANALYTICS_LOADER_PATH = '/scripts/analytics.js';

/** How long after the load event the loader comes at the latest, painted or not. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * How long the largest-contentful-paint entries must stay quiet before the loader is requested. A
 * frame is shown some time after it is painted (22-41 ms measured in headless Chromium 156), and
 * its entry comes only then: a larger element painted in the frames just after the first entry can
 * still be on its way. In one CI run the loader started 10 ms before such a paint was shown.
 */
export const LOADER_QUIET_MS = 100;

/**
 * The inline script that requests the loader once the page has loaded and painted: after the
 * largest-contentful-paint entries, two more frames and LOADER_QUIET_MS without a new entry (a page
 * that first paints before all its HTML is parsed paints its largest element a frame or two later),
 * so nothing but the HTML is fetched before the page is shown. A phone's browser, and Lighthouse's
 * model of one, count every request that starts before that paint as part of it: after the load
 * event alone is too early when a fast page loads before its first frame. Browsers without that
 * entry type, or a tab opened in the background (which reports none), get the loader after a few
 * seconds. It copies its own data-* settings (measurement id, consent mode, privacy link) onto the
 * loader, which reads them from document.currentScript. A fixed text, so the CSP lists its hash
 * (src/integrations/content-security-policy.ts).
 */
export const ANALYTICS_LOADER_SNIPPET = `(function(s){var d;function l(){if(d)return;d=1;var t=document.createElement('script');t.src='${ANALYTICS_LOADER_PATH}';for(var k in s.dataset)t.dataset[k]=s.dataset[k];document.head.appendChild(t)}function p(){setTimeout(l,${LOADER_FALLBACK_MS});var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return l();var q,o=new P(function(){clearTimeout(q);requestAnimationFrame(function(){requestAnimationFrame(function(){clearTimeout(q);q=setTimeout(function(){o.disconnect();l()},${LOADER_QUIET_MS})})})});o.observe({type:'largest-contentful-paint',buffered:true})}document.readyState==='complete'?p():addEventListener('load',p,{once:true})})(document.currentScript)`;
