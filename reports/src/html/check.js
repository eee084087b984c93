// The browser check of `collapse report --html` (only with `#selftest` in the URL): writes
// what the page shows into a pre element (id selftest) as JSON lines, for a test to read from
// Chromium's --dump-dom: script errors, the page width against the viewport, every table's
// width against its box, the contents bar's links against the headings, the game list's
// order, the boards' rank and file labels, every chart's axis labels found or not, and each
// game stepped to its end by the viewer.
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
  // Every table: its width against its box (the .scroll wrapper) and the window; whether it
  // or its box overflows sideways, and whether the box would scroll when it does.
  document.querySelectorAll("table").forEach(function (t, i) {
    var box = t.closest(".scroll") || t.parentElement;
    var r = t.getBoundingClientRect();
    lines.push(JSON.stringify({ kind: "table", i: i,
      head: Array.prototype.map.call(t.querySelectorAll("thead th"), function (h) {
        return h.textContent;
      }).join("|"),
      width: t.scrollWidth, tableClient: t.clientWidth, box: box.clientWidth,
      boxScroll: box.scrollWidth, right: Math.round(r.right), viewport: window.innerWidth,
      scrolls: getComputedStyle(box).overflowX }));
  });
  // The contents bar: its links, every h2's id, links to nothing and headings not linked.
  var nav = document.getElementById("contents");
  var hrefs = nav ? Array.prototype.map.call(nav.querySelectorAll("a[href^='#']"), function (a) {
    return a.getAttribute("href").slice(1);
  }) : [];
  var ids = Array.prototype.map.call(document.querySelectorAll("h2"), function (h) {
    return h.id;
  });
  lines.push(JSON.stringify({ kind: "nav", present: !!nav, links: hrefs, h2: ids,
    dangling: hrefs.filter(function (h) { return !document.getElementById(h); }),
    unlinked: ids.filter(function (h) { return !h || hrefs.indexOf(h) < 0; }),
    top: nav ? Math.round(nav.getBoundingClientRect().top + window.scrollY) : -1 }));
  // The viewer's game list as shown: each row's file and game id, in order.
  var dataEl = document.getElementById("games-data");
  if (dataEl) {
    var games = JSON.parse(dataEl.textContent).games;
    var shown = Array.prototype.map.call(document.querySelectorAll("#g-list tbody tr"),
      function (tr) {
        var g = games[+tr.querySelector("a").getAttribute("href").slice(6)];
        return [g.src, g.id, tr.cells[0].textContent];
      });
    lines.push(JSON.stringify({ kind: "glist", rows: shown }));
  }
  // Each empty board: its cells, its rank and file labels and how far the labels reach
  // past the board's own drawing area (measured on a copy laid out off screen).
  document.querySelectorAll("template[id^='board-']").forEach(function (tpl) {
    var holder = document.createElement("div");
    holder.style.cssText = "position:absolute;left:0;top:0;visibility:hidden";
    holder.appendChild(tpl.content.cloneNode(true));
    document.body.appendChild(holder);
    var svg = holder.querySelector("svg");
    var text = function (sel) {
      return svg ? Array.prototype.map.call(svg.querySelectorAll(sel), function (t) {
        return t.textContent;
      }) : [];
    };
    var outside = 0; // the most a label's box reaches past the drawing area, in its units
    if (svg) {
      var vb = svg.viewBox.baseVal;
      svg.querySelectorAll("text.rank, text.file").forEach(function (t) {
        var b = t.getBBox();
        outside = Math.max(outside, vb.x - b.x, vb.y - b.y, b.x + b.width - vb.x - vb.width,
          b.y + b.height - vb.y - vb.height);
      });
    }
    lines.push(JSON.stringify({ kind: "board", id: tpl.id,
      cells: svg ? svg.querySelectorAll("g[data-c]").length : 0,
      ranks: text("text.rank"), files: text("text.file"),
      outside: Math.round(outside * 10) / 10 }));
    document.body.removeChild(holder);
  });
  (window.__selftestGames || []).forEach(function (g) { lines.push(g); });
  lines.push(JSON.stringify({ kind: "errors", errors: window.__errors || [] }));
  var pre = document.createElement("pre");
  pre.id = "selftest";
  pre.textContent = lines.join("\n");
  document.body.appendChild(pre);
})();
