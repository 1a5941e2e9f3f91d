import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { ErrorPage, NotFound } from './error-page';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomethingWentWrong: Story = {
  args: { actions: <Button onClick={fn()}>Try Again</Button> },
};

export const UnableToLoad: Story = {
  args: {
    title: 'Unable to Load Application',
    description: 'Please refresh the page. If it keeps happening, contact support.',
    actions: (
      <>
        <Button variant="secondary">Contact support</Button>
        <Button>Reload</Button>
      </>
    ),
  },
};

const goHome = fn();

export const PageNotFound: Story = {
  render: () => <NotFound onGoHome={goHome} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Home' }));
    await expect(goHome).toHaveBeenCalled();
  },
};

export const NotFoundNarrow: Story = {
  render: () => <NotFound onGoHome={goHome} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
