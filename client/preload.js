// The app shell's head script (app.html; client/prerender.ts appends the call with this build's table). Before
// the app's own module has even downloaded, it starts the session request (lib/session.ts takes it over) and asks
// for the current screen's chunks and strings, so they arrive together with the app instead of one after the other.
// eslint-disable-next-line no-unused-vars
function wrenPreload(table) {
  try {
    var early = (window.__wrenEarly = {});
    var get = function (url) {
      var response = fetch(url, { credentials: 'include', headers: { 'X-Requested-With': 'wren' } });
      response.catch(function () {
        /* offline: the app's own call reports it */
      });
      early[url] = response;
    };
    // A request that needs an earlier answer (early-requests.ts, `after`): `{a.b}` in its address read from that
    // answer's JSON. The screen gets the earlier answer only once this one has started, so it always finds it.
    var after = function (first, url) {
      var answer = early[first];
      if (!answer) return;
      var chained = answer.then(function (response) {
        if (!response.ok) return response;
        return response
          .clone()
          .json()
          .then(function (body) {
            var complete = true;
            var address = url.replace(/\{([^}]+)\}/g, function (_, key) {
              var value = body;
              var keys = key.split('.');
              for (var k = 0; k < keys.length && value !== null && value !== undefined; k++) value = value[keys[k]];
              if (typeof value !== 'string' && typeof value !== 'number') complete = false;
              return encodeURIComponent(String(value));
            });
            if (complete) get(address);
            return response;
          })
          .catch(function () {
            return response;
          });
      });
      chained.catch(function () {
        /* offline: the app's own call reports it */
      });
      early[first] = chained;
    };
    get('/api/auth/me');
    var language = 'en';
    try {
      language = localStorage.getItem('wren.language') || 'en';
      if (language.toLowerCase() === 'en-ca') language = 'en-CA';
    } catch {
      /* storage blocked */
    }
    // A screen's pre-drawn header (data-frame, client/prerender.ts) in another language than the kept one is not
    // shown (styles.css): the app draws the screen in the kept language instead.
    var frame = document.documentElement.getAttribute('data-frame');
    if (frame && frame.toLowerCase() !== language.toLowerCase()) document.documentElement.classList.add('wren-frame-off');
    // The role of the account last signed in here (lib/session.ts): a screen of an area it may not open shows "not
    // allowed", so its data is not asked for (each request would only be refused).
    var role = null;
    try {
      role = localStorage.getItem('wren.role');
    } catch {
      /* storage blocked */
    }
    var path = location.pathname;
    var route = null;
    for (var i = 0; i < table.routes.length && !route; i++) {
      var pattern = new RegExp('^' + table.routes[i].path.replace(/:[^/]+/g, '[^/]+') + '/?$');
      if (pattern.test(path)) route = table.routes[i];
    }
    // The screen's own chunks, each after those it imports (client/prerender.ts): the app evaluates them one task
    // each (app/routes.ts preloadScreen) rather than all in one long task when the screen's module is imported.
    if (route) {
      var own = [];
      for (var o = 0; o < route.own; o++) own.push('/assets/' + table.names[route.files[o]] + '.js');
      window.__wrenScreen = { path: route.path, files: own };
    }
    var files = [];
    var languages = language === 'en' ? ['en'] : [language, 'en'];
    var namespaces = table.initial.concat(route && !route.public ? table.signedIn : [], route ? route.namespaces : []);
    for (var l = 0; l < languages.length; l++) {
      var catalogue = table.locales[languages[l]] || {};
      files.push(catalogue['']); // the language's table of namespaces
      for (var n = 0; n < namespaces.length; n++) files.push(catalogue[namespaces[n]]);
    }
    if (route) files = files.concat(route.files);
    if (route && !route.public) {
      files = files.concat(table.session);
      // {practice}: the language a practice module opens in (English unless the interface is one it teaches).
      var practice = language === 'fr' || language === 'ar' ? language : 'en';
      var fill = function (url) {
        return url.replace('{language}', encodeURIComponent(language)).replace('{practice}', practice);
      };
      var refused = route.roles && role && route.roles.indexOf(role) < 0;
      for (var e = 0; e < route.early.length && !refused; e++) {
        var request = typeof route.early[e] === 'string' ? { url: route.early[e] } : route.early[e];
        // Read at once by some of the screen's accounts only (early-requests.ts `roles`): asked for when unknown.
        if (request.roles && role && request.roles.indexOf(role) < 0) continue;
        if (request.after) after(request.after, fill(request.url));
        else get(fill(request.url));
      }
    }
    var asked = {};
    for (var f = 0; f < files.length; f++) {
      if (files[f] === undefined || asked[files[f]]) continue;
      asked[files[f]] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // A page that arrives with its screen's header drawn (data-frame) shows it without script.
      if (frame) link.fetchPriority = 'low';
      link.href = '/assets/' + table.names[files[f]] + '.js';
      document.head.appendChild(link);
    }
  } catch {
    /* preloading is only a head start */
  }
}
