// The browser check of `collapse report --html` (only with `#selftest` in the URL): writes
// what the page shows into a pre element (id selftest) as JSON lines, for a test to read from
// Chromium's --dump-dom: script errors, the page width against the viewport, every chart's
// axis labels found or not, and each game stepped to its end by the viewer.
(function () {
  // `#shot-N-P`: only the viewer, game N at ply P (or its middle), for a screenshot.
  var shot = location.hash.match(/^#shot-(\d+)(?:-(\d+))?$/);
  if (shot && window.collapseViewer) {
    document.body.className = "shot";
    window.collapseViewer.load(+shot[1]);
    var c = window.collapseViewer.current();
    if (c) window.collapseViewer.show(shot[2] ? +shot[2] : Math.floor((c.pos.length - 1) / 2));
    window.scrollTo(0, 0);
    return;
  }
  if (location.hash !== "#selftest") return;
  var lines = [];
  var de = document.documentElement;
  lines.push(JSON.stringify({ kind: "layout", scrollWidth: de.scrollWidth,
    viewport: window.innerWidth, clientWidth: de.clientWidth }));
  document.querySelectorAll("figure.chart").forEach(function (f, i) {
    var texts = Array.prototype.map.call(f.querySelectorAll("svg text"), function (t) {
      return t.textContent.trim();
    });
    var x = f.getAttribute("data-x"), y = f.getAttribute("data-y");
    lines.push(JSON.stringify({ kind: "chart", i: i, x: x, y: y,
      hasX: texts.indexOf(x) >= 0, hasY: texts.indexOf(y) >= 0 }));
  });
  (window.__selftestGames || []).forEach(function (g) { lines.push(g); });
  lines.push(JSON.stringify({ kind: "errors", errors: window.__errors || [] }));
  var pre = document.createElement("pre");
  pre.id = "selftest";
  pre.textContent = lines.join("\n");
  document.body.appendChild(pre);
})();
