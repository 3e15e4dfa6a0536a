/** Where the consent-aware analytics loader lives (public/scripts/analytics.js). */
export const ANALYTICS_LOADER_PATH = '/scripts/analytics.js';

/**
 * The inline script that requests the loader once the page has loaded, so the
 * HTML is the only request before the first paint. It copies its own data-*
 * settings (measurement id, consent mode, privacy link) onto the loader, which
 * reads them from document.currentScript. A fixed text, so the CSP lists its
 * hash (src/integrations/content-security-policy.ts).
 */
export const ANALYTICS_LOADER_SNIPPET = `(function(s){function l(){var t=document.createElement('script');t.src='${ANALYTICS_LOADER_PATH}';for(var k in s.dataset)t.dataset[k]=s.dataset[k];document.head.appendChild(t)}document.readyState==='complete'?l():addEventListener('load',l,{once:true})})(document.currentScript)`;
