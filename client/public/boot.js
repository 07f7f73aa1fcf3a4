// Applies the kept theme and language before the first paint, so the page never flashes the wrong colours
// or direction. The build writes it into each page's head (client/prerender.ts inlineScript), where the
// Content-Security-Policy allows it by its hash; this file is what the dev server's index.html loads.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('wren.theme');
    if (['default', 'colorful', 'dark', 'kids', 'wcag'].indexOf(theme) >= 0) root.dataset.theme = theme;
    var lng = localStorage.getItem('wren.language');
    // A pre-rendered landing page (data-landing) in another language than the kept one stays hidden until the
    // app has drawn it again in the kept language (main.tsx), instead of showing the wrong language first. The
    // server and the service worker normally send the right one; this covers a first visit with an old cookie.
    if (lng && root.dataset.landing && lng.toLowerCase() !== root.dataset.landing.toLowerCase()) {
      root.style.visibility = 'hidden';
      setTimeout(function () {
        root.style.visibility = '';
      }, 4000);
    }
    if (lng) {
      root.lang = lng;
      root.dir = lng === 'ar' ? 'rtl' : 'ltr';
    }
  } catch {
    /* storage may be blocked; defaults apply */
  }
})();
