// The browser check of `collapse report --html` (only with `#selftest` in the URL): writes
// what the page shows into <pre id="selftest"> as JSON lines, for a test to read from
// Chromium's --dump-dom: script errors, the page width against the viewport, every chart's
// axis labels found or not, and each game stepped to its end by the viewer.
(function () {
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
