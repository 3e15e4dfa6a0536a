/** Where the consent-aware analytics loader lives (public/scripts/analytics.js). */
export const ANALYTICS_LOADER_PATH = '/scripts/analytics.js';

/** How long after the load event the loader comes at the latest, painted or not. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * The inline script that requests the loader once the page has loaded and painted: after the
 * first largest-contentful-paint entry and two more frames (a page that first paints before all its
 * HTML is parsed paints its largest element a frame later), so nothing but the HTML is fetched
 * before the page is shown. A phone's browser, and Lighthouse's model of one, count every request that
 * starts before that paint as part of it: after the load event alone is too early when a fast
 * page loads before its first frame. Browsers without that entry type, or a tab opened in the
 * background (which reports none), get the loader after a few seconds. It copies its own data-*
 * settings (measurement id, consent mode, privacy link) onto the loader, which reads them from
 * document.currentScript. A fixed text, so the CSP lists its hash
 * (src/integrations/content-security-policy.ts).
 */
export const ANALYTICS_LOADER_SNIPPET = `(function(s){var d;function l(){if(d)return;d=1;var t=document.createElement('script');t.src='${ANALYTICS_LOADER_PATH}';for(var k in s.dataset)t.dataset[k]=s.dataset[k];document.head.appendChild(t)}function p(){setTimeout(l,${LOADER_FALLBACK_MS});var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')<0)return l();var o=new P(function(){o.disconnect();requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l)})})});o.observe({type:'largest-contentful-paint',buffered:true})}document.readyState==='complete'?p():addEventListener('load',p,{once:true})})(document.currentScript)`;
