import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { CardPage, cardPageStyles } from './card-page';

const meta = {
  title: 'Layout/CardPage',
  component: CardPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in',
    subtitle: 'Welcome back to OptWallet',
    brand: 'OptWallet',
    brandDecorative: true,
    footer: (
      <a className={cardPageStyles.link} href="#signup">
        Create an account
      </a>
    ),
    children: (
      <form onSubmit={(event) => event.preventDefault()}>
        <fieldset className={cardPageStyles.fieldset}>
          <TextField aria-label="Email" placeholder="you@example.com" />
          <Button type="submit">Continue</Button>
        </fieldset>
      </form>
    ),
  },
} satisfies Meta<typeof CardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

export const WithWarning: Story = {
  args: {
    title: 'This link has expired',
    subtitle: undefined,
    children: (
      <p className={cardPageStyles.warning} role="alert">
        Request a new sign-in link.
      </p>
    ),
  },
};

export const Wide: Story = { args: { wide: true, brandDecorative: false } };

export const InShell: Story = {
  args: { inShell: true, brand: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
