/** Read by screen readers, not shown: a chart's description, a dialog's count of what it found. */
export const VISUALLY_HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
