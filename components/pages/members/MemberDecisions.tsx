"use client";

import dynamic from "next/dynamic";

/**
 * The member view's Review photo and Verify documents (MemberDecisionButtons), loaded after the page:
 * they wait for the member's App Users row from the api anyway, so the view's first load carries
 * neither them nor the code that fetches it (docs/performance.md).
 */
export const MemberDecisions = dynamic(() => import("./MemberDecisionButtons"), { ssr: false });
