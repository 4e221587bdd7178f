"use client";

import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { ListSlots } from "@/components/engine/list/types";

type Gateway = { id: number; name: string; isActive: boolean };

/**
 * The gateways that take each currency, as chips (the api lists them: backend/src/resources/currency.ts).
 * An inactive gateway is outlined and says so: it does not count for the default-currency rule.
 */
export const CURRENCY_SLOTS: ListSlots = {
  cells: {
    gateways: (row) => {
      const gateways = (row.gateways as Gateway[] | undefined) ?? [];
      if (!gateways.length) return null;
      return (
        <Stack direction="row" spacing={0.5} sx={{ overflow: "hidden", alignItems: "center", height: "100%" }}>
          {gateways.map((gateway) => (
            <Chip
              key={gateway.id}
              size="small"
              label={gateway.name}
              color={gateway.isActive ? "primary" : "default"}
              variant={gateway.isActive ? "filled" : "outlined"}
              title={gateway.isActive ? undefined : `${gateway.name} is inactive`}
            />
          ))}
        </Stack>
      );
    },
  },
};
