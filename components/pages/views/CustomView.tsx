"use client";

import type { ComponentType } from "react";
import type { PageViewProps } from "../views";

/** Pages drawn by a component of their own (view "custom"), by page slug; it composes the engine's parts. */
const CUSTOM_VIEWS: Record<string, ComponentType<PageViewProps>> = {};

export function CustomView(props: PageViewProps) {
  const View = CUSTOM_VIEWS[props.page.slug];
  if (!View) throw new Error(`The page "${props.page.slug}" says view "custom" but no component is registered for it.`);
  return <View {...props} />;
}
