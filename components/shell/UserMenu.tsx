"use client";

import { useState } from "react";
import NextLink from "next/link";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import AlternateEmailOutlined from "@mui/icons-material/AlternateEmailOutlined";
import ExpandMoreOutlined from "@mui/icons-material/ExpandMoreOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { useSignOut } from "@/components/account/useSignOut";
import { AccountDialogs, type AccountDialog } from "@/components/account/AccountDialogs";
import type { ShellUser } from "./shell-user";

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
          <Typography variant="caption" color="text.secondary" data-testid="header-role">
            {user.roleName}
          </Typography>
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} transformOrigin={{ vertical: "top", horizontal: "right" }}>
        <Box sx={{ px: 2, py: 1.5, minWidth: 240 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="header-email">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={NextLink} href="/admin/profile" onClick={close}>
          <ListItemIcon><AccountCircleOutlined fontSize="small" /></ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={() => open("email")}>
          <ListItemIcon><AlternateEmailOutlined fontSize="small" /></ListItemIcon>
          Change Email
        </MenuItem>
        <MenuItem onClick={() => open("password")}>
          <ListItemIcon><LockOutlined fontSize="small" /></ListItemIcon>
          Change Password
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => { close(); void signOut(); }}>
          <ListItemIcon><LogoutOutlined fontSize="small" /></ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
      <AccountDialogs open={dialog} onClose={() => setDialog(undefined)} user={user} />
    </>
  );
}
