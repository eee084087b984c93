// The browser check of `collapse serve` (scripts/check-serve): with
// `?selftest=VARIANT&params=K=V,...&clicks=C1,C2,...` the page starts a game of two people
// and clicks, one after the other, the centre of each named cell (the element the browser
// finds there, so a covered cell fails) or the button `btn:MOVE`, waiting for each answer;
// then writes {position, moves, errors} into <pre id="selftest">.
(function () {
  "use strict";
  var q = new URLSearchParams(location.search);
  if (!q.get("selftest")) return;
  var errors = [];
  function centreClick(el, name) {
    el.scrollIntoView({ block: "center", inline: "center" });
    var r = el.getBoundingClientRect();
    var x = r.left + r.width / 2, y = r.top + r.height / 2;
    var hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      errors.push(name + ": another element is at its centre (" + (hit ? hit.tagName : "none") + ")");
      return;
    }
    hit.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: x, clientY: y }));
  }
  function waitIdle(then) {
    var app = window.CollapseApp;
    var tries = 0;
    (function wait() {
      if (!app.busy() || tries++ > 400) then(); else setTimeout(wait, 25);
    })();
  }
  window.CollapseSelftest = function () {
    var params = {};
    (q.get("params") || "").split(",").filter(Boolean).forEach(function (kv) {
      var i = kv.indexOf("=");
      params[kv.slice(0, i)] = kv.slice(i + 1);
    });
    var clicks = (q.get("clicks") || "").split(",").filter(Boolean);
    document.getElementById("variant").value = q.get("selftest");
    window.CollapseApp.newGame({ variant: q.get("selftest"), params: params, white: "human",
                                 black: "human" }).then(function () {
      var k = 0;
      (function next() {
        if (k >= clicks.length) return done();
        var c = clicks[k++];
        if (c.indexOf("btn:") === 0) {
          var b = document.querySelector('#choices button[data-move="' + c.slice(4) + '"]');
          if (b) centreClick(b, c); else errors.push(c + ": no such button");
        } else {
          var g = window.CollapseBoard.cell(c);
          if (g) centreClick(g, c); else errors.push(c + ": no such cell");
        }
        setTimeout(function () { waitIdle(next); }, 30);
      })();
    });
  };
  function done() {
    var s = window.CollapseApp.state();
    var out = document.getElementById("selftest");
    out.textContent = JSON.stringify({ position: s ? s.position : null,
      moves: s ? s.moves : [], errors: errors, message: document.getElementById("message").textContent });
  }
})();
