"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { detailTabOf, type PageDetail } from "@/lib/engine/detail";
import { drawn } from "@/lib/drawn";

// The lists (and the table under them) load when a list tab is first opened, not with the page.
const DetailTabList = dynamic(() => import("./DetailTabList"), { ssr: false, loading: () => <LinearProgress aria-label="Loading the list" /> });

interface Props {
  slug: string;
  detail: PageDetail;
  /** How many rows each tab holds, by tab key. */
  counts: Record<string, number>;
  recordId: number;
  /** Whose details they are ("Asha Rao"). */
  name: string;
  readOnly: boolean;
  imageBaseUrl: string;
  /** The record's own tab, drawn by the server. */
  children: ReactNode;
}

/**
 * A record's page below its header: its own tab, then a tab per list of its rows (lib/pages.ts `detail`).
 * The open tab is in the URL (`?tab=sent`), so reload, back and a shared link open it again; only the
 * open tab is drawn, and its list is fetched then, a page at a time.
 */
export function DetailView({ slug, detail, counts, recordId, name, readOnly, imageBaseUrl, children }: Props) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The tab follows the URL (back, forward, a shared link), and a click shows its tab at once rather
  // than when the navigation it starts has finished: the list that was open never lingers under it.
  const urlTab = detailTabOf(detail, params.get("tab"));
  const [tab, setTab] = useState(urlTab);
  const [shownUrlTab, setShownUrlTab] = useState(urlTab);
  if (shownUrlTab !== urlTab) {
    setShownUrlTab(urlTab);
    setTab(urlTab);
  }

  const hrefOf = (key: string) => {
    const next = new URLSearchParams(params.toString());
    if (key === detail.recordTab.key) next.delete("tab");
    else next.set("tab", key);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const listTab = detail.tabs.find((item) => item.key === tab);

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={tab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={`${name}'s details`}>
          {[detail.recordTab, ...detail.tabs].map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={item.key in counts ? `${item.label} (${counts[item.key]})` : item.label}
              id={`detail-tab-${item.key}`}
              aria-controls="detail-tabpanel"
              component={NextLink}
              href={hrefOf(item.key)}
              scroll={false}
              // A click that opens the tab elsewhere (a new browser tab) leaves this one as it is.
              onClick={(event: MouseEvent) => {
                if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) setTab(item.key);
              }}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id="detail-tabpanel" aria-labelledby={`detail-tab-${tab}`} {...drawn(tab === detail.recordTab.key)}>
        {listTab ? <DetailTabList key={tab} slug={slug} tab={listTab} recordId={recordId} readOnly={readOnly} imageBaseUrl={imageBaseUrl} /> : children}
      </div>
    </>
  );
}
