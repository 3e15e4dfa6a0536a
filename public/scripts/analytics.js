// @ts-check
// Google Analytics with Google Consent Mode v2, kept off the critical path.
// A static file (not inline) so the Content-Security-Policy allows it by 'self'.
//
// - Every consent type starts "denied". Where consent is required (the
//   default), gtag.js is fetched only after the visitor accepts, so a visitor
//   who has not said yes gets no analytics cookie and sends no hit.
// - Once allowed, gtag.js loads after the largest paint, the load event and
//   an idle moment, or at the first interaction, whichever comes first.
// - While analytics is allowed, the visit's first touch is kept in
//   sessionStorage for the audit form (docs/lead-sources.md); Reject removes it.
// - The choice is kept in localStorage for six months. The consent bar is
//   built here (it only works with this script, and costs the HTML nothing),
//   shown once after the first paint, fixed at the bottom so it moves nothing;
//   the footer's "Cookie settings" button reopens it.
(function () {
  var script = document.currentScript;
  var measurementId = script && script.getAttribute('data-measurement-id');
  // The page passes the storage key (CONSENT_STORAGE_KEY in src/lib/analytics/consent.ts, which the tests use too).
  var storageKey = script && script.getAttribute('data-storage-key');
  if (!script || !measurementId || !storageKey) return;
  /** @type {string} */
  var id = measurementId;
  /** @type {string} */
  var STORAGE_KEY = storageKey;
  var consentRequired = script.getAttribute('data-consent') !== 'not-required';
  var privacyHref = script.getAttribute('data-privacy-href') || '/privacy';
  var MAX_AGE_MS = 183 * 24 * 60 * 60 * 1000;

  /** @type {Window & { dataLayer?: IArguments[]; gtag?: (...args: unknown[]) => void }} */
  var page = window;
  page.dataLayer = page.dataLayer || [];
  /** @param {...unknown} _args gtag's own call shape: dataLayer holds the arguments object itself. */
  function gtag(..._args) {
    /** @type {IArguments[]} */ (page.dataLayer).push(arguments);
  }
  page.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: consentRequired ? 'denied' : 'granted',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'denied',
  });

  var tagRequested = false;
  function loadTag() {
    if (tagRequested) return;
    tagRequested = true;
    gtag('js', new Date());
    gtag('config', id);
    var tag = document.createElement('script');
    tag.async = true;
    tag.src = 'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(id);
    document.head.appendChild(tag);
  }

  /**
   * Calls back once the largest paint has been reported and the page has loaded.
   * @param {() => void} callback
   */
  function afterLargestPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var painted = types.indexOf('largest-contentful-paint') === -1;
    var loaded = document.readyState === 'complete';
    var called = false;
    function check() {
      if (painted && loaded && !called) {
        called = true;
        callback();
      }
    }
    if (!painted) {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntries().length === 0) return;
        painted = true;
        observer.disconnect();
        check();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    if (!loaded) {
      window.addEventListener(
        'load',
        function () {
          loaded = true;
          check();
        },
        { once: true },
      );
    }
    check();
  }

  var INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'];
  function loadWhenQuiet() {
    function go() {
      INTERACTIONS.forEach(function (type) {
        window.removeEventListener(type, go, true);
      });
      loadTag();
    }
    INTERACTIONS.forEach(function (type) {
      window.addEventListener(type, go, { capture: true, passive: true, once: true });
    });
    afterLargestPaint(function () {
      if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 4000 });
      else setTimeout(go, 1500);
    });
  }

  // The visit's first touch (docs/lead-sources.md): where it started, the external referrer's host
  // only, the link's UTM values and whether it carried an ad click id (never its value). Kept in
  // sessionStorage (this tab, this visit) only while analytics is allowed, for the audit form to
  // send with a request (src/components/contact/visit-source.ts reads the same key and shape).
  // These three names are src/lib/analytics/first-touch.ts's; its test fails when they differ.
  var TOUCH_KEY = 'first-touch';
  var UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  var AD_CLICK_IDS = ['gclid', 'msclkid', 'fbclid'];

  function rememberFirstTouch() {
    try {
      if (sessionStorage.getItem(TOUCH_KEY)) return;
      var referrer = document.referrer ? new URL(document.referrer) : null;
      // Consent given on a later page of the visit: where the visit started is not known.
      if (referrer && referrer.origin === location.origin) return;
      var params = new URLSearchParams(location.search);
      /** @type {{ landing_page: string, referrer_host?: string, utm?: Record<string, string>, ad_click?: boolean }} */
      var touch = { landing_page: location.pathname };
      if (referrer && referrer.hostname) touch.referrer_host = referrer.hostname;
      /** @type {Record<string, string> | null} */
      var utm = null;
      UTM_KEYS.forEach(function (key) {
        var value = params.get(key);
        if (!value) return;
        utm = utm || {};
        utm[key] = value.slice(0, 150);
      });
      if (utm) touch.utm = utm;
      touch.ad_click = AD_CLICK_IDS.some(function (name) {
        return params.has(name);
      });
      sessionStorage.setItem(TOUCH_KEY, JSON.stringify(touch));
    } catch {
      // Storage blocked or an odd referrer: the form sends what its page knows.
    }
  }

  function forgetFirstTouch() {
    try {
      sessionStorage.removeItem(TOUCH_KEY);
    } catch {
      // Storage blocked: nothing was kept.
    }
  }

  if (!consentRequired) {
    rememberFirstTouch();
    loadWhenQuiet();
    return;
  }

  /** @typedef {'granted' | 'denied'} Choice */

  /** @returns {Choice | null} */
  function storedChoice() {
    try {
      var saved = JSON.parse(localStorage.getItem(STORAGE_KEY) || 'null');
      if (saved && (saved.choice === 'granted' || saved.choice === 'denied') && Date.now() - saved.at < MAX_AGE_MS) return saved.choice;
    } catch {
      // Storage blocked or unreadable: ask again.
    }
    return null;
  }

  /** @param {Choice} choice */
  function storeChoice(choice) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ choice: choice, at: Date.now() }));
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  }

  // Withdrawing consent also removes the cookies gtag.js set (on this host and its parent domains).
  function removeAnalyticsCookies() {
    var labels = location.hostname.split('.');
    document.cookie.split(';').forEach(function (pair) {
      var name = (pair.split('=')[0] || '').trim();
      if (name !== '_ga' && name.indexOf('_ga_') !== 0) return;
      document.cookie = name + '=; Max-Age=0; path=/';
      for (var i = 0; i < labels.length - 1; i++) {
        document.cookie = name + '=; Max-Age=0; path=/; domain=.' + labels.slice(i).join('.');
      }
    });
  }

  /**
   * @param {Choice} choice
   * @param {boolean} byVisitor
   */
  function apply(choice, byVisitor) {
    gtag('consent', 'update', { analytics_storage: choice });
    if (choice === 'denied') {
      removeAnalyticsCookies();
      forgetFirstTouch();
      return;
    }
    rememberFirstTouch();
    if (byVisitor) loadTag();
    else loadWhenQuiet();
  }

  /** @type {HTMLElement | null} */
  var bar = null;
  /** @type {HTMLElement | null} */
  var returnFocusTo = null;
  // Accept and Reject share one look: equally easy to choose.
  var BUTTON = 'min-h-11 min-w-24 cursor-pointer rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700';

  function buildBar() {
    var section = document.createElement('section');
    section.id = 'consent-bar';
    section.setAttribute('aria-label', 'Cookie choice');
    section.tabIndex = -1;
    section.className =
      'fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-lg sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border';
    var text = document.createElement('p');
    text.className = 'text-sm text-slate-700';
    text.append('May we use analytics cookies to improve this site? Nothing is set unless you accept. ');
    var link = document.createElement('a');
    link.className = 'text-brand-800 underline';
    link.href = privacyHref;
    link.textContent = 'How we use cookies';
    text.append(link);
    var row = document.createElement('div');
    row.className = 'mt-3 flex gap-3';
    /** @type {[Choice, string][]} */ ([
      ['denied', 'Reject'],
      ['granted', 'Accept'],
    ]).forEach(function (option) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = BUTTON;
      button.setAttribute('data-consent-choice', option[0]);
      button.textContent = option[1];
      row.append(button);
    });
    section.append(text, row);
    document.body.append(section);
    return section;
  }

  /** @param {HTMLElement} [opener] the footer button that reopened it, to give the focus back to */
  function openBar(opener) {
    bar = bar || buildBar();
    bar.hidden = false;
    if (opener) {
      returnFocusTo = opener;
      bar.focus();
    }
  }

  function closeBar() {
    if (!bar) return;
    bar.hidden = true;
    if (returnFocusTo) returnFocusTo.focus();
    returnFocusTo = null;
  }

  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    var opener = /** @type {HTMLElement | null} */ (target.closest('[data-consent-open]'));
    if (opener) {
      openBar(opener);
      return;
    }
    var button = target.closest('#consent-bar [data-consent-choice]');
    if (!button) return;
    /** @type {Choice} */
    var choice = button.getAttribute('data-consent-choice') === 'granted' ? 'granted' : 'denied';
    storeChoice(choice);
    apply(choice, true);
    closeBar();
  });

  // Escape closes a bar reopened from the footer, keeping the earlier choice.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && bar && !bar.hidden && returnFocusTo && storedChoice()) closeBar();
  });

  var choice = storedChoice();
  if (choice) apply(choice, false);
  // Shown after the first paint, fixed at the bottom: it never moves the page or becomes its largest paint.
  else
    requestAnimationFrame(function () {
      setTimeout(openBar, 0);
    });
})();
