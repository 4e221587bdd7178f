/** The editing area's shape, shared by the editor and its stand-in so the swap does not move the form. */
export const EDITOR_BOX = { "& .tiptap, & [data-stand-in]": { minHeight: 120, px: 1.5, py: 1, outline: "none" }, "& .tiptap p, & [data-stand-in] p": { my: 0.5 } };
