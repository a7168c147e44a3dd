// The drawing of a variant puzzle: one SVG under the board's cells, in cell units (x is the
// column, y the row, one cell is 1 by 1), as setters expect it from SudokuPad and f-puzzles.
// Each rule is one group carrying data-rule="<its f-puzzles key>"; the rules that are not
// drawn (anti-knight, anti-king, non-consecutive, disjoint groups, negative constraints) have
// none. The drawing comes from the package (VariantGame.drawing()): this file only draws.

const SVG = "http://www.w3.org/2000/svg";

// "r3c12" -> [row, column], from 0.
export function rowCol(name) {
  const [, r, c] = /^r(\d+)c(\d+)$/.exec(name);
  return [Number(r) - 1, Number(c) - 1];
}

function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  parent?.append(node);
  return node;
}

const centre = (name) => {
  const [r, c] = rowCol(name);
  return [c + 0.5, r + 0.5];
};
const points = (list) => list.map(([x, y]) => `${+x.toFixed(3)},${+y.toFixed(3)}`).join(" ");

// Whether the puzzle has clues outside the board (little killers, sandwiches): the drawing
// then keeps a margin of one cell around it.
export function margin(drawing) {
  return drawing.rules.some((rule) => rule.clue !== undefined) ? 1 : 0.08;
}

// A polyline through the centres of `cells`, with the given look.
function line(group, cells, attributes) {
  return el("polyline", { points: points(cells.map(centre)), fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round", ...attributes }, group);
}

// The outline of a set of cells, drawn `inset` inside it (a killer cage's dashed line).
function outline(group, names, inset, attributes) {
  const cells = new Set(names);
  const has = (r, c) => cells.has(`r${r + 1}c${c + 1}`);
  const d = inset;
  const paths = [];
  for (const name of names) {
    const [r, c] = rowCol(name);
    // Each side: [neighbour across it, the two ends: (neighbour along, diagonal beyond)],
    // as a function giving the segment's points.
    const sides = [
      // top: y = r + d, from left to right
      [has(r - 1, c), (a, b) => [[c + a, r + d], [c + 1 - b, r + d]], [has(r, c - 1), has(r - 1, c - 1)], [has(r, c + 1), has(r - 1, c + 1)]],
      // bottom
      [has(r + 1, c), (a, b) => [[c + a, r + 1 - d], [c + 1 - b, r + 1 - d]], [has(r, c - 1), has(r + 1, c - 1)], [has(r, c + 1), has(r + 1, c + 1)]],
      // left: x = c + d, from top to bottom
      [has(r, c - 1), (a, b) => [[c + d, r + a], [c + d, r + 1 - b]], [has(r - 1, c), has(r - 1, c - 1)], [has(r + 1, c), has(r + 1, c - 1)]],
      // right
      [has(r, c + 1), (a, b) => [[c + 1 - d, r + a], [c + 1 - d, r + 1 - b]], [has(r - 1, c), has(r - 1, c + 1)], [has(r + 1, c), has(r + 1, c + 1)]],
    ];
    for (const [across, segment, start, end] of sides) {
      if (across) continue;
      // An end stops short where the cage turns, runs on to meet the next cell's side, or
      // reaches over where the cage turns the other way round a corner.
      const reach = ([along, beyond]) => (!along ? d : beyond ? -d : 0);
      const [[x0, y0], [x1, y1]] = segment(reach(start), reach(end));
      paths.push(`M${+x0.toFixed(3)} ${+y0.toFixed(3)}L${+x1.toFixed(3)} ${+y1.toFixed(3)}`);
    }
  }
  return el("path", { d: paths.join(""), fill: "none", ...attributes }, group);
}

// The first cell of a list in reading order.
function first(names) {
  return [...names].sort((a, b) => {
    const [ra, ca] = rowCol(a);
    const [rb, cb] = rowCol(b);
    return ra - rb || ca - cb;
  })[0];
}

function label(group, x, y, text, size, attributes = {}) {
  const node = el("text", { x, y, "font-size": size, "text-anchor": "middle", "dominant-baseline": "central", class: "vlabel", ...attributes }, group);
  node.textContent = text;
  return node;
}

// The point between two orthogonal neighbours (where a dot or an X sits).
function between([a, b]) {
  const [xa, ya] = centre(a);
  const [xb, yb] = centre(b);
  return [(xa + xb) / 2, (ya + yb) / 2];
}

// A point `by` from `from` towards `to`.
function towards([x0, y0], [x1, y1], by) {
  const length = Math.hypot(x1 - x0, y1 - y0) || 1;
  return [x0 + ((x1 - x0) * by) / length, y0 + ((y1 - y0) * by) / length];
}

const DRAW = {
  extraregion(g, rule) {
    for (const name of rule.cells) {
      const [r, c] = rowCol(name);
      el("rect", { x: c, y: r, width: 1, height: 1, class: "vshade" }, g);
    }
  },
  odd(g, rule) {
    const [x, y] = centre(rule.cells[0]);
    el("circle", { cx: x, cy: y, r: 0.4, class: "vparity" }, g);
  },
  even(g, rule) {
    const [x, y] = centre(rule.cells[0]);
    el("rect", { x: x - 0.38, y: y - 0.38, width: 0.76, height: 0.76, class: "vparity" }, g);
  },
  minimum(g, rule) {
    extremum(g, rule, -1);
  },
  maximum(g, rule) {
    extremum(g, rule, 1);
  },
  thermometer(g, rule) {
    for (const cells of rule.lines) line(g, cells, { class: "vthermo", "stroke-width": 0.28 });
    const [x, y] = centre(rule.lines[0][0]);
    el("circle", { cx: x, cy: y, r: 0.4, class: "vthermo-bulb" }, g);
  },
  palindrome(g, rule) {
    for (const cells of rule.lines) line(g, cells, { class: "vpalindrome", "stroke-width": 0.2 });
  },
  renban(g, rule) {
    for (const cells of rule.lines) line(g, cells, { class: "vrenban", "stroke-width": 0.24 });
  },
  whispers(g, rule) {
    for (const cells of rule.lines) line(g, cells, { class: "vwhispers", "stroke-width": 0.2 });
  },
  betweenline(g, rule) {
    for (const cells of rule.lines) {
      const ends = [centre(cells[0]), centre(cells[cells.length - 1])];
      const path = cells.map(centre);
      path[0] = towards(ends[0], path[1] ?? ends[0], 0.4);
      path[path.length - 1] = towards(ends[1], path[path.length - 2] ?? ends[1], 0.4);
      el("polyline", { points: points(path), fill: "none", class: "vbetween", "stroke-width": 0.05 }, g);
      for (const [x, y] of ends) el("circle", { cx: x, cy: y, r: 0.4, class: "vbulb" }, g);
    }
  },
  killercage(g, rule) {
    outline(g, rule.cells, 0.08, { class: "vcage", "stroke-width": 0.03, "stroke-dasharray": "0.1 0.06" });
    if (rule.value !== undefined) {
      const [r, c] = rowCol(first(rule.cells));
      label(g, c + 0.05, r + 0.17, rule.value, 0.22, { "text-anchor": "start", class: "vlabel vsum" });
    }
  },
  littlekillersum(g, rule) {
    const [r, c] = rule.clue;
    const [dr, dc] = rule.step;
    label(g, c + 0.5 - dc * 0.12, r + 0.5 - dr * 0.12, rule.value, 0.34);
    // A small arrow in the corner of the clue's cell, pointing down the diagonal.
    const tip = [c + 0.5 + dc * 0.42, r + 0.5 + dr * 0.42];
    const tail = [c + 0.5 + dc * 0.2, r + 0.5 + dr * 0.2];
    el("polyline", { points: points([tail, tip]), class: "varrow-line", "stroke-width": 0.04, fill: "none" }, g);
    el("polyline", { points: points([[tip[0] - dc * 0.12, tip[1]], tip, [tip[0], tip[1] - dr * 0.12]]), class: "varrow-line", "stroke-width": 0.04, fill: "none" }, g);
  },
  sandwichsum(g, rule) {
    const [r, c] = rule.clue;
    label(g, c + 0.5, r + 0.5, rule.value, 0.38);
  },
  difference(g, rule) {
    dot(g, rule, "vdot-white", "1");
  },
  ratio(g, rule) {
    dot(g, rule, "vdot-black", "2");
  },
  xv(g, rule) {
    const [x, y] = between(rule.cells);
    label(g, x, y, rule.value, 0.36, { class: "vlabel vxv" });
  },
  arrow(g, rule) {
    const circle = rule.cells.map(centre);
    if (circle.length === 1) {
      el("circle", { cx: circle[0][0], cy: circle[0][1], r: 0.4, class: "varrow-circle" }, g);
    } else {
      el("polyline", { points: points(circle), class: "varrow-pill", "stroke-width": 0.8, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" }, g);
      el("polyline", { points: points(circle), class: "varrow-pill-inside", "stroke-width": 0.74, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" }, g);
    }
    for (const cells of rule.lines) {
      const path = cells.filter((name) => !rule.cells.includes(name)).map(centre);
      if (path.length === 0) continue;
      // From the edge of the nearest circle cell.
      const from = circle.reduce((best, p) => (Math.hypot(p[0] - path[0][0], p[1] - path[0][1]) < Math.hypot(best[0] - path[0][0], best[1] - path[0][1]) ? p : best));
      const start = towards(from, path[0], 0.4);
      const all = [start, ...path];
      el("polyline", { points: points(all), class: "varrow-line", "stroke-width": 0.045, fill: "none", "stroke-linejoin": "round" }, g);
      const tip = all[all.length - 1];
      const back = all[all.length - 2];
      const [ux, uy] = [tip[0] - back[0], tip[1] - back[1]];
      const length = Math.hypot(ux, uy) || 1;
      const [nx, ny] = [ux / length, uy / length];
      const head = [
        [tip[0] - nx * 0.22 - ny * 0.15, tip[1] - ny * 0.22 + nx * 0.15],
        tip,
        [tip[0] - nx * 0.22 + ny * 0.15, tip[1] - ny * 0.22 - nx * 0.15],
      ];
      el("polyline", { points: points(head), class: "varrow-line", "stroke-width": 0.045, fill: "none", "stroke-linejoin": "round", "stroke-linecap": "round" }, g);
    }
  },
  quadruple(g, rule) {
    const corners = rule.cells.map(rowCol);
    const x = Math.max(...corners.map(([, c]) => c));
    const y = Math.max(...corners.map(([r]) => r));
    el("circle", { cx: x, cy: y, r: 0.26, class: "vquad" }, g);
    const digits = rule.values;
    const size = digits.length > 2 ? 0.15 : 0.19;
    digits.forEach((digit, i) => {
      const dx = digits.length === 1 ? 0 : (i % 2 === 0 ? -0.08 : 0.08);
      const dy = digits.length <= 2 ? 0 : i < 2 ? -0.08 : 0.08;
      label(g, x + dx, y + dy, String(digit), size, { class: "vlabel vquad-digit" });
    });
  },
};

function dot(g, rule, kind, plain) {
  const [x, y] = between(rule.cells);
  el("circle", { cx: x, cy: y, r: 0.12, class: `vdot ${kind}`, "stroke-width": 0.03 }, g);
  if (rule.value !== plain) label(g, x, y, rule.value, 0.14, { class: `vlabel ${kind}-value` });
}

// A minimum or maximum cell: shaded, with small chevrons at its four sides pointing in (a
// minimum: its neighbours are larger) or out (a maximum).
function extremum(g, rule, out) {
  const [r, c] = rowCol(rule.cells[0]);
  el("rect", { x: c, y: r, width: 1, height: 1, class: out > 0 ? "vmax" : "vmin" }, g);
  const [x, y] = [c + 0.5, r + 0.5];
  for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]]) {
    const base = 0.36;
    const tip = base + out * 0.08;
    const [px, py] = [-dy, dx];
    el("polyline", {
      points: points([
        [x + dx * base + px * 0.1, y + dy * base + py * 0.1],
        [x + dx * tip, y + dy * tip],
        [x + dx * base - px * 0.1, y + dy * base - py * 0.1],
      ]),
      class: "vchevron",
      "stroke-width": 0.035,
      fill: "none",
    }, g);
  }
}

// The whole drawing, as two SVGs the same size as the board: `under` the cells (shading,
// lines, circles) and `over` them (the grid, cages, dots, clues), so that a highlighted cell
// tints what is under it and never hides a border, a dot or a cage's sum.
export function drawPuzzle(drawing) {
  const n = drawing.size;
  const m = margin(drawing);
  const svg = (name) => el("svg", { viewBox: `${-m} ${-m} ${n + 2 * m} ${n + 2 * m}`, class: `vdrawing ${name}`, "aria-hidden": "true" });
  const under = svg("vunder");
  const over = svg("vover");
  const grid = el("g", { class: "vgrid" }, over);
  const top = el("g", { class: "vtop-layer" }, over);
  const layer = {
    extraregion: under, odd: under, even: under, minimum: under, maximum: under,
    thermometer: under, palindrome: under, renban: under, whispers: under, betweenline: under,
    arrow: under, "diagonal+": under, "diagonal-": under,
  };
  for (const rule of drawing.rules) {
    if (rule.key === "diagonal+" || rule.key === "diagonal-") {
      const g = el("g", { "data-rule": rule.key }, under);
      const [y0, y1] = rule.key === "diagonal+" ? [n, 0] : [0, n];
      el("line", { x1: 0, y1: y0, x2: n, y2: y1, class: "vdiagonal", "stroke-width": 0.04 }, g);
      continue;
    }
    const draw = DRAW[rule.key];
    if (draw === undefined) continue; // a global rule: the rules text names it, nothing to draw
    const g = el("g", { "data-rule": rule.key }, layer[rule.key] ?? top);
    draw(g, rule);
  }
  // Thin lines between cells, thick ones between regions and round the board.
  const region = (r, c) => drawing.regions[r * n + c];
  let thin = "";
  let thick = "";
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) {
        const edge = `M${c + 1} ${r}v1`;
        if (region(r, c) !== region(r, c + 1)) thick += edge;
        else thin += edge;
      }
      if (r + 1 < n) {
        const edge = `M${c} ${r + 1}h1`;
        if (region(r, c) !== region(r + 1, c)) thick += edge;
        else thin += edge;
      }
    }
  }
  el("path", { d: thin, class: "vthin", "stroke-width": 0.02, fill: "none" }, grid);
  el("path", { d: thick, class: "vthick", "stroke-width": 0.06, fill: "none", "stroke-linecap": "square" }, grid);
  el("rect", { x: 0, y: 0, width: n, height: n, class: "vthick", "stroke-width": 0.08, fill: "none" }, grid);
  return { under, over };
}
