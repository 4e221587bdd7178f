"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ExpandMoreOutlined from "@mui/icons-material/ExpandMoreOutlined";
import { useSignOut } from "@/components/account/useSignOut";
import type { AccountDialog } from "@/components/account/AccountDialogs";
import type { ShellUser } from "./shell-user";
import { useNotYetUsable } from "@/lib/browser/use-hydrated";

// The menu and the account dialogs load on first use: every admin page carries this header (docs/performance.md).
const UserMenuPopup = dynamic(() => import("./UserMenuPopup").then((m) => m.UserMenuPopup));
const AccountDialogs = dynamic(() => import("@/components/account/AccountDialogs").then((m) => m.AccountDialogs));

export function UserAvatar({ user, size = 40 }: { user: ShellUser; size?: number }) {
  return (
    <Avatar src={user.avatarUrl} alt={user.fullName} sx={{ width: size, height: size, bgcolor: "primary.main" }}>
      {user.firstName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The header's profile menu: Profile, Change Email, Change Password, Sign out (docs/product-rules.md §2). */
export function UserMenu({ user }: { user: ShellUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AccountDialog>();
  const signOut = useSignOut();
  const notYetUsable = useNotYetUsable();
  const close = () => setAnchor(null);
  const open = (which: AccountDialog) => {
    close();
    setDialog(which);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Profile menu"
        {...notYetUsable}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        sx={{ px: 1, gap: 1.5, textAlign: "left" }}
        endIcon={<ExpandMoreOutlined sx={{ display: { xs: "none", sm: "block" } }} />}
      >
        <UserAvatar user={user} />
        <Box sx={{ display: { xs: "none", sm: "block" } }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="header-name">
            {user.fullName}
          </Typography>
          <Typography variant="caption" color="textSecondary" data-testid="header-role">
            {user.roleName}
          </Typography>
        </Box>
      </Button>
      {anchor && <UserMenuPopup user={user} anchor={anchor} onClose={close} onOpenDialog={open} onSignOut={signOut} />}
      {dialog && <AccountDialogs open={dialog} onClose={() => setDialog(undefined)} user={user} />}
    </>
  );
}
