// Play and analyse at `collapse serve`: the setup form, the game (clicks on the board,
// choice buttons, agents' moves), the move list, the analysis panel.
(function () {
  "use strict";
  var $ = function (id) { return document.getElementById(id); };
  var B = window.CollapseBoard;
  var variants = [], game = null, sel = null, busy = false, paused = false;
  var lastCells = [], poll = null;

  function api(method, url, body) {
    var opts = { method: method, headers: {} };
    if (body !== undefined) {
      opts.body = JSON.stringify(body);
      opts.headers["Content-Type"] = "application/json";
    }
    return fetch(url, opts).then(function (r) {
      return r.json().then(function (v) {
        if (!r.ok) throw new Error(v.error || ("HTTP " + r.status));
        return v;
      });
    });
  }
  function say(text, bad) {
    $("message").textContent = text || "";
    $("message").className = "message" + (bad ? " bad" : "");
  }

  // ---- setup form ----
  function showParams() {
    var v = variants[$("variant").selectedIndex];
    $("variant-summary").textContent = v ? v.summary : "";
    var box = $("params");
    box.textContent = "";
    (v ? v.params : []).forEach(function (p) {
      var l = document.createElement("label");
      l.title = p.help;
      l.appendChild(document.createTextNode(p.name + " "));
      var input;
      if (p.kind === "choice") {
        input = document.createElement("select");
        p.values.forEach(function (x) {
          var o = document.createElement("option");
          o.value = o.textContent = x;
          input.appendChild(o);
        });
      } else {
        input = document.createElement("input");
        input.size = p.kind === "int" ? 6 : 18;
      }
      input.value = p["default"];
      input.setAttribute("data-param", p.name);
      l.appendChild(input);
      box.appendChild(l);
    });
  }
  function formParams() {
    var out = {};
    $("params").querySelectorAll("[data-param]").forEach(function (i) {
      out[i.getAttribute("data-param")] = i.value;
    });
    return out;
  }
  function newGame(body) {
    $("setup-error").textContent = "";
    stopPoll();
    return api("POST", "/api/games", body).then(function (s) {
      game = s;
      sel = null;
      lastCells = [];
      $("game").classList.remove("hidden");
      B.init($("board"), s.board.svg, clicked);
      $("board").className = "board-box " + s.board.shape;
      $("an-lines").tBodies[0].textContent = "";
      $("an-info").textContent = "";
      render(s);
    }).catch(function (e) { $("setup-error").textContent = e.message; });
  }
  $("setup").addEventListener("submit", function (e) {
    e.preventDefault();
    newGame({ variant: $("variant").value, params: formParams(), position: $("position").value,
              white: $("white").value, black: $("black").value });
  });
  $("variant").addEventListener("change", showParams);

  // ---- the game ----
  function render(s) {
    game = s;
    B.show(s);
    var who = s.players[s.to_move];
    $("status").textContent = s.outcome
      ? "Game over: " + s.outcome_text
      : who + " to decide (" + s.sides[s.to_move] + ")";
    var ol = $("moves");
    ol.textContent = "";
    s.moves.forEach(function (m) {
      var li = document.createElement("li");
      li.textContent = m;
      ol.appendChild(li);
    });
    ol.scrollTop = ol.scrollHeight;
    $("postext").value = s.position;
    $("diagram").textContent = s.diagram;
    $("extras").textContent = s.extras.filter(function (kv) {
      return kv[1] !== "" && kv[1] !== "-" && kv[1] !== s.position;
    })
      .map(function (kv) { return kv[0].replace(/_/g, " ") + ": " + kv[1]; }).join(" · ");
    $("save").disabled = !s.outcome;
    $("resign").disabled = !!s.outcome || resigner(s) < 0;
    var ev = s.evaluation;
    $("eval").textContent = "For the player to decide, in [-1, 1]: learned " +
      ev.learned.toFixed(3) + ", material " + ev.material.toFixed(3);
    var tb = $("features").tBodies[0];
    tb.textContent = "";
    ev.features.forEach(function (f) {
      var tr = tb.insertRow();
      tr.insertCell().textContent = f[0];
      var td = tr.insertCell();
      td.className = "n";
      td.textContent = (f[1] >= 0 ? "+" : "") + f[1].toFixed(2);
    });
    choices(s.legal.filter(function (m) { return !m.from && !m.to; }), "");
    marks();
    agentTurn();
  }
  function marks() {
    var m = { last: lastCells };
    if (sel) {
      m.sel = [sel];
      m.dest = game.legal.filter(function (x) { return x.from === sel && x.to; })
        .map(function (x) { return x.to; });
    }
    B.mark(m);
  }
  // Buttons for `list` (moves sharing a click, or choices with no cell of their own).
  function choices(list, lead) {
    var box = $("choices");
    box.textContent = "";
    if (!list.length || !game.human_to_move) return;
    box.appendChild(document.createTextNode(lead || "Choose: "));
    list.forEach(function (m) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = m.text;
      b.setAttribute("data-move", m.text);
      b.addEventListener("click", function () { play(m); });
      box.appendChild(b);
    });
  }
  function play(m) {
    if (busy) return;
    busy = true;
    sel = null;
    api("POST", "/api/games/" + game.id + "/move", { move: m.text }).then(function (s) {
      lastCells = m.changed;
      say("");
      busy = false;
      render(s);
    }).catch(function (e) { busy = false; say(e.message, true); });
  }
  function clicked(cell) {
    if (!game || busy) return;
    if (!game.human_to_move) { say(game.outcome ? "The game is over." : "An agent decides now."); return; }
    var legal = game.legal;
    if (sel) {
      var both = legal.filter(function (m) { return m.from === sel && m.to === cell; });
      if (both.length === 1) return play(both[0]);
      if (both.length > 1) return choices(both, sel + " to " + cell + ": ");
    }
    if (legal.some(function (m) { return m.from === cell; })) {
      sel = sel === cell ? null : cell;
      marks();
      return;
    }
    sel = null;
    var drops = legal.filter(function (m) { return !m.from && m.to === cell; });
    if (drops.length === 1) return play(drops[0]);
    if (drops.length > 1) return choices(drops, "On " + cell + ": ");
    var picks = legal.filter(function (m) { return !m.from && !m.to && m.changed.indexOf(cell) >= 0; });
    if (picks.length === 1) return play(picks[0]);
    marks();
  }
  function agentTurn() {
    if (!game || game.outcome || game.human_to_move || paused || busy) return;
    busy = true;
    var before = game;
    api("POST", "/api/games/" + game.id + "/agent").then(function (s) {
      var m = before.legal.filter(function (x) { return x.text === s.played; })[0];
      lastCells = m ? m.changed : [];
      busy = false;
      if (game && game.id === s.id) render(s);
    }).catch(function (e) { busy = false; say(e.message, true); });
  }
  $("pause").addEventListener("click", function () {
    paused = !paused;
    this.textContent = paused ? "Resume agents" : "Pause agents";
    agentTurn();
  });
  $("flip").addEventListener("click", function () { B.flip(); });
  $("undo").addEventListener("click", function () {
    if (!game || busy) return;
    var human = game.sides.indexOf("human") >= 0;
    var step = function () {
      return api("POST", "/api/games/" + game.id + "/undo", { plies: 1 }).then(function (s) {
        if (human && !s.human_to_move && s.moves.length > 0) { game = s; return step(); }
        return s;
      });
    };
    busy = true;
    step().then(function (s) { busy = false; lastCells = []; sel = null; say(""); render(s); })
      .catch(function (e) { busy = false; say(e.message, true); });
  });
  // The side a Resign gives up: the person to decide, else the only person playing; -1 when
  // agents play both sides.
  function resigner(s) {
    if (s.sides[s.to_move] === "human") return s.to_move;
    var humans = [0, 1].filter(function (i) { return s.sides[i] === "human"; });
    return humans.length === 1 ? humans[0] : -1;
  }
  $("resign").addEventListener("click", function () {
    if (!game || busy || game.outcome || resigner(game) < 0) return;
    var side = game.players[resigner(game)];
    api("POST", "/api/games/" + game.id + "/resign", { side: side }).then(function (s) {
      say(side + " resigns.");
      render(s);
    }).catch(function (e) { say(e.message, true); });
  });
  $("play-typed").addEventListener("click", function () {
    if (game) play({ text: $("typed").value, changed: [] });
  });
  $("copy").addEventListener("click", function () {
    $("postext").select();
    if (navigator.clipboard) navigator.clipboard.writeText(game.position);
  });
  $("save").addEventListener("click", function () {
    api("POST", "/api/games/" + game.id + "/save", {}).then(function (r) {
      say("Saved as game " + r.game_id + " of " + r.path + " (collapse report reads it).");
    }).catch(function (e) { say(e.message, true); });
  });

  // ---- analysis ----
  function stopPoll() { if (poll) clearTimeout(poll); poll = null; }
  function showAnalysis(a) {
    $("an-info").textContent = (a.running ? "searching: " : "done: ") + (a.iterations || 0) +
      " iterations, " + ((a.ms || 0) / 1000).toFixed(1) + " s" + (a.best ? ", best " + a.best : "");
    var tb = $("an-lines").tBodies[0];
    tb.textContent = "";
    (a.lines || []).forEach(function (l) {
      var tr = tb.insertRow();
      tr.insertCell().textContent = l.move;
      var v = tr.insertCell(); v.className = "n"; v.textContent = l.visits;
      var w = tr.insertCell(); w.className = "n";
      w.textContent = l.proven ? "proven " + l.proven : l.value.toFixed(3);
      tr.insertCell().textContent = l.pv;
    });
    $("an-start").disabled = !!a.running;
    $("an-stop").disabled = !a.running;
  }
  function pollAnalysis(id) {
    api("GET", "/api/games/" + id + "/analysis").then(function (a) {
      showAnalysis(a);
      if (a.running) poll = setTimeout(function () { pollAnalysis(id); }, 400);
    }).catch(function (e) { say(e.message, true); });
  }
  $("an-start").addEventListener("click", function () {
    if (!game) return;
    var id = game.id;
    api("POST", "/api/games/" + id + "/analyse", { agent: $("an-agent").value })
      .then(function () { stopPoll(); pollAnalysis(id); })
      .catch(function (e) { say(e.message, true); });
  });
  $("an-stop").addEventListener("click", function () {
    api("POST", "/api/games/" + game.id + "/stop").then(function (a) { stopPoll(); showAnalysis(a); })
      .catch(function (e) { say(e.message, true); });
  });

  // ---- start ----
  // What the browser check (scripts/serve-browser/check.mjs) waits on between its clicks.
  window.CollapseApp = {
    newGame: newGame, state: function () { return game; }, busy: function () { return busy; },
    say: say
  };
  api("GET", "/api/variants").then(function (r) {
    variants = r.variants;
    variants.forEach(function (v) {
      var o = document.createElement("option");
      o.value = o.textContent = v.name;
      $("variant").appendChild(o);
    });
    $("variant").value = "chess";
    showParams();
  });
})();
