// The game viewer of `collapse report --html`: steps through the positions embedded in
// #games-data on the board templates (#board-K). No network, no library.
(function () {
  "use strict";
  var el = document.getElementById("games-data");
  if (!el) return;
  var data = JSON.parse(el.textContent);
  var $ = function (id) { return document.getElementById(id); };
  var cur = null; // {i, game, pos: [Map], extras: [string], ply, cells: {name: textNode}}

  function parseDiff(s, into) {
    if (!s) return;
    s.split(" ").forEach(function (kv) {
      var k = kv.indexOf("=");
      var c = kv.slice(0, k), p = kv.slice(k + 1);
      if (p === "") delete into[c]; else into[c] = p;
    });
  }

  // Every position of game i: cell maps, extras lines and the cells each ply changed.
  function positions(i) {
    var g = data.games[i];
    var start = {};
    parseDiff(data.groups[g.g].start, start);
    var pos = [], extras = [], changed = [], x = "";
    var now = Object.assign({}, start);
    for (var k = 0; k < g.d.length; k++) {
      now = Object.assign({}, now);
      parseDiff(g.d[k], now);
      pos.push(now);
      changed.push(g.d[k] ? g.d[k].split(" ").map(function (kv) { return kv.split("=")[0]; }) : []);
      if (g.x[k] !== 0) x = g.x[k];
      extras.push(x);
    }
    return { pos: pos, extras: extras, changed: changed };
  }

  function side(piece) {
    var m = piece.match(/[A-Za-z]/);
    if (!m) return "pn";
    return m[0] === m[0].toUpperCase() ? "pw" : "pb";
  }

  function load(i) {
    if (!(i >= 0 && i < data.games.length)) return;
    var g = data.games[i];
    var grp = data.groups[g.g];
    var r = positions(i);
    var tpl = $("board-" + grp.board);
    var board = $("v-board");
    board.textContent = "";
    if (tpl) board.appendChild(tpl.content.cloneNode(true));
    var cells = {};
    board.querySelectorAll("g[data-c]").forEach(function (n) {
      cells[n.getAttribute("data-c")] = n;
    });
    cur = { i: i, g: g, grp: grp, pos: r.pos, extras: r.extras, changed: r.changed,
            cells: cells, text: board.querySelector("pre.board-text"), ply: 0 };
    $("v-title").textContent = "Game " + g.id + " (" + g.src + "), " + grp.label + ": " +
      g.w + " (" + grp.players[0] + ") vs " + g.b + " (" + grp.players[1] + "): " +
      g.r + " " + g.t + ", " + (g.d.length - 1) + " plies";
    var ol = $("v-moves");
    ol.textContent = "";
    var moves = g.m ? g.m.split(" ") : [];
    moves.forEach(function (m, k) {
      var li = document.createElement("li");
      var n = document.createElement("span");
      n.className = "pn";
      n.textContent = (k + 1) + ".";
      li.appendChild(n);
      var a = document.createElement("button");
      a.type = "button";
      a.className = "mv";
      a.textContent = m;
      a.addEventListener("click", function () { show(k + 1); });
      li.appendChild(a);
      ol.appendChild(li);
    });
    var last = g.d.length - 1;
    $("v-ply").max = String(last);
    $("v-num").max = String(last);
    $("v-of").textContent = "of " + last;
    show(0);
  }

  function show(ply) {
    if (!cur) return;
    var last = cur.pos.length - 1;
    ply = Math.max(0, Math.min(last, ply | 0));
    cur.ply = ply;
    var p = cur.pos[ply];
    var changed = {};
    cur.changed[ply].forEach(function (c) { changed[c] = true; });
    Object.keys(cur.cells).forEach(function (c) {
      var n = cur.cells[c];
      var t = n.querySelector("text");
      var piece = p[c] || "";
      if (t.textContent !== piece) t.textContent = piece;
      t.setAttribute("class", piece ? side(piece) : "");
      t.setAttribute("font-size", piece.length > 2 ? "10" : piece.length > 1 ? "13" : "19");
      n.setAttribute("class", ply > 0 && changed[c] ? "hi" : "");
    });
    var ex = cur.extras[ply];
    if (cur.text) {
      cur.text.textContent = ex;
      $("v-extra").textContent = "";
    } else {
      $("v-extra").textContent = ex;
    }
    var g = cur.g;
    var who = cur.grp.players[g.p.charAt(ply) === "b" ? 1 : 0];
    $("v-state").textContent = ply === last
      ? "Final position: " + g.r + " " + g.t
      : (ply === 0 ? "Start position" : "After ply " + ply) + "; " + who + " to decide";
    $("v-ply").value = String(ply);
    $("v-num").value = String(ply);
    var items = $("v-moves").children;
    for (var k = 0; k < items.length; k++) {
      items[k].className = k + 1 === ply ? "cur" : "";
    }
  }

  function fromHash() {
    var h = location.hash.slice(1);
    try { h = decodeURIComponent(h); } catch (e) { /* a name with a bare %: keep it raw */ }
    var m = h.match(/^game-(\d+)(?:-(\d+))?$/);
    if (m) {
      load(+m[1]);
      if (m[2]) show(+m[2]);
      $("viewer").scrollIntoView();
      return;
    }
    m = h.match(/^games-of-(.*)$/);
    if (m) {
      $("g-filter").value = m[1];
      list();
      $("games").scrollIntoView();
    }
  }

  function list() {
    var who = $("g-filter").value;
    var tb = $("g-list").tBodies[0];
    tb.textContent = "";
    data.games.forEach(function (g, i) {
      if (who && g.w !== who && g.b !== who) return;
      var tr = document.createElement("tr");
      var a = document.createElement("a");
      a.href = "#game-" + i;
      a.textContent = String(g.id);
      var cells = [a, data.groups[g.g].label, g.w, g.b, g.r, g.t, String(g.d.length - 1)];
      cells.forEach(function (c, k) {
        var td = document.createElement("td");
        if (typeof c === "string") td.textContent = c; else td.appendChild(c);
        if (k === 2 || k === 3) td.className = "name";
        if (k === 6) td.className = "n";
        tr.appendChild(td);
      });
      tb.appendChild(tr);
    });
  }

  var agents = {};
  data.games.forEach(function (g) { agents[g.w] = 1; agents[g.b] = 1; });
  Object.keys(agents).sort().forEach(function (a) {
    var o = document.createElement("option");
    o.value = a;
    o.textContent = a;
    $("g-filter").appendChild(o);
  });
  $("g-filter").addEventListener("change", list);
  $("v-first").addEventListener("click", function () { show(0); });
  $("v-prev").addEventListener("click", function () { show(cur ? cur.ply - 1 : 0); });
  $("v-next").addEventListener("click", function () { show(cur ? cur.ply + 1 : 0); });
  $("v-last").addEventListener("click", function () { show(cur ? cur.pos.length : 0); });
  $("v-ply").addEventListener("input", function () { show(+this.value); });
  $("v-num").addEventListener("change", function () { show(+this.value); });
  $("viewer").addEventListener("keydown", function (e) {
    if (!cur) return;
    if (e.key === "ArrowRight") { show(cur.ply + 1); e.preventDefault(); }
    if (e.key === "ArrowLeft") { show(cur.ply - 1); e.preventDefault(); }
  });
  $("viewer").tabIndex = 0;
  window.addEventListener("hashchange", fromHash);
  // For the browser check (check.js): load a game, show a ply, read the current one.
  window.collapseViewer = { load: load, show: show, current: function () { return cur; } };
  list();
  if (data.games.length) load(0);
  fromHash();

  // Self-test (used by the browser check, `#selftest` in the URL): step every game from its
  // start to its end with the "forward" button and write what the board shows at the end.
  if (location.hash === "#selftest") {
    var out = [];
    data.games.forEach(function (g, i) {
      load(i);
      var steps = 0;
      while (cur.ply < cur.pos.length - 1) { $("v-next").click(); steps++; }
      var shown = [];
      Object.keys(cur.cells).sort().forEach(function (c) {
        var t = cur.cells[c].querySelector("text").textContent;
        if (t) shown.push(c + "=" + t);
      });
      var text = cur.text ? cur.text.textContent : "";
      out.push(JSON.stringify({ kind: "game", i: i, variant: data.groups[g.g].variant,
        params: data.groups[g.g].params, moves: g.m, steps: steps,
        cells: shown.join(" "), text: text }));
    });
    window.__selftestGames = out;
  }
})();
