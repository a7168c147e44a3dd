// Reading the game page's board in the browser tests: its cells by name inside #board (a
// second board, of variant play, may sit beside it), their digits, notes and highlights, and
// waiting for the game's answers.

// Waits until the game has answered every call the page made.
export async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.busy === "0" && !document.body.classList.contains("making"));
}

// Does `what` (a click, a key) and waits for the game's answer.
export async function step(page, what) {
  await what();
  await settled(page);
}

// The 81 cells as a line of placed digits, "." for an empty cell (a hint's ghost digit is not
// placed).
export function boardLine(page) {
  return page.$$eval("#board [data-cell]", (cells) => cells.map((cell) => (cell.classList.contains("clue") || cell.classList.contains("entry") ? cell.querySelector(".digit").textContent : ".")).join(""));
}

// The cells that carry a class, by name.
export function cellsWith(page, name) {
  return page.$$eval(`#board [data-cell].${name}`, (cells) => cells.map((cell) => cell.dataset.cell));
}

// The notes shown in a cell, as digits (each drawn from its data-d).
export function notesOf(page, cell) {
  return page.$eval(`#board [data-cell="${cell}"]`, (element) => [...element.querySelectorAll(".notes span[data-d]")].filter((note) => !note.classList.contains("extra")).map((note) => Number(note.dataset.d)));
}

export const text = (page, selector) => page.textContent(selector).then((t) => t.trim());

// The cell at row r, column c (0-based) by name, and the other way round.
export const nameOf = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
export const indexOf = (name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;

// What the last hint stage highlights: placements as [cell, digit] and removals.
export async function hintMarks(page) {
  const placements = await page.$$eval("#board [data-cell].place", (cells) => cells.map((cell) => [cell.dataset.cell, Number(cell.dataset.place)]));
  const removals = await page.$$eval("#board .notes span.gone", (notes) => notes.map((note) => [note.closest("[data-cell]").dataset.cell, Number(note.dataset.note)]));
  return { placements, removals };
}
