// Applies the kept theme and language before the first paint, so the page never flashes the wrong colours
// or direction. Kept in a file (not inline) so the Content-Security-Policy can forbid inline scripts.
(function () {
  try {
    var theme = localStorage.getItem('wren.theme');
    if (['default', 'colorful', 'dark', 'kids', 'wcag'].indexOf(theme) >= 0) document.documentElement.dataset.theme = theme;
    var lng = localStorage.getItem('wren.language');
    if (lng) {
      document.documentElement.lang = lng;
      document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
    }
  } catch {
    /* storage may be blocked; defaults apply */
  }
})();
