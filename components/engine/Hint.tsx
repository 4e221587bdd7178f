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
 * is still there, and from then on also on the keyboard's focus.
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
  // The Tooltip takes the child's place (a new element), so it is put there only when no press and no
  // focus is on the child: a click in progress would be lost, a focus dropped. Opened if hovered then.
  const want = (element: Element) =>
    void loadTooltip().then((component) => {
      const swap = () => {
        if (element.matches(":active") || element.contains(element.ownerDocument.activeElement)) {
          const later = () => setTimeout(swap);
          element.addEventListener("pointerup", later, { once: true });
          element.addEventListener("focusout", later, { once: true });
          return;
        }
        setOpen(element.matches(":hover"));
        setTooltip(() => component);
      };
      swap();
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
