// The board of `collapse serve`: the report page's SVG (one <g data-c="CELL"> per cell, and
// on a wrapping board ghosts <use data-g="CELL"> that show their cell live) with the pieces
// written in, a flip, highlights, and clicks reported by cell name.
(function () {
  "use strict";
  var Board = {};
  var box = null, cells = {}, text = null, flipped = false, onClick = null;

  function side(piece) {
    var m = piece.match(/[A-Za-z]/);
    if (!m) return "pn";
    return m[0] === m[0].toUpperCase() ? "pw" : "pb";
  }

  // Draws an empty board: `svg` (a string) or, when null, a <pre> for the text diagram.
  Board.init = function (el, svg, click) {
    box = el;
    onClick = click;
    box.textContent = "";
    cells = {};
    text = null;
    if (svg) {
      box.innerHTML = svg;
      box.querySelectorAll("g[data-c]").forEach(function (g) {
        cells[g.getAttribute("data-c")] = g;
      });
    } else {
      text = document.createElement("pre");
      text.className = "board-text";
      box.appendChild(text);
    }
    applyFlip();
  };

  Board.hasCells = function () { return text === null; };
  Board.cell = function (name) { return cells[name] || null; };

  // Writes the pieces of `state` (cells map) into the board, or its diagram.
  Board.show = function (state) {
    if (text) { text.textContent = state.diagram; return; }
    Object.keys(cells).forEach(function (c) {
      var t = cells[c].querySelector("text");
      var piece = state.cells[c] || "";
      if (t.textContent !== piece) t.textContent = piece;
      t.setAttribute("class", piece ? side(piece) : "");
      t.setAttribute("font-size", piece.length > 2 ? "10" : piece.length > 1 ? "13" : "19");
    });
  };

  // Marks cells: `marks` maps a class (sel, dest, choice, last) to a list of cell names.
  Board.mark = function (marks) {
    Object.keys(cells).forEach(function (c) { cells[c].removeAttribute("class"); });
    Object.keys(marks).forEach(function (cls) {
      (marks[cls] || []).forEach(function (c) {
        if (cells[c]) cells[c].setAttribute("class", cls);
      });
    });
  };

  // Turns the drawing half a turn, every text turned back upright around its own point.
  function applyFlip() {
    var svg = box && box.querySelector("svg");
    if (!svg) return;
    var vb = svg.viewBox.baseVal;
    var root = svg.querySelector("g.flip");
    if (!root) {
      root = document.createElementNS("http://www.w3.org/2000/svg", "g");
      root.setAttribute("class", "flip");
      while (svg.firstChild) root.appendChild(svg.firstChild);
      svg.appendChild(root);
    }
    var cx = vb.x + vb.width / 2, cy = vb.y + vb.height / 2;
    root.setAttribute("transform", flipped ? "rotate(180 " + cx + " " + cy + ")" : "");
    svg.querySelectorAll("text").forEach(function (t) {
      var x = t.getAttribute("x"), y = t.getAttribute("y");
      t.setAttribute("transform", flipped ? "rotate(180 " + x + " " + y + ")" : "");
    });
  }

  Board.flip = function () { flipped = !flipped; applyFlip(); };
  Board.isFlipped = function () { return flipped; };

  document.addEventListener("click", function (e) {
    if (!box || !box.contains(e.target)) return;
    // A ghost cell beyond a wrapping edge (<use data-g>) stands for the cell it shows.
    var g = e.target.closest ? e.target.closest("g[data-c], use[data-g]") : null;
    if (g && onClick) onClick(g.getAttribute("data-c") || g.getAttribute("data-g"));
  });

  window.CollapseBoard = Board;
})();
