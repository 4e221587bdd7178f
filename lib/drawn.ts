/**
 * The mark a page's content carries once it is drawn and can be used: a list's first answer (its rows
 * or "Data not Found"), a card, a pane, a member's profile, a form. `npm run size` and the benches wait
 * for it before they stop counting (docs/performance.md), so every view sets it on what it draws.
 */
export const DRAWN_ATTRIBUTE = "data-drawn";
export const DRAWN_SELECTOR = `[${DRAWN_ATTRIBUTE}]`;

/** Props that mark an element drawn once `ready`. */
export const drawn = (ready = true): { [DRAWN_ATTRIBUTE]?: "" } => (ready ? { [DRAWN_ATTRIBUTE]: "" } : {});
