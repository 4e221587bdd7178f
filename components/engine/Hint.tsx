"use client";

import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from "react";
import type { TooltipProps } from "@mui/material/Tooltip";

type TooltipComponent = (props: TooltipProps) => ReactNode;

// MUI's Tooltip brings Popper and @popperjs/core (about 11 kB gzip): loaded on the first hover or
// focus of any hint, once per page, never with a list (docs/performance.md).
let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;
const loadTooltip = () => (loading ??= import("@mui/material/Tooltip").then((module) => (loaded = module.default as TooltipComponent)));

type ChildProps = { onPointerEnter?: (event: PointerEvent) => void; onFocus?: (event: FocusEvent) => void };

/**
 * MUI's Tooltip over `children`, its code fetched when first wanted. Until then the child carries the
 * same accessible name the Tooltip gives it (`aria-label`, for a text title), so what assistive
 * technology reads does not depend on the chunk; the tooltip opens as soon as it arrives if the pointer
 * or the keyboard's focus is still there.
 */
export function Hint({ title, children }: { title: ReactNode; children: ReactElement<ChildProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [open, setOpen] = useState(false);
  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    );
  }
  // Opened when the chunk arrives only if the pointer or the keyboard's focus is still there.
  const want = (element: Element) =>
    void loadTooltip().then((component) => {
      setOpen(element.matches(":hover") || element.matches(":focus-visible") || element.querySelector(":focus-visible") !== null);
      setTooltip(() => component);
    });
  const own = children.props;
  return cloneElement(children, {
    ...(typeof title === "string" ? { "aria-label": title } : {}),
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      want(event.currentTarget as Element);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      want(event.currentTarget as Element);
    },
  } as Partial<ChildProps>);
}
