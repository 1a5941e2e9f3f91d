import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Bad input shows each §5 message under its field and sends nothing to the API. */
test.describe('forms refuse bad input before anything is sent', () => {
  const apiPosts = (page: Page) => {
    const posts: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      // The challenge of the passkeys offered in the email field's autofill is asked for by the
      // page, not by the form: it is no input sent.
      if (
        req.method() === 'POST' &&
        path.startsWith('/api/') &&
        path !== '/api/passkeyLogin/options'
      )
        posts.push(req.url());
    });
    return posts;
  };

  test('login', async ({ page }) => {
    const posts = apiPosts(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email or phone number is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email or phone number').fill('ana@nowhere');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email or phone number').fill('12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('sign-up', async ({ page, inspect }) => {
    const posts = apiPosts(page);
    await page.goto('/signup');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email or phone number is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
    await expect(page.getByText('Consent is required')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('longenough');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Password must contain at least one special character'),
    ).toBeVisible();
    await inspect('signup-errors');
    expect(posts).toEqual([]);
  });

  test('forgot password and the code screen', async ({ page }) => {
    const posts = apiPosts(page);
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByText('Email or phone number is required')).toBeVisible();
    expect(posts).toEqual([]);
  });
});
