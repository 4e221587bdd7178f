"use client";

import { useState, type MouseEvent } from "react";
import dynamic from "next/dynamic";
import NextLink from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { MemberProfile } from "@/lib/resources/members/profile";
import { MEMBER_TABS, tabOf, type MemberTabKey } from "./member-tabs";
import { ProfileTab } from "./profile/ProfileTab";
import { drawn } from "@/lib/drawn";

// The lists (and the table under them) load when a list tab is first opened, not with the page.
const MemberTabList = dynamic(() => import("./MemberTabList"), { ssr: false, loading: () => <LinearProgress aria-label="Loading the list" /> });

/**
 * One member's view: the profile, then a tab per list of theirs. The open tab is in the URL (`?tab=sent`),
 * so reload, back and a shared link open it again; only the open tab is drawn, and its list is fetched
 * then, a page at a time.
 */
export function MemberView({ profile, readOnly, imageBaseUrl }: { profile: MemberProfile; readOnly: boolean; imageBaseUrl: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  // The tab follows the URL (back, forward, a shared link), and a click shows its tab at once rather
  // than when the navigation it starts has finished: the list that was open never lingers under it.
  const urlTab = tabOf(params.get("tab"));
  const [tab, setTab] = useState(urlTab);
  const [shownUrlTab, setShownUrlTab] = useState(urlTab);
  if (shownUrlTab !== urlTab) {
    setShownUrlTab(urlTab);
    setTab(urlTab);
  }

  const hrefOf = (key: MemberTabKey) => {
    const next = new URLSearchParams(params.toString());
    if (key === "profile") next.delete("tab");
    else next.set("tab", key);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={tab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={`${profile.account.name}'s details`}>
          {MEMBER_TABS.map((item) => (
            <Tab
              key={item.key}
              value={item.key}
              label={"count" in item ? `${item.label} (${profile.counts[item.count]})` : item.label}
              id={`member-tab-${item.key}`}
              aria-controls="member-tabpanel"
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
      <div role="tabpanel" id="member-tabpanel" aria-labelledby={`member-tab-${tab}`} {...drawn(tab === "profile")}>
        {tab === "profile" ? (
          <ProfileTab profile={profile} />
        ) : (
          <MemberTabList key={tab} tab={tab} memberId={profile.id} readOnly={readOnly} imageBaseUrl={imageBaseUrl} />
        )}
      </div>
    </>
  );
}
