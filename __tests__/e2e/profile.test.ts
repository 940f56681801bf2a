import type { Browser } from 'playwright-core';
import { MESSAGES } from '../../src/shared/domain';
import { gotoApp, launchBrowser, openPage, checkScreen, VIEWPORTS } from './support/browser';
import { wishlistOf } from './support/checkoutApi';
import { newPhoneNumber, signInAsCustomer, storedToken } from './support/customer';
import { startApp, type RunningApp } from './support/startApp';
import { seriousViolations } from './support/axe';
import { eventually } from '../support/eventually';

jest.setTimeout(300_000);

/** The page's effects reach the server a moment after the screen changes. */
const WAIT = { timeoutMs: 10_000, intervalMs: 200 };

describe('account pages in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  test.each(Object.entries(VIEWPORTS))(
    'at %s width a customer manages addresses, the profile and the wishlist',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);
      const toast = (message: string) =>
        page.getByRole('status').getByText(message, { exact: true });
      try {
        await page.goto(`${app.webUrl}/`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await signInAsCustomer(page, app, newPhoneNumber(), 'Kavya Menon');

        // Addresses: none yet.
        await page.goto(`${app.webUrl}/profile/myaddress`);
        await page.getByRole('heading', { level: 1, name: 'My Addresses' }).waitFor();
        await page.getByText('You have no saved addresses yet.').waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        // Add opens straight into the map picker; leaving it, the form asks for the location.
        await page.getByRole('button', { name: 'Add New Address' }).click();
        const picker = page.getByRole('dialog', { name: 'Select service location' });
        await picker.waitFor();
        await page.keyboard.press('Escape');
        const addForm = page.getByRole('dialog', { name: 'Add address' });
        await addForm.getByText('Not set yet').waitFor();
        const save = addForm.getByRole('button', { name: 'save address' });
        await save.click();
        await toast(MESSAGES.setLocation).waitFor();

        await addForm.getByRole('button', { name: 'Set location on the map' }).click();
        await picker.getByRole('button', { name: 'Mumbai', exact: true }).click();
        await picker.getByRole('button', { name: 'CONFIRM LOCATION' }).click();
        await picker.waitFor({ state: 'detached' });
        await addForm.getByRole('radio', { name: 'Myself' }).waitFor();
        expect(await addForm.getByText('Not set yet').count()).toBe(0);

        // Flat and building errors show inline and clear after 2 s.
        await save.click();
        const flatError = addForm.getByRole('alert').getByText(MESSAGES.flatNumberRequired);
        await flatError.waitFor();
        await checkScreen(page, `profile-address-errors-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await flatError.waitFor({ state: 'detached', timeout: 4000 });
        await addForm.getByRole('textbox', { name: 'Flat no.' }).fill('701');
        await save.click();
        await addForm.getByRole('alert').getByText(MESSAGES.buildingNameRequired).waitFor();
        await addForm.getByRole('textbox', { name: 'Building name' }).fill('Orchid Heights');

        // Someone else: the receiver's name and a 10-digit phone are required.
        await addForm.getByText('Someone else', { exact: true }).click();
        await save.click();
        await toast(MESSAGES.fillReceiverDetails).waitFor();
        await addForm.getByRole('textbox', { name: "Receiver's name" }).fill('Nila Menon');
        const receiverPhone = addForm.getByRole('textbox', { name: "Receiver's phone number" });
        await receiverPhone.pressSequentially('98765');
        await save.click();
        await toast(MESSAGES.invalidReceiverPhone).waitFor();
        // Typing on at the end: the 11th digit is ignored.
        await receiverPhone.press('End');
        await receiverPhone.pressSequentially('012349');
        expect(await receiverPhone.inputValue()).toBe('9876501234');

        // Other shows its text input; its close icon resets the label to Home.
        await addForm.getByText('Other', { exact: true }).click();
        await addForm.getByRole('textbox', { name: 'Address name' }).fill('Studio');
        await addForm.getByRole('button', { name: 'Close address name' }).click();
        expect(await addForm.getByRole('radio', { name: 'Home' }).isChecked()).toBe(true);
        await checkScreen(page, `profile-address-form-${name}`);

        await save.click();
        await toast(MESSAGES.addressSaved).waitFor();
        await addForm.waitFor({ state: 'detached' });
        const edit = page.getByRole('button', { name: /^Edit home: 701, Orchid Heights/ });
        await edit.waitFor();
        await page.getByText('For Nila Menon, 9876501234').waitFor();
        await checkScreen(page, `profile-addresses-${name}`);
        expect(await seriousViolations(page)).toEqual([]);

        // Edit it.
        await edit.click();
        const editForm = page.getByRole('dialog', { name: 'Edit address' });
        await editForm.getByRole('textbox', { name: 'Flat no.' }).fill('702');
        await editForm.getByRole('button', { name: 'save address' }).click();
        await toast(MESSAGES.addressEdited).waitFor();
        await page.getByRole('button', { name: /^Edit home: 702, Orchid Heights/ }).waitFor();

        // Remove it, after the question.
        await page.getByRole('button', { name: /^Remove home: 702, Orchid Heights/ }).click();
        const confirm = page.getByRole('dialog', { name: 'Please confirm' });
        await confirm.getByText(MESSAGES.removeAddressConfirm).waitFor();
        await confirm.getByRole('button', { name: 'Yes' }).click();
        await toast(MESSAGES.addressRemovedSuccessfully).waitFor();
        await page.getByText('You have no saved addresses yet.').waitFor();

        // My account: wallet balances with their popups, then a profile edit.
        await page.goto(`${app.webUrl}/profile/myaccount`);
        await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        await page.getByLabel('Reward balance ₹0').waitFor();
        await page.getByLabel('Credit balance ₹0').waitFor();
        await page.getByRole('button', { name: 'What is Reward?' }).click();
        const reward = page.getByRole('dialog', { name: 'Reward' });
        await reward.getByText(/up to 5% of an order/).waitFor();
        await checkScreen(page, `profile-wallet-info-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await reward.getByRole('button', { name: 'Got it' }).click();
        await page.getByRole('button', { name: 'What is Credit?' }).click();
        await page
          .getByRole('dialog', { name: 'Credit' })
          .getByText(/refunded/)
          .waitFor();
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: 'Edit profile' }).click();
        const profileForm = page.getByRole('form', { name: 'Edit profile' });
        await profileForm.getByRole('textbox', { name: 'Name' }).fill('Kavya M');
        await profileForm.getByRole('textbox', { name: 'Email' }).fill('kavya@example.com');
        await profileForm.getByRole('combobox', { name: 'Gender' }).selectOption('female');
        await profileForm.getByLabel('Date of birth').fill('1993-05-21');
        await checkScreen(page, `profile-edit-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await profileForm.getByRole('button', { name: 'Save' }).click();
        await profileForm.waitFor({ state: 'detached' });
        const profile = page.getByRole('region', { name: 'Profile' });
        await profile.getByText('Kavya M', { exact: true }).waitFor();
        await profile.getByText('21-05-1993').waitFor();
        await checkScreen(page, `profile-account-${name}`);
        expect(await seriousViolations(page)).toEqual([]);

        // The coming-soon pages.
        await page.getByRole('link', { name: 'Refer and earn' }).click();
        await page.getByRole('heading', { level: 1, name: 'Refer and earn' }).waitFor();
        await page.getByRole('heading', { name: 'Coming soon' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);

        // Wishlist a decor from a listing, then move it to the cart from the wishlist.
        await gotoApp(page, `${app.webUrl}/decors/list`);
        const firstCard = page.getByRole('main').getByRole('article').first();
        const decorName = await firstCard.getAttribute('aria-label');
        await firstCard.getByRole('button', { name: `Add ${decorName} to wishlist` }).click();
        await firstCard
          .getByRole('button', { name: `Remove ${decorName} from wishlist` })
          .waitFor();
        const token = await storedToken(page);
        // The heart turns at once; the server hears of it a moment later.
        await eventually(async () => expect(await wishlistOf(app, token)).toHaveLength(1), WAIT);

        await page.goto(`${app.webUrl}/profile/wishlist`);
        await page.getByRole('heading', { level: 1, name: 'My Wishlist' }).waitFor();
        const removeButton = page.getByRole('button', {
          name: `Remove ${decorName} from wishlist`,
        });
        await removeButton.waitFor();
        await checkScreen(page, `profile-wishlist-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await removeButton.click();
        const popup = page.getByRole('dialog', { name: 'Remove from wishlist' });
        await popup.getByRole('button', { name: 'remove' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await popup.getByRole('button', { name: 'move to cart' }).click();
        await page.waitForURL((url) => url.pathname === '/checkout');
        const storedCart = await page.evaluate(() => window.localStorage.getItem('cart'));
        expect(storedCart).toContain(decorName ?? 'no decor name');
        await eventually(async () => expect(await wishlistOf(app, token)).toEqual([]), WAIT);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
