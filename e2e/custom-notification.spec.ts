import { MESSAGES } from "../lib/messages";
import { requireResource } from "../lib/resources/index";
import { expect, fillForm, test, toast } from "./resource-support";

/**
 * Custom Notification with push off (the journeys' api has no FCM_SERVICE_ACCOUNT): the page still
 * writes notifications and counts an audience, and every way to send says why it cannot
 * (docs/push.md). Sending itself is the api's tests' (backend/src/push/send.test.ts), against a fake FCM.
 */
const RUN = Date.now().toString(36).slice(-5);

test.describe("Custom Notification", () => {
  const notifications = requireResource("customnotification");

  test("Send and Resend are disabled with the reason while push is off", async ({ page }) => {
    await page.goto("/admin/custom-notification");
    await expect(page.getByRole("heading", { level: 1, name: "Custom Notification" })).toBeVisible();
    const send = page.getByRole("button", { name: "Send: Welcome", exact: true });
    await expect(send).toBeDisabled();
    await expect(page.getByRole("button", { name: "Resend: Welcome", exact: true })).toBeDisabled();
    // A disabled button takes no pointer: its reason shows from the element around it.
    await send.locator("..").hover();
    await expect(page.getByRole("tooltip")).toHaveText(MESSAGES.pushOff);
  });

  test("Save And Send adds the notification, counts its audience, and is refused with the reason", async ({ page }) => {
    await page.goto("/admin/custom-notification");
    await page.getByRole("button", { name: "Add notification", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Add notification" });
    await fillForm(page, form, notifications, { name: `Offer ${RUN}`, title: "Gold for less", description: "This weekend only." });
    await form.getByRole("button", { name: "Save And Send", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Send" });
    await expect(dialog).toContainText(`Offer ${RUN}`);
    await dialog.getByRole("button", { name: "Check", exact: true }).click();
    await expect(dialog.getByRole("status")).toHaveText(/^This reaches [\d,]+ members on [\d,]+ devices\. Send it to them\?$/);
    await dialog.getByRole("button", { name: "Confirm: Send", exact: true }).click();
    await expect(toast(page, MESSAGES.pushOff)).toBeVisible();
  });
});
