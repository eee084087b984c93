// "Watch a run" at `collapse serve`: a tournament or explore CSV under the served directory,
// read again every two seconds (never written): progress, the last games, the standings.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var timer = null, path = "";

  function tab(which) {
    $("play").classList.toggle("hidden", which !== "play");
    $("watch").classList.toggle("hidden", which !== "watch");
    $("tab-play").classList.toggle("on", which === "play");
    $("tab-watch").classList.toggle("on", which === "watch");
    if (which === "watch") files();
  }
  $("tab-play").addEventListener("click", function () { tab("play"); });
  $("tab-watch").addEventListener("click", function () { tab("watch"); });

  function files() {
    fetch("/api/files").then(function (r) { return r.json(); }).then(function (r) {
      $("w-dir").textContent = "served directory: " + r.dir;
      var dl = $("w-files");
      dl.textContent = "";
      r.files.forEach(function (f) {
        var o = document.createElement("option");
        o.value = f;
        dl.appendChild(o);
      });
      if (!$("w-path").value && r.files.length) $("w-path").value = r.files[0];
    });
  }

  function refresh() {
    if (!path) return;
    fetch("/api/watch?path=" + encodeURIComponent(path)).then(function (r) {
      return r.json().then(function (v) { if (!r.ok) throw new Error(v.error); return v; });
    }).then(function (w) {
      $("w-error").textContent = "";
      var when = w.modified_ms ? new Date(w.modified_ms).toLocaleTimeString() : "?";
      $("w-progress").textContent = w.games + " games: White won " + w.white_wins +
        ", Black won " + w.black_wins + ", " + w.draws + " drawn (file changed " + when + ")";
      var tb = $("w-last").tBodies[0];
      tb.textContent = "";
      w.last.forEach(function (g) {
        var tr = tb.insertRow();
        [g.id, g.white, g.black, g.result, g.termination, g.plies].forEach(function (x, k) {
          var td = tr.insertCell();
          td.textContent = String(x);
          if (k === 0 || k === 5) td.className = "n";
        });
        tr.title = g.moves;
      });
      $("w-standings").textContent = w.standings;
    }).catch(function (e) { $("w-error").textContent = e.message; });
  }

  $("w-go").addEventListener("click", function () {
    path = $("w-path").value.trim();
    if (timer) clearInterval(timer);
    refresh();
    timer = setInterval(function () {
      if (!$("watch").classList.contains("hidden")) refresh();
    }, 2000);
  });
})();
