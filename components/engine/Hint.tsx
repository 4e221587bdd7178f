"use client";

import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from "react";
import type { TooltipProps } from "@mui/material/Tooltip";

type TooltipComponent = (props: TooltipProps) => ReactNode;

// MUI's Tooltip brings Popper and @popperjs/core (about 11 kB gzip): loaded on the first hover or
// focus of any hint, once per page, never with a list (docs/performance.md).
let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;
const loadTooltip = () => (loading ??= import("@mui/material/Tooltip").then((module) => (loaded = module.default as TooltipComponent)));

type ChildProps = { "aria-label"?: string; onPointerEnter?: (event: PointerEvent) => void; onPointerLeave?: (event: PointerEvent) => void; onFocus?: (event: FocusEvent) => void; onBlur?: (event: FocusEvent) => void };

/**
 * MUI's Tooltip for `children`, its code fetched when first wanted. The child is never wrapped: it
 * carries the accessible name the Tooltip would give it (`aria-label`, for a text title) and is drawn
 * the same before and after, so a click or a focus on it is never lost to a remount; the Tooltip is
 * drawn beside it, anchored to it, open while the pointer or the keyboard's focus is there.
 */
export function Hint({ title, children }: { title: ReactNode; children: ReactElement<ChildProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [anchor, setAnchor] = useState<Element | null>(null);
  const [open, setOpen] = useState(false);
  const show = (element: Element) => {
    setAnchor(element);
    setOpen(true);
    if (!Tooltip) void loadTooltip().then((component) => setTooltip(() => component));
  };
  const hide = () => setOpen(false);
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        // As MUI's Tooltip: the child's own name ("Review photo: Priya Sharma") wins over the hint's.
        ...(typeof title === "string" && own["aria-label"] === undefined ? { "aria-label": title } : {}),
        onPointerEnter: (event: PointerEvent) => {
          own.onPointerEnter?.(event);
          show(event.currentTarget as Element);
        },
        onPointerLeave: (event: PointerEvent) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onFocus: (event: FocusEvent) => {
          own.onFocus?.(event);
          // As the Tooltip does: a focus by the keyboard shows it, a click's does not.
          if ((event.target as Element).matches(":focus-visible")) show(event.currentTarget as Element);
        },
        onBlur: (event: FocusEvent) => {
          own.onBlur?.(event);
          hide();
        },
      } as Partial<ChildProps>)}
      {Tooltip && anchor ? (
        <Tooltip title={title} open={open} onClose={hide} slotProps={{ popper: { anchorEl: anchor } }}>
          <span style={{ display: "none" }} />
        </Tooltip>
      ) : null}
    </>
  );
}
