/** The sign-in a person does: the app's Login button, then the bundled provider's real form. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../global-setup';

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  options: { password?: string; path?: string } = {},
) {
  await page.goto(`${baseUrl}${options.path ?? '/'}`);
  await page.waitForURL(/\/login/);
  await page.getByRole('button', { name: /^(Login|Ingresar)$/ }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Ingresar)$/ }).click();
}
