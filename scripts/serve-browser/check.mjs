// `collapse serve` played with real mouse input in headless Chromium (scripts/check-serve runs
// this): starts `collapse serve --port 0`, and for each game below, at 1280 and at 800 px
// wide, fills in the setup form (two people), then plays its moves by clicks of the mouse
// (`page.mouse.click` at the centre of the cell or button as the browser lays it out; on the
// torus some clicks fall on ghost cells beyond an edge), and checks that the moves listed and
// the position text shown are those of `collapse show` for the same moves. Then a Resign
// click ends the chess game. Screenshots: results/serve-VARIANT-WIDTH.png (and the torus
// flipped, results/serve-torus-flipped-1280.png).
//
// Usage: node check.mjs [COLLAPSE_BINARY] [RESULTS_DIR]
//        (defaults: target/debug/collapse and results/ of the repository)
// Exit 0 when every game matched, 1 otherwise; 3 when Chromium or playwright-core is absent.

import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const CHROMIUM = "/usr/bin/chromium";
// The flags the machine notes list: no sandbox as root, no GPU, and no background network
// (this machine's closed network refuses it).
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "..", "..");
const collapse = resolve(process.argv[2] || join(repo, "target", "debug", "collapse"));
const results = resolve(process.argv[3] || join(repo, "results"));

// Each game: variant, parameters, clicks (a cell `e2`; a ghost cell `ghost:a3`, the copy of a3
// drawn beyond the opposite edge; a choice button `btn:MOVE`) and the moves they must play.
const GAMES = [
  { variant: "chess", params: {}, clicks: ["e2", "e4", "e7", "e5", "g1", "f3"],
    moves: ["e2-e4", "e7-e5", "g1-f3"], resign: true },
  { variant: "fiveup", params: {}, clicks: ["Ec2", "Ec4", "Ac4", "Ac3", "Dd1", "Cd3"],
    moves: ["Ec2-Ec4", "Ac4-Ac3", "Dd1-Cd3"] },
  { variant: "quantimex", params: {}, clicks: ["e2", "e6", "btn:@e5", "f10", "f7"],
    moves: ["e2-e6", "@e5", "f10-f7"] },
  // Across the wrap: j3 to a3 (the ghost right of j3), a10 to j10 (the ghost left of a10),
  // g1 to g12 (the ghost below g1); each arrival a choice of staying a pawn or transforming.
  { variant: "uncertainty", params: { board: "torus" }, name: "torus",
    clicks: ["j3", "ghost:a3", "btn:j3-a3>N", "a10", "ghost:j10", "btn:a10-j10",
      "g1", "ghost:g12", "btn:g1-g12"],
    moves: ["j3-a3>N", "a10-j10", "g1-g12"], flip: true },
  { variant: "uncertainty", params: { board: "hypertorus" }, name: "hypertorus",
    clicks: [], moves: [] },
];

function skip(why) {
  console.log(`skipped: ${why}`);
  process.exit(3);
}

if (!existsSync(CHROMIUM)) skip(`${CHROMIUM} is absent (scripts/check-serve installs it)`);
if (!existsSync(collapse)) skip(`${collapse} is absent (cargo build --bin collapse)`);
let chromium;
try {
  ({ chromium } = await import("playwright-core"));
} catch (e) {
  skip(`playwright-core is not installed (npm ci in scripts/serve-browser): ${e.message}`);
}

// `collapse serve --port 0` on a fresh --out; resolves to [process, base URL].
function serve(out) {
  const child = spawn(collapse, ["serve", "--port", "0", "--out", out],
    { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((ok, fail) => {
    let text = "";
    child.stdout.on("data", (d) => {
      text += d;
      const m = text.match(/http:\/\/[^/\s]+\//);
      if (m) ok([child, m[0]]);
    });
    child.on("exit", (code) => fail(new Error(`collapse serve exited (${code}): ${text}`)));
  });
}

// The position text `collapse show` prints after `moves`.
function shown(game) {
  const args = ["show", "--variant", game.variant];
  for (const [k, v] of Object.entries(game.params)) args.push("--param", `${k}=${v}`);
  if (game.moves.length) args.push("--moves", game.moves.join(" "));
  const out = execFileSync(collapse, args, { encoding: "utf8" });
  const line = out.split("\n").find((l) => l.startsWith("Position: "));
  if (!line) throw new Error(`collapse show printed no position: ${out}`);
  return line.slice("Position: ".length);
}

// The element a click names, as a Playwright locator.
function target(page, click) {
  if (click.startsWith("btn:")) {
    return page.locator(`#choices button[data-move="${click.slice(4)}"]`);
  }
  if (click.startsWith("ghost:")) return page.locator(`#board use[data-g="${click.slice(6)}"]`);
  return page.locator(`#board g[data-c="${click}"]`);
}

// A real mouse click at the centre of `el` (exactly one element, `name` in messages) as laid
// out, then waits for the page to finish what the click started.
async function clickCentre(page, el, name) {
  const n = await el.count();
  if (n !== 1) throw new Error(`${name}: ${n} elements match (one expected)`);
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  if (!box) throw new Error(`${name}: not laid out`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => !window.CollapseApp.busy());
}

// Sets up and plays `game` at `width` px; the list of what did not match.
async function play(browser, base, game, width) {
  const label = `${game.name || game.variant} at ${width} px`;
  const page = await browser.newPage({ viewport: { width, height: 1000 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(`${label}: script error: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`${label}: ${m.text()}`); });
  await page.goto(base);
  await page.waitForFunction(() => document.querySelectorAll("#variant option").length > 0);
  await page.selectOption("#variant", game.variant);
  for (const [k, v] of Object.entries(game.params)) {
    await page.selectOption(`#params [data-param="${k}"]`, v);
  }
  await page.fill("#white", "human");
  await page.fill("#black", "human");
  await clickCentre(page, page.locator("#new"), "New game");
  await page.waitForSelector("#board svg");
  if (game.variant === "uncertainty") {
    const ghosts = await page.locator("#board use[data-g]").count();
    if (ghosts === 0) errors.push(`${label}: no ghost cell drawn beyond the wrapping edges`);
  }
  for (const c of game.clicks) {
    try {
      await clickCentre(page, target(page, c), c);
    } catch (e) {
      errors.push(`${label}: ${e.message}`);
      break;
    }
  }
  const moves = await page.locator("#moves li").allTextContents();
  const position = await page.inputValue("#postext");
  const message = await page.textContent("#message");
  if (JSON.stringify(moves) !== JSON.stringify(game.moves)) {
    errors.push(`${label}: moves ${JSON.stringify(moves)}, expected ${JSON.stringify(game.moves)}` +
      (message ? ` (page says: ${message})` : ""));
  } else if (position !== shown(game)) {
    errors.push(`${label}: the page shows ${position} but collapse show ${shown(game)}`);
  }
  const png = join(results, `serve-${game.name || game.variant}-${width}.png`);
  await page.screenshot({ path: png, fullPage: true });
  console.log(`screenshot: ${png}`);
  if (game.flip && width === 1280) {
    // Flipped by its button: the ghosts turn with the board (a picture to look at).
    await clickCentre(page, page.locator("#flip"), "Flip board");
    const flipped = join(results, `serve-${game.name || game.variant}-flipped-${width}.png`);
    await page.screenshot({ path: flipped, fullPage: true });
    console.log(`screenshot: ${flipped}`);
  }
  if (game.resign) {
    await clickCentre(page, page.locator("#resign"), "Resign");
    await page.waitForFunction(() => /Game over/.test(document.getElementById("status").textContent));
    const status = await page.textContent("#status");
    // Black is to move after three plies and resigns: White wins.
    if (!status.includes("1-0 resignation")) errors.push(`${label}: after Resign: ${status}`);
  }
  await page.close();
  return errors;
}

mkdirSync(results, { recursive: true });
const out = mkdtempSync(join(tmpdir(), "check-serve-"));
const [server, base] = await serve(out);
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
const failures = [];
try {
  for (const game of GAMES) {
    for (const width of [1280, 800]) failures.push(...await play(browser, base, game, width));
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(out, { recursive: true, force: true });
}
if (failures.length) {
  console.log(`FAILED:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`ok: ${GAMES.length} games played by mouse clicks at 1280 and 800 px match collapse show`);
