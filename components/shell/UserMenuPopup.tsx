"use client";

import NextLink from "next/link";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import AccountCircleOutlined from "@mui/icons-material/AccountCircleOutlined";
import AlternateEmailOutlined from "@mui/icons-material/AlternateEmailOutlined";
import LockOutlined from "@mui/icons-material/LockOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import type { AccountDialog } from "@/components/account/AccountDialogs";
import type { ShellUser } from "./shell-user";

interface Props {
  user: ShellUser;
  anchor: HTMLElement;
  onClose: () => void;
  onOpenDialog: (which: AccountDialog) => void;
  onSignOut: () => Promise<void>;
}

/** The profile menu's items: Profile, Change Email, Change Password, Sign out (docs/product-rules.md §2). */
export function UserMenuPopup({ user, anchor, onClose: close, onOpenDialog: open, onSignOut: signOut }: Props) {
  return (
    <Menu anchorEl={anchor} open onClose={close} anchorOrigin={{ vertical: "bottom", horizontal: "right" }} transformOrigin={{ vertical: "top", horizontal: "right" }}>
      <Box sx={{ px: 2, py: 1.5, minWidth: 240 }}>
        <Typography sx={{ fontWeight: 700 }}>{user.fullName}</Typography>
        <Typography variant="body2" color="textSecondary" data-testid="header-email">
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
  );
}
